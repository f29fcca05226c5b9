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
