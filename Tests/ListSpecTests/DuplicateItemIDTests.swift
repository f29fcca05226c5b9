import XCTest

@testable import ListSpec

/// `duplicate-item-id` finds repeated ids with `FirstUseTable`, which keeps each distinct id's
/// bytes (NFC when not ASCII) and where it was first used: it must find exactly what a
/// dictionary of Swift strings finds (canonical equivalence), with the first use's range,
/// whether it keeps ranges or rebuilds them from the file's offsets.
final class DuplicateItemIDTests: XCTestCase {
  func testFindsExactlyTheRepeatedIDsWithTheirFirstUse() {
    // A line per item, so each item has its own range in a real file.
    let lineCount = 1300
    let line = "  - id: xxxxxxxx\n"
    let source = SourceFile(path: "t.yaml", text: String(repeating: line, count: lineCount))
    func range(_ number: Int) -> SourceRange {
      let start = number * line.utf8.count + 8
      return SourceRange(
        start: source.location(byteOffset: start), end: source.location(byteOffset: start + 8))
    }
    // Ids equal only up to canonical equivalence (precomposed and combining é; KELVIN SIGN
    // and K; GREEK QUESTION MARK and ';'), and ids that differ.
    let spellings: [[String]] = [
      ["caf\u{E9}", "cafe\u{301}"], ["\u{212A}elvin", "Kelvin"], ["a\u{37E}", "a;"],
      ["Ω", "\u{2126}"], ["e\u{301}\u{323}", "e\u{323}\u{301}", "\u{1EB9}\u{301}"],
    ]
    for trial in 0..<120 {
      let pool = Int.random(in: 1...400)
      let usesSource = trial % 2 == 0
      var table = FirstUseTable(source: usesSource ? source : nil)
      var firstUse: [String: SourceRange] = [:]
      for position in 0..<Int.random(in: 0...lineCount) {
        let number = Int.random(in: 0..<pool)
        let id: String
        if number % 40 == 0 {
          let equal = spellings[number / 40 % spellings.count]
          id = equal.randomElement()! + (number % 80 == 0 ? "" : "\(number)")
        } else {
          id = "i\(number)"
        }
        let here = range(position)
        let found = table.firstUse(of: id, at: here)
        XCTAssertEqual(found, firstUse[id], "trial \(trial), item \(position) '\(id)'")
        if firstUse[id] == nil { firstUse[id] = here }
      }
    }
  }

  /// `Validator.checkItemIDs` hashes a run of ids and reads their slots before looking them
  /// up: the same duplicates, in order, as one lookup after another, across batch edges.
  func testBatchedLookupsReportWhatSingleLookupsFind() {
    let source = SourceFile(path: "t.yaml", text: String(repeating: "- id: x\n", count: 3000))
    for trial in 0..<20 {
      let items = (0..<Int.random(in: 0...3000)).map { position -> Item in
        let number = Int.random(in: 0..<(trial % 2 == 0 ? 50 : 5000))
        let id = number % 13 == 0 ? "caf\u{E9}\(number % 3)" : "i\(number)"
        let start = source.location(byteOffset: position * 8 + 6)
        return Item(
          id: id, cell: "row",
          range: SourceRange(start: start, end: source.location(byteOffset: position * 8 + 7)))
      }
      var table = FirstUseTable(source: source, expectedCount: trial % 3 == 0 ? 0 : items.count)
      var sink = DiagnosticSink()
      items.withUnsafeBufferPointer { Validator.checkItemIDs($0, in: &table, sink: &sink) }
      var firstUse: [String: SourceRange] = [:]
      var expected: [Diagnostic] = []
      for item in items {
        if let first = firstUse[item.id] {
          expected.append(.duplicateItemID(id: item.id, range: item.idRange, first: first))
        } else {
          firstUse[item.id] = item.idRange
        }
      }
      XCTAssertEqual(sink.diagnostics, expected, "trial \(trial)")
    }
  }

  /// Across sections, through the validator: each later use is reported at its own range,
  /// with the first use's.
  func testValidatorReportsEachLaterUse() {
    let text = """
      listspec: 1
      cells:
        row: { content: { text: "{id}" } }
      sections:
        - id: a
          items:
            - { id: x, cell: row }
            - { id: "K", cell: row }
        - id: b
          items:
            - { id: x, cell: row }
            - { id: "\\u212A", cell: row }
            - { id: x, cell: row }
      """
    for keepsSpec in [true, false] {
      var options = LoadOptions()
      options.keepsSpec = keepsSpec
      let loaded = ListSpecLoader.load(text: text, options: options)
      let duplicates = loaded.diagnostics.filter { $0.id == .duplicateItemID }
      XCTAssertEqual(
        duplicates.map { $0.range?.start.line }, [11, 12, 13], "keepsSpec \(keepsSpec)")
      XCTAssertEqual(
        duplicates.map { $0.notes.first?.range?.start.line }, [7, 8, 7], "keepsSpec \(keepsSpec)")
    }
  }
}
