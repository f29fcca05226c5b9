import XCTest

@testable import ListSpec

/// The snapshot diff checked against independent re-implementations: the change list applied to
/// the old list, and the staged plan run through a model of UIKit's batch-update rules, must
/// both give the new list exactly, over thousands of seeded random pairs and hand-written cases.
final class DiffSnapshotTests: XCTestCase {
  // MARK: Randomized

  func testRandomPairsApplyToTheNewListWithMinimalMoves() throws {
    var random = SplitMix64(seed: 0x6C69_7374_7370_6563)
    let scenarios = DiffScenario.allCases
    // How often each hard case came up, so the generator cannot quietly stop producing them.
    var coverage: [String: Int] = [:]
    for round in 0..<10_000 {
      let scenario = scenarios[round % scenarios.count]
      let (old, new) = DiffPairGenerator.pair(scenario, using: &random)
      do {
        let diff = try DiffChecker.check(old: old, new: new)
        let deletedSections = Set(diff.deletedSections.map(\.id))
        let insertedSections = Set(diff.insertedSections.map(\.id))
        var counts: [String: Int] = [:]
        counts["section moves"] = diff.movedSections.count
        var within = 0
        var across = 0
        var outOfDeleted = 0
        var intoInserted = 0
        for move in diff.movedItems {
          if move.oldSectionID == move.newSectionID { within += 1 } else { across += 1 }
          if deletedSections.contains(move.oldSectionID) { outOfDeleted += 1 }
          if insertedSections.contains(move.newSectionID) { intoInserted += 1 }
        }
        counts["moves within a section"] = within
        counts["moves across sections"] = across
        counts["moves out of a deleted section"] = outOfDeleted
        counts["moves into an inserted section"] = intoInserted
        let movedIDs = Set(diff.movedItems.map(\.id))
        counts["moved and changed"] = diff.updatedItems.filter { movedIDs.contains($0.id) }.count
        counts["reloads"] = diff.updatedItems.filter { $0.kind == .reload }.count
        counts["reconfigures"] = diff.updatedItems.filter { $0.kind == .reconfigure }.count
        counts["header changes"] = diff.updatedSections.count
        counts["all five stages"] = diff.plan.stages.count == 5 ? 1 : 0
        for (name, count) in counts where count > 0 { coverage[name, default: 0] += 1 }
      } catch {
        XCTFail(
          "round \(round) (\(scenario)): \(error)\nold: \(DiffChecker.describe(old))\nnew: \(DiffChecker.describe(new))"
        )
        return
      }
    }
    for name in [
      "section moves", "moves within a section", "moves across sections",
      "moves out of a deleted section", "moves into an inserted section", "moved and changed",
      "reloads", "reconfigures", "header changes", "all five stages",
    ] {
      XCTAssertGreaterThan(coverage[name] ?? 0, 100, "pairs with \(name)")
    }
  }

  func testTheUIKitModelRejectsTheKnownCrashes() throws {
    let old = makeList([("a", ["1", "2"]), ("b", ["3"])])
    let new = makeList([("n", ["2"]), ("a", ["1"]), ("b", ["3"])])
    var insertAndMoveInto = BatchUpdateStage(kind: .itemInsertsAndMoves)
    insertAndMoveInto.insertSections = [0]
    insertAndMoveInto.moveItems = [
      ItemIndexMove(
        from: ListIndexPath(section: 0, item: 1), to: ListIndexPath(section: 0, item: 0))
    ]
    XCTAssertThrowsError(try DiffChecker.applyBatch(insertAndMoveInto, to: old, new: new))
    var deleteAndMove = BatchUpdateStage(kind: .deletions)
    deleteAndMove.deleteItems = [ListIndexPath(section: 0, item: 0)]
    deleteAndMove.moveItems = [
      ItemIndexMove(
        from: ListIndexPath(section: 0, item: 0), to: ListIndexPath(section: 1, item: 0))
    ]
    XCTAssertThrowsError(try DiffChecker.applyBatch(deleteAndMove, to: old, new: new))
    var reloadAndMove = BatchUpdateStage(kind: .itemUpdates)
    reloadAndMove.reloadItems = [ListIndexPath(section: 0, item: 1)]
    reloadAndMove.moveItems = [
      ItemIndexMove(
        from: ListIndexPath(section: 0, item: 1), to: ListIndexPath(section: 0, item: 0))
    ]
    XCTAssertThrowsError(try DiffChecker.applyBatch(reloadAndMove, to: old, new: new))
    var deleteInDeletedSection = BatchUpdateStage(kind: .deletions)
    deleteInDeletedSection.deleteSections = [0]
    deleteInDeletedSection.deleteItems = [ListIndexPath(section: 0, item: 0)]
    XCTAssertThrowsError(try DiffChecker.applyBatch(deleteInDeletedSection, to: old, new: new))
    // And a plan that misses an operation does not reach the new list.
    var plan = ListDiff.compute(old: old, new: new).plan
    XCTAssertNoThrow(try DiffChecker.checkPlan(plan, old: old, new: new))
    XCTAssertEqual(plan.stages.map(\.kind), [.sectionInsertsAndMoves, .itemInsertsAndMoves])
    plan.stages.removeLast()
    XCTAssertThrowsError(try DiffChecker.checkPlan(plan, old: old, new: new))
  }

  // MARK: Hand-written

  func testIdenticalListsDiffToNothing() throws {
    let old = makeList([("main", ["a", "b", "c"]), ("more", ["d"])])
    let diff = ListDiff.compute(old: old, new: old)
    XCTAssertTrue(diff.isEmpty)
    XCTAssertTrue(diff.plan.stages.isEmpty)
    try DiffChecker.check(old: old, new: old)
  }

  func testEmptyToEmpty() throws {
    let diff = ListDiff.compute(old: [], new: [])
    XCTAssertTrue(diff.isEmpty)
    try DiffChecker.check(old: [], new: [])
  }

  func testMovingTheFirstItemToTheBackIsOneMove() throws {
    let old = makeList([("main", (0..<20).map { "i\($0)" })])
    let new = makeList([("main", (1..<20).map { "i\($0)" } + ["i0"])])
    let diff = ListDiff.compute(old: old, new: new)
    XCTAssertEqual(diff.movedItems.map(\.id), ["i0"])
    XCTAssertEqual(diff.movedItems.first?.oldIndexPath, ListIndexPath(section: 0, item: 0))
    XCTAssertEqual(diff.movedItems.first?.newIndexPath, ListIndexPath(section: 0, item: 19))
    XCTAssertEqual(diff.plan.stages.map(\.kind), [.itemInsertsAndMoves])
    XCTAssertEqual(
      diff.plan.stages.first?.moveItems,
      [
        ItemIndexMove(
          from: ListIndexPath(section: 0, item: 0), to: ListIndexPath(section: 0, item: 19))
      ])
    try DiffChecker.check(old: old, new: new)
  }

  func testReversingNItemsMovesNMinusOne() throws {
    let ids = (0..<50).map { "i\($0)" }
    let old = makeList([("main", ids)])
    let new = makeList([("main", ids.reversed())])
    let diff = ListDiff.compute(old: old, new: new)
    XCTAssertEqual(diff.movedItems.count, 49)
    try DiffChecker.check(old: old, new: new)
  }

  func testSwappingTwoSectionsMovesOneSectionAndNoItems() throws {
    let old = makeList([("a", ["1", "2"]), ("b", ["3"])])
    let new = makeList([("b", ["3"]), ("a", ["1", "2"])])
    let diff = ListDiff.compute(old: old, new: new)
    XCTAssertEqual(diff.movedSections.count, 1)
    XCTAssertTrue(diff.movedItems.isEmpty)
    XCTAssertEqual(diff.plan.stages.map(\.kind), [.sectionInsertsAndMoves])
    try DiffChecker.check(old: old, new: new)
  }

  func testItemLeavingADeletedSectionIsAMoveButTheBatchInsertsIt() throws {
    let old = makeList([("gone", ["x", "y"]), ("kept", ["k"])])
    let new = makeList([("kept", ["k", "x"])])
    let diff = ListDiff.compute(old: old, new: new)
    XCTAssertEqual(diff.deletedSections.map(\.id), ["gone"])
    XCTAssertEqual(diff.movedItems.map(\.id), ["x"])
    XCTAssertEqual(diff.deletedItems.map(\.id), ["y"])
    let deletions = try XCTUnwrap(diff.plan.stage(.deletions))
    XCTAssertEqual(deletions.deleteSections, [0])
    XCTAssertEqual(deletions.deleteItems, [], "items of a deleted section go with the section")
    let items = try XCTUnwrap(diff.plan.stage(.itemInsertsAndMoves))
    XCTAssertEqual(items.insertItems, [ListIndexPath(section: 0, item: 1)])
    XCTAssertEqual(items.moveItems, [])
    try DiffChecker.check(old: old, new: new)
  }

  func testItemMovingIntoAnInsertedSectionMovesInALaterBatch() throws {
    let old = makeList([("kept", ["a", "b"])])
    let new = makeList([("fresh", ["b", "n"]), ("kept", ["a"])])
    let diff = ListDiff.compute(old: old, new: new)
    XCTAssertEqual(diff.plan.stages.map(\.kind), [.sectionInsertsAndMoves, .itemInsertsAndMoves])
    XCTAssertEqual(diff.plan.stages[0].insertSections, [0])
    XCTAssertEqual(
      diff.plan.stages[1].moveItems,
      [
        ItemIndexMove(
          from: ListIndexPath(section: 1, item: 1), to: ListIndexPath(section: 0, item: 0))
      ])
    XCTAssertEqual(diff.plan.stages[1].insertItems, [ListIndexPath(section: 0, item: 1)])
    try DiffChecker.check(old: old, new: new)
  }

  func testDataChangeReconfiguresAndTemplateChangeReloads() throws {
    let old = makeList([("main", ["a", "b", "c"])])
    var new = old
    new[0].items[0].fields["title"] = "renamed"
    new[0].items[1].cell = "other"
    let diff = ListDiff.compute(old: old, new: new)
    XCTAssertEqual(diff.updatedItems.map(\.id), ["a", "b"])
    XCTAssertEqual(diff.updatedItems.map(\.kind), [.reconfigure, .reload])
    XCTAssertEqual(
      diff.updatedItems[0].changedFields,
      [ItemFieldChange(field: "title", oldValue: "Title a", newValue: "renamed")])
    let stage = try XCTUnwrap(diff.plan.stage(.itemUpdates))
    XCTAssertEqual(stage.reconfigureItems, [ListIndexPath(section: 0, item: 0)])
    XCTAssertEqual(stage.reloadItems, [ListIndexPath(section: 0, item: 1)])
    try DiffChecker.check(old: old, new: new)
  }

  func testCellKeyMovedToTheSectionDefaultIsNotAChange() {
    let old = makeList([("main", ["a"])])
    var new = old
    new[0].items[0].fields["cell"] = new[0].items[0].cell
    XCTAssertTrue(ListDiff.compute(old: old, new: new).isEmpty)
  }

  func testHeaderChangeReloadsTheSectionAtItsNewIndex() throws {
    let old = makeList([("a", ["1"]), ("b", ["2"])])
    var new = makeList([("b", ["2"]), ("a", ["1"])])
    new[1].header = "Favourites"
    let diff = ListDiff.compute(old: old, new: new)
    XCTAssertEqual(diff.updatedSections.map(\.id), ["a"])
    XCTAssertEqual(diff.updatedSections.first?.changedKeys, ["header"])
    XCTAssertEqual(diff.plan.stage(.sectionUpdates)?.reloadSections, [1])
    try DiffChecker.check(old: old, new: new)
  }

  func testLongestIncreasingSubsequenceIsLongest() {
    var random = SplitMix64(seed: 7)
    for _ in 0..<500 {
      let count = Int(random.next() % 40)
      let values = (0..<count).map { $0 }.shuffled(using: &random)
      let positions = LongestIncreasingSubsequence.positions(values)
      XCTAssertEqual(positions.count, DiffChecker.bruteForceLISLength(values))
      let chosen = positions.map { values[$0] }
      XCTAssertEqual(chosen, chosen.sorted())
      XCTAssertEqual(Set(chosen).count, chosen.count)
    }
  }

  private func makeList(_ sections: [(String, [String])]) -> [SpecSection] {
    sections.map { id, items in
      SpecSection(
        id: id,
        items: items.map {
          Item(id: $0, cell: "row", fields: ["id": $0, "title": "Title \($0)"], range: .test)
        }, range: .test)
    }
  }
}

// MARK: - Generator

enum DiffScenario: CaseIterable {
  case mixed, mixedLarge, identical, emptyOld, emptyNew, allNew, reversed, sectionsShuffled
  case crossSection, contentOnly
}

/// Deterministic random pairs of lists; a list is built in memory, no YAML.
enum DiffPairGenerator {
  static func pair(_ scenario: DiffScenario, using random: inout SplitMix64) -> (
    [SpecSection], [SpecSection]
  ) {
    var counter = 0
    func nextID(_ prefix: String) -> String {
      counter += 1
      return "\(prefix)\(counter)"
    }
    func makeItem() -> Item {
      let id = nextID("i")
      return Item(
        id: id, cell: ["a", "b", "c"][Int(random.next() % 3)],
        fields: ["id": id, "title": ["x", "y", "z"][Int(random.next() % 3)]], range: .test)
    }
    let maxSections = scenario == .mixedLarge ? 8 : 4
    let maxItems = scenario == .mixedLarge ? 25 : 7
    func makeList() -> [SpecSection] {
      (0..<Int(random.next() % UInt64(maxSections + 1))).map { _ in
        SpecSection(
          id: nextID("s"), header: random.chance(0.5) ? "H" : nil,
          items: (0..<Int(random.next() % UInt64(maxItems + 1))).map { _ in makeItem() },
          range: .test)
      }
    }
    let old = makeList()
    switch scenario {
    case .identical: return (old, old)
    case .emptyOld: return ([], makeList())
    case .emptyNew: return (old, [])
    case .allNew: return (old, makeList())
    case .reversed:
      return (
        old,
        old.reversed().map { section in
          var section = section
          section.items.reverse()
          return section
        }
      )
    case .sectionsShuffled: return (old, old.shuffled(using: &random))
    case .contentOnly:
      return (
        old,
        old.map { section in
          var section = section
          for index in section.items.indices where random.chance(0.4) {
            mutate(&section.items[index], using: &random)
          }
          return section
        }
      )
    case .mixed, .mixedLarge, .crossSection:
      let deleteRate = scenario == .crossSection ? 0.1 : 0.25
      let stayRate = scenario == .crossSection ? 0.3 : 0.8
      // Sections: keep some, add some, then reorder a little or a lot.
      var sections = old.filter { _ in !random.chance(deleteRate) }.map { section in
        SpecSection(
          id: section.id, header: random.chance(0.2) ? "changed" : section.header, items: [],
          range: .test)
      }
      let keptSectionIDs = Set(sections.map(\.id))
      for _ in 0..<Int(random.next() % 3) {
        sections.insert(
          SpecSection(id: nextID("s"), items: [], range: .test),
          at: Int(random.next() % UInt64(sections.count + 1)))
      }
      reorder(&sections, using: &random)
      guard !sections.isEmpty else { return (old, []) }
      var indexByID: [String: Int] = [:]
      for (index, section) in sections.enumerated() { indexByID[section.id] = index }
      for section in old {
        for var item in section.items where !random.chance(deleteRate) {
          if random.chance(0.2) { mutate(&item, using: &random) }
          let target =
            keptSectionIDs.contains(section.id) && random.chance(stayRate)
            ? indexByID[section.id]! : Int(random.next() % UInt64(sections.count))
          sections[target].items.append(item)
        }
      }
      for index in sections.indices {
        reorder(&sections[index].items, using: &random)
        for _ in 0..<Int(random.next() % 3) {
          sections[index].items.insert(
            makeItem(), at: Int(random.next() % UInt64(sections[index].items.count + 1)))
        }
      }
      return (old, sections)
    }
  }

  static func mutate(_ item: inout Item, using random: inout SplitMix64) {
    switch random.next() % 3 {
    case 0: item.fields["title"] = (item.fields["title"] ?? "") + "!"
    case 1: item.cell = item.cell == "a" ? "b" : "a"
    default: item.fields["subtitle"] = "new"
    }
  }

  /// Leaves the order, moves a few elements, reverses or shuffles.
  static func reorder<T>(_ array: inout [T], using random: inout SplitMix64) {
    guard array.count > 1 else { return }
    switch random.next() % 6 {
    case 0, 1: return
    case 2: array.reverse()
    case 3: array.shuffle(using: &random)
    default:
      for _ in 0..<(1 + Int(random.next() % 3)) {
        let element = array.remove(at: Int(random.next() % UInt64(array.count)))
        array.insert(element, at: Int(random.next() % UInt64(array.count + 1)))
      }
    }
  }
}

/// A small, fast, seedable generator so the randomized test is reproducible.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func chance(_ probability: Double) -> Bool {
    Double(next() % 1_000_000) < probability * 1_000_000
  }
}

extension SourceRange {
  static let test = SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0))
}

// MARK: - Checker

struct DiffCheckFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// Independent checks of a ``ListDiff``; throws on the first violation.
enum DiffChecker {
  @discardableResult
  static func check(old: [SpecSection], new: [SpecSection]) throws -> ListDiff {
    let diff = ListDiff.compute(old: old, new: new)
    try checkChangeList(diff, old: old, new: new)
    try checkMinimality(diff, old: old, new: new)
    try checkPlan(diff.plan, old: old, new: new)
    if sameList(old, new) != diff.isEmpty {
      throw DiffCheckFailure(
        "isEmpty is \(diff.isEmpty) for lists that are \(sameList(old, new) ? "" : "not ")equal")
    }
    return diff
  }

  static func describe(_ list: [SpecSection]) -> String {
    list.map { "\($0.id)[\($0.items.map(\.id).joined(separator: ","))]" }.joined(separator: " ")
  }

  static func sameContent(_ a: Item, _ b: Item) -> Bool {
    a.id == b.id && a.cell == b.cell
      && a.fields.dictionary.filter { $0.key != "cell" }
        == b.fields.dictionary.filter { $0.key != "cell" }
      && SwipeEdge.allCases.allSatisfy {
        a.swipeActions?[$0]?.contentText == b.swipeActions?[$0]?.contentText
      }
  }

  static func sameList(_ a: [SpecSection], _ b: [SpecSection]) -> Bool {
    a.count == b.count
      && zip(a, b).allSatisfy { x, y in
        x.id == y.id && x.header == y.header && x.footer == y.footer
          && x.items.count == y.items.count
          && zip(x.items, y.items).allSatisfy { sameContent($0, $1) }
      }
  }

  static func expectEqual(_ state: [SpecSection], _ new: [SpecSection], _ what: String) throws {
    guard sameList(state, new) else {
      throw DiffCheckFailure("\(what) gives \(describe(state)), expected \(describe(new))")
    }
  }

  /// Applies the change list the way a reader of it would: remove what is deleted, put inserted
  /// and moved things at their new places, let everything else keep its relative order, then
  /// apply the updates.
  static func checkChangeList(_ diff: ListDiff, old: [SpecSection], new: [SpecSection]) throws {
    let newItems = Dictionary(uniqueKeysWithValues: new.flatMap(\.items).map { ($0.id, $0) })
    let oldItems = Dictionary(uniqueKeysWithValues: old.flatMap(\.items).map { ($0.id, $0) })
    for deletion in diff.deletedItems {
      guard old[deletion.oldIndexPath.section].items[deletion.oldIndexPath.item].id == deletion.id,
        old[deletion.oldIndexPath.section].id == deletion.sectionID
      else { throw DiffCheckFailure("deletion \(deletion.id) has a wrong index path") }
    }
    let deletedSections = Set(diff.deletedSections.map(\.id))
    let deletedItems = Set(diff.deletedItems.map(\.id))
    let movedSections = Set(diff.movedSections.map(\.id))
    let movedItems = Set(diff.movedItems.map(\.id))
    // Sections.
    var slots = [SpecSection?](repeating: nil, count: new.count)
    for insertion in diff.insertedSections {
      guard insertion.newIndex < slots.count, slots[insertion.newIndex] == nil else {
        throw DiffCheckFailure("section insertion \(insertion.id) at a taken or invalid index")
      }
      let source = new[insertion.newIndex]
      slots[insertion.newIndex] = SpecSection(
        id: insertion.id, header: source.header, footer: source.footer, items: [], range: .test)
    }
    for move in diff.movedSections {
      guard move.newIndex < slots.count, slots[move.newIndex] == nil,
        old[move.oldIndex].id == move.id
      else { throw DiffCheckFailure("section move \(move.id) is inconsistent") }
      slots[move.newIndex] = old[move.oldIndex]
    }
    var remaining = old.filter {
      !deletedSections.contains($0.id) && !movedSections.contains($0.id)
    }
    .makeIterator()
    var sections: [SpecSection] = []
    for slot in slots {
      guard let section = slot ?? remaining.next() else {
        throw DiffCheckFailure("not enough sections to fill the new list")
      }
      sections.append(section)
    }
    if remaining.next() != nil { throw DiffCheckFailure("sections left over") }
    // Items: the unmoved survivors of each section keep their order; the rest are placed.
    var placed = new.map { [Item?](repeating: nil, count: $0.items.count) }
    for insertion in diff.insertedItems {
      let path = insertion.newIndexPath
      guard path.section < placed.count, path.item < placed[path.section].count,
        placed[path.section][path.item] == nil, let item = newItems[insertion.id],
        new[path.section].id == insertion.sectionID
      else { throw DiffCheckFailure("item insertion \(insertion.id) at an invalid place") }
      placed[path.section][path.item] = item
    }
    for move in diff.movedItems {
      let path = move.newIndexPath
      guard path.section < placed.count, path.item < placed[path.section].count,
        placed[path.section][path.item] == nil, let item = oldItems[move.id],
        old[move.oldIndexPath.section].items[move.oldIndexPath.item].id == move.id
      else { throw DiffCheckFailure("item move \(move.id) is inconsistent") }
      placed[path.section][path.item] = item
    }
    for index in sections.indices {
      let survivors = (old.first { $0.id == sections[index].id }?.items ?? []).filter {
        !deletedItems.contains($0.id) && !movedItems.contains($0.id)
      }
      var iterator = survivors.makeIterator()
      var items: [Item] = []
      for slot in placed[index] {
        guard let item = slot ?? iterator.next() else {
          throw DiffCheckFailure("section \(sections[index].id) has too few items")
        }
        items.append(item)
      }
      if iterator.next() != nil {
        throw DiffCheckFailure("section \(sections[index].id) has items left over")
      }
      sections[index].items = items
    }
    // Updates.
    var updated: Set<String> = []
    for update in diff.updatedItems {
      let path = update.newIndexPath
      guard sections[path.section].items[path.item].id == update.id, let item = newItems[update.id],
        let oldItem = oldItems[update.id]
      else { throw DiffCheckFailure("update \(update.id) at a wrong index path") }
      let expectedKind: ItemUpdateKind = oldItem.cell == item.cell ? .reconfigure : .reload
      if update.kind != expectedKind {
        throw DiffCheckFailure("update \(update.id) is \(update.kind)")
      }
      sections[path.section].items[path.item] = item
      updated.insert(update.id)
    }
    for update in diff.updatedSections {
      sections[update.newIndex].header = update.newHeader
      sections[update.newIndex].footer = update.newFooter
    }
    try expectEqual(sections, new, "the change list")
  }

  static func bruteForceLISLength(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for i in values.indices {
      for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
    }
    return best.max() ?? 0
  }

  /// Moves are exactly the kept things outside a longest increasing subsequence, per section.
  static func checkMinimality(_ diff: ListDiff, old: [SpecSection], new: [SpecSection]) throws {
    let newSectionIndex = Dictionary(uniqueKeysWithValues: new.enumerated().map { ($1.id, $0) })
    let keptTargets = old.compactMap { newSectionIndex[$0.id] }
    let expectedSectionMoves = keptTargets.count - bruteForceLISLength(keptTargets)
    if diff.movedSections.count != expectedSectionMoves {
      throw DiffCheckFailure(
        "\(diff.movedSections.count) section moves, minimum \(expectedSectionMoves)")
    }
    var newPlace: [String: (String, Int)] = [:]
    for section in new {
      for (index, item) in section.items.enumerated() { newPlace[item.id] = (section.id, index) }
    }
    var expectedMoves = 0
    for section in old {
      var targets: [Int] = []
      for item in section.items {
        guard let (sectionID, index) = newPlace[item.id] else { continue }
        if sectionID == section.id { targets.append(index) } else { expectedMoves += 1 }
      }
      expectedMoves += targets.count - bruteForceLISLength(targets)
    }
    if diff.movedItems.count != expectedMoves {
      throw DiffCheckFailure("\(diff.movedItems.count) item moves, minimum \(expectedMoves)")
    }
  }

  // MARK: UIKit batch-update model

  /// Runs every stage through ``applyBatch`` and compares the result with the new list.
  static func checkPlan(_ plan: BatchUpdatePlan, old: [SpecSection], new: [SpecSection]) throws {
    let kinds = plan.stages.map(\.kind)
    let order = BatchUpdateStage.Kind.allCases
    guard kinds == order.filter(kinds.contains), plan.stages.allSatisfy({ !$0.isEmpty }) else {
      throw DiffCheckFailure("stages out of order or empty: \(kinds)")
    }
    var state = old
    for stage in plan.stages {
      state = try applyBatch(stage, to: state, new: new)
    }
    try expectEqual(state, new, "the plan")
  }

  /// One `performBatchUpdates` under UIKit's rules: deletes, reloads and move sources use the
  /// before-state, inserts and move destinations the after-state; unmoved survivors keep their
  /// relative order. Rejects the combinations UIKit crashes on (and, conservatively, any mix of
  /// section moves with item changes). Inserted content comes from the new list at the
  /// after-state index, as the data source would supply it.
  static func applyBatch(_ stage: BatchUpdateStage, to before: [SpecSection], new: [SpecSection])
    throws
    -> [SpecSection]
  {
    let newItems = Dictionary(uniqueKeysWithValues: new.flatMap(\.items).map { ($0.id, $0) })
    func valid(_ path: ListIndexPath, in state: [SpecSection]) -> Bool {
      path.section >= 0 && path.section < state.count && path.item >= 0
        && path.item < state[path.section].items.count
    }
    var state = before
    // Reloads and reconfigures: before-state paths, not deleted or moved in the same batch.
    let deletedPaths = Set(stage.deleteItems)
    let movedFrom = Set(stage.moveItems.map(\.from))
    for path in stage.reconfigureItems + stage.reloadItems {
      guard valid(path, in: before), !deletedPaths.contains(path), !movedFrom.contains(path) else {
        throw DiffCheckFailure("\(stage.kind): bad reload/reconfigure at \(path)")
      }
      let id = before[path.section].items[path.item].id
      guard let item = newItems[id] else {
        throw DiffCheckFailure("update of a deleted item \(id)")
      }
      state[path.section].items[path.item] = item
    }
    if !stage.reconfigureItems.isEmpty || !stage.reloadItems.isEmpty {
      if stage.operationCount != stage.reconfigureItems.count + stage.reloadItems.count {
        throw DiffCheckFailure("updates mixed with structural changes")
      }
      return state
    }
    // Sections.
    let deletedSections = Set(stage.deleteSections)
    let movedSectionsFrom = Set(stage.moveSections.map(\.from))
    guard deletedSections.count == stage.deleteSections.count,
      movedSectionsFrom.count == stage.moveSections.count,
      deletedSections.isDisjoint(with: movedSectionsFrom),
      (stage.deleteSections + stage.moveSections.map(\.from)).allSatisfy({
        $0 >= 0 && $0 < before.count
      })
    else { throw DiffCheckFailure("\(stage.kind): bad section deletes/moves") }
    let sectionCountAfter = before.count - deletedSections.count + stage.insertSections.count
    var sectionSlots = [SpecSection?](repeating: nil, count: sectionCountAfter)
    for index in stage.insertSections {
      guard index >= 0, index < sectionCountAfter, sectionSlots[index] == nil, index < new.count
      else {
        throw DiffCheckFailure("\(stage.kind): bad section insert \(index)")
      }
      sectionSlots[index] = SpecSection(
        id: new[index].id, header: new[index].header, footer: new[index].footer, items: [],
        range: .test)
    }
    for move in stage.moveSections {
      guard move.to >= 0, move.to < sectionCountAfter, sectionSlots[move.to] == nil else {
        throw DiffCheckFailure("\(stage.kind): bad section move to \(move.to)")
      }
      sectionSlots[move.to] = state[move.from]
    }
    var sectionSurvivors = state.indices.filter {
      !deletedSections.contains($0) && !movedSectionsFrom.contains($0)
    }.map { state[$0] }.makeIterator()
    var after: [SpecSection] = sectionSlots.map { $0 ?? sectionSurvivors.next()! }
    let sectionsChanged = !stage.insertSections.isEmpty || !stage.moveSections.isEmpty
    let itemsChanged = !stage.insertItems.isEmpty || !stage.moveItems.isEmpty
    if sectionsChanged && (itemsChanged || !stage.deleteItems.isEmpty) {
      throw DiffCheckFailure("\(stage.kind): section inserts/moves mixed with item changes")
    }
    // Items: deletes and move sources in before-state paths; not inside a deleted section.
    for path in stage.deleteItems + stage.moveItems.map(\.from) {
      guard valid(path, in: before), !deletedSections.contains(path.section) else {
        throw DiffCheckFailure("\(stage.kind): bad item delete/move source \(path)")
      }
    }
    guard deletedPaths.count == stage.deleteItems.count, movedFrom.count == stage.moveItems.count,
      deletedPaths.isDisjoint(with: movedFrom)
    else { throw DiffCheckFailure("\(stage.kind): an index path deleted or moved twice") }
    if itemsChanged || !stage.deleteItems.isEmpty {
      // No section changes in this batch, so before and after sections correspond by index
      // (after removing deleted sections, which this batch may contain only with item deletes).
      let beforeIndexOfAfter = before.indices.filter { !deletedSections.contains($0) }
      var slots = after.indices.map { _ in [Item?]() }
      var survivors = after.indices.map { index in
        before[beforeIndexOfAfter[index]].items.indices.filter {
          let path = ListIndexPath(section: beforeIndexOfAfter[index], item: $0)
          return !deletedPaths.contains(path) && !movedFrom.contains(path)
        }.map { before[beforeIndexOfAfter[index]].items[$0] }
      }
      var counts = survivors.map(\.count)
      for path in stage.insertItems + stage.moveItems.map(\.to) {
        guard path.section >= 0, path.section < after.count else {
          throw DiffCheckFailure("\(stage.kind): item destination \(path) outside the sections")
        }
        counts[path.section] += 1
      }
      for index in slots.indices { slots[index] = [Item?](repeating: nil, count: counts[index]) }
      for path in stage.insertItems {
        guard path.item >= 0, path.item < counts[path.section],
          slots[path.section][path.item] == nil,
          path.section < new.count, path.item < new[path.section].items.count
        else { throw DiffCheckFailure("\(stage.kind): bad item insert \(path)") }
        slots[path.section][path.item] = new[path.section].items[path.item]
      }
      for move in stage.moveItems {
        let path = move.to
        guard path.item >= 0, path.item < counts[path.section],
          slots[path.section][path.item] == nil
        else { throw DiffCheckFailure("\(stage.kind): bad item move to \(path)") }
        slots[path.section][path.item] = before[move.from.section].items[move.from.item]
      }
      for index in after.indices {
        var iterator = survivors[index].makeIterator()
        after[index].items = slots[index].map { $0 ?? iterator.next()! }
        survivors[index] = []
      }
    }
    for index in stage.reloadSections {
      guard index >= 0, index < after.count, index < new.count, after[index].id == new[index].id
      else {
        throw DiffCheckFailure("\(stage.kind): bad section reload \(index)")
      }
      after[index].header = new[index].header
      after[index].footer = new[index].footer
    }
    return after
  }
}
