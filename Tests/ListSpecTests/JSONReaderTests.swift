import XCTest

@testable import ListSpec

/// The JSON front end of `--items`: nodes with the ranges a diagnostic points at, values as
/// JSON means them, and every way a file can fail to be JSON, located.
final class JSONReaderTests: XCTestCase {
  func read(_ text: String, limits: ReaderLimits = .default) -> YAMLDocument {
    JSONReader(limits: limits).read(SourceFile(path: "data.json", text: text))
  }

  /// The one diagnostic of `text`: its id, message and where it starts.
  func problem(_ text: String, limits: ReaderLimits = .default) throws -> (
    id: DiagnosticID, message: String, at: String
  ) {
    let document = read(text, limits: limits)
    let diagnostic = try XCTUnwrap(document.diagnostics.first, text)
    XCTAssertEqual(document.diagnostics.count, 1, "\(document.diagnostics)")
    return (diagnostic.id, diagnostic.message, "\(diagnostic.range?.start.description ?? "-")")
  }

  func testNodesKeepTheirRangesInLinesColumnsAndBytes() throws {
    let text = "{\n  \"a\": [1, \"é\", true],\n  \"b\": {\"c\": null}\n}"
    let document = read(text)
    XCTAssertEqual(document.diagnostics, [])
    let root = try XCTUnwrap(document.root)
    XCTAssertEqual(root.range.start, SourceLocation(line: 1, column: 1, offset: 0))
    XCTAssertEqual(root.range.end.line, 4)
    let list = try XCTUnwrap(root["a"]?.elements)
    XCTAssertEqual(list[0].range.start, SourceLocation(line: 2, column: 9, offset: 10))
    XCTAssertEqual(list[1].range.start, SourceLocation(line: 2, column: 12, offset: 13))
    // Columns count characters, offsets bytes: "é" is two bytes, one column.
    XCTAssertEqual(list[2].range.start, SourceLocation(line: 2, column: 17, offset: 19))
    XCTAssertEqual(root["b"]?["c"]?.range.start.line, 3)
    // The range of a key is its quoted text.
    let key = try XCTUnwrap(root.pairs?.last?.key)
    XCTAssertEqual(key.range.start, SourceLocation(line: 3, column: 3, offset: 28))
    XCTAssertEqual(key.range.end.column, 6)
  }

  func testValuesMeanWhatJSONSays() throws {
    let root = try XCTUnwrap(
      read(
        #"{"s": "true", "n": 12, "f": -1.5e2, "z": -0, "t": true, "x": null, "big": 1e400, "e": "a\"\\\/\b\f\n\r\t\u00e9\ud83e\udd50"}"#
      ).root)
    // A string is never read as a number or a boolean.
    XCTAssertEqual(root["s"]?.scalar?.resolved, .string("true"))
    XCTAssertEqual(root["n"]?.scalar?.resolved, .int(12))
    XCTAssertEqual(root["f"]?.scalar?.resolved, .float(-150))
    XCTAssertEqual(root["z"]?.scalar?.resolved, .int(0))
    XCTAssertEqual(root["t"]?.scalar?.resolved, .bool(true))
    XCTAssertEqual(root["x"]?.scalar?.resolved, .null)
    XCTAssertEqual(root["big"]?.scalar?.resolved, .float(.infinity))
    XCTAssertEqual(root["e"]?.scalar?.text, "a\"\\/\u{8}\u{C}\n\r\té🥐")
  }

  func testLinesAfterALineSeparatorInAStringCountAsTheSourceFileCountsThem() throws {
    // U+2028 breaks a line for the source file's line table, as libyaml counts; the node
    // after it must be on the line the caret is drawn on.
    let text = "[\"a\u{2028}b\",\n 1]"
    let document = read(text)
    let second = try XCTUnwrap(document.root?.elements?[1])
    let source = SourceFile(path: "data.json", text: text)
    XCTAssertEqual(second.range.start, source.location(byteOffset: second.range.start.offset))
  }

  func testEveryKindOfBadJSONIsALocatedErrorThatSaysWhatToWrite() throws {
    let cases: [(String, String, String)] = [
      ("{\"a\": [1, 2,]}", "1:13", "no comma after the last element"),
      ("{\"a\": 1,}", "1:9", "no comma after the last member"),
      ("{\"a\": 1 // x\n}", "1:9", "JSON has no comments"),
      ("{'a': 1}", "1:2", "double quotes"),
      ("{\"a\": tru}", "1:7", "expected a value"),
      ("{\"a\": yes}", "1:7", "expected a value"),
      ("[01]", "1:2", "leading zero"),
      ("[1.]", "1:4", "digit after the decimal point"),
      ("[-]", "1:3", "digit after '-'"),
      ("[\"a\tb\"]", "1:4", "U+0009"),
      ("[\"\\x\"]", "1:3", "not a JSON escape"),
      ("[\"\\u12\"]", "1:3", "four hexadecimal digits"),
      ("[\"\\ud83d\"]", "1:3", "half of a UTF-16 surrogate pair"),
      ("[\"\\ude00\"]", "1:3", "half of a UTF-16 surrogate pair"),
      ("\n  [\"abc", "2:4", "not closed"),
      ("{\"a\": [1, 2}", "1:12", "expected ',' or ']'"),
      ("{\"a\" 1}", "1:6", "expected ':'"),
      ("{\"a\": 1} x", "1:10", "after the JSON value"),
      ("{\"a\": [1,\n", "2:1", "ends inside this array, opened at 1:7"),
      ("", "1:1", "holds no JSON value"),
      ("\u{FEFF}", "1:1", "holds no JSON value"),
    ]
    for (text, location, words) in cases {
      let found = try problem(text)
      XCTAssertEqual(found.id, .jsonSyntax, text)
      XCTAssertEqual(found.at, location, text)
      XCTAssertTrue(found.message.contains(words), "\(text): \(found.message)")
    }
  }

  func testInvalidUTF8DuplicateNamesAndTheLimitsAreTheReadersOwnDiagnostics() throws {
    let bytes: [UInt8] = Array("[\"a".utf8) + [0xC3, 0x28] + Array("\"]".utf8)
    let invalid = JSONReader().read(SourceFile(path: "data.json", bytes: bytes))
    XCTAssertEqual(invalid.diagnostics.map(\.id), [.invalidUTF8])
    XCTAssertEqual(invalid.diagnostics.first?.range?.start.description, "1:4")

    let duplicate = read("{\"a\": 1,\n \"a\": 2}")
    XCTAssertEqual(duplicate.diagnostics.map(\.id), [.duplicateKey])
    XCTAssertEqual(duplicate.diagnostics.first?.range?.start.description, "2:2")
    XCTAssertEqual(duplicate.diagnostics.first?.notes.first?.range?.start.description, "1:2")
    XCTAssertNotNil(duplicate.root, "a duplicate name is a problem of the data, not of the JSON")

    var limits = ReaderLimits()
    limits.maxDepth = 3
    XCTAssertEqual(try problem("[[[[1]]]]", limits: limits).id, .nestingTooDeep)
    XCTAssertEqual(read("[[[1]]]", limits: limits).diagnostics, [])
    limits = ReaderLimits()
    limits.maxScalarBytes = 4
    XCTAssertEqual(try problem("[\"abcde\"]", limits: limits).id, .scalarTooLong)
  }

  func testDeepNestingIsRefusedWithoutExhaustingTheStack() throws {
    let text = String(repeating: "[", count: 100_000)
    XCTAssertEqual(try problem(text).id, .nestingTooDeep)
  }
}
