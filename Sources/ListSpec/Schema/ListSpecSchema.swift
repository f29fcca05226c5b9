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
