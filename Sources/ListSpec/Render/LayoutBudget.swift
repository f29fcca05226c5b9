/// How much a layout of a spec will cost, known before laying it out: layout is items ×
/// views, so a small file whose template holds thousands of views, used by thousands of items,
/// asks for tens of millions of frames (found by fuzzing: 137 KB → 10 million nodes, 7 GB).
public enum LayoutBudget {
  /// The default bound on layout nodes: 100,000 rows of ordinary cells are about a million.
  public static let defaultMaximumNodes = 2_000_000

  /// An upper estimate of the layout nodes `ListLayoutEngine` makes for `spec`.
  public static func estimatedNodes(_ spec: ListSpecDocument) -> Int {
    var perTemplate: [String: Int] = [:]
    for cell in spec.cells {
      // The cell, its background, separators and accessories, then its content.
      var nodes = 4 + cell.accessories.count
      switch cell.kind {
      case .content: nodes += 4
      case .hosting(let hosting): nodes += viewCount(hosting.content)
      }
      perTemplate[cell.name] = nodes
    }
    var total = 1
    for section in spec.sections {
      total += 4  // group, header, footer, spacing
      // Only the rows a section shows are laid out: children of collapsed parents are not.
      for item in section.visibleItems {
        total = total.addingReportingOverflow(perTemplate[item.cell] ?? 4).partialValue
      }
    }
    return total
  }

  /// Views in a tree, background views included (each may make a few nodes: count two).
  static func viewCount(_ view: ViewNode) -> Int {
    var count = 0
    view.forEachView { _ in count += 2 }
    return count
  }
}

/// The bounds on what rendering draws (see specs/limits.md): layout nodes, checked before
/// laying out, and the picture's size, checked before drawing. The renderer checks the
/// picture itself, so every caller (`render`, diff pictures, `preview`, library users) gets
/// an error instead of a blank or endless picture.
public struct RenderBudget: Sendable, Equatable {
  /// A 10,000-row list at scale 2 is about 1.5 billion pixels (the render benchmark).
  public static let defaultMaximumPixels = 2_000_000_000

  /// cairo stores coordinates in 24.8 fixed point: past about 8.4 million units a vector
  /// picture silently loses everything drawn (a 10-million-point list came out blank).
  public static let maximumVectorPoints = 8_000_000.0

  /// The most layout nodes (see ``LayoutBudget/estimatedNodes(_:)``).
  public var maximumNodes: Int
  /// The most pixels of a PNG.
  public var maximumPixels: Int

  public init(
    maximumNodes: Int = LayoutBudget.defaultMaximumNodes,
    maximumPixels: Int = RenderBudget.defaultMaximumPixels
  ) {
    self.maximumNodes = maximumNodes
    self.maximumPixels = maximumPixels
  }

  /// Throws when laying out `specs` would exceed the node budget.
  public func checkLayout(of specs: [ListSpecDocument]) throws(RenderBudgetError) {
    let nodes = specs.reduce(0) { $0 + LayoutBudget.estimatedNodes($1) }
    guard nodes <= maximumNodes else {
      throw RenderBudgetError(limit: .layoutNodes(estimated: nodes, maximum: maximumNodes))
    }
  }

  /// Throws when `layout` drawn as `format` (PNG at `scale` pixels per point) is beyond what
  /// cairo can draw or beyond the pixel budget; text and JSON are never refused.
  public func checkPicture(_ layout: ListLayout, format: RenderFormat, scale: Double)
    throws(RenderBudgetError)
  {
    guard format.isPicture else { return }
    let size = layout.size
    guard size.width <= Self.maximumVectorPoints, size.height <= Self.maximumVectorPoints else {
      throw RenderBudgetError(
        limit: .vectorPoints(height: size.height),
        source: Self.firstSource(in: layout.root, below: Self.maximumVectorPoints))
    }
    guard format == .png else { return }
    let width = (size.width * scale).rounded(.up)
    let pixels = width * (size.height * scale).rounded(.up)
    guard pixels.isFinite, pixels <= Double(maximumPixels) else {
      // The rows that fit in the budget, in points: the first node that reaches below them.
      let fittingRows = width > 0 ? (Double(maximumPixels) / width).rounded(.down) : 0
      throw RenderBudgetError(
        limit: .pixels(
          width: size.width * scale, height: size.height * scale, maximum: maximumPixels),
        source: Self.firstSource(in: layout.root, below: fittingRows / scale))
    }
  }

  /// Where the first row, header or footer that reaches below `limit` points comes from in
  /// the spec (else the first such node with a source): what the error points at.
  static func firstSource(in root: LayoutNode, below limit: Double) -> SourceLocation? {
    var fallback: SourceLocation?
    var stack = [root]
    while let node = stack.popLast() {
      guard node.frame.maxY > limit else { continue }
      if let source = node.source {
        if [.cell, .header, .footer].contains(node.kind) { return source }
        if fallback == nil { fallback = source }
      }
      stack.append(contentsOf: node.children.reversed())
    }
    return fallback
  }
}

/// A layout or picture beyond the ``RenderBudget``, with where in the spec it happens.
public struct RenderBudgetError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Which bound was passed, with the figures.
  public enum Limit: Equatable, Sendable {
    /// About `estimated` layout nodes against at most `maximum`.
    case layoutNodes(estimated: Int, maximum: Int)
    /// An SVG or PDF (or any picture) `height` points tall, beyond cairo's coordinates.
    case vectorPoints(height: Double)
    /// A PNG of `width`×`height` pixels, more than `maximum` in all.
    case pixels(width: Double, height: Double, maximum: Int)
  }

  public var limit: Limit
  /// The first item, header or footer drawn past the limit (a picture's limits); nil for the
  /// layout budget, which is the whole spec's.
  public var source: SourceLocation?

  public init(limit: Limit, source: SourceLocation? = nil) {
    self.limit = limit
    self.source = source
  }

  /// What was too large, without the advice (which differs between the command line and a
  /// library caller).
  public var summary: String {
    switch limit {
    case .layoutNodes(let estimated, let maximum):
      return "the layout would have about \(estimated) frames, more than the limit of \(maximum)"
    case .vectorPoints(let height):
      return
        "the picture would be \(Int(min(height, 1e15))) points tall, more than SVG and PDF output can hold (\(Int(RenderBudget.maximumVectorPoints)))"
    case .pixels(let width, let height, let maximum):
      return
        "the picture would be \(Int(min(width, 1e15)))×\(Int(min(height, 1e15))) pixels, more than the limit of \(maximum)"
    }
  }

  public var description: String {
    switch limit {
    case .layoutNodes, .vectorPoints: return summary + "; render fewer items"
    case .pixels: return summary + "; draw at a smaller scale, as SVG or PDF, or raise the limit"
    }
  }

  /// The error as a diagnostic line's text at `path`: "path:line:column: error: …" when the
  /// place is known.
  public func located(in path: String) -> String {
    guard let source else { return "error: \(description)" }
    return "\(path):\(source.line):\(source.column): error: \(description)"
  }
}
