import Foundation
import XCTest

@testable import ListSpec

/// Large plain files read by path are not held in memory (`SourceFile.readInPieces`): libyaml
/// reads them from the file and diagnostics read their lines again. That is only about
/// memory: every spec, good or bad, must load and be reported exactly as when held whole.
final class PiecewiseReadTests: XCTestCase {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The examples and every YAML fixture of the test suite, good and bad.
  static func corpus() throws -> [URL] {
    var files: [URL] = []
    for folder in ["examples", "Tests/Fixtures", "Tests/ListSpecTests/LayoutGoldens"] {
      let enumerator = FileManager.default.enumerator(
        at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
      while let url = enumerator?.nextObject() as? URL {
        if url.pathExtension == "yaml" { files.append(url) }
      }
    }
    return files.sorted { $0.path < $1.path }
  }

  static func options(piecewise: Bool, threaded: Bool = false) -> LoadOptions {
    var options = LoadOptions()
    options.piecewiseReadThreshold = piecewise ? 0 : .max
    options.concurrentReadThreshold = threaded ? 0 : .max
    return options
  }

  func testEverySpecLoadsAndIsReportedAsWhenHeldWhole() throws {
    let files = try Self.corpus()
    XCTAssertGreaterThan(files.count, 100)
    var readInPieces = 0
    let formatter = DiagnosticFormatter(style: .withSource)
    for file in files {
      let whole = ListSpecLoader.load(path: file.path, options: Self.options(piecewise: false))
      XCTAssertFalse(whole.source.isReadInPieces)
      for threaded in [false, true] {
        let pieces = ListSpecLoader.load(
          path: file.path, options: Self.options(piecewise: true, threaded: threaded))
        let name = "\(file.lastPathComponent), threaded: \(threaded)"
        if pieces.source.isReadInPieces { readInPieces += 1 }
        XCTAssertEqual(pieces.diagnostics, whole.diagnostics, name)
        XCTAssertEqual(pieces.spec?.sections, whole.spec?.sections, name)
        XCTAssertEqual(pieces.spec?.cells, whole.spec?.cells, name)
        XCTAssertEqual(
          formatter.format(pieces.diagnostics, sources: [file.path: pieces.source]),
          formatter.format(whole.diagnostics, sources: [file.path: whole.source]), name)
        XCTAssertEqual(pieces.source.lineCount, whole.source.lineCount, name)
        XCTAssertEqual(pieces.source.byteCount, whole.source.byteCount, name)
      }
    }
    // Most fixtures are plain ASCII without tabs: they took the piecewise path.
    XCTAssertGreaterThan(readInPieces, files.count)
  }

  /// The point of reading in pieces: loading a valid spec (and quoting its warnings) never
  /// reads the whole file again — templates with Swift expressions, which find each
  /// character's position, read only their own line.
  func testValidSpecsAreNotReadWholeAgain() throws {
    var checked = 0
    for file in try Self.corpus() {
      let loaded = ListSpecLoader.load(path: file.path, options: Self.options(piecewise: true))
      guard loaded.source.isReadInPieces, loaded.isValid else { continue }
      _ = DiagnosticFormatter(style: .withSource).format(
        loaded.diagnostics, sources: [file.path: loaded.source])
      XCTAssertFalse(loaded.source.storage.isLoadedWhole, file.lastPathComponent)
      checked += 1
    }
    XCTAssertGreaterThan(checked, 5)
  }

  func testOnlyPlainFilesAreReadInPieces() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "listspec-pieces-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = """
      listspec: 1
      list: { appearance: plain }
      cells:
        row: { content: { text: "{title}" } }
      sections:
        - id: a
          cell: row
          items:
            - { id: x, title: X }

      """
    for (name, text, expected) in [
      ("plain", spec, true),
      ("non-ASCII", spec.replacingOccurrences(of: "title: X", with: "title: Ü"), false),
      ("tab", spec + "\t\n", false),
      ("CR LF", spec.replacingOccurrences(of: "\n", with: "\r\n"), false),
    ] {
      let path = folder.appendingPathComponent("\(name).yaml").path
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      let loaded = ListSpecLoader.load(path: path, options: Self.options(piecewise: true))
      XCTAssertEqual(loaded.source.isReadInPieces, expected, name)
      XCTAssertEqual(loaded.diagnostics, [], name)
      XCTAssertEqual(loaded.source.bytes, Array(text.utf8), name)
    }
  }

  /// Generated code finds a field's key by reading the item's lines again.
  func testKeyRangesAreFoundInAFileReadInPieces() throws {
    let path = Self.root.appendingPathComponent("examples/settings.yaml").path
    let whole = try XCTUnwrap(
      ListSpecLoader.load(path: path, options: Self.options(piecewise: false)).spec)
    let pieces = try XCTUnwrap(
      ListSpecLoader.load(path: path, options: Self.options(piecewise: true)).spec)
    XCTAssertTrue(try XCTUnwrap(pieces.source).isReadInPieces)
    var found = 0
    for (section, other) in zip(whole.sections, pieces.sections) {
      for (item, otherItem) in zip(section.items, other.items) {
        for key in item.fields.keys {
          let expected = whole.keyRange(ofField: key, inItemAt: item.range)
          XCTAssertEqual(pieces.keyRange(ofField: key, inItemAt: otherItem.range), expected)
          if expected != nil { found += 1 }
        }
      }
    }
    XCTAssertGreaterThan(found, 10)
  }

  /// A file changed in place after it was opened is noticed (the loader then reports it
  /// unreadable rather than report on a mix of two versions); reads past its new end are
  /// short, never a crash.
  func testAFileChangedInPlaceIsNoticed() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "listspec-changed-\(UUID().uuidString).yaml"
    ).path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let text = String(repeating: "key: value\n", count: 1000)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    let descriptor = open(path, O_RDONLY)
    let source = try XCTUnwrap(SourceFile.readInPieces(path: path, descriptor: descriptor))
    XCTAssertFalse(source.storage.hasChanged)
    XCTAssertEqual(source.text(ofLine: 1000), "key: value")
    // Cut short in place (as `>` in a shell does).
    XCTAssertEqual(truncate(path, 100), 0)
    XCTAssertTrue(source.storage.hasChanged)
    XCTAssertEqual(source.text(ofLine: 1000), "")
    XCTAssertEqual(source.slice(0..<5), Array("key: ".utf8))
  }

  /// A large mapping of duplicate keys in a file read by path: each duplicate is located by
  /// its byte offset, which once bisected the line table reading a line per step (13 s by
  /// path, 0.4 s from standard input). The locations are those of the same bytes in memory,
  /// and locating costs about one read each.
  func testLocatingManyKeysInAFileReadInPiecesReadsAWindowEach() throws {
    var text = """
      listspec: 1
      list: { appearance: plain }
      cells: { row: { content: { text: "{title}" } } }
      sections:
        - id: main
          cell: row
          items: []

      """
    // 20,000 keys: the last 10,000 repeat the first.
    for index in 0..<20_000 { text += "    k\(index % 10_000): v\(index)\n" }
    let comment = "# " + String(repeating: "p", count: 100) + "\n"
    text += String(repeating: comment, count: (4 << 20) / comment.utf8.count + 1)
    let bytes = Array(text.utf8)
    XCTAssertGreaterThanOrEqual(bytes.count, 4 << 20)
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "listspec-keys-\(UUID().uuidString).yaml"
    ).path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }

    // Every diagnostic kept: the duplicates come after the keys' 10,000 `unknown-key`.
    let options = LoadOptions(limits: ReaderLimits(maxDiagnostics: 30_000))
    let byPath = ListSpecLoader.load(path: path, options: options)
    XCTAssertTrue(byPath.source.isReadInPieces)
    let inMemory = ListSpecLoader.load(
      source: SourceFile(path: path, bytes: bytes), options: options)
    XCTAssertEqual(byPath.diagnostics.filter { $0.id == .duplicateKey }.count, 10_000)
    XCTAssertEqual(summaries(byPath), summaries(inMemory))
    let duplicate = try XCTUnwrap(byPath.diagnostics.first { $0.id == .duplicateKey })
    XCTAssertEqual(duplicate.location?.line, 10_008)
    XCTAssertEqual(duplicate.location?.column, 5)
    XCTAssertEqual(duplicate.notes.first?.range?.start.line, 8)
    // The file's own pieces, then about one read per location: 10,000 duplicates, each at
    // its key and its first use. Reading a line per bisection step made millions.
    XCTAssertLessThan(byPath.source.storage.readCount, 25_000)
  }

  /// The line table of a file read in pieces counts line feeds 32 bytes at a time: the same
  /// starts as looking at every byte, for pieces of any length and lines of any length
  /// (dense, sparse, a piece ending mid-chunk), carried across pieces.
  func testLineStartsAreRecordedAsByteByByte() {
    for trial in 0..<200 {
      let lineFeedEvery = [1, 2, 3, 20, 31, 32, 33, 200][trial % 8]
      let bytes = (0..<Int.random(in: 0...3000)).map { _ in
        Int.random(in: 0..<lineFeedEvery) == 0 ? UInt8(0x0A) : UInt8(ascii: "x")
      }
      var expected: [UInt32] = [0]
      var expectedLines = 1
      for (index, byte) in bytes.enumerated() where byte == 0x0A {
        if expectedLines % 32 == 0 { expected.append(UInt32(index + 1)) }
        expectedLines += 1
      }
      var starts: [UInt32] = [0]
      var lines = 1
      var offset = 0
      bytes.withUnsafeBufferPointer { buffer in
        while offset < buffer.count {
          let end = min(buffer.count, offset + Int.random(in: 1...700))
          SourceFile.recordLineStarts(
            UnsafeBufferPointer(rebasing: buffer[offset..<end]), at: offset, every: 32,
            in: &starts, lines: &lines)
          offset = end
        }
      }
      XCTAssertEqual(starts, expected, "trial \(trial)")
      XCTAssertEqual(lines, expectedLines, "trial \(trial)")
    }
  }
}
