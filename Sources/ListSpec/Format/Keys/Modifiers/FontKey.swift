/// A font given as a mapping.
public enum FontKey: String, FormatKey {
  case style, size, weight

  public static let table = FormatTable("fontAttributes")
  public var declaration: KeyDeclaration {
    switch self {
    case .style:
      return KeyDeclaration(
        .choice(TextStyle.allNames), default: "none", swift: "Font.TextStyle",
        doc: "A Dynamic Type text style (below); not with `size`.")
    case .size:
      return KeyDeclaration(
        .positiveLength, default: "none", swift: ".system(size:)",
        doc: "A fixed point size; not with `style`.")
    case .weight:
      return KeyDeclaration(
        .choice(FontWeight.self), default: "the style's own weight", swift: "Font.Weight")
    }
  }
}
