/// Applying fix-its to a spec's text: what `listspec fix` and the language server's quick fixes
/// do. Only the bytes a fix-it replaces change; every other byte, comments and formatting
/// included, is kept as it was.
public enum FixItApplication {
  /// The result of applying fix-its to a text.
  public struct Result: Sendable, Equatable {
    /// The text with the fix-its applied.
    public var bytes: [UInt8]
    /// The fix-its applied, in source order.
    public var applied: [FixIt]
    /// The fix-its left out because they overlap one applied before them (or reach past the
    /// end of the text): applying both would garble the text. Running again after a reload
    /// applies them if they still hold.
    public var skipped: [FixIt]
  }

  /// Every fix-it of `diagnostics` in source order (a diagnostic's fix-its are certain: the
  /// catalogue adds one only when the replacement is).
  public static func fixIts(of diagnostics: [Diagnostic]) -> [FixIt] {
    diagnostics.flatMap(\.fixIts).enumerated().sorted { lhs, rhs in
      let left = lhs.element.range
      let right = rhs.element.range
      if left.start.offset != right.start.offset { return left.start.offset < right.start.offset }
      if left.end.offset != right.end.offset { return left.end.offset < right.end.offset }
      return lhs.offset < rhs.offset
    }.map(\.element)
  }

  /// Applies `fixIts` (byte ranges of `bytes`) in source order. A fix-it that overlaps one
  /// already applied, or repeats it, is skipped; two insertions at one place are both made.
  public static func apply(_ fixIts: [FixIt], to bytes: [UInt8]) -> Result {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var applied: [FixIt] = []
    var seen: Set<FixIt> = []
    var skipped: [FixIt] = []
    var copied = 0
    for fixIt in fixIts.sorted(by: { $0.range.start.offset < $1.range.start.offset }) {
      let start = fixIt.range.start.offset
      let end = fixIt.range.end.offset
      guard start >= 0, start <= end, end <= bytes.count, start >= copied, !seen.contains(fixIt)
      else {
        skipped.append(fixIt)
        continue
      }
      output.append(contentsOf: bytes[copied..<start])
      output.append(contentsOf: Array(fixIt.replacement.utf8))
      copied = end
      applied.append(fixIt)
      seen.insert(fixIt)
    }
    output.append(contentsOf: bytes[copied...])
    return Result(bytes: output, applied: applied, skipped: skipped)
  }

  /// Loads `source`, applies every fix-it, and loads the result again, as long as fix-its
  /// apply (at most `passes` times: a fix-it can uncover another, as a fixed key reveals its
  /// value's mistake). Returns the final text, every fix-it applied, and the final load.
  public static func fixAll(
    _ source: SourceFile, options: LoadOptions = LoadOptions(), passes: Int = 4
  ) -> (bytes: [UInt8], applied: [FixIt], loaded: LoadedSpec) {
    var loaded = ListSpecLoader.load(source: source, options: options)
    var bytes = source.bytes
    var applied: [FixIt] = []
    for _ in 0..<max(passes, 1) {
      let result = apply(fixIts(of: loaded.diagnostics), to: bytes)
      guard !result.applied.isEmpty, result.bytes != bytes else { break }
      bytes = result.bytes
      applied += result.applied
      loaded = ListSpecLoader.load(
        source: SourceFile(path: source.path, bytes: bytes), options: options)
    }
    return (bytes, applied, loaded)
  }
}
