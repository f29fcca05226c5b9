/// `preview`: defaults for the environment the list is previewed in.
public enum PreviewKey: String, FormatKey {
  case layoutDirection
  case colorScheme, device, contentSize, orientation

  public static let table = FormatTable("preview")
  public var declaration: KeyDeclaration {
    switch self {
    case .layoutDirection:
      return KeyDeclaration(
        .choice(SpecLayoutDirection.self), default: "`leftToRight`; `render --rtl` overrides",
        swift: "UITraitCollection.layoutDirection",
        doc:
          "`rightToLeft` previews the list as UIKit lays it out for Arabic or Hebrew: mirrored, text set right-to-left (`specs/metrics.md`, Right-to-left)."
      )
    case .colorScheme:
      return KeyDeclaration(
        .choice(PreviewColorScheme.self),
        default: "`light`; `render --dark` or `--light` overrides",
        swift: "UITraitCollection.userInterfaceStyle",
        doc: "The appearance `render` and `preview` draw the list in, light or dark.")
    case .device:
      return KeyDeclaration(
        .choice(DevicePreset.all.map(\.name)),
        default: "`iPhone 15`; `render --device` or `--width` overrides",
        swift: "the preview device (as Xcode's canvas chooses one)",
        doc:
          "The screen `render` and `preview` lay the list out for: its width, safe area and display scale (the PNG's default scale)."
      )
    case .contentSize:
      return KeyDeclaration(
        .choice(SpecContentSizeCategory.self),
        default: "`large`; `render --content-size` overrides",
        swift: "UITraitCollection.preferredContentSizeCategory",
        doc: "The Dynamic Type size the list is previewed at.")
    case .orientation:
      return KeyDeclaration(
        .choice(PreviewOrientation.self),
        default: "`portrait`; `render --landscape` or `--portrait` overrides",
        swift: "UIDevice.orientation",
        doc:
          "`landscape` turns the device: width and height swapped, sections inside its left and right safe-area insets."
      )
    }
  }
}
