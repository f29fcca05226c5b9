import CPangoCairo
import Foundation
import ListSpec
import XCTest

@testable import ListSpecRender

/// Chinese, Japanese and Korean fall back from Inter to Noto Sans CJK (installed by
/// scripts/setup): measured at their full width, drawn, and not reported as `missing-glyph`.
final class CJKTextTests: XCTestCase {
  static let sample = "東京 ひらがな カタカナ 서울 简体中文"

  override func setUpWithError() throws {
    try XCTSkipUnless(
      PangoTextMeasurer.interIsInstalled, "Inter is not installed (scripts/setup installs it)")
    try XCTSkipUnless(
      Self.notoCJKIsInstalled, "Noto Sans CJK is not installed (scripts/setup installs it)")
  }

  /// Whether fontconfig has a Noto Sans CJK family (fonts-noto-cjk).
  static var notoCJKIsInstalled: Bool {
    let context = pango_font_map_create_context(pango_cairo_font_map_get_default())!
    defer { g_object_unref(UnsafeMutableRawPointer(context)) }
    let description = pango_font_description_from_string("Noto Sans CJK JP 17")!
    defer { pango_font_description_free(description) }
    guard let font = pango_context_load_font(context, description) else { return false }
    defer { g_object_unref(UnsafeMutableRawPointer(font)) }
    let loaded = pango_font_describe(font)
    defer { pango_font_description_free(loaded) }
    guard let family = pango_font_description_get_family(loaded) else { return false }
    return String(cString: family).hasPrefix("Noto Sans CJK")
  }

  func testEveryCharacterHasAGlyph() {
    let measurer = PangoTextMeasurer()
    XCTAssertEqual(
      measurer.missingCharacters(
        in: Self.sample, font: ResolvedFont(pointSize: 17, weight: .regular)), [])
  }

  /// A Han or kana character is one em wide (full width), Hangul a little less in Noto Sans CJK.
  func testCharactersAreMeasuredFullWidth() {
    let measurer = PangoTextMeasurer()
    for text in ["日本語", "한국어", "中文字"] {
      let measured = measurer.measure(
        text, font: ResolvedFont(pointSize: 17, weight: .regular), maxWidth: nil, maxLines: 0)
      XCTAssertEqual(measured.width, 17 * 2.9, accuracy: 17 * 0.3, text)
      XCTAssertEqual(measured.lineCount, 1)
    }
  }

  func testARowOfCJKIsDrawnAndNotReported() throws {
    let spec = try RenderFixtures.spec(
      yaml: """
        listspec: 1
        list: { appearance: insetGrouped }
        cells:
          row: { content: { text: "{name}" } }
        sections:
          - { id: main, cell: row, items: [{ id: a, name: "\(Self.sample)" }] }

        """)
    let layout = ListRenderer.layout(spec, environment: PreviewEnvironment(device: .iPhone15))
    XCTAssertEqual(GlyphCoverage.diagnostics(for: layout, spec: spec), [])
    let text = try XCTUnwrap(layout.root.first { $0.kind == .text })
    let picture = try RGBAPicture(png: try CairoRenderer.render(layout, format: .png, scale: 2))
    // Ink across the text's width: each of its five words draws dark pixels.
    let y0 = Int(text.frame.minY * 2)
    let y1 = Int(text.frame.maxY * 2)
    var inkedColumns = 0
    for x in Int(text.frame.minX * 2)..<Int(text.frame.maxX * 2) {
      if (y0..<y1).contains(where: { picture.pixel(x: x, y: $0).red < 100 }) { inkedColumns += 1 }
    }
    XCTAssertGreaterThan(Double(inkedColumns), text.frame.width * 2 * 0.6)
  }
}
