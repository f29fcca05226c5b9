import CYAML

/// Finds, while the events are read, the valid YAML that libyaml 0.2.5 reads as a different
/// value without an error (yaml-test-suite cases in brackets), so that each is reported
/// instead of accepted:
///
/// - `?` followed by a character a plain scalar may hold, in a flow collection: YAML 1.2
///   reads the plain scalar `?foo`, libyaml the key indicator — `{ ?foo: bar }` gives the key
///   `foo` [652Z], `[?x]` a mapping `{x: null}` [HM87/01]. Found as a `?` that no scalar
///   covers and no comment holds.
/// - a block scalar whose last line holds only spaces and has no line break (the file ends
///   there): libyaml drops that line — `foo: |⏎␠␠x⏎␠␠␠` gives `"x\n "` for `"x\n \n"`
///   [L24T/01], `- |+⏎␠␠␠` gives `""` for `"\n"` [JEF9/02].
///
/// A file without `?` costs one `memchr` and a comparison per event; the trailing line is
/// looked at once per file.
struct LibYAMLMisreads {
  let source: SourceFile
  /// The offset of the next `?` followed by a character a plain scalar may start with, not
  /// yet checked; `Int.max` when there is none.
  private(set) var nextQuestionMark = Int.max
  /// Where the search for the next `?` goes on, and the bytes it reads from.
  private var searchFrom = 0
  private var searchWindow = SourceWindow(start: 0, bytes: [])
  /// Up to where the bytes between events were read for comments, and whether that point is
  /// inside a comment (or a directive).
  private var scannedTo = 0
  private var inComment = false
  /// True when the file ends with a line of only spaces and no line break: the last block
  /// scalar before it is checked at the end of the document.
  private(set) var endsWithSpacesLine = false
  /// The last line's start, for such a file.
  private(set) var lastLineStart = 0

  init(source: SourceFile) {
    self.source = source
  }

  /// Looks at the file: its first such `?` and its last line. Apart from `init`: a file past
  /// the size limit is not read.
  mutating func start() {
    endsWithSpacesLine = Self.endsWithSpacesLine(source, lineStart: &lastLineStart)
    findNextQuestionMark()
  }

  /// Moves `nextQuestionMark` to the next `?` at or after `searchFrom` that YAML 1.2 would
  /// read as the start of a plain scalar in a flow collection (not followed by a space, a
  /// line break, a flow indicator or the end of the file).
  private mutating func findNextQuestionMark() {
    let count = source.byteCount
    let chunk = 1 << 16
    while searchFrom < count {
      // The window must hold `searchFrom` and, but at the end of the file, the byte after
      // it; it is read again only then, so each byte of the file is read about once.
      if searchFrom < searchWindow.start || searchFrom + 1 >= searchWindow.endOffset {
        searchWindow = source.window(searchFrom..<min(count, searchFrom + chunk))
        guard searchWindow.endOffset > searchFrom else { break }
      }
      let window = searchWindow
      let found: Int? = window.bytes.withUnsafeBufferPointer { buffer in
        var offset = searchFrom - window.start
        while offset < buffer.count,
          let hit = memchr(
            buffer.baseAddress! + offset, Int32(UInt8(ascii: "?")), buffer.count - offset)
        {
          let index = buffer.baseAddress!.distance(to: hit.assumingMemoryBound(to: UInt8.self))
          // The byte after is in the next window (or past the end: not a value's start).
          guard index + 1 < buffer.count else { return -1 - index }
          if Self.canFollowPlainQuestionMark(buffer[index + 1]) { return index }
          offset = index + 1
        }
        return nil
      }
      switch found {
      case let index? where index >= 0:
        nextQuestionMark = window.start + index
        searchFrom = nextQuestionMark + 1
        return
      case let index?:
        // A `?` that is the window's last byte: the next window starts at it.
        searchFrom = window.start + (-1 - index)
        if window.endOffset >= count { searchFrom = count }
        searchWindow = SourceWindow(start: 0, bytes: [])
      case nil:
        searchFrom = window.endOffset
      }
    }
    nextQuestionMark = Int.max
  }

  /// True when `byte` after `?` makes it a plain scalar's first character in YAML 1.2 (flow
  /// context): anything but white space, a line break and the flow indicators.
  static func canFollowPlainQuestionMark(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
      UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"),
      UInt8(ascii: "}"):
      return false
    default:
      return true
    }
  }

  /// Checks the question marks before the end of an event (see `nextQuestionMark`); returns
  /// the offset of one libyaml read as an indicator, or nil. `previousEnd` is where the
  /// event before this one ended: between the two there are only indicators, white space and
  /// comments.
  mutating func check(
    type: yaml_event_type_t, start: Int, end: Int, previousEnd: Int
  ) -> Int? {
    while nextQuestionMark < end {
      let mark = nextQuestionMark
      findNextQuestionMark()
      let covered: Bool
      switch type {
      case YAML_SCALAR_EVENT:
        // The scalar `?foo` itself, or a `?` in a quoted value, a tag or an anchor.
        covered = mark >= start
      case YAML_MAPPING_START_EVENT, YAML_SEQUENCE_START_EVENT:
        // In a collection's tag; a `?` at its start is the key indicator of `[?x]`.
        covered = mark > start
      default:
        covered = false
      }
      if covered || isInComment(mark, previousEnd: previousEnd) { continue }
      return mark
    }
    return nil
  }

  /// True when the `?` at `offset`, between two events, is in a comment or a directive: a
  /// `#` (or a `%` starting a line) before it on its line. The bytes between events are
  /// read once, however many question marks they hold.
  private mutating func isInComment(_ offset: Int, previousEnd: Int) -> Bool {
    if scannedTo < previousEnd {
      scannedTo = previousEnd
      inComment = false
    }
    let chunk = 1 << 16
    while scannedTo < offset {
      let window = source.window(scannedTo..<min(offset, scannedTo + chunk))
      guard window.endOffset > scannedTo else { break }
      for index in window.start..<window.endOffset {
        switch window[index] {
        case UInt8(ascii: "#"):
          inComment = true
        case UInt8(ascii: "%"):
          if index == 0 || index == previousEnd || Self.isLineBreak(window, before: index) {
            inComment = true
          }
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
          inComment = false
        default:
          break
        }
      }
      scannedTo = window.endOffset
    }
    scannedTo = max(scannedTo, offset + 1)
    return inComment
  }

  private static func isLineBreak(_ window: SourceWindow, before index: Int) -> Bool {
    index > window.start
      && (window[index - 1] == UInt8(ascii: "\n") || window[index - 1] == UInt8(ascii: "\r"))
  }

  /// True when the file's last line holds one or more spaces and nothing else, with no line
  /// break after it; `lineStart` is then where that line starts.
  private static func endsWithSpacesLine(_ source: SourceFile, lineStart: inout Int) -> Bool {
    let count = source.byteCount
    guard count > 0 else { return false }
    let tail = source.window(max(0, count - 4096)..<count)
    guard tail.endOffset == count, tail[count - 1] == UInt8(ascii: " ") else { return false }
    var index = count - 1
    while index > tail.start, tail[index - 1] == UInt8(ascii: " ") { index -= 1 }
    guard index > tail.start else { return false }
    let before = tail[index - 1]
    guard before == UInt8(ascii: "\n") || before == UInt8(ascii: "\r") else { return false }
    lineStart = index
    return true
  }

  /// For a file that ends with a line of only spaces: true when libyaml's value of the block
  /// scalar read last, from `start` to `end`, lacks that line: it keeps its trailing lines
  /// (`|+`) and only white space and line breaks follow it, or it clips them (`|`, `>`) and
  /// the line is its content.
  func dropsTrailingSpacesLine(blockScalarStart start: Int, end: Int) -> Bool {
    // The header (after an anchor or a tag): `|` or `>`, then an indentation digit and a
    // chomping indicator in either order.
    let header = source.window(start..<min(source.byteCount, start + 256))
    guard
      let indicator = (header.start..<header.endOffset).first(where: {
        header[$0] == UInt8(ascii: "|") || header[$0] == UInt8(ascii: ">")
      })
    else { return false }
    var keeps = false
    for index in (indicator + 1)..<min(indicator + 3, header.endOffset) {
      // Strip: libyaml's value ends as YAML 1.2's does, without the line's break.
      if header[index] == UInt8(ascii: "-") { return false }
      if header[index] == UInt8(ascii: "+") { keeps = true }
    }
    // Clip: only a line with spaces past the indentation is content, which libyaml then
    // reads as the scalar's last line, up to the end of the file, without its break. A
    // shorter line is an empty line that clipping drops anyway.
    if !keeps { return end >= source.byteCount }
    // Only line breaks and spaces between the scalar's end and the last line: a comment or
    // another node would have ended the scalar before it.
    var offset = end
    while offset < lastLineStart {
      let window = source.window(offset..<min(lastLineStart, offset + (1 << 16)))
      guard window.endOffset > offset else { return false }
      for index in window.start..<window.endOffset {
        switch window[index] {
        case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"): continue
        default: return false
        }
      }
      offset = window.endOffset
    }
    return true
  }
}
