import Foundation
import XCTest

@testable import ListSpec

/// `resizable`, `aspectRatio` and `clipShape` on hosted images, and a `Toggle` whose label is
/// a view, against frames computed by hand (``ApproximateTextMeasurer``: body 17 is 8.5 pt a
/// character, 21.25 a line; an SF Symbol in body is a 20.4-pt square). The harness's rows are
/// 393 pt wide with zero hosting margins.
final class LayoutImageShapingTests: XCTestCase {
  let helper = HostingHarness()

  func testResizableAssetFillingASquareFrameOverflowsItAndIsClippedToTheShape() throws {
    let root = try helper.layout(
      """
              Image: { name: cover, width: 40, height: 60 }
              modifiers:
                - resizable
                - aspectRatio: fill
                - frame: { width: 44, height: 44 }
                - clipShape: { RoundedRectangle: { cornerRadius: 8 } }
      """)
    let clip = try XCTUnwrap(helper.nodes(root, named: ".clipShape").first)
    let frame = try XCTUnwrap(helper.nodes(root, named: ".frame").first)
    let aspect = try XCTUnwrap(helper.nodes(root, named: ".aspectRatio").first)
    let image = try XCTUnwrap(helper.nodes(root, named: "Image").first)
    XCTAssertEqual(clip.decoration, .clipShape(.roundedRectangle(cornerRadius: 8)))
    XCTAssertEqual(clip.frame, frame.frame)
    XCTAssertEqual(frame.frame.width, 44, accuracy: 0.001)
    XCTAssertEqual(frame.frame.height, 44, accuracy: 0.001)
    // 2:3 filling 44 × 44: 44 wide, 66 tall, centred, so 11 pt over each edge.
    XCTAssertEqual(image.frame, aspect.frame)
    helper.assertFrame(image, frame.frame.x, frame.frame.y - 11, 44, 66)
    XCTAssertTrue(image.isResizable)
    XCTAssertEqual(image.rules, [.assetImage, .resizableImage])
    XCTAssertEqual(aspect.rules, [.aspectRatio])
    XCTAssertEqual(
      clip.decoration?.layoutFields,
      [.text("clipShape", "RoundedRectangle"), .number("cornerRadius", 8), .flag("clipsChildren")])
  }

  func testFitKeepsTheRatioInsideTheFrame() throws {
    let root = try helper.layout(
      """
              Image: { name: cover, width: 40, height: 60 }
              modifiers:
                - resizable
                - aspectRatio: fit
                - frame: { width: 44, height: 44 }
      """)
    let frame = try XCTUnwrap(helper.nodes(root, named: ".frame").first)
    let image = try XCTUnwrap(helper.nodes(root, named: "Image").first)
    // 2:3 fitting 44 × 44: 44 tall, 29.33 wide, centred.
    helper.assertFrame(
      image, frame.frame.x + (44 - 44 * 2 / 3) / 2, frame.frame.y, 44 * 2 / 3, 44)
  }

  func testAGivenRatioOverridesTheSymbolsSquare() throws {
    let root = try helper.layout(
      """
              Image: { systemName: star }
              modifiers:
                - resizable
                - aspectRatio: { ratio: 1.5, contentMode: fit }
                - frame: { width: 44, height: 22 }
      """)
    let frame = try XCTUnwrap(helper.nodes(root, named: ".frame").first)
    let image = try XCTUnwrap(helper.nodes(root, named: "Image").first)
    // 3:2 in 44 × 22 (2:1): as tall as the frame, 33 wide, centred.
    helper.assertFrame(image, frame.frame.x + 5.5, frame.frame.y, 33, 22)
    XCTAssertTrue(image.isResizable)
  }

  func testASymbolsOwnRatioIsItsSquare() throws {
    let root = try helper.layout(
      """
              Image: { systemName: star }
              modifiers:
                - resizable
                - aspectRatio: fit
                - frame: { width: 60, height: 30 }
      """)
    let frame = try XCTUnwrap(helper.nodes(root, named: ".frame").first)
    let image = try XCTUnwrap(helper.nodes(root, named: "Image").first)
    helper.assertFrame(image, frame.frame.x + 15, frame.frame.y, 30, 30)
  }

  func testResizableImageTakesTheFrameAndANonResizableOneKeepsItsSizeCentred() throws {
    let root = try helper.layout(
      """
              HStack:
                - Image: { systemName: star }
                  modifiers: [resizable, { frame: { width: 60, height: 30 } }]
                - Image: { systemName: star }
                  modifiers: [{ frame: { width: 60, height: 30 } }]
      """)
    let frames = try helper.nodes(root, named: ".frame")
    let images = try helper.nodes(root, named: "Image")
    XCTAssertEqual(images.count, 2)
    // Stretched to the frame (no aspectRatio keeps its square).
    XCTAssertEqual(images[0].frame, frames[0].frame)
    XCTAssertTrue(images[0].isResizable)
    // Its natural 20.4-pt square, centred in the 60 × 30 frame.
    helper.assertFrame(
      images[1], frames[1].frame.x + (60 - 20.4) / 2, frames[1].frame.y + (30 - 20.4) / 2, 20.4,
      20.4)
    XCTAssertFalse(images[1].isResizable)
  }

  func testResizableImageWithNothingOfferedOnAnAxisKeepsItsNaturalLengthThere() throws {
    // A VStack offers its child the row's width and no height of its own: the image is as
    // wide as the row and its natural 60 tall.
    let root = try helper.layout(
      """
              VStack:
                - Image: { name: banner, width: 40, height: 60 }
                  modifiers: [resizable, { frame: { width: 100 } }]
      """)
    let image = try XCTUnwrap(helper.nodes(root, named: "Image").first)
    XCTAssertEqual(image.frame.width, 100, accuracy: 0.001)
    XCTAssertEqual(image.frame.height, 60, accuracy: 0.001)
  }

  func testAspectRatioProposals() {
    let ideal = Size(width: 40, height: 60)
    func proposal(_ width: Double?, _ height: Double?, _ mode: SpecContentMode, ratio: Double = 2)
      -> ProposedSize
    {
      HostedView.aspectProposal(
        ProposedSize(width: width, height: height), ratio: ratio, mode: mode, ideal: ideal)
    }
    XCTAssertEqual(proposal(100, 100, .fit), ProposedSize(width: 100, height: 50))
    XCTAssertEqual(proposal(100, 100, .fill), ProposedSize(width: 200, height: 100))
    XCTAssertEqual(proposal(100, nil, .fill), ProposedSize(width: 100, height: 50))
    XCTAssertEqual(proposal(nil, 10, .fit), ProposedSize(width: 20, height: 10))
    // Stacks ask with an infinite width to rank flexibility: fit keeps to the height.
    XCTAssertEqual(proposal(.infinity, 10, .fit), ProposedSize(width: 20, height: 10))
    XCTAssertEqual(
      proposal(.infinity, 10, .fill), ProposedSize(width: .infinity, height: .infinity))
    // Nothing offered: the ratio fitted to the ideal size.
    XCTAssertEqual(proposal(nil, nil, .fit), ProposedSize(width: 40, height: 20))
    XCTAssertEqual(proposal(nil, nil, .fill), ProposedSize(width: 120, height: 60))
    XCTAssertEqual(proposal(0, 0, .fit), ProposedSize(width: 0, height: 0))
  }

  func testToggleWithALabelViewLaysTheLabelOutWhereTheTitleWas() throws {
    let root = try helper.layout(
      """
              Toggle:
                isOn: name == "Alpha"
                label: { Label: { title: "{name}", systemImage: wifi } }
      """)
    let cells = root.allNodes().filter { $0.kind == .cell }
    for (cell, isOn) in zip(cells, [true, false]) {
      let toggle = try XCTUnwrap(cell.first { $0.name == "Toggle" })
      XCTAssertEqual(toggle.frame.width, 393, accuracy: 0.001)
      let label = try XCTUnwrap(toggle.children.first)
      XCTAssertEqual(label.name, "Label")
      XCTAssertEqual(label.frame.minX, 0, accuracy: 0.001)
      let icon = try XCTUnwrap(label.children.first)
      XCTAssertEqual(icon.symbol, "wifi")
      let title = try XCTUnwrap(label.children.last)
      XCTAssertEqual(title.text?.string, isOn ? "Alpha" : "Beta")
      XCTAssertEqual(title.frame.minX - icon.frame.maxX, 8, accuracy: 0.001)
      let control = try XCTUnwrap(cell.first { $0.name == "UISwitch" })
      XCTAssertEqual(control.frame.maxX, 393, accuracy: 0.001)
      let track = try XCTUnwrap(control.children.first { $0.name == "track" })
      XCTAssertEqual(
        track.fill,
        PreviewEnvironment(device: .iPhone15).resolve(
          .system(isOn ? .systemGreen : .secondarySystemFill)))
    }
  }

  func testToggleLabelWithAConditionLeftOutLeavesTheSwitch() throws {
    let root = try helper.layout(
      """
              Toggle:
                isOn: "true"
                label: { Text: "{name}", if: name == "Alpha" }
      """)
    let cells = root.allNodes().filter { $0.kind == .cell }
    XCTAssertEqual(cells[0].allNodes().filter { $0.kind == .text }.count, 1)
    XCTAssertEqual(cells[1].allNodes().filter { $0.kind == .text }.count, 0)
    XCTAssertNotNil(cells[1].first { $0.name == "UISwitch" })
  }

  // MARK: Bad input

  private func diagnostics(_ content: String) -> LoadedSpec {
    loadSpec(
      """
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
          items: [{ id: a, name: Alpha }]
      """)
  }

  func testResizableAfterAnotherModifierIsInvalidModifier() throws {
    let loaded = diagnostics(
      """
              Image: { systemName: star }
              modifiers:
                - padding
                - resizable
      """)
    XCTAssertEqual(summaries(loaded), ["10:13 error invalid-modifier"])
    let message = try XCTUnwrap(loaded.diagnostics.first?.message)
    XCTAssertTrue(message.contains("first modifier"), message)
    XCTAssertTrue(message.contains("'padding'"), message)
  }

  func testResizableOnAViewOtherThanAnImageIsInvalidModifier() {
    XCTAssertEqual(
      summaries(diagnostics("        Text: x\n        modifiers: [resizable]")),
      ["8:21 error invalid-modifier"])
  }

  func testResizableWithAConditionOrAValueIsInvalidModifier() {
    XCTAssertEqual(
      summaries(
        diagnostics(
          "        Image: { systemName: star }\n        modifiers: [{ resizable: null, if: \"true\" }]"
        )), ["8:21 error invalid-modifier"])
    XCTAssertEqual(
      summaries(
        diagnostics("        Image: { systemName: star }\n        modifiers: [{ resizable: 2 }]")),
      ["8:34 error invalid-modifier"])
  }

  func testUnknownContentModeSuggestsTheNearest() throws {
    let loaded = diagnostics(
      "        Image: { systemName: star }\n        modifiers: [resizable, { aspectRatio: fll }]")
    XCTAssertEqual(summaries(loaded), ["8:47 error unknown-value"])
    let diagnostic = try XCTUnwrap(loaded.diagnostics.first)
    XCTAssertTrue(diagnostic.message.contains("'fill'"), diagnostic.message)
    XCTAssertEqual(diagnostic.fixIts.first?.replacement, "fill")
  }

  func testAspectRatioMappingNeedsAContentModeAndAPositiveRatio() {
    XCTAssertEqual(
      summaries(
        diagnostics(
          "        Color: red\n        modifiers: [{ aspectRatio: { ratio: 0, contentMode: fit } }]"
        )),
      ["8:45 error invalid-number"])
    XCTAssertEqual(
      summaries(
        diagnostics("        Color: red\n        modifiers: [{ aspectRatio: { ratio: 2 } }]")),
      ["8:36 error missing-key"])
  }

  func testClipShapeTakesOnlyTheFormatsShapesWithoutAFill() throws {
    let unknown = diagnostics("        Color: red\n        modifiers: [{ clipShape: Circel }]")
    XCTAssertEqual(summaries(unknown), ["8:34 error unknown-value"])
    XCTAssertEqual(unknown.diagnostics.first?.fixIts.first?.replacement, "Circle")
    XCTAssertEqual(
      summaries(
        diagnostics(
          "        Color: red\n        modifiers: [{ clipShape: { RoundedRectangle: { cornerRadius: 4, fill: red } } }]"
        )), ["8:79 error invalid-modifier"])
    XCTAssertEqual(
      summaries(
        diagnostics("        Color: red\n        modifiers: [{ clipShape: RoundedRectangle }]")),
      ["8:34 error invalid-modifier"])
    XCTAssertEqual(
      summaries(
        diagnostics("        Color: red\n        modifiers: [{ clipShape: { Circle: 3 } }]")),
      ["8:44 error invalid-modifier"])
  }

  func testToggleTakesATitleOrALabelNotBoth() {
    XCTAssertEqual(
      summaries(
        diagnostics(
          "        Toggle: { title: x, isOn: \"true\", label: { Text: y } }")),
      ["7:50 error invalid-view"])
    let neither = diagnostics("        Toggle: { isOn: \"true\" }")
    XCTAssertEqual(summaries(neither), ["7:17 error missing-key"])
    XCTAssertEqual(
      neither.diagnostics.first?.message, "'Toggle' is missing the required key 'title' or 'label'")
  }
}
