import Foundation
import ListSpec
import ListSpecCodegen
import XCTest

/// The examples of specs/diagnostics.md for the generator's ids produce them, at the place
/// the page shows, when generated.
final class GeneratorDiagnosticsDocTests: XCTestCase {
  func testEachExampleProducesItsID() throws {
    let page = try String(
      contentsOf: packageRoot.appendingPathComponent("specs/diagnostics.md"), encoding: .utf8)
    for id in [DiagnosticID.invalidSwiftName, .swiftNameCollision] {
      let entry = try XCTUnwrap(
        page.components(separatedBy: "#### `\(id.rawValue)`").dropFirst().first, id.rawValue)
      let yaml = try XCTUnwrap(
        entry.components(separatedBy: "```yaml\n").dropFirst().first?
          .components(separatedBy: "\n```").first)
      let result = generate(yaml + "\n")
      XCTAssertNil(result.code)
      let first = try XCTUnwrap(result.diagnostics.first)
      XCTAssertEqual(first.id, id)
      let location = try XCTUnwrap(first.location)
      XCTAssertTrue(
        entry.contains("spec.yaml:\(location.line):\(location.column): error: \(first.message)"),
        "\(id.rawValue): \(first.message)")
    }
  }
}
