import XCTest

@testable import ListSpec

/// `Item` keeps its id's and cell's ranges as 8-byte places within its own range, or out of
/// line when they do not fit: whatever is stored, the ranges read back as written.
final class ItemStorageTests: XCTestCase {
  func location(_ line: Int, _ column: Int, _ offset: Int) -> SourceLocation {
    SourceLocation(line: line, column: column, offset: offset)
  }

  func testEveryRangeReadsBackAsWritten() {
    var generator = SystemRandomNumberGenerator()
    func randomRange(near base: SourceRange) -> SourceRange {
      let line = base.start.line + Int.random(in: -3...70_000, using: &generator)
      let column = Int.random(in: 1...70_000, using: &generator)
      let offset = max(0, base.start.offset + Int.random(in: -100...70_000, using: &generator))
      let start = location(max(1, line), column, offset)
      let length = Int.random(in: 0...70_000, using: &generator)
      let sameLine = Bool.random(using: &generator)
      let ascii = Bool.random(using: &generator)
      let end = location(
        start.line + (sameLine ? 0 : 1), column + length, offset + length + (ascii ? 0 : 2))
      return SourceRange(start: start, end: end)
    }
    for _ in 0..<5000 {
      let base = SourceRange(
        start: location(Int.random(in: 1...1000), Int.random(in: 1...40), 5000),
        end: location(2000, 3, 9000))
      let idRange = Bool.random() ? randomRange(near: base) : base
      let cellRange = randomRange(near: base)
      var item = Item(
        id: "a", cell: "row", range: base, idRange: idRange, cellRange: cellRange)
      XCTAssertEqual(item.range, base)
      XCTAssertEqual(item.idRange, idRange)
      XCTAssertEqual(item.cellRange, cellRange)
      // Moving the item's range keeps the others where they were.
      let moved = SourceRange(start: location(1, 1, 0), end: location(3000, 1, 20_000))
      item.range = moved
      XCTAssertEqual(item.range, moved)
      XCTAssertEqual(item.idRange, idRange)
      XCTAssertEqual(item.cellRange, cellRange)
      // Equal ranges give equal items, however they were stored on the way.
      let direct = Item(
        id: "a", cell: "row", range: moved, idRange: idRange, cellRange: cellRange)
      XCTAssertEqual(item, direct)
      XCTAssertEqual(item.hashValue, direct.hashValue)
    }
  }

  func testRangesDefaultToTheItemsRange() {
    let range = SourceRange(start: location(4, 5, 40), end: location(9, 1, 120))
    let item = Item(id: "a", cell: "row", range: range)
    XCTAssertEqual(item.idRange, range)
    XCTAssertEqual(item.cellRange, range)
  }

  func testOutOfLinePartsAreKeptApart() {
    let range = SourceRange(start: location(10, 7, 100), end: location(12, 1, 160))
    let sectionCell = SourceRange(start: location(3, 11, 30), end: location(3, 14, 33))
    var item = Item(id: "a", cell: "row", range: range, cellRange: sectionCell)
    item.expandedRange = range
    item.swipeActions = SwipeActions(leading: nil, trailing: nil)
    XCTAssertEqual(item.cellRange, sectionCell)
    item.expandedRange = nil
    item.swipeActions = nil
    XCTAssertEqual(item.cellRange, sectionCell)
    XCTAssertNil(item.expandedRange)
    // Items of a section that names the cell share one out-of-line part.
    var cache: ItemExtras?
    var first = item
    var second = Item(id: "b", cell: "row", range: range, cellRange: sectionCell)
    first.shareExtras(&cache)
    second.shareExtras(&cache)
    XCTAssertEqual(second.cellRange, sectionCell)
    XCTAssertEqual(first.cellRange, sectionCell)
  }

  /// A million items is the bulk of a large spec's memory (specs/limits.md).
  func testAnItemTakes96Bytes() {
    XCTAssertEqual(MemoryLayout<Item>.stride, 96)
  }
}
