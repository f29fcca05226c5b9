/// `UIContextualAction`.
public enum ContextualActionKey: String, FormatKey {
  case id, style, title, image, backgroundColor
  case `if`

  public static let table = FormatTable("contextualAction")
  public var declaration: KeyDeclaration {
    switch self {
    case .id:
      return KeyDeclaration(
        .scalar,
        default:
          "the literal `title`, else the literal `image` name, else the edge and position (`trailing2`)",
        swift: "the id the swipe-action handler gets",
        doc:
          "What `performSwipeAction` is given when the action is performed: a name the app matches, which stays the same when the title is localized or computed per item."
      )
    case .style:
      return KeyDeclaration(
        .choice(ContextualActionStyle.self), default: "`normal`",
        swift: "UIContextualAction(style:title:handler:)")
    case .title:
      return KeyDeclaration(
        .template, default: "none", swift: "title",
        doc: "In a cell template's actions, `{…}` reads the swiped item's fields.")
    case .image:
      return KeyDeclaration(
        .table(SystemImageKey.self, docs: "`{ systemName: … }`"), default: "none",
        swift: "image = UIImage(systemName:)")
    case .backgroundColor:
      return KeyDeclaration(
        .orExpression(.color),
        default: "the style's: `systemRed` for destructive, `systemGray` for normal (O)",
        swift: "backgroundColor",
        doc:
          "Apple documents only that the default is \"determined by the value of the style property\" (D); the colours are observed (O)."
      )
    case .if:
      return KeyDeclaration(
        .condition, default: "always offered", swift: "if condition { actions.append(…) }",
        doc:
          "In a cell template's actions: the action is offered only for items where the condition holds."
      )
    }
  }
}
