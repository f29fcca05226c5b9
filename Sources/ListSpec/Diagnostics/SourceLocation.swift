/// A position in a source file. Lines and columns are 1-based (as editors and compilers show
/// them); `offset` is the 0-based UTF-8 byte offset from the start of the file.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var line: Int
  public var column: Int
  public var offset: Int

  public init(line: Int, column: Int, offset: Int) {
    self.line = line
    self.column = column
    self.offset = offset
  }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    lhs.offset < rhs.offset
  }

  public var description: String { "\(line):\(column)" }
}

/// The extent of a node in its source file: `start` is inclusive, `end` exclusive.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
  public var start: SourceLocation
  public var end: SourceLocation

  public init(start: SourceLocation, end: SourceLocation) {
    self.start = start
    self.end = end
  }

  /// An empty range at a single location.
  public init(at location: SourceLocation) {
    self.start = location
    self.end = location
  }

  public var description: String { "\(start)-\(end)" }
}
