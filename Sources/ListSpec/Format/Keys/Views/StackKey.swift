/// `HStack`, `VStack` and `ZStack` in their mapping form.
public enum StackKey: String, FormatKey {
  case alignment, spacing, children

  public static let table = FormatTable("stack")
  public var declaration: KeyDeclaration {
    switch self {
    case .alignment:
      return KeyDeclaration(
        .definition("alignment", docs: "per stack, above"), default: "`center`",
        swift: "alignment:")
    case .spacing:
      return KeyDeclaration(
        .length, default: "the system spacing between adjacent views", swift: "spacing:")
    case .children:
      return KeyDeclaration(
        .list(.definition("view", docs: "views")), default: nil,
        swift: "the view builder's content")
    }
  }
}
