import Foundation
import ListSpec
import ListSpecRender
import XCTest

/// A PNG is drawn in bands, and a node is drawn in a band only when its frame, grown by the
/// tree's largest decoration overhang, reaches into it (CONTRIBUTING.md, "A decoration that
/// draws outside its frame"). Every decoration of every-option.yaml — which uses every
/// modifier — is drawn here with band edges through it and at distances above and below it,
/// and must match the picture drawn as one band: a new decoration that draws outside its
/// frame further than it declares, or draws only what its band holds, fails here.
final class DecorationBandEdgeTests: XCTestCase {
  override func setUpWithError() throws {
    try XCTSkipUnless(
      PangoTextMeasurer.interIsInstalled, "Inter is not installed (scripts/setup installs it)")
  }

  func testEveryDecorationDrawsTheSameAcrossBandEdges() throws {
    let layout = try RenderFixtures.exampleLayout("every-option")
    let scale = 2.0
    let height = Int((layout.size.height * scale).rounded(.up))
    var decorated: [LayoutNode] = []
    func collect(_ node: LayoutNode) {
      if node.decoration != nil { decorated.append(node) }
      node.children.forEach(collect)
    }
    collect(layout.root)
    let drawn = Set(
      decorated.compactMap { node -> SingleValueDecoration? in
        guard case .singleValue(let decoration, _)? = node.decoration else { return nil }
        return decoration
      })
    XCTAssertEqual(drawn, Set(SingleValueDecoration.allCases), "every-option.yaml uses each")

    // Through the middle, and at distances above and below the frame that do not trust the
    // declared overhang (a decoration that declares too little would hide from its own), as
    // well as halfway into what it declares.
    var edges: Set<Int> = []
    for node in decorated {
      let declared = node.decoration?.verticalOverhang ?? 0
      var ys = [node.frame.midY]
      for distance in [declared / 2, 1, 3, 9, 27] {
        ys += [node.frame.minY - distance, node.frame.maxY + distance]
      }
      for y in ys {
        let row = Int((y * scale).rounded())
        if row > 0 && row < height { edges.insert(row) }
      }
    }
    let cuts = [0] + edges.sorted() + [height]
    let bands = zip(cuts, cuts.dropFirst()).map { $1 - $0 }
    XCTAssertGreaterThan(bands.count, decorated.count)

    let banded = try pixels(layout, scale: scale, bands: bands)
    let whole = try pixels(layout, scale: scale, bands: [height])
    XCTAssertEqual(banded.count, whole.count)
    // An asset image is resampled at a phase that depends on its band's top (up to 3 levels
    // of 255 apart, inside a band too); a decoration drawn short of a band edge is far more.
    let rowBytes = whole.count / height
    let differing = (0..<height).filter { row in
      let range = row * rowBytes..<(row + 1) * rowBytes
      return banded[range] != whole[range]
        && range.contains { abs(Int(banded[$0]) - Int(whole[$0])) > 3 }
    }
    XCTAssertEqual(
      differing, [], "rows drawn differently across the band edges \(cuts)")
  }

  /// The picture's rows, premultiplied, as `CairoRenderer.drawBands` draws them in `bands`.
  private func pixels(_ layout: ListLayout, scale: Double, bands: [Int]) throws -> [UInt8] {
    let rowBytes = Int((layout.size.width * scale).rounded(.up)) * 4
    var result: [UInt8] = []
    try CairoRenderer.drawBands(layout, scale: scale, bands: bands) { pixels, stride, rows in
      for row in 0..<rows {
        result += UnsafeBufferPointer(start: pixels + row * stride, count: rowBytes)
      }
    }
    return result
  }
}
