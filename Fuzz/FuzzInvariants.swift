// Shared by every harness in Fuzz/: what must hold for any input, checked after each run.
// A broken invariant prints what broke and aborts, so libFuzzer saves the input as a crash.

#if canImport(Glibc)
  import Glibc
#endif

/// The limits every harness loads with. Small, so each run is fast and the fuzzer explores
/// shapes rather than sizes; the size limits themselves are the bad-input tests' job.
let fuzzLimits = ReaderLimits(
  maxFileBytes: 1 << 20, maxDepth: 64, maxAliasExpansion: 10_000, maxScalarBytes: 64 << 10,
  maxDiagnostics: 200, maxAliasBytes: 1 << 20)

enum FuzzInvariants {
  /// Set LISTSPEC_FUZZ_VERBOSE=1 to print every diagnostic (when replaying one input).
  static let verbose = getenv("LISTSPEC_FUZZ_VERBOSE") != nil

  /// Like `precondition`, but prints its message in optimised builds too.
  static func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
    guard !condition else { return }
    fputs("fuzz invariant broken: \(message())\n", stderr)
    abort()
  }

  /// A loaded spec is either valid (a model, no errors) or rejected (errors, no model), and
  /// every diagnostic points inside its file and can be printed both ways.
  static func check(_ loaded: LoadedSpec, keepsSpec: Bool = true) {
    if verbose {
      for diagnostic in loaded.diagnostics {
        fputs(
          "\(diagnostic.id.rawValue) \(diagnostic.range.map(String.init(describing:)) ?? "-") "
            + "\(diagnostic.message)\n", stderr)
      }
    }
    let hasErrors = loaded.diagnostics.containsErrors
    if keepsSpec {
      expect(hasErrors == (loaded.spec == nil), "a result or an error, never both or neither")
    }
    expect(loaded.isValid == !hasErrors, "valid exactly when there is no error")
    for diagnostic in loaded.diagnostics {
      check(diagnostic.range, in: loaded.source)
      for note in diagnostic.notes { check(note.range, in: loaded.source) }
      for fixIt in diagnostic.fixIts { check(fixIt.range, in: loaded.source) }
    }
    let sources = [loaded.source.path: loaded.source]
    _ = DiagnosticFormatter(style: .withSource).format(loaded.diagnostics, sources: sources)
    _ = DiagnosticFormatter(style: .oneLine).format(loaded.diagnostics, sources: sources)
    _ = DiagnosticJSON.report([loaded])
  }

  /// A range lies within the file: 1-based line and column, offsets in bounds, start ≤ end.
  static func check(_ range: SourceRange?, in source: SourceFile) {
    guard let range else { return }
    for location in [range.start, range.end] {
      expect(location.line >= 1 && location.column >= 1, "1-based location \(location)")
      expect(location.line <= source.lineCount + 1, "line \(location.line) past the end")
      expect(
        location.offset >= 0 && location.offset <= source.bytes.count,
        "offset \(location.offset) outside \(source.bytes.count) bytes")
    }
    expect(range.start.offset <= range.end.offset, "range \(range) runs backwards")
  }
}
