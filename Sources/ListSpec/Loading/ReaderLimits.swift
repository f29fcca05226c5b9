/// Bounds that keep hostile input from costing unbounded time or memory.
/// Documented in `specs/limits.md`; the CLI exposes each as a flag.
public struct ReaderLimits: Sendable, Hashable {
  /// Largest input file accepted, in bytes.
  public var maxFileBytes: Int
  /// Deepest nesting of mappings and sequences.
  public var maxDepth: Int
  /// Most nodes that aliases may add to the document in all (the "billion laughs" budget).
  public var maxAliasExpansion: Int
  /// Most scalar bytes that aliases may add to the document in all, counted with each aliased
  /// subtree's full text: one large value aliased many times is few nodes but much text.
  public var maxAliasBytes: Int
  /// Longest single scalar, in bytes.
  public var maxScalarBytes: Int
  /// Most diagnostics kept and reported per file; past it one `too-many-diagnostics` says so.
  public var maxDiagnostics: Int

  public init(
    maxFileBytes: Int = 256 << 20, maxDepth: Int = 128, maxAliasExpansion: Int = 1_000_000,
    maxScalarBytes: Int = 1 << 20, maxDiagnostics: Int = 1000, maxAliasBytes: Int = 32 << 20
  ) {
    self.maxFileBytes = maxFileBytes
    self.maxDepth = maxDepth
    self.maxAliasExpansion = maxAliasExpansion
    self.maxAliasBytes = maxAliasBytes
    self.maxScalarBytes = maxScalarBytes
    self.maxDiagnostics = maxDiagnostics
  }

  public static let `default` = ReaderLimits()
}
