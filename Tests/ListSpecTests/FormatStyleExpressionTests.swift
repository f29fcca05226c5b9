import Foundation
import ListSpecFormatting
import XCTest

@testable import ListSpec

/// Foundation format styles and `Date` fields in expressions (specs/expressions.md, "Format
/// styles"): the strings are Foundation's for the preview's locale and time zone, the styles
/// are iOS 15 API, and a `Date` field reads ISO 8601 and compares as Swift compares dates.
final class FormatStyleExpressionTests: XCTestCase {
  // Format styles in the specs print with Foundation, as where listspec draws.
  override class func setUp() {
    super.setUp()
    FoundationFormatting.install()
  }

  let example = repositoryRoot.appendingPathComponent("examples/transactions.yaml")

  /// The texts the example's cells draw, in order.
  func drawnTexts(_ loaded: LoadedSpec) throws -> [String] {
    let spec = try XCTUnwrap(loaded.spec, "\(summaries(loaded))")
    let engine = ListLayoutEngine(
      environment: PreviewEnvironment(device: .iPhone15), measurer: ApproximateTextMeasurer())
    return engine.layout(spec).root.allNodes().compactMap { $0.text?.string }
  }

  // What an iPhone set to English (United States) in UTC prints, iOS 17 and later (narrow
  // no-break space before AM/PM, as ICU 72 writes it).
  func testTheExampleShowsFoundationsStringsInEnglishAndUTC() throws {
    let loaded = ListSpecLoader.load(path: example.path)
    XCTAssertEqual(summaries(loaded), [])
    let texts = try drawnTexts(loaded)
    for expected in [
      "-€4.50", "€3,250.00", "-€1,200.00",  // .currency(code: "EUR")
      "$1,234 spent",  // .currency(code: "USD").precision(.fractionLength(0)): half to even
      // date: .abbreviated, time: .shortened
      "Dec 6, 2026 at 9:30\u{202F}AM", "Dec 1, 2026 at 12:00\u{202F}AM",
      "25.6% of the budget · Sunday 9:30\u{202F}AM · yesterday",  // .percent, .dateTime, .relative
      "1.2M shoppers",  // .number.notation(.compactName)
      "open until December 31, 2026",  // Date.now (preview: now) compared with a Date field
    ] {
      XCTAssertTrue(texts.contains(expected), "no '\(expected)' in \(texts)")
    }
  }

  func testLocaleAndTimeZoneComeFromTheOptionsOverThePreviewKeys() throws {
    var options = LoadOptions()
    options.previewLocale = "de_DE"
    options.previewTimeZone = "Europe/Berlin"
    let texts = try drawnTexts(ListSpecLoader.load(path: example.path, options: options))
    XCTAssertTrue(texts.contains("-4,50\u{A0}€"), "\(texts)")
    // 09:30 UTC is 10:30 in Berlin in December.
    XCTAssertTrue(texts.contains { $0.contains("10:30") }, "\(texts)")
  }

  func testTheSameSpecAtIOS14IsRefusedNamingIOS15() throws {
    let text = try String(contentsOf: example, encoding: .utf8)
      .replacingOccurrences(of: "platform: { iOS: \"16.0\" }", with: "platform: { iOS: \"14.0\" }")
    let loaded = ListSpecLoader.load(text: text, path: "transactions.yaml")
    // The hosted note needs iOS 16 (UIHostingConfiguration, View.italic()); every other
    // refusal is a format style's or Date.now's, iOS 15.
    let sixteen = loaded.diagnostics.filter { $0.message.contains("iOS 16.0 or newer") }
    XCTAssertEqual(
      sixteen.map { String($0.message.prefix { $0 != " " }) },
      ["UIHostingConfiguration", ".italic()"])
    let unavailable = loaded.diagnostics.filter {
      $0.id == .unavailable && !$0.message.contains("iOS 16.0 or newer")
    }
    XCTAssertFalse(unavailable.isEmpty, "\(summaries(loaded))")
    for diagnostic in unavailable {
      XCTAssertTrue(diagnostic.message.contains("iOS 15.0 or newer"), diagnostic.message)
    }
    let messages = unavailable.map(\.message).joined(separator: "\n")
    for member in ["'formatted(_:)'", "'formatted(date:time:)'", "'Date.now'"] {
      XCTAssertTrue(messages.contains(member), "\(member) not named in:\n\(messages)")
    }
  }

  /// Each style member is in the availability table: alone at iOS 14 it is refused, with its
  /// version, where it is written.
  func testEachStyleMemberIsRefusedBelowIOS15WhereItIsWritten() throws {
    let cases: [(String, ExpressionField, String)] = [
      ("x.formatted(.number)", .init(type: .double, isOptional: false), "'formatted(_:)'"),
      ("Date.now < d", .init(type: .date, isOptional: false), "'Date.now'"),
    ]
    for (source, field, named) in cases {
      var checker = ExpressionChecker(fields: ["x": field, "d": field], source: source)
      checker.deploymentTarget = OSVersion(14)
      let parsed = try SwiftExpressionParser.parse(source).get()
      guard case .failure(let error) = checker.check(parsed, expecting: .text) else {
        XCTFail("\(source) checks at iOS 14")
        continue
      }
      XCTAssertEqual(error.kind, .unavailable, "\(source): \(error.message)")
      XCTAssertTrue(error.message.contains(named), error.message)
      XCTAssertEqual(error.introduced, OSVersion(15))
    }
    // At iOS 15 the same expressions check. Every style member is iOS 15 too, as
    // `formatted(_:)` itself, so below it the error names `formatted(_:)`, written first.
    var checker = ExpressionChecker(fields: ["x": .init(type: .double, isOptional: false)])
    checker.deploymentTarget = OSVersion(15)
    let styled = try SwiftExpressionParser.parse("x.formatted(.percent)").get()
    XCTAssertNoThrow(try checker.check(styled, expecting: .text).get())
    for member in [
      ".number", ".percent", ".currency(code:)", ".dateTime", ".relative(presentation:)",
    ] {
      XCTAssertEqual(ExpressionChecker.introduced[member], OSVersion(15), member)
    }
  }

  func testDateFieldsReadISO8601AndCompare() throws {
    XCTAssertEqual(
      ISO8601Text.date("2026-12-06T09:30:00Z")?.timeIntervalSince1970, 1_796_549_400)
    XCTAssertEqual(ISO8601Text.date("2026-12-06")?.timeIntervalSince1970, 1_796_515_200)
    XCTAssertNil(ISO8601Text.date("6 Dec 2026"))
    XCTAssertTrue(FieldType.date.reads("2026-12-06"))
    XCTAssertFalse(FieldType.date.reads("tomorrow"))
    let fields = [
      "a": ExpressionField(type: .date, isOptional: false),
      "b": .init(type: .date, isOptional: false),
    ]
    let checker = ExpressionChecker(fields: fields)
    let parsed = try SwiftExpressionParser.parse("a < b").get()
    let typed = try checker.check(parsed, expecting: .bool).get()
    XCTAssertEqual(
      try ExpressionEvaluator.evaluate(
        typed, fields: ["a": "2026-12-06", "b": "2026-12-06T00:00:01Z"]),
      .bool(true))
    XCTAssertEqual(
      try ExpressionEvaluator.evaluate(
        typed, fields: ["a": "2026-12-07", "b": "2026-12-06T23:00:00Z"]),
      .bool(false))
  }

  func testADateIsNotTextAndWrongStylesAreNamed() throws {
    let fields = [
      "d": ExpressionField(type: .date, isOptional: false),
      "n": ExpressionField(type: .int, isOptional: false),
    ]
    var checker = ExpressionChecker(fields: fields)
    checker.deploymentTarget = OSVersion(15)
    func message(_ source: String) throws -> String? {
      let parsed = try SwiftExpressionParser.parse(source).get()
      guard case .failure(let error) = checker.check(parsed, expecting: .text) else { return nil }
      return error.message + " " + error.notes.joined(separator: " ")
    }
    XCTAssertEqual(try message("\"\\(d)\"")?.hasPrefix("a Date is shown with 'formatted(…)'"), true)
    XCTAssertEqual(
      try message("n.formatted(.percnt)"),
      "type 'IntegerFormatStyle<Int>' has no member 'percnt' did you mean 'percent'?")
    XCTAssertEqual(
      try message("d.formatted(date: .short, time: .omitted)")?.hasPrefix(
        "type 'DateStyle' has no member '.short'"), true)
    XCTAssertNotNil(try message("n.formatted(.currency(code: code))"))
    XCTAssertNotNil(try message("n.formatted(.number.precision(.fractionLength(n)))"))
  }

  /// Nothing in a spec without format styles changes: `formatted()` keeps printing as
  /// before, now by Foundation in the preview's locale.
  func testPlainFormattedFollowsThePreviewLocale() throws {
    let spec = """
      listspec: 1
      platform: { iOS: "15.0" }
      preview: { locale: de_DE }
      list: { appearance: plain }
      cells:
        row:
          fields: { n: Double }
          content: { text: "{n.formatted()}" }
      sections: [{ id: s, cell: row, items: [{ id: a, n: 15003.5 }] }]
      """
    let texts = try drawnTexts(ListSpecLoader.load(text: spec, path: "de.yaml"))
    XCTAssertTrue(texts.contains("15.003,5"), "\(texts)")
  }

  func testPreviewKeysAreChecked() throws {
    let spec = """
      listspec: 1
      preview: { timeZone: Mars/Olympus, now: next week }
      cells: { row: { content: { text: "{t}" } } }
      sections: [{ id: s, cell: row, items: [{ id: a, t: x }] }]
      """
    let loaded = ListSpecLoader.load(text: spec, path: "bad.yaml")
    let mismatches = loaded.diagnostics.filter { $0.id == .typeMismatch }.map(\.message)
    XCTAssertEqual(mismatches.count, 2, "\(summaries(loaded))")
  }
}
