/// A position in a source file. Lines and columns are 1-based (as editors and compilers show
/// them); `offset` is the 0-based UTF-8 byte offset from the start of the file.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  // Stored as 32-bit values: a spec has millions of nodes, each with two locations, and
  // input files are far below 2 GiB (ReaderLimits caps them).
  private var storedLine: Int32
  private var storedColumn: Int32
  private var storedOffset: Int32

  public var line: Int {
    get { Int(storedLine) }
    set { storedLine = Int32(clamping: newValue) }
  }

  public var column: Int {
    get { Int(storedColumn) }
    set { storedColumn = Int32(clamping: newValue) }
  }

  public var offset: Int {
    get { Int(storedOffset) }
    set { storedOffset = Int32(clamping: newValue) }
  }

  // Inlined: the reader makes two for each of a large spec's millions of events.
  @inline(__always)
  public init(line: Int, column: Int, offset: Int) {
    storedLine = Int32(clamping: line)
    storedColumn = Int32(clamping: column)
    storedOffset = Int32(clamping: offset)
  }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    lhs.storedOffset < rhs.storedOffset
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

  /// The range of the characters `offset..<offset + length` of a one-line value whose
  /// characters are written at `positions` (one per character, then the end); a range at the
  /// end of the value covers the one character after it.
  init?(in positions: [SourceLocation], offset: Int, length: Int) {
    guard !positions.isEmpty else { return nil }
    let first = min(max(offset, 0), positions.count - 1)
    let last = min(offset + max(length, 1), positions.count - 1)
    var end = positions[last]
    if last == first {
      end.column += 1
      end.offset += 1
    }
    self.init(start: positions[first], end: end)
  }

  /// An empty range at a single location.
  public init(at location: SourceLocation) {
    self.start = location
    self.end = location
  }

  /// The range of a value made in Swift rather than read from a file (line 0): what the
  /// model's initialisers take when none is given, so a spec can be built in code.
  public static let unwritten = SourceRange(at: SourceLocation(line: 0, column: 0, offset: 0))

  public var description: String { "\(start)-\(end)" }
}
