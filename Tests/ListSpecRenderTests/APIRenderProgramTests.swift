import Foundation
import ListSpec
import ListSpecRender
import XCTest

/// specs/api.md's "Render a spec" program, run: what it writes is the PNG `listspec render`
/// writes for the same spec.
final class APIRenderProgramTests: XCTestCase {
  func testTheRenderProgramWritesWhatTheCommandDoes() throws {
    let loaded = ListSpecLoader.load(path: RenderFixtures.example("mail.yaml").path)
    let spec = try XCTUnwrap(loaded.spec)
    var environment = PreviewEnvironment(device: .iPhone15)
    environment.displayScale = 2  // scripts/render-examples' --scale 2
    let layout = ListRenderer.layout(spec, environment: environment)
    let png = try ListRenderer.output(
      layout, format: .png, scale: layout.environment.displayScale)
    let committed = try Data(contentsOf: RenderFixtures.example("mail.png"))
    XCTAssertEqual(Data(png), committed, "examples/mail.png is scripts/render-examples' picture")
  }
}
