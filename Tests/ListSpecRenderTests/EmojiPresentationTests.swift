import Foundation
import ListSpec
import XCTest

@testable import ListSpecRender

/// Emoji that are text-styled by default and written without a selector (🏔 U+1F3D4, 🖥) are
/// drawn in colour in a line of the text's height, as iOS draws them, not as a text font's
/// black glyph in a taller line (specs/metrics.md, "Text").
final class EmojiPresentationTests: XCTestCase {
  func testTextStyledEmojiOfThePictographPlanesGetTheEmojiSelector() {
    XCTAssertEqual(PangoText.emojiPresented("🏔 Alps"), "🏔\u{FE0F} Alps")
    XCTAssertEqual(PangoText.emojiPresented("🖥🏖"), "🖥\u{FE0F}🏖\u{FE0F}")
    // Already selected either way, emoji-styled by default, below U+1F000, or plain: as written.
    for text in ["🏔\u{FE0F}", "🏔\u{FE0E}", "😎", "© ™ ☀", "Alps", ""] {
      XCTAssertEqual(PangoText.emojiPresented(text), text, text)
    }
  }

  func testAMountainWithoutItsSelectorIsMeasuredAsOneWithIt() throws {
    try XCTSkipUnless(
      PangoTextMeasurer.interIsInstalled, "Inter is not installed (scripts/setup installs it)")
    let measurer = PangoTextMeasurer()
    let font = ResolvedFont(pointSize: 17, weight: .regular)
    let bare = measurer.measure("🏔 Alps", font: font, maxWidth: nil, maxLines: 0)
    let selected = measurer.measure("🏔\u{FE0F} Alps", font: font, maxWidth: nil, maxLines: 0)
    XCTAssertEqual(bare.height, selected.height, accuracy: 0.001)
    XCTAssertEqual(bare.width, selected.width, accuracy: 0.001)
    XCTAssertEqual(measurer.missingCharacters(in: "🏔 Alps", font: font), [])
  }
}
