/// The `Image` view: an SF Symbol, or an asset of the app's catalog at a size the spec gives.
public enum ImageViewKey: String, FormatKey {
  case systemName, name, width, height

  public static let table = FormatTable("imageView")
  public var declaration: KeyDeclaration {
    switch self {
    case .systemName:
      return KeyDeclaration(
        .template, default: "none", swift: "Image(systemName:)",
        doc: "The SF Symbol name, e.g. `star.fill` or `{symbol}`; not with `name`.")
    case .name:
      return KeyDeclaration(
        .template, default: "none", swift: "Image(_:)",
        doc: "The asset's name in the app's catalog; needs `width` and `height`.")
    case .width, .height:
      return KeyDeclaration(
        .length, default: "none", swift: "the asset's \(rawValue)",
        doc:
          "The image's size in points, as `.resizable().frame(width:height:)` gives it (`name` only)."
      )
    }
  }
}
