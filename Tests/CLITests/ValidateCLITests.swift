import Foundation
import XCTest

/// `listspec validate`, `--help`, `--version` and usage errors, run as the built binary.
final class ValidateCLITests: XCTestCase {
  func write(_ text: String, named name: String, in folder: URL) throws -> String {
    let url = folder.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  func testSeedExamplesAreValidAndSilent() throws {
    let result = try CLI.run(["validate", "examples/sf-symbols.yaml", "examples/video-games.yaml"])
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(result.stdout, "")
    XCTAssertEqual(result.stderr, "")
  }

  func testInvalidSpecPrintsCompilerStyleDiagnosticsWithCaretAndExits1() throws {
    let folder = try CLI.temporaryDirectory(self)
    let path = try write(
      """
      listspec: 1
      list:
        appearance: insetGroupd
      sections: []

      """, named: "list.yaml", in: folder)
    let result = try CLI.run(["validate", "list.yaml"], in: folder)
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.stdout, "")
    XCTAssertEqual(
      result.stderr,
      """
      list.yaml:3:15: error: unknown appearance 'insetGroupd'; did you mean 'insetGrouped'? [unknown-value]
        appearance: insetGroupd
                    ^~~~~~~~~~~
        fix-it: replace with 'insetGrouped'
      1 error, 0 warnings

      """)
    _ = path
  }

  /// A catalog beside the spec's folder is refused by default, located at the path, and read
  /// with `--allow-assets-outside`.
  func testAssetsOutsideTheSpecsFolderNeedTheirFlag() throws {
    let folder = try CLI.temporaryDirectory(self)
    let colorSet = folder.appendingPathComponent("Shared/Assets.xcassets/Brand.colorset")
    try FileManager.default.createDirectory(at: colorSet, withIntermediateDirectories: true)
    try
      #"{ "colors": [{ "idiom": "universal", "color": { "components": { "red": "1", "green": "0", "blue": "0" } } }] }"#
      .write(
        to: colorSet.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
    let specs = folder.appendingPathComponent("Specs")
    try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
    _ = try write(
      "listspec: 1\nassets: ../Shared/Assets.xcassets\nlist: { appearance: plain, backgroundColor: Brand }\nsections: []\n",
      named: "list.yaml", in: specs)
    let refused = try CLI.run(["validate", "--oneline", "Specs/list.yaml"], in: folder)
    XCTAssertEqual(refused.status, 1)
    XCTAssertTrue(
      refused.stderr.contains(
        "Specs/list.yaml:2:9: error: '../Shared/Assets.xcassets' is outside the spec's folder"),
      refused.stderr)
    let allowed = try CLI.run(
      ["validate", "--allow-assets-outside", "Specs/list.yaml"], in: folder)
    XCTAssertEqual(allowed.status, 0, allowed.stderr)
  }

  func testOneLineFormat() throws {
    let folder = try CLI.temporaryDirectory(self)
    _ = try write(
      "listspec: 1\nlist: { appearance: plain, showsSeparators: no }\nsections: []\n",
      named: "a.yaml", in: folder)
    let result = try CLI.run(["validate", "--oneline", "a.yaml"], in: folder)
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(
      result.stderr,
      "a.yaml:2:45: error: 'showsSeparators' must be a boolean; 'no' is a string in YAML 1.2 — did you mean 'false'? [type-mismatch]\n1 error, 0 warnings\n"
    )
  }

  func testWarningsDoNotFailValidation() throws {
    let folder = try CLI.temporaryDirectory(self)
    _ = try write(
      """
      listspec: 1
      list: { appearance: plain }
      cells:
        row: { content: { text: "{title}" } }
      sections:
        - id: main
          header: Not shown
          cell: row
          items: [{ id: a, title: A }]

      """, named: "w.yaml", in: folder)
    let result = try CLI.run(["validate", "--oneline", "w.yaml"], in: folder)
    XCTAssertEqual(result.status, 0)
    XCTAssertTrue(result.stderr.contains("w.yaml:6:5: warning: "), result.stderr)
    XCTAssertTrue(result.stderr.contains("[header-not-shown]"), result.stderr)
  }

  func testJSONFormat() throws {
    let folder = try CLI.temporaryDirectory(self)
    _ = try write("listspec: 2\n", named: "v.yaml", in: folder)
    let result = try CLI.run(["validate", "--format", "json", "v.yaml"], in: folder)
    XCTAssertEqual(result.status, 1)
    let json = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    XCTAssertEqual(json["valid"] as? Bool, false)
    let files = try XCTUnwrap(json["files"] as? [[String: Any]])
    let diagnostics = try XCTUnwrap(files.first?["diagnostics"] as? [[String: Any]])
    XCTAssertEqual(diagnostics.first?["id"] as? String, "unsupported-format-version")
    let start = (diagnostics.first?["range"] as? [String: Any])?["start"] as? [String: Any]
    XCTAssertEqual(start?["line"] as? Int, 1)
    XCTAssertEqual(start?["column"] as? Int, 11)
  }

  func testStandardInput() throws {
    let result = try CLI.run(
      ["validate", "-"], stdin: "listspec: 1\nlist: { appearance: plain }\nsections: []\n")
    XCTAssertEqual(result.status, 0, result.stderr)
  }

  func testUnreadableInputsExit66() throws {
    let folder = try CLI.temporaryDirectory(self)
    let missing = try CLI.run(["validate", "nope.yaml"], in: folder)
    XCTAssertEqual(missing.status, 66)
    XCTAssertTrue(
      missing.stderr.hasPrefix("nope.yaml: error: cannot read 'nope.yaml': no such file"))
    let directory = try CLI.run(["validate", "."], in: folder)
    XCTAssertEqual(directory.status, 66)
    XCTAssertTrue(directory.stderr.contains("it is a directory"), directory.stderr)
  }

  func testUsageErrorsExit64() throws {
    for arguments in [
      ["validate"], ["validate", "--format", "xml", "x.yaml"], ["validate", "--bogus"],
      ["frobnicate"], [],
    ] {
      let result = try CLI.run(arguments)
      XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)")
      XCTAssertTrue(
        result.stderr.contains("error") || result.stderr.contains("USAGE"), result.stderr)
    }
  }

  func testHelpAndVersion() throws {
    let help = try CLI.run(["--help"])
    XCTAssertEqual(help.status, 0)
    XCTAssertTrue(help.stdout.contains("validate"))
    let validateHelp = try CLI.run(["validate", "--help"])
    XCTAssertEqual(validateHelp.status, 0)
    XCTAssertTrue(validateHelp.stdout.contains("USAGE: listspec validate"))
    let version = try CLI.run(["--version"])
    XCTAssertEqual(version.status, 0)
    XCTAssertTrue(version.stdout.hasPrefix("listspec "))
  }

  func testColourOnlyWhenNotDisabled() throws {
    // Pipes are not terminals: no escape codes, with or without NO_COLOR.
    let folder = try CLI.temporaryDirectory(self)
    _ = try write("listspec: 3\n", named: "c.yaml", in: folder)
    let result = try CLI.run(["validate", "c.yaml"], in: folder, environment: ["NO_COLOR": "1"])
    XCTAssertFalse(result.stderr.contains("\u{1B}["))
    let piped = try CLI.run(["validate", "c.yaml"], in: folder)
    XCTAssertFalse(piped.stderr.contains("\u{1B}["))
  }
}
