/// `aspectRatio` as a mapping.
public enum AspectRatioKey: String, FormatKey {
  case ratio, contentMode

  public static let table = FormatTable("aspectRatioAttributes")
  public var declaration: KeyDeclaration {
    switch self {
    case .ratio:
      return KeyDeclaration(
        .positiveLength, default: "the view's own", swift: "aspectRatio:",
        doc: "Width ÷ height, e.g. `1.5` for 3 : 2.")
    case .contentMode:
      return KeyDeclaration(.choice(SpecContentMode.self), default: nil, swift: "contentMode:")
    }
  }
}
