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
      // A first line `# NAME.yaml` names the file (the file name is what some examples are
      // about); otherwise it is spec.yaml.
      var path = "spec.yaml"
      if yaml.hasPrefix("# "), let line = yaml.split(separator: "\n").first {
        path = String(line.dropFirst(2))
      }
      let result = generate(yaml + "\n", path: path)
      XCTAssertNil(result.code)
      let first = try XCTUnwrap(result.diagnostics.first)
      XCTAssertEqual(first.id, id)
      let location = first.location.map { ":\($0.line):\($0.column)" } ?? ""
      XCTAssertTrue(
        entry.contains("\(path)\(location): error: \(first.message)"),
        "\(id.rawValue): \(first.message)")
    }
  }
}
