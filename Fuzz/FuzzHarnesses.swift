#if canImport(Glibc)
  import Glibc
#endif

/// The harnesses, compiled into one binary so the library is compiled once, not once a
/// harness. `scripts/fuzz` links `.fuzz/bin/<harness>` to it; the name it is run by picks the
/// harness (`LISTSPEC_FUZZ_HARNESS` overrides it).
enum FuzzHarness {
  static let all: [String: (UnsafePointer<UInt8>, Int) -> CInt] = [
    "frontend": frontEndFuzzTestOneInput,
    "diff": diffFuzzTestOneInput,
    "layout": layoutFuzzTestOneInput,
    "generate": generateFuzzTestOneInput,
    "expressions": expressionFuzzTestOneInput,
    "lsp": languageServerFuzzTestOneInput,
    "catalog": catalogFuzzTestOneInput,
    "items": itemsFuzzTestOneInput,
  ]

  /// The harness this process runs, chosen once.
  static let selected: (UnsafePointer<UInt8>, Int) -> CInt = {
    let name =
      getenv("LISTSPEC_FUZZ_HARNESS").map { String(cString: $0) }
      ?? String(CommandLine.arguments.first?.split(separator: "/").last ?? "")
    guard let harness = all[name] else {
      fatalError(
        "run as .fuzz/bin/<harness> or set LISTSPEC_FUZZ_HARNESS; harnesses: "
          + all.keys.sorted().joined(separator: ", ") + " (got '\(name)')")
    }
    return harness
  }()
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  FuzzHarness.selected(data, size)
}
