import Foundation
import ListSpec
import ListSpecCodegen
import XCTest

/// A spec written out with `ListSpecDocument.yaml()` and read back generates the same Swift as
/// the spec it was written from. Every key of the format becomes Swift
/// (`GeneratorCoverageTests`), so a key the writer dropped or changed shows here, including
/// those the layout does not show (swipe actions, bar buttons, declared field types).
final class SpecWriterSwiftTests: XCTestCase {
  func testEveryExampleGeneratesTheSameSwiftOnceRewritten() throws {
    for name in exampleNames {
      let path = packageRoot.appendingPathComponent("examples/\(name).yaml").path
      let loaded = ListSpecLoader.load(path: path)
      let spec = try XCTUnwrap(loaded.spec, name)
      let text = try spec.yaml()
      let generator = SwiftGenerator(options: GenerateOptions())
      let original = generator.generate(loaded).code
      let rewritten = generator.generate(ListSpecLoader.load(text: text, path: path)).code
      XCTAssertNotNil(original, name)
      XCTAssertTrue(original == rewritten, "\(name): the rewritten spec's Swift differs:\n\(text)")
    }
  }
}
