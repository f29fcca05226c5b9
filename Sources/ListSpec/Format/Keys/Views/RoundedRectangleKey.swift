/// `RoundedRectangle: { cornerRadius, fill }`.
public enum RoundedRectangleKey: String, FormatKey {
  case cornerRadius, fill

  public static let table = FormatTable("roundedRectangle")
  public var declaration: KeyDeclaration {
    switch self {
    case .cornerRadius: return KeyDeclaration(.length, default: nil, swift: "cornerRadius:")
    case .fill:
      return KeyDeclaration(.orExpression(.color), default: "none", swift: ".fill(_:)")
    }
  }
}
