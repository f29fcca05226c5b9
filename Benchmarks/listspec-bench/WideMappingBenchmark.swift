import Foundation
import ListSpec

/// `listspec-bench wide-mapping [--runs 3]`: loads a spec whose one item has 10,000, 100,000
/// and 1,000,000 field keys and then the last of them again (an item's fields are the one
/// mapping that takes any key), against a raw libyaml event scan of the same bytes, in the
/// same run. Loading must stay linear in the keys: the reader indexes a mapping's keys past
/// the first 16 rather than comparing each new key with all before it. The test suite checks
/// the same document at a size a debug build reads in seconds
/// (`BadInputTests.testWideMappingFindsItsDuplicate`).
enum WideMappingBenchmark {
  static func run(_ arguments: [String]) {
    let runs = Int(BenchSupport.option("--runs", in: arguments) ?? "") ?? 3
    let ms = BenchSupport.milliseconds
    var perKey: [(keys: Int, wall: Double)] = []
    for keys in [10_000, 100_000, 1_000_000] {
      let bytes = spec(keys: keys)
      let source = SourceFile(path: "wide-\(keys).yaml", bytes: bytes)
      // Sanity: the duplicate is found where it is, or the timing means nothing.
      let duplicate = ListSpecLoader.load(source: source).diagnostics.first {
        $0.id == .duplicateKey
      }
      guard duplicate?.range?.start.line == keys + 11 else {
        print("the duplicate key of the \(keys)-key mapping was not found at line \(keys + 11)")
        exit(1)
      }
      let timings = BenchSupport.bestWithCPU(
        runs: runs,
        [
          { _ = ValidateBenchmark.rawEventScan(bytes: bytes) },
          { _ = ListSpecLoader.load(source: source) },
        ])
      let (scan, load) = (timings[0], timings[1])
      print(
        String(
          format:
            "%7d keys (%@): raw libyaml scan %@, listspec load %@ (%.2fx the scan), %.0f ns/key",
          keys, BenchSupport.megabytes(bytes.count), ms(scan.wall), ms(load.wall),
          load.wall / scan.wall, load.wall / Double(keys) * 1e9))
      perKey.append((keys, load.wall))
    }
    let growth = perKey[2].wall / perKey[0].wall
    print(
      String(
        format: "load time 10k -> 1M keys: %.0fx (linear is 100x, quadratic 10,000x); best of %d",
        growth, runs))
  }

  /// The spec: one item whose fields are `k0: 1` … `k<keys-1>: 1`, then the last key again.
  static func spec(keys: Int) -> [UInt8] {
    var bytes = Array(
      """
      listspec: 1
      list: { appearance: plain }
      cells:
        row:
          content: { text: "{k0}" }
      sections:
        - id: main
          cell: row
          items:
            - id: a

      """.utf8)
    bytes.reserveCapacity(bytes.count + 20 * keys)
    for key in 0..<keys {
      bytes += Array("        k".utf8) + Array(String(key).utf8) + Array(": 1\n".utf8)
    }
    bytes += Array("        k\(keys - 1): again\n".utf8)
    return bytes
  }
}
