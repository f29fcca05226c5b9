/// The top level of a spec.
public enum DocumentKey: String, FormatKey {
  case listspec, name, platform, preview, list, cells, sections
  case navigationBar
  case assets

  public static let table = FormatTable("document")
  public var declaration: KeyDeclaration {
    switch self {
    case .listspec:
      return KeyDeclaration(
        .definition("formatVersion", docs: "integer `1`"), default: nil,
        swift: "the format version",
        doc:
          "A missing key is `missing-format-version` (with a fix-it), another number `unsupported-format-version`, `\"1\"` quoted is `type-mismatch`."
      )
    case .name:
      return KeyDeclaration(
        .scalar, default: "the file name without its extension",
        swift: "the start of the generated type names (`name: Inbox` → `InboxItem`, `InboxList`)",
        doc:
          "What `listspec generate` names the types after, so `inbox-v1.yaml` and `inbox-v2.yaml` give the same ones; `--name` wins over it. A name that cannot start a Swift type name is `invalid-swift-name`."
      )
    case .platform:
      return KeyDeclaration(
        .table(PlatformKey.self, docs: "[platform](#platform)"),
        default: "none: availability is not checked", swift: "the app's deployment target",
        doc: "Availability (UIHostingConfiguration, separator guides, …) is checked against it.")
    case .preview:
      return KeyDeclaration(
        .table(PreviewKey.self, docs: "[preview](#preview)"),
        default: "none: the command line's environment",
        swift: "the preview environment (not app code; `generate` writes nothing)",
        doc:
          "Defaults for the preview environment: layout direction, light or dark, device, Dynamic Type size, orientation, and on an iPad the split view column."
      )
    case .list:
      return KeyDeclaration(
        .table(ListKey.self, docs: "[list](#list)"), default: nil,
        swift: "UICollectionLayoutListConfiguration",
        doc: "The list's appearance, header and footer modes and separators.")
    case .cells:
      return KeyDeclaration(
        .definition("cells", docs: "mapping of name → [cell template](#cells)"),
        default: "no templates", swift: "UICollectionView.CellRegistration",
        doc:
          "Cell templates by name: each a cell registration with a UIListContentConfiguration (`content`) or a UIHostingConfiguration (`hosting`)."
      )
    case .sections:
      return KeyDeclaration(
        .list(.table(SectionKey.self, docs: "[sections](#sections)")), default: nil,
        swift: "NSDiffableDataSourceSnapshot",
        doc: "The snapshot: sections in order, each with its items. May be `[]`.")
    case .assets:
      return KeyDeclaration(
        .definition("assets", docs: "a path or a list of paths"), default: "none",
        swift: "the app's asset catalogs (`UIColor(named:)`, `UIImage(named:)`)",
        doc:
          "`.xcassets` folders, relative to the spec: their colour sets are colours by name (`backgroundColor: Brand`), their image sets images (`image: { named: avatar }`). Written before `sections`. See [asset catalogs](#asset-catalogs)."
      )
    case .navigationBar:
      return KeyDeclaration(
        .table(NavigationBarKey.self, docs: "[navigationBar](#navigationbar)"),
        default: "none: the list is drawn without a bar",
        swift: "UINavigationItem",
        doc:
          "The navigation bar above the list: status bar, title (large or inline) and search field, as `UINavigationBar` draws it at scroll top; the list starts below it."
      )
    }
  }
}
