/// A row of `specs/metrics.md`: one of the rules the layout engine placed a box by. Layout
/// nodes carry the rules that set their frame (``LayoutNode/rules``), so a tool (the preview's
/// inspector, `render --format json`) can answer "why is this separator at 70?".
///
/// The raw value is the row's first cell, exactly as written in `specs/metrics.md`, under the
/// heading ``heading``; a test keeps the two in step.
public enum MetricRule: String, Sendable, Hashable, CaseIterable {
  // List (UICollectionLayoutListConfiguration)
  case layoutMargin = "layout margin"
  case minimumRowHeight = "minimum row height"
  case cellVerticalMargin = "cell top/bottom layout margin"
  case cellHorizontalMargin = "cell leading/trailing layout margin"
  case sectionInset = "insetGrouped / sidebar section inset"
  case sectionCornerRadius = "insetGrouped / sidebar corner radius"
  case sidebarRows = "sidebar rows"
  case firstSectionSpacing = "space above the first section (grouped family, no header)"
  case sectionSpacing = "space between sections without headers"
  case lastSectionSpacing = "space after the last section (grouped family)"
  case groupedHeaderTop = "grouped header: above the text"
  case groupedHeaderBottom = "grouped header: below the text"
  case groupedFooterPadding = "grouped footer: above / below the text"
  case groupedHeaderText = "grouped header text"
  case groupedFooterText = "grouped footer text"
  case plainHeaderHeight = "plain header height"
  case plainHeaderTopPadding = "plain `headerTopPadding` automatic"
  case plainHeaderText = "plain header text"
  case plainFooter = "plain footer"
  case prominentHeaderText = "prominent header text"
  case sidebarHeaderText = "sidebar headers and footers"
  case supplementaryContent = "header and footer image and secondary text"
  case emptyFooter = "section without a footer (footerMode supplementary)"
  case emptyHeader = "section without a header (headerMode supplementary)"
  case listBackground = "list background"
  case cellBackground = "cell background"
  case backgroundConfiguration = "`backgroundConfiguration`"
  case sectionLayout = "a section's own `list`"
  case sectionContentInsets = "section `contentInsets`"
  case safeArea = "left / right safe area (landscape)"
  case splitViewColumn = "split view column"
  case rightToLeft = "right-to-left"
  // Compositional sections (NSCollectionLayoutSection)
  case compositionalSection = "a section's own `layout`"
  case orthogonalScrolling = "orthogonal scrolling row"
  case compositionalCell = "cell in a `layout` section"
  case boundarySupplementaryItem = "header and footer of a `layout` section"
  case groupItemSpacing = "group `interItemSpacing` and `count`"
  // Separators (UIListSeparatorConfiguration)
  case separatorThickness = "thickness"
  case separatorColor = "color"
  case separatorPosition = "position"
  case separatorAutomaticLeading = "automatic leading end"
  case separatorAutomaticTrailing = "automatic trailing end"
  case separatorGuides = "`listRowSeparatorLeading` / `Trailing` guides"
  case separatorInsets = "`topSeparatorInsets` / `bottomSeparatorInsets`"
  case separatorAutomaticVisibility = "automatic visibility"
  case separatorExplicitVisibility = "`visible` / `hidden`"
  case itemSeparators = "`itemSeparators`"
  // Content cells (UIListContentConfiguration)
  case contentText = "text"
  case contentSecondaryText = "secondary text"
  case textToSecondaryText = "text to secondary text"
  case sideBySide = "side by side"
  case imageReservedWidth = "image reserved width"
  case imageToText = "image to text"
  case imageVerticalPosition = "image vertical position"
  case directionalLayoutMargins = "`directionalLayoutMargins`"
  case preservedMargins = "`axesPreservingSuperviewLayoutMargins`"
  case defaultContentStyle = "default content configuration"
  case firstItemHeader = "`headerMode: firstItemInSection`"
  case firstItemHeaderPlace = "first-item header in grouped lists"
  case symbolConfiguration = "`preferredSymbolConfiguration`"
  case rowHeight = "row height"
  // Accessories (UICellAccessory)
  case disclosureIndicator = "disclosureIndicator"
  case outlineDisclosure = "outlineDisclosure"
  case checkmark = "checkmark"
  case detail = "detail"
  case popUpMenu = "popUpMenu"
  case labelAccessory = "label"
  case reorder = "reorder"
  case reorderSeparator = "reorder vertical separator"
  case editingAccessory = "delete / insert / multiselect"
  // Outlines (NSDiffableDataSourceSectionSnapshot)
  case visibleRows = "visible rows"
  case indentation = "indentation"
  case disclosureRotation = "outline disclosure rotation"
  case outlineSeparator = "separator of an indented row"
  // Editing and selection
  case editingAccessories = "accessories in edit mode"
  case selectedBackground = "selected background"
  case multipleSelectionSeparator = "separator between selected rows"
  case sidebarSelection = "sidebar selected row"
  // Swipe actions (UISwipeActionsConfiguration)
  case swipedRow = "swiped row"
  case swipeActionButton = "action button"
  case swipeActionColor = "action colour"
  case customViewAccessory = "customView"
  case accessoryOrder = "order on an edge"
  // SwiftUI layout (UIHostingConfiguration)
  case hostingMargins = "hosting margins"
  case hostingMinSize = "`.minSize(height:)`"
  case defaultPadding = "`padding()`"
  case stackSpacing = "stack spacing when not given"
  case spacerMinLength = "`Spacer()` minimum length"
  case stackDistribution = "stack distribution"
  case stackCrossAxis = "stack cross axis"
  case fixedFrame = "fixed `frame`"
  case flexibleFrame = "flexible `frame`"
  case background = "`background`"
  case shapesAndColor = "shapes and `Color`"
  case divider = "`Divider`"
  case swiftUIText = "Text"
  case swiftUIImage = "`Image(systemName:)`"
  case assetImage = "`Image(_:)` (an asset)"
  case resizableImage = "`resizable()`"
  case aspectRatio = "`aspectRatio`"
  case toggle = "`Toggle`"
  case swiftUILabel = "`Label`"
  case button = "`Button`"
  // Navigation bar (UINavigationBar)
  case statusBar = "status bar"
  case backButton = "back button"
  case navigationBar = "navigation bar"
  case inlineTitle = "inline title"
  case largeTitle = "large title"
  case searchField = "search field"
  case barButton = "bar button"

  /// The `##` heading of `specs/metrics.md` the rule's row is under.
  public var heading: String {
    switch self {
    case .layoutMargin, .minimumRowHeight, .cellVerticalMargin, .cellHorizontalMargin,
      .sectionInset, .sectionCornerRadius, .sidebarRows, .firstSectionSpacing, .sectionSpacing,
      .lastSectionSpacing, .groupedHeaderTop, .groupedHeaderBottom, .groupedFooterPadding,
      .groupedHeaderText, .groupedFooterText, .plainHeaderHeight, .plainHeaderTopPadding,
      .plainHeaderText, .plainFooter, .prominentHeaderText, .sidebarHeaderText,
      .supplementaryContent, .emptyFooter, .emptyHeader,
      .listBackground, .cellBackground, .backgroundConfiguration, .sectionLayout, .safeArea,
      .splitViewColumn,
      .sectionContentInsets:
      return "List (UICollectionLayoutListConfiguration)"
    case .rightToLeft:
      return "Right-to-left"
    case .compositionalSection, .orthogonalScrolling, .compositionalCell,
      .boundarySupplementaryItem, .groupItemSpacing:
      return "Compositional sections (NSCollectionLayoutSection)"
    case .separatorThickness, .separatorColor, .separatorPosition, .separatorAutomaticLeading,
      .separatorAutomaticTrailing, .separatorGuides, .separatorInsets,
      .separatorAutomaticVisibility, .separatorExplicitVisibility, .itemSeparators:
      return "Separators (UIListSeparatorConfiguration)"
    case .contentText, .contentSecondaryText, .textToSecondaryText, .sideBySide,
      .imageReservedWidth, .imageToText, .imageVerticalPosition, .directionalLayoutMargins,
      .rowHeight, .preservedMargins, .defaultContentStyle, .symbolConfiguration, .firstItemHeader,
      .firstItemHeaderPlace:
      return "Content cells (UIListContentConfiguration)"
    case .disclosureIndicator, .outlineDisclosure, .checkmark, .detail, .popUpMenu,
      .labelAccessory, .reorder, .reorderSeparator, .editingAccessory, .customViewAccessory,
      .accessoryOrder:
      return "Accessories (UICellAccessory)"
    case .visibleRows, .indentation, .disclosureRotation, .outlineSeparator:
      return "Outlines (NSDiffableDataSourceSectionSnapshot)"
    case .editingAccessories, .selectedBackground, .multipleSelectionSeparator, .sidebarSelection:
      return "Editing and selection"
    case .swipedRow, .swipeActionButton, .swipeActionColor:
      return "Swipe actions (UISwipeActionsConfiguration)"
    case .hostingMargins, .hostingMinSize, .defaultPadding, .stackSpacing, .spacerMinLength,
      .stackDistribution, .stackCrossAxis, .fixedFrame, .flexibleFrame, .background,
      .shapesAndColor, .divider, .swiftUIText, .swiftUIImage, .assetImage, .resizableImage,
      .aspectRatio, .toggle,
      .swiftUILabel, .button:
      return "SwiftUI layout (UIHostingConfiguration)"
    case .statusBar, .navigationBar, .inlineTitle, .largeTitle, .searchField, .barButton,
      .backButton:
      return "Navigation bar (UINavigationBar)"
    }
  }

  /// The rule of an accessory's row in the accessories table.
  static func accessory(_ kind: AccessoryKind) -> MetricRule {
    switch kind {
    case .disclosureIndicator: return .disclosureIndicator
    case .outlineDisclosure: return .outlineDisclosure
    case .checkmark: return .checkmark
    case .detail: return .detail
    case .popUpMenu: return .popUpMenu
    case .label: return .labelAccessory
    case .reorder: return .reorder
    case .delete, .insert, .multiselect: return .editingAccessory
    case .customView: return .customViewAccessory
    }
  }
}
