extension ContentConfiguration {
  /// Whether a header item in its header place (a grouped list's first item) takes the
  /// grouped header's paddings and no row minimum: unless it writes its own style or margins.
  var takesHeaderPaddings: Bool { style == nil && directionalLayoutMargins == nil }
}

extension ListLayoutEngine {
  // MARK: Content cells (UIListContentConfiguration)

  /// Lays out a system content configuration: image in its reserved width, text and secondary
  /// text stacked (or side by side for value styles), the row as tall as the content asks.
  func contentCell(
    _ configuration: ContentConfiguration, item: Item, area: ContentArea,
    appearance: ListAppearance, source: SourceLocation, headerLook: SupplementaryLook? = nil,
    headerPaddings: (top: Double, bottom: Double)? = nil, assets: AssetCatalogs = AssetCatalogs()
  )
    -> CellContent
  {
    // `headerMode: firstItemInSection`: the first item's default configuration takes the
    // header appearance (D); a written style keeps its own.
    let headerLook = configuration.style == nil ? headerLook : nil
    let category = environment.contentSizeCategory
    let style = configuration.resolvedStyle(in: appearance)
    let sidebar = ListMetrics.isSidebarStyle(style)
    var margins =
      configuration.directionalLayoutMargins
      ?? DirectionalEdgeInsets(
        top: ListMetrics.cellVerticalMargin, leading: area.defaultMargin,
        bottom: ListMetrics.cellVerticalMargin, trailing: area.defaultMargin)
    // On a preserved axis (both, by default) written margins are minimums: the cell's own
    // layout margins still hold (D). The cell's vertical margins are not known (U: 0).
    let preserved = configuration.axesPreservingSuperviewLayoutMargins ?? .both
    if configuration.directionalLayoutMargins != nil, preserved.preservesHorizontal {
      margins.leading = max(margins.leading, area.defaultMargin)
      margins.trailing = max(margins.trailing, area.defaultMargin)
    }
    let headerPaddings = configuration.takesHeaderPaddings ? headerPaddings : nil
    if let headerPaddings {
      margins.top = headerPaddings.top
      margins.bottom = headerPaddings.bottom
    }
    let minX = area.minX(margin: margins.leading)
    let maxX = area.maxX(margin: margins.trailing)
    let textFont =
      configuration.textProperties.font?.value.map { ResolvedFont($0, category: category) }
      ?? headerLook.map { ResolvedFont($0.textStyle, weight: $0.weight, category: category) }
      ?? ResolvedFont(.body, category: category)
    let secondaryFont =
      configuration.secondaryTextProperties.font?.value.map {
        ResolvedFont($0, category: category)
      }
      // A header's secondary text, as a supplementary header's (U: not documented).
      ?? ResolvedFont(
        headerLook == nil ? ListMetrics.secondaryTextStyle(style) : .footnote, category: category)

    // Image: a symbol placeholder sized like the text, centred in its reserved width.
    var imageSize: Size?
    var textX = minX
    let symbol = configuration.imageProperties.preferredSymbolConfiguration
    // `image: { named: … }`: the catalog's image set, drawn at its own size in points.
    var assetImage: AssetImage?
    if configuration.imageIsNamed, let name = configuration.image?.evaluate(fields: item.fields) {
      assetImage = assets.images[name]?.forScreen(
        dark: environment.isDark, idiom: environment.idiom)
    }
    if configuration.image != nil {
      var side =
        ListMetrics.symbolPointSize(symbol, textFont: textFont, category: category)
        * ListMetrics.symbolSizeRatio
      var size = Size(width: side, height: side)
      if let assetImage, let variant = assetImage.variant(scale: environment.displayScale),
        let points = assetImage.pointSize(of: variant)
      {
        size = points
      }
      // `maximumSize` scales the image down to fit, keeping its aspect ratio (D).
      if let maximum = configuration.imageProperties.maximumSize {
        var factor = 1.0
        if maximum.width > 0 { factor = min(factor, maximum.width / size.width) }
        if maximum.height > 0 { factor = min(factor, maximum.height / size.height) }
        size = Size(width: size.width * factor, height: size.height * factor)
      }
      side = size.width
      imageSize = size
      let reserved = max(
        side,
        configuration.imageProperties.reservedLayoutSize?.width
          ?? (sidebar ? ListMetrics.sidebarImageReservedWidth : ListMetrics.imageReservedWidth))
      let padding =
        configuration.imageToTextPadding
        ?? (sidebar ? ListMetrics.sidebarImageToTextPadding : ListMetrics.imageToTextPadding)
      textX = minX + reserved + padding
    }
    let textWidth = max(0, maxX - textX)

    func run(
      _ template: Template?, _ properties: TextProperties, font: ResolvedFont, color: SystemColor
    )
      -> TextRun?
    {
      guard let template else { return nil }
      // An empty string shows nothing and takes no room, as nil does: an empty label has no
      // intrinsic height, and the text-to-secondary-text padding applies only when both
      // texts are there (specs/metrics.md, "empty text").
      let string = template.evaluate(fields: item.fields)
      guard !string.isEmpty else { return nil }
      return TextRun(
        string: string, font: font,
        color: environment.resolve(properties.color?.value ?? .system(color)),
        maxLines: properties.numberOfLines?.value ?? 0, alignment: properties.alignment ?? .natural)
    }
    var text = run(
      configuration.text, configuration.textProperties, font: textFont,
      color: headerLook?.color ?? .label)
    if let headerLook, headerLook.uppercased, let shown = text?.string {
      text?.string = shown.uppercased()
    }
    let secondary = run(
      configuration.secondaryText, configuration.secondaryTextProperties, font: secondaryFont,
      color: .secondaryLabel)

    // Text block: frames relative to the block's top.
    var textFrames: [(TextRun, LayoutRect, TextMeasurement)] = []
    var blockHeight = 0.0
    let beside = ListMetrics.placesSecondaryTextBeside(style)
    let horizontalPadding =
      configuration.textToSecondaryTextHorizontalPadding
      ?? ListMetrics.textToSecondaryTextHorizontalPadding
    let verticalPadding =
      configuration.textToSecondaryTextVerticalPadding
      ?? ListMetrics.textToSecondaryTextVerticalPadding
    let naturalText = text.map {
      measurer.measure($0.string, font: $0.font, maxWidth: nil, maxLines: $0.maxLines)
    }
    let naturalSecondary = secondary.map {
      measurer.measure($0.string, font: $0.font, maxWidth: nil, maxLines: $0.maxLines)
    }
    if beside, let text, let secondary, let naturalText, let naturalSecondary,
      configuration.prefersSideBySideTextAndSecondaryText != false,
      naturalText.width + horizontalPadding + naturalSecondary.width <= textWidth
    {
      // Side by side, first baselines aligned, secondary text at the trailing edge.
      let baseline = max(naturalText.firstBaseline, naturalSecondary.firstBaseline)
      let textTop = baseline - naturalText.firstBaseline
      let secondaryTop = baseline - naturalSecondary.firstBaseline
      textFrames.append(
        (
          text,
          LayoutRect(x: textX, y: textTop, width: naturalText.width, height: naturalText.height),
          naturalText
        ))
      textFrames.append(
        (
          secondary,
          LayoutRect(
            x: maxX - naturalSecondary.width, y: secondaryTop, width: naturalSecondary.width,
            height: naturalSecondary.height), naturalSecondary
        ))
      blockHeight = max(textTop + naturalText.height, secondaryTop + naturalSecondary.height)
    } else {
      for run in [text, secondary].compactMap({ $0 }) {
        if !textFrames.isEmpty { blockHeight += verticalPadding }
        let measured = measurer.measure(
          run.string, font: run.font, maxWidth: textWidth, maxLines: run.maxLines)
        // Centred and justified text lay out across the whole text width.
        let width = run.alignment == .natural ? measured.width : textWidth
        textFrames.append(
          (
            run, LayoutRect(x: textX, y: blockHeight, width: width, height: measured.height),
            measured
          ))
        blockHeight += measured.height
      }
    }
    let contentHeight = max(blockHeight, imageSize?.height ?? 0)
    let height = pixelCeil(
      max(
        headerPaddings == nil ? ListMetrics.minimumRowHeight : 0,
        margins.top + contentHeight + margins.bottom))
    let blockTop = margins.top + (height - margins.top - margins.bottom - blockHeight) / 2
    var nodes: [LayoutNode] = []
    if let imageSize, let image = configuration.image {
      // Centred on the first line of text (on the row when there is no text).
      var centerY = height / 2
      if let (_, frame, measured) = textFrames.first, measured.lineCount > 1 {
        centerY = blockTop + frame.y + measured.height / Double(measured.lineCount) / 2
      }
      let reserved =
        textX - minX
        - (configuration.imageToTextPadding
          ?? (sidebar ? ListMetrics.sidebarImageToTextPadding : ListMetrics.imageToTextPadding))
      let frame = LayoutRect(
        x: minX + (reserved - imageSize.width) / 2, y: centerY - imageSize.height / 2,
        width: imageSize.width, height: imageSize.height)
      let baseline =
        imageSize.height / 2 + textFont.pointSize * ListMetrics.capHeightRatio / 2
      // `image: { named: … }` is an app image (`UIImage(named:)`), the rest an SF Symbol.
      let named = configuration.imageIsNamed
      let name = image.evaluate(fields: item.fields)
      var imageNode = LayoutNode(
        kind: named ? .image : .symbol, frame: frame, name: "image",
        fill: environment.resolve(
          configuration.imageProperties.tintColor?.value ?? .system(.tintColor)),
        cornerRadius: configuration.imageProperties.cornerRadius?.value,
        baseline: frame.y + baseline,
        symbol: named ? nil : name, imageName: named ? name : nil, source: source,
        rules: [.imageReservedWidth, .imageVerticalPosition]
          + (symbol != nil ? [.symbolConfiguration] : []))
      imageNode.symbolWeight = named ? nil : symbol?.weight
      if named { imageNode.assetImage = assetImage }
      nodes.append(imageNode)
    }
    let placedBeside = beside && textFrames.count == 2 && textFrames[0].1.x != textFrames[1].1.x
    for (index, (run, frame, measured)) in textFrames.enumerated() {
      let placed = frame.offsetBy(dx: 0, dy: blockTop)
      let isText = index == 0 && text != nil
      var rules: [MetricRule] = [isText ? .contentText : .contentSecondaryText]
      if configuration.image != nil { rules.append(.imageToText) }
      if textFrames.count == 2 { rules += placedBeside ? [.sideBySide] : [.textToSecondaryText] }
      nodes.append(
        LayoutNode(
          kind: .text, frame: placed, name: isText ? "text" : "secondaryText",
          text: run, baseline: placed.y + measured.firstBaseline, source: source, rules: rules))
    }
    let contentFrame = LayoutRect(
      x: minX, y: margins.top, width: max(0, maxX - minX),
      height: max(0, height - margins.top - margins.bottom))
    var marginRules: [MetricRule] =
      configuration.directionalLayoutMargins != nil
      ? [.directionalLayoutMargins] : [.cellHorizontalMargin, .cellVerticalMargin, .layoutMargin]
    if configuration.directionalLayoutMargins != nil,
      configuration.axesPreservingSuperviewLayoutMargins != nil || preserved.preservesHorizontal
    {
      marginRules.append(.preservedMargins)
    }
    if configuration.style == nil, style != .cell { marginRules.append(.defaultContentStyle) }
    return CellContent(
      height: height,
      nodes: [
        LayoutNode(
          kind: .content, frame: contentFrame, name: "content", source: source,
          rules: marginRules, children: nodes)
      ],
      separatorLeading: text != nil || secondary != nil ? textX : minX,
      separatorTrailing: area.width,
      heightRules: [.rowHeight, .minimumRowHeight] + marginRules,
      separatorRules: [.separatorAutomaticLeading, .separatorAutomaticTrailing])
  }

  // MARK: Hosting cells (UIHostingConfiguration)

  /// Lays out a hosted SwiftUI view: proposed the content width and no height, it chooses its
  /// size; the row is that plus the margins, never below the minimum height.
  func hostingCell(
    _ hosting: HostingConfiguration, item: Item, area: ContentArea, source: SourceLocation,
    assets: AssetCatalogs, resolvesPerItem: Bool
  ) -> CellContent {
    let vertical = ListMetrics.cellVerticalMargin
    let margins = EdgeInsets(
      top: hosting.margins.top ?? vertical, leading: hosting.margins.leading ?? area.defaultMargin,
      bottom: hosting.margins.bottom ?? vertical,
      trailing: hosting.margins.trailing ?? area.defaultMargin)
    let minX = area.minX(margin: margins.leading)
    let maxX = area.maxX(margin: margins.trailing)
    let width = max(0, maxX - minX)
    let context = HostingContext(environment: environment, measurer: measurer, assets: assets)
    // Views and modifiers whose `if:` is false for this item are left out, as SwiftUI's
    // `if` leaves them out; an absent root leaves an empty content view.
    let content =
      resolvesPerItem
      ? hosting.content.resolved(for: item.fields)
        ?? ViewNode(kind: .vStack(Stack(children: [])), range: hosting.content.range)
      : hosting.content
    let root = HostedView.build(
      content, fields: item.fields, environment: ViewEnvironment(), axis: nil,
      context: context)
    let size = root.size(for: ProposedSize(width: width, height: nil))
    let minimum = hosting.minHeight ?? ListMetrics.hostingMinimumHeight
    let height = pixelCeil(max(minimum, margins.top + size.height + margins.bottom))
    let available = height - margins.top - margins.bottom
    let rect = LayoutRect(
      x: minX + (width - size.width) / 2, y: margins.top + (available - size.height) / 2,
      width: size.width, height: size.height)
    var placement = HostingPlacement()
    let view = root.place(in: rect, placement: &placement)
    let contentFrame = LayoutRect(x: minX, y: margins.top, width: width, height: max(0, available))
    var separatorRules: [MetricRule] = []
    if placement.separatorLeading != nil || placement.separatorTrailing != nil {
      separatorRules.append(.separatorGuides)
    }
    if placement.separatorLeading == nil { separatorRules.append(.separatorAutomaticLeading) }
    if placement.separatorTrailing == nil { separatorRules.append(.separatorAutomaticTrailing) }
    return CellContent(
      height: height,
      nodes: [
        LayoutNode(
          kind: .content, frame: contentFrame, name: "hosting", source: source,
          rules: [.hostingMargins], children: [view])
      ],
      separatorLeading: placement.separatorLeading ?? placement.firstTextMinX ?? minX,
      separatorTrailing: placement.separatorTrailing ?? area.width,
      heightRules: [
        hosting.minHeight != nil ? .hostingMinSize : .minimumRowHeight, .hostingMargins,
      ],
      separatorRules: separatorRules)
  }
}
