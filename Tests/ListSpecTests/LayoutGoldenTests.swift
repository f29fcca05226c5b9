import Foundation
import ListSpec
import XCTest

/// One golden layout per metric rule: each `LayoutGoldens/NAME.yaml` is laid out with the
/// deterministic ``ApproximateTextMeasurer`` and compared with `NAME.layout.json`, so changing
/// any metric shows up as a diff of these files. Comment lines in a spec set the environment:
/// `# device: iPhone SE`, `# dark: true`, `# content-size: accessibilityLarge`,
/// `# swiped: item:leading`, `# editing: true`, `# selected: a,b`, `# landscape: true`,
/// `# rtl: true`.
///
/// Re-record on purpose with `RECORD_SNAPSHOTS=1 swift test --filter LayoutGoldenTests`.
final class LayoutGoldenTests: XCTestCase {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("LayoutGoldens")

  func testEveryGoldenLayoutMatches() throws {
    let specs = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
      .filter { $0.hasSuffix(".yaml") }.sorted()
    XCTAssertGreaterThanOrEqual(specs.count, 15, "the golden specs are missing")
    let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
    for name in specs {
      let specURL = Self.folder.appendingPathComponent(name)
      let goldenURL = Self.folder.appendingPathComponent(
        String(name.dropLast(".yaml".count)) + ".layout.json")
      let json = try Self.layoutJSON(of: specURL)
      if recording {
        try json.write(to: goldenURL, atomically: true, encoding: .utf8)
        continue
      }
      guard let golden = try? String(contentsOf: goldenURL, encoding: .utf8) else {
        XCTFail(
          "\(goldenURL.lastPathComponent) is missing; record it with RECORD_SNAPSHOTS=1 swift test --filter LayoutGoldenTests"
        )
        continue
      }
      if golden != json {
        XCTFail(
          "\(name): the layout differs from \(goldenURL.lastPathComponent) at line \(Self.firstDifferentLine(golden, json)); if the change is intended, re-record with RECORD_SNAPSHOTS=1 swift test --filter LayoutGoldenTests"
        )
      }
    }
  }

  /// Lays a golden spec out in the environment its comments ask for.
  static func layoutJSON(of url: URL) throws -> String {
    let loaded = ListSpecLoader.load(path: url.path)
    guard let spec = loaded.spec else {
      throw NSError(
        domain: "LayoutGoldenTests", code: 1,
        userInfo: [
          NSLocalizedDescriptionKey: "\(url.lastPathComponent) is invalid: \(loaded.diagnostics)"
        ])
    }
    let text = try String(contentsOf: url, encoding: .utf8)
    var device = DevicePreset.iPhone15
    var dark = false
    var category = SpecContentSizeCategory.large
    var swiped: SwipedRow?
    var editing = false
    var selected: Set<String> = []
    var landscape = false
    var rtl = false
    for line in text.split(separator: "\n") where line.hasPrefix("# ") {
      let parts = line.dropFirst(2).split(separator: ":", maxSplits: 1).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard parts.count == 2 else { continue }
      switch parts[0] {
      case "device": device = DevicePreset.named(parts[1]) ?? device
      case "dark": dark = parts[1] == "true"
      case "content-size": category = SpecContentSizeCategory(rawValue: parts[1]) ?? category
      case "swiped": swiped = SwipedRow(parsing: parts[1])
      case "editing": editing = parts[1] == "true"
      case "selected": selected = Set(parts[1].split(separator: ",").map(String.init))
      case "landscape": landscape = parts[1] == "true"
      case "rtl": rtl = parts[1] == "true"
      default: break
      }
    }
    var environment = PreviewEnvironment(
      device: device, contentSizeCategory: category, isDark: dark, landscape: landscape)
    environment.swiped = swiped
    environment.isEditing = editing
    environment.selectedItems = selected
    if rtl { environment.layoutDirection = .rightToLeft }
    let layout = ListLayoutEngine(environment: environment, measurer: ApproximateTextMeasurer())
      .layout(spec)
    return LayoutJSON.encode(layout)
  }

  static func firstDifferentLine(_ lhs: String, _ rhs: String) -> Int {
    let left = lhs.split(separator: "\n", omittingEmptySubsequences: false)
    let right = rhs.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(left.count, right.count) {
      if index >= left.count || index >= right.count || left[index] != right[index] {
        return index + 1
      }
    }
    return 0
  }
}
