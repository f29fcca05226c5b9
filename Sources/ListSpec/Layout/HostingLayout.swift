/// The SwiftUI layout pass of hosting cells (`UIHostingConfiguration`): a parent proposes a
/// size, the child chooses its own, and the parent places it — as SwiftUI's layout protocol.
/// Rules and their sources are in `specs/metrics.md` ("SwiftUI layout").

/// What a SwiftUI view inherits from its ancestors (`.font`, `.foregroundStyle`, …).
struct ViewEnvironment {
  var font = FontSpec(style: .body)
  var fontWeight: FontWeight?
  var foreground: ColorValue?
  var lineLimit: Int?
  var imageScale = ImageScale.medium
  /// `italic`, `underline`, `strikethrough`, `monospacedDigit` in effect (`bold` is a weight).
  var textStyles: Set<TextStyleModifier> = []

  /// The environment below a view: its own environment modifiers applied. The modifier
  /// closest to the view wins (`Text.font(a).font(b)` is set in `a`), so apply outermost first.
  func applying(_ modifiers: [AppliedModifier]) -> ViewEnvironment {
    var result = self
    for applied in modifiers.reversed() {
      switch applied.modifier {
      case .font(let font): result.font = font
      case .fontWeight(let weight): result.fontWeight = weight
      case .foregroundStyle(let color): result.foreground = color
      case .lineLimit(let lines): result.lineLimit = lines
      case .imageScale(let scale): result.imageScale = scale
      // `View.bold()` is the bold weight (D: "Applies a bold font weight to the text").
      case .textStyle(.bold): result.fontWeight = .bold
      case .textStyle(let style): result.textStyles.insert(style)
      // Layout and decoration, not inherited by the views below.
      case .padding, .frame, .background, .decoration, .resizable, .aspectRatio: break
      }
    }
    return result
  }
}

/// Positions a hosting cell's layout records while its views are placed.
struct HostingPlacement {
  /// `.alignmentGuide(.listRowSeparatorLeading/Trailing)` resolved to x positions.
  var separatorLeading: Double?
  var separatorTrailing: Double?
  /// The leading edge of the first text, where UIKit puts the separator by default.
  var firstTextMinX: Double?
}

/// One view of the hosted tree, resolved for an item (templates filled in, colors and fonts
/// resolved), with the layout methods of SwiftUI's `Layout` protocol.
final class HostedView {
  enum Kind {
    case text(TextRun)
    case symbol(name: String, side: Double, baseline: Double, tint: RGBA, weight: FontWeight)
    /// `Image("…")` at the size the spec gives: the image set of the spec's asset catalogs
    /// with that name, or a placeholder when they have none.
    case asset(name: String, size: Size, tint: RGBA, image: AssetImage?)
    /// The switch of a `Toggle`: a `UISwitch` at its fixed size.
    case switchControl(isOn: Bool)
    case spacer(minLength: Double)
    case fill(RGBA, ShapeKind?, name: String)
    case divider(RGBA)
    case stack(StackKind, Stack, [HostedView])
    case padding(EdgeInsets, HostedView)
    case frame(Frame, HostedView)
    case background(HostedView, content: HostedView)
    /// Decorative modifiers: the child's size and baselines, drawn differently.
    case decorated(Decoration, HostedView)
    /// `.aspectRatio`: offers the child a size of the ratio fitted to (or filling) the offer.
    case aspectRatio(AspectRatio, HostedView)
  }

  enum StackKind {
    case h, v, z
    var name: String { self == .h ? "HStack" : self == .v ? "VStack" : "ZStack" }
  }

  let kind: Kind
  /// The axis of the stack this view is a direct child of (spacers and dividers follow it).
  let axis: Axis?
  let context: HostingContext
  /// The spec view or modifier this view was built from, and the rules that size it.
  var source: SourceLocation?
  var rules: [MetricRule] = []
  /// The layout tree's name for a view built from simpler ones (`Toggle` is an HStack of its
  /// title, a spacer and a switch); nil keeps the name of its kind.
  var displayName: String?
  /// An image with `.resizable()`: it takes the size it is offered (its natural size where
  /// none is offered) and is drawn stretched to it.
  var isResizable = false
  private var sizeCache: [ProposedSize: Size] = [:]

  init(_ kind: Kind, axis: Axis?, context: HostingContext) {
    self.kind = kind
    self.axis = axis
    self.context = context
  }

  var isSpacer: Bool {
    if case .spacer = kind { return true }
    return false
  }

  // MARK: Building

  /// Resolves a spec view for one item: templates evaluated, modifiers wrapped in order.
  static func build(
    _ node: ViewNode, fields: ItemFields, environment: ViewEnvironment, axis: Axis?,
    context: HostingContext
  ) -> HostedView {
    let inner = environment.applying(node.modifiers)
    var view: HostedView
    switch node.kind {
    case .text(let template):
      var font = ResolvedFont(inner.font, category: context.environment.contentSizeCategory)
      font.weight = inner.fontWeight ?? inner.font.effectiveWeight
      font.italic = inner.textStyles.contains(.italic)
      font.monospacedDigits = inner.textStyles.contains(.monospacedDigit)
      font.underline = inner.textStyles.contains(.underline)
      font.strikethrough = inner.textStyles.contains(.strikethrough)
      let color = context.environment.resolve(inner.foreground ?? .system(.label))
      let run = TextRun(
        string: template.evaluate(fields: fields), font: font, color: color,
        maxLines: inner.lineLimit ?? 0)
      view = HostedView(.text(run), axis: axis, context: context)
    case .image(let template):
      let pointSize = ResolvedFont(inner.font, category: context.environment.contentSizeCategory)
        .pointSize
      let side = pointSize * ListMetrics.symbolSizeRatio * ListMetrics.symbolScale(inner.imageScale)
      let baseline = side / 2 + pointSize * ListMetrics.capHeightRatio / 2
      // With no foreground style set, SwiftUI uses the primary colour unless a container
      // overrides it (D: `foregroundColor(_:)`); a hosting configuration's cell does not.
      let tint = context.environment.resolve(inner.foreground ?? .system(.label))
      // A symbol takes the weight of the font it is set in, as text does.
      let weight = inner.fontWeight ?? inner.font.effectiveWeight
      view = HostedView(
        .symbol(
          name: template.evaluate(fields: fields), side: side, baseline: baseline, tint: tint,
          weight: weight),
        axis: axis, context: context)
    case .namedImage(let template, let width, let height):
      let tint = context.environment.resolve(inner.foreground ?? .system(.systemGray))
      let name = template.evaluate(fields: fields)
      let image = context.assets.images[name]?.forScreen(
        dark: context.environment.isDark, idiom: context.environment.idiom)
      view = HostedView(
        .asset(name: name, size: Size(width: width, height: height), tint: tint, image: image),
        axis: axis, context: context)
    case .toggle(let label, let isOn):
      // A list row lays a Toggle out as an HStack: the title or label, space, the switch (M).
      let labelNode: ViewNode
      switch label {
      case .title(let title): labelNode = ViewNode(kind: .text(title), range: node.range)
      case .view(let view): labelNode = view
      }
      let titleView = build(
        labelNode, fields: fields, environment: inner, axis: .horizontal, context: context)
      let spacer = HostedView(
        .spacer(minLength: ListMetrics.defaultSpacerMinLength), axis: .horizontal,
        context: context)
      spacer.source = node.range.start
      spacer.rules = [.spacerMinLength]
      let control = HostedView(
        .switchControl(isOn: isOn.isTrue(for: fields)), axis: .horizontal, context: context)
      control.source = node.range.start
      control.rules = [.toggle]
      view = HostedView(
        .stack(.h, Stack(children: []), [titleView, spacer, control]), axis: axis,
        context: context)
      view.displayName = "Toggle"
    case .label(let title, let systemImage):
      // The default label style: the icon, then the title (M), both in the foreground
      // style; SwiftUI's `List` tints label icons, a hosting configuration's cell does not
      // (D: `foregroundColor(_:)`, "if a container-specific override doesn't exist").
      let icon = build(
        ViewNode(kind: .image(systemImage), range: node.range), fields: fields,
        environment: inner, axis: .horizontal, context: context)
      let titleView = build(
        ViewNode(kind: .text(title), range: node.range), fields: fields, environment: inner,
        axis: .horizontal, context: context)
      view = HostedView(
        .stack(.h, Stack(spacing: ListMetrics.labelIconToTitle, children: []), [icon, titleView]),
        axis: axis, context: context)
      view.displayName = "Label"
    case .button(let title):
      // A list row draws a Button's title in the tint color (D: `Button` in a `List`).
      var buttonEnvironment = inner
      if buttonEnvironment.foreground == nil {
        buttonEnvironment.foreground = .system(.tintColor)
      }
      view = build(
        ViewNode(kind: .text(title), range: node.range), fields: fields,
        environment: buttonEnvironment, axis: axis, context: context)
      view.displayName = "Button"
    case .spacer(let minLength):
      view = HostedView(
        .spacer(minLength: minLength ?? ListMetrics.defaultSpacerMinLength), axis: axis,
        context: context)
    case .color(let color):
      // A resolved view holds written values only (ViewNode.resolved(for:)).
      view = HostedView(
        .fill(context.environment.resolve(color.value ?? .system(.clear)), nil, name: "Color"),
        axis: axis, context: context)
    case .shape(let shape, let fill):
      let color = context.environment.resolve(fill?.value ?? inner.foreground ?? .system(.label))
      view = HostedView(.fill(color, shape, name: shape.name), axis: axis, context: context)
    case .divider:
      view = HostedView(
        .divider(context.environment.resolve(.system(.separator))), axis: axis, context: context)
    case .hStack(let stack), .vStack(let stack), .zStack(let stack):
      let stackKind: StackKind
      let childAxis: Axis?
      switch node.kind {
      case .hStack: (stackKind, childAxis) = (.h, .horizontal)
      case .vStack: (stackKind, childAxis) = (.v, .vertical)
      default: (stackKind, childAxis) = (.z, nil)
      }
      let children = stack.children.map {
        build($0, fields: fields, environment: inner, axis: childAxis, context: context)
      }
      view = HostedView(.stack(stackKind, stack, children), axis: axis, context: context)
    }
    view.source = node.range.start
    view.rules = Self.rules(of: view.kind)
    switch node.kind {
    case .toggle: view.rules.append(.toggle)
    case .label: view.rules.append(.swiftUILabel)
    case .button: view.rules.append(.button)
    default: break
    }
    for applied in node.modifiers {
      let wrapped: Kind
      switch applied.modifier {
      case .padding(let edges, let length):
        let value = length ?? ListMetrics.defaultPadding
        wrapped = .padding(
          EdgeInsets(
            top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
            bottom: edges.contains(.bottom) ? value : 0,
            trailing: edges.contains(.trailing) ? value : 0), view)
      case .frame(let frame): wrapped = .frame(frame, view)
      case .background(.color(let color)):
        let fill = HostedView(
          .fill(context.environment.resolve(color), nil, name: "Color"), axis: nil,
          context: context)
        wrapped = .background(fill, content: view)
      case .background(.view(let backgroundNode)):
        let background = build(
          backgroundNode, fields: fields, environment: inner, axis: nil, context: context)
        wrapped = .background(background, content: view)
      case .decoration(let decoration): wrapped = .decorated(decoration, view)
      case .aspectRatio(let aspectRatio): wrapped = .aspectRatio(aspectRatio, view)
      case .resizable:
        // The decoder keeps it to an image's first modifier: the image itself changes.
        if view.naturalImageSize != nil {
          view.isResizable = true
          view.rules.append(.resizableImage)
        }
        continue
      case .font, .fontWeight, .foregroundStyle, .lineLimit, .imageScale, .textStyle: continue
      }
      view = HostedView(wrapped, axis: axis, context: context)
      view.source = applied.range.start
      view.rules = Self.rules(of: wrapped)
      if case .padding(_, nil) = applied.modifier { view.rules.append(.defaultPadding) }
    }
    return view
  }

  /// The rules of `specs/metrics.md` that size a view of this kind.
  static func rules(of kind: Kind) -> [MetricRule] {
    switch kind {
    case .text: return [.swiftUIText]
    case .symbol: return [.swiftUIImage]
    case .asset: return [.assetImage]
    case .switchControl: return [.toggle]
    case .spacer: return [.spacerMinLength]
    case .fill: return [.shapesAndColor]
    case .divider: return [.divider]
    case .stack: return [.stackSpacing, .stackDistribution, .stackCrossAxis]
    case .padding, .decorated: return []
    case .aspectRatio: return [.aspectRatio]
    case .frame(let frame, _):
      let flexible = [
        frame.minWidth, frame.idealWidth, frame.maxWidth, frame.minHeight, frame.idealHeight,
        frame.maxHeight,
      ].contains { $0 != nil }
      return [flexible ? .flexibleFrame : .fixedFrame]
    case .background: return [.background]
    }
  }

  // MARK: Sizing

  /// An image's size when nothing resizes it: an SF Symbol's square, an asset's size; nil for
  /// other views.
  var naturalImageSize: Size? {
    switch kind {
    case .symbol(_, let side, _, _, _): return Size(width: side, height: side)
    case .asset(_, let size, _, let image):
      // Made resizable by the spec, an image of the catalogs has its file's size, as in the
      // app (what `aspectRatio` keeps); otherwise the spec's width and height pin it.
      if isResizable, let image,
        let own = image.variants.lazy.compactMap({ image.pointSize(of: $0) }).first
      {
        return own
      }
      return size
    default: return nil
    }
  }

  /// The size `.aspectRatio` offers its child for `proposal`: of width ÷ height `ratio`, the
  /// largest inside the offer (`fit`) or the smallest covering it (`fill`). An axis offered
  /// nothing follows the other; offered nothing at all, the ratio is fitted to `ideal` (U).
  static func aspectProposal(
    _ proposal: ProposedSize, ratio: Double, mode: SpecContentMode, ideal: Size
  ) -> ProposedSize {
    switch (proposal.width, proposal.height) {
    case (let width?, let height?):
      if width.isInfinite || height.isInfinite {
        // Fit keeps to the finite axis; fill covers an infinite one.
        if mode == .fill || (width.isInfinite && height.isInfinite) {
          return ProposedSize(width: .infinity, height: .infinity)
        }
        return width.isInfinite
          ? ProposedSize(width: height * ratio, height: height)
          : ProposedSize(width: width, height: width / ratio)
      }
      let widerThanRatio = width > height * ratio
      if widerThanRatio == (mode == .fit) {
        return ProposedSize(width: height * ratio, height: height)
      }
      return ProposedSize(width: width, height: width / ratio)
    case (let width?, nil): return ProposedSize(width: width, height: width / ratio)
    case (nil, let height?): return ProposedSize(width: height * ratio, height: height)
    case (nil, nil):
      return aspectProposal(
        ProposedSize(width: ideal.width, height: ideal.height), ratio: ratio, mode: mode,
        ideal: ideal)
    }
  }

  /// The size this view chooses for a proposal (cached: stacks ask the same child repeatedly).
  func size(for proposal: ProposedSize) -> Size {
    if let cached = sizeCache[proposal] { return cached }
    let result = computeSize(proposal)
    sizeCache[proposal] = result
    return result
  }

  private func computeSize(_ proposal: ProposedSize) -> Size {
    switch kind {
    case .text(let run):
      if let width = proposal.width, width <= 0 {
        // Offered no width, text truncates to nothing (one line tall). Stacks ask this to
        // rank flexibility; answering without the text engine keeps distinct texts cheap.
        let natural = measureText(run, width: nil)
        return Size(width: 0, height: natural.height / Double(max(1, natural.lineCount)))
      }
      let measured = fittedText(run, width: proposal.width, height: proposal.height).measured
      return Size(width: measured.width, height: measured.height)
    case .symbol, .asset:
      let natural = naturalImageSize ?? Size(width: 0, height: 0)
      guard isResizable else { return natural }
      return Size(
        width: proposal.width ?? natural.width, height: proposal.height ?? natural.height)
    case .switchControl:
      return ListMetrics.switchSize
    case .spacer(let minLength):
      switch axis {
      case .horizontal: return Size(width: max(minLength, proposal.width ?? minLength), height: 0)
      case .vertical: return Size(width: 0, height: max(minLength, proposal.height ?? minLength))
      case nil: return Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
      }
    case .fill:
      return Size(
        width: proposal.width ?? ListMetrics.unspecifiedShapeLength,
        height: proposal.height ?? ListMetrics.unspecifiedShapeLength)
    case .divider:
      let thickness = ListMetrics.separatorThickness(
        displayScale: context.environment.displayScale)
      if axis == .horizontal { return Size(width: thickness, height: proposal.height ?? 0) }
      return Size(width: proposal.width ?? 0, height: thickness)
    case .stack(let stackKind, let stack, let children):
      return stackLayout(stackKind, stack, children, proposal: proposal).size
    case .padding(let insets, let child):
      let inner = child.size(
        for: ProposedSize(
          width: proposal.width.map { max(0, $0 - insets.horizontal) },
          height: proposal.height.map { max(0, $0 - insets.vertical) }))
      return Size(width: inner.width + insets.horizontal, height: inner.height + insets.vertical)
    case .frame(let frame, let child):
      if frame.isFlexible { return flexibleFrameSize(frame, child, proposal) }
      let inner = child.size(
        for: ProposedSize(
          width: frame.width ?? proposal.width, height: frame.height ?? proposal.height))
      return Size(width: frame.width ?? inner.width, height: frame.height ?? inner.height)
    case .background(_, let content):
      return content.size(for: proposal)
    case .decorated(_, let child):
      return child.size(for: proposal)
    case .aspectRatio(let aspect, let child):
      let ideal = child.size(for: ProposedSize(width: nil, height: nil))
      guard let ratio = aspect.ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : nil),
        ratio > 0, ratio.isFinite
      else { return child.size(for: proposal) }
      return child.size(
        for: Self.aspectProposal(proposal, ratio: ratio, mode: aspect.contentMode, ideal: ideal))
    }
  }

  /// Measures text for a proposed width: its natural size when that fits, else wrapped.
  /// Text offered less height than its lines need drops the lines that do not fit (keeping
  /// one), ending in an ellipsis, as SwiftUI's `Text` does.
  private func fittedText(_ run: TextRun, width: Double?, height: Double?)
    -> (run: TextRun, measured: TextMeasurement)
  {
    let measured = measureText(run, width: width)
    guard let height, height.isFinite, measured.lineCount > 1, measured.height > height + 0.001
    else { return (run, measured) }
    let lineHeight = measured.height / Double(measured.lineCount)
    let lines = max(1, Int((height / lineHeight + 0.001).rounded(.down)))
    var fitted = run
    fitted.maxLines = run.maxLines > 0 ? min(run.maxLines, lines) : lines
    return (fitted, measureText(fitted, width: width))
  }

  private func measureText(_ run: TextRun, width: Double?) -> TextMeasurement {
    let measurer = context.measurer
    let natural = measurer.measure(
      run.string, font: run.font, maxWidth: nil, maxLines: run.maxLines)
    guard let width, width.isFinite, width < natural.width - 0.0001 else { return natural }
    return measurer.measure(
      run.string, font: run.font, maxWidth: max(0, width), maxLines: run.maxLines)
  }

  /// SwiftUI's flexible frame: the proposal is clamped to the frame's bounds for the child;
  /// the frame then takes the child's size pushed towards the proposal within min…max.
  private func flexibleFrameSize(_ frame: Frame, _ child: HostedView, _ proposal: ProposedSize)
    -> Size
  {
    func clamp(_ value: Double?, _ low: Double?, _ high: Double?) -> Double? {
      guard var value else { return nil }
      if let low { value = max(value, low) }
      if let high { value = min(value, high) }
      return value
    }
    let proposedWidth = proposal.width ?? frame.idealWidth
    let proposedHeight = proposal.height ?? frame.idealHeight
    let inner = child.size(
      for: ProposedSize(
        width: clamp(proposedWidth, frame.minWidth, frame.maxWidth),
        height: clamp(proposedHeight, frame.minHeight, frame.maxHeight)))
    func resolve(_ childLength: Double, _ proposed: Double?, _ low: Double?, _ high: Double?)
      -> Double
    {
      var length = childLength
      if let low { length = max(low, min(length, proposed ?? length)) }
      if let high { length = min(high, max(length, proposed ?? length)) }
      return length
    }
    return Size(
      width: resolve(inner.width, proposedWidth, frame.minWidth, frame.maxWidth),
      height: resolve(inner.height, proposedHeight, frame.minHeight, frame.maxHeight))
  }

  // MARK: Baselines

  /// The first and last text baselines from the top, for a view of `size`; nil without text.
  func baselines(in size: Size) -> (first: Double?, last: Double?) {
    switch kind {
    case .text(let run):
      let measured = fittedText(run, width: size.width, height: size.height).measured
      return (measured.firstBaseline, measured.lastBaseline)
    case .symbol(_, let side, let baseline, _, _):
      // A stretched symbol's baseline stretches with it (U).
      let shown = isResizable && side > 0 ? baseline * size.height / side : baseline
      return (shown, shown)
    case .spacer, .fill, .divider, .asset, .switchControl:
      return (nil, nil)
    case .stack(let stackKind, let stack, let children):
      let layout = stackLayout(
        stackKind, stack, children, proposal: ProposedSize(width: size.width, height: size.height))
      var first: Double?
      var last: Double?
      for (child, frame) in zip(children, layout.frames) {
        let inner = child.baselines(in: Size(width: frame.width, height: frame.height))
        if let value = inner.first.map({ $0 + frame.y }) { first = min(first ?? value, value) }
        if let value = inner.last.map({ $0 + frame.y }) { last = max(last ?? value, value) }
      }
      return (first, last)
    case .padding(let insets, let child):
      let inner = child.baselines(
        in: Size(
          width: max(0, size.width - insets.horizontal),
          height: max(0, size.height - insets.vertical)))
      return (inner.first.map { $0 + insets.top }, inner.last.map { $0 + insets.top })
    case .frame(let frame, let child):
      let childFrame = frameChildRect(
        frame, child, in: LayoutRect(x: 0, y: 0, width: size.width, height: size.height))
      let inner = child.baselines(in: Size(width: childFrame.width, height: childFrame.height))
      return (inner.first.map { $0 + childFrame.y }, inner.last.map { $0 + childFrame.y })
    case .background(_, let child), .decorated(_, let child), .aspectRatio(_, let child):
      return child.baselines(in: size)
    }
  }

  /// Where a frame modifier puts its child inside `rect`.
  private func frameChildRect(_ frame: Frame, _ child: HostedView, in rect: LayoutRect)
    -> LayoutRect
  {
    let proposal: ProposedSize
    if frame.isFlexible {
      func clamp(_ value: Double, _ low: Double?, _ high: Double?) -> Double {
        var result = value
        if let low { result = max(result, low) }
        if let high { result = min(result, high) }
        return result
      }
      proposal = ProposedSize(
        width: clamp(rect.width, frame.minWidth, frame.maxWidth),
        height: clamp(rect.height, frame.minHeight, frame.maxHeight))
    } else {
      proposal = ProposedSize(
        width: frame.width ?? rect.width, height: frame.height ?? rect.height)
    }
    let size = child.size(for: proposal)
    let x =
      Self.horizontalGuide(frame.alignment.horizontal, rect.width)
      - Self.horizontalGuide(frame.alignment.horizontal, size.width)
    let y =
      verticalGuideOfFrame(frame.alignment.vertical, rect.height)
      - child.verticalGuide(frame.alignment.vertical, size)
    return LayoutRect(x: rect.x + x, y: rect.y + y, width: size.width, height: size.height)
  }

  private func verticalGuideOfFrame(_ alignment: SpecVerticalAlignment, _ height: Double) -> Double
  {
    switch alignment {
    case .top: return 0
    case .center: return height / 2
    default: return height
    }
  }

  // MARK: Placement

  /// Places this view at `rect` (its chosen size) and returns its subtree in list coordinates.
  func place(in rect: LayoutRect, placement: inout HostingPlacement) -> LayoutNode {
    var node = placeNode(in: rect, placement: &placement)
    if let displayName { node.name = displayName }
    node.source = source
    node.rules = rules
    return node
  }

  private func placeNode(in rect: LayoutRect, placement: inout HostingPlacement) -> LayoutNode {
    switch kind {
    case .text(let run):
      if placement.firstTextMinX == nil { placement.firstTextMinX = rect.minX }
      let (shown, measured) = fittedText(run, width: rect.width, height: rect.height)
      return LayoutNode(
        kind: .text, frame: rect, name: "Text", text: shown,
        baseline: rect.y + measured.firstBaseline)
    case .symbol(let name, _, _, let tint, let weight):
      let baseline = baselines(in: Size(width: rect.width, height: rect.height)).first ?? 0
      var node = LayoutNode(
        kind: .symbol, frame: rect, name: "Image", fill: tint, baseline: rect.y + baseline,
        symbol: name)
      node.symbolWeight = weight == .regular ? nil : weight
      node.isResizable = isResizable
      return node
    case .asset(let name, _, let tint, let image):
      var node = LayoutNode(kind: .image, frame: rect, name: "Image", fill: tint, imageName: name)
      node.isResizable = isResizable
      node.assetImage = image
      return node
    case .switchControl(let isOn):
      return SwitchLayout.node(in: rect, isOn: isOn, environment: context.environment)
    case .spacer:
      return LayoutNode(kind: .view, frame: rect, name: "Spacer")
    case .fill(let color, let shape, let name):
      var cornerRadius: Double?
      if case .roundedRectangle(let radius) = shape { cornerRadius = radius }
      return LayoutNode(
        kind: .shape, frame: rect, name: name, fill: color, cornerRadius: cornerRadius,
        shape: shape)
    case .divider(let color):
      return LayoutNode(kind: .shape, frame: rect, name: "Divider", fill: color)
    case .stack(let stackKind, let stack, let children):
      let layout = stackLayout(
        stackKind, stack, children, proposal: ProposedSize(width: rect.width, height: rect.height))
      var nodes: [LayoutNode] = []
      for (child, frame) in zip(children, layout.frames) {
        nodes.append(
          child.place(in: frame.offsetBy(dx: rect.x, dy: rect.y), placement: &placement))
      }
      return LayoutNode(kind: .view, frame: rect, name: stackKind.name, children: nodes)
    case .padding(let insets, let child):
      let inner = child.place(in: rect.inset(by: insets), placement: &placement)
      return LayoutNode(kind: .view, frame: rect, name: ".padding", children: [inner])
    case .frame(let frame, let child):
      let inner = child.place(in: frameChildRect(frame, child, in: rect), placement: &placement)
      return LayoutNode(kind: .view, frame: rect, name: ".frame", children: [inner])
    case .background(let background, let content):
      let size = background.size(for: ProposedSize(width: rect.width, height: rect.height))
      let backgroundRect = LayoutRect(
        x: rect.midX - size.width / 2, y: rect.midY - size.height / 2, width: size.width,
        height: size.height)
      var ignored = HostingPlacement()
      let backgroundNode = background.place(in: backgroundRect, placement: &ignored)
      let contentNode = content.place(in: rect, placement: &placement)
      return LayoutNode(
        kind: .view, frame: rect, name: ".background", children: [backgroundNode, contentNode])
    case .decorated(let decoration, let child):
      // The one decoration that affects the cell: it moves the separator's end.
      if case .alignmentGuide(let guide, let edge) = decoration {
        let x = rect.minX + Self.horizontalGuide(edge, rect.width)
        switch guide {
        case .listRowSeparatorLeading: placement.separatorLeading = x
        case .listRowSeparatorTrailing: placement.separatorTrailing = x
        }
      }
      let inner = child.place(in: rect, placement: &placement)
      return LayoutNode(
        kind: .view, frame: rect, name: "." + decoration.name, decoration: decoration,
        children: [inner])
    case .aspectRatio(_, let child):
      // The modifier takes its child's size: the child fills it.
      let inner = child.place(in: rect, placement: &placement)
      return LayoutNode(kind: .view, frame: rect, name: ".aspectRatio", children: [inner])
    }
  }
}

/// What every view of one hosting cell shares.
final class HostingContext {
  let environment: PreviewEnvironment
  let measurer: TextMeasurer
  /// The spec's asset catalogs, where `Image("…")` finds its image set.
  let assets: AssetCatalogs

  init(environment: PreviewEnvironment, measurer: TextMeasurer, assets: AssetCatalogs) {
    self.environment = environment
    self.measurer = measurer
    self.assets = assets
  }
}
