/// `navigationBar.searchBar`: the search controller's bar.
public enum SearchBarKey: String, FormatKey {
  case placeholder

  public static let table = FormatTable("searchBar")
  public var declaration: KeyDeclaration {
    switch self {
    case .placeholder:
      return KeyDeclaration(
        .scalar, default: "`Search`", swift: "searchBar.placeholder",
        doc: "Plain text in the empty field, in `secondaryLabel`.")
    }
  }
}
