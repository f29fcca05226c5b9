/// Lays a list out as `UICollectionViewCompositionalLayout.list(using:)` would: sections,
/// headers and footers, self-sizing cells, separators and accessories, every frame in points.
/// Deterministic for a given measurer; draws nothing.
public struct ListLayoutEngine {
  public var environment: PreviewEnvironment
  public var measurer: TextMeasurer
  /// The templates whose cells an item changes beyond their text (``CellTemplate/resolvesPerItem``),
  /// found once a layout: asking it of each of a large list's items walked every template again
  /// per item.
  private var templatesResolvedPerItem: Set<String> = []
  /// The whole screen's width while the list is laid out as a split view's primary column
  /// (``PreviewColumn``): the status bar spans the screen, not the column.
  private(set) var screenWidth: Double?

  public init(environment: PreviewEnvironment, measurer: TextMeasurer) {
    self.environment = environment
    self.measurer = measurer
  }

  /// A section's geometry for this environment: margins, insets, colors.
  struct ListGeometry {
    var appearance: ListAppearance
    var width: Double
    /// The window's left and right safe-area insets: sections are laid out inside them
    /// (`contentInsetsReference` is the safe area by default).
    var safeLeading: Double
    var safeTrailing: Double
    var layoutMargin: Double
    /// From the list's leading edge to the section's (the appearance's inset plus the
    /// section's leading content inset).
    var sectionInset: Double
    /// From the section's trailing edge to the list's.
    var sectionTrailingInset: Double
    /// The section's `contentInsets`.
    var contentInsets: DirectionalEdgeInsets
    var cornerRadius: Double?
    var cellWidth: Double
    var showsSeparators: Bool
    var separatorThickness: Double
    var separatorColor: RGBA
    /// Nil: rows are clear (sidebars).
    var cellBackground: RGBA?
  }

  /// The geometry of a section laid out with `list` and `contentInsets`.
  func geometry(_ list: ListConfiguration, contentInsets: DirectionalEdgeInsets) -> ListGeometry {
    let appearance = list.appearance
    let safe = environment.safeArea
    let margin = ListMetrics.layoutMargin(
      width: environment.width, sideSafeArea: max(safe.left, safe.right))
    // insetGrouped sections are inset by the layout margins on every screen, the iPad's 20
    // pt included: no source has them keep to the readable width (specs/metrics.md).
    let inset =
      ListMetrics.insetsSections(appearance)
      ? margin : ListMetrics.isSidebar(appearance) ? ListMetrics.sidebarRowInset : 0
    let leading = safe.left + inset + contentInsets.leading
    let trailing = safe.right + inset + contentInsets.trailing
    return ListGeometry(
      appearance: appearance, width: environment.width, safeLeading: safe.left,
      safeTrailing: safe.right, layoutMargin: margin,
      sectionInset: leading, sectionTrailingInset: trailing, contentInsets: contentInsets,
      cornerRadius: ListMetrics.insetsSections(appearance)
        ? ListMetrics.insetGroupedCornerRadius : nil,
      cellWidth: max(0, environment.width - leading - trailing),
      showsSeparators: list.showsSeparators,
      separatorThickness: ListMetrics.separatorThickness(displayScale: environment.displayScale),
      separatorColor: environment.resolve(
        list.separatorConfiguration.color ?? .system(ListMetrics.separatorColor)),
      cellBackground: ListMetrics.cellBackground(appearance).map {
        environment.resolve(.system($0))
      })
  }

  /// Lays out a validated spec. Each section is laid out with its own list configuration
  /// (the list's, or its `list:` written over it), as a section provider does.
  public func layout(_ spec: ListSpecDocument) -> ListLayout {
    // The catalogs' `AccentColor` is the app's tint (Xcode's app template names it in the
    // Global Accent Color Name build setting): every `tintColor` is drawn in it.
    var engine = self
    engine.environment.accentColor = spec.assets.accentColor
    engine.templatesResolvedPerItem = Set(spec.cells.filter(\.resolvesPerItem).map(\.name))
    let screen = engine.environment
    var root: LayoutNode
    if screen.idiom == .pad,
      PreviewColumn.resolved(screen.column, appearance: spec.list.appearance) == .primary
    {
      engine.environment.width = ListMetrics.splitViewPrimaryColumnWidth
      engine.screenWidth = screen.width
      root = engine.splitView(primary: engine.layOut(spec), screenWidth: screen.width)
    } else {
      root = engine.layOut(spec)
    }
    // Right-to-left: UIKit lays every leading/trailing-based frame out mirrored (margins,
    // insets, separator insets, accessories, stacks, a split view's columns); see
    // specs/metrics.md.
    if screen.layoutDirection == .rightToLeft {
      root = root.mirrored(width: screen.width)
      root.rules.append(.rightToLeft)
    }
    return ListLayout(environment: screen, root: root)
  }

  /// The list laid out as a split view's primary column (its root, `primary`) at the
  /// leading edge of a screen `screenWidth` wide, beside an empty secondary column with a
  /// hairline between them, as iPadOS shows a sidebar in a `UISplitViewController`.
  private func splitView(primary: LayoutNode, screenWidth: Double) -> LayoutNode {
    let columnWidth = primary.frame.width
    let height = primary.frame.height
    let hairline = ListMetrics.separatorThickness(displayScale: environment.displayScale)
    var column = LayoutNode(
      kind: .shape, frame: LayoutRect(x: 0, y: 0, width: columnWidth, height: height),
      name: "primaryColumn", fill: primary.fill, rules: [.splitViewColumn])
    column.source = primary.source
    let divider = LayoutNode(
      kind: .shape,
      frame: LayoutRect(x: columnWidth, y: 0, width: hairline, height: height),
      name: "columnDivider",
      fill: environment.resolve(.system(ListMetrics.splitViewDividerColor)),
      rules: [.splitViewColumn])
    var root = primary
    root.frame.width = screenWidth
    root.fill = environment.resolve(.system(ListMetrics.splitViewSecondaryBackground))
    root.rules.append(.splitViewColumn)
    root.children = [column] + primary.children + [divider]
    return root
  }

  /// `layout(_:)`'s tree, unmirrored, in an environment that has the spec's accent colour.
  private func layOut(_ spec: ListSpecDocument) -> LayoutNode {
    // `{rating}` of a Double field shows `5.0` for `5`, as the app prints it.
    let spec = spec.printingNumbersAsSwift()
    let list = spec.list
    var y = 0.0
    var nodes: [LayoutNode] = []
    // The navigation bar is above the list: the first row starts below it.
    if let bar = spec.navigationBar {
      let node = navigationBarNode(bar)
      y = node.frame.maxY
      nodes.append(node)
    }
    var lastIsGrouped = ListMetrics.isGrouped(list.appearance)
    for (sectionIndex, section) in spec.sections.enumerated() {
      // A section that is not a list: its row or grid of groups (CompositionalSectionLayout).
      if let layout = section.layout {
        nodes += compositionalSectionNodes(section, layout, spec: spec, y: &y)
        lastIsGrouped = false
        continue
      }
      let sectionLayout = spec.layout(of: section)
      let sectionList = sectionLayout.list
      let geometry = self.geometry(sectionList, contentInsets: sectionLayout.contentInsets)
      let grouped = ListMetrics.isGrouped(sectionList.appearance)
      lastIsGrouped = grouped
      let isFirst = sectionIndex == 0
      var sectionRules: [MetricRule] = section.list != nil ? [.sectionLayout] : []
      // An outline shows the pre-order walk that skips collapsed parents' subtrees.
      let rows = section.visibleItems
      let headerItemInPlace = !rows.isEmpty && takesHeaderPlace(list: sectionList)
      // A header item with the header's look brings the header's paddings in place of the
      // section spacing; one with a written style or margins keeps the spacing above it.
      let headerItemHasPaddings =
        headerItemInPlace
        && rows.first.flatMap { spec.cell(named: $0.cell) }.map {
          if case .content(let configuration) = $0.kind { return configuration.takesHeaderPaddings }
          return false
        } == true
      if sectionList.headerMode == .supplementary {
        // UIKit asks for a header for every section; a section without a header text shows
        // an empty one (its padding), as `header-missing` says.
        let node = headerNode(
          section.header ?? "", section: section, isFirst: isFirst, geometry, y: &y,
          sectionList)
        nodes.append(node)
      } else if grouped, !headerItemHasPaddings {
        y += ListMetrics.groupedSectionSpacing
        sectionRules.append(isFirst ? .firstSectionSpacing : .sectionSpacing)
      }
      if geometry.cornerRadius != nil { sectionRules += [.sectionInset, .sectionCornerRadius] }
      if ListMetrics.isSidebar(sectionList.appearance) { sectionRules.append(.sidebarRows) }
      if geometry.safeLeading > 0 || geometry.safeTrailing > 0 { sectionRules.append(.safeArea) }
      if section.list?.contentInsets != nil { sectionRules.append(.sectionContentInsets) }
      y += geometry.contentInsets.top
      var cells: [LayoutNode] = []
      var top = y
      for (itemIndex, item) in rows.enumerated() {
        guard let template = spec.cell(named: item.cell) else { continue }
        // `itemSeparators`: this item's separators over the section's.
        var itemList = sectionList
        let itemSeparators = section.itemSeparators.last { $0.itemID == item.id }
        if let itemSeparators {
          itemList.separatorConfiguration = itemSeparators.applied(
            to: sectionList.separatorConfiguration)
        }
        let headerPlace: HeaderPlace? =
          headerItemInPlace && itemIndex == 0 ? (isFirst ? .firstSection : .otherSection) : nil
        var cell = cellNode(
          item, template: template, geometry, position: (itemIndex, rows.count),
          list: itemList, assets: spec.assets, headerPlace: headerPlace)
        if itemSeparators != nil {
          for index in cell.children.indices where cell.children[index].kind == .separator {
            cell.children[index].rules.append(.itemSeparators)
          }
        }
        if environment.selectedItems.contains(item.id) {
          let nextSelected =
            itemIndex + 1 < rows.count && environment.selectedItems.contains(rows[itemIndex + 1].id)
          cell = selected(
            cell, template: template, list: itemList, nextSelected: nextSelected)
          // A sidebar's rounded highlight stands apart: the separator above it goes too (O).
          if ListMetrics.isSidebar(itemList.appearance), var previous = cells.popLast() {
            previous.children.removeAll { $0.kind == .separator && $0.name == "bottom" }
            cells.append(previous)
          }
        }
        if let swiped = environment.swiped, swiped.itemID == item.id,
          let actions = spec.swipeActions(for: item, edge: swiped.edge)
        {
          cell = self.swiped(cell, actions: actions, edge: swiped.edge)
        }
        cell = cell.offsetBy(dx: geometry.sectionInset, dy: y)
        y += cell.frame.height
        if headerPlace != nil {
          // Above the group, as a header: the group starts at the next item.
          cell.rules.append(.firstItemHeaderPlace)
          nodes.append(cell)
          top = y
          continue
        }
        cells.append(cell)
      }
      nodes.append(
        LayoutNode(
          kind: .section,
          frame: LayoutRect(
            x: geometry.sectionInset, y: top, width: geometry.cellWidth, height: y - top),
          id: section.id, name: section.list != nil ? sectionList.appearance.rawValue : nil,
          cornerRadius: geometry.cornerRadius,
          clipsChildren: geometry.cornerRadius != nil, source: section.range.start,
          rules: sectionRules, children: cells))
      y += geometry.contentInsets.bottom
      // With footerMode supplementary UIKit asks for a footer for every section; a section
      // without a footer text shows an empty one (its padding), as `footer-missing` says.
      if sectionList.footerMode == .supplementary {
        nodes.append(footerNode(section.footer ?? "", section: section, geometry, y: &y))
      }
    }
    if lastIsGrouped { y += ListMetrics.groupedSectionSpacing }
    let background = environment.resolve(
      list.backgroundColor ?? .system(ListMetrics.listBackground(list.appearance)))
    let root = LayoutNode(
      kind: .list, frame: LayoutRect(x: 0, y: 0, width: environment.width, height: y),
      name: list.appearance.rawValue, fill: background, source: list.range?.start,
      rules: lastIsGrouped ? [.listBackground, .lastSectionSpacing] : [.listBackground],
      children: nodes)
    return root
  }

  /// `length` rounded up to the display's pixel grid: self-sized rows, headers and footers
  /// end on a pixel boundary, as UIKit's do, so separators stay sharp.
  func pixelCeil(_ length: Double) -> Double {
    let scale = environment.displayScale
    return (length * scale - 0.0001).rounded(.up) / scale
  }

  // MARK: Headers and footers

  private func headerNode(
    _ text: String, section: SpecSection, isFirst: Bool, _ geometry: ListGeometry, y: inout Double,
    _ list: ListConfiguration
  ) -> LayoutNode {
    let style = SupplementaryStyle.resolved(
      section.headerConfiguration?.style, header: true, appearance: geometry.appearance)
    let look = SupplementaryLook(style)
    let textX = geometry.sectionInset + geometry.layoutMargin
    let textWidth = geometry.cellWidth - 2 * geometry.layoutMargin
    let headerTop = y
    // An empty header's label has no height (as an empty UILabel): only the padding shows.
    let isEmpty =
      text.isEmpty && section.headerConfiguration?.secondaryText == nil
      && section.headerConfiguration?.image == nil
    let emptyRules: [MetricRule] = isEmpty ? [.emptyHeader] : []
    if look.isGroupedFamily {
      y +=
        list.headerTopPadding
        ?? (isFirst
          ? ListMetrics.groupedHeaderTopPaddingFirst : ListMetrics.groupedHeaderTopPadding)
      let block =
        isEmpty
        ? (nodes: [], height: 0)
        : supplementaryBlock(
          text, section.headerConfiguration, look: look, x: textX, y: y, width: textWidth,
          source: section.range.start)
      let frame = LayoutRect(
        x: geometry.sectionInset, y: headerTop, width: geometry.cellWidth,
        height: pixelCeil(y - headerTop + block.height + ListMetrics.groupedHeaderBottomPadding))
      y = frame.maxY
      return LayoutNode(
        kind: .header, frame: frame, id: section.id,
        name: section.headerConfiguration?.style.map { _ in style.rawValue },
        source: section.range.start,
        rules: [.groupedHeaderTop, .groupedHeaderBottom] + look.styleRules + emptyRules,
        children: block.nodes)
    }
    y += list.headerTopPadding ?? ListMetrics.plainHeaderTopPadding
    let measuredBlock =
      isEmpty
      ? (nodes: [], height: 0)
      : supplementaryBlock(
        text, section.headerConfiguration, look: look, x: textX, y: 0, width: textWidth,
        source: section.range.start)
    let height = pixelCeil(
      max(
        ListMetrics.plainHeaderHeight,
        measuredBlock.height + 2 * ListMetrics.plainHeaderVerticalPadding))
    let block =
      isEmpty
      ? (nodes: [], height: 0)
      : supplementaryBlock(
        text, section.headerConfiguration, look: look, x: textX,
        y: y + (height - measuredBlock.height) / 2, width: textWidth, source: section.range.start)
    let frame = LayoutRect(
      x: geometry.safeLeading + geometry.contentInsets.leading, y: headerTop,
      width: max(
        0,
        geometry.width - geometry.safeLeading - geometry.safeTrailing
          - geometry.contentInsets.leading - geometry.contentInsets.trailing),
      height: y - headerTop + height)
    y = frame.maxY
    return LayoutNode(
      kind: .header, frame: frame, id: section.id,
      name: section.headerConfiguration?.style.map { _ in style.rawValue },
      source: section.range.start,
      rules: [.plainHeaderTopPadding, .plainHeaderHeight] + look.styleRules + emptyRules,
      children: block.nodes)
  }

  private func footerNode(
    _ text: String, section: SpecSection, _ geometry: ListGeometry, y: inout Double
  ) -> LayoutNode {
    let style = SupplementaryStyle.resolved(
      section.footerConfiguration?.style, header: false, appearance: geometry.appearance)
    let look = SupplementaryLook(style)
    let grouped = look.isGroupedFamily
    let textX = geometry.sectionInset + geometry.layoutMargin
    let textWidth = geometry.cellWidth - 2 * geometry.layoutMargin
    let top = grouped ? ListMetrics.groupedFooterTopPadding : ListMetrics.plainFooterVerticalPadding
    let bottom =
      grouped ? ListMetrics.groupedFooterBottomPadding : ListMetrics.plainFooterVerticalPadding
    // An empty footer's label has no height (as an empty UILabel): only the padding shows.
    let isEmpty =
      text.isEmpty && section.footerConfiguration?.secondaryText == nil
      && section.footerConfiguration?.image == nil
    let block =
      isEmpty
      ? (nodes: [], height: 0)
      : supplementaryBlock(
        text, section.footerConfiguration, look: look, x: textX, y: y + top, width: textWidth,
        source: section.range.start)
    let frame = LayoutRect(
      x: geometry.sectionInset, y: y, width: geometry.cellWidth,
      height: pixelCeil(top + block.height + bottom))
    y = frame.maxY
    return LayoutNode(
      kind: .footer, frame: frame, id: section.id,
      name: section.footerConfiguration?.style.map { _ in style.rawValue },
      source: section.range.start,
      rules: (grouped ? [.groupedFooterPadding] : [.plainFooter]) + look.styleRules
        + (isEmpty ? [.emptyFooter] : []),
      children: block.nodes)
  }

  /// A header's or footer's content: the image (a symbol placeholder), the text and the
  /// secondary text below it, from (`x`, `y`) in `width`; its nodes and height.
  func supplementaryBlock(
    _ text: String, _ configuration: SupplementaryConfiguration?, look: SupplementaryLook,
    x: Double, y: Double, width: Double, source: SourceLocation
  ) -> (nodes: [LayoutNode], height: Double) {
    let category = environment.contentSizeCategory
    var textX = x
    let font = ResolvedFont(look.textStyle, weight: look.weight, category: category)
    if configuration?.image != nil {
      textX += ListMetrics.imageReservedWidth + ListMetrics.imageToTextPadding
    }
    let textWidth = max(0, x + width - textX)
    let run = TextRun(
      string: look.uppercased ? text.uppercased() : text, font: font,
      color: environment.resolve(.system(look.color)))
    let measured = measurer.measure(run.string, font: run.font, maxWidth: textWidth, maxLines: 0)
    var nodes = [
      LayoutNode(
        kind: .text,
        frame: LayoutRect(x: textX, y: y, width: measured.width, height: measured.height),
        text: run, baseline: y + measured.firstBaseline, source: source,
        rules: look.textRules + [.layoutMargin])
    ]
    var height = measured.height
    if let secondary = configuration?.secondaryText {
      let secondaryRun = TextRun(
        string: secondary,
        font: ResolvedFont(look.secondaryTextStyle, category: category),
        color: environment.resolve(.system(.secondaryLabel)))
      let secondaryMeasured = measurer.measure(
        secondaryRun.string, font: secondaryRun.font, maxWidth: textWidth, maxLines: 0)
      let secondaryY = y + measured.height + ListMetrics.textToSecondaryTextVerticalPadding
      nodes.append(
        LayoutNode(
          kind: .text,
          frame: LayoutRect(
            x: textX, y: secondaryY, width: secondaryMeasured.width,
            height: secondaryMeasured.height),
          text: secondaryRun, baseline: secondaryY + secondaryMeasured.firstBaseline,
          source: source, rules: [.supplementaryContent]))
      height = secondaryY + secondaryMeasured.height - y
    }
    if let image = configuration?.image {
      // A symbol of the text's size, centred in the reserved width on the first line.
      let side = font.pointSize * ListMetrics.symbolSizeRatio
      let lineHeight = measured.height / Double(max(1, measured.lineCount))
      let frame = LayoutRect(
        x: x + (ListMetrics.imageReservedWidth - side) / 2, y: y + (lineHeight - side) / 2,
        width: side, height: side)
      nodes.insert(
        LayoutNode(
          kind: .symbol, frame: frame, name: "image",
          fill: environment.resolve(.system(.tintColor)),
          baseline: frame.y + side / 2 + font.pointSize * ListMetrics.capHeightRatio / 2,
          symbol: image, source: source, rules: [.supplementaryContent]), at: 0)
    }
    return (nodes, height)
  }

  // MARK: Cells

  /// What a cell's content reports back to the list: its nodes (cell coordinates), the row
  /// height, and where its separator's automatic ends are.
  struct CellContent {
    var height: Double
    var nodes: [LayoutNode]
    var separatorLeading: Double
    var separatorTrailing: Double
    /// The rules behind the row's height, and behind the separator's automatic ends.
    var heightRules: [MetricRule]
    var separatorRules: [MetricRule]
  }

  /// One cell at the origin (the caller moves it into place).
  func cellNode(
    _ item: Item, template: CellTemplate, _ geometry: ListGeometry,
    position: (index: Int, count: Int), list: ListConfiguration, assets: AssetCatalogs,
    headerPlace: HeaderPlace? = nil
  ) -> LayoutNode {
    // Colours and numbers written as expressions, and views with `if:`, as this item sees them.
    let resolvesPerItem = templatesResolvedPerItem.contains(template.name)
    let template = resolvesPerItem ? template.resolved(for: item.fields) : template
    // `displayed:` follows the list's editing state (`UICollectionView.isEditing`, D).
    let hidden: AccessoryDisplayedState = environment.isEditing ? .whenNotEditing : .whenEditing
    let accessories = template.accessories.filter {
      $0.effectiveDisplayedState != hidden
        && ($0.condition?.isTrue(for: item.fields) ?? true)
    }
    // UIKit places system accessories in its own order, whatever the array's (D).
    let placed = ListMetrics.placedOutermostFirst(accessories)
    let leadingAccessories = placed.filter(\.isLeading)
    let trailingAccessories = placed.filter { !$0.isLeading }
    let margin = geometry.layoutMargin
    let width = geometry.cellWidth
    // Accessory sizes first: they narrow the content.
    let accessorySizes = accessories.map { accessorySize($0, item: item, assets: assets) }
    func size(of accessory: Accessory) -> (Size, TextRun?) {
      accessorySizes[accessories.firstIndex(of: accessory)!]
    }
    // `indentationLevel` × `indentationWidth` moves the content and, as `indentsAccessories`
    // is true by default, the leading accessories (D).
    let indent = Double(item.depth) * ListMetrics.indentationWidth
    var contentMinX: Double?
    var x = margin + indent
    for accessory in leadingAccessories {
      x += size(of: accessory).0.width + ListMetrics.accessorySpacing
      contentMinX = x - ListMetrics.accessorySpacing + ListMetrics.accessoryToContentSpacing
    }
    var contentMaxX: Double?
    x = width - margin
    for accessory in trailingAccessories {
      x -= size(of: accessory).0.width + ListMetrics.accessorySpacing
      contentMaxX = x + ListMetrics.accessorySpacing - ListMetrics.accessoryToContentSpacing
    }
    let area = ContentArea(
      width: width, defaultMargin: margin, leadingLimit: contentMinX, trailingLimit: contentMaxX,
      indent: indent)
    var content: CellContent
    let backgroundConfiguration = template.backgroundConfiguration
    var background: RGBA? =
      template.backgroundColor?.value.map(environment.resolve)
      ?? backgroundConfiguration?.style.map(styleBackground)
      // A header item in its header place is clear, on the list background (D:
      // `listGroupedHeaderFooter`).
      ?? (headerPlace == nil ? geometry.cellBackground : nil)
    switch template.kind {
    case .content(let configuration):
      let isHeaderItem = list.headerMode == .firstItemInSection && position.index == 0
      content = contentCell(
        configuration, item: item, area: area, appearance: list.appearance,
        source: template.nameRange.start,
        headerLook: isHeaderItem
          ? SupplementaryLook(
            SupplementaryStyle.resolved(nil, header: true, appearance: list.appearance)) : nil,
        headerPaddings: (isHeaderItem ? headerPlace : nil).map {
          (
            $0 == .firstSection
              ? ListMetrics.groupedHeaderTopPaddingFirst : ListMetrics.groupedHeaderTopPadding,
            ListMetrics.groupedHeaderBottomPadding
          )
        }, assets: assets)
      if isHeaderItem, configuration.style == nil {
        content.heightRules.append(.firstItemHeader)
      }
    case .hosting(let hosting):
      content = hostingCell(
        hosting, item: item, area: area, source: template.nameRange.start, assets: assets,
        resolvesPerItem: resolvesPerItem)
      if let color = hosting.background?.value { background = environment.resolve(color) }
    }
    let height = content.height
    var children = content.nodes
    // Accessories, centred vertically: on the content, which a header item's paddings move
    // off the middle of the row.
    let accessoryCentreY =
      headerPlace != nil
      ? children.first { $0.kind == .content }?.frame.midY ?? height / 2 : height / 2
    x = margin + indent
    for accessory in leadingAccessories {
      let (accessorySize, run) = size(of: accessory)
      children.append(
        accessoryNode(
          accessory, item: item, x: x, centreY: accessoryCentreY, rowHeight: height,
          size: accessorySize, run: run, assets: assets,
          ordered: leadingAccessories.count > 1))
      x += accessorySize.width + ListMetrics.accessorySpacing
    }
    x = width - margin
    for accessory in trailingAccessories {
      let (accessorySize, run) = size(of: accessory)
      x -= accessorySize.width
      var node = accessoryNode(
        accessory, item: item, x: x, centreY: accessoryCentreY, rowHeight: height,
        size: accessorySize, run: run, assets: assets,
        ordered: trailingAccessories.count > 1)
      if accessory.kind == .outlineDisclosure, item.hasChildren, item.isExpanded {
        node.rotation = ListMetrics.expandedDisclosureRotation
        node.rules.append(.disclosureRotation)
      }
      children.append(node)
      x -= ListMetrics.accessorySpacing
    }
    // A header item in its header place is above the group: no separator under it.
    var separatorNodes =
      headerPlace != nil
      ? []
      : separators(
        content, geometry, height: height, position: position,
        configuration: list.separatorConfiguration, source: item.range.start)
    if item.depth > 0 {
      for index in separatorNodes.indices { separatorNodes[index].rules.append(.outlineSeparator) }
    }
    children += separatorNodes
    var cellRules = content.heightRules + [.cellBackground]
    if item.depth > 0 { cellRules.append(.indentation) }
    if ListMetrics.isSidebar(list.appearance) {
      cellRules.append(.sidebarRows)
    } else if geometry.sectionInset > 0 {
      cellRules.append(.sectionInset)
    }
    var cellFill: RGBA? = background
    if let shaped = backgroundConfiguration, shaped.isShaped {
      // A shaped background is a node of its own, under the content.
      let insets = shaped.backgroundInsets ?? DirectionalEdgeInsets()
      var node = LayoutNode(
        kind: .shape,
        frame: LayoutRect(
          x: insets.leading, y: insets.top,
          width: max(0, width - insets.leading - insets.trailing),
          height: max(0, height - insets.top - insets.bottom)), name: "background",
        fill: background, cornerRadius: shaped.cornerRadius, source: template.range.start,
        rules: [.backgroundConfiguration])
      if let stroke = shaped.strokeColor?.value, let strokeWidth = shaped.strokeWidth,
        strokeWidth > 0
      {
        node.stroke = environment.resolve(stroke)
        node.strokeWidth = strokeWidth
      }
      children.insert(node, at: 0)
      cellFill = nil
    }
    return LayoutNode(
      kind: .cell, frame: LayoutRect(x: 0, y: 0, width: width, height: height), id: item.id,
      name: template.name, fill: cellFill, source: item.range.start, rules: cellRules,
      children: children)
  }

  /// Where a section's first item shows the header look outside its group: in the first
  /// section (the grouped header's larger top padding) or another.
  enum HeaderPlace { case firstSection, otherSection }

  /// Whether a section's first item takes the header's place in a grouped or insetGrouped
  /// list laid out with `list`: the cell "automatically uses a header appearance" (D,
  /// `HeaderMode.firstItemInSection`) — its default background is the header's, clear — and
  /// UIKit draws it on the list background above the group, the group starting at the next
  /// item (O). Only a default content configuration also takes the header's text and paddings.
  func takesHeaderPlace(list: ListConfiguration) -> Bool {
    list.headerMode == .firstItemInSection
      && (list.appearance == .grouped || list.appearance == .insetGrouped)
  }

  /// The colour a `UIBackgroundConfiguration` style starts with.
  private func styleBackground(_ style: BackgroundStyle) -> RGBA {
    switch style {
    case .listPlainCell: return environment.resolve(.system(.systemBackground))
    case .listGroupedCell: return environment.resolve(.system(.secondarySystemGroupedBackground))
    case .listSidebarCell, .clear: return environment.resolve(.system(.clear))
    }
  }

  /// The horizontal room a cell's content has.
  struct ContentArea {
    var width: Double
    var defaultMargin: Double
    /// Set when leading / trailing accessories take the margin's place.
    var leadingLimit: Double?
    var trailingLimit: Double?
    /// The outline indentation (`indentationLevel` × `indentationWidth`) added to the leading
    /// margin.
    var indent: Double = 0

    func minX(margin: Double) -> Double { max(leadingLimit ?? 0, margin + indent) }
    func maxX(margin: Double) -> Double { min(trailingLimit ?? width, width - margin) }
  }

  /// The cell's top and bottom separators, as `UIListSeparatorConfiguration` resolves them.
  private func separators(
    _ content: CellContent, _ geometry: ListGeometry, height: Double,
    position: (index: Int, count: Int), configuration: SeparatorConfiguration,
    source: SourceLocation
  ) -> [LayoutNode] {
    guard geometry.showsSeparators else { return [] }
    let isFirst = position.index == 0
    let isLast = position.index == position.count - 1
    // grouped (not inset) lists draw full-width lines at the section's top and bottom edges.
    let edgeLines = geometry.appearance == .grouped
    var nodes: [LayoutNode] = []
    func line(
      y: Double, insets: DirectionalEdgeInsets?, fullWidth: Bool, name: String,
      visibility: MetricRule
    ) {
      var leading = fullWidth ? 0 : content.separatorLeading
      var trailing = fullWidth ? geometry.cellWidth : content.separatorTrailing
      var rules: [MetricRule] = [.separatorPosition, visibility]
      if let insets {
        leading = insets.leading
        trailing = geometry.cellWidth - insets.trailing
        rules.append(.separatorInsets)
      } else if !fullWidth {
        rules += content.separatorRules
      }
      rules += [.separatorThickness, .separatorColor]
      guard trailing > leading else { return }
      nodes.append(
        LayoutNode(
          kind: .separator,
          frame: LayoutRect(
            x: leading, y: y, width: trailing - leading, height: geometry.separatorThickness),
          name: name, fill: geometry.separatorColor, source: source, rules: rules))
    }
    let showsTop: Bool
    switch configuration.topSeparatorVisibility {
    case .visible: showsTop = true
    case .hidden: showsTop = false
    case .automatic: showsTop = isFirst && edgeLines
    }
    if showsTop {
      line(
        y: 0, insets: configuration.topSeparatorInsets,
        fullWidth: isFirst && edgeLines && configuration.topSeparatorVisibility == .automatic,
        name: "top",
        visibility: configuration.topSeparatorVisibility == .automatic
          ? .separatorAutomaticVisibility : .separatorExplicitVisibility)
    }
    let showsBottom: Bool
    switch configuration.bottomSeparatorVisibility {
    case .visible: showsBottom = true
    case .hidden: showsBottom = false
    case .automatic: showsBottom = !isLast || edgeLines
    }
    if showsBottom {
      line(
        y: height - geometry.separatorThickness, insets: configuration.bottomSeparatorInsets,
        fullWidth: isLast && edgeLines && configuration.bottomSeparatorVisibility == .automatic,
        name: "bottom",
        visibility: configuration.bottomSeparatorVisibility == .automatic
          ? .separatorAutomaticVisibility : .separatorExplicitVisibility)
    }
    return nodes
  }
}
