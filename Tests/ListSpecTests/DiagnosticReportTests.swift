import Foundation
import ListSpec
import XCTest

/// The machine-read diagnostic formats of the public API: SARIF 2.1.0 and GitHub workflow
/// commands (escaping, regions, paths).
final class DiagnosticReportTests: XCTestCase {
  func range(_ line: Int, _ column: Int, to endLine: Int, _ endColumn: Int) -> SourceRange {
    SourceRange(
      start: SourceLocation(line: line, column: column, offset: 0),
      end: SourceLocation(line: endLine, column: endColumn, offset: 0))
  }

  func diagnostic(
    _ message: String, path: String = "specs/list.yaml", range: SourceRange?,
    severity: Severity = .error
  ) -> Diagnostic {
    Diagnostic(severity: severity, id: .unknownKey, message: message, path: path, range: range)
  }

  // MARK: GitHub

  func testGitHubEscapesDataAndProperties() {
    XCTAssertEqual(
      DiagnosticGitHub.escapeData("100% sure\r\nnext: a,b"), "100%25 sure%0D%0Anext: a,b")
    XCTAssertEqual(
      DiagnosticGitHub.escapeProperty("a:b,c%d\ne"), "a%3Ab%2Cc%25d%0Ae")
    XCTAssertEqual(DiagnosticGitHub.escapeData("%0A"), "%250A", "escapes are not unescaped")
  }

  func testGitHubCommandForEachSeverityAndRange() {
    XCTAssertEqual(
      DiagnosticGitHub.command(
        diagnostic("unknown key 'x'; did you mean 'y'?", range: range(3, 5, to: 3, 6))),
      "::error file=specs/list.yaml,line=3,col=5,endLine=3,endColumn=5,title=listspec [unknown-key]::unknown key 'x'; did you mean 'y'?"
    )
    XCTAssertEqual(
      DiagnosticGitHub.command(
        diagnostic("50%", path: "a,b:c.yaml", range: range(2, 1, to: 2, 1), severity: .warning)),
      "::warning file=a%2Cb%3Ac.yaml,line=2,col=1,title=listspec [unknown-key]::50%25")
    XCTAssertEqual(
      DiagnosticGitHub.command(diagnostic("whole file", range: nil, severity: .note)),
      "::notice file=specs/list.yaml,title=listspec [unknown-key]::whole file")
    // A range ending at the start of a line ends on the line before.
    XCTAssertEqual(
      DiagnosticGitHub.command(diagnostic("m", range: range(2, 3, to: 4, 1))),
      "::error file=specs/list.yaml,line=2,col=3,endLine=3,title=listspec [unknown-key]::m")
  }

  func testGitHubPathsAreRelativeToTheBaseFolder() {
    let inside = diagnostic("m", path: "/repo/specs/list.yaml", range: nil)
    XCTAssertEqual(
      DiagnosticGitHub.command(inside, baseDirectory: "/repo"),
      "::error file=specs/list.yaml,title=listspec [unknown-key]::m")
    XCTAssertEqual(
      DiagnosticGitHub.command(inside, baseDirectory: "/elsewhere"),
      "::error file=/repo/specs/list.yaml,title=listspec [unknown-key]::m")
    XCTAssertEqual(
      DiagnosticGitHub.command(diagnostic("m", path: "./list.yaml", range: nil)),
      "::error file=list.yaml,title=listspec [unknown-key]::m")
  }

  func testGitHubMessageCarriesNotesAndFixIts() {
    let loaded = ListSpecLoader.load(
      text: "listspec: 1\nlist: { appearance: plian }\nsections: []\n", path: "l.yaml")
    XCTAssertEqual(
      DiagnosticGitHub.commands([loaded]),
      "::error file=l.yaml,line=2,col=21,endLine=2,endColumn=25,title=listspec [unknown-value]::unknown appearance 'plian'; did you mean 'plain'?%0Afix-it: replace with 'plain'\n"
    )
  }

  // MARK: SARIF

  func sarif(_ diagnostics: [Diagnostic], base: String? = nil) throws -> [String: Any] {
    let text = DiagnosticSARIF.report(diagnostics, toolVersion: "9.9", baseDirectory: base)
    return try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  func firstResult(_ log: [String: Any]) throws -> [String: Any] {
    let runs = try XCTUnwrap(log["runs"] as? [[String: Any]])
    return try XCTUnwrap((runs.first?["results"] as? [[String: Any]])?.first)
  }

  func testSARIFHasEveryRuleAndTheRequiredFields() throws {
    let log = try sarif([])
    XCTAssertEqual(log["version"] as? String, "2.1.0")
    XCTAssertEqual(log["$schema"] as? String, DiagnosticSARIF.schemaURI)
    let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
    XCTAssertEqual(run["columnKind"] as? String, "unicodeCodePoints")
    let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    XCTAssertEqual(driver["name"] as? String, "listspec")
    XCTAssertEqual(driver["version"] as? String, "9.9")
    let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
    XCTAssertEqual(rules.compactMap { $0["id"] as? String }, DiagnosticID.allCases.map(\.rawValue))
    for (rule, id) in zip(rules, DiagnosticID.allCases) {
      XCTAssertEqual((rule["shortDescription"] as? [String: Any])?["text"] as? String, id.summary)
      XCTAssertTrue(id.summary.hasSuffix("."), id.rawValue)
    }
    XCTAssertEqual(
      ((rules.first { $0["id"] as? String == "header-not-shown" }?["defaultConfiguration"])
        as? [String: Any])?["level"] as? String, "warning")
  }

  func testSARIFResultLevelsRegionsAndURIs() throws {
    let result = try firstResult(
      try sarif(
        [
          diagnostic(
            "m", path: "/repo/my specs/a:b.yaml", range: range(3, 5, to: 3, 9), severity: .warning)
        ],
        base: "/repo/"))
    XCTAssertEqual(result["ruleId"] as? String, "unknown-key")
    XCTAssertEqual(result["level"] as? String, "warning")
    XCTAssertEqual((result["message"] as? [String: Any])?["text"] as? String, "m")
    let physical = try XCTUnwrap(
      (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
    XCTAssertEqual(
      (physical["artifactLocation"] as? [String: Any])?["uri"] as? String, "my%20specs/a%3Ab.yaml")
    XCTAssertEqual(
      physical["region"] as? [String: Int],
      ["startLine": 3, "startColumn": 5, "endLine": 3, "endColumn": 9])
    let outside = try firstResult(
      try sarif(
        [diagnostic("m", path: "/other/x.yaml", range: nil, severity: .note)], base: "/repo"))
    XCTAssertEqual(outside["level"] as? String, "note")
    let location = try XCTUnwrap(
      (outside["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
    XCTAssertEqual(
      (location["artifactLocation"] as? [String: Any])?["uri"] as? String, "file:///other/x.yaml")
    XCTAssertNil(location["region"], "a whole-file problem has no region")
  }

  func testSARIFCarriesNotesAsRelatedLocationsAndFixItsAsFixes() throws {
    let loaded = ListSpecLoader.load(
      text: "listspec: 1\nlist: { appearance: plian }\nsections: []\n", path: "l.yaml")
    let result = try firstResult(try sarif(loaded.diagnostics))
    let fix = try XCTUnwrap((result["fixes"] as? [[String: Any]])?.first)
    let change = try XCTUnwrap((fix["artifactChanges"] as? [[String: Any]])?.first)
    let replacement = try XCTUnwrap((change["replacements"] as? [[String: Any]])?.first)
    XCTAssertEqual((replacement["insertedContent"] as? [String: Any])?["text"] as? String, "plain")
    XCTAssertEqual(
      replacement["deletedRegion"] as? [String: Int],
      ["startLine": 2, "startColumn": 21, "endLine": 2, "endColumn": 26])
    var note = diagnostic("dup", range: range(5, 1, to: 5, 4))
    note.notes = [DiagnosticNote(message: "first here", range: range(2, 1, to: 2, 4))]
    let related = try XCTUnwrap(
      (try firstResult(try sarif([note])))["relatedLocations"] as? [[String: Any]])
    XCTAssertEqual(related.count, 1)
    XCTAssertEqual((related[0]["message"] as? [String: Any])?["text"] as? String, "first here")
    XCTAssertEqual(related[0]["id"] as? Int, 0)
  }
}
