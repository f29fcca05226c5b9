/// Keys written next to a view's name.
public enum ViewOptionKey: String, FormatKey {
  case modifiers, fill
  case `if`

  public static let table = FormatTable("viewOptions")
  public var declaration: KeyDeclaration {
    switch self {
    case .modifiers:
      return KeyDeclaration(
        .list(.definition("modifier", docs: "[modifiers](#modifiers)")), default: "none",
        swift: "the modifier chain", doc: "Applied in order, as in SwiftUI (order matters).")
    case .fill:
      return KeyDeclaration(
        .orExpression(.color), default: "none", swift: ".fill(_:)",
        doc: "Shapes only (`invalid-view` on other views).")
    case .if:
      return KeyDeclaration(
        .condition, default: "always shown", swift: "if condition { view }",
        doc:
          "The view is in the cell only for items where the condition holds, as SwiftUI's `if` in a view builder."
      )
    }
  }
}
