import CYAML

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// Tabs on blank lines (only white space, or white space and a comment), which YAML 1.2
/// allows and libyaml 0.2.5 does not.
///
/// Between two nodes such a line is a comment line to YAML 1.2 (`l-comment`: white space,
/// tabs included, then perhaps a comment), so its tabs mean nothing. libyaml takes a tab at
/// the start of a line in block context for indentation and stops: "found character that
/// cannot start any token", or "found a tab character that violates indentation" after a
/// plain value. Turning those tabs into spaces, byte for byte, makes libyaml read what YAML
/// 1.2 reads and leaves every line, column and offset as it was.
///
/// Only there: on a blank line inside a scalar — a block scalar's text or the blank lines
/// that end it, a multi-line plain or quoted value — a tab can be text of the value or
/// decide where the value ends, so those lines keep their tabs and libyaml's verdict stands
/// (the reader then names the problem, see `Diagnostic.tabOnBlankLine`). Which lines lie
/// inside a scalar is learnt from libyaml's own scanner run over the patched bytes, up to
/// the last patched line: a scalar token that starts above a patched line and ends on or
/// below it contains it.
enum BlankLineTabs {
  /// `source`'s bytes with the insignificant tabs as spaces, or nil when there are none.
  /// A file without a tab costs one `memchr`; a file whose tabs are all on lines with
  /// content costs one look at each such line.
  static func patched(_ source: SourceFile) -> [UInt8]? {
    if source.isKnownTabFree { return nil }
    let bytes = source.bytes
    guard
      bytes.withUnsafeBufferPointer({ forEachLine(in: $0, source.lineStarts) { _, _, _ in false } })
    else { return nil }
    var patched = bytes
    var lastLine = 0
    patched.withUnsafeMutableBufferPointer { output in
      bytes.withUnsafeBufferPointer { input in
        _ = forEachLine(in: input, source.lineStarts) { line, start, end in
          for index in start..<end where input[index] == 0x09 { output[index] = 0x20 }
          lastLine = line
          return true
        }
      }
    }
    restoreLinesInsideScalars(&patched, source: source, through: lastLine)
    return patched
  }

  /// Calls `body` with each blank line that has a tab (its 1-based number and the range of
  /// its white space) until `body` returns false; true when it was called at all.
  static func forEachLine(
    in bytes: UnsafeBufferPointer<UInt8>, _ lineStarts: LineTable,
    _ body: (_ line: Int, _ start: Int, _ end: Int) -> Bool
  ) -> Bool {
    guard let base = bytes.baseAddress else { return false }
    var found = false
    var offset = 0
    var line = 1
    while offset < bytes.count, let tab = memchr(base + offset, 0x09, bytes.count - offset) {
      let index = base.distance(to: tab.assumingMemoryBound(to: UInt8.self))
      line = self.line(containing: index, lineStarts: lineStarts, from: line)
      let start = lineStarts[line - 1]
      let next = line < lineStarts.count ? lineStarts[line] : bytes.count
      if let end = blankPrefixEnd(bytes, start..<next) {
        found = true
        if !body(line, start, end) { return true }
      }
      // One look per line: the next tab searched for is on a later line.
      offset = next
    }
    return found
  }

  /// The end of the white space that starts the line at `range` (its break included) when
  /// the line is blank with a tab in it — only white space, or white space then a comment —
  /// else nil. A line ended by a break other than LF or CR LF is left alone.
  static func blankPrefixEnd(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
    var index = range.lowerBound
    var sawTab = false
    while index < range.upperBound, bytes[index] == 0x20 || bytes[index] == 0x09 {
      if bytes[index] == 0x09 { sawTab = true }
      index += 1
    }
    guard sawTab else { return nil }
    if index == range.upperBound { return index }
    switch bytes[index] {
    case 0x0A, 0x0D, UInt8(ascii: "#"): return index
    default: return nil
    }
  }

  /// The 1-based line holding byte `offset`, at or after line `from`: galloping from `from`,
  /// so that walking forward through a file costs about one step per line passed.
  static func line(containing offset: Int, lineStarts: LineTable, from: Int) -> Int {
    var low = from - 1
    var step = 1
    var high = low
    while high + 1 < lineStarts.count, lineStarts[high + 1] <= offset {
      low = high + 1
      high = min(low + step, lineStarts.count - 1)
      step *= 2
    }
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    return low + 1
  }

  /// Scans `patched` with libyaml up to `lastLine` and puts the tabs back on the blank lines
  /// that a scalar contains, and on every blank line from a scanner error on (the parse
  /// stops there anyway, and must stop as it would have on the original bytes).
  static func restoreLinesInsideScalars(
    _ patched: inout [UInt8], source: SourceFile, through lastLine: Int
  ) {
    patched.withUnsafeMutableBufferPointer { output in
      source.bytes.withUnsafeBufferPointer { original in
        let lineStarts = source.lineStarts
        func restore(_ lines: ClosedRange<Int>) {
          for line in lines where line <= lineStarts.count {
            let start = lineStarts[line - 1]
            let next = line < lineStarts.count ? lineStarts[line] : original.count
            guard let end = blankPrefixEnd(original, start..<next) else { continue }
            for index in start..<end { output[index] = original[index] }
          }
        }
        var parser = yaml_parser_t()
        yaml_parser_initialize(&parser)
        defer { yaml_parser_delete(&parser) }
        if !source.hasUTF8ByteOrderMark { yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING) }
        // libyaml reads the bytes while they are changed behind it: only lines it has
        // already scanned are restored, and it copies its input ahead into its own buffer.
        yaml_parser_set_input_string(
          &parser, UnsafePointer(output.baseAddress), output.count)
        var token = yaml_token_t()
        while true {
          guard yaml_parser_scan(&parser, &token) == 1 else {
            let errorLine = Int(parser.problem_mark.line) + 1
            if errorLine <= lastLine { restore(max(1, errorLine)...lastLine) }
            return
          }
          defer { yaml_token_delete(&token) }
          let startLine = Int(token.start_mark.line) + 1
          if token.type == YAML_STREAM_END_TOKEN || startLine > lastLine { return }
          if token.type == YAML_SCALAR_TOKEN {
            let endLine = min(Int(token.end_mark.line) + 1, lastLine)
            if endLine > startLine { restore((startLine + 1)...endLine) }
          }
        }
      }
    }
  }
}
