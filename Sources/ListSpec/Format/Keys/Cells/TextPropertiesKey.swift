/// `textProperties` and `secondaryTextProperties`.
public enum TextPropertiesKey: String, FormatKey {
  case font, color, numberOfLines, alignment

  public static let table = FormatTable("textProperties")
  public var declaration: KeyDeclaration {
    switch self {
    case .font:
      return KeyDeclaration(
        .orExpression(.definition("font", docs: "[font](#fonts-and-text-styles)")),
        default: "the style's (body for text)", swift: "font",
        doc:
          "`UIFont.preferredFont(forTextStyle:)` for a text style. An expression writes fonts as SwiftUI's `Font` (`\"{unread ? .headline : .body}\"`); the generated code has the `UIFont` of each."
      )
    case .color:
      return KeyDeclaration(
        .orExpression(.color),
        default: "the style's (`label`; `secondaryLabel` for secondary text)", swift: "color")
    case .numberOfLines:
      return KeyDeclaration(
        .orExpression(.integer(minimum: 0)),
        default: "the style's; `0` means unlimited, as in UIKit",
        swift: "numberOfLines")
    case .alignment:
      return KeyDeclaration(
        .choice(SpecTextAlignment.self), default: "`natural`", swift: "alignment",
        doc: "`TextProperties.TextAlignment`.")
    }
  }
}
