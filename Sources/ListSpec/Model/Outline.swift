/// Outline sections: items with `children:`, as an `NSDiffableDataSourceSectionSnapshot`
/// builds them with `append(_:to:)`. ``SpecSection/items`` holds every item in pre-order with its
/// depth and subtree size, so a flat section costs nothing extra and a walk never recurses.
extension SpecSection {
  /// Whether any item has children: the section needs a section snapshot.
  public var isOutline: Bool { items.contains { $0.depth > 0 } }

  /// The indices in ``items`` of the rows the list shows: the pre-order walk that skips the
  /// subtrees of collapsed parents, which is what a section snapshot's `visibleItems` are.
  public var visibleItemIndices: [Int] {
    var indices: [Int] = []
    indices.reserveCapacity(items.count)
    var index = 0
    while index < items.count {
      indices.append(index)
      let item = items[index]
      index += item.isExpanded ? 1 : 1 + item.descendantCount
    }
    return indices
  }

  /// The rows the list shows, in order (``visibleItemIndices``).
  public var visibleItems: [Item] {
    if !items.contains(where: { $0.descendantCount > 0 }) { return items }
    return visibleItemIndices.map { items[$0] }
  }

  /// The section with only the rows it shows, as the collection view holds them (what
  /// `dataSource.snapshot()` returns for a section built from a section snapshot).
  public var visibleSection: SpecSection {
    guard items.contains(where: { $0.descendantCount > 0 }) else { return self }
    var copy = self
    copy.items = visibleItems
    return copy
  }

  /// For each item of ``items``, the index of its parent in ``items`` (nil for a root item).
  public var parentIndices: [Int?] {
    var parents: [Int?] = []
    parents.reserveCapacity(items.count)
    var stack: [Int] = []
    for (index, item) in items.enumerated() {
      while stack.count > item.depth { stack.removeLast() }
      parents.append(stack.last)
      stack.append(index)
    }
    return parents
  }
}

/// The bound on outline depth (`children:` inside `children:`).
public enum OutlineLimits {
  /// Items nest at most this many levels below the section: level 32 is the deepest child.
  /// UIKit documents no limit; a sidebar or file browser needs a handful, and the bound keeps
  /// the decoder's recursion and the generated `append(_:to:)` calls small
  /// (`specs/limits.md`).
  public static let maxDepth = 32
}
