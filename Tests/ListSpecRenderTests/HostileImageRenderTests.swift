import Foundation
import ListSpec
import XCTest

@testable import ListSpecRender

/// Image files that would cost a picture gigabytes or minutes to decode are drawn as the
/// placeholder, with a note saying why: a PDF page holding a huge image, a progressive JPEG
/// of too many scans, more large images than one picture's pixel budget, and a PDF whose real
/// page size (poppler's) is not the decoy the catalog reader saw.
final class HostileImageRenderTests: XCTestCase {
  var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("listspec-hostile-images-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  func write(_ path: String, _ bytes: [UInt8]) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }

  /// An image set `name` of the one file `file`.
  func imageSet(_ name: String, file: String, _ bytes: [UInt8], scale: String? = nil) throws {
    try write("A.xcassets/\(name).imageset/\(file)", bytes)
    let scaleEntry = scale.map { #", "scale": "\#($0)""# } ?? ""
    try write(
      "A.xcassets/\(name).imageset/Contents.json",
      Array(
        #"{ "images": [{ "idiom": "universal", "filename": "\#(file)"\#(scaleEntry) }] }"#.utf8))
  }

  /// A PDF of the objects `bodies` (object 1 is the catalog), with its cross-reference table.
  static func pdf(_ bodies: [String]) -> [UInt8] {
    var text = "%PDF-1.4\n"
    var offsets: [Int] = []
    for (index, body) in bodies.enumerated() {
      offsets.append(text.utf8.count)
      text += "\(index + 1) 0 obj\n\(body)\nendobj\n"
    }
    let xref = text.utf8.count
    text += "xref\n0 \(bodies.count + 1)\n0000000000 65535 f \n"
    for offset in offsets { text += String(format: "%010d 00000 n \n", offset) }
    text += "trailer\n<< /Size \(bodies.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
    return Array(text.utf8)
  }

  /// A one-page PDF of `side` points whose page draws image object 5, `width` × `height`
  /// pixels as written (`12 0 R` for a reference), with no data.
  static func pagePDF(side: String, width: String, height: String) -> [UInt8] {
    pdf([
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(side) \(side)] /Resources << /XObject << /Im 5 0 R >> >> /Contents 4 0 R >>",
      "<< /Length 29 >>\nstream\nq 100 0 0 100 0 0 cm /Im Do Q\nendstream",
      "<< /Type /XObject /Subtype /Image /Width \(width) /Height \(height) /ColorSpace /DeviceGray /BitsPerComponent 8 /Length 0 >>\nstream\n\nendstream",
    ])
  }

  /// The spec's notes for items showing each image set of `names`, 30 points a side.
  func notes(_ names: [String]) throws -> [String] {
    let items = names.map { "{ id: \($0), picture: \($0) }" }.joined(separator: ", ")
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
          items: [\(items)]
      """
    let loaded = ListSpecLoader.load(
      text: yaml, path: folder.appendingPathComponent("spec.yaml").path)
    let spec = try XCTUnwrap(loaded.spec, "\(loaded.diagnostics.map(\.message))")
    let layout = ListRenderer.layout(spec, environment: PreviewEnvironment(device: .iPhone15))
    // Drawing them is the placeholder, not gigabytes.
    XCTAssertNoThrow(try CairoRenderer.render(layout, format: .png, scale: 2))
    return AssetImageCoverage.diagnostics(for: layout, spec: spec, scale: 2).map(\.message)
  }

  func testAPDFPageHoldingAHugeImageIsAPlaceholder() throws {
    try imageSet("huge", file: "h.pdf", Self.pagePDF(side: "100", width: "30000", height: "30000"))
    try imageSet("hidden", file: "r.pdf", Self.pagePDF(side: "100", width: "12 0 R", height: "9"))
    try imageSet("small", file: "s.pdf", Self.pagePDF(side: "100", width: "20", height: "20"))
    XCTAssertEqual(
      try notes(["huge", "hidden", "small"]),
      [
        "image 'huge' (item 'huge') is drawn as a placeholder: its PDF file decodes to 900000000 pixels, past the 134217728 listspec decodes for one picture's images (0 already)",
        "image 'hidden' (item 'hidden') is drawn as a placeholder: its PDF holds an image whose /Width or /Height is not a plain number, which listspec does not decode",
      ])
  }

  /// Image sets of 8192 × 8192 PNGs (headers only): the first two fit the picture's budget,
  /// the third is left out before anything is decoded.
  func testOnePixelBudgetPerPicture() throws {
    for name in ["a", "b", "c"] {
      try imageSet(name, file: "\(name).png", Self.pngHeader(side: 8192), scale: "2x")
    }
    let messages = try notes(["a", "b", "c"])
    XCTAssertEqual(messages.count, 3)
    XCTAssertEqual(
      messages.last,
      "image 'c' (item 'c') is drawn as a placeholder: its PNG file decodes to 67108864 pixels, past the 134217728 listspec decodes for one picture's images (134217728 already)"
    )
  }

  static func pngHeader(side: Int) -> [UInt8] {
    let size = (0..<4).map { UInt8((side >> (24 - 8 * $0)) & 0xFF) }
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
      + size + size + [8, 6, 0, 0, 0, 0, 0, 0, 0]
  }

  /// A progressive 16 × 16 grey JPEG: a DC scan, then `refinements` DC refinement scans.
  static func progressiveJPEG(refinements: Int) -> [UInt8] {
    var bytes: [UInt8] = [0xFF, 0xD8]
    bytes += [0xFF, 0xDB, 0x00, 0x43, 0x00] + Array(repeating: 1, count: 64)
    bytes += [0xFF, 0xC2, 0x00, 0x0B, 0x08, 0x00, 0x10, 0x00, 0x10, 0x01, 0x01, 0x11, 0x00]
    // One DC code, `0`, for a difference of 0.
    bytes += [0xFF, 0xC4, 0x00, 0x14, 0x00, 0x01] + Array(repeating: 0, count: 15) + [0x00]
    // Four blocks: four `0` bits, padded with ones.
    bytes += [0xFF, 0xDA, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x00, 0x01, 0x0F]
    for _ in 0..<refinements {
      bytes += [0xFF, 0xDA, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x00, 0x10, 0x0F]
    }
    return bytes + [0xFF, 0xD9]
  }

  func testAJPEGOfTooManyScansIsAPlaceholder() throws {
    try XCTSkipIf(ImageLibraries.turboJPEG == nil, "libturbojpeg is not installed")
    try imageSet("few", file: "f.jpg", Self.progressiveJPEG(refinements: 10), scale: "2x")
    try imageSet("many", file: "m.jpg", Self.progressiveJPEG(refinements: 1_000), scale: "2x")
    XCTAssertEqual(
      try notes(["few", "many"]),
      [
        "image 'many' (item 'many') is drawn as a placeholder: its JPEG file has 1001 scans, past the 100 listspec decodes (each is a pass over the whole image)"
      ])
  }

  /// A decoy page box before the page passes the catalog reader's check; poppler's own page
  /// size, near zero, does not pass the drawing's.
  func testPopplersPageSizeIsChecked() throws {
    try XCTSkipIf(ImageLibraries.poppler == nil, "poppler-glib is not installed")
    let bytes = Self.pdf([
      "<< /Type /Catalog /Pages 2 0 R /Decoy << /MediaBox [0 0 30 30] >> >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 0.001 0.001] >>",
    ])
    try imageSet("tiny", file: "t.pdf", bytes)
    let tiny = folder.appendingPathComponent("A.xcassets/tiny.imageset/t.pdf").path
    XCTAssertEqual(
      try notes(["tiny"]),
      [
        "image 'tiny' (item 'tiny') is drawn as a placeholder: its PDF file cannot be read or decoded now (\(tiny))"
      ])
  }

  /// A JPEG is decoded at the eighths that cover the size it is drawn at.
  func testJPEGsAreDecodedAtTheDrawnSize() {
    let target = PixelSize(width: 60, height: 60)
    XCTAssertEqual(AssetImageFile.jpegEighths(width: 4000, height: 3000, target: target), 1)
    XCTAssertEqual(AssetImageFile.jpegEighths(width: 160, height: 120, target: target), 4)
    XCTAssertEqual(AssetImageFile.jpegEighths(width: 50, height: 50, target: target), 8)
    XCTAssertEqual(AssetImageFile.jpegEighths(width: 50, height: 50, target: nil), 8)
  }
}
