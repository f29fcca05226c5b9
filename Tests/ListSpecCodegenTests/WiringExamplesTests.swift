import Foundation
import ListSpec
import ListSpecCodegen
import XCTest

/// The "Wiring it into an app" examples of specs/generate.md compile: each block marked
/// `<!-- type-checked with SPEC -->` is type-checked together with the Swift generated from
/// SPEC, at the spec's deployment target, against the stand-in UIKit and SwiftUI.
final class WiringExamplesTests: XCTestCase {
  func testTheWiringExamplesTypeCheckWithTheirGeneratedLists() throws {
    let blocks = try wiringBlocks()
    // A plain list, a hosting list, swipe actions and an outline.
    XCTAssertGreaterThanOrEqual(blocks.count, 4)
    for (spec, block) in blocks {
      let loaded = ListSpecLoader.load(path: packageRoot.appendingPathComponent(spec).path)
      let code = try XCTUnwrap(SwiftGenerator().generate(loaded).code, spec)
      let target = loaded.spec?.platform.iOS?.description ?? "14.0"
      let result = try SwiftTypeChecker.typecheck(
        files: [("Generated.swift", code), ("Wiring.swift", block)], deploymentTarget: target)
      XCTAssertTrue(result.succeeded, "\(spec) at iOS \(target):\n\(result.diagnostics)\n\(block)")
    }
  }

  /// The plugin fixture's view controllers (`Wiring.swift`) type-check with the Swift the
  /// plugin generates from its specs (each named after its file), as `scripts/test-plugin`
  /// builds them, without building the fixture package.
  func testThePluginFixturesWiringTypeChecks() throws {
    let fixture = packageRoot.appendingPathComponent("Tests/PluginFixture/Sources/Fixture")
    var files: [(name: String, source: String)] = []
    for name in ["VideoGames", "Inbox", "Transactions"] {
      let loaded = ListSpecLoader.load(
        path: fixture.appendingPathComponent("\(name).listspec.yaml").path)
      let code = SwiftGenerator(options: GenerateOptions(typePrefix: name)).generate(loaded).code
      files.append(("\(name).swift", try XCTUnwrap(code, name)))
    }
    let wiring = try String(
      contentsOf: fixture.appendingPathComponent("Wiring.swift"), encoding: .utf8)
    XCTAssertTrue(wiring.contains("actions: actions)"), "the fixture gives one Actions")
    files.append(("Wiring.swift", wiring))
    let result = try SwiftTypeChecker.typecheck(files: files, deploymentTarget: "15.4")
    XCTAssertTrue(result.succeeded, result.diagnostics)
  }

  /// The check is real: a wiring block that calls the layout without its swipe handler fails.
  func testAWrongCallFails() throws {
    let (spec, block) = try XCTUnwrap(wiringBlocks().first { $0.spec.hasSuffix("mail.yaml") })
    let loaded = ListSpecLoader.load(path: packageRoot.appendingPathComponent(spec).path)
    let code = try XCTUnwrap(SwiftGenerator().generate(loaded).code)
    let broken = block.replacingOccurrences(of: "performSwipeAction:", with: "perform:")
    XCTAssertNotEqual(broken, block)
    let result = try SwiftTypeChecker.typecheck(
      files: [("Generated.swift", code), ("Wiring.swift", broken)], deploymentTarget: "14.0")
    XCTAssertFalse(result.succeeded)
  }

  /// Each marked block of specs/generate.md with the spec it names.
  private func wiringBlocks() throws -> [(spec: String, block: String)] {
    let text = try String(
      contentsOf: packageRoot.appendingPathComponent("specs/generate.md"), encoding: .utf8)
    let marker = "<!-- type-checked with "
    var blocks: [(spec: String, block: String)] = []
    var rest = text[...]
    while let start = rest.range(of: marker) {
      rest = rest[start.upperBound...]
      guard let end = rest.range(of: " -->\n```swift\n") else { break }
      let spec = String(rest[..<end.lowerBound])
      rest = rest[end.upperBound...]
      guard let close = rest.range(of: "\n```\n") else { break }
      blocks.append((spec, String(rest[..<close.lowerBound]) + "\n"))
      rest = rest[close.upperBound...]
    }
    return blocks
  }
}
