import ListSpec

/// The reader limits every command that reads specs accepts (see specs/limits.md).
enum LimitOptions {
  static let names: Set<String> = [
    "--max-file-size", "--max-depth", "--max-alias-nodes", "--max-scalar-size",
    "--max-diagnostics",
  ]

  static let help = """
      --max-file-size <bytes>    Largest input accepted (default \(ReaderLimits.default.maxFileBytes)).
      --max-depth <n>            Deepest nesting of mappings and sequences (default \(ReaderLimits.default.maxDepth)).
      --max-alias-nodes <n>      Most nodes aliases may add, the "billion laughs" budget (default \(ReaderLimits.default.maxAliasExpansion)).
      --max-scalar-size <bytes>  Longest single value (default \(ReaderLimits.default.maxScalarBytes)).
      --max-diagnostics <n>      Most diagnostics reported per file (default \(ReaderLimits.default.maxDiagnostics)).
    """

  static func loadOptions(_ arguments: ParsedArguments) throws -> LoadOptions {
    var limits = ReaderLimits.default
    let upTo = 1...(Int.max / 2)
    if let value = try arguments.integer("--max-file-size", in: upTo) {
      limits.maxFileBytes = value
    }
    if let value = try arguments.integer("--max-depth", in: 1...100_000) { limits.maxDepth = value }
    if let value = try arguments.integer("--max-alias-nodes", in: 0...(Int.max / 2)) {
      limits.maxAliasExpansion = value
    }
    if let value = try arguments.integer("--max-scalar-size", in: upTo) {
      limits.maxScalarBytes = value
    }
    if let value = try arguments.integer("--max-diagnostics", in: upTo) {
      limits.maxDiagnostics = value
    }
    return LoadOptions(limits: limits)
  }
}
