/// Renders diagnostics the way the Swift compiler does:
///
///     list.yaml:12:5: error: duplicate item id 'iphone'; … [duplicate-item-id]
///       item: { id: iphone }
///                   ^~~~~~
///     list.yaml:3:13: note: 'iphone' first used here
public struct DiagnosticFormatter: Sendable {
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
          output += paint("  fix-it: \(fixIt.message)\n", code: "32")
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
    var prefix = path
    if let range { prefix += ":\(range.start.line):\(range.start.column)" }
    let color: String
    switch severity {
    case "error": color = "1;31"
    case "warning": color = "1;35"
    default: color = "1;30"
    }
    return paint(prefix + ": ", code: "1") + paint(severity + ":", code: color) + " "
      + paint(message, code: "1") + "\n"
  }

  /// The source line with a caret under the start and tildes to the end of the range
  /// (on the same line).
  func snippet(range: SourceRange, source: SourceFile) -> String {
    guard let text = source.text(ofLine: range.start.line) else { return "" }
    let shown = text.replacingTabs()
    let startColumn = max(range.start.column, 1)
    var width = 1
    if range.end.line == range.start.line, range.end.column > startColumn {
      width = range.end.column - startColumn
    } else if range.end.line > range.start.line {
      width = max(1, text.unicodeScalars.count - startColumn + 1)
    }
    let indent = String(repeating: " ", count: startColumn - 1)
    let marker = "^" + String(repeating: "~", count: max(0, width - 1))
    return shown + "\n" + indent + paint(marker, code: "1;32") + "\n"
  }

  private func paint(_ text: String, code: String) -> String {
    colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}

extension String {
  /// Tabs shown as one space each, so the caret line stays under the right column.
  fileprivate func replacingTabs() -> String {
    String(unicodeScalars.map { $0 == "\t" ? " " : Character($0) })
  }
}
