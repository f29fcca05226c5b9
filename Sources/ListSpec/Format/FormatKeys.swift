// Every key of the format, table by table, in the order `specs/format.md` documents them.
// Letters in parentheses are the certainty of a source, as in specs/metrics.md: (D) Apple's
// documentation, (R) research notes in ../shared/research, (O) other published sources,
// (U) unconfirmed.

private let colorDocs = "[color](#colors)"
private let templateDocs = "[template](#templates-field)"
private let insetsDocs = "[insets](#insets) or `automatic`"
private let sizeDocs = "`{ width, height }`"

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
          "Defaults for the preview environment: layout direction, light or dark, device, Dynamic Type size, orientation."
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

/// `navigationBar`: the bar of the list's view controller (`UINavigationItem`, and the
/// navigation controller's `UINavigationBar`).
public enum NavigationBarKey: String, FormatKey {
  case title, prefersLargeTitles, largeTitleDisplayMode, leadingItems, trailingItems, searchBar

  public static let table = FormatTable("navigationBar")
  public var declaration: KeyDeclaration {
    switch self {
    case .title:
      return KeyDeclaration(
        .scalar, default: "none", swift: "navigationItem.title",
        doc:
          "Plain text (a `{…}` is an error: no item is in scope), inline or large as `prefersLargeTitles` says."
      )
    case .prefersLargeTitles:
      return KeyDeclaration(
        .boolean, default: "`false`", swift: "navigationBar.prefersLargeTitles",
        doc:
          "The title 34-pt bold under the bar, at the layout margin; `false` centres it 17-pt semibold in the bar."
      )
    case .largeTitleDisplayMode:
      return KeyDeclaration(
        .choice(LargeTitleDisplayMode.self), default: "`automatic`",
        swift: "navigationItem.largeTitleDisplayMode",
        doc:
          "`never` keeps this screen's title inline; `automatic` and `always` show it large when `prefersLargeTitles` is `true` (without it, no effect)."
      )
    case .leadingItems:
      return KeyDeclaration(
        .list(.table(BarButtonItemKey.self, docs: "[barButtonItem](#barbuttonitem)")),
        default: "none", swift: "navigationItem.leftBarButtonItems",
        doc:
          "Bar buttons at the bar's leading edge, the first outermost (as UIKit orders them), in the tint colour."
      )
    case .trailingItems:
      return KeyDeclaration(
        .list(.table(BarButtonItemKey.self, docs: "[barButtonItem](#barbuttonitem)")),
        default: "none", swift: "navigationItem.rightBarButtonItems",
        doc:
          "Bar buttons at the bar's trailing edge, the first outermost (as UIKit orders `rightBarButtonItems`: right to left), in the tint colour."
      )
    case .searchBar:
      return KeyDeclaration(
        .table(SearchBarKey.self, docs: "[searchBar](#searchbar)"),
        default: "none: no search field", swift: "navigationItem.searchController",
        doc:
          "A `UISearchController`'s search field under the title, shown as at scroll top (`hidesSearchBarWhenScrolling` hides it only once scrolled)."
      )
    }
  }
}

/// A bar button of `navigationBar.leadingItems` / `trailingItems` (`UIBarButtonItem`): a
/// system item, a title or an SF Symbol — exactly one.
public enum BarButtonItemKey: String, FormatKey {
  case id, systemItem, title, systemImage, style

  public static let table = FormatTable("barButtonItem")
  public var declaration: KeyDeclaration {
    switch self {
    case .id:
      return KeyDeclaration(
        .scalar, default: "the `systemItem`, `systemImage` or `title`",
        swift: "the name the bar button handler gets",
        doc:
          "What `configureNavigationBar(of:onBarButton:)` passes to the app's handler when the button is tapped."
      )
    case .systemItem:
      return KeyDeclaration(
        .choice(BarButtonSystemItem.self), default: "none",
        swift: "UIBarButtonItem(systemItem:primaryAction:)",
        doc:
          "A system item: its localized title (`Edit`, `Done`, `Cancel`, `Save`) or its symbol (`add` is `plus`, `compose` is `square.and.pencil`); not with `title` or `systemImage`."
      )
    case .title:
      return KeyDeclaration(
        .scalar, default: "none", swift: "UIBarButtonItem(title:primaryAction:)",
        doc: "Plain text, 17-pt regular (semibold with `style: done`); not with `systemImage`.")
    case .systemImage:
      return KeyDeclaration(
        .scalar, default: "none", swift: "UIBarButtonItem(image:primaryAction:)",
        doc: "An SF Symbol name, e.g. `line.3.horizontal.decrease.circle`; not with `title`.")
    case .style:
      return KeyDeclaration(
        .choice(BarButtonStyle.self), default: "`plain`", swift: "style",
        doc: "`done` sets a title semibold, as for the button that ends a task.")
    }
  }
}

/// `navigationBar.searchBar`: the search controller's bar.
public enum SearchBarKey: String, FormatKey {
  case placeholder

  public static let table = FormatTable("searchBar")
  public var declaration: KeyDeclaration {
    switch self {
    case .placeholder:
      return KeyDeclaration(
        .scalar, default: "`Search`", swift: "searchBar.placeholder",
        doc: "Plain text in the empty field, in `secondaryLabel`.")
    }
  }
}

/// `platform`.
public enum PlatformKey: String, FormatKey {
  case iOS

  public static let table = FormatTable("platform")
  public var declaration: KeyDeclaration {
    switch self {
    case .iOS:
      return KeyDeclaration(
        .definition(
          "version", docs: "version string `\"16\"`, `\"16.4\"` or `\"16.4.1\"` (quote it)"),
        default: "none", swift: "the iOS deployment target",
        doc:
          "Every API with an availability is checked against it ([Availability](#availability)); below 14 the list configuration itself is unavailable. A value that is not a version is `invalid-version`."
      )
    }
  }
}

/// `preview`: defaults for the environment the list is previewed in.
public enum PreviewKey: String, FormatKey {
  case layoutDirection
  case colorScheme, device, contentSize, orientation

  public static let table = FormatTable("preview")
  public var declaration: KeyDeclaration {
    switch self {
    case .layoutDirection:
      return KeyDeclaration(
        .choice(LayoutDirection.self), default: "`leftToRight`; `render --rtl` overrides",
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
        .choice(ContentSizeCategory.self),
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

/// `separatorConfiguration`: `UIListSeparatorConfiguration`.
public enum SeparatorConfigurationKey: String, FormatKey {
  case color, multipleSelectionColor, topSeparatorVisibility, bottomSeparatorVisibility
  case topSeparatorInsets, bottomSeparatorInsets

  public static let table = FormatTable("separatorConfiguration")
  public var declaration: KeyDeclaration {
    switch self {
    case .color:
      return KeyDeclaration(.color, default: "the system separator color", swift: "color")
    case .multipleSelectionColor:
      return KeyDeclaration(
        .color, default: "system", swift: "multipleSelectionColor",
        doc: "The separator between selected cells.")
    case .topSeparatorVisibility:
      return KeyDeclaration(
        .choice(SeparatorVisibility.self), default: "`automatic`", swift: "topSeparatorVisibility")
    case .bottomSeparatorVisibility:
      return KeyDeclaration(
        .choice(SeparatorVisibility.self), default: "`automatic`",
        swift: "bottomSeparatorVisibility")
    case .topSeparatorInsets:
      return KeyDeclaration(
        .definition("directionalInsets", docs: insetsDocs), default: "`automatic` (D)",
        swift: "topSeparatorInsets")
    case .bottomSeparatorInsets:
      return KeyDeclaration(
        .definition("directionalInsets", docs: insetsDocs), default: "`automatic` (D)",
        swift: "bottomSeparatorInsets")
    }
  }
}

/// `NSDirectionalEdgeInsets`.
public enum EdgeInsetKey: String, FormatKey {
  case top, leading, bottom, trailing

  public static let table = FormatTable("edgeInsets")
  public var declaration: KeyDeclaration {
    KeyDeclaration(.length, default: "0", swift: rawValue, doc: "The \(rawValue) inset in points.")
  }
}

/// A cell template: one cell registration.
public enum CellKey: String, FormatKey {
  case content, hosting, accessories, backgroundColor, backgroundConfiguration, fields
  case leadingSwipeActions, trailingSwipeActions

  public static let table = FormatTable("cell")
  public var declaration: KeyDeclaration {
    switch self {
    case .content:
      return KeyDeclaration(
        .table(ContentKey.self, docs: "[content](#content-uilistcontentconfiguration)"),
        default: "—", swift: "cell.contentConfiguration = UIListContentConfiguration",
        doc: "`cell.defaultContentConfiguration()`. Give either `content` or `hosting`.")
    case .hosting:
      return KeyDeclaration(
        .table(HostingKey.self, docs: "[hosting](#hosting-uihostingconfiguration)"),
        default: "—", swift: "cell.contentConfiguration = UIHostingConfiguration { … }",
        doc: "A SwiftUI view as the cell's content (D). Give either `content` or `hosting`.",
        introduced: OSVersion(16), feature: "UIHostingConfiguration")
    case .accessories:
      return KeyDeclaration(
        .list(.definition("accessory", docs: "[accessories](#accessories)")), default: "none",
        swift: "cell.accessories",
        doc:
          "Trailing side first as written; each system accessory at most once. Availability: see each accessory."
      )
    case .backgroundColor:
      return KeyDeclaration(
        .orExpression(.color), default: "the list's default cell background",
        swift: "backgroundConfiguration.backgroundColor")
    case .backgroundConfiguration:
      return KeyDeclaration(
        .table(
          BackgroundConfigurationKey.self,
          docs: "[backgroundConfiguration](#backgroundconfiguration)"),
        default: "the appearance's list cell background",
        swift: "cell.backgroundConfiguration = UIBackgroundConfiguration.…()",
        doc: "The colour is `backgroundColor`, beside it.")
    case .fields:
      return KeyDeclaration(
        .definition(
          "fieldTypes",
          docs:
            "mapping of field name → `Int` · `Double` · `Bool` · `String` · `Color`, `?` for optional"
        ),
        default: "inferred from the template's items",
        swift: "the stored properties of the template's item struct",
        doc:
          "The types of the fields the template's [expressions](expressions.md) read, as in `fields: { count: Int, rating: \"Double?\" }`; every value the template's items write must read as its type. Another template's field of the same name is typed apart."
      )
    case .leadingSwipeActions:
      return KeyDeclaration(
        .table(SwipeActionsKey.self, docs: "[swipe actions](#swipe-actions)"), default: "none",
        swift: "leadingSwipeActionsConfigurationProvider",
        doc: "The actions a swipe toward the trailing edge reveals, for this template's items.")
    case .trailingSwipeActions:
      return KeyDeclaration(
        .table(SwipeActionsKey.self, docs: "[swipe actions](#swipe-actions)"), default: "none",
        swift: "trailingSwipeActionsConfigurationProvider",
        doc: "The actions a swipe toward the leading edge reveals, for this template's items.")
    }
  }
}

/// `UISwipeActionsConfiguration`.
public enum SwipeActionsKey: String, FormatKey {
  case actions, performsFirstActionWithFullSwipe

  public static let table = FormatTable("swipeActions")
  public var declaration: KeyDeclaration {
    switch self {
    case .actions:
      return KeyDeclaration(
        .list(.table(ContextualActionKey.self, docs: "[contextual action](#swipe-actions)")),
        default: nil, swift: "UISwipeActionsConfiguration(actions:)",
        doc: "The first action is the outermost and the one a full swipe performs (D).")
    case .performsFirstActionWithFullSwipe:
      return KeyDeclaration(
        .boolean, default: "`true` (D)", swift: "performsFirstActionWithFullSwipe")
    }
  }
}

/// `UIContextualAction`.
public enum ContextualActionKey: String, FormatKey {
  case style, title, image, backgroundColor
  case `if`

  public static let table = FormatTable("contextualAction")
  public var declaration: KeyDeclaration {
    switch self {
    case .style:
      return KeyDeclaration(
        .choice(ContextualActionStyle.self), default: "`normal`",
        swift: "UIContextualAction(style:title:handler:)")
    case .title:
      return KeyDeclaration(
        .template, default: "none", swift: "title",
        doc: "In a cell template's actions, `{…}` reads the swiped item's fields.")
    case .image:
      return KeyDeclaration(
        .table(SystemImageKey.self, docs: "`{ systemName: … }`"), default: "none",
        swift: "image = UIImage(systemName:)")
    case .backgroundColor:
      return KeyDeclaration(
        .orExpression(.color),
        default: "the style's: `systemRed` for destructive, `systemGray` for normal (O)",
        swift: "backgroundColor",
        doc:
          "Apple documents only that the default is \"determined by the value of the style property\" (D); the colours are observed (O)."
      )
    case .if:
      return KeyDeclaration(
        .condition, default: "always offered", swift: "if condition { actions.append(…) }",
        doc:
          "In a cell template's actions: the action is offered only for items where the condition holds."
      )
    }
  }
}

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
        .definition("directionalInsets", docs: insetsDocs),
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

/// `{ systemName: … }`: an SF Symbol.
public enum SystemImageKey: String, FormatKey {
  case systemName

  public static let table = FormatTable("systemImage")
  public var declaration: KeyDeclaration {
    KeyDeclaration(
      .template, default: nil, swift: "systemName:",
      doc: "The SF Symbol name, e.g. `star.fill` or `{symbol}`.")
  }
}

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

/// `Toggle: { title, isOn }` or `Toggle: { isOn, label }`.
public enum ToggleKey: String, FormatKey {
  case title, isOn, label

  public static let table = FormatTable("toggle")
  public var declaration: KeyDeclaration {
    switch self {
    case .title:
      return KeyDeclaration(
        .template, default: "none", swift: "titleKey",
        doc: "The title beside the switch; `title` or `label` is required, not both.")
    case .isOn:
      return KeyDeclaration(
        .condition, default: nil, swift: "isOn: .constant(…)",
        doc: "A Swift `Bool` expression of the item's fields, e.g. `isEnabled`.")
    case .label:
      return KeyDeclaration(
        .definition("view", docs: "a [view](#views)"), default: "none",
        swift: "Toggle(isOn:label:)",
        doc:
          "A view in place of the title (`Toggle(isOn: …) { Label(\"Wi-Fi\", systemImage: \"wifi\") }`), laid out where the title would be."
      )
    }
  }
}

/// `Label: { title, systemImage }`.
public enum LabelKey: String, FormatKey {
  case title, systemImage

  public static let table = FormatTable("label")
  public var declaration: KeyDeclaration {
    switch self {
    case .title: return KeyDeclaration(.template, default: nil, swift: "titleKey")
    case .systemImage:
      return KeyDeclaration(.template, default: nil, swift: "systemImage:", doc: "An SF Symbol.")
    }
  }
}

/// `textProperties` and `secondaryTextProperties`.
public enum TextPropertiesKey: String, FormatKey {
  case font, color, numberOfLines, alignment

  public static let table = FormatTable("textProperties")
  public var declaration: KeyDeclaration {
    switch self {
    case .font:
      return KeyDeclaration(
        .definition("font", docs: "[font](#fonts-and-text-styles)"),
        default: "the style's (body for text)", swift: "font",
        doc: "`UIFont.preferredFont(forTextStyle:)` for a text style.")
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
        .choice(TextAlignment.self), default: "`natural`", swift: "alignment",
        doc: "`TextProperties.TextAlignment`.")
    }
  }
}

/// `imageProperties`.
public enum ImagePropertiesKey: String, FormatKey {
  case tintColor, cornerRadius, maximumSize, reservedLayoutSize, preferredSymbolConfiguration

  public static let table = FormatTable("imageProperties")
  public var declaration: KeyDeclaration {
    switch self {
    case .tintColor:
      return KeyDeclaration(.orExpression(.color), default: "the cell's tint", swift: "tintColor")
    case .cornerRadius:
      return KeyDeclaration(.orExpression(.length), default: "0", swift: "cornerRadius")
    case .maximumSize:
      return KeyDeclaration(
        .table(SizeKey.self, docs: "\(sizeDocs) (lengths; a missing one is 0)"),
        default: "no limit", swift: "maximumSize")
    case .reservedLayoutSize:
      return KeyDeclaration(
        .table(SizeKey.self, docs: sizeDocs),
        default: "the system's: symbol width 24 for cells, 28 for sidebar (R)",
        swift: "reservedLayoutSize")
    case .preferredSymbolConfiguration:
      return KeyDeclaration(
        .table(
          SymbolConfigurationKey.self,
          docs: "[symbol configuration](#preferredsymbolconfiguration)"),
        default: "none: the symbol follows the text's font",
        swift: "preferredSymbolConfiguration",
        doc:
          "`UIImage.SymbolConfiguration`: the point size, text style, weight and scale of the symbol (D); the symbol placeholder is sized from it."
      )
    }
  }
}

/// `preferredSymbolConfiguration`: `UIImage.SymbolConfiguration`.
public enum SymbolConfigurationKey: String, FormatKey {
  case textStyle, pointSize, weight, scale

  public static let table = FormatTable("symbolConfiguration")
  public var declaration: KeyDeclaration {
    switch self {
    case .textStyle:
      return KeyDeclaration(
        .choice(TextStyle.allNames), default: "none", swift: "init(textStyle:)",
        doc:
          "A Dynamic Type text style: the symbol is sized like that text (D); not with `pointSize`."
      )
    case .pointSize:
      return KeyDeclaration(
        .positiveLength, default: "none", swift: "init(pointSize:)",
        doc: "A fixed point size (D); not with `textStyle`.")
    case .weight:
      return KeyDeclaration(
        .choice(FontWeight.self), default: "the text's", swift: "init(weight:)",
        doc: "`UIImage.SymbolWeight`; changes the stroke, not the placeholder's size.")
    case .scale:
      return KeyDeclaration(
        .choice(ImageScale.self), default: "`medium`", swift: "init(scale:)",
        doc:
          "`UIImage.SymbolScale`: `small` ≈ −20 %, `large` ≈ +30 % of `medium` (Apple documentation: NSImage.SymbolScale, D)."
      )
    }
  }
}

/// `{ width, height }`.
public enum SizeKey: String, FormatKey {
  case width, height

  public static let table = FormatTable("size")
  public var declaration: KeyDeclaration {
    KeyDeclaration(.length, default: "0", swift: "\(rawValue):", doc: "In points.")
  }
}

/// `hosting`: `UIHostingConfiguration`.
public enum HostingKey: String, FormatKey {
  case content, margins, minSize, background

  public static let table = FormatTable("hosting")
  public var declaration: KeyDeclaration {
    switch self {
    case .content:
      return KeyDeclaration(
        .definition("view", docs: "a [view](#views)"), default: nil,
        swift: "UIHostingConfiguration { content }")
    case .margins:
      return KeyDeclaration(
        .definition(
          "margins",
          docs: "a length (every edge), or a mapping of [edge sets](#edge-sets) to lengths"),
        default: "the system's", swift: ".margins(_ edges: Edge.Set = .all, _ length:)",
        doc:
          "Edges not given keep the system default (D). Whether the default equals the cell's layoutMargins is not confirmed (U). Later entries win for edges they share."
      )
    case .minSize:
      return KeyDeclaration(
        .table(SizeKey.self, docs: "\(sizeDocs) (either may be omitted)"), default: "none",
        swift: ".minSize(width:height:)")
    case .background:
      return KeyDeclaration(
        .orExpression(.color), default: "none", swift: ".background(_:)", doc: "With a color.")
    }
  }
}

/// The system accessories (`UICellAccessory`), as keys of an accessory entry.
extension AccessoryKind: FormatKey {
  public static let table = FormatTable("accessory", keyColumn: "accessory")
  public var declaration: KeyDeclaration {
    let options = FormatValue.table(AccessoryOptionKey.self, docs: "[options](#accessories)")
    let displayed = "`displayed: \(defaultDisplayedState.rawValue)`"
    switch self {
    case .disclosureIndicator, .outlineDisclosure, .checkmark, .delete, .insert, .reorder,
      .multiselect:
      return KeyDeclaration(options, default: displayed, swift: ".\(rawValue)()")
    case .label:
      return KeyDeclaration(
        options, default: displayed, swift: ".label(text:)", doc: "The text is the `text` option.")
    case .detail:
      return KeyDeclaration(
        options, default: displayed, swift: ".detail()", introduced: OSVersion(15, 4),
        feature: "the detail accessory")
    case .popUpMenu:
      // iOS 16 per Apple's UICellAccessory documentation (shared/research/uikit-lists-more.md,
      // accessories table, certainty D).
      return KeyDeclaration(
        options, default: displayed, swift: ".popUpMenu(_:)", introduced: OSVersion(16),
        feature: "the popUpMenu accessory")
    case .customView:
      return KeyDeclaration(
        options, default: displayed, swift: ".customView(configuration:)",
        doc:
          "A `UISwitch` (`view`), on where `isOn` holds, at `placement` with `reservedLayoutWidth` and `maintainsFixedSize` as `UICellAccessory.CustomViewConfiguration` has them."
      )
    }
  }
}

/// An accessory's options.
public enum AccessoryOptionKey: String, FormatKey {
  case displayed, tintColor, text
  case `if`
  case view, isOn, placement, reservedLayoutWidth, maintainsFixedSize

  /// The keys only a `customView` accessory takes.
  public var isCustomViewOnly: Bool {
    switch self {
    case .view, .isOn, .placement, .reservedLayoutWidth, .maintainsFixedSize: return true
    case .displayed, .tintColor, .text, .if: return false
    }
  }

  public static let table = FormatTable("accessoryOptions")
  public var declaration: KeyDeclaration {
    switch self {
    case .displayed:
      return KeyDeclaration(
        .choice(AccessoryDisplayedState.self), default: "as in the table above",
        swift: "displayed:", doc: "`UICellAccessory.DisplayedState`.")
    case .tintColor:
      return KeyDeclaration(
        .orExpression(.color), default: "the system's", swift: "options.tintColor")
    case .text:
      return KeyDeclaration(
        .template, default: "none", swift: "label(text:)", doc: "The text of a `label` accessory.")
    case .if:
      return KeyDeclaration(
        .condition, default: "always shown", swift: "if condition { accessories.append(…) }",
        doc: "The accessory is shown only for items where the condition holds.")
    case .view:
      return KeyDeclaration(
        .choice(CustomAccessoryView.self), default: "`UISwitch`", swift: "customView:",
        doc: "`customView` only. The view the accessory holds, drawn at its real size (51 × 31).")
    case .isOn:
      return KeyDeclaration(
        .condition, default: "off", swift: "UISwitch.isOn",
        doc: "`customView` only. A Swift `Bool` expression of the item's fields.")
    case .placement:
      return KeyDeclaration(
        .choice(AccessoryPlacement.self), default: "`trailing`",
        swift: "placement: .leading(displayed:) / .trailing(displayed:)",
        doc:
          "`customView` only. The edge; among the accessories of that edge it keeps its written place."
      )
    case .reservedLayoutWidth:
      return KeyDeclaration(
        .definition("layoutDimension", docs: "`actual` · `standard` · a length"),
        default: "`actual`", swift: "reservedLayoutWidth:",
        doc:
          "`customView` only. The width reserved for the accessory, the view centred in it; never narrower than the view."
      )
    case .maintainsFixedSize:
      return KeyDeclaration(
        .boolean, default: "`false`", swift: "maintainsFixedSize:",
        doc: "`customView` only. A `UISwitch` keeps its own size either way.")
    }
  }
}

/// `backgroundConfiguration`: `UIBackgroundConfiguration`'s style and shape.
public enum BackgroundConfigurationKey: String, FormatKey {
  case style, cornerRadius, strokeColor, strokeWidth, backgroundInsets

  public static let table = FormatTable("backgroundConfiguration")
  public var declaration: KeyDeclaration {
    switch self {
    case .style:
      return KeyDeclaration(
        .choice(BackgroundStyle.self), default: "the list appearance's cell background",
        swift: "UIBackgroundConfiguration.style()",
        doc:
          "`listPlainCell` (`systemBackground`), `listGroupedCell` and `listSidebarCell` (`secondarySystemGroupedBackground`), `clear` (no colour)."
      )
    case .cornerRadius: return KeyDeclaration(.length, default: "0", swift: "cornerRadius")
    case .strokeColor:
      return KeyDeclaration(.orExpression(.color), default: "none", swift: "strokeColor")
    case .strokeWidth:
      return KeyDeclaration(
        .length, default: "0", swift: "strokeWidth",
        doc: "Drawn inside the background's edge; needs `strokeColor`.")
    case .backgroundInsets:
      return KeyDeclaration(
        .definition("directionalInsets", docs: "[insets](#insets)"), default: "none",
        swift: "backgroundInsets = NSDirectionalEdgeInsets(…)",
        doc: "The background is inset from the cell's edges by these.")
    }
  }
}

/// A header or footer written as a mapping: its `UIListContentConfiguration`.
public enum SupplementaryKey: String, FormatKey {
  case style, text, secondaryText, image

  public static let table = FormatTable("supplementaryConfiguration")
  public var declaration: KeyDeclaration {
    switch self {
    case .style:
      return KeyDeclaration(
        .choice(SupplementaryStyle.allCases.map(\.rawValue)),
        default: "`header()` / `footer()`: the list appearance's style",
        swift: "UIListContentConfiguration.style()",
        doc:
          "A header takes the header styles, a footer the footer styles. `header()` and `footer()` need iOS 18, the prominent headers iOS 15."
      )
    case .text: return KeyDeclaration(.scalar, default: nil, swift: "text")
    case .secondaryText:
      return KeyDeclaration(.scalar, default: "none", swift: "secondaryText")
    case .image:
      return KeyDeclaration(
        .table(SystemImageKey.self, docs: "`{ systemName }`"), default: "none",
        swift: "image = UIImage(systemName:)")
    }
  }
}

/// A section of the snapshot.
public enum SectionKey: String, FormatKey {
  case id, header, footer, cell, list, itemSeparators, items

  /// The keys of a section that are list configuration rather than snapshot: the
  /// configuration diff compares them, so a loaded spec's tree keeps them (with `id`).
  public static let configurationKeys: [SectionKey] = [.list, .itemSeparators]

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
        doc: "Shown when `list.headerMode` is `supplementary`.")
    case .footer:
      return KeyDeclaration(
        .definition(
          "footer",
          docs: "text, or [`{ style, text, secondaryText, image }`](#headers-and-footers)"),
        default: "none", swift: "the footer supplementary view's content configuration",
        doc: "Shown when `list.footerMode` is `supplementary`.")
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

/// One item's entry in `itemSeparators`: what `itemSeparatorHandler` changes for it.
public enum ItemSeparatorKey: String, FormatKey {
  case topSeparatorVisibility, bottomSeparatorVisibility, topSeparatorInsets
  case bottomSeparatorInsets

  public static let table = FormatTable("itemSeparator")
  public var declaration: KeyDeclaration {
    switch self {
    case .topSeparatorVisibility, .bottomSeparatorVisibility:
      return KeyDeclaration(
        .choice(SeparatorVisibility.self), default: "the section's", swift: rawValue)
    case .topSeparatorInsets, .bottomSeparatorInsets:
      return KeyDeclaration(
        .definition("directionalInsets", docs: "[insets](#insets) or `automatic`"),
        default: "the section's", swift: rawValue,
        doc: "Leading and trailing from the cell's edges.")
    }
  }
}

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
        .definition("directionalInsets", docs: insetsDocs), default: "none (0; `automatic` too)",
        swift: "NSCollectionLayoutSection.contentInsets",
        doc:
          "Space around the section's cells, inside the appearance's own inset; headers and footers follow the horizontal insets (`supplementariesFollowContentInsets`, D). How UIKit combines them with an inset-grouped section's inset is not confirmed (U)."
      )
    }
  }
}

/// The reserved keys of an item; every other key is a field.
public enum ItemKey: String, FormatKey {
  case id, cell, children, expanded, leadingSwipeActions, trailingSwipeActions

  public static let table = FormatTable("item")
  public var declaration: KeyDeclaration {
    switch self {
    case .id:
      return KeyDeclaration(
        .scalar, default: nil, swift: "the item identifier",
        doc:
          "Unique across the **whole list**, all sections (D); a duplicate crashes with \"supplied item identifiers are not unique. Duplicate identifiers: {(…)}\" (O) and is `duplicate-item-id`."
      )
    case .cell:
      return KeyDeclaration(
        .name, default: "the section's `cell`", swift: "which registration dequeues the cell",
        doc: "An unknown name (or no name anywhere) is `unknown-cell-template`.")
    case .children:
      return KeyDeclaration(
        .list(.definition("item", docs: "[items](#items)")), default: "none (a leaf)",
        swift: "sectionSnapshot.append(children, to: item)",
        doc:
          "The item's children in an outline (`NSDiffableDataSourceSectionSnapshot`, iOS 14): items at any depth, up to 32 levels (`outline-too-deep`). Ids stay unique across all depths. Children take the section's `cell` unless they name one."
      )
    case .expanded:
      return KeyDeclaration(
        .boolean, default: "`false`: collapsed",
        swift: "sectionSnapshot.expand([item])",
        doc:
          "Whether the item's children show. A section snapshot's parents start collapsed (R: Apple's outline samples call `expand` for the parents they show open). On an item without children it is `expanded-without-children` (warning)."
      )
    case .leadingSwipeActions, .trailingSwipeActions:
      return KeyDeclaration(
        .table(SwipeActionsKey.self, docs: "[swipe actions](#swipe-actions)"),
        default: "the template's", swift: "the swipe-actions provider's result for this item",
        doc: "Replaces the template's actions for that edge, for this item only.")
    }
  }
}

// MARK: Views

/// The SwiftUI views a hosting cell may use.
public enum ViewName: String, FormatKey {
  case hStack = "HStack"
  case vStack = "VStack"
  case zStack = "ZStack"
  case text = "Text"
  case image = "Image"
  case spacer = "Spacer"
  case color = "Color"
  case rectangle = "Rectangle"
  case roundedRectangle = "RoundedRectangle"
  case capsule = "Capsule"
  case circle = "Circle"
  case divider = "Divider"
  case toggle = "Toggle"
  case label = "Label"
  case button = "Button"

  public static let table = FormatTable("view", keyColumn: "view")

  /// Views that take no argument and may be written as a bare string (`- Spacer`).
  public var isBare: Bool {
    switch self {
    case .spacer, .divider, .rectangle, .capsule, .circle: return true
    case .hStack, .vStack, .zStack, .text, .image, .color, .roundedRectangle, .toggle, .label,
      .button:
      return false
    }
  }

  /// Shapes take `fill`.
  public var isShape: Bool {
    switch self {
    case .rectangle, .roundedRectangle, .capsule, .circle: return true
    case .hStack, .vStack, .zStack, .text, .image, .spacer, .color, .divider, .toggle, .label,
      .button:
      return false
    }
  }

  public var declaration: KeyDeclaration {
    let shape = FormatValue.definition("shape", docs: "nothing, or `{ fill: color }`")
    switch self {
    case .hStack:
      return KeyDeclaration(
        .definition("hStack", docs: "a list of views, or `{ alignment, spacing, children }`"),
        default: "—", swift: "HStack(alignment:spacing:) { children }",
        doc:
          "`alignment`: `top` · `center` · `bottom` · `firstTextBaseline` · `lastTextBaseline` (default `center`)."
      )
    case .vStack:
      return KeyDeclaration(
        .definition("vStack", docs: "a list of views, or `{ alignment, spacing, children }`"),
        default: "—", swift: "VStack(alignment:spacing:) { children }",
        doc: "`alignment`: `leading` · `center` · `trailing` (default `center`).")
    case .zStack:
      return KeyDeclaration(
        .definition("zStack", docs: "a list of views, or `{ alignment, children }`"),
        default: "—", swift: "ZStack(alignment:) { children }",
        doc:
          "`alignment`: one of the nine [frame](#modifiers) alignments (default `center`). The decoder also accepts `spacing`, which SwiftUI's ZStack does not have."
      )
    case .text:
      return KeyDeclaration(.template, default: "—", swift: "Text(\"…\")")
    case .image:
      return KeyDeclaration(
        .table(
          ImageViewKey.self,
          docs: "`{ systemName: template }` or `{ name: template, width: length, height: length }`"
        ), default: "—",
        swift: "Image(systemName:)",
        doc:
          "Or `Image(_:)`, an image set of the app's asset catalog: drawn resizable at `width` × `height` points (both required), from the spec's `assets` catalogs, else as a placeholder of that size."
      )
    case .spacer:
      return KeyDeclaration(
        .definition("spacer", docs: "nothing, or `{ minLength: length }`"), default: "—",
        swift: "Spacer(minLength:)", doc: "`minLength` default: the system spacing.")
    case .color:
      return KeyDeclaration(
        .orExpression(.color), default: "—", swift: "Color(…) as a view",
        doc: "Fills the space it is offered.")
    case .rectangle:
      return KeyDeclaration(shape, default: "—", swift: "Rectangle()")
    case .roundedRectangle:
      return KeyDeclaration(
        .table(RoundedRectangleKey.self, docs: "`{ cornerRadius: length, fill: color }`"),
        default: "—", swift: "RoundedRectangle(cornerRadius:)", doc: "`cornerRadius` is required.")
    case .capsule:
      return KeyDeclaration(shape, default: "—", swift: "Capsule()")
    case .circle:
      return KeyDeclaration(shape, default: "—", swift: "Circle()")
    case .divider:
      return KeyDeclaration(
        .definition("nothing", docs: "nothing"), default: "—", swift: "Divider()",
        doc: "Any argument is `invalid-view`.")
    case .toggle:
      return KeyDeclaration(
        .table(
          ToggleKey.self,
          docs: "`{ title: template, isOn: expression }` or `{ isOn: expression, label: view }`"),
        default: "—", swift: "Toggle(_:isOn:)",
        doc:
          "Or `Toggle(isOn:label:)` with a `label` view. As a list row shows it: the title or label leading, a `UISwitch`-sized switch (51 × 31) at the trailing edge (M). `isOn` is read from the item (`.constant(…)` in generated Swift)."
      )
    case .label:
      return KeyDeclaration(
        .table(LabelKey.self, docs: "`{ title: template, systemImage: template }`"),
        default: "—", swift: "Label(_:systemImage:)",
        doc: "The symbol in the tint color, then the title, as SwiftUI's default label style (M).")
    case .button:
      return KeyDeclaration(
        .template, default: "—", swift: "Button(_:action:)",
        doc:
          "As a list row shows it: the title in the tint color (a `foregroundStyle` replaces it). The action is left empty in generated Swift."
      )
    }
  }
}

/// Keys written next to a view's name.
public enum ViewOptionKey: String, FormatKey {
  case modifiers, fill
  case `if`

  public static let table = FormatTable("viewOptions")
  public var declaration: KeyDeclaration {
    switch self {
    case .modifiers:
      return KeyDeclaration(
        .list(.definition("modifier", docs: "[modifiers](#modifiers)")), default: "none",
        swift: "the modifier chain", doc: "Applied in order, as in SwiftUI (order matters).")
    case .fill:
      return KeyDeclaration(
        .orExpression(.color), default: "none", swift: ".fill(_:)",
        doc: "Shapes only (`invalid-view` on other views).")
    case .if:
      return KeyDeclaration(
        .condition, default: "always shown", swift: "if condition { view }",
        doc:
          "The view is in the cell only for items where the condition holds, as SwiftUI's `if` in a view builder."
      )
    }
  }
}

/// `HStack`, `VStack` and `ZStack` in their mapping form.
public enum StackKey: String, FormatKey {
  case alignment, spacing, children

  public static let table = FormatTable("stack")
  public var declaration: KeyDeclaration {
    switch self {
    case .alignment:
      return KeyDeclaration(
        .definition("alignment", docs: "per stack, above"), default: "`center`",
        swift: "alignment:")
    case .spacing:
      return KeyDeclaration(
        .length, default: "the system spacing between adjacent views", swift: "spacing:")
    case .children:
      return KeyDeclaration(
        .list(.definition("view", docs: "views")), default: nil,
        swift: "the view builder's content")
    }
  }
}

/// `Spacer: { minLength }`.
public enum SpacerKey: String, FormatKey {
  case minLength

  public static let table = FormatTable("spacer")
  public var declaration: KeyDeclaration {
    KeyDeclaration(.length, default: "the system spacing", swift: "minLength:")
  }
}

/// `Rectangle`, `Capsule` and `Circle` in their mapping form.
public enum ShapeKey: String, FormatKey {
  case fill

  public static let table = FormatTable("shape")
  public var declaration: KeyDeclaration {
    KeyDeclaration(.orExpression(.color), default: "none", swift: ".fill(_:)")
  }
}

/// `RoundedRectangle: { cornerRadius, fill }`.
public enum RoundedRectangleKey: String, FormatKey {
  case cornerRadius, fill

  public static let table = FormatTable("roundedRectangle")
  public var declaration: KeyDeclaration {
    switch self {
    case .cornerRadius: return KeyDeclaration(.length, default: nil, swift: "cornerRadius:")
    case .fill:
      return KeyDeclaration(.orExpression(.color), default: "none", swift: ".fill(_:)")
    }
  }
}

// MARK: Modifiers

/// The SwiftUI modifiers a view may list under `modifiers`.
public enum ModifierName: String, FormatKey {
  case padding, frame, background, foregroundStyle, foregroundColor, font, fontWeight
  case alignmentGuide, cornerRadius, opacity, lineLimit, imageScale
  case resizable, aspectRatio, clipShape

  public static let table = FormatTable("modifier", keyColumn: "modifier")

  /// Modifiers that may be written as a bare string (`- padding`).
  public var isBare: Bool { self == .padding || self == .resizable }

  public var declaration: KeyDeclaration {
    switch self {
    case .padding:
      return KeyDeclaration(
        .definition(
          "padding",
          docs:
            "bare `padding` or nothing: the system padding on every edge · a length · an [edge set](#edge-sets) name (system length) · a mapping of edge sets to lengths or nothing"
        ), default: "—", swift: ".padding(_:_:)",
        doc:
          "`.padding()`, `.padding(8)`, `.padding(.horizontal)`, `.padding(.horizontal, 8)`; a mapping with several edge sets is one `.padding` per entry, in order."
      )
    case .frame:
      return KeyDeclaration(
        .table(FrameKey.self, docs: "[frame keys](#modifiers): fixed or flexible"),
        default: "—",
        swift: ".frame(width:height:alignment:)",
        doc:
          "Or `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`. Not both forms in one frame (`invalid-modifier`: use two frames, as in SwiftUI); a `min` above its `max` is `invalid-number`."
      )
    case .background:
      return KeyDeclaration(
        .definition(
          "background",
          docs:
            "a [color](#colors), a [view](#views), or a color [expression](expressions.md) in braces"
        ),
        default: "—", swift: ".background(_:)",
        doc:
          "`.background(Color(…))` / `.background { view }`: the view is sized to the view it modifies."
      )
    case .foregroundStyle:
      return KeyDeclaration(.orExpression(.color), default: "—", swift: ".foregroundStyle(_:)")
    case .foregroundColor:
      return KeyDeclaration(
        .orExpression(.color), default: "—", swift: ".foregroundColor(_:)",
        doc: "The older spelling of `foregroundStyle`; same effect.")
    case .font:
      return KeyDeclaration(
        .definition("font", docs: "[font](#fonts-and-text-styles)"), default: "—",
        swift: ".font(_:)",
        doc:
          "`.font(.headline)`, `.font(.system(.title3, weight: .semibold))`, `.font(.system(size: 17))`."
      )
    case .fontWeight:
      return KeyDeclaration(.choice(FontWeight.self), default: "—", swift: ".fontWeight(_:)")
    case .alignmentGuide:
      return KeyDeclaration(
        .table(
          SeparatorGuide.self,
          docs:
            "`{ listRowSeparatorLeading: edge }` or `{ listRowSeparatorTrailing: edge }`, edge `leading` · `center` · `trailing`"
        ), default: "—", swift: ".alignmentGuide(_:computeValue:)",
        doc:
          "`.alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }`: moves the separator's leading (or trailing) end to that edge of this view (D). One guide per modifier."
      )
    case .cornerRadius:
      return KeyDeclaration(.orExpression(.length), default: "—", swift: ".cornerRadius(_:)")
    case .opacity:
      return KeyDeclaration(.orExpression(.fraction), default: "—", swift: ".opacity(_:)")
    case .lineLimit:
      return KeyDeclaration(
        .orExpression(.integer(minimum: 1)), default: "—", swift: ".lineLimit(_:)")
    case .imageScale:
      return KeyDeclaration(
        .choice(ImageScale.self), default: "—", swift: ".imageScale(_:)",
        doc:
          "`medium` is the default, `small` ≈ −20 %, `large` ≈ +30 % (Apple documentation: NSImage.SymbolScale, D)."
      )
    case .resizable:
      return KeyDeclaration(
        .definition("nothing", docs: "bare `resizable` (or nothing)"), default: "—",
        swift: ".resizable()",
        doc:
          "`Image` only, and its first modifier (`Image.resizable()` returns an `Image`; `invalid-modifier` otherwise). The image takes the size it is offered; without it an image keeps its natural size, centred in a larger frame. An asset's natural size is then its image set's (`width` and `height` without a catalog); an SF Symbol's is its square."
      )
    case .aspectRatio:
      return KeyDeclaration(
        .definition(
          "aspectRatio",
          docs: "`fit` · `fill`, or `{ ratio: number, contentMode: fit · fill }`"),
        default: "—", swift: ".aspectRatio(_:contentMode:)",
        doc:
          "Offers the view the largest size of the ratio inside what it is offered (`fit`) or the smallest that covers it (`fill`, which overflows unless clipped). `ratio` is width ÷ height; without it, the view's own (an image's natural size)."
      )
    case .clipShape:
      return KeyDeclaration(
        .definition(
          "clipShape",
          docs:
            "`Rectangle` · `Capsule` · `Circle`, or `{ RoundedRectangle: { cornerRadius: length } }`"
        ), default: "—", swift: ".clipShape(_:style:)",
        doc:
          "Clips the view to the shape fitted to its frame, as the shape view would be drawn there (a circle of the shorter side, centred)."
      )
    }
  }
}

/// `aspectRatio` as a mapping.
public enum AspectRatioKey: String, FormatKey {
  case ratio, contentMode

  public static let table = FormatTable("aspectRatioAttributes")
  public var declaration: KeyDeclaration {
    switch self {
    case .ratio:
      return KeyDeclaration(
        .positiveLength, default: "the view's own", swift: "aspectRatio:",
        doc: "Width ÷ height, e.g. `1.5` for 3 : 2.")
    case .contentMode:
      return KeyDeclaration(.choice(ContentMode.self), default: nil, swift: "contentMode:")
    }
  }
}

/// `frame` keys.
public enum FrameKey: String, FormatKey {
  case width, height, minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight
  case alignment

  public static let table = FormatTable("frame")

  /// The flexible form's keys; `width` and `height` are the fixed form's.
  public var isFlexible: Bool {
    switch self {
    case .minWidth, .idealWidth, .maxWidth, .minHeight, .idealHeight, .maxHeight: return true
    case .width, .height, .alignment: return false
    }
  }

  public var declaration: KeyDeclaration {
    switch self {
    case .width, .height:
      return KeyDeclaration(
        .length, default: "the child's \(rawValue)", swift: "\(rawValue):", doc: "Fixed form.")
    case .minWidth, .idealWidth, .minHeight, .idealHeight:
      return KeyDeclaration(.length, default: "none", swift: "\(rawValue):", doc: "Flexible form.")
    case .maxWidth, .maxHeight:
      return KeyDeclaration(
        .lengthOrInfinity, default: "none", swift: "\(rawValue):",
        doc: "Flexible form; `.inf`, `infinity` or `.infinity` fill the offered space.")
    case .alignment:
      return KeyDeclaration(
        .choice(Alignment.self), default: "`center`", swift: "alignment:",
        doc: "Where the content sits in the frame.")
    }
  }
}

/// The separator alignment guides, as keys of `alignmentGuide`.
extension SeparatorGuide: FormatKey {
  public static let table = FormatTable("alignmentGuide", keyColumn: "guide")
  public var declaration: KeyDeclaration {
    KeyDeclaration(
      .choice(HorizontalAlignment.self), default: "—",
      swift: ".alignmentGuide(.\(rawValue)) { $0[.edge] }",
      doc: "The view edge the separator's end aligns to.", introduced: OSVersion(16),
      feature: "the \(rawValue) alignment guide")
  }
}

/// A font given as a mapping.
public enum FontKey: String, FormatKey {
  case style, size, weight

  public static let table = FormatTable("fontAttributes")
  public var declaration: KeyDeclaration {
    switch self {
    case .style:
      return KeyDeclaration(
        .choice(TextStyle.allNames), default: "none", swift: "Font.TextStyle",
        doc: "A Dynamic Type text style (below); not with `size`.")
    case .size:
      return KeyDeclaration(
        .positiveLength, default: "none", swift: ".system(size:)",
        doc: "A fixed point size; not with `style`.")
    case .weight:
      return KeyDeclaration(
        .choice(FontWeight.self), default: "the style's own weight", swift: "Font.Weight")
    }
  }
}
