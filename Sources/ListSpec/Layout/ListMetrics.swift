/// Every number the layout engine uses, in one table. Each value is documented with its source
/// in `specs/metrics.md` (D = Apple documentation, R = read from UIKit's constants by others,
/// O = observed or measured by third parties, U = our choice where nothing is published).
package enum ListMetrics {
  // MARK: List

  /// Layout margins: 16, or 20 on screens at least this wide (R: measured 16 on 375-, 390-
  /// and 393-pt iPhones in portrait, 20 on 414-, 428- and 430-pt ones and on iPads; U: the
  /// 402- and 420-pt screens nobody measured fall on either side of the line drawn at 414).
  package static let narrowLayoutMargin = 16.0
  package static let wideLayoutMargin = 20.0
  package static let wideMarginsMinimumWidth = 414.0
  /// Cells never get shorter than this (R: 2 × body leading of 22).
  package static let minimumRowHeight = 44.0
  /// Default top and bottom layout margins of a list cell (R: (44 − 22) / 2).
  package static let cellVerticalMargin = 11.0
  /// insetGrouped and sidebar: section groups are inset by the layout margin (O) and rounded.
  package static let insetGroupedCornerRadius = 10.0
  /// grouped / insetGrouped / sidebar: space above the first section when it has no header,
  /// and between sections without headers or footers (R: 17.5 + 17.5).
  package static let groupedSectionSpacing = 35.0
  /// grouped header: padding above the header text (first section / others) and below (R).
  package static let groupedHeaderTopPaddingFirst = 32.0
  package static let groupedHeaderTopPadding = 17.0
  package static let groupedHeaderBottomPadding = 6.0
  /// grouped footer: padding above and below the footer text (R).
  package static let groupedFooterTopPadding = 6.0
  package static let groupedFooterBottomPadding = 12.0
  /// plain: header height (R), automatic `headerTopPadding` (R), vertical text padding (U).
  package static let plainHeaderHeight = 28.0
  package static let plainHeaderTopPadding = 22.0
  package static let plainHeaderVerticalPadding = 4.0
  /// plain footer: vertical text padding (U).
  package static let plainFooterVerticalPadding = 4.0

  /// The layout margin for a screen width.
  package static func layoutMargin(width: Double) -> Double {
    width >= wideMarginsMinimumWidth ? wideLayoutMargin : narrowLayoutMargin
  }

  /// The layout margin inside the safe area: 16 pt from a left or right safe-area inset
  /// (R: landscape iPhones measure safe area + 16), else the width rule.
  package static func layoutMargin(width: Double, sideSafeArea: Double) -> Double {
    sideSafeArea > 0 ? narrowLayoutMargin : layoutMargin(width: width)
  }

  /// A split view's primary column on iPad (R-: "the standard width is 320" on iPadOS, a
  /// third-party statement; U: the same on every iPad and in both orientations), the empty
  /// secondary column's background and the hairline between them (U: as the sidebar's
  /// separators; the colours are not published).
  package static let splitViewPrimaryColumnWidth = 320.0
  package static let splitViewSecondaryBackground = SystemColor.systemBackground
  package static let splitViewDividerColor = SystemColor.separator

  /// The list background when `backgroundColor` is not given (D: system colors per style).
  package static func listBackground(_ appearance: ListAppearance) -> SystemColor {
    switch appearance {
    case .plain, .sidebarPlain: return .systemBackground
    case .grouped, .insetGrouped, .sidebar: return .systemGroupedBackground
    }
  }

  /// The cell background when the cell does not set one; nil is clear: `listSidebarCell`
  /// draws no background, so sidebar rows stand on the list's (D: "a clear background"…, see
  /// specs/metrics.md, "sidebar rows").
  package static func cellBackground(_ appearance: ListAppearance) -> SystemColor? {
    switch appearance {
    case .plain: return .systemBackground
    case .grouped, .insetGrouped: return .secondarySystemGroupedBackground
    case .sidebar, .sidebarPlain: return nil
    }
  }

  /// Whether sections are inset from the screen edges and rounded (insetGrouped). Sidebar
  /// sections are not grouped on a card: their rows are inset by `sidebarRowInset`.
  package static func insetsSections(_ appearance: ListAppearance) -> Bool {
    appearance == .insetGrouped
  }

  /// Whether the appearance is a sidebar (`sidebar`, `sidebarPlain`).
  package static func isSidebar(_ appearance: ListAppearance) -> Bool {
    appearance == .sidebar || appearance == .sidebarPlain
  }

  /// Sidebar rows are inset this far from the list's edges, so a selected row's rounded
  /// highlight stands clear of them (O: iPadOS sidebars; R: Apple's Emoji Explorer sample sets
  /// 10-pt leading and trailing `contentInsets` on its sidebar section).
  package static let sidebarRowInset = 10.0
  /// A selected sidebar row's highlight is rounded by this radius (O).
  package static let sidebarSelectionCornerRadius = 10.0

  /// Whether the appearance is one of the grouped family (section spacing, grouped headers).
  package static func isGrouped(_ appearance: ListAppearance) -> Bool {
    appearance == .grouped || appearance == .insetGrouped || appearance == .sidebar
  }

  // MARK: Separators

  package static let separatorColor = SystemColor.separator
  /// Hairline: one device pixel (R).
  package static func separatorThickness(displayScale: Double) -> Double { 1 / displayScale }

  // MARK: Headers and footers (UIListContentConfiguration.groupedHeader / plainHeader …)

  /// grouped header/footer text: footnote, secondaryLabel; headers upper-cased (O).
  package static let groupedHeaderStyle = TextStyle.footnote
  package static let groupedFooterStyle = TextStyle.footnote
  package static let plainHeaderStyle = TextStyle.headline
  package static let plainFooterStyle = TextStyle.footnote
  /// `prominentInsetGroupedHeader` / `extraProminentInsetGroupedHeader`: bold, `label`, not
  /// upper-cased (O: screenshots of iOS 15+; the styles' fonts are not documented).
  package static let prominentHeaderStyle = TextStyle.title3
  package static let extraProminentHeaderStyle = TextStyle.title2

  // MARK: Content cells (UIListContentConfiguration)

  /// Width reserved for a cell's image, so text lines up across rows (R).
  package static let imageReservedWidth = 24.0
  package static let sidebarImageReservedWidth = 28.0
  /// Space between the image's reserved area and the text (R).
  package static let imageToTextPadding = 16.0
  package static let sidebarImageToTextPadding = 10.0
  /// Space between text and secondary text, stacked or side by side (U).
  package static let textToSecondaryTextVerticalPadding = 3.0
  package static let textToSecondaryTextHorizontalPadding = 8.0
  /// Space between the cell's content and its accessories, and between accessories (U).
  package static let accessoryToContentSpacing = 8.0
  package static let accessorySpacing = 8.0
  /// The reorder control's vertical line: this far before the grip (U: half the spacing
  /// between accessories), as tall as the row inside its top and bottom margins (U).
  package static let reorderSeparatorGap = 4.0

  /// The secondary text style of a content style (U except `valueCell`, which shows its
  /// secondary text in the body style beside the text).
  static func secondaryTextStyle(_ style: ContentStyle) -> TextStyle {
    switch style {
    case .cell, .sidebarCell, .accompaniedSidebarCell: return .subheadline
    case .valueCell: return .body
    case .subtitleCell, .sidebarSubtitleCell, .accompaniedSidebarSubtitleCell: return .footnote
    }
  }

  /// Whether the style puts secondary text beside the text (when it fits) rather than below.
  static func placesSecondaryTextBeside(_ style: ContentStyle) -> Bool {
    style == .valueCell || style == .accompaniedSidebarCell
  }

  static func isSidebarStyle(_ style: ContentStyle) -> Bool {
    switch style {
    case .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell,
      .accompaniedSidebarSubtitleCell:
      return true
    default: return false
    }
  }

  // MARK: Symbols (the frame an SF Symbol's stand-in glyph or placeholder is drawn in)

  /// A symbol's frame is a square this many times the font's point size (O: SF Symbols
  /// at medium scale are about 1.2 em).
  package static let symbolSizeRatio = 1.2
  /// Image scales (D: AppKit's NSImage.SymbolScale ratios).
  package static func symbolScale(_ scale: ImageScale) -> Double {
    switch scale {
    case .small: return 0.8
    case .medium: return 1
    case .large: return 1.3
    }
  }
  /// The point size a symbol is drawn at: `preferredSymbolConfiguration`'s point size or text
  /// style (at the content size category) when given, else the cell text's font (D: a text
  /// style configuration matches that text), times its scale.
  static func symbolPointSize(
    _ configuration: SymbolConfiguration?, textFont: ResolvedFont, category: SpecContentSizeCategory
  ) -> Double {
    guard let configuration else { return textFont.pointSize }
    let base =
      configuration.pointSize
      ?? configuration.textStyle.map { DynamicType.pointSize($0, category) }
      ?? textFont.pointSize
    return base * symbolScale(configuration.scale ?? .medium)
  }
  /// Symbols are centred on the cap height of the text they sit in: the baseline is at half
  /// the symbol's height plus half the cap height (cap height ≈ 0.7 em, O).
  package static let capHeightRatio = 0.7

  // MARK: Accessories (drawn shapes; sizes U, close to UIKit's at Large)

  /// An accessory glyph's size at a Dynamic Type size: the size at Large grown with the body
  /// text style (O: UIKit's accessory glyphs are symbols that scale with Dynamic Type).
  package static func accessorySize(_ kind: AccessoryKind, category: SpecContentSizeCategory)
    -> Size
  {
    let base = accessorySize(kind)
    let factor = DynamicType.pointSize(.body, category) / TextStyle.body.pointSize
    return Size(width: base.width * factor, height: base.height * factor)
  }

  /// An accessory glyph's size at the Large (default) text size.
  package static func accessorySize(_ kind: AccessoryKind) -> Size {
    switch kind {
    case .disclosureIndicator: return Size(width: 8, height: 13)
    case .outlineDisclosure: return Size(width: 13, height: 13)
    case .checkmark: return Size(width: 14, height: 13)
    case .delete, .insert, .multiselect, .detail: return Size(width: 22, height: 22)
    case .reorder: return Size(width: 18, height: 12)
    case .popUpMenu: return Size(width: 10, height: 16)
    case .label: return Size(width: 0, height: 0)
    case .customView: return switchSize
    }
  }

  // MARK: Outlines

  /// `UICollectionViewListCell.indentationWidth`: the list cell's default is not published;
  /// `UITableViewCell.indentationWidth` is documented as 10 (D for table cells, U for list
  /// cells).
  package static let indentationWidth = 10.0
  /// Degrees the outline disclosure turns when its item is expanded: it points trailing
  /// while collapsed and "swivels to point down" when expanded (R; the angle is U).
  package static let expandedDisclosureRotation = 90.0

  // MARK: Selection (colours not published: O)

  /// The selected background of plain, grouped and inset-grouped list cells.
  package static let selectedBackground = SystemColor.systemGray4
  /// The selected background of sidebar cells (their text and symbols turn white).
  package static let sidebarSelectedBackground = SystemColor.tintColor
  /// The colour set Xcode's app template creates and names in the Global Accent Color Name
  /// build setting (`ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`): the app's tint.
  package static let accentColorSetName = "AccentColor"

  // MARK: Swipe actions (sizes not published: U, close to UIKit's at Large)

  /// A button is at least this wide.
  package static let swipeActionMinimumWidth = 74.0
  /// Space on each side of a button's title or symbol.
  package static let swipeActionPadding = 15.0
  /// The symbol's side.
  package static let swipeActionSymbolSize = 22.0
  /// Between a symbol and the title under it.
  package static let swipeActionSymbolToTitle = 4.0
  /// The title's text style (white).
  package static let swipeActionTitleStyle = TextStyle.subheadline

  /// Where UIKit puts a system accessory on its edge, outermost first: "The order of system
  /// accessories in the array doesn't affect their placement" (D, `UICollectionViewListCell.accessories`);
  /// the order itself is not published (O/U, see `specs/metrics.md`).
  package static let systemAccessoryOrder: [AccessoryKind] = [
    .multiselect, .delete, .insert,
    .reorder, .outlineDisclosure, .disclosureIndicator, .popUpMenu, .checkmark, .detail, .label,
  ]

  /// `accessories` in UIKit's order on their edge, outermost first.
  package static func placedOutermostFirst(_ accessories: [Accessory]) -> [Accessory] {
    func rank(_ accessory: Accessory) -> Int {
      systemAccessoryOrder.firstIndex(of: accessory.kind) ?? systemAccessoryOrder.count
    }
    // Several custom views on one edge keep their written order from leading to trailing:
    // each is placed at `{ $0.count }`, after the edge's accessories "in leading to trailing
    // order" (D, `UICellAccessory.Placement`); outermost first, a trailing edge's last written
    // comes first.
    func order(_ entry: (offset: Int, element: Accessory)) -> Int {
      entry.element.customView != nil && !entry.element.isLeading ? -entry.offset : entry.offset
    }
    return accessories.enumerated().sorted {
      (rank($0.element), order($0)) < (rank($1.element), order($1))
    }.map(\.element)
  }

  /// Accessories UIKit puts on the leading side.
  package static func isLeadingAccessory(_ kind: AccessoryKind) -> Bool {
    kind == .delete || kind == .insert || kind == .multiselect
  }

  package static func accessoryColor(_ kind: AccessoryKind) -> SystemColor {
    switch kind {
    case .disclosureIndicator: return .tertiaryLabel
    case .reorder, .label, .popUpMenu: return .secondaryLabel
    case .delete: return .systemRed
    case .insert: return .systemGreen
    case .multiselect: return .systemGray3
    default: return .tintColor
    }
  }

  // MARK: SwiftUI (hosting cells)

  /// `padding()` without a length (O: 16 on iOS).
  package static let defaultPadding = 16.0
  /// Stack spacing between two views when none is given (O: the system spacing, 8).
  package static let defaultStackSpacing = 8.0
  /// `Spacer()` minimum length when none is given (O: the system spacing, 8).
  package static let defaultSpacerMinLength = 8.0
  /// `UISwitch`'s fixed size before iOS 26 (R, research `uikit-lists-more.md` §8) — also the
  /// switch of a SwiftUI `Toggle`.
  package static let switchSize = Size(width: 51, height: 31)
  /// A `UILabel`'s default font: "the system font at a size of 17 points" (D, `UILabel.font`),
  /// which does not follow Dynamic Type.
  package static let labelDefaultPointSize = 17.0
  /// A symbol in a `UIImageView` without `preferredSymbolConfiguration`: "a default size,
  /// weight, and scale provided by the system" (D, `NSImageView.symbolConfiguration`); 17 pt
  /// at medium scale, the body size at Large, is ours (U).
  package static let imageViewSymbolPointSize = 17.0
  /// The switch's knob: a circle inset this much from the track (27 pt in a 31-pt track, O).
  package static let switchKnobInset = 2.0
  /// A `Label`'s icon to its title in a list row: the system stack spacing (U).
  package static let labelIconToTitle = 8.0
  /// A shape or color offered no size takes this much (D: SwiftUI's default of 10).
  package static let unspecifiedShapeLength = 10.0
  /// `UIHostingConfiguration.minSize` height when not given (U: the list row minimum).
  package static let hostingMinimumHeight = minimumRowHeight

  // MARK: Navigation bar (specs/metrics.md, "Navigation bar")

  /// The bar under the status bar: 44 pt on iPhone in portrait (R), 50 on iPad since
  /// iOS 12 (R), 32 on an iPhone in landscape, where the height class is compact (O).
  package static func navigationBarHeight(idiom: DevicePreset.Idiom, landscape: Bool) -> Double {
    idiom == .pad ? 50 : landscape ? 32 : 44
  }
  /// What a large title adds under the bar (R: 52 pt).
  package static let largeTitleAreaHeight = 52.0
  /// The large title: 34-pt bold (O: the largeTitle text style's size, bold as the bar sets
  /// it), its baseline this far below the top of its area (U: chosen, compared by eye with
  /// iOS 17 Settings).
  package static let largeTitleFont = ResolvedFont(pointSize: 34, weight: .bold)
  package static let largeTitleBaseline = 41.0
  /// The inline title: 17-pt semibold (O: the headline style), centred in the bar.
  package static let inlineTitleFont = ResolvedFont(pointSize: 17, weight: .semibold)
  /// Bar buttons (U: chosen, compared by eye with iOS 17 Mail and Notes): a title 17-pt
  /// regular (semibold for `done`) in the tint colour; a symbol in a 24-pt square, medium
  /// weight; the outermost at the layout margin, each next one this far inside.
  package static let barButtonFont = ResolvedFont(pointSize: 17, weight: .regular)
  package static let barButtonDoneFont = ResolvedFont(pointSize: 17, weight: .semibold)
  package static let barButtonSymbolSide = 24.0
  package static let barButtonSpacing = 16.0
  /// The back button (U: chosen, compared by eye with iOS 17 Settings' pushed screens): the
  /// chevron in a 26-pt square at the screen's leading edge (its ink about 8 × 14, starting
  /// about 9 pt in), the title 17-pt regular 2 pt after the square.
  package static let backChevronSide = 26.0
  package static let backChevronInset = 0.0
  package static let backChevronToTitle = 2.0
  /// The title a back button falls back to when the previous screen's does not fit:
  /// "a generic 'Back' title" (D, `UINavigationItem.BackButtonDisplayMode.default`).
  package static let genericBackTitle = "Back"
  /// The search controller's bar under the title (U: chosen, compared by eye with iOS 17
  /// Settings): its area, the field's height, the space above it, and its corner radius.
  package static let searchBarAreaHeight = 52.0
  package static let searchFieldHeight = 36.0
  package static let searchFieldTop = 8.0
  package static let searchFieldCornerRadius = 10.0
  /// The magnifying glass at this inset from the field's leading edge, the placeholder this
  /// far from the glass (U); the placeholder is 17-pt regular (O: body).
  package static let searchGlassInset = 8.0
  package static let searchGlassToText = 6.0
  package static let searchFieldFill = SystemColor.tertiarySystemFill
  package static let searchFieldText = SystemColor.secondaryLabel
  /// The status bar's time on a phone with a notch or Dynamic Island: 17-pt semibold (O),
  /// centred on a sixth of the width, the glyphs on the last sixth (U: chosen, as above).
  package static let statusBarTimeFont = ResolvedFont(pointSize: 17, weight: .semibold)
  package static let statusBarTimeCentre = 1.0 / 6
  /// The time shown, as in Apple's marketing pictures.
  package static let statusBarTime = "9:41"
  /// A top safe area at least this tall is a notch's or an island's (the home-button
  /// phones' is 20).
  package static let statusBarHousingMinimumHeight = 44.0
  /// The 20-pt bar of a home-button phone (U): 12-pt semibold time with its AM/PM, glyphs at
  /// this fraction of the island phone's, 6 pt from the screen's edges.
  package static let statusBarCompactFont = ResolvedFont(pointSize: 12, weight: .semibold)
  package static let statusBarCompactTime = "9:41 AM"
  package static let statusBarCompactScale = 0.8
  package static let statusBarCompactInset = 6.0
  /// iPad (U): the time and the date, 13-pt semibold, at the layout margin.
  package static let statusBarPadFont = ResolvedFont(pointSize: 13, weight: .semibold)
  package static let statusBarPadTime = "9:41 AM"
  /// The date of the first iPhone's announcement, as Apple's iPad pictures show it.
  package static let statusBarPadDate = "Tue Jan 9"
  package static let statusBarPadDateSpacing = 6.0
  /// Status-bar glyphs on an island phone (U): between glyphs; four cellular bars 3 pt wide
  /// and 1.7 apart, rising to 11 pt; Wi-Fi in a 16-pt square; a 25 × 12 battery outlined at
  /// 35% of the label colour, its level inset 2 pt, its cap 1.3 × 4 at 40%.
  package static let statusBarGlyphSpacing = 5.0
  package static let cellularBarWidth = 3.0
  package static let cellularBarGap = 1.7
  package static let cellularBarHeights = [4.0, 6.3, 8.7, 11.0]
  package static let cellularBarCornerRadius = 1.0
  package static let statusBarWiFiSide = 16.0
  package static let batteryWidth = 25.0
  package static let batteryHeight = 12.0
  package static let batteryCornerRadius = 4.0
  package static let batteryStrokeWidth = 1.0
  package static let batteryOutlineOpacity = 0.35
  package static let batteryLevelInset = 2.0
  package static let batteryLevelCornerRadius = 2.5
  package static let batteryCapGap = 1.0
  package static let batteryCapWidth = 1.3
  package static let batteryCapHeight = 4.0
  package static let batteryCapOpacity = 0.4
}

/// Dynamic Type point sizes per text style and content size category (part of the metric
/// table; sources in `specs/metrics.md`).
enum DynamicType {
  /// Columns follow ``SpecContentSizeCategory`` order (xSmall … AX5); rows follow ``TextStyle``.
  static let table: [TextStyle: [Double]] = [
    .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
    .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
    .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
    .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
  ]

  static func pointSize(_ style: TextStyle, _ category: SpecContentSizeCategory) -> Double {
    let column = SpecContentSizeCategory.allCases.firstIndex(of: category) ?? 3
    return table[style]?[column] ?? style.pointSize
  }
}
