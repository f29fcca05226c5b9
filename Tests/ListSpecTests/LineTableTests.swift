import XCTest

@testable import ListSpec

/// The line table keeps every 32nd line start of an LF file and walks to the others.
final class LineTableTests: XCTestCase {
  func testEveryLineStartMatchesAScanOfTheBytes() {
    for text in [
      "", "a", "a\n", "\n\n\n", String(repeating: "ab\r\n", count: 100),
      (0..<200).map { "line \($0) é\n" }.joined() + "no break",
    ] {
      let bytes = Array(text.utf8)
      let source = SourceFile(path: "t", bytes: bytes)
      var expected = [0]
      for (index, byte) in bytes.enumerated() where byte == 0x0A { expected.append(index + 1) }
      XCTAssertEqual(source.lineStarts.count, expected.count, text.debugDescription)
      XCTAssertEqual((0..<expected.count).map { source.lineStarts[$0] }, expected)
      XCTAssertEqual(source.lineStarts.last, expected.last)
    }
  }

  /// Past line 32 in a file that is not ASCII, locations still come from the right line.
  func testLocationsLateInANonASCIIFile() throws {
    var text =
      "listspec: 1\nlist: { appearance: plain }\ncells: { row: { content: { text: \"{t}\" } } }\n"
    text += "sections:\n  - id: s\n    cell: row\n    items:\n"
    for index in 0..<100 { text += "      - id: \"é\(index)\"\n        t: ü\n" }
    text += "      - id: \"é0\"\n"
    let loaded = ListSpecLoader.load(text: text)
    let duplicate = try XCTUnwrap(loaded.diagnostics.first { $0.id == .duplicateItemID })
    XCTAssertEqual(duplicate.range?.start.line, 208)
    XCTAssertEqual(duplicate.range?.start.column, 13)
    let offset = try XCTUnwrap(duplicate.range?.start.offset)
    XCTAssertEqual(Array(text.utf8)[offset], UInt8(ascii: "\""))
  }
}
