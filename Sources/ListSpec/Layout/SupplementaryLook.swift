/// How a header or footer style sets its text (specs/metrics.md, "List"): font, colour, case,
/// and whether it takes the grouped family's paddings or the plain ones.
struct SupplementaryLook {
  var textStyle: TextStyle
  var weight: FontWeight?
  var color: SystemColor
  var uppercased: Bool
  var isGroupedFamily: Bool
  var secondaryTextStyle: TextStyle
  /// The rows of specs/metrics.md behind the text.
  var textRules: [MetricRule]
  /// The rows behind a style chosen beyond the text look (prominent headers).
  var styleRules: [MetricRule] = []

  init(_ style: SupplementaryStyle) {
    secondaryTextStyle = .footnote
    switch style {
    case .plainHeader, .header:
      (textStyle, weight, color, uppercased, isGroupedFamily) = (
        ListMetrics.plainHeaderStyle, nil, .label, false, false
      )
      textRules = [.plainHeaderText]
    case .groupedHeader:
      (textStyle, weight, color, uppercased, isGroupedFamily) = (
        ListMetrics.groupedHeaderStyle, nil, .secondaryLabel, true, true
      )
      textRules = [.groupedHeaderText]
    case .sidebarHeader:
      // Sidebars set section titles as written, bolder than grouped headers (O; Apple's
      // sidebar sample gives its header rows `.headline`).
      (textStyle, weight, color, uppercased, isGroupedFamily) = (
        .headline, nil, .label, false, true
      )
      textRules = [.sidebarHeaderText]
    case .prominentInsetGroupedHeader:
      (textStyle, weight, color, uppercased, isGroupedFamily) = (
        ListMetrics.prominentHeaderStyle, .bold, .label, false, true
      )
      textRules = [.prominentHeaderText]
      styleRules = [.prominentHeaderText]
    case .extraProminentInsetGroupedHeader:
      (textStyle, weight, color, uppercased, isGroupedFamily) = (
        ListMetrics.extraProminentHeaderStyle, .bold, .label, false, true
      )
      textRules = [.prominentHeaderText]
      styleRules = [.prominentHeaderText]
    case .plainFooter, .footer:
      (textStyle, weight, color, uppercased, isGroupedFamily) = (
        ListMetrics.plainFooterStyle, nil, .secondaryLabel, false, false
      )
      textRules = [.plainFooter]
    case .groupedFooter:
      (textStyle, weight, color, uppercased, isGroupedFamily) = (
        ListMetrics.groupedFooterStyle, nil, .secondaryLabel, false, true
      )
      textRules = [.groupedFooterText]
    }
  }
}
