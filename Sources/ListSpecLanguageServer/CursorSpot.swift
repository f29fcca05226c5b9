import ListSpec

/// Where a cursor is in a spec, read from the text around it (indentation, `- ` markers and
/// one line of flow collections), so that it works while the document does not parse, as it
/// does not halfway through typing a key.
struct CursorSpot {
  /// The steps from the root to the mapping or sequence the cursor is in.
  var path: [PathStep] = []
  /// The key whose value the cursor is in; nil where a key is written.
  var valueOf: String?
  /// The word under the cursor and its byte range.
  var word = ""
  var wordRange = 0..<0
  /// The part of the word before the cursor (what completion filters by).
  var prefix = ""
  /// True when the word is a key (a ':' follows it).
  var isKey = false
  /// Inside `{…}` of a quoted or plain value: the placeholder's text up to the cursor.
  var placeholder: String?
  /// True when a '*' comes right before the word (an alias).
  var isAlias = false

  static func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
      || (byte >= 0x61 && byte <= 0x7A)
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "#") || byte >= 0x80
  }

  /// A byte of a name written as a value: a word byte, or the '.', '-' and '/' that SF Symbol
  /// and asset names hold (`star.fill`, `brand-primary`, `Contacts/ben`).
  static func isNameByte(_ byte: UInt8) -> Bool {
    isWordByte(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
      || byte == UInt8(ascii: "/")
  }

  init(_ bytes: [UInt8], _ positions: TextPositions, offset: Int) {
    let line = positions.line(ofByteOffset: offset)
    let lineStart = positions.lineStarts[line]
    let lineEnd = positions.lineEnd(line)
    let cursor = min(max(offset, lineStart), lineEnd)
    var wordStart = cursor
    while wordStart > lineStart, Self.isWordByte(bytes[wordStart - 1]) { wordStart -= 1 }
    var wordEnd = cursor
    while wordEnd < lineEnd, Self.isWordByte(bytes[wordEnd]) { wordEnd += 1 }
    wordRange = wordStart..<wordEnd
    word = String(decoding: bytes[wordStart..<wordEnd], as: UTF8.self)
    prefix = String(decoding: bytes[wordStart..<cursor], as: UTF8.self)
    isAlias = wordStart > lineStart && bytes[wordStart - 1] == UInt8(ascii: "*")
    var after = wordEnd
    while after < lineEnd, bytes[after] == 0x20 { after += 1 }
    isKey = !word.isEmpty && after < lineEnd && bytes[after] == UInt8(ascii: ":")

    // This line up to the word.
    let current = Self.scan(bytes[lineStart..<wordStart])
    path = current.steps
    valueOf = current.key
    placeholder = current.placeholder.map { $0 + prefix }
    if isKey { valueOf = nil }
    // A value is a whole name, dots, dashes and slashes included.
    if valueOf != nil, placeholder == nil {
      while wordStart > lineStart, Self.isNameByte(bytes[wordStart - 1]) { wordStart -= 1 }
      while wordEnd < lineEnd, Self.isNameByte(bytes[wordEnd]) { wordEnd += 1 }
      wordRange = wordStart..<wordEnd
      word = String(decoding: bytes[wordStart..<wordEnd], as: UTF8.self)
      prefix = String(decoding: bytes[wordStart..<cursor], as: UTF8.self)
      isAlias = wordStart > lineStart && bytes[wordStart - 1] == UInt8(ascii: "*")
    }

    // The lines above, for the mappings this line is nested in.
    var searchColumn = current.markers > 0 ? current.markerColumn : current.contentColumn
    // Nothing before the word: the word's column (a key hovered in its middle is in the
    // mapping its first letter is in).
    if current.isBlank { searchColumn = wordStart - lineStart }
    var above = line - 1
    var parents: [PathStep] = []
    // True while the column searched is a `- `'s: a block sequence may be written at its
    // key's column (`items:` above `- id: a`), so the key may be at the same column.
    var searchesFromMarker = current.markers > 0
    while above >= 0, searchColumn > 0 || searchesFromMarker {
      let start = positions.lineStarts[above]
      let end = positions.lineEnd(above)
      above -= 1
      // A line indented past the column searched holds neither the key nor the `- ` looked
      // for: its indentation is enough to pass it (the lines of 100,000 items above a key are
      // passed in a few milliseconds).
      var indentEnd = start
      while indentEnd < end, bytes[indentEnd] == 0x20 { indentEnd += 1 }
      if indentEnd - start > searchColumn { continue }
      let shape = Self.scan(bytes[start..<end])
      if shape.isBlank { continue }
      if shape.markers > 0, shape.contentColumn == searchColumn {
        // The first line of the sequence element whose mapping holds this key.
        parents.insert(contentsOf: Array(repeating: PathStep.element, count: shape.markers), at: 0)
        searchColumn = shape.markerColumn
        searchesFromMarker = true
        continue
      }
      guard
        shape.contentColumn < searchColumn
          || (searchesFromMarker && shape.markers == 0 && shape.contentColumn == searchColumn),
        let key = shape.openKey
      else { continue }
      parents.insert(contentsOf: [PathStep.element] * shape.markers + [.key(key)], at: 0)
      searchColumn = shape.markers > 0 ? shape.markerColumn : shape.contentColumn
      searchesFromMarker = shape.markers > 0
    }
    path = parents + path
  }

  /// What a line (or the start of one) holds.
  struct LineShape {
    var markerColumn = 0
    var markers = 0
    var contentColumn = 0
    var isBlank = true
    /// Steps into the flow collections and keys open at the end.
    var steps: [PathStep] = []
    /// The key whose value the end is in.
    var key: String?
    /// A line `key:` with nothing after (a block mapping or sequence follows).
    var openKey: String?
    var placeholder: String?
  }

  static func scan(_ line: ArraySlice<UInt8>) -> LineShape {
    var shape = LineShape()
    var index = line.startIndex
    while index < line.endIndex, line[index] == 0x20 { index += 1 }
    shape.markerColumn = index - line.startIndex
    while index < line.endIndex, line[index] == UInt8(ascii: "-"),
      index + 1 == line.endIndex || line[index + 1] == 0x20
    {
      shape.markers += 1
      shape.steps.append(.element)
      index += 1
      while index < line.endIndex, line[index] == 0x20 { index += 1 }
    }
    shape.contentColumn = index - line.startIndex
    guard index < line.endIndex, line[index] != UInt8(ascii: "#") else { return shape }
    shape.isBlank = false
    // Flow collections: each frame remembers how many steps it added.
    var frames: [(isMapping: Bool, steps: Int)] = []
    var tokenStart = index
    var quote: UInt8?
    var placeholderStart: Int?
    var valueStarted = false
    // Where the line's text ends: before a trailing comment (`content:   # a comment`).
    var contentEnd = line.endIndex
    while index < line.endIndex {
      let byte = line[index]
      if let open = quote {
        if byte == open {
          quote = nil
          placeholderStart = nil
        } else if byte == UInt8(ascii: "{") {
          placeholderStart = index + 1
        } else if byte == UInt8(ascii: "}") {
          placeholderStart = nil
        }
        index += 1
        continue
      }
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        quote = byte
        valueStarted = true
      case UInt8(ascii: "#") where index > line.startIndex && line[index - 1] == 0x20:
        // A comment: the rest of the line is not read.
        contentEnd = index
        index = line.endIndex
        continue
      case UInt8(ascii: ":")
      where index + 1 == line.endIndex || line[index + 1] == 0x20
        || line[index + 1] == UInt8(ascii: ","):
        let key = String(decoding: line[tokenStart..<index], as: UTF8.self)
          .trimmingSpacesAndQuotes()
        shape.key = key
        valueStarted = false
        tokenStart = index + 1
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        if valueStarted, shape.key != nil {
          // `{` inside a plain value: a template placeholder, not a flow mapping.
          placeholderStart = index + 1
          break
        }
        let before = shape.steps.count
        if let key = shape.key {
          shape.steps.append(.key(key))
        } else if let last = frames.last, !last.isMapping {
          shape.steps.append(.element)
        }
        if byte == UInt8(ascii: "[") { shape.steps.append(.element) }
        frames.append((byte == UInt8(ascii: "{"), shape.steps.count - before))
        shape.key = nil
        tokenStart = index + 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if placeholderStart != nil {
          placeholderStart = nil
          break
        }
        if let frame = frames.popLast() { shape.steps.removeLast(frame.steps) }
        shape.key = nil
        tokenStart = index + 1
      case UInt8(ascii: ","):
        if let last = frames.last, last.isMapping { shape.key = nil }
        tokenStart = index + 1
        valueStarted = false
      case 0x20: break
      default:
        if shape.key != nil { valueStarted = true }
      }
      index += 1
    }
    if let placeholderStart {
      shape.placeholder = String(decoding: line[placeholderStart..<line.endIndex], as: UTF8.self)
    }
    if frames.isEmpty, let key = shape.key, quote == nil,
      String(decoding: line[tokenStart..<contentEnd], as: UTF8.self)
        .trimmingSpacesAndQuotes().isEmpty
    {
      shape.openKey = key
    }
    return shape
  }
}

extension Array where Element == PathStep {
  fileprivate static func * (step: [PathStep], count: Int) -> [PathStep] {
    Array(repeating: step[0], count: count)
  }
}

extension String {
  func trimmingSpacesAndQuotes() -> String {
    var slice = Substring(self)
    while let first = slice.first, first == " " || first == "\"" || first == "'" {
      slice.removeFirst()
    }
    while let last = slice.last, last == " " || last == "\"" || last == "'" { slice.removeLast() }
    return String(slice)
  }
}
