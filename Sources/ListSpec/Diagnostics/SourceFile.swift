#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// The bytes of one input file with a line table, so that diagnostics can quote the line they
/// point at and marks can be turned into byte offsets.
///
/// A large plain file read by path (``ListSpecLoader/load(path:options:)``) is not held in
/// memory: its line table is built in one pass over the file, libyaml reads it in pieces, and
/// the few lines a diagnostic quotes are read again (see ``SourceBytes``). Holding a 126 MB
/// spec in memory was a third of `validate`'s peak.
public struct SourceFile: Sendable {
  /// The path as the user gave it (shown in diagnostics).
  public let path: String
  /// Where the bytes are: in memory, or read again from the open file when needed.
  let storage: SourceBytes
  /// Byte offset of the first byte of each line; `lineStarts[0]` is line 1.
  let lineStarts: LineTable
  /// True when every byte is ASCII: a column is then one byte, and a mark's index is its
  /// byte offset.
  let isASCII: Bool
  /// True when the file is known to hold no tab (files read in pieces), so the blank-line
  /// tab patch has nothing to look for.
  let isKnownTabFree: Bool

  /// The file's raw bytes. For a large file that is not held in memory, this reads the whole
  /// file again (once; the copy is then kept): prefer ``byteCount`` and ``text(ofLine:)``.
  public var bytes: [UInt8] { storage.all }

  /// The file's size in bytes.
  public var byteCount: Int { storage.count }

  public init(path: String, bytes: [UInt8]) {
    self.path = path
    let storage = SourceBytes(resident: bytes)
    self.storage = storage
    // Rare files also break lines with a lone CR, NEL, U+2028 or U+2029; count as libyaml.
    lineStarts =
      Self.hasOtherLineBreaks(bytes)
      ? LineTable(everyStart: Self.lineStartsAtEveryBreak(bytes), storage: storage)
      : LineTable(lineFeedsIn: bytes, storage: storage)
    isASCII = bytes.withUnsafeBufferPointer { buffer in
      var combined: UInt8 = 0
      for byte in buffer { combined |= byte }
      return combined < 0x80
    }
    isKnownTabFree = false
  }

  /// A file read from `descriptor` in pieces, not kept in memory, when it is ASCII with LF
  /// line breaks and no tab (then lines, columns and offsets need no bytes, and the YAML
  /// reader needs no patched copy); nil otherwise, or when it cannot be read, and the caller
  /// reads it whole. Takes over `descriptor` only when it returns a file.
  static func readInPieces(path: String, descriptor: Int32) -> SourceFile? {
    guard let storage = SourceBytes(descriptor: descriptor) else { return nil }
    var starts: [UInt32] = [0]
    var lines = 1
    let stride = LineTable.sparseStride
    // One pass: line starts, and the first byte that needs the file in memory.
    let eligible = storage.forEachPiece { offset, piece in
      var combined: UInt8 = 0
      for byte in piece { combined |= byte }
      guard combined < 0x80, memchr(piece.baseAddress!, 0x09, piece.count) == nil,
        memchr(piece.baseAddress!, 0x0D, piece.count) == nil
      else { return false }
      recordLineStarts(piece, at: offset, every: stride, in: &starts, lines: &lines)
      return true
    }
    guard eligible else {
      storage.release()
      return nil
    }
    return SourceFile(
      path: path, storage: storage,
      lineStarts: LineTable(sparseStarts: starts, count: lines, storage: storage))
  }

  /// Counts the line feeds of `piece` (at file offset `offset`) in `lines`, and appends the
  /// start of the line after every `stride`-th one to `starts`. Line feeds are counted 32
  /// bytes at a time; bytes are looked at one by one only in the chunks where a line start
  /// is recorded (a memchr call for each line, about 20 bytes in a large spec, cost more;
  /// `SIMD32` comparisons were slower still).
  static func recordLineStarts(
    _ piece: UnsafeBufferPointer<UInt8>, at offset: Int, every stride: Int,
    in starts: inout [UInt32], lines: inout Int
  ) {
    guard let base = piece.baseAddress else { return }
    func scan(_ range: Range<Int>) {
      for index in range where base[index] == 0x0A {
        if lines % stride == 0 { starts.append(UInt32(offset + index + 1)) }
        lines += 1
      }
    }
    // Eight bytes at a time: a byte is a line feed when its XOR with 0x0A is zero, and a
    // word's zero bytes are exactly those whose high bit `((x & 0x7F…) + 0x7F…) | x` clears.
    let lineFeeds: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
    let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    var index = 0
    while index + 32 <= piece.count {
      var found = 0
      for word in 0..<4 {
        let x = UnsafeRawPointer(base + index + 8 * word).loadUnaligned(as: UInt64.self) ^ lineFeeds
        found += (~(((x & low) &+ low) | x) & ~low).nonzeroBitCount
      }
      // Line feeds still to pass before the one after which a start is recorded.
      let unrecorded = (stride - lines % stride) % stride
      if found <= unrecorded {
        lines += found
      } else {
        scan(index..<index + 32)
      }
      index += 32
    }
    scan(index..<piece.count)
  }

  private init(path: String, storage: SourceBytes, lineStarts: LineTable) {
    self.path = path
    self.storage = storage
    self.lineStarts = lineStarts
    isASCII = true
    isKnownTabFree = true
  }

  /// True when the file is read in pieces (not held in memory).
  var isReadInPieces: Bool { !storage.isResident }

  /// The bytes in `range` (clamped to the file).
  func slice(_ range: Range<Int>) -> [UInt8] { storage.slice(range) }

  /// Where the value of `key` is written inside `range` (an item's mapping, flow or block),
  /// found by its text: the first `key:` whose plain or quoted value reads `value`. Nil when
  /// none does (the value written another way, through an alias, or in a child item only).
  func valueRange(ofKey key: String, writtenAs value: String, in range: SourceRange)
    -> SourceRange?
  {
    let bytes = slice(range.start.offset..<range.end.offset)
    let name = Array(key.utf8)
    let text = Array(value.utf8)
    var index = 0
    while index + name.count < bytes.count {
      defer { index += 1 }
      let before = index == 0 ? UInt8(ascii: " ") : bytes[index - 1]
      // A key in double quotes, as JSON writes every key (`--items`), may be followed by its
      // ':' without a space.
      let quoted = before == UInt8(ascii: "\"")
      guard quoted || " {,\n-\t".utf8.contains(before),
        bytes[index..<index + name.count].elementsEqual(name)
      else { continue }
      var cursor = index + name.count
      if quoted {
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") else { continue }
        cursor += 1
      }
      while cursor < bytes.count, bytes[cursor] == 0x20 { cursor += 1 }
      guard cursor + 1 < bytes.count, bytes[cursor] == UInt8(ascii: ":"),
        quoted || bytes[cursor + 1] == 0x20
      else { continue }
      cursor += 1
      while cursor < bytes.count, bytes[cursor] == 0x20 { cursor += 1 }
      var start = cursor
      var end = cursor + text.count
      if cursor < bytes.count,
        bytes[cursor] == UInt8(ascii: "\"") || bytes[cursor] == UInt8(ascii: "'")
      {
        start = cursor
        end = cursor + 1 + text.count + 1
        guard end <= bytes.count, bytes[cursor + 1..<end - 1].elementsEqual(text),
          bytes[end - 1] == bytes[cursor]
        else { continue }
      } else {
        guard end <= bytes.count, bytes[cursor..<end].elementsEqual(text),
          end == bytes.count || " ,}]\r\n#".utf8.contains(bytes[end])
        else { continue }
      }
      let first = location(byteOffset: range.start.offset + start)
      let last = location(byteOffset: range.start.offset + end)
      return SourceRange(start: first, end: last)
    }
    return nil
  }

  /// The bytes in `range` (clamped to the file), indexed by file offsets: for the reader's
  /// checks that look at a few bytes, which must not read a large file whole.
  func window(_ range: Range<Int>) -> SourceWindow {
    let start = min(max(range.lowerBound, 0), byteCount)
    return SourceWindow(start: start, bytes: storage.slice(start..<range.upperBound))
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
  public var hasUTF8ByteOrderMark: Bool { storage.slice(0..<3) == [0xEF, 0xBB, 0xBF] }

  /// The number of lines (a trailing newline does not start a new line).
  public var lineCount: Int {
    if let last = lineStarts.last, last == byteCount, lineStarts.count > 1 {
      return lineStarts.count - 1
    }
    return lineStarts.count
  }

  /// The text of 1-based `line` without its line break, or nil past the end.
  public func text(ofLine line: Int) -> String? {
    byteRange(ofLine: line).map { String(decoding: slice($0), as: UTF8.self) }
  }

  /// The byte offsets of 1-based `line` without its line break, or nil past the end.
  func byteRange(ofLine line: Int) -> Range<Int>? {
    guard line >= 1, line <= lineStarts.count else { return nil }
    let start = lineStarts[line - 1]
    let next = line < lineStarts.count ? lineStarts[line] : byteCount
    var end = next
    // Drop the line's break: the last break found before the next line's start.
    let tailStart = max(start, next - 3)
    storage.slice(tailStart..<next).withUnsafeBufferPointer { tail in
      for index in stride(from: next - 1, through: tailStart, by: -1)
      where Self.lineBreakLength(tail, at: index - tailStart) == next - index {
        end = index
      }
    }
    return start..<end
  }

  /// The byte offset of a 1-based line and a 1-based column counted in Unicode scalars,
  /// as libyaml counts them.
  public func offset(line: Int, column: Int) -> Int {
    guard line >= 1, line <= lineStarts.count else { return byteCount }
    return offset(line: line, column: column, lineStart: lineStarts[line - 1])
  }

  /// As `offset(line:column:)`, given where the line starts.
  func offset(line: Int, column: Int, lineStart: Int) -> Int {
    // ASCII: a column is a byte (and there is no byte order mark).
    if isASCII { return min(lineStart + max(column - 1, 0), byteCount) }
    let bytes = storage.all
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
    let clamped = min(max(byteOffset, 0), byteCount)
    let (line, lineStart) = lineStarts.line(containing: clamped)
    if isASCII {
      return SourceLocation(line: line + 1, column: clamped - lineStart + 1, offset: clamped)
    }
    let bytes = storage.all
    var column = 1
    var index = lineStart
    while index < clamped {
      index += 1
      while index < clamped, bytes[index] & 0xC0 == 0x80 { index += 1 }
      column += 1
    }
    return SourceLocation(line: line + 1, column: column, offset: clamped)
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
  private let storage: SourceBytes
  static let sparseStride = 32

  init(everyStart starts: [UInt32], storage: SourceBytes) {
    self.starts = starts
    stride = 1
    count = starts.count
    self.storage = storage
  }

  /// Every `sparseStride`th line start, found by the caller.
  init(sparseStarts starts: [UInt32], count: Int, storage: SourceBytes) {
    self.starts = starts
    stride = Self.sparseStride
    self.count = count
    self.storage = storage
  }

  init(lineFeedsIn bytes: [UInt8], storage: SourceBytes) {
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
    self.storage = storage
  }

  /// The start of 0-based line `line`.
  subscript(line: Int) -> Int {
    let (block, remaining) = line.quotientAndRemainder(dividingBy: stride)
    return lineStart(after: Int(starts[block]), lines: remaining)
  }

  /// The start of the line `lines` lines after the line starting at `start` (LF breaks).
  func lineStart(after start: Int, lines: Int) -> Int {
    guard lines > 0 else { return start }
    var found = 0
    var offset = storage.count
    storage.forEachLineFeed(in: start..<storage.count) { lineFeed in
      found += 1
      guard found == lines else { return true }
      offset = lineFeed + 1
      return false
    }
    return offset
  }

  /// The 0-based line holding the byte at `offset` and the line's start: the nearest kept
  /// start found by bisecting the kept starts, then the line feeds after it counted in one
  /// pass. Bisecting every line's start walked from its kept start once per step, and in a
  /// file read in pieces each of those lines was a `pread`: 10,000 duplicate keys, each
  /// located, took 13 s by path against 0.4 s from standard input.
  func line(containing offset: Int) -> (line: Int, start: Int) {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if Int(starts[mid]) <= offset { low = mid } else { high = mid - 1 }
    }
    var line = low * stride
    var start = Int(starts[low])
    guard stride > 1, start < offset else { return (line, start) }
    let linesLeft = min(stride - 1, count - 1 - line)
    guard linesLeft > 0 else { return (line, start) }
    storage.forEachLineFeed(in: start..<offset) { lineFeed in
      line += 1
      start = lineFeed + 1
      return line - low * stride < linesLeft
    }
    return (line, start)
  }

  /// True when only LF breaks lines, so a line's start can be found by walking from another.
  var isLineFeedOnly: Bool { stride > 1 }

  var last: Int? { count == 0 ? nil : self[count - 1] }
}

/// A source file's bytes: held in memory, or — for a large file read by path — read from
/// the open file when needed, so that a spec of hundreds of megabytes is never held whole.
///
/// The file stays open while the bytes are in use and is read with `pread`: a file replaced
/// by an editor (a new file under the same name) reads as it was; one changed in place shows
/// in ``hasChanged`` (size or modification time), which the loader reports. Reading never
/// maps the file, so a file cut short while it is read gives short reads, not a crash.
final class SourceBytes: @unchecked Sendable {
  /// The bytes, for a file held in memory.
  private let resident: [UInt8]?
  let count: Int
  /// The open file, or -1.
  private var descriptor: Int32
  private let openedSize: Int
  private let openedModification: timespec
  /// The whole file, read again on first use of `all` (guarded by `lock`).
  private var loaded: [UInt8]?
  private let lock = ThreadLock()
  /// The `pread` calls made so far (tests check that locating does not read line by line);
  /// guarded by `countLock`, as libyaml's thread reads too.
  var readCount: Int {
    countLock.lock()
    defer { countLock.unlock() }
    return reads
  }
  private var reads = 0
  private let countLock = ThreadLock()
  /// Bytes per `pread` when reading in pieces: large enough that a system call costs little,
  /// small enough to stay in cache.
  static let pieceSize = 1 << 20

  init(resident bytes: [UInt8]) {
    resident = bytes
    count = bytes.count
    descriptor = -1
    openedSize = bytes.count
    openedModification = timespec()
  }

  /// Takes over `descriptor`, an open regular file; nil when it cannot be asked its size.
  init?(descriptor: Int32) {
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    resident = nil
    count = Int(info.st_size)
    self.descriptor = descriptor
    openedSize = count
    openedModification = info.st_mtim
  }

  deinit { release() }

  /// Closes the file (a file that turned out to be needed in memory).
  func release() {
    if descriptor >= 0 { close(descriptor) }
    descriptor = -1
  }

  var isResident: Bool { resident != nil }

  /// True when the file read in pieces changed size or modification time since it was
  /// opened: what was read may mix two versions.
  var hasChanged: Bool {
    guard resident == nil else { return false }
    var info = stat()
    guard descriptor >= 0, fstat(descriptor, &info) == 0 else { return true }
    return Int(info.st_size) != openedSize || info.st_mtim.tv_sec != openedModification.tv_sec
      || info.st_mtim.tv_nsec != openedModification.tv_nsec
  }

  /// Reads up to `length` bytes at `offset` into `buffer`; the count read (short at the end
  /// of a file that shrank).
  func read(into buffer: UnsafeMutableRawPointer, length: Int, at offset: Int) -> Int {
    var done = 0
    while done < length {
      countLock.lock()
      reads += 1
      countLock.unlock()
      let result = pread(descriptor, buffer + done, length - done, off_t(offset + done))
      if result < 0, errno == EINTR { continue }
      guard result > 0 else { break }
      done += result
    }
    return done
  }

  /// Calls `body` with each piece of the file in order and its offset, while it returns
  /// true; false when `body` stopped or the file could not be read whole.
  func forEachPiece(_ body: (Int, UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
    if let resident {
      return resident.withUnsafeBufferPointer { body(0, $0) }
    }
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: Self.pieceSize, alignment: 16)
    defer { buffer.deallocate() }
    var offset = 0
    while offset < count {
      let length = min(Self.pieceSize, count - offset)
      guard read(into: buffer, length: length, at: offset) == length else { return false }
      let piece = UnsafeBufferPointer(
        start: buffer.assumingMemoryBound(to: UInt8.self), count: length)
      guard body(offset, piece) else { return false }
      offset += length
    }
    return true
  }

  /// The bytes in `range`, clamped to the file.
  func slice(_ range: Range<Int>) -> [UInt8] {
    let lower = min(max(range.lowerBound, 0), count)
    let upper = min(max(range.upperBound, lower), count)
    if let resident { return Array(resident[lower..<upper]) }
    var bytes = [UInt8](repeating: 0, count: upper - lower)
    let read = bytes.withUnsafeMutableBytes {
      $0.count == 0 ? 0 : self.read(into: $0.baseAddress!, length: $0.count, at: lower)
    }
    bytes.removeLast(bytes.count - read)
    return bytes
  }

  /// The offset of the first `byte` at or after `offset`, or nil.
  func firstIndex(of byte: UInt8, from offset: Int) -> Int? {
    guard offset < count else { return nil }
    if let resident {
      return resident.withUnsafeBufferPointer { buffer in
        guard let found = memchr(buffer.baseAddress! + offset, Int32(byte), count - offset)
        else { return nil }
        return buffer.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
      }
    }
    // Lines are short: read a few kilobytes at a time.
    var start = offset
    let window = 4096
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: window, alignment: 16)
    defer { buffer.deallocate() }
    while start < count {
      let length = read(into: buffer, length: min(window, count - start), at: start)
      guard length > 0 else { return nil }
      if let found = memchr(buffer, Int32(byte), length) {
        return start + buffer.distance(to: found)
      }
      start += length
    }
    return nil
  }

  /// Calls `body` with the offset of each line feed in `range` (clamped to the file), in
  /// order, while it returns true. A file not held in memory is read a window at a time, so
  /// the lines of one window cost one `pread`.
  func forEachLineFeed(in range: Range<Int>, _ body: (Int) -> Bool) {
    let lower = max(range.lowerBound, 0)
    let upper = min(range.upperBound, count)
    guard lower < upper else { return }
    if let resident {
      resident.withUnsafeBufferPointer { buffer in
        let base = buffer.baseAddress!
        var offset = lower
        while offset < upper, let found = memchr(base + offset, 0x0A, upper - offset) {
          let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
          guard body(index) else { return }
          offset = index + 1
        }
      }
      return
    }
    // A few kilobytes hold the lines a location needs; a longer span reads on.
    let window = min(upper - lower, 16 << 10)
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: window, alignment: 16)
    defer { buffer.deallocate() }
    var start = lower
    while start < upper {
      let length = read(into: buffer, length: min(window, upper - start), at: start)
      guard length > 0 else { return }
      let bytes = buffer.assumingMemoryBound(to: UInt8.self)
      var offset = 0
      while offset < length, let found = memchr(bytes + offset, 0x0A, length - offset) {
        let index = bytes.distance(to: found.assumingMemoryBound(to: UInt8.self))
        guard body(start + index) else { return }
        offset = index + 1
      }
      start += length
    }
  }

  /// True when a file read in pieces was read again whole (`all`), which loading a plain
  /// valid spec never needs (tests check).
  var isLoadedWhole: Bool {
    lock.lock()
    defer { lock.unlock() }
    return loaded != nil
  }

  /// Every byte: the resident array, or the file read again whole (kept from then on).
  var all: [UInt8] {
    if let resident { return resident }
    lock.lock()
    defer { lock.unlock() }
    if let loaded { return loaded }
    let bytes = slice(0..<count)
    loaded = bytes
    return bytes
  }
}

/// Some of a source file's bytes, indexed by their offsets in the file.
struct SourceWindow {
  let start: Int
  let bytes: [UInt8]
  /// The offset just past the window: the end of the file when the window reaches it.
  var endOffset: Int { start + bytes.count }

  subscript(offset: Int) -> UInt8 { bytes[offset - start] }

  subscript(range: Range<Int>) -> ArraySlice<UInt8> {
    bytes[(range.lowerBound - start)..<(range.upperBound - start)]
  }
}
