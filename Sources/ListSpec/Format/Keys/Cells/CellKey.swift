/// A cell template: one cell registration.
public enum CellKey: String, FormatKey {
  case content, hosting, accessories, backgroundColor, backgroundConfiguration, fields
  case leadingSwipeActions, trailingSwipeActions

  public static let table = FormatTable("cell")
  public var declaration: KeyDeclaration {
    switch self {
    case .content:
      return KeyDeclaration(
        .table(ContentKey.self, docs: "[content](#content-uilistcontentconfiguration)"),
        default: "—", swift: "cell.contentConfiguration = UIListContentConfiguration",
        doc: "`cell.defaultContentConfiguration()`. Give either `content` or `hosting`.")
    case .hosting:
      return KeyDeclaration(
        .table(HostingKey.self, docs: "[hosting](#hosting-uihostingconfiguration)"),
        default: "—", swift: "cell.contentConfiguration = UIHostingConfiguration { … }",
        doc: "A SwiftUI view as the cell's content (D). Give either `content` or `hosting`.",
        introduced: OSVersion(16), feature: "UIHostingConfiguration")
    case .accessories:
      return KeyDeclaration(
        .list(.definition("accessory", docs: "[accessories](#accessories)")), default: "none",
        swift: "cell.accessories",
        doc:
          "Trailing side first as written; each system accessory at most once. Availability: see each accessory."
      )
    case .backgroundColor:
      return KeyDeclaration(
        .orExpression(.color), default: "the list's default cell background",
        swift: "backgroundConfiguration.backgroundColor")
    case .backgroundConfiguration:
      return KeyDeclaration(
        .table(
          BackgroundConfigurationKey.self,
          docs: "[backgroundConfiguration](#backgroundconfiguration)"),
        default: "the appearance's list cell background",
        swift: "cell.backgroundConfiguration = UIBackgroundConfiguration.…()",
        doc: "The colour is `backgroundColor`, beside it.")
    case .fields:
      return KeyDeclaration(
        .definition(
          "fieldTypes",
          docs:
            "mapping of field name → `Int` · `Double` · `Bool` · `String` · `Color` · `Date`, `?` for optional"
        ),
        default: "inferred from the template's items",
        swift: "the stored properties of the template's item struct",
        doc:
          "The types of the fields the template's [expressions](expressions.md) read, as in `fields: { count: Int, rating: \"Double?\" }`; every value the template's items write must read as its type. Another template's field of the same name is typed apart."
      )
    case .leadingSwipeActions:
      return KeyDeclaration(
        .table(SwipeActionsKey.self, docs: "[swipe actions](#swipe-actions)"), default: "none",
        swift: "leadingSwipeActionsConfigurationProvider",
        doc: "The actions a swipe toward the trailing edge reveals, for this template's items.")
    case .trailingSwipeActions:
      return KeyDeclaration(
        .table(SwipeActionsKey.self, docs: "[swipe actions](#swipe-actions)"), default: "none",
        swift: "trailingSwipeActionsConfigurationProvider",
        doc: "The actions a swipe toward the leading edge reveals, for this template's items.")
    }
  }
}
