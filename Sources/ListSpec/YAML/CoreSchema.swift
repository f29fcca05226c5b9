/// Scalar resolution by the YAML 1.2 core schema, written out by hand: regular expressions made
/// Yams about twelve times slower than a raw libyaml scan (see shared research).
enum CoreSchema {
  static func resolve(_ text: String) -> ResolvedScalar {
    guard let first = text.utf8.first else { return .null }
    // Fast exit for the common case: a word that cannot be anything but a string.
    switch first {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
      UInt8(ascii: "."):
      if let value = int(text) { return .int(value) }
      if let value = float(text) { return .float(value) }
      return .string(text)
    case UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"):
      return isNull(text) ? .null : .string(text)
    case UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"):
      return bool(text).map(ResolvedScalar.bool) ?? .string(text)
    default:
      return .string(text)
    }
  }

  static func isNull(_ text: String) -> Bool {
    text == "~" || text == "null" || text == "Null" || text == "NULL" || text.isEmpty
  }

  static func bool(_ text: String) -> Bool? {
    switch text {
    case "true", "True", "TRUE": return true
    case "false", "False", "FALSE": return false
    default: return nil
    }
  }

  /// `[-+]?[0-9]+`, `0o[0-7]+`, `0x[0-9a-fA-F]+`; nil when not an int or out of range.
  static func int(_ text: String) -> Int? {
    let bytes = Array(text.utf8)
    guard !bytes.isEmpty else { return nil }
    if bytes.count > 2, bytes[0] == UInt8(ascii: "0") {
      if bytes[1] == UInt8(ascii: "x") { return Int(text.dropFirst(2), radix: 16) }
      if bytes[1] == UInt8(ascii: "o") { return Int(text.dropFirst(2), radix: 8) }
    }
    var index = 0
    if bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+") { index = 1 }
    guard index < bytes.count else { return nil }
    for byte in bytes[index...] where !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
      return nil
    }
    return Int(text)
  }

  /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`, `[-+]?\.inf`, `.nan`.
  static func float(_ text: String) -> Double? {
    switch text {
    case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
    case "-.inf", "-.Inf", "-.INF": return -.infinity
    case ".nan", ".NaN", ".NAN": return .nan
    default: break
    }
    let bytes = Array(text.utf8)
    var index = 0
    func digits() -> Int {
      let start = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
        index += 1
      }
      return index - start
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
      index += 1
    }
    let integerDigits = digits()
    var fractionDigits = 0
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      fractionDigits = digits()
    }
    guard integerDigits > 0 || fractionDigits > 0 else { return nil }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count,
        bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")
      {
        index += 1
      }
      guard digits() > 0 else { return nil }
    }
    guard index == bytes.count else { return nil }
    return Double(text)
  }
}
