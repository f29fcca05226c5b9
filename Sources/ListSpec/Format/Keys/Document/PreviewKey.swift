/// `preview`: defaults for the environment the list is previewed in.
public enum PreviewKey: String, FormatKey {
  case layoutDirection
  case colorScheme, device, contentSize, orientation, column
  case locale, timeZone, now

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
    case .column:
      return KeyDeclaration(
        .choice(PreviewColumn.self),
        default: "`primary` for a `sidebar` or `sidebarPlain` list, else `full`",
        swift: "UISplitViewController.Column",
        doc:
          "On an iPad, `primary` draws the list as a split view's primary column (320 pt) beside an empty secondary column, as iPadOS shows a sidebar; `full` spreads it across the screen. An iPhone's split view collapses to one column, so it draws the list across the screen either way (`specs/metrics.md`, \"split view column\")."
      )
    case .locale:
      return KeyDeclaration(
        .definition("locale", docs: "a locale identifier, `en_US`, `de_DE`"),
        default: "`en_US`; `--locale` overrides", swift: "Locale.current",
        doc:
          "The locale `formatted(…)` prints numbers, currencies and dates in ([expressions](expressions.md#format-styles)); the app uses its user's."
      )
    case .timeZone:
      return KeyDeclaration(
        .definition("timeZone", docs: "a time zone identifier, `UTC`, `Europe/Berlin`"),
        default: "`UTC`; `--time-zone` overrides", swift: "TimeZone.current",
        doc: "The time zone `Date` values are shown in.")
    case .now:
      return KeyDeclaration(
        .definition("moment", docs: "an ISO 8601 date, `2026-12-07T12:00:00Z`"),
        default: "the moment the command runs", swift: "Date.now",
        doc:
          "What `Date.now` is and what `.relative(presentation:)` measures from, so a picture with relative dates stays the same."
      )
    }
  }
}
