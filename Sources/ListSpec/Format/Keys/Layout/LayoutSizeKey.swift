/// `layoutSize`: `NSCollectionLayoutSize`.
public enum LayoutSizeKey: String, FormatKey {
  case widthDimension, heightDimension

  public static let table = FormatTable("layoutSize")
  public var declaration: KeyDeclaration {
    KeyDeclaration(
      .table(LayoutDimensionKey.self, docs: "[layout dimension](#layout-dimension)"),
      default: nil, swift: rawValue)
  }
}
