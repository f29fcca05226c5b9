extension ListLayoutEngine {
  /// `cell` (at the origin) drawn selected, as a list cell's default background configuration
  /// draws its selected state: a grey background in plain, grouped and inset-grouped lists;
  /// in a sidebar the tint colour, with text, symbols and accessories turned white. The
  /// separator under it, when the next row is selected too, takes the separator
  /// configuration's `multipleSelectionColor`.
  func selected(_ cell: LayoutNode, list: ListConfiguration, nextSelected: Bool) -> LayoutNode {
    var result = cell
    result.isSelected = true
    result.rules.append(.selectedBackground)
    let sidebar = list.appearance == .sidebar || list.appearance == .sidebarPlain
    result.fill = environment.resolve(
      .system(sidebar ? ListMetrics.sidebarSelectedBackground : ListMetrics.selectedBackground))
    if sidebar {
      // A rounded highlight inside the inset row, with no separators of its own (O).
      result.cornerRadius = ListMetrics.sidebarSelectionCornerRadius
      result.rules.append(.sidebarSelection)
      result.children.removeAll { $0.kind == .separator }
    }
    let white = environment.resolve(.system(.white))
    let multipleSelectionColor = list.separatorConfiguration.multipleSelectionColor.map(
      environment.resolve)
    func restyle(_ node: LayoutNode) -> LayoutNode {
      var node = node
      if node.kind == .accessory {
        node.isSelected = true
        if node.name == AccessoryKind.multiselect.rawValue, !sidebar {
          node.fill = environment.resolve(.system(.tintColor))
        }
      }
      if sidebar {
        if var text = node.text {
          text.color = white
          node.text = text
        }
        if node.kind == .symbol || node.kind == .accessory { node.fill = white }
      }
      if node.kind == .separator, node.name == "bottom", nextSelected,
        let color = multipleSelectionColor
      {
        node.fill = color
        node.rules.append(.multipleSelectionSeparator)
      }
      node.children = node.children.map(restyle)
      return node
    }
    result.children = result.children.map(restyle)
    return result
  }
}

extension ListSpecDocument {
  /// Why `ids` cannot be shown selected in this list, or nil when they can.
  public func problem(selecting ids: [String]) -> String? {
    let shown = Set(sections.flatMap { $0.visibleItems.map(\.id) })
    let all = Set(allItems.map(\.id))
    for id in ids where !shown.contains(id) {
      if all.contains(id) {
        return
          "item '\(id)' is not shown: a parent of it is collapsed (expand it with 'expanded: true')"
      }
      return "no item '\(id)' in the list"
    }
    return nil
  }
}
