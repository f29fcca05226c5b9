import ListSpec

extension DocumentNames {
  /// The items that set field `name` in the current text, in the order of its lines: those
  /// on lines not edited since the tree was read, and those whose field is written on an
  /// edited line, each read from its own lines (the item's `- ` line to its last). Nil when
  /// an item cannot be read so, or when `needsTemplates` and an item written on an edited
  /// line names no template of its own (its section's is not read here): the whole text is
  /// read then. The ranges of the items kept are the current lines', for their order.
  func currentSetters(of name: String, in document: TextDocument, needsTemplates: Bool)
    -> [ItemField]?
  {
    guard let changes else { return setters(of: name) }
    var edited: [ItemField] = []
    let positions = document.positions
    for line in editedLines where line < positions.lineCount {
      for offset in Self.keyOffsets(document.bytes, positions, line: line) {
        let spot = CursorSpot(document.bytes, positions, offset: offset)
        guard spot.isKey, spot.word == name,
          case .item = KeyContext.document.following(spot.path)
        else { continue }
        guard let item = Self.item(holdingKeyAt: offset, line: line, in: document),
          let value = item[name], !needsTemplates || item[ItemKey.cell]?.text != nil
        else { return nil }
        let column = offset - positions.lineStarts[line] + 1
        let place = SourceLocation(line: line + 1, column: column, offset: offset)
        edited.append(
          ItemField(
            itemID: item[ItemKey.id]?.text ?? "?", template: item[ItemKey.cell]?.text,
            keyRange: SourceRange(at: place), kind: Self.kind(value)))
      }
    }
    // The items kept and those read, merged by line: both are in source order.
    var merged: [ItemField] = []
    merged.reserveCapacity((fields[name]?.count ?? 0) + edited.count)
    var next = 0
    for field in fields[name] ?? [] {
      guard let line = changes.currentLine(field.keyRange.start.line - 1) else { continue }
      while next < edited.count, edited[next].keyRange.start.line - 1 < line {
        merged.append(edited[next])
        next += 1
      }
      merged.append(field)
    }
    merged += edited[next...]
    return merged
  }

  /// The item whose mapping holds the key at `offset` (on `line`), read from its own lines:
  /// a flow mapping on its `- ` line, or the block from its `- ` line to the last line
  /// indented past the `- `. Nil when no such item is found.
  static func item(holdingKeyAt offset: Int, line: Int, in document: TextDocument)
    -> YAMLNode?
  {
    let bytes = document.bytes
    let positions = document.positions
    let keyColumn = offset - positions.lineStarts[line]
    var start = line
    var shape = CursorSpot.scan(bytes[positions.lineStarts[line]..<positions.lineEnd(line)])
    // A block item: its `- ` line is the nearest above with its keys' column.
    if !(shape.markers > 0 && keyColumn >= shape.contentColumn) {
      while true {
        guard shape.isBlank || shape.contentColumn >= keyColumn, start > 0 else { return nil }
        if shape.markers > 0, shape.contentColumn == keyColumn { break }
        start -= 1
        shape = CursorSpot.scan(bytes[positions.lineStarts[start]..<positions.lineEnd(start)])
      }
    }
    var end = start + 1
    while end < positions.lineCount {
      let next = CursorSpot.scan(bytes[positions.lineStarts[end]..<positions.lineEnd(end)])
      guard next.isBlank || next.markerColumn > shape.markerColumn else { break }
      end += 1
    }
    let text = Array(bytes[positions.lineStarts[start]..<positions.lineEnd(end - 1)])
    guard
      let element = TextDocument.readTree(uri: document.uri, bytes: text, limits: document.limits)?
        .elements?.first,
      element.isMapping
    else { return nil }
    return element
  }
}
