/// One way an item's content differs between two versions of a list (the same id in both):
/// what the differ calls "changed". Source positions are never content.
public enum ItemDifference: Sendable, Hashable {
  /// `cell`: the template that displays the item, old then new.
  case cell(old: String, new: String)
  /// A field's value changed, was added or was removed.
  case field(ItemFieldChange)
  /// The item's own `leadingSwipeActions` / `trailingSwipeActions`, written as one line of
  /// YAML (``SwipeActionsConfiguration/contentText``); nil where the item has none of its own.
  case swipeActions(SwipeEdge, old: String?, new: String?)

  /// The change as a field change named by the item key (`trailingSwipeActions`), for the
  /// diff's reports; nil for the cell, which they show as old and new cell.
  public var fieldChange: ItemFieldChange? {
    switch self {
    case .cell: return nil
    case .field(let change): return change
    case .swipeActions(let edge, let old, let new):
      let key: ItemKey = edge == .leading ? .leadingSwipeActions : .trailingSwipeActions
      return ItemFieldChange(field: key.rawValue, oldValue: old, newValue: new)
    }
  }
}

extension Item {
  /// How this item differs from `old`, key by key of ``ItemKey`` and then field by field
  /// (sorted by name); empty when the content is the same. A `cell:` written on an item is
  /// not content when it names the template the section gives anyway.
  ///
  /// Every reserved key is decided in one exhaustive `switch`, so a new item key does not
  /// compile until the differ knows whether it is content.
  public func differences(from old: Item) -> [ItemDifference] {
    var differences: [ItemDifference] = []
    for key in ItemKey.allCases {
      switch key.role {
      case .identifier: continue  // Items are matched by it.
      case .template:
        if cell != old.cell { differences.append(.cell(old: old.cell, new: cell)) }
      case .outline: continue  // The outline diff's: children are items of their own.
      case .swipeActions(let edge):
        let (before, after) = (old.swipeActions?[edge], swipeActions?[edge])
        guard before != nil || after != nil else { continue }
        let (oldText, newText) = (before?.contentText, after?.contentText)
        if oldText != newText {
          differences.append(.swipeActions(edge, old: oldText, new: newText))
        }
      }
    }
    if fields != old.fields {
      differences += changedFields(from: old).map(ItemDifference.field)
    }
    return differences
  }

  /// The fields other than the reserved ones whose values differ from `old`'s, sorted by
  /// name.
  private func changedFields(from old: Item) -> [ItemFieldChange] {
    var changes: [ItemFieldChange] = []
    for (key, value) in fields where ItemKey(rawValue: key) == nil && old.fields[key] != value {
      changes.append(
        ItemFieldChange(
          field: key, oldValue: old.fields[key], newValue: value,
          oldKind: old.fields.kind(of: key) ?? .string, newKind: fields.kind(of: key) ?? .string))
    }
    for (key, value) in old.fields where ItemKey(rawValue: key) == nil && fields[key] == nil {
      changes.append(
        ItemFieldChange(
          field: key, oldValue: value, newValue: nil, oldKind: old.fields.kind(of: key) ?? .string))
    }
    return changes.sorted { $0.field < $1.field }
  }
}

extension SwipeActionsConfiguration {
  /// The configuration as one line of YAML in the spec's own keys — `{ actions: [{ style:
  /// destructive, title: Delete }] }` — every key that is not its default, source positions
  /// left out: what two versions of a list compare, and what the diff shows.
  public var contentText: String {
    var parts: [String] = []
    for key in SwipeActionsKey.allCases {
      switch key {
      case .actions:
        parts.append("actions: [" + actions.map(\.contentText).joined(separator: ", ") + "]")
      case .performsFirstActionWithFullSwipe:
        if !performsFirstActionWithFullSwipe { parts.append("\(key.rawValue): false") }
      }
    }
    return "{ " + parts.joined(separator: ", ") + " }"
  }
}

extension ContextualAction {
  /// The action as one line of YAML (see ``SwipeActionsConfiguration/contentText``).
  public var contentText: String {
    var parts: [String] = []
    for key in ContextualActionKey.allCases {
      let value: String?
      switch key {
      case .id: value = id.map(YAMLFlowText.scalar)
      case .style: value = style == .normal ? nil : style.rawValue
      case .title: value = title.map { YAMLFlowText.scalar($0.source) }
      case .image:
        value = systemImage.map { "{ systemName: \(YAMLFlowText.scalar($0.source)) }" }
      case .backgroundColor:
        value = backgroundColor.map {
          $0.expression == nil ? $0.description : YAMLFlowText.scalar($0.description)
        }
      case .if: value = condition.map { YAMLFlowText.scalar($0.source) }
      }
      if let value { parts.append("\(key.rawValue): \(value)") }
    }
    return "{ " + parts.joined(separator: ", ") + " }"
  }
}
