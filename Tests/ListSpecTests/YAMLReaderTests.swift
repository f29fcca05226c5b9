import XCTest

@testable import ListSpec

/// The YAML front end: marks, core-schema scalars, anchors/aliases/merge keys, duplicate
/// keys, and every reader limit.
final class YAMLReaderTests: XCTestCase {
  func read(_ text: String, limits: ReaderLimits = .default) -> YAMLDocument {
    YAMLReader(limits: limits).read(SourceFile(path: "test.yaml", text: text))
  }

  func ids(_ document: YAMLDocument) -> [String] { document.diagnostics.map(\.id.rawValue) }

  func testMarksAreOneBasedWithByteOffsets() throws {
    let document = read("a: 1\nlist:\n  - x\n  - \"é y\"\n  - z\n")
    XCTAssertEqual(document.diagnostics, [])
    let root = try XCTUnwrap(document.root)
    let list = try XCTUnwrap(root["list"]?.elements)
    XCTAssertEqual(list[0].range.start, SourceLocation(line: 3, column: 5, offset: 15))
    XCTAssertEqual(list[0].range.end.column, 6)
    // A non-ASCII line: columns count characters, offsets count bytes.
    XCTAssertEqual(list[1].range.start, SourceLocation(line: 4, column: 5, offset: 21))
    XCTAssertEqual(list[2].range.start.line, 5)
    XCTAssertEqual(list[2].range.start.column, 5)
    XCTAssertEqual(
      list[2].range.start.offset, Array("a: 1\nlist:\n  - x\n  - \"é y\"\n  - ".utf8).count)
  }

  func testCoreSchemaScalars() throws {
    let root = try XCTUnwrap(
      read(
        "a: true\nb: yes\nc: no\nd: off\ne: 12\nf: 0x10\ng: 1.5\nh: .inf\ni: ~\nj: '12'\nk: -0\nl: 1e400\n"
      ).root)
    XCTAssertEqual(root["a"]?.scalar?.resolved, .bool(true))
    XCTAssertEqual(root["b"]?.scalar?.resolved, .string("yes"))
    XCTAssertEqual(root["c"]?.scalar?.resolved, .string("no"))
    XCTAssertEqual(root["d"]?.scalar?.resolved, .string("off"))
    XCTAssertEqual(root["e"]?.scalar?.resolved, .int(12))
    XCTAssertEqual(root["f"]?.scalar?.resolved, .int(16))
    XCTAssertEqual(root["g"]?.scalar?.resolved, .float(1.5))
    XCTAssertEqual(root["h"]?.scalar?.resolved, .float(.infinity))
    XCTAssertEqual(root["i"]?.scalar?.resolved, .null)
    XCTAssertEqual(root["j"]?.scalar?.resolved, .string("12"))
    XCTAssertEqual(root["k"]?.scalar?.resolved, .int(0))
    XCTAssertEqual(root["l"]?.scalar?.resolved, .float(.infinity))
  }

  func testAliasesShareTheAnchoredNodeAndRememberWhereTheyAreUsed() throws {
    let document = read("base: &style { color: red }\nuse: *style\n")
    XCTAssertEqual(document.diagnostics, [])
    let use = try XCTUnwrap(document.root?["use"])
    XCTAssertEqual(use["color"]?.text, "red")
    XCTAssertEqual(use.range.start.line, 1)
    XCTAssertEqual(use.aliasRange?.start, SourceLocation(line: 2, column: 6, offset: 33))
    XCTAssertEqual(use.reportRange.start.line, 2)
  }

  func testMergeKeysExplicitKeysWinAndEarlierMergesWin() throws {
    let document = read(
      """
      a: &a { x: 1, y: 1 }
      b: &b { y: 2, z: 2 }
      c:
        <<: [*a, *b]
        x: 3

      """)
    XCTAssertEqual(document.diagnostics, [])
    let c = try XCTUnwrap(document.root?["c"])
    XCTAssertEqual(c["x"]?.text, "3")
    XCTAssertEqual(c["y"]?.text, "1")
    XCTAssertEqual(c["z"]?.text, "2")
    XCTAssertEqual(c.pairs?.filter(\.isMerged).count, 2)
  }

  func testMergeOfAScalarIsAnError() {
    let document = read("a: &a 1\nb:\n  <<: *a\n")
    XCTAssertEqual(ids(document), ["invalid-merge"])
    XCTAssertEqual(document.diagnostics.first?.range?.start.line, 3)
  }

  func testDuplicateKeyPointsAtTheDuplicateWithANoteAtTheFirst() throws {
    let document = read("a: 1\nb: 2\na: 3\n")
    XCTAssertEqual(ids(document), ["duplicate-key"])
    let diagnostic = try XCTUnwrap(document.diagnostics.first)
    XCTAssertEqual(diagnostic.range?.start, SourceLocation(line: 3, column: 1, offset: 10))
    XCTAssertEqual(diagnostic.notes.first?.range?.start.line, 1)
    // The first value is kept.
    XCTAssertEqual(document.root?["a"]?.text, "1")
  }

  func testDuplicateKeyInALargeMappingUsesTheIndex() throws {
    var text = ""
    for index in 0..<40 { text += "k\(index): \(index)\n" }
    text += "k7: again\n"
    let document = read(text)
    XCTAssertEqual(ids(document), ["duplicate-key"])
    XCTAssertEqual(document.diagnostics.first?.range?.start.line, 41)
    XCTAssertEqual(document.diagnostics.first?.notes.first?.range?.start.line, 8)
  }

  func testMergedKeysDoNotCountAsDuplicates() {
    XCTAssertEqual(ids(read("a: &a { x: 1 }\nb:\n  <<: *a\n  x: 2\n")), [])
  }

  func testUnknownTagsAreErrorsAndCoreTagsAreFine() {
    XCTAssertEqual(ids(read("a: !!python/object:os.system x\n")), ["unknown-tag"])
    XCTAssertEqual(ids(read("a: !custom 1\n")), ["unknown-tag"])
    XCTAssertEqual(ids(read("a: !!str 12\nb: !!int '3'\n")), [])
    XCTAssertEqual(read("a: !!str 12\n").root?["a"]?.scalar?.resolved, .string("12"))
  }

  /// The non-specific tag `!` makes a scalar a string, whatever its text (YAML test suite).
  func testNonSpecificTagMakesAScalarAString() throws {
    let document = read("- ! 12\n- ! true\n- ! ~\n- !\n- ! [a]\n- 12\n")
    XCTAssertEqual(document.diagnostics, [])
    let elements = try XCTUnwrap(document.root?.elements)
    XCTAssertEqual(elements[0].scalar?.resolved, .string("12"))
    XCTAssertEqual(elements[1].scalar?.resolved, .string("true"))
    XCTAssertEqual(elements[2].scalar?.resolved, .string("~"))
    // An empty node tagged `!` is the empty string, not null.
    XCTAssertEqual(elements[3].scalar?.resolved, .string(""))
    XCTAssertFalse(elements[3].isNull)
    XCTAssertEqual(elements[4].elements?.first?.text, "a")
    XCTAssertEqual(elements[5].scalar?.resolved, .int(12))
  }

  func testSeveralDocumentsAreAnError() throws {
    let document = read("a: 1\n---\nb: 2\n")
    XCTAssertEqual(ids(document), ["multiple-documents"])
    XCTAssertEqual(document.diagnostics.first?.range?.start.line, 2)
  }

  func testNestingLimit() throws {
    let deep = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
    let document = read("a: " + deep + "\n")
    XCTAssertEqual(ids(document), ["nesting-too-deep"])
    XCTAssertNil(document.root)
    XCTAssertEqual(ids(read("a: " + deep + "\n", limits: ReaderLimits(maxDepth: 300))), [])
  }

  func testBillionLaughsStopsAtTheAliasBudget() throws {
    var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
    for level in 1...9 {
      let previous = "*a\(level - 1)"
      text +=
        "a\(level): &a\(level) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]\n"
    }
    let document = read(text)
    XCTAssertEqual(ids(document), ["alias-expansion-limit"])
    XCTAssertNil(document.root)
  }

  func testRecursiveAndUnknownAliases() {
    XCTAssertEqual(ids(read("a: &a [1, *a]\n")), ["recursive-alias"])
    XCTAssertEqual(ids(read("a: *nothing\n")), ["unknown-alias"])
  }

  func testScalarLimit() {
    let text = "a: " + String(repeating: "x", count: 2000) + "\n"
    XCTAssertEqual(ids(read(text, limits: ReaderLimits(maxScalarBytes: 1000))), ["scalar-too-long"])
    XCTAssertEqual(ids(read(text)), [])
  }

  func testFileSizeLimit() {
    XCTAssertEqual(ids(read("a: 1\n", limits: ReaderLimits(maxFileBytes: 3))), ["file-too-large"])
  }

  func testTabIndentationIsNamed() throws {
    let document = read("a:\n\tb: 1\n")
    XCTAssertEqual(ids(document), ["tab-indentation"])
    XCTAssertEqual(document.diagnostics.first?.range?.start.line, 2)
  }

  func testInvalidUTF8AndControlCharactersAreLocated() throws {
    var bytes = Array("a: 1\nb: ".utf8)
    bytes += [0xC3, 0x28, 0x0A]
    let document = YAMLReader().read(SourceFile(path: "t.yaml", bytes: bytes))
    XCTAssertEqual(ids(document), ["invalid-utf8"])
    XCTAssertEqual(document.diagnostics.first?.range?.start.line, 2)
    let nul = YAMLReader().read(SourceFile(path: "t.yaml", bytes: Array("a: x\u{0}y\n".utf8)))
    XCTAssertEqual(ids(nul), ["control-character"])
  }

  func testUTF16IsRejectedAndBOMAndCRLFWork() throws {
    let utf16 = YAMLReader().read(SourceFile(path: "t.yaml", bytes: [0xFF, 0xFE, 0x61, 0x00]))
    XCTAssertEqual(ids(utf16), ["not-utf8"])
    let bom = YAMLReader().read(
      SourceFile(path: "t.yaml", bytes: [0xEF, 0xBB, 0xBF] + Array("a: 1\r\nb: 2\r\n".utf8)))
    XCTAssertEqual(ids(bom), [])
    XCTAssertEqual(bom.root?["b"]?.text, "2")
    XCTAssertEqual(bom.root?["b"]?.range.start.line, 2)
    // Offsets count the BOM's three bytes.
    XCTAssertEqual(bom.root?.pairs?.first?.key.range.start.offset, 3)
  }

  func testSyntaxErrorsCarryLibYAMLProblemAndContext() throws {
    let document = read("a: [1, 2\nb: 3\n")
    XCTAssertEqual(ids(document), ["yaml-syntax"])
    let diagnostic = try XCTUnwrap(document.diagnostics.first)
    XCTAssertTrue(diagnostic.message.hasPrefix("YAML syntax error: "), diagnostic.message)
    XCTAssertEqual(diagnostic.notes.first?.range?.start.line, 1)
  }

  func testEmptyAndCommentOnlyFilesHaveNoRoot() {
    XCTAssertNil(read("").root)
    XCTAssertNil(read("# only a comment\n").root)
  }
}

/// libyaml's terse problems come with the usual cause.
final class YAMLSyntaxHintTests: XCTestCase {
  func message(_ text: String) -> String {
    YAMLReader().read(SourceFile(path: "t.yaml", text: text)).diagnostics.first?.message ?? ""
  }

  func testIndentationHint() {
    XCTAssertEqual(
      message("a:\n  b: 1\n c: 2\n"),
      "YAML syntax error: did not find expected key; is this line indented like the keys around it?"
    )
  }

  func testColonInValueHint() {
    XCTAssertEqual(
      message("header: Note: this\n"),
      "YAML syntax error: mapping values are not allowed in this context; a value that contains ': ' must be quoted"
    )
  }
}
