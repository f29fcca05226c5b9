import CPangoCairo
import ListSpec
import XCTest

@testable import ListSpecRender

/// UILabel wraps at word boundaries (`NSLineBreakMode.byWordWrapping`) and never hyphenates
/// (`hyphenationFactor` 0): a word that alone is too wide is cut between characters with no
/// hyphen — at accessibility sizes "Notifications" is never set as "Notificati-ons".
final class WordWrapTests: XCTestCase {
  override func setUpWithError() throws {
    try XCTSkipUnless(
      PangoTextMeasurer.interIsInstalled, "Inter is not installed (scripts/setup installs it)")
  }

  /// The text of each line and its width in points, as Pango sets `text` at `width`.
  func lines(
    _ text: String, pointSize: Double, width: Double, alignment: SpecTextAlignment = .natural
  ) -> [(String, Double)] {
    let session = PangoSession(
      context: pango_font_map_create_context(pango_cairo_font_map_get_default())!)
    let layout = session.layout
    let font = session.description(for: ResolvedFont(pointSize: pointSize, weight: .regular))
    PangoText.prepare(
      layout, text: text, font: font, maxWidth: width, maxLines: 0, alignment: alignment)
    let bytes = Array(text.utf8)
    var result: [(String, Double)] = []
    for index in 0..<pango_layout_get_line_count(layout) {
      let line = pango_layout_get_line_readonly(layout, index)!
      let start = Int(line.pointee.start_index)
      let length = Int(line.pointee.length)
      var logical = PangoRectangle()
      pango_layout_line_get_extents(line, nil, &logical)
      result.append(
        (
          String(decoding: bytes[start..<(start + length)], as: UTF8.self),
          Double(logical.width) / Double(PANGO_SCALE)
        ))
    }
    return result
  }

  /// `alignment: justified` is drawn justified: every line but the last fills the width at
  /// its spaces; a paragraph with a one-word line is left flush, not letter-spaced.
  func testJustifiedLinesButTheLastFillTheWidth() {
    let text = "Justified text stretches the spaces of every line but the last one of it"
    let justified = lines(text, pointSize: 17, width: 200, alignment: .justified)
    let natural = lines(text, pointSize: 17, width: 200)
    XCTAssertGreaterThan(justified.count, 2)
    XCTAssertEqual(justified.map(\.0), natural.map(\.0), "the same line breaks")
    for (line, width) in justified.dropLast() {
      XCTAssertEqual(width, 200, accuracy: 0.5, line)
    }
    XCTAssertLessThan(justified.last!.1, 199)
    XCTAssertLessThan(natural[0].1, 199)
    let oneWordLine = lines(
      "Extraordinarily long words", pointSize: 17, width: 130, alignment: .justified)
    XCTAssertEqual(
      oneWordLine.map(\.1), lines("Extraordinarily long words", pointSize: 17, width: 130).map(\.1))
  }

  func testAWordTooWideAloneIsCutWithoutAHyphen() {
    // Body at AX5 is 53 pt: "Notifications" is wider than 250 pt.
    let measured = lines("Notifications", pointSize: 53, width: 250)
    XCTAssertGreaterThan(measured.count, 1, "the word must be cut")
    let alone = PangoTextMeasurer().measure(
      measured[0].0, font: ResolvedFont(pointSize: 53, weight: .regular), maxWidth: nil,
      maxLines: 0)
    XCTAssertEqual(
      measured[0].1, alone.width, accuracy: 0.01,
      "the first line is its characters alone: no hyphen is drawn after '\(measured[0].0)'")
    XCTAssertEqual(measured.map(\.0).joined(), "Notifications")
  }

  func testWordsThatFitBreakAtSpaces() {
    let measured = lines("Allow Notifications", pointSize: 53, width: 400)
    XCTAssertEqual(measured.map(\.0), ["Allow ", "Notifications"])
  }
}
