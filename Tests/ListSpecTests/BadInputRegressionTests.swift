import Foundation
import XCTest

@testable import ListSpec

/// Replays every input the fuzzers (scripts/fuzz) ever failed on, from
/// `Tests/Fixtures/regressions/`. Each `<name>.yaml` has a `<name>.expected` beside it: the
/// diagnostics it must yield, one "line:column severity id" per line. Each input must also keep
/// the loader's promises that the fuzz harnesses check (Fuzz/FuzzInvariants.swift), and a
/// valid one must lay out with finite frames and encode as layout JSON (Fuzz/LayoutFuzzer.swift).
///
/// A missing or different `.expected` fails; `RECORD_SNAPSHOTS=1 swift test --filter
/// BadInputRegressionTests` writes them (check the result by eye before committing).
final class BadInputRegressionTests: XCTestCase {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/regressions")

  func inputs() throws -> [URL] {
    try FileManager.default.contentsOfDirectory(
      at: Self.folder, includingPropertiesForKeys: nil
    )
    .filter { $0.pathExtension == "yaml" }
    .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  func testCorpusIsNotEmpty() throws {
    XCTAssertFalse(try inputs().isEmpty, "no regression inputs in \(Self.folder.path)")
  }

  func testEveryRegressionInputYieldsItsExpectedDiagnostics() throws {
    let record = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
    for input in try inputs() {
      let name = input.lastPathComponent
      let bytes = [UInt8](try Data(contentsOf: input))
      let loaded = ListSpecLoader.load(source: SourceFile(path: name, bytes: bytes))
      checkPromises(loaded, name: name)
      if let spec = loaded.spec { checkLayout(spec, name: name) }
      let actual = summaries(loaded).map { $0 + "\n" }.joined()
      let expectedURL = input.deletingPathExtension().appendingPathExtension("expected")
      if record {
        try actual.write(to: expectedURL, atomically: true, encoding: .utf8)
        continue
      }
      guard let expected = try? String(contentsOf: expectedURL, encoding: .utf8) else {
        XCTFail(
          "\(name): no \(expectedURL.lastPathComponent); record it with RECORD_SNAPSHOTS=1 "
            + "swift test --filter BadInputRegressionTests\nactual:\n\(actual)")
        continue
      }
      XCTAssertEqual(actual, expected, "\(name): diagnostics changed")
    }
  }

  /// Laid out as the layout harness does: finite frames, non-negative sizes, valid JSON.
  func checkLayout(_ spec: ListSpecDocument, name: String) {
    for environment in [
      PreviewEnvironment(width: 393),
      PreviewEnvironment(
        width: 320, contentSizeCategory: .accessibilityExtraExtraExtraLarge, displayScale: 2),
    ] {
      let layout = ListLayoutEngine(environment: environment, measurer: ApproximateTextMeasurer())
        .layout(spec)
      layout.root.visit { node in
        let frame = node.frame
        XCTAssertTrue(
          [frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite)
            && frame.width >= 0 && frame.height >= 0, "\(name): \(node.kind) \(frame)")
      }
      let json = LayoutJSON.encodeBytes(layout)
      XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(json)), name)
    }
  }

  /// A result or errors, never both or neither; every location inside the file; printable.
  func checkPromises(_ loaded: LoadedSpec, name: String) {
    XCTAssertEqual(loaded.spec == nil, loaded.diagnostics.containsErrors, name)
    let source = loaded.source
    for diagnostic in loaded.diagnostics {
      var ranges = [diagnostic.range] + diagnostic.notes.map(\.range)
      ranges += diagnostic.fixIts.map(\.range)
      for case let range? in ranges {
        XCTAssertLessThanOrEqual(range.start.offset, range.end.offset, "\(name): \(range)")
        for location in [range.start, range.end] {
          XCTAssertGreaterThanOrEqual(location.line, 1, "\(name): \(diagnostic.message)")
          XCTAssertGreaterThanOrEqual(location.column, 1, "\(name): \(diagnostic.message)")
          XCTAssertLessThanOrEqual(location.line, source.lineCount + 1, "\(name): \(location)")
          XCTAssertLessThanOrEqual(location.offset, source.bytes.count, "\(name): \(location)")
        }
      }
    }
    let text = DiagnosticFormatter().format(loaded.diagnostics, sources: [name: source])
    XCTAssertEqual(text.isEmpty, loaded.diagnostics.isEmpty, name)
  }
}
