/// `preferredSymbolConfiguration`: `UIImage.SymbolConfiguration`.
public enum SymbolConfigurationKey: String, FormatKey {
  case textStyle, pointSize, weight, scale

  public static let table = FormatTable("symbolConfiguration")
  public var declaration: KeyDeclaration {
    switch self {
    case .textStyle:
      return KeyDeclaration(
        .choice(TextStyle.allNames), default: "none", swift: "init(textStyle:)",
        doc:
          "A Dynamic Type text style: the symbol is sized like that text (D); not with `pointSize`."
      )
    case .pointSize:
      return KeyDeclaration(
        .positiveLength, default: "none", swift: "init(pointSize:)",
        doc: "A fixed point size (D); not with `textStyle`.")
    case .weight:
      return KeyDeclaration(
        .choice(FontWeight.self), default: "the text's", swift: "init(weight:)",
        doc: "`UIImage.SymbolWeight`; changes the stroke, not the placeholder's size.")
    case .scale:
      return KeyDeclaration(
        .choice(ImageScale.self), default: "`medium`", swift: "init(scale:)",
        doc:
          "`UIImage.SymbolScale`: `small` ≈ −20 %, `large` ≈ +30 % of `medium` (Apple documentation: NSImage.SymbolScale, D)."
      )
    }
  }
}
