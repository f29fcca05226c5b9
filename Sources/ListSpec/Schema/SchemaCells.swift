// The schema of cells, accessories, headers and footers, and items.
extension SchemaBuilder {
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

  /// A list of accessories in which no system accessory appears twice (custom views may).
  /// Draft-07 cannot count matches, so the rule is spelled per position: when element `i` is
  /// accessory `k`, no later element is `k`. Positions are spelled as far as every system
  /// accessory once plus ``customViewsSpelled`` custom views reach; a duplicate further down a
  /// longer list is left to `validate`.
  mutating func accessories() -> JSONValue {
    let kinds = AccessoryKind.allCases.filter { $0 != .customView }
    var rules: [JSONValue] = []
    for kind in kinds {
      let isKind = ref(Self.accessoryKindDefinition(kind))
      for position in 0..<(kinds.count - 1 + Self.customViewsSpelled) {
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
      ("type", .string("array")), ("items", ref("accessory")), ("allOf", .array(rules)),
    ])
  }

  /// How many custom views the duplicate rule of ``accessories()`` looks past.
  static let customViewsSpelled = 4

  /// The definition that matches one accessory, written bare or as a mapping.
  static func accessoryKindDefinition(_ kind: AccessoryKind) -> String { "is-\(kind.rawValue)" }

  func accessoryKind(_ kind: AccessoryKind) -> JSONValue {
    anyOf([
      enumeration([kind.rawValue]),
      .object([("type", .string("object")), ("required", .array([.string(kind.rawValue)]))]),
    ])
  }

  /// An accessory's options: only a `customView` takes the `customView` ones, and only a
  /// `reorder` the reorder ones (`invalid-accessory`).
  mutating func accessoryOptions(_ kind: AccessoryKind) -> JSONValue {
    let options = ref(AccessoryOptionKey.table.name)
    let notTaken = AccessoryOptionKey.allCases.filter { !$0.applies(to: kind) }.map(\.rawValue)
    guard !notTaken.isEmpty else { return options }
    return .object([
      (
        "allOf",
        .array([
          options, .object([("propertyNames", .object([("not", enumeration(notTaken))]))]),
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
}
