extension ListLayoutEngine {
  /// `cell` (at the origin) drawn selected, as a list cell's default background configuration
  /// draws its selected state: a grey background in plain, grouped and inset-grouped lists;
  /// in a sidebar the tint colour, with text, symbols and accessories turned white. The
  /// separator under it, when the next row is selected too, takes the separator
  /// configuration's `multipleSelectionColor`.
  ///
  /// What `template` customises stays: `UIBackgroundConfiguration.updated(for:)` and
  /// `UIListContentConfiguration.updated(for:)` apply a state's defaults "to any properties
  /// that you don't customize" (D), so a row whose `backgroundColor` the spec sets keeps it,
  /// and a text or image whose colour it sets keeps that. SwiftUI content in a hosting
  /// configuration is not restyled by the cell's state.
  func selected(
    _ cell: LayoutNode, template: CellTemplate, list: ListConfiguration, nextSelected: Bool
  ) -> LayoutNode {
    var result = cell
    result.isSelected = true
    let sidebar = list.appearance == .sidebar || list.appearance == .sidebarPlain
    if template.backgroundColor == nil {
      result.rules.append(.selectedBackground)
      result.fill = environment.resolve(
        .system(sidebar ? ListMetrics.sidebarSelectedBackground : ListMetrics.selectedBackground))
    }
    if sidebar {
      // A rounded highlight inside the inset row, with no separators of its own (O).
      if template.backgroundColor == nil {
        result.cornerRadius = ListMetrics.sidebarSelectionCornerRadius
        result.rules.append(.sidebarSelection)
      }
      result.children.removeAll { $0.kind == .separator }
    }
    var content: ContentConfiguration?
    if case .content(let configuration) = template.kind { content = configuration }
    let white = environment.resolve(.system(.white))
    let multipleSelectionColor = list.separatorConfiguration.multipleSelectionColor.map(
      environment.resolve)
    func restyle(_ node: LayoutNode) -> LayoutNode {
      var node = node
      // A hosting configuration's SwiftUI view keeps its own colours.
      if node.kind == .content, node.name == "hosting" { return node }
      if node.kind == .accessory {
        node.isSelected = true
        if node.name == AccessoryKind.multiselect.rawValue, !sidebar {
          node.fill = environment.resolve(.system(.tintColor))
        }
      }
      if sidebar {
        let customised: Bool
        switch node.name {
        case "text": customised = content?.textProperties.color != nil
        case "secondaryText": customised = content?.secondaryTextProperties.color != nil
        case "image": customised = content?.imageProperties.tintColor != nil
        default: customised = false
        }
        if var text = node.text, !customised {
          text.color = white
          node.text = text
        }
        if (node.kind == .symbol || node.kind == .image) && !customised || node.kind == .accessory {
          node.fill = white
        }
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
    for section in sections where section.layout == nil {
      let list = layout(of: section).list
      for (index, item) in section.visibleItems.enumerated() where ids.contains(item.id) {
        guard let template = cell(named: item.cell),
          let style = template.outlineDisclosureStyle(
            isHeaderItem: list.headerMode == .firstItemInSection && index == 0),
          style == .header
        else { continue }
        return
          "item '\(item.id)' cannot be selected: its outline disclosure's style is header, so a tap expands or collapses it (write 'style: cell' to let it select)"
      }
    }
    return nil
  }
}

extension CellTemplate {
  /// The style of this template's outline disclosure, `automatic` resolved (nil without one):
  /// `header` for a cell configured as a section header — the first item of a
  /// `firstItemInSection` section with a default content configuration, which takes the
  /// header's look — else `cell` (D, `UICellAccessory.OutlineDisclosureOptions.Style`).
  public func outlineDisclosureStyle(isHeaderItem: Bool) -> OutlineDisclosureStyle? {
    guard let accessory = accessories.first(where: { $0.kind == .outlineDisclosure }) else {
      return nil
    }
    let style = accessory.outlineStyle ?? .automatic
    guard style == .automatic else { return style }
    if isHeaderItem, case .content(let content) = kind, content.style == nil { return .header }
    return .cell
  }
}
