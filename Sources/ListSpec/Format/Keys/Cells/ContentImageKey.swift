/// A content configuration's `image`: an SF Symbol or an image set of the asset catalogs.
public enum ContentImageKey: String, FormatKey {
  case systemName, named

  public static let table = FormatTable("contentImage")
  public var declaration: KeyDeclaration {
    switch self {
    case .systemName:
      return KeyDeclaration(
        .template, default: "none", swift: "UIImage(systemName:)",
        doc: "The SF Symbol name, e.g. `star.fill` or `{symbol}`; not with `named`.")
    case .named:
      return KeyDeclaration(
        .template, default: "none", swift: "UIImage(named:)",
        doc:
          "An image set of the [asset catalogs](#asset-catalogs), e.g. `avatar` or `{photo}`: drawn at its size in points, scaled down to fit `imageProperties.maximumSize`; not with `systemName`."
      )
    }
  }
}
