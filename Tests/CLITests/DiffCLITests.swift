import Foundation
import XCTest

/// `listspec diff`, run as the built binary on the fixtures in Tests/ListSpecTests/DiffFixtures.
/// Text and JSON output are compared with golden files beside the fixtures; re-record them on
/// purpose with `RECORD_SNAPSHOTS=1 swift test --filter DiffCLITests`.
final class DiffCLITests: XCTestCase {
  static let fixtures = CLI.packageRoot.appendingPathComponent(
    "Tests/ListSpecTests/DiffFixtures")

  func diff(_ arguments: [String], stdin: String? = nil) throws -> CLIResult {
    try CLI.run(["diff"] + arguments, in: Self.fixtures, stdin: stdin)
  }

  private func assertGolden(
    _ actual: String, _ name: String, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let url = Self.fixtures.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
      try actual.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      XCTFail(
        "golden \(name) is missing; record it with RECORD_SNAPSHOTS=1 swift test --filter DiffCLITests",
        file: file, line: line)
      return
    }
    if actual != expected {
      XCTFail(
        "output differs from golden \(name); if the change is intended, re-record with RECORD_SNAPSHOTS=1 swift test --filter DiffCLITests\n--- actual\n\(actual)",
        file: file, line: line)
    }
  }

  func testTextSummaryMatchesGoldenAndHasNoColourWhenPiped() throws {
    let result = try diff(["old.yaml", "new.yaml"])
    XCTAssertEqual(result.status, 0, "without --exit-code a difference is not a failure")
    XCTAssertEqual(result.stderr, "")
    XCTAssertFalse(result.stdout.contains("\u{1B}["), "no colour when standard output is a pipe")
    try assertGolden(result.stdout, "old-new.diff.txt")
  }

  func testJSONMatchesGoldenAndParses() throws {
    let result = try diff(["old.yaml", "new.yaml", "--format", "json"])
    XCTAssertEqual(result.status, 0)
    try assertGolden(result.stdout, "old-new.diff.json")
    let object = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    XCTAssertEqual(object["formatVersion"] as? Int, 1)
    XCTAssertEqual(object["identical"] as? Bool, false)
    let plan = try XCTUnwrap(object["plan"] as? [[String: Any]])
    XCTAssertEqual(
      plan.compactMap { $0["stage"] as? String },
      [
        "itemUpdates", "deletions", "sectionInsertsAndMoves", "itemInsertsAndMoves",
        "sectionUpdates",
      ])
    let items = try XCTUnwrap(object["items"] as? [String: Any])
    let moved = try XCTUnwrap(items["moved"] as? [[String: Any]])
    XCTAssertEqual(moved.compactMap { $0["id"] as? String }, ["flame", "applelogo"])
  }

  func testExitCodeOption() throws {
    XCTAssertEqual(try diff(["old.yaml", "new.yaml", "--exit-code"]).status, 1)
    let same = try diff(["old.yaml", "old.yaml", "--exit-code"])
    XCTAssertEqual(same.status, 0)
    XCTAssertEqual(same.stdout, "no differences\n")
    let json = try diff(["old.yaml", "old.yaml", "--format", "json", "--exit-code"])
    XCTAssertEqual(json.status, 0)
    XCTAssertTrue(json.stdout.contains("\"identical\" : true"))
  }

  func testStandardInputAsOneSide() throws {
    let old = try String(
      contentsOf: Self.fixtures.appendingPathComponent("old.yaml"), encoding: .utf8)
    let result = try diff(["-", "old.yaml", "--exit-code"], stdin: old)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(result.stdout, "no differences\n")
  }

  /// Both sides are drawn in one environment, the new spec's `preview:` applied to both: a
  /// diff whose new side alone names a device does not compare two devices.
  func testBothSidesTakeTheNewSpecsPreviewDefaults() throws {
    let folder = try CLI.temporaryDirectory(self)
    let list = """
      list: { appearance: plain }
      cells: { row: { content: { text: "{name}" } } }
      sections: [{ id: s, cell: row, items: [{ id: a, name: A }] }]

      """
    let old = folder.appendingPathComponent("old.yaml")
    let new = folder.appendingPathComponent("new.yaml")
    try ("listspec: 1\n" + list).write(to: old, atomically: true, encoding: .utf8)
    try ("listspec: 1\npreview: { device: iPhone SE }\n" + list).write(
      to: new, atomically: true, encoding: .utf8)
    func width(_ oldPath: URL) throws -> Int {
      let png = folder.appendingPathComponent("diff.png")
      let result = try CLI.run(["diff", oldPath.path, new.path, "-o", png.path])
      XCTAssertEqual(result.status, 0, result.stderr)
      let header = try [UInt8](Data(contentsOf: png).prefix(24))
      return header[16..<20].reduce(0) { $0 << 8 | Int($1) }
    }
    XCTAssertEqual(try width(old), try width(new), "the old side is an iPhone SE too")
  }

  func testInvalidSpecIsReportedAndNothingIsDiffed() throws {
    let folder = try CLI.temporaryDirectory(self)
    try "listspec: 1\nlist:\n  appearance: insetGroupd\nsections: []\n".write(
      to: folder.appendingPathComponent("bad.yaml"), atomically: true, encoding: .utf8)
    try FileManager.default.copyItem(
      at: Self.fixtures.appendingPathComponent("old.yaml"),
      to: folder.appendingPathComponent("old.yaml"))
    let result = try CLI.run(["diff", "old.yaml", "bad.yaml", "--exit-code"], in: folder)
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.stdout, "", "nothing is diffed")
    XCTAssertTrue(
      result.stderr.hasPrefix("bad.yaml:3:15: error: unknown appearance 'insetGroupd'"),
      result.stderr)
    XCTAssertTrue(result.stderr.hasSuffix("1 error, 0 warnings\n"))
  }

  func testUnreadableInputExits66() throws {
    let result = try diff(["old.yaml", "missing.yaml"])
    XCTAssertEqual(result.status, 66)
    XCTAssertEqual(result.stdout, "")
    XCTAssertTrue(result.stderr.contains("missing.yaml"), result.stderr)
  }

  func testUsageErrorsExit64() throws {
    for arguments in [
      ["old.yaml"], ["old.yaml", "new.yaml", "new.yaml"], ["-", "-"],
      ["old.yaml", "new.yaml", "--format", "yaml"], ["old.yaml", "new.yaml", "--colour"],
    ] {
      let result = try diff(arguments)
      XCTAssertEqual(result.status, 64, "\(arguments)")
      XCTAssertTrue(result.stderr.contains("See 'listspec diff --help'."), "\(arguments)")
    }
  }

  func testHelp() throws {
    let result = try diff(["--help"])
    XCTAssertEqual(result.status, 0)
    // The new spec is left out with --items (specs/items.md).
    XCTAssertTrue(result.stdout.contains("USAGE: listspec diff <old> [<new>]"), result.stdout)
    XCTAssertTrue(try CLI.run(["--help"]).stdout.contains("diff"))
  }
}

extension DiffCLITests {
  func testPNGAndSVGDrawBothListsSideBySide() throws {
    let folder = try CLI.temporaryDirectory(self)
    let png = folder.appendingPathComponent("diff.png").path
    let result = try diff(["old.yaml", "new.yaml", "-o", png, "--scale", "1"])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(result.stdout, "")
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: png)))
    XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    // IHDR width: two 393-pt iPhone 15 lists, a 24-pt gap and 16-pt margins, at 1 px per pt.
    let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
    XCTAssertEqual(width, 16 + 393 + 24 + 393 + 16)

    let svg = try diff(["old.yaml", "new.yaml", "--format", "svg", "--exit-code"])
    XCTAssertEqual(svg.status, 1, "--exit-code still applies")
    XCTAssertTrue(svg.stdout.hasPrefix("<?xml"), String(svg.stdout.prefix(80)))
    XCTAssertTrue(svg.stdout.contains("width=\"842pt\""), String(svg.stdout.prefix(300)))
  }

  func testOutputNeverOverwritesAnInput() throws {
    let result = try diff(["old.yaml", "new.yaml", "--format", "svg", "-o", "old.yaml"])
    XCTAssertEqual(result.status, 73, result.stderr)
    XCTAssertTrue(
      try String(contentsOf: Self.fixtures.appendingPathComponent("old.yaml"), encoding: .utf8)
        .hasPrefix("# yaml-language-server"))
  }
}
