import Foundation

/// The bytes of one input file with a line table, so that diagnostics can quote the line they
/// point at and marks can be turned into byte offsets.
public struct SourceFile: Sendable {
  /// The path as the user gave it (shown in diagnostics).
  public let path: String
  /// The file's raw bytes.
  public let bytes: [UInt8]
  /// Byte offset of the first byte of each line; `lineStarts[0]` is line 1.
  let lineStarts: [Int]

  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
    var starts = [0]
    starts.reserveCapacity(bytes.count / 24 + 1)
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      // memchr skips whole words at a time; a byte loop cost ~1 instruction per byte.
      var offset = 0
      while offset < buffer.count,
        let found = memchr(base + offset, 0x0A, buffer.count - offset)
      {
        let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        starts.append(index + 1)
        offset = index + 1
      }
    }
    self.lineStarts = starts
  }

  public init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// The number of lines (a trailing newline does not start a new line).
  public var lineCount: Int {
    if let last = lineStarts.last, last == bytes.count, lineStarts.count > 1 {
      return lineStarts.count - 1
    }
    return lineStarts.count
  }

  /// The text of 1-based `line` without its line break, or nil past the end.
  public func text(ofLine line: Int) -> String? {
    guard line >= 1, line <= lineStarts.count else { return nil }
    let start = lineStarts[line - 1]
    var end = line < lineStarts.count ? lineStarts[line] : bytes.count
    while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// The byte offset of a 1-based line and a 1-based column counted in Unicode scalars,
  /// as libyaml counts them.
  public func offset(line: Int, column: Int) -> Int {
    guard line >= 1, line <= lineStarts.count else { return bytes.count }
    var offset = lineStarts[line - 1]
    // libyaml does not count a UTF-8 byte order mark as a column.
    if line == 1, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
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

  /// A location for a 0-based libyaml line and column.
  func location(zeroBasedLine line: Int, column: Int) -> SourceLocation {
    SourceLocation(
      line: line + 1, column: column + 1, offset: offset(line: line + 1, column: column + 1))
  }
}
