import XCTest

@testable import ListSpec

/// `duplicate-item-id` finds repeated ids with a table of positions when every id is ASCII,
/// with a set otherwise: either way exactly the ids a `Set<String>` finds repeated, across
/// sections and up to canonical equivalence.
final class DuplicateItemIDTests: XCTestCase {
  func testFindsExactlyTheRepeatedIDs() {
    let range = SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0))
    for trial in 0..<200 {
      let pool = Int.random(in: 1...400)
      var sections: [Section] = []
      for section in 0..<Int.random(in: 0...6) {
        let items = (0..<Int.random(in: 0...200)).map { _ in
          let number = Int.random(in: 0..<pool)
          let id =
            number % 50 == 0
            ? (Bool.random() ? "caf\u{E9}\(number)" : "cafe\u{301}\(number)") : "i\(number)"
          return Item(id: id, cell: "row", range: range)
        }
        sections.append(Section(id: "s\(section)", items: items, range: range))
      }
      var seen = Set<String>()
      var expected = Set<String>()
      for section in sections {
        for item in section.items where !seen.insert(item.id).inserted { expected.insert(item.id) }
      }
      let spec = ListSpecDocument(
        list: ListConfiguration(appearance: .plain), cells: [], sections: sections)
      let found = Validator.duplicateASCIIItemIDs(spec) ?? Validator.duplicateItemIDs(spec)
      XCTAssertEqual(found, expected, "trial \(trial)")
    }
  }
}
