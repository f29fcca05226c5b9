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
          - { id: b, picture: mocha }
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
      let images = layout.root.allNodes.filter { $0.kind == .image }
      XCTAssertEqual(images.map(\.imageName), ["espresso", "mocha", "beans"])
      XCTAssertNotNil(images[0].assetImage)
      XCTAssertNil(images[1].assetImage, "no set 'mocha': the placeholder")
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
      "image 'mocha' (item 'b') is drawn as a placeholder: the asset catalogs have no image set of that name"
    )
    XCTAssertEqual(notes.first?.location?.line, 16)
  }
}

final class AssetImageKindRenderTests: XCTestCase {
  /// The example catalog's JPEG photo, PDF and SVG vectors as a spec's images.
  static let yaml = """
    listspec: 1
    assets: app-catalog.xcassets
    list: { appearance: plain }
    cells:
      row:
        hosting:
          content: { Image: { name: "{picture}", width: 36, height: 36 }, modifiers: [resizable] }
    sections:
      - id: s
        cell: row
        items: [{ id: a, picture: latte }, { id: b, picture: blend }, { id: c, picture: decaf }]
    """

  /// JPEG files are decoded, PDF and SVG files drawn as vectors, each at the size its header
  /// gives: the photo's crema, the blend's tile and the decaf leaf's green are in the picture,
  /// and no image is a placeholder note.
  func testJPEGPDFAndSVGFilesAreDrawn() throws {
    let path = RenderFixtures.packageRoot.appendingPathComponent("examples/test.yaml").path
    let loaded = ListSpecLoader.load(text: Self.yaml, path: path)
    let spec = try XCTUnwrap(loaded.spec, "\(loaded.diagnostics.map(\.message))")
    let images = spec.assets.images
    // 144 pixels at 3x; the PDF's MediaBox and the SVG's viewBox, in points.
    XCTAssertEqual(
      images["latte"].flatMap { $0.pointSize(of: $0.variants[0]) }, Size(width: 48, height: 48))
    XCTAssertEqual(
      images["blend"].flatMap { $0.pointSize(of: $0.variants[0]) }, Size(width: 36, height: 36))
    XCTAssertEqual(
      images["decaf"].flatMap { $0.pointSize(of: $0.variants[0]) }, Size(width: 36, height: 36))
    let layout = ListRenderer.layout(spec, environment: PreviewEnvironment(device: .iPhone15))
    XCTAssertEqual(
      AssetImageCoverage.diagnostics(for: layout, spec: spec, scale: 2).map(\.message), [])
    let picture = try RGBAPicture(png: try CairoRenderer.render(layout, format: .png, scale: 2))
    let frames = layout.root.allNodes.filter { $0.kind == .image }.map(\.frame)
    XCTAssertEqual(frames.count, 3)
    /// The pixel at a fraction of image `index`'s frame.
    func pixel(_ index: Int, _ x: Double, _ y: Double) -> (red: Int, green: Int, blue: Int) {
      let frame = frames[index]
      let pixel = picture.pixel(
        x: Int((frame.minX + frame.width * x) * 2), y: Int((frame.minY + frame.height * y) * 2))
      return (Int(pixel.red), Int(pixel.green), Int(pixel.blue))
    }
    // The latte's cup rim (#f4efe8) on the photo's wooden table, darker at its corner.
    let rim = pixel(0, 0.5, 0.14)
    XCTAssertEqual(Double(rim.red), 244, accuracy: 8, "\(rim)")
    XCTAssertEqual(Double(rim.blue), 232, accuracy: 8, "\(rim)")
    XCTAssertLessThan(pixel(0, 0.97, 0.97).red, 150)
    // The blend's tile (0.93, 0.85, 0.74) at its top edge; a bean (0.42, 0.27, 0.16), drawn
    // the PDF's way up: two beans above, one below.
    let tile = pixel(1, 0.5, 0.05)
    XCTAssertEqual(Double(tile.red), 237, accuracy: 4, "\(tile)")
    XCTAssertEqual(Double(tile.blue), 189, accuracy: 4, "\(tile)")
    // The lower bean's centre is at y 12 of 36, counted from the bottom; 2 points above its crease.
    let bean = pixel(1, 0.5, (36 - 14) / 36)
    XCTAssertEqual(Double(bean.red), 107, accuracy: 12, "\(bean)")
    // The decaf leaf (#5f8f3a) at the middle of its blade, its tile (#dfeccd) at a corner.
    let leaf = pixel(2, 0.42, 0.62)
    XCTAssertEqual(Double(leaf.green), 143, accuracy: 12, "\(leaf)")
    XCTAssertLessThan(leaf.red, 120)
    let corner = pixel(2, 0.9, 0.9)
    XCTAssertEqual(Double(corner.green), 236, accuracy: 4, "\(corner)")
    // An SVG picture keeps the vectors: only the photo is embedded as a bitmap.
    let svg = String(
      decoding: try CairoRenderer.render(layout, format: .svg, scale: 1), as: UTF8.self)
    XCTAssertEqual(svg.components(separatedBy: "<image ").count - 1, 1)
  }

  /// A JPEG cut short of its end marker decodes with a warning and is drawn, as UIKit draws
  /// it; an SVG without a size of its own is drawn in the frame the spec gives it.
  func testAJPEGWithAWarningAndAnUnsizedSVGAreDrawn() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("listspec-image-warning-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    func write(_ path: String, _ bytes: [UInt8]) throws {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url)
    }
    let latte = try Data(
      contentsOf: RenderFixtures.packageRoot.appendingPathComponent(
        "examples/app-catalog.xcassets/latte.imageset/latte@3x.jpg"))
    try write("A.xcassets/cut.imageset/c.jpg", Array(latte.dropLast(6)))
    try write(
      "A.xcassets/cut.imageset/Contents.json",
      Array(#"{ "images": [{ "idiom": "universal", "filename": "c.jpg", "scale": "3x" }] }"#.utf8))
    try write(
      "A.xcassets/dot.imageset/d.svg",
      Array(
        ##"<svg xmlns="http://www.w3.org/2000/svg" width="100%" height="100%"><rect width="100%" height="100%" fill="#00ff00"/></svg>"##
          .utf8))
    try write(
      "A.xcassets/dot.imageset/Contents.json",
      Array(#"{ "images": [{ "idiom": "universal", "filename": "d.svg" }] }"#.utf8))
    let yaml = """
      listspec: 1
      assets: A.xcassets
      list: { appearance: plain }
      cells:
        row:
          hosting:
            content: { Image: { name: "{picture}", width: 30, height: 30 } }
      sections:
        - id: s
          cell: row
          items: [{ id: a, picture: cut }, { id: b, picture: dot }]
      """
    let loaded = ListSpecLoader.load(
      text: yaml, path: folder.appendingPathComponent("spec.yaml").path)
    let spec = try XCTUnwrap(loaded.spec, "\(loaded.diagnostics.map(\.message))")
    XCTAssertNil(spec.assets.images["dot"].flatMap { $0.pointSize(of: $0.variants[0]) })
    let layout = ListRenderer.layout(spec, environment: PreviewEnvironment(device: .iPhone15))
    XCTAssertEqual(
      AssetImageCoverage.diagnostics(for: layout, spec: spec, scale: 2).map(\.message), [])
    let picture = try RGBAPicture(png: try CairoRenderer.render(layout, format: .png, scale: 2))
    let frames = layout.root.allNodes.filter { $0.kind == .image }.map(\.frame)
    // The cup's rim, as in the whole file; the SVG's green square filling its frame.
    let rim = picture.pixel(x: Int(frames[0].midX * 2), y: Int((frames[0].minY + 30 * 0.14) * 2))
    XCTAssertEqual(Double(rim.red), 244, accuracy: 8, "\(rim)")
    let dot = picture.pixel(x: Int(frames[1].midX * 2), y: Int(frames[1].midY * 2))
    XCTAssertEqual(dot.green, 255, "\(dot)")
    XCTAssertLessThan(dot.red, 10, "\(dot)")
  }

  /// Files whose header reads but whose data does not decode are drawn as the placeholder,
  /// each with a note saying so.
  func testDamagedFilesAreNotedPlaceholders() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("listspec-image-kinds-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    func write(_ path: String, _ bytes: [UInt8]) throws {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url)
    }
    // A JPEG's start of image and a baseline frame header of 16 × 8 pixels, and no data.
    let jpeg: [UInt8] = [
      0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x08, 0x00, 0x10, 0x03, 0x01, 0x22, 0x00,
    ]
    try write("A.xcassets/photo.imageset/p.jpg", jpeg)
    try write(
      "A.xcassets/photo.imageset/Contents.json",
      Array(#"{ "images": [{ "idiom": "universal", "filename": "p.jpg", "scale": "2x" }] }"#.utf8))
    try write("A.xcassets/logo.imageset/l.pdf", Array("%PDF-1.4\n".utf8))
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
    let photo = folder.appendingPathComponent("A.xcassets/photo.imageset/p.jpg").path
    let logo = folder.appendingPathComponent("A.xcassets/logo.imageset/l.pdf").path
    XCTAssertEqual(
      notes.map(\.message),
      [
        "image 'photo' (item 'a') is drawn as a placeholder: its JPEG file cannot be read or decoded now (\(photo))",
        "image 'logo' (item 'b') is drawn as a placeholder: its PDF file cannot be read or decoded now (\(logo))",
      ])
    // Drawing them is the placeholder, not a crash.
    XCTAssertNoThrow(try CairoRenderer.render(layout, format: .png, scale: 2))
  }
}

extension LayoutNode {
  /// The node and every node below it, in drawing order.
  fileprivate var allNodes: [LayoutNode] { [self] + children.flatMap(\.allNodes) }
}
