/// What a stage did not keep once it held `ReaderLimits.maxDiagnostics` diagnostics.
///
/// A hostile or broken file can earn one diagnostic per line — 20 million unknown keys in a
/// 256 MiB file — which once cost about 700 bytes each to keep, sort and print. Each stage
/// keeps the first diagnostics up to the limit and counts the rest; the loader reports the
/// overflow once (`too-many-diagnostics`), as an error when an error was dropped, so a spec
/// is never accepted because its errors were cut off.
struct DroppedDiagnostics: Sendable {
  var count = 0
  var errors = 0

  /// Keeps the first `limit` of `diagnostics` and counts the rest. Meant for a `didSet`: it
  /// then runs after every append and costs one comparison below the limit.
  mutating func trim(_ diagnostics: inout [Diagnostic], to limit: Int) {
    guard diagnostics.count > limit else { return }
    for diagnostic in diagnostics[limit...] {
      count += 1
      if diagnostic.severity == .error { errors += 1 }
    }
    diagnostics.removeSubrange(limit...)
  }

  mutating func add(_ other: DroppedDiagnostics) {
    count += other.count
    errors += other.errors
  }
}
