import Foundation
import XCTest

/// `render --format html` (the offline page) and `render --matrix` (one contact sheet).
final class RenderMatrixCLITests: XCTestCase {
  func testHTMLIsSelfContainedWithOneBoxPerLayoutNode() throws {
    let result = try CLI.run(["render", "examples/video-games.yaml", "--format", "html"])
    XCTAssertEqual(result.status, 0, result.stderr)
    let html = result.stdout
    // Nothing is fetched: no src/href other than inline data, and the policy forbids it.
    XCTAssertNil(
      html.range(of: #"(src|href)="(?!data:|http://www\.w3\.org)"#, options: .regularExpression))
    XCTAssertTrue(html.contains("connect-src 'none'"))
    XCTAssertFalse(html.contains("EventSource('/events')") && html.contains("data-live=\"true\""))
    let json = try CLI.run(["render", "examples/video-games.yaml", "--format", "json"]).stdout
    let nodes = json.components(separatedBy: "\"source\": ").count - 1
    let boxes = html.components(separatedBy: "<rect class=\"ls-box").count - 1
    XCTAssertEqual(boxes, nodes)
    XCTAssertTrue(html.contains("video-games.yaml:25:9"), "the inspector names the item's line")
  }

  func testMatrixWritesOneSheetWithEveryVariant() throws {
    let folder = try CLI.temporaryDirectory(self)
    let matrix = "devices=iPhone SE,iPhone 15,iPad;appearance=light,dark;content-size=L,AX3"
    let html = folder.appendingPathComponent("sheet.html")
    let run = try CLI.run([
      "render", "examples/video-games.yaml", "--matrix", matrix, "-o", html.path,
    ])
    XCTAssertEqual(run.status, 0, run.stderr)
    let page = try String(contentsOf: html, encoding: .utf8)
    XCTAssertEqual(page.components(separatedBy: "<section class=\"ls-pane\"").count - 1, 12)
    XCTAssertTrue(page.contains("iPad · dark · AX3"))
    for format in ["png", "pdf"] {
      let sheet = folder.appendingPathComponent("sheet.\(format)")
      let result = try CLI.run(
        ["render", "examples/video-games.yaml", "--matrix", matrix, "-o", sheet.path])
      XCTAssertEqual(result.status, 0, result.stderr)
      let bytes = try Data(contentsOf: sheet)
      XCTAssertEqual(
        Array(bytes.prefix(4)), format == "png" ? [0x89, 0x50, 0x4E, 0x47] : Array("%PDF".utf8))
    }
  }

  func testMatrixUsageErrors() throws {
    for arguments in [
      ["--matrix", "devices=iPhone 99", "--format", "png"],
      ["--matrix", "appearance=sepia", "--format", "png"],
      ["--matrix", "size=L", "--format", "png"],
      ["--matrix", "appearance=dark", "--dark", "--format", "png"],
      ["--matrix", "appearance=dark", "--format", "json"],
    ] {
      let result = try CLI.run(["render", "examples/video-games.yaml"] + arguments)
      XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)")
    }
    // Never over an input.
    let folder = try CLI.temporaryDirectory(self)
    let spec = folder.appendingPathComponent("list.yaml")
    try FileManager.default.copyItem(
      at: CLI.packageRoot.appendingPathComponent("examples/video-games.yaml"), to: spec)
    let result = try CLI.run([
      "render", spec.path, "--matrix", "appearance=light,dark", "--format", "png", "-o", spec.path,
    ])
    XCTAssertEqual(result.status, 73, result.stderr)
  }
}

extension RenderMatrixCLITests {
  /// `--landscape` and `--rtl` reach every variant of a matrix.
  func testMatrixVariantsAreTurnedAndMirrored() throws {
    let folder = try CLI.temporaryDirectory(self)
    let html = folder.appendingPathComponent("sheet.html")
    let run = try CLI.run([
      "render", "examples/video-games.yaml", "--matrix", "devices=iPhone 16,iPad", "--landscape",
      "--rtl", "-o", html.path,
    ])
    XCTAssertEqual(run.status, 0, run.stderr)
    let page = try String(contentsOf: html, encoding: .utf8)
    XCTAssertTrue(page.contains("width=\"852\""), "the iPhone 16 turned")
    XCTAssertTrue(page.contains("width=\"1180\""), "the iPad turned")
  }
}
