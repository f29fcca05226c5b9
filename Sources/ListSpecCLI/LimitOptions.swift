import ListSpec

/// The reader limits every command that reads specs accepts (see specs/limits.md).
package enum LimitOptions {
  package static let maxFileSize = Option(
    name: "--max-file-size", valueName: "bytes", help: "Largest input accepted",
    defaultValue: "\(ReaderLimits.default.maxFileBytes)")
  package static let maxDepth = Option(
    name: "--max-depth", valueName: "n", help: "Deepest nesting of mappings and sequences",
    defaultValue: "\(ReaderLimits.default.maxDepth)")
  package static let maxAliasNodes = Option(
    name: "--max-alias-nodes", valueName: "n",
    help: "Most nodes aliases may add, the \"billion laughs\" budget",
    defaultValue: "\(ReaderLimits.default.maxAliasExpansion)")
  package static let maxAliasBytes = Option(
    name: "--max-alias-bytes", valueName: "bytes",
    help: "Most bytes of text aliases may add",
    defaultValue: "\(ReaderLimits.default.maxAliasBytes)")
  package static let maxScalarSize = Option(
    name: "--max-scalar-size", valueName: "bytes", help: "Longest single value",
    defaultValue: "\(ReaderLimits.default.maxScalarBytes)")
  package static let maxDiagnostics = Option(
    name: "--max-diagnostics", valueName: "n", help: "Most diagnostics reported per file",
    defaultValue: "\(ReaderLimits.default.maxDiagnostics)")

  package static let allowAssetsOutside = Option.flag(
    "--allow-assets-outside",
    help:
      "Read asset catalogs 'assets' names outside the spec's folder (absolute, '..', or a link out of it)"
  )

  package static let group = OptionGroup(
    title: "READER LIMITS",
    options: [
      maxFileSize, maxDepth, maxAliasNodes, maxAliasBytes, maxScalarSize, maxDiagnostics,
      allowAssetsOutside,
    ],
    inUsage: false)
  /// The language server's: it reads asset catalogs in the spec's folder only, as the build
  /// plugin does.
  package static let serverGroup = OptionGroup(
    title: "READER LIMITS",
    options: [
      maxFileSize, maxDepth, maxAliasNodes, maxAliasBytes, maxScalarSize, maxDiagnostics,
    ],
    inUsage: false)

  package static func loadOptions(_ arguments: ParsedArguments) throws -> LoadOptions {
    var limits = ReaderLimits.default
    let upTo = 1...(Int.max / 2)
    if let value = try arguments.integer(maxFileSize, in: upTo) {
      limits.maxFileBytes = value
    }
    if let value = try arguments.integer(maxDepth, in: 1...100_000) { limits.maxDepth = value }
    if let value = try arguments.integer(maxAliasNodes, in: 0...(Int.max / 2)) {
      limits.maxAliasExpansion = value
    }
    if let value = try arguments.integer(maxAliasBytes, in: 0...(Int.max / 2)) {
      limits.maxAliasBytes = value
    }
    if let value = try arguments.integer(maxScalarSize, in: upTo) {
      limits.maxScalarBytes = value
    }
    if let value = try arguments.integer(maxDiagnostics, in: upTo) {
      limits.maxDiagnostics = value
    }
    var options = LoadOptions(limits: limits)
    options.allowsAssetsOutsideSpecFolder = arguments.has(allowAssetsOutside)
    // Commands without the render options leave them unset.
    try RenderOptions.applyFormatEnvironment(arguments, to: &options)
    return options
  }
}
