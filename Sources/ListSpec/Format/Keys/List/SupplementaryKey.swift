/// A header or footer written as a mapping: its `UIListContentConfiguration`.
public enum SupplementaryKey: String, FormatKey {
  case style, text, secondaryText, image

  public static let table = FormatTable("supplementaryConfiguration")
  public var declaration: KeyDeclaration {
    switch self {
    case .style:
      return KeyDeclaration(
        .choice(SupplementaryStyle.allCases.map(\.rawValue)),
        default: "`header()` / `footer()`: the list appearance's style",
        swift: "UIListContentConfiguration.style()",
        doc:
          "A header takes the header styles, a footer the footer styles. `header()` and `footer()` need iOS 18, the prominent headers iOS 15."
      )
    case .text: return KeyDeclaration(.scalar, default: nil, swift: "text")
    case .secondaryText:
      return KeyDeclaration(.scalar, default: "none", swift: "secondaryText")
    case .image:
      return KeyDeclaration(
        .table(SystemImageKey.self, docs: "`{ systemName }`"), default: "none",
        swift: "image = UIImage(systemName:)")
    }
  }
}
