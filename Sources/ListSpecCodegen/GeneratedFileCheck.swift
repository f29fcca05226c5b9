/// `listspec generate --check`: whether a committed generated file is up to date, and if not
/// a short line diff saying how it would change.
public enum GeneratedFileCheck {
  /// Lines of difference shown at most; the rest are counted.
  public static let shownLines = 20

  /// nil when `existing` equals `generated`; else a unified-style summary (`-` lines the file
  /// has, `+` lines generation writes, with their line numbers). `existing` nil means the
  /// file does not exist.
  public static func difference(existing: String?, generated: String, path: String) -> String? {
    guard let existing else {
      return "\(path): does not exist; 'listspec generate' would create it\n"
    }
    guard existing != generated else { return nil }
    let old = existing.split(separator: "\n", omittingEmptySubsequences: false)
    let new = generated.split(separator: "\n", omittingEmptySubsequences: false)
    let changes = new.difference(from: old)
    var lines: [String] = []
    for change in changes {
      switch change {
      case .remove(let offset, let line, _): lines.append("-\(offset + 1): \(line)")
      case .insert(let offset, let line, _): lines.append("+\(offset + 1): \(line)")
      }
    }
    var text = "\(path): out of date; 'listspec generate' would change \(changes.count) line"
    text += changes.count == 1 ? "\n" : "s\n"
    for line in lines.prefix(shownLines) { text += line + "\n" }
    if lines.count > shownLines { text += "… and \(lines.count - shownLines) more\n" }
    return text
  }
}
