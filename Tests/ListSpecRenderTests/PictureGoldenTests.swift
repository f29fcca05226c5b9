import Foundation
import ListSpec
import XCTest

@testable import ListSpecRender

/// Each `Goldens/NAME.yaml` rendered to PNG at 2x (iPhone 15) matches the committed
/// `Goldens/NAME.png`: the SF Symbol stand-ins (`icons`), a sidebar (`sidebar`), the
/// navigation bar with a large title and search field and with an inline title in dark mode
/// (`navigation-bar-large`, `navigation-bar-inline`), app images with no file drawn as the
/// image placeholder in light and dark (`image-placeholder`, `image-placeholder-dark`). A
/// `# selected: a,b` or `# dark: true` comment line sets the environment. Re-record on
/// purpose with `RECORD_SNAPSHOTS=1 swift test --filter PictureGoldenTests`, and look at the
/// pictures.
final class PictureGoldenTests: XCTestCase {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Goldens")

  override func setUpWithError() throws {
    try XCTSkipUnless(
      PangoTextMeasurer.interIsInstalled, "Inter is not installed (scripts/setup installs it)")
    try XCTSkipUnless(
      SymbolFont.isInstalled, "Material Icons is not installed (scripts/setup installs it)")
  }

  func testEveryGoldenPictureMatches() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
      .filter { $0.hasSuffix(".yaml") }.sorted()
    XCTAssertEqual(
      names,
      [
        "icons.yaml", "image-placeholder-dark.yaml", "image-placeholder.yaml",
        "ipad-sidebar-column.yaml",
        "navigation-bar-buttons.yaml", "navigation-bar-inline.yaml", "navigation-bar-large.yaml",
        "sidebar.yaml",
      ])
    for name in names {
      let specURL = Self.folder.appendingPathComponent(name)
      let text = try String(contentsOf: specURL, encoding: .utf8)
      var environment = PreviewEnvironment(device: .iPhone15)
      for line in text.split(separator: "\n") {
        if line.hasPrefix("# selected: ") {
          environment.selectedItems = Set(
            line.dropFirst("# selected: ".count).split(separator: ",").map(String.init))
        }
        if line == "# dark: true" { environment.isDark = true }
      }
      let layout = ListRenderer.layout(try RenderFixtures.spec(specURL), environment: environment)
      let png = try CairoRenderer.render(layout, format: .png, scale: 2)
      let goldenURL = Self.folder.appendingPathComponent(
        String(name.dropLast(".yaml".count)) + ".png")
      if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
        try Data(png).write(to: goldenURL)
        continue
      }
      let golden = try RGBAPicture(png: Array(try Data(contentsOf: goldenURL)))
      let drawn = try RGBAPicture(png: png)
      XCTAssertEqual(drawn.width, golden.width, name)
      XCTAssertEqual(drawn.height, golden.height, name)
      // Anti-aliasing may differ by a level or two between cairo builds; a moved, missing or
      // recoloured glyph or row changes hundreds of samples by far more.
      var different = 0
      for index in 0..<min(drawn.bytes.count, golden.bytes.count)
      where abs(Int(drawn.bytes[index]) - Int(golden.bytes[index])) > 24 {
        different += 1
      }
      XCTAssertLessThan(
        different, 40,
        "\(name): differs from \(goldenURL.lastPathComponent) in \(different) samples; if intended, re-record with RECORD_SNAPSHOTS=1 and look at it"
      )
    }
  }
}
