import CPangoCairo
import Foundation
import ListSpec
import XCTest

@testable import ListSpecRender

/// SF Symbols are drawn with open stand-in glyphs (specs/symbols.md): every name of the table
/// is one glyph of the icon font, twins differ, the pictures match the committed golden in
/// every output, and a name with no stand-in is the placeholder and a located note.
final class SymbolStandInTests: XCTestCase {
  static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Goldens")

  override func setUpWithError() throws {
    try XCTSkipUnless(
      PangoTextMeasurer.interIsInstalled, "Inter is not installed (scripts/setup installs it)")
    try XCTSkipUnless(
      SymbolFont.isInstalled, "Material Icons is not installed (scripts/setup installs it)")
  }

  func testTheTableListsThreeHundredNamesEachOnce() {
    XCTAssertGreaterThanOrEqual(SymbolStandIns.entries.count, 300)
    XCTAssertEqual(
      Set(SymbolStandIns.entries.map(\.name)).count, SymbolStandIns.entries.count,
      "a name listed twice")
    for (name, ligature) in SymbolStandIns.entries {
      XCTAssertFalse(name.isEmpty || ligature.isEmpty)
      XCTAssertEqual(SymbolStandIns.glyph(for: name)?.ligature, ligature, name)
      XCTAssertEqual(SymbolStandIns.glyph(for: name)?.isListed, true, name)
    }
  }

  /// A ligature the font lacks would be drawn as its letters: each must shape to one glyph
  /// of the icon font, none unknown.
  func testEveryLigatureIsOneGlyphOfTheIconFont() throws {
    let session = PangoSession(
      context: pango_font_map_create_context(pango_cairo_font_map_get_default())!)
    let description = session.symbolDescription(em: 24)
    for ligature in Set(SymbolStandIns.entries.map(\.ligature)).sorted() {
      PangoText.prepare(
        session.layout, text: ligature, font: description, maxWidth: nil, maxLines: 1)
      XCTAssertEqual(pango_layout_get_unknown_glyphs_count(session.layout), 0, ligature)
      let line = try XCTUnwrap(pango_layout_get_line_readonly(session.layout, 0))
      var glyphs = 0
      var run = line.pointee.runs
      while let node = run {
        let item = node.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self)
        glyphs += Int(item.pointee.glyphs.pointee.num_glyphs)
        let font = pango_font_describe(item.pointee.item.pointee.analysis.font)
        defer { pango_font_description_free(font) }
        XCTAssertEqual(
          String(cString: pango_font_description_get_family(font)), SymbolStandIns.fontFamily,
          ligature)
        run = node.pointee.next
      }
      XCTAssertEqual(glyphs, 1, "\(ligature) is not one glyph")
    }
  }

  func testTwinsAndEnclosuresHaveTheirOwnGlyphs() throws {
    func ligature(_ name: String) -> String? { SymbolStandIns.glyph(for: name)?.ligature }
    XCTAssertNotEqual(ligature("star"), ligature("star.fill"))
    XCTAssertNotEqual(ligature("circle"), ligature("checkmark.circle.fill"))
    XCTAssertNotEqual(ligature("heart"), ligature("heart.fill"))
    XCTAssertEqual(ligature("checkmark.circle.fill"), "check_circle")
    // Not listed: the glyph of the name without its enclosure, drawn around.
    let enclosed = try XCTUnwrap(SymbolStandIns.glyph(for: "trash.circle.fill"))
    XCTAssertEqual(enclosed.ligature, "delete_outline")
    XCTAssertEqual(enclosed.enclosure, .circleFill)
    XCTAssertFalse(enclosed.isListed)
    XCTAssertEqual(SymbolStandIns.glyph(for: "pencil.square")?.enclosure, .square)
    // The font has one style: a `.fill` name not listed takes its outline twin.
    XCTAssertEqual(SymbolStandIns.glyph(for: "pencil.fill")?.ligature, "edit")
    XCTAssertNil(SymbolStandIns.glyph(for: "applelogo"))
    XCTAssertNil(SymbolStandIns.glyph(for: "swift.circle"))
    XCTAssertTrue(SymbolStandIns.isDirectional("chevron.forward"))
    XCTAssertFalse(SymbolStandIns.isDirectional("chevron.right"))
  }

  func spec(symbol: String) throws -> ListSpecDocument {
    try RenderFixtures.spec(
      yaml: """
        listspec: 1
        list: { appearance: plain }
        cells:
          row: { content: { image: { systemName: "\(symbol)" }, text: Row } }
        sections:
          - { id: main, cell: row, items: [{ id: a }] }

        """)
  }

  /// The placeholder drew one letter for both names; each output now tells them apart.
  func testEveryOutputDrawsTheGlyph() throws {
    let environment = PreviewEnvironment(device: .iPhone15)
    let outline = ListRenderer.layout(try spec(symbol: "star"), environment: environment)
    let filled = ListRenderer.layout(try spec(symbol: "star.fill"), environment: environment)
    for format in ImageFormat.allCases {
      XCTAssertNotEqual(
        try CairoRenderer.render(outline, format: format),
        try CairoRenderer.render(filled, format: format), format.rawValue)
    }
    let pane = { (layout: ListLayout) in
      try HTMLPage.document(
        title: "t", panes: [PreviewPane(title: "t", layout: layout, files: ["t.yaml"])],
        version: 1, live: false)
    }
    XCTAssertNotEqual(try pane(outline), try pane(filled))
    // The symbol's name stays on the picture for a viewer's hover.
    let svg = String(decoding: try CairoRenderer.render(filled, format: .svg), as: UTF8.self)
    XCTAssertTrue(svg.contains("<title>star.fill</title>"))
  }

  /// A filled star is drawn in the tint inside the symbol's frame; its outline twin leaves the
  /// middle of the frame white.
  func testTheGlyphIsDrawnInTheTintInsideTheFrame() throws {
    let environment = PreviewEnvironment(device: .iPhone15)
    for (name, inkedMiddle) in [("star.fill", true), ("star", false)] {
      let layout = ListRenderer.layout(try spec(symbol: name), environment: environment)
      let symbol = try XCTUnwrap(layout.root.first { $0.kind == .symbol })
      let tint = try XCTUnwrap(symbol.fill)
      let png = try CairoRenderer.render(layout, format: .png, scale: 2)
      let pixels = try RGBAPicture(png: png)
      let middle = pixels.pixel(x: Int(symbol.frame.midX * 2), y: Int(symbol.frame.midY * 2))
      let tinted =
        abs(Double(middle.red) - tint.red * 255) < 40
        && abs(Double(middle.blue) - tint.blue * 255) < 40
      XCTAssertEqual(tinted, inkedMiddle, "\(name): \(middle)")
      // Nothing is drawn outside the frame (a row's width beside it stays white).
      for x in stride(
        from: Int(symbol.frame.maxX * 2) + 2, to: Int(symbol.frame.maxX * 2) + 8, by: 1)
      {
        let outside = pixels.pixel(x: x, y: Int(symbol.frame.midY * 2))
        XCTAssertEqual(outside.red, 255, "\(name) at x \(x)")
      }
    }
  }

  /// `bell.badge.fill`: the bell's glyph with SF Symbols' dot at its top trailing corner, a
  /// ring of the bell cleared around it; `bell.fill` has neither.
  func testABadgeNameDrawsItsDot() throws {
    let badge = try XCTUnwrap(SymbolStandIns.glyph(for: "bell.badge.fill"))
    XCTAssertEqual(badge.ligature, SymbolStandIns.glyph(for: "bell.fill")?.ligature)
    XCTAssertTrue(badge.hasBadgeDot)
    XCTAssertFalse(badge.isListed)
    XCTAssertEqual(SymbolStandIns.glyph(for: "bell.badge")?.ligature, "notifications_none")
    XCTAssertEqual(SymbolStandIns.glyph(for: "bell.fill")?.hasBadgeDot, false)
    // A listed `.badge` name keeps its own glyph (the font's envelope has a dot of its own).
    XCTAssertEqual(SymbolStandIns.glyph(for: "envelope.badge")?.hasBadgeDot, false)
    let environment = PreviewEnvironment(device: .iPhone15)
    func dotAndRing(_ name: String) throws -> (dot: Bool, ring: Bool) {
      let layout = ListRenderer.layout(try spec(symbol: name), environment: environment)
      let symbol = try XCTUnwrap(layout.root.first { $0.kind == .symbol })
      let tint = try XCTUnwrap(symbol.fill)
      let pixels = try RGBAPicture(png: try CairoRenderer.render(layout, format: .png, scale: 3))
      let side = min(symbol.frame.width, symbol.frame.height)
      func tinted(_ x: Double, _ y: Double) -> Bool {
        let pixel = pixels.pixel(x: Int(x * 3), y: Int(y * 3))
        return abs(Double(pixel.red) - tint.red * 255) < 40
          && abs(Double(pixel.blue) - tint.blue * 255) < 40
      }
      let centre = (x: symbol.frame.midX + side * 0.3, y: symbol.frame.midY - side * 0.3)
      // Just inside the cleared ring, below and before the dot, towards the bell.
      let ring = side * (0.17 + 0.03)
      return (
        tinted(centre.x, centre.y),
        !tinted(centre.x - ring * 0.7, centre.y + ring * 0.7)
      )
    }
    let drawn = try dotAndRing("bell.badge.fill")
    XCTAssertTrue(drawn.dot, "the dot is inked")
    XCTAssertTrue(drawn.ring, "the bell is cleared around the dot")
    XCTAssertFalse(try dotAndRing("bell.fill").dot, "no dot without .badge")
  }

  func testASymbolWithNoStandInIsANoteAtItsItem() throws {
    let yaml = """
      listspec: 1
      list: { appearance: insetGrouped }
      cells:
        row: { content: { image: { systemName: "{symbol}" }, text: "{name}" } }
        fixed: { content: { image: { systemName: swift }, text: Fixed } }
      sections:
        - id: main
          cell: row
          items:
            - { id: star, symbol: star.fill, name: Favourites }
            - { id: code, symbol: swift, name: Swift }
            - { id: again, symbol: swift, name: Again }
            - { id: fixed1, cell: fixed }
            - { id: fixed2, cell: fixed }

      """
    let spec = try RenderFixtures.spec(yaml: yaml)
    let layout = ListRenderer.layout(spec, environment: PreviewEnvironment(device: .iPhone15))
    let notes = SymbolCoverage.diagnostics(for: layout, spec: spec, path: "test.yaml")
    XCTAssertEqual(notes.map(\.id), [.symbolPlaceholder, .symbolPlaceholder, .symbolPlaceholder])
    XCTAssertEqual(notes.map(\.severity), [.note, .note, .note])
    XCTAssertEqual(notes.map { $0.location?.line }, [11, 12, 5])
    XCTAssertEqual(notes.first?.location?.column, 9)
    XCTAssertEqual(
      notes.first?.message,
      "SF Symbol 'swift' (item 'code') is drawn as a placeholder: the table of open stand-ins (specs/symbols.md) has no glyph for it"
    )
    XCTAssertEqual(notes.first?.notes.first?.message, "drawn by cell template 'row'")
    // Written in the template: once, there, though two rows draw it.
    XCTAssertTrue(notes[2].message.contains("cell template 'fixed'"), notes[2].message)
    XCTAssertEqual(notes[2].location?.column, 44)
  }
}
