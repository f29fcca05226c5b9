/// `sections[].layout`: a section that is not a list, as a section provider builds it with
/// `NSCollectionLayoutSection(group:)` (iOS 13, D) — a row of groups that scrolls sideways,
/// or a grid.
public enum SectionLayoutKey: String, FormatKey {
  case item, group, interGroupSpacing, orthogonalScrollingBehavior, contentInsets,
    boundarySupplementaryItems

  public static let table = FormatTable("sectionLayout")
  public var declaration: KeyDeclaration {
    switch self {
    case .item:
      return KeyDeclaration(
        .table(LayoutItemKey.self, docs: "[layout item](#layout-item)"),
        default: "the group's whole size", swift: "NSCollectionLayoutItem(layoutSize:)",
        doc:
          "The size of each cell, relative to its group; the group repeats it as many times as fit across its width (or `count` times)."
      )
    case .group:
      return KeyDeclaration(
        .table(LayoutGroupKey.self, docs: "[layout group](#layout-group)"), default: nil,
        swift: "NSCollectionLayoutGroup.horizontal(layoutSize:subitems:)",
        doc:
          "The size of each group, relative to the section's width inside its `contentInsets`: its items side by side."
      )
    case .interGroupSpacing:
      return KeyDeclaration(
        .length, default: "0", swift: "interGroupSpacing",
        doc: "Space between groups: across the row when it scrolls sideways, else down the list.")
    case .orthogonalScrollingBehavior:
      return KeyDeclaration(
        .choice(OrthogonalScrollingBehavior.self), default: "`none`",
        swift: "orthogonalScrollingBehavior",
        doc:
          "Any value but `none` lays the groups out in one row that scrolls sideways, drawn at scroll position 0 and cut at the screen's edge; `none` stacks them down the list. `groupPagingCentered` starts with the first group centred (U)."
      )
    case .contentInsets:
      return KeyDeclaration(
        .definition("directionalInsets", docs: FormatDocLinks.insets),
        default: "none (0; `automatic` too)", swift: "NSCollectionLayoutSection.contentInsets",
        doc:
          "Space around the section's groups; fractional group widths are of the width inside them."
      )
    case .boundarySupplementaryItems:
      return KeyDeclaration(
        .list(
          .table(
            BoundarySupplementaryItemKey.self,
            docs: "[boundary supplementary item](#boundary-supplementary-item)")),
        default: "none", swift: "boundarySupplementaryItems",
        doc:
          "The section's header (`alignment: top`) and footer (`bottom`), at most one of each; their text is the section's `header:` and `footer:`."
      )
    }
  }
}
