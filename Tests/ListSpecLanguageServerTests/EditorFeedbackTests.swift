import ListSpec
import XCTest

@testable import ListSpecLanguageServer

/// What editors reported: a trailing comment after a key hid the keys below it, fonts did
/// not complete, a buffer with bytes that are not UTF-8 was refused, closing a document left
/// its problems shown, and hover on a symbol or a font said only the key's documentation.
final class EditorFeedbackTests: XCTestCase, LanguageServerTesting {
  let uri = "file:///feedback.yaml"

  func testATrailingCommentAfterAKeyKeepsTheKeysBelowIt() throws {
    // Line 5 is blank but for the indentation of the content's keys, where one is typed.
    let server = server(
      opening: [
        "listspec: 1", "cells:", "  row:", "    content:   # a comment", "      text: \"{title}\"",
        "      ", "sections: []", "",
      ].joined(separator: "\n"))
    let text = hoverText(try ask(server, "hover", 4, 8))
    XCTAssertTrue(text.hasPrefix("**text** (content)"), text)
    let keys = labels(try ask(server, "completion", 5, 6))
    XCTAssertTrue(keys.contains("secondaryText"), "\(keys)")
    XCTAssertFalse(keys.contains("accessories"), "the cell's keys, not the content's: \(keys)")
  }

  func testFontValuesComplete() throws {
    let server = server(
      opening: [
        "listspec: 1", "cells:", "  row:", "    content:",
        "      textProperties: { font:  }",
        "      secondaryTextProperties: { font: { style:  , weight:  } }",
        "  swift:", "    hosting:", "      content:", "        Text: \"{title}\"",
        "        modifiers:", "          - font: ", "sections: []", "",
      ].joined(separator: "\n"))
    for (line, character) in [(4, 30), (5, 48), (11, 18)] {
      let styles = labels(try ask(server, "completion", line, character))
      XCTAssertEqual(Set(styles), Set(TextStyle.allNames), "at \(line):\(character)")
    }
    XCTAssertEqual(
      labels(try ask(server, "completion", 5, 59)), FontWeight.allCases.map(\.rawValue))
    XCTAssertEqual(
      labels(try ask(server, "completion", 5, 41)).sorted(), ["size", "style", "weight"])
  }

  func testHoverOnAFontAndASymbolSaysWhatTheyAre() throws {
    let server = server(
      opening: """
        listspec: 1
        cells:
          row:
            content:
              image: { systemName: star.fill }
              textProperties: { font: title }
              secondaryTextProperties: { font: { style: caption1 } }
              text: x
            accessories: [{ image: { systemName: no.such.symbol } }]
        sections: []

        """)
    let star = hoverText(try ask(server, "hover", 4, 30))
    XCTAssertTrue(star.contains("**star.fill**: SF Symbol"), star)
    XCTAssertTrue(star.contains("from iOS 13.0"), star)
    XCTAssertTrue(star.contains("Material Icons 'star'"), star)
    let title = hoverText(try ask(server, "hover", 5, 32))
    XCTAssertTrue(title.contains("28 pt at Large"), title)
    XCTAssertTrue(title.contains("forTextStyle: .title1"), title)
    XCTAssertTrue(title.contains("`Font.title`"), title)
    let caption = hoverText(try ask(server, "hover", 6, 50))
    XCTAssertTrue(caption.hasPrefix("**caption**: text style, 12 pt"), caption)
    let unknown = hoverText(try ask(server, "hover", 8, 42))
    XCTAssertFalse(unknown.contains("SF Symbol (`UIImage"), "not a symbol: \(unknown)")
  }

  func testHoverTextHasNoLinksThatLeadNowhere() throws {
    let server = server(opening: "listspec: 1\ncells:\n  row:\n    content:\n      text: x\n")
    let text = hoverText(try ask(server, "hover", 4, 7))
    XCTAssertTrue(text.contains("template"), text)
    XCTAssertFalse(text.contains("](#"), text)
    XCTAssertFalse(text.contains(".md)"), text)
    XCTAssertEqual(
      LanguageServer.withoutRelativeLinks(
        "a [color](#colors), [expression](expressions.md), [site](https://no-color.org)"),
      "a color, expression, [site](https://no-color.org)")
  }

  func testBytesThatAreNotUTF8AreReadAsReplacementCharactersAndReported() throws {
    let server = LanguageServer()
    _ = server.receive(
      Array(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#.utf8), now: 0)
    let body =
      Array(
        #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"yaml","version":1,"text":"listspec: 1\n# caf"#
          .utf8) + [0xE9] + Array(#" \nlist: {appearance: plain}\nsections: []\n"}}}"#.utf8)
    XCTAssertEqual(server.receive(body, now: 0), [], "a notification is not answered")
    XCTAssertEqual(server.openDocumentCount, 1)
    let published = try XCTUnwrap(
      DecodedJSON.parse(try XCTUnwrap(server.dueDiagnostics(now: 0).first)))
    let diagnostics = try XCTUnwrap(published["params"]?["diagnostics"]?.arrayValue)
    XCTAssertEqual(diagnostics.map { $0["code"]?.stringValue }, ["invalid-utf8"])
    let range = diagnostics.first?["range"]
    XCTAssertEqual(range?["start"]?["line"]?.intValue, 1)
    XCTAssertEqual(range?["start"]?["character"]?.intValue, 5)
    XCTAssertEqual(range?["end"]?["character"]?.intValue, 6)
    // Once the character is replaced, the problem is gone.
    _ = server.receive(
      Array(
        #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":2},"contentChanges":[{"range":{"start":{"line":1,"character":5},"end":{"line":1,"character":6}},"text":"é"}]}}"#
          .utf8), now: 0)
    let changed = String(
      decoding: try XCTUnwrap(server.dueDiagnostics(now: .max).first), as: UTF8.self)
    XCTAssertTrue(changed.contains(#""diagnostics":[]"#), changed)
    // Bytes that are not JSON either are still a parse error.
    let answer = String(decoding: server.receive([0x7B, 0xFF], now: 0)[0], as: UTF8.self)
    XCTAssertTrue(answer.contains("-32700"), answer)
  }

  func testClosingADocumentPublishesNoProblems() throws {
    let server = server(opening: "listspec: 1\nlist: {apperance: plain}\nsections: []\n")
    XCTAssertEqual(server.dueDiagnostics(now: 0).count, 1)
    _ = server.receive(
      Array(
        #"{"jsonrpc":"2.0","method":"textDocument/didClose","params":{"textDocument":{"uri":"\#(uri)"}}}"#
          .utf8), now: 5)
    XCTAssertEqual(server.openDocumentCount, 0)
    let closed = server.dueDiagnostics(now: 5).map { String(decoding: $0, as: UTF8.self) }
    XCTAssertEqual(
      closed,
      [
        #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(uri)","diagnostics":[]}}"#
      ])
    // A document that was never open is not reported on.
    _ = server.receive(
      Array(
        #"{"jsonrpc":"2.0","method":"textDocument/didClose","params":{"textDocument":{"uri":"file:///other.yaml"}}}"#
          .utf8), now: 6)
    XCTAssertEqual(server.dueDiagnostics(now: 6), [])
  }

  func testTheSymbolsOfALargeSpecFoldTheItemsPastTheBudget() throws {
    let count = LanguageServer.maximumItemSymbols + 5
    let items = (0..<count).map { "      - { id: i\($0), title: T }" }.joined(separator: "\n")
    let server = server(
      opening: """
        listspec: 1
        list: { appearance: plain }
        cells: { row: { content: { text: "{title}" } } }
        sections:
          - id: main
            cell: row
            items:
        \(items)

        """)
    let answer = server.receive(
      Array(
        #"{"jsonrpc":"2.0","id":2,"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"\#(uri)"}}}"#
          .utf8), now: 0)
    let symbols = try XCTUnwrap(DecodedJSON.parse(try XCTUnwrap(answer.first))?["result"])
    let sections = try XCTUnwrap(
      symbols.arrayValue?.first { $0["name"]?.stringValue == "sections" })
    let listed = try XCTUnwrap(sections["children"]?.arrayValue?.first?["children"]?.arrayValue)
    XCTAssertEqual(listed.count, LanguageServer.maximumItemSymbols + 1)
    XCTAssertEqual(listed[LanguageServer.maximumItemSymbols - 1]["name"]?.stringValue, "i999")
    XCTAssertEqual(listed.last?["name"]?.stringValue, "… 5 more items")
    // The folded symbol spans the items it stands for.
    XCTAssertEqual(
      listed.last?["range"]?["start"]?["line"]?.intValue, 7 + LanguageServer.maximumItemSymbols)
    XCTAssertEqual(listed.last?["range"]?["end"]?["line"]?.intValue, 7 + count - 1)
  }

  func testACancelledRequestWaitingToBeHandledIsAnsweredCancelled() {
    let server = server(opening: "listspec: 1\nlist: {appearance: plain}\nsections: []\n")
    let hover = Array(
      #"{"jsonrpc":"2.0","id":"h","method":"textDocument/hover","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":1,"character":8}}}"#
        .utf8)
    let cancel = Array(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":"h"}}"#.utf8)
    // Seen ahead of the request (the standard I/O loop notes every message it has read).
    server.noteCancellation(cancel)
    XCTAssertEqual(
      server.receive(hover, now: 0).map { String(decoding: $0, as: UTF8.self) },
      [
        #"{"jsonrpc":"2.0","id":"h","error":{"code":-32800,"message":"the request was cancelled"}}"#
      ])
    XCTAssertEqual(server.receive(cancel, now: 0), [])
    // Handled in order, a cancellation comes after its answer: the next request of that id is
    // answered.
    let answer = String(decoding: server.receive(hover, now: 0)[0], as: UTF8.self)
    XCTAssertTrue(answer.contains("appearance"), answer)
  }
}
