/// A header's or footer's `UIListContentConfiguration`, when the spec writes more than its
/// text: the style, secondary text and image (the text stays in `Section.header`/`footer`).
public struct SupplementaryConfiguration: Sendable, Hashable {
  /// nil is `header()` / `footer()`'s choice: the list appearance's default.
  public var style: SupplementaryStyle?
  public var secondaryText: String?
  /// An SF Symbol name.
  public var image: String?
  public var range: SourceRange

  public init(
    style: SupplementaryStyle? = nil, secondaryText: String? = nil, image: String? = nil,
    range: SourceRange = .unwritten
  ) {
    self.style = style
    self.secondaryText = secondaryText
    self.image = image
    self.range = range
  }
}

extension SupplementaryConfiguration {
  /// True when two configurations show the same thing (where they are written aside).
  public static func sameContent(
    _ lhs: SupplementaryConfiguration?, _ rhs: SupplementaryConfiguration?
  ) -> Bool {
    lhs?.style == rhs?.style && lhs?.secondaryText == rhs?.secondaryText
      && lhs?.image == rhs?.image
  }
}

/// The header and footer styles of `UIListContentConfiguration`, named as its constructors.
public enum SupplementaryStyle: String, Sendable, CaseIterable, Hashable {
  case header
  case plainHeader
  case groupedHeader
  case prominentInsetGroupedHeader
  case extraProminentInsetGroupedHeader
  case sidebarHeader
  case footer
  case plainFooter
  case groupedFooter

  public static let headerStyles: [SupplementaryStyle] = allCases.filter(\.isHeader)
  public static let footerStyles: [SupplementaryStyle] = allCases.filter { !$0.isHeader }

  public var isHeader: Bool {
    switch self {
    case .header, .plainHeader, .groupedHeader, .prominentInsetGroupedHeader,
      .extraProminentInsetGroupedHeader, .sidebarHeader:
      return true
    case .footer, .plainFooter, .groupedFooter: return false
    }
  }

  /// The iOS version that introduced the constructor (Apple documentation, D): `header()` and
  /// `footer()` are iOS 18, the prominent headers iOS 15; nil for iOS 14.
  public var introduced: OSVersion? {
    switch self {
    case .header, .footer: return OSVersion(18)
    case .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader: return OSVersion(15)
    case .plainHeader, .groupedHeader, .sidebarHeader, .plainFooter, .groupedFooter: return nil
    }
  }

  /// The style `header()` / `footer()` (and a header written as text) takes in a list of this
  /// appearance: plain lists get the plain style, sidebars the sidebar header, the grouped
  /// family the grouped style.
  public static func resolved(
    _ style: SupplementaryStyle?, header: Bool, appearance: ListAppearance
  ) -> SupplementaryStyle {
    if let style, style != .header, style != .footer { return style }
    switch appearance {
    case .plain: return header ? .plainHeader : .plainFooter
    case .sidebar, .sidebarPlain: return header ? .sidebarHeader : .groupedFooter
    case .grouped, .insetGrouped: return header ? .groupedHeader : .groupedFooter
    }
  }
}
