/// `sections[].list`: one section's list configuration, as a section provider builds it with
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
public enum SectionListKey: String, FormatKey {
  case appearance, showsSeparators, headerMode, footerMode, separatorConfiguration
  case contentInsets

  public static let table = FormatTable("sectionList")
  public var declaration: KeyDeclaration {
    switch self {
    case .appearance:
      return KeyDeclaration(
        .choice(ListAppearance.self), default: "the list's", swift: "init(appearance:)",
        doc:
          "Also sets the default content configuration of this section's cells (`defaultContentConfiguration()`, D)."
      )
    case .showsSeparators:
      return KeyDeclaration(
        .boolean,
        default: "the appearance's default when `appearance` is written here, else the list's",
        swift: "showsSeparators")
    case .headerMode:
      return KeyDeclaration(.choice(HeaderMode.self), default: "the list's", swift: "headerMode")
    case .footerMode:
      return KeyDeclaration(.choice(FooterMode.self), default: "the list's", swift: "footerMode")
    case .separatorConfiguration:
      return KeyDeclaration(
        .table(
          SeparatorConfigurationKey.self,
          docs: "[separatorConfiguration](#separatorconfiguration)"),
        default: "the list's", swift: "separatorConfiguration",
        doc: "Replaces the list's separator configuration as a whole for this section.",
        introduced: OSVersion(14, 5))
    case .contentInsets:
      return KeyDeclaration(
        .definition("directionalInsets", docs: FormatDocLinks.insets),
        default: "none (0; `automatic` too)",
        swift: "NSCollectionLayoutSection.contentInsets",
        doc:
          "Space around the section's cells, inside the appearance's own inset; headers and footers follow the horizontal insets (`supplementariesFollowContentInsets`, D). How UIKit combines them with an inset-grouped section's inset is not confirmed (U)."
      )
    }
  }
}
