import ListSpec

/// A terminal preview of a layout: each section a box drawn with box-drawing characters, each
/// cell a line with its texts, symbols (`◆`), app images (`▣`) and accessories at their
/// horizontal positions scaled to the terminal's width (text the layout wraps wraps onto
/// further lines; texts stacked in the same columns, as a VStack's, each on a line of its own;
/// texts in the trailing half ending where their frames end, right-aligned as drawn),
/// separators where the layout puts them, a selected row (`render --selected`) between heavy
/// edges. Colours only when asked —
/// the CLI asks only on a terminal: grey text in the terminal's own foreground (or faint),
/// other colours as 24-bit ANSI.
public enum TextPreview {
  struct Glyph {
    var character: Character = " "
    var foreground: RGBA?
    var background: RGBA?
  }

  public static func render(_ layout: ListLayout, columns: Int, colors: Bool) -> String {
    let width = max(20, columns)
    let scale = Double(width - 1) / max(1, layout.size.width)
    func column(_ x: Double) -> Int { min(width - 1, max(0, Int((x * scale).rounded()))) }
    var lines: [[Glyph]] = []
    func blank() -> [Glyph] { Array(repeating: Glyph(), count: width) }
    func put(_ text: String, at start: Int, limit: Int, in line: inout [Glyph], color: RGBA?) {
      // A spec's text may hold control characters: drawn escaped, never sent raw.
      let text = TerminalText.drawn(text, keepsLineFeeds: false)
      var position = start
      for character in text where position < min(limit, width) {
        line[position].character = character
        line[position].foreground = color
        position += 1
      }
      if position >= limit, position - start < text.count, position > start {
        line[position - 1].character = "…"
      }
    }
    let grouped = layout.root.children.contains { $0.kind == .section && $0.cornerRadius != nil }
    // The chevron points in the trailing direction: left in right-to-left.
    let rightToLeft = layout.environment.layoutDirection == .rightToLeft
    for node in layout.root.children {
      switch node.kind {
      case .navigationBar:
        // The bar's buttons on one line, with an inline title between them; a large title
        // at its column; the search field as a bracketed line across its width.
        let buttons = node.children.filter { $0.name == "barButton" }
        func isOnTheButtonsLine(_ child: LayoutNode) -> Bool {
          guard let first = buttons.first else { return false }
          return child.name == "barButton"
            || (child.name == "title" && abs(child.frame.midY - first.frame.midY) < 1)
        }
        if !buttons.isEmpty {
          var line = blank()
          for child in node.children where isOnTheButtonsLine(child) {
            if let text = child.text {
              put(
                text.string, at: column(child.frame.x), limit: width, in: &line, color: text.color)
            } else {
              put("◆", at: column(child.frame.x), limit: width, in: &line, color: child.fill)
            }
          }
          lines.append(line)
        }
        for child in node.children where !isOnTheButtonsLine(child) {
          var line = blank()
          if child.kind == .text, child.name == "title", let text = child.text {
            put(text.string, at: column(child.frame.x), limit: width, in: &line, color: text.color)
          } else if child.kind == .shape, child.name == "searchField" {
            let from = column(child.frame.minX)
            let to = max(from + 2, column(child.frame.maxX) - 1)
            line[from].character = "["
            line[min(width - 1, to)].character = "]"
            let placeholder = child.first { $0.kind == .text }?.text
            put(
              "⌕ " + (placeholder?.string ?? ""), at: from + 1, limit: to, in: &line,
              color: placeholder?.color)
          } else {
            continue
          }
          lines.append(line)
        }
      // A grouped list's first-item header sits above its group, as a header does.
      case .header, .footer, .cell:
        for textNode in node.allNodes() where textNode.kind == .text {
          var line = blank()
          put(
            textNode.text?.string ?? "", at: column(textNode.frame.x), limit: width, in: &line,
            color: textNode.text?.color)
          lines.append(line)
        }
      case .section:
        let left = column(node.frame.minX)
        let right = max(left + 2, column(node.frame.maxX) - 1)
        let rounded = node.cornerRadius != nil
        func border(_ leftCorner: Character, _ rightCorner: Character) -> [Glyph] {
          var line = blank()
          for index in left...right { line[index].character = "─" }
          line[left].character = leftCorner
          line[right].character = rightCorner
          return line
        }
        if !node.children.contains(where: { $0.kind == .cell }) { continue }
        if !grouped { lines.append(blank()) }
        lines.append(rounded ? border("╭", "╮") : border("┌", "┐"))
        for cell in node.children where cell.kind == .cell {
          // Things that overlap vertically share a terminal line; a VStack makes several.
          let leaves = cell.allNodes().filter {
            // A custom view's label and image are drawn with their accessory.
            (($0.kind == .text || $0.kind == .symbol || $0.kind == .image)
              && !isInsideAccessory($0, cell)) || $0.kind == .accessory
              // A SwiftUI Toggle's switch (an accessory's is drawn with its accessory).
              || ($0.name == "UISwitch" && !isInsideAccessory($0, cell))
          }
          // A text joins a line it overlaps vertically only when it shares no columns with
          // what is there: a VStack's two lines overlap a little vertically (the first line's
          // estimated height) but sit in the same columns, and each keeps its own line.
          var rows: [(nodes: [LayoutNode], top: Double, bottom: Double)] = []
          for leaf in leaves.filter({ $0.kind == .text }).sorted(by: {
            $0.frame.minY < $1.frame.minY
          }) {
            let bottom = leaf.frame.minY + firstLineHeight(leaf)
            if let index = rows.indices.last(where: { index in
              leaf.frame.minY < rows[index].bottom - 0.5
                && !rows[index].nodes.contains { sharesColumns($0, leaf) }
            }) {
              rows[index].nodes.append(leaf)
              rows[index].bottom = max(rows[index].bottom, bottom)
            } else {
              rows.append(([leaf], leaf.frame.minY, bottom))
            }
          }
          if rows.isEmpty { rows = [([], cell.frame.minY, cell.frame.maxY)] }
          // Symbols, images and accessories join the text line nearest their middle.
          for leaf in leaves where leaf.kind != .text {
            let middle = leaf.frame.midY
            let nearest = rows.indices.min {
              abs((rows[$0].top + rows[$0].bottom) / 2 - middle)
                < abs((rows[$1].top + rows[$1].bottom) / 2 - middle)
            }!
            rows[nearest].nodes.append(leaf)
          }
          for row in rows {
            func rowLine() -> [Glyph] {
              var line = blank()
              line[left].character = "│"
              line[right].character = "│"
              if cell.isSelected {
                highlight(
                  &line, cell: cell, left: left, right: right, colors: colors, column: column)
              }
              paintShapes(
                of: cell, rows: row.top..<max(row.bottom, row.top + 1), into: &line, left: left,
                right: right, colors: colors, column: column)
              return line
            }
            // A text the layout wraps is wrapped here too, at the room it has on the line;
            // its further lines follow, each at the text's column.
            var rowLines = [rowLine()]
            // The first free column of each terminal line of the row, so nothing is written
            // over what is already there.
            var free: [Int] = [left + 1]
            let ordered = row.nodes.sorted { $0.frame.minX < $1.frame.minX }
            let cellMiddle = cell.frame.midX
            for (index, leaf) in ordered.enumerated() {
              let start = max(free[0], column(leaf.frame.minX))
              // Text may run past its scaled frame up to the next thing on the line.
              let next = ordered[(index + 1)...].map { column($0.frame.minX) }.first { $0 > start }
              switch leaf.kind {
              case .text:
                guard let text = leaf.text else { continue }
                let limit = max(start + 1, min(right, (next ?? right + 1) - 1))
                // One line in the layout stays one line (cut to the terminal's room).
                let layoutWraps = leaf.frame.height > firstLineHeight(leaf) * 1.5
                let wrapped = wrap(
                  text.string, width: limit - start, maxLines: layoutWraps ? text.maxLines : 1)
                // A text in the trailing half of the cell (a value, a time) ends where its
                // frame ends, as it is drawn: right-aligned, as is a right-to-left one.
                let trailing =
                  leaf.frame.minX > cellMiddle || text.layoutDirection == .rightToLeft
                let end = min(limit, max(start + 1, column(leaf.frame.maxX)))
                for (number, part) in wrapped.enumerated() {
                  while rowLines.count <= number {
                    rowLines.append(rowLine())
                    free.append(left + 1)
                  }
                  let from = max(free[number], trailing ? end - part.count : start)
                  put(part, at: from, limit: limit, in: &rowLines[number], color: text.color)
                  free[number] = max(free[number], min(limit, from + part.count) + 1)
                }
              case .symbol:
                put("◆", at: start, limit: right, in: &rowLines[0], color: leaf.fill)
                free[0] = start + 2
              case .image:
                // An app image, drawn or not: a framed square in systemGray.
                put(
                  "▣", at: start, limit: right, in: &rowLines[0],
                  color: ImagePlaceholder.glyphColor)
                free[0] = start + 2
              case .view:
                let glyph = switchGlyph(leaf)
                put(glyph, at: start, limit: right, in: &rowLines[0], color: nil)
                free[0] = start + glyph.count + 1
              default:
                let glyph = accessoryGlyph(leaf, rightToLeft: rightToLeft)
                // A label accessory's text is right-aligned in its frame, as a value is.
                var from = start
                if leaf.name == AccessoryKind.label.rawValue, leaf.frame.minX > cellMiddle {
                  from = max(free[0], column(leaf.frame.maxX) - glyph.count)
                }
                put(glyph, at: from, limit: right, in: &rowLines[0], color: leaf.fill)
                free[0] = from + glyph.count + 1
              }
            }
            lines += rowLines
          }
          if let separator = cell.children.first(where: {
            $0.kind == .separator && $0.name == "bottom"
          }), cell.frame.maxY < node.frame.maxY - 0.5 {
            var separatorLine = blank()
            let from = max(left, column(separator.frame.minX))
            let to = min(right, column(separator.frame.maxX))
            separatorLine[left].character = "│"
            separatorLine[right].character = "│"
            if from <= to {
              for index in from...to { separatorLine[index].character = "─" }
            }
            if from <= left { separatorLine[left].character = "├" }
            if to >= right { separatorLine[right].character = "┤" }
            // The separator is inside the cell's frame, so a selected row's highlight covers it.
            if cell.isSelected {
              highlight(
                &separatorLine, cell: cell, left: left, right: right, colors: colors,
                column: column)
            }
            lines.append(separatorLine)
          }
        }
        lines.append(rounded ? border("╰", "╯") : border("└", "┘"))
      default: break
      }
    }
    return lines.map { line in encode(line, colors: colors) }.joined(separator: "\n") + "\n"
  }

  /// `text` broken into lines of at most `width` characters at spaces (a word longer than a
  /// line is cut, as the layout cuts it), at explicit line breaks too; with `maxLines` the
  /// last kept line ends in "…" when text was left out.
  static func wrap(_ text: String, width: Int, maxLines: Int) -> [String] {
    let width = max(1, width)
    var lines: [String] = []
    let text = TerminalText.drawn(text, keepsLineFeeds: true)
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var current = ""
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
        var word = String(word)
        if !current.isEmpty {
          if current.count + 1 + word.count <= width {
            current += " " + word
            continue
          }
          lines.append(current)
        }
        while word.count > width {
          lines.append(String(word.prefix(width)))
          word = String(word.dropFirst(width))
        }
        current = word
      }
      lines.append(current)
    }
    if maxLines > 0, lines.count > maxLines {
      lines = Array(lines.prefix(maxLines))
      var last = lines[maxLines - 1]
      if last.count >= width { last = String(last.prefix(width - 1)) }
      lines[maxLines - 1] = last + "…"
    }
    return lines
  }

  /// Paints the cell's coloured shapes (backgrounds) on a line: as background colour, or as
  /// brackets at their edges without colour.
  private static func paintShapes(
    of cell: LayoutNode, rows: Range<Double>, into line: inout [Glyph], left: Int, right: Int,
    colors: Bool, column: (Double) -> Int
  ) {
    for shape in cell.allNodes() where shape.kind == .shape {
      guard let fill = shape.fill, fill.alpha > 0.5, shape.frame.width > 8,
        shape.frame.minY < rows.upperBound, shape.frame.maxY > rows.lowerBound
      else { continue }
      let from = max(left + 1, column(shape.frame.minX))
      let to = min(right - 1, column(shape.frame.maxX) - 1)
      guard from <= to else { continue }
      if colors {
        for index in from...to { line[index].background = fill }
      } else if shape.frame.width > cell.frame.width / 3 {
        // Without colour only large shapes (backgrounds) are shown, as brackets.
        line[from].character = "["
        line[to].character = "]"
      }
    }
  }

  /// Marks a line of a selected cell (`render --selected`) the way the picture highlights
  /// the row: the box's edges heavy (`┃`), so it shows without colours too, and with colours
  /// the cell's selected background painted behind its text.
  private static func highlight(
    _ line: inout [Glyph], cell: LayoutNode, left: Int, right: Int, colors: Bool,
    column: (Double) -> Int
  ) {
    for edge in [left, right] {
      switch line[edge].character {
      case "├": line[edge].character = "┠"
      case "┤": line[edge].character = "┨"
      default: line[edge].character = "┃"
      }
    }
    // A sidebar row's highlight is inset from the section's edges: only its own columns.
    let from = max(left + 1, column(cell.frame.minX))
    let to = min(right - 1, column(cell.frame.maxX) - 1)
    guard colors, let fill = cell.fill, from <= to else { return }
    for index in from...to { line[index].background = fill }
  }

  /// The height of a leaf's first line (the whole frame for symbols and accessories).
  private static func firstLineHeight(_ node: LayoutNode) -> Double {
    guard let text = node.text, let baseline = node.baseline else { return node.frame.height }
    // Roughly one line: from the top to a little below the first baseline.
    return min(node.frame.height, (baseline - node.frame.minY) + text.font.pointSize * 0.3)
  }

  /// Whether two leaves overlap horizontally (by more than a hair).
  private static func sharesColumns(_ a: LayoutNode, _ b: LayoutNode) -> Bool {
    a.frame.minX < b.frame.maxX - 0.5 && b.frame.minX < a.frame.maxX - 0.5
  }

  private static func isInsideAccessory(_ text: LayoutNode, _ cell: LayoutNode) -> Bool {
    cell.children.contains { $0.kind == .accessory && $0.children.contains(text) }
  }

  private static func accessoryGlyph(_ node: LayoutNode, rightToLeft: Bool) -> String {
    switch node.name.flatMap(AccessoryKind.init(rawValue:)) {
    case .disclosureIndicator?: return rightToLeft ? "‹" : "›"
    case .outlineDisclosure?: return node.rotation == nil ? (rightToLeft ? "‹" : "›") : "⌄"
    case .checkmark?: return "✓"
    case .detail?: return "ⓘ"
    case .delete?: return "⊖"
    case .insert?: return "⊕"
    case .reorder?: return "≡"
    case .multiselect?: return node.isSelected ? "●" : "○"
    case .popUpMenu?: return "⇕"
    case .label?: return node.children.first?.text?.string ?? ""
    case .customView?: return node.children.first.map(customViewGlyph) ?? ""
    case nil: return ""
    }
  }

  /// A custom view as the preview draws it elsewhere: a switch, an image's mark, a label's text.
  private static func customViewGlyph(_ node: LayoutNode) -> String {
    switch node.kind {
    case .symbol: return "◆"
    case .image: return "▣"
    case .text: return node.text?.string ?? ""
    default: return switchGlyph(node)
    }
  }

  /// A `UISwitch` node: on shows its knob at the trailing end.
  private static func switchGlyph(_ node: LayoutNode) -> String {
    let isOn = node.children.last.map { $0.frame.midX > node.frame.midX } ?? false
    return isOn ? "(‒●)" : "(●‒)"
  }

  private static func encode(_ line: [Glyph], colors: Bool) -> String {
    var end = line.count
    while end > 0, line[end - 1].character == " ", line[end - 1].background == nil { end -= 1 }
    var out = ""
    var current: (RGBA?, RGBA?) = (nil, nil)
    for glyph in line[..<end] {
      if colors, glyph.foreground != current.0 || glyph.background != current.1 {
        out += "\u{1B}[0m"
        if let foreground = glyph.foreground {
          out += foregroundCode(foreground, onBackground: glyph.background != nil)
        }
        if let background = glyph.background { out += sgr(48, background) }
        current = (glyph.foreground, glyph.background)
      }
      out.append(glyph.character)
    }
    if colors, current.0 != nil || current.1 != nil { out += "\u{1B}[0m" }
    return out
  }

  /// The escape that sets a text colour. Grey colours (`label`, `secondaryLabel`, black or
  /// white text) do not know the terminal's background: `label` becomes the terminal's own
  /// foreground and the dimmer greys its faint variant, so text reads on dark and light
  /// terminals alike. Chromatic colours (tint, red) and any text over a painted background
  /// keep their exact colour.
  static func foregroundCode(_ color: RGBA, onBackground: Bool) -> String {
    let channels = [color.red, color.green, color.blue]
    let chroma = channels.max()! - channels.min()!
    guard !onBackground, chroma < 0.1 else { return sgr(38, color) }
    let luma = (channels.max()! + channels.min()!) / 2
    let strong = color.alpha >= 0.9 && (luma < 0.2 || luma > 0.8)
    return strong ? "\u{1B}[39m" : "\u{1B}[2;39m"
  }

  static func sgr(_ code: Int, _ color: RGBA) -> String {
    func byte(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
    return "\u{1B}[\(code);2;\(byte(color.red));\(byte(color.green));\(byte(color.blue))m"
  }
}
