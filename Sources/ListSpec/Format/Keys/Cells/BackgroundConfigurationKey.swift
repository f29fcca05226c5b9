/// `backgroundConfiguration`: `UIBackgroundConfiguration`'s style and shape.
public enum BackgroundConfigurationKey: String, FormatKey {
  case style, cornerRadius, strokeColor, strokeWidth, backgroundInsets

  public static let table = FormatTable("backgroundConfiguration")
  public var declaration: KeyDeclaration {
    switch self {
    case .style:
      return KeyDeclaration(
        .choice(BackgroundStyle.self), default: "the list appearance's cell background",
        swift: "UIBackgroundConfiguration.style()",
        doc:
          "`listPlainCell` (`systemBackground`), `listGroupedCell` and `listSidebarCell` (`secondarySystemGroupedBackground`), `clear` (no colour)."
      )
    case .cornerRadius: return KeyDeclaration(.length, default: "0", swift: "cornerRadius")
    case .strokeColor:
      return KeyDeclaration(.orExpression(.color), default: "none", swift: "strokeColor")
    case .strokeWidth:
      return KeyDeclaration(
        .length, default: "0", swift: "strokeWidth",
        doc: "Drawn inside the background's edge; needs `strokeColor`.")
    case .backgroundInsets:
      return KeyDeclaration(
        .definition("directionalInsets", docs: "[insets](#insets)"), default: "none",
        swift: "backgroundInsets = NSDirectionalEdgeInsets(…)",
        doc: "The background is inset from the cell's edges by these.")
    }
  }
}
