/// `navigationBar:` — the bar above the list: what the list's view controller sets on its
/// `UINavigationItem` (title, large-title mode, search controller) and the navigation
/// controller's `UINavigationBar.prefersLargeTitles`.
public struct NavigationBar: Sendable, Hashable {
  /// `title:`, plain text; nil shows no title.
  public var title: String?
  /// `backButton:`, the title of the screen the list is pushed from, which the navigation
  /// controller's back button shows; nil: the list is the stack's root, with no back button.
  public var backButton: String?
  /// `prefersLargeTitles:` (`UINavigationBar`); false is UIKit's default.
  public var prefersLargeTitles: Bool
  /// `largeTitleDisplayMode:` (`UINavigationItem`).
  public var largeTitleDisplayMode: LargeTitleDisplayMode
  /// `leadingItems:` and `trailingItems:`, each the outermost first (UIKit's order).
  public var leadingItems: [BarButtonItem] = []
  public var trailingItems: [BarButtonItem] = []
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

/// A bar button (`UIBarButtonItem`) of `leadingItems` or `trailingItems`.
public struct BarButtonItem: Sendable, Hashable {
  /// What the app's bar button handler gets; the system item's, symbol's or title's name
  /// when the spec writes none.
  public var id: String
  /// Exactly one of these three.
  public var systemItem: BarButtonSystemItem?
  public var title: String?
  public var systemImage: String?
  public var style: BarButtonStyle
  public var range: SourceRange?
  /// Where the id is written, or the whole button when it has none of its own.
  public var idRange: SourceRange?

  public init(
    id: String, systemItem: BarButtonSystemItem? = nil, title: String? = nil,
    systemImage: String? = nil, style: BarButtonStyle = .plain, range: SourceRange? = nil
  ) {
    self.id = id
    self.systemItem = systemItem
    self.title = title
    self.systemImage = systemImage
    self.style = style
    self.range = range
  }

  /// The text the button shows, when it is a text button.
  public var shownTitle: String? { title ?? systemItem?.title }
  /// The SF Symbol the button shows, when it is an image button.
  public var shownSymbol: String? { systemImage ?? systemItem?.symbol }
  /// Whether the title is set semibold: `style: done`, and the `done` system item.
  public var isBold: Bool { style == .done || systemItem == .done }
}

/// `UIBarButtonItem.SystemItem`: the ones a list screen's bar shows.
public enum BarButtonSystemItem: String, Sendable, CaseIterable, Hashable {
  case done, cancel, edit, save, add, compose, reply, action, organize, bookmarks, search
  case refresh, trash, camera, close

  /// The English title of a text item (UIKit localizes it).
  public var title: String? {
    switch self {
    case .done: return "Done"
    case .cancel: return "Cancel"
    case .edit: return "Edit"
    case .save: return "Save"
    default: return nil
    }
  }

  /// The SF Symbol an image item shows (U: iOS 17 bars, compared by eye).
  public var symbol: String? {
    switch self {
    case .add: return "plus"
    case .compose: return "square.and.pencil"
    case .reply: return "arrowshape.turn.up.left"
    case .action: return "square.and.arrow.up"
    case .organize: return "folder"
    case .bookmarks: return "book"
    case .search: return "magnifyingglass"
    case .refresh: return "arrow.clockwise"
    case .trash: return "trash"
    case .camera: return "camera"
    case .close: return "xmark.circle.fill"
    case .done, .cancel, .edit, .save: return nil
    }
  }
}

/// `UIBarButtonItem.Style`.
public enum BarButtonStyle: String, Sendable, CaseIterable, Hashable {
  case plain, done
}
