import XCTest

@testable import ListSpec

/// Each cell template's fields are typed from its own items and its own `fields:` only: with
/// one struct per template in generated Swift, one template's values or declarations must not
/// type another template's field of the same name (specs/expressions.md).
final class TemplateFieldTypesTests: XCTestCase {
  /// A spec of `Tests/Fixtures/template-fields`, shared with the generated-code type-check
  /// test, without its last line break (tests append items to it).
  static func fixture(_ name: String) -> String {
    let url = repositoryRoot.appendingPathComponent("Tests/Fixtures/template-fields/\(name).yaml")
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    return text.hasSuffix("\n") ? String(text.dropLast()) : text
  }

  /// Template `a`'s text values do not make `b`'s `count` a String.
  static let countsOfTwoTemplates = fixture("counts")

  /// `toggle` declares `value: Bool`; `link`'s `value` is text.
  static let toggleAndLink = fixture("toggle-and-link")

  /// `swatch` declares `tint: Color`; `note`'s `tint` is text, shown or not.
  static func swatchAndNote(noteShowsTint: Bool) -> String {
    let spec = fixture("swatch-and-note")
    return noteShowsTint
      ? spec.replacingOccurrences(
        of: #"text: "{name}" }"#, with: #"text: "{name}", secondaryText: "{tint}" }"#)
      : spec
  }

  func testAnotherTemplatesValuesDoNotTypeAField() throws {
    let spec = try XCTUnwrap(assertClean(Self.countsOfTwoTemplates))
    let fields = spec.inferredFields()
    XCTAssertEqual(fields["a"].map(\.type), [.string])
    XCTAssertEqual(fields["b"].map(\.type), [.int])
    XCTAssertEqual(fields["b"].map(\.isOptional), [false])
    XCTAssertEqual(fields.firsts.map(\.name), ["count"])
  }

  /// The note that explains a type names an item of the template whose expression fails.
  func testTheNoteExplainingATypeNamesAnItemOfTheSameTemplate() {
    let loaded = assertDiagnostics(
      Self.countsOfTwoTemplates + "\n      - { id: z, cell: b, count: lots }",
      ["7:24 error expression-type"])
    let notes = loaded.diagnostics.first?.notes ?? []
    // Item 'x' of template 'a' has "many" too, but does not type 'b'.
    XCTAssertEqual(
      notes.map(\.message),
      [
        #"'count' is String because item 'z' has "lots"; declare it in the template's 'fields:' to check every value against another type"#
      ])
    XCTAssertEqual(notes.first?.range?.start.line, 13)
  }

  func testTwoTemplatesMayDeclareOneFieldWithTwoTypes() throws {
    let spec = try XCTUnwrap(assertClean(Self.toggleAndLink))
    XCTAssertEqual(spec.inferredFields()["toggle"].first { $0.name == "value" }?.type, .bool)
    XCTAssertEqual(spec.inferredFields()["link"].first { $0.name == "value" }?.type, .string)
    // As the advice for a text value says: declare it in the template's `fields:`.
    let declared = Self.toggleAndLink.replacingOccurrences(
      of: "  link:\n", with: "  link:\n    fields: { value: String }\n")
    XCTAssertNotEqual(declared, Self.toggleAndLink)
    assertClean(declared)
    // Each template's declaration still checks its own items.
    assertDiagnostics(
      declared.replacingOccurrences(of: "value: false", with: "value: Home"),
      ["16:68 error type-mismatch"])
  }

  func testAColorDeclaredByOneTemplateIsTextInAnother() throws {
    for shows in [false, true] {
      let spec = try XCTUnwrap(assertClean(Self.swatchAndNote(noteShowsTint: shows)))
      let fields = spec.inferredFields()
      XCTAssertEqual(fields["swatch"].first { $0.name == "tint" }?.type, .color)
      XCTAssertEqual(fields["note"].first { $0.name == "tint" }?.type, .string)
    }
    // The template that declares it a colour still cannot show it.
    assertDiagnostics(
      Self.swatchAndNote(noteShowsTint: false).replacingOccurrences(
        of: #"content: { text: "{name}", imageProperties"#,
        with: #"content: { text: "{tint}", imageProperties"#),
      ["6:22 error expression-type"])
  }

  /// A template's expressions see only its own fields: one no item of it carries and it does
  /// not declare is not in scope, whoever else has it.
  func testAFieldOnlyAnotherTemplatesItemsCarryIsNotInScope() {
    let spec = """
      listspec: 1
      list: { appearance: insetGrouped }
      cells:
        a:
          content: { text: "{count}" }
        b:
          content: { text: "{title}", secondaryText: "{count + 1}" }
      sections:
        - id: s
          items:
            - { id: x, cell: a, count: 2 }
            - { id: y, cell: b, title: Y }
      """
    let loaded = assertDiagnostics(spec, ["7:50 error unknown-name"])
    XCTAssertEqual(loaded.diagnostics.first?.message, "cannot find 'count' in scope")
    // A note at the other template's item says why: specs typed in one table used to pass.
    XCTAssertEqual(
      loaded.diagnostics.first?.notes.last?.message,
      "item 'x' of template 'a' has 'count', but a template's expressions read only its own items' fields; declare 'count' in the 'fields:' of 'b'"
    )
    XCTAssertEqual(loaded.diagnostics.first?.notes.last?.range?.start.line, 11)
    assertClean(
      spec.replacingOccurrences(
        of: "  b:\n", with: "  b:\n    fields: { count: Int? }\n"
      ).replacingOccurrences(of: "{count + 1}", with: "{(count ?? 0) + 1}"))
  }

  /// Numbers drawn as Swift prints them: only the template whose field mixes whole and
  /// decimal numbers is a Double.
  func testWholeNumbersPrintAsDoublesOnlyInTheTemplateWhoseFieldIsDouble() throws {
    let spec = try XCTUnwrap(
      assertClean(
        """
        listspec: 1
        list: { appearance: insetGrouped }
        cells:
          a:
            content: { text: "{rating}" }
          b:
            content: { text: "{rating}" }
        sections:
          - id: s
            items:
              - { id: x, cell: a, rating: 5 }
              - { id: y, cell: a, rating: 4.5 }
              - { id: z, cell: b, rating: 5 }
        """))
    let printed = spec.printingNumbersAsSwift().sections[0].items.map { $0.fields["rating"] }
    XCTAssertEqual(printed, ["5.0", "4.5", "5"])
  }
}
