// libFuzzer harness for the whole front end and validator:
// bytes → libyaml events → YAMLNode tree → typed model → validator → formatted diagnostics.
//
// Not part of any SwiftPM target: scripts/fuzz compiles it together with the ListSpec sources
// (`swiftc -sanitize=fuzzer,address`), so internal API is visible and `swift build` is not
// affected. Besides crashes, leaks, hangs and runaway memory (found by libFuzzer and ASan), it
// traps on a broken promise of the loader — see `FuzzInvariants`.

@_cdecl("LLVMFuzzerTestOneInput")
public func frontEndFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let source = SourceFile(path: "fuzz.yaml", bytes: bytes)
  let loaded = ListSpecLoader.load(
    source: source, options: LoadOptions(limits: fuzzLimits))
  FuzzInvariants.check(loaded)
  return 0
}
