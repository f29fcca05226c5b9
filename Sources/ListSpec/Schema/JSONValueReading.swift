#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension JSONValue {
  /// The value of a JSON text, read with Foundation's `JSONDecoder` (no parser of our own);
  /// nil when the text is not JSON. An object's keys come in no particular order: a reader
  /// that writes the value back sorts them.
  package init?(parsing bytes: [UInt8]) {
    guard let decoded = try? JSONDecoder().decode(DecodedValue.self, from: Data(bytes)) else {
      return nil
    }
    self = decoded.value
  }
}

/// One JSON value as `JSONDecoder` reads it.
private struct DecodedValue: Decodable {
  var value: JSONValue

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      value = .null
    } else if let bool = try? container.decode(Bool.self) {
      value = .bool(bool)
    } else if let integer = try? container.decode(Int.self) {
      value = .integer(integer)
    } else if let number = try? container.decode(Double.self) {
      value = .number(number)
    } else if let string = try? container.decode(String.self) {
      value = .string(string)
    } else if let array = try? container.decode([DecodedValue].self) {
      value = .array(array.map(\.value))
    } else {
      let object = try container.decode([String: DecodedValue].self)
      value = .object(object.map { ($0.key, $0.value.value) })
    }
  }
}
