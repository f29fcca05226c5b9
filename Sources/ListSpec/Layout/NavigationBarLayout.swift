/// The navigation bar above the list (`navigationBar:`), as `UINavigationBar` draws it at
/// scroll top: the status bar (the window's top safe area), the bar with an inline title,
/// the large title under it, and the search controller's field under that. Its background is
/// the scroll-edge appearance's, transparent since iOS 15: the list's background shows
/// through, so the bar draws no fill of its own. Metrics in `specs/metrics.md`,
/// "Navigation bar".
extension ListLayoutEngine {
  /// The bar's node, from the top of the screen; its height is where the list starts.
  func navigationBarNode(_ bar: NavigationBar) -> LayoutNode {
    let width = environment.width
    let safe = environment.safeArea
    let idiom = environment.idiom
    let margin = ListMetrics.layoutMargin(width: width, sideSafeArea: max(safe.left, safe.right))
    let leading = safe.left + margin
    let trailing = width - safe.right - margin
    let label = environment.resolve(.system(.label))
    let source = bar.range?.start
    var children: [LayoutNode] = []
    var rules: [MetricRule] = [.navigationBar]

    // The status bar: the window's top safe area.
    let statusHeight = safe.top
    if statusHeight > 0 { rules.append(.statusBar) }
    children += statusBarNodes(width: screenWidth ?? width, height: statusHeight)

    // The bar itself, with its buttons at its edges and the inline title centred in it.
    let barTop = statusHeight
    let barHeight = ListMetrics.navigationBarHeight(
      idiom: idiom, landscape: environment.isLandscape)
    var y = barTop + barHeight
    // A button's title takes at most a third of the bar between its margins, cut with an
    // ellipsis (U), so that two long titles and the bar's own title never overlap.
    let widestTitle = max(0, trailing - leading) / 3
    // Trailing items are placed first (the back title's room ends at them) and drawn after
    // the leading ones.
    var trailingNodes: [LayoutNode] = []
    let trailingEnd = barButtons(
      bar.trailingItems, from: trailing, towardTrailing: false, widestTitle: widestTitle,
      barTop: barTop, barHeight: barHeight, into: &trailingNodes)
    // An iPhone in landscape has no large titles: the height class is compact (O).
    let large = bar.showsLargeTitle && !(idiom == .phone && environment.isLandscape)
    // A pushed screen's back button is the outermost at the leading edge; leading items
    // follow it. Its title has the room up to the centred inline title (or the trailing
    // items), a third of the bar when leading items follow it.
    var leadingStart = leading
    if let back = bar.backButton {
      var room = widestTitle
      if bar.leadingItems.isEmpty {
        room = trailingEnd - ListMetrics.barButtonSpacing
        if let title = bar.title, !large {
          let width = measurer.measure(
            title, font: ListMetrics.inlineTitleFont, maxWidth: nil, maxLines: 1
          ).width
          room = min(room, (environment.width - width) / 2 - ListMetrics.barButtonSpacing)
        }
      }
      leadingStart = backButton(
        back, from: safe.left, room: room, barTop: barTop, barHeight: barHeight,
        source: source, into: &children)
      rules.append(.backButton)
    }
    let leadingEnd = barButtons(
      bar.leadingItems, from: leadingStart, towardTrailing: true, widestTitle: widestTitle,
      barTop: barTop, barHeight: barHeight, into: &children)
    children += trailingNodes
    if !bar.leadingItems.isEmpty || !bar.trailingItems.isEmpty { rules.append(.barButton) }
    // An inline title is centred on the bar, clear of the buttons on both sides; with no room
    // left between them UIKit shows none.
    let clearance = max(leadingEnd - leading, trailing - trailingEnd)
    let room = max(0, trailing - leading - 2 * clearance)
    if let title = bar.title, !large, room >= 1 {
      let font = ListMetrics.inlineTitleFont
      let measured = measurer.measure(title, font: font, maxWidth: room, maxLines: 1)
      let frame = LayoutRect(
        x: (width - measured.width) / 2, y: barTop + (barHeight - measured.height) / 2,
        width: measured.width, height: measured.height)
      children.append(
        LayoutNode(
          kind: .text, frame: frame, name: "title",
          text: TextRun(
            string: title, font: font, color: label, maxLines: 1, alignment: .center),
          baseline: frame.y + measured.firstBaseline, source: source, rules: [.inlineTitle]))
    }
    if large {
      let font = ListMetrics.largeTitleFont
      if let title = bar.title {
        let measured = measurer.measure(
          title, font: font, maxWidth: max(0, trailing - leading), maxLines: 1)
        let baseline = y + ListMetrics.largeTitleBaseline
        let frame = LayoutRect(
          x: leading, y: baseline - measured.firstBaseline, width: measured.width,
          height: measured.height)
        children.append(
          LayoutNode(
            kind: .text, frame: frame, name: "title",
            text: TextRun(string: title, font: font, color: label, maxLines: 1),
            baseline: baseline, source: source, rules: [.largeTitle, .layoutMargin]))
      }
      y += ListMetrics.largeTitleAreaHeight
    }

    // The search field: a rounded field at the layout margins, the glass and the placeholder.
    if let search = bar.searchBar {
      let field = LayoutRect(
        x: leading, y: y + ListMetrics.searchFieldTop, width: max(0, trailing - leading),
        height: ListMetrics.searchFieldHeight)
      let textColor = environment.resolve(.system(ListMetrics.searchFieldText))
      let font = ResolvedFont(pointSize: 17, weight: .regular)
      let side = font.pointSize * ListMetrics.symbolSizeRatio
      let glass = LayoutRect(
        x: field.x + ListMetrics.searchGlassInset, y: field.midY - side / 2, width: side,
        height: side)
      let textX = glass.maxX + ListMetrics.searchGlassToText
      let measured = measurer.measure(
        search.shownPlaceholder, font: font, maxWidth: max(0, field.maxX - textX - 8),
        maxLines: 1)
      let text = LayoutRect(
        x: textX, y: field.midY - measured.height / 2, width: measured.width,
        height: measured.height)
      var glassNode = LayoutNode(
        kind: .symbol, frame: glass, name: "magnifyingglass", fill: textColor,
        baseline: glass.midY + font.pointSize * ListMetrics.capHeightRatio / 2,
        symbol: "magnifyingglass", rules: [.searchField])
      glassNode.symbolWeight = .medium
      children.append(
        LayoutNode(
          kind: .shape, frame: field, name: "searchField",
          fill: environment.resolve(.system(ListMetrics.searchFieldFill)),
          cornerRadius: ListMetrics.searchFieldCornerRadius, source: source,
          rules: [.searchField, .layoutMargin],
          children: [
            glassNode,
            LayoutNode(
              kind: .text, frame: text, name: "placeholder",
              text: TextRun(
                string: search.shownPlaceholder, font: font, color: textColor, maxLines: 1),
              baseline: text.y + measured.firstBaseline, source: source, rules: [.searchField]),
          ]))
      y += ListMetrics.searchBarAreaHeight
    }
    return LayoutNode(
      kind: .navigationBar, frame: LayoutRect(x: 0, y: 0, width: width, height: y),
      source: source, rules: rules, children: children)
  }

  /// The back button from the screen's leading edge at `edge` (its safe area): the
  /// `chevron.backward` glyph and the previous screen's title in the tint colour, centred in
  /// the bar; returns where the next leading item starts. As `BackButtonDisplayMode.default`
  /// does, the title is shown whole when it fits before `room` (an x), else the generic
  /// "Back", else none: the chevron alone (D).
  private func backButton(
    _ previousTitle: String, from edge: Double, room: Double, barTop: Double, barHeight: Double,
    source: SourceLocation?, into children: inout [LayoutNode]
  ) -> Double {
    let tint = environment.resolve(.system(.tintColor))
    let side = ListMetrics.backChevronSide
    let chevron = LayoutRect(
      x: edge + ListMetrics.backChevronInset, y: barTop + (barHeight - side) / 2, width: side,
      height: side)
    var chevronNode = LayoutNode(
      kind: .symbol, frame: chevron, name: "backChevron", fill: tint,
      baseline: chevron.midY + 17 * ListMetrics.capHeightRatio / 2, symbol: "chevron.backward",
      source: source, rules: [.backButton])
    chevronNode.symbolWeight = .semibold
    children.append(chevronNode)
    let font = ListMetrics.barButtonFont
    let start = chevron.maxX + ListMetrics.backChevronToTitle
    let fitting = [previousTitle, ListMetrics.genericBackTitle].lazy.map {
      (title: $0, measured: measurer.measure($0, font: font, maxWidth: nil, maxLines: 1))
    }.first { start + $0.measured.width <= room }
    guard let (title, measured) = fitting else {
      return chevron.maxX + ListMetrics.barButtonSpacing
    }
    let frame = LayoutRect(
      x: start, y: barTop + (barHeight - measured.height) / 2, width: measured.width,
      height: measured.height)
    children.append(
      LayoutNode(
        kind: .text, frame: frame, name: "backButton",
        text: TextRun(string: title, font: font, color: tint, maxLines: 1),
        baseline: frame.y + measured.firstBaseline, source: source, rules: [.backButton]))
    return frame.maxX + ListMetrics.barButtonSpacing
  }

  /// Places `items` in the bar from the edge at `start` inward, the first outermost, each
  /// centred in the bar's height; returns where the innermost ends, with the spacing after
  /// it (`start` when there are none).
  private func barButtons(
    _ items: [BarButtonItem], from start: Double, towardTrailing: Bool, widestTitle: Double,
    barTop: Double, barHeight: Double, into children: inout [LayoutNode]
  ) -> Double {
    var edge = start
    let tint = environment.resolve(.system(.tintColor))
    for item in items {
      let node: LayoutNode
      if let symbol = item.shownSymbol {
        let side = ListMetrics.barButtonSymbolSide
        let frame = LayoutRect(
          x: towardTrailing ? edge : edge - side, y: barTop + (barHeight - side) / 2,
          width: side, height: side)
        var symbolNode = LayoutNode(
          kind: .symbol, frame: frame, name: "barButton", fill: tint,
          baseline: frame.midY + 17 * ListMetrics.capHeightRatio / 2, symbol: symbol,
          source: item.range?.start, rules: [.barButton])
        symbolNode.symbolWeight = .medium
        node = symbolNode
      } else {
        let text = item.shownTitle ?? item.id
        let font = item.isBold ? ListMetrics.barButtonDoneFont : ListMetrics.barButtonFont
        let measured = measurer.measure(text, font: font, maxWidth: widestTitle, maxLines: 1)
        let frame = LayoutRect(
          x: towardTrailing ? edge : edge - measured.width,
          y: barTop + (barHeight - measured.height) / 2, width: measured.width,
          height: measured.height)
        node = LayoutNode(
          kind: .text, frame: frame, name: "barButton",
          text: TextRun(string: text, font: font, color: tint, maxLines: 1),
          baseline: frame.y + measured.firstBaseline, source: item.range?.start,
          rules: [.barButton])
      }
      children.append(node)
      edge =
        towardTrailing
        ? node.frame.maxX + ListMetrics.barButtonSpacing
        : node.frame.minX - ListMetrics.barButtonSpacing
    }
    return edge
  }
}
