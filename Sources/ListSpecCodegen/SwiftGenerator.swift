import ListSpec

/// What `listspec generate` is asked for, besides the spec.
public struct GenerateOptions: Sendable, Hashable {
  /// The start of every generated type name (`VideoGames` gives `VideoGamesItem`,
  /// `VideoGamesList`); nil derives it from the spec's file name.
  public var typePrefix: String?
  /// False leaves the spec's items out of the initial snapshot (sections stay), for apps
  /// whose items come from elsewhere.
  public var includesItems: Bool
  /// True looks every user-visible literal up in the app's strings (`String(localized:)`,
  /// `Text("…")`) and gives the keys in ``GeneratedSwift/strings`` (`generate --strings`).
  public var localizesText: Bool

  public init(typePrefix: String? = nil, includesItems: Bool = true, localizesText: Bool = false) {
    self.typePrefix = typePrefix
    self.includesItems = includesItems
    self.localizesText = localizesText
  }
}

/// The result of generating: the Swift file, or the diagnostics that prevented it.
public struct GeneratedSwift: Sendable {
  /// The whole file, ending in a newline; nil when a diagnostic is an error.
  public var code: String?
  /// Problems with the spec's names (and the spec's own diagnostics when generating from a
  /// ``LoadedSpec``), located like every other listspec diagnostic.
  public var diagnostics: [Diagnostic]
  /// With ``GenerateOptions/localizesText``, the String Catalog of the keys `code` looks up.
  public var strings: StringCatalog? = nil
}

/// Writes the Swift code of a list spec: the item model, section identifiers, the list
/// layout, one cell registration per cell template (a `UIListContentConfiguration` or a
/// `UIHostingConfiguration` with its SwiftUI view), header and footer registrations, a data
/// source factory and the initial snapshot. See specs/generate.md.
///
/// The same spec and options always give byte-identical output.
public struct SwiftGenerator: Sendable {
  public var options: GenerateOptions

  public init(options: GenerateOptions = GenerateOptions()) {
    self.options = options
  }

  /// Generates from a loaded spec; an invalid spec gives its diagnostics and no code.
  public func generate(_ loaded: LoadedSpec) -> GeneratedSwift {
    guard let spec = loaded.spec else {
      return GeneratedSwift(code: nil, diagnostics: loaded.diagnostics)
    }
    var result = generate(spec, path: loaded.source.path)
    result.diagnostics = loaded.diagnostics + result.diagnostics
    return result
  }

  /// Generates from a decoded, valid spec. `path` names the spec in the file's header and in
  /// diagnostics, and gives the type prefix when ``GenerateOptions/typePrefix`` is nil.
  public func generate(_ spec: ListSpecDocument, path: String) -> GeneratedSwift {
    var plan = GenerationPlan(spec: spec, path: path, options: options)
    plan.resolveNames()
    var diagnostics = plan.diagnostics.sortedBySource()
    for index in diagnostics.indices where diagnostics[index].path.isEmpty {
      diagnostics[index].path = path
    }
    guard !diagnostics.containsErrors else {
      return GeneratedSwift(code: nil, diagnostics: diagnostics)
    }
    let emitter = SwiftEmitter(plan: plan)
    let code = emitter.file()
    return GeneratedSwift(
      code: code, diagnostics: diagnostics,
      strings: emitter.strings.map { StringCatalog(keys: $0.keys) })
  }
}
