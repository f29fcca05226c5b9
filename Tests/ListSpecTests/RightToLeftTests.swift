import Foundation
import XCTest

@testable import ListSpec

/// Right-to-left: UIKit mirrors a list's layout for a right-to-left language — margins,
/// section insets, separator insets, the `listRowSeparatorLeading` guides, accessory edges,
/// image and text positions, SwiftUI stacks. Every frame of the right-to-left layout of every
/// example is the mirror of its left-to-right frame (x' = width − x − w). What UIKit does not
/// mirror is inside frames, not frames: the glyphs of text (shaped in their own direction),
/// and images and SF Symbols without a right-to-left variant (`specs/metrics.md`).
final class RightToLeftTests: XCTestCase {
  static let environments: [(String, PreviewEnvironment)] = [
    ("iPhone 15", PreviewEnvironment(device: .iPhone15)),
    (
      "iPhone 16 landscape",
      PreviewEnvironment(device: DevicePreset.named("iPhone 16")!, landscape: true)
    ),
    (
      "iPad, AX3",
      PreviewEnvironment(
        device: DevicePreset.named("iPad")!, contentSizeCategory: .accessibilityExtraLarge)
    ),
  ]

  func testEveryExampleIsMirroredFrameByFrame() throws {
    let folder = repositoryRoot.appendingPathComponent("examples")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".yaml") }.sorted()
    XCTAssertGreaterThanOrEqual(names.count, 5)
    for name in names {
      let spec = try XCTUnwrap(
        ListSpecLoader.load(path: folder.appendingPathComponent(name).path).spec, name)
      for (label, environment) in Self.environments {
        var ltrEnvironment = environment
        ltrEnvironment.layoutDirection = .leftToRight
        var rtlEnvironment = environment
        rtlEnvironment.layoutDirection = .rightToLeft
        let ltr = ListLayoutEngine(environment: ltrEnvironment, measurer: ApproximateTextMeasurer())
          .layout(spec)
        let rtl = ListLayoutEngine(environment: rtlEnvironment, measurer: ApproximateTextMeasurer())
          .layout(spec)
        var count = 0
        assertMirrored(
          ltr.root, rtl.root, width: environment.width, path: "\(name) (\(label))", count: &count)
        XCTAssertGreaterThan(count, 10, name)
      }
    }
  }

  func assertMirrored(
    _ ltr: LayoutNode, _ rtl: LayoutNode, width: Double, path: String, count: inout Int
  ) {
    count += 1
    let here = "\(path) › \(ltr.kind.rawValue) \(ltr.id ?? ltr.name ?? "")"
    XCTAssertEqual(rtl.kind, ltr.kind, here)
    XCTAssertEqual(rtl.id, ltr.id, here)
    XCTAssertEqual(rtl.name, ltr.name, here)
    XCTAssertEqual(rtl.frame.x, width - ltr.frame.x - ltr.frame.width, accuracy: 1e-9, here)
    XCTAssertEqual(rtl.frame.y, ltr.frame.y, here)
    XCTAssertEqual(rtl.frame.width, ltr.frame.width, here)
    XCTAssertEqual(rtl.frame.height, ltr.frame.height, here)
    XCTAssertEqual(rtl.baseline, ltr.baseline, here)
    XCTAssertEqual(rtl.fill, ltr.fill, here)
    // Not mirrored: a symbol stays the same symbol (drawn unflipped); text keeps its string
    // and is set right-to-left, natural text flush with the right (leading) edge.
    XCTAssertEqual(rtl.symbol, ltr.symbol, here)
    XCTAssertEqual(rtl.text?.string, ltr.text?.string, here)
    if let text = rtl.text {
      XCTAssertEqual(text.layoutDirection, .rightToLeft, here)
      XCTAssertEqual(ltr.text?.layoutDirection, .leftToRight, here)
    }
    XCTAssertEqual(rtl.children.count, ltr.children.count, here)
    // A glyph drawn from shapes (the status bar's battery) moves whole, its parts unmirrored.
    XCTAssertEqual(rtl.isGlyph, ltr.isGlyph, here)
    if ltr.isGlyph {
      let shift = rtl.frame.x - ltr.frame.x
      for (left, right) in zip(ltr.children, rtl.children) {
        XCTAssertEqual(right.frame, left.frame.offsetBy(dx: shift, dy: 0), here)
      }
      return
    }
    for (left, right) in zip(ltr.children, rtl.children) {
      assertMirrored(left, right, width: width, path: path, count: &count)
    }
  }

  /// The leading side is the right one: accessories at the left, text at the right.
  func testAccessoriesGoToTheLeftAndSeparatorsStartAtTheRight() throws {
    let spec = try XCTUnwrap(
      assertClean(
        """
        listspec: 1
        list: { appearance: insetGrouped }
        cells:
          row:
            content: { image: { systemName: wifi }, text: "{id}" }
            accessories: [disclosureIndicator]
        sections: [{ id: s, cell: row, items: [{ id: a }, { id: b }] }]
        """))
    var environment = PreviewEnvironment(device: .iPhone15)
    environment.layoutDirection = .rightToLeft
    let layout = ListLayoutEngine(environment: environment, measurer: ApproximateTextMeasurer())
      .layout(spec)
    let cell = try XCTUnwrap(layout.root.first { $0.kind == .cell })
    let chevron = try XCTUnwrap(cell.first { $0.kind == .accessory })
    let image = try XCTUnwrap(cell.first { $0.kind == .symbol })
    let text = try XCTUnwrap(cell.first { $0.kind == .text })
    let separator = try XCTUnwrap(cell.first { $0.kind == .separator })
    XCTAssertEqual(chevron.frame.minX, cell.frame.minX + 16, "in the left (trailing) margin")
    XCTAssertEqual(image.frame.midX, cell.frame.maxX - 16 - 12, accuracy: 0.001)
    XCTAssertEqual(text.frame.maxX, cell.frame.maxX - 16 - 24 - 16, accuracy: 0.001)
    XCTAssertEqual(separator.frame.maxX, text.frame.maxX, accuracy: 0.001, "aligned with the text")
    XCTAssertEqual(separator.frame.minX, cell.frame.minX)
    XCTAssertTrue(layout.root.rules.contains(.rightToLeft))
  }
}

extension RightToLeftTests {
  func testThePreviewKeyDecodesAndAppliesUnlessTheCommandLineSaysRTL() throws {
    let spec = try XCTUnwrap(
      assertClean(
        """
        listspec: 1
        preview: { layoutDirection: rightToLeft }
        list: { appearance: plain }
        sections: []
        """))
    XCTAssertEqual(spec.preview.layoutDirection, .rightToLeft)
    let ltr = PreviewEnvironment(device: .iPhone15)
    XCTAssertEqual(
      ltr.applying(spec.preview, rightToLeft: false).layoutDirection, .rightToLeft)
    let plain = try XCTUnwrap(
      assertClean("listspec: 1\nlist: { appearance: plain }\nsections: []\n"))
    XCTAssertEqual(ltr.applying(plain.preview, rightToLeft: false).layoutDirection, .leftToRight)
    XCTAssertEqual(ltr.applying(plain.preview, rightToLeft: true).layoutDirection, .rightToLeft)
  }

  func testAnUnknownLayoutDirectionIsALocatedError() {
    let loaded = loadSpec(
      """
      listspec: 1
      preview: { layoutDirection: rtl }
      list: { appearance: plain }
      sections: []
      """)
    XCTAssertEqual(summaries(loaded).first?.hasPrefix("2:29 error"), true, "\(summaries(loaded))")
    XCTAssertTrue(
      loaded.diagnostics.first?.message.contains("rightToLeft") ?? false,
      loaded.diagnostics.first?.message ?? "")
  }
}

extension RightToLeftTests {
  func testMatrixVariantsCarryLandscapeAndDirection() throws {
    var matrix = VariantMatrix(devices: [try XCTUnwrap(DevicePreset.named("iPhone 16"))])
    matrix.landscape = true
    matrix.layoutDirection = .rightToLeft
    let environment = try XCTUnwrap(matrix.environments.first?.environment)
    XCTAssertEqual(environment.width, 852)
    XCTAssertEqual(environment.safeArea.left, 59)
    XCTAssertEqual(environment.layoutDirection, .rightToLeft)
  }
}

extension RightToLeftTests {
  static let previewDefaults = """
    listspec: 1
    preview: { colorScheme: dark, device: iPad mini, contentSize: accessibilityLarge, orientation: landscape }
    list: { appearance: plain }
    sections: []
    """

  func testThePreviewDefaultsApplyWhereNothingWasChosen() throws {
    let spec = try XCTUnwrap(assertClean(Self.previewDefaults))
    XCTAssertEqual(spec.preview.colorScheme, .dark)
    XCTAssertEqual(spec.preview.device?.name, "iPad mini")
    XCTAssertEqual(spec.preview.contentSize, .accessibilityLarge)
    XCTAssertEqual(spec.preview.orientation, .landscape)
    var base = PreviewEnvironment(device: .iPhone15)
    base.selectedItems = ["a"]
    let applied = base.applying(spec.preview, rightToLeft: false)
    let mini = try XCTUnwrap(DevicePreset.named("iPad mini"))
    XCTAssertEqual(applied.deviceName, "iPad mini")
    XCTAssertEqual(applied.width, mini.height, "turned to landscape")
    XCTAssertTrue(applied.isLandscape)
    XCTAssertTrue(applied.isDark)
    XCTAssertEqual(applied.contentSizeCategory, .accessibilityLarge)
    XCTAssertEqual(applied.displayScale, mini.displayScale)
    XCTAssertEqual(applied.selectedItems, ["a"], "what else was set stays")
  }

  func testWhatTheCommandLineChoseWins() throws {
    let spec = try XCTUnwrap(assertClean(Self.previewDefaults))
    var chosen = PreviewEnvironment(device: .iPhone15)
    chosen.displayScale = 2
    chosen.chosenSettings = [.device, .colorScheme, .contentSize, .orientation, .displayScale]
    XCTAssertEqual(chosen.applying(spec.preview, rightToLeft: false), chosen)
    // The device alone chosen: the spec still turns it and darkens it.
    var deviceOnly = PreviewEnvironment(device: .iPhone15)
    deviceOnly.chosenSettings = [.device]
    let applied = deviceOnly.applying(spec.preview, rightToLeft: false)
    XCTAssertEqual(applied.deviceName, "iPhone 15")
    XCTAssertEqual(applied.width, DevicePreset.iPhone15.height)
    XCTAssertTrue(applied.isDark)
    // What a caller asked for that differs from the default stays, as right-to-left does.
    let light = try XCTUnwrap(
      assertClean(
        """
        listspec: 1
        preview: { colorScheme: light, contentSize: small, orientation: portrait }
        list: { appearance: plain }
        sections: []
        """))
    var asked = PreviewEnvironment(
      device: .iPhone15, contentSizeCategory: .extraLarge, isDark: true, landscape: true)
    asked.layoutDirection = .rightToLeft
    XCTAssertEqual(asked.applying(light.preview, rightToLeft: true), asked)
  }

  func testAnUnknownPreviewDeviceIsALocatedErrorWithDidYouMean() {
    let loaded = loadSpec(
      """
      listspec: 1
      preview: { device: iPhone 51 }
      list: { appearance: plain }
      sections: []
      """)
    XCTAssertEqual(summaries(loaded).first?.hasPrefix("2:20 error"), true, "\(summaries(loaded))")
    XCTAssertTrue(
      loaded.diagnostics.first?.message.contains("did you mean 'iPhone SE'") ?? false,
      loaded.diagnostics.first?.message ?? "")
  }

  /// A content size written as Xcode's short name or as an abbreviation is an error whose
  /// fix-it writes the name it stands for — not the closest spelling (`xxLarge` is not
  /// `large`).
  func testAnAbbreviatedContentSizeSuggestsTheNameItStandsFor() {
    for (written, meant) in [
      ("xxLarge", "extraExtraLarge"), ("XXL", "extraExtraLarge"),
      ("AX3", "accessibilityExtraLarge"),
      ("xSmall", "extraSmall"), ("xxxlarge", "extraExtraExtraLarge"), ("larg", "large"),
    ] {
      let loaded = loadSpec(
        """
        listspec: 1
        preview: { contentSize: \(written) }
        list: { appearance: plain }
        sections: []
        """)
      XCTAssertEqual(loaded.diagnostics.count, 1, written)
      XCTAssertEqual(
        loaded.diagnostics.first?.message,
        "unknown contentSize '\(written)'; did you mean '\(meant)'?", written)
      XCTAssertEqual(loaded.diagnostics.first?.fixIts.first?.replacement, meant, written)
    }
  }
}
