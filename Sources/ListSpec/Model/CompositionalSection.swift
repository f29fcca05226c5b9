/// `sections[].layout:` — a section that is not a list: an `NSCollectionLayoutSection(group:)`
/// whose group is `NSCollectionLayoutGroup.horizontal(layoutSize:subitems:)` of one item,
/// repeated, as a section provider returns it beside `NSCollectionLayoutSection.list(using:
/// layoutEnvironment:)` sections (Apple's sample "Implementing Modern Collection Views",
/// Emoji Explorer's Recents row).
public struct CompositionalSection: Sendable, Hashable {
  /// `NSCollectionLayoutItem(layoutSize:)` and its `contentInsets`.
  public var item: LayoutItem
  /// `NSCollectionLayoutGroup.horizontal(layoutSize:subitems:)` (or `subitem:count:`), its
  /// `contentInsets` and `interItemSpacing`.
  public var group: LayoutGroup
  /// `NSCollectionLayoutSection.interGroupSpacing`.
  public var interGroupSpacing: Double
  /// `NSCollectionLayoutSection.orthogonalScrollingBehavior`.
  public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
  /// `NSCollectionLayoutSection.contentInsets`.
  public var contentInsets: DirectionalEdgeInsets
  /// `NSCollectionLayoutSection.boundarySupplementaryItems`: the section's header (`top`) and
  /// footer (`bottom`), showing its `header:` and `footer:`.
  public var boundarySupplementaryItems: [BoundarySupplementaryItem]
  public var range: SourceRange?

  public init(
    item: LayoutItem = LayoutItem(), group: LayoutGroup = LayoutGroup(),
    interGroupSpacing: Double = 0, orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none,
    contentInsets: DirectionalEdgeInsets = .zero,
    boundarySupplementaryItems: [BoundarySupplementaryItem] = [], range: SourceRange? = nil
  ) {
    self.item = item
    self.group = group
    self.interGroupSpacing = interGroupSpacing
    self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
    self.contentInsets = contentInsets
    self.boundarySupplementaryItems = boundarySupplementaryItems
    self.range = range
  }

  /// The boundary supplementary item at `alignment`, if the section has one.
  public func boundarySupplementaryItem(_ alignment: BoundaryAlignment)
    -> BoundarySupplementaryItem?
  {
    boundarySupplementaryItems.first { $0.alignment == alignment }
  }
}

/// `NSCollectionLayoutBoundarySupplementaryItem(layoutSize:elementKind:alignment:)`: a
/// section's header or footer, of the element kind `UICollectionView.elementKindSectionHeader`
/// (`top`) or `elementKindSectionFooter` (`bottom`).
public struct BoundarySupplementaryItem: Sendable, Hashable {
  public var layoutSize: LayoutSize
  public var alignment: BoundaryAlignment
  /// `pinToVisibleBounds`: the header stays at the top of the screen while its section
  /// scrolls under it.
  public var pinToVisibleBounds: Bool
  public var range: SourceRange?

  public init(
    layoutSize: LayoutSize = LayoutSize(), alignment: BoundaryAlignment = .top,
    pinToVisibleBounds: Bool = false, range: SourceRange? = nil
  ) {
    self.layoutSize = layoutSize
    self.alignment = alignment
    self.pinToVisibleBounds = pinToVisibleBounds
    self.range = range
  }
}

/// The `NSRectAlignment` of a boundary supplementary item: the edges a section's header and
/// footer are drawn at.
public enum BoundaryAlignment: String, Sendable, CaseIterable, Hashable {
  case top, bottom

  /// The `UICollectionView` element kind the generated code registers for it.
  public var elementKind: String {
    switch self {
    case .top: return "UICollectionView.elementKindSectionHeader"
    case .bottom: return "UICollectionView.elementKindSectionFooter"
    }
  }

  /// The section key whose text the item shows.
  public var sectionKey: SectionKey { self == .top ? .header : .footer }
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

/// A horizontal `NSCollectionLayoutGroup`: its size and insets, the space between its items
/// and, with `count`, how many items it holds (each as wide as the count makes them).
public struct LayoutGroup: Sendable, Hashable {
  public var layoutSize: LayoutSize
  public var contentInsets: DirectionalEdgeInsets
  /// `interItemSpacing`: nil when not set (no space between items).
  public var interItemSpacing: LayoutSpacing?
  /// `horizontal(layoutSize:subitem:count:)`: nil repeats the item as many times as fit.
  public var count: Int?

  public init(
    layoutSize: LayoutSize = LayoutSize(), contentInsets: DirectionalEdgeInsets = .zero,
    interItemSpacing: LayoutSpacing? = nil, count: Int? = nil
  ) {
    self.layoutSize = layoutSize
    self.contentInsets = contentInsets
    self.interItemSpacing = interItemSpacing
    self.count = count
  }
}

/// `NSCollectionLayoutSpacing`: a fixed space, or one that grows to spread the items across
/// the group.
public enum LayoutSpacing: Sendable, Hashable {
  case fixed(Double)
  case flexible(Double)

  /// The class method: `fixed` or `flexible`.
  public var name: String {
    switch self {
    case .fixed: return LayoutSpacingKey.fixed.rawValue
    case .flexible: return LayoutSpacingKey.flexible.rawValue
    }
  }

  /// The space written: the space itself, or the least one.
  public var value: Double {
    switch self {
    case .fixed(let value), .flexible(let value): return value
    }
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
