/// `imageProperties`.
public enum ImagePropertiesKey: String, FormatKey {
  case tintColor, cornerRadius, maximumSize, reservedLayoutSize, preferredSymbolConfiguration

  public static let table = FormatTable("imageProperties")
  public var declaration: KeyDeclaration {
    switch self {
    case .tintColor:
      return KeyDeclaration(.orExpression(.color), default: "the cell's tint", swift: "tintColor")
    case .cornerRadius:
      return KeyDeclaration(.orExpression(.length), default: "0", swift: "cornerRadius")
    case .maximumSize:
      return KeyDeclaration(
        .table(SizeKey.self, docs: "\(FormatDocLinks.size) (lengths; a missing one is 0)"),
        default: "no limit", swift: "maximumSize")
    case .reservedLayoutSize:
      return KeyDeclaration(
        .table(SizeKey.self, docs: FormatDocLinks.size),
        default: "the system's: symbol width 24 for cells, 28 for sidebar (R)",
        swift: "reservedLayoutSize")
    case .preferredSymbolConfiguration:
      return KeyDeclaration(
        .table(
          SymbolConfigurationKey.self,
          docs: "[symbol configuration](#preferredsymbolconfiguration)"),
        default: "none: the symbol follows the text's font",
        swift: "preferredSymbolConfiguration",
        doc:
          "`UIImage.SymbolConfiguration`: the point size, text style, weight and scale of the symbol (D); the symbol placeholder is sized from it."
      )
    }
  }
}
