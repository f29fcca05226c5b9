import ListSpec
import XCTest

@testable import ListSpecRender

/// A label in SF Pro shows the characters as typed: Inter's contextual alternates (`calt`),
/// which set "2x2" as "2×2" and "->" as an arrow, are off.
final class TypedCharactersTests: XCTestCase {
  override func setUpWithError() throws {
    try XCTSkipUnless(
      PangoTextMeasurer.interIsInstalled, "Inter is not installed (scripts/setup installs it)")
  }

  /// Set whole, the text is as wide as its pieces set apart: no character took another
  /// glyph from its neighbours (the "×" and the arrow are narrower or wider than "x" and
  /// "->").
  func testNoCharacterIsReplacedByItsContext() {
    let measurer = PangoTextMeasurer()
    let font = ResolvedFont(pointSize: 17, weight: .regular)
    func width(_ text: String) -> Double {
      measurer.measure(text, font: font, maxWidth: nil, maxLines: 1).width
    }
    for pieces in [["1920", "x", "1080"], ["2", "x", "2"], ["-", ">"], ["-", "-", ">"]] {
      let whole = pieces.joined()
      XCTAssertEqual(
        width(whole), pieces.map(width).reduce(0, +), accuracy: 0.01,
        "'\(whole)' is drawn with other glyphs")
    }
  }
}
