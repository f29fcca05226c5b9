import Foundation
import XCTest

@testable import ListSpec

/// The bad-input corpus: hostile and malformed files, each answered with its error id at its
/// location (or, for valid oddities, a clean result) under the limits of `specs/limits.md`.
/// Big inputs are generated here, at run time, never committed.
final class BadInputTests: XCTestCase {
  /// Loads raw bytes as "test.yaml".
  func load(_ bytes: [UInt8], limits: ReaderLimits = .default) -> LoadedSpec {
    ListSpecLoader.load(
      source: SourceFile(path: "test.yaml", bytes: bytes), options: LoadOptions(limits: limits))
  }

  /// Asserts the diagnostics ("line:column severity id", source order) and that the loader
  /// kept its promise: a spec exactly when there are no errors.
  @discardableResult
  func assertBytes(
    _ bytes: [UInt8], _ expected: [String], limits: ReaderLimits = .default,
    file: StaticString = #filePath, line: UInt = #line
  ) -> LoadedSpec {
    let loaded = load(bytes, limits: limits)
    // Messages can quote megabytes of input; show their starts.
    let messages = loaded.diagnostics.prefix(5).map { String($0.message.prefix(200)) }
    XCTAssertEqual(summaries(loaded), expected, "messages: \(messages)", file: file, line: line)
    XCTAssertEqual(loaded.spec == nil, loaded.diagnostics.containsErrors, file: file, line: line)
    return loaded
  }

  /// A valid spec with one hosting cell `row` (a Text with `modifiers`) and items written as
  /// flow mappings (each gets `cell: row` from its section).
  func spec(modifiers: String = "[]", items: [String] = ["{ id: a }"]) -> String {
    """
    listspec: 1
    list: { appearance: plain }
    cells:
      row:
        hosting:
          content: { Text: "x", modifiers: \(modifiers) }
    sections:
      - id: main
        cell: row
        items: [\(items.joined(separator: ", "))]

    """
  }

  // MARK: Aliases

  /// Ten levels of ten aliases: 10^10 nodes if expanded. The alias budget (1,000,000 nodes)
  /// stops it at the alias that crosses it: level 5, eighth alias (123,440 + 8 × 111,111).
  func testBillionLaughsStopsAtTheAliasThatCrossesTheBudget() {
    var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
    for level in 1...9 {
      let aliases = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
      text += "a\(level): &a\(level) [\(aliases)]\n"
    }
    let loaded = assertDiagnostics(text, ["6:45 error alias-expansion-limit"])
    XCTAssertNil(loaded.spec)
    XCTAssertTrue(loaded.diagnostics[0].message.contains("--max-alias-nodes"))
    // A budget large enough for the first five levels moves the error to level 6.
    let raised = ReaderLimits(maxAliasExpansion: 2_000_000)
    assertBytes(Array(text.utf8), ["7:10 error alias-expansion-limit"], limits: raised)
  }

  /// The classic form: strings doubled by aliases in mappings.
  func testBillionLaughsOfMappingsAndStrings() {
    var text = "lol0: &lol0 \"lol\"\n"
    for level in 1...12 {
      let aliases = (0..<10).map { "k\($0): *lol\(level - 1)" }.joined(separator: ", ")
      text += "lol\(level): &lol\(level) { \(aliases) }\n"
    }
    let loaded = loadSpec(text)
    XCTAssertEqual(loaded.diagnostics.map(\.id), [.aliasExpansionLimit])
    XCTAssertEqual(loaded.diagnostics.first?.location?.line, 7)
  }

  /// One anchored value of 1,000,000 bytes aliased 3,000 times is 3,000 nodes, far under the
  /// node budget, but 3 GB of text: validate peaked at 2.9 GB, generate at 11 GB. The byte
  /// budget (32 MiB) stops it at the alias that crosses it, the 34th (34 × 1,000,000 bytes).
  func testOneLargeValueAliasedManyTimesStopsAtTheByteBudget() {
    var text = "listspec: 1\nlist: { appearance: plain }\nsections: []\n"
    text += "big: &big " + String(repeating: "x", count: 1_000_000) + "\n"
    text += "copies:\n" + String(repeating: "  - *big\n", count: 2_999)
    let loaded = assertBytes(Array(text.utf8), ["39:5 error alias-expansion-limit"])
    XCTAssertTrue(loaded.diagnostics[0].message.contains("--max-alias-bytes"))
    XCTAssertTrue(loaded.diagnostics[0].message.contains("33554432 bytes"))

    // An aliased subtree counts all of its text, keys and aliases inside it included: `*x`
    // adds 2 bytes, each `*m` 8 (`ab`, `cd`, `ef` and the 2 of `*x`), 18 in all.
    let text2 = "x: &x ef\nm: &m { ab: cd, ef: *x }\ncopies: [*m, *m]\n"
    let crossed = load(Array(text2.utf8), limits: ReaderLimits(maxAliasBytes: 17))
    XCTAssertEqual(summaries(crossed), ["3:14 error alias-expansion-limit"])
    let within = load(Array(text2.utf8), limits: ReaderLimits(maxAliasBytes: 18))
    XCTAssertFalse(within.diagnostics.map(\.id).contains(.aliasExpansionLimit))
  }

  func testRecursiveAliasesAreNamedAtTheAlias() {
    assertDiagnostics("a: &a [1, *a]\n", ["1:11 error recursive-alias"])
    assertDiagnostics("a: &a { b: { c: *a } }\n", ["1:17 error recursive-alias"])
    assertDiagnostics("a: *nothing\n", ["1:4 error unknown-alias"])
  }

  // MARK: Nesting, size

  /// 100,000 levels of flow sequences, closed and unclosed, stop at the 129th level.
  func testHundredThousandDeepSequences() {
    let depth = 100_000
    let closed = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    assertBytes(Array(closed.utf8), ["1:129 error nesting-too-deep"])
    assertBytes(Array(String(repeating: "[", count: depth).utf8), ["1:129 error nesting-too-deep"])
    // Block sequences nest on one line too: "- - - … x".
    let block = String(repeating: "- ", count: depth) + "x\n"
    assertBytes(Array(block.utf8), ["1:257 error nesting-too-deep"])
  }

  func testHundredThousandDeepMappings() {
    let depth = 100_000
    let text = String(repeating: "{a: ", count: depth) + "x" + String(repeating: "}", count: depth)
    let loaded = assertBytes(Array(text.utf8), ["1:513 error nesting-too-deep"])
    XCTAssertTrue(loaded.diagnostics[0].message.contains("--max-depth"))
  }

  func testDepthLimitIsAdjustable() {
    let text = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
    assertBytes(Array(text.utf8), ["1:129 error nesting-too-deep"])
    // Within a raised limit the document is read; it is then simply not a spec.
    assertBytes(Array(text.utf8), ["1:1 error type-mismatch"], limits: ReaderLimits(maxDepth: 300))
  }

  /// A 50 MB scalar is refused by the 1 MiB scalar limit, pointing at the scalar.
  func testFiftyMegabyteScalar() {
    var bytes = Array("listspec: 1\nlist: ".utf8)
    bytes += [UInt8](repeating: UInt8(ascii: "x"), count: 50_000_000)
    bytes.append(0x0A)
    let loaded = assertBytes(bytes, ["2:7 error scalar-too-long"])
    XCTAssertTrue(loaded.diagnostics[0].message.contains("--max-scalar-size"))
  }

  func testFileSizeLimitIsCheckedBeforeReading() throws {
    let folder = try temporaryFolder()
    let path = folder.appendingPathComponent("big.yaml").path
    try Data(repeating: UInt8(ascii: "#"), count: 4096).write(to: URL(fileURLWithPath: path))
    let loaded = ListSpecLoader.load(
      path: path, options: LoadOptions(limits: ReaderLimits(maxFileBytes: 1000)))
    XCTAssertEqual(loaded.diagnostics.map(\.id), [.fileTooLarge])
    XCTAssertNil(loaded.diagnostics.first?.range, "a whole-file problem has no line")
    XCTAssertTrue(loaded.diagnostics[0].message.contains("--max-file-size"))
    XCTAssertNil(loaded.spec)
  }

  /// A 20,000-key mapping (an item's fields, the one place that takes any key) is read whole;
  /// a duplicate as its last key, long past the 16 keys the reader compares one by one before
  /// it indexes them, is found and located. That reading stays linear in the keys up to a
  /// million is measured by `listspec-bench wide-mapping`, not here: tests do not time.
  func testWideMappingFindsItsDuplicate() {
    let keys = 20_000
    var bytes = Array(
      """
      listspec: 1
      list: { appearance: plain }
      cells:
        row:
          content: { text: "{k0}" }
      sections:
        - id: main
          cell: row
          items:
            - id: a

      """.utf8)
    for key in 0..<keys {
      bytes += Array("        k\(key): 1\n".utf8)
    }
    bytes += Array("        k\(keys - 1): again\n".utf8)
    let loaded = assertBytes(bytes, ["\(keys + 11):9 error duplicate-key"])
    XCTAssertEqual(loaded.diagnostics.first?.notes.first?.range?.start.line, keys + 10)
  }

  /// Unknown top-level keys are found as the reader meets them, and past 16 keys it keeps
  /// neither them nor their values: the diagnostics are those of decoding the whole tree, in
  /// the same order (so even past the limit the same ones are kept) — with a misspelled key
  /// (kept, and read as the key it resembles), a duplicate of a dropped key, an anchor in a
  /// dropped key's value, and a merge key bringing in a key written and dropped.
  func testUnknownTopLevelKeysAreFoundAsTheyAreRead() throws {
    var text = "base: &base { x30: merged, y9: merged }\nlistspec: 1\nlist: { appearance: plain }\n"
    for key in 0..<40 {
      text += key == 20 ? "x20: [a, { b: &inner c }]\n" : "x\(key): 1\n"
      if key == 25 { text += "previw: 5\n" }
    }
    text += "inner: *inner\nx3: again\n<<: *base\nsections: []\n"
    let bytes = Array(text.utf8)
    var wholeTree = LoadOptions()
    wholeTree.streamsSections = false
    for limit in [1000, 30, 3] {
      var options = LoadOptions(limits: ReaderLimits(maxDiagnostics: limit))
      var reference = wholeTree
      reference.limits = options.limits
      let source = SourceFile(path: "test.yaml", bytes: bytes)
      let expected = ListSpecLoader.load(source: source, options: reference).diagnostics
      for keepsSpec in [true, false] {
        options.keepsSpec = keepsSpec
        XCTAssertEqual(
          ListSpecLoader.load(source: source, options: options).diagnostics, expected,
          "limit \(limit), keepsSpec \(keepsSpec)")
      }
    }
    let loaded = load(bytes)
    let summary = summaries(loaded)
    XCTAssertEqual(summary.filter { $0.hasSuffix("unknown-key") }.count, 44, "\(summary)")
    XCTAssertTrue(summary.contains("1:28 error unknown-key"), "y9, merged in: \(summary)")
    XCTAssertFalse(summary.contains("1:15 error unknown-key"), "x30 was written: \(summary)")
    XCTAssertTrue(summary.contains("46:1 error duplicate-key"), "\(summary)")
    XCTAssertEqual(
      loaded.diagnostics.first { $0.id == .duplicateKey }?.notes.first?.range?.start.line, 7)
    let misspelled = try XCTUnwrap(loaded.diagnostics.first { $0.message.contains("'previw'") })
    XCTAssertTrue(misspelled.message.contains("did you mean 'preview'"), misspelled.message)
    XCTAssertTrue(
      summary.contains("30:9 error type-mismatch"), "previw read as preview: \(summary)")

    // What the reader kept: the first 16 keys (then its index of them takes over) and the
    // keys it was told to keep. A dropped value that holds an anchor stays for its aliases.
    let kept: Set<String> = ["previw", "inner", "sections"]
    let document = YAMLReader().read(
      SourceFile(path: "test.yaml", bytes: bytes), streamingElementsOf: nil, to: nil,
      rootKeys: { name, _ in !kept.contains(name) })
    let keys = try XCTUnwrap(document.root?.pairs).filter { !$0.isMerged }.map { $0.key.text! }
    XCTAssertEqual(
      keys,
      ["base", "listspec", "list"] + (0..<13).map { "x\($0)" } + ["previw", "inner", "sections"])
    XCTAssertEqual(document.root?.pairs?.first { $0.key.text == "inner" }?.value.text, "c")
    XCTAssertEqual(document.root?.pairs?.filter(\.isMerged).map { $0.key.text! }, ["y9"])
    XCTAssertEqual(document.diagnostics.map(\.id), [.duplicateKey])
  }

  /// One error per line is bounded too: 3,000 unknown keys yield the first 1,000 and one
  /// `too-many-diagnostics` error (a 256 MiB file of them once needed about 15 GB).
  func testDiagnosticsStopAtTheLimit() throws {
    var text = "listspec: 1\nlist: { appearance: plain }\nsections: []\n"
    for key in 0..<3000 { text += "k\(key): 1\n" }
    let loaded = load(Array(text.utf8))
    XCTAssertEqual(loaded.diagnostics.count, 1001)
    XCTAssertEqual(loaded.diagnostics.first?.location?.line, 4)
    XCTAssertEqual(loaded.diagnostics[999].location?.line, 1003, "the first 1,000 in order")
    let last = try XCTUnwrap(loaded.diagnostics.last)
    XCTAssertEqual(last.id, .tooManyDiagnostics)
    XCTAssertEqual(last.severity, .error)
    XCTAssertNil(last.range)
    XCTAssertEqual(last.path, "test.yaml")
    XCTAssertTrue(last.message.contains("--max-diagnostics"), last.message)
    XCTAssertNil(loaded.spec)
    let raised = load(Array(text.utf8), limits: ReaderLimits(maxDiagnostics: 5000))
    XCTAssertEqual(raised.diagnostics.count, 3000)
    XCTAssertFalse(raised.diagnostics.contains { $0.id == .tooManyDiagnostics })
  }

  /// Duplicate keys come from the reader, duplicate ids from the validator: both bounded.
  func testDiagnosticLimitInEveryStage() {
    let keys = "a: 1\n" + String(repeating: "a: 2\n", count: 3000)
    XCTAssertEqual(
      load(Array(keys.utf8)).diagnostics.map(\.id).suffix(2), [.duplicateKey, .tooManyDiagnostics])
    let items = Array(repeating: "{ id: a }", count: 3000)
    let loaded = load(Array(spec(items: items).utf8))
    XCTAssertEqual(loaded.diagnostics.count, 1001)
    XCTAssertEqual(loaded.diagnostics.map(\.id).suffix(2), [.duplicateItemID, .tooManyDiagnostics])
    XCTAssertEqual(loaded.diagnostics.last?.severity, .error)
  }

  /// Past 4,096 items the decoder and validator work in parallel chunks: the limit holds
  /// there too, the diagnostics come in source order, and the result is the same on every
  /// run. (Each check keeps the earliest it finds; the loader shows 1,000 of all that.)
  func testDiagnosticLimitInTheParallelItemPath() throws {
    var text = "listspec: 1\nlist: { appearance: plain }\n"
    text += "cells: { row: { content: { text: \"{title}\" } } }\nsections:\n  - id: s\n"
    text += "    cell: row\n    items:\n"
    for index in 0..<6000 {
      // Every item is wrong: a scalar, a duplicate id, or a missing field.
      switch index % 3 {
      case 0: text += "      - \(index)\n"
      case 1: text += "      - { id: same, title: T }\n"
      default: text += "      - { id: i\(index) }\n"
      }
    }
    let first = load(Array(text.utf8))
    XCTAssertEqual(first.diagnostics.count, 1001)
    XCTAssertEqual(first.diagnostics.last?.id, .tooManyDiagnostics)
    XCTAssertEqual(first.diagnostics.last?.severity, .error)
    let lines = first.diagnostics.dropLast().compactMap { $0.location?.line }
    XCTAssertEqual(lines, lines.sorted(), "in source order")
    XCTAssertEqual(lines.first, 8)
    for _ in 0..<3 {
      XCTAssertEqual(summaries(load(Array(text.utf8))), summaries(first), "deterministic")
    }
  }

  /// A long line is quoted as a window around the caret: 20,000 duplicate keys on one 120 KB
  /// line printed the line twice per diagnostic (240 MB; 2.4 GB for 200,000 keys).
  func testLongLinesAreQuotedAsAWindow() throws {
    let line = "{" + Array(repeating: "a: 1", count: 20_000).joined(separator: ", ") + "}"
    let loaded = load(Array((line + "\n").utf8))
    XCTAssertEqual(loaded.diagnostics.count, 1001)
    let text = DiagnosticFormatter().format(
      loaded.diagnostics, sources: ["test.yaml": loaded.source])
    XCTAssertLessThan(text.utf8.count, 1_000_000)
    // A duplicate far into the line: a window with the caret under its key.
    let shown = try XCTUnwrap(
      DiagnosticFormatter().format([loaded.diagnostics[499]], sources: ["test.yaml": loaded.source])
        .split(separator: "\n").map(String.init).dropFirst().first)
    let caretLine = try XCTUnwrap(
      DiagnosticFormatter().format([loaded.diagnostics[499]], sources: ["test.yaml": loaded.source])
        .split(separator: "\n").map(String.init).dropFirst(2).first)
    XCTAssertGreaterThan(try XCTUnwrap(loaded.diagnostics[499].location?.column), 2900)
    XCTAssertTrue(shown.hasPrefix("…") && shown.hasSuffix("…"), shown)
    let caret = try XCTUnwrap(caretLine.firstIndex(of: "^"))
    let column = caretLine.distance(from: caretLine.startIndex, to: caret)
    XCTAssertEqual(Array(shown)[column], "a")
    XCTAssertEqual(caretLine.trimmingCharacters(in: .whitespaces), "^")
  }

  /// Items × fields: a template reading 5,000 fields and 200 items with none of them would be
  /// a million diagnostics; the check stops at the limit.
  func testMissingFieldsStopAtTheLimit() throws {
    let template = (0..<5000).map { "{f\($0)}" }.joined()
    var text = "listspec: 1\nlist: { appearance: plain }\n"
    text += "cells: { row: { content: { text: \"\(template)\" } } }\n"
    text += "sections:\n  - id: s\n    cell: row\n    items:\n"
    for index in 0..<200 { text += "      - { id: i\(index) }\n" }
    let loaded = load(Array(text.utf8))
    XCTAssertEqual(loaded.diagnostics.count, 1001)
    XCTAssertEqual(Set(loaded.diagnostics.dropLast().map(\.id)), [.missingItemField])
    XCTAssertEqual(loaded.diagnostics.last?.id, .tooManyDiagnostics)
    XCTAssertEqual(loaded.diagnostics.last?.severity, .error)
  }

  /// Warnings past the limit do not fail a valid spec; an error past it always does.
  func testDroppedWarningsKeepASpecValidButDroppedErrorsDoNot() throws {
    var text = "listspec: 1\nlist: { appearance: plain }\nsections:\n"
    for index in 0..<1500 { text += "  - { id: s\(index), header: H }\n" }
    let warned = load(Array(text.utf8))
    XCTAssertEqual(warned.diagnostics.count, 1001)
    XCTAssertEqual(warned.diagnostics.last?.id, .tooManyDiagnostics)
    XCTAssertEqual(warned.diagnostics.last?.severity, .warning)
    XCTAssertNotNil(warned.spec, "1,500 warnings are still a valid spec")
    text += "  - { id: last, header: [not, a, string] }\n"
    let failed = load(Array(text.utf8))
    XCTAssertFalse(failed.diagnostics.prefix(1000).contains { $0.severity == .error })
    XCTAssertEqual(failed.diagnostics.last?.severity, .error, "the dropped error still counts")
    XCTAssertNil(failed.spec)
  }

  // MARK: Encodings and bytes

  func testInvalidUTF8InKeysAndValues() {
    assertBytes(
      Array("listspec: 1\nli".utf8) + [0xFF] + Array("st: x\n".utf8),
      ["2:3 error invalid-utf8"])
    assertBytes(
      Array("listspec: 1\nlist: ab".utf8) + [0xC3, 0x28] + [0x0A],
      ["2:10 error invalid-utf8"])
    // Overlong "/" and a UTF-16 surrogate written as UTF-8.
    assertBytes(Array("a: ".utf8) + [0xC0, 0xAF] + [0x0A], ["1:4 error invalid-utf8"])
    assertBytes(Array("a: ".utf8) + [0xED, 0xA0, 0x80] + [0x0A], ["1:4 error invalid-utf8"])
    // A sequence cut off by the end of the file.
    assertBytes(Array("a: ".utf8) + [0xE2, 0x82], ["1:4 error invalid-utf8"])
  }

  /// A BOM and CRLF line endings are valid: the spec loads, and locations and quoted source
  /// lines are right (no stray CR, the BOM's bytes counted in offsets).
  func testBOMAndCRLFAreValid() throws {
    let text = spec().replacingOccurrences(of: "\n", with: "\r\n")
    let valid = assertBytes([0xEF, 0xBB, 0xBF] + Array(text.utf8), [])
    XCTAssertEqual(valid.spec?.sections.first?.items.first?.id, "a")
    let broken = text.replacingOccurrences(of: "plain", with: "plian")
    let loaded = assertBytes([0xEF, 0xBB, 0xBF] + Array(broken.utf8), ["2:21 error unknown-value"])
    let diagnostic = try XCTUnwrap(loaded.diagnostics.first)
    let range = try XCTUnwrap(diagnostic.range)
    XCTAssertEqual(
      Array(loaded.source.bytes[range.start.offset..<range.end.offset]),
      Array("plian".utf8))
    let shown = DiagnosticFormatter().format([diagnostic], sources: ["test.yaml": loaded.source])
    XCTAssertTrue(shown.contains("list: { appearance: plian }\n"), shown)
    XCTAssertFalse(shown.contains("\r"), shown)
  }

  /// libyaml counts a lone CR, NEL, U+2028 and U+2029 as line breaks; locations after them
  /// must name the same line (found by the fuzzer: a line number past the end of the file).
  func testLoneCRAndUnicodeLineBreaksKeepLinesInStep() throws {
    for lineBreak in ["\r", "\u{85}", "\u{2028}", "\u{2029}"] {
      let text = ["listspec: 1", "list: { appearance: plian }", "sections: []", ""]
        .joined(separator: lineBreak)
      let loaded = assertBytes(Array(text.utf8), ["2:21 error unknown-value"])
      let range = try XCTUnwrap(loaded.diagnostics.first?.range)
      XCTAssertEqual(
        Array(loaded.source.bytes[range.start.offset..<range.end.offset]), Array("plian".utf8))
      XCTAssertEqual(loaded.source.text(ofLine: 2), "list: { appearance: plian }")
      XCTAssertEqual(loaded.source.text(ofLine: 3), "sections: []")
    }
  }

  func testNULBytesAreControlCharacters() {
    assertBytes(
      Array("listspec: 1\nlist: a".utf8) + [0] + Array("b\n".utf8),
      ["2:8 error control-character"])
    assertBytes([0, 0, 0], ["1:1 error control-character"])
  }

  /// A whole-file problem: no line to point at.
  func testUTF16AndUTF32AreRefused() {
    assertBytes([0xFF, 0xFE] + Array("a".utf8) + [0], ["- error not-utf8"])
    assertBytes([0xFE, 0xFF, 0, UInt8(ascii: "a")], ["- error not-utf8"])
    assertBytes([0, 0, 0xFE, 0xFF], ["- error not-utf8"])
  }

  func testTabsAsIndentation() {
    assertDiagnostics("listspec: 1\nlist:\n\tappearance: plain\n", ["3:1 error tab-indentation"])
  }

  // MARK: Empty and odd documents

  func testEmptyAndCommentOnlyFiles() {
    assertBytes([], ["1:1 error empty-document"])
    assertDiagnostics("# only a comment\n", ["1:1 error empty-document"])
    assertDiagnostics("\n\n   \n", ["1:1 error empty-document"])
    // An explicit empty document: its null root is where it ends.
    assertDiagnostics("---\n...\n", ["2:1 error empty-document"])
  }

  func testSeveralDocuments() {
    assertDiagnostics(spec() + "---\nlistspec: 1\n", ["11:1 error multiple-documents"])
    assertDiagnostics(
      "--- a\n--- b\n", ["1:5 error type-mismatch", "2:1 error multiple-documents"])
  }

  func testUnknownTags() {
    assertDiagnostics(
      "listspec: 1\nlist: !!python/object:os.system { appearance: plain }\nsections: []\n",
      ["2:7 error unknown-tag"])
    assertDiagnostics(
      "listspec: 1\nlist: { appearance: plain }\nsections: !!python/object/apply:os.system [ls]\n",
      ["3:11 error unknown-tag", "3:44 error type-mismatch"])
    assertDiagnostics(
      "listspec: !custom 1\nlist: { appearance: plain }\nsections: []\n", ["1:11 error unknown-tag"]
    )
  }

  // MARK: Duplicate keys at every level

  func testDuplicateKeysAtEveryLevel() {
    // Top level.
    assertDiagnostics(
      "listspec: 1\nlist: { appearance: plain }\nlistspec: 1\nsections: []\n",
      ["3:1 error duplicate-key"])
    // A flow mapping in 'list'.
    assertDiagnostics(
      "listspec: 1\nlist: { appearance: plain, appearance: grouped }\nsections: []\n",
      ["2:28 error duplicate-key"])
    // Cell templates, and keys inside one.
    let twoCells = spec().replacingOccurrences(
      of: "cells:\n", with: "cells:\n  row: { content: { text: x } }\n")
    assertDiagnostics(twoCells, ["5:3 error duplicate-key"])
    let insideView = spec().replacingOccurrences(
      of: "{ Text: \"x\",", with: "{ Text: \"x\", Text: y,")
    assertDiagnostics(insideView, ["6:29 error duplicate-key"])
    // A modifier's arguments.
    assertDiagnostics(
      spec(modifiers: "[{ frame: { height: 4, height: 5 } }]"), ["6:63 error duplicate-key"])
    // A section, and an item.
    let section = spec().replacingOccurrences(
      of: "    cell: row\n", with: "    cell: row\n    id: x\n")
    assertDiagnostics(section, ["10:5 error duplicate-key"])
    assertDiagnostics(spec(items: ["{ id: a, id: b }"]), ["10:22 error duplicate-key"])
  }

  /// Past 16 keys a mapping's keys are found in an index (`FirstUseTable`), not by a scan:
  /// keys are still equal byte for byte, as in a small mapping (YAML compares code points, so
  /// a precomposed and a decomposed é are two keys), and the note still points at the first.
  func testDuplicateKeysOfALargeMappingAreFoundAsInASmallOne() throws {
    for keyCount in [3, 40, 900] {
      var text = "listspec: 1\nlist: { appearance: plain }\nsections: []\npreview:\n"
      text += "  caf\u{E9}: 1\n  cafe\u{301}: 1\n"
      for key in 0..<keyCount { text += "  k\(key): 1\n" }
      text += "  k1: again\n  caf\u{E9}: again\n"
      let loaded = loadSpec(text)
      let duplicates = loaded.diagnostics.filter { $0.id == .duplicateKey }
      XCTAssertEqual(
        duplicates.map { $0.range?.start.line }, [keyCount + 7, keyCount + 8], "\(keyCount) keys")
      let firsts = duplicates.map { $0.notes.first?.range?.start }
      XCTAssertEqual(firsts.map { $0?.line }, [8, 5], "\(keyCount) keys")
      XCTAssertEqual(firsts.map { $0?.column }, [3, 3], "\(keyCount) keys")
      // The offsets are those of the keys' lines (byte offsets: é is two bytes).
      let lineStarts =
        [0]
        + text.utf8.indices.filter { text.utf8[$0] == 10 }.map {
          text.utf8.distance(from: text.utf8.startIndex, to: $0) + 1
        }
      XCTAssertEqual(firsts.map { $0?.offset }, [lineStarts[7] + 2, lineStarts[4] + 2])
    }
  }

  func testDuplicateKeyNotePointsAtTheFirst() throws {
    let loaded = loadSpec("listspec: 1\nlist: { appearance: plain }\nlistspec: 1\nsections: []\n")
    let note = try XCTUnwrap(loaded.diagnostics.first?.notes.first)
    XCTAssertEqual(note.range?.start.line, 1)
    XCTAssertEqual(note.range?.start.column, 1)
  }

  // MARK: Numbers where a size is expected

  func testNonFiniteNumbersAreRefusedWhereASizeIsExpected() {
    assertDiagnostics(
      spec(modifiers: "[{ frame: { height: 1e400 } }]"), ["6:60 error invalid-number"])
    assertDiagnostics(
      spec(modifiers: "[{ frame: { height: .nan } }]"), ["6:60 error invalid-number"])
    assertDiagnostics(
      spec(modifiers: "[{ frame: { height: .inf } }]"), ["6:60 error invalid-number"])
    assertDiagnostics(
      spec(modifiers: "[{ frame: { height: -1 } }]"), ["6:60 error invalid-number"])
  }

  /// `-0` reads as 0 and `0x10` as 16 (YAML 1.2 core schema ints); both are fine sizes.
  func testNegativeZeroAndHexAreSizes() throws {
    for (text, expected) in [("-0", 0.0), ("-0.0", 0), ("0x10", 16), ("0o20", 16)] {
      let loaded = try XCTUnwrap(
        assertClean(spec(modifiers: "[{ frame: { height: \(text) } }]")), text)
      guard case .hosting(let hosting)? = loaded.cells.first?.kind,
        case .frame(let frame)? = hosting.content.modifiers.first?.modifier
      else { return XCTFail("no frame for \(text)") }
      XCTAssertEqual(frame.height, expected, text)
      XCTAssertEqual(frame.height?.sign, .plus, "\(text) must not stay negative zero")
    }
  }

  // MARK: Identifiers

  func testVeryLongIDs() throws {
    let long = String(repeating: "a", count: 500_000)
    let loaded = try XCTUnwrap(assertClean(spec(items: ["{ id: \(long) }"])))
    XCTAssertEqual(loaded.sections.first?.items.first?.id.utf8.count, 500_000)
    assertBytes(
      Array(spec(items: ["{ id: \(long) }", "{ id: \(long) }"]).utf8),
      ["10:500029 error duplicate-item-id"])
    // Over the scalar limit, the id is refused before it is decoded.
    let tooLong = String(repeating: "b", count: (1 << 20) + 1)
    assertBytes(Array(spec(items: ["{ id: \(tooLong) }"]).utf8), ["10:19 error scalar-too-long"])
  }

  /// Decision (specs/limits.md): ids that differ only by Unicode normalisation are the same
  /// id. Swift's String equality is canonical equivalence, so the app's diffable data source
  /// would treat "é" (U+00E9) and "e" + U+0301 as one identifier and crash.
  func testIDsThatDifferOnlyByNormalisationAreDuplicates() throws {
    let composed = "caf\u{E9}"
    let decomposed = "cafe\u{301}"
    XCTAssertNotEqual(Array(composed.utf8), Array(decomposed.utf8))
    let loaded = assertDiagnostics(
      spec(items: ["{ id: \(composed) }", "{ id: \(decomposed) }"]),
      ["10:33 error duplicate-item-id"])
    XCTAssertEqual(loaded.diagnostics.first?.notes.first?.range?.start.column, 19)
    let sections = """
      listspec: 1
      list: { appearance: plain }
      sections:
        - id: \(composed)
        - id: \(decomposed)

      """
    assertDiagnostics(sections, ["5:9 error duplicate-section-id"])
    // Different characters that only look alike (Latin a, Cyrillic а) are different ids.
    assertClean(spec(items: ["{ id: a }", "{ id: \u{430} }"]))
  }

  /// The same decision in the diff: an id written composed in the old file and decomposed in
  /// the new one is the same item, as the app's data source would see it.
  func testDiffMatchesIDsEqualUnderNormalisation() throws {
    let old = try XCTUnwrap(assertClean(spec(items: ["{ id: caf\u{E9} }", "{ id: b }"])))
    let new = try XCTUnwrap(assertClean(spec(items: ["{ id: cafe\u{301} }", "{ id: b }"])))
    let diff = ListDiff.compute(old: old, new: new)
    XCTAssertTrue(diff.deletedItems.isEmpty, "\(diff.deletedItems.map(\.id))")
    XCTAssertTrue(diff.insertedItems.isEmpty, "\(diff.insertedItems.map(\.id))")
  }

  // MARK: Files that are not files

  func testDirectoryAndMissingFile() throws {
    let folder = try temporaryFolder()
    let directory = ListSpecLoader.load(path: folder.path)
    XCTAssertTrue(directory.isUnreadable)
    XCTAssertEqual(directory.diagnostics.map(\.id), [.unreadableFile])
    XCTAssertNil(directory.diagnostics.first?.range)
    XCTAssertEqual(directory.diagnostics.first?.path, folder.path)
    let missing = ListSpecLoader.load(path: folder.appendingPathComponent("nope.yaml").path)
    XCTAssertTrue(missing.isUnreadable)
    XCTAssertEqual(missing.diagnostics.map(\.id), [.unreadableFile])
    XCTAssertNil(missing.spec)
  }

  func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "listspec-bad-input-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
  }
}
