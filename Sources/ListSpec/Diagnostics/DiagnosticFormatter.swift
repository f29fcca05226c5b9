/// Renders diagnostics the way the Swift compiler does:
///
///     list.yaml:12:5: error: duplicate item id 'iphone'; … [duplicate-item-id]
///       item: { id: iphone }
///                   ^~~~~~
///     list.yaml:3:13: note: 'iphone' first used here
public struct DiagnosticFormatter: Sendable {
  /// How much of each diagnostic is written.
  public enum Style: Sendable {
    /// One line per diagnostic and note.
    case oneLine
    /// Each line followed by the source line and a caret under the range.
    case withSource
  }

  public var style: Style
  /// ANSI colours (only for terminals; callers honour `NO_COLOR`).
  public var colors: Bool

  public init(style: Style = .withSource, colors: Bool = false) {
    self.style = style
    self.colors = colors
  }

  /// Formats `diagnostics`, reading source lines from `sources` (keyed by path).
  public func format(_ diagnostics: [Diagnostic], sources: [String: SourceFile]) -> String {
    var output = ""
    for diagnostic in diagnostics {
      let source = sources[diagnostic.path]
      output += line(
        path: diagnostic.path, range: diagnostic.range, severity: diagnostic.severity.rawValue,
        message: diagnostic.message + " [\(diagnostic.id.rawValue)]")
      if style == .withSource, let range = diagnostic.range, let source {
        output += snippet(range: range, source: source)
        for fixIt in diagnostic.fixIts {
          output += paint("  fix-it: \(TerminalText.escaped(fixIt.message))\n", code: "32")
        }
      }
      for note in diagnostic.notes {
        let notePath = note.path ?? diagnostic.path
        output += line(path: notePath, range: note.range, severity: "note", message: note.message)
        if style == .withSource, let range = note.range, let noteSource = sources[notePath] {
          output += snippet(range: range, source: noteSource)
        }
      }
    }
    return output
  }

  private func line(path: String, range: SourceRange?, severity: String, message: String)
    -> String
  {
    // A spec's values reach the message (ids, keys) and the command line the path: neither
    // may send a control character to the terminal or start a line of its own.
    var prefix = TerminalText.escaped(path)
    if let range { prefix += ":\(range.start.line):\(range.start.column)" }
    let color: String
    switch severity {
    case "error": color = "1;31"
    case "warning": color = "1;35"
    default: color = "1;30"
    }
    return paint(prefix + ": ", code: "1") + paint(severity + ":", code: color) + " "
      + paint(TerminalText.escaped(message), code: "1") + "\n"
  }

  /// Lines longer than this many bytes are quoted as a window around the caret: a file of
  /// one 1.2 MB line with 200,000 duplicate keys printed the whole line twice for each of
  /// its diagnostics (2.4 GB of output, 4.8 GB of memory).
  static let longLineBytes = 1000
  /// Unicode scalars quoted before and after the caret of a long line.
  static let windowBefore = 60
  static let windowAfter = 100

  /// The source line with a caret under the start and tildes to the end of the range
  /// (on the same line).
  func snippet(range: SourceRange, source: SourceFile) -> String {
    guard let lineBytes = source.byteRange(ofLine: range.start.line) else { return "" }
    if lineBytes.count > Self.longLineBytes {
      return windowSnippet(range: range, line: lineBytes, source: source)
    }
    let text = String(decoding: source.slice(lineBytes), as: UTF8.self)
    let shown = text.shownInSnippet()
    let startColumn = max(range.start.column, 1)
    var width = 1
    if range.end.line == range.start.line, range.end.column > startColumn {
      width = range.end.column - startColumn
    } else if range.end.line > range.start.line {
      width = max(1, text.unicodeScalars.count - startColumn + 1)
    }
    var indentWidth = startColumn - 1
    // An escaped control character (`\u{1B}`, in a line YAML refused) is wider than its
    // column: the caret moves with it.
    if TerminalText.mayNeedEscaping(text) {
      let scalars = Array(text.unicodeScalars)
      let before = min(indentWidth, scalars.count)
      indentWidth = Self.shownWidth(scalars[..<before]) + (indentWidth - before)
      let covered = min(before + width, scalars.count)
      width = max(1, Self.shownWidth(scalars[before..<covered]))
    }
    let indent = String(repeating: " ", count: indentWidth)
    let marker = "^" + String(repeating: "~", count: max(0, width - 1))
    return shown + "\n" + indent + paint(marker, code: "1;32") + "\n"
  }

  /// A long line quoted from `windowBefore` scalars before the caret to `windowAfter` after
  /// it, with "…" where it is cut; the caret and tildes stay under the same characters.
  func windowSnippet(range: SourceRange, line: Range<Int>, source: SourceFile) -> String {
    // Only the line is read: a large file is not held in memory (`SourceFile`).
    let lineBytes = source.slice(line)
    guard lineBytes.count == line.count else { return "" }
    func text(_ range: Range<Int>) -> String {
      String(
        decoding: lineBytes[
          (range.lowerBound - line.lowerBound)..<(range.upperBound - line.lowerBound)],
        as: UTF8.self)
    }
    var lineStart = line.lowerBound
    // libyaml does not count a byte order mark as a column; neither does the caret.
    if lineStart == 0, source.hasUTF8ByteOrderMark { lineStart = 3 }
    let caret = min(max(range.start.offset, lineStart), line.upperBound)
    func isContinuation(_ offset: Int) -> Bool {
      lineBytes[offset - line.lowerBound] & 0xC0 == 0x80
    }
    var from = caret
    for _ in 0..<Self.windowBefore where from > lineStart {
      from -= 1
      while from > lineStart, isContinuation(from) { from -= 1 }
    }
    var to = caret
    var afterCaret = 0
    while afterCaret < Self.windowAfter, to < line.upperBound {
      to += 1
      while to < line.upperBound, isContinuation(to) { to += 1 }
      afterCaret += 1
    }
    var shown = text(from..<to).shownInSnippet()
    var indent = Self.shownWidth(text(from..<caret).unicodeScalars[...])
    if from > lineStart {
      shown = "…" + shown
      indent += 1
    }
    if to < line.upperBound { shown += "…" }
    var width = 1
    if range.end.line == range.start.line, range.end.column > range.start.column {
      width = range.end.column - range.start.column
    } else if range.end.line > range.start.line {
      width = afterCaret
    }
    width = max(1, min(width, afterCaret))
    width = max(1, Self.shownWidth(text(caret..<to).unicodeScalars.prefix(width)))
    let marker = "^" + String(repeating: "~", count: width - 1)
    return shown + "\n" + String(repeating: " ", count: indent) + paint(marker, code: "1;32")
      + "\n"
  }

  /// The columns `scalars` take in a quoted line: one each, an escaped control character
  /// its escape's length.
  static func shownWidth<Scalars: Sequence<Unicode.Scalar>>(_ scalars: Scalars) -> Int {
    var width = 0
    for scalar in scalars {
      if scalar != "\t", TerminalText.isControl(scalar) {
        var escape = ""
        TerminalText.appendEscaped(scalar, to: &escape)
        width += escape.unicodeScalars.count
      } else {
        width += 1
      }
    }
    return width
  }

  private func paint(_ text: String, code: String) -> String {
    colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}

extension String {
  /// A source line as quoted under a diagnostic: tabs shown as one space each, so the caret
  /// line stays under the right column; other control characters escaped (YAML refuses them,
  /// and the diagnostic that says so quotes their line).
  fileprivate func shownInSnippet() -> String {
    guard TerminalText.mayNeedEscaping(self) else { return self }
    var shown = ""
    for scalar in unicodeScalars {
      if scalar == "\t" {
        shown += " "
      } else {
        TerminalText.appendEscaped(scalar, to: &shown)
      }
    }
    return shown
  }
}
