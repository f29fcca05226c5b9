/// `Label: { title, systemImage }`.
public enum LabelKey: String, FormatKey {
  case title, systemImage

  public static let table = FormatTable("label")
  public var declaration: KeyDeclaration {
    switch self {
    case .title: return KeyDeclaration(.template, default: nil, swift: "titleKey")
    case .systemImage:
      return KeyDeclaration(.template, default: nil, swift: "systemImage:", doc: "An SF Symbol.")
    }
  }
}
