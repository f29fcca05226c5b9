/// `widthDimension` and `heightDimension`: `NSCollectionLayoutDimension`, written as the one
/// class method that makes it, `{ fractionalWidth: 0.28 }` for `.fractionalWidth(0.28)`.
public enum LayoutDimensionKey: String, FormatKey {
  case absolute, estimated, fractionalWidth, fractionalHeight

  public static let table = FormatTable("collectionLayoutDimension")
  public var declaration: KeyDeclaration {
    switch self {
    case .absolute:
      return KeyDeclaration(
        .positiveLength, default: "none", swift: "absolute(_:)", doc: "A length in points.")
    case .estimated:
      return KeyDeclaration(
        .positiveLength, default: "none", swift: "estimated(_:)",
        doc:
          "The cell sizes itself: \"the final size of the dimension is determined when the content is rendered\" (D). Heights only: an estimated width is refused (not drawn)."
      )
    case .fractionalWidth:
      return KeyDeclaration(
        .fraction, default: "none", swift: "fractionalWidth(_:)",
        doc:
          "A fraction (0 to 1) of the container's width: the group's for an item, the section's for a group."
      )
    case .fractionalHeight:
      return KeyDeclaration(
        .fraction, default: "none", swift: "fractionalHeight(_:)",
        doc:
          "A fraction of the container's height: an item's of its group's height; refused for a group, whose container is the collection view's height."
      )
    }
  }
}
