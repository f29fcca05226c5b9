/// `content`: `UIListContentConfiguration`.
public enum ContentKey: String, FormatKey {
  case style, text, secondaryText, image, imageProperties, textProperties
  case secondaryTextProperties, imageToTextPadding, textToSecondaryTextHorizontalPadding
  case textToSecondaryTextVerticalPadding, prefersSideBySideTextAndSecondaryText
  case directionalLayoutMargins, axesPreservingSuperviewLayoutMargins

  public static let table = FormatTable("content")
  public var declaration: KeyDeclaration {
    switch self {
    case .style:
      return KeyDeclaration(
        .choice(ContentStyle.self),
        default:
          "the section's appearance: `sidebarCell` in `sidebar` and `sidebarPlain`, else `cell` (D)",
        swift: ".cell()",
        doc:
          "The style constructor, e.g. `.valueCell()`. Without it, `cell.defaultContentConfiguration()`, which follows the appearance of the cell's section."
      )
    case .text:
      return KeyDeclaration(.template, default: "no text", swift: "text")
    case .secondaryText:
      return KeyDeclaration(.template, default: "no text", swift: "secondaryText")
    case .image:
      return KeyDeclaration(
        .table(ContentImageKey.self, docs: "[content image](#content-image)"),
        default: "no image", swift: "image = UIImage(systemName:) or UIImage(named:)",
        doc:
          "An SF Symbol or an image set of the [asset catalogs](#asset-catalogs). A bare string (`image: star`) is `type-mismatch`: write `image: { systemName: star }`."
      )
    case .imageProperties:
      return KeyDeclaration(
        .table(ImagePropertiesKey.self, docs: "[imageProperties](#imageproperties)"),
        default: "system", swift: "imageProperties")
    case .textProperties:
      return KeyDeclaration(
        .table(TextPropertiesKey.self, docs: "[textProperties](#textproperties)"),
        default: "system", swift: "textProperties")
    case .secondaryTextProperties:
      return KeyDeclaration(
        .table(TextPropertiesKey.self, docs: "[textProperties](#textproperties)"),
        default: "system", swift: "secondaryTextProperties")
    case .imageToTextPadding:
      return KeyDeclaration(
        .length, default: "the style's: 16 for cells, 10 for sidebar cells (R)",
        swift: "imageToTextPadding")
    case .textToSecondaryTextHorizontalPadding:
      return KeyDeclaration(
        .length, default: "the style's", swift: "textToSecondaryTextHorizontalPadding")
    case .textToSecondaryTextVerticalPadding:
      return KeyDeclaration(
        .length, default: "the style's", swift: "textToSecondaryTextVerticalPadding")
    case .prefersSideBySideTextAndSecondaryText:
      return KeyDeclaration(
        .boolean, default: "the style's (`true` for `valueCell`)",
        swift: "prefersSideBySideTextAndSecondaryText")
    case .directionalLayoutMargins:
      return KeyDeclaration(
        .definition("directionalInsets", docs: FormatDocLinks.insets),
        default: "the style's system margins", swift: "directionalLayoutMargins")
    case .axesPreservingSuperviewLayoutMargins:
      return KeyDeclaration(
        .choice(LayoutAxes.self), default: "`both` (D)",
        swift: "axesPreservingSuperviewLayoutMargins",
        doc:
          "`UIAxis`: on a preserved axis the cell's layout margins are a minimum and `directionalLayoutMargins` only adds to them (D); `none` uses `directionalLayoutMargins` as written."
      )
    }
  }
}
