/// The reserved keys of an item; every other key is a field.
public enum ItemKey: String, FormatKey {
  case id, cell, children, expanded, leadingSwipeActions, trailingSwipeActions

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
