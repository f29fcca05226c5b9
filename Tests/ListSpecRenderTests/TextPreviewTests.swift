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

  func testTheNavigationBarShowsItsTitleAndSearchFieldAboveTheList() throws {
    let spec = try RenderFixtures.spec(
      yaml: """
        listspec: 1
        navigationBar: { title: Settings, prefersLargeTitles: true, searchBar: {} }
        list: { appearance: insetGrouped }
        cells:
          row: { content: { text: "{name}" } }
        sections:
          - id: s
            cell: row
            items: [{ id: a, name: General }]
        """)
    let layout = ListRenderer.layout(spec, environment: PreviewEnvironment(device: .iPhone15))
    let lines = TextPreview.render(layout, columns: 60, colors: false)
      .split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.first?.trimmingCharacters(in: .whitespaces), "Settings")
    let field = try XCTUnwrap(lines.dropFirst().first)
    XCTAssertTrue(field.contains("[⌕ Search"), field)
    XCTAssertTrue(field.hasSuffix("]"), field)
    let general = try XCTUnwrap(lines.firstIndex { $0.contains("General") })
    XCTAssertGreaterThan(general, 1, "the list is below the bar")
  }

  /// Bar buttons share one line with an inline title, each at its column.
  func testBarButtonsShareTheBarsLineWithAnInlineTitle() throws {
    let spec = try RenderFixtures.spec(
      yaml: """
        listspec: 1
        navigationBar:
          title: Inbox
          leadingItems: [{ systemItem: cancel }]
          trailingItems: [{ title: Save, style: done }, { systemItem: add }]
        list: { appearance: plain }
        cells: { row: { content: { text: "{name}" } } }
        sections: [{ id: s, cell: row, items: [{ id: a, name: Anna }] }]
        """)
    let layout = ListRenderer.layout(spec, environment: PreviewEnvironment(device: .iPhone15))
    let lines = TextPreview.render(layout, columns: 60, colors: false)
      .split(separator: "\n").map(String.init)
    let bar = try XCTUnwrap(lines.first)
    let cancel = try XCTUnwrap(bar.range(of: "Cancel"))
    let title = try XCTUnwrap(bar.range(of: "Inbox"))
    let add = try XCTUnwrap(bar.range(of: "◆"))
    let save = try XCTUnwrap(bar.range(of: "Save"))
    XCTAssertTrue(
      cancel.upperBound < title.lowerBound && title.upperBound < add.lowerBound
        && add.upperBound < save.lowerBound, bar)
    XCTAssertFalse(lines.dropFirst().contains { $0.contains("Inbox") }, "the title once")
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
  /// A hosting row's VStack of two texts keeps both lines (the second used to be written over
  /// the first), and texts in the trailing half end where their frames end, as drawn.
  func testEveryLineOfATwoLineRowIsKeptAndTrailingTextsAreRightAligned() throws {
    let spec = try RenderFixtures.spec(
      yaml: """
        listspec: 1
        list: { appearance: plain }
        cells:
          album:
            hosting:
              content:
                HStack:
                  children:
                    - Image: { systemName: music.note }
                    - VStack:
                        alignment: leading
                        children:
                          - Text: "{title}"
                            modifiers: [{ font: { style: headline } }]
                          - Text: "{artist} · {year}"
                    - Spacer
                    - Text: "{length}"
          message:
            content: { style: subtitleCell, text: "{title}", secondaryText: "{artist}" }
            accessories: [disclosureIndicator, { label: { text: "{length}" } }]
        sections:
          - id: albums
            cell: album
            items:
              - { id: a, title: Random Access Memories, artist: Daft Punk, year: "2013", length: 74 min }
              - { id: b, title: Discovery, artist: Daft Punk, year: "2001", length: 1 h 1 min }
              - { id: c, cell: message, title: Homework, artist: Daft Punk, length: Yesterday }
              - { id: d, cell: message, title: Alive, artist: Daft Punk, length: "09:41" }
        """)
    let layout = ListRenderer.layout(spec, environment: PreviewEnvironment(device: .iPhone15))
    let preview = TextPreview.render(layout, columns: 80, colors: false)
    let lines = preview.split(separator: "\n").map(String.init)
    for (title, subtitle) in [
      ("Random Access Memories", "Daft Punk · 2013"), ("Discovery", "Daft Punk · 2001"),
    ] {
      let titleLine = try XCTUnwrap(lines.firstIndex { $0.contains(title) }, preview)
      XCTAssertTrue(lines[titleLine + 1].contains(subtitle), preview)
      XCTAssertEqual(
        lines[titleLine].range(of: title)?.lowerBound.utf16Offset(in: lines[titleLine]),
        lines[titleLine + 1].range(of: subtitle)?.lowerBound.utf16Offset(in: lines[titleLine + 1]),
        "the two lines start in one column:\n\(preview)")
    }
    // Values of different lengths end in one column, the one their frames end at.
    func end(_ value: String) throws -> Int {
      let line = try XCTUnwrap(lines.first { $0.contains(value) }, preview)
      return try XCTUnwrap(line.range(of: value)).upperBound.utf16Offset(in: line)
    }
    XCTAssertEqual(try end("74 min"), try end("1 h 1 min"), preview)
    XCTAssertEqual(try end("Yesterday"), try end("09:41"), preview)
  }
}

extension TextPreviewTests {
  /// `render --format text --selected ITEM` printed the same text as without it. A selected
  /// row is marked as the picture highlights it: its box edges heavy (so it shows without
  /// colour), its selected background painted when colours are on.
  func testASelectedRowIsMarkedWithHeavyEdgesAndItsBackground() throws {
    let spec = try RenderFixtures.spec(RenderFixtures.example("reminders.yaml"))
    var environment = PreviewEnvironment(device: .iPhone15)
    let plain = TextPreview.render(
      ListRenderer.layout(spec, environment: environment), columns: 72, colors: false)
    environment.selectedItems = ["call-ana"]
    let layout = ListRenderer.layout(spec, environment: environment)
    let preview = TextPreview.render(layout, columns: 72, colors: false)
    XCTAssertNotEqual(preview, plain)
    let lines = preview.split(separator: "\n").map(String.init)
    let first = try XCTUnwrap(lines.firstIndex { $0.contains("Call Ana") }, preview)
    // Both lines of the row, then its separator; the rows around it keep light edges.
    for line in lines[first...(first + 1)] {
      XCTAssertTrue(line.hasPrefix("   ┃") && line.hasSuffix("┃"), preview)
    }
    XCTAssertTrue(lines[first + 2].hasPrefix("   ┃") && lines[first + 2].hasSuffix("─┨"), preview)
    for line in [lines[first - 1], lines[first + 3]] {
      XCTAssertFalse(line.contains("┃") || line.contains("┨"), preview)
    }
    XCTAssertEqual(preview.filter { "┃┠┨".contains($0) }.count, 6, preview)
    // Apart from the marks, the same text as unselected.
    let unmarked = String(
      preview.map { character -> Character in
        switch character {
        case "┃": return "│"
        case "┨": return "┤"
        default: return character
        }
      })
    XCTAssertEqual(unmarked, plain)

    // With colour, the row's selected background (systemGray4) is painted behind its text.
    let coloured = TextPreview.render(layout, columns: 72, colors: true)
    let row = try XCTUnwrap(
      coloured.split(separator: "\n").first { $0.contains("Call Ana") }, coloured)
    let cell = try XCTUnwrap(
      layout.root.allNodes().first { $0.kind == .cell && $0.isSelected })
    let fill = try XCTUnwrap(cell.fill)
    XCTAssertTrue(row.contains(TextPreview.sgr(48, fill)), String(row))
  }
}
