import Foundation
import ListSpec
import ListSpecRender
import XCTest

/// An app image the picture has no file for — every named image of a spec without `assets` —
/// is drawn as the neutral image placeholder (a grey tile of its frame with a generic picture
/// glyph, the same for every name, in light and dark) and is an `image-placeholder` note.
/// It was a tile in the tint with the name's first letter, which reads as a design, with no
/// note when the spec names no catalog.
final class ImagePlaceholderRenderTests: XCTestCase {
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
                - Text: "{title}"
      logo:
        hosting:
          content: { Image: { name: brand-mark, width: 30, height: 30 } }
      bag:
        content: { text: "{title}", image: { named: "{photo}" } }
    sections:
      - id: s
        cell: game
        items:
          - { id: apple, artwork: apple-cover, title: Same }
          - { id: zebra, artwork: zebra-cover, title: Same }
          - { id: again, artwork: apple-cover, title: Again }
          - { id: l, cell: logo }
          - { id: beans, cell: bag, title: Beans, photo: beans }

    """

  func spec() throws -> ListSpecDocument { try RenderFixtures.spec(yaml: Self.yaml) }

  /// The notes without `assets`: at the item whose field names the image (with a note at its
  /// template), at the template where the name is written; once per name and place.
  func testEveryNamedImageOfASpecWithoutAssetsIsANote() throws {
    let spec = try spec()
    XCTAssertNil(spec.assets.range, "no asset catalog")
    let layout = ListRenderer.layout(spec, environment: PreviewEnvironment(device: .iPhone15))
    let notes = AssetImageCoverage.diagnostics(for: layout, spec: spec, scale: 2, path: "t.yaml")
    XCTAssertEqual(notes.map(\.id), Array(repeating: .imagePlaceholder, count: 5))
    guard notes.count == 5 else { return }
    XCTAssertEqual(notes.map(\.severity), Array(repeating: .note, count: 5))
    let reason =
      "the spec names no asset catalog; add 'assets:' with the app's .xcassets to draw the image set"
    XCTAssertEqual(
      notes.map(\.message),
      [
        "image 'apple-cover' (item 'apple') is drawn as a placeholder: \(reason)",
        "image 'zebra-cover' (item 'zebra') is drawn as a placeholder: \(reason)",
        "image 'apple-cover' (item 'again') is drawn as a placeholder: \(reason)",
        "image 'brand-mark' (cell template 'logo') is drawn as a placeholder: \(reason)",
        "image 'beans' (item 'beans') is drawn as a placeholder: \(reason)",
      ])
    XCTAssertEqual(notes.map { $0.location?.line }, [20, 21, 22, 13, 24])
    XCTAssertEqual(notes[0].location?.column, 9)
    XCTAssertEqual(notes[0].notes.map(\.message), ["drawn by cell template 'game'"])
    XCTAssertEqual(notes[0].path, "t.yaml")
  }

  /// The frames of the app images (`Image` views and content images named `image`).
  func imageFrames(_ layout: ListLayout) -> [LayoutRect] {
    layout.root.allNodes().filter { $0.name == "Image" || $0.name == "image" }.map(\.frame)
  }

  /// The samples of `picture` inside `frame` (2 pixels per point), row by row.
  func samples(_ picture: RGBAPicture, _ frame: LayoutRect) -> [Int] {
    var result: [Int] = []
    for y in Int(frame.minY * 2)..<Int(frame.maxY * 2) {
      for x in Int(frame.minX * 2)..<Int(frame.maxX * 2) {
        let pixel = picture.pixel(x: x, y: y)
        result += [pixel.red, pixel.green, pixel.blue]
      }
    }
    return result
  }

  /// No letter and no tint: two names draw the same tile, grey (systemGray5 on a white cell,
  /// a dark grey on a dark one) with a systemGray picture glyph at its middle; a content cell's
  /// named image is grey too, not the tint.
  func testThePlaceholderIsTheSameGreyTileForEveryName() throws {
    for isDark in [false, true] {
      let here = "dark: \(isDark)"
      let layout = ListRenderer.layout(
        try spec(), environment: PreviewEnvironment(device: .iPhone15, isDark: isDark))
      let picture = try RGBAPicture(png: try CairoRenderer.render(layout, format: .png, scale: 2))
      let frames = imageFrames(layout)
      XCTAssertEqual(frames.count, 5, here)
      guard frames.count == 5 else { return }
      // 'apple-cover' and 'zebra-cover' at the same size in the same place of their rows:
      // the lettered tile drew an 'a' and a 'z'.
      XCTAssertEqual(frames[0].width, frames[1].width)
      let apple = samples(picture, frames[0])
      let zebra = samples(picture, frames[1])
      XCTAssertEqual(apple.count, zebra.count)
      let differing = zip(apple, zebra).filter { abs($0 - $1) > 2 }.count
      XCTAssertEqual(differing, 0, "\(here): the tile shows something of its name")
      // The tile beside the glyph: systemGray at 23 % over the cell (white; #1C1C1E in dark).
      let expected = isDark ? (54, 54, 57) : (229, 229, 234)
      for frame in frames {
        let tile = picture.pixel(x: Int((frame.minX + 3) * 2), y: Int(frame.midY * 2))
        XCTAssertEqual(Double(tile.red), Double(expected.0), accuracy: 4, "\(here) \(frame)")
        XCTAssertEqual(Double(tile.green), Double(expected.1), accuracy: 4, "\(here) \(frame)")
        XCTAssertEqual(Double(tile.blue), Double(expected.2), accuracy: 4, "\(here) \(frame)")
      }
      // The glyph: systemGray ink in the middle of the tile, none of it in the tint.
      let middle = samples(
        picture,
        LayoutRect(
          x: frames[0].midX - 6, y: frames[0].midY - 6, width: 12, height: 12))
      var ink = 0
      var tinted = 0
      for index in stride(from: 0, to: middle.count, by: 3) {
        let (red, green, blue) = (middle[index], middle[index + 1], middle[index + 2])
        if abs(red - 142) < 12, abs(green - 142) < 12, abs(blue - 147) < 12 { ink += 1 }
        if blue - red > 30 { tinted += 1 }
      }
      XCTAssertGreaterThan(ink, 40, "\(here): no picture glyph")
      XCTAssertEqual(tinted, 0, here)
    }
  }
}
