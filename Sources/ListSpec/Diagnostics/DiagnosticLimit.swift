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

/// Where a stage reports its problems: keeps the first `limit` diagnostics and counts the
/// rest (see ``DroppedDiagnostics``). The one place the limit is applied, so stages that
/// split work (sections decoded as they stream in, items decoded on all cores) merge their
/// sinks instead of trimming arrays themselves.
struct DiagnosticSink: Sendable {
  var limit: Int
  private(set) var diagnostics: [Diagnostic] = []
  private(set) var dropped = DroppedDiagnostics()

  init(limit: Int = .max) {
    self.limit = limit
  }

  /// Keeps `diagnostic`, or past the limit only counts it without building its message (a
  /// file can earn millions). For stages that report errors only.
  mutating func report(_ diagnostic: @autoclosure () -> Diagnostic) {
    guard diagnostics.count < limit else {
      dropped.count += 1
      dropped.errors += 1
      return
    }
    diagnostics.append(diagnostic())
  }

  /// Keeps `diagnostic` below the limit, counting it by its severity past it.
  mutating func append(_ diagnostic: Diagnostic) {
    guard diagnostics.count < limit else {
      dropped.count += 1
      if diagnostic.severity == .error { dropped.errors += 1 }
      return
    }
    diagnostics.append(diagnostic)
  }

  /// Takes in what another sink kept and dropped, after this sink's own.
  mutating func absorb(_ other: DiagnosticSink) {
    absorb(other.diagnostics, dropped: other.dropped)
  }

  mutating func absorb(_ kept: [Diagnostic], dropped alsoDropped: DroppedDiagnostics) {
    if diagnostics.isEmpty && kept.count <= limit {
      diagnostics = kept
    } else {
      diagnostics += kept
      dropped.trim(&diagnostics, to: limit)
    }
    dropped.add(alsoDropped)
  }

  /// True when a kept diagnostic is an error or an error was dropped.
  var containsErrors: Bool { dropped.errors > 0 || diagnostics.containsErrors }
}
