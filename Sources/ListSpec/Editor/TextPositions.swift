/// A position as the Language Server Protocol counts it: a 0-based line and a 0-based
/// offset in UTF-16 code units within the line.
public struct UTF16Position: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var line: Int
  public var character: Int

  public init(line: Int, character: Int) {
    self.line = line
    self.character = character
  }

  public static func < (lhs: UTF16Position, rhs: UTF16Position) -> Bool {
    (lhs.line, lhs.character) < (rhs.line, rhs.character)
  }

  public var description: String { "\(line):\(character)" }
}

/// The line starts of a text, for converting between byte offsets (what a ``SourceLocation``
/// holds) and ``UTF16Position``s (what an editor sends). Lines break at LF, CR LF and a lone
/// CR, as LSP 3.17 says; a position past a line's end means the line's end, and a line past
/// the text's end means the text's end.
public struct TextPositions: Sendable {
  public let bytes: [UInt8]
  /// The byte offset each line starts at; `lineStarts[0]` is 0.
  public let lineStarts: [Int]

  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == 0x0A {
        starts.append(index)
      } else if byte == 0x0D {
        if index < bytes.count, bytes[index] == 0x0A { index += 1 }
        starts.append(index)
      }
    }
    lineStarts = starts
  }

  public init(_ text: String) { self.init(Array(text.utf8)) }

  /// The number of lines (the text after the last break is a line, even when empty).
  public var lineCount: Int { lineStarts.count }

  /// The byte offset where `line` (0-based) ends, before its line break.
  public func lineEnd(_ line: Int) -> Int {
    guard line + 1 < lineStarts.count else { return bytes.count }
    var end = lineStarts[line + 1]
    if end > lineStarts[line], bytes[end - 1] == 0x0A { end -= 1 }
    if end > lineStarts[line], bytes[end - 1] == 0x0D { end -= 1 }
    return end
  }

  /// The 0-based line holding byte `offset` (clamped to the text).
  public func line(ofByteOffset offset: Int) -> Int {
    let clamped = min(max(offset, 0), bytes.count)
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
    }
    return low
  }

  /// The position of byte `offset`. An offset inside a character (a UTF-8 continuation byte)
  /// counts as that character's start.
  public func position(ofByteOffset offset: Int) -> UTF16Position {
    let line = line(ofByteOffset: offset)
    let end = min(max(offset, 0), lineEnd(line))
    var character = 0
    var index = lineStarts[line]
    while index < end {
      let byte = bytes[index]
      let length = Self.sequenceLength(byte)
      guard index + length <= end else { break }
      // A four-byte UTF-8 sequence is a scalar above U+FFFF: two UTF-16 code units.
      character += length == 4 ? 2 : 1
      index += length
    }
    return UTF16Position(line: line, character: character)
  }

  /// The byte offset of `position`; a character past the line's end gives the line's end,
  /// one in the middle of a surrogate pair gives the start of its scalar.
  public func byteOffset(of position: UTF16Position) -> Int {
    guard position.line >= 0 else { return 0 }
    guard position.line < lineStarts.count else { return bytes.count }
    let end = lineEnd(position.line)
    var index = lineStarts[position.line]
    var character = 0
    while index < end, character < position.character {
      let length = Self.sequenceLength(bytes[index])
      let units = length == 4 ? 2 : 1
      if character + units > position.character { break }
      character += units
      index = min(index + length, end)
    }
    return index
  }

  /// The positions of a source range's ends.
  public func range(of range: SourceRange) -> (start: UTF16Position, end: UTF16Position) {
    (position(ofByteOffset: range.start.offset), position(ofByteOffset: range.end.offset))
  }

  /// The bytes of a UTF-8 sequence that starts with `byte` (1 for a stray continuation byte or
  /// an invalid lead, which count as one character each).
  private static func sequenceLength(_ byte: UInt8) -> Int {
    switch byte {
    case 0xF0...0xF7: return 4
    case 0xE0...0xEF: return 3
    case 0xC0...0xDF: return 2
    default: return 1
    }
  }
}

extension TextPositions {
  /// Replaces the text between two positions with `text` (an LSP incremental change), giving
  /// the new bytes.
  public func replacing(from start: UTF16Position, to end: UTF16Position, with text: String)
    -> [UInt8]
  {
    let lower = byteOffset(of: start)
    let upper = max(lower, byteOffset(of: end))
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count - (upper - lower) + text.utf8.count)
    result.append(contentsOf: bytes[..<lower])
    result.append(contentsOf: text.utf8)
    result.append(contentsOf: bytes[upper...])
    return result
  }
}
