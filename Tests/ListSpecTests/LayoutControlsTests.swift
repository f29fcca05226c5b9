import Foundation
import XCTest

@testable import ListSpec

/// SwiftUI `Toggle`, `Label`, `Button` and an asset `Image` in hosting cells, against frames
/// computed by hand (``ApproximateTextMeasurer``: body 17 is 8.5 pt a character, 21.25 a line).
/// The harness's rows are 393 pt wide with zero hosting margins.
final class LayoutControlsTests: XCTestCase {
  let helper = HostingHarness()
  let environment = PreviewEnvironment(device: .iPhone15)

  func testToggleIsTitleSpacerAndASwitchOfUISwitchSize() throws {
    let root = try helper.layout(
      """
              Toggle: { title: "{name}", isOn: name == "Alpha" }
      """)
    let cells = root.allNodes().filter { $0.kind == .cell }
    XCTAssertEqual(cells.count, 2)
    for (cell, isOn) in zip(cells, [true, false]) {
      let toggle = try XCTUnwrap(cell.first { $0.name == "Toggle" })
      // The toggle fills the row: 393 wide, as tall as the 31-pt switch.
      XCTAssertEqual(toggle.frame.width, 393, accuracy: 0.001)
      XCTAssertEqual(toggle.frame.height, 31, accuracy: 0.001)
      XCTAssertEqual(toggle.rules, [.stackSpacing, .stackDistribution, .stackCrossAxis, .toggle])
      let control = try XCTUnwrap(cell.first { $0.name == "UISwitch" })
      XCTAssertEqual(control.frame.width, 51, accuracy: 0.001)
      XCTAssertEqual(control.frame.height, 31, accuracy: 0.001)
      XCTAssertEqual(control.frame.maxX, 393, accuracy: 0.001)
      let track = try XCTUnwrap(control.children.first { $0.name == "track" })
      let knob = try XCTUnwrap(control.children.first { $0.name == "knob" })
      XCTAssertEqual(track.shape, .capsule)
      XCTAssertEqual(
        track.fill, environment.resolve(.system(isOn ? .systemGreen : .secondarySystemFill)))
      XCTAssertEqual(knob.shape, .circle)
      XCTAssertEqual(knob.frame.width, 27, accuracy: 0.001)
      // The knob sits 2 pt inside the end the state names.
      if isOn {
        XCTAssertEqual(knob.frame.maxX, control.frame.maxX - 2, accuracy: 0.001)
      } else {
        XCTAssertEqual(knob.frame.minX, control.frame.minX + 2, accuracy: 0.001)
      }
      let title = try XCTUnwrap(cell.first { $0.kind == .text })
      XCTAssertEqual(title.frame.x, 0, accuracy: 0.001)
      XCTAssertEqual(title.text?.string, isOn ? "Alpha" : "Beta")
    }
  }

  func testLabelIsTheSymbolInThePrimaryColorThenTheTitleEightPointsApart() throws {
    let root = try helper.layout(
      """
              Label: { title: "{name}", systemImage: gear }
      """)
    let label = try XCTUnwrap(helper.nodes(root, named: "Label").first)
    let icon = try XCTUnwrap(label.children.first)
    let title = try XCTUnwrap(label.children.last)
    XCTAssertEqual(icon.kind, .symbol)
    XCTAssertEqual(icon.symbol, "gear")
    XCTAssertEqual(icon.fill, environment.resolve(.system(.label)))
    // Symbol: 1.2 × 17 = 20.4 square; the title 8 pt after it.
    XCTAssertEqual(icon.frame.width, 20.4, accuracy: 0.001)
    XCTAssertEqual(title.frame.minX - icon.frame.maxX, 8, accuracy: 0.001)
    XCTAssertEqual(title.text?.string, "Alpha")
    XCTAssertEqual(label.rules.last, .swiftUILabel)
  }

  func testButtonTitleIsTintColoredUnlessAForegroundStyleIsGiven() throws {
    let root = try helper.layout(
      """
              VStack:
                - Button: Sign Out
                - Button: Delete
                  modifiers: [{ foregroundStyle: systemRed }]
      """)
    let buttons = try helper.nodes(root, named: "Button")
    XCTAssertEqual(buttons.count, 2)
    XCTAssertEqual(buttons[0].kind, .text)
    XCTAssertEqual(buttons[0].text?.string, "Sign Out")
    XCTAssertEqual(buttons[0].text?.color, environment.resolve(.system(.tintColor)))
    XCTAssertEqual(buttons[0].rules, [.swiftUIText, .button])
    XCTAssertEqual(buttons[1].text?.color, environment.resolve(.system(.systemRed)))
  }

  func testAssetImageIsAPlaceholderOfTheGivenSize() throws {
    let root = try helper.layout(
      """
              HStack: [{ Image: { name: "avatar-{name}", width: 40, height: 30 } }, { Text: x }]
      """)
    let image = try XCTUnwrap(helper.nodes(root, named: "Image").first)
    XCTAssertEqual(image.kind, .image)
    XCTAssertEqual(image.imageName, "avatar-Alpha")
    XCTAssertNil(image.symbol, "an app image is not an SF Symbol")
    XCTAssertEqual(image.frame.width, 40, accuracy: 0.001)
    XCTAssertEqual(image.frame.height, 30, accuracy: 0.001)
    XCTAssertEqual(image.rules, [.assetImage])
    // The text follows at the default spacing of 8.
    let text = try XCTUnwrap(helper.nodes(root, named: "Text").first)
    XCTAssertEqual(text.frame.minX - image.frame.maxX, 8, accuracy: 0.001)
  }

  // MARK: Bad input

  private func diagnostics(_ content: String) -> [String] {
    let yaml = """
      listspec: 1
      list: { appearance: plain }
      cells:
        hosted:
          hosting:
            content:
      \(content)
      sections:
        - id: s
          cell: hosted
          items: [{ id: a, name: Alpha, count: 2 }]
      """
    return summaries(loadSpec(yaml))
  }

  func testImageWithBothSystemNameAndNameIsInvalidView() {
    XCTAssertEqual(
      diagnostics("        Image: { systemName: star, name: avatar }"), ["7:16 error invalid-view"])
  }

  func testAssetImageWithoutASizeIsMissingKey() {
    XCTAssertEqual(
      diagnostics("        Image: { name: avatar, width: 20 }"), ["7:16 error missing-key"])
    let loaded = loadSpec(
      """
      listspec: 1
      list: { appearance: plain }
      cells:
        hosted:
          hosting:
            content:
              Image: { name: avatar }
      sections:
        - id: s
          cell: hosted
          items: [{ id: a }]
      """)
    XCTAssertEqual(
      loaded.diagnostics.map(\.message),
      [
        "'Image' with 'name' is missing the required key 'width'",
        "'Image' with 'name' is missing the required key 'height'",
      ])
  }

  func testSymbolImageWithASizeIsInvalidView() {
    XCTAssertEqual(
      diagnostics("        Image: { systemName: star, width: 20 }"), ["7:16 error invalid-view"])
  }

  func testToggleNeedsABoolIsOn() {
    XCTAssertEqual(diagnostics("        Toggle: { title: Wi-Fi }"), ["7:17 error missing-key"])
    let wrongType = diagnostics("        Toggle: { title: Wi-Fi, isOn: count }")
    XCTAssertEqual(wrongType.count, 1)
    XCTAssertTrue(wrongType.first?.hasPrefix("7:39 error") ?? false, "\(wrongType)")
  }

  func testLabelNeedsASymbol() {
    XCTAssertEqual(diagnostics("        Label: { title: General }"), ["7:16 error missing-key"])
  }
}

/// The `customView` accessory holding a `UISwitch`.
final class CustomViewAccessoryTests: XCTestCase {
  private func layout(_ accessory: String, items: String = "[{ id: a, title: A, isOn: true }]")
    throws -> LayoutNode
  {
    let loaded = loadSpec(
      """
      listspec: 1
      list: { appearance: plain }
      cells:
        row:
          content: { text: "{title}" }
          accessories:
            - \(accessory)
      sections:
        - id: s
          cell: row
          items: \(items)
      """)
    let spec = try XCTUnwrap(loaded.spec, "\(summaries(loaded))")
    XCTAssertEqual(summaries(loaded), [])
    let engine = ListLayoutEngine(
      environment: PreviewEnvironment(device: .iPhone15), measurer: ApproximateTextMeasurer())
    return try XCTUnwrap(engine.layout(spec).root.first { $0.kind == .cell })
  }

  func testASwitchAccessoryIsDrawnAtUISwitchSizeInsideTheTrailingMargin() throws {
    let cell = try layout("customView: { view: UISwitch, isOn: isOn }")
    let accessory = try XCTUnwrap(cell.first { $0.kind == .accessory })
    XCTAssertEqual(accessory.name, "customView")
    // iPhone 15: a 20-pt margin; the switch ends there, centred on the 44-pt row.
    XCTAssertEqual(accessory.frame, LayoutRect(x: 393 - 16 - 51, y: 6.5, width: 51, height: 31))
    let control = try XCTUnwrap(accessory.children.first)
    XCTAssertEqual(control.name, "UISwitch")
    XCTAssertEqual(control.rules, [.customViewAccessory])
    let knob = try XCTUnwrap(control.children.last)
    XCTAssertEqual(knob.frame.maxX, control.frame.maxX - 2, accuracy: 0.001)
    // The content ends 8 pt before the accessory.
    let text = try XCTUnwrap(cell.first { $0.kind == .text })
    XCTAssertLessThanOrEqual(text.frame.maxX, accessory.frame.minX - 8 + 0.001)
  }

  func testTheSwitchIsOffWhereIsOnDoesNotHoldOrIsNotGiven() throws {
    for accessory in ["customView: { isOn: isOn }", "customView"] {
      let cell = try layout(accessory, items: "[{ id: a, title: A, isOn: false }]")
      let control = try XCTUnwrap(cell.first { $0.name == "UISwitch" })
      let knob = try XCTUnwrap(control.children.last)
      XCTAssertEqual(knob.frame.minX, control.frame.minX + 2, accuracy: 0.001, accessory)
    }
  }

  func testReservedLayoutWidthCentresTheSwitchAndNeverShrinksIt() throws {
    let wide = try layout("customView: { isOn: isOn, reservedLayoutWidth: 71 }")
    let accessory = try XCTUnwrap(wide.first { $0.kind == .accessory })
    XCTAssertEqual(accessory.frame.width, 71, accuracy: 0.001)
    let control = try XCTUnwrap(accessory.children.first)
    XCTAssertEqual(control.frame.minX, accessory.frame.minX + 10, accuracy: 0.001)
    let narrow = try layout("customView: { isOn: isOn, reservedLayoutWidth: 20 }")
    XCTAssertEqual(narrow.first { $0.kind == .accessory }?.frame.width ?? 0, 51, accuracy: 0.001)
  }

  func testLeadingPlacementPutsTheSwitchAtTheLeadingMargin() throws {
    let cell = try layout("customView: { isOn: isOn, placement: leading }")
    let accessory = try XCTUnwrap(cell.first { $0.kind == .accessory })
    XCTAssertEqual(accessory.frame.minX, 16, accuracy: 0.001)
    let text = try XCTUnwrap(cell.first { $0.kind == .text })
    XCTAssertEqual(text.frame.minX, 16 + 51 + 8, accuracy: 0.001)
  }

  func testCustomViewOptionsOnASystemAccessoryAreInvalidAccessory() throws {
    let loaded = loadSpec(
      """
      listspec: 1
      list: { appearance: plain }
      cells:
        row:
          content: { text: "{title}" }
          accessories:
            - checkmark: { isOn: isOn, placement: leading }
      sections: [{ id: s, cell: row, items: [{ id: a, title: A, isOn: true }] }]
      """)
    XCTAssertEqual(
      summaries(loaded), ["7:28 error invalid-accessory", "7:45 error invalid-accessory"])
    XCTAssertEqual(
      loaded.diagnostics.first?.message,
      "'isOn' is an option of a customView accessory, not of 'checkmark'; remove it, or write { customView: { view: UISwitch, isOn: … } }"
    )
  }

  func testIsOnMustBeABoolAndViewAViewListspecKnows() throws {
    let loaded = loadSpec(
      """
      listspec: 1
      list: { appearance: plain }
      cells:
        row:
          content: { text: "{title}" }
          accessories:
            - customView: { view: UIButton, isOn: title }
      sections: [{ id: s, cell: row, items: [{ id: a, title: A }] }]
      """)
    let found = summaries(loaded)
    XCTAssertTrue(found.contains("7:29 error unknown-value"), "\(found)")
    XCTAssertTrue(found.contains { $0 == "7:45 error expression-type" }, "\(found)")
  }
}
