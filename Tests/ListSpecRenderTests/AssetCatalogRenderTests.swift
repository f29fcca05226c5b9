import Foundation
import ListSpec
import ListSpecRender
import XCTest

/// Pictures of specs with asset catalogs: named colours in light and dark, image sets drawn
/// from the file for the picture's scale, and the notes for images drawn as placeholders.
final class AssetCatalogRenderTests: XCTestCase {
  /// A spec next to the example catalog (`examples/app-catalog.xcassets`).
  func spec(_ yaml: String) throws -> ListSpecDocument {
    let path = RenderFixtures.packageRoot.appendingPathComponent("examples/test.yaml").path
    let loaded = ListSpecLoader.load(text: yaml, path: path)
    return try XCTUnwrap(loaded.spec, "invalid: \(loaded.diagnostics.map(\.message))")
  }

  static let yaml = """
    listspec: 1
    assets: app-catalog.xcassets
    list: { appearance: insetGrouped, backgroundColor: Brand }
    cells:
      photo:
        hosting:
          background: Card
          content: { Image: { name: "{picture}", width: 40, height: 40 } }
      bag:
        content: { text: Beans, image: { named: beans } }
    sections:
      - id: s
        cell: photo
        items:
          - { id: a, picture: espresso }
          - { id: b, picture: latte }
          - { id: c, cell: bag }
    """

  func testNamedColoursAndImagesAreDrawnInLightAndDark() throws {
    let spec = try spec(Self.yaml)
    for isDark in [false, true] {
      let layout = ListRenderer.layout(
        spec, environment: PreviewEnvironment(device: .iPhone15, isDark: isDark))
      let picture = try RGBAPicture(png: try CairoRenderer.render(layout, format: .png, scale: 2))
      // The list's background is the `Brand` colour set (light 0.435/0.306/0.216, dark
      // 0.851/0.659/0.482): beside the inset section.
      let background = picture.pixel(x: 4, y: picture.height / 2)
      XCTAssertEqual(background.red, isDark ? 217 : 111, "dark: \(isDark)")
      XCTAssertEqual(background.green, isDark ? 168 : 78, "dark: \(isDark)")
      // The espresso image: its centre is the coffee's swirl, brown, not the placeholder's
      // pale tint, and its rim at 0.79 of the radius is the cup's white.
      let images = layout.root.allNodes.filter { $0.isNamedImage }
      XCTAssertEqual(images.map(\.symbol), ["espresso", "latte", "beans"])
      XCTAssertNotNil(images[0].assetImage)
      XCTAssertNil(images[1].assetImage, "no set 'latte': the placeholder")
      let frame = images[0].frame
      let rim = picture.pixel(
        x: Int((frame.midX + frame.width / 2 * 0.79) * 2), y: Int(frame.midY * 2))
      XCTAssertEqual(Double(rim.red), 250, accuracy: 3)
      XCTAssertEqual(Double(rim.blue), 244, accuracy: 3)
      // The content image is the beans set at its 40-point size.
      XCTAssertEqual(images[2].frame.width, 40)
      XCTAssertEqual(images[2].frame.height, 40)
      let bean = picture.pixel(
        x: Int((images[2].frame.minX + 40 * 0.45) * 2),
        y: Int((images[2].frame.minY + 40 * 0.38) * 2))
      XCTAssertEqual(Double(bean.red), 111, accuracy: 6)
      XCTAssertEqual(Double(bean.green), 72, accuracy: 6)
    }
  }

  func testImagesDrawnAsPlaceholdersAreNotes() throws {
    let spec = try spec(Self.yaml)
    let layout = ListRenderer.layout(spec, environment: PreviewEnvironment(device: .iPhone15))
    let notes = AssetImageCoverage.diagnostics(for: layout, spec: spec, scale: 2)
    XCTAssertEqual(notes.map(\.id), [.imagePlaceholder])
    XCTAssertEqual(
      notes.first?.message,
      "image 'latte' (item 'b') is drawn as a placeholder: the asset catalogs have no image set of that name"
    )
    XCTAssertEqual(notes.first?.location?.line, 16)
  }
}

final class AssetImageKindRenderTests: XCTestCase {
  /// JPEG and vector files are read (a JPEG's size from its header) but drawn as the
  /// placeholder, and each such image is a note saying why.
  func testJPEGAndVectorImagesAreNotedPlaceholders() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("listspec-image-kinds-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    func write(_ path: String, _ bytes: [UInt8]) throws {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url)
    }
    // A JPEG's start of image and a baseline frame header of 16 × 8 pixels.
    let jpeg: [UInt8] = [
      0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x08, 0x00, 0x10, 0x03, 0x01, 0x22, 0x00,
    ]
    try write("A.xcassets/photo.imageset/p.jpg", jpeg)
    try write(
      "A.xcassets/photo.imageset/Contents.json",
      Array(#"{ "images": [{ "idiom": "universal", "filename": "p.jpg", "scale": "2x" }] }"#.utf8))
    try write("A.xcassets/logo.imageset/l.pdf", Array("%PDF-1.4".utf8))
    try write(
      "A.xcassets/logo.imageset/Contents.json",
      Array(#"{ "images": [{ "idiom": "universal", "filename": "l.pdf" }] }"#.utf8))
    let yaml = """
      listspec: 1
      assets: A.xcassets
      list: { appearance: plain }
      cells:
        row:
          hosting:
            content: { Image: { name: "{picture}", width: 20, height: 20 } }
      sections:
        - id: s
          cell: row
          items: [{ id: a, picture: photo }, { id: b, picture: logo }]
      """
    let loaded = ListSpecLoader.load(
      text: yaml, path: folder.appendingPathComponent("spec.yaml").path)
    let spec = try XCTUnwrap(loaded.spec, "\(loaded.diagnostics.map(\.message))")
    XCTAssertEqual(
      spec.assets.images["photo"]?.variants.first?.pixelSize, Size(width: 16, height: 8))
    let layout = ListRenderer.layout(spec, environment: PreviewEnvironment(device: .iPhone15))
    let notes = AssetImageCoverage.diagnostics(for: layout, spec: spec, scale: 2)
    XCTAssertEqual(
      notes.map(\.message),
      [
        "image 'photo' (item 'a') is drawn as a placeholder: its file is a JPEG, which listspec does not draw (save it as PNG)",
        "image 'logo' (item 'b') is drawn as a placeholder: its file is a PDF vector, which listspec does not draw (add PNG files at 1x–3x)",
      ])
  }
}

extension LayoutNode {
  /// The node and every node below it, in drawing order.
  fileprivate var allNodes: [LayoutNode] { [self] + children.flatMap(\.allNodes) }
}
