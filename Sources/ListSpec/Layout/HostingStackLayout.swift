/// Stacks in hosting cells (`HStack`, `VStack`, `ZStack`): how a stack divides its proposal
/// among its children and aligns them, as SwiftUI's stacks do (specs/metrics.md, "SwiftUI
/// layout"). Split from HostingLayout.swift, which sizes and places every other view.
extension HostedView {
  struct StackResult {
    var size: Size
    /// Each child's frame relative to the stack's origin.
    var frames: [LayoutRect]
  }

  /// The spacing before child `index` (nil spacing: 8 between views, none beside a Spacer).
  private static func spacing(_ stack: Stack, _ children: [HostedView], before index: Int)
    -> Double
  {
    if let spacing = stack.spacing { return spacing }
    if children[index].isSpacer || children[index - 1].isSpacer { return 0 }
    return ListMetrics.defaultStackSpacing
  }

  /// Lays a stack out for a proposal. H and V stacks divide the main axis: spacers' minimum
  /// lengths and the spacing are set aside, the other children are offered an equal share of
  /// what remains in order of increasing flexibility, and the spacers share what is left.
  func stackLayout(
    _ stackKind: StackKind, _ stack: Stack, _ children: [HostedView], proposal: ProposedSize
  )
    -> StackResult
  {
    if children.isEmpty { return StackResult(size: Size(width: 0, height: 0), frames: []) }
    if stackKind == .z { return zStackLayout(stack, children, proposal: proposal) }
    let horizontal = stackKind == .h
    func main(_ size: Size) -> Double { horizontal ? size.width : size.height }
    func proposalFor(main value: Double?, cross: Double?) -> ProposedSize {
      horizontal
        ? ProposedSize(width: value, height: cross) : ProposedSize(width: cross, height: value)
    }
    let proposedMain = horizontal ? proposal.width : proposal.height
    let proposedCross = horizontal ? proposal.height : proposal.width
    var spacings = [0.0]
    for index in 1..<children.count {
      spacings.append(Self.spacing(stack, children, before: index))
    }
    let totalSpacing = spacings.reduce(0, +)
    var sizes = [Size](repeating: Size(width: 0, height: 0), count: children.count)
    if let proposedMain {
      var remaining = proposedMain - totalSpacing
      var spacerIndices: [Int] = []
      var others: [(index: Int, flexibility: Double)] = []
      for (index, child) in children.enumerated() {
        if case .spacer(let minLength) = child.kind {
          spacerIndices.append(index)
          remaining -= minLength
        } else {
          let smallest = main(child.size(for: proposalFor(main: 0, cross: proposedCross)))
          let largest = main(
            child.size(for: proposalFor(main: .infinity, cross: proposedCross)))
          others.append((index, largest - smallest))
        }
      }
      // Stable: equal flexibility keeps source order.
      let ordered = others.enumerated().sorted {
        ($0.element.flexibility, $0.offset) < ($1.element.flexibility, $1.offset)
      }.map(\.element.index)
      for (position, index) in ordered.enumerated() {
        let share = max(0, remaining) / Double(ordered.count - position)
        sizes[index] = children[index].size(for: proposalFor(main: share, cross: proposedCross))
        remaining -= main(sizes[index])
      }
      for index in spacerIndices {
        if case .spacer(let minLength) = children[index].kind { remaining += minLength }
      }
      for (position, index) in spacerIndices.enumerated() {
        let share = max(0, remaining) / Double(spacerIndices.count - position)
        sizes[index] = children[index].size(for: proposalFor(main: share, cross: proposedCross))
        remaining -= main(sizes[index])
      }
    } else {
      for (index, child) in children.enumerated() {
        sizes[index] = child.size(for: proposalFor(main: nil, cross: proposedCross))
      }
    }
    // Cross axis: line every child's alignment guide up.
    var guides: [Double] = []
    for (index, child) in children.enumerated() {
      guides.append(child.alignmentValue(stackKind: stackKind, stack: stack, size: sizes[index]))
    }
    var before = 0.0
    var after = 0.0
    for (index, guide) in guides.enumerated() {
      let cross = horizontal ? sizes[index].height : sizes[index].width
      before = max(before, guide)
      after = max(after, cross - guide)
    }
    var frames: [LayoutRect] = []
    var position = 0.0
    for (index, size) in sizes.enumerated() {
      position += spacings[index]
      let crossOffset = before - guides[index]
      frames.append(
        horizontal
          ? LayoutRect(x: position, y: crossOffset, width: size.width, height: size.height)
          : LayoutRect(x: crossOffset, y: position, width: size.width, height: size.height))
      position += main(size)
    }
    let crossTotal = before + after
    return StackResult(
      size: horizontal
        ? Size(width: position, height: crossTotal) : Size(width: crossTotal, height: position),
      frames: frames)
  }

  private func zStackLayout(_ stack: Stack, _ children: [HostedView], proposal: ProposedSize)
    -> StackResult
  {
    let sizes = children.map { $0.size(for: proposal) }
    var left = 0.0
    var right = 0.0
    var top = 0.0
    var bottom = 0.0
    var guides: [(Double, Double)] = []
    for (index, child) in children.enumerated() {
      let size = sizes[index]
      let x = Self.horizontalGuide(stack.horizontalAlignment, size.width)
      let y = child.verticalGuide(stack.verticalAlignment, size)
      guides.append((x, y))
      left = max(left, x)
      right = max(right, size.width - x)
      top = max(top, y)
      bottom = max(bottom, size.height - y)
    }
    let frames = zip(sizes, guides).map { size, guide in
      LayoutRect(x: left - guide.0, y: top - guide.1, width: size.width, height: size.height)
    }
    return StackResult(size: Size(width: left + right, height: top + bottom), frames: frames)
  }

  static func horizontalGuide(_ alignment: SpecHorizontalAlignment, _ width: Double) -> Double {
    switch alignment {
    case .leading: return 0
    case .center: return width / 2
    case .trailing: return width
    }
  }

  /// A vertical alignment guide's distance from the top; views without text use their
  /// bottom edge for the baselines, as SwiftUI does.
  func verticalGuide(_ alignment: SpecVerticalAlignment, _ size: Size) -> Double {
    switch alignment {
    case .top: return 0
    case .center: return size.height / 2
    case .bottom: return size.height
    case .firstTextBaseline: return baselines(in: size).first ?? size.height
    case .lastTextBaseline: return baselines(in: size).last ?? size.height
    }
  }

  private func alignmentValue(stackKind: StackKind, stack: Stack, size: Size) -> Double {
    stackKind == .h
      ? verticalGuide(stack.verticalAlignment, size)
      : Self.horizontalGuide(stack.horizontalAlignment, size.width)
  }
}
