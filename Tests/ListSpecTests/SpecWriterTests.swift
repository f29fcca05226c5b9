import Foundation
import ListSpec
import XCTest

/// `ListSpecDocument.yaml()` writes a spec that reads back as the same spec: every example
/// lays out the same once rewritten, and writing the rewritten spec again gives the same text.
final class SpecWriterTests: XCTestCase {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static var examplePaths: [String] {
    let folder = packageRoot.appendingPathComponent("examples")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".yaml") }.sorted().map {
      folder.appendingPathComponent($0).path
    }
  }

  /// The layout JSON with every `"source": {…}` object (where a box was written) removed.
  static func layoutWithoutSources(_ spec: ListSpecDocument) throws -> String {
    let layout = ListLayoutEngine(
      environment: PreviewEnvironment(device: .iPhone15), measurer: ApproximateTextMeasurer()
    ).layout(spec)
    let json = LayoutJSON.encode(layout)
    let pattern = try NSRegularExpression(pattern: #",?\s*"source"\s*:\s*\{[^{}]*\}"#)
    return pattern.stringByReplacingMatches(
      in: json, range: NSRange(json.startIndex..., in: json), withTemplate: "")
  }

  static func errors(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.filter { $0.severity == .error }
  }

  /// Loads `path`, writes it, reads the text back (as if at `path`, so relative asset paths
  /// resolve) and checks the three promises.
  func checkRoundTrip(_ path: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let name = (path as NSString).lastPathComponent
    let loaded = ListSpecLoader.load(path: path)
    let spec = try XCTUnwrap(
      loaded.spec, "\(name) does not load: \(Self.errors(loaded.diagnostics))", file: file,
      line: line)
    let text = try spec.yaml()
    let reloaded = ListSpecLoader.load(text: text, path: path)
    XCTAssertEqual(
      Self.errors(reloaded.diagnostics).map {
        "\($0.range.map { "\($0.start)" } ?? ""): \($0.message)"
      }, [],
      "\(name) rewritten has errors:\n\(text)", file: file, line: line)
    let again = try XCTUnwrap(
      reloaded.spec, "\(name) rewritten does not load:\n\(text)", file: file, line: line)
    let original = try Self.layoutWithoutSources(spec)
    let rewritten = try Self.layoutWithoutSources(again)
    XCTAssertTrue(
      original == rewritten, "\(name) rewritten lays out differently:\n\(text)", file: file,
      line: line)
    XCTAssertEqual(
      try again.yaml(), text, "\(name): writing is not a fixpoint", file: file, line: line)
  }

  func testEveryExampleRoundTrips() throws {
    let paths = Self.examplePaths
    XCTAssertGreaterThanOrEqual(paths.count, 10, "examples not found at \(Self.packageRoot.path)")
    for path in paths {
      try checkRoundTrip(path)
    }
  }

  func testExpressibleKeysRoundTrip() throws {
    try checkRoundTrip(
      Self.packageRoot.appendingPathComponent("Tests/Fixtures/expressible-keys.yaml").path)
  }

  func testASpecBuiltInSwiftIsWrittenAndReadBack() throws {
    let spec = try SpecBuiltInSwiftTests.inbox(unread: 3)
    let text = try spec.yaml()
    let loaded = ListSpecLoader.load(text: text)
    var reloaded = try XCTUnwrap(loaded.spec, "\(loaded.diagnostics)\n\(text)")
    XCTAssertEqual(reloaded.validate(), [], text)
    XCTAssertTrue(text.contains("count: 1"), text)
    XCTAssertEqual(reloaded.sections.first?.items.count, 3)
    XCTAssertEqual(reloaded.sections.first?.items.first?.fields.kind(of: "count"), .integer)
    XCTAssertEqual(try reloaded.yaml(), text)
  }

  func testStringsThatReadAsOtherValuesAreQuoted() throws {
    let cell = CellTemplate(
      name: "row", kind: .content(ContentConfiguration(text: try TemplateParser.parse("{a}").get()))
    )
    var fields = ItemFields()
    let values = [
      "true", "1", "null", "~", "{a}", "[x]", "*x", "&x", "#x", "- x", ": x", "", " x", "a: b",
      "a #b", "1.5", "0x1F", "yes", "line\nbreak", "@x", "`x", "%x", "!x", "|x", ">x", "'x", "\"x",
    ]
    for (index, value) in values.enumerated() { fields.set("f\(index)", value, kind: .string) }
    fields.set("a", "text", kind: .string)
    fields.set("n", "7", kind: .integer)
    fields.set("d", "2.5", kind: .double)
    fields.set("b", "false", kind: .boolean)
    let spec = ListSpecDocument(
      list: ListConfiguration(appearance: .plain), cells: [cell],
      sections: [SpecSection(id: "s", items: [Item(id: "1", cell: "row", fields: fields)])])
    let text = try spec.yaml()
    let loaded = ListSpecLoader.load(text: text)
    let item = try XCTUnwrap(loaded.spec?.sections.first?.items.first, text)
    XCTAssertEqual(item.id, "1")
    for (index, value) in values.enumerated() {
      XCTAssertEqual(item.fields["f\(index)"], value, text)
      XCTAssertEqual(item.fields.kind(of: "f\(index)"), .string, text)
    }
    XCTAssertEqual(item.fields.kind(of: "n"), .integer, text)
    XCTAssertEqual(item.fields.kind(of: "d"), .double, text)
    XCTAssertEqual(item.fields.kind(of: "b"), .boolean, text)
  }

  func testWhatCannotBeWrittenThrowsNamingTheKey() throws {
    let cell = CellTemplate(
      name: "row", kind: .content(ContentConfiguration(text: Template(literal: "Hi"))),
      backgroundColor: .rgba(RGBA(red: 0.123456, green: 0, blue: 0)))
    let spec = ListSpecDocument(
      list: ListConfiguration(appearance: .plain), cells: [cell],
      sections: [SpecSection(id: "s", items: [Item(id: "a", cell: "row")])])
    XCTAssertThrowsError(try spec.yaml()) { error in
      let error = error as? SpecWriterError
      XCTAssertEqual(error?.key, "cells.row.backgroundColor")
    }
    var fields = ItemFields()
    fields.set("count", "many", kind: .integer)
    let badField = ListSpecDocument(
      list: ListConfiguration(appearance: .plain),
      cells: [CellTemplate(name: "row", kind: .content(ContentConfiguration()))],
      sections: [SpecSection(id: "s", items: [Item(id: "a", cell: "row", fields: fields)])])
    XCTAssertThrowsError(try badField.yaml()) { error in
      XCTAssertEqual((error as? SpecWriterError)?.key, "sections[s].items[a].count")
    }
    var withCatalog = badField
    withCatalog.sections[0].items[0].fields = ItemFields()
    withCatalog.assets.colors["Brand"] = AssetColor(
      name: "Brand", light: RGBA(red: 1, green: 0, blue: 0))
    XCTAssertThrowsError(try withCatalog.yaml()) { error in
      XCTAssertEqual((error as? SpecWriterError)?.key, "assets")
    }
  }
}
