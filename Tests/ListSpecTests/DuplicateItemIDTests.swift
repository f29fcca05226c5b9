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
