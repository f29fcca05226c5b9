import Foundation
import ListSpec
import XCTest

@testable import ListSpecRender

/// Text with no break opportunity for thousands of characters (found by fuzzing: Pango's cost
/// grew with the square of the word's length).
final class LongTextTests: XCTestCase {
  func testOrdinaryTextIsHandedToPangoUnchanged() {
    let url = "https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration"
    XCTAssertEqual(PangoText.breakable(url), url)
    let prose = String(repeating: "Mass Effect Legendary Edition ", count: 100)
    XCTAssertEqual(PangoText.breakable(prose), prose)
  }

  func testLongRunsGetInvisibleBreaksWithoutSplittingCharacters() {
    let word = String(repeating: "e\u{301}", count: 600)  // é as e + combining accent
    let broken = PangoText.breakable(word)
    XCTAssertNotEqual(broken, word)
    XCTAssertEqual(broken.replacingOccurrences(of: "\u{200B}", with: ""), word)
    // Every piece between breaks is whole characters, none longer than the segment.
    for piece in broken.split(separator: "\u{200B}") {
      XCTAssertLessThanOrEqual(piece.count, PangoText.segment)
      XCTAssertTrue(piece.allSatisfy { $0 == "e\u{301}" })
    }
  }

  func testALongWordWrapsOverManyLines() {
    let measurer = PangoTextMeasurer()
    let font = ResolvedFont(pointSize: 17, weight: .regular)
    let word = String(repeating: "x", count: 10_000)
    let measured = measurer.measure(word, font: font, maxWidth: 300, maxLines: 0)
    XCTAssertLessThanOrEqual(measured.width, 300)
    XCTAssertGreaterThan(measured.lineCount, 200)
    // The same text without the extra breaks would need the same number of lines, give or
    // take the few characters a segment boundary moves a break.
    let lineWidthInCharacters = Double(word.count) / Double(measured.lineCount)
    XCTAssertGreaterThan(lineWidthInCharacters, 20)
  }
}
