/// The JSON Schema (draft-07) of the listspec format, for editors: yaml-language-server reads
/// it through a `# yaml-language-server: $schema=…` first line and offers completion,
/// descriptions and typo checks.
///
/// It is generated from the format's declarations (``FormatKey`` tables): every table becomes
/// a closed object whose properties, types, bounds, required keys and descriptions come from
/// the keys' ``KeyDeclaration``s. What a table cannot say by itself — a view mapping holds one
/// view, a frame is fixed or flexible, an accessory appears once — is added here as draft-07
/// rules, so the schema rejects what `validate` rejects wherever JSON Schema can say it
/// (tested by running a real validator over the fixtures in `Tests/Fixtures/schema-parity`).
/// `specs/listspec.schema.json` is this text, checked by a test.
public enum ListSpecSchema {
  /// The schema's `$id`.
  public static let id = "urn:listspec:schema:format-\(ListSpecDocument.supportedFormat)"

  /// The schema as pretty-printed JSON, ending in a newline.
  public static let json: String = {
    var builder = SchemaBuilder()
    return builder.document().serialized() + "\n"
  }()

  /// Definitions that are referenced but not defined, or tables with no definition; empty
  /// when the schema covers every declared key.
  static var coverageProblems: [String] {
    var builder = SchemaBuilder()
    _ = builder.document()
    return builder.problems
  }
}

/// Builds the schema from the declarations.
struct SchemaBuilder {
  var problems: [String] = []
  /// Definition names referenced by `$ref`.
  private var referenced: Set<String> = []

  // MARK: Small pieces

  mutating func ref(_ name: String) -> JSONValue {
    referenced.insert(name)
    return .object([("$ref", .string("#/definitions/\(name)"))])
  }

  func describe(_ text: String, _ schema: JSONValue) -> JSONValue {
    guard case .object(let pairs) = schema else { return schema }
    // A `$ref` with siblings is ignored by draft-07 validators, so wrap it in allOf.
    if pairs.contains(where: { $0.0 == "$ref" }) {
      return .object([("description", .string(text)), ("allOf", .array([schema]))])
    }
    return .object([("description", .string(text))] + pairs.filter { $0.0 != "description" })
  }

  func enumeration(_ values: [String]) -> JSONValue {
    .object([("type", .string("string")), ("enum", .array(values.map(JSONValue.string)))])
  }

  func anyOf(_ schemas: [JSONValue]) -> JSONValue { .object([("anyOf", .array(schemas))]) }

  /// The schema for each JSON type a value may have, chosen by the value's type with
  /// `if`/`then`/`else` rather than `anyOf`: a validator then reports the problem of the
  /// form that was written ("12 is not of type 'string'" at the view's `Text`) instead of
  /// "not valid under any of the given schemas".
  func byType(_ cases: [(type: String, schema: JSONValue)], otherwise: JSONValue) -> JSONValue {
    cases.reversed().reduce(otherwise) { rest, branch in
      .object([("if", type(branch.type)), ("then", branch.schema), ("else", rest)])
    }
  }

  func type(_ name: String) -> JSONValue { .object([("type", .string(name))]) }

  func required(_ keys: [String]) -> JSONValue {
    .object([("required", .array(keys.map(JSONValue.string)))])
  }

  var null: JSONValue { type("null") }

  /// The schema of a declared value.
  mutating func schema(_ value: FormatValue) -> JSONValue {
    switch value {
    case .length: return ref("length")
    case .lengthOrInfinity: return ref("lengthOrInfinity")
    case .positiveLength:
      return .object([
        ("type", .string("number")), ("exclusiveMinimum", .integer(0)),
        ("maximum", .integer(Int(FormatLimits.maximumLength))), Self.notNaN,
      ])
    case .fraction:
      return .object([
        ("type", .string("number")), ("minimum", .integer(0)), ("maximum", .integer(1)),
        Self.notNaN,
      ])
    case .integer(let minimum):
      return .object([
        ("type", .string("integer")), ("minimum", .integer(minimum)),
        ("maximum", .integer(FormatLimits.maximumInteger)),
      ])
    case .boolean: return type("boolean")
    case .color: return ref("color")
    case .template: return ref("template")
    case .scalar: return ref("scalar")
    case .name: return type("string")
    case .choice(let values): return enumeration(values)
    case .definition(let name, _): return ref(name)
    case .table(let table, _): return ref(table.table.name)
    case .list(let element):
      return .object([("type", .string("array")), ("items", schema(element))])
    case .condition: return ref("condition")
    case .orExpression(let inner):
      return .object([("anyOf", .array([schema(inner), ref("expressionValue")]))])
    }
  }

  /// A key's description: its Swift spelling, documentation, default and availability, as
  /// plain text for an editor's hover.
  func description(_ declaration: KeyDeclaration) -> String {
    var parts = [declaration.swift.plainText]
    if let introduced = declaration.introduced { parts[0] += " (iOS \(introduced))" }
    if !declaration.doc.isEmpty { parts.append(declaration.doc.plainText) }
    if let value = declaration.defaultValue, value != "—" {
      parts.append("Default: \(value.plainText).")
    } else if declaration.isRequired {
      parts.append("Required.")
    }
    return parts.map { $0.hasSuffix(".") || $0.hasSuffix(")") ? $0 : $0 + "." }.joined(
      separator: " ")
  }

  /// The closed object of a table: one described property per declared key, required keys,
  /// and `extra` rules. `override` replaces a key's value schema.
  mutating func object(
    _ table: FormatTableReference, override: [String: JSONValue] = [:],
    extra: [(String, JSONValue)] = []
  ) -> JSONValue {
    var properties: [(String, JSONValue)] = []
    for (key, declaration) in table.declarations {
      let value = override[key] ?? schema(declaration.value)
      properties.append((key, describe(description(declaration), value)))
    }
    var pairs: [(String, JSONValue)] = [("type", .string("object"))]
    pairs.append(("properties", .object(properties)))
    let requiredKeys = table.declarations.filter(\.declaration.isRequired).map(\.key)
    if !requiredKeys.isEmpty {
      pairs.append(("required", .array(requiredKeys.map { .string($0) })))
    }
    pairs.append(("additionalProperties", .bool(false)))
    return .object(pairs + extra)
  }

  mutating func object<Key: FormatKey>(
    _ type: Key.Type, override: [String: JSONValue] = [:], extra: [(String, JSONValue)] = []
  ) -> JSONValue {
    object(FormatTableReference(type), override: override, extra: extra)
  }

  // MARK: Document

  mutating func document() -> JSONValue {
    guard case .object(let rootPairs) = object(DocumentKey.self) else { return .null }
    var pairs: [(String, JSONValue)] = [
      ("$schema", .string("http://json-schema.org/draft-07/schema#")),
      ("$id", .string(ListSpecSchema.id)),
      ("title", .string("listspec format \(ListSpecDocument.supportedFormat)")),
      (
        "description",
        .string(
          "A UICollectionView list described in YAML: list configuration, cell templates and sections of items. See specs/format.md."
        )
      ),
    ]
    pairs += rootPairs
    pairs.append(("allOf", .array(availabilityRules())))
    let definitions = self.definitions()
    let defined = Set(definitions.map(\.0))
    for name in referenced.sorted() where !defined.contains(name) {
      problems.append("'\(name)' is referenced but not defined")
    }
    pairs.append(("definitions", .object(definitions)))
    return .object(pairs)
  }

  // MARK: Availability

  /// Keys that need a newer iOS than `platform.iOS` are rejected, as `validate` reports
  /// `unavailable`: for the list's keys, a cell's keys and accessories, wherever a declaration
  /// has an `introduced` version. (Views and modifiers only exist in hosting cells, which
  /// need iOS 16 themselves.) A version written as an unquoted number is not checked: YAML
  /// reads `15.10` as the number 15.1.
  mutating func availabilityRules() -> [JSONValue] {
    var rules: [JSONValue] = []
    func below(_ version: OSVersion) -> JSONValue {
      .object([
        ("required", .array([.string(DocumentKey.platform.rawValue)])),
        (
          "properties",
          .object([
            (
              DocumentKey.platform.rawValue,
              .object([
                ("required", .array([.string(PlatformKey.iOS.rawValue)])),
                (
                  "properties",
                  .object([
                    (
                      PlatformKey.iOS.rawValue,
                      .object([
                        ("type", .string("string")),
                        ("pattern", .string(Self.versionPattern(below: version))),
                      ])
                    )
                  ])
                ),
              ])
            )
          ])
        ),
      ])
    }
    func forbid(_ key: String) -> JSONValue { .object([("not", required([key]))]) }
    for (key, declaration) in ListKey.declarations {
      guard let introduced = declaration.introduced else { continue }
      rules.append(
        .object([
          ("if", below(introduced)),
          ("then", .object([("properties", .object([(DocumentKey.list.rawValue, forbid(key))]))])),
        ]))
    }
    func inEveryCell(_ schema: JSONValue) -> JSONValue {
      .object([
        (
          "properties",
          .object([(DocumentKey.cells.rawValue, .object([("additionalProperties", schema)]))])
        )
      ])
    }
    for (key, declaration) in CellKey.declarations {
      guard let introduced = declaration.introduced else { continue }
      rules.append(.object([("if", below(introduced)), ("then", inEveryCell(forbid(key)))]))
    }
    for kind in AccessoryKind.allCases {
      guard let introduced = kind.declaration.introduced else { continue }
      let noSuchAccessory = JSONValue.object([
        (
          "properties",
          .object([
            (
              CellKey.accessories.rawValue,
              .object([("items", .object([("not", ref(Self.accessoryKindDefinition(kind)))]))])
            )
          ])
        )
      ])
      rules.append(.object([("if", below(introduced)), ("then", inEveryCell(noSuchAccessory))]))
    }
    return rules
  }

  /// A pattern matching version strings (`16`, `16.4`, `16.4.1`) older than `version`.
  static func versionPattern(below version: OSVersion) -> String {
    func numbers(below limit: Int) -> String? {
      limit > 0 ? "(?:" + (0..<limit).map(String.init).joined(separator: "|") + ")" : nil
    }
    let rest = "(?:\\.[0-9]+)?"
    var alternatives: [String] = []
    if let major = numbers(below: version.major) { alternatives.append(major + rest + rest) }
    if version.minor > 0, let minor = numbers(below: version.minor) {
      alternatives.append("\(version.major)(?:\\.\(minor)\(rest))?")
    }
    return "^(?:" + alternatives.joined(separator: "|") + ")$"
  }

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
      // A content image is a symbol or an image set: exactly one of its two keys.
      if table.table.name == ContentImageKey.table.name, case .object(let pairs) = definition {
        definition = .object(
          pairs + [("minProperties", .integer(1)), ("maxProperties", .integer(1))])
      }
      result.append((table.table.name, definition))
    }
    result += [
      ("formatVersion", formatVersion()),
      ("assets", assets()),
      ("version", version()),
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
      ("hStack", stack(.hStack, alignment: enumeration(VerticalAlignment.self))),
      ("vStack", stack(.vStack, alignment: enumeration(HorizontalAlignment.self))),
      ("zStack", stack(.zStack, alignment: enumeration(Alignment.self))),
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

  // MARK: Cells

  mutating func cells() -> JSONValue {
    .object([("type", .string("object")), ("additionalProperties", ref("cell"))])
  }

  /// Exactly one of content and hosting; each system accessory at most once.
  mutating func cell() -> JSONValue {
    let exactlyOne: [JSONValue] = [CellKey.content, .hosting].map { required([$0.rawValue]) }
    return object(
      CellKey.self,
      override: [CellKey.accessories.rawValue: accessories()],
      extra: [("oneOf", .array(exactlyOne))])
  }

  /// A list of accessories in which no system accessory appears twice. Draft-07 cannot count
  /// matches, so the rule is spelled per position: when element `i` is accessory `k`, no
  /// later element is `k`. Every accessory may appear once, so a longer list has a duplicate.
  mutating func accessories() -> JSONValue {
    let kinds = AccessoryKind.allCases
    var rules: [JSONValue] = []
    for kind in kinds {
      let isKind = ref(Self.accessoryKindDefinition(kind))
      for position in 0..<(kinds.count - 1) {
        let before = [JSONValue](repeating: .object([]), count: position)
        rules.append(
          .object([
            ("if", .object([("items", .array(before + [isKind]))])),
            (
              "then",
              .object([
                ("items", .array(before + [.object([])])),
                ("additionalItems", .object([("not", isKind)])),
              ])
            ),
          ]))
      }
    }
    return .object([
      ("type", .string("array")), ("items", ref("accessory")),
      ("maxItems", .integer(kinds.count)), ("allOf", .array(rules)),
    ])
  }

  /// The definition that matches one accessory, written bare or as a mapping.
  static func accessoryKindDefinition(_ kind: AccessoryKind) -> String { "is-\(kind.rawValue)" }

  func accessoryKind(_ kind: AccessoryKind) -> JSONValue {
    anyOf([
      enumeration([kind.rawValue]),
      .object([("type", .string("object")), ("required", .array([.string(kind.rawValue)]))]),
    ])
  }

  /// An accessory's options: a system accessory does not take the `customView` ones
  /// (`invalid-accessory`).
  mutating func accessoryOptions(_ kind: AccessoryKind) -> JSONValue {
    let options = ref(AccessoryOptionKey.table.name)
    guard kind != .customView else { return options }
    let customOnly = AccessoryOptionKey.allCases.filter(\.isCustomViewOnly).map(\.rawValue)
    return .object([
      (
        "allOf",
        .array([
          options, .object([("propertyNames", .object([("not", enumeration(customOnly))]))]),
        ])
      )
    ])
  }

  /// A header or footer: text, or a content configuration whose style is one of the header
  /// (footer) styles.
  mutating func supplementary(header: Bool) -> JSONValue {
    let styles = header ? SupplementaryStyle.headerStyles : SupplementaryStyle.footerStyles
    return describe(
      "A \(header ? "header" : "footer"): its text, or its UIListContentConfiguration { style, text, secondaryText, image }.",
      anyOf([
        ref("scalar"),
        object(
          SupplementaryKey.self,
          override: [SupplementaryKey.style.rawValue: enumeration(styles.map(\.rawValue))]),
      ]))
  }

  mutating func directionalInsets() -> JSONValue {
    describe(
      "NSDirectionalEdgeInsets { top, leading, bottom, trailing } (edges not written are 0), or 'automatic'.",
      byType([("string", enumeration(["automatic"]))], otherwise: object(EdgeInsetKey.self)))
  }

  /// A mapping of edge set names to `value`.
  mutating func edges(_ value: JSONValue, what: String) -> JSONValue {
    let properties = EdgeSet.names.map {
      ($0.0, describe("\(what) for the \($0.0) edge set, in points.", value))
    }
    return .object([
      ("type", .string("object")), ("properties", .object(properties)),
      ("additionalProperties", .bool(false)),
    ])
  }

  mutating func margins() -> JSONValue {
    describe(
      "A length for every edge, or a mapping of Edge.Set names (all, horizontal, vertical, top, leading, bottom, trailing) to lengths.",
      byType([("number", ref("length"))], otherwise: edges(ref("length"), what: "Length")))
  }

  mutating func accessory() -> JSONValue {
    describe(
      "A UICellAccessory: its name (e.g. disclosureIndicator), or a one-key mapping with options, e.g. { label: { text: \"{count}\" } }. detail needs iOS 15.4.",
      byType(
        [("string", enumeration(AccessoryKind.names))],
        otherwise: object(
          AccessoryKind.self,
          override: Dictionary(
            uniqueKeysWithValues: AccessoryKind.allCases.map {
              ($0.rawValue, byType([("null", .object([]))], otherwise: accessoryOptions($0)))
            }),
          extra: [("minProperties", .integer(1)), ("maxProperties", .integer(1))])))
  }

  // MARK: Items

  mutating func item() -> JSONValue {
    guard case .object(var pairs) = object(ItemKey.self) else { return .null }
    pairs.removeAll { $0.0 == "additionalProperties" }
    pairs.append(("additionalProperties", ref("scalar")))
    return describe(
      "An item: its id, optional cell, and any other keys as fields the cell template reads with {field}. Field values are strings, numbers or booleans.",
      .object(pairs))
  }

  // MARK: Views

  /// A bare view name, or a mapping with exactly one view key plus `modifiers` (and `fill`
  /// on shapes). Each view's rules sit under an `if` on its key, so a validator's message
  /// names the view's own problem rather than "not valid under any of the given schemas".
  mutating func view() -> JSONValue {
    var properties: [(String, JSONValue)] = []
    for (key, declaration) in ViewName.declarations + ViewOptionKey.declarations {
      properties.append((key, describe(description(declaration), schema(declaration.value))))
    }
    var rules: [JSONValue] = []
    for name in ViewName.allCases {
      let allowed =
        [name.rawValue, ViewOptionKey.modifiers.rawValue, ViewOptionKey.if.rawValue]
        + (name.isShape ? [ViewOptionKey.fill.rawValue] : [])
      rules.append(
        .object([
          ("if", required([name.rawValue])),
          ("then", .object([("propertyNames", enumeration(allowed))])),
        ]))
    }
    // `Image` is an SF Symbol (`systemName` alone) or an asset (`name`, `width`, `height`).
    let symbolKeys = [ImageViewKey.systemName.rawValue]
    let assetKeys = [ImageViewKey.name, .width, .height].map(\.rawValue)
    rules.append(
      .object([
        (
          "properties",
          .object([
            (
              ViewName.image.rawValue,
              .object([
                (
                  "oneOf",
                  .array([
                    .object([
                      ("required", .array(symbolKeys.map(JSONValue.string))),
                      ("propertyNames", enumeration(symbolKeys)),
                    ]),
                    .object([
                      ("required", .array(assetKeys.map(JSONValue.string))),
                      ("propertyNames", enumeration(assetKeys)),
                    ]),
                  ])
                )
              ])
            )
          ])
        )
      ]))
    // `Image.resizable()` returns an `Image`, the other modifiers `some View`: `resizable` is
    // an `Image`'s first modifier, without `if`.
    let resizable = ModifierName.resizable.rawValue
    let isResizable = anyOf([
      .object([("const", .string(resizable))]),
      .object([("type", .string("object")), ("required", .array([.string(resizable)]))]),
    ])
    let notResizable = JSONValue.object([("not", isResizable)])
    func modifiers(_ schema: JSONValue) -> JSONValue {
      .object([("properties", .object([(ViewOptionKey.modifiers.rawValue, schema)]))])
    }
    rules.append(
      modifiers(
        .object([
          (
            "items",
            .array([
              .object([
                (
                  "not",
                  .object([
                    ("type", .string("object")),
                    ("required", .array([.string(resizable), .string(ViewOptionKey.if.rawValue)])),
                  ])
                )
              ])
            ])
          ),
          ("additionalItems", notResizable),
        ])))
    for name in ViewName.allCases where name != .image {
      rules.append(
        .object([
          ("if", required([name.rawValue])),
          ("then", modifiers(.object([("items", notResizable)]))),
        ]))
    }
    let someView = ViewName.allCases.map { required([$0.rawValue]) }
    return describe(
      "A SwiftUI view: a one-view mapping such as { Text: \"{name}\" } with optional 'modifiers', or a bare \(ViewName.allCases.filter(\.isBare).map(\.rawValue).joined(separator: ", ")).",
      byType(
        [("string", enumeration(ViewName.allCases.filter(\.isBare).map(\.rawValue)))],
        otherwise: .object([
          ("type", .string("object")), ("properties", .object(properties)),
          ("additionalProperties", .bool(false)), ("anyOf", .array(someView)),
          ("allOf", .array(rules)),
        ])))
  }

  mutating func stack(_ name: ViewName, alignment: JSONValue) -> JSONValue {
    byType(
      [("array", .object([("items", ref("view"))]))],
      otherwise: object(StackKey.self, override: [StackKey.alignment.rawValue: alignment]))
  }

  // MARK: Modifiers

  mutating func modifier() -> JSONValue {
    describe(
      "A modifier: a one-key mapping such as { frame: { height: 70 } }, or the bare string 'padding'.",
      byType(
        [("string", enumeration(ModifierName.allCases.filter(\.isBare).map(\.rawValue)))],
        otherwise: Self.addingCondition(
          to: object(
            ModifierName.self,
            extra: [
              ("minProperties", .integer(1)), ("maxProperties", .integer(2)),
              // `if` comes with exactly one modifier; without it, one modifier alone.
              (
                "if",
                .object([("required", .array([.string("if")]))])
              ),
              ("then", .object([("minProperties", .integer(2))])),
              ("else", .object([("maxProperties", .integer(1))])),
            ]), condition: ref("condition"))))
  }

  /// The object schema with an `if` property (a modifier's condition) among its properties.
  static func addingCondition(to schema: JSONValue, condition: JSONValue) -> JSONValue {
    guard case .object(var pairs) = schema,
      let index = pairs.firstIndex(where: { $0.0 == "properties" }),
      case .object(var properties) = pairs[index].1
    else { return schema }
    properties.append(
      (
        "if",
        .object([
          ("description", .string("The modifier applies only where this Swift condition holds.")),
          ("allOf", .array([condition])),
        ])
      ))
    pairs[index].1 = .object(properties)
    return .object(pairs)
  }

  mutating func padding() -> JSONValue {
    let lengthOrDefault = byType([("null", .object([]))], otherwise: ref("length"))
    return byType(
      [
        ("null", .object([])), ("number", ref("length")),
        ("string", enumeration(EdgeSet.names.map(\.0))),
      ],
      otherwise: edges(lengthOrDefault, what: "Padding (null for the system padding)"))
  }

  /// Fixed (width/height) or flexible (min/ideal/max), not both; not empty.
  mutating func frame() -> JSONValue {
    let fixed = FrameKey.allCases.filter { !$0.isFlexible && $0 != .alignment }
    let flexible = FrameKey.allCases.filter(\.isFlexible)
    return object(
      FrameKey.self,
      extra: [
        ("minProperties", .integer(1)),
        (
          "if", anyOf(fixed.map { required([$0.rawValue]) })
        ),
        (
          "then",
          .object([("propertyNames", .object([("not", enumeration(flexible.map(\.rawValue)))]))])
        ),
      ])
  }

  /// A content mode, or `{ ratio, contentMode }`.
  mutating func aspectRatio() -> JSONValue {
    byType(
      [("string", enumeration(ContentMode.self))],
      otherwise: object(AspectRatioKey.self))
  }

  /// A bare shape name, or a one-shape mapping (`RoundedRectangle` with its radius, no fill).
  mutating func clipShape() -> JSONValue {
    let bareShapes = ViewName.allCases.filter { $0.isShape && $0.isBare }
    let bare = bareShapes.map(\.rawValue)
    var properties: [(String, JSONValue)] = bareShapes.map { shape in
      (shape.rawValue, describe(description(shape.declaration), null))
    }
    let radius = RoundedRectangleKey.cornerRadius
    properties.append(
      (
        ViewName.roundedRectangle.rawValue,
        describe(
          description(ViewName.roundedRectangle.declaration),
          .object([
            ("type", .string("object")),
            (
              "properties",
              .object([
                (radius.rawValue, describe(description(radius.declaration), ref("length")))
              ])
            ),
            ("required", .array([.string(radius.rawValue)])),
            ("additionalProperties", .bool(false)),
          ]))
      ))
    return byType(
      [("string", enumeration(bare))],
      otherwise: .object([
        ("type", .string("object")), ("properties", .object(properties)),
        ("minProperties", .integer(1)), ("maxProperties", .integer(1)),
        ("additionalProperties", .bool(false)),
      ]))
  }

  /// A title or a label view, not both.
  mutating func toggle() -> JSONValue {
    object(
      ToggleKey.self,
      extra: [
        (
          "oneOf",
          .array([required([ToggleKey.title.rawValue]), required([ToggleKey.label.rawValue])])
        )
      ])
  }

  mutating func alignmentGuide() -> JSONValue {
    object(
      SeparatorGuide.self, extra: [("minProperties", .integer(1)), ("maxProperties", .integer(1))])
  }

  mutating func font() -> JSONValue {
    describe(
      "A Dynamic Type text style name (headline, body, title3, …; UIKit's title1/caption1 accepted), or { style, weight } or { size, weight }.",
      byType(
        [("string", enumeration(TextStyle.allNames))],
        otherwise: object(
          FontKey.self,
          extra: [
            ("minProperties", .integer(1)),
            ("not", required([FontKey.style.rawValue, FontKey.size.rawValue])),
          ])))
  }
}

extension String {
  /// Markdown made plain for an editor's hover: no backticks, bold or links.
  fileprivate var plainText: String {
    var text = replacing("`", with: "").replacing("**", with: "")
    // [title](#anchor) → title
    while let open = text.firstRange(of: "]("),
      let close = text[open.upperBound...].firstIndex(of: ")"),
      let bracket = text[..<open.lowerBound].lastIndex(of: "[")
    {
      let title = text[text.index(after: bracket)..<open.lowerBound]
      text.replaceSubrange(bracket...close, with: title)
    }
    return text
  }
}
