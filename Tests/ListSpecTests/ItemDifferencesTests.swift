import XCTest

@testable import ListSpec

/// `Item.differences(from:)`: every item key is content for the differ or the outline's, and
/// source positions never are.
final class ItemDifferencesTests: XCTestCase {
  /// A spec with one item, `a`, whose entry is `item` (block YAML at the items' indentation).
  private func spec(_ item: String) throws -> ListSpecDocument {
    let head = """
      listspec: 1
      list: { appearance: sidebar }
      cells:
        row: { content: { text: "{title}" } }
        other: { content: { text: "{title}" } }
      sections:
        - id: s
          cell: row
          items:

      """
    let items = (item.split(separator: "\n") + ["- { id: z, title: Z, cell: other }"]).map {
      "      " + $0
    }
    return try XCTUnwrap(assertClean(head + items.joined(separator: "\n")))
  }

  private let plain = """
    - id: a
      title: A
      expanded: true
      children: [{ id: child, title: C }]
    """

  /// For each reserved key, the item written with only that key changed: the diff is never
  /// empty. The `switch` is exhaustive, so a new `ItemKey` does not compile here until a
  /// change of it is written and checked.
  func testAChangeOfEveryItemKeyIsADifference() throws {
    let old = try spec(plain)
    for key in ItemKey.allCases {
      let changed: String
      switch key {
      case .id: changed = plain.replacingOccurrences(of: "id: a", with: "id: b")
      case .cell: changed = plain + "\n  cell: other"
      case .children:
        changed = plain.replacingOccurrences(
          of: "[{ id: child, title: C }]", with: "[{ id: child, title: C }, { id: d, title: D }]")
      case .expanded: changed = plain.replacingOccurrences(of: "true", with: "false")
      case .leadingSwipeActions, .trailingSwipeActions:
        changed = plain + "\n  \(key.rawValue): { actions: [{ title: Pin }] }"
      }
      let new = try spec(changed)
      let diff = ListDiff.compute(old: old.sections, new: new.sections)
      XCTAssertTrue(diff.hasSnapshotChanges, "a change of '\(key.rawValue)' made no difference")
      switch key.role {
      case .identifier, .outline: continue
      case .template:
        XCTAssertEqual(diff.updatedItems.map(\.kind), [.reload], key.rawValue)
      case .swipeActions:
        XCTAssertEqual(
          diff.updatedItems.first?.changedFields,
          [
            ItemFieldChange(
              field: key.rawValue, oldValue: nil, newValue: "{ actions: [{ title: Pin }] }")
          ])
        XCTAssertEqual(diff.updatedItems.map(\.kind), [.reconfigure], key.rawValue)
      }
    }
  }

  /// The case: only an item's own trailing actions changed, one action added.
  func testAChangedSwipeActionIsAReconfigure() throws {
    let old = try spec(
      """
      - id: a
        title: A
        trailingSwipeActions:
          actions: [{ style: destructive, title: Delete }]
      """)
    let new = try spec(
      """
      - id: a
        title: A
        trailingSwipeActions:
          actions:
            - { style: destructive, title: Delete }
            - { title: Flag, image: { systemName: flag }, backgroundColor: systemOrange }
      """)
    let diff = ListDiff.compute(old: old.sections, new: new.sections)
    XCTAssertEqual(diff.updatedItems.map(\.id), ["a"])
    XCTAssertEqual(
      diff.updatedItems.first?.changedFields,
      [
        ItemFieldChange(
          field: "trailingSwipeActions",
          oldValue: "{ actions: [{ style: destructive, title: Delete }] }",
          newValue:
            "{ actions: [{ style: destructive, title: Delete }, { title: Flag, image: { systemName: flag }, backgroundColor: systemOrange }] }"
        )
      ])
    let text = DiffTextFormatter(oldPath: "old.yaml", newPath: "new.yaml").format(diff)
    XCTAssertTrue(text.contains("a [0, 0] reconfigure: trailingSwipeActions {"), text)
  }

  /// Written differently, meaning the same: flow or block, quoted or plain, moved lines.
  func testSourcePositionsAndSpellingAreNotContent() throws {
    let old = try spec(
      """
      - id: a
        title: A
        leadingSwipeActions:
          performsFirstActionWithFullSwipe: false
          actions: [{ title: Read, image: { systemName: book }, backgroundColor: systemBlue }]
      """)
    let new = try spec(
      """
      # a comment moves every line
      - id: a
        leadingSwipeActions: { actions: [{ backgroundColor: systemBlue, image: { systemName: "book" }, title: "Read" }], performsFirstActionWithFullSwipe: false }
        title: "A"
      """)
    XCTAssertEqual(new.sections[0].items[0].differences(from: old.sections[0].items[0]), [])
    XCTAssertTrue(new.sections[0].items[0].hasSameContent(as: old.sections[0].items[0]))
    XCTAssertTrue(ListDiff.compute(old: old.sections, new: new.sections).isEmpty)
    XCTAssertEqual(
      old.sections[0].items[0].swipeActions?.leading?.contentText,
      "{ actions: [{ title: Read, image: { systemName: book }, backgroundColor: systemBlue }], performsFirstActionWithFullSwipe: false }"
    )
  }

  /// A condition written with YAML's indicator characters is quoted, so the line reads back.
  func testContentTextQuotesWhatYAMLWouldReadOtherwise() {
    XCTAssertEqual(YAMLFlowText.scalar("!flagged"), "\"!flagged\"")
    XCTAssertEqual(YAMLFlowText.scalar("true"), "\"true\"")
    XCTAssertEqual(YAMLFlowText.scalar("12"), "\"12\"")
    XCTAssertEqual(YAMLFlowText.scalar("a: b"), "\"a: b\"")
    XCTAssertEqual(YAMLFlowText.scalar(""), "\"\"")
    XCTAssertEqual(YAMLFlowText.scalar("Mark as read"), "Mark as read")
  }

  /// `fields:` may not declare an item key: the item's value would never be that field.
  func testFieldsRefuseTheItemKeys() {
    let loaded = assertDiagnostics(
      """
      listspec: 1
      list: { appearance: plain }
      cells:
        row:
          fields: { expanded: Int, count: Int }
          content: { text: "{count}" }
      sections: [{ id: s, cell: row, items: [{ id: a, count: 3 }] }]
      """, ["5:15 error reserved-field-name"])
    XCTAssertEqual(
      loaded.diagnostics.first?.message,
      "'expanded' is an item key (whether the item's children show), not a field a template can declare; give the field another name"
    )
    for key in ItemKey.allCases {
      let yaml = """
        listspec: 1
        list: { appearance: plain }
        cells: { row: { fields: { \(key.rawValue): String }, content: { text: "{id}" } } }
        sections: [{ id: s, cell: row, items: [{ id: a }] }]
        """
      XCTAssertEqual(summaries(loadSpec(yaml)), ["3:27 error reserved-field-name"], key.rawValue)
    }
  }
}
