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
  public init(_ section: Section) {
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
  /// kept children of a parent whose order changed).
  public static func compute(old: [Section], new: [Section]) -> OutlineDiff {
    var diff = OutlineDiff()
    guard old.contains(where: \.isOutline) || new.contains(where: \.isOutline) else { return diff }
    var oldSections: [String: Section] = [:]
    for section in old where oldSections[section.id] == nil { oldSections[section.id] = section }
    var oldItems: [String: (item: Item, section: String, visible: Bool)] = [:]
    for section in old {
      var visible = Set(section.visibleItemIndices)
      for (index, item) in section.items.enumerated() where oldItems[item.id] == nil {
        oldItems[item.id] = (item, section.id, visible.remove(index) != nil)
      }
    }
    var newIDs: Set<String> = []
    var deferredDeletions: [OutlineChange] = []
    for section in new {
      let oldSection = oldSections[section.id]
      guard section.isOutline || oldSection?.isOutline == true else {
        newIDs.formUnion(section.items.map(\.id))
        continue
      }
      let oldTree = oldSection.map(OutlineTree.init) ?? OutlineTree()
      let newTree = OutlineTree(section)
      let visible = Set(section.visibleItemIndices)
      for (index, item) in section.items.enumerated() {
        newIDs.insert(item.id)
        if let before = oldItems[item.id], visible.contains(index) != before.visible {
          if before.visible {
            diff.nowHiddenRows.insert(item.id)
          } else {
            diff.revealedRows.insert(item.id)
          }
        }
        guard let before = oldItems[item.id] else {
          if !visible.contains(index) {
            diff.changes.append(
              OutlineChange(
                kind: .insertedHidden, id: item.id, sectionID: section.id, oldParentID: nil,
                newParentID: newTree.parentID(of: item.id), oldRange: nil,
                newRange: item.range))
          }
          continue
        }
        guard before.section == section.id else { continue }
        let oldParent = oldTree.parentID(of: item.id)
        let newParent = newTree.parentID(of: item.id)
        func change(_ kind: OutlineChangeKind) {
          diff.changes.append(
            OutlineChange(
              kind: kind, id: item.id, sectionID: section.id, oldParentID: oldParent,
              newParentID: newParent, oldRange: before.item.range, newRange: item.range))
        }
        if oldParent != newParent { change(.reparented) }
        if before.item.isExpanded != item.isExpanded {
          change(item.isExpanded ? .expanded : .collapsed)
        }
      }
      if oldTree != newTree {
        diff.sectionSnapshots.append(
          SectionSnapshotUpdate(
            sectionID: section.id, operations: operations(from: oldTree, to: newTree)))
      }
    }
    for section in old {
      var visible = Set(section.visibleItemIndices)
      for (index, item) in section.items.enumerated() where !newIDs.contains(item.id) {
        guard visible.remove(index) == nil else { continue }
        let parentIndex = section.parentIndices[index]
        deferredDeletions.append(
          OutlineChange(
            kind: .deletedHidden, id: item.id, sectionID: section.id,
            oldParentID: parentIndex.map { section.items[$0].id }, newParentID: nil,
            oldRange: item.range, newRange: nil))
      }
    }
    diff.changes += deferredDeletions
    return diff
  }

  /// Section-snapshot operations that turn `old` into `new`: delete what is gone and what
  /// moved (a delete takes the subtree with it), re-insert in the new pre-order next to a
  /// sibling already there, then expand and collapse.
  static func operations(from old: OutlineTree, to new: OutlineTree) -> [SectionSnapshotOperation] {
    let oldOrder = old.preOrder
    let newOrder = new.preOrder
    // Moved: kept items under another parent, or out of order among their kept siblings.
    var moved: Set<String> = []
    var oldPosition: [String: Int] = [:]
    for (index, id) in oldOrder.enumerated() { oldPosition[id] = index }
    var isMember: [Bool] = []
    var tails: [Int] = []
    var predecessors: [Int] = []
    for (parentKey, siblings) in new.children {
      var kept: [String] = []
      for id in siblings where old.contains(id) {
        if old.parent[id] == parentKey { kept.append(id) } else { moved.insert(id) }
      }
      let positions = kept.map { oldPosition[$0] ?? 0 }
      LongestIncreasingSubsequence.mark(
        positions, isMember: &isMember, tails: &tails, predecessors: &predecessors)
      for (index, id) in kept.enumerated() where !isMember[index] { moved.insert(id) }
    }
    // Deleted with a subtree: the topmost gone or moved items; their kept descendants that
    // did not move are lost with them and placed again.
    var deleteRoots: [String] = []
    var removedAncestor: [String: Bool] = [:]
    for id in oldOrder {
      let parentKey = old.parent[id] ?? ""
      let underRemoved = !parentKey.isEmpty && removedAncestor[parentKey] == true
      let removed = !new.contains(id) || moved.contains(id)
      if removed && !underRemoved { deleteRoots.append(id) }
      removedAncestor[id] = removed || underRemoved
    }
    var operations: [SectionSnapshotOperation] = []
    if !deleteRoots.isEmpty { operations.append(.delete(deleteRoots)) }
    var present: Set<String> = []
    for id in oldOrder where removedAncestor[id] == false { present.insert(id) }
    var placed: [String] = []
    for id in newOrder where !present.contains(id) {
      let parentKey = new.parent[id] ?? ""
      let siblings = new.children[parentKey] ?? []
      let index = siblings.firstIndex(of: id) ?? 0
      let operation: SectionSnapshotOperation
      if index > 0 {
        let previous = siblings[index - 1]
        if let last = operations.last, last.items.last == previous, isInsertion(last) {
          operations[operations.count - 1] = extended(last, with: id)
          present.insert(id)
          placed.append(id)
          continue
        }
        operation = .insertAfter([id], after: previous)
      } else if let next = siblings[(index + 1)...].first(where: present.contains) {
        operation = .insertBefore([id], before: next)
      } else {
        operation = .append([id], to: parentKey.isEmpty ? nil : parentKey)
      }
      operations.append(operation)
      present.insert(id)
      placed.append(id)
    }
    let placedSet = Set(placed)
    let expand = newOrder.filter {
      new.expanded.contains($0) && (placedSet.contains($0) || !old.expanded.contains($0))
    }
    let collapse = newOrder.filter {
      !placedSet.contains($0) && old.expanded.contains($0) && !new.expanded.contains($0)
    }
    if !expand.isEmpty { operations.append(.expand(expand)) }
    if !collapse.isEmpty { operations.append(.collapse(collapse)) }
    return operations
  }

  private static func isInsertion(_ operation: SectionSnapshotOperation) -> Bool {
    switch operation {
    case .append, .insertBefore, .insertAfter: return true
    case .delete, .expand, .collapse: return false
    }
  }

  /// `operation` with `id` added after its last item (the same place in the tree).
  private static func extended(_ operation: SectionSnapshotOperation, with id: String)
    -> SectionSnapshotOperation
  {
    switch operation {
    case .append(let items, let parent): return .append(items + [id], to: parent)
    case .insertBefore(let items, let anchor): return .insertBefore(items + [id], before: anchor)
    case .insertAfter(let items, let anchor): return .insertAfter(items + [id], after: anchor)
    case .delete, .expand, .collapse: return operation
    }
  }
}
