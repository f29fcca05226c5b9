import Foundation
import ListSpec
import XCTest

@testable import ListSpecRender

/// `clipShape` and `resizable` drawn: the PNG read back, the SVG's clip paths counted.
final class ClipShapeRenderTests: XCTestCase {
  /// A plain list, one hosting row of `views` (YAML for an HStack's children) on white.
  private func layout(_ views: String) throws -> ListLayout {
    let spec = try RenderFixtures.spec(
      yaml: """
        listspec: 1
        platform: { iOS: "16.0" }
        list: { appearance: plain, backgroundColor: white }
        cells:
          row:
            backgroundColor: white
            hosting:
              margins: { all: 0 }
              content:
                HStack:
                  spacing: 0
                  children:
        \(views)
        sections:
          - { id: s, cell: row, items: [{ id: a }] }

        """)
    return ListRenderer.layout(spec, environment: PreviewEnvironment(device: .iPhone15))
  }

  private func isWhite(_ pixel: (red: Int, green: Int, blue: Int)) -> Bool {
    pixel.red > 240 && pixel.green > 240 && pixel.blue > 240
  }

  func testClipShapesCutTheViewToTheShapeFittedToItsFrame() throws {
    let layout = try layout(
      """
                    - Color: black
                      modifiers: [{ frame: { width: 60, height: 60 } }, { clipShape: Circle }]
                    - Color: black
                      modifiers:
                        - frame: { width: 60, height: 60 }
                        - clipShape: { RoundedRectangle: { cornerRadius: 20 } }
                    - Color: black
                      modifiers: [{ frame: { width: 60, height: 30 } }, { clipShape: Capsule }]
                    - Color: black
                      modifiers: [{ frame: { width: 60, height: 60 } }, { clipShape: Rectangle }]
      """)
    let clips = layout.root.allNodes().filter { $0.name == ".clipShape" }
    XCTAssertEqual(clips.count, 4)
    let picture = try RGBAPicture(png: try CairoRenderer.render(layout, format: .png, scale: 2))
    func pixel(_ node: LayoutNode, _ dx: Double, _ dy: Double) -> (red: Int, green: Int, blue: Int)
    {
      picture.pixel(x: Int((node.frame.minX + dx) * 2), y: Int((node.frame.minY + dy) * 2))
    }
    for clip in clips {
      // Inside every shape: the centre.
      XCTAssertEqual(pixel(clip, clip.frame.width / 2, clip.frame.height / 2).red, 0)
    }
    // 3 pt in from a corner: outside the circle, the rounded rectangle and the capsule.
    for clip in clips.prefix(3) { XCTAssertTrue(isWhite(pixel(clip, 3, 3)), "\(clip.decoration!)") }
    XCTAssertEqual(pixel(clips[3], 1, 1).red, 0)
    // The rounded rectangle's straight edge, 12 pt from its corner, is inside.
    XCTAssertEqual(pixel(clips[1], 1, 30).red, 0)
    XCTAssertTrue(isWhite(pixel(clips[0], 1, 10)))
  }

  func testWhatAFilledImageOverflowsIsCutByTheClip() throws {
    let layout = try layout(
      """
                    - Color: white
                      modifiers: [{ frame: { width: 20, height: 80 } }]
                    - Color: black
                      modifiers:
                        - aspectRatio: { ratio: 0.5, contentMode: fill }
                        - frame: { width: 40, height: 40 }
                        - clipShape: Rectangle
      """)
    let clip = try XCTUnwrap(layout.root.first { $0.name == ".clipShape" })
    let color = try XCTUnwrap(layout.root.first { $0.name == "Color" && $0.frame.height > 60 })
    // 1 : 2 filling 40 × 40 is 40 × 80, 20 pt over the frame's top and bottom.
    XCTAssertEqual(color.frame.height, 80, accuracy: 0.001)
    XCTAssertEqual(color.frame.minY, clip.frame.minY - 20, accuracy: 0.001)
    let picture = try RGBAPicture(png: try CairoRenderer.render(layout, format: .png, scale: 2))
    let x = Int(clip.frame.midX * 2)
    XCTAssertEqual(picture.pixel(x: x, y: Int(clip.frame.midY * 2)).red, 0)
    XCTAssertTrue(isWhite(picture.pixel(x: x, y: Int((clip.frame.minY - 10) * 2))))
    XCTAssertTrue(isWhite(picture.pixel(x: x, y: Int((clip.frame.maxY + 10) * 2))))
  }

  func testAResizableSymbolIsDrawnStretchedToItsFrame() throws {
    let views = { (modifiers: String) in
      """
                    - Image: { systemName: person.circle.fill }
                      modifiers: \(modifiers)
      """
    }
    for (modifiers, stretched) in [
      ("[resizable, { frame: { width: 60, height: 20 } }]", true),
      ("[{ frame: { width: 60, height: 20 } }]", false),
    ] {
      let layout = try layout(views(modifiers))
      let frame = try XCTUnwrap(layout.root.first { $0.name == ".frame" })
      let picture = try RGBAPicture(png: try CairoRenderer.render(layout, format: .png, scale: 2))
      // A quarter of the way across, halfway down: left of a 20-pt square centred in the
      // frame, inside the same square stretched to 60 wide.
      let pixel = picture.pixel(
        x: Int((frame.frame.minX + 15) * 2), y: Int(frame.frame.midY * 2))
      XCTAssertEqual(!isWhite(pixel), stretched, modifiers)
    }
  }

  func testTheSVGClipsWhereThePNGDoes() throws {
    let clipped = try layout(
      """
                    - Color: black
                      modifiers: [{ frame: { width: 60, height: 60 } }, { clipShape: Circle }]
      """)
    let unclipped = try layout(
      """
                    - Color: black
                      modifiers: [{ frame: { width: 60, height: 60 } }]
      """)
    func clipPaths(_ layout: ListLayout) throws -> Int {
      let svg = String(decoding: try CairoRenderer.render(layout, format: .svg), as: UTF8.self)
      return svg.components(separatedBy: "<clipPath").count - 1
    }
    // cairo writes a clip as one or more clip paths; without the modifier there is none.
    XCTAssertEqual(try clipPaths(unclipped), 0)
    XCTAssertGreaterThan(try clipPaths(clipped), 0)
  }
}
