/// `UISwipeActionsConfiguration`.
public enum SwipeActionsKey: String, FormatKey {
  case actions, performsFirstActionWithFullSwipe

  public static let table = FormatTable("swipeActions")
  public var declaration: KeyDeclaration {
    switch self {
    case .actions:
      return KeyDeclaration(
        .list(.table(ContextualActionKey.self, docs: "[contextual action](#swipe-actions)")),
        default: nil, swift: "UISwipeActionsConfiguration(actions:)",
        doc: "The first action is the outermost and the one a full swipe performs (D).")
    case .performsFirstActionWithFullSwipe:
      return KeyDeclaration(
        .boolean, default: "`true` (D)", swift: "performsFirstActionWithFullSwipe")
    }
  }
}
