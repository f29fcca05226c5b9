/// One item's entry in `itemSeparators`: what `itemSeparatorHandler` changes for it.
public enum ItemSeparatorKey: String, FormatKey {
  case topSeparatorVisibility, bottomSeparatorVisibility, topSeparatorInsets
  case bottomSeparatorInsets

  public static let table = FormatTable("itemSeparator")
  public var declaration: KeyDeclaration {
    switch self {
    case .topSeparatorVisibility, .bottomSeparatorVisibility:
      return KeyDeclaration(
        .choice(SeparatorVisibility.self), default: "the section's", swift: rawValue)
    case .topSeparatorInsets, .bottomSeparatorInsets:
      return KeyDeclaration(
        .definition("directionalInsets", docs: "[insets](#insets) or `automatic`"),
        default: "the section's", swift: rawValue,
        doc: "Leading and trailing from the cell's edges.")
    }
  }
}
