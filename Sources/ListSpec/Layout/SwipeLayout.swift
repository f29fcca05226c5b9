/// A row shown swiped open (`render --swiped ITEM[:leading|trailing]`).
public struct SwipedRow: Sendable, Hashable {
  public var itemID: String
  public var edge: SwipeEdge

  public init(itemID: String, edge: SwipeEdge) {
    self.itemID = itemID
    self.edge = edge
  }
}

extension SwipedRow {
  /// `ITEM`, `ITEM:leading` or `ITEM:trailing` (the default edge is trailing, the usual swipe
  /// to the left); an id that itself ends in `:leading` is written with the edge after it.
  public init(parsing text: String) {
    for edge in SwipeEdge.allCases where text.hasSuffix(":" + edge.rawValue) {
      self.init(itemID: String(text.dropLast(edge.rawValue.count + 1)), edge: edge)
      return
    }
    self.init(itemID: text, edge: .trailing)
  }
}

extension ListSpecDocument {
  /// Why `row` cannot be shown swiped in this list, or nil when it can.
  public func problem(swiping row: SwipedRow) -> String? {
    guard let item = allItems.first(where: { $0.id == row.itemID }) else {
      let ids = allItems.prefix(5).map { "'\($0.id)'" }.joined(separator: ", ")
      return "no item '\(row.itemID)' in the list (items: \(ids)\(allItems.count > 5 ? ", …" : ""))"
    }
    guard let actions = swipeActions(for: item, edge: row.edge), !actions.actions.isEmpty else {
      let other: SwipeEdge = row.edge == .leading ? .trailing : .leading
      let hint =
        swipeActions(for: item, edge: other).map { _ in
          "; it has \(other.rawValue) actions: --swiped \(row.itemID):\(other.rawValue)"
        }
        ?? "; give its template or the item '\(row.edge.rawValue)SwipeActions'"
      return "item '\(row.itemID)' has no \(row.edge.rawValue) swipe actions\(hint)"
    }
    guard let section = sections.first(where: { $0.visibleItems.contains { $0.id == row.itemID } })
    else {
      return
        "item '\(row.itemID)' is not shown: a parent of it is collapsed (expand it with 'expanded: true')"
    }
    // Swipe actions come from a list configuration's providers, which a `layout:` section
    // does not have.
    guard section.layout == nil else {
      return
        "item '\(row.itemID)' is in section '\(section.id)', which is not a list ('layout:'): only list sections have swipe actions"
    }
    return nil
  }
}

extension ListLayoutEngine {
  /// `cell` (at the origin) swiped open from `edge`: its content, background and separators
  /// slide by the width of the actions, which fill the uncovered part of the row, the first
  /// action outermost (Apple documentation, `UISwipeActionsConfiguration.init(actions:)`).
  func swiped(
    _ cell: LayoutNode, actions configuration: SwipeActionsConfiguration, edge: SwipeEdge
  ) -> LayoutNode {
    let height = cell.frame.height
    let font = ResolvedFont(
      ListMetrics.swipeActionTitleStyle, category: environment.contentSizeCategory)
    let white = environment.resolve(.system(.white))
    // Each button's content (symbol above title) and width.
    var buttons:
      [(action: ContextualAction, width: Double, run: TextRun?, measured: TextMeasurement?)] =
        []
    for action in configuration.actions {
      var run: TextRun?
      var measured: TextMeasurement?
      var contentWidth = 0.0
      if let title = action.title?.source {
        let text = TextRun(string: title, font: font, color: white, maxLines: 1)
        let size = measurer.measure(title, font: font, maxWidth: nil, maxLines: 1)
        run = text
        measured = size
        contentWidth = size.width
      }
      if action.systemImage != nil {
        contentWidth = max(contentWidth, ListMetrics.swipeActionSymbolSize)
      }
      let width = max(
        ListMetrics.swipeActionMinimumWidth, contentWidth + 2 * ListMetrics.swipeActionPadding)
      buttons.append((action, width, run, measured))
    }
    let total = buttons.reduce(0) { $0 + $1.width }
    let shift = edge == .trailing ? -total : total
    var children: [LayoutNode] = []
    // The cell's background slides with its content.
    if let fill = cell.fill {
      children.append(
        LayoutNode(
          kind: .shape, frame: LayoutRect(x: shift, y: 0, width: cell.frame.width, height: height),
          name: "background", fill: fill, rules: [.swipedRow]))
    }
    children += cell.children.map { $0.offsetBy(dx: shift, dy: 0) }
    // The buttons, outermost first.
    var x = edge == .trailing ? cell.frame.width : 0
    for button in buttons {
      if edge == .trailing { x -= button.width }
      let frame = LayoutRect(x: x, y: 0, width: button.width, height: height)
      let color = environment.resolve(
        button.action.backgroundColor?.value
          ?? .system(button.action.style == .destructive ? .systemRed : .systemGray))
      var content: [LayoutNode] = []
      let symbolSize = ListMetrics.swipeActionSymbolSize
      let titleHeight = button.measured?.height ?? 0
      let stackHeight =
        (button.action.systemImage != nil ? symbolSize : 0) + titleHeight
        + (button.action.systemImage != nil && button.run != nil
          ? ListMetrics.swipeActionSymbolToTitle : 0)
      var y = (height - stackHeight) / 2
      if let name = button.action.systemImage?.source {
        let rect = LayoutRect(
          x: frame.midX - symbolSize / 2, y: y, width: symbolSize, height: symbolSize)
        content.append(
          LayoutNode(
            kind: .symbol, frame: rect, name: "image", fill: white, symbol: name,
            source: button.action.range.start, rules: [.swipeActionButton]))
        y += symbolSize + (button.run != nil ? ListMetrics.swipeActionSymbolToTitle : 0)
      }
      if let run = button.run, let measured = button.measured {
        let rect = LayoutRect(
          x: frame.midX - measured.width / 2, y: y, width: measured.width,
          height: measured.height)
        content.append(
          LayoutNode(
            kind: .text, frame: rect, text: run, baseline: y + measured.firstBaseline,
            source: button.action.range.start, rules: [.swipeActionButton]))
      }
      children.append(
        LayoutNode(
          kind: .shape, frame: frame, name: "UIContextualAction", fill: color,
          source: button.action.range.start, rules: [.swipeActionButton, .swipeActionColor],
          children: content))
      if edge == .leading { x += button.width }
    }
    var result = cell
    result.fill = nil
    result.clipsChildren = true
    result.children = children
    result.rules.append(.swipedRow)
    return result
  }
}
