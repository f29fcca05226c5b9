/// The status bar in the window's top safe area, as iOS draws it in Apple's pictures: the
/// time, the cellular bars, Wi-Fi and a full battery, in the label colour of the list's
/// appearance (dark on light, white on dark). Each device family arranges it its own way:
///
/// - a phone with a notch or Dynamic Island: the time centred on the left sixth, the cellular
///   bars, Wi-Fi and battery centred on the right sixth, either side of the sensor housing;
/// - a phone with a home button (the 20-pt bar): cellular and Wi-Fi at the leading edge, the
///   time centred, the battery at the trailing edge;
/// - an iPad: the time and the date at the leading margin, Wi-Fi and the battery at the
///   trailing one (an iPad without a cellular modem shows no bars).
///
/// Right-to-left, the layout mirrors its order with everything else; the glyphs themselves
/// are not mirrored, as SF Symbols' cellular and battery glyphs are not. Sizes are chosen by eye against
/// iOS 17 and iPadOS 17 screenshots; nothing here is published (`specs/metrics.md`, "status
/// bar").
extension ListLayoutEngine {
  /// The status bar's nodes for a band `height` tall across `width`; none on a screen
  /// without a top safe area (a phone in landscape).
  func statusBarNodes(width: Double, height: Double) -> [LayoutNode] {
    guard height > 0 else { return [] }
    let label = environment.resolve(.system(.label))
    let midY = height / 2
    var nodes: [LayoutNode] = []
    switch environment.idiom {
    case .phone where height >= ListMetrics.statusBarHousingMinimumHeight:
      nodes.append(
        statusText(
          ListMetrics.statusBarTime, font: ListMetrics.statusBarTimeFont, name: "time",
          centreX: width * ListMetrics.statusBarTimeCentre, midY: midY, color: label))
      let glyphs = statusGlyphs(cellular: true, scale: 1, color: label)
      let groupWidth = glyphs.map(\.frame.maxX).max() ?? 0
      let start = width * (1 - ListMetrics.statusBarTimeCentre) - groupWidth / 2
      nodes += glyphs.map { $0.offsetBy(dx: start, dy: midY) }
    case .phone:
      let scale = ListMetrics.statusBarCompactScale
      let inset = ListMetrics.statusBarCompactInset
      nodes += statusGlyphs(cellular: true, wifi: true, battery: false, scale: scale, color: label)
        .map { $0.offsetBy(dx: inset, dy: midY) }
      nodes.append(
        statusText(
          ListMetrics.statusBarCompactTime, font: ListMetrics.statusBarCompactFont,
          name: "time", centreX: width / 2, midY: midY, color: label))
      let battery = statusGlyphs(
        cellular: false, wifi: false, battery: true, scale: scale, color: label)
      let batteryWidth = battery.map(\.frame.maxX).max() ?? 0
      nodes += battery.map { $0.offsetBy(dx: width - inset - batteryWidth, dy: midY) }
    case .pad:
      let margin = ListMetrics.layoutMargin(width: width)
      let font = ListMetrics.statusBarPadFont
      var time = statusText(
        ListMetrics.statusBarPadTime, font: font, name: "time", centreX: 0, midY: midY,
        color: label)
      time = time.offsetBy(dx: margin - time.frame.x, dy: 0)
      let date = statusText(
        ListMetrics.statusBarPadDate, font: font, name: "date", centreX: 0, midY: midY,
        color: label)
      nodes.append(time)
      nodes.append(
        date.offsetBy(
          dx: time.frame.maxX + ListMetrics.statusBarPadDateSpacing - date.frame.x, dy: 0))
      let scale = ListMetrics.statusBarCompactScale
      let glyphs = statusGlyphs(cellular: false, scale: scale, color: label)
      let groupWidth = glyphs.map(\.frame.maxX).max() ?? 0
      nodes += glyphs.map { $0.offsetBy(dx: width - margin - groupWidth, dy: midY) }
    }
    return nodes
  }

  /// A one-line text of the status bar, centred on `centreX` and on `midY`.
  private func statusText(
    _ string: String, font: ResolvedFont, name: String, centreX: Double, midY: Double,
    color: RGBA
  ) -> LayoutNode {
    let measured = measurer.measure(string, font: font, maxWidth: nil, maxLines: 1)
    let frame = LayoutRect(
      x: centreX - measured.width / 2, y: midY - measured.height / 2, width: measured.width,
      height: measured.height)
    return LayoutNode(
      kind: .text, frame: frame, name: name,
      text: TextRun(string: string, font: font, color: color, maxLines: 1),
      baseline: frame.y + measured.firstBaseline, rules: [.statusBar])
  }

  /// The cellular bars, Wi-Fi and battery glyphs side by side from x = 0, vertically centred
  /// on y = 0, at `scale` of the island phone's size.
  private func statusGlyphs(
    cellular: Bool, wifi: Bool = true, battery: Bool = true, scale: Double, color: RGBA
  ) -> [LayoutNode] {
    var nodes: [LayoutNode] = []
    var x = 0.0
    let spacing = ListMetrics.statusBarGlyphSpacing * scale
    if cellular {
      let barWidth = ListMetrics.cellularBarWidth * scale
      let gap = ListMetrics.cellularBarGap * scale
      let tallest = ListMetrics.cellularBarHeights.max() ?? 0
      var bars: [LayoutNode] = []
      for (index, barHeight) in ListMetrics.cellularBarHeights.enumerated() {
        let height = barHeight * scale
        bars.append(
          LayoutNode(
            kind: .shape,
            frame: LayoutRect(
              x: x + Double(index) * (barWidth + gap), y: tallest * scale / 2 - height,
              width: barWidth, height: height),
            fill: color, cornerRadius: ListMetrics.cellularBarCornerRadius * scale,
            rules: [.statusBar]))
      }
      let groupWidth = Double(bars.count) * barWidth + Double(bars.count - 1) * gap
      var group = LayoutNode(
        kind: .shape,
        frame: LayoutRect(
          x: x, y: -tallest * scale / 2, width: groupWidth, height: tallest * scale),
        name: "cellular", rules: [.statusBar], children: bars)
      group.isGlyph = true
      nodes.append(group)
      x += groupWidth + spacing
    }
    if wifi {
      let side = ListMetrics.statusBarWiFiSide * scale
      var node = LayoutNode(
        kind: .symbol, frame: LayoutRect(x: x, y: -side / 2, width: side, height: side),
        name: "wifi", fill: color, symbol: "wifi", rules: [.statusBar])
      node.symbolWeight = .semibold
      nodes.append(node)
      x += side + spacing
    }
    if battery {
      let body = LayoutRect(
        x: x, y: -ListMetrics.batteryHeight * scale / 2,
        width: ListMetrics.batteryWidth * scale, height: ListMetrics.batteryHeight * scale)
      let stroke = ListMetrics.batteryStrokeWidth * scale
      let inset = ListMetrics.batteryLevelInset * scale
      let capHeight = ListMetrics.batteryCapHeight * scale
      var outline = LayoutNode(
        kind: .shape, frame: body, fill: RGBA(red: 0, green: 0, blue: 0, alpha: 0),
        cornerRadius: ListMetrics.batteryCornerRadius * scale, rules: [.statusBar])
      outline.stroke = color.withAlpha(ListMetrics.batteryOutlineOpacity)
      outline.strokeWidth = stroke
      let level = LayoutNode(
        kind: .shape,
        frame: LayoutRect(
          x: body.x + inset, y: body.y + inset, width: body.width - 2 * inset,
          height: body.height - 2 * inset),
        fill: color, cornerRadius: ListMetrics.batteryLevelCornerRadius * scale,
        rules: [.statusBar])
      let cap = LayoutNode(
        kind: .shape,
        frame: LayoutRect(
          x: body.maxX + ListMetrics.batteryCapGap * scale, y: -capHeight / 2,
          width: ListMetrics.batteryCapWidth * scale, height: capHeight),
        fill: color.withAlpha(ListMetrics.batteryCapOpacity),
        cornerRadius: ListMetrics.batteryCapWidth * scale / 2, rules: [.statusBar])
      var group = LayoutNode(
        kind: .shape,
        frame: LayoutRect(x: x, y: body.y, width: cap.frame.maxX - x, height: body.height),
        name: "battery", rules: [.statusBar], children: [outline, level, cap])
      group.isGlyph = true
      nodes.append(group)
    }
    return nodes
  }
}

extension RGBA {
  /// The colour with its alpha multiplied by `opacity`.
  func withAlpha(_ opacity: Double) -> RGBA {
    RGBA(red: red, green: green, blue: blue, alpha: alpha * opacity)
  }
}
