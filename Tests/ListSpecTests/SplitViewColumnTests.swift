import XCTest

@testable import ListSpec

/// `preview: column` and the split view a sidebar is drawn in on an iPad (specs/metrics.md,
/// "split view column").
final class SplitViewColumnTests: XCTestCase {
  static func spec(appearance: String, preview: String = "") -> String {
    """
    listspec: 1
    \(preview)
    navigationBar: { title: Mail }
    list: { appearance: \(appearance) }
    cells:
      row: { content: { text: "{name}" } }
    sections:
      - id: main
        cell: row
        items: [{ id: a, name: Inbox }, { id: b, name: Sent }]

    """
  }

  func layout(
    _ yaml: String, device: String = "iPad", landscape: Bool = true,
    rightToLeft: Bool = false
  ) throws -> ListLayout {
    let spec = try XCTUnwrap(assertClean(yaml))
    var environment = PreviewEnvironment(
      device: try XCTUnwrap(DevicePreset.named(device)), landscape: landscape)
    if rightToLeft { environment.layoutDirection = .rightToLeft }
    environment = environment.applying(spec.preview, rightToLeft: rightToLeft)
    return ListLayoutEngine(environment: environment, measurer: ApproximateTextMeasurer())
      .layout(spec)
  }

  func node(_ layout: ListLayout, _ name: String) -> LayoutNode? {
    layout.root.first { $0.name == name }
  }

  func testASidebarIsTheIPadsPrimaryColumn() throws {
    let split = try layout(Self.spec(appearance: "sidebar"))
    XCTAssertEqual(split.size.width, 1180, "the picture is the whole screen")
    XCTAssertTrue(split.root.rules.contains(.splitViewColumn))
    XCTAssertEqual(split.root.fill, SystemColor.systemBackground.light, "the secondary column")
    let column = try XCTUnwrap(node(split, "primaryColumn"))
    XCTAssertEqual(column.frame, LayoutRect(x: 0, y: 0, width: 320, height: split.size.height))
    XCTAssertEqual(column.fill, SystemColor.systemGroupedBackground.light)
    XCTAssertEqual(node(split, "columnDivider")?.frame.x, 320)
    // The rows keep inside the column: the sidebar's 10-pt inset from its edges.
    let cells = split.root.allNodes().filter { $0.kind == .cell }
    XCTAssertEqual(cells.count, 2)
    for cell in cells {
      XCTAssertEqual(cell.frame.minX, 10)
      XCTAssertEqual(cell.frame.maxX, 310)
    }
    // The large title keeps to the column's margin; the status bar spans the screen.
    XCTAssertEqual(node(split, "battery")?.frame.maxX ?? 0, 1180 - 20, accuracy: 0.001)
    XCTAssertLessThan(node(split, "time")?.frame.maxX ?? .infinity, 320)
  }

  func testColumnFullAndIPhonesSpreadTheListAcrossTheScreen() throws {
    let full = try layout(
      Self.spec(appearance: "sidebar", preview: "preview: { column: full }"))
    XCTAssertNil(node(full, "primaryColumn"))
    XCTAssertEqual(full.root.first { $0.kind == .cell }?.frame.maxX, 1180 - 10)
    // An iPhone's compact width collapses a split view to one column.
    let phone = try layout(
      Self.spec(appearance: "sidebar", preview: "preview: { column: primary }"),
      device: "iPhone 15", landscape: false)
    XCTAssertNil(node(phone, "primaryColumn"))
    XCTAssertEqual(phone.size.width, 393)
  }

  func testColumnPrimaryPutsAnyListInTheColumn() throws {
    let plain = try layout(Self.spec(appearance: "insetGrouped"))
    XCTAssertNil(node(plain, "primaryColumn"), "only sidebars are columns by default")
    let column = try layout(
      Self.spec(appearance: "insetGrouped", preview: "preview: { column: primary }"))
    let section = try XCTUnwrap(column.root.first { $0.kind == .section })
    XCTAssertEqual(section.frame.minX, 16, "the column's compact margins")
    XCTAssertEqual(section.frame.maxX, 320 - 16)
  }

  func testRightToLeftPutsTheColumnOnTheRight() throws {
    let mirrored = try layout(Self.spec(appearance: "sidebar"), rightToLeft: true)
    XCTAssertEqual(node(mirrored, "primaryColumn")?.frame.minX, 1180 - 320)
    let cell = try XCTUnwrap(mirrored.root.first { $0.kind == .cell })
    XCTAssertEqual(cell.frame.minX, 1180 - 310)
    XCTAssertEqual(node(mirrored, "battery")?.frame.minX ?? 0, 20, accuracy: 0.001)
  }

  func testTheKeyIsCheckedAndWrittenBack() throws {
    assertDiagnostics(
      Self.spec(appearance: "sidebar", preview: "preview: { column: secondary }"),
      ["2:20 error unknown-value"])
    let spec = try XCTUnwrap(
      assertClean(Self.spec(appearance: "sidebar", preview: "preview: { column: full }")))
    XCTAssertEqual(spec.preview.column, .full)
    XCTAssertTrue(try spec.yaml().contains("column: full"))
  }
}
