/// `leadingSwipeActions` / `trailingSwipeActions`: `UISwipeActionsConfiguration`s of
/// `UIContextualAction`s, on a cell template or an item.
extension SpecDecoder {
  mutating func decodeSwipeActions(_ node: YAMLNode, key: String) -> SwipeActionsConfiguration? {
    guard let keys = mapping(node, SwipeActionsKey.self, context: "'\(key)'") else { return nil }
    reportMissing(keys, in: "'\(key)'", at: node.reportRange)
    var configuration = SwipeActionsConfiguration(actions: [], range: node.reportRange)
    for (key, value) in keys.entries {
      switch key {
      case .actions:
        guard let elements = sequence(value, key: key.rawValue) else { continue }
        configuration.actions = elements.compactMap { decodeContextualAction($0) }
      case .performsFirstActionWithFullSwipe:
        configuration.performsFirstActionWithFullSwipe = bool(value, key: key.rawValue) ?? true
      }
    }
    return configuration
  }

  mutating func decodeContextualAction(_ node: YAMLNode) -> ContextualAction? {
    guard let keys = mapping(node, ContextualActionKey.self, context: "a contextual action")
    else { return nil }
    var action = ContextualAction(range: node.reportRange)
    for (key, value) in keys.entries {
      switch key {
      case .style: action.style = enumValue(value, key: key.rawValue) ?? .normal
      case .title: action.title = string(value, key: key.rawValue)
      case .image: action.systemImage = symbolName(value, key: key.rawValue)
      case .backgroundColor: action.backgroundColor = color(value, key: key.rawValue)
      }
    }
    if action.title == nil, action.systemImage == nil {
      report(.swipeActionWithoutLabel(range: node.reportRange))
    }
    return action
  }

  /// `{ systemName: trash }`: the name as written (no placeholders: an action's image is the
  /// same for every item).
  mutating func symbolName(_ node: YAMLNode, key: String) -> String? {
    guard let keys = mapping(node, SystemImageKey.self, context: "'\(key)'") else { return nil }
    reportMissing(keys, in: "'\(key)'", at: node.reportRange)
    var name: String?
    for (key, value) in keys.entries {
      switch key {
      case .systemName: name = string(value, key: key.rawValue)
      }
    }
    return name
  }

  /// Both edges of a template or an item; nil when neither is written.
  mutating func decodeSwipeActions(leading: YAMLNode?, trailing: YAMLNode?) -> SwipeActions? {
    let leadingActions = leading.flatMap {
      decodeSwipeActions($0, key: CellKey.leadingSwipeActions.rawValue)
    }
    let trailingActions = trailing.flatMap {
      decodeSwipeActions($0, key: CellKey.trailingSwipeActions.rawValue)
    }
    guard leadingActions != nil || trailingActions != nil else { return nil }
    return SwipeActions(leading: leadingActions, trailing: trailingActions)
  }
}
