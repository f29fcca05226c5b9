/// A position in a list, as UIKit's `IndexPath` for a collection view: the section's index and
/// the item's index inside that section, both 0-based.
public struct ListIndexPath: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The section's index.
  public var section: Int
  /// The item's index inside the section.
  public var item: Int

  public init(section: Int, item: Int) {
    self.section = section
    self.item = item
  }

  public static func < (lhs: ListIndexPath, rhs: ListIndexPath) -> Bool {
    (lhs.section, lhs.item) < (rhs.section, rhs.item)
  }

  /// `[section, item]`, as `IndexPath` prints.
  public var description: String { "[\(section), \(item)]" }
}

/// A section that is in the old list only.
public struct SectionDeletion: Sendable, Hashable {
  /// The section or item identifier.
  public var id: String
  /// Index in the old list.
  public var oldIndex: Int
  /// Where it is written in the old file.
  public var oldRange: SourceRange
}

/// A section that is in the new list only. Its items are reported as item insertions.
public struct SectionInsertion: Sendable, Hashable {
  /// The section or item identifier.
  public var id: String
  /// Index in the new list.
  public var newIndex: Int
  /// Where it is written in the new file.
  public var newRange: SourceRange
}

/// A section kept in both lists whose place relative to the other kept sections changed.
public struct SectionMove: Sendable, Hashable {
  /// The section or item identifier.
  public var id: String
  /// Index in the old list.
  public var oldIndex: Int
  /// Index in the new list.
  public var newIndex: Int
  /// Where it is written in the old file.
  public var oldRange: SourceRange
  /// Where it is written in the new file.
  public var newRange: SourceRange
}

/// A section kept in both lists whose header or footer text changed.
public struct SectionUpdate: Sendable, Hashable {
  /// The section or item identifier.
  public var id: String
  /// Index in the old list.
  public var oldIndex: Int
  /// Index in the new list.
  public var newIndex: Int
  /// The keys that changed: `header`, `footer`.
  public var changedKeys: [String]
  /// Header and footer texts before and after (nil: none).
  public var oldHeader: String?
  public var newHeader: String?
  public var oldFooter: String?
  public var newFooter: String?
  /// Where it is written in the old file.
  public var oldRange: SourceRange
  /// Where it is written in the new file.
  public var newRange: SourceRange
}

/// An item that is in the old list only.
public struct ItemDeletion: Sendable, Hashable {
  /// The section or item identifier.
  public var id: String
  /// The id of the section it was in.
  public var sectionID: String
  /// Index path in the old list.
  public var oldIndexPath: ListIndexPath
  /// Where it is written in the old file.
  public var oldRange: SourceRange
}

/// An item that is in the new list only.
public struct ItemInsertion: Sendable, Hashable {
  /// The section or item identifier.
  public var id: String
  /// The id of the section it is in.
  public var sectionID: String
  /// Index path in the new list.
  public var newIndexPath: ListIndexPath
  /// Where it is written in the new file.
  public var newRange: SourceRange
}

/// An item kept in both lists that changed section, or whose order relative to the other items
/// kept in its section changed. Moves are minimal: the items of a section that keep their
/// relative order are a longest increasing subsequence and are not reported.
public struct ItemMove: Sendable, Hashable {
  /// The section or item identifier.
  public var id: String
  /// The id of its section in the old list.
  public var oldSectionID: String
  /// The id of its section in the new list.
  public var newSectionID: String
  /// Index path in the old list.
  public var oldIndexPath: ListIndexPath
  /// Index path in the new list.
  public var newIndexPath: ListIndexPath
  /// Where it is written in the old file.
  public var oldRange: SourceRange
  /// Where it is written in the new file.
  public var newRange: SourceRange
}

/// How UIKit must refresh a changed item.
public enum ItemUpdateKind: String, Sendable, Hashable, CaseIterable {
  /// Same cell template and kind, only the data changed: `reconfigureItems(_:)` (iOS 15)
  /// updates the existing cell in place.
  case reconfigure
  /// The cell template, or its kind (content ↔ hosting), changed: a new cell must be dequeued,
  /// so `reloadItems(_:)`.
  case reload
}

/// One field of an item whose value changed, or one of its own swipe-actions keys; nil when
/// it is absent on that side.
public struct ItemFieldChange: Sendable, Hashable {
  /// The field (item key) name.
  public var field: String
  /// The value in the old list, as written; nil when the field is new.
  public var oldValue: String?
  /// The value in the new list, as written; nil when the field was removed.
  public var newValue: String?
  /// What the old value was written as (`unread: 14` an integer, `"14"` a string), so reports
  /// show it as typed; `.string` when absent, and for swipe actions' YAML.
  public var oldKind: FieldValueKind = .string
  /// What the new value was written as.
  public var newKind: FieldValueKind = .string
}

/// An item kept in both lists whose content (cell template, swipe actions or fields) changed,
/// or whose cell template changed kind.
public struct ItemUpdate: Sendable, Hashable {
  /// The section or item identifier.
  public var id: String
  /// Reconfigure in place or reload with a new cell.
  public var kind: ItemUpdateKind
  /// What changed besides the cell (``oldCell`` / ``newCell``): the item's own swipe actions
  /// (`leadingSwipeActions`, `trailingSwipeActions`, as one line of YAML each), then the
  /// fields whose value changed, was added or removed, sorted by name
  /// (``Item/differences(from:)``).
  public var changedFields: [ItemFieldChange]
  /// The cell template in the old list.
  public var oldCell: String
  /// The cell template in the new list.
  public var newCell: String
  /// True when the item's template has the same name but changed between `content:` and
  /// `hosting:`.
  public var cellKindChanged: Bool
  /// Index path in the old list.
  public var oldIndexPath: ListIndexPath
  /// Index path in the new list.
  public var newIndexPath: ListIndexPath
  /// Where it is written in the old file.
  public var oldRange: SourceRange
  /// Where it is written in the new file.
  public var newRange: SourceRange
}

/// The difference between two versions of a list spec: what the user sees change, matched by
/// identifier as `NSDiffableDataSourceSnapshot` does, the configuration changes, and a staged
/// batch-update plan for `performBatchUpdates`. Specified in `specs/diff.md`.
///
/// ```swift
/// let old = ListSpecLoader.load(path: "old.yaml"), new = ListSpecLoader.load(path: "new.yaml")
/// if let oldSpec = old.spec, let newSpec = new.spec {
///   let diff = ListDiff.compute(old: oldSpec, new: newSpec)
///   print(DiffTextFormatter(oldPath: "old.yaml", newPath: "new.yaml").format(diff))
/// }
/// ```
public struct ListDiff: Sendable {
  /// Sorted by old index.
  public var deletedSections: [SectionDeletion] = []
  /// Sorted by new index.
  public var insertedSections: [SectionInsertion] = []
  /// Sorted by new index.
  public var movedSections: [SectionMove] = []
  /// Sorted by new index.
  public var updatedSections: [SectionUpdate] = []
  /// Sorted by old index path. Includes the items of deleted sections.
  public var deletedItems: [ItemDeletion] = []
  /// Sorted by new index path. Includes the items of inserted sections.
  public var insertedItems: [ItemInsertion] = []
  /// Sorted by new index path.
  public var movedItems: [ItemMove] = []
  /// Sorted by new index path. An item can be both moved and updated.
  public var updatedItems: [ItemUpdate] = []
  /// Changes to `listspec`, `platform`, `list` and `cells`, in the new file's order, removals
  /// last. Empty when either document has no YAML tree (``ListSpecDocument/root``).
  public var configurationChanges: [ConfigurationChange] = []
  /// For every cell template with a configuration change: the ids of the items that use it
  /// (in the new list; in the old list when the template was removed), in list order.
  public var affectedItemsByTemplate: [String: [String]] = [:]
  /// For every changed cell template whose expressions or placeholders changed: the ids of the
  /// items kept in both lists whose shown text (every template of the cell, evaluated) differs
  /// because of it, in list order. An expression change may change some items and not others
  /// (`count == 1 ? "game" : "games"`).
  public var textChangedItemsByTemplate: [String: [String]] = [:]
  /// The staged batch updates that turn the old list into the new one.
  public var plan = BatchUpdatePlan()
  /// Outline changes (expand, collapse, new parents, items under collapsed parents) and the
  /// section-snapshot update of each outline section that changed. The lists above are the
  /// rows the collection view shows; this says what a section snapshot holds.
  public var outline = OutlineDiff()

  public init() {}

  /// True when the lists do not differ at all.
  public var isEmpty: Bool { !hasSnapshotChanges && configurationChanges.isEmpty }

  /// True when a section or item was deleted, inserted, moved or updated.
  public var hasSnapshotChanges: Bool {
    !(deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
      && updatedSections.isEmpty && deletedItems.isEmpty && insertedItems.isEmpty
      && movedItems.isEmpty && updatedItems.isEmpty && outline.isEmpty)
  }

  /// Diffs two validated documents: the snapshot (sections and items by id) and, when both
  /// have their YAML tree, the configuration. Linear in the number of items (plus
  /// O(m log m) for the m items of a section that changed order).
  ///
  /// Section and item ids are expected to be unique, as validation guarantees; a repeated id
  /// is matched once and its other occurrences count as deleted or inserted.
  public static func compute(old: ListSpecDocument, new: ListSpecDocument) -> ListDiff {
    let oldKinds = Dictionary(old.cells.map { ($0.name, $0.kind.name) }) { first, _ in first }
    let newKinds = Dictionary(new.cells.map { ($0.name, $0.kind.name) }) { first, _ in first }
    var kindChanged: Set<String> = []
    for (name, kind) in newKinds where oldKinds[name].map({ $0 != kind }) ?? false {
      kindChanged.insert(name)
    }
    var diff = SnapshotDiffer(
      old: old.sections.map(\.visibleSection), new: new.sections.map(\.visibleSection),
      kindChangedTemplates: kindChanged
    )
    .run()
    diff.outline = OutlineDiff.compute(old: old.sections, new: new.sections)
    if let oldRoot = old.root, let newRoot = new.root {
      diff.configurationChanges = ConfigurationDiffer.compare(old: oldRoot, new: newRoot)
      let changed = Set(diff.configurationChanges.compactMap(\.template))
      diff.affectedItemsByTemplate = affectedItems(templates: changed, old: old, new: new)
      diff.textChangedItemsByTemplate = textChangedItems(templates: changed, old: old, new: new)
    }
    return diff
  }

  /// Diffs only the snapshot: sections and items, no configuration.
  public static func compute(old: [SpecSection], new: [SpecSection]) -> ListDiff {
    var diff = SnapshotDiffer(
      old: old.map(\.visibleSection), new: new.map(\.visibleSection), kindChangedTemplates: []
    ).run()
    diff.outline = OutlineDiff.compute(old: old, new: new)
    return diff
  }

  /// Items of the changed templates (by name in both lists) whose evaluated texts differ.
  static func textChangedItems(
    templates: Set<String>, old: ListSpecDocument, new: ListSpecDocument
  ) -> [String: [String]] {
    var result: [String: [String]] = [:]
    let oldTemplates = Dictionary(old.cells.map { ($0.name, $0) }) { first, _ in first }
    let newTemplates = Dictionary(new.cells.map { ($0.name, $0) }) { first, _ in first }
    var oldItems: [String: Item] = [:]
    for section in old.sections {
      for item in section.items where templates.contains(item.cell) { oldItems[item.id] = item }
    }
    guard !oldItems.isEmpty else { return [:] }
    for section in new.sections {
      for item in section.items where templates.contains(item.cell) {
        guard let before = oldItems[item.id], before.cell == item.cell,
          let oldTemplate = oldTemplates[item.cell], let newTemplate = newTemplates[item.cell]
        else { continue }
        let oldTexts = oldTemplate.allTemplates.map { $0.evaluate(fields: before.fields) }
        let newTexts = newTemplate.allTemplates.map { $0.evaluate(fields: item.fields) }
        if oldTexts != newTexts { result[item.cell, default: []].append(item.id) }
      }
    }
    return result
  }

  static func affectedItems(templates: Set<String>, old: ListSpecDocument, new: ListSpecDocument)
    -> [String: [String]]
  {
    guard !templates.isEmpty else { return [:] }
    var result: [String: [String]] = [:]
    for name in templates { result[name] = [] }
    let newNames = Set(new.cells.map(\.name))
    for section in new.sections {
      for item in section.items where newNames.contains(item.cell) {
        result[item.cell]?.append(item.id)
      }
    }
    for section in old.sections {
      for item in section.items where !newNames.contains(item.cell) {
        result[item.cell]?.append(item.id)
      }
    }
    return result
  }
}
