/// `navigationBar`: the bar of the list's view controller (`UINavigationItem`, and the
/// navigation controller's `UINavigationBar`).
public enum NavigationBarKey: String, FormatKey {
  case title, backButton, prefersLargeTitles, largeTitleDisplayMode, leadingItems, trailingItems
  case searchBar

  public static let table = FormatTable("navigationBar")
  public var declaration: KeyDeclaration {
    switch self {
    case .title:
      return KeyDeclaration(
        .scalar, default: "none", swift: "navigationItem.title",
        doc:
          "Plain text (a `{…}` is an error: no item is in scope), inline or large as `prefersLargeTitles` says."
      )
    case .backButton:
      return KeyDeclaration(
        .scalar, default: "none: the list is the navigation stack's root",
        swift: "the previous screen's navigationItem.backButtonTitle (or title)",
        doc:
          "The title of the screen the list is pushed from: `UINavigationController` shows it as the back button at the bar's leading edge, `chevron.backward` and the title in the tint colour, and `leadingItems` follow it (`leftItemsSupplementBackButton`). Plain text."
      )
    case .prefersLargeTitles:
      return KeyDeclaration(
        .boolean, default: "`false`", swift: "navigationBar.prefersLargeTitles",
        doc:
          "The title 34-pt bold under the bar, at the layout margin; `false` centres it 17-pt semibold in the bar."
      )
    case .largeTitleDisplayMode:
      return KeyDeclaration(
        .choice(LargeTitleDisplayMode.self), default: "`automatic`",
        swift: "navigationItem.largeTitleDisplayMode",
        doc:
          "`never` keeps this screen's title inline; `automatic` and `always` show it large when `prefersLargeTitles` is `true` (without it, no effect)."
      )
    case .leadingItems:
      return KeyDeclaration(
        .list(.table(BarButtonItemKey.self, docs: "[barButtonItem](#barbuttonitem)")),
        default: "none", swift: "navigationItem.leftBarButtonItems",
        doc:
          "Bar buttons at the bar's leading edge, the first outermost (as UIKit orders them), in the tint colour."
      )
    case .trailingItems:
      return KeyDeclaration(
        .list(.table(BarButtonItemKey.self, docs: "[barButtonItem](#barbuttonitem)")),
        default: "none", swift: "navigationItem.rightBarButtonItems",
        doc:
          "Bar buttons at the bar's trailing edge, the first outermost (as UIKit orders `rightBarButtonItems`: right to left), in the tint colour."
      )
    case .searchBar:
      return KeyDeclaration(
        .table(SearchBarKey.self, docs: "[searchBar](#searchbar)"),
        default: "none: no search field", swift: "navigationItem.searchController",
        doc:
          "A `UISearchController`'s search field under the title, shown as at scroll top (`hidesSearchBarWhenScrolling` hides it only once scrolled)."
      )
    }
  }
}
