import ListSpec
import XCTest

@testable import ListSpecLanguageServer

/// After an edit, completion and hover are answered from the tree kept from an earlier
/// version, brought up to the current text (issue 45): the names written on the edited lines
/// count, those no longer written do not, and positions are the current text's. An edit that
/// can change what other lines mean has the current text read. In the background, a newer
/// edit takes the place of an older validation, and only the current version is published.
final class IncrementalEditingTests: XCTestCase, LanguageServerTesting {
  let uri = "file:///incremental.yaml"
  let spec = """
    listspec: 1
    cells:
      row:
        content: {text: "{title}", secondaryText: "{subtitle}"}
      card:
        content: {text: "{title}"}
    sections:
      - id: main
        cell: row
        items:
          - {id: a, title: One, subtitle: Uno}
          - {id: b, title: Two, cell: card}
          - id: c
            title: Three
            rating: 4

    """

  func server(background: Bool = false) -> LanguageServer {
    let server = server(opening: spec, debounceMilliseconds: 0)
    server.validatesInBackground = background
    return server
  }

  var version = 1

  /// Replaces `start..<end` (line, character) with `text`.
  func edit(
    _ server: LanguageServer, _ start: (Int, Int), _ end: (Int, Int), _ text: String
  ) {
    version += 1
    let range =
      #"{"start":{"line":\#(start.0),"character":\#(start.1)},"end":{"line":\#(end.0),"character":\#(end.1)}}"#
    _ = server.receive(
      Array(
        (#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":\#(version)},"contentChanges":[{"range":\#(range),"text":"#
          + JSONValue.string(text).serialized() + "}]}}").utf8), now: 0)
  }

  func testNamesWrittenOnTheEditedLinesCompleteWithoutReadingTheText() throws {
    let server = server()
    // The first completion inside `{…}` reads the tree.
    XCTAssertEqual(labels(try ask(server, "completion", 3, 22)), ["rating", "subtitle", "title"])
    // An item added above `c` (its lines move down one), then `c`'s `rating` renamed.
    edit(server, (12, 0), (12, 0), "      - {id: d, title: Four, stars: 5}\n")
    edit(server, (15, 8), (15, 14), "score")
    let lines = String(decoding: try XCTUnwrap(server.documents[uri]).bytes, as: UTF8.self)
      .split(separator: "\n")
    XCTAssertEqual(lines[15], "        score: 4")
    XCTAssertEqual(
      labels(try ask(server, "completion", 3, 22)), ["score", "stars", "subtitle", "title"])
    // After `cell:` of the added item's neighbour: the templates, `card` too after the last
    // line of its definition was edited.
    edit(server, (5, 28), (5, 28), " {stars}")
    edit(server, (11, 34), (11, 38), "")
    XCTAssertEqual(labels(try ask(server, "completion", 11, 34)).sorted(), ["card", "row"])
    // Answered from the kept tree: the current text was not read.
    XCTAssertFalse(try XCTUnwrap(server.documents[uri]).hasTree)
    // Hover on a field key, on the moved line: its range is the current text's, and the
    // items that set it are those of the current text, in its order (`d`, added on an edited
    // line, read from that line), still without reading the whole text.
    let hover = try ask(server, "hover", 14, 9)
    XCTAssertEqual(hover["range"]?["start"]?["line"]?.intValue, 14)
    XCTAssertEqual(
      hoverText(hover), "**title**: String\n\nSet by 4 items: `a`, `b`, `d`, `c`")
    XCTAssertEqual(
      hoverText(try ask(server, "hover", 12, 30)), "**stars**: Int\n\nSet by 1 item: `d`")
    // `score`, renamed in a block item: the item is read from its `- id: c` line down.
    XCTAssertEqual(
      hoverText(try ask(server, "hover", 15, 9)), "**score**: Int\n\nSet by 1 item: `c`")
    XCTAssertFalse(try XCTUnwrap(server.documents[uri]).hasTree)
    // The same answers from the whole text.
    let read = self.server(
      opening: String(decoding: try XCTUnwrap(server.documents[uri]).bytes, as: UTF8.self))
    XCTAssertEqual(hoverText(try ask(read, "hover", 14, 9)), hoverText(hover))
  }

  func testAnEditThatChangesWhatOtherLinesMeanHasTheTextRead() throws {
    let server = server()
    XCTAssertEqual(labels(try ask(server, "completion", 8, 10)), ["row", "card"])
    // A template added as a block: `tile:` opens a mapping.
    edit(server, (6, 0), (6, 0), "  tile:\n    content: {text: \"{caption}\"}\n")
    XCTAssertEqual(labels(try ask(server, "completion", 10, 10)), ["row", "card", "tile"])
    XCTAssertTrue(try XCTUnwrap(server.documents[uri]).hasTree)
  }

  func testBackgroundValidationPublishesOnlyTheCurrentVersion() throws {
    let server = server(background: true)
    var published: [String] = []
    func drain() {
      published += server.dueDiagnostics(now: .max).map { String(decoding: $0, as: UTF8.self) }
    }
    drain()
    // Two edits before the opened version's validation is read: each takes the place of the
    // one before, and only the last version is published.
    edit(server, (13, 15), (13, 20), "Tres")
    drain()
    edit(server, (11, 34), (11, 38), "crad")
    // Answered at once, while the worker validates.
    XCTAssertEqual(labels(try ask(server, "completion", 11, 34)), ["row", "card"])
    drain()
    for _ in 0..<100 where server.isValidating {
      server.waitForValidation()
      drain()
    }
    XCTAssertEqual(published.count, 1, "\(published)")
    XCTAssertTrue(published.first?.contains(#""version":3"#) == true, "\(published)")
    XCTAssertTrue(published.first?.contains("unknown-cell-template") == true, "\(published)")
    // The worker read the tree too: the next answers need no reading.
    XCTAssertTrue(try XCTUnwrap(server.documents[uri]).hasTree)
  }

  func testTheEditLogMovesLinesAndTellsWhatAnEditMayChange() throws {
    let old = Array("  a: 1\n  b: 2\n  c: 3\n".utf8)
    var log = EditLog()
    // A whole line inserted before line 1: the lines below move, none was rewritten.
    log.record(
      generation: 1, replacing: 7, 7, in: old, positions: TextPositions(old),
      with: Array("  x: 0\n".utf8))
    let inserted = try XCTUnwrap(log.changes(since: 0))
    XCTAssertEqual([0, 1, 2].map(inserted.currentLine), [0, 2, 3])
    XCTAssertEqual(inserted.editedLines, [1])
    XCTAssertEqual(inserted.currentByte(7), 14)
    // A value rewritten inside a line: that line is edited, the others stay.
    let new = Array("  a: 1\n  x: 0\n  b: 2\n  c: 3\n".utf8)
    log.record(
      generation: 2, replacing: 19, 20, in: new, positions: TextPositions(new),
      with: Array("20".utf8))
    let rewritten = try XCTUnwrap(log.changes(since: 0))
    XCTAssertEqual([0, 1, 2].map(rewritten.currentLine), [0, nil, 3])
    XCTAssertEqual(rewritten.editedLines, [1, 2])
    XCTAssertEqual(try XCTUnwrap(log.changes(since: 1)).editedLines, [2])
    // A key that opens a block changes what the lines below it mean.
    let newer = Array("  a: 1\n  x: 0\n  b: 20\n  c: 3\n".utf8)
    log.record(
      generation: 3, replacing: 2, 6, in: newer, positions: TextPositions(newer),
      with: Array("a:".utf8))
    XCTAssertNil(log.changes(since: 2))
    XCTAssertNotNil(log.changes(since: 3))
    for structural in [
      "key:", "  - id: a", "  x: &anchor 1", "  y: *anchor", "  text: |", "  z: {a: 1,", "top: 1",
    ] {
      XCTAssertTrue(EditLog.isStructuralLine(Array(structural.utf8)[...]), structural)
    }
    for plain in ["  title: Hi", "  - {id: a, title: \"x\"}", "  # a comment", ""] {
      XCTAssertFalse(EditLog.isStructuralLine(Array(plain.utf8)[...]), plain)
    }
  }

  func testARequestWaitingForTheTreeIsCancelledInFlight() throws {
    let server = server(background: true)
    let cancel = Array(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":"s"}}"#.utf8)
    func symbols(_ id: String) -> [String] {
      server.receive(
        Array(
          #"{"jsonrpc":"2.0","id":"\#(id)","method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"\#(uri)"}}}"#
            .utf8), now: 0
      ).map { String(decoding: $0, as: UTF8.self) }
    }
    // The cancellation arrives while the request waits for the worker to read the tree.
    var reads = 0
    server.readsArrivedMessages = { [unowned server] in
      reads += 1
      server.noteCancellation(cancel)
    }
    XCTAssertEqual(
      symbols("s"),
      [#"{"jsonrpc":"2.0","id":"s","error":{"code":-32800,"message":"the request was cancelled"}}"#]
    )
    XCTAssertEqual(reads, 1)
    _ = server.receive(cancel, now: 0)
    // Without one, the request waits for the tree and is answered.
    server.readsArrivedMessages = {}
    let answer = symbols("t")
    XCTAssertTrue(answer.last?.contains(#""name":"sections""#) == true, "\(answer)")
    server.readsArrivedMessages = nil
  }

  func testASequenceWrittenAtItsKeysColumnHoldsItems() throws {
    // `- id: a` at the column of `items:`, as the benchmark's generated spec writes them.
    let server = server(
      opening: "listspec: 1\ncells:\n  row:\n    content: {text: \"{title}\"}\nsections:\n"
        + "- id: main\n  items:\n  - id: a\n    cell: row\n    title: One\n")
    XCTAssertEqual(labels(try ask(server, "completion", 8, 10)), ["row"])
    // Hovered in the middle of the key.
    let hover = try ask(server, "hover", 9, 6)
    XCTAssertTrue(
      hover["contents"]?["value"]?.stringValue?.contains("Set by 1 item") == true, "\(hover)")
  }
}
