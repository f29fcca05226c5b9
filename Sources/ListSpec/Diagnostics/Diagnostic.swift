/// How serious a diagnostic is. Errors fail validation; warnings do not.
public enum Severity: String, Sendable, Codable, Comparable {
  case error
  case warning
  case note

  private var rank: Int {
    switch self {
    case .error: return 0
    case .warning: return 1
    case .note: return 2
    }
  }

  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A secondary location that explains a diagnostic ("first defined here").
public struct DiagnosticNote: Hashable, Sendable {
  public var message: String
  /// The file the note points into; nil means the diagnostic's own file.
  public var path: String?
  public var range: SourceRange?

  public init(message: String, path: String? = nil, range: SourceRange? = nil) {
    self.message = message
    self.path = path
    self.range = range
  }
}

/// A suggested edit: replace the text in `range` with `replacement`.
public struct FixIt: Hashable, Sendable {
  public var message: String
  public var range: SourceRange
  public var replacement: String

  public init(message: String, range: SourceRange, replacement: String) {
    self.message = message
    self.range = range
    self.replacement = replacement
  }
}

/// One problem found in a spec, located at the node that causes it.
///
/// Diagnostics are made only through the factory functions of the catalogue
/// (`DiagnosticCatalogue.swift`), so every message has one stable ``DiagnosticID``.
public struct Diagnostic: Hashable, Sendable, Error {
  public var severity: Severity
  public var id: DiagnosticID
  public var message: String
  /// The file the diagnostic is in, as the user named it.
  public var path: String
  /// Where the problem is; nil only for problems of the file as a whole (unreadable input).
  public var range: SourceRange?
  public var notes: [DiagnosticNote]
  public var fixIts: [FixIt]

  public init(
    severity: Severity, id: DiagnosticID, message: String, path: String = "",
    range: SourceRange?, notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
  ) {
    self.severity = severity
    self.id = id
    self.message = message
    self.path = path
    self.range = range
    self.notes = notes
    self.fixIts = fixIts
  }

  public var location: SourceLocation? { range?.start }
}

extension Array where Element == Diagnostic {
  /// True when any diagnostic is an error.
  public var containsErrors: Bool { contains { $0.severity == .error } }

  /// Diagnostics in source order (stable for equal positions), as a compiler prints them.
  public func sortedBySource() -> [Diagnostic] {
    enumerated().sorted { lhs, rhs in
      let left = lhs.element.range?.start.offset ?? -1
      let right = rhs.element.range?.start.offset ?? -1
      if lhs.element.path != rhs.element.path { return lhs.element.path < rhs.element.path }
      return left != right ? left < right : lhs.offset < rhs.offset
    }.map(\.element)
  }
}
