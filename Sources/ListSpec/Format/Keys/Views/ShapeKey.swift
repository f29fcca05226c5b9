/// `Rectangle`, `Capsule` and `Circle` in their mapping form.
public enum ShapeKey: String, FormatKey {
  case fill

  public static let table = FormatTable("shape")
  public var declaration: KeyDeclaration {
    KeyDeclaration(.orExpression(.color), default: "none", swift: ".fill(_:)")
  }
}
