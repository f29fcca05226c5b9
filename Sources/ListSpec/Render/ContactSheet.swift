/// Several layouts of one list on one sheet, each under its label, in rows of `columns`:
/// what `render --matrix … -o sheet.png|pdf|svg` draws. Pure layout, like ``DiffLayout``.
public enum ContactSheet {
  static let margin = 16.0
  static let gap = 24.0
  static let labelHeight = 24.0

  public static func layout(_ variants: [(label: String, layout: ListLayout)], columns: Int)
    -> ListLayout
  {
    let columns = max(1, min(columns, variants.count))
    var columnWidths = [Double](repeating: 0, count: columns)
    for (index, variant) in variants.enumerated() {
      columnWidths[index % columns] = max(columnWidths[index % columns], variant.layout.size.width)
    }
    let text = RGBA(red: 0.11, green: 0.11, blue: 0.12)
    var children: [LayoutNode] = []
    var y = margin
    var index = 0
    var width = 0.0
    while index < variants.count {
      let row = variants[index..<min(index + columns, variants.count)]
      var x = margin
      var rowHeight = 0.0
      for (column, variant) in row.enumerated() {
        children.append(
          DiffLayout.label(
            variant.label, x: x, y: y, width: variant.layout.size.width, color: text, bold: true))
        children.append(variant.layout.root.offsetBy(dx: x, dy: y + labelHeight))
        rowHeight = max(rowHeight, labelHeight + variant.layout.size.height)
        x += columnWidths[column] + gap
      }
      width = max(width, x - gap + margin)
      y += rowHeight + gap
      index += columns
    }
    let environment = variants.first?.layout.environment ?? PreviewEnvironment(width: width)
    let root = LayoutNode(
      kind: .list, frame: LayoutRect(x: 0, y: 0, width: width, height: y - gap + margin),
      name: "contactSheet", fill: RGBA(red: 0.86, green: 0.86, blue: 0.88), children: children)
    return ListLayout(environment: environment, root: root)
  }
}
