import XCTest

@testable import ListSpec

/// A spec's text reaches terminals (text diagnostics, `diff`, the text preview): its control
/// characters are escaped as Swift writes them, so none drives the terminal and a line break
/// in a value never starts a line of its own.
final class TerminalTextTests: XCTestCase {
  func testControlCharactersAreEscapedAsSwiftWritesThem() {
    XCTAssertEqual(TerminalText.escaped("a\u{1B}]0;title\u{07}b"), "a\\u{1B}]0;title\\u{7}b")
    XCTAssertEqual(
      TerminalText.escaped("\0\t\n\r\u{7F}\u{85}\u{9B}"), "\\0\\t\\n\\r\\u{7F}\\u{85}\\u{9B}")
    // OSC 52 (a clipboard write), ended by ST (ESC \).
    XCTAssertEqual(TerminalText.escaped("\u{1B}]52;c;aGk=\u{1B}\\"), "\\u{1B}]52;c;aGk=\\u{1B}\\")
    // Ordinary text is returned as it is: emoji, CJK, right-to-left, Latin-1 after U+00A0.
    for text in ["Mass Effect", "☕️ 👩‍👩‍👧", "東京 カフェ", "مرحبا بالعالم", "café ½ ¿qué?", ""] {
      XCTAssertEqual(TerminalText.escaped(text), text)
    }
    // A drawn preview shows a tab as a space and leaves line feeds to the caller.
    XCTAssertEqual(TerminalText.drawn("a\tb\nc\u{1B}", keepsLineFeeds: true), "a b\nc\\u{1B}")
    XCTAssertEqual(TerminalText.drawn("a\nb", keepsLineFeeds: false), "a\\nb")
  }

  /// A newline and escape sequences in an id: every line of the text report is the report's
  /// own, and no control character but the line feeds ending them is printed.
  func testDiagnosticsCannotForgeLinesOrDriveTheTerminal() throws {
    let id = "a\\e]0;title\\a\\nspec.yaml:1:1: error: forged [x]\\n::error::forged\\x9b2J"
    let text = """
      listspec: 1
      list: { appearance: plain }
      cells: { row: { content: { text: "{title}" } } }
      sections:
        - id: main
          cell: row
          items:
            - { id: "\(id)", title: one }
            - { id: "\(id)", title: two }

      """
    let loaded = ListSpecLoader.load(text: text, path: "spec.yaml")
    XCTAssertEqual(summaries(loaded), ["9:15 error duplicate-item-id"])
    for style in [DiagnosticFormatter.Style.withSource, .oneLine] {
      let report = DiagnosticFormatter(style: style).format(
        loaded.diagnostics, sources: ["spec.yaml": loaded.source])
      XCTAssertFalse(report.unicodeScalars.contains { $0 != "\n" && TerminalText.isControl($0) })
      let lines = report.split(separator: "\n")
      XCTAssertEqual(lines.count, style == .withSource ? 6 : 2, report)
      XCTAssertTrue(
        lines[0].hasPrefix(
          "spec.yaml:9:15: error: duplicate item id 'a\\u{1B}]0;title\\u{7}\\nspec.yaml:1:1: error: forged [x]\\n::error::forged\\u{9B}2J'"
        ), report)
      XCTAssertFalse(lines.contains { $0.hasPrefix("spec.yaml:1:1") || $0.hasPrefix("::") })
    }
  }

  /// A raw control character in the file (YAML refuses it) is quoted escaped, the caret
  /// still under it; a tab stays one column wide.
  func testAQuotedLineWithAControlCharacterKeepsItsCaret() throws {
    let loaded = ListSpecLoader.load(text: "listspec: 1\nname: \"\tA\u{1B}B\"\n", path: "spec.yaml")
    XCTAssertEqual(loaded.diagnostics.map(\.id), [.controlCharacter])
    let report = DiagnosticFormatter().format(
      loaded.diagnostics, sources: ["spec.yaml": loaded.source])
    let lines = report.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(lines[1], "name: \" A\\u{1B}B\"")
    XCTAssertEqual(lines[2], "         ^~~~~~")
  }
}
