import CPangoCairo
import Foundation
import ListSpec
import ListSpecRender
import XCTest

/// Emoji draw in colour through the colour emoji font Pango falls back to (installed by
/// scripts/setup), rows with emoji keep the 44 pt minimum, and a character no installed font
/// covers is a `missing-glyph` warning at the item or template that produced it.
final class EmojiRenderTests: XCTestCase {
  override func setUpWithError() throws {
    try XCTSkipUnless(
      PangoTextMeasurer.interIsInstalled, "Inter is not installed (scripts/setup installs it)")
  }

  func spec(_ rows: [(String, String)]) throws -> (ListSpecDocument, String) {
    var yaml = """
      listspec: 1
      list: { appearance: insetGrouped }
      cells:
        row: { content: { text: "{emoji} {name}" } }
      sections:
        - id: main
          cell: row
          items:

      """
    for (index, (emoji, name)) in rows.enumerated() {
      yaml += "      - { id: r\(index), emoji: \"\(emoji)\", name: \(name) }\n"
    }
    return (try RenderFixtures.spec(yaml: yaml), yaml)
  }

  /// The text nodes of a layout, in tree order.
  func texts(_ node: LayoutNode) -> [LayoutNode] {
    (node.kind == .text ? [node] : []) + node.children.flatMap(texts)
  }

  /// The most colourful pixel (largest max − min channel) in a rectangle of a PNG, in points.
  func mostSaturated(_ png: [UInt8], in rect: LayoutRect, scale: Double) throws -> Int {
    let picture = try RGBAPicture(png: png)
    var best = 0
    for y in Int(rect.y * scale)..<Int(rect.maxY * scale) {
      for x in Int(rect.x * scale)..<Int((rect.x + rect.width) * scale) {
        let pixel = picture.pixel(x: x, y: y)
        let channels = [pixel.red, pixel.green, pixel.blue]
        best = max(best, channels.max()! - channels.min()!)
      }
    }
    return best
  }

  func testEmojiDrawInColourAndRowsStay44Points() throws {
    let (spec, _) = try spec([("😀", "Grinning"), ("🐶", "Dog")])
    let layout = ListRenderer.layout(spec, environment: PreviewEnvironment(device: .iPhone15))
    XCTAssertEqual(GlyphCoverage.diagnostics(for: layout, spec: spec), [])
    let cells = layout.root.children.flatMap(\.children).filter { $0.kind == .cell }
    XCTAssertEqual(cells.map(\.frame.height), [44, 44])
    let png = try CairoRenderer.render(layout, format: .png, scale: 2)
    for text in texts(layout.root) {
      // The emoji is the first character: about one em from the text's leading edge.
      let font = try XCTUnwrap(text.text?.font.pointSize)
      let glyph = LayoutRect(
        x: text.frame.x, y: text.frame.y, width: font, height: text.frame.height)
      XCTAssertGreaterThan(
        try mostSaturated(png, in: glyph, scale: 2), 120,
        "\(text.text?.string ?? "") draws no colour where its emoji is")
      // The text after the emoji is set in black: the check above is about the emoji.
      let word = LayoutRect(
        x: text.frame.x + 1.5 * font, y: text.frame.y, width: text.frame.width - 1.5 * font,
        height: text.frame.height)
      XCTAssertLessThan(try mostSaturated(png, in: word, scale: 2), 40)
    }
  }

  func testSVGAndPDFEmbedTheColourEmojiAsImages() throws {
    let (spec, _) = try spec([("😀", "Grinning")])
    let layout = ListRenderer.layout(spec, environment: PreviewEnvironment(device: .iPhone15))
    let svg = String(decoding: try CairoRenderer.render(layout, format: .svg), as: UTF8.self)
    XCTAssertEqual(svg.components(separatedBy: "<image").count - 1, 1)
    let pdf = String(decoding: try CairoRenderer.render(layout, format: .pdf), as: UTF8.self)
    XCTAssertTrue(pdf.contains("/Subtype /Image"))
    // Without emoji there is no image: the images above are the emoji.
    let (plain, _) = try self.spec([("A", "Letter")])
    let plainLayout = ListRenderer.layout(
      plain, environment: PreviewEnvironment(device: .iPhone15))
    let plainSVG = String(
      decoding: try CairoRenderer.render(plainLayout, format: .svg), as: UTF8.self)
    XCTAssertFalse(plainSVG.contains("<image"))
  }

  func testAPrivateUseCharacterIsAMissingGlyphWarningAtItsItem() throws {
    let (spec, yaml) = try spec([("😀", "Grinning"), ("\\U000F0000", "Private")])
    let layout = ListRenderer.layout(spec, environment: PreviewEnvironment(device: .iPhone15))
    let diagnostics = GlyphCoverage.diagnostics(for: layout, spec: spec, path: "test.yaml")
    XCTAssertEqual(diagnostics.count, 1)
    let diagnostic = try XCTUnwrap(diagnostics.first)
    XCTAssertEqual(diagnostic.id, .missingGlyph)
    XCTAssertEqual(diagnostic.severity, .warning)
    XCTAssertEqual(diagnostic.path, "test.yaml")
    XCTAssertTrue(diagnostic.message.contains("U+F0000 '\u{F0000}'"), diagnostic.message)
    XCTAssertTrue(diagnostic.message.contains("item 'r1'"), diagnostic.message)
    XCTAssertTrue(diagnostic.message.contains("searched 'Inter'"), diagnostic.message)
    let lines = yaml.components(separatedBy: "\n")
    let itemLine = try XCTUnwrap(lines.firstIndex { $0.contains("id: r1") }) + 1
    XCTAssertEqual(diagnostic.location?.line, itemLine)
    XCTAssertEqual(diagnostic.location?.column, 9)
    XCTAssertEqual(diagnostic.notes.first?.message, "drawn by cell template 'row'")
    XCTAssertEqual(diagnostic.notes.first?.range?.start.line, 4)
  }

  func testAMissingGlyphWrittenInTheTemplateIsReportedThere() throws {
    let yaml = """
      listspec: 1
      list: { appearance: plain }
      cells:
        row: { content: { text: "\\U000F0001 {name}" } }
      sections:
        - { id: main, cell: row, items: [{ id: a, name: A }, { id: b, name: B }] }

      """
    let spec = try RenderFixtures.spec(yaml: yaml)
    let layout = ListRenderer.layout(spec, environment: PreviewEnvironment(device: .iPhone15))
    let diagnostics = GlyphCoverage.diagnostics(for: layout, spec: spec)
    // Once, at the template's text, though two rows draw it.
    XCTAssertEqual(diagnostics.map(\.id), [.missingGlyph])
    XCTAssertEqual(diagnostics.first?.location?.line, 4)
    XCTAssertEqual(diagnostics.first?.location?.column, 27)
    XCTAssertTrue(diagnostics.first?.message.contains("U+F0001") == true)
    XCTAssertTrue(diagnostics.first?.message.contains("cell template 'row'") == true)
  }
}
