/// The format described once. Every mapping of the format is a ``FormatKey`` enum whose
/// cases are its YAML keys, and every key declares here what it is: its value type, default,
/// availability, documentation line and Swift spelling. The decoder's key checks and
/// availability uses, the JSON Schema (``ListSpecSchema``), the key tables of
/// `specs/format.md` (``FormatReference``) and suggestions all read these declarations, and
/// the decoder handles each key in an exhaustive `switch`, so the compiler names every place
/// a new key must be handled (see CONTRIBUTING.md).
public protocol FormatKey: RawRepresentable, CaseIterable, Hashable, Sendable
where RawValue == String, AllCases == [Self] {
  /// The mapping these keys belong to.
  static var table: FormatTable { get }
  /// What this key is.
  var declaration: KeyDeclaration { get }
}

extension FormatKey {
  /// The YAML spelling of every key, in documentation order.
  public static var names: [String] { allCases.map(\.rawValue) }
  /// Every key with its declaration, in documentation order.
  public static var declarations: [(key: String, declaration: KeyDeclaration)] {
    allCases.map { ($0.rawValue, $0.declaration) }
  }
}

/// A mapping of the format: its name in the JSON Schema's definitions, how messages name it,
/// and the heading of its table in `specs/format.md`.
public struct FormatTable: Sendable {
  /// The JSON Schema definition (and the generated table's marker) name, e.g. "list".
  public var name: String
  /// How the column of keys is titled in the reference ("key", "view", "modifier").
  public var keyColumn: String

  public init(_ name: String, keyColumn: String = "key") {
    self.name = name
    self.keyColumn = keyColumn
  }
}

/// One key of the format.
public struct KeyDeclaration: Sendable {
  /// What the value is: checked by the decoder, described by the schema and the reference.
  public var value: FormatValue
  /// The default when the key is left out, as the reference says it (Markdown); nil for a
  /// required key.
  public var defaultValue: String?
  /// The UIKit or SwiftUI API the key mirrors, spelled as in Swift (`.frame(width:height:)`,
  /// `headerTopPadding`): the reference's "mirrors" column and the code generator's
  /// spelling.
  public var swift: String
  /// One line of documentation (Markdown, no links): the reference's notes and the
  /// schema's description.
  public var doc: String
  /// The first iOS version with the API, when later than the format's baseline
  /// (``FormatAvailability/baseline``); the decoder records a use of it.
  public var introduced: OSVersion?
  /// How `unavailable` names the feature; default: the Swift spelling.
  public var feature: String?

  public init(
    _ value: FormatValue, default defaultValue: String?, swift: String, doc: String = "",
    introduced: OSVersion? = nil, feature: String? = nil
  ) {
    self.value = value
    self.defaultValue = defaultValue
    self.swift = swift
    self.doc = doc
    self.introduced = introduced
    self.feature = feature
  }

  /// A required key has no default.
  public var isRequired: Bool { defaultValue == nil }
  /// The feature name `unavailable` uses.
  public var featureName: String { feature ?? swift }
}

/// What a key's value is.
public indirect enum FormatValue: Sendable {
  /// A length in points: finite, not negative, at most ``FormatLimits/maximumLength``.
  case length
  /// A length, or infinity (`.inf`, `infinity`, `.infinity`).
  case lengthOrInfinity
  /// A number greater than 0 and at most ``FormatLimits/maximumLength`` (a font size).
  case positiveLength
  /// A number from 0 to 1.
  case fraction
  /// A whole number from `minimum` to ``FormatLimits/maximumInteger``.
  case integer(minimum: Int)
  case boolean
  /// A color name or `#RRGGBB[AA]`.
  case color
  /// Text with `{field}` placeholders.
  case template
  /// Any scalar, read as the text written (ids, header text).
  case scalar
  /// A string naming something else in the spec (a cell template).
  case name
  /// One of these strings.
  case choice([String])
  /// A value described by a schema definition of its own; `docs` is the reference's type
  /// column (Markdown).
  case definition(String, docs: String)
  /// A nested mapping described by its own ``FormatKey`` table.
  case table(FormatTableReference, docs: String)
  /// A list of values.
  case list(FormatValue)
  /// A Swift `Bool` expression, written as the whole value (`if: isFavorite`).
  case condition
  /// The value, or a Swift expression in braces evaluated per item
  /// (`"{isFavorite ? .systemYellow : .systemGray}"`).
  case orExpression(FormatValue)

  /// The range a number of this kind lies in, which an expression's result is moved into as
  /// a written value outside it would be refused; nil for values that are not numbers.
  public var numericBounds: ClosedRange<Double>? {
    switch self {
    case .length, .positiveLength: return 0...FormatLimits.maximumLength
    case .lengthOrInfinity: return 0...Double.infinity
    case .fraction: return 0...1
    case .integer(let minimum): return Double(minimum)...Double(FormatLimits.maximumInteger)
    case .orExpression(let inner): return inner.numericBounds
    case .boolean, .color, .template, .scalar, .name, .choice, .definition, .table, .list,
      .condition:
      return nil
    }
  }

  /// One of an enum's raw values.
  public static func choice<T: CaseIterable & RawRepresentable>(_ type: T.Type) -> FormatValue
  where T.RawValue == String {
    .choice(type.allCases.map(\.rawValue))
  }

  /// A nested mapping described by its own ``FormatKey`` table.
  public static func table<Key: FormatKey>(_ type: Key.Type, docs: String) -> FormatValue {
    .table(FormatTableReference(type), docs: docs)
  }
}

/// Bounds on numbers that are part of the format (and so of the schema).
public enum FormatLimits {
  /// The largest length in points: many screens high, and far below where a picture's
  /// pixel size would overflow.
  public static let maximumLength = 100_000.0
  /// Line counts and the like: far below what any screen shows, and safe to hand to C APIs.
  public static let maximumInteger = 10_000
}

/// The iOS versions the format checks against.
public enum FormatAvailability {
  /// `UICollectionLayoutListConfiguration` itself: every list needs iOS 14, so a key
  /// introduced in iOS 14.0 needs no availability of its own (a check for it could never
  /// fire). A test keeps every declared `introduced` above this.
  public static let baseline = OSVersion(14)
}

/// A ``FormatKey`` table as a value: its name and declarations, for code that walks every
/// table (the schema, the reference, tests) without knowing the key types.
public struct FormatTableReference: Sendable {
  public var table: FormatTable
  public var declarations: [(key: String, declaration: KeyDeclaration)]

  public init<Key: FormatKey>(_ type: Key.Type) {
    table = Key.table
    declarations = Key.declarations
  }

  /// The YAML keys, in documentation order.
  public var names: [String] { declarations.map(\.key) }
}

/// Every table of the format, for the schema, the reference and the tests that keep
/// examples and the fuzz dictionary complete. A new ``FormatKey`` table is added here.
public enum Format {
  public static let tables: [FormatTableReference] = [
    FormatTableReference(DocumentKey.self), FormatTableReference(PlatformKey.self),
    FormatTableReference(PreviewKey.self), FormatTableReference(ListKey.self),
    FormatTableReference(SeparatorConfigurationKey.self),
    FormatTableReference(EdgeInsetKey.self), FormatTableReference(CellKey.self),
    FormatTableReference(ContentKey.self), FormatTableReference(ContentImageKey.self),
    FormatTableReference(SystemImageKey.self),
    FormatTableReference(TextPropertiesKey.self), FormatTableReference(ImagePropertiesKey.self),
    FormatTableReference(SymbolConfigurationKey.self), FormatTableReference(SizeKey.self),
    FormatTableReference(HostingKey.self), FormatTableReference(SwipeActionsKey.self),
    FormatTableReference(ContextualActionKey.self),
    FormatTableReference(BackgroundConfigurationKey.self),
    FormatTableReference(AccessoryKind.self), FormatTableReference(AccessoryOptionKey.self),
    FormatTableReference(SectionKey.self), FormatTableReference(SupplementaryKey.self),
    FormatTableReference(ItemSeparatorKey.self),
    FormatTableReference(SectionListKey.self),
    FormatTableReference(SectionLayoutKey.self), FormatTableReference(LayoutItemKey.self),
    FormatTableReference(LayoutSizeKey.self), FormatTableReference(LayoutDimensionKey.self),
    FormatTableReference(LayoutGroupKey.self), FormatTableReference(LayoutSpacingKey.self),
    FormatTableReference(BoundarySupplementaryItemKey.self),
    FormatTableReference(ItemKey.self),
    FormatTableReference(ViewName.self), FormatTableReference(ImageViewKey.self),
    FormatTableReference(ToggleKey.self), FormatTableReference(LabelKey.self),
    FormatTableReference(ViewOptionKey.self),
    FormatTableReference(StackKey.self), FormatTableReference(SpacerKey.self),
    FormatTableReference(ShapeKey.self), FormatTableReference(RoundedRectangleKey.self),
    FormatTableReference(ModifierName.self), FormatTableReference(FrameKey.self),
    FormatTableReference(AspectRatioKey.self),
    FormatTableReference(SeparatorGuide.self), FormatTableReference(FontKey.self),
    FormatTableReference(NavigationBarKey.self), FormatTableReference(BarButtonItemKey.self),
    FormatTableReference(SearchBarKey.self),
  ]

  /// The table named `name`.
  public static func table(named name: String) -> FormatTableReference? {
    tables.first { $0.table.name == name }
  }

  /// Every key of every table, and every edge set name: the words a spec is written in.
  public static var allKeyNames: [String] {
    tables.flatMap(\.names) + EdgeSet.names.map(\.0)
  }
}

extension YAMLNode {
  /// The value of a format key in this mapping: `item[ItemKey.children]`, so that readers
  /// of the tree name keys by their declaration rather than spell them again.
  public subscript<Key: FormatKey>(key: Key) -> YAMLNode? { self[key.rawValue] }
}
