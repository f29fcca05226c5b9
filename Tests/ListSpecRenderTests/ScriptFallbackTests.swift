import ListSpec
import XCTest

@testable import ListSpecRender

/// Hebrew and Arabic, which Inter lacks, are set in Noto Sans Hebrew and Noto Sans Arabic
/// (fonts-noto-core, installed by scripts/setup), not in fontconfig's fallback DejaVu Sans;
/// Latin text and digits beside them stay in Inter.
final class ScriptFallbackTests: XCTestCase {
  override func setUpWithError() throws {
    try XCTSkipUnless(
      PangoTextMeasurer.interIsInstalled, "Inter is not installed (scripts/setup installs it)")
  }

  func testHebrewAndArabicAreSetInNoto() {
    let measurer = PangoTextMeasurer()
    let body = ResolvedFont(pointSize: 17, weight: .regular)
    XCTAssertEqual(measurer.faceFamilies(of: "הגדרות", font: body), ["Noto Sans Hebrew"])
    XCTAssertEqual(measurer.faceFamilies(of: "الإعدادات", font: body), ["Noto Sans Arabic"])
    XCTAssertEqual(
      Set(measurer.faceFamilies(of: "Wi-Fi רשת 2", font: body)), ["Inter", "Noto Sans Hebrew"])
    // A large title keeps the display cut for Latin text.
    let title = ResolvedFont(pointSize: 34, weight: .bold)
    XCTAssertEqual(measurer.faceFamilies(of: "Settings", font: title), ["Inter Display"])
    XCTAssertEqual(measurer.faceFamilies(of: "הגדרות", font: title), ["Noto Sans Hebrew"])
  }

  /// A line of Hebrew or Arabic is as tall as a line of English: the Noto faces' larger
  /// ascent and descent do not make a row of Hebrew 45.3 pt (it is 44, as on iOS). A line
  /// mixing Inter and a fallback face stays within half a point at text sizes: Pango places
  /// each face's extents about its own baseline.
  func testAFallbackFaceKeepsInterLineHeight() {
    let measurer = PangoTextMeasurer()
    for size in [13.0, 17, 34] {
      let font = ResolvedFont(pointSize: size, weight: .regular)
      let english = measurer.measure("Settings", font: font, maxWidth: nil, maxLines: 0)
      for text in ["הגדרות", "الإعدادات"] {
        let measured = measurer.measure(text, font: font, maxWidth: nil, maxLines: 0)
        XCTAssertEqual(measured.height, english.height, accuracy: 0.001, "\(text) at \(size)")
        XCTAssertEqual(
          measured.firstBaseline, english.firstBaseline, accuracy: 1.5, "\(text) at \(size)")
      }
      let mixed = measurer.measure("Wi-Fi רשת", font: font, maxWidth: nil, maxLines: 0)
      XCTAssertEqual(
        mixed.height, english.height, accuracy: size < 20 ? 0.5 : 1, "mixed at \(size)")
    }
  }
}
