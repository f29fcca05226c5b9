import CPangoCairo
import Foundation
import ListSpec
import ListSpecRender
import XCTest

/// What the renderers write: valid PNG/SVG/PDF of the right size, colours where the layout
/// puts them, symbol names in SVG, a terminal preview that fits its width.
final class RendererOutputTests: XCTestCase {
  override func setUpWithError() throws {
    try XCTSkipUnless(
      PangoTextMeasurer.interIsInstalled, "Inter is not installed (scripts/setup installs it)")
  }

  /// Reads a PNG back with cairo and returns the pixel at (x, y) as 0…255 RGB.
  func pixel(_ png: [UInt8], x: Int, y: Int) throws -> (Int, Int, Int) {
    let box = ReadBox(bytes: png)
    let surface = try XCTUnwrap(
      cairo_image_surface_create_from_png_stream(
        { closure, data, length in
          let box = Unmanaged<ReadBox>.fromOpaque(closure!).takeUnretainedValue()
          let count = Int(length)
          guard box.offset + count <= box.bytes.count else { return CAIRO_STATUS_READ_ERROR }
          for index in 0..<count { data![index] = box.bytes[box.offset + index] }
          box.offset += count
          return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(box).toOpaque()))
    defer { cairo_surface_destroy(surface) }
    XCTAssertEqual(cairo_surface_status(surface), CAIRO_STATUS_SUCCESS)
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = try XCTUnwrap(cairo_image_surface_get_data(surface))
    let offset = y * stride + x * 4
    // ARGB32 in native (little-endian) order: B, G, R, A.
    return (Int(data[offset + 2]), Int(data[offset + 1]), Int(data[offset]))
  }

  final class ReadBox {
    let bytes: [UInt8]
    var offset = 0
    init(bytes: [UInt8]) { self.bytes = bytes }
  }

  func testPNGHasTheLayoutSizeTimesTheScaleAndItsColours() throws {
    let layout = try RenderFixtures.exampleLayout("sf-symbols")
    let png = try CairoRenderer.render(layout, format: .png, scale: 2)
    XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    func bigEndian(_ offset: Int) -> Int {
      png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
    }
    XCTAssertEqual(bigEndian(16), 786)
    XCTAssertEqual(bigEndian(20), Int((layout.size.height * 2).rounded(.up)))
    // The list background (systemGroupedBackground) at the top-left corner.
    let corner = try pixel(png, x: 2, y: 2)
    XCTAssertEqual(corner.0, 242)
    XCTAssertEqual(corner.2, 247)
    // Inside the first row's yellow rectangle, left of the symbol: systemYellow.
    let firstCell = try XCTUnwrap(layout.root.first { $0.kind == .cell })
    let yellow = try XCTUnwrap(firstCell.first { $0.name == "RoundedRectangle" })
    let inside = try pixel(
      png, x: Int((yellow.frame.minX + 6) * 2), y: Int(yellow.frame.midY * 2))
    XCTAssertEqual(inside.0, 255)
    XCTAssertEqual(inside.1, 204)
    XCTAssertEqual(inside.2, 0)
    // Between the yellow rectangle and the cell edge: the white cell.
    let white = try pixel(
      png, x: Int((firstCell.frame.minX + 20) * 2), y: Int(yellow.frame.midY * 2))
    XCTAssertEqual(white.0, 255)
    XCTAssertEqual(white.2, 255)
  }

  func testSVGNamesEverySymbolPlaceholder() throws {
    let layout = try RenderFixtures.exampleLayout("sf-symbols")
    let svg = String(decoding: try CairoRenderer.render(layout, format: .svg), as: UTF8.self)
    XCTAssertTrue(svg.hasPrefix("<?xml"))
    XCTAssertTrue(svg.contains("width=\"393pt\""))
    XCTAssertEqual(svg.components(separatedBy: "<title>").count - 1, 44)
    XCTAssertTrue(svg.contains("<title>pencil.circle</title>"))
    XCTAssertTrue(svg.hasSuffix("</svg>\n") || svg.hasSuffix("</svg>"))
  }

  func testPDFIsAOnePageDocument() throws {
    let layout = try RenderFixtures.exampleLayout("video-games")
    let pdf = try CairoRenderer.render(layout, format: .pdf)
    XCTAssertEqual(String(decoding: pdf.prefix(5), as: UTF8.self), "%PDF-")
    XCTAssertTrue(String(decoding: pdf, as: UTF8.self).contains("/Count 1"))
  }

  func testTooTallPNGIsRefusedWithAUsefulMessage() throws {
    let root = LayoutNode(
      kind: .list, frame: LayoutRect(x: 0, y: 0, width: 393, height: 20000), fill: nil)
    let layout = ListLayout(environment: PreviewEnvironment(device: .iPhone15), root: root)
    XCTAssertThrowsError(try CairoRenderer.render(layout, format: .png, scale: 2)) { error in
      XCTAssertEqual(error as? RenderError, .imageTooLarge(width: 786, height: 40000))
      XCTAssertTrue("\(error)".contains("--format svg"))
    }
  }

  func testTextPreviewFitsTheWidthAndShowsEveryRow() throws {
    let layout = try RenderFixtures.exampleLayout("video-games")
    for columns in [40, 80, 132] {
      let preview = TextPreview.render(layout, columns: columns, colors: false)
      let lines = preview.split(separator: "\n")
      XCTAssertTrue(lines.allSatisfy { $0.count <= columns }, "\(columns) columns:\n\(preview)")
      XCTAssertFalse(preview.contains("\u{1B}"))
      XCTAssertTrue(lines.first?.contains("╭") ?? false)
      for name in ["Mass Effect 2", "ME: Remaster"] {
        XCTAssertTrue(preview.contains(name), "\(name) missing at \(columns) columns:\n\(preview)")
      }
      // Four separators between five rows.
      XCTAssertEqual(lines.filter { $0.contains("───") && $0.contains("│") }.count, 4)
    }
    let coloured = TextPreview.render(layout, columns: 80, colors: true)
    XCTAssertTrue(coloured.contains("\u{1B}[38;2;"))
  }

  func testDarkModeUsesDarkSystemColors() throws {
    let spec = try RenderFixtures.spec(RenderFixtures.example("video-games.yaml"))
    let layout = ListRenderer.layout(
      spec, environment: PreviewEnvironment(device: .iPhone15, isDark: true))
    XCTAssertEqual(layout.root.fill?.hexString, "#000000")
    XCTAssertEqual(layout.root.first { $0.kind == .cell }?.fill?.hexString, "#1C1C1E")
    XCTAssertEqual(layout.root.first { $0.kind == .text }?.text?.color.hexString, "#FFFFFF")
    let png = try CairoRenderer.render(layout, format: .png, scale: 1)
    XCTAssertEqual(try pixel(png, x: 1, y: 1).0, 0)
  }
}
