/// `sections[].layout.item` and `.group`: an `NSCollectionLayoutItem` (a group is one too).
public enum LayoutItemKey: String, FormatKey {
  case layoutSize, contentInsets

  public static let table = FormatTable("layoutItem")
  public var declaration: KeyDeclaration {
    switch self {
    case .layoutSize:
      return KeyDeclaration(
        .table(LayoutSizeKey.self, docs: "[layout size](#layout-size)"), default: nil,
        swift: "NSCollectionLayoutSize(widthDimension:heightDimension:)")
    case .contentInsets:
      return KeyDeclaration(
        .definition("directionalInsets", docs: FormatDocLinks.insets),
        default: "none (0; `automatic` too)", swift: "contentInsets",
        doc:
          "Space inside the item's size around its content, applied after its place is computed; ignored on an axis whose dimension is `estimated` (D)."
      )
    }
  }
}
