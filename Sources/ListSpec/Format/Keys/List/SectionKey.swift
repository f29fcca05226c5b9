/// A section of the snapshot.
public enum SectionKey: String, FormatKey {
  case id, header, footer, cell, list, layout, itemSeparators, items

  /// The keys of a section that are list configuration rather than snapshot: the
  /// configuration diff compares them, so a loaded spec's tree keeps them (with `id`).
  public static let configurationKeys: [SectionKey] = [.list, .layout, .itemSeparators]

  public static let table = FormatTable("section")
  public var declaration: KeyDeclaration {
    switch self {
    case .id:
      return KeyDeclaration(
        .scalar, default: nil, swift: "the section identifier",
        doc:
          "Unique in the list: \"Each of your sections and items must have unique identifiers\" (Apple documentation: diffable data source, D); a duplicate crashes the app with \"supplied section identifiers are not unique\" (O) and is `duplicate-section-id`. Ids are compared as Swift strings: canonically equivalent Unicode spellings are the same id."
      )
    case .header:
      return KeyDeclaration(
        .definition(
          "header",
          docs: "text, or [`{ style, text, secondaryText, image }`](#headers-and-footers)"),
        default: "none", swift: "the header supplementary view's content configuration",
        doc:
          "Shown when `list.headerMode` is `supplementary`, or in a `layout` section by its `top` boundary supplementary item."
      )
    case .footer:
      return KeyDeclaration(
        .definition(
          "footer",
          docs: "text, or [`{ style, text, secondaryText, image }`](#headers-and-footers)"),
        default: "none", swift: "the footer supplementary view's content configuration",
        doc:
          "Shown when `list.footerMode` is `supplementary`, or in a `layout` section by its `bottom` boundary supplementary item."
      )
    case .cell:
      return KeyDeclaration(
        .name, default: "none", swift: "the registration used for items that name none")
    case .list:
      return KeyDeclaration(
        .table(SectionListKey.self, docs: "[section list](#section-list)"),
        default: "the top-level `list`",
        swift: "NSCollectionLayoutSection.list(using:layoutEnvironment:)",
        doc:
          "This section's own list configuration, in a section provider: keys written here replace the top-level `list`'s for this section."
      )
    case .layout:
      return KeyDeclaration(
        .table(SectionLayoutKey.self, docs: "[section layout](#section-layout)"),
        default: "a list section", swift: "NSCollectionLayoutSection(group:)",
        doc:
          "A section that is not a list — a row of tiles that scrolls sideways, or a grid — beside the list sections, in a section provider; not with `list` or `itemSeparators`."
      )
    case .itemSeparators:
      return KeyDeclaration(
        .definition(
          "itemSeparators", docs: "mapping of item id → [item separators](#item-separators)"),
        default: "none", swift: "itemSeparatorHandler",
        doc:
          "One item's separators: hide or inset its top or bottom separator, over the section's `separatorConfiguration`.",
        introduced: OSVersion(14, 5), feature: "itemSeparatorHandler")
    case .items:
      return KeyDeclaration(
        .list(.definition("item", docs: "[items](#items)")), default: "no items",
        swift: "snapshot.appendItems(_:toSection:)")
    }
  }
}
