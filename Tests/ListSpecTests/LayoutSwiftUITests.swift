import Foundation
import ListSpec
import XCTest

/// The SwiftUI layout rules of hosting cells, against frames computed by hand.
///
/// Text is measured by ``ApproximateTextMeasurer``: each character is 0.5 × the point size
/// wide (body 17 → 8.5 pt), a line is 1.25 × the size tall (body → 21.25) and the baseline
/// is 1.0 × the size below the top. Most specs use a plain list and zero hosting margins, so
/// the hosted view's room is the whole 393-pt row starting at x = 0.
final class LayoutSwiftUITests: XCTestCase {
  let helper = HostingHarness()

  // MARK: Spacers

  func testSpacerTakesTheLeftoverWidth() throws {
    let root = try helper.layout(
      """
              HStack: [{ Text: "ab" }, Spacer, { Text: "cdef" }]
      """)
    let texts = try helper.nodes(root, named: "Text")
    let spacer = try helper.nodes(root, named: "Spacer").first
    // 393 − 17 − 34 = 342; no spacing next to a Spacer.
    helper.assertFrame(texts[0], 0, 11.375, 17, 21.25)
    // A spacer has no height; centred on the row's middle: 11.375 + 21.25 / 2 = 22.
    helper.assertFrame(spacer, 17, 22, 342, 0)
    helper.assertFrame(texts[1], 359, 11.375, 34, 21.25)
  }

  func testSpacersShareTheLeftoverEqually() throws {
    let root = try helper.layout(
      """
              HStack: [Spacer, { Text: "abcd" }, Spacer]
      """)
    let spacers = try helper.nodes(root, named: "Spacer")
    let text = try helper.nodes(root, named: "Text").first
    // (393 − 34) / 2 = 179.5 each: the text is centred.
    XCTAssertEqual(spacers[0].frame.width, 179.5, accuracy: 0.001)
    XCTAssertEqual(spacers[1].frame.width, 179.5, accuracy: 0.001)
    XCTAssertEqual(text?.frame.x ?? 0, 179.5, accuracy: 0.001)
  }

  func testSpacerMinimumLengthIsKeptWhenTextMustWrap() throws {
    let long = String(repeating: "x", count: 60)
    let root = try helper.layout(
      """
              HStack:
                spacing: 0
                children: [{ Text: "\(long)" }, { Spacer: { minLength: 30 } }, { Text: "ab" }]
      """)
    let texts = try helper.nodes(root, named: "Text")
    let spacer = try helper.nodes(root, named: "Spacer").first
    // "ab" (least flexible) gets 17; the long text is offered 393 − 30 − 17 = 346 and wraps
    // to 40 characters (340 pt); the spacer gets what is left: 346 − 340 + 30 = 36.
    XCTAssertEqual(texts[0].frame.width, 340, accuracy: 0.001)
    XCTAssertEqual(texts[0].frame.height, 42.5, accuracy: 0.001)
    XCTAssertEqual(spacer?.frame.width ?? 0, 36, accuracy: 0.001)
    XCTAssertEqual(texts[1].frame.x, 376, accuracy: 0.001)
  }

  func testDefaultSpacingIsEightBetweenViews() throws {
    let root = try helper.layout(
      """
              HStack: [{ Text: "ab" }, { Text: "cd" }]
      """)
    let texts = try helper.nodes(root, named: "Text")
    // 17 + 8 + 17 = 42 wide, centred in 393: starts at 175.5.
    XCTAssertEqual(texts[0].frame.x, 175.5, accuracy: 0.001)
    XCTAssertEqual(texts[1].frame.x, 175.5 + 17 + 8, accuracy: 0.001)
  }

  // MARK: Padding and frames

  func testPaddingWithoutLengthIsSixteenOnEveryEdge() throws {
    let root = try helper.layout(
      """
              Text: "ab"
              modifiers: [padding]
      """)
    let padding = try helper.nodes(root, named: ".padding").first
    let text = try helper.nodes(root, named: "Text").first
    // 17 + 32 by 21.25 + 32, centred in the row; the row is as tall as the content, rounded
    // up to the 3x pixel grid: 53.25 → 53⅓, so the content sits 1/24 pt lower.
    let row = 53 + 1.0 / 3
    let offset = (row - 53.25) / 2
    helper.assertFrame(padding, 172, offset, 49, 53.25)
    helper.assertFrame(text, 188, 16 + offset, 17, 21.25)
    XCTAssertEqual(try helper.firstCell(root).frame.height, row, accuracy: 0.001)
  }

  func testFrameThenBackgroundFillsTheFrame() throws {
    let root = try helper.layout(
      """
              HStack: [{ Text: "ab" }]
              modifiers:
                - frame: { height: 70 }
                - background: { RoundedRectangle: { cornerRadius: 12 }, fill: systemYellow }
      """)
    let shape = try helper.nodes(root, named: "RoundedRectangle").first
    XCTAssertEqual(shape?.frame.height ?? 0, 70, accuracy: 0.001)
    XCTAssertEqual(shape?.frame.y ?? -1, 0, accuracy: 0.001)
    XCTAssertEqual(shape?.cornerRadius, 12)
    XCTAssertEqual(try helper.firstCell(root).frame.height, 70, accuracy: 0.001)
  }

  func testBackgroundThenFrameKeepsTheContentsHeight() throws {
    let root = try helper.layout(
      """
              HStack: [{ Text: "ab" }]
              modifiers:
                - background: { RoundedRectangle: { cornerRadius: 12 }, fill: systemYellow }
                - frame: { height: 70 }
      """)
    let shape = try helper.nodes(root, named: "RoundedRectangle").first
    // The background takes the HStack's own height (one line: 21.25), centred in 70.
    helper.assertFrame(shape, 188, (70 - 21.25) / 2, 17, 21.25)
    XCTAssertEqual(try helper.firstCell(root).frame.height, 70, accuracy: 0.001)
  }

  func testFlexibleFrameToInfinityTakesTheWholeWidth() throws {
    let root = try helper.layout(
      """
              Text: "ab"
              modifiers: [{ frame: { maxWidth: infinity, alignment: leading } }]
      """)
    let frame = try helper.nodes(root, named: ".frame").first
    let text = try helper.nodes(root, named: "Text").first
    helper.assertFrame(frame, 0, 11.375, 393, 21.25)
    helper.assertFrame(text, 0, 11.375, 17, 21.25)
  }

  // MARK: Alignment

  func testFirstTextBaselineAlignsTextOfDifferentSizes() throws {
    let root = try helper.layout(
      """
              HStack:
                alignment: firstTextBaseline
                children:
                  - { Text: "a" }
                  - { Text: "b", modifiers: [{ font: largeTitle }] }
      """)
    let texts = try helper.nodes(root, named: "Text")
    let stack = try helper.nodes(root, named: "HStack").first
    // Baselines 17 and 34 below each top: the small text moves down 17; the stack is
    // max(34, 34) above plus max(4.25, 8.5) below the baseline = 42.5 tall.
    XCTAssertEqual(texts[0].baseline ?? 0, texts[1].baseline ?? 1, accuracy: 0.001)
    XCTAssertEqual(texts[0].frame.y - (stack?.frame.y ?? 0), 17, accuracy: 0.001)
    XCTAssertEqual(stack?.frame.height ?? 0, 42.5, accuracy: 0.001)
  }

  func testCenterAlignmentCentresInstead() throws {
    let root = try helper.layout(
      """
              HStack:
                children:
                  - { Text: "a" }
                  - { Text: "b", modifiers: [{ font: largeTitle }] }
      """)
    let texts = try helper.nodes(root, named: "Text")
    let stack = try helper.nodes(root, named: "HStack").first
    XCTAssertEqual(texts[0].frame.y - (stack?.frame.y ?? 0), (42.5 - 21.25) / 2, accuracy: 0.001)
  }

  func testSymbolSitsOnTheTextBaseline() throws {
    let root = try helper.layout(
      """
              HStack:
                alignment: firstTextBaseline
                children: [{ Image: { systemName: star } }, { Text: "ab" }]
      """)
    let image = try helper.nodes(root, named: "Image").first
    let text = try helper.nodes(root, named: "Text").first
    // A 17-pt symbol placeholder is 20.4 square; its baseline is 10.2 + 0.35 × 17 = 16.15.
    XCTAssertEqual(image?.frame.width ?? 0, 20.4, accuracy: 0.001)
    XCTAssertEqual(image?.baseline ?? 0, text?.baseline ?? 1, accuracy: 0.001)
  }

  // MARK: Hosting configuration

  func testHostingMarginsOverrideTheCellMarginsPerEdge() throws {
    let root = try helper.layout(
      """
              Text: "ab"
              modifiers: [{ frame: { maxWidth: infinity } }]
      """, margins: "{ horizontal: 50 }", appearance: "insetGrouped")
    let content = try XCTUnwrap(try helper.firstCell(root).first { $0.kind == .content })
    // insetGrouped on a 393-pt screen: the cell starts at 16 and is 361 wide; 50 on each
    // side leaves 261; top and bottom keep the cell's 11.
    helper.assertFrame(content, 66, 35 + 11, 261, 22)
    XCTAssertEqual(try helper.firstCell(root).frame.height, 44, accuracy: 0.001)
  }

  func testMinSizeRaisesTheRowHeight() throws {
    let root = try helper.layout(
      """
              Text: "ab"
      """, extra: "      minSize: { height: 100 }")
    XCTAssertEqual(try helper.firstCell(root).frame.height, 100, accuracy: 0.001)
  }

  func testSeparatorFollowsTheListRowSeparatorGuides() throws {
    let root = try helper.layout(
      """
              HStack: [{ Text: "ab" }, Spacer]
              modifiers:
                - padding: { horizontal: 30 }
                - alignmentGuide: { listRowSeparatorLeading: leading }
                - alignmentGuide: { listRowSeparatorTrailing: trailing }
      """, margins: "{ horizontal: 50 }", appearance: "insetGrouped")
    let separator = try XCTUnwrap(try helper.firstCell(root).first { $0.kind == .separator })
    // The guides mark the padded view's edges: 20 + 50 = 70 to 373 − 50 = 323.
    XCTAssertEqual(separator.frame.minX, 66, accuracy: 0.001)
    XCTAssertEqual(separator.frame.maxX, 327, accuracy: 0.001)
  }

  func testSeparatorStartsAtTheFirstTextByDefault() throws {
    let root = try helper.layout(
      """
              HStack: [{ Image: { systemName: star } }, { Text: "ab" }, Spacer]
      """, margins: "{ horizontal: 50 }", appearance: "insetGrouped")
    let separator = try XCTUnwrap(try helper.firstCell(root).first { $0.kind == .separator })
    let text = try XCTUnwrap(try helper.firstCell(root).first { $0.kind == .text })
    // The image (20.4) and 8 of spacing come first: the text starts at 70 + 28.4.
    XCTAssertEqual(text.frame.minX, 94.4, accuracy: 0.001)
    XCTAssertEqual(separator.frame.minX, 94.4, accuracy: 0.001)
    XCTAssertEqual(separator.frame.maxX, 377, accuracy: 0.001)
  }
}

/// VStack, ZStack and Divider, against hand-computed frames (same measurer as above).
final class LayoutStackTests: XCTestCase {
  let helper = HostingHarness()

  func testVStackStacksWithSpacingAndAlignsLeading() throws {
    let root = try helper.layout(
      """
              VStack:
                alignment: leading
                spacing: 4.5
                children: [{ Text: "ab" }, { Text: "cdef" }]
      """)
    let texts = try helper.nodes(root, named: "Text")
    let stack = try helper.nodes(root, named: "VStack").first
    // 34 wide (the wider child), 21.25 + 4.5 + 21.25 = 47 tall, centred in the 393-pt row.
    helper.assertFrame(stack, 179.5, 0, 34, 47)
    helper.assertFrame(texts[0], 179.5, 0, 17, 21.25)
    helper.assertFrame(texts[1], 179.5, 25.75, 34, 21.25)
  }

  func testVerticalSpacerPushesToTheBottomOfAFixedFrame() throws {
    let root = try helper.layout(
      """
              VStack: [{ Text: "ab" }, Spacer]
              modifiers: [{ frame: { height: 100 } }]
      """)
    let text = try helper.nodes(root, named: "Text").first
    let spacer = try helper.nodes(root, named: "Spacer").first
    XCTAssertEqual(text?.frame.minY ?? -1, 0, accuracy: 0.001)
    XCTAssertEqual(spacer?.frame.height ?? 0, 100 - 21.25, accuracy: 0.001)
  }

  func testZStackAlignsChildrenAndTakesTheLargest() throws {
    let root = try helper.layout(
      """
              ZStack:
                alignment: bottomTrailing
                children:
                  - { Color: systemTeal, modifiers: [{ frame: { width: 100, height: 60 } }] }
                  - { Text: "ab" }
      """)
    let stack = try helper.nodes(root, named: "ZStack").first
    let text = try helper.nodes(root, named: "Text").first
    helper.assertFrame(stack, 146.5, 0, 100, 60)
    helper.assertFrame(text, 146.5 + 100 - 17, 60 - 21.25, 17, 21.25)
  }

  func testLastTextBaselineAlignsTheLastLines() throws {
    let root = try helper.layout(
      """
              HStack:
                alignment: lastTextBaseline
                children:
                  - { VStack: [{ Text: "a" }, { Text: "b" }] }
                  - { Text: "c" }
      """)
    let texts = try helper.nodes(root, named: "Text")
    // "b" (second line of the VStack) and "c" share a baseline.
    XCTAssertEqual(texts[1].baseline ?? 0, texts[2].baseline ?? 1, accuracy: 0.001)
    XCTAssertNotEqual(texts[0].baseline ?? 0, texts[2].baseline ?? 0, accuracy: 0.001)
  }

  func testTextOfferedTooLittleHeightDropsLines() throws {
    let long = Array(repeating: "word", count: 30).joined(separator: " ")
    let root = try helper.layout(
      """
              Text: "\(long)"
              modifiers: [{ frame: { height: 50 } }]
      """)
    let text = try XCTUnwrap(try helper.nodes(root, named: "Text").first)
    // 149 characters wrap into 4 lines of 46 (393 / 8.5); 50 pt holds 2 lines of 21.25.
    XCTAssertEqual(text.text?.maxLines, 2)
    XCTAssertEqual(text.frame.height, 42.5, accuracy: 0.001)
    XCTAssertEqual(text.frame.minY, (50 - 42.5) / 2, accuracy: 0.001)
  }

  func testDividerIsAHairlineAcrossTheStack() throws {
    let root = try helper.layout(
      """
              VStack:
                spacing: 0
                children: [{ Text: "ab" }, Divider, { Text: "cd" }]
      """)
    let divider = try XCTUnwrap(try helper.nodes(root, named: "Divider").first)
    // iPhone 15 is 3x: one pixel is 1/3 pt; in a VStack it takes all the width offered, so
    // the stack becomes as wide as the row.
    XCTAssertEqual(divider.frame.height, 1.0 / 3, accuracy: 0.001)
    XCTAssertEqual(divider.frame.width, 393, accuracy: 0.001)
  }
}

/// Lays out hosting cells for the layout tests and finds nodes in them.
struct HostingHarness {
  /// Lays out one hosting cell whose content is `content` (YAML, indented for `content:`).
  func layout(
    _ content: String, margins: String = "{ horizontal: 0, vertical: 0 }",
    appearance: String = "plain", extra: String = ""
  ) throws -> LayoutNode {
    let yaml = """
      listspec: 1
      platform: { iOS: "16.0" }
      list: { appearance: \(appearance) }
      cells:
        hosted:
          hosting:
            margins: \(margins)
      \(extra)
            content:
      \(content)
      sections:
        - id: s
          cell: hosted
          items: [{ id: a, name: Alpha }, { id: b, name: Beta }]
      """
    let loaded = ListSpecLoader.load(text: yaml, path: "test.yaml")
    let spec = try XCTUnwrap(loaded.spec, "invalid spec: \(loaded.diagnostics)")
    let engine = ListLayoutEngine(
      environment: PreviewEnvironment(device: .iPhone15), measurer: ApproximateTextMeasurer())
    return engine.layout(spec).root
  }

  func firstCell(_ root: LayoutNode) throws -> LayoutNode {
    try XCTUnwrap(root.first { $0.kind == .cell })
  }

  func nodes(_ root: LayoutNode, named name: String) throws -> [LayoutNode] {
    try firstCell(root).allNodes().filter { $0.name == name }
  }

  func assertFrame(
    _ node: LayoutNode?, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    guard let frame = node?.frame else {
      XCTFail("no node", file: file, line: line)
      return
    }
    let expected = LayoutRect(x: x, y: y, width: width, height: height)
    for (actual, wanted, what) in [
      (frame.x, x, "x"), (frame.y, y, "y"), (frame.width, width, "width"),
      (frame.height, height, "height"),
    ] where abs(actual - wanted) > 0.001 {
      XCTFail("\(what): \(frame) is not \(expected)", file: file, line: line)
      return
    }
  }
}
