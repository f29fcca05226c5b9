#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// The JSON form of diagnostics (`--format json`), for editors and CI. Documented in
/// `specs/diagnostics.md`.
public enum DiagnosticJSON {
  struct Location: Codable {
    var line: Int
    var column: Int
    var offset: Int
  }

  struct Range: Codable {
    var start: Location
    var end: Location
  }

  struct Note: Codable {
    var message: String
    var path: String
    var range: Range?
  }

  struct Fix: Codable {
    var message: String
    var range: Range
    var replacement: String
  }

  struct Entry: Codable {
    var severity: String
    var id: String
    var message: String
    var path: String
    var range: Range?
    var notes: [Note]
    var fixIts: [Fix]
  }

  struct File: Codable {
    var path: String
    var valid: Bool
    var errors: Int
    var warnings: Int
    var diagnostics: [Entry]
  }

  struct Report: Codable {
    var valid: Bool
    var files: [File]
  }

  static func range(_ range: SourceRange?) -> Range? {
    guard let range else { return nil }
    return Range(
      start: Location(
        line: range.start.line, column: range.start.column, offset: range.start.offset),
      end: Location(line: range.end.line, column: range.end.column, offset: range.end.offset))
  }

  static func entry(_ diagnostic: Diagnostic) -> Entry {
    Entry(
      severity: diagnostic.severity.rawValue, id: diagnostic.id.rawValue,
      message: diagnostic.message, path: diagnostic.path, range: range(diagnostic.range),
      notes: diagnostic.notes.map {
        Note(message: $0.message, path: $0.path ?? diagnostic.path, range: range($0.range))
      },
      fixIts: diagnostic.fixIts.map {
        Fix(message: $0.message, range: range($0.range)!, replacement: $0.replacement)
      })
  }

  /// A report of one or more loaded files: `{ "valid": …, "files": [ … ] }`.
  public static func report(_ results: [LoadedSpec]) -> String {
    let files = results.map { result in
      File(
        path: result.source.path, valid: result.isValid,
        errors: result.diagnostics.filter { $0.severity == .error }.count,
        warnings: result.diagnostics.filter { $0.severity == .warning }.count,
        diagnostics: result.diagnostics.map(entry))
    }
    let report = Report(valid: files.allSatisfy(\.valid), files: files)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(report)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
