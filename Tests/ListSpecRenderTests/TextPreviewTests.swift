import ListSpec
import XCTest

@testable import ListSpecRender

/// The terminal preview: readable on dark and light terminals, and wrapping what the layout
/// wraps instead of cutting it.
final class TextPreviewTests: XCTestCase {
  func testGreyTextUsesTheTerminalsForegroundAndColoursStay() throws {
    for dark in [false, true] {
      let spec = try RenderFixtures.spec(RenderFixtures.example("every-option.yaml"))
      let layout = ListRenderer.layout(
        spec, environment: PreviewEnvironment(device: .iPhone15, isDark: dark))
      let preview = TextPreview.render(layout, columns: 80, colors: true)
      // Black or white text only over a painted background (the hosting cell's yellow).
      for code in ["\u{1B}[38;2;0;0;0m", "\u{1B}[38;2;255;255;255m"] {
        for part in preview.components(separatedBy: code).dropFirst() {
          XCTAssertTrue(part.hasPrefix("\u{1B}[48;2;"), "bare \(code.dropFirst()) (dark: \(dark))")
        }
      }
      XCTAssertTrue(preview.contains("\u{1B}[39mSubtitle"), "label text in the default colour")
      XCTAssertTrue(preview.contains("\u{1B}[2;39msubtitleCell"), "secondary text faint")
      XCTAssertTrue(
        preview.contains(dark ? "\u{1B}[38;2;10;132;255m" : "\u{1B}[38;2;0;122;255m"),
        "the tint keeps its colour")
    }
  }

  func testTextTheLayoutWrapsWrapsInThePreview() throws {
    let spec = try RenderFixtures.spec(
      yaml: """
        listspec: 1
        list: { appearance: insetGrouped }
        cells:
          row: { content: { text: "{name}" }, accessories: [disclosureIndicator] }
        sections:
          - id: s
            cell: row
            items:
              - { id: a, name: "Allow notifications from every app you have installed on this phone" }
              - { id: b, name: Short }
        """)
    let layout = ListRenderer.layout(
      spec, environment: PreviewEnvironment(device: try XCTUnwrap(DevicePreset.named("iPhone SE"))))
    let text = try XCTUnwrap(layout.root.first { $0.kind == .text && $0.text?.string != "Short" })
    XCTAssertGreaterThan(text.frame.height, 40, "the layout wraps the long name")
    let preview = TextPreview.render(layout, columns: 40, colors: false)
    XCTAssertFalse(preview.contains("…"), preview)
    let joined = preview.split(separator: "\n").map {
      $0.trimmingCharacters(in: CharacterSet(charactersIn: "│ ›"))
    }.joined(separator: " ")
    for word in ["Allow", "notifications", "installed", "phone", "Short"] {
      XCTAssertTrue(joined.contains(word), "\(word) missing:\n\(preview)")
    }
  }

  func testWrapBreaksAtSpacesCutsLongWordsAndHonoursMaxLines() {
    XCTAssertEqual(TextPreview.wrap("one two three", width: 7, maxLines: 0), ["one two", "three"])
    XCTAssertEqual(TextPreview.wrap("abcdefghij", width: 4, maxLines: 0), ["abcd", "efgh", "ij"])
    XCTAssertEqual(TextPreview.wrap("one two three", width: 7, maxLines: 1), ["one tw…"])
    XCTAssertEqual(TextPreview.wrap("a\nb", width: 7, maxLines: 0), ["a", "b"])
  }
}

extension TextPreviewTests {
  func testRightToLeftPutsTheChevronLeftPointingLeft() throws {
    let spec = try RenderFixtures.spec(RenderFixtures.example("hebrew-settings.yaml"))
    let layout = ListRenderer.layout(spec, environment: PreviewEnvironment(device: .iPhone15))
    XCTAssertEqual(layout.environment.layoutDirection, .rightToLeft, "from the spec's preview:")
    let preview = TextPreview.render(layout, columns: 60, colors: false)
    let row = try XCTUnwrap(preview.split(separator: "\n").first { $0.contains("Bluetooth") })
    let chevron = try XCTUnwrap(row.firstIndex(of: "‹"), String(row))
    let text = try XCTUnwrap(row.range(of: "Bluetooth")?.lowerBound)
    XCTAssertLessThan(chevron, text)
    XCTAssertFalse(preview.contains("›"))
  }
}
