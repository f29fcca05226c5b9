// The schema of SwiftUI views and their modifiers.
extension SchemaBuilder {
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
      [("string", enumeration(SpecContentMode.self))],
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
