/// SF Symbol names against the table of the names Apple ships (specs/symbols.md, "Which names
/// exist, and since when"): a name that is no symbol is a warning with a did-you-mean (the
/// app's `UIImage(systemName:)` returns nil and draws nothing); a name newer than
/// `platform.iOS` is an error, as for any API. Names written in a template are checked here;
/// names an item gives a `{…}` are checked with the items (``TemplateChecks``), so a streamed
/// spec checks them as it reads them.
struct SymbolNameCheck {
  /// The spec's `platform.iOS`, nil to check names only, and where it is written.
  let platform: OSVersion?
  let platformRange: SourceRange?
  /// False while a streamed spec's `platform` is not known (written after `sections`): names
  /// newer than iOS 14 are then kept in `deferred`, and checked once it is.
  let platformKnown: Bool
  private var known: [String: Bool] = [:]
  /// The names reported, with where: each once per template (or per place written).
  private var reported: Set<String> = []
  /// First uses of names newer than iOS 14, while the platform is not known.
  private(set) var deferred: [DeferredSymbol] = []

  /// A name whose availability waits for `platform`.
  struct DeferredSymbol {
    let name: String
    let item: Item?
    let written: SourceRange?
    let template: (name: String, range: SourceRange)?
  }

  init(platform: Platform, known platformKnown: Bool = true) {
    self.platform = platform.iOS
    platformRange = platform.range
    self.platformKnown = platformKnown
  }

  /// The last name found fine, as bytes: items in a row mostly name the same few symbols,
  /// and comparing bytes costs less than making and hashing a string per item.
  private var lastFine: [UInt8] = []

  /// `isFine(_:)` of a name given as bytes (an item's value as read).
  mutating func isFine(bytes name: UnsafeBufferPointer<UInt8>) -> Bool {
    if lastFine.elementsEqual(name) { return true }
    let fine = isFine(String(decoding: name, as: UTF8.self))
    if fine { lastFine = Array(name) }
    return fine
  }

  /// True when `name` is a symbol the deployment target has (or the name is empty); while
  /// the target is not known, a name newer than iOS 14 is not fine (its item is made and
  /// kept for later).
  mutating func isFine(_ name: String) -> Bool {
    if let fine = known[name] { return fine }
    let version = SymbolAvailability.introduction(of: name)
    let target = platformKnown ? platform : FormatAvailability.baseline
    let fine = name.isEmpty || (version != nil && !(target.map { $0 < version! } ?? false))
    // A hostile spec of a million distinct names keeps the cache from growing without end.
    if known.count < 65_536 { known[name] = fine }
    return fine
  }

  /// Reports `name` when it is no symbol or is newer than the deployment target: at `item`
  /// (with a note at the template that draws it) for a name from an item's fields, else at
  /// `written`, the name as written (which a fix-it may replace).
  mutating func check(
    _ name: String, item: Item?, written: SourceRange?,
    template: (name: String, range: SourceRange)?, sink: inout DiagnosticSink
  ) {
    guard !isFine(name) else { return }
    let place = template?.name ?? written.map { "\($0.start.offset)" } ?? ""
    guard reported.insert("\(place)\u{0}\(name)").inserted else { return }
    let range = item?.range ?? written ?? .unwritten
    let version = SymbolAvailability.introduction(of: name)
    if version != nil, !platformKnown {
      if deferred.count < 10_000 {
        deferred.append(
          DeferredSymbol(name: name, item: item, written: written, template: template))
      }
      return
    }
    guard let version, let platform else {
      sink.append(
        .unknownSymbol(
          name, item: item?.id, suggestions: SymbolAvailability.suggestions(for: name),
          range: range, written: written, template: template))
      return
    }
    var diagnostic = Diagnostic.unavailable(
      feature: "SF Symbol '\(name)'\(item.map { " (item '\($0.id)')" } ?? "")",
      introduced: version, target: platform, range: range, targetRange: platformRange)
    if let template {
      diagnostic = diagnostic.with(
        note: "drawn by cell template '\(template.name)'", at: template.range)
    }
    sink.append(diagnostic)
  }
}

extension Validator {
  /// The names written in templates and header and footer configurations, and those a
  /// streamed spec's items gave before its `platform` was read (`deferred`).
  mutating func checkSymbols(_ spec: ListSpecDocument, deferred: [SymbolNameCheck.DeferredSymbol]) {
    var symbols = SymbolNameCheck(platform: spec.platform)
    for use in deferred {
      symbols.check(
        use.name, item: use.item, written: use.written, template: use.template, sink: &sink)
    }
    for template in spec.cells {
      for symbol in template.symbolTemplates where !symbol.hasPlaceholders {
        let written = symbol.range(offset: 0, length: symbol.source.unicodeScalars.count)
        symbols.check(symbol.source, item: nil, written: written, template: nil, sink: &sink)
      }
    }
    for section in spec.sections {
      for configuration in [section.headerConfiguration, section.footerConfiguration] {
        guard let name = configuration?.image else { continue }
        symbols.check(name, item: nil, written: section.range, template: nil, sink: &sink)
      }
    }
  }
}
