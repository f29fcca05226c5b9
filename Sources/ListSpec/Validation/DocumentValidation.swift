extension ListSpecDocument {
  /// Checks the spec as `listspec validate` checks a file: its Swift expressions typed
  /// against its items (the checked forms are stored, so the spec can then be laid out and
  /// diffed), then every rule of the format. For a spec built in Swift or changed after
  /// loading; ``ListSpecLoader`` already does this for what it reads. A value made in Swift has
  /// no place in a file (``SourceRange/unwritten``), so its diagnostics say line 0.
  public mutating func validate() -> [Diagnostic] {
    var diagnostics = ExpressionTyping.check(&self)
    diagnostics += Validator(path: source?.path ?? "").validate(self).diagnostics
    return diagnostics.sortedBySource()
  }
}
