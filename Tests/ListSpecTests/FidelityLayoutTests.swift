import XCTest

@testable import ListSpec

/// UIKit fidelity rules of `specs/metrics.md` that a golden layout alone would not explain:
/// each test states what UIKit does and checks the frames.
final class FidelityLayoutTests: XCTestCase {
  func layout(
    _ yaml: String, environment: PreviewEnvironment = PreviewEnvironment(device: .iPhone15)
  ) throws -> ListLayout {
    let spec = try XCTUnwrap(assertClean(yaml))
    return ListLayoutEngine(environment: environment, measurer: ApproximateTextMeasurer())
      .layout(spec)
  }

  func cell(_ layout: ListLayout, _ id: String) throws -> LayoutNode {
    try XCTUnwrap(layout.root.first { $0.kind == .cell && $0.id == id })
  }

  /// Accessory kinds of a cell from left to right.
  func accessoryOrder(_ cell: LayoutNode) -> [String] {
    cell.children.filter { $0.kind == .accessory }.sorted { $0.frame.x < $1.frame.x }
      .compactMap(\.name)
  }

  func testSystemAccessoriesAreInUIKitsOrderWhateverTheArrayOrder() throws {
    let result = try layout(
      """
      listspec: 1
      list: { appearance: insetGrouped }
      cells:
        a:
          content: { text: "{name}" }
          accessories: [disclosureIndicator, checkmark, { label: { text: "x" } }, detail]
        b:
          content: { text: "{name}" }
          accessories: [detail, { label: { text: "x" } }, checkmark, disclosureIndicator]
      sections:
        - id: s
          items:
            - { id: one, cell: a, name: One }
            - { id: two, cell: b, name: Two }
      """)
    let expected = ["label", "detail", "checkmark", "disclosureIndicator"]
    XCTAssertEqual(accessoryOrder(try cell(result, "one")), expected)
    XCTAssertEqual(accessoryOrder(try cell(result, "two")), expected)
    let chevron = try XCTUnwrap(
      try cell(result, "two").children.first { $0.name == "disclosureIndicator" })
    XCTAssertEqual(chevron.frame.maxX, 393 - 16 - 16, accuracy: 0.001, "outermost, in the margin")
    XCTAssertTrue(chevron.rules.contains(.accessoryOrder))
  }
}

extension FidelityLayoutTests {
  func testAnEmptySecondaryTextIsLaidOutAsNone() throws {
    let result = try layout(
      """
      listspec: 1
      list: { appearance: insetGrouped }
      cells:
        row: { content: { style: subtitleCell, text: "{name}", secondaryText: "{detail}" } }
        alone: { content: { style: subtitleCell, text: "{name}" } }
      sections:
        - id: s
          items:
            - { id: empty, cell: row, name: Wi-Fi, detail: "" }
            - { id: none, cell: alone, name: Wi-Fi }
            - { id: full, cell: row, name: Wi-Fi, detail: Home }
      """)
    let empty = try cell(result, "empty")
    let none = try cell(result, "none")
    XCTAssertEqual(empty.frame.height, 44)
    XCTAssertEqual(empty.frame.height, none.frame.height)
    XCTAssertNil(empty.first { $0.name == "secondaryText" })
    let emptyText = try XCTUnwrap(empty.first { $0.name == "text" })
    let noneText = try XCTUnwrap(none.first { $0.name == "text" })
    XCTAssertEqual(emptyText.frame.y - empty.frame.y, noneText.frame.y - none.frame.y)
    XCTAssertNotNil(try cell(result, "full").first { $0.name == "secondaryText" })
  }
}

extension FidelityLayoutTests {
  func testAccessoryGlyphsGrowWithDynamicType() throws {
    let yaml = """
      listspec: 1
      list: { appearance: insetGrouped }
      cells:
        nav: { content: { text: "{name}" }, accessories: [disclosureIndicator, checkmark] }
      sections:
        - id: s
          items:
            - { id: a, cell: nav, name: Notifications }
      """
    func chevron(_ category: SpecContentSizeCategory) throws -> LayoutRect {
      let result = try layout(
        yaml,
        environment: PreviewEnvironment(device: .iPhone15, contentSizeCategory: category))
      return try XCTUnwrap(result.root.first { $0.name == "disclosureIndicator" }).frame
    }
    let large = try chevron(.large)
    XCTAssertEqual(large.width, 8)
    XCTAssertEqual(large.height, 13)
    let ax5 = try chevron(.accessibilityExtraExtraExtraLarge)
    XCTAssertEqual(ax5.height, 13 * 53 / 17, accuracy: 0.001)
    XCTAssertEqual(ax5.width, 8 * 53 / 17, accuracy: 0.001)
    XCTAssertLessThan(try chevron(.extraSmall).height, 13)
  }
}

extension FidelityLayoutTests {
  /// `footer-missing` says the section shows an empty footer; the layout draws one.
  func testASectionWithoutAFooterShowsAnEmptyFooterWhenFootersAreSupplementary() throws {
    let yaml = """
      listspec: 1
      list: { appearance: insetGrouped, footerMode: supplementary }
      cells:
        row: { content: { text: "{name}" } }
      sections:
        - id: main
          cell: row
          items: [{ id: a, name: General }]
      """
    let loaded = loadSpec(yaml)
    XCTAssertEqual(summaries(loaded), ["6:9 warning footer-missing"])
    XCTAssertTrue(onlyMessage(loaded).contains("it will show an empty footer"))
    let spec = try XCTUnwrap(loaded.spec)
    let result = ListLayoutEngine(
      environment: PreviewEnvironment(device: .iPhone15), measurer: ApproximateTextMeasurer()
    ).layout(spec)
    let section = try XCTUnwrap(result.root.children.first { $0.kind == .section })
    let footer = try XCTUnwrap(result.root.children.first { $0.kind == .footer })
    XCTAssertEqual(footer.frame.y, section.frame.maxY)
    XCTAssertEqual(footer.frame.height, 6 + 12)
    XCTAssertTrue(footer.children.isEmpty, "no text")
    XCTAssertEqual(result.root.frame.height, footer.frame.maxY + 35)
  }
}
