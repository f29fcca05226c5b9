import XCTest

@testable import ListSpec

/// `render --editing` and `render --selected`: accessories follow `displayed`, selected rows
/// take the selected background.
final class EditingSelectionTests: XCTestCase {
  static let yaml = """
    listspec: 1
    list:
      appearance: insetGrouped
      separatorConfiguration: { multipleSelectionColor: systemBlue }
    cells:
      row:
        content: { text: "{id}" }
        accessories:
          - multiselect
          - disclosureIndicator: { displayed: whenNotEditing }
    sections: [{ id: s, cell: row, items: [{ id: a }, { id: b }, { id: c }] }]
    """

  func layout(editing: Bool, selected: Set<String> = []) throws -> [LayoutNode] {
    let spec = try XCTUnwrap(assertClean(Self.yaml))
    var environment = PreviewEnvironment(device: .iPhone15)
    environment.isEditing = editing
    environment.selectedItems = selected
    return ListLayoutEngine(environment: environment, measurer: ApproximateTextMeasurer())
      .layout(spec).root.allNodes().filter { $0.kind == .cell }
  }

  func testAccessoriesFollowTheEditingState() throws {
    func accessories(_ cell: LayoutNode) -> [String] {
      cell.children.filter { $0.kind == .accessory }.compactMap(\.name)
    }
    let resting = try layout(editing: false)
    let editing = try layout(editing: true)
    XCTAssertEqual(accessories(resting[0]), ["disclosureIndicator"])
    XCTAssertEqual(accessories(editing[0]), ["multiselect"])
    // The leading multiselect pushes the text toward the trailing edge.
    let restingText = try XCTUnwrap(resting[0].first { $0.kind == .text })
    let editingText = try XCTUnwrap(editing[0].first { $0.kind == .text })
    XCTAssertGreaterThan(editingText.frame.x, restingText.frame.x)
  }

  /// The reorder control's vertical line on the grip's leading side, unless
  /// `showsVerticalSeparator: false` hides it; the option is the reorder control's alone.
  func testTheReorderControlDrawsItsVerticalSeparatorUnlessHidden() throws {
    func reorder(_ options: String) throws -> LayoutNode {
      let spec = try XCTUnwrap(
        assertClean(
          """
          listspec: 1
          list: { appearance: insetGrouped }
          cells:
            row: { content: { text: "{id}" }, accessories: [reorder\(options)] }
          sections: [{ id: s, cell: row, items: [{ id: a }] }]
          """))
      var environment = PreviewEnvironment(device: .iPhone15)
      environment.isEditing = true
      let layout = ListLayoutEngine(environment: environment, measurer: ApproximateTextMeasurer())
        .layout(spec)
      return try XCTUnwrap(layout.root.first { $0.kind == .accessory && $0.name == "reorder" })
    }
    let shown = try reorder("")
    let line = try XCTUnwrap(shown.children.first { $0.name == "reorderSeparator" })
    XCTAssertEqual(line.kind, .separator)
    XCTAssertEqual(line.frame.maxX, shown.frame.minX - ListMetrics.reorderSeparatorGap)
    XCTAssertEqual(line.frame.height, 44 - 2 * ListMetrics.cellVerticalMargin)
    XCTAssertEqual(line.frame.midY, shown.frame.midY, accuracy: 0.001)
    XCTAssertTrue(shown.rules.contains(.reorderSeparator))
    let hidden = try reorder(": { showsVerticalSeparator: false }")
    XCTAssertFalse(hidden.children.contains { $0.name == "reorderSeparator" })
    assertDiagnostics(
      """
      listspec: 1
      list: { appearance: insetGrouped }
      cells:
        row: { content: { text: "{id}" }, accessories: [checkmark: { showsVerticalSeparator: false }] }
      sections: [{ id: s, cell: row, items: [{ id: a }] }]
      """, ["4:88 error invalid-accessory"])
  }

  func testSelectedRowsTakeTheSelectedBackgroundAndMultipleSelectionColor() throws {
    let environment = PreviewEnvironment(device: .iPhone15)
    let cells = try layout(editing: true, selected: ["a", "b"])
    XCTAssertEqual(cells.map(\.isSelected), [true, true, false])
    XCTAssertEqual(cells[0].fill, environment.resolve(.system(.systemGray4)))
    XCTAssertNotEqual(cells[2].fill, cells[0].fill)
    let multiselect = try XCTUnwrap(cells[0].children.first { $0.name == "multiselect" })
    XCTAssertTrue(multiselect.isSelected)
    // a and b are adjacent and selected: the separator between them is multipleSelectionColor;
    // b's (before the unselected c) keeps the separator colour.
    let blue = environment.resolve(.system(.systemBlue))
    XCTAssertEqual(cells[0].children.first { $0.kind == .separator }?.fill, blue)
    XCTAssertNotEqual(cells[1].children.first { $0.kind == .separator }?.fill, blue)
  }

  /// Selection changes only what the spec does not set, as UIKit's `updated(for:)` does: a
  /// row whose `backgroundColor` the spec sets keeps it, and in a sidebar a text whose colour
  /// it sets keeps that while the others turn white; SwiftUI content keeps its own colours.
  func testSelectionKeepsWhatTheSpecCustomises() throws {
    let spec = try XCTUnwrap(
      assertClean(
        """
        listspec: 1
        platform: { iOS: "16.0" }
        list: { appearance: sidebar }
        cells:
          flagged:
            content:
              text: "{id}"
              secondaryText: note
              textProperties: { color: systemRed }
            backgroundColor: "{flagged ? .systemYellow : .systemBackground}"
          plain: { content: { text: "{id}", secondaryText: note, textProperties: { color: systemRed } } }
          hosted: { hosting: { content: { Text: "{id}" } } }
        sections:
          - id: s
            items:
              - { id: a, cell: flagged, flagged: true }
              - { id: b, cell: plain }
              - { id: c, cell: hosted }
        """))
    var environment = PreviewEnvironment(device: .iPhone15)
    environment.selectedItems = ["a", "b", "c"]
    let cells = ListLayoutEngine(environment: environment, measurer: ApproximateTextMeasurer())
      .layout(spec).root.allNodes().filter { $0.kind == .cell }
    let yellow = environment.resolve(.system(.systemYellow))
    let red = environment.resolve(.system(.systemRed))
    let white = environment.resolve(.system(.white))
    XCTAssertEqual(cells[0].fill, yellow, "a customised background stays")
    XCTAssertEqual(cells[1].fill, environment.resolve(.system(.tintColor)))
    for cell in cells.prefix(2) {
      XCTAssertEqual(cell.first { $0.name == "text" }?.text?.color, red, "a customised colour")
      XCTAssertEqual(cell.first { $0.name == "secondaryText" }?.text?.color, white)
    }
    XCTAssertNotEqual(cells[2].first { $0.kind == .text }?.text?.color, white, "SwiftUI's own")
  }

  func testSelectingAHiddenOrUnknownRowIsAProblem() throws {
    let spec = try XCTUnwrap(
      assertClean(
        Self.yaml.replacingOccurrences(
          of: "items: [{ id: a }, { id: b }, { id: c }]",
          with: "items: [{ id: a, children: [{ id: b }] }, { id: c }]")))
    XCTAssertNil(spec.problem(selecting: ["a", "c"]))
    XCTAssertEqual(
      spec.problem(selecting: ["b"]),
      "item 'b' is not shown: a parent of it is collapsed (expand it with 'expanded: true')")
    XCTAssertEqual(spec.problem(selecting: ["zz"]), "no item 'zz' in the list")
  }
}
