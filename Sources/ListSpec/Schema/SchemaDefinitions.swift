// The schema's shared definitions and its scalar values (colours, lengths, templates).
extension SchemaBuilder {
  /// Tables that are definitions of their own (referenced with `.table`), and the
  /// hand-written definitions that combine tables (views, modifiers, accessories, …).
  mutating func definitions() -> [(String, JSONValue)] {
    var result: [(String, JSONValue)] = []
    let composed: Set<String> = [
      DocumentKey.table.name, EdgeInsetKey.table.name, AccessoryKind.table.name,
      ItemKey.table.name, ViewName.table.name, ViewOptionKey.table.name, StackKey.table.name,
      ModifierName.table.name, FontKey.table.name, SpacerKey.table.name, ShapeKey.table.name,
      CellKey.table.name, FrameKey.table.name, SeparatorGuide.table.name,
      AspectRatioKey.table.name, ToggleKey.table.name,
    ]
    for table in Format.tables where !composed.contains(table.table.name) {
      var definition = object(table)
      // A content image is a symbol or an image set, a layout dimension one of its class
      // methods: exactly one key.
      if table.table.name == ContentImageKey.table.name
        || table.table.name == LayoutDimensionKey.table.name,
        case .object(let pairs) = definition
      {
        definition = .object(
          pairs + [("minProperties", .integer(1)), ("maxProperties", .integer(1))])
      }
      result.append((table.table.name, definition))
    }
    result += [
      ("formatVersion", formatVersion()),
      ("assets", assets()),
      ("version", version()),
      ("locale", locale()),
      ("timeZone", timeZone()),
      ("moment", moment()),
      ("cells", cells()),
      ("cell", cell()),
      ("directionalInsets", directionalInsets()),
      ("margins", margins()),
      ("accessory", accessory()),
    ]
    result += AccessoryKind.allCases.map { (Self.accessoryKindDefinition($0), accessoryKind($0)) }
    result += [
      ("item", item()),
      ("view", view()),
      ("hStack", stack(.hStack, alignment: enumeration(SpecVerticalAlignment.self))),
      ("vStack", stack(.vStack, alignment: enumeration(SpecHorizontalAlignment.self))),
      ("zStack", stack(.zStack, alignment: enumeration(SpecAlignment.self))),
      ("spacer", byType([("null", .object([]))], otherwise: object(SpacerKey.self))),
      ("shape", byType([("null", .object([]))], otherwise: object(ShapeKey.self))),
      ("nothing", null),
      (
        "itemSeparators",
        describe(
          "Per-item separator changes (itemSeparatorHandler): item ids to { topSeparatorVisibility, bottomSeparatorVisibility, topSeparatorInsets, bottomSeparatorInsets }.",
          .object([
            ("type", .string("object")),
            ("additionalProperties", object(ItemSeparatorKey.self)),
          ]))
      ),
      ("header", supplementary(header: true)),
      ("footer", supplementary(header: false)),
      (
        "layoutDimension",
        describe(
          "UICellAccessory.LayoutDimension: actual, standard, or a custom width in points.",
          anyOf([enumeration(["actual", "standard"]), ref("length")]))
      ),
      ("modifier", modifier()),
      ("padding", padding()),
      ("frame", frame()),
      ("alignmentGuide", alignmentGuide()),
      ("aspectRatio", aspectRatio()),
      ("clipShape", clipShape()),
      ("toggle", toggle()),
      ("background", anyOf([ref("color"), ref("view"), ref("expressionValue")])),
      ("font", font()),
      ("color", color()),
      ("length", length()),
      ("lengthOrInfinity", lengthOrInfinity()),
      ("template", template()),
      ("condition", condition()),
      ("fieldTypes", fieldTypes()),
      ("expressionValue", expressionValue()),
      ("scalar", scalar()),
    ]
    return result
  }

  func enumeration<T: CaseIterable & RawRepresentable>(_ type: T.Type) -> JSONValue
  where T.RawValue == String {
    enumeration(type.allCases.map(\.rawValue))
  }

  // MARK: Scalars

  func formatVersion() -> JSONValue {
    .object([
      ("type", .string("integer")),
      ("enum", .array([.integer(ListSpecDocument.supportedFormat)])),
    ])
  }

  /// `assets`: one catalog path or a list of them.
  mutating func assets() -> JSONValue {
    let path = JSONValue.object([("type", .string("string")), ("minLength", .integer(1))])
    return describe(
      "Asset catalogs (.xcassets folders), relative to the spec: one path or a list of paths.",
      anyOf([path, .object([("type", .string("array")), ("items", path)])]))
  }

  func version() -> JSONValue {
    .object([
      ("type", .array([.string("string"), .string("number")])),
      ("pattern", .string("^[0-9]+(\\.[0-9]+){0,2}$")),
    ])
  }

  /// `preview: locale`: a locale identifier (`en_US`, `de_DE`, `pt-BR`).
  func locale() -> JSONValue {
    .object([
      ("type", .string("string")), ("pattern", .string("^[A-Za-z]{2,3}([_-][A-Za-z0-9]+)*$")),
    ])
  }

  /// `preview: timeZone`: a time zone identifier (`UTC`, `Europe/Berlin`), which the decoder
  /// checks against Foundation's.
  func timeZone() -> JSONValue {
    .object([("type", .string("string")), ("minLength", .integer(1))])
  }

  /// `preview: now` and `Date` field values: an ISO 8601 day or date and time with its offset.
  func moment() -> JSONValue {
    .object([
      ("type", .string("string")),
      (
        "pattern",
        .string(
          "^[0-9]{4}-[0-9]{2}-[0-9]{2}(T[0-9]{2}:[0-9]{2}:[0-9]{2}(Z|[+-][0-9]{2}:?[0-9]{2}))?$")
      ),
    ])
  }

  mutating func color() -> JSONValue {
    describe(
      "A UIKit system color (systemBlue, label, secondarySystemGroupedBackground, …), a SwiftUI color name (red, primary, accentColor, …), '#RRGGBB' / '#RRGGBBAA', or the name of a colour set in the asset catalogs 'assets' names.",
      .object([
        ("if", .object([("type", .string("string")), ("pattern", .string("^#"))])),
        ("then", .object([("pattern", .string("^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"))])),
        // A colour set's name is any string: the schema cannot read the catalogs, so it
        // offers the system names (for completion) and leaves other names to `validate`.
        (
          "else",
          anyOf([
            enumeration(SystemColor.self),
            describe(
              "A colour set of the asset catalogs 'assets' names.",
              .object([("type", .string("string")), ("minLength", .integer(1))])),
          ])
        ),
      ]))
  }

  func length() -> JSONValue {
    describe(
      "A length in points: a finite number, not negative, at most \(Int(FormatLimits.maximumLength)).",
      .object([
        ("type", .string("number")), ("minimum", .integer(0)),
        ("maximum", .integer(Int(FormatLimits.maximumLength))), Self.notNaN,
      ]))
  }

  /// Rejects YAML's `.nan`: every comparison with NaN is false, so NaN is the one number that
  /// satisfies both `minimum: 1` and `maximum: 0`.
  static let notNaN: (String, JSONValue) = (
    "not", .object([("minimum", .integer(1)), ("maximum", .integer(0))])
  )

  mutating func lengthOrInfinity() -> JSONValue {
    describe(
      "A length in points, or infinity ('.inf' or 'infinity') to fill the offered space, as in SwiftUI's .infinity.",
      anyOf([
        ref("length"), enumeration(["infinity", ".inf", ".infinity"]),
        // YAML's `.inf` reaches a validator as a float infinity: the one number above the
        // largest finite double.
        .object([
          ("type", .string("number")),
          ("not", .object([("maximum", .number(Double.greatestFiniteMagnitude))])),
        ]),
      ]))
  }

  /// Literal text, `{{`, `}}` and `{field}` placeholders, as `TemplateParser` reads them: a
  /// field name is a letter or `_` followed by letters, digits and `_`, with spaces around
  /// it allowed. The classes exclude what can never be part of a name, so the pattern stays
  /// the same in ECMA 262 and Python regular expressions.
  /// Literal text, `{{`, `}}`, and placeholders: a field name or a Swift expression between
  /// braces. (A `}` inside a string literal of an expression is beyond a regular expression;
  /// `validate` reads those.)
  static let templatePattern = "^(?:[^{}]|\\{\\{|\\}\\}|\\{[^{}]*[^{}\\s][^{}]*\\})*$"

  func template() -> JSONValue {
    describe(
      "Text with {…} placeholders: a field of the item (\"{name}\") or a Swift expression (\"{count == 1 ? \\\"game\\\" : \\\"games\\\"}\", specs/expressions.md). Quote it: an unquoted {name} is a YAML mapping. Write {{ and }} for literal braces.",
      .object([("type", .string("string")), ("pattern", .string(Self.templatePattern))]))
  }

  func condition() -> JSONValue {
    describe(
      "A Swift Bool expression over the item's fields, written as the whole value: isFavorite, \"!isRead\", count > 0 (specs/expressions.md).",
      .object([
        ("type", .array([.string("string"), .string("boolean")])), ("minLength", .integer(1)),
      ]))
  }

  func fieldTypes() -> JSONValue {
    let names = FieldType.allCases.flatMap { [$0.rawValue, $0.rawValue + "?"] }
    return describe(
      "The types of item fields the template's expressions read: { count: Int, rating: \"Double?\" }.",
      .object([
        ("type", .string("object")),
        (
          "additionalProperties",
          .object([("type", .string("string")), ("enum", .array(names.map { .string($0) }))])
        ),
      ]))
  }

  func expressionValue() -> JSONValue {
    describe(
      "A Swift expression in braces, evaluated for each item: \"{isFavorite ? .systemYellow : .systemGray}\" (specs/expressions.md).",
      .object([("type", .string("string")), ("pattern", .string("^\\{.*\\}$"))]))
  }

  func scalar() -> JSONValue {
    describe(
      "A string, number or boolean, read as its text.",
      .object([("type", .array([.string("string"), .string("number"), .string("boolean")]))]))
  }
}
