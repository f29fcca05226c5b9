import Foundation
import XCTest

@testable import ListSpec

/// A section that is not a list (`layout:`): decoding and its located errors, the layout of
/// its row and grid, and diff. Its picture is in LayoutGoldens (compositional-section).
final class CompositionalSectionTests: XCTestCase {
  /// Emoji Explorer's Recents row (Apple's sample values) above a list section.
  let base = """
    listspec: 1
    list: { appearance: insetGrouped }
    cells:
      tile: { content: { text: "{title}" } }
    sections:
      - id: recents
        layout:
          item:
            layoutSize: { widthDimension: { fractionalWidth: 1.0 }, heightDimension: { fractionalHeight: 1.0 } }
            contentInsets: { top: 5, leading: 5, bottom: 5, trailing: 5 }
          group:
            layoutSize: { widthDimension: { fractionalWidth: 0.28 }, heightDimension: { fractionalWidth: 0.2 } }
          interGroupSpacing: 10
          orthogonalScrollingBehavior: continuousGroupLeadingBoundary
          contentInsets: { top: 10, leading: 10, bottom: 10, trailing: 10 }
        cell: tile
        items: [{ id: a, title: A }, { id: b, title: B }, { id: c, title: C }, { id: d, title: D }, { id: e, title: E }]
      - id: list
        cell: tile
        items: [{ id: f, title: F }]

    """

  func load(_ text: String, _ path: String = "spec.yaml") throws -> ListSpecDocument {
    let loaded = ListSpecLoader.load(text: text, path: path)
    return try XCTUnwrap(loaded.spec, "invalid: \(loaded.diagnostics)")
  }

  func diagnostics(_ text: String) -> [Diagnostic] {
    ListSpecLoader.load(text: text, path: "spec.yaml").diagnostics
  }

  func testTheSampleRowDecodes() throws {
    let spec = try load(base)
    let layout = try XCTUnwrap(spec.sections[0].layout)
    XCTAssertEqual(layout.group.layoutSize.widthDimension, .fractionalWidth(0.28))
    XCTAssertEqual(layout.group.layoutSize.heightDimension, .fractionalWidth(0.2))
    XCTAssertEqual(
      layout.item.contentInsets, DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5))
    XCTAssertEqual(layout.orthogonalScrollingBehavior, .continuousGroupLeadingBoundary)
    XCTAssertEqual(layout.interGroupSpacing, 10)
    XCTAssertNil(spec.sections[1].layout)
    XCTAssertTrue(spec.hasSectionLayouts)
  }

  /// Tiles 0.28 of the width inside the insets, 10 apart, the item's insets inside each; the
  /// row continues past the screen's edge, where the section clips it.
  func testTheRowIsLaidOutAtScrollPositionZero() throws {
    let spec = try load(base)
    let environment = PreviewEnvironment(device: .iPhone15)
    let layout = ListLayoutEngine(environment: environment, measurer: ApproximateTextMeasurer())
      .layout(spec)
    let section = try XCTUnwrap(layout.root.children.first { $0.id == "recents" })
    XCTAssertTrue(section.clipsChildren)
    XCTAssertEqual(section.frame.width, environment.width)
    XCTAssertTrue(section.rules.contains(.orthogonalScrolling))
    let container = environment.width - 20
    let group = 0.28 * container
    let cells = section.children.filter { $0.kind == .cell }
    XCTAssertEqual(cells.map(\.id), ["a", "b", "c", "d", "e"])
    for (index, cell) in cells.enumerated() {
      XCTAssertEqual(cell.frame.x, 10 + Double(index) * (group + 10) + 5, accuracy: 0.001)
      XCTAssertEqual(cell.frame.width, group - 10, accuracy: 0.001)
      XCTAssertEqual(cell.frame.y - section.frame.y, 15, accuracy: 0.001)
      XCTAssertEqual(cell.frame.height, 0.2 * container - 10, accuracy: 0.001)
    }
    // The fourth tile is cut by the screen's edge, the fifth wholly past it.
    XCTAssertLessThan(cells[3].frame.x, environment.width)
    XCTAssertGreaterThan(cells[3].frame.maxX, environment.width)
    XCTAssertGreaterThan(cells[4].frame.x, environment.width)
    XCTAssertEqual(section.frame.height, 10 + 0.2 * container + 10, accuracy: 0.001)
  }

  /// `none` stacks the groups; an item half the group's width makes two columns.
  func testWithoutOrthogonalScrollingGroupsAreStacked() throws {
    let text = base.replacingOccurrences(
      of: "orthogonalScrollingBehavior: continuousGroupLeadingBoundary",
      with: "orthogonalScrollingBehavior: none"
    ).replacingOccurrences(
      of: "widthDimension: { fractionalWidth: 1.0 }, heightDimension: { fractionalHeight: 1.0 }",
      with: "widthDimension: { fractionalWidth: 0.5 }, heightDimension: { fractionalHeight: 1.0 }")
    let spec = try load(text)
    let layout = ListLayoutEngine(
      environment: PreviewEnvironment(device: .iPhone15), measurer: ApproximateTextMeasurer()
    ).layout(spec)
    let section = try XCTUnwrap(layout.root.children.first { $0.id == "recents" })
    let cells = section.children.filter { $0.kind == .cell }
    XCTAssertEqual(cells[0].frame.y, cells[1].frame.y)
    XCTAssertEqual(cells[2].frame.x, cells[0].frame.x)
    XCTAssertGreaterThan(cells[2].frame.y, cells[1].frame.maxY + 9)
    XCTAssertFalse(section.rules.contains(.orthogonalScrolling))
  }

  func testListKeysBesideALayoutAreLocatedErrors() {
    let text = base.replacingOccurrences(
      of: "  - id: recents\n",
      with: "  - id: recents\n    header: Recents\n    list: { appearance: plain }\n")
    let found = diagnostics(text).filter { $0.id == .invalidSectionLayout }
    XCTAssertEqual(found.map(\.range?.start.line), [7, 8])
    XCTAssertTrue(
      found[0].message.contains("shows only in a boundary supplementary item"), found[0].message)
    XCTAssertTrue(found[1].message.contains("'list' cannot be given with 'layout'"))
  }

  func testDimensionsOutOfRangeOrUndrawnAreLocatedErrors() {
    func problems(_ from: String, _ to: String) -> [(DiagnosticID, Int?)] {
      diagnostics(base.replacingOccurrences(of: from, with: to)).map {
        ($0.id, $0.range?.start.line)
      }
    }
    var found = problems("fractionalWidth: 0.28", "fractionalWidth: 1.28")
    XCTAssertEqual(found.map(\.0), [.invalidNumber])
    XCTAssertEqual(found.map(\.1), [12])
    found = problems("fractionalWidth: 0.28", "fractionalWidth: 0")
    XCTAssertEqual(found.map(\.0), [.invalidNumber])
    found = problems("{ fractionalWidth: 0.28 }", "{ estimated: 100 }")
    XCTAssertEqual(found.map(\.0), [.invalidSectionLayout])
    found = problems("{ fractionalWidth: 0.2 }", "{ fractionalHeight: 0.2 }")
    XCTAssertEqual(found.map(\.0), [.invalidSectionLayout])
    XCTAssertEqual(found.map(\.1), [12])
    found = problems("{ fractionalWidth: 0.2 }", "{ estimated: 80 }")
    XCTAssertEqual(found.map(\.0), [.invalidSectionLayout])
    XCTAssertEqual(found.map(\.1), [9])
    found = problems("{ fractionalWidth: 0.28 }", "{ absolute: 100, fractionalWidth: 0.28 }")
    XCTAssertEqual(found.map(\.0), [.invalidSectionLayout])
  }

  /// A selected tile is drawn selected, its bordered background taking the colour.
  func testASelectedTileIsDrawnSelected() throws {
    let text = base.replacingOccurrences(
      of: "  tile: { content: { text: \"{title}\" } }",
      with:
        "  tile:\n    content: { text: \"{title}\" }\n    backgroundConfiguration: { cornerRadius: 8, strokeColor: systemGray3, strokeWidth: 1 }"
    )
    var environment = PreviewEnvironment(device: .iPhone15)
    environment.selectedItems = ["b"]
    let layout = ListLayoutEngine(environment: environment, measurer: ApproximateTextMeasurer())
      .layout(try load(text))
    let section = try XCTUnwrap(layout.root.children.first { $0.id == "recents" })
    let cells = section.children.filter { $0.kind == .cell }
    XCTAssertEqual(cells.map(\.isSelected), [false, true, false, false, false])
    func background(_ cell: LayoutNode) -> RGBA? {
      cell.children.first { $0.name == "background" }?.fill
    }
    XCTAssertNil(cells[1].fill)
    XCTAssertNotNil(background(cells[1]))
    XCTAssertNotEqual(background(cells[1]), background(cells[0]))
    XCTAssertTrue(cells[1].rules.contains(.selectedBackground))
  }

  func testItemsOfALayoutSectionCannotBeSwiped() throws {
    let text = base.replacingOccurrences(
      of: "  tile: { content: { text: \"{title}\" } }",
      with:
        "  tile:\n    content: { text: \"{title}\" }\n    trailingSwipeActions: { actions: [{ title: Delete }] }"
    )
    let spec = try load(text)
    XCTAssertNil(spec.problem(swiping: SwipedRow(itemID: "f", edge: .trailing)))
    let problem = try XCTUnwrap(spec.problem(swiping: SwipedRow(itemID: "a", edge: .trailing)))
    XCTAssertTrue(problem.contains("which is not a list"), problem)
  }

  func testAChangedLayoutIsAConfigurationChange() throws {
    let new = base.replacingOccurrences(of: "interGroupSpacing: 10", with: "interGroupSpacing: 12")
    let diff = ListDiff.compute(old: try load(base, "old.yaml"), new: try load(new, "new.yaml"))
    XCTAssertEqual(
      diff.configurationChanges.map(\.path), ["sections.recents.layout.interGroupSpacing"])
    XCTAssertTrue(diff.insertedItems.isEmpty && diff.deletedItems.isEmpty)
  }

  func testTheWriterWritesTheLayoutBack() throws {
    let spec = try load(base)
    let text = try spec.yaml()
    let again = try load(text)
    XCTAssertEqual(again.sections[0].layout?.item, spec.sections[0].layout?.item)
    XCTAssertEqual(again.sections[0].layout?.group, spec.sections[0].layout?.group)
    XCTAssertEqual(
      again.sections[0].layout?.orthogonalScrollingBehavior, .continuousGroupLeadingBoundary)
    XCTAssertEqual(again.sections[0].layout?.contentInsets, spec.sections[0].layout?.contentInsets)
    XCTAssertEqual(again.sections[0].layout?.interGroupSpacing, 10)
  }
}
