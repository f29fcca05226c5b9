import Foundation
import ListSpec
import ListSpecRender
import XCTest

/// Paths and loading shared by the render tests.
enum RenderFixtures {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func example(_ name: String) -> URL {
    packageRoot.appendingPathComponent("examples").appendingPathComponent(name)
  }

  static func spec(_ url: URL) throws -> ListSpecDocument {
    let loaded = ListSpecLoader.load(path: url.path)
    return try XCTUnwrap(loaded.spec, "\(url.lastPathComponent) is invalid: \(loaded.diagnostics)")
  }

  static func spec(yaml: String) throws -> ListSpecDocument {
    let loaded = ListSpecLoader.load(text: yaml, path: "test.yaml")
    return try XCTUnwrap(loaded.spec, "invalid: \(loaded.diagnostics)")
  }

  /// The example specs, laid out as scripts/render-examples does (iPhone 15, light).
  static func exampleLayout(_ name: String) throws -> ListLayout {
    ListRenderer.layout(
      try spec(example(name + ".yaml")), environment: PreviewEnvironment(device: .iPhone15))
  }
}
