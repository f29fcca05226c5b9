import Foundation
import XCTest

/// `listspec lsp` driven by a real LSP client: Tests/LanguageServer/lsp_e2e.py runs pygls's
/// LanguageClient (installed by scripts/setup) against the built binary and prints one line
/// per check.
final class LanguageServerCLITests: XCTestCase {
  func testAnEditorSessionWithPygls() throws {
    let python = CLI.packageRoot.appendingPathComponent(".build/tools-venv/bin/python")
    guard FileManager.default.isExecutableFile(atPath: python.path) else {
      return XCTFail("\(python.path) is missing: run scripts/setup")
    }
    let script = CLI.packageRoot.appendingPathComponent("Tests/LanguageServer/lsp_e2e.py").path
    let result = try CLI.run([script, "--binary", CLI.binary.path], executable: python)
    let report = result.stdout + result.stderr
    XCTAssertNotEqual(result.status, 3, "pygls is missing (run scripts/setup): \(report)")
    XCTAssertEqual(result.status, 0, report)
    for check in [
      "initialize", "open-diagnostics", "edit-diagnostics-utf16", "complete-while-broken",
      "full-change", "hover-key",
      "hover-field", "hover-color", "complete-enum", "complete-keys", "complete-template",
      "complete-field", "define-cell", "define-field", "code-action", "symbols", "unknown-method",
      "never-opened", "shutdown", "comment-hover", "comment-complete-keys", "complete-font",
      "hover-symbol", "hover-font", "hover-no-anchor-links", "close-clears", "fix-circle",
      "fix-quote", "fix-move-modifiers", "fix-colour-field", "unknown-modifier",
      "expression-not-taken", "malformed", "exit-status", "invalid-utf8", "resync",
      "cancel-request", "edit-then-complete", "edit-then-hover", "edit-then-diagnostics",
    ] {
      XCTAssertTrue(result.stdout.contains("ok   \(check):"), "\(check) did not pass:\n\(report)")
    }
  }
}

/// `listspec fix`: fix-its applied in place (only the replaced bytes change), `--dry-run`'s
/// unified diff, and the exit status when errors remain.
final class FixCLITests: XCTestCase {
  let spec = """
    listspec: 1
    # kept   \u{20}
    list:
      apperance: insetGrouped   # trailing comment
    cells:
      row: {content: {text: "{title}"}}
    sections:
      - id: main
        items:
          - {id: a, cell: rwo, title: "Hi"}

    """

  func testFixWritesTheFixedFileAndKeepsEveryOtherByte() throws {
    let folder = try CLI.temporaryDirectory(self)
    let url = folder.appendingPathComponent("list.yaml")
    try spec.write(to: url, atomically: true, encoding: .utf8)
    let result = try CLI.run(["fix", "list.yaml"], in: folder)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(result.stdout, "")
    XCTAssertEqual(result.stderr, "list.yaml: applied 2 fix-its\n")
    XCTAssertEqual(
      try String(contentsOf: url, encoding: .utf8),
      spec.replacingOccurrences(of: "apperance", with: "appearance")
        .replacingOccurrences(of: "rwo", with: "row"))
    let again = try CLI.run(["fix", "list.yaml"], in: folder)
    XCTAssertEqual(again.status, 0)
    XCTAssertEqual(again.stderr, "")
  }

  func testDryRunPrintsAUnifiedDiffAndWritesNothing() throws {
    let folder = try CLI.temporaryDirectory(self)
    let url = folder.appendingPathComponent("list.yaml")
    let broken = spec.replacingOccurrences(of: "title: \"Hi\"", with: "title: \"Hi\", x: [")
    try broken.write(to: url, atomically: true, encoding: .utf8)
    let syntax = try CLI.run(["fix", "--dry-run", "list.yaml"], in: folder)
    XCTAssertEqual(syntax.status, 1, "a YAML error has no fix-it: errors remain")
    try spec.write(to: url, atomically: true, encoding: .utf8)
    let result = try CLI.run(["fix", "--dry-run", "list.yaml"], in: folder)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(
      result.stdout,
      """
      --- list.yaml
      +++ list.yaml
      @@ -1,10 +1,10 @@
       listspec: 1
       # kept   \u{20}
       list:
      -  apperance: insetGrouped   # trailing comment
      +  appearance: insetGrouped   # trailing comment
       cells:
         row: {content: {text: "{title}"}}
       sections:
         - id: main
           items:
      -      - {id: a, cell: rwo, title: "Hi"}
      +      - {id: a, cell: row, title: "Hi"}

      """)
    XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), spec)
  }

  func testErrorsWithoutFixItsExit1AndStandardInputIsAUsageError() throws {
    let folder = try CLI.temporaryDirectory(self)
    let url = folder.appendingPathComponent("list.yaml")
    try spec.replacingOccurrences(of: "listspec: 1", with: "listspec: 1\nbogus: 1")
      .write(to: url, atomically: true, encoding: .utf8)
    let result = try CLI.run(["fix", "list.yaml"], in: folder)
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.stderr.contains("[unknown-key]"), result.stderr)
    XCTAssertEqual(try CLI.run(["fix", "-"]).status, 64)
    XCTAssertEqual(try CLI.run(["fix"]).status, 64)
    XCTAssertEqual(try CLI.run(["fix", "missing.yaml"], in: folder).status, 66)
  }
}
