import Foundation
import XCTest

/// `render` refuses work it cannot finish in bounded time and memory (specs/limits.md), with
/// the flag that raises each bound; the same bounds hold for `diff --format png|svg`.
final class RenderBudgetCLITests: XCTestCase {
  func spec(cell: String, items: Int) -> String {
    let ids = (0..<items).map { "{ id: i\($0) }" }.joined(separator: ", ")
    return """
      listspec: 1
      platform: { iOS: "16.0" }
      list: { appearance: plain }
      cells:
        c: { hosting: { content: \(cell) } }
      sections: [{ id: s, cell: c, items: [\(ids)] }]

      """
  }

  func write(_ text: String, _ name: String, in folder: URL) throws {
    try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
  }

  func testTooManyLayoutNodesIsRefusedBeforeLayingOut() throws {
    let folder = try CLI.temporaryDirectory(self)
    let texts = Array(repeating: "{ Text: x }", count: 50).joined(separator: ", ")
    try write(spec(cell: "{ VStack: [\(texts)] }", items: 20), "big.yaml", in: folder)
    let refused = try CLI.run(
      ["render", "big.yaml", "--format", "json", "--max-layout-nodes", "1000"], in: folder)
    XCTAssertEqual(refused.status, 64, refused.stderr)
    XCTAssertTrue(refused.stderr.contains("--max-layout-nodes"), refused.stderr)
    XCTAssertEqual(refused.stdout, "")
    let allowed = try CLI.run(["render", "big.yaml", "--format", "json"], in: folder)
    XCTAssertEqual(allowed.status, 0, allowed.stderr)
    let diff = try CLI.run(
      ["diff", "big.yaml", "big.yaml", "--format", "svg", "--max-layout-nodes", "1000"],
      in: folder)
    XCTAssertEqual(diff.status, 64, diff.stderr)
  }

  func testPicturesBeyondThePixelAndVectorLimitsAreRefused() throws {
    let folder = try CLI.temporaryDirectory(self)
    let tall = "{ Color: red, modifiers: [{ frame: { height: 100000 } }] }"
    try write(spec(cell: tall, items: 100), "tall.yaml", in: folder)
    for output in ["tall.png", "tall.svg", "tall.pdf"] {
      let result = try CLI.run(["render", "tall.yaml", "-o", output], in: folder)
      XCTAssertEqual(result.status, 64, "\(output): \(result.stderr)")
      XCTAssertFalse(
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(output).path))
    }
    let small = try CLI.run(
      ["render", "examples/video-games.yaml", "--format", "png", "--max-pixels", "1000"])
    XCTAssertEqual(small.status, 64)
    XCTAssertTrue(small.stderr.contains("--max-pixels"), small.stderr)
  }
}
