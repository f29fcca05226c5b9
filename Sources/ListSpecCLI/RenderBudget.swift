import ListSpec

/// The bounds on what `render` and `diff --format png|svg` draw (see specs/limits.md):
/// layout nodes, checked before laying out, and PNG pixels, checked before drawing.
package struct RenderBudget {
  /// A 10,000-row list at scale 2 is about 1.5 billion pixels (the render benchmark).
  package static let defaultMaximumPixels = 2_000_000_000

  package static let maxLayoutNodes = Option(
    name: "--max-layout-nodes", valueName: "n", help: "Most frames a layout may have",
    defaultValue: "\(LayoutBudget.defaultMaximumNodes)")
  package static let maxPixels = Option(
    name: "--max-pixels", valueName: "n", help: "Largest PNG, in pixels",
    defaultValue: "\(defaultMaximumPixels)")

  package static let group = OptionGroup(
    title: "RENDER LIMITS", options: [maxLayoutNodes, maxPixels], inUsage: false)

  package var maximumNodes: Int
  package var maximumPixels: Int

  package init(_ arguments: ParsedArguments) throws {
    maximumNodes =
      try arguments.integer(Self.maxLayoutNodes, in: 1...(Int.max / 2))
      ?? LayoutBudget.defaultMaximumNodes
    maximumPixels =
      try arguments.integer(Self.maxPixels, in: 1...(Int.max / 2)) ?? Self.defaultMaximumPixels
  }

  /// Refuses specs whose layout would exceed the node budget.
  package func checkLayout(of specs: [ListSpecDocument]) throws {
    let nodes = specs.reduce(0) { $0 + LayoutBudget.estimatedNodes($1) }
    guard nodes <= maximumNodes else {
      throw UsageError(
        message:
          "the layout would have about \(nodes) frames, more than the limit of \(maximumNodes); "
          + "raise it with --max-layout-nodes, or render fewer items")
    }
  }

  /// cairo stores coordinates in 24.8 fixed point: past about 8.4 million units a vector
  /// picture silently loses everything drawn (a 10-million-point list came out blank).
  package static let maximumVectorPoints = 8_000_000.0

  /// A usage error when an SVG or PDF of `size` points is beyond what cairo can draw.
  package func checkVectorPicture(_ size: Size) -> UsageError? {
    guard size.width <= Self.maximumVectorPoints, size.height <= Self.maximumVectorPoints else {
      return UsageError(
        message:
          "the picture would be \(Int(min(size.height, 1e15))) points tall, more than SVG and PDF output can hold (\(Int(Self.maximumVectorPoints))); render fewer items"
      )
    }
    return nil
  }

  /// A usage error when a PNG of `size` points at `scale` exceeds the pixel budget.
  package func checkPicture(_ size: Size, scale: Double) -> UsageError? {
    if let error = checkVectorPicture(size) { return error }
    let pixels = (size.width * scale).rounded(.up) * (size.height * scale).rounded(.up)
    guard pixels.isFinite, pixels <= Double(maximumPixels) else {
      return UsageError(
        message:
          "the picture would be \(Int(size.width * scale))×\(Int(min(size.height * scale, 1e15))) pixels, more than the limit of \(maximumPixels); "
          + "use a smaller --scale, --format svg or pdf, or raise --max-pixels")
    }
    return nil
  }
}
