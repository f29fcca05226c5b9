import Foundation
import XCTest

@testable import ListSpec

/// A `layout` section's group: `interItemSpacing` and `count` — decoding and its located
/// errors, where the items go, writing them back.
final class CompositionalGroupTests: XCTestCase {
  /// Apple's Two-Column Grid: two items per 44-pt group, 10 apart.
  let base = """
    listspec: 1
    list: { appearance: plain }
    cells:
      row: { content: { text: "{title}" } }
    sections:
      - id: grid
        layout:
          item: { layoutSize: { widthDimension: { fractionalWidth: 1.0 }, heightDimension: { fractionalHeight: 1.0 } } }
          group:
            layoutSize: { widthDimension: { fractionalWidth: 1.0 }, heightDimension: { absolute: 44 } }
            count: 2
            interItemSpacing: { fixed: 10 }
          interGroupSpacing: 10
          contentInsets: { top: 0, leading: 10, bottom: 0, trailing: 10 }
        cell: row
        items: [{ id: a, title: A }, { id: b, title: B }, { id: c, title: C }]

    """

  func load(_ text: String) throws -> ListSpecDocument {
    let loaded = ListSpecLoader.load(text: text, path: "spec.yaml")
    return try XCTUnwrap(loaded.spec, "invalid: \(loaded.diagnostics)")
  }

  func cells(_ spec: ListSpecDocument) throws -> [LayoutNode] {
    let root = ListLayoutEngine(
      environment: PreviewEnvironment(device: .iPhone15), measurer: ApproximateTextMeasurer()
    ).layout(spec).root
    let section = try XCTUnwrap(root.children.first { $0.id == "grid" })
    return section.children.filter { $0.kind == .cell }
  }

  func testTheGridDecodes() throws {
    let group = try XCTUnwrap(try load(base).sections[0].layout?.group)
    XCTAssertEqual(group.count, 2)
    XCTAssertEqual(group.interItemSpacing, .fixed(10))
  }

  /// `count: 2` shares the width inside the insets evenly after the 10-pt space, whatever
  /// the item's width says.
  func testCountSharesTheGroupEvenly() throws {
    let width = PreviewEnvironment(device: .iPhone15).width
    let cells = try self.cells(try load(base))
    let half = (width - 20 - 10) / 2
    XCTAssertEqual(cells.map(\.frame.width), [half, half, half])
    XCTAssertEqual(cells[0].frame.x, 10)
    XCTAssertEqual(cells[1].frame.x, 10 + half + 10, accuracy: 0.001)
    XCTAssertEqual(cells[2].frame.x, 10)
    XCTAssertEqual(cells[2].frame.y - cells[0].frame.y, 44 + 10, accuracy: 0.001)
  }

  /// Without `count`, a fixed space fits fewer items; a flexible one spreads those that fit.
  func testSpacingDecidesHowManyFitAndFlexibleSpreadsThem() throws {
    let width = PreviewEnvironment(device: .iPhone15).width
    let container = width - 20
    // Items a third of the group: three fit without space, two with a fixed 10.
    var text = base.replacingOccurrences(of: "        count: 2\n", with: "")
      .replacingOccurrences(
        of: "fractionalWidth: 1.0 }, heightDimension: { fractionalHeight",
        with: "fractionalWidth: 0.3333 }, heightDimension: { fractionalHeight")
    var cells = try self.cells(try load(text))
    let third = 0.3333 * container
    XCTAssertEqual(cells[1].frame.x - cells[0].frame.maxX, 10, accuracy: 0.001)
    XCTAssertEqual(cells[2].frame.x, 10, accuracy: 0.001)
    text = text.replacingOccurrences(of: "{ fixed: 10 }", with: "{ flexible: 0 }")
    cells = try self.cells(try load(text))
    XCTAssertEqual(cells.map(\.frame.y), [cells[0].frame.y, cells[0].frame.y, cells[0].frame.y])
    XCTAssertEqual(
      cells[1].frame.x - cells[0].frame.maxX, (container - 3 * third) / 2, accuracy: 0.001)
    XCTAssertEqual(cells[2].frame.maxX, width - 10, accuracy: 0.001)
  }

  func testSpacingErrorsAreLocated() {
    func found(_ from: String, _ to: String) -> [(DiagnosticID, Int?)] {
      ListSpecLoader.load(text: base.replacingOccurrences(of: from, with: to), path: "spec.yaml")
        .diagnostics.map { ($0.id, $0.range?.start.line) }
    }
    var problems = found("{ fixed: 10 }", "{ fixed: 10, flexible: 4 }")
    XCTAssertEqual(problems.map(\.0), [.invalidSectionLayout])
    XCTAssertEqual(problems.map(\.1), [12])
    problems = found("count: 2", "count: 0")
    XCTAssertEqual(problems.map(\.1), [11])
    problems = found("{ fixed: 10 }", "{ fixed: -1 }")
    XCTAssertEqual(problems.map(\.1), [12])
    problems = found("{ fixed: 10 }", "{ wide: 10 }")
    XCTAssertTrue(problems.contains { $0.0 == .unknownKey && $0.1 == 12 }, "\(problems)")
  }

  func testTheWriterWritesTheGroupBack() throws {
    let spec = try load(base)
    let again = try load(try spec.yaml())
    XCTAssertEqual(again.sections[0].layout?.group, spec.sections[0].layout?.group)
    let flexible = try load(base.replacingOccurrences(of: "fixed: 10", with: "flexible: 4"))
    XCTAssertEqual(
      try load(try flexible.yaml()).sections[0].layout?.group.interItemSpacing, .flexible(4))
  }
}
