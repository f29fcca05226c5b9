/// `UIContextualAction.Style`.
public enum ContextualActionStyle: String, Sendable, CaseIterable, Hashable {
  case normal, destructive
}

/// `UIContextualAction`: one button of a swiped row.
public struct ContextualAction: Sendable, Hashable {
  /// `id:`, what the app's swipe-action handler is given; nil: see ``handlerID(edge:index:)``.
  public var id: String?
  public var style: ContextualActionStyle = .normal
  /// The button's title: text with `{…}` placeholders, evaluated per item.
  public var title: Template?
  /// `UIImage(systemName:)`: an SF Symbol name, with `{…}` placeholders.
  public var systemImage: Template?
  /// nil: the style's colour; `"{…}"` decides it per item.
  public var backgroundColor: Expressible<ColorValue>?
  /// `if:` — the action is offered only for items where this holds.
  public var condition: SpecExpression?
  public var range: SourceRange

  public init(
    style: ContextualActionStyle = .normal, title: Template? = nil, systemImage: Template? = nil,
    backgroundColor: ColorValue? = nil, range: SourceRange = .unwritten
  ) {
    self.style = style
    self.title = title
    self.systemImage = systemImage
    self.backgroundColor = backgroundColor.map(Expressible.value)
    self.range = range
  }

  /// What the app's swipe-action handler is given for this action, the `index`-th (from 0)
  /// of its `edge`: its `id`, else its title as written, else its symbol's name as written,
  /// else the edge and its position from 1 (`trailing2`) — never text computed per item, so
  /// the app's match survives a localized or per-item title.
  public func handlerID(edge: SwipeEdge, index: Int) -> String {
    if let id { return id }
    if let title, title.isLiteral { return title.evaluate(fields: ItemFields()) }
    if let systemImage, systemImage.isLiteral { return systemImage.evaluate(fields: ItemFields()) }
    return "\(edge.rawValue)\(index + 1)"
  }
}

/// `UISwipeActionsConfiguration`: the actions of one edge. The first action is the outermost
/// and the one a full swipe performs (Apple documentation, `init(actions:)`).
public struct SwipeActionsConfiguration: Sendable, Hashable {
  public var actions: [ContextualAction]
  /// Default true (Apple documentation).
  public var performsFirstActionWithFullSwipe: Bool = true
  public var range: SourceRange

  public init(
    actions: [ContextualAction], performsFirstActionWithFullSwipe: Bool = true,
    range: SourceRange = .unwritten
  ) {
    self.actions = actions
    self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
    self.range = range
  }
}

/// The edge a row is swiped from: `leading` shows the leading actions.
public enum SwipeEdge: String, Sendable, CaseIterable, Hashable {
  case leading, trailing
}

/// The swipe actions of a cell template or of one item (`leadingSwipeActions`,
/// `trailingSwipeActions`). A reference, so an item without them costs one pointer.
public final class SwipeActions: Sendable, Hashable {
  public let leading: SwipeActionsConfiguration?
  public let trailing: SwipeActionsConfiguration?

  public init(leading: SwipeActionsConfiguration?, trailing: SwipeActionsConfiguration?) {
    self.leading = leading
    self.trailing = trailing
  }

  public subscript(edge: SwipeEdge) -> SwipeActionsConfiguration? {
    edge == .leading ? leading : trailing
  }

  public static func == (lhs: SwipeActions, rhs: SwipeActions) -> Bool {
    lhs.leading == rhs.leading && lhs.trailing == rhs.trailing
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(leading)
    hasher.combine(trailing)
  }
}

extension ListSpecDocument {
  /// Whether a template or an item has swipe actions.
  public var hasSwipeActions: Bool {
    cells.contains { $0.swipeActions != nil }
      || sections.contains { $0.items.contains { $0.swipeActions != nil } }
  }

  /// The actions `item` shows when swiped from `edge`: its own, else its template's made for
  /// it (as the list's swipe-actions provider would return for its index path).
  public func swipeActions(for item: Item, edge: SwipeEdge) -> SwipeActionsConfiguration? {
    if let own = item.swipeActions?[edge] { return own }
    return cell(named: item.cell)?.swipeActions?[edge]?.resolved(for: item.fields)
  }
}

extension SwipeActions {
  /// A copy with `transform` applied to every action of both edges (the typing pass stores
  /// checked expressions this way; the actions themselves are shared and immutable).
  public func updatingActions(_ transform: (inout ContextualAction) -> Void) -> SwipeActions {
    func update(_ configuration: SwipeActionsConfiguration?) -> SwipeActionsConfiguration? {
      guard var configuration else { return nil }
      for index in configuration.actions.indices { transform(&configuration.actions[index]) }
      return configuration
    }
    return SwipeActions(leading: update(leading), trailing: update(trailing))
  }
}

extension SwipeActionsConfiguration {
  /// The actions as `fields`' item is offered them: those whose `if:` is false left out,
  /// titles and symbol names filled in, colour expressions evaluated.
  public func resolved(for fields: ItemFields) -> SwipeActionsConfiguration {
    var configuration = self
    configuration.actions = actions.compactMap { action in
      if let condition = action.condition, !condition.isTrue(for: fields) { return nil }
      var resolved = action
      resolved.condition = nil
      if let title = action.title, title.hasPlaceholders {
        resolved.title = Template(literal: title.evaluate(fields: fields), range: title.range)
      }
      if let image = action.systemImage, image.hasPlaceholders {
        resolved.systemImage = Template(
          literal: image.evaluate(fields: fields), range: image.range)
      }
      resolved.backgroundColor = action.backgroundColor?.value(for: fields).map(Expressible.value)
      return resolved
    }
    return configuration
  }
}
