import Foundation
import ListSpec
import ListSpecCodegen
import XCTest

/// Every name a valid spec can spell becomes a Swift identifier (specs/generate.md, "Names"):
/// the generated file has the expected names and type-checks against the stand-in.
final class GeneratedNamesTests: XCTestCase {
  /// The spec: one section whose id is the quoted string "0".
  func testASectionIDThatIsTheString0Generates() throws {
    let code = generatedCode(
      """
      listspec: 1
      list: { appearance: plain }
      cells: { row: { content: { text: "{title}" } } }
      sections:
        - id: "0"
          cell: row
          items: [{ id: a, title: Hello }]
      """, path: "zero.yaml")
    for expected in [
      "struct ZeroSection: RawRepresentable, Hashable, Sendable {",
      "static let section0 = ZeroSection(\"0\")",
      "snapshot.appendSections([.section0])", "toSection: .section0",
    ] {
      XCTAssertTrue(code.contains(expected), "\(expected) in\n\(code)")
    }
    let result = try SwiftTypeChecker.typecheck(code, fileName: "Zero.swift")
    XCTAssertTrue(result.succeeded, "\(result.diagnostics)\n\(code)")
  }

  /// Names that start with a digit, have no ASCII letters or digits, have letters outside
  /// ASCII, are keywords or name members Swift declares itself; derived names that are taken
  /// are numbered; the YAML spelling stays the raw value.
  func testAwkwardNamesGenerateAndTypeCheck() throws {
    let yaml = """
      listspec: 1
      list: { appearance: insetGrouped, headerMode: supplementary }
      cells:
        2fa: { content: { text: "{title} {default} {self}" } }
        self: { content: { text: "{init} {Type}" } }
        default: { content: { text: "{rawValue} {hashValue} {description}" } }
        名前: { content: { text: "{title}" } }
        cell2fa: { content: { text: "{title}" } }
        all-cases: { content: { text: "{title}" } }
      sections:
        - id: "0"
          header: Zero
          items:
            - { id: a, cell: 2fa, title: A, default: d, self: s, 2x: 1, größe: 2, 名前: n, field: f, ID: 3, Cell: c }
        - id: 1st-place
          header: First
          items: [{ id: b, cell: self, init: i, Type: t }]
        - id: section0
          header: Taken
          items: [{ id: c, cell: default, rawValue: r, hashValue: h, description: x }]
        - id: self
          header: Self
          items: [{ id: d, cell: 名前, title: N }]
        - id: default
          header: Default
          items: [{ id: e, cell: cell2fa, title: C }, { id: f, cell: all-cases, title: F }]
        - id: "-"
          header: Dash
          items: []
        - id: größe
          header: Size
          items: []
        - id: init
          header: Init
          items: []
        - id: Type
          header: Type
          items: []
        - id: rawValue
          header: Raw value
          items: []
        - id: allCases
          header: All cases
          items: []
        - id: hashValue
          header: Hash value
          items: []
        - id: Protocol
          header: Protocol
          items: []
      """
    let loaded = ListSpecLoader.load(text: yaml, path: "awkward.yaml")
    XCTAssertEqual(loaded.diagnostics.filter { $0.severity == .error }.map(\.message), [])
    let result = SwiftGenerator().generate(loaded)
    XCTAssertEqual(result.diagnostics.map(\.message), [])
    let code = try XCTUnwrap(result.code)
    for expected in [
      // Section ids: a leading digit or no letters get `section` and the id's words; the
      // user's `section0` keeps its name, so the derived one is numbered.
      "static let section02 = AwkwardSection(\"0\")",
      "static let section1stPlace = AwkwardSection(\"1st-place\")",
      "static let section0 = AwkwardSection(\"section0\")",
      "static let `self` = AwkwardSection(\"self\")",
      "static let `default` = AwkwardSection(\"default\")",
      "static let section = AwkwardSection(\"-\")",
      "static let sectionGrE = AwkwardSection(\"größe\")",
      "static let `init` = AwkwardSection(\"init\")", "static let type = AwkwardSection(\"Type\")",
      "static let allCases = AwkwardSection(\"allCases\")",
      // The section type's own `rawValue` is taken, so that section's name is derived.
      "static let sectionRawValue = AwkwardSection(\"rawValue\")",
      "static let hashValue = AwkwardSection(\"hashValue\")",
      "static let `protocol` = AwkwardSection(\"Protocol\")",
      // Cell templates: the user's `cell2fa` keeps its name; a struct named `Self` is
      // `SelfRow`.
      "case cell2fa2(Cell2fa2)", "case cell(Cell)", "case cell2fa(Cell2fa)",
      "case `self`(SelfRow)", "struct SelfRow: Hashable",
      "let cell2fa2Registration", "let selfRegistration", "case cellAllCases(CellAllCases)",
      // Fields: `field` is the user's, so the derived `名前` is numbered. Every item of its
      // template carries each, so none is optional.
      "let field2x: Int\n", "let fieldGrE: Int\n", "let field2: String\n", "let field: String\n",
      "let fieldID: Int\n", "let fieldCell: String\n", "let `default`: String\n",
      "let `self`: String\n", "let `init`: String\n",
      "field2x: 1,", "fieldGrE: 2,", "field2: \"n\",", "field: \"f\"",
    ] {
      XCTAssertTrue(code.contains(expected), "\(expected) in\n\(code)")
    }
    let check = try SwiftTypeChecker.typecheck(code, fileName: "Awkward.swift")
    XCTAssertTrue(check.succeeded, "\(check.diagnostics)\n\(code)")
  }
}
