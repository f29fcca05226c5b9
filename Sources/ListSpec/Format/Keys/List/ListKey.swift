/// `list`: `UICollectionLayoutListConfiguration`.
public enum ListKey: String, FormatKey {
  case appearance, showsSeparators, headerMode, footerMode, headerTopPadding, backgroundColor
  case separatorConfiguration

  public static let table = FormatTable("list")
  public var declaration: KeyDeclaration {
    switch self {
    case .appearance:
      return KeyDeclaration(
        .choice(ListAppearance.self), default: nil, swift: "init(appearance:)",
        doc: "`UICollectionLayoutListConfiguration.Appearance`.")
    case .showsSeparators:
      return KeyDeclaration(
        .boolean, default: "`true` (`false` for `sidebar` and `sidebarPlain`)",
        swift: "showsSeparators",
        doc:
          "When `false`, `separatorConfiguration` has no effect (D) and separator alignment guides are reported (`separator-guide-ignored`)."
      )
    case .headerMode:
      return KeyDeclaration(
        .choice(HeaderMode.self), default: "`none` (D)", swift: "headerMode",
        doc:
          "With `supplementary` each section's `header` text shows; with `firstItemInSection` the section's first item is its header."
      )
    case .footerMode:
      return KeyDeclaration(
        .choice(FooterMode.self), default: "`none`", swift: "footerMode",
        doc: "With `supplementary` each section's `footer` shows.")
    case .headerTopPadding:
      return KeyDeclaration(
        .length, default: "automatic (D: optional, nil = automatic)", swift: "headerTopPadding",
        doc: "Extra space above each header, in points.", introduced: OSVersion(15))
    case .backgroundColor:
      return KeyDeclaration(
        .color,
        default: "the appearance's system background (D: nil = the appearance's system color)",
        swift: "backgroundColor")
    case .separatorConfiguration:
      return KeyDeclaration(
        .table(
          SeparatorConfigurationKey.self,
          docs: "[separatorConfiguration](#separatorconfiguration)"),
        default: "system separators", swift: "separatorConfiguration",
        doc: "`UIListSeparatorConfiguration`.", introduced: OSVersion(14, 5))
    }
  }
}
