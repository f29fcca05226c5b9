/// `{ systemName: … }`: an SF Symbol.
public enum SystemImageKey: String, FormatKey {
  case systemName

  public static let table = FormatTable("systemImage")
  public var declaration: KeyDeclaration {
    KeyDeclaration(
      .template, default: nil, swift: "systemName:",
      doc: "The SF Symbol name, e.g. `star.fill` or `{symbol}`.")
  }
}
