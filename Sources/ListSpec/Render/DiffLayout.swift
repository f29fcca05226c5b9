/// The old and new list laid out side by side, with the rows a diff touches marked: what
/// `listspec diff --format png|svg` draws. Pure layout (no drawing): the result is a
/// ``ListLayout`` any renderer of layouts can draw.
///
/// Marks: a translucent fill over the row and a solid bar at its leading edge (the right one
/// in a right-to-left layout), clipped to the
/// section's rounded shape as the row itself is — red for a
/// deleted row (old side), green for an inserted row (new side), blue for a moved row and
/// orange for a changed row (both sides; a row both moved and changed gets both bars). A
/// deleted, inserted or moved section gets a bar beside the whole section, a changed header or
/// footer a fill over it. A title above each side and a legend below name the colours.
public enum DiffLayout {
  /// The mark colours.
  public static let insertedColor = RGBA(red: 0.20, green: 0.70, blue: 0.30)
  public static let deletedColor = RGBA(red: 0.90, green: 0.22, blue: 0.20)
  public static let movedColor = RGBA(red: 0.15, green: 0.45, blue: 0.95)
  public static let changedColor = RGBA(red: 0.98, green: 0.60, blue: 0.05)

  static let margin = 16.0
  static let gap = 24.0
  static let titleHeight = 28.0
  static let legendHeight = 28.0
  static let barWidth = 4.0
  static let fillAlpha = 0.16

  /// Composes `old` and `new` (laid out in the same environment) with the marks of `diff`.
  public static func sideBySide(
    old: ListLayout, new: ListLayout, diff: ListDiff, oldTitle: String, newTitle: String
  ) -> ListLayout {
    let top = margin + titleHeight
    let oldX = margin
    let newX = margin + old.size.width + gap
    let width = newX + new.size.width + margin
    let listsHeight = max(old.size.height, new.size.height)
    let height = top + listsHeight + legendHeight + margin
    let dark = new.environment.isDark
    let text =
      dark ? RGBA(red: 0.92, green: 0.92, blue: 0.94) : RGBA(red: 0.11, green: 0.11, blue: 0.12)
    let background =
      dark ? RGBA(red: 0.16, green: 0.16, blue: 0.17) : RGBA(red: 0.86, green: 0.86, blue: 0.88)

    var children: [LayoutNode] = [
      label(oldTitle, x: oldX, y: margin, width: old.size.width, color: text, bold: true),
      label(newTitle, x: newX, y: margin, width: new.size.width, color: text, bold: true),
      old.root.offsetBy(dx: oldX, dy: top),
      new.root.offsetBy(dx: newX, dy: top),
    ]

    // Rows and sections of each side, by id.
    let oldFrames = frames(old.root, dx: oldX, dy: top)
    let newFrames = frames(new.root, dx: newX, dy: top)

    var oldMarks: [String: [RGBA]] = [:]
    var newMarks: [String: [RGBA]] = [:]
    for item in diff.deletedItems { oldMarks[item.id, default: []].append(deletedColor) }
    for item in diff.insertedItems { newMarks[item.id, default: []].append(insertedColor) }
    for item in diff.movedItems {
      oldMarks[item.id, default: []].append(movedColor)
      newMarks[item.id, default: []].append(movedColor)
    }
    for item in diff.updatedItems {
      oldMarks[item.id, default: []].append(changedColor)
      newMarks[item.id, default: []].append(changedColor)
    }
    // In drawing order, so the picture is the same on every run.
    // Bars go at the rows' leading edge: the right one in a right-to-left layout.
    let oldRTL = old.environment.layoutDirection == .rightToLeft
    let newRTL = new.environment.layoutDirection == .rightToLeft
    for cell in oldFrames.cellsInOrder {
      if let colors = oldMarks[cell.id] {
        children.append(clipped(rowMarks(cell.frame, colors, rightToLeft: oldRTL), cell))
      }
    }
    for cell in newFrames.cellsInOrder {
      if let colors = newMarks[cell.id] {
        children.append(clipped(rowMarks(cell.frame, colors, rightToLeft: newRTL), cell))
      }
    }

    for section in diff.deletedSections {
      if let frame = oldFrames.sections[section.id] {
        children.append(sectionBar(frame, deletedColor, rightToLeft: oldRTL))
      }
    }
    for section in diff.insertedSections {
      if let frame = newFrames.sections[section.id] {
        children.append(sectionBar(frame, insertedColor, rightToLeft: newRTL))
      }
    }
    for section in diff.movedSections {
      if let frame = oldFrames.sections[section.id] {
        children.append(sectionBar(frame, movedColor, rightToLeft: oldRTL))
      }
      if let frame = newFrames.sections[section.id] {
        children.append(sectionBar(frame, movedColor, rightToLeft: newRTL))
      }
    }
    for section in diff.updatedSections {
      for frame in [oldFrames.headers[section.id], newFrames.headers[section.id]]
      where section.changedKeys.contains("header") {
        if let frame { children.append(fill(frame, changedColor)) }
      }
      for frame in [oldFrames.footers[section.id], newFrames.footers[section.id]]
      where section.changedKeys.contains("footer") {
        if let frame { children.append(fill(frame, changedColor)) }
      }
    }

    // Legend.
    var x = margin
    let legendY = top + listsHeight + 8
    for (name, color) in [
      ("inserted", insertedColor), ("deleted", deletedColor), ("moved", movedColor),
      ("changed", changedColor),
    ] {
      children.append(
        LayoutNode(
          kind: .shape, frame: LayoutRect(x: x, y: legendY + 3, width: 12, height: 12),
          fill: color, cornerRadius: 3))
      children.append(label(name, x: x + 18, y: legendY, width: 80, color: text, bold: false))
      x += 18 + 80
    }

    let root = LayoutNode(
      kind: .list, frame: LayoutRect(x: 0, y: 0, width: width, height: height),
      fill: background, children: children)
    return ListLayout(environment: new.environment, root: root)
  }

  /// A row: its id, frame, and the shape of the section that clips it (insetGrouped and
  /// sidebar sections round their corners), so the row's marks stay inside that shape.
  struct Row {
    var id: String
    var frame: LayoutRect
    var clip: (frame: LayoutRect, cornerRadius: Double)?
  }

  struct Frames {
    var cellsInOrder: [Row] = []
    var sections: [String: LayoutRect] = [:]
    var headers: [String: LayoutRect] = [:]
    var footers: [String: LayoutRect] = [:]
  }

  static func frames(_ root: LayoutNode, dx: Double, dy: Double) -> Frames {
    var frames = Frames()
    func visit(_ node: LayoutNode, clip: (frame: LayoutRect, cornerRadius: Double)?) {
      let frame = node.frame.offsetBy(dx: dx, dy: dy)
      var clip = clip
      if node.clipsChildren { clip = (frame, node.cornerRadius ?? 0) }
      if let id = node.id {
        switch node.kind {
        case .cell: frames.cellsInOrder.append(Row(id: id, frame: frame, clip: clip))
        case .section: frames.sections[id] = frame
        case .header: frames.headers[id] = frame
        case .footer: frames.footers[id] = frame
        default: break
        }
      }
      for child in node.children { visit(child, clip: clip) }
    }
    visit(root, clip: nil)
    return frames
  }

  /// `marks` inside a node that clips them to the row's section shape (rounded corners).
  static func clipped(_ marks: [LayoutNode], _ row: Row) -> LayoutNode {
    guard let clip = row.clip else {
      return LayoutNode(kind: .view, frame: row.frame, children: marks)
    }
    return LayoutNode(
      kind: .view, frame: clip.frame, cornerRadius: clip.cornerRadius, clipsChildren: true,
      children: marks)
  }

  static func rowMarks(_ frame: LayoutRect, _ colors: [RGBA], rightToLeft: Bool = false)
    -> [LayoutNode]
  {
    var nodes = [fill(frame, colors[0])]
    for (index, color) in colors.enumerated() {
      let offset = Double(index) * barWidth
      nodes.append(
        LayoutNode(
          kind: .shape,
          frame: LayoutRect(
            x: rightToLeft ? frame.maxX - offset - barWidth : frame.x + offset, y: frame.y,
            width: barWidth, height: frame.height),
          fill: color))
    }
    return nodes
  }

  static func fill(_ frame: LayoutRect, _ color: RGBA) -> LayoutNode {
    var translucent = color
    translucent.alpha = fillAlpha
    return LayoutNode(kind: .shape, frame: frame, fill: translucent)
  }

  static func sectionBar(_ frame: LayoutRect, _ color: RGBA, rightToLeft: Bool = false)
    -> LayoutNode
  {
    LayoutNode(
      kind: .shape,
      frame: LayoutRect(
        x: rightToLeft ? frame.maxX + 10 - barWidth : frame.x - 10, y: frame.y, width: barWidth,
        height: frame.height),
      fill: color, cornerRadius: 2)
  }

  static func label(_ string: String, x: Double, y: Double, width: Double, color: RGBA, bold: Bool)
    -> LayoutNode
  {
    let font = ResolvedFont(pointSize: 13, weight: bold ? .semibold : .regular)
    return LayoutNode(
      kind: .text, frame: LayoutRect(x: x, y: y, width: width, height: 18),
      text: TextRun(string: string, font: font, color: color, maxLines: 1), baseline: y + 13)
  }
}
