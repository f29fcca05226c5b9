import Foundation
import XCTest

@testable import ListSpec

/// `sections[].itemSeparators`: one item's separators over the section's.
final class ItemSeparatorsTests: XCTestCase {
  private func load(_ separators: String, platform: String = "15.0") -> LoadedSpec {
    loadSpec(
      """
      listspec: 1
      platform: { iOS: "\(platform)" }
      list: { appearance: insetGrouped }
      cells:
        row:
          content: { text: "{title}" }
      sections:
        - id: s
          cell: row
          itemSeparators: \(separators)
          items: [{ id: a, title: A }, { id: b, title: B }, { id: c, title: C }]
      """)
  }

  private func separators(_ loaded: LoadedSpec) throws -> [String: [LayoutNode]] {
    let spec = try XCTUnwrap(loaded.spec, "\(summaries(loaded))")
    XCTAssertEqual(summaries(loaded), [])
    let engine = ListLayoutEngine(
      environment: PreviewEnvironment(device: .iPhone15), measurer: ApproximateTextMeasurer())
    var result: [String: [LayoutNode]] = [:]
    for cell in engine.layout(spec).root.allNodes() where cell.kind == .cell {
      result[cell.id ?? ""] = cell.children.filter { $0.kind == .separator }
    }
    return result
  }

  func testAHiddenBottomSeparatorIsGoneForThatItemOnly() throws {
    let found = try separators(load("{ a: { bottomSeparatorVisibility: hidden } }"))
    XCTAssertEqual(found["a"]?.count, 0)
    XCTAssertEqual(found["b"]?.map(\.name), ["bottom"])
    XCTAssertFalse(found["b"]?.first?.rules.contains(.itemSeparators) ?? true)
  }

  func testInsetsAndATopSeparatorForOneItem() throws {
    let found = try separators(
      load(
        "{ b: { topSeparatorVisibility: visible, topSeparatorInsets: { leading: 40, trailing: 10 }, bottomSeparatorInsets: { leading: 0, trailing: 0 } } }"
      ))
    let b = try XCTUnwrap(found["b"])
    XCTAssertEqual(b.map(\.name), ["top", "bottom"])
    let cellWidth = 393.0 - 32
    XCTAssertEqual(b[0].frame.x, 16 + 40, accuracy: 0.001)
    XCTAssertEqual(b[0].frame.width, cellWidth - 50, accuracy: 0.001)
    XCTAssertEqual(b[1].frame.width, cellWidth, accuracy: 0.001)
    XCTAssertTrue(b.allSatisfy { $0.rules.contains(.itemSeparators) })
  }

  func testAnIDThatIsNotAnItemOfTheSectionIsUnknownValue() {
    let loaded = load("{ bb: { bottomSeparatorVisibility: hidden } }")
    XCTAssertEqual(summaries(loaded), ["10:23 error unknown-value"])
    XCTAssertEqual(
      loaded.diagnostics.first?.message, "unknown item of section 's' 'bb'; did you mean 'b'?")
  }

  func testItNeedsIOS14Point5() {
    XCTAssertEqual(
      summaries(load("{ a: { bottomSeparatorVisibility: hidden } }", platform: "14.0")),
      ["10:5 error unavailable"])
  }

  func testAChangedItemSeparatorIsAConfigurationChangeOfItsSection() throws {
    let old = try XCTUnwrap(load("{ a: { bottomSeparatorVisibility: hidden } }").spec)
    let new = try XCTUnwrap(load("{ a: { bottomSeparatorVisibility: visible } }").spec)
    let diff = ListDiff.compute(old: old, new: new)
    XCTAssertEqual(
      diff.configurationChanges.map(\.path),
      ["sections.s.itemSeparators.a.bottomSeparatorVisibility"])
    XCTAssertEqual(diff.configurationChanges.first?.newValue, "visible")
  }
}
