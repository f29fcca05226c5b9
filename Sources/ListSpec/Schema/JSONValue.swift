/// A JSON value whose objects keep their keys in the order written, so the generated schema
/// reads top-down like the format reference and diffs stay small. The one JSON writer: the
/// schema, the diagnostics, SARIF and diff reports (built from `Encodable` values by
/// ``init(encoding:)``), the preview's inspector data, and the string quoting of the layout
/// tree (which streams its bytes) all write JSON here.
package enum JSONValue: Sendable, Hashable {
  case object([(String, JSONValue)])
  case array([JSONValue])
  case string(String)
  case integer(Int)
  case number(Double)
  case bool(Bool)
  case null

  package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    lhs.serialized() == rhs.serialized()
  }

  package func hash(into hasher: inout Hasher) { hasher.combine(serialized()) }

  /// The value of `key` when this is an object.
  package subscript(key: String) -> JSONValue? {
    guard case .object(let pairs) = self else { return nil }
    return pairs.first { $0.0 == key }?.1
  }

  /// Pretty-printed with two-space indentation, keys in the order written (the schema's form,
  /// which `JSONSerialization` could not write).
  package func serialized(indent: Int = 0) -> String {
    let padding = String(repeating: " ", count: indent)
    let inner = String(repeating: " ", count: indent + 2)
    switch self {
    case .object(let pairs):
      if pairs.isEmpty { return "{}" }
      // `{ "$ref": "…" }` and other one-scalar objects stay on one line.
      if pairs.count == 1, pairs[0].1.isScalar {
        return "{ " + Self.quoted(pairs[0].0) + ": " + pairs[0].1.serialized() + " }"
      }
      let body = pairs.map {
        inner + Self.quoted($0.0) + ": " + $0.1.serialized(indent: indent + 2)
      }
      return "{\n" + body.joined(separator: ",\n") + "\n" + padding + "}"
    case .array(let elements):
      if elements.isEmpty { return "[]" }
      // Short arrays of scalars (enums, type lists) stay on one line.
      if elements.allSatisfy(\.isScalar) {
        let line = "[" + elements.map { $0.serialized() }.joined(separator: ", ") + "]"
        if line.count + indent <= 100 { return line }
      }
      let body = elements.map { inner + $0.serialized(indent: indent + 2) }
      return "[\n" + body.joined(separator: ",\n") + "\n" + padding + "]"
    case .string(let text): return Self.quoted(text)
    case .integer(let value): return String(value)
    case .number(let value):
      return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    case .bool(let value): return value ? "true" : "false"
    case .null: return "null"
    }
  }

  var isScalar: Bool {
    switch self {
    case .object, .array: return false
    default: return true
    }
  }

  /// On one line without spaces, keys in code point order (the preview's inspector data).
  package func sortedCompact() -> String {
    switch self {
    case .object(let pairs):
      return "{"
        + Self.sorted(pairs).map { Self.quoted($0.0) + ":" + $0.1.sortedCompact() }
        .joined(separator: ",") + "}"
    case .array(let elements):
      return "[" + elements.map { $0.sortedCompact() }.joined(separator: ",") + "]"
    default: return serialized()
    }
  }

  private static func sorted(_ pairs: [(String, JSONValue)]) -> [(String, JSONValue)] {
    pairs.sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
  }

  /// A JSON string literal (RFC 8259): `"` and `\` escaped, the control characters as their
  /// two-character escapes where JSON has one (`\b \f \n \r \t`), else `\u00xx`;
  /// everything else, `/` and non-ASCII included, as it is.
  package static func quoted(_ text: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 2)
    appendQuoted(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// ``quoted(_:)`` appended as UTF-8 to `bytes` (every escaped character is ASCII, so the
  /// bytes are escaped as they come).
  package static func appendQuoted(_ text: String, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"):
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(byte)
      case 0x08: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
      case 0x0C: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
      case UInt8(ascii: "\n"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
      case UInt8(ascii: "\r"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
      case UInt8(ascii: "\t"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
      case 0..<0x20:
        bytes.append(contentsOf: Array("\\u00".utf8))
        bytes.append(hexDigits[Int(byte >> 4)])
        bytes.append(hexDigits[Int(byte & 0xF)])
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)
}
