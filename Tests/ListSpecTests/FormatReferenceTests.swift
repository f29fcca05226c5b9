import Foundation
import XCTest

@testable import ListSpec

/// The key tables of specs/format.md are written from the format's declarations; the
/// committed file must be what `FormatReference` writes.
final class FormatReferenceTests: XCTestCase {
  let referenceURL = repositoryRoot.appendingPathComponent("specs/format.md")

  /// Tables described in prose rather than a table of their own, with where.
  let tablesDescribedInProse: [String: String] = [
    "edgeInsets": "### insets",
    "systemImage": "the `image` rows of contextual actions and headers and footers",
    "size": "the `alignmentGuide` paragraph under `frame` keys",
    "spacer": "the `Spacer` row of views",
    "shape": "the shape rows of views",
    "roundedRectangle": "the `RoundedRectangle` row of views",
    "alignmentGuide": "the `alignmentGuide` row of modifiers",
  ]

  func testCommittedReferenceHasTheGeneratedTables() throws {
    let committed = try String(contentsOf: referenceURL, encoding: .utf8)
    let (updated, unknown) = FormatReference.updating(committed)
    XCTAssertEqual(unknown, [], "generated regions that name no table")
    try assertGeneratedFile(
      "specs/format.md", is: updated, recordWith: "ListSpecTests.FormatReferenceTests")
  }

  /// specs/expressions.md lists the keys that take a value per item from the declarations.
  func testExpressionsReferenceHasTheGeneratedTable() throws {
    let url = repositoryRoot.appendingPathComponent("specs/expressions.md")
    let committed = try String(contentsOf: url, encoding: .utf8)
    XCTAssertEqual(FormatReference.generatedTables(in: committed), ["expressions"])
    let (updated, unknown) = FormatReference.updating(committed)
    XCTAssertEqual(unknown, [])
    try assertGeneratedFile(
      "specs/expressions.md", is: updated, recordWith: "ListSpecTests.FormatReferenceTests")
    for row in [
      "| textProperties | `color` | a value, or `\"{…}\"` |", "| contextualAction | `title` |",
      "| contextualAction | `if` | the condition, no braces | `Bool` |",
    ] {
      XCTAssertTrue(updated.contains(row), row)
    }
  }

  func testFuzzDictionaryHasEveryWordOfTheFormat() throws {
    let url = repositoryRoot.appendingPathComponent("Fuzz/yaml.dict")
    let committed = try String(contentsOf: url, encoding: .utf8)
    let updated = FormatReference.updatingFuzzDictionary(committed)
    XCTAssertTrue(committed.contains("# generated: words\n"), "Fuzz/yaml.dict lost its marker")
    try assertGeneratedFile(
      "Fuzz/yaml.dict", is: updated, recordWith: "ListSpecTests.FormatReferenceTests")
    for word in ["frame", "insetGrouped", "listRowSeparatorLeading", "whenEditing"] {
      XCTAssertTrue(updated.contains("\"\(word)\"\n"), word)
    }
  }

  func testEveryTableIsDocumented() throws {
    let text = try String(contentsOf: referenceURL, encoding: .utf8)
    let generated = Set(FormatReference.generatedTables(in: text))
    for table in Format.tables where !generated.contains(table.table.name) {
      XCTAssertNotNil(
        tablesDescribedInProse[table.table.name],
        "'\(table.table.name)' has no generated table in specs/format.md and is not listed as described in prose"
      )
    }
    XCTAssertTrue(generated.contains(FormatReference.availabilityRegion))
  }

  func testATableRowCarriesEveryPartOfTheDeclaration() {
    let table = FormatReference.table(FormatTableReference(ListKey.self))
    XCTAssertTrue(table.hasPrefix("| key | type | default | mirrors | availability |\n"))
    XCTAssertTrue(
      table.contains(
        "| `headerTopPadding` | length | automatic (D: optional, nil = automatic) | `headerTopPadding` — Extra space above each header, in points. | **iOS 15** |"
      ), table)
    XCTAssertTrue(table.contains("| `appearance` | `plain` · `grouped` · `insetGrouped`"), table)
    XCTAssertTrue(table.contains("| **required** |"), table)
  }

  func testAvailabilityTableListsEveryIntroducedKeyOldestFirst() {
    let table = FormatReference.availabilityTable()
    let order = [
      "separatorConfiguration", "headerTopPadding", "detail()", "UIHostingConfiguration",
    ]
    let positions = order.compactMap { table.range(of: $0)?.lowerBound }
    XCTAssertEqual(positions.count, order.count, table)
    XCTAssertEqual(positions, positions.sorted(), table)
  }
}
