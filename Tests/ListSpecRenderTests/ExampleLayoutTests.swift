import Foundation
import ListSpec
import ListSpecFormatting
import ListSpecRender
import XCTest

/// The seed lists, laid out with the real text measurer: what the articles describe, and the
/// committed `examples/*.layout.json` kept in step with the engine.
final class ExampleLayoutTests: XCTestCase {
  // Format styles in the examples print with Foundation, as where listspec draws.
  override class func setUp() {
    super.setUp()
    FoundationFormatting.install()
  }

  override func setUpWithError() throws {
    try XCTSkipUnless(
      PangoTextMeasurer.interIsInstalled, "Inter is not installed (scripts/setup installs it)")
  }

  func testCommittedExampleLayoutsAreCurrent() throws {
    let examples = try FileManager.default.contentsOfDirectory(
      atPath: RenderFixtures.packageRoot.appendingPathComponent("examples").path
    ).filter { $0.hasSuffix(".yaml") }.sorted()
    XCTAssertTrue(examples.contains("sf-symbols.yaml") && examples.contains("video-games.yaml"))
    for example in examples {
      let name = String(example.dropLast(".yaml".count))
      let fresh = LayoutJSON.encode(try RenderFixtures.exampleLayout(name))
      let committedURL = RenderFixtures.example(name + ".layout.json")
      let committed = try? String(contentsOf: committedURL, encoding: .utf8)
      guard committed != fresh else { continue }
      let line = committed.map { firstDifferentLine($0, fresh) } ?? 0
      XCTFail(
        "examples/\(name).layout.json is \(committed == nil ? "missing" : "stale (first difference at line \(line))"): run scripts/render-examples, look at the PNGs, commit both"
      )
    }
  }

  func testSFSymbolsRowsAreSeventyPointYellowRoundedRectangles() throws {
    let layout = try RenderFixtures.exampleLayout("sf-symbols")
    let section = try XCTUnwrap(layout.root.first { $0.kind == .section })
    XCTAssertEqual(section.cornerRadius, 10)
    XCTAssertEqual(section.frame.minX, 16)
    XCTAssertEqual(layout.root.fill?.hexString, "#F2F2F7")
    let cells = section.children.filter { $0.kind == .cell }
    XCTAssertEqual(cells.count, 22)
    for cell in cells {
      XCTAssertEqual(cell.fill?.hexString, "#FFFFFF")
      // 70-pt HStack plus the cell's default 11-pt top and bottom margins.
      XCTAssertEqual(cell.frame.height, 92, accuracy: 0.001, cell.id ?? "")
      let background = try XCTUnwrap(cell.first { $0.name == "RoundedRectangle" })
      XCTAssertEqual(background.fill?.hexString, "#FFCC00")
      XCTAssertEqual(background.cornerRadius, 12)
      XCTAssertEqual(background.frame.height, 70, accuracy: 0.001)
      // .margins(.horizontal, 50): 20 + 50 to 373 − 50.
      XCTAssertEqual(background.frame.minX, 66, accuracy: 0.001)
      XCTAssertEqual(background.frame.maxX, 327, accuracy: 0.001)
      // The separator spans exactly the HStack's width (the last row has none).
      if cell.id != "bolt.fill" {
        let separator = try XCTUnwrap(cell.first { $0.kind == .separator }, cell.id ?? "")
        XCTAssertEqual(separator.frame.minX, background.frame.minX, accuracy: 0.001)
        XCTAssertEqual(separator.frame.maxX, background.frame.maxX, accuracy: 0.001)
      }
      // firstTextBaseline: both symbols sit on the title's baseline.
      let text = try XCTUnwrap(cell.first { $0.kind == .text })
      XCTAssertEqual(text.text?.font, ResolvedFont(pointSize: 20, weight: .semibold))
      let symbols = cell.allNodes().filter { $0.kind == .symbol }
      XCTAssertEqual(symbols.count, 2)
      for symbol in symbols {
        XCTAssertEqual(symbol.symbol, cell.id)
        XCTAssertEqual(symbol.baseline ?? 0, text.baseline ?? 1, accuracy: 0.001)
      }
      // The two spacers split what the text leaves, so the title is centred.
      let spacers = cell.allNodes().filter { $0.name == "Spacer" }
      XCTAssertEqual(spacers.count, 2)
      XCTAssertEqual(spacers[0].frame.width, spacers[1].frame.width, accuracy: 0.001)
      XCTAssertEqual(text.frame.midX, background.frame.midX, accuracy: 0.001)
    }
  }

  func testVideoGamesIsAnInsetGroupedListOfHeadlineRows() throws {
    let layout = try RenderFixtures.exampleLayout("video-games")
    let section = try XCTUnwrap(layout.root.first { $0.kind == .section })
    XCTAssertEqual(section.frame.minY, 35)
    let cells = section.children.filter { $0.kind == .cell }
    XCTAssertEqual(
      cells.compactMap { $0.first { $0.kind == .text }?.text?.string },
      ["Mass Effect", "Mass Effect 2", "Mass Effect 3", "ME: Andromeda", "ME: Remaster"])
    for (index, cell) in cells.enumerated() {
      XCTAssertEqual(cell.frame.height, 44, accuracy: 0.001)
      let text = try XCTUnwrap(cell.first { $0.kind == .text })
      XCTAssertEqual(text.text?.font, ResolvedFont(pointSize: 17, weight: .semibold))
      XCTAssertEqual(text.frame.minX, 32, accuracy: 0.001)
      let separators = cell.allNodes().filter { $0.kind == .separator }
      if index == cells.count - 1 {
        XCTAssertTrue(separators.isEmpty, "insetGrouped hides the last row's separator")
      } else {
        XCTAssertEqual(separators.first?.frame.minX ?? 0, 32, accuracy: 0.001)
        XCTAssertEqual(separators.first?.frame.maxX ?? 0, 377, accuracy: 0.001)
        XCTAssertEqual(separators.first?.frame.height ?? 0, 1.0 / 3, accuracy: 0.001)
      }
    }
  }

  func firstDifferentLine(_ lhs: String, _ rhs: String) -> Int {
    let left = lhs.split(separator: "\n", omittingEmptySubsequences: false)
    let right = rhs.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(left.count, right.count)
    where index >= left.count || index >= right.count || left[index] != right[index] {
      return index + 1
    }
    return 0
  }
}
