import XCTest

@testable import ListSpec

/// Swipe actions: decoded on templates and items, and a row drawn swiped open.
final class SwipeActionsTests: XCTestCase {
  static let yaml = """
    listspec: 1
    list: { appearance: plain }
    cells:
      row:
        content: { text: "{id}" }
        trailingSwipeActions:
          performsFirstActionWithFullSwipe: false
          actions:
            - { style: destructive, title: Delete, image: { systemName: trash } }
            - { title: Flag, backgroundColor: systemOrange }
    sections:
      - id: s
        cell: row
        items:
          - { id: a }
          - id: b
            trailingSwipeActions: { actions: [{ title: Unpin }] }
            leadingSwipeActions: { actions: [{ title: Read }] }
    """

  func testActionsAreDecodedOnTemplatesAndItemsAndItemsWin() throws {
    let spec = try XCTUnwrap(assertClean(Self.yaml))
    let items = spec.sections[0].items
    let template = try XCTUnwrap(spec.swipeActions(for: items[0], edge: .trailing))
    XCTAssertFalse(template.performsFirstActionWithFullSwipe)
    XCTAssertEqual(template.actions.map(\.style), [.destructive, .normal])
    XCTAssertEqual(template.actions.map(\.title?.source), ["Delete", "Flag"])
    XCTAssertEqual(template.actions.map(\.systemImage?.source), ["trash", nil])
    XCTAssertEqual(template.actions[1].backgroundColor, .value(.system(.systemOrange)))
    XCTAssertNil(spec.swipeActions(for: items[0], edge: .leading))
    XCTAssertEqual(
      spec.swipeActions(for: items[1], edge: .trailing)?.actions.map(\.title?.source), ["Unpin"])
    XCTAssertEqual(
      spec.swipeActions(for: items[1], edge: .leading)?.actions.map(\.title?.source), ["Read"])
    XCTAssertNil(items[1].fields["trailingSwipeActions"])
  }

  /// `id:` names an action for the app's handler; without one, the literal title, else the
  /// literal symbol, else the edge and position — never a title computed per item. A changed
  /// id is a change `diff` reports, on a template and on an item.
  func testAnActionsIDIsWrittenOrDerivedFromLiteralsAndDiffSeesIt() throws {
    let yaml = """
      listspec: 1
      list: { appearance: plain }
      cells:
        row:
          content: { text: "{id}" }
          trailingSwipeActions:
            actions:
              - { id: remove, title: Delete }
              - { title: Flag }
              - { title: "{id}", image: { systemName: star } }
              - { title: "{id}" }
      sections:
        - id: s
          cell: row
          items:
            - { id: a }
            - { id: b, trailingSwipeActions: { actions: [{ id: unpin, title: Unpin }] } }
      """
    let spec = try XCTUnwrap(assertClean(yaml))
    let items = spec.sections[0].items
    // The template's actions as written (`swipeActions(for:edge:)` evaluates them per item).
    let template = try XCTUnwrap(spec.cells[0].swipeActions?[.trailing])
    XCTAssertEqual(
      template.actions.enumerated().map { $1.handlerID(edge: .trailing, index: $0) },
      ["remove", "Flag", "star", "trailing4"])
    XCTAssertEqual(spec.swipeActions(for: items[1], edge: .trailing)?.actions.first?.id, "unpin")
    for (old, new) in [("id: remove, ", ""), ("id: unpin, ", "id: keep, ")] {
      let edited = yaml.replacingOccurrences(of: old, with: new)
      XCTAssertNotEqual(edited, yaml)
      let diff = ListDiff.compute(
        old: try XCTUnwrap(assertClean(yaml)), new: try XCTUnwrap(assertClean(edited)))
      XCTAssertEqual(
        diff.configurationChanges.map(\.path) + diff.updatedItems.map(\.id),
        old.hasPrefix("id: remove") ? ["cells.row.trailingSwipeActions.actions[0].id"] : ["b"],
        old)
    }
  }

  func testAnActionWithoutTitleOrImageIsAWarning() {
    let loaded = assertDiagnostics(
      Self.yaml.replacingOccurrences(of: "{ title: Read }", with: "{ style: normal }"),
      ["18:42 warning swipe-action-without-label"])
    XCTAssertEqual(
      loaded.diagnostics.first?.message,
      "contextual action has neither a 'title' nor an 'image', so its button is empty; add 'title' or 'image: { systemName: … }'"
    )
  }

  func testSwipedRowsAreParsedAndCheckedAgainstTheList() throws {
    XCTAssertEqual(SwipedRow(parsing: "a"), SwipedRow(itemID: "a", edge: .trailing))
    XCTAssertEqual(SwipedRow(parsing: "a:leading"), SwipedRow(itemID: "a", edge: .leading))
    XCTAssertEqual(SwipedRow(parsing: "x:y"), SwipedRow(itemID: "x:y", edge: .trailing))
    let spec = try XCTUnwrap(assertClean(Self.yaml))
    XCTAssertNil(spec.problem(swiping: SwipedRow(itemID: "a", edge: .trailing)))
    XCTAssertEqual(
      spec.problem(swiping: SwipedRow(itemID: "a", edge: .leading)),
      "item 'a' has no leading swipe actions; it has trailing actions: --swiped a:trailing")
    XCTAssertEqual(
      spec.problem(swiping: SwipedRow(itemID: "zz", edge: .trailing)),
      "no item 'zz' in the list (items: 'a', 'b')")
  }

  func testASwipedRowSlidesAndShowsItsButtonsOutermostFirst() throws {
    let spec = try XCTUnwrap(assertClean(Self.yaml))
    var environment = PreviewEnvironment(device: .iPhone15)
    let engine = ListLayoutEngine(environment: environment, measurer: ApproximateTextMeasurer())
    let still = engine.layout(spec)
    environment.swiped = SwipedRow(itemID: "a", edge: .trailing)
    let swiped = ListLayoutEngine(environment: environment, measurer: ApproximateTextMeasurer())
      .layout(spec)
    func cell(_ layout: ListLayout, _ id: String) throws -> LayoutNode {
      try XCTUnwrap(layout.root.first { $0.kind == .cell && $0.id == id })
    }
    let before = try cell(still, "a")
    let after = try cell(swiped, "a")
    XCTAssertEqual(after.frame, before.frame)
    XCTAssertTrue(after.clipsChildren)
    let buttons = after.children.filter { $0.name == "UIContextualAction" }
    XCTAssertEqual(buttons.count, 2)
    // Delete (first) is outermost: at the trailing edge.
    XCTAssertEqual(buttons[0].frame.maxX, before.frame.maxX, accuracy: 0.001)
    XCTAssertEqual(buttons[1].frame.maxX, buttons[0].frame.minX, accuracy: 0.001)
    XCTAssertTrue(buttons.allSatisfy { $0.frame.width >= ListMetrics.swipeActionMinimumWidth })
    XCTAssertTrue(buttons.allSatisfy { $0.frame.height == before.frame.height })
    XCTAssertEqual(buttons[0].fill, environment.resolve(.system(.systemRed)))
    XCTAssertEqual(buttons[1].fill, environment.resolve(.system(.systemOrange)))
    XCTAssertEqual(buttons[0].children.compactMap(\.text?.string), ["Delete"])
    XCTAssertEqual(buttons[0].children.compactMap(\.symbol), ["trash"])
    // The text slid left by the buttons' width.
    let total = buttons.reduce(0) { $0 + $1.frame.width }
    let textBefore = try XCTUnwrap(before.first { $0.text?.string == "a" })
    let textAfter = try XCTUnwrap(after.first { $0.text?.string == "a" })
    XCTAssertEqual(textAfter.frame.x, textBefore.frame.x - total, accuracy: 0.001)
    // Other rows are untouched.
    XCTAssertEqual(try cell(swiped, "b"), try cell(still, "b"))
  }
}
