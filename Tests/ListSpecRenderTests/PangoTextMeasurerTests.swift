import ListSpec
import ListSpecRender
import XCTest

/// The real measurer: Pango in Inter.
final class PangoTextMeasurerTests: XCTestCase {
  override func setUpWithError() throws {
    try XCTSkipUnless(
      PangoTextMeasurer.interIsInstalled, "Inter is not installed (scripts/setup installs it)")
  }

  let body = ResolvedFont(pointSize: 17, weight: .regular)

  func testOneLineHasInterMetrics() {
    let measured = PangoTextMeasurer().measure(
      "Mass Effect", font: body, maxWidth: nil, maxLines: 0)
    XCTAssertEqual(measured.lineCount, 1)
    // Inter's ascender is 0.969 em and its line 1.21 em: at 17 pt, ≈ 16.5 and ≈ 20.6.
    XCTAssertEqual(measured.firstBaseline, 16.47, accuracy: 0.3)
    XCTAssertEqual(measured.height, 20.57, accuracy: 0.3)
    XCTAssertGreaterThan(measured.width, 80)
    XCTAssertLessThan(measured.width, 110)
  }

  func testWiderWeightsAndSizesMeasureWider() {
    let measurer = PangoTextMeasurer()
    let regular = measurer.measure("Mass Effect", font: body, maxWidth: nil, maxLines: 0)
    let bold = measurer.measure(
      "Mass Effect", font: ResolvedFont(pointSize: 17, weight: .bold), maxWidth: nil, maxLines: 0)
    let large = measurer.measure(
      "Mass Effect", font: ResolvedFont(pointSize: 34, weight: .regular), maxWidth: nil,
      maxLines: 0)
    XCTAssertGreaterThan(bold.width, regular.width)
    XCTAssertGreaterThan(large.firstBaseline, regular.firstBaseline * 1.8)
  }

  func testWrapsAtTheWidthAndCutsAtMaxLines() {
    let measurer = PangoTextMeasurer()
    let text = "A rather long title that cannot fit on one line of an iPhone list at all"
    let wrapped = measurer.measure(text, font: body, maxWidth: 150, maxLines: 0)
    XCTAssertGreaterThan(wrapped.lineCount, 2)
    XCTAssertLessThanOrEqual(wrapped.width, 150)
    XCTAssertGreaterThan(wrapped.lastBaseline, wrapped.firstBaseline)
    let cut = measurer.measure(text, font: body, maxWidth: 150, maxLines: 2)
    XCTAssertEqual(cut.lineCount, 2)
    XCTAssertLessThan(cut.height, wrapped.height)
  }

  func testCachingMeasurerAsksTheEngineOncePerDistinctText() {
    let cache = CachingTextMeasurer(PangoTextMeasurer())
    for _ in 0..<10 { _ = cache.measure("Hello", font: body, maxWidth: nil, maxLines: 0) }
    _ = cache.measure("World", font: body, maxWidth: nil, maxLines: 0)
    XCTAssertEqual(cache.requests, 11)
    XCTAssertEqual(cache.misses, 2)
  }

  func testBaselineAlignmentUsesRealBaselines() throws {
    let spec = try RenderFixtures.spec(
      yaml: """
        listspec: 1
        platform: { iOS: "16.0" }
        list: { appearance: insetGrouped }
        cells:
          row:
            hosting:
              content:
                HStack:
                  alignment: firstTextBaseline
                  children:
                    - { Text: "Small", modifiers: [{ font: caption }] }
                    - { Text: "Large", modifiers: [{ font: largeTitle }] }
        sections: [{ id: s, cell: row, items: [{ id: a }] }]
        """)
    let layout = ListRenderer.layout(spec, environment: PreviewEnvironment(device: .iPhone15))
    let texts = layout.root.allNodes().filter { $0.kind == .text }
    XCTAssertEqual(texts.count, 2)
    XCTAssertEqual(texts[0].baseline ?? 0, texts[1].baseline ?? 1, accuracy: 0.001)
    XCTAssertGreaterThan(texts[0].frame.minY, texts[1].frame.minY + 10)
  }
}
