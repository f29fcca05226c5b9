import XCTest

@testable import ListSpec

/// The diff of outline lists: row changes as the collection view shows them, outline changes by
/// item, and section-snapshot updates that rebuild the new tree, expansion included.
final class OutlineDiffTests: XCTestCase {
  /// A tree node of a random outline.
  struct Node {
    var id: String
    var expanded: Bool
    var children: [Node]
  }

  /// A section whose items are `roots` in pre-order, with depth, subtree size and expansion.
  static func section(_ id: String, _ roots: [Node]) -> SpecSection {
    var items: [Item] = []
    func add(_ node: Node, depth: Int) {
      var item = Item(id: node.id, cell: "row", fields: ["id": node.id], range: .test)
      item.depth = depth
      item.isExpanded = node.expanded
      let index = items.count
      items.append(item)
      for child in node.children { add(child, depth: depth + 1) }
      items[index].descendantCount = items.count - index - 1
    }
    for root in roots { add(root, depth: 0) }
    return SpecSection(id: id, items: items, range: .test)
  }

  /// A random forest over `ids` (each used once, in a random shape).
  static func forest(_ ids: [String], using random: inout SplitMix64) -> [Node] {
    var roots: [Node] = []
    // Place each id under a random earlier node (or at the top level), as paths of indices.
    var paths: [[Int]] = []
    for id in ids {
      let node = Node(id: id, expanded: random.chance(0.5), children: [])
      if paths.isEmpty || random.chance(0.3) {
        paths.append([roots.count])
        roots.append(node)
        continue
      }
      let parentPath = paths[Int(random.next() % UInt64(paths.count))]
      guard parentPath.count < 6 else {
        paths.append([roots.count])
        roots.append(node)
        continue
      }
      func insert(_ nodes: inout [Node], _ path: ArraySlice<Int>) -> Int {
        let first = path.first!
        if path.count == 1 {
          nodes[first].children.append(node)
          return nodes[first].children.count - 1
        }
        return insert(&nodes[first].children, path.dropFirst())
      }
      let index = insert(&roots, parentPath[...])
      paths.append(parentPath + [index])
    }
    return roots
  }

  func testApplyingTheDiffRebuildsTheNewTreeIncludingExpansion() throws {
    var random = SplitMix64(seed: 2026)
    var seen: [OutlineChangeKind: Int] = [:]
    var operationsSeen: Set<String> = []
    for round in 0..<2000 {
      let pool = (0..<Int(random.next() % 14)).map { "i\($0)" }
      let sectionIDs = ["a", "b"]
      // Old: each id in one of the sections; new: some dropped, some added, others moved.
      var oldIDs: [String: [String]] = ["a": [], "b": []]
      var newIDs: [String: [String]] = ["a": [], "b": []]
      for id in pool {
        let inOld = random.chance(0.85)
        let inNew = random.chance(0.85)
        if inOld { oldIDs[sectionIDs[Int(random.next() % 2)]]!.append(id) }
        if inNew {
          newIDs[sectionIDs[random.chance(0.8) ? 0 : 1]]!.append(id)
        }
      }
      var newShuffled = newIDs
      for key in sectionIDs where random.chance(0.5) { newShuffled[key]!.shuffle(using: &random) }
      let old = sectionIDs.map { Self.section($0, Self.forest(oldIDs[$0]!, using: &random)) }
      let new = sectionIDs.map { Self.section($0, Self.forest(newShuffled[$0]!, using: &random)) }
      let diff = ListDiff.compute(old: old, new: new)
      let context = "round \(round): \(DiffChecker.describe(old)) → \(DiffChecker.describe(new))"

      // The section snapshots: old tree + operations = new tree, expansion included.
      // Sections that are an outline in neither list are the flat diff's alone.
      func isOutline(_ index: Int) -> Bool { old[index].isOutline || new[index].isOutline }
      for (index, section) in new.enumerated() where isOutline(index) {
        var tree = OutlineTree(old[index])
        let updates = diff.outline.sectionSnapshots.filter { $0.sectionID == section.id }
        XCTAssertLessThanOrEqual(updates.count, 1, context)
        for operation in updates.first?.operations ?? [] { tree.apply(operation) }
        XCTAssertEqual(tree, OutlineTree(section), "\(context): \(updates)")
        if OutlineTree(old[index]) == OutlineTree(section) {
          XCTAssertTrue(updates.isEmpty, "\(context): an update for an unchanged section")
        }
      }

      // The outline changes name exactly what changed.
      var expected: Set<String> = []
      for (index, section) in new.enumerated() where isOutline(index) {
        let oldTree = OutlineTree(old[index])
        let newTree = OutlineTree(section)
        let visible = Set(section.visibleItemIndices.map { section.items[$0].id })
        for item in section.items {
          if let before = old[index].items.first(where: { $0.id == item.id }) {
            if oldTree.parentID(of: item.id) != newTree.parentID(of: item.id) {
              expected.insert("reparented \(item.id)")
            }
            if before.isExpanded != item.isExpanded {
              expected.insert("\(item.isExpanded ? "expanded" : "collapsed") \(item.id)")
            }
          } else if !old.contains(where: { $0.items.contains { $0.id == item.id } }),
            !visible.contains(item.id)
          {
            expected.insert("insertedHidden \(item.id)")
          }
        }
      }
      let allNew = Set(new.flatMap(\.items).map(\.id))
      for section in old {
        let visible = Set(section.visibleItemIndices.map { section.items[$0].id })
        for item in section.items where !allNew.contains(item.id) && !visible.contains(item.id) {
          expected.insert("deletedHidden \(item.id)")
        }
      }
      let reported = Set(diff.outline.changes.map { "\($0.kind.rawValue) \($0.id)" })
      XCTAssertEqual(reported, expected, context)
      XCTAssertEqual(reported.count, diff.outline.changes.count, "\(context): a change twice")

      // The rows: the flat change list and the staged plan turn the old visible rows into the
      // new ones (the batch rules' model of DiffSnapshotTests).
      let oldRows = old.map(\.visibleSection)
      let newRows = new.map(\.visibleSection)
      do {
        try DiffChecker.checkChangeList(diff, old: oldRows, new: newRows)
        try DiffChecker.checkPlan(diff.plan, old: oldRows, new: newRows)
      } catch {
        XCTFail("\(context): \(error)")
      }
      if (testRun?.failureCount ?? 0) > 0 { break }  // the first failing round is enough
      for change in diff.outline.changes { seen[change.kind, default: 0] += 1 }
      for update in diff.outline.sectionSnapshots {
        for operation in update.operations {
          operationsSeen.insert(String(operation.swift.prefix(while: { $0 != "(" })))
        }
      }
    }
    // The random pairs reach every kind of change and every operation.
    for kind in OutlineChangeKind.allCases {
      XCTAssertGreaterThan(seen[kind, default: 0], 50, "\(kind) is rarely exercised")
    }
    XCTAssertEqual(operationsSeen, ["delete", "append", "insert", "expand", "collapse"])
  }

  func testExpandingAParentIsItsOwnChangeAndRevealsItsChildren() throws {
    let old = [
      Self.section(
        "s",
        [Node(id: "p", expanded: false, children: [Node(id: "c", expanded: false, children: [])])])
    ]
    let new = [
      Self.section(
        "s",
        [Node(id: "p", expanded: true, children: [Node(id: "c", expanded: false, children: [])])])
    ]
    let diff = ListDiff.compute(old: old, new: new)
    XCTAssertEqual(diff.outline.changes.map(\.kind), [.expanded])
    XCTAssertEqual(diff.outline.sectionSnapshots.map(\.operations), [[.expand(["p"])]])
    // The collection view inserts the revealed row; the text output says why.
    XCTAssertEqual(diff.insertedItems.map(\.id), ["c"])
    XCTAssertEqual(diff.outline.revealedRows, ["c"])
    let text = DiffTextFormatter(oldPath: "old.yaml", newPath: "new.yaml").format(diff)
    XCTAssertTrue(
      text.contains("+ c in s [0, 1] (revealed: was hidden in the section snapshot)"), text)
    XCTAssertTrue(text.contains("▾ p expanded in s"), text)
    XCTAssertTrue(text.contains("section snapshot s: expand([\"p\"])"), text)
  }

  func testAChildInsertedUnderACollapsedParentIsInTheSnapshotOnly() throws {
    let old = [Self.section("s", [Node(id: "p", expanded: false, children: [])])]
    let new = [
      Self.section(
        "s",
        [Node(id: "p", expanded: false, children: [Node(id: "c", expanded: false, children: [])])])
    ]
    let diff = ListDiff.compute(old: old, new: new)
    XCTAssertEqual(diff.insertedItems.map(\.id), [])
    XCTAssertEqual(diff.outline.changes.map(\.kind), [.insertedHidden])
    XCTAssertEqual(diff.outline.changes.first?.newParentID, "p")
    XCTAssertEqual(diff.outline.sectionSnapshots.map(\.operations), [[.append(["c"], to: "p")]])
    XCTAssertFalse(diff.isEmpty)
    let json = DiffJSON.report(diff, oldPath: "old.yaml", newPath: "new.yaml")
    XCTAssertTrue(json.contains("\"kind\" : \"insertedHidden\""), json)
    XCTAssertTrue(json.contains("append([\\\"c\\\"], to: \\\"p\\\")"), json)
  }

  func testAnItemMovedToAnotherParentIsDeletedAndInsertedInTheSectionSnapshot() throws {
    let leaf = { (id: String) in Node(id: id, expanded: false, children: []) }
    let old = [
      Self.section(
        "s",
        [
          Node(id: "a", expanded: true, children: [leaf("x"), leaf("y")]),
          Node(id: "b", expanded: true, children: [leaf("z")]),
        ])
    ]
    let new = [
      Self.section(
        "s",
        [
          Node(id: "a", expanded: true, children: [leaf("y")]),
          Node(id: "b", expanded: true, children: [leaf("z"), leaf("x")]),
        ])
    ]
    let diff = ListDiff.compute(old: old, new: new)
    XCTAssertEqual(diff.outline.changes.map(\.kind), [.reparented])
    XCTAssertEqual(diff.outline.changes.first?.oldParentID, "a")
    XCTAssertEqual(diff.outline.changes.first?.newParentID, "b")
    XCTAssertEqual(
      diff.outline.sectionSnapshots.first?.operations.map(\.swift),
      ["delete([\"x\"])", "insert([\"x\"], after: \"z\")"])
    XCTAssertEqual(diff.movedItems.map(\.id), ["x"])
  }
}
