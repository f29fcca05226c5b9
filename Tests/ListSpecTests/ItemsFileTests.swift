import XCTest

@testable import ListSpec

/// `--items DATA.json`: the file's sections replace the spec's, are checked as the spec's
/// are, and every problem names the file it is in — the data file for a section or an
/// item, the spec for a template — with notes pointing across.
final class ItemsFileTests: XCTestCase {
  static let spec = """
    listspec: 1
    list: { appearance: insetGrouped, headerMode: supplementary }
    cells:
      payment:
        fields: { amount: Double }
        content:
          text: "{merchant}"
          secondaryText: "{amount > 0 ? \\"in\\" : \\"out\\"} {count / parts}"
    sections:
      - id: spec-own
        header: Mine
        cell: payment
        items:
          - { id: a, merchant: A, amount: 1, count: 4, parts: 2 }
    """

  func load(_ json: String, spec: String = ItemsFileTests.spec) -> LoadedSpec {
    let loaded = ListSpecLoader.load(text: spec, path: "list.yaml")
    return ItemsFile.load(
      source: SourceFile(path: "data.json", text: json), over: loaded, options: LoadOptions())
  }

  /// Each diagnostic as `path:line:column id`, with its notes' places after it.
  func places(_ loaded: LoadedSpec) -> [String] {
    loaded.diagnostics.map { diagnostic in
      let own =
        "\(diagnostic.path):\(diagnostic.range?.start.description ?? "-") \(diagnostic.id.rawValue)"
      let notes = diagnostic.notes.map {
        " note \($0.path ?? diagnostic.path):\($0.range?.start.description ?? "-")"
      }
      return own + notes.joined()
    }
  }

  func testTheFilesSectionsReplaceTheSpecsAndAreTyped() throws {
    let loaded = load(
      """
      {"sections": [
        {"id": "2024-12-10", "header": "Tuesday", "cell": "payment", "items": [
          {"id": "t1", "merchant": "Café", "amount": -4.5, "count": 9, "parts": 3},
          {"id": "t2", "merchant": "Refund", "amount": 20, "count": 1, "parts": 1}
        ]},
        {"id": "2024-12-11", "header": "Wednesday", "items": []}
      ]}
      """)
    XCTAssertEqual(places(loaded), [])
    let spec = try XCTUnwrap(loaded.spec)
    XCTAssertEqual(spec.sections.map(\.id), ["2024-12-10", "2024-12-11"])
    XCTAssertEqual(spec.sections[0].header, "Tuesday")
    XCTAssertEqual(spec.sections[0].items.map(\.id), ["t1", "t2"])
    XCTAssertEqual(spec.sectionsPath, "data.json")
    XCTAssertEqual(loaded.itemsSource?.path, "data.json")
    // The differ finds an item's keys in the file.
    let key = try XCTUnwrap(
      spec.keyRange(ofField: "amount", inItemAt: spec.sections[0].items[0].range))
    XCTAssertEqual(key.start.description, "3:38")
  }

  func testProblemsOfTheDataAreInTheDataFileAndPointAtTheTemplate() throws {
    let loaded = load(
      """
      {"sections": [
        {"id": "s", "header": "S", "heder": "S", "cell": "payment", "items": [
          {"id": "t1", "merchant": "A", "amount": "lots", "count": 1, "parts": 1},
          {"id": "t1", "amount": 2, "count": 1, "parts": 1},
          {"id": "t3", "cell": "paymnt"}
        ]}
      ]}
      """)
    XCTAssertNil(loaded.spec)
    XCTAssertEqual(
      places(loaded),
      [
        "data.json:2:30 unknown-key",
        "data.json:3:45 type-mismatch note list.yaml:5:15",
        "data.json:4:12 duplicate-item-id note data.json:3:12",
        // 'merchant' is in every item of the spec: the model's field is not optional.
        "data.json:4:12 missing-item-field note list.yaml:14:9",
        "data.json:5:26 unknown-cell-template",
      ])
  }

  func testAFailingExpressionIsAtTheTemplateAndNamesTheItemInTheData() throws {
    let loaded = load(
      """
      {"sections": [{"id": "s", "header": "S", "cell": "payment", "items": [
        {"id": "zero", "merchant": "Z", "amount": 1, "count": 1, "parts": 0}
      ]}]}
      """)
    // At the start of `count / parts`, in the spec; the item is in the data.
    XCTAssertEqual(places(loaded), ["list.yaml:8:56 expression-failure note data.json:2:3"])
  }

  func testFieldsAreTypedAsTheGeneratedModelTypesThemFromTheSpecsItems() throws {
    // The spec's item gives 'count' the value 4: the model's 'count' is an Int, so a text in
    // the data is an error at the text, which names the spec's item that typed it.
    let loaded = load(
      """
      {"sections": [{"id": "s", "header": "S", "cell": "payment", "items": [
        {"id": "a", "merchant": "A", "amount": 1, "count": "four", "parts": 2}
      ]}]}
      """)
    XCTAssertEqual(places(loaded), ["data.json:2:54 type-mismatch note list.yaml:14:9"])
    let message = try XCTUnwrap(loaded.diagnostics.first?.message)
    XCTAssertTrue(message.contains("not an Int, the type the spec's items give 'count'"), message)
    XCTAssertNil(loaded.spec)
    // With no item of the template in the data, its fields keep the model's types.
    let empty = load(#"{"sections": [{"id": "s", "header": "S", "cell": "payment", "items": []}]}"#)
    XCTAssertEqual(places(empty), [])
  }

  /// JSON tells a number from a string, as the app's decoder does: a number of the model
  /// written in quotes is an error with a fix-it, though a spec would read it by its text.
  func testANumberOfTheModelInQuotesIsAnErrorThatRemovesThem() throws {
    let loaded = load(
      """
      {"sections": [{"id": "s", "header": "S", "cell": "payment", "items": [
        {"id": "a", "merchant": "A", "amount": "1.5", "count": 1, "parts": 1}
      ]}]}
      """)
    XCTAssertEqual(places(loaded), ["data.json:2:42 type-mismatch"])
    let diagnostic = try XCTUnwrap(loaded.diagnostics.first)
    XCTAssertTrue(
      diagnostic.message.contains("a JSON string, where the model's 'amount' is a Double"))
    XCTAssertEqual(diagnostic.fixIts.map(\.replacement), ["1.5"])
    XCTAssertEqual(diagnostic.fixIts.first?.range.start.description, "2:42")
  }

  func testTheSpecsOwnWarningsAreNotSaidAgain() throws {
    let withUnused = Self.spec.replacingOccurrences(
      of: "cells:\n", with: "cells:\n  unused:\n    content: { text: Unused }\n")
    let plain = ListSpecLoader.load(text: withUnused, path: "list.yaml")
    XCTAssertEqual(plain.diagnostics.map(\.id), [.unusedCellTemplate])
    let loaded = load(
      #"{"sections": [{"id": "s", "header": "S", "cell": "payment", "items": []}]}"#,
      spec: withUnused)
    XCTAssertEqual(places(loaded), ["list.yaml:4:3 unused-cell-template"])
    XCTAssertNotNil(loaded.spec)
  }

  func testTheShapeOfTheFileIsChecked() throws {
    XCTAssertEqual(places(load("[1, 2]")), ["data.json:1:1 type-mismatch"])
    XCTAssertEqual(places(load("{}")), ["data.json:1:1 missing-key"])
    XCTAssertEqual(
      places(load(#"{"sections": [], "section": 1}"#)), ["data.json:1:18 unknown-key"])
    XCTAssertEqual(places(load(#"{"sections": {}}"#)), ["data.json:1:14 type-mismatch"])
    XCTAssertEqual(places(load(#"{"sections": [1,]}"#)), ["data.json:1:17 json-syntax"])
    // Empty sections are a valid, empty list.
    XCTAssertEqual(try XCTUnwrap(load(#"{"sections": []}"#).spec).sections.count, 0)
  }

  func testASpecWithErrorsIsReportedAloneAndTheDataIsNotRead() throws {
    let loaded = load("not even json", spec: "listspec: 1\nlist: { appearance: nope }\n")
    XCTAssertEqual(Set(loaded.diagnostics.map(\.path)), ["list.yaml"])
    XCTAssertNil(loaded.itemsSource)
  }
}
