import Foundation
import XCTest

@testable import ListSpec

/// An app's image — `Image: { name: … }` in a hosting cell, `image: { named: … }` in a content
/// cell — is a node of its own kind, `image`, in the layout tree and its JSON, with its image
/// set's name under `"image"`: it was a `symbol` node whose `"symbol"` was the set's name, so
/// the JSON called an app image an SF Symbol. SF Symbols stay `symbol`.
final class LayoutImageKindTests: XCTestCase {
  static let yaml = """
    listspec: 1
    list: { appearance: insetGrouped }
    cells:
      game:
        hosting:
          content:
            HStack:
              children:
                - Image: { name: "{artwork}", width: 40, height: 40 }
                - Image: { systemName: star.fill }
      bag: { content: { text: Beans, image: { named: beans } } }
    sections:
      - id: s
        cell: game
        items: [{ id: hades, artwork: hades-cover }, { id: c, cell: bag }]
    """

  func layoutJSON() throws -> [Substring] {
    let loaded = loadSpec(Self.yaml)
    let spec = try XCTUnwrap(loaded.spec, "\(summaries(loaded))")
    XCTAssertEqual(summaries(loaded), [])
    let engine = ListLayoutEngine(
      environment: PreviewEnvironment(device: .iPhone15), measurer: ApproximateTextMeasurer())
    return LayoutJSON.encode(engine.layout(spec)).split(separator: "\n")
  }

  func testNamedImagesAreImageNodesInTheLayoutJSON() throws {
    let lines = try layoutJSON()
    func line(naming name: String) throws -> Substring {
      try XCTUnwrap(lines.first { $0.contains("\"\(name)\"") }, name)
    }
    // Image("hades-cover") in a hosting cell.
    let hosted = try line(naming: "hades-cover")
    XCTAssertTrue(
      hosted.trimmingCharacters(in: .whitespaces).hasPrefix(
        "{\"kind\": \"image\", \"name\": \"Image\""), String(hosted))
    XCTAssertTrue(hosted.contains("\"image\": \"hades-cover\""), String(hosted))
    XCTAssertFalse(hosted.contains("\"symbol\""), String(hosted))
    // UIImage(named: "beans") in a content cell.
    let content = try line(naming: "beans")
    XCTAssertTrue(
      content.trimmingCharacters(in: .whitespaces).hasPrefix(
        "{\"kind\": \"image\", \"name\": \"image\""), String(content))
    XCTAssertTrue(content.contains("\"image\": \"beans\""), String(content))
    XCTAssertFalse(content.contains("\"symbol\""), String(content))
    // An SF Symbol beside it is still a symbol.
    let star = try line(naming: "star.fill")
    XCTAssertTrue(
      star.trimmingCharacters(in: .whitespaces).hasPrefix("{\"kind\": \"symbol\""), String(star))
    XCTAssertTrue(star.contains("\"symbol\": \"star.fill\""), String(star))
  }
}
