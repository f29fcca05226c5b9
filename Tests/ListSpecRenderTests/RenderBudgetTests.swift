import ListSpec
import ListSpecRender
import XCTest

/// The render budget is the library's: drawing a picture beyond it throws, at the first row
/// past the limit, whoever calls the renderer.
final class RenderBudgetTests: XCTestCase {
  /// `rows` rows of `rowHeight` points, one item a line so each row has its own place.
  func tallLayout(rows: Int, rowHeight: Int) throws -> ListLayout {
    let items = (0..<rows).map { "      - { id: i\($0) }" }.joined(separator: "\n")
    let spec = try RenderFixtures.spec(
      yaml: """
        listspec: 1
        platform: { iOS: "16.0" }
        list: { appearance: plain }
        cells:
          c: { hosting: { content: { Color: red, modifiers: [{ frame: { height: \(rowHeight) } }] } } }
        sections:
          - id: s
            cell: c
            items:
        \(items)

        """)
    return ListRenderer.layout(spec, environment: PreviewEnvironment(device: .iPhone15))
  }

  func testVectorPicturesBeyondCairosCoordinatesAreRefusedAtTheFirstRowPastThem() throws {
    let layout = try tallLayout(rows: 100, rowHeight: 100_000)
    XCTAssertGreaterThan(layout.size.height, RenderBudget.maximumVectorPoints)
    for format in [ImageFormat.svg, .pdf, .png] {
      XCTAssertThrowsError(try CairoRenderer.render(layout, format: format, scale: 1)) { error in
        guard let error = error as? RenderBudgetError else {
          return XCTFail("\(format): \(error)")
        }
        guard case .vectorPoints(let height) = error.limit else {
          return XCTFail("\(format): \(error.limit)")
        }
        XCTAssertEqual(height, layout.size.height)
        // Rows of 100,022 points with their margins: rows 0–78 end by 8,000,000 points, row
        // 79 (the item on line 89) reaches past.
        XCTAssertEqual(error.source?.line, 89, "\(format)")
        XCTAssertTrue(
          error.located(in: "tall.yaml").hasPrefix("tall.yaml:89:9: error: the picture would be"),
          "\(error)")
      }
    }
    // The HTML page draws its list as SVG: the same error.
    XCTAssertThrowsError(try ListRenderer.output(layout, format: .html, scale: 1)) {
      XCTAssertTrue($0 is RenderBudgetError, "\($0)")
    }
    // Text and the layout tree are not pictures.
    XCTAssertNoThrow(try ListRenderer.output(layout, format: .json, scale: 1))
  }

  func testPNGsBeyondThePixelBudgetAreRefusedAndWithinItDrawn() throws {
    let layout = try tallLayout(rows: 3, rowHeight: 100)
    let width = layout.size.width
    // Room for the first row and a half at scale 1: the second row is the first past it.
    let budget = RenderBudget(maximumPixels: Int(width * 150))
    XCTAssertThrowsError(try CairoRenderer.render(layout, format: .png, scale: 1, budget: budget)) {
      guard let error = $0 as? RenderBudgetError, case .pixels(_, _, let maximum) = error.limit
      else { return XCTFail("\($0)") }
      XCTAssertEqual(maximum, Int(width * 150))
      XCTAssertEqual(error.source?.line, 11)
    }
    XCTAssertThrowsError(
      try ListRenderer.output(layout, format: .png, scale: 1, budget: budget))
    // SVG has no pixels; a budget that holds the PNG lets it be drawn.
    XCTAssertNoThrow(try CairoRenderer.render(layout, format: .svg, budget: budget))
    let roomy = RenderBudget(maximumPixels: Int(width * layout.size.height))
    XCTAssertNoThrow(try CairoRenderer.render(layout, format: .png, scale: 1, budget: roomy))
  }

  func testLayoutsBeyondTheNodeBudgetAreRefused() throws {
    let spec = try RenderFixtures.spec(RenderFixtures.example("video-games.yaml"))
    let nodes = LayoutBudget.estimatedNodes(spec)
    XCTAssertNoThrow(try RenderBudget(maximumNodes: nodes).checkLayout(of: [spec]))
    XCTAssertThrowsError(try RenderBudget(maximumNodes: nodes - 1).checkLayout(of: [spec])) {
      XCTAssertEqual(
        $0 as? RenderBudgetError,
        RenderBudgetError(limit: .layoutNodes(estimated: nodes, maximum: nodes - 1)))
    }
  }
}
