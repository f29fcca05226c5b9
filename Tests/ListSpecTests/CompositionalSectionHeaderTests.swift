import Foundation
import XCTest

@testable import ListSpec

/// A `layout` section's header and footer (`boundarySupplementaryItems`): decoding and its
/// located errors, where they are laid out, writing them back and diff.
final class CompositionalSectionHeaderTests: XCTestCase {
  /// Apple's Section Headers/Footers screen: a one-column grid of 44-pt rows, 5 apart, with a
  /// header and a footer of estimated height.
  let base = """
    listspec: 1
    list: { appearance: plain }
    cells:
      row: { content: { text: "{title}" } }
    sections:
      - id: main
        header: Header for section 0
        footer: Footer for section 0
        layout:
          group:
            layoutSize: { widthDimension: { fractionalWidth: 1.0 }, heightDimension: { absolute: 44 } }
          interGroupSpacing: 5
          contentInsets: { top: 0, leading: 10, bottom: 0, trailing: 10 }
          boundarySupplementaryItems:
            - layoutSize: { widthDimension: { fractionalWidth: 1.0 }, heightDimension: { estimated: 44 } }
              alignment: top
              pinToVisibleBounds: true
            - layoutSize: { widthDimension: { fractionalWidth: 1.0 }, heightDimension: { estimated: 44 } }
              alignment: bottom
        cell: row
        items: [{ id: a, title: "0, 0" }, { id: b, title: "0, 1" }]

    """

  func load(_ text: String, _ path: String = "spec.yaml") throws -> ListSpecDocument {
    let loaded = ListSpecLoader.load(text: text, path: path)
    return try XCTUnwrap(loaded.spec, "invalid: \(loaded.diagnostics)")
  }

  func diagnostics(_ text: String) -> [Diagnostic] {
    ListSpecLoader.load(text: text, path: "spec.yaml").diagnostics
  }

  func layout(_ spec: ListSpecDocument) -> ListLayout {
    ListLayoutEngine(
      environment: PreviewEnvironment(device: .iPhone15), measurer: ApproximateTextMeasurer()
    ).layout(spec)
  }

  func testTheHeaderAndFooterDecode() throws {
    let spec = try load(base)
    let layout = try XCTUnwrap(spec.sections[0].layout)
    XCTAssertEqual(layout.boundarySupplementaryItems.map(\.alignment), [.top, .bottom])
    XCTAssertEqual(layout.boundarySupplementaryItem(.top)?.pinToVisibleBounds, true)
    XCTAssertEqual(layout.boundarySupplementaryItem(.bottom)?.pinToVisibleBounds, false)
    XCTAssertEqual(
      layout.boundarySupplementaryItem(.top)?.layoutSize.heightDimension, .estimated(44))
    XCTAssertTrue(diagnostics(base).isEmpty, "\(diagnostics(base))")
  }

  /// The header above the top content inset and the groups, the footer below them; across,
  /// both inside the section's leading and trailing insets; the text at the cell's margin.
  func testTheHeaderIsAboveTheGroupsAndTheFooterBelow() throws {
    let environment = PreviewEnvironment(device: .iPhone15)
    let root = layout(try load(base)).root
    let header = try XCTUnwrap(root.children.first { $0.kind == .header && $0.id == "main" })
    let footer = try XCTUnwrap(root.children.first { $0.kind == .footer && $0.id == "main" })
    let section = try XCTUnwrap(root.children.first { $0.kind == .section && $0.id == "main" })
    XCTAssertTrue(header.rules.contains(.boundarySupplementaryItem))
    XCTAssertEqual(header.frame.x, 10)
    XCTAssertEqual(header.frame.width, environment.width - 20, accuracy: 0.001)
    XCTAssertEqual(header.frame.maxY, section.frame.y, accuracy: 0.001)
    XCTAssertEqual(footer.frame.y, section.frame.maxY, accuracy: 0.001)
    let cells = section.children.filter { $0.kind == .cell }
    XCTAssertEqual(cells.map(\.frame.height), [44, 44])
    XCTAssertEqual(cells[1].frame.y - cells[0].frame.maxY, 5, accuracy: 0.001)
    XCTAssertEqual(cells[0].frame.y, section.frame.y, accuracy: 0.001)
    // An estimated height is the text's with 4 pt above and below.
    let text = try XCTUnwrap(header.children.first { $0.kind == .text })
    XCTAssertEqual(text.text?.string, "Header for section 0")
    XCTAssertEqual(text.frame.y - header.frame.y, 4, accuracy: 0.001)
    XCTAssertGreaterThanOrEqual(header.frame.maxY, text.frame.maxY + 4 - 0.001)
    XCTAssertGreaterThan(text.frame.x, header.frame.x)
    // Text alone takes the plain header's look (a layout section has no list appearance).
    XCTAssertTrue(text.rules.contains(.plainHeaderText), "\(text.rules)")
  }

  /// An absolute height is the header's; its text is centred in it.
  func testAnAbsoluteHeightCentresTheText() throws {
    let text = base.replacingOccurrences(
      of: "heightDimension: { estimated: 44 } }\n          alignment: top",
      with: "heightDimension: { absolute: 60 } }\n          alignment: top")
    let root = layout(try load(text)).root
    let header = try XCTUnwrap(root.children.first { $0.kind == .header })
    XCTAssertEqual(header.frame.height, 60)
    let label = try XCTUnwrap(header.children.first { $0.kind == .text })
    XCTAssertEqual(
      label.frame.midY - header.frame.y, 30, accuracy: 0.001)
  }

  func testAHeaderWithoutItsItemAndAnItemWithoutItsTextAreLocatedErrors() {
    // The footer's item left out: `footer:` (line 8) shows nowhere.
    var text = base.replacingOccurrences(
      of:
        "        - layoutSize: { widthDimension: { fractionalWidth: 1.0 }, heightDimension: { estimated: 44 } }\n          alignment: bottom\n",
      with: "")
    var found = diagnostics(text).filter { $0.id == .invalidSectionLayout }
    XCTAssertEqual(found.map(\.range?.start.line), [8])
    XCTAssertTrue(found.first?.message.contains("'alignment: bottom'") == true)
    // The header's text left out: the `top` item (line 14) has nothing to show.
    text = base.replacingOccurrences(of: "    header: Header for section 0\n", with: "")
    found = diagnostics(text).filter { $0.id == .invalidSectionLayout }
    XCTAssertEqual(found.map(\.range?.start.line), [14])
    XCTAssertTrue(found.first?.message.contains("write 'header:'") == true)
  }

  func testTwoHeadersAndAFractionalHeightAreLocatedErrors() {
    var text = base.replacingOccurrences(of: "alignment: bottom", with: "alignment: top")
    var found = diagnostics(text).filter { $0.id == .invalidSectionLayout }
    // The second top item, and `footer:` that no item shows.
    XCTAssertEqual(found.map(\.range?.start.line).sorted { ($0 ?? 0) < ($1 ?? 0) }, [8, 19])
    text = base.replacingOccurrences(
      of: "heightDimension: { estimated: 44 } }\n          alignment: top",
      with: "heightDimension: { fractionalHeight: 0.1 } }\n          alignment: top")
    found = diagnostics(text).filter { $0.id == .invalidSectionLayout }
    XCTAssertEqual(found.map(\.range?.start.line), [15])
    text = base.replacingOccurrences(of: "alignment: bottom", with: "alignment: leading")
    XCTAssertTrue(
      diagnostics(text).contains { $0.id == .unknownValue && $0.range?.start.line == 19 })
  }

  func testTheWriterWritesTheItemsBack() throws {
    let spec = try load(base)
    let again = try load(try spec.yaml())
    XCTAssertEqual(
      again.sections[0].layout?.boundarySupplementaryItems.map(\.alignment), [.top, .bottom])
    XCTAssertEqual(
      again.sections[0].layout?.boundarySupplementaryItems.map(\.layoutSize),
      spec.sections[0].layout?.boundarySupplementaryItems.map(\.layoutSize))
    XCTAssertEqual(
      again.sections[0].layout?.boundarySupplementaryItems.map(\.pinToVisibleBounds),
      [true, false])
    XCTAssertEqual(again.sections[0].header, "Header for section 0")
  }

  func testAChangedHeaderItemIsAConfigurationChange() throws {
    let new = base.replacingOccurrences(
      of: "pinToVisibleBounds: true", with: "pinToVisibleBounds: false")
    let diff = ListDiff.compute(old: try load(base, "old.yaml"), new: try load(new, "new.yaml"))
    XCTAssertEqual(
      diff.configurationChanges.map(\.path),
      ["sections.main.layout.boundarySupplementaryItems[0].pinToVisibleBounds"])
  }
}
