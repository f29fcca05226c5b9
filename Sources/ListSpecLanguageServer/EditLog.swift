import ListSpec

/// The edits made to an open document, line by line, since the versions whose trees are kept:
/// enough to bring names read from an older version up to the current text
/// (``DocumentNames/reconciled(with:in:)``) without reading the whole text again.
///
/// An edit that can change what the lines it did not touch mean — one that opens or closes a
/// block (`key:` with nothing after), adds or removes a sequence element written as a block
/// mapping, a block scalar, an anchor or alias, a flow collection left open at the line's
/// end, a document marker — or replaces the whole text is recorded as structural: names
/// then come from reading the current text.
struct EditLog {
  struct Entry {
    /// The document's generation the edit made.
    var generation: Int
    /// The edit replaced the lines `firstLine..<firstLine + removedLines` with
    /// `firstLine..<firstLine + insertedLines`, and the bytes
    /// `firstByte..<firstByte + removedBytes` with `insertedBytes` bytes.
    var firstLine: Int
    var removedLines: Int
    var insertedLines: Int
    var firstByte: Int
    var removedBytes: Int
    var insertedBytes: Int
    var isStructural: Bool
  }

  /// The most edits kept: older ones are forgotten, and names older than them are read anew.
  static let capacity = 1024

  private(set) var entries: [Entry] = []
  /// Edits made by generations up to this one are forgotten.
  private(set) var forgottenThrough = 0

  /// Records the replacement of the bytes `start..<end` of `old` (whose line starts are
  /// `positions`) by `text`, made by `generation`.
  mutating func record(
    generation: Int, replacing start: Int, _ end: Int, in old: [UInt8], positions: TextPositions,
    with text: [UInt8]
  ) {
    let startLine = positions.line(ofByteOffset: start)
    let endLine = positions.line(ofByteOffset: end)
    let lineStart = positions.lineStarts[startLine]
    let lineEnd = positions.lineEnd(endLine)
    let newLineBreaks = text.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
    // Whole lines inserted before a line (or removed up to one's start) leave that line as
    // it was: it is not counted as edited.
    let wholeLines =
      start == lineStart && end == positions.lineStarts[endLine]
      && (text.isEmpty || text.last == 0x0A)
    let removedLines = endLine - startLine + (wholeLines ? 0 : 1)
    let insertedLines = newLineBreaks + (wholeLines ? 0 : 1)
    // The touched lines as they were and as they are.
    let before = wholeLines ? old[start..<end] : old[lineStart..<max(lineStart, lineEnd)]
    let after =
      wholeLines ? text : Array(old[lineStart..<start]) + text + Array(old[end..<max(end, lineEnd)])
    // A carriage return breaks lines as the positions count them, not as this log does.
    let structural =
      before.contains(0x0D) || after.contains(0x0D) || Self.isStructural(before)
      || Self.isStructural(after[...])
    append(
      Entry(
        generation: generation, firstLine: startLine, removedLines: removedLines,
        insertedLines: insertedLines, firstByte: start, removedBytes: end - start,
        insertedBytes: text.count, isStructural: structural))
  }

  /// Records a change of the whole text.
  mutating func recordWholeText(generation: Int) {
    append(
      Entry(
        generation: generation, firstLine: 0, removedLines: 0, insertedLines: 0, firstByte: 0,
        removedBytes: 0, insertedBytes: 0, isStructural: true))
  }

  private mutating func append(_ entry: Entry) {
    entries.append(entry)
    if entries.count > Self.capacity {
      let dropped = entries.count - Self.capacity
      forgottenThrough = max(forgottenThrough, entries[dropped - 1].generation)
      entries.removeFirst(dropped)
    }
  }

  /// Forgets the edits up to `generation` (no names older than it are kept).
  mutating func forget(through generation: Int) {
    entries.removeAll { $0.generation <= generation }
    forgottenThrough = max(forgottenThrough, generation)
  }

  /// The edits made after `generation`, or nil when one of them was structural or they are
  /// forgotten.
  func changes(since generation: Int) -> LineChanges? {
    guard generation >= forgottenThrough else { return nil }
    let since = entries.filter { $0.generation > generation }
    guard !since.contains(where: \.isStructural) else { return nil }
    return LineChanges(entries: since)
  }

  /// True for lines of which one can change what other lines mean.
  static func isStructural(_ lines: ArraySlice<UInt8>) -> Bool {
    var index = lines.startIndex
    while index <= lines.endIndex {
      var end = index
      while end < lines.endIndex, lines[end] != 0x0A { end += 1 }
      if isStructuralLine(lines[index..<end]) { return true }
      index = end + 1
    }
    return false
  }

  static func isStructuralLine(_ line: ArraySlice<UInt8>) -> Bool {
    let shape = CursorSpot.scan(line)
    if shape.isBlank { return false }
    if shape.openKey != nil { return true }
    // A key at the root (`assets:` names the catalogs), a document marker, a directive.
    if shape.contentColumn == 0 { return true }
    let content = line[(line.startIndex + shape.contentColumn)...]
    // A block mapping as a sequence element (`- id: a` with its keys below).
    if shape.markers > 0, let first = content.first, first != UInt8(ascii: "{"),
      first != UInt8(ascii: "[")
    {
      return true
    }
    // Anchors, aliases, merges, block scalars, tags, and flow collections left open (counted
    // crudely, quotes included: a false alarm only costs a reading).
    var depth = 0
    var previous: UInt8 = 0x20
    for byte in content {
      switch byte {
      case UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"): return true
      case UInt8(ascii: "|"),
        UInt8(ascii: ">") where previous == 0x20:
        return true
      case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
      case UInt8(ascii: "#") where previous == 0x20: return depth != 0
      default: break
      }
      previous = byte
    }
    return depth != 0 || content.starts(with: "<<".utf8)
  }
}

/// Edits made since a version of a document: where its lines and bytes are now.
struct LineChanges {
  var entries: [EditLog.Entry]

  /// The current line of line `line` of the older version, or nil when it was edited.
  func currentLine(_ line: Int) -> Int? {
    moved(line) { ($0.firstLine, $0.removedLines, $0.insertedLines) }
  }

  /// The current offset of byte `offset` of the older version, or nil when it was edited.
  func currentByte(_ offset: Int) -> Int? {
    moved(offset) { ($0.firstByte, $0.removedBytes, $0.insertedBytes) }
  }

  /// Where `value` (a line or an offset, as `span` reads an edit) is after the edits.
  private func moved(
    _ value: Int, _ span: (EditLog.Entry) -> (first: Int, removed: Int, inserted: Int)
  ) -> Int? {
    var value = value
    for entry in entries {
      let (first, removed, inserted) = span(entry)
      if value < first { continue }
      guard value >= first + removed else { return nil }
      value += inserted - removed
    }
    return value
  }

  /// A range of the older version on lines that were not edited, where it is now; nil when
  /// a line of it was edited.
  func current(_ range: SourceRange) -> SourceRange? {
    guard let moved = currentExtent(range),
      moved.end.line - moved.start.line == range.end.line - range.start.line
    else { return nil }
    return moved
  }

  /// An extent of the older version (a template's definition) where it is now: its first and
  /// last lines not edited, whatever was edited between them.
  func currentExtent(_ range: SourceRange) -> SourceRange? {
    guard let startLine = currentLine(range.start.line - 1),
      let endLine = currentLine(range.end.line - 1),
      let startByte = currentByte(range.start.offset), let endByte = currentByte(range.end.offset)
    else { return nil }
    return SourceRange(
      start: SourceLocation(line: startLine + 1, column: range.start.column, offset: startByte),
      end: SourceLocation(line: endLine + 1, column: range.end.column, offset: endByte))
  }

  /// The current lines the edits wrote, in order.
  var editedLines: [Int] {
    var ranges: [Range<Int>] = []
    for entry in entries {
      let oldEnd = entry.firstLine + entry.removedLines
      let delta = entry.insertedLines - entry.removedLines
      var merged = entry.firstLine..<(entry.firstLine + entry.insertedLines)
      var next: [Range<Int>] = []
      for range in ranges {
        if range.upperBound <= entry.firstLine {
          next.append(range)
        } else if range.lowerBound >= oldEnd {
          next.append((range.lowerBound + delta)..<(range.upperBound + delta))
        } else {
          merged =
            min(
              merged.lowerBound, range.lowerBound)..<max(
              merged.upperBound, range.upperBound + delta)
        }
      }
      if !merged.isEmpty { next.append(merged) }
      ranges = next.sorted { $0.lowerBound < $1.lowerBound }
    }
    return ranges.flatMap { Array($0) }
  }
}
