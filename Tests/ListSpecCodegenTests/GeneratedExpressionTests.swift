import Foundation
import XCTest

/// Every value written as an expression reaches the generated Swift as that expression, in the
/// call its written value would make (`.blur(radius: …)`, not `.blur(…)`), and type-checks:
/// `Tests/Fixtures/expressible-keys.yaml` writes each key declared to take one.
final class GeneratedExpressionTests: XCTestCase {
  func testEveryExpressionIsInTheSwiftAndTypeChecks() throws {
    let spec = try String(
      contentsOf: packageRoot.appendingPathComponent("Tests/Fixtures/expressible-keys.yaml"),
      encoding: .utf8)
    let code = generatedCode(spec, path: "expressible-keys.yaml")
    // Each expression is `flag ? A : B` with an A and B of its own: the Swift keeps the pair.
    var missing: [String] = []
    for line in spec.split(separator: "\n") {
      guard let open = line.range(of: "\"{flag ? "),
        let close = line[open.upperBound...].range(of: "}\""),
        let comment = line.range(of: "  # ", options: .backwards)
      else { continue }
      let branches = line[open.upperBound..<close.lowerBound]
      let parts = branches.components(separatedBy: " : ")
      guard parts.count == 2 else { continue }
      // Colours are spelt for the framework (`Color(.systemRed)`, `UIColor.systemRed`):
      // look for each branch's own words.
      for part in parts {
        let name = part.trimmingCharacters(in: CharacterSet(charactersIn: ". "))
        if !code.contains(name) { missing.append("\(line[comment.upperBound...]): \(part)") }
      }
    }
    XCTAssertEqual(missing, [], "values missing from the Swift:\n\(code)")
    // A long ternary breaks before `?`, as swift-format breaks it.
    XCTAssertGreaterThanOrEqual(
      code.ranges(of: /flag\s*\?/).count,
      spec.components(separatedBy: "\"{flag ?").count - 1,
      "an expression was written as its placeholder:\n\(code)")
    let result = try SwiftTypeChecker.typecheck(code, deploymentTarget: "16.0")
    XCTAssertTrue(result.succeeded, "\(result.diagnostics)\n\(code)")
  }
}
