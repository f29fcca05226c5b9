import Foundation
import XCTest

@testable import ListSpec

/// `backgroundConfiguration`: the style's colour, and a shaped background node.
final class BackgroundConfigurationTests: XCTestCase {
  let environment = PreviewEnvironment(device: .iPhone15)

  private func cell(_ background: String, color: String? = nil) throws -> LayoutNode {
    let loaded = loadSpec(
      """
      listspec: 1
      list: { appearance: insetGrouped }
      cells:
        row:
          content: { text: "{title}" }
          \(color.map { "backgroundColor: \($0)" } ?? "")
          backgroundConfiguration: \(background)
      sections: [{ id: s, cell: row, items: [{ id: a, title: A }] }]
      """)
    let spec = try XCTUnwrap(loaded.spec, "\(summaries(loaded))")
    XCTAssertEqual(summaries(loaded), [])
    let engine = ListLayoutEngine(environment: environment, measurer: ApproximateTextMeasurer())
    return try XCTUnwrap(engine.layout(spec).root.first { $0.kind == .cell })
  }

  func testEachStyleStartsFromItsColour() throws {
    let expected: [(String, SystemColor)] = [
      ("listPlainCell", .systemBackground), ("listGroupedCell", .secondarySystemGroupedBackground),
      ("listSidebarCell", .clear), ("clear", .clear),
    ]
    for (style, color) in expected {
      let node = try cell("{ style: \(style) }")
      XCTAssertEqual(node.fill, environment.resolve(.system(color)), style)
      XCTAssertFalse(node.children.contains { $0.name == "background" }, style)
    }
    // backgroundColor wins over the style's colour.
    XCTAssertEqual(
      try cell("{ style: clear }", color: "systemRed").fill,
      environment.resolve(.system(.systemRed)))
  }

  func testAShapedBackgroundIsAnInsetRoundedNodeWithItsStroke() throws {
    let node = try cell(
      "{ cornerRadius: 12, strokeColor: systemOrange, strokeWidth: 2, backgroundInsets: { top: 4, leading: 8, bottom: 4, trailing: 8 } }",
      color: "systemYellow")
    XCTAssertNil(node.fill)
    let background = try XCTUnwrap(node.children.first)
    XCTAssertEqual(background.name, "background")
    XCTAssertEqual(background.rules, [.backgroundConfiguration])
    XCTAssertEqual(
      background.frame,
      LayoutRect(
        x: node.frame.x + 8, y: node.frame.y + 4, width: node.frame.width - 16,
        height: node.frame.height - 8))
    XCTAssertEqual(background.cornerRadius, 12)
    XCTAssertEqual(background.fill, environment.resolve(.system(.systemYellow)))
    XCTAssertEqual(background.stroke, environment.resolve(.system(.systemOrange)))
    XCTAssertEqual(background.strokeWidth, 2)
    XCTAssertTrue(
      LayoutJSON.encode(ListLayout(environment: environment, root: node))
        .contains("\"strokeWidth\": 2"))
  }

  func testAnUnknownStyleIsUnknownValue() {
    let loaded = loadSpec(
      """
      listspec: 1
      list: { appearance: insetGrouped }
      cells:
        row:
          content: { text: "{title}" }
          backgroundConfiguration: { style: listInsetGroupedCell }
      sections: [{ id: s, cell: row, items: [{ id: a, title: A }] }]
      """)
    XCTAssertEqual(summaries(loaded), ["6:39 error unknown-value"])
  }
}
