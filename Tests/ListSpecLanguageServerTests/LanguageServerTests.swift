import ListSpec
import XCTest

@testable import ListSpecLanguageServer

/// The server as a state machine: debounced diagnostics that are validate's, answers to
/// requests before `initialize`, after `shutdown` and for documents never opened.
final class LanguageServerTests: XCTestCase {
  func send(_ server: LanguageServer, _ json: String, now: UInt64 = 0) -> [String] {
    server.receive(Array(json.utf8), now: now).map { String(decoding: $0, as: UTF8.self) }
  }

  func open(_ server: LanguageServer, _ text: String) {
    let escaped = String(decoding: JSONValue.string(text).serialized().utf8, as: UTF8.self)
    _ = send(
      server,
      #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///a.yaml","languageId":"yaml","version":1,"text":"#
        + escaped + "}}}")
  }

  func testRequestsBeforeInitializeAndAfterShutdownAreRefused() {
    let server = LanguageServer()
    XCTAssertTrue(
      send(server, #"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#)[0].contains("-32002"))
    XCTAssertTrue(
      send(server, #"{"jsonrpc":"2.0","id":2,"method":"initialize","params":{}}"#)[0].contains(
        "capabilities"))
    XCTAssertTrue(send(server, #"{"jsonrpc":"2.0","id":3,"method":"nope"}"#)[0].contains("-32601"))
    XCTAssertTrue(send(server, #"[1,2]"#)[0].contains("-32600"))
    XCTAssertTrue(
      send(server, #"{"jsonrpc":"2.0","id":4,"method":"shutdown"}"#)[0].contains(#""result":null"#))
    XCTAssertTrue(
      send(server, #"{"jsonrpc":"2.0","id":5,"method":"textDocument/hover","params":{}}"#)[0]
        .contains("-32600"))
    XCTAssertEqual(send(server, #"{"jsonrpc":"2.0","method":"exit"}"#), [])
    XCTAssertEqual(server.exitStatus, 0)
  }

  func testDiagnosticsWaitForTheDebounceAndAreValidates() {
    let server = LanguageServer(configuration: .init(debounceMilliseconds: 100))
    _ = send(server, #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#)
    let text = "listspec: 1\nlist: {apperance: plain}\nsections: []\n"
    open(server, text)
    let opened = server.dueDiagnostics(now: 0)
    XCTAssertEqual(opened.count, 1)
    XCTAssertTrue(String(decoding: opened[0], as: UTF8.self).contains(#""code":"unknown-key""#))
    _ = send(
      server,
      #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///a.yaml","version":2},"contentChanges":[{"range":{"start":{"line":1,"character":7},"end":{"line":1,"character":16}},"text":"appearance"}]}}"#,
      now: 1_000)
    XCTAssertEqual(server.dueDiagnostics(now: 50_000_000), [])
    XCTAssertEqual(server.nextDeadline, 100_001_000)
    let changed = server.dueDiagnostics(now: 100_001_000)
    XCTAssertEqual(changed.count, 1)
    XCTAssertTrue(String(decoding: changed[0], as: UTF8.self).contains(#""diagnostics":[]"#))
    XCTAssertEqual(
      server.documents["file:///a.yaml"]?.bytes,
      Array(text.replacingOccurrences(of: "apperance", with: "appearance").utf8))
  }

  /// A symbol name completes from the stand-in table, the names the pictures draw.
  func testSymbolNamesCompleteFromTheStandInTable() {
    let server = LanguageServer()
    _ = send(server, #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#)
    open(
      server,
      "listspec: 1\nlist: {appearance: plain}\ncells:\n  row:\n    content:\n      image: {systemName: star.f}\nsections: []\n"
    )
    let answer = send(
      server,
      #"{"jsonrpc":"2.0","id":2,"method":"textDocument/completion","params":{"textDocument":{"uri":"file:///a.yaml"},"position":{"line":5,"character":32}}}"#
    ).joined()
    XCTAssertTrue(answer.contains(#""label":"star.fill""#), answer)
    XCTAssertFalse(answer.contains(#""label":"heart""#), "only names with the typed prefix")
  }

  func testANeverOpenedDocumentIsAnswered() {
    let server = LanguageServer()
    _ = send(server, #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#)
    let hover = send(
      server,
      #"{"jsonrpc":"2.0","id":2,"method":"textDocument/hover","params":{"textDocument":{"uri":"untitled:x"},"position":{"line":0,"character":0}}}"#
    )
    XCTAssertEqual(hover, [#"{"jsonrpc":"2.0","id":2,"result":null}"#])
    let symbols = send(
      server,
      #"{"jsonrpc":"2.0","id":3,"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"file:///nonexistent/x.yaml"}}}"#
    )
    XCTAssertEqual(symbols, [#"{"jsonrpc":"2.0","id":3,"result":[]}"#])
  }

  /// A URI naming a FIFO (made here), a directory or a file over `--max-file-size` is answered
  /// as a file that cannot be read, without waiting: opening a FIFO waited for a writer and
  /// stopped the server for good.
  func testAFIFOOrAnOversizedFileIsAnsweredWithoutBlocking() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "listspec-lsp-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("list.yaml").path
    XCTAssertEqual(mkfifo(fifo, 0o600), 0)
    // A sparse file one byte over the limit: refused by its size, not read.
    let large = folder.appendingPathComponent("large.yaml").path
    XCTAssertTrue(FileManager.default.createFile(atPath: large, contents: nil))
    XCTAssertEqual(truncate(large, 4097), 0)
    // Used by one thread at a time: the one below, then (after `answered`) this one.
    nonisolated(unsafe) let server = LanguageServer(
      configuration: .init(limits: ReaderLimits(maxFileBytes: 4096)))
    _ = send(server, #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#)
    let answered = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var answers: [[String]] = []
    let paths = [fifo, folder.path, large]
    Thread.detachNewThread {
      func send(_ json: String) -> [String] {
        server.receive(Array(json.utf8), now: 0).map { String(decoding: $0, as: UTF8.self) }
      }
      for (id, path) in paths.enumerated() {
        let uri = FileURI.uri(path)
        answers.append(
          send(
            #"{"jsonrpc":"2.0","id":\#(id + 2),"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"\#(uri)"}}}"#
          ))
        answers.append(
          send(
            #"{"jsonrpc":"2.0","id":\#(id + 10),"method":"textDocument/hover","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":0,"character":0}}}"#
          ))
      }
      answered.signal()
    }
    // Not a measure of time: only a bound, so that the old behaviour fails instead of hanging
    // (a writer then lets the blocked open go on).
    if answered.wait(timeout: .now() + 20) == .timedOut {
      XCTFail("the server is still waiting on the FIFO")
      let writer = Glibc.open(fifo, O_WRONLY | O_NONBLOCK)
      if writer >= 0 { close(writer) }
      answered.wait()
    }
    XCTAssertEqual(
      answers,
      (0..<3).flatMap { id in
        [
          [#"{"jsonrpc":"2.0","id":\#(id + 2),"result":[]}"#],
          [#"{"jsonrpc":"2.0","id":\#(id + 10),"result":null}"#],
        ]
      })
  }

  /// What the server reads for a URI it was never sent: only a regular file within the limit.
  func testOnlyARegularFileWithinTheLimitIsRead() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "listspec-lsp-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("list.yaml").path
    XCTAssertEqual(mkfifo(fifo, 0o600), 0)
    guard case .failure(let diagnostic) = ListSpecLoader.readRegularFile(fifo, limit: 4096) else {
      return XCTFail("a FIFO was read")
    }
    XCTAssertEqual(diagnostic.id, .unreadableFile)
    XCTAssertTrue(
      diagnostic.message.contains("it is a FIFO, not a regular file"), diagnostic.message)
    let spec = folder.appendingPathComponent("spec.yaml").path
    try "listspec: 1\n".write(toFile: spec, atomically: false, encoding: .utf8)
    XCTAssertEqual(
      try ListSpecLoader.readRegularFile(spec, limit: 4096).get(), Array("listspec: 1\n".utf8))
    guard case .failure(let tooLarge) = ListSpecLoader.readRegularFile(spec, limit: 4) else {
      return XCTFail("a file over the limit was read")
    }
    XCTAssertEqual(tooLarge.id, .fileTooLarge)
  }

  func testNotesBecomeRelatedInformationAndWarningsStayWarnings() throws {
    let server = LanguageServer()
    _ = send(server, #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#)
    let text = """
      listspec: 1
      list: {appearance: plain, headerMode: supplementary}
      cells: {row: {content: {text: "{title}"}}}
      sections:
        - id: s
          cell: row
          items:
            - {id: a, title: x}
            - {id: a, title: y}

      """
    open(server, text)
    let published = try XCTUnwrap(server.dueDiagnostics(now: 0).first)
    let message = try XCTUnwrap(DecodedJSON.parse(published))
    let diagnostics = try XCTUnwrap(message["params"]?["diagnostics"]?.arrayValue)
    var options = LoadOptions()
    options.keepsSpec = false
    let validate = ListSpecLoader.load(
      source: SourceFile(path: "/a.yaml", text: text), options: options
    )
    .diagnostics
    XCTAssertEqual(diagnostics.map { $0["code"]?.stringValue }, validate.map(\.id.rawValue))
    XCTAssertEqual(
      diagnostics.map { $0["severity"]?.intValue }, validate.map { $0.severity == .error ? 1 : 2 })
    let duplicate = try XCTUnwrap(
      diagnostics.first { $0["code"]?.stringValue == "duplicate-item-id" })
    let related = try XCTUnwrap(duplicate["relatedInformation"]?.arrayValue)
    XCTAssertEqual(related.count, 1)
    XCTAssertEqual(related[0]["location"]?["uri"]?.stringValue, "file:///a.yaml")
    XCTAssertEqual(related[0]["location"]?["range"]?["start"]?["line"]?.intValue, 7)
    XCTAssertTrue(
      diagnostics.contains { $0["severity"]?.intValue == 2 }, "header-missing is a warning")
  }

  func testAnAliasLeadsToItsAnchorAndChildrenNestInTheOutline() throws {
    let server = LanguageServer()
    _ = send(server, #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#)
    let text = """
      listspec: 1
      list: {appearance: sidebar}
      cells:
        row: &base {content: {text: "{title}"}}
        other: *base
      sections:
        - id: s
          cell: row
          items:
            - id: parent
              title: P
              children:
                - {id: child, title: C}

      """
    open(server, text)
    let definition = send(
      server,
      #"{"jsonrpc":"2.0","id":2,"method":"textDocument/definition","params":{"textDocument":{"uri":"file:///a.yaml"},"position":{"line":4,"character":12}}}"#
    )
    XCTAssertEqual(
      definition,
      [
        #"{"jsonrpc":"2.0","id":2,"result":{"uri":"file:///a.yaml","range":{"start":{"line":3,"character":7},"end":{"line":3,"character":12}}}}"#
      ])
    let symbols = try XCTUnwrap(
      DecodedJSON.parse(
        server.receive(
          Array(
            #"{"jsonrpc":"2.0","id":3,"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"file:///a.yaml"}}}"#
              .utf8), now: 0)[0])?["result"]?.arrayValue)
    let sections = try XCTUnwrap(symbols.first { $0["name"]?.stringValue == "sections" })
    let parent = try XCTUnwrap(
      sections["children"]?.arrayValue?.first?["children"]?.arrayValue?.first)
    XCTAssertEqual(parent["name"]?.stringValue, "parent")
    XCTAssertEqual(parent["children"]?.arrayValue?.first?["name"]?.stringValue, "child")
    let cells = try XCTUnwrap(symbols.first { $0["name"]?.stringValue == "cells" })
    XCTAssertEqual(
      cells["children"]?.arrayValue?.map { $0["name"]?.stringValue }, ["row", "other"])
  }
}
