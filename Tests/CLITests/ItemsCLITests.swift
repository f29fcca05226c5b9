import Foundation
import XCTest

/// `--items DATA.json` end to end: `render`, `diff` and `preview` draw the app's data with a
/// spec's templates, and its problems are located in the data file.
final class ItemsCLITests: XCTestCase {
  func testRenderDrawsTheDataFilesSectionsAndItems() throws {
    let result = try CLI.run([
      "render", "examples/transactions.yaml", "--items", "examples/transactions.items.json",
      "--format", "text",
    ])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(result.stderr, "")
    for text in ["TODAY", "Boulangerie Léa 🥐", "-€6.80", "€129.99", "YESTERDAY"] {
      XCTAssertTrue(result.stdout.contains(text), "\(text) in\n\(result.stdout)")
    }
    // None of the spec's own items.
    XCTAssertFalse(result.stdout.contains("Café Noir"), result.stdout)
  }

  /// The example of `json-syntax` in specs/diagnostics.md, run as written there.
  func testTheDocumentedJSONSyntaxExamplePrintsWhatTheDocumentationShows() throws {
    let page = try String(
      contentsOf: CLI.packageRoot.appendingPathComponent("specs/diagnostics.md"), encoding: .utf8)
    let entry = try XCTUnwrap(page.components(separatedBy: "#### `json-syntax`").last)
    let script = try XCTUnwrap(
      entry.components(separatedBy: "```sh\n").dropFirst().first?
        .components(separatedBy: "\n```").first)
    let shown = try XCTUnwrap(
      entry.components(separatedBy: "```text\n").dropFirst().first?
        .components(separatedBy: "```").first)
    let folder = try CLI.temporaryDirectory(self)
    let listspec = CLI.binary.path
    let result = try CLI.run(
      ["-c", script.replacingOccurrences(of: "listspec render", with: "'\(listspec)' render")],
      in: folder, executable: URL(fileURLWithPath: "/bin/sh"))
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.stderr, shown)
  }

  func testDiffComparesTwoDataFilesWithOneSpec() throws {
    let folder = try CLI.temporaryDirectory(self)
    let old = CLI.packageRoot.appendingPathComponent("examples/transactions.items.json")
    var text = try String(contentsOf: old, encoding: .utf8)
    text = text.replacingOccurrences(of: "\"amount\": -54.37", with: "\"amount\": -45.37")
    text = text.replacingOccurrences(
      of: #"        { "id": "tx-1041""#,
      with:
        #"        { "id": "tx-1043", "merchant": "Bakery", "amount": -1.2, "share": 0, "when": "2026-12-07T09:00:00Z", "pending": true },"#
        + "\n" + #"        { "id": "tx-1041""#)
    let new = folder.appendingPathComponent("new.json")
    try text.write(to: new, atomically: true, encoding: .utf8)
    let result = try CLI.run([
      "diff", "examples/transactions.yaml", "--items", old.path, new.path, "--exit-code",
    ])
    XCTAssertEqual(result.status, 1, result.stderr)
    XCTAssertTrue(result.stdout.hasPrefix("--- \(old.path)\n+++ \(new.path)\n"), result.stdout)
    XCTAssertTrue(result.stdout.contains("+ tx-1043 in 2026-12-07 [0, 1]"), result.stdout)
    XCTAssertTrue(
      result.stdout.contains("~ tx-1039 [1, 1] reconfigure: amount -54.37 → -45.37"), result.stdout)
    // Where the changed item is written: in each data file.
    XCTAssertTrue(result.stdout.contains("\(old.path):18:9 → \(new.path):19:9"), result.stdout)

    let usage = try CLI.run([
      "diff", "examples/transactions.yaml", "examples/transactions.yaml", "--items", old.path,
      new.path,
    ])
    XCTAssertEqual(usage.status, 64)
    XCTAssertTrue(usage.stderr.contains("with --items, diff takes one spec"), usage.stderr)
    let oneFile = try CLI.run(["diff", "examples/transactions.yaml", "--items", old.path])
    XCTAssertEqual(oneFile.status, 64)
    XCTAssertTrue(oneFile.stderr.contains("takes two values"), oneFile.stderr)
  }

  /// A character no font has, in the data: the drawing's warning is at the item in the data
  /// file, its note at the template in the spec.
  func testADrawingWarningAtAnItemNamesTheDataFile() throws {
    let folder = try CLI.temporaryDirectory(self)
    try """
    listspec: 1
    list: { appearance: insetGrouped, headerMode: supplementary }
    cells:
      row: { content: { text: "{name}" } }
    sections:
      - { id: s, header: S, cell: row, items: [{ id: a, name: A }] }

    """.write(to: folder.appendingPathComponent("spec.yaml"), atomically: true, encoding: .utf8)
    try
      #"{"sections": [{"id": "s", "header": "S", "cell": "row", "items": [{"id": "a", "name": "A \udb80\udc00"}]}]}"#
      .write(to: folder.appendingPathComponent("data.json"), atomically: true, encoding: .utf8)
    let result = try CLI.run(
      ["render", "spec.yaml", "--items", "data.json", "-o", "list.png"], in: folder)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(
      result.stderr.hasPrefix("data.json:1:67: warning: no installed font has a glyph for U+F0000"),
      result.stderr)
    XCTAssertTrue(
      result.stderr.contains("spec.yaml:4:3: note: drawn by cell template 'row'"), result.stderr)
  }

  func testAMissingDataFileIsUnreadableAndTheDataIsNeverOverwritten() throws {
    let missing = try CLI.run([
      "render", "examples/transactions.yaml", "--items", "no-such.json", "--format", "text",
    ])
    XCTAssertEqual(missing.status, 66)
    XCTAssertTrue(missing.stderr.contains("cannot read 'no-such.json'"), missing.stderr)

    let folder = try CLI.temporaryDirectory(self)
    let data = folder.appendingPathComponent("data.json")
    try FileManager.default.copyItem(
      at: CLI.packageRoot.appendingPathComponent("examples/transactions.items.json"), to: data)
    let before = try Data(contentsOf: data)
    let overwrite = try CLI.run(
      [
        "render", CLI.packageRoot.appendingPathComponent("examples/transactions.yaml").path,
        "--items", "data.json", "--format", "text", "-o", "data.json",
      ], in: folder)
    XCTAssertNotEqual(overwrite.status, 0)
    XCTAssertEqual(try Data(contentsOf: data), before)
  }

  /// The live preview reads the data file, names it in the inspector, and redraws when it
  /// is saved — with its problems on the page.
  func testPreviewWatchesTheDataFile() throws {
    let folder = try CLI.temporaryDirectory(self)
    for name in ["transactions.yaml", "transactions.items.json"] {
      try FileManager.default.copyItem(
        at: CLI.packageRoot.appendingPathComponent("examples/\(name)"),
        to: folder.appendingPathComponent(name))
    }
    let process = Process()
    process.executableURL = CLI.binary
    process.arguments = [
      "preview", "transactions.yaml", "--items", "transactions.items.json", "--port", "0",
    ]
    process.currentDirectoryURL = folder
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    addTeardownBlock {
      process.terminate()
      process.waitUntilExit()
    }
    var line = Data()
    while !line.contains(UInt8(ascii: "\n")) {
      let byte = out.fileHandleForReading.readData(ofLength: 1)
      if byte.isEmpty { break }
      line.append(byte)
    }
    let port = try XCTUnwrap(
      String(decoding: line, as: UTF8.self).split(separator: ":").last.flatMap {
        UInt16($0.filter(\.isNumber))
      })
    func render() throws -> String {
      let client = try RawHTTPClient(port: port)
      try client.send(
        "GET /render HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
      return try client.readToEnd()
    }
    let page = try render()
    // A row's box names the data file; its text's box the spec's template.
    XCTAssertTrue(page.contains("transactions.items.json:8:9"), String(page.suffix(3000)))
    XCTAssertTrue(page.contains("transactions.yaml:"), "the templates' boxes name the spec")

    let events = try RawHTTPClient(port: port)
    try events.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
    _ = try events.readUntil("\n\n")
    let data = folder.appendingPathComponent("transactions.items.json")
    let text = try String(contentsOf: data, encoding: .utf8)
    let broken = folder.appendingPathComponent("saving.json")
    try text.replacingOccurrences(of: "\"amount\": -6.8", with: "\"amount\": \"-6.8\"")
      .write(to: broken, atomically: false, encoding: .utf8)
    XCTAssertEqual(rename(broken.path, data.path), 0)
    XCTAssertTrue(try events.readUntil("\n\n").contains("event: update"))
    let after = try render()
    XCTAssertTrue(
      after.contains(
        "transactions.items.json:8:82: error: item &#39;tx-1042&#39; has amount: &quot;-6.8&quot;, a JSON string"
      ),
      String(after.suffix(3000)))
    XCTAssertTrue(after.contains("[type-mismatch]"), String(after.prefix(100)))
  }
}
