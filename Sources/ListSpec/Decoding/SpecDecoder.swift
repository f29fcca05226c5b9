#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// Turns the YAML tree into the typed model, reporting every shape problem (wrong types,
/// unknown keys and values, missing keys) at the node that causes it. It never stops at the
/// first problem: a bad value is reported and skipped, and decoding goes on.
///
/// Split by part of the format: the document and platform here, then `DecodeList`,
/// `DecodeCells`, `DecodeViews`, `DecodeSections` and the scalar readers in `DecodeValues`.
/// Which keys a mapping accepts, and which need a newer iOS, comes from the format's
/// declarations (`Sources/ListSpec/Format`); each decode function handles its table's keys in
/// an exhaustive `switch`.
struct SpecDecoder {
  let path: String
  var sink: DiagnosticSink
  var featureUses: [FeatureUse] = []
  /// Sections decoded while the file was still being read (`decodeStreamedSection`).
  var streamed: StreamedSections
  /// True once `decode` took the streamed sections as the spec's.
  private(set) var tookStreamedSections = false
  /// The file, when known: lets a template's caret find its character behind escapes.
  var source: SourceFile?
  /// True once the reader offered the root's keys as it read them (`takeDocumentKey`), and
  /// the problems found then, which `decode` reports where it would have found them.
  private(set) var reportedDocumentKeys = false
  var documentKeyProblems: DiagnosticSink
  /// Reused for each item (`decodeItem`), so an item allocates only its fields.
  var itemBuilder = ItemBuilder()
  /// The last item's out-of-line part, shared by the next items that have an equal one
  /// (`Item.shareExtras`).
  var sharedItemExtras: ItemExtras?
  /// The items the reader made while it read them (``ItemStreaming``), which empty mapping
  /// records of the tree stand for; set by the loader while it decodes from that tree.
  var preparedItems = PreparedItems()
  /// The colour and image sets of the spec's `assets` catalogs (``readAssetsOnce(_:)``),
  /// where they were written, and the problems found in them, reported by `decode`.
  var assets = AssetCatalogs()
  var assetsStart: SourceLocation?
  var assetProblems = DiagnosticSink(limit: 0)
  /// ``LoadOptions/allowsAssetsOutsideSpecFolder``.
  var allowsAssetsOutsideSpecFolder = false
  /// True while a cell template is decoded: an item is in scope there, so a `{…}` in a key
  /// that takes none is wrong because of the key, not the place.
  var isInCellTemplate = false

  /// The sections of the root `sections` sequence decoded one by one as the reader finished
  /// each (see ``YAMLStreaming``), with their problems. `decode`
  /// uses them when they are the whole sequence it finds under `sections`.
  struct StreamedSections {
    /// The key whose sequence elements the reader hands over.
    static let key = DocumentKey.sections.rawValue
    var sequenceStart: SourceLocation?
    var elementCount = 0
    var sections: [SpecSection] = []
    var sink: DiagnosticSink
    var featureUses: [FeatureUse] = []
  }

  init(path: String, maxDiagnostics: Int = .max) {
    self.path = path
    sink = DiagnosticSink(limit: maxDiagnostics)
    streamed = StreamedSections(sink: DiagnosticSink(limit: maxDiagnostics))
    documentKeyProblems = DiagnosticSink(limit: maxDiagnostics)
  }

  /// The problems found, up to the limit.
  var diagnostics: [Diagnostic] { sink.diagnostics }

  /// A decoder for part of the work (a section, a chunk of items) with this one's settings.
  func subDecoder() -> SpecDecoder {
    var decoder = SpecDecoder(path: path, maxDiagnostics: sink.limit)
    decoder.source = source
    decoder.preparedItems = preparedItems
    decoder.assets = assets
    return decoder
  }

  /// Keeps `diagnostic` below the limit; past it only counts it. The decoder reports errors
  /// only.
  mutating func report(_ diagnostic: @autoclosure () -> Diagnostic) {
    sink.report(diagnostic())
  }

  // MARK: Document

  /// How diagnostics name the root mapping.
  static let documentContext = "the spec"

  /// Finds whether a top-level key is the format's as the reader meets it
  /// (`YAMLReader.read(_:streaming:rootKeys:)`), so that a key the reader
  /// drops is still reported; `decode` reports these problems where it would have found
  /// them, then only the unknown keys brought in by a merge key. Returns true when `decode`
  /// would read no more of the pair: the key is not the format's and none is near it. A
  /// misspelled key's value is read as the key it resembles, so that pair stays.
  mutating func takeDocumentKey(_ name: String, at range: SourceRange) -> Bool {
    reportedDocumentKeys = true
    guard DocumentKey(rawValue: name) == nil else { return false }
    documentKeyProblems.report(
      .unknownKey(key: name, in: Self.documentContext, known: DocumentKey.names, range: range))
    return Suggestion.closest(to: name, among: DocumentKey.names) == nil
  }

  mutating func decode(_ root: YAMLNode?, fileStart: SourceRange) -> ListSpecDocument? {
    guard let root else {
      report(.emptyDocument(range: fileStart))
      return nil
    }
    if let scalar = root.scalar, case .null = scalar.resolved {
      report(.emptyDocument(range: root.range))
      return nil
    }
    if reportedDocumentKeys { sink.absorb(documentKeyProblems) }
    guard
      let keys = mapping(
        root, DocumentKey.self, context: Self.documentContext,
        reportsUnknownKeys: !reportedDocumentKeys)
    else { return nil }
    guard let versionNode = keys[.listspec] else {
      report(.missingFormatVersion(range: SourceRange(at: root.range.start)))
      return nil
    }
    guard let version = formatVersion(versionNode) else { return nil }
    var platform = Platform()
    var preview = PreviewDefaults()
    var list = ListConfiguration(appearance: .insetGrouped)
    var cells: [CellTemplate] = []
    var undecodedCells: Set<String> = []
    var sections: [SpecSection] = []
    var name: (text: String, range: SourceRange)?
    var navigationBar: NavigationBar?
    // Catalogs first: `list` and `cells` may name their colours wherever `assets` is written.
    if let value = keys[.assets] { decodeAssets(value, sections: keys[.sections]) }
    for (key, value) in keys.entries {
      switch key {
      case .listspec, .assets: break
      case .name:
        if let text = string(value, key: key.rawValue) { name = (text, value.range) }
      case .platform: platform = decodePlatform(value)
      case .preview: preview = decodePreview(value)
      case .navigationBar: navigationBar = decodeNavigationBar(value)
      case .list: list = decodeList(value) ?? list
      case .cells:
        (cells, undecodedCells) = decodeCells(value)
      case .sections:
        if let start = streamed.sequenceStart, start == value.range.start, value.isSequence,
          streamed.elementCount == value.count
        {
          sections = streamed.sections
          tookStreamedSections = true
          sink.absorb(streamed.sink)
          featureUses += streamed.featureUses
        } else if let elements = sequence(value, key: key.rawValue) {
          sections = decodeSections(elements)
        }
      }
    }
    reportMissing(keys, in: "the spec", at: SourceRange(at: root.range.start))
    var document = ListSpecDocument(
      formatVersion: version, platform: platform, list: list, cells: cells, sections: sections)
    document.root = root
    document.featureUses = featureUses
    document.preview = preview
    document.navigationBar = navigationBar
    document.name = name?.text
    document.nameRange = name?.range
    document.undecodedCellTemplates = undecodedCells
    document.assets = assets
    return document
  }

  /// The `cells` mapping: the templates in order, and the names of those that could not be
  /// decoded (their problems are reported).
  mutating func decodeCells(_ value: YAMLNode) -> ([CellTemplate], Set<String>) {
    var cells: [CellTemplate] = []
    var undecoded: Set<String> = []
    guard let pairs = mappingPairs(value, key: DocumentKey.cells.rawValue) else {
      return (cells, undecoded)
    }
    for pair in pairs {
      guard let name = pair.key.text else { continue }
      if let cell = decodeCell(name: name, node: pair.value, nameRange: pair.key.reportRange) {
        cells.append(cell)
      } else {
        undecoded.insert(name)
      }
    }
    return (cells, undecoded)
  }

  /// `listspec: 1`, with the near misses (`"1"`, `1.0`) explained.
  mutating func formatVersion(_ node: YAMLNode) -> Int? {
    let supported = ListSpecDocument.supportedFormat
    if case .int(let version) = node.scalar?.resolved, version == supported { return version }
    if node.scalar.flatMap({ Int($0.text) }) == supported {
      // `listspec: "1"`: the right version, quoted.
      report(
        .typeMismatch(key: "listspec", expected: "a number", found: node, hint: "remove the quotes")
      )
    } else if case .float(let value) = node.scalar?.resolved, value == Double(supported) {
      // `listspec: 1.0`: the right version, written as a decimal.
      report(
        .typeMismatch(
          key: "listspec", expected: "a whole number", found: node,
          hint: "write 'listspec: \(supported)'"))
    } else {
      report(
        .unsupportedFormatVersion(
          found: node.text ?? node.kindDescription, range: node.reportRange))
    }
    return nil
  }

  /// Records that the spec uses an API newer than the format's baseline, for the
  /// availability check against `platform.iOS`.
  mutating func use<Key: FormatKey>(_ key: Key, at range: SourceRange) {
    let declaration = key.declaration
    guard let introduced = declaration.introduced else { return }
    featureUses.append(
      FeatureUse(feature: declaration.featureName, introduced: introduced, range: range))
  }

  mutating func decodePreview(_ node: YAMLNode) -> PreviewDefaults {
    guard let keys = mapping(node, PreviewKey.self, context: "'preview'") else {
      return PreviewDefaults()
    }
    var preview = PreviewDefaults()
    for (key, value) in keys.entries {
      switch key {
      case .layoutDirection: preview.layoutDirection = enumValue(value, key: key.rawValue)
      case .colorScheme: preview.colorScheme = enumValue(value, key: key.rawValue)
      case .contentSize: preview.contentSize = contentSizeCategory(value, key: key.rawValue)
      case .orientation: preview.orientation = enumValue(value, key: key.rawValue)
      case .column: preview.column = enumValue(value, key: key.rawValue)
      case .device:
        guard let name = string(value, key: key.rawValue) else { continue }
        guard let preset = DevicePreset.named(name) else {
          report(
            .unknownValue(
              value: name, key: key.rawValue, known: DevicePreset.all.map(\.name),
              range: value.reportRange))
          continue
        }
        preview.device = preset
      case .locale: preview.locale = string(value, key: key.rawValue)
      case .timeZone:
        guard let name = string(value, key: key.rawValue) else { continue }
        guard FormatEnvironment.isTimeZone(name) else {
          report(
            .typeMismatch(
              key: key.rawValue, expected: "a time zone identifier Foundation knows",
              found: value, hint: "write 'UTC' or a region, e.g. 'Europe/Berlin'"))
          continue
        }
        preview.timeZone = name
      case .now:
        guard let text = string(value, key: key.rawValue) else { continue }
        guard ISO8601Text.date(text) != nil else {
          report(
            .typeMismatch(
              key: key.rawValue, expected: "an ISO 8601 date", found: value,
              hint: "write e.g. 2026-12-07T12:00:00Z"))
          continue
        }
        preview.now = text
      }
    }
    return preview
  }

  /// `navigationBar:`; its texts are plain (a `{…}` is reported: no item is in scope).
  mutating func decodeNavigationBar(_ node: YAMLNode) -> NavigationBar? {
    guard let keys = mapping(node, NavigationBarKey.self, context: "'navigationBar'") else {
      return nil
    }
    var bar = NavigationBar(range: node.range)
    for (key, value) in keys.entries {
      switch key {
      case .title: bar.title = string(value, key: key.rawValue)
      case .backButton: bar.backButton = string(value, key: key.rawValue)
      case .prefersLargeTitles:
        bar.prefersLargeTitles = bool(value, key: key.rawValue) ?? bar.prefersLargeTitles
      case .largeTitleDisplayMode:
        bar.largeTitleDisplayMode =
          enumValue(value, key: key.rawValue) ?? bar.largeTitleDisplayMode
      case .leadingItems, .trailingItems:
        let items = (sequence(value, key: key.rawValue) ?? []).compactMap {
          decodeBarButtonItem($0, key: key.rawValue)
        }
        if key == .leadingItems { bar.leadingItems = items } else { bar.trailingItems = items }
      case .searchBar:
        guard let search = mapping(value, SearchBarKey.self, context: "'searchBar'") else {
          continue
        }
        var searchBar = SearchBar()
        for (searchKey, searchValue) in search.entries {
          switch searchKey {
          case .placeholder:
            searchBar.placeholder = string(searchValue, key: searchKey.rawValue)
          }
        }
        bar.searchBar = searchBar
      }
    }
    checkBarButtonIDs(bar)
    return bar
  }

  /// One bar button: exactly one of `systemItem`, `title` and `systemImage`.
  mutating func decodeBarButtonItem(_ node: YAMLNode, key: String) -> BarButtonItem? {
    guard
      let keys = mapping(
        node, BarButtonItemKey.self, context: "'\(key)'",
        expected: "a bar button like { systemItem: edit }")
    else { return nil }
    var id: String?
    var item = BarButtonItem(id: "", range: node.range)
    for (itemKey, value) in keys.entries {
      switch itemKey {
      case .id: id = nonEmptyText(value, key: itemKey.rawValue)
      case .systemItem:
        // A system item written as the symbol it shows (`plus`) means that item (`add`).
        if let text = value.scalar?.text, BarButtonSystemItem(rawValue: text) == nil,
          let meant = BarButtonSystemItem.allCases.first(where: { $0.symbol == text })
        {
          report(
            .unknownValue(
              value: text, key: itemKey.rawValue,
              known: BarButtonSystemItem.allCases.map(\.rawValue),
              range: value.reportRange, suggestion: meant.rawValue))
          continue
        }
        item.systemItem = enumValue(value, key: itemKey.rawValue)
      case .title: item.title = nonEmptyText(value, key: itemKey.rawValue)
      case .systemImage: item.systemImage = nonEmptyText(value, key: itemKey.rawValue)
      case .style: item.style = enumValue(value, key: itemKey.rawValue) ?? item.style
      }
    }
    let kinds: [BarButtonItemKey] = [.systemItem, .title, .systemImage]
    let written = kinds.filter { keys[$0] != nil }
    guard written.count == 1 else {
      if written.isEmpty {
        report(
          .missingKey(
            oneOf: kinds.map(\.rawValue), in: "a bar button of '\(key)'", range: node.reportRange))
      } else {
        report(
          .typeMismatch(
            key: key,
            expected: "bar buttons like { systemItem: edit }, { title: … } or { systemImage: … }",
            found: node,
            hint:
              "one of the three in each, not \(written.map { "'\($0.rawValue)'" }.joined(separator: " and "))"
          ))
      }
      return nil
    }
    guard let name = item.systemItem?.rawValue ?? item.title ?? item.systemImage else {
      return nil
    }
    item.id = id ?? name
    item.idRange = keys[.id]?.reportRange ?? node.reportRange
    return item
  }

  /// One line of text, not empty: a bar button's title, symbol or id (`UIImage(systemName:
  /// "")` is nil, and a line break has no place in a bar).
  mutating func nonEmptyText(_ node: YAMLNode, key: String) -> String? {
    guard let text = string(node, key: key) else { return nil }
    guard !text.isEmpty, !text.contains(where: \.isNewline) else {
      report(
        .typeMismatch(
          key: key, expected: "one line of text", found: node,
          hint: text.isEmpty ? "it is empty" : "it has a line break"))
      return nil
    }
    return text
  }

  /// Every bar button's id is its own: the app's handler tells them apart by it.
  mutating func checkBarButtonIDs(_ bar: NavigationBar) {
    var first: [String: SourceRange] = [:]
    for item in bar.leadingItems + bar.trailingItems {
      guard let range = item.idRange else { continue }
      if let earlier = first[item.id] {
        report(.duplicateBarButtonID(id: item.id, range: range, first: earlier))
      } else {
        first[item.id] = range
      }
    }
  }

  mutating func decodePlatform(_ node: YAMLNode) -> Platform {
    guard let keys = mapping(node, PlatformKey.self, context: "'platform'") else {
      return Platform()
    }
    var platform = Platform()
    for (key, value) in keys.entries {
      switch key {
      case .iOS:
        guard let scalar = value.scalar else {
          report(
            .typeMismatch(key: "iOS", expected: "a version string like \"16.0\"", found: value))
          continue
        }
        guard let version = OSVersion(parsing: scalar.text) else {
          report(.invalidVersion(value: scalar.text, range: value.reportRange))
          continue
        }
        platform = Platform(iOS: version, range: value.reportRange)
      }
    }
    return platform
  }
}
