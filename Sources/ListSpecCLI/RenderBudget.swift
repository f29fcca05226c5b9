import ListSpec

/// The options that set the ``RenderBudget`` of `render` and `diff --format png|svg` (see
/// specs/limits.md), and the budget's errors as usage errors naming them.
package enum RenderBudgetOptions {
  package static let maxLayoutNodes = Option(
    name: "--max-layout-nodes", valueName: "n", help: "Most frames a layout may have",
    defaultValue: "\(LayoutBudget.defaultMaximumNodes)")
  package static let maxPixels = Option(
    name: "--max-pixels", valueName: "n", help: "Largest PNG, in pixels",
    defaultValue: "\(RenderBudget.defaultMaximumPixels)")

  package static let group = OptionGroup(
    title: "RENDER LIMITS", options: [maxLayoutNodes, maxPixels], inUsage: false)

  /// The budget the options set.
  package static func budget(_ arguments: ParsedArguments) throws -> RenderBudget {
    RenderBudget(
      maximumNodes: try arguments.integer(maxLayoutNodes, in: 1...(Int.max / 2))
        ?? LayoutBudget.defaultMaximumNodes,
      maximumPixels: try arguments.integer(maxPixels, in: 1...(Int.max / 2))
        ?? RenderBudget.defaultMaximumPixels)
  }

  /// `error` with the advice of the command line: the option that raises the bound.
  package static func usageError(_ error: RenderBudgetError) -> UsageError {
    switch error.limit {
    case .layoutNodes:
      return UsageError(
        message: error.summary + "; raise it with --max-layout-nodes, or render fewer items")
    case .vectorPoints:
      return UsageError(message: error.summary + "; render fewer items")
    case .pixels:
      return UsageError(
        message: error.summary
          + "; use a smaller --scale, --format svg or pdf, or raise --max-pixels")
    }
  }
}
