import XCTest

@testable import ListSpec

/// `duplicate-item-id` finds repeated ids with a table of positions: it must find exactly
/// what a `Set<String>` finds, across sections and up to canonical equivalence.
final class ItemIDTableTests: XCTestCase {
  func testFindsExactlyTheRepeatedIDs() {
    let range = SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0))
    for trial in 0..<200 {
      let pool = Int.random(in: 1...400)
      var sections: [Section] = []
      for section in 0..<Int.random(in: 0...6) {
        let items = (0..<Int.random(in: 0...200)).map { _ in
          // Precomposed and combining spellings of the same id are the same id.
          let number = Int.random(in: 0..<pool)
          let id =
            number % 50 == 0
            ? (Bool.random() ? "caf\u{E9}\(number)" : "cafe\u{301}\(number)") : "i\(number)"
          return Item(id: id, cell: "row", range: range)
        }
        sections.append(Section(id: "s\(section)", items: items, range: range))
      }
      var seen = Set<String>()
      var expected: [String] = []
      for section in sections {
        for item in section.items where !seen.insert(item.id).inserted { expected.append(item.id) }
      }
      var found: [String] = []
      ItemIDTable.forEachRepeatedID(in: sections) { found.append($0) }
      XCTAssertEqual(found, expected, "trial \(trial)")
    }
  }
}
