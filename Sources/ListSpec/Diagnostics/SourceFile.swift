import Foundation

/// The bytes of one input file with a line table, so that diagnostics can quote the line they
/// point at and marks can be turned into byte offsets.
public struct SourceFile: Sendable {
  /// The path as the user gave it (shown in diagnostics).
  public let path: String
  /// The file's raw bytes.
  public let bytes: [UInt8]
  /// Byte offset of the first byte of each line; `lineStarts[0]` is line 1.
  let lineStarts: LineTable

  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
    // Rare files also break lines with a lone CR, NEL, U+2028 or U+2029; count as libyaml.
    lineStarts =
      Self.hasOtherLineBreaks(bytes)
      ? LineTable(everyStart: Self.lineStartsAtEveryBreak(bytes), bytes: bytes)
      : LineTable(lineFeedsIn: bytes)
  }

  /// True when a line break other than LF and CR LF occurs; found with memchr on each break's
  /// first byte, so a file without them costs a few word-at-a-time scans.
  static func hasOtherLineBreaks(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return false }
      for first: Int32 in [0x0D, 0xC2, 0xE2] {
        var offset = 0
        while offset < buffer.count, let found = memchr(base + offset, first, buffer.count - offset)
        {
          let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
          let length = lineBreakLength(buffer, at: index)
          if first == 0x0D ? length == 1 : length > 0 { return true }
          offset = index + 1
        }
      }
      return false
    }
  }

  /// The line table with every break libyaml counts (the slow path of `init`).
  static func lineStartsAtEveryBreak(_ bytes: [UInt8]) -> [UInt32] {
    var starts: [UInt32] = [0]
    bytes.withUnsafeBufferPointer { buffer in
      for index in buffer.indices {
        let length = lineBreakLength(buffer, at: index)
        // CR LF is one break, ended by its LF.
        if length > 0, !(buffer[index] == 0x0D && length == 2) {
          starts.append(UInt32(index + length))
        }
      }
    }
    return starts
  }

  /// The byte length of the line break at `index`, or 0. libyaml counts lines at every YAML
  /// 1.1 break — LF, CR LF, a lone CR, NEL, and the Unicode line and paragraph separators —
  /// so the line table must too, or marks after a lone CR point at the wrong line.
  static func lineBreakLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
    switch bytes[index] {
    case 0x0A: return 1
    case 0x0D: return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
    case 0xC2: return index + 1 < bytes.count && bytes[index + 1] == 0x85 ? 2 : 0  // NEL
    case 0xE2:  // U+2028, U+2029
      guard index + 2 < bytes.count, bytes[index + 1] == 0x80,
        bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
      else { return 0 }
      return 3
    default: return 0
    }
  }

  public init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// True when the file starts with a UTF-8 byte order mark (EF BB BF), which libyaml skips
  /// and does not count as a column.
  public var hasUTF8ByteOrderMark: Bool { bytes.starts(with: [0xEF, 0xBB, 0xBF]) }

  /// The number of lines (a trailing newline does not start a new line).
  public var lineCount: Int {
    if let last = lineStarts.last, last == bytes.count, lineStarts.count > 1 {
      return lineStarts.count - 1
    }
    return lineStarts.count
  }

  /// The text of 1-based `line` without its line break, or nil past the end.
  public func text(ofLine line: Int) -> String? {
    byteRange(ofLine: line).map { String(decoding: bytes[$0], as: UTF8.self) }
  }

  /// The byte offsets of 1-based `line` without its line break, or nil past the end.
  func byteRange(ofLine line: Int) -> Range<Int>? {
    guard line >= 1, line <= lineStarts.count else { return nil }
    let start = lineStarts[line - 1]
    let next = line < lineStarts.count ? lineStarts[line] : bytes.count
    var end = next
    // Drop the line's break: the last break found before the next line's start.
    bytes.withUnsafeBufferPointer { buffer in
      for index in stride(from: next - 1, through: max(start, next - 3), by: -1)
      where Self.lineBreakLength(buffer, at: index) == next - index {
        end = index
      }
    }
    return start..<end
  }

  /// The byte offset of a 1-based line and a 1-based column counted in Unicode scalars,
  /// as libyaml counts them.
  public func offset(line: Int, column: Int) -> Int {
    guard line >= 1, line <= lineStarts.count else { return bytes.count }
    return offset(line: line, column: column, lineStart: lineStarts[line - 1])
  }

  /// As `offset(line:column:)`, given where the line starts.
  func offset(line: Int, column: Int, lineStart: Int) -> Int {
    var offset = lineStart
    // libyaml does not count a UTF-8 byte order mark as a column.
    if line == 1, hasUTF8ByteOrderMark {
      offset = 3
    }
    var remaining = column - 1
    while remaining > 0, offset < bytes.count {
      offset += 1
      // Skip UTF-8 continuation bytes: a column is one scalar.
      while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
      remaining -= 1
    }
    return offset
  }

  /// The location of a byte offset (clamped to the file): its line, and its column counted in
  /// Unicode scalars.
  func location(byteOffset: Int) -> SourceLocation {
    let clamped = min(max(byteOffset, 0), bytes.count)
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
    }
    let lineStart = lineStarts[low]
    var column = 1
    var index = lineStart
    while index < clamped {
      index += 1
      while index < clamped, bytes[index] & 0xC0 == 0x80 { index += 1 }
      column += 1
    }
    return SourceLocation(line: low + 1, column: column, offset: clamped)
  }

  /// A location for a 0-based libyaml line and column.
  func location(zeroBasedLine line: Int, column: Int) -> SourceLocation {
    SourceLocation(
      line: line + 1, column: column + 1, offset: offset(line: line + 1, column: column + 1))
  }
}

/// Where each line of a file starts. Lines broken only by LF (and CR LF) keep every 32nd
/// line's start and find the others with `memchr` from there: a table of every line cost
/// 8 bytes a line, 1.6 GB for a file of 200 MB of line breaks. Files with other breaks keep
/// every start. Offsets are 32-bit, as in ``SourceLocation``.
struct LineTable: Sendable {
  /// The start of line `i * stride` (0-based) for each `i`.
  private let starts: [UInt32]
  private let stride: Int
  /// The number of lines (the text after the last break is a line, even when empty).
  let count: Int
  private let bytes: [UInt8]
  static let sparseStride = 32

  init(everyStart starts: [UInt32], bytes: [UInt8]) {
    self.starts = starts
    stride = 1
    count = starts.count
    self.bytes = bytes
  }

  init(lineFeedsIn bytes: [UInt8]) {
    var starts: [UInt32] = [0]
    var count = 1
    let stride = Self.sparseStride
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      // memchr skips whole words at a time; a byte loop cost ~1 instruction per byte.
      var offset = 0
      while offset < buffer.count,
        let found = memchr(base + offset, 0x0A, buffer.count - offset)
      {
        let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        if count % stride == 0 { starts.append(UInt32(index + 1)) }
        count += 1
        offset = index + 1
      }
    }
    self.starts = starts
    self.stride = stride
    self.count = count
    self.bytes = bytes
  }

  /// The start of 0-based line `line`.
  subscript(line: Int) -> Int {
    let (block, remaining) = line.quotientAndRemainder(dividingBy: stride)
    return lineStart(after: Int(starts[block]), lines: remaining)
  }

  /// The start of the line `lines` lines after the line starting at `start` (LF breaks).
  func lineStart(after start: Int, lines: Int) -> Int {
    guard lines > 0 else { return start }
    return bytes.withUnsafeBufferPointer { buffer in
      var offset = start
      for _ in 0..<lines {
        guard offset < buffer.count,
          let found = memchr(buffer.baseAddress! + offset, 0x0A, buffer.count - offset)
        else { return buffer.count }
        offset = buffer.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
      }
      return offset
    }
  }

  /// True when only LF breaks lines, so a line's start can be found by walking from another.
  var isLineFeedOnly: Bool { stride > 1 }

  var last: Int? { count == 0 ? nil : self[count - 1] }
}
