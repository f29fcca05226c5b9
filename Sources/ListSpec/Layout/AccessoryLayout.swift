/// Accessories (`UICellAccessory`): their sizes, which narrow the content, and their nodes —
/// the system glyphs, a `label`'s text, and a `customView`'s switch, image view or label
/// (specs/metrics.md, "Accessories").
extension ListLayoutEngine {
  /// An accessory's size and, for one that shows text (a `label` accessory, a custom
  /// `UILabel`), the text as it is set.
  func accessorySize(_ accessory: Accessory, item: Item, assets: AssetCatalogs) -> (Size, TextRun?)
  {
    if let customView = accessory.customView {
      let (size, run) = customViewSize(customView, accessory, item: item, assets: assets)
      // The view at its own size, centred in the width reserved for it (never narrower).
      switch customView.reservedLayoutWidth {
      case .actual, .standard: return (size, run)
      case .custom(let width):
        return (Size(width: max(width, size.width), height: size.height), run)
      }
    }
    guard accessory.kind == .label else {
      let size = ListMetrics.accessorySize(
        accessory.kind, category: environment.contentSizeCategory)
      return (size, nil)
    }
    let run = TextRun(
      string: accessory.text?.evaluate(fields: item.fields) ?? "",
      font: ResolvedFont(.body, category: environment.contentSizeCategory),
      color: environment.resolve(accessory.tintColor?.value ?? .system(.secondaryLabel)))
    return (measuredSize(run), run)
  }

  /// The size a custom view takes when `maintainsFixedSize` is false and UIKit sizes it to
  /// fit (D): a switch's own size, an image view's image, a label's one line of text.
  private func customViewSize(
    _ customView: CustomViewAccessory, _ accessory: Accessory, item: Item,
    assets: AssetCatalogs
  ) -> (Size, TextRun?) {
    switch customView.view {
    case .uiSwitch:
      return (ListMetrics.switchSize, nil)
    case .uiImageView:
      return (imageViewSize(customView, item: item, assets: assets).size, nil)
    case .uiLabel:
      let category = environment.contentSizeCategory
      let run = TextRun(
        string: accessory.text?.evaluate(fields: item.fields) ?? "",
        font: customView.font?.value.map { ResolvedFont($0, category: category) }
          ?? ResolvedFont(
            pointSize: ListMetrics.labelDefaultPointSize, weight: .regular),
        color: environment.resolve(customView.textColor?.value ?? .system(.label)),
        maxLines: 1)
      return (measuredSize(run), run)
    }
  }

  /// A custom `UIImageView`'s image size: an image set's size in points, else a symbol's
  /// square, sized from its `preferredSymbolConfiguration` or the system's default
  /// (``ListMetrics/imageViewSymbolPointSize``); and the image set drawn, when there is one.
  private func imageViewSize(
    _ customView: CustomViewAccessory, item: Item, assets: AssetCatalogs
  ) -> (size: Size, asset: AssetImage?) {
    if customView.imageIsNamed, let name = customView.image?.evaluate(fields: item.fields),
      let asset = assets.images[name]?.forScreen(
        dark: environment.isDark, idiom: environment.idiom),
      let variant = asset.variant(scale: environment.displayScale),
      let points = asset.pointSize(of: variant)
    {
      return (points, asset)
    }
    let side =
      ListMetrics.symbolPointSize(
        customView.preferredSymbolConfiguration,
        textFont: ResolvedFont(pointSize: ListMetrics.imageViewSymbolPointSize, weight: .regular),
        category: environment.contentSizeCategory) * ListMetrics.symbolSizeRatio
    return (Size(width: side, height: side), nil)
  }

  private func measuredSize(_ run: TextRun) -> Size {
    let measured = measurer.measure(run.string, font: run.font, maxWidth: nil, maxLines: 1)
    return Size(width: measured.width, height: measured.height)
  }

  func accessoryNode(
    _ accessory: Accessory, item: Item, x: Double, centreY: Double, rowHeight: Double,
    size: Size, run: TextRun?, assets: AssetCatalogs, ordered: Bool
  ) -> LayoutNode {
    let frame = LayoutRect(
      x: x, y: centreY - size.height / 2, width: size.width, height: size.height)
    let color = environment.resolve(
      accessory.tintColor?.value ?? .system(ListMetrics.accessoryColor(accessory.kind)))
    var children: [LayoutNode] = []
    if let customView = accessory.customView,
      var node = customViewNode(customView, item: item, in: frame, tint: color, assets: assets)
    {
      node.source = accessory.range.start
      node.rules = [.customViewAccessory]
      children.append(node)
    }
    // The reorder control's vertical line on its leading side, unless hidden (U: where and
    // how tall; specs/metrics.md, "reorder").
    var rules = [MetricRule.accessory(accessory.kind)] + (ordered ? [.accessoryOrder] : [])
    if accessory.kind == .reorder, accessory.showsVerticalSeparator != false {
      let thickness = ListMetrics.separatorThickness(displayScale: environment.displayScale)
      let height = max(0, rowHeight - 2 * ListMetrics.cellVerticalMargin)
      children.append(
        LayoutNode(
          kind: .separator,
          frame: LayoutRect(
            x: frame.minX - ListMetrics.reorderSeparatorGap - thickness,
            y: centreY - height / 2, width: thickness, height: height),
          name: "reorderSeparator",
          fill: environment.resolve(.system(ListMetrics.separatorColor)),
          source: accessory.range.start, rules: [.reorderSeparator]))
      rules.append(.reorderSeparator)
    }
    if let run {
      // A label's text, centred in the width reserved for it.
      let measured = measurer.measure(run.string, font: run.font, maxWidth: nil, maxLines: 1)
      let textFrame = LayoutRect(
        x: frame.midX - measured.width / 2, y: frame.midY - measured.height / 2,
        width: measured.width, height: measured.height)
      let isCustom = accessory.customView != nil
      children.append(
        LayoutNode(
          kind: .text, frame: textFrame, name: isCustom ? "UILabel" : nil, text: run,
          baseline: textFrame.y + measured.firstBaseline, source: accessory.range.start,
          rules: [isCustom ? .customViewAccessory : .labelAccessory]))
    }
    return LayoutNode(
      kind: .accessory, frame: frame, name: accessory.kind.rawValue, fill: color,
      source: accessory.range.start, rules: rules, children: children)
  }

  /// A custom switch or image view, centred in the accessory's frame (the width reserved
  /// for it); nil for a label, whose text is the accessory's text run.
  private func customViewNode(
    _ customView: CustomViewAccessory, item: Item, in frame: LayoutRect, tint: RGBA,
    assets: AssetCatalogs
  ) -> LayoutNode? {
    switch customView.view {
    case .uiLabel:
      return nil
    case .uiSwitch:
      let control = ListMetrics.switchSize
      return SwitchLayout.node(
        in: LayoutRect(
          x: frame.midX - control.width / 2, y: frame.midY - control.height / 2,
          width: control.width, height: control.height),
        isOn: customView.isOn?.isTrue(for: item.fields) ?? false, environment: environment)
    case .uiImageView:
      let (size, asset) = imageViewSize(customView, item: item, assets: assets)
      let imageFrame = LayoutRect(
        x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width,
        height: size.height)
      let name = customView.image?.evaluate(fields: item.fields)
      let named = customView.imageIsNamed
      // A symbol's baseline as a content image's: centred on the cap height (O).
      let pointSize = size.height / ListMetrics.symbolSizeRatio
      var node = LayoutNode(
        kind: named ? .image : .symbol, frame: imageFrame, name: "UIImageView", fill: tint,
        baseline: imageFrame.y + size.height / 2 + pointSize * ListMetrics.capHeightRatio / 2,
        symbol: named ? nil : name, imageName: named ? name : nil)
      node.symbolWeight = named ? nil : customView.preferredSymbolConfiguration?.weight
      if named { node.assetImage = asset }
      return node
    }
  }
}
