import Foundation
import XCTest

@testable import ListSpec

/// The side-by-side picture of a diff, checked on its layout tree (text measured by the
/// deterministic stand-in, so no font is involved).
final class DiffLayoutTests: XCTestCase {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("DiffFixtures")

  func testRowsAreMarkedWhereTheyAreDrawnOnEachSide() throws {
    let old = try XCTUnwrap(
      ListSpecLoader.load(path: Self.fixtures.appendingPathComponent("old.yaml").path).spec)
    let new = try XCTUnwrap(
      ListSpecLoader.load(path: Self.fixtures.appendingPathComponent("new.yaml").path).spec)
    let diff = ListDiff.compute(old: old, new: new)
    let environment = PreviewEnvironment(device: .iPhone15)
    let engine = ListLayoutEngine(environment: environment, measurer: ApproximateTextMeasurer())
    let oldLayout = engine.layout(old)
    let newLayout = engine.layout(new)
    let picture = DiffLayout.sideBySide(
      old: oldLayout, new: newLayout, diff: diff, oldTitle: "old.yaml", newTitle: "new.yaml")

    let top = DiffLayout.margin + DiffLayout.titleHeight
    let newX = DiffLayout.margin + oldLayout.size.width + DiffLayout.gap
    XCTAssertEqual(picture.size.width, newX + newLayout.size.width + DiffLayout.margin)
    XCTAssertGreaterThanOrEqual(
      picture.size.height, top + max(oldLayout.size.height, newLayout.size.height))

    func cell(_ id: String, in layout: ListLayout) throws -> LayoutRect {
      try XCTUnwrap(layout.root.first { $0.kind == .cell && $0.id == id }?.frame, id)
    }
    let marks: [LayoutNode] = picture.root.children.filter { $0.kind != .list }
      .flatMap { $0.allNodes() }
    func bars(at frame: LayoutRect) -> [RGBA] {
      var result: [RGBA] = []
      for node in marks where node.kind == .shape && node.fill?.alpha == 1 {
        let f = node.frame
        if f.minY == frame.minY, f.height == frame.height, f.width == DiffLayout.barWidth,
          let fill = node.fill
        {
          result.append(fill)
        }
      }
      return result
    }
    // Deleted: red on the old side only.
    let car = try cell("car", in: oldLayout).offsetBy(dx: DiffLayout.margin, dy: top)
    XCTAssertEqual(bars(at: car), [DiffLayout.deletedColor])
    // Inserted: green on the new side.
    let star = try cell("star", in: newLayout).offsetBy(dx: newX, dy: top)
    XCTAssertEqual(bars(at: star), [DiffLayout.insertedColor])
    // Moved: blue on both sides, at each side's place.
    let oldApple = try cell("applelogo", in: oldLayout).offsetBy(dx: DiffLayout.margin, dy: top)
    let newApple = try cell("applelogo", in: newLayout).offsetBy(dx: newX, dy: top)
    XCTAssertEqual(bars(at: oldApple), [DiffLayout.movedColor])
    XCTAssertEqual(bars(at: newApple), [DiffLayout.movedColor])
    // Changed: orange; unchanged rows carry no mark.
    let iphone = try cell("iphone", in: newLayout).offsetBy(dx: newX, dy: top)
    XCTAssertEqual(bars(at: iphone), [DiffLayout.changedColor])
    let message = try cell("message", in: newLayout).offsetBy(dx: newX, dy: top)
    XCTAssertEqual(bars(at: message), [])
    // Both lists are in the picture, each moved to its side.
    XCTAssertEqual(
      picture.root.children.filter { $0.kind == .list }.map(\.frame.minX),
      [
        DiffLayout.margin, newX,
      ])
  }

  /// In an insetGrouped section the first and last rows have rounded corners; their marks are
  /// clipped to the section's shape instead of spilling over the corners.
  func testRowMarksAreClippedToTheRoundedSection() throws {
    func spec(_ names: String) throws -> ListSpecDocument {
      try XCTUnwrap(
        loadSpec(
          """
          listspec: 1
          list: { appearance: insetGrouped }
          cells: { row: { content: { text: "{id}" } } }
          sections: [{ id: s, cell: row, items: [\(names)] }]
          """
        ).spec)
    }
    let old = try spec("{ id: a }, { id: b }")
    let new = try spec("{ id: a }, { id: b }, { id: c }")
    let engine = ListLayoutEngine(
      environment: PreviewEnvironment(device: .iPhone15), measurer: ApproximateTextMeasurer())
    let newLayout = engine.layout(new)
    let picture = DiffLayout.sideBySide(
      old: engine.layout(old), new: newLayout, diff: ListDiff.compute(old: old, new: new),
      oldTitle: "old", newTitle: "new")
    let section = try XCTUnwrap(newLayout.root.first { $0.kind == .section })
    let inserted = try XCTUnwrap(newLayout.root.first { $0.id == "c" && $0.kind == .cell })
    let clips = picture.root.children.filter(\.clipsChildren)
    XCTAssertEqual(clips.count, 1, "one marked row")
    let clip = try XCTUnwrap(clips.first)
    let newX = DiffLayout.margin + engine.layout(old).size.width + DiffLayout.gap
    let top = DiffLayout.margin + DiffLayout.titleHeight
    XCTAssertEqual(clip.frame, section.frame.offsetBy(dx: newX, dy: top))
    XCTAssertEqual(clip.cornerRadius, 10)
    XCTAssertEqual(
      clip.children.first?.frame, inserted.frame.offsetBy(dx: newX, dy: top),
      "the fill covers the last row, inside the clip")
  }

  func testRightToLeftBarsSitAtTheRowsRightEdge() throws {
    func spec(_ items: String) throws -> ListSpecDocument {
      try XCTUnwrap(
        loadSpec(
          "listspec: 1\nlist: { appearance: plain }\ncells: { row: { content: { text: \"{id}\" } } }\nsections: [{ id: s, cell: row, items: [\(items)] }]\n"
        ).spec)
    }
    let old = try spec("{ id: a }")
    let new = try spec("{ id: a }, { id: b }")
    var environment = PreviewEnvironment(device: .iPhone15)
    environment.layoutDirection = .rightToLeft
    let engine = ListLayoutEngine(environment: environment, measurer: ApproximateTextMeasurer())
    let newLayout = engine.layout(new)
    let picture = DiffLayout.sideBySide(
      old: engine.layout(old), new: newLayout, diff: ListDiff.compute(old: old, new: new),
      oldTitle: "old", newTitle: "new")
    let inserted = try XCTUnwrap(newLayout.root.first { $0.kind == .cell && $0.id == "b" })
    let bar = try XCTUnwrap(
      picture.root.children.flatMap { $0.allNodes() }.first {
        $0.kind == .shape && $0.fill == DiffLayout.insertedColor
          && $0.frame.width == DiffLayout.barWidth && $0.frame.height == inserted.frame.height
      })
    let newX = DiffLayout.margin + engine.layout(old).size.width + DiffLayout.gap
    XCTAssertEqual(bar.frame.maxX, newX + inserted.frame.maxX, accuracy: 0.001)
  }
}
