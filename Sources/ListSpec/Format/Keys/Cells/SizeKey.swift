/// `{ width, height }`.
public enum SizeKey: String, FormatKey {
  case width, height

  public static let table = FormatTable("size")
  public var declaration: KeyDeclaration {
    KeyDeclaration(.length, default: "0", swift: "\(rawValue):", doc: "In points.")
  }
}
