// libFuzzer harness for the whole front end and validator:
// bytes → libyaml events → YAMLNode tree → typed model → validator → formatted diagnostics.
//
// Not part of any SwiftPM target: scripts/fuzz compiles it together with the ListSpec sources
// (`swiftc -sanitize=fuzzer,address`), so internal API is visible and `swift build` is not
// affected. Besides crashes, leaks, hangs and runaway memory (found by libFuzzer and ASan), it
// traps on a broken promise of the loader — see `FuzzInvariants`.

/// Small limits keep each run fast, so the fuzzer explores shapes rather than sizes; the
/// size limits themselves are covered by the bad-input test suite.
let frontEndFuzzLimits = ReaderLimits(
  maxFileBytes: 1 << 20, maxDepth: 64, maxAliasExpansion: 10_000, maxScalarBytes: 64 << 10)

@_cdecl("LLVMFuzzerTestOneInput")
public func frontEndFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let source = SourceFile(path: "fuzz.yaml", bytes: bytes)
  let loaded = ListSpecLoader.load(
    source: source, options: LoadOptions(limits: frontEndFuzzLimits))
  FuzzInvariants.check(loaded)
  return 0
}
