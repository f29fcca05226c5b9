/// `sections[].list:` — one section's own list configuration, as an app builds it in a section
/// provider with `NSCollectionLayoutSection.list(using:layoutEnvironment:)`. Each key not
/// written keeps the top-level `list:`'s value.
public struct SectionListConfiguration: Sendable, Hashable {
  public var appearance: ListAppearance?
  public var showsSeparators: Bool?
  public var headerMode: HeaderMode?
  public var footerMode: FooterMode?
  public var separatorConfiguration: SeparatorConfiguration?
  /// `NSCollectionLayoutSection.contentInsets`; nil means none.
  public var contentInsets: DirectionalEdgeInsets?
  public var range: SourceRange?

  public init(
    appearance: ListAppearance? = nil, showsSeparators: Bool? = nil,
    headerMode: HeaderMode? = nil, footerMode: FooterMode? = nil,
    separatorConfiguration: SeparatorConfiguration? = nil,
    contentInsets: DirectionalEdgeInsets? = nil, range: SourceRange? = nil
  ) {
    self.appearance = appearance
    self.showsSeparators = showsSeparators
    self.headerMode = headerMode
    self.footerMode = footerMode
    self.separatorConfiguration = separatorConfiguration
    self.contentInsets = contentInsets
    self.range = range
  }
}

/// The layout of one section: the list configuration in effect for it and its content insets.
public struct SectionLayout: Sendable, Hashable {
  public var list: ListConfiguration
  public var contentInsets: DirectionalEdgeInsets

  public init(list: ListConfiguration, contentInsets: DirectionalEdgeInsets = .zero) {
    self.list = list
    self.contentInsets = contentInsets
  }
}

extension ListSpecDocument {
  /// The list configuration in effect for `section`: the top-level `list:` with the section's
  /// own `list:` keys written over it. A section that sets `appearance` but not
  /// `showsSeparators` gets that appearance's default, as `init(appearance:)` does.
  public func layout(of section: SpecSection) -> SectionLayout {
    var list = self.list
    guard let own = section.list else { return SectionLayout(list: list, contentInsets: .zero) }
    if let appearance = own.appearance {
      list.appearance = appearance
      list.showsSeparators = appearance.showsSeparatorsByDefault
    }
    if let shows = own.showsSeparators { list.showsSeparators = shows }
    if let mode = own.headerMode { list.headerMode = mode }
    if let mode = own.footerMode { list.footerMode = mode }
    if let separators = own.separatorConfiguration { list.separatorConfiguration = separators }
    if let range = own.range { list.range = range }
    return SectionLayout(list: list, contentInsets: own.contentInsets ?? .zero)
  }

  /// The appearance whose styles a section's header and footer take when they name none:
  /// the section's list's, or `plain` for a `layout` section, which has no list appearance
  /// (`header()`'s default outside a list is the plain style, specs/metrics.md).
  public func supplementaryAppearance(of section: SpecSection) -> ListAppearance {
    section.layout == nil ? layout(of: section).list.appearance : .plain
  }

  /// Whether any section has a list configuration of its own or is not a list (`layout:`):
  /// the app then needs a section provider rather than
  /// `UICollectionViewCompositionalLayout.list(using:)`.
  public var hasSectionLayouts: Bool { sections.contains { $0.list != nil || $0.layout != nil } }
}

extension ListAppearance {
  /// The style `UICollectionViewListCell.defaultContentConfiguration()` returns in a section of
  /// this appearance: "the system determines default values for the configuration according
  /// to the section where the cell appears" (D), and the sidebar styles are the ones documented
  /// for `sidebar` and `sidebarPlain` lists (D). See specs/metrics.md.
  public var defaultContentStyle: ContentStyle {
    switch self {
    case .plain, .grouped, .insetGrouped: return .cell
    case .sidebar, .sidebarPlain: return .sidebarCell
    }
  }
}

/// `UIAxis`, for `axesPreservingSuperviewLayoutMargins`.
public enum LayoutAxes: String, Sendable, CaseIterable, Hashable {
  case none
  case horizontal
  case vertical
  case both

  public var preservesHorizontal: Bool { self == .horizontal || self == .both }
  public var preservesVertical: Bool { self == .vertical || self == .both }
}

/// `imageProperties.preferredSymbolConfiguration` — `UIImage.SymbolConfiguration`.
public struct SymbolConfiguration: Sendable, Hashable {
  public var textStyle: TextStyle?
  public var pointSize: Double?
  public var weight: FontWeight?
  public var scale: ImageScale?

  public init(
    textStyle: TextStyle? = nil, pointSize: Double? = nil, weight: FontWeight? = nil,
    scale: ImageScale? = nil
  ) {
    self.textStyle = textStyle
    self.pointSize = pointSize
    self.weight = weight
    self.scale = scale
  }
}
