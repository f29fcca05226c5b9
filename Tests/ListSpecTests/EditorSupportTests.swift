import XCTest

@testable import ListSpec

/// Fix-its applied to a text, UTF-16 positions and the unified diff (`listspec fix`, the
/// language server).
final class EditorSupportTests: XCTestCase {
  let spec = """
    listspec: 1
    # a comment kept as it is\u{20}\u{20}
    list:
      apperance: insetGrouped   # trailing comment
    cells:
      row:
        content: {text: "{title}"}
    sections:
      - id: main
        items:
          - {id: é😀a, cell: rwo, title: "Hi"}

    """

  func testFixAllAppliesEveryFixItAndKeepsEveryOtherByte() {
    let source = SourceFile(path: "spec.yaml", text: spec)
    let fixed = FixItApplication.fixAll(source)
    XCTAssertEqual(fixed.applied.map(\.replacement), ["appearance", "row"])
    XCTAssertEqual(
      String(decoding: fixed.bytes, as: UTF8.self),
      spec.replacing("apperance", with: "appearance").replacing("rwo", with: "row"))
    XCTAssertTrue(fixed.loaded.isValid, "\(fixed.loaded.diagnostics)")
  }

  func testOverlappingAndRepeatedFixItsAreSkippedAndInsertionsKept() {
    let bytes = Array("abcdef".utf8)
    func fix(_ start: Int, _ end: Int, _ text: String) -> FixIt {
      FixIt(
        message: "",
        range: SourceRange(
          start: SourceLocation(line: 1, column: start + 1, offset: start),
          end: SourceLocation(line: 1, column: end + 1, offset: end)), replacement: text)
    }
    let result = FixItApplication.apply(
      [
        fix(1, 3, "X"), fix(2, 4, "Y"), fix(1, 3, "X"), fix(5, 5, "+"), fix(5, 6, "F"),
        fix(4, 9, "Z"),
      ],
      to: bytes)
    XCTAssertEqual(String(decoding: result.bytes, as: UTF8.self), "aXde+F")
    XCTAssertEqual(result.applied.map(\.replacement), ["X", "+", "F"])
    XCTAssertEqual(result.skipped.map(\.replacement), ["X", "Y", "Z"])
  }

  func testUTF16PositionsCountSurrogatePairsAndAccents() {
    // "é" is 2 UTF-8 bytes and 1 UTF-16 unit; "😀" 4 bytes and 2 units.
    let text = "a: 1\r\nb: é😀x\rc\n"
    let positions = TextPositions(text)
    XCTAssertEqual(positions.lineCount, 4)
    let xOffset = Array(text.utf8).firstIndex(of: UInt8(ascii: "x"))!
    XCTAssertEqual(positions.position(ofByteOffset: xOffset), UTF16Position(line: 1, character: 6))
    XCTAssertEqual(positions.byteOffset(of: UTF16Position(line: 1, character: 6)), xOffset)
    // Inside the surrogate pair: the emoji's start.
    XCTAssertEqual(
      positions.byteOffset(of: UTF16Position(line: 1, character: 5)), xOffset - 4)
    // Past the line's end: the line's end, before its break.
    XCTAssertEqual(positions.byteOffset(of: UTF16Position(line: 0, character: 99)), 4)
    XCTAssertEqual(positions.position(ofByteOffset: 5), UTF16Position(line: 0, character: 4))
    XCTAssertEqual(positions.byteOffset(of: UTF16Position(line: 2, character: 0)), xOffset + 2)
    XCTAssertEqual(positions.byteOffset(of: UTF16Position(line: 9, character: 0)), text.utf8.count)
    // Against Swift's own UTF-16 view.
    let line = "b: é😀x"
    let utf16 = Array(line.utf16)
    XCTAssertEqual(utf16.count, 7)
    XCTAssertEqual(
      positions.replacing(
        from: UTF16Position(line: 1, character: 3), to: UTF16Position(line: 1, character: 6),
        with: "ü"),
      Array("a: 1\r\nb: üx\rc\n".utf8))
  }

  func testADiagnosticAfterEmojiIsPlacedInUTF16Units() {
    let text = "listspec: 1\nlist: {appearance: plain}\n# 😀 é\nsections:\n  - {id: 😀, itms: []}\n"
    let loaded = ListSpecLoader.load(source: SourceFile(path: "s.yaml", text: text))
    let unknown = loaded.diagnostics.first { $0.id == .unknownKey }
    XCTAssertNotNil(unknown)
    let range = TextPositions(text).range(of: unknown!.range!)
    // "  - {id: 😀, " is 13 UTF-16 units before "itms".
    XCTAssertEqual(range.start, UTF16Position(line: 4, character: 13))
    XCTAssertEqual(range.end, UTF16Position(line: 4, character: 17))
  }

  func testUnifiedDiffMatchesDiffU() {
    let old = Array("a\nb\nc\nd\ne\nf\ng\nh\ni\nj\nk\n".utf8)
    let new = Array("a\nB\nc\nd\ne\nf\ng\nh\ni\nj\nk\nl".utf8)
    XCTAssertEqual(
      UnifiedDiff.text(old: old, new: new, oldName: "x", newName: "x"),
      """
      --- x
      +++ x
      @@ -1,5 +1,5 @@
       a
      -b
      +B
       c
       d
       e
      @@ -9,3 +9,4 @@
       i
       j
       k
      +l
      \\ No newline at end of file

      """)
    XCTAssertEqual(UnifiedDiff.text(old: old, new: old, oldName: "x", newName: "x"), "")
    XCTAssertEqual(
      UnifiedDiff.text(old: [], new: Array("a\n".utf8), oldName: "x", newName: "y"),
      "--- x\n+++ y\n@@ -0,0 +1 @@\n+a\n")
  }
}
