/// Diagnostics as GitHub Actions workflow commands (`validate --format github`): printed in a
/// workflow step, each becomes an annotation on the file and line in the run and the pull
/// request. Documented in `specs/diagnostics.md`.
///
///     ::error file=list.yaml,line=3,col=15,endLine=3,endColumn=25,title=listspec [unknown-value]::unknown appearance 'insetGroupd'; did you mean 'insetGrouped'?
///
/// One command per diagnostic: `error`, `warning`, or `notice` for a note. Lines and columns
/// are 1-based and `endColumn` is the last column of the range (inclusive). A diagnostic's
/// notes and fix-its follow its message on lines of their own.
public enum DiagnosticGitHub {
  /// The workflow commands for the diagnostics of `results`, one a line.
  ///
  /// - Parameter baseDirectory: Paths under this folder are written relative to it (the
  ///   repository root in a workflow), so that annotations land on the file.
  public static func commands(_ results: [LoadedSpec], baseDirectory: String? = nil) -> String {
    commands(results.flatMap(\.diagnostics), baseDirectory: baseDirectory)
  }

  /// The workflow commands for `diagnostics`, one a line.
  public static func commands(_ diagnostics: [Diagnostic], baseDirectory: String? = nil)
    -> String
  {
    diagnostics.map { command($0, baseDirectory: baseDirectory) + "\n" }.joined()
  }

  /// One workflow command: `::error file=…,line=…,col=…,title=listspec [id]::message`.
  public static func command(_ diagnostic: Diagnostic, baseDirectory: String? = nil) -> String {
    let path = ReportPath.relative(diagnostic.path, base: baseDirectory)
    var properties = [("file", path)]
    if let range = diagnostic.range {
      properties.append(("line", "\(range.start.line)"))
      properties.append(("col", "\(range.start.column)"))
      if range.end.line > range.start.line
        || (range.end.line == range.start.line && range.end.column > range.start.column)
      {
        if range.end.column > 1 {
          properties.append(("endLine", "\(range.end.line)"))
          properties.append(("endColumn", "\(range.end.column - 1)"))
        } else {
          // The range ends at the start of a line: it ends on the line before.
          properties.append(("endLine", "\(range.end.line - 1)"))
        }
      }
    }
    properties.append(("title", "listspec [\(diagnostic.id.rawValue)]"))
    var message = diagnostic.message
    for note in diagnostic.notes {
      var place = ReportPath.relative(note.path ?? diagnostic.path, base: baseDirectory)
      if let range = note.range { place += ":\(range.start.line):\(range.start.column)" }
      message += "\n\(place): note: \(note.message)"
    }
    for fixIt in diagnostic.fixIts { message += "\nfix-it: \(fixIt.message)" }
    let list = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
    return "::\(command(for: diagnostic.severity)) \(list)::\(escapeData(message))"
  }

  /// The workflow command for a severity.
  static func command(for severity: Severity) -> String {
    switch severity {
    case .error: return "error"
    case .warning: return "warning"
    case .note: return "notice"
    }
  }

  /// A message escaped as GitHub's runner reads it: `%` → `%25`, CR → `%0D`, LF → `%0A`;
  /// other control characters as Swift writes them (`\u{1B}`), as in text output: the log
  /// is also read in terminals, where an escape sequence would act.
  public static func escapeData(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": escaped += "%25"
      case "\r": escaped += "%0D"
      case "\n": escaped += "%0A"
      default: TerminalText.appendEscaped(scalar, to: &escaped)
      }
    }
    return escaped
  }

  /// A property value escaped: as ``escapeData(_:)``, and `:` → `%3A`, `,` → `%2C`.
  public static func escapeProperty(_ text: String) -> String {
    var escaped = ""
    for scalar in escapeData(text).unicodeScalars {
      switch scalar {
      case ":": escaped += "%3A"
      case ",": escaped += "%2C"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}
