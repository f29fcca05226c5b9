/// `navigationBar:` — the bar above the list: what the list's view controller sets on its
/// `UINavigationItem` (title, large-title mode, search controller) and the navigation
/// controller's `UINavigationBar.prefersLargeTitles`.
public struct NavigationBar: Sendable, Hashable {
  /// `title:`, plain text; nil shows no title.
  public var title: String?
  /// `prefersLargeTitles:` (`UINavigationBar`); false is UIKit's default.
  public var prefersLargeTitles: Bool
  /// `largeTitleDisplayMode:` (`UINavigationItem`).
  public var largeTitleDisplayMode: LargeTitleDisplayMode
  /// `searchBar:`; nil is no search field.
  public var searchBar: SearchBar?
  /// The whole `navigationBar` mapping.
  public var range: SourceRange?

  public init(
    title: String? = nil, prefersLargeTitles: Bool = false,
    largeTitleDisplayMode: LargeTitleDisplayMode = .automatic, searchBar: SearchBar? = nil,
    range: SourceRange? = nil
  ) {
    self.title = title
    self.prefersLargeTitles = prefersLargeTitles
    self.largeTitleDisplayMode = largeTitleDisplayMode
    self.searchBar = searchBar
    self.range = range
  }

  /// Whether the title is drawn large: the bar prefers large titles and the item does not
  /// refuse them (`never`). The list's screen is the navigation stack's root, where
  /// `automatic` means large.
  public var showsLargeTitle: Bool { prefersLargeTitles && largeTitleDisplayMode != .never }
}

/// `navigationBar.searchBar:` — the search controller's `UISearchBar`.
public struct SearchBar: Sendable, Hashable {
  /// `placeholder:`; UIKit shows "Search" (localized) when none is set.
  public var placeholder: String?

  public init(placeholder: String? = nil) {
    self.placeholder = placeholder
  }

  /// The text the empty field shows.
  public var shownPlaceholder: String { placeholder ?? "Search" }
}

/// `UINavigationItem.LargeTitleDisplayMode`.
public enum LargeTitleDisplayMode: String, Sendable, CaseIterable, Hashable {
  case automatic, always, never
}
