import Foundation
import XCTest

@testable import ListSpec

/// `ListDiff.compute(old:new:)` on real YAML: the seed examples, edited as a reviewer would.
final class DiffConfigurationTests: XCTestCase {
  static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples")

  func example(_ name: String) throws -> String {
    try String(contentsOf: Self.examples.appendingPathComponent(name), encoding: .utf8)
  }

  func load(_ text: String, _ path: String) throws -> ListSpecDocument {
    let loaded = ListSpecLoader.load(text: text, path: path)
    return try XCTUnwrap(loaded.spec, "\(path) is invalid: \(loaded.diagnostics)")
  }

  func diff(_ old: String, _ new: String) throws -> ListDiff {
    ListDiff.compute(old: try load(old, "old.yaml"), new: try load(new, "new.yaml"))
  }

  /// Replaces exactly one occurrence, so a test cannot silently edit nothing.
  func edit(_ text: String, _ target: String, _ replacement: String) -> String {
    XCTAssertEqual(text.components(separatedBy: target).count, 2, "'\(target)' must occur once")
    return text.replacingOccurrences(of: target, with: replacement)
  }

  func testEachExampleDiffedWithItselfIsEmpty() throws {
    for name in ["sf-symbols.yaml", "video-games.yaml"] {
      let text = try example(name)
      let diff = try diff(text, text)
      XCTAssertTrue(diff.isEmpty, name)
      XCTAssertTrue(diff.plan.stages.isEmpty, name)
    }
  }

  func testReorderingKeysIsNotAChange() throws {
    let old = try example("video-games.yaml")
    let reordered = """
      sections:
        - items:
            - { name: Mass Effect, id: mass-effect }
            - { name: Mass Effect 2, id: mass-effect-2 }
            - { id: mass-effect-3, name: Mass Effect 3 }
            - { name: "ME: Andromeda", id: me-andromeda }
            - { name: "ME: Remaster", id: me-remaster }
          cell: videoGame
          id: 0
      cells:
        videoGame:
          content:
            textProperties: { font: headline }
            text: "{name}"
            style: cell
      list:
        backgroundColor: systemGroupedBackground
        appearance: insetGrouped
      platform: { iOS: "14.0" }
      listspec: 1

      """
    XCTAssertTrue(try diff(old, reordered).isEmpty)
  }

  func testEditedSFSymbolsList() throws {
    let old = try example("sf-symbols.yaml")
    var new = edit(
      old, "  appearance: insetGrouped",
      "  appearance: grouped\n  backgroundColor: systemGroupedBackground")
    new = edit(new, "weight: semibold", "weight: bold")
    new = edit(new, "      - { id: applelogo, name: applelogo }\n", "")
    new = edit(
      new, "      - { id: bolt.fill, name: bolt.fill }",
      "      - { id: bolt.fill, name: bolt.fill }\n      - { id: applelogo, name: applelogo }")
    new = edit(new, "{ id: iphone, name: iphone }", "{ id: iphone, name: iphone.homebutton }")
    new = edit(new, "      - { id: car, name: car }\n", "")
    let diff = try diff(old, new)

    XCTAssertEqual(diff.movedItems.map(\.id), ["applelogo"], "one move, not 20")
    XCTAssertEqual(diff.deletedItems.map(\.id), ["car"])
    XCTAssertEqual(diff.updatedItems.map(\.id), ["iphone"])
    XCTAssertEqual(diff.updatedItems.first?.kind, .reconfigure)
    XCTAssertEqual(
      diff.updatedItems.first?.changedFields,
      [ItemFieldChange(field: "name", oldValue: "iphone", newValue: "iphone.homebutton")])

    XCTAssertEqual(
      diff.configurationChanges.map(\.path),
      [
        "list.appearance", "list.backgroundColor",
        "cells.symbol.hosting.content.HStack.children[2].modifiers[0].font.weight",
      ])
    let appearance = diff.configurationChanges[0]
    XCTAssertEqual(appearance.kind, .changed)
    XCTAssertEqual(appearance.oldValue, "insetGrouped")
    XCTAssertEqual(appearance.newValue, "grouped")
    XCTAssertEqual(appearance.oldRange?.start.description, "10:15")
    XCTAssertEqual(appearance.newRange?.start.description, "10:15")
    let background = diff.configurationChanges[1]
    XCTAssertEqual(background.kind, .added)
    XCTAssertNil(background.oldRange)
    XCTAssertEqual(background.oldParentRange?.start.description, "10:3", "the old list mapping")
    XCTAssertEqual(background.newRange?.start.description, "11:20")
    let weight = diff.configurationChanges[2]
    XCTAssertEqual(weight.template, "symbol")
    XCTAssertEqual(weight.oldRange?.start.line, 25)
    XCTAssertEqual(weight.newRange?.start.line, 26)
    XCTAssertEqual(diff.affectedItemsByTemplate["symbol"]?.count, 21)
    XCTAssertEqual(diff.affectedItemsByTemplate["symbol"]?.first, "iphone")
  }

  func testModifierAddedAndRemovedAreReportedWithValues() throws {
    let old = try example("sf-symbols.yaml")
    var new = edit(
      old, "          - frame: { height: 70 }  # before",
      "          - frame: { height: 80 }  # before")
    new = edit(
      new, "            - Spacer\n            - Text",
      "            - Spacer\n            - Divider\n            - Text")
    let diff = try diff(old, new)
    let byPath = Dictionary(uniqueKeysWithValues: diff.configurationChanges.map { ($0.path, $0) })
    XCTAssertEqual(byPath["cells.symbol.hosting.content.modifiers[0].frame.height"]?.newValue, "80")
    // Sequences compare by index: inserting a child shifts the ones after it.
    XCTAssertEqual(
      byPath["cells.symbol.hosting.content.HStack.children[2]"]?.oldValue,
      "{ Text: \"{name}\", modifiers: [{ font: { style: title3, weight: semibold } }] }")
    XCTAssertEqual(byPath["cells.symbol.hosting.content.HStack.children[2]"]?.newValue, "Divider")
    XCTAssertEqual(byPath["cells.symbol.hosting.content.HStack.children[5]"]?.kind, .added)
  }

  func testTemplateKindChangeReloadsItsItems() throws {
    let old = try example("video-games.yaml")
    let new = edit(
      edit(old, "platform: { iOS: \"14.0\" }", "platform: { iOS: \"16.0\" }"),
      """
          content:                       # cell.defaultContentConfiguration()
            style: cell
            text: "{name}"
            textProperties:
              font: headline             # .preferredFont(forTextStyle: .headline)
      """,
      """
          hosting:
            content:
              Text: "{name}"
      """)
    let diff = try diff(old, new)
    XCTAssertEqual(diff.updatedItems.count, 5)
    XCTAssertTrue(diff.updatedItems.allSatisfy { $0.kind == .reload && $0.cellKindChanged })
    XCTAssertEqual(diff.plan.stage(.itemUpdates)?.reloadItems.count, 5)
    XCTAssertEqual(
      diff.configurationChanges.map(\.path),
      ["platform.iOS", "cells.videoGame.hosting", "cells.videoGame.content"])
    XCTAssertEqual(diff.configurationChanges.map(\.kind), [.changed, .added, .removed])
    XCTAssertEqual(diff.affectedItemsByTemplate["videoGame"]?.count, 5)
  }

  func testNumbersCompareByValueAndStringsByText() throws {
    let old = try example("sf-symbols.yaml")
    XCTAssertTrue(try diff(old, edit(old, "height: 70 }", "height: 70.0 }")).isEmpty)
    let quoted = try diff(old, edit(old, "weight: semibold", "weight: 'semibold'"))
    XCTAssertTrue(quoted.isEmpty, "a quoted string is the same string")
  }

  func testItemsOfAnInsertedAndADeletedSection() throws {
    let old = try example("video-games.yaml")
    let new =
      old + """
          - id: sequels
            header: Sequels
            cell: videoGame
            items:
              - { id: me-4, name: Mass Effect 4 }

        """
    let diff = try diff(old, new)
    XCTAssertEqual(diff.insertedSections.map(\.id), ["sequels"])
    XCTAssertEqual(diff.insertedItems.map(\.id), ["me-4"])
    XCTAssertEqual(diff.plan.stages.map(\.kind), [.sectionInsertsAndMoves, .itemInsertsAndMoves])
    let back = ListDiff.compute(old: try load(new, "new.yaml"), new: try load(old, "old.yaml"))
    XCTAssertEqual(back.deletedSections.map(\.id), ["sequels"])
    XCTAssertEqual(back.deletedItems.map(\.id), ["me-4"])
    XCTAssertEqual(back.plan.stages.map(\.kind), [.deletions])
    XCTAssertEqual(back.plan.stages.first?.deleteItems, [])
  }

  func testAliasesAndMergeKeysCompareByTheirResolvedValues() throws {
    let inline = """
      listspec: 1
      list: { appearance: plain }
      cells:
        a:
          content: { style: cell, text: "{name}", textProperties: { font: headline } }
        b:
          content: { style: cell, text: "{name}", textProperties: { font: headline } }
      sections:
        - { id: s, cell: a, items: [{ id: x, name: X }, { id: y, name: Y, cell: b }] }

      """
    let aliased = """
      listspec: 1
      list: { appearance: plain }
      cells:
        a:
          content: &row { style: cell, text: "{name}", textProperties: { font: headline } }
        b:
          content:
            <<: *row
      sections:
        - { id: s, cell: a, items: [{ id: x, name: X }, { id: y, name: Y, cell: b }] }

      """
    XCTAssertTrue(try diff(inline, aliased).isEmpty)
    let overridden = aliased.replacingOccurrences(
      of: "<<: *row\n", with: "<<: *row\n      style: subtitleCell\n")
    let diff = try diff(inline, overridden)
    XCTAssertEqual(diff.configurationChanges.map(\.path), ["cells.b.content.style"])
    XCTAssertEqual(diff.configurationChanges.first?.newValue, "subtitleCell")
    XCTAssertEqual(diff.affectedItemsByTemplate, ["b": ["y"]])
  }

  func testKeysThatAreNotWordsAreQuotedInPaths() throws {
    let old = try example("video-games.yaml")
    let new = edit(old, "  videoGame:\n", "  \"video game\":\n")
      .replacingOccurrences(of: "cell: videoGame", with: "cell: video game")
    let diff = try diff(old, new)
    XCTAssertEqual(
      diff.configurationChanges.map(\.path), ["cells[\"video game\"]", "cells.videoGame"])
    XCTAssertEqual(diff.updatedItems.count, 5)
    XCTAssertTrue(diff.updatedItems.allSatisfy { $0.kind == .reload })
  }

  func testTextOutputIsColouredOnlyWhenAsked() throws {
    let old = try example("video-games.yaml")
    let diff = try diff(
      old, edit(old, "{ id: mass-effect, name: Mass Effect }", "{ id: mass-effect, name: ME }"))
    let plain = DiffTextFormatter(oldPath: "old.yaml", newPath: "new.yaml").format(diff)
    XCTAssertFalse(plain.contains("\u{1B}["))
    XCTAssertTrue(
      plain.contains("~ mass-effect [0, 0] reconfigure: name \"Mass Effect\" → \"ME\""), plain)
    let coloured = DiffTextFormatter(oldPath: "old.yaml", newPath: "new.yaml", colors: true)
      .format(diff)
    XCTAssertTrue(coloured.contains("\u{1B}[33m~\u{1B}[0m mass-effect"), coloured)
  }

  /// The issue "one spec, one truth": `unread: 14` → `15` printed `unread "14" → "15"`. A
  /// value is shown as typed, in the text (as Swift writes the literal) and in the JSON.
  func testChangedFieldValuesAreShownAsTyped() throws {
    let old = """
      listspec: 1
      list: { appearance: plain }
      cells:
        row: { content: { text: "{title}" } }
      sections:
        - id: inbox
          cell: row
          items:
            - { id: a, title: Inbox, unread: 14, isDone: false, rating: 4.5, code: "7" }

      """
    let new = edit(
      old, "{ id: a, title: Inbox, unread: 14, isDone: false, rating: 4.5, code: \"7\" }",
      "{ id: a, title: Outbox, unread: 15, isDone: true, rating: 5, code: 8 }")
    let diff = try diff(old, new)
    let text = DiffTextFormatter(oldPath: "old.yaml", newPath: "new.yaml").format(diff)
    XCTAssertTrue(
      text.contains(
        "~ a [0, 0] reconfigure: code \"7\" → 8; isDone false → true; rating 4.5 → 5; "
          + "title \"Inbox\" → \"Outbox\"; unread 14 → 15  "), text)

    // JSON: numbers and booleans as JSON numbers and booleans, text as strings.
    let json = DiffJSON.report(diff, oldPath: "old.yaml", newPath: "new.yaml")
    let report = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let items = try XCTUnwrap(report["items"] as? [String: Any])
    let updated = try XCTUnwrap((items["updated"] as? [[String: Any]])?.first)
    let fields = try XCTUnwrap(updated["changedFields"] as? [[String: Any]])
    var values: [String: String] = [:]
    for field in fields {
      let name = try XCTUnwrap(field["field"] as? String)
      // Each value written back as JSON, so its JSON type shows: `"7"`, `8`, `true`.
      for side in ["oldValue", "newValue"] {
        let value = try XCTUnwrap(field[side])
        let data = try JSONSerialization.data(withJSONObject: value, options: .fragmentsAllowed)
        values["\(name).\(side)"] = String(decoding: data, as: UTF8.self)
      }
    }
    XCTAssertEqual(
      values,
      [
        "code.oldValue": "\"7\"", "code.newValue": "8",
        "isDone.oldValue": "false", "isDone.newValue": "true",
        "rating.oldValue": "4.5", "rating.newValue": "5",
        "title.oldValue": "\"Inbox\"", "title.newValue": "\"Outbox\"",
        "unread.oldValue": "14", "unread.newValue": "15",
      ], json)
  }

  func testTextCountsItemsThatGoWithTheirSectionOnTheSectionLine() throws {
    let old = """
      listspec: 1
      list: { appearance: plain }
      cells:
        row: { content: { text: "{id}" } }
      sections:
        - { id: a, cell: row, items: [{ id: "1" }, { id: "2" }] }
        - { id: b, cell: row, items: [{ id: "3" }] }

      """
    let new = edit(edit(old, "id: a,", "id: c,"), "{ id: \"1\" }", "{ id: \"4\" }")
    let text = DiffTextFormatter(oldPath: "a.yaml", newPath: "b.yaml").format(try diff(old, new))
    XCTAssertEqual(
      text,
      """
      --- a.yaml
      +++ b.yaml
      sections: 1 inserted, 1 deleted, 0 moved, 0 changed
      - section a (was 0) with 1 item deleted  a.yaml:6:11
      + section c at 0 with 1 item inserted  b.yaml:6:11
      items: 1 inserted, 1 deleted, 1 moved, 0 changed
      → 2 from a to c [0, 1] → [0, 1]  a.yaml:6:46 → b.yaml:6:46
      batch updates: 3 stages: deletions (1), sectionInsertsAndMoves (1), itemInsertsAndMoves (2)

      """)
  }
}
