/// A spec's text made safe to print where a terminal reads it (text diagnostics, `diff`, the
/// `render --format text` preview): control characters are written as Swift writes them in a
/// string literal instead of being sent raw.
///
/// A double-quoted YAML value can hold any of them (`"\e]0;title\a"`, `"\x9b"`): sent raw,
/// `ESC ] 0 ;` sets the terminal's title, OSC 52 writes the clipboard, a C1 CSI moves the
/// cursor, and a newline in an id starts a line of its own, a forged `file:1:1: error:` or
/// GitHub `::error::` line. Escaped: C0 controls (`\0`, `\t`, `\n`, `\r` by name, the others
/// as `\u{1B}`), DEL and C1 controls (`\u{7F}`, `\u{9B}`). Everything else, emoji, CJK and
/// right-to-left text included, is printed as it is; text without a control character is
/// returned unchanged.
package enum TerminalText {
  /// `text` with its control characters escaped, tab included (`\t`): in a diagnostic a tab
  /// could pass for the spaces it is shown next to.
  package static func escaped(_ text: String) -> String {
    guard mayNeedEscaping(text) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      appendEscaped(scalar, to: &result)
    }
    return result
  }

  /// `text` as a drawn preview shows it: a tab is one space (the preview's columns stay in
  /// step; a raw tab moves the cursor to the terminal's next tab stop), a line feed is kept
  /// when `keepsLineFeeds` (the caller breaks the line there) and every other control
  /// character is escaped.
  package static func drawn(_ text: String, keepsLineFeeds: Bool) -> String {
    guard mayNeedEscaping(text) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\t": result += " "
      case "\n" where keepsLineFeeds: result += "\n"
      default: appendEscaped(scalar, to: &result)
      }
    }
    return result
  }

  /// True when `scalar` is a C0 control, DEL or a C1 control.
  package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
  }

  /// How `scalar` is written: itself, or its escape.
  package static func appendEscaped(_ scalar: Unicode.Scalar, to result: inout String) {
    switch scalar {
    case "\0": result += "\\0"
    case "\t": result += "\\t"
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    default:
      if isControl(scalar) {
        result += SwiftStringLiteral.unicodeEscape(scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
  }

  /// False when no byte of `text` can start a control character: below 0x20, DEL, or 0xC2,
  /// the first byte of U+0080–U+00BF (C1 and Latin-1 punctuation). Most text takes this path.
  package static func mayNeedEscaping(_ text: String) -> Bool {
    text.utf8.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }
  }
}
