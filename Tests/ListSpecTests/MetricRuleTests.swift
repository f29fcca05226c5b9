import Foundation
import XCTest

@testable import ListSpec

/// Layout nodes name the rows of `specs/metrics.md` that placed them (the preview's inspector
/// shows them); every name must be a real row, under the heading the code says.
final class MetricRuleTests: XCTestCase {
  /// (heading, first cell) of every table row in specs/metrics.md.
  private func metricRows() throws -> Set<[String]> {
    let text = try String(
      contentsOf: repositoryRoot.appendingPathComponent("specs/metrics.md"), encoding: .utf8)
    var heading = ""
    var rows: Set<[String]> = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") {
        heading = String(line.dropFirst(3))
      } else if line.hasPrefix("| ") {
        let cell = line.dropFirst(2).prefix { $0 != "|" }.trimmingCharacters(in: .whitespaces)
        rows.insert([heading, cell])
      }
    }
    return rows
  }

  func testEveryRuleIsARowOfMetricsMarkdown() throws {
    let rows = try metricRows()
    for rule in MetricRule.allCases {
      XCTAssertTrue(
        rows.contains([rule.heading, rule.rawValue]),
        "'\(rule.rawValue)' is not a row under '## \(rule.heading)' in specs/metrics.md")
    }
  }

  func testCellsSeparatorsAndTextCarryTheirSourceAndRules() throws {
    let loaded = loadSpec(
      """
      listspec: 1
      list:
        appearance: insetGrouped
      cells:
        row:
          content:
            style: subtitleCell
            text: "{title}"
            secondaryText: "{subtitle}"
          accessories:
            - disclosureIndicator
      sections:
        - id: main
          cell: row
          items:
            - id: a
              title: A
              subtitle: first
            - id: b
              title: B
              subtitle: second
      """)
    let spec = try XCTUnwrap(loaded.spec, "\(summaries(loaded))")
    let layout = ListLayoutEngine(
      environment: PreviewEnvironment(device: .iPhone15), measurer: ApproximateTextMeasurer()
    ).layout(spec)
    let cell = try XCTUnwrap(layout.root.first { $0.kind == .cell && $0.id == "b" })
    XCTAssertEqual(cell.source?.line, 19, "the item 'b' starts on line 19")
    XCTAssertTrue(cell.rules.contains(.minimumRowHeight))
    let separator = try XCTUnwrap(layout.root.first { $0.kind == .separator })
    XCTAssertEqual(separator.source?.line, 16, "the first row's separator comes from item 'a'")
    XCTAssertTrue(separator.rules.contains(.separatorAutomaticLeading))
    XCTAssertTrue(separator.rules.contains(.separatorThickness))
    let accessory = try XCTUnwrap(layout.root.first { $0.kind == .accessory })
    XCTAssertEqual(accessory.source?.line, 11)
    XCTAssertEqual(accessory.rules, [.disclosureIndicator])
    let secondary = try XCTUnwrap(layout.root.first { $0.name == "secondaryText" })
    XCTAssertEqual(secondary.source?.line, 5, "content nodes come from the cell template")
    XCTAssertTrue(secondary.rules.contains(.textToSecondaryText))
    let json = LayoutJSON.encode(layout)
    XCTAssertTrue(json.contains(#""source": {"line": 19, "column": 9}"#), json)
  }
}
