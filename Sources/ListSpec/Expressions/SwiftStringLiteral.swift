/// Swift string literals as listspec writes them, in printed expressions and generated code:
/// always a plain single-line literal (`"…"`, never `#"…"#` or `"""`), so only the text's
/// own characters need escaping.
///
/// Escaped: `\` and `"`; `\n`, `\r` and `\t` by name; every other control character (C0,
/// DEL, C1), format character (zero-width joiners and spaces, bidirectional marks) and the
/// separators U+2028 and U+2029 as `\u{…}`. swiftc refuses raw C0 controls and DEL; the
/// others are invisible in a generated file, and tools that split lines at any Unicode
/// newline would break a line at a raw U+0085, U+2028 or U+2029. Everything else is written
/// as it is.
package enum SwiftStringLiteral {
  /// `"Mass Effect"`: the text as a complete literal.
  package static func quoted(_ text: String) -> String {
    "\"" + escaped(text) + "\""
  }

  /// The inside of a literal: the text with the characters above escaped.
  package static func escaped(_ text: String) -> String {
    // Most text is printable ASCII without quotes or backslashes: nothing to escape.
    if isPlainASCII(text) { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if needsUnicodeEscape(scalar) {
          result += unicodeEscape(scalar)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// True when `text` is printable ASCII without quotes or backslashes: its literal is the
  /// text itself between quotes.
  package static func isPlainASCII(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable(isPlainASCII)
      ?? text.utf8.allSatisfy(isPlainASCII)
  }

  /// True when the UTF-8 bytes `text` are a string literal's contents as they are.
  package static func isPlainASCII(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    for byte in text where !isPlainASCII(byte) { return false }
    return true
  }

  private static func isPlainASCII(_ byte: UInt8) -> Bool {
    byte >= 0x20 && byte < 0x7F && byte != 0x22 && byte != 0x5C
  }

  /// `\u{1B}`: a scalar as a Swift literal escapes it by its value.
  package static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
    "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
  }

  private static func needsUnicodeEscape(_ scalar: Unicode.Scalar) -> Bool {
    if TerminalText.isControl(scalar) { return true }
    switch scalar.value {
    case 0x2028, 0x2029: return true
    case 0..<0x80: return false
    default: return scalar.properties.generalCategory == .format
    }
  }
}
