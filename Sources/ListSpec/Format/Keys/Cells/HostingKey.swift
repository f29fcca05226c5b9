/// `hosting`: `UIHostingConfiguration`.
public enum HostingKey: String, FormatKey {
  case content, margins, minSize, background

  public static let table = FormatTable("hosting")
  public var declaration: KeyDeclaration {
    switch self {
    case .content:
      return KeyDeclaration(
        .definition("view", docs: "a [view](#views)"), default: nil,
        swift: "UIHostingConfiguration { content }")
    case .margins:
      return KeyDeclaration(
        .definition(
          "margins",
          docs: "a length (every edge), or a mapping of [edge sets](#edge-sets) to lengths"),
        default: "the system's", swift: ".margins(_ edges: Edge.Set = .all, _ length:)",
        doc:
          "Edges not given keep the system default (D). Whether the default equals the cell's layoutMargins is not confirmed (U). Later entries win for edges they share."
      )
    case .minSize:
      return KeyDeclaration(
        .table(SizeKey.self, docs: "\(FormatDocLinks.size) (either may be omitted)"),
        default: "none",
        swift: ".minSize(width:height:)")
    case .background:
      return KeyDeclaration(
        .orExpression(.color), default: "none", swift: ".background(_:)", doc: "With a color.")
    }
  }
}
