import ListSpec

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads a JSON text into the library's ``JSONValue`` with Foundation's `JSONDecoder`
/// (``JSONValue/init(parsing:)``, no parser of our own), which also writes every message
/// (`sortedCompact`).
enum DecodedJSON {
  /// The value of a JSON text, or nil when it is not JSON.
  static func parse(_ bytes: [UInt8]) -> JSONValue? { JSONValue(parsing: bytes) }
}

extension JSONValue {
  var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  var intValue: Int? {
    switch self {
    case .integer(let value): return value
    case .number(let value) where value == value.rounded() && abs(value) < 1e15: return Int(value)
    default: return nil
    }
  }

  var arrayValue: [JSONValue]? {
    if case .array(let elements) = self { return elements }
    return nil
  }

  var isObject: Bool {
    if case .object = self { return true }
    return false
  }

  /// The bytes sent: compact, keys in the order written. Written straight into one buffer:
  /// a report of hundreds of diagnostics made a string per value through `sortedCompact`,
  /// which cost as much as validating the spec (`listspec-bench lsp`).
  var bytes: [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(256)
    appendCompact(to: &bytes)
    return bytes
  }

  func appendCompact(to bytes: inout [UInt8]) {
    switch self {
    case .object(let pairs):
      bytes.append(UInt8(ascii: "{"))
      for (index, pair) in pairs.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        JSONValue.appendQuoted(pair.0, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        pair.1.appendCompact(to: &bytes)
      }
      bytes.append(UInt8(ascii: "}"))
    case .array(let elements):
      bytes.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        element.appendCompact(to: &bytes)
      }
      bytes.append(UInt8(ascii: "]"))
    case .string(let text): JSONValue.appendQuoted(text, to: &bytes)
    case .integer(let value): bytes.append(contentsOf: String(value).utf8)
    case .number, .bool, .null: bytes.append(contentsOf: serialized().utf8)
    }
  }
}

/// JSON-RPC 2.0 error codes (and LSP's own).
public enum JSONRPCError {
  public static let parseError = -32700
  public static let invalidRequest = -32600
  public static let methodNotFound = -32601
  public static let invalidParams = -32602
  public static let internalError = -32603
  public static let serverNotInitialized = -32002
  public static let requestFailed = -32803
  public static let requestCancelled = -32800
}

/// Builders of the messages the server sends.
enum Outgoing {
  static func response(id: JSONValue, result: JSONValue) -> JSONValue {
    .object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)])
  }

  static func error(id: JSONValue, code: Int, message: String) -> JSONValue {
    .object([
      ("jsonrpc", .string("2.0")), ("id", id),
      ("error", .object([("code", .integer(code)), ("message", .string(message))])),
    ])
  }

  static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
    .object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)])
  }
}
