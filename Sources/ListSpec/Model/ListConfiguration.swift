/// `list:` — mirrors `UICollectionLayoutListConfiguration`.
public struct ListConfiguration: Sendable, Hashable {
  public var appearance: ListAppearance
  /// As written, else the appearance's default (``ListAppearance/showsSeparatorsByDefault``).
  public var showsSeparators: Bool
  public var headerMode: HeaderMode
  public var footerMode: FooterMode
  /// Extra padding above each section header (iOS 15); nil means automatic.
  public var headerTopPadding: Double?
  /// nil means the appearance's system background.
  public var backgroundColor: ColorValue?
  public var separatorConfiguration: SeparatorConfiguration
  public var range: SourceRange?

  public init(
    appearance: ListAppearance, showsSeparators: Bool = true, headerMode: HeaderMode = .none,
    footerMode: FooterMode = .none, headerTopPadding: Double? = nil,
    backgroundColor: ColorValue? = nil,
    separatorConfiguration: SeparatorConfiguration = SeparatorConfiguration(),
    range: SourceRange? = nil
  ) {
    self.appearance = appearance
    self.showsSeparators = showsSeparators
    self.headerMode = headerMode
    self.footerMode = footerMode
    self.headerTopPadding = headerTopPadding
    self.backgroundColor = backgroundColor
    self.separatorConfiguration = separatorConfiguration
    self.range = range
  }
}

/// `UICollectionLayoutListConfiguration.Appearance`.
public enum ListAppearance: String, Sendable, CaseIterable, Hashable {
  case plain
  case grouped
  case insetGrouped
  case sidebar
  case sidebarPlain

  /// `showsSeparators` when the spec does not set it: sidebars have none (see
  /// specs/metrics.md for the basis).
  public var showsSeparatorsByDefault: Bool { self != .sidebar && self != .sidebarPlain }
}

/// `UICollectionLayoutListConfiguration.HeaderMode`.
public enum HeaderMode: String, Sendable, CaseIterable, Hashable {
  case none
  case supplementary
  case firstItemInSection
}

/// `UICollectionLayoutListConfiguration.FooterMode`.
public enum FooterMode: String, Sendable, CaseIterable, Hashable {
  case none
  case supplementary
}

/// `UIListSeparatorConfiguration.Visibility`.
public enum SeparatorVisibility: String, Sendable, CaseIterable, Hashable {
  case automatic
  case visible
  case hidden
}

/// `NSDirectionalEdgeInsets`: edges not written are 0, as in UIKit.
public struct DirectionalEdgeInsets: Sendable, Hashable {
  public var top: Double
  public var leading: Double
  public var bottom: Double
  public var trailing: Double

  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  public static let zero = DirectionalEdgeInsets()
}

/// `separatorConfiguration:` — `UIListSeparatorConfiguration`.
public struct SeparatorConfiguration: Sendable, Hashable {
  public var color: ColorValue?
  public var multipleSelectionColor: ColorValue?
  public var topSeparatorVisibility: SeparatorVisibility
  public var bottomSeparatorVisibility: SeparatorVisibility
  /// nil means `automaticInsets` (aligned with the cell's text).
  public var topSeparatorInsets: DirectionalEdgeInsets?
  /// nil means `automaticInsets` (aligned with the cell's text).
  public var bottomSeparatorInsets: DirectionalEdgeInsets?

  public init(
    color: ColorValue? = nil, multipleSelectionColor: ColorValue? = nil,
    topSeparatorVisibility: SeparatorVisibility = .automatic,
    bottomSeparatorVisibility: SeparatorVisibility = .automatic,
    topSeparatorInsets: DirectionalEdgeInsets? = nil,
    bottomSeparatorInsets: DirectionalEdgeInsets? = nil
  ) {
    self.color = color
    self.multipleSelectionColor = multipleSelectionColor
    self.topSeparatorVisibility = topSeparatorVisibility
    self.bottomSeparatorVisibility = bottomSeparatorVisibility
    self.topSeparatorInsets = topSeparatorInsets
    self.bottomSeparatorInsets = bottomSeparatorInsets
  }
}
