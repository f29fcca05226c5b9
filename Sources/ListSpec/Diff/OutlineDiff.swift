/// One call on an `NSDiffableDataSourceSectionSnapshot`, named as its method (iOS 14):
/// `delete(_:)` removes the items "and any of their child items" (Apple documentation).
public enum SectionSnapshotOperation: Sendable, Hashable {
  case delete([String])
  /// `append(_:to:)`; a nil parent appends at the top level.
  case append([String], to: String?)
  /// `insert(_:before:)`
  case insertBefore([String], before: String)
  /// `insert(_:after:)`
  case insertAfter([String], after: String)
  case expand([String])
  case collapse([String])

  /// The items the operation names (not its anchor).
  public var items: [String] {
    switch self {
    case .delete(let items), .append(let items, _), .insertBefore(let items, _),
      .insertAfter(let items, _), .expand(let items), .collapse(let items):
      return items
    }
  }

  /// The method call as Swift spells it, ids as strings: `append(["a"], to: "b")`.
  public var swift: String {
    func list(_ ids: [String]) -> String {
      "[" + ids.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
    }
    switch self {
    case .delete(let items): return "delete(\(list(items)))"
    case .append(let items, let parent):
      return parent.map { "append(\(list(items)), to: \"\($0)\")" } ?? "append(\(list(items)))"
    case .insertBefore(let items, let anchor):
      return "insert(\(list(items)), before: \"\(anchor)\")"
    case .insertAfter(let items, let anchor): return "insert(\(list(items)), after: \"\(anchor)\")"
    case .expand(let items): return "expand(\(list(items)))"
    case .collapse(let items): return "collapse(\(list(items)))"
    }
  }
}

/// The section-snapshot update of one outline section: operations that turn the old section
/// snapshot into the new one, to apply with `apply(_:to:animatingDifferences:)`.
public struct SectionSnapshotUpdate: Sendable, Hashable {
  /// The section's id.
  public var sectionID: String
  /// In order: one `delete` (items gone, and items moved, with their subtrees), the
  /// insertions in the new tree's pre-order, then `expand` and `collapse`.
  public var operations: [SectionSnapshotOperation]
}

/// What changed in an outline that the rows alone do not say.
public enum OutlineChangeKind: String, Sendable, Hashable, CaseIterable {
  /// `expanded` became true: the children show.
  case expanded
  /// `expanded` became false: the children are hidden (still in the snapshot).
  case collapsed
  /// The item is under another parent (or moved to or from the top level) in its section.
  case reparented
  /// A new item under a collapsed parent: in the section snapshot, not shown.
  case insertedHidden
  /// A removed item that was under a collapsed parent: it was not shown.
  case deletedHidden
}

/// One outline change, by item.
public struct OutlineChange: Sendable, Hashable {
  public var kind: OutlineChangeKind
  /// The item's id.
  public var id: String
  /// Its section (the new one; the old one for `deletedHidden`).
  public var sectionID: String
  /// The parent in the old list (nil: top level, or not in the old list).
  public var oldParentID: String?
  /// The parent in the new list (nil: top level, or not in the new list).
  public var newParentID: String?
  /// Where the item is written in each file (nil on the side it is absent from).
  public var oldRange: SourceRange?
  public var newRange: SourceRange?
}

/// A section's outline as a section snapshot holds it: items by parent, in order, and which
/// are expanded. ``apply(_:)`` performs a ``SectionSnapshotOperation`` as UIKit documents it.
public struct OutlineTree: Sendable, Hashable {
  /// Children by parent id; the key "" holds the top-level items (ids are never empty).
  public private(set) var children: [String: [String]] = [:]
  public private(set) var parent: [String: String] = [:]
  public private(set) var expanded: Set<String> = []

  public init() {}

  /// The outline of `section`: every item, at every depth.
  public init(_ section: SpecSection) {
    for (index, parentIndex) in section.parentIndices.enumerated() {
      let item = section.items[index]
      let key = parentIndex.map { section.items[$0].id } ?? ""
      children[key, default: []].append(item.id)
      parent[item.id] = key
      if item.isExpanded { expanded.insert(item.id) }
    }
  }

  /// Whether the tree holds `id`.
  public func contains(_ id: String) -> Bool { parent[id] != nil }

  /// The parent of `id` (nil at the top level or when absent).
  public func parentID(of id: String) -> String? {
    guard let key = parent[id], !key.isEmpty else { return nil }
    return key
  }

  /// Every item, parents before their children.
  public var preOrder: [String] {
    var result: [String] = []
    var stack: [String] = (children[""] ?? []).reversed()
    while let id = stack.popLast() {
      result.append(id)
      stack += (children[id] ?? []).reversed()
    }
    return result
  }

  /// Performs `operation` as a section snapshot does. Anchors and parents that are not in the
  /// tree, and items already in it, make the operation a no-op here (UIKit raises).
  public mutating func apply(_ operation: SectionSnapshotOperation) {
    switch operation {
    case .delete(let ids):
      for id in ids where contains(id) { removeSubtree(id) }
    case .append(let ids, let parentID):
      let key = parentID ?? ""
      guard key.isEmpty || contains(key), ids.allSatisfy({ !contains($0) }) else { return }
      children[key, default: []] += ids
      for id in ids { parent[id] = key }
    case .insertBefore(let ids, let anchor), .insertAfter(let ids, let anchor):
      guard let key = parent[anchor], ids.allSatisfy({ !contains($0) }),
        let position = children[key]?.firstIndex(of: anchor)
      else { return }
      let at: Int
      if case .insertAfter = operation { at = position + 1 } else { at = position }
      children[key]?.insert(contentsOf: ids, at: at)
      for id in ids { parent[id] = key }
    case .expand(let ids):
      for id in ids where contains(id) { expanded.insert(id) }
    case .collapse(let ids):
      for id in ids { expanded.remove(id) }
    }
  }

  private mutating func removeSubtree(_ id: String) {
    if let key = parent[id] {
      children[key]?.removeAll { $0 == id }
      if children[key]?.isEmpty == true { children[key] = nil }
    }
    var stack = [id]
    while let next = stack.popLast() {
      parent[next] = nil
      expanded.remove(next)
      if let kids = children.removeValue(forKey: next) { stack += kids }
    }
  }
}

/// The outline part of a diff: changes by item and the section-snapshot update of each
/// outline section whose tree changed. Specified in `specs/diff.md`, "Outlines".
public struct OutlineDiff: Sendable, Hashable {
  /// In new-list order (deleted hidden items last, in old order).
  public var changes: [OutlineChange] = []
  /// One per outline section of the new list whose tree or expansion changed, in order.
  public var sectionSnapshots: [SectionSnapshotUpdate] = []
  /// Rows the flat diff deletes that stay in the snapshot, hidden under a collapsed parent.
  public var nowHiddenRows: Set<String> = []
  /// Rows the flat diff inserts that were in the old snapshot, hidden.
  public var revealedRows: Set<String> = []

  public init() {}

  public var isEmpty: Bool { changes.isEmpty && sectionSnapshots.isEmpty }

  /// The note the text output adds to a row the flat diff deletes or inserts only because of
  /// an outline change.
  public func rowNote(deleted id: String) -> String {
    nowHiddenRows.contains(id) ? " (hidden: still in the section snapshot)" : ""
  }
  public func rowNote(inserted id: String) -> String {
    revealedRows.contains(id) ? " (revealed: was hidden in the section snapshot)" : ""
  }

  /// Diffs the outlines of two lists. Sections are matched by id; a section that is an outline
  /// in neither list is left to the flat diff. Linear in the items (plus O(m log m) for the
  /// kept children of a parent whose order changed): ids are hashed once, everything else
  /// works on indices.
  public static func compute(old: [SpecSection], new: [SpecSection]) -> OutlineDiff {
    var diff = OutlineDiff()
    guard old.contains(where: \.isOutline) || new.contains(where: \.isOutline) else { return diff }
    var oldSectionIndex: [String: Int] = [:]
    for (index, section) in old.enumerated() where oldSectionIndex[section.id] == nil {
      oldSectionIndex[section.id] = index
    }
    // Every old item by id: its section and index (the first occurrence).
    var oldPlace: [String: (section: Int, index: Int)] = [:]
    oldPlace.reserveCapacity(old.reduce(0) { $0 + $1.items.count })
    for (sectionIndex, section) in old.enumerated() {
      for (index, item) in section.items.enumerated() where oldPlace[item.id] == nil {
        oldPlace[item.id] = (sectionIndex, index)
      }
    }
    let oldVisible = old.map { section -> [Bool] in
      var visible = [Bool](repeating: false, count: section.items.count)
      for index in section.visibleItemIndices { visible[index] = true }
      return visible
    }
    var keptOld = old.map { [Bool](repeating: false, count: $0.items.count) }
    for section in new {
      let oldIndex = oldSectionIndex[section.id]
      let oldSection = oldIndex.map { old[$0] }
      // Old items of any section found in the new list are not deleted.
      var newToOld = [Int](repeating: -1, count: section.items.count)
      for (index, item) in section.items.enumerated() {
        guard let place = oldPlace[item.id] else { continue }
        keptOld[place.section][place.index] = true
        if place.section == oldIndex { newToOld[index] = place.index }
      }
      guard section.isOutline || oldSection?.isOutline == true else { continue }
      let oldItems = oldSection?.items ?? []
      let oldParents = oldSection?.parentIndices ?? []
      let newParents = section.parentIndices
      var newVisible = [Bool](repeating: false, count: section.items.count)
      for index in section.visibleItemIndices { newVisible[index] = true }
      var treeChanged = oldItems.count != section.items.count
      let items = section.items
      // The hot loop reads the fields it needs in place: copying each Item would retain its
      // strings and fields.
      for index in items.indices {
        let o = newToOld[index]
        guard o >= 0 else {
          treeChanged = true
          if !newVisible[index], oldPlace[items[index].id] == nil {
            diff.changes.append(
              OutlineChange(
                kind: .insertedHidden, id: items[index].id, sectionID: section.id,
                oldParentID: nil, newParentID: newParents[index].map { items[$0].id },
                oldRange: nil, newRange: items[index].range))
          }
          continue
        }
        if let oldSectionIndex = oldIndex, newVisible[index] != oldVisible[oldSectionIndex][o] {
          if newVisible[index] {
            diff.revealedRows.insert(items[index].id)
          } else {
            diff.nowHiddenRows.insert(items[index].id)
          }
        }
        let sameParent = sameParent(index, o, newParents, oldParents, newToOld)
        let expandedChanged = oldItems[o].isExpanded != items[index].isExpanded
        if o != index || !sameParent || expandedChanged { treeChanged = true }
        guard !sameParent || expandedChanged else { continue }
        func change(_ kind: OutlineChangeKind) {
          diff.changes.append(
            OutlineChange(
              kind: kind, id: items[index].id, sectionID: section.id,
              oldParentID: oldParents[o].map { oldItems[$0].id },
              newParentID: newParents[index].map { items[$0].id }, oldRange: oldItems[o].range,
              newRange: items[index].range))
        }
        if !sameParent { change(.reparented) }
        if expandedChanged { change(items[index].isExpanded ? .expanded : .collapsed) }
      }
      if treeChanged {
        diff.sectionSnapshots.append(
          SectionSnapshotUpdate(
            sectionID: section.id,
            operations: operations(
              old: oldItems, oldParents: oldParents, new: section.items, newParents: newParents,
              newToOld: newToOld)))
      }
    }
    for (sectionIndex, section) in old.enumerated() where section.isOutline {
      var parents: [Int?]?
      for (index, item) in section.items.enumerated()
      where !keptOld[sectionIndex][index] && !oldVisible[sectionIndex][index] {
        if parents == nil { parents = section.parentIndices }
        diff.changes.append(
          OutlineChange(
            kind: .deletedHidden, id: item.id, sectionID: section.id,
            oldParentID: parents?[index].map { section.items[$0].id }, newParentID: nil,
            oldRange: item.range, newRange: nil))
      }
    }
    return diff
  }

  /// Whether new item `index` (old item `o`) has the same parent in both trees.
  private static func sameParent(
    _ index: Int, _ o: Int, _ newParents: [Int?], _ oldParents: [Int?], _ newToOld: [Int]
  ) -> Bool {
    switch (newParents[index], oldParents[o]) {
    case (nil, nil): return true
    case (let newParent?, let oldParent?): return newToOld[newParent] == oldParent
    default: return false
    }
  }

  /// Section-snapshot operations that turn the old section into the new one: delete what is
  /// gone and what moved (a delete takes the subtree with it), re-insert in the new pre-order
  /// next to a sibling already there, then expand and collapse. On indices: `newToOld` maps
  /// each new item to its old index (-1: not in the old section).
  static func operations(
    old: [Item], oldParents: [Int?], new: [Item], newParents: [Int?], newToOld: [Int]
  ) -> [SectionSnapshotOperation] {
    var oldToNew = [Int](repeating: -1, count: old.count)
    for (index, o) in newToOld.enumerated() where o >= 0 { oldToNew[o] = index }
    // Moved: kept items under another parent, or out of order among their kept siblings
    // (a longest increasing subsequence of old positions stays).
    var moved = [Bool](repeating: false, count: new.count)
    // Kept children of each new parent (slot 0: the top level, slot p + 1: item p), as linked
    // lists in sibling order, so no parent needs an array of its own.
    var firstKept = [Int](repeating: -1, count: new.count + 1)
    var lastKept = [Int](repeating: -1, count: new.count + 1)
    var nextKept = [Int](repeating: -1, count: new.count)
    var keptCount = [Int](repeating: 0, count: new.count + 1)
    for index in new.indices where newToOld[index] >= 0 {
      guard sameParent(index, newToOld[index], newParents, oldParents, newToOld) else {
        moved[index] = true
        continue
      }
      let slot = (newParents[index] ?? -1) + 1
      if lastKept[slot] >= 0 { nextKept[lastKept[slot]] = index } else { firstKept[slot] = index }
      lastKept[slot] = index
      keptCount[slot] += 1
    }
    var isMember: [Bool] = []
    var tails: [Int] = []
    var predecessors: [Int] = []
    var siblings: [Int] = []
    var positions: [Int] = []
    for slot in firstKept.indices where keptCount[slot] > 1 {
      siblings.removeAll(keepingCapacity: true)
      positions.removeAll(keepingCapacity: true)
      var cursor = firstKept[slot]
      var increasing = true
      while cursor >= 0 {
        if let last = positions.last, last > newToOld[cursor] { increasing = false }
        siblings.append(cursor)
        positions.append(newToOld[cursor])
        cursor = nextKept[cursor]
      }
      guard !increasing else { continue }  // already in order: nothing moves
      LongestIncreasingSubsequence.mark(
        positions, isMember: &isMember, tails: &tails, predecessors: &predecessors)
      for (position, index) in siblings.enumerated() where !isMember[position] {
        moved[index] = true
      }
    }
    // Deleted with a subtree: the topmost gone or moved items; kept descendants of those are
    // lost with them and placed again.
    var deleteRoots: [String] = []
    var removedOrUnder = [Bool](repeating: false, count: old.count)
    for o in old.indices {
      let underRemoved = oldParents[o].map { removedOrUnder[$0] } ?? false
      let removed = oldToNew[o] < 0 || moved[oldToNew[o]]
      if removed && !underRemoved { deleteRoots.append(old[o].id) }
      removedOrUnder[o] = removed || underRemoved
    }
    var operations: [SectionSnapshotOperation] = []
    if !deleteRoots.isEmpty { operations.append(.delete(deleteRoots)) }
    var present = [Bool](repeating: false, count: new.count)
    for index in new.indices where newToOld[index] >= 0 && !removedOrUnder[newToOld[index]] {
      present[index] = true
    }
    // Siblings in the new tree, by index.
    var previousSibling = [Int](repeating: -1, count: new.count)
    var nextSibling = [Int](repeating: -1, count: new.count)
    var lastChild = [Int](repeating: -1, count: new.count + 1)
    for index in new.indices {
      let slot = (newParents[index] ?? -1) + 1
      let last = lastChild[slot]
      if last >= 0 {
        previousSibling[index] = last
        nextSibling[last] = index
      }
      lastChild[slot] = index
    }
    enum Place {
      case append(String?)
      case before(String)
      case after(String)
    }
    // Insertions drafted as (place, items), growing in place: a run at one place is one call.
    var drafts: [(place: Place, items: [Int])] = []
    var placed = [Bool](repeating: false, count: new.count)
    for index in new.indices where !present[index] {
      defer {
        present[index] = true
        placed[index] = true
      }
      let previous = previousSibling[index]
      if previous >= 0 {
        if drafts.last?.items.last == previous {
          drafts[drafts.count - 1].items.append(index)
        } else {
          drafts.append((.after(new[previous].id), [index]))
        }
        continue
      }
      var next = nextSibling[index]
      while next >= 0, !present[next] { next = nextSibling[next] }
      if next >= 0 {
        drafts.append((.before(new[next].id), [index]))
      } else {
        drafts.append((.append(newParents[index].map { new[$0].id }), [index]))
      }
    }
    for draft in drafts {
      let ids = draft.items.map { new[$0].id }
      switch draft.place {
      case .append(let parent): operations.append(.append(ids, to: parent))
      case .before(let anchor): operations.append(.insertBefore(ids, before: anchor))
      case .after(let anchor): operations.append(.insertAfter(ids, after: anchor))
      }
    }
    var expand: [String] = []
    var collapse: [String] = []
    for (index, item) in new.enumerated() {
      let o = newToOld[index]
      let wasExpanded = o >= 0 && old[o].isExpanded
      if item.isExpanded && (placed[index] || !wasExpanded) { expand.append(item.id) }
      if !placed[index] && wasExpanded && !item.isExpanded { collapse.append(item.id) }
    }
    if !expand.isEmpty { operations.append(.expand(expand)) }
    if !collapse.isEmpty { operations.append(.collapse(collapse)) }
    return operations
  }
}
