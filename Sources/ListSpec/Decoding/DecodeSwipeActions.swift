/// `leadingSwipeActions` / `trailingSwipeActions`: `UISwipeActionsConfiguration`s of
/// `UIContextualAction`s, on a cell template or an item.
extension SpecDecoder {
  mutating func decodeSwipeActions(_ node: YAMLNode, key: String, perItem: Bool)
    -> SwipeActionsConfiguration?
  {
    guard let keys = mapping(node, SwipeActionsKey.self, context: "'\(key)'") else { return nil }
    reportMissing(keys, in: "'\(key)'", at: node.reportRange)
    var configuration = SwipeActionsConfiguration(actions: [], range: node.reportRange)
    for (key, value) in keys.entries {
      switch key {
      case .actions:
        guard let elements = sequence(value, key: key.rawValue) else { continue }
        configuration.actions = elements.compactMap { decodeContextualAction($0, perItem: perItem) }
      case .performsFirstActionWithFullSwipe:
        configuration.performsFirstActionWithFullSwipe = bool(value, key: key.rawValue) ?? true
      }
    }
    return configuration
  }

  mutating func decodeContextualAction(_ node: YAMLNode, perItem: Bool) -> ContextualAction? {
    guard let keys = mapping(node, ContextualActionKey.self, context: "a contextual action")
    else { return nil }
    var action = ContextualAction(range: node.reportRange)
    for (key, value) in keys.entries {
      switch key {
      case .id: action.id = nonEmptyText(value, key: key.rawValue)
      case .style: action.style = enumValue(value, key: key.rawValue) ?? .normal
      // A template's actions are made per item, so they may read its fields; an item's own
      // actions are written for that item, so their text is plain.
      case .title:
        action.title = template(value, key: key.rawValue, perItem: perItem)
      case .image: action.systemImage = systemImage(value, key: key.rawValue, perItem: perItem)
      case .backgroundColor:
        if perItem {
          action.backgroundColor = expressible(value, key: key)
        } else {
          action.backgroundColor = color(value, key: key.rawValue).map(Expressible.value)
        }
      case .if:
        if perItem {
          action.condition = condition(value, key: key.rawValue)
        } else {
          report(.conditionOnItemAction(range: value.reportRange))
        }
      }
    }
    if action.title == nil, action.systemImage == nil {
      report(.swipeActionWithoutLabel(range: node.reportRange))
    }
    return action
  }

  /// Both edges of a template (`perItem`: made for each of its items) or an item; nil when
  /// neither is written.
  mutating func decodeSwipeActions(leading: YAMLNode?, trailing: YAMLNode?, perItem: Bool)
    -> SwipeActions?
  {
    let leadingActions = leading.flatMap {
      decodeSwipeActions($0, key: CellKey.leadingSwipeActions.rawValue, perItem: perItem)
    }
    let trailingActions = trailing.flatMap {
      decodeSwipeActions($0, key: CellKey.trailingSwipeActions.rawValue, perItem: perItem)
    }
    guard leadingActions != nil || trailingActions != nil else { return nil }
    return SwipeActions(leading: leadingActions, trailing: trailingActions)
  }
}
