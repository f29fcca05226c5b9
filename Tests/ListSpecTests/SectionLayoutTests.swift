import Foundation
import XCTest

@testable import ListSpec

/// A section's own `list:` (a section provider), the appearance-aware default content style,
/// `preferredSymbolConfiguration` and `axesPreservingSuperviewLayoutMargins`: decoding,
/// validation and diff. Their layout is in LayoutGoldens (section-layouts, symbol-configuration).
final class SectionLayoutTests: XCTestCase {
  let base = """
    listspec: 1
    list: { appearance: insetGrouped }
    cells:
      row: { content: { text: "{title}" } }
    sections:
      - id: outline
        list: { appearance: sidebar, contentInsets: { top: 10, leading: 10 } }
        cell: row
        items: [{ id: a, title: A }]
      - id: plain
        cell: row
        items: [{ id: b, title: B }]

    """

  func load(_ text: String, _ path: String = "spec.yaml") throws -> ListSpecDocument {
    let loaded = ListSpecLoader.load(text: text, path: path)
    return try XCTUnwrap(loaded.spec, "invalid: \(loaded.diagnostics)")
  }

  func testASectionListIsWrittenOverTheTopLevelList() throws {
    let spec = try load(base)
    let outline = spec.layout(of: spec.sections[0])
    XCTAssertEqual(outline.list.appearance, .sidebar)
    // Setting the appearance gives that appearance's separators default.
    XCTAssertFalse(outline.list.showsSeparators)
    XCTAssertEqual(outline.contentInsets, DirectionalEdgeInsets(top: 10, leading: 10))
    let plain = spec.layout(of: spec.sections[1])
    XCTAssertEqual(plain.list, spec.list)
    XCTAssertEqual(plain.contentInsets, .zero)
    XCTAssertTrue(spec.hasSectionLayouts)
    // A content configuration without a style takes its section's default.
    guard case .content(let content) = try XCTUnwrap(spec.cell(named: "row")).kind else {
      return XCTFail("not a content cell")
    }
    XCTAssertNil(content.style)
    XCTAssertEqual(content.resolvedStyle(in: .sidebar), .sidebarCell)
    XCTAssertEqual(content.resolvedStyle(in: .sidebarPlain), .sidebarCell)
    XCTAssertEqual(content.resolvedStyle(in: .insetGrouped), .cell)
    var explicit = content
    explicit.style = .subtitleCell
    XCTAssertEqual(explicit.resolvedStyle(in: .sidebar), .subtitleCell)
  }

  func testHeaderChecksUseEachSectionsHeaderMode() throws {
    let text = """
      listspec: 1
      list: { appearance: plain }
      cells: { row: { content: { text: x } } }
      sections:
        - id: shown
          list: { headerMode: supplementary }
          header: Shown
          cell: row
          items: [{ id: a }]
        - id: hidden
          header: Not shown
          cell: row
          items: [{ id: b }]

      """
    let loaded = ListSpecLoader.load(text: text, path: "spec.yaml")
    XCTAssertEqual(loaded.diagnostics.map(\.id), [.headerNotShown])
    XCTAssertEqual(loaded.diagnostics.first?.location?.line, 10)
    XCTAssertTrue(loaded.diagnostics.first?.message.contains("'hidden'") == true)
  }

  func testSymbolConfigurationAndPreservedAxesDecode() throws {
    let text = """
      listspec: 1
      list: { appearance: plain }
      cells:
        row:
          content:
            text: x
            image: { systemName: star }
            imageProperties:
              preferredSymbolConfiguration: { textStyle: title1, weight: bold, scale: small }
            axesPreservingSuperviewLayoutMargins: horizontal
      sections: [{ id: s, cell: row, items: [{ id: a }] }]

      """
    let spec = try load(text)
    guard case .content(let content) = try XCTUnwrap(spec.cell(named: "row")).kind else {
      return XCTFail("not a content cell")
    }
    XCTAssertEqual(
      content.imageProperties.preferredSymbolConfiguration,
      SymbolConfiguration(textStyle: .title, weight: .bold, scale: .small))
    XCTAssertEqual(content.axesPreservingSuperviewLayoutMargins, .horizontal)
  }

  func testATextStyleWithAPointSizeIsInvalid() {
    let text = """
      listspec: 1
      list: { appearance: plain }
      cells:
        row:
          content:
            text: x
            imageProperties: { preferredSymbolConfiguration: { textStyle: body, pointSize: 17 } }
      sections: [{ id: s, cell: row, items: [{ id: a }] }]

      """
    let loaded = ListSpecLoader.load(text: text, path: "spec.yaml")
    XCTAssertEqual(loaded.diagnostics.map(\.id), [.invalidNumber])
    XCTAssertEqual(
      loaded.diagnostics.first?.message,
      "'pointSize' cannot be given with 'textStyle': a symbol configuration has one or the other")
    XCTAssertEqual(loaded.diagnostics.first?.location?.line, 7)
    XCTAssertEqual(loaded.diagnostics.first?.location?.column, 86)
  }

  func testSectionListSeparatorConfigurationIsCheckedAgainstThePlatform() {
    let text = base.replacingOccurrences(
      of: "listspec: 1\n", with: "listspec: 1\nplatform: { iOS: \"14.0\" }\n"
    ).replacingOccurrences(
      of: "list: { appearance: sidebar,",
      with: "list: { separatorConfiguration: { color: red }, appearance: sidebar,")
    let loaded = ListSpecLoader.load(text: text, path: "spec.yaml")
    XCTAssertEqual(loaded.diagnostics.map(\.id), [.unavailable])
    XCTAssertEqual(loaded.diagnostics.first?.location?.line, 8)
  }

  func testAChangedSectionListIsAConfigurationChangeWithBothLocations() throws {
    let new = base.replacingOccurrences(of: "appearance: sidebar,", with: "appearance: plain,")
    let diff = ListDiff.compute(old: try load(base, "old.yaml"), new: try load(new, "new.yaml"))
    XCTAssertEqual(diff.configurationChanges.map(\.path), ["sections.outline.list.appearance"])
    let change = try XCTUnwrap(diff.configurationChanges.first)
    XCTAssertEqual(change.kind, .changed)
    XCTAssertEqual(change.oldValue, "sidebar")
    XCTAssertEqual(change.newValue, "plain")
    XCTAssertEqual(change.oldRange?.start.line, 7)
    XCTAssertEqual(change.newRange?.start.line, 7)
    // The snapshot is unchanged: no section or item is inserted, deleted or moved.
    XCTAssertTrue(diff.updatedSections.isEmpty && diff.movedSections.isEmpty)
    XCTAssertTrue(diff.insertedItems.isEmpty && diff.deletedItems.isEmpty)
  }

  func testAddingAndRemovingASectionListAreConfigurationChanges() throws {
    let added = base.replacingOccurrences(
      of: "  - id: plain\n", with: "  - id: plain\n    list: { headerMode: none }\n")
    var diff = ListDiff.compute(old: try load(base, "old.yaml"), new: try load(added, "new.yaml"))
    XCTAssertEqual(diff.configurationChanges.map(\.kind), [.added])
    XCTAssertEqual(diff.configurationChanges.first?.path, "sections.plain.list")
    XCTAssertEqual(diff.configurationChanges.first?.newRange?.start.line, 11)
    XCTAssertEqual(diff.configurationChanges.first?.oldParentRange?.start.line, 10)
    diff = ListDiff.compute(old: try load(added, "old.yaml"), new: try load(base, "new.yaml"))
    XCTAssertEqual(diff.configurationChanges.map(\.kind), [.removed])
    XCTAssertEqual(diff.configurationChanges.first?.newParentRange?.start.line, 10)
    // A section that is not in both lists is a section insertion, not a configuration change.
    let renamed = base.replacingOccurrences(of: "id: outline", with: "id: sidebar")
    diff = ListDiff.compute(old: try load(base, "old.yaml"), new: try load(renamed, "new.yaml"))
    XCTAssertEqual(diff.configurationChanges.map(\.path), [])
  }
}
