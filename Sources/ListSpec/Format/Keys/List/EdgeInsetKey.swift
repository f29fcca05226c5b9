/// `NSDirectionalEdgeInsets`.
public enum EdgeInsetKey: String, FormatKey {
  case top, leading, bottom, trailing

  public static let table = FormatTable("edgeInsets")
  public var declaration: KeyDeclaration {
    KeyDeclaration(.length, default: "0", swift: rawValue, doc: "The \(rawValue) inset in points.")
  }
}
