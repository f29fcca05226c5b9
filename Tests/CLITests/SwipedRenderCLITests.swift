import XCTest

/// `render --swiped ITEM[:leading|trailing]` end to end.
final class SwipedRenderCLITests: XCTestCase {
  func testSwipedRowShowsItsActions() throws {
    let result = try CLI.run([
      "render", "examples/mail.yaml", "--swiped", "lunch", "--format", "json",
    ])
    XCTAssertEqual(result.status, 0, result.stderr)
    for title in ["\"Delete\"", "\"Flag\"", "\"More\""] {
      XCTAssertTrue(result.stdout.contains(title), title)
    }
    XCTAssertTrue(result.stdout.contains("\"swiped row\""), "the swiped row names its rule")
    let plain = try CLI.run(["render", "examples/mail.yaml", "--format", "json"])
    XCTAssertFalse(plain.stdout.contains("\"Delete\""))
  }

  func testAnItemWithoutActionsOnThatEdgeIsAUsageError() throws {
    let unknown = try CLI.run(["render", "examples/mail.yaml", "--swiped", "nope"])
    XCTAssertEqual(unknown.status, 64)
    XCTAssertTrue(
      unknown.stderr.contains("--swiped: no item 'nope' in the list"), unknown.stderr)
    let matrix = try CLI.run([
      "render", "examples/mail.yaml", "--swiped", "lunch", "--matrix", "appearance=light,dark",
      "--format", "svg",
    ])
    XCTAssertEqual(matrix.status, 64)
    XCTAssertTrue(matrix.stderr.contains("--matrix draws the list at rest"), matrix.stderr)
  }
}

/// `render --editing` and `--selected` end to end.
final class EditingRenderCLITests: XCTestCase {
  func testEditingAndSelectionReachTheLayout() throws {
    let result = try CLI.run([
      "render", "examples/every-option.yaml", "--editing", "--selected", "all-keys,subtitle",
      "--format", "json",
    ])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.contains("\"selected\": true"))
    XCTAssertTrue(result.stdout.contains("\"name\": \"reorder\""), "an editing accessory shows")
    let resting = try CLI.run(["render", "examples/every-option.yaml", "--format", "json"])
    XCTAssertFalse(resting.stdout.contains("\"name\": \"reorder\""))
    let unknown = try CLI.run(["render", "examples/every-option.yaml", "--selected", "nope"])
    XCTAssertEqual(unknown.status, 64)
    XCTAssertTrue(unknown.stderr.contains("--selected: no item 'nope' in the list"), unknown.stderr)
  }
}
