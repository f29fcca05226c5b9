/// A `layout:` section: `NSCollectionLayoutSection(group:)` of horizontal groups, each the
/// item repeated across it, in one row that scrolls sideways (drawn at scroll position 0,
/// cut at the screen's edge) or stacked down the list (`orthogonalScrollingBehavior: none`).
/// See specs/metrics.md, "Compositional sections".
extension ListLayoutEngine {
  /// The section's nodes, its top at `y`: its header (a `top` boundary supplementary item),
  /// the section and its footer (`bottom`); `y` moves past them.
  func compositionalSectionNodes(
    _ section: SpecSection, _ layout: CompositionalSection, spec: ListSpecDocument,
    y: inout Double
  ) -> [LayoutNode] {
    let safe = environment.safeArea
    let insets = layout.contentInsets
    let containerX = safe.left + insets.leading
    let containerWidth = max(
      0, environment.width - safe.left - safe.right - insets.leading - insets.trailing)
    var nodes: [LayoutNode] = []
    // The header is above the section's top content inset, the footer below its bottom one;
    // across, both follow the content insets (`supplementariesFollowContentInsets`).
    if let header = layout.boundarySupplementaryItem(.top) {
      nodes.append(
        boundarySupplementaryNode(
          header, section: section, containerX: containerX, containerWidth: containerWidth,
          list: spec.list, y: &y))
    }
    let size = layout.groupSize(containerWidth: containerWidth)
    let itemWidth = layout.itemWidth(containerWidth: containerWidth)
    let itemHeight = layout.itemHeight(containerWidth: containerWidth)
    let perGroup = layout.itemsPerGroup(containerWidth: containerWidth)
    let itemSpacing = layout.itemSpacing(containerWidth: containerWidth)
    let rows = section.visibleItems
    // The cell of a section that is not a list: no separators, the plain cell's background
    // and the cell's own margins (U).
    var cellList = spec.list
    cellList.appearance = .plain
    cellList.showsSeparators = false
    cellList.headerMode = .none
    var geometry = self.geometry(cellList, contentInsets: .zero)
    geometry.sectionInset = 0
    geometry.sectionTrailingInset = 0
    let itemInsets = layout.item.contentInsets
    let heightIsEstimated = itemHeight == nil
    geometry.cellWidth = max(0, itemWidth - itemInsets.leading - itemInsets.trailing)

    // Every cell at its self-sized height first: an estimated height is the tallest cell's.
    var cells: [(item: Item, node: LayoutNode)] = []
    for (index, item) in rows.enumerated() {
      guard let template = spec.cell(named: item.cell) else { continue }
      var node = cellNode(
        item, template: template, geometry, position: (index, rows.count), list: cellList,
        assets: spec.assets)
      if environment.selectedItems.contains(item.id) {
        node = selected(node, template: template, list: cellList, nextSelected: false)
        // A shaped background (a bordered tile) takes the selected colour in its own shape.
        if let fill = node.fill, template.backgroundColor == nil,
          let background = node.children.firstIndex(where: {
            $0.kind == .shape && $0.name == "background"
          })
        {
          node.children[background].fill = fill
          node.fill = nil
        }
      }
      cells.append((item, node))
    }
    let groups = stride(from: 0, to: cells.count, by: perGroup).map {
      Array(cells[$0..<min($0 + perGroup, cells.count)])
    }
    let groupInsets = layout.group.contentInsets
    func groupHeight(_ group: [(item: Item, node: LayoutNode)]) -> Double {
      if let height = size.height { return height }
      // An estimated group is as tall as its tallest item; insets on that axis are ignored.
      return group.map { itemHeight ?? $0.node.frame.height }.max() ?? 0
    }
    let sideways = layout.orthogonalScrollingBehavior.scrollsSideways
    let rowHeight = groups.map(groupHeight).max() ?? size.height ?? 0
    let top = y
    y += insets.top
    var placed: [LayoutNode] = []
    var x = containerX
    if layout.orthogonalScrollingBehavior == .groupPagingCentered {
      x += (containerWidth - size.width) / 2
    }
    for group in groups {
      let height = sideways ? rowHeight : groupHeight(group)
      // Groups past the screen's edge are laid out too (the row's scroll content) and cut
      // by the section's clip.
      let groupFrame = LayoutRect(x: x, y: y, width: size.width, height: height)
      let estimatedGroup = size.height == nil
      let content = LayoutRect(
        x: groupFrame.x + groupInsets.leading,
        y: groupFrame.y + (estimatedGroup ? 0 : groupInsets.top),
        width: max(0, groupFrame.width - groupInsets.leading - groupInsets.trailing),
        height: max(
          0, groupFrame.height - (estimatedGroup ? 0 : groupInsets.top + groupInsets.bottom)))
      for (index, cell) in group.enumerated() {
        let slotHeight = itemHeight ?? cell.node.frame.height
        var node = cell.node
        let cellHeight =
          heightIsEstimated
          ? node.frame.height : max(0, slotHeight - itemInsets.top - itemInsets.bottom)
        node = resized(node, height: cellHeight)
        node = node.offsetBy(
          dx: content.x + Double(index) * (itemWidth + itemSpacing) + itemInsets.leading,
          dy: content.y + (heightIsEstimated ? 0 : itemInsets.top))
        node.rules.append(.compositionalCell)
        placed.append(node)
      }
      if sideways {
        x += size.width + layout.interGroupSpacing
      } else {
        y += height + layout.interGroupSpacing
      }
    }
    if sideways {
      y += rowHeight
    } else if !groups.isEmpty {
      y -= layout.interGroupSpacing
    }
    y += insets.bottom
    var rules: [MetricRule] = [.compositionalSection]
    if sideways { rules.append(.orthogonalScrolling) }
    if safe.left > 0 || safe.right > 0 { rules.append(.safeArea) }
    // The row scrolls inside the collection view's whole width: tiles are cut at its edges.
    nodes.append(
      LayoutNode(
        kind: .section,
        frame: LayoutRect(x: 0, y: top, width: environment.width, height: y - top),
        id: section.id, name: "layout", clipsChildren: true, source: section.range.start,
        rules: rules, children: placed))
    if let footer = layout.boundarySupplementaryItem(.bottom) {
      nodes.append(
        boundarySupplementaryNode(
          footer, section: section, containerX: containerX, containerWidth: containerWidth,
          list: spec.list, y: &y))
    }
    return nodes
  }

  /// A header or footer of a `layout` section: its `UIListContentConfiguration` (the section's
  /// `header:` or `footer:`, plain styles unless it names one) at the cell's layout margins,
  /// in the item's size — an estimated height is the content's with the plain header's
  /// vertical padding, an absolute one centres it. Its top at `y`; `y` moves past it.
  private func boundarySupplementaryNode(
    _ item: BoundarySupplementaryItem, section: SpecSection, containerX: Double,
    containerWidth: Double, list: ListConfiguration, y: inout Double
  ) -> LayoutNode {
    let header = item.alignment == .top
    let configuration = header ? section.headerConfiguration : section.footerConfiguration
    let text = (header ? section.header : section.footer) ?? ""
    let style = SupplementaryStyle.resolved(
      configuration?.style, header: header, appearance: .plain)
    let look = SupplementaryLook(style)
    let width: Double
    switch item.layoutSize.widthDimension {
    case .absolute(let value), .estimated(let value): width = value
    case .fractionalWidth(let fraction): width = fraction * containerWidth
    // Refused by the decoder: the collection view's height is not the picture's.
    case .fractionalHeight: width = containerWidth
    }
    var plainList = list
    plainList.appearance = .plain
    let margin = geometry(plainList, contentInsets: .zero).layoutMargin
    let padding = ListMetrics.plainHeaderVerticalPadding
    // Laid out once at the top, then moved to where the item's height puts it.
    let block = supplementaryBlock(
      text, configuration, look: look, x: containerX + margin, y: 0,
      width: max(0, width - 2 * margin), source: section.range.start)
    let height: Double
    let textTop: Double
    switch item.layoutSize.heightDimension {
    case .absolute(let value):
      height = value
      textTop = y + (value - block.height) / 2
    case .fractionalWidth(let fraction):
      height = fraction * containerWidth
      textTop = y + (height - block.height) / 2
    case .estimated, .fractionalHeight:
      height = pixelCeil(block.height + 2 * padding)
      textTop = y + padding
    }
    let frame = LayoutRect(x: containerX, y: y, width: width, height: height)
    y = frame.maxY
    return LayoutNode(
      kind: header ? .header : .footer, frame: frame, id: section.id,
      name: configuration?.style.map { _ in style.rawValue }, source: section.range.start,
      rules: [.boundarySupplementaryItem] + look.styleRules,
      children: block.nodes.map { $0.offsetBy(dx: 0, dy: textTop) })
  }

  /// `node` made `height` tall: its content centred in the new height, a shaped background
  /// stretched to it.
  private func resized(_ node: LayoutNode, height: Double) -> LayoutNode {
    let change = height - node.frame.height
    guard change != 0 else { return node }
    var node = node
    node.frame.height = height
    node.children = node.children.map { child in
      if child.kind == .shape, child.name == "background" {
        var child = child
        child.frame.height = max(0, child.frame.height + change)
        return child
      }
      return child.offsetBy(dx: 0, dy: change / 2)
    }
    return node
  }
}

extension CompositionalSection {
  /// The group's width and height (nil: estimated, the items decide) in a section
  /// `containerWidth` wide inside its content insets.
  func groupSize(containerWidth: Double) -> (width: Double, height: Double?) {
    let width: Double
    switch group.layoutSize.widthDimension {
    case .absolute(let value), .estimated(let value): width = value
    case .fractionalWidth(let fraction): width = fraction * containerWidth
    // Refused by the decoder: the collection view's height is not the picture's.
    case .fractionalHeight: width = containerWidth
    }
    let height: Double?
    switch group.layoutSize.heightDimension {
    case .absolute(let value): height = value
    case .estimated, .fractionalHeight: height = nil
    case .fractionalWidth(let fraction): height = fraction * containerWidth
    }
    return (width, height)
  }

  /// The group's size inside its content insets (the items' container); a height only when
  /// the group's is not estimated.
  func groupContentSize(containerWidth: Double) -> (width: Double, height: Double?) {
    let size = groupSize(containerWidth: containerWidth)
    let insets = group.contentInsets
    return (
      max(0, size.width - insets.leading - insets.trailing),
      size.height.map { max(0, $0 - insets.top - insets.bottom) }
    )
  }

  /// The width of each item's place in its group: with `count`, the group's width shared
  /// evenly after the spaces between them.
  func itemWidth(containerWidth: Double) -> Double {
    let content = groupContentSize(containerWidth: containerWidth)
    if let count = group.count {
      let spacing = group.interItemSpacing?.value ?? 0
      return max(0, (content.width - Double(count - 1) * spacing) / Double(count))
    }
    switch item.layoutSize.widthDimension {
    case .absolute(let value), .estimated(let value): return value
    case .fractionalWidth(let fraction): return fraction * content.width
    // An estimated group's is refused by the decoder.
    case .fractionalHeight(let fraction): return fraction * (content.height ?? content.width)
    }
  }

  /// The height of each item's place, nil when estimated (the cell decides).
  func itemHeight(containerWidth: Double) -> Double? {
    let content = groupContentSize(containerWidth: containerWidth)
    switch item.layoutSize.heightDimension {
    case .absolute(let value): return value
    case .estimated: return nil
    case .fractionalWidth(let fraction): return fraction * content.width
    case .fractionalHeight(let fraction): return content.height.map { fraction * $0 }
    }
  }

  /// How many items a group holds: `count`, or as many as fit across it with the written
  /// space between them, at least one.
  func itemsPerGroup(containerWidth: Double) -> Int {
    if let count = group.count { return count }
    let content = groupContentSize(containerWidth: containerWidth).width
    let width = itemWidth(containerWidth: containerWidth)
    let spacing = group.interItemSpacing?.value ?? 0
    guard width + spacing > 0 else { return 1 }
    return max(
      1, min(Int((content + spacing + 0.001) / (width + spacing)), FormatLimits.maximumInteger))
  }

  /// The space between a group's items: the fixed space, or a flexible one grown to spread
  /// the items across the group (evenly, U).
  func itemSpacing(containerWidth: Double) -> Double {
    switch group.interItemSpacing {
    case nil: return 0
    case .fixed(let value)?: return value
    case .flexible(let value)?:
      let count = itemsPerGroup(containerWidth: containerWidth)
      guard count > 1, group.count == nil else { return value }
      let content = groupContentSize(containerWidth: containerWidth).width
      let width = itemWidth(containerWidth: containerWidth)
      return max(value, (content - Double(count) * width) / Double(count - 1))
    }
  }
}
