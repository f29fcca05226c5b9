import Foundation
import ListSpec
import ListSpecRender
import XCTest

/// The examples of specs/diagnostics.md for the renderer's ids produce them, with the message
/// and at the place the page shows, when rendered: every example of an entry (the
/// image-placeholder entry has one without asset catalogs and one with).
final class RenderDiagnosticsDocTests: XCTestCase {
  func testEachExampleProducesItsID() throws {
    try XCTSkipUnless(
      PangoTextMeasurer.interIsInstalled, "Inter is not installed (scripts/setup installs it)")
    let page = try String(
      contentsOf: RenderFixtures.packageRoot.appendingPathComponent("specs/diagnostics.md"),
      encoding: .utf8)
    for id in [DiagnosticID.missingGlyph, .symbolPlaceholder, .imagePlaceholder] {
      var entry = try XCTUnwrap(
        page.components(separatedBy: "#### `\(id.rawValue)`").dropFirst().first, id.rawValue)
      // Up to the next heading.
      for heading in ["\n### ", "\n#### "] {
        if let next = entry.range(of: heading) { entry = String(entry[..<next.lowerBound]) }
      }
      let examples = entry.components(separatedBy: "```yaml\n").dropFirst().compactMap {
        $0.components(separatedBy: "\n```").first
      }
      XCTAssertFalse(examples.isEmpty, "\(id.rawValue) has no example")
      for yaml in examples {
        // At the package's root, so that `assets:` paths name its catalogs.
        let loaded = ListSpecLoader.load(
          text: yaml + "\n",
          path: RenderFixtures.packageRoot.appendingPathComponent("spec.yaml").path)
        XCTAssertEqual(loaded.diagnostics, [], "the example is otherwise valid")
        let spec = try XCTUnwrap(loaded.spec)
        let layout = ListRenderer.layout(spec, environment: PreviewEnvironment(device: .iPhone15))
        let diagnostics =
          GlyphCoverage.diagnostics(for: layout, spec: spec, path: "spec.yaml")
          + SymbolCoverage.diagnostics(for: layout, spec: spec, path: "spec.yaml")
          + AssetImageCoverage.diagnostics(for: layout, spec: spec, scale: 2, path: "spec.yaml")
        let first = try XCTUnwrap(diagnostics.first, "\(id.rawValue): nothing for\n\(yaml)")
        XCTAssertEqual(first.id, id)
        let location = try XCTUnwrap(first.location)
        XCTAssertTrue(
          entry.contains(
            "spec.yaml:\(location.line):\(location.column): \(first.severity.rawValue): \(first.message) [\(id.rawValue)]"
          ), "\(id.rawValue): \(first.message)")
      }
    }
  }
}
