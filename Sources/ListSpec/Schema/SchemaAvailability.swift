// The schema's availability rules: keys newer than `platform.iOS` are rejected.
extension SchemaBuilder {
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
}
