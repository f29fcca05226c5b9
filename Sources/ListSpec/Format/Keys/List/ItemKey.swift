/// The reserved keys of an item; every other key is a field.
///
/// What each key is to the item (``role``) is said here once; the readers, the differ
/// (``Item/differences(from:)``), expression typing and the code generator switch on it, so
/// a new key reaches each of them through the compiler.
public enum ItemKey: String, FormatKey {
  case id, cell, children, expanded, leadingSwipeActions, trailingSwipeActions

  /// What a reserved key is to an item.
  public enum Role: Sendable, Hashable {
    /// `id`: names the item; items are matched by it.
    case identifier
    /// `cell`: the template that displays the item.
    case template
    /// `children` and `expanded`: the item's place in its section's outline, which the
    /// outline diff compares (``OutlineDiff``), not the item's content.
    case outline
    /// `leadingSwipeActions` / `trailingSwipeActions`: the item's own actions for an edge.
    case swipeActions(SwipeEdge)
  }

  /// What this key is to an item.
  public var role: Role {
    switch self {
    case .id: return .identifier
    case .cell: return .template
    case .children, .expanded: return .outline
    case .leadingSwipeActions: return .swipeActions(.leading)
    case .trailingSwipeActions: return .swipeActions(.trailing)
    }
  }

  /// Whether the key's value is also one of the item's fields: a template may read `{id}`
  /// and `{cell}`; the outline and swipe keys hold structure, not text.
  public var isField: Bool {
    switch role {
    case .identifier, .template: return true
    case .outline, .swipeActions: return false
    }
  }

  /// What the key holds, as a message says it.
  public var purpose: String {
    switch self {
    case .id: return "the item's identifier"
    case .cell: return "the name of the item's cell template"
    case .children: return "the item's children in the outline"
    case .expanded: return "whether the item's children show"
    case .leadingSwipeActions, .trailingSwipeActions: return "the item's own swipe actions"
    }
  }

  /// The reserved keys that are also fields (`id`, `cell`), by name.
  public static let fieldNames: [String] = allCases.filter(\.isField).map(\.rawValue)

  public static let table = FormatTable("item")
  public var declaration: KeyDeclaration {
    switch self {
    case .id:
      return KeyDeclaration(
        .scalar, default: nil, swift: "the item identifier",
        doc:
          "Unique across the **whole list**, all sections (D); a duplicate crashes with \"supplied item identifiers are not unique. Duplicate identifiers: {(…)}\" (O) and is `duplicate-item-id`."
      )
    case .cell:
      return KeyDeclaration(
        .name, default: "the section's `cell`", swift: "which registration dequeues the cell",
        doc: "An unknown name (or no name anywhere) is `unknown-cell-template`.")
    case .children:
      return KeyDeclaration(
        .list(.definition("item", docs: "[items](#items)")), default: "none (a leaf)",
        swift: "sectionSnapshot.append(children, to: item)",
        doc:
          "The item's children in an outline (`NSDiffableDataSourceSectionSnapshot`, iOS 14): items at any depth, up to 32 levels (`outline-too-deep`). Ids stay unique across all depths. Children take the section's `cell` unless they name one."
      )
    case .expanded:
      return KeyDeclaration(
        .boolean, default: "`false`: collapsed",
        swift: "sectionSnapshot.expand([item])",
        doc:
          "Whether the item's children show. A section snapshot's parents start collapsed (R: Apple's outline samples call `expand` for the parents they show open). On an item without children it is `expanded-without-children` (warning)."
      )
    case .leadingSwipeActions, .trailingSwipeActions:
      return KeyDeclaration(
        .table(SwipeActionsKey.self, docs: "[swipe actions](#swipe-actions)"),
        default: "the template's", swift: "the swipe-actions provider's result for this item",
        doc: "Replaces the template's actions for that edge, for this item only.")
    }
  }
}
