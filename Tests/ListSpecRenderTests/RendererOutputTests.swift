import CPangoCairo
import CZlib
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
    let pixel = try RGBAPicture(png: png).pixel(x: x, y: y)
    return (pixel.red, pixel.green, pixel.blue)
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

  func testPNGTallerThanACairoSurfaceIsDrawnInBands() throws {
    // 20,000 pt at 2x: 40,000 pixels, more than one cairo surface holds.
    let band = LayoutNode(
      kind: .shape, frame: LayoutRect(x: 0, y: 17_500, width: 100, height: 10),
      fill: RGBA(red: 1, green: 0, blue: 0))
    let root = LayoutNode(
      kind: .list, frame: LayoutRect(x: 0, y: 0, width: 100, height: 20_000),
      fill: RGBA(red: 0, green: 0, blue: 1), children: [band])
    let layout = ListLayout(environment: PreviewEnvironment(width: 100), root: root)
    let png = try CairoRenderer.render(layout, format: .png, scale: 2)
    func bigEndian(_ offset: Int) -> Int {
      png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
    }
    XCTAssertEqual(bigEndian(16), 200)
    XCTAssertEqual(bigEndian(20), 40_000)
    XCTAssertEqual(Array(png.suffix(8).prefix(4)), Array("IEND".utf8))
    // The opaque list background covers every pixel: RGB, 8 bits a sample.
    XCTAssertEqual(Array(png[24..<26]), [8, 2])
    // Inflate and unfilter the image data, and look at rows far beyond the first surface.
    let data = try inflateImageData(png)
    let rowLength = 1 + 200 * 3
    XCTAssertEqual(data.count, 40_000 * rowLength)
    var previous = [UInt8](repeating: 0, count: 200 * 3)
    var rows: [Int: [UInt8]] = [:]
    for y in 0..<40_000 {
      let filter = data[y * rowLength]
      var current = [UInt8](repeating: 0, count: 200 * 3)
      for index in 0..<current.count {
        let value = data[y * rowLength + 1 + index]
        let left = index >= 3 ? current[index - 3] : 0
        switch filter {
        case 0: current[index] = value
        case 1: current[index] = value &+ left
        case 2: current[index] = value &+ previous[index]
        default: XCTFail("unexpected filter \(filter)")
        }
      }
      if [100, 35_010, 39_999].contains(y) { rows[y] = current }
      previous = current
    }
    XCTAssertEqual(Array(rows[35_010]![30..<33]), [255, 0, 0])
    XCTAssertEqual(Array(rows[39_999]![30..<33]), [0, 0, 255])
    XCTAssertEqual(Array(rows[100]![30..<33]), [0, 0, 255])
  }

  /// The concatenated IDAT data of a PNG, inflated.
  func inflateImageData(_ png: [UInt8]) throws -> [UInt8] {
    var data: [UInt8] = []
    var offset = 8
    while offset + 8 <= png.count {
      let length = png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
      let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
      if type == "IDAT" { data += png[(offset + 8)..<(offset + 8 + length)] }
      offset += 12 + length
    }
    var stream = z_stream()
    XCTAssertEqual(inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)), Z_OK)
    defer { inflateEnd(&stream) }
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 20)
    try data.withUnsafeMutableBufferPointer { input in
      stream.next_in = input.baseAddress
      stream.avail_in = UInt32(input.count)
      while true {
        let status = buffer.withUnsafeMutableBufferPointer { out -> Int32 in
          stream.next_out = out.baseAddress
          stream.avail_out = UInt32(out.count)
          return inflate(&stream, Z_NO_FLUSH)
        }
        output += buffer[0..<(buffer.count - Int(stream.avail_out))]
        if status == Z_STREAM_END { break }
        guard status == Z_OK else { throw RenderError.cairo("inflate failed: \(status)") }
      }
    }
    return output
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
    // Black label text is the terminal's own foreground, so it reads on a dark terminal too.
    XCTAssertTrue(coloured.contains("\u{1B}[39mMass Effect"), coloured)
  }

  func testTextPreviewShowsSwitchesOnAndOff() throws {
    let layout = try RenderFixtures.exampleLayout("settings")
    let lines = TextPreview.render(layout, columns: 80, colors: false).split(separator: "\n")
    // Airplane Mode is off, VPN on: customView accessories holding a UISwitch.
    XCTAssertTrue(lines.contains { $0.contains("Airplane Mode") && $0.contains("(●‒)") })
    XCTAssertTrue(lines.contains { $0.contains("VPN") && $0.contains("(‒●)") })
    let toggles = try ListRenderer.layout(
      RenderFixtures.spec(
        yaml: """
          listspec: 1
          list: { appearance: insetGrouped }
          cells:
            row:
              hosting:
                content: { Toggle: { title: "{title}", isOn: isOn } }
          sections: [{ id: s, cell: row, items: [{ id: a, title: Wi-Fi, isOn: true }] }]
          """), environment: PreviewEnvironment(device: .iPhone15))
    let preview = TextPreview.render(toggles, columns: 80, colors: false)
    XCTAssertTrue(
      preview.split(separator: "\n").contains { $0.contains("Wi-Fi") && $0.contains("(‒●)") },
      preview)
  }

  func testTextPreviewShowsCustomImageViewsAndLabelsOnce() throws {
    let layout = try ListRenderer.layout(
      RenderFixtures.spec(
        yaml: """
          listspec: 1
          list: { appearance: insetGrouped }
          cells:
            row:
              content: { text: "{title}" }
              accessories:
                - disclosureIndicator
                - customView: { view: UIImageView, image: { systemName: cart } }
                - customView: { view: UILabel, text: "{category}" }
          sections: [{ id: s, cell: row, items: [{ id: a, title: Groceries, category: Food }] }]
          """), environment: PreviewEnvironment(device: .iPhone15))
    let preview = TextPreview.render(layout, columns: 80, colors: false)
    let row = try XCTUnwrap(preview.split(separator: "\n").first { $0.contains("Groceries") })
    // The image's mark, the label's text and the chevron, in that order; no switch.
    let marks = ["◆", "Food", "›"].map { row.range(of: $0)?.lowerBound }
    XCTAssertFalse(marks.contains(nil), String(row))
    XCTAssertEqual(marks.compactMap { $0 }, marks.compactMap { $0 }.sorted(), String(row))
    XCTAssertEqual(row.components(separatedBy: "◆").count, 2, String(row))
    XCTAssertFalse(row.contains("(●‒)"), String(row))
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

extension RendererOutputTests {
  /// Right-to-left: the chevron points left (it "points in the trailing direction"), natural
  /// text ends at its frame's right edge, and Hebrew is shaped right-to-left.
  func testRightToLeftMirrorsTheChevronAndRightAlignsText() throws {
    let spec = try RenderFixtures.spec(
      yaml: """
        listspec: 1
        list: { appearance: insetGrouped }
        cells:
          row: { content: { text: "{name}" }, accessories: [disclosureIndicator] }
        sections:
          - id: s
            cell: row
            items:
              - { id: a, name: "רשת אלחוטית ורשת נוספת שאינה נכנסת בשורה אחת של הטלפון" }
        """)
    for direction in SpecLayoutDirection.allCases {
      var environment = PreviewEnvironment(device: .iPhone15)
      environment.layoutDirection = direction
      let layout = ListRenderer.layout(spec, environment: environment)
      let png = try CairoRenderer.render(layout, format: .png, scale: 3)
      let chevron = try XCTUnwrap(layout.root.first { $0.kind == .accessory }).frame
      func inked(_ fraction: Double) throws -> Bool {
        let (r, _, _) = try pixel(
          png, x: Int((chevron.minX + fraction * chevron.width) * 3),
          y: Int(chevron.midY * 3))
        return r < 240
      }
      let tipAtLeft = try inked(0.15) && !inked(0.85)
      XCTAssertEqual(tipAtLeft, direction == .rightToLeft, "\(direction): chevron direction")
      // The wrapped text's lines end at the leading edge: the right one in right-to-left.
      let text = try XCTUnwrap(layout.root.first { $0.kind == .text }).frame
      XCTAssertEqual(text.maxX > chevron.maxX, direction == .rightToLeft)
      var inkNearRight = false
      var inkNearLeft = false
      let lastLineY = Int((text.maxY - 8) * 3)
      for x in Int(text.minX * 3)..<Int(text.minX * 3 + 12) {
        if try pixel(png, x: x, y: lastLineY).0 < 128 { inkNearLeft = true }
      }
      for x in Int(text.maxX * 3 - 12)..<Int(text.maxX * 3) {
        if try pixel(png, x: x, y: lastLineY).0 < 128 { inkNearRight = true }
      }
      if direction == .rightToLeft {
        XCTAssertTrue(inkNearRight, "the last line starts at the right edge")
      } else {
        XCTAssertTrue(inkNearLeft, "the last line starts at the left edge")
      }
    }
  }
}
