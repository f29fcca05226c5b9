// libFuzzer harness for the whole front end and validator:
// bytes → libyaml events → YAMLNode tree → typed model → validator → formatted diagnostics.
//
// Not part of any SwiftPM target: scripts/fuzz compiles it together with the ListSpec sources
// (`swiftc -sanitize=fuzzer,address`), so internal API is visible and `swift build` is not
// affected. Besides crashes, leaks, hangs and runaway memory (found by libFuzzer and ASan), it
// traps on a broken promise of the loader — see `FuzzInvariants`.

#if canImport(Glibc)
  import Glibc
#endif

public func frontEndFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let source = SourceFile(path: "fuzz.yaml", bytes: bytes)
  // The reference: one thread, the whole tree first, then decoding.
  var sequential = LoadOptions(limits: fuzzLimits)
  sequential.concurrentReadThreshold = .max
  sequential.streamsSections = false
  let expected = ListSpecLoader.load(source: source, options: sequential)
  FuzzInvariants.check(expected)
  // What the CLI does with a large file: libyaml on a second thread, sections decoded while
  // it parses; tiny batches put batch boundaries everywhere.
  var threaded = LoadOptions(limits: fuzzLimits)
  threaded.concurrentReadThreshold = 0
  threaded.eventBatchSize = 1 + size % 7
  let loaded = ListSpecLoader.load(source: source, options: threaded)
  FuzzInvariants.check(loaded)
  // Problems are found in the same order both ways, so even past the diagnostics limit the
  // same ones are kept.
  guard loaded.diagnostics == expected.diagnostics,
    loaded.spec?.sections == expected.spec?.sections
  else { fatalError("threaded, streamed reading differs from sequential reading") }
  // What `validate` does: items checked as they are read and let go. Past the diagnostics
  // limit the checks run in another order, so only the verdict must then agree.
  var checksOnly = threaded
  checksOnly.keepsSpec = false
  let checked = ListSpecLoader.load(source: source, options: checksOnly)
  FuzzInvariants.check(checked, keepsSpec: false)
  let overflowed = expected.diagnostics.contains { $0.id == .tooManyDiagnostics }
  guard checked.spec == nil, checked.isValid == expected.isValid,
    overflowed || checked.diagnostics == expected.diagnostics
  else { fatalError("checking items as they are read differs from checking the kept spec") }
  // What the CLI does with a large plain file: read in pieces, never held whole
  // (`SourceFile.readInPieces`), diagnostics quoting lines read again.
  guard size <= fuzzLimits.maxFileBytes else { return 0 }
  let path = "/tmp/listspec-fuzz-\(getpid()).yaml"
  guard let file = fopen(path, "wb") else { return 0 }
  _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
  fclose(file)
  defer { unlink(path) }
  var pieces = threaded
  pieces.piecewiseReadThreshold = 0
  let fromFile = ListSpecLoader.load(path: path, options: pieces)
  FuzzInvariants.check(fromFile)
  func withoutPaths(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.map {
      var diagnostic = $0
      diagnostic.path = ""
      return diagnostic
    }
  }
  let formatter = DiagnosticFormatter(style: .withSource)
  guard withoutPaths(fromFile.diagnostics) == withoutPaths(expected.diagnostics),
    fromFile.spec?.sections == expected.spec?.sections,
    formatter.format(withoutPaths(fromFile.diagnostics), sources: ["": fromFile.source])
      == formatter.format(withoutPaths(expected.diagnostics), sources: ["": expected.source])
  else { fatalError("reading the file in pieces differs from reading it whole") }
  return 0
}
