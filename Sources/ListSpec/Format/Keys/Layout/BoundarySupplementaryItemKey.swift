/// `sections[].layout.boundarySupplementaryItems[]`: a section's header or footer,
/// `NSCollectionLayoutBoundarySupplementaryItem` (iOS 13, D), showing the section's `header:`
/// or `footer:`.
public enum BoundarySupplementaryItemKey: String, FormatKey {
  case layoutSize, alignment, pinToVisibleBounds

  public static let table = FormatTable("boundarySupplementaryItem")
  public var declaration: KeyDeclaration {
    switch self {
    case .layoutSize:
      return KeyDeclaration(
        .table(LayoutSizeKey.self, docs: "[layout size](#layout-size)"), default: nil,
        swift: "NSCollectionLayoutSize(widthDimension:heightDimension:)",
        doc:
          "Fractions are of the section's width inside its `contentInsets`; an `estimated` height is the header's content's, an `absolute` one centres it."
      )
    case .alignment:
      return KeyDeclaration(
        .choice(BoundaryAlignment.self), default: nil, swift: "alignment",
        doc:
          "`top`: the section's header, above its groups, showing `header:` (element kind `UICollectionView.elementKindSectionHeader`); `bottom`: its footer, below them, showing `footer:` (`elementKindSectionFooter`)."
      )
    case .pinToVisibleBounds:
      return KeyDeclaration(
        .boolean, default: "false", swift: "pinToVisibleBounds",
        doc:
          "The header stays at the top of the screen while its section scrolls under it; the picture, at scroll position 0, is the same."
      )
    }
  }
}
