import Foundation
import XCTest

@testable import ListSpec

/// Replays every input the fuzzers (scripts/fuzz) ever failed on (a diff harness input, two
/// files joined by a "#8<" line, is loaded as both and diffed), from
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
      var actual = ""
      if let pair = Self.splitPair(bytes) {
        // An input of the diff harness: "old" and "new" lines, then the diff's checks.
        let old = ListSpecLoader.load(source: SourceFile(path: name, bytes: pair.old))
        let new = ListSpecLoader.load(source: SourceFile(path: name, bytes: pair.new))
        checkPromises(old, name: name)
        checkPromises(new, name: name)
        actual += summaries(old).map { "old \($0)\n" }.joined()
        actual += summaries(new).map { "new \($0)\n" }.joined()
        if let oldSpec = old.spec, let newSpec = new.spec {
          checkDiff(old: oldSpec, new: newSpec, name: name)
        }
      } else {
        let loaded = ListSpecLoader.load(source: SourceFile(path: name, bytes: bytes))
        checkPromises(loaded, name: name)
        if let spec = loaded.spec { checkLayout(spec, name: name) }
        actual = summaries(loaded).map { $0 + "\n" }.joined()
      }
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

  /// The diff harness's input: two files joined by a "#8<" comment line.
  static func splitPair(_ bytes: [UInt8]) -> (old: [UInt8], new: [UInt8])? {
    let separator = Array("\n#8<\n".utf8)
    guard bytes.count >= separator.count else { return nil }
    for start in 0...(bytes.count - separator.count)
    where bytes[start..<start + separator.count].elementsEqual(separator) {
      return (Array(bytes[..<start]), Array(bytes[(start + separator.count)...]))
    }
    return nil
  }

  /// Diffed as the diff harness does: the deleted and inserted ids are exactly those only in
  /// one list, a list does not differ from itself, and both forms print.
  func checkDiff(old: ListSpecDocument, new: ListSpecDocument, name: String) {
    let diff = ListDiff.compute(old: old, new: new)
    let oldIDs = Set(old.sections.flatMap(\.items).map(\.id))
    let newIDs = Set(new.sections.flatMap(\.items).map(\.id))
    XCTAssertEqual(Set(diff.deletedItems.map(\.id)), oldIDs.subtracting(newIDs), name)
    XCTAssertEqual(Set(diff.insertedItems.map(\.id)), newIDs.subtracting(oldIDs), name)
    XCTAssertTrue(ListDiff.compute(old: old, new: old).isEmpty, name)
    XCTAssertFalse(DiffTextFormatter(oldPath: "old", newPath: "new").format(diff).isEmpty, name)
    XCTAssertNoThrow(
      try JSONSerialization.jsonObject(
        with: Data(DiffJSON.report(diff, oldPath: "old", newPath: "new").utf8)), name)
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
