/// `sections[].layout:` — a section that is not a list: an `NSCollectionLayoutSection(group:)`
/// whose group is `NSCollectionLayoutGroup.horizontal(layoutSize:subitems:)` of one item,
/// repeated, as a section provider returns it beside `NSCollectionLayoutSection.list(using:
/// layoutEnvironment:)` sections (Apple's sample "Implementing Modern Collection Views",
/// Emoji Explorer's Recents row).
public struct CompositionalSection: Sendable, Hashable {
  /// `NSCollectionLayoutItem(layoutSize:)` and its `contentInsets`.
  public var item: LayoutItem
  /// `NSCollectionLayoutGroup.horizontal(layoutSize:subitems:)` and its `contentInsets`.
  public var group: LayoutItem
  /// `NSCollectionLayoutSection.interGroupSpacing`.
  public var interGroupSpacing: Double
  /// `NSCollectionLayoutSection.orthogonalScrollingBehavior`.
  public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
  /// `NSCollectionLayoutSection.contentInsets`.
  public var contentInsets: DirectionalEdgeInsets
  public var range: SourceRange?

  public init(
    item: LayoutItem = LayoutItem(), group: LayoutItem = LayoutItem(),
    interGroupSpacing: Double = 0, orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none,
    contentInsets: DirectionalEdgeInsets = .zero, range: SourceRange? = nil
  ) {
    self.item = item
    self.group = group
    self.interGroupSpacing = interGroupSpacing
    self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
    self.contentInsets = contentInsets
    self.range = range
  }
}

/// An `NSCollectionLayoutItem` (or group): its `layoutSize` and `contentInsets`.
public struct LayoutItem: Sendable, Hashable {
  public var layoutSize: LayoutSize
  public var contentInsets: DirectionalEdgeInsets

  public init(
    layoutSize: LayoutSize = LayoutSize(), contentInsets: DirectionalEdgeInsets = .zero
  ) {
    self.layoutSize = layoutSize
    self.contentInsets = contentInsets
  }
}

/// `NSCollectionLayoutSize(widthDimension:heightDimension:)`.
public struct LayoutSize: Sendable, Hashable {
  public var widthDimension: LayoutDimension
  public var heightDimension: LayoutDimension

  public init(
    widthDimension: LayoutDimension = .fractionalWidth(1),
    heightDimension: LayoutDimension = .fractionalHeight(1)
  ) {
    self.widthDimension = widthDimension
    self.heightDimension = heightDimension
  }
}

/// `NSCollectionLayoutDimension`: a length in points, an estimate the cell sizes itself
/// from, or a fraction of the container's width or height.
public enum LayoutDimension: Sendable, Hashable {
  case absolute(Double)
  case estimated(Double)
  case fractionalWidth(Double)
  case fractionalHeight(Double)

  /// The `NSCollectionLayoutDimension` class method: `absolute`, `fractionalWidth`, ….
  public var name: String {
    switch self {
    case .absolute: return LayoutDimensionKey.absolute.rawValue
    case .estimated: return LayoutDimensionKey.estimated.rawValue
    case .fractionalWidth: return LayoutDimensionKey.fractionalWidth.rawValue
    case .fractionalHeight: return LayoutDimensionKey.fractionalHeight.rawValue
    }
  }

  /// The number written.
  public var value: Double {
    switch self {
    case .absolute(let value), .estimated(let value), .fractionalWidth(let value),
      .fractionalHeight(let value):
      return value
    }
  }

  /// True for `estimated`: the cell sizes itself on this axis.
  public var isEstimated: Bool {
    if case .estimated = self { return true }
    return false
  }
}

/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum OrthogonalScrollingBehavior: String, Sendable, CaseIterable, Hashable {
  case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging,
    groupPagingCentered

  /// True when the groups make one row that scrolls sideways; `none` stacks them down the
  /// list, as the layout's main axis does.
  public var scrollsSideways: Bool { self != .none }
}
