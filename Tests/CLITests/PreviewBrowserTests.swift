import Foundation
import XCTest

/// `listspec preview` in a real headless Chromium: Tests/Browser/preview_e2e.py drives the
/// system `chromium` with Playwright for Python (both installed by scripts/setup) against the
/// built binary, and prints one line per check.
final class PreviewBrowserTests: XCTestCase {
  func runBrowserChecks(spec: String) throws {
    let python = CLI.packageRoot.appendingPathComponent(".build/tools-venv/bin/python")
    guard FileManager.default.isExecutableFile(atPath: python.path) else {
      return XCTFail("\(python.path) is missing: run scripts/setup")
    }
    let script = CLI.packageRoot.appendingPathComponent("Tests/Browser/preview_e2e.py").path
    let result = try CLI.run(
      [script, "--binary", CLI.binary.path, "--spec", spec], executable: python)
    let report = result.stdout + result.stderr
    XCTAssertNotEqual(result.status, 3, "a browser tool is missing (run scripts/setup): \(report)")
    XCTAssertEqual(result.status, 0, report)
    for check in [
      "loads-clean", "frames-match-json", "hover-inspector", "save-updates", "invalid-keeps",
    ] {
      XCTAssertTrue(result.stdout.contains("ok   \(check):"), "\(check) did not pass:\n\(report)")
    }
  }

  func testVideoGamesPageInspectorAndLiveUpdates() throws {
    try runBrowserChecks(spec: "examples/video-games.yaml")
  }
}
