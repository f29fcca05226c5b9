/// A JSON value whose objects keep their keys in the order written, so the generated schema
/// reads top-down like the format reference and diffs stay small.
enum JSONValue: Sendable, Hashable {
  case object([(String, JSONValue)])
  case array([JSONValue])
  case string(String)
  case integer(Int)
  case number(Double)
  case bool(Bool)
  case null

  static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    lhs.serialized() == rhs.serialized()
  }

  func hash(into hasher: inout Hasher) { hasher.combine(serialized()) }

  /// The value of `key` when this is an object.
  subscript(key: String) -> JSONValue? {
    guard case .object(let pairs) = self else { return nil }
    return pairs.first { $0.0 == key }?.1
  }

  /// Pretty-printed with two-space indentation, as `JSONSerialization` would not keep key order.
  func serialized(indent: Int = 0) -> String {
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

  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
