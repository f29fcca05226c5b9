import Foundation
import XCTest

@testable import ListSpec

/// Headers and footers written as `UIListContentConfiguration`s.
final class HeaderFooterStyleTests: XCTestCase {
  private func load(_ header: String, footer: String = "Footer", platform: String = "15.0")
    -> LoadedSpec
  {
    loadSpec(
      """
      listspec: 1
      platform: { iOS: "\(platform)" }
      list: { appearance: insetGrouped, headerMode: supplementary, footerMode: supplementary }
      cells:
        row:
          content: { text: "{title}" }
      sections:
        - id: s
          header: \(header)
          footer: \(footer)
          cell: row
          items: [{ id: a, title: A }]
      """)
  }

  private func header(_ loaded: LoadedSpec) throws -> LayoutNode {
    let spec = try XCTUnwrap(loaded.spec, "\(summaries(loaded))")
    let engine = ListLayoutEngine(
      environment: PreviewEnvironment(device: .iPhone15), measurer: ApproximateTextMeasurer())
    return try XCTUnwrap(engine.layout(spec).root.first { $0.kind == .header })
  }

  func testProminentHeaderIsBoldTitle3InLabelColorNotUppercased() throws {
    let node = try header(
      load("{ style: prominentInsetGroupedHeader, text: Favorites }"))
    XCTAssertEqual(node.name, "prominentInsetGroupedHeader")
    let text = try XCTUnwrap(node.first { $0.kind == .text }?.text)
    XCTAssertEqual(text.string, "Favorites")
    XCTAssertEqual(text.font.pointSize, 20)
    XCTAssertEqual(text.font.weight, .bold)
    XCTAssertEqual(text.color, PreviewEnvironment(device: .iPhone15).resolve(.system(.label)))
    XCTAssertTrue(node.rules.contains(.prominentHeaderText))
    let extra = try header(load("{ style: extraProminentInsetGroupedHeader, text: Summary }"))
    XCTAssertEqual(extra.first { $0.kind == .text }?.text?.font.pointSize, 22)
  }

  func testTextAloneAndAMappingWithoutStyleTakeTheGroupedHeader() throws {
    let plainText = try header(load("Account"))
    let mapping = try header(load("{ text: Account }"))
    XCTAssertNil(plainText.name)
    XCTAssertEqual(plainText.frame, mapping.frame)
    XCTAssertEqual(mapping.first { $0.kind == .text }?.text?.string, "ACCOUNT")
  }

  func testSecondaryTextSitsBelowAndTheImageBeforeTheText() throws {
    let node = try header(
      load(
        "{ style: groupedHeader, text: Account, secondaryText: Signed in, image: { systemName: person } }"
      ))
    let texts = node.allNodes().filter { $0.kind == .text }
    XCTAssertEqual(texts.count, 2)
    XCTAssertEqual(texts[1].text?.string, "Signed in")
    XCTAssertEqual(texts[1].frame.minY, texts[0].frame.maxY + 3, accuracy: 0.001)
    XCTAssertEqual(texts[1].frame.minX, texts[0].frame.minX, accuracy: 0.001)
    let image = try XCTUnwrap(node.first { $0.kind == .symbol })
    XCTAssertEqual(image.symbol, "person")
    // The text starts after the 24-pt reserved width and 16 pt of padding.
    XCTAssertEqual(texts[0].frame.minX - (16 + 16), 24 + 16, accuracy: 0.001)
    XCTAssertEqual(image.frame.midX, 16 + 16 + 12, accuracy: 0.001)
  }

  func testAHeaderStyleOnAFooterIsUnknownValue() {
    let loaded = load("Header", footer: "{ style: groupedHeader, text: x }")
    XCTAssertEqual(summaries(loaded), ["10:22 error unknown-value"])
    XCTAssertTrue(
      loaded.diagnostics.first?.message.contains("footer") ?? false,
      loaded.diagnostics.first?.message ?? "")
  }

  func testANewerStyleThanThePlatformIsUnavailable() {
    XCTAssertEqual(
      summaries(load("{ style: prominentInsetGroupedHeader, text: x }", platform: "14.0")),
      ["9:22 error unavailable"])
    XCTAssertEqual(
      summaries(load("{ style: header, text: x }", platform: "17.0")), ["9:22 error unavailable"])
    XCTAssertEqual(summaries(load("{ style: header, text: x }", platform: "18.0")), [])
  }

  func testTextIsRequiredInTheMappingForm() {
    XCTAssertEqual(
      summaries(load("{ style: groupedHeader }")), ["9:13 error missing-key"])
  }

  func testARestyledHeaderIsAChangedHeaderInTheDiff() throws {
    let old = try XCTUnwrap(load("Account").spec)
    let same = try XCTUnwrap(load("{ text: Account }").spec)
    let restyled = try XCTUnwrap(
      load("{ style: prominentInsetGroupedHeader, text: Account }").spec)
    XCTAssertTrue(ListDiff.compute(old: old.sections, new: same.sections).isEmpty)
    let diff = ListDiff.compute(old: old.sections, new: restyled.sections)
    XCTAssertEqual(diff.updatedSections.map(\.changedKeys), [["header"]])
  }

  func testFirstItemInSectionGivesTheFirstItemTheHeaderLook() throws {
    let loaded = loadSpec(
      """
      listspec: 1
      list: { appearance: insetGrouped, headerMode: firstItemInSection }
      cells:
        row:
          content: { text: "{title}" }
      sections: [{ id: s, cell: row, items: [{ id: h, title: Fruit }, { id: a, title: Apple }] }]
      """)
    let spec = try XCTUnwrap(loaded.spec, "\(summaries(loaded))")
    let engine = ListLayoutEngine(
      environment: PreviewEnvironment(device: .iPhone15), measurer: ApproximateTextMeasurer())
    let cells = engine.layout(spec).root.allNodes().filter { $0.kind == .cell }
    let header = try XCTUnwrap(cells.first?.first { $0.kind == .text }?.text)
    let row = try XCTUnwrap(cells.last?.first { $0.kind == .text }?.text)
    XCTAssertEqual(header.string, "FRUIT")
    XCTAssertEqual(header.font.pointSize, 13)
    XCTAssertEqual(
      header.color, PreviewEnvironment(device: .iPhone15).resolve(.system(.secondaryLabel)))
    XCTAssertTrue(cells.first?.rules.contains(.firstItemHeader) ?? false)
    XCTAssertEqual(row.string, "Apple")
    XCTAssertEqual(row.font.pointSize, 17)
  }

  /// In grouped and insetGrouped lists the header item is above the group, on the list
  /// background: clear, no separator, the header's paddings; the rounded group starts at the
  /// next item. A sidebar's header row stays a row.
  func testAGroupedListsHeaderItemIsAboveItsGroup() throws {
    func layout(_ appearance: String, style: String = "") throws -> ListLayout {
      let spec = try XCTUnwrap(
        assertClean(
          """
          listspec: 1
          list: { appearance: \(appearance), headerMode: firstItemInSection }
          cells:
            row:
              content: { text: "{title}"\(style) }
          sections:
            - { id: s, cell: row, items: [{ id: h, title: Fruit }, { id: a, title: Apple }] }
            - { id: t, cell: row, items: [{ id: h2, title: Nuts }, { id: b, title: Pecan }] }
          """))
      return ListLayoutEngine(
        environment: PreviewEnvironment(device: .iPhone15), measurer: ApproximateTextMeasurer()
      ).layout(spec)
    }
    for appearance in ["insetGrouped", "grouped"] {
      let list = try layout(appearance)
      let sections = list.root.children.filter { $0.kind == .section }
      let headers = list.root.children.filter { $0.kind == .cell }
      XCTAssertEqual(headers.map(\.id), ["h", "h2"], appearance)
      XCTAssertEqual(sections.map { $0.children.map(\.id) }, [["a"], ["b"]], appearance)
      for (header, section) in zip(headers, sections) {
        XCTAssertNil(header.fill, "\(appearance): the header item is clear")
        XCTAssertFalse(header.children.contains { $0.kind == .separator }, appearance)
        XCTAssertTrue(header.rules.contains(.firstItemHeaderPlace), appearance)
        XCTAssertEqual(section.frame.minY, header.frame.maxY, "\(appearance): group after it")
      }
      // The header's paddings, not the 44-pt row: 32 above the first, 17 above the others.
      let text = try XCTUnwrap(headers[0].first { $0.kind == .text })
      XCTAssertEqual(text.frame.minY - headers[0].frame.minY, 32, accuracy: 1, appearance)
      XCTAssertEqual(headers[0].frame.minY, 0, appearance)
      XCTAssertLessThan(headers[1].frame.height, 44, appearance)
      XCTAssertEqual(headers[1].frame.minY, sections[0].frame.maxY, appearance)
    }
    // A written style keeps the cell's text and height, but its place and clear background
    // are the header position's.
    let styled = try layout("insetGrouped", style: ", style: valueCell")
    let styledHeaders = styled.root.children.filter { $0.kind == .cell }
    XCTAssertEqual(styledHeaders.map(\.id), ["h", "h2"])
    XCTAssertEqual(styledHeaders.first?.frame.height, 44)
    XCTAssertNil(styledHeaders.first?.fill)
    // A sidebar's header row stays in its section.
    let sidebar = try layout("sidebar")
    XCTAssertTrue(sidebar.root.children.filter { $0.kind == .cell }.isEmpty)
  }
}
