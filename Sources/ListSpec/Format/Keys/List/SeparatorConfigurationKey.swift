/// `separatorConfiguration`: `UIListSeparatorConfiguration`.
public enum SeparatorConfigurationKey: String, FormatKey {
  case color, multipleSelectionColor, topSeparatorVisibility, bottomSeparatorVisibility
  case topSeparatorInsets, bottomSeparatorInsets

  public static let table = FormatTable("separatorConfiguration")
  public var declaration: KeyDeclaration {
    switch self {
    case .color:
      return KeyDeclaration(.color, default: "the system separator color", swift: "color")
    case .multipleSelectionColor:
      return KeyDeclaration(
        .color, default: "system", swift: "multipleSelectionColor",
        doc: "The separator between selected cells.")
    case .topSeparatorVisibility:
      return KeyDeclaration(
        .choice(SeparatorVisibility.self), default: "`automatic`", swift: "topSeparatorVisibility")
    case .bottomSeparatorVisibility:
      return KeyDeclaration(
        .choice(SeparatorVisibility.self), default: "`automatic`",
        swift: "bottomSeparatorVisibility")
    case .topSeparatorInsets:
      return KeyDeclaration(
        .definition("directionalInsets", docs: FormatDocLinks.insets), default: "`automatic` (D)",
        swift: "topSeparatorInsets")
    case .bottomSeparatorInsets:
      return KeyDeclaration(
        .definition("directionalInsets", docs: FormatDocLinks.insets), default: "`automatic` (D)",
        swift: "bottomSeparatorInsets")
    }
  }
}
