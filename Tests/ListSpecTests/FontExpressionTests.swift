import XCTest

@testable import ListSpec

/// Per-item fonts (`textProperties.font`, the `font` and `fontWeight` modifiers), SwiftUI's
/// text styles (`italic`, `bold`, `underline`, `strikethrough`, `monospacedDigit`) and colour
/// sets in expressions (specs/expressions.md, "Fonts" and "Colour sets").
final class FontExpressionTests: XCTestCase {
  func check(_ source: String, _ expectation: ExpressionChecker.Expectation = .font)
    -> Result<TypedExpression, ExpressionError>
  {
    guard case .success(let expression) = SwiftExpressionParser.parse(source) else {
      return .failure(ExpressionError(.syntax, "does not parse", offset: 0, length: 0))
    }
    let checker = ExpressionChecker(
      fields: ["unread": ExpressionField(type: .bool, isOptional: false)], source: source)
    return checker.check(expression, expecting: expectation)
  }

  func font(_ source: String, unread: Bool) throws -> FontSpec? {
    let typed = try check(source).get()
    let value = try ExpressionEvaluator.evaluate(typed, fields: ["unread": "\(unread)"])
    return FontSpec(evaluated: value, within: nil)
  }

  func testEachFormAFontIsWrittenInIsTheFontItNames() throws {
    XCTAssertEqual(try font(".headline", unread: true), FontSpec(style: .headline))
    XCTAssertEqual(try font("(.caption2)", unread: true), FontSpec(style: .caption2))
    XCTAssertEqual(try font(".system(size: 15)", unread: true), FontSpec(size: 15))
    XCTAssertEqual(
      try font(".system(size: 13.5, weight: .light)", unread: true),
      FontSpec(size: 13.5, weight: .light))
    XCTAssertEqual(
      try font(".system(.title3, weight: .semibold)", unread: true),
      FontSpec(style: .title3, weight: .semibold))
    let ternary = "unread ? .headline : .system(size: 15, weight: .regular)"
    XCTAssertEqual(try font(ternary, unread: true), FontSpec(style: .headline))
    XCTAssertEqual(try font(ternary, unread: false), FontSpec(size: 15, weight: .regular))
  }

  func testAWeightIsAFontWeightLiteral() throws {
    let typed = try check("unread ? .black : .thin", .fontWeight).get()
    XCTAssertEqual(
      try ExpressionEvaluator.evaluate(typed, fields: ["unread": "true"]), .fontWeight(.black))
    guard case .failure(let error) = check(".blak", .fontWeight) else {
      return XCTFail("'.blak' is no weight")
    }
    XCTAssertEqual(error.message, "type 'Font.Weight' has no member 'blak'")
    XCTAssertEqual(error.notes, ["did you mean 'black'?"])
  }

  /// Each wrong spelling is refused where it is written, with the forms a font takes.
  func testAFontThatIsNotOneOfTheFormsIsRefusedNamingThem() {
    let cases: [(String, String, String?)] = [
      (".bodyy", "type 'Font' has no member 'bodyy'", "did you mean 'body'?"),
      (
        ".title1", "type 'Font' has no member 'title1'",
        "SwiftUI's Font calls UIKit's '.title1' '.title'"
      ),
      (
        ".preferredFont(forTextStyle: .headline)",
        "'.preferredFont(…)' is UIFont's: a font in an expression is written as SwiftUI's Font, in UIKit cells too, and listspec generates the UIFont",
        nil
      ),
      (
        ".system(size: unread)",
        "a font's size is a number written in the expression, not computed", nil
      ),
      (".system(size: 0)", "a font's size must be greater than 0 and at most 100000", nil),
      (".headline.italic()", "a font's 'italic(…)' is not drawn in an expression", nil),
      ("unread ? 1 : 2", "cannot convert value of type 'Int' to expected font type 'Font'", nil),
    ]
    for (source, message, note) in cases {
      guard case .failure(let error) = check(source) else {
        XCTFail("'\(source)' checked")
        continue
      }
      XCTAssertEqual(error.message, message, source)
      if let note { XCTAssertEqual(error.notes.first, note, source) }
      if error.message.hasPrefix("type 'Font'") || error.message.contains("UIFont's") {
        XCTAssertTrue(
          error.notes.contains { $0.contains("'.system(size: 17, weight: .semibold)'") },
          "\(source): \(error.notes)")
      }
    }
    // `italic()` says how an italic is had.
    if case .failure(let error) = check(".headline.italic()") {
      XCTAssertTrue(error.notes[0].contains("'italic' modifier"), error.notes[0])
      XCTAssertTrue(error.notes[0].contains("UIFontDescriptor.withSymbolicTraits"), error.notes[0])
    }
  }

  func testAFontIsNotTextNorCompared() {
    guard case .failure(let error) = check(".headline", .text) else {
      return XCTFail("a font shown as text")
    }
    XCTAssertEqual(error.message, "cannot infer contextual base in reference to member 'headline'")
  }

  func testAUIKitCellDrawsEachItemInItsFont() throws {
    let loaded = loadSpec(
      """
      listspec: 1
      list: { appearance: plain }
      cells:
        row:
          content:
            text: "{title}"
            textProperties: { font: "{unread ? .headline : .system(size: 15, weight: .light)}" }
      sections:
        - id: main
          cell: row
          items:
            - { id: a, title: New, unread: true }
            - { id: b, title: Old, unread: false }
      """)
    XCTAssertEqual(summaries(loaded), [])
    let texts = try layoutTexts(loaded)
    XCTAssertEqual(texts["New"]?.font, ResolvedFont(pointSize: 17, weight: .semibold))
    XCTAssertEqual(texts["Old"]?.font, ResolvedFont(pointSize: 15, weight: .light))
  }

  func testTheTextStylesReachTheDrawnTextAndTheLayoutRecord() throws {
    let loaded = loadSpec(
      hostingSpec(
        """
        VStack:
          children:
            - Text: "{name} slanted"
              modifiers: [italic, { fontWeight: "{name == \\"A\\" ? .black : .thin}" }]
            - Text: "12:11"
              modifiers: [bold, underline, strikethrough, monospacedDigit, { font: "{name == \\"A\\" ? .title3 : .body}" }]
        """, items: "[{ id: a, name: A }, { id: b, name: B }]"))
    XCTAssertEqual(summaries(loaded), [])
    let spec = try XCTUnwrap(loaded.spec)
    let engine = ListLayoutEngine(
      environment: PreviewEnvironment(device: .iPhone15), measurer: ApproximateTextMeasurer())
    let layout = engine.layout(spec)
    let runs = layout.root.allNodes().compactMap(\.text)
    XCTAssertEqual(runs.map(\.string), ["A slanted", "12:11", "B slanted", "12:11"])
    XCTAssertEqual(runs.map(\.font.italic), [true, false, true, false])
    XCTAssertEqual(runs.map(\.font.weight), [.black, .bold, .thin, .bold])
    XCTAssertEqual(runs.map(\.font.pointSize), [17, 20, 17, 17])
    XCTAssertEqual(runs.map(\.font.underline), [false, true, false, true])
    XCTAssertEqual(runs.map(\.font.strikethrough), [false, true, false, true])
    XCTAssertEqual(runs.map(\.font.monospacedDigits), [false, true, false, true])
    let json = LayoutJSON.encode(layout)
    XCTAssertTrue(json.contains("\"italic\": true"), json)
    XCTAssertTrue(json.contains("\"monospacedDigit\": true, \"underline\": true"), json)
  }

  /// Each text style is the `View` modifier, refused below its version where it is written.
  func testATextStyleBelowItsVersionIsRefusedNamingIt() {
    let yaml = hostingSpec(
      """
      Text: "x"
      modifiers: [italic, monospacedDigit, { underline: , if: "name == \\"A\\"" }]
      """
    ).replacingOccurrences(of: "listspec: 1\n", with: "listspec: 1\nplatform: { iOS: \"15.0\" }\n")
    let unavailable = loadSpec(yaml).diagnostics.filter { $0.id == .unavailable }
    XCTAssertEqual(
      unavailable.map(\.message),
      [
        "UIHostingConfiguration is only available in iOS 16.0 or newer; the deployment target is iOS 15.0",
        ".italic() is only available in iOS 16.0 or newer; the deployment target is iOS 15.0",
        ".underline() is only available in iOS 16.0 or newer; the deployment target is iOS 15.0",
      ])
    XCTAssertEqual(unavailable.compactMap(\.location?.line), [6, 9, 9])
  }

  func testATextStyleTakesNoValue() {
    assertDiagnostics(
      hostingSpec(
        """
        Text: "x"
        modifiers: [{ italic: 3 }]
        """), ["8:31 error invalid-modifier"])
  }

  // MARK: Colour sets

  let examples = repositoryRoot.appendingPathComponent("examples")

  func catalogSpec(_ color: String) -> LoadedSpec {
    ListSpecLoader.load(
      text: """
        listspec: 1
        assets: app-catalog.xcassets
        list: { appearance: plain }
        cells:
          row:
            content:
              text: "{title}"
              textProperties: { color: "\(color)" }
        sections:
          - id: main
            cell: row
            items:
              - { id: a, title: On, on: true }
              - { id: b, title: Off, on: false }
        """, path: examples.appendingPathComponent("colour-sets.yaml").path)
  }

  func testAColourSetIsColorOfItsNameAndDrawnLightAndDark() throws {
    let loaded = catalogSpec(#"{on ? Color(\"Brand\") : .red}"#)
    XCTAssertEqual(summaries(loaded), [])
    var texts = try layoutTexts(loaded)
    XCTAssertEqual(texts["On"]?.color.hexString, "#6F4E37")
    XCTAssertEqual(texts["Off"]?.color.hexString, "#FF3B30")
    texts = try layoutTexts(loaded, dark: true)
    XCTAssertEqual(texts["On"]?.color.hexString, "#D9A87B")
  }

  func testAColourSetWrittenAsAMemberPointsAtColorOfItsName() {
    for (written, column) in [(".Brand", 39), (".brand", 39)] {
      let loaded = catalogSpec("{on ? \(written) : .red}")
      XCTAssertEqual(summaries(loaded), ["8:\(column) error unknown-member"], written)
      let notes = loaded.diagnostics.first?.notes.map(\.message) ?? []
      XCTAssertTrue(notes.first?.hasPrefix("did you mean 'Color(\"Brand\")'?") == true, "\(notes)")
      XCTAssertTrue(notes.contains { $0.contains("'.brand' needs iOS 17") }, "\(notes)")
    }
    let misspelt = catalogSpec(#"{on ? Color(\"Bran\") : .red}"#)
    XCTAssertEqual(summaries(misspelt), ["8:45 error unknown-name"])
    XCTAssertEqual(misspelt.diagnostics.first?.notes.map(\.message), ["did you mean 'Brand'?"])
  }

  func testXcodesGeneratedSymbolNames() {
    for (set, symbol) in [
      ("Brand", "brand"), ("AccentColor", "accent"), ("some_blue", "someBlue"),
      ("UAEFlag", "uaeFlag"), ("TextPrimary", "textPrimary"), ("URL", "url"),
    ] {
      XCTAssertEqual(ExpressionChecker.generatedSymbolName(set), symbol, set)
    }
  }

  // MARK: Helpers

  /// The drawn texts by string.
  func layoutTexts(_ loaded: LoadedSpec, dark: Bool = false) throws -> [String: TextRun] {
    let spec = try XCTUnwrap(loaded.spec)
    var environment = PreviewEnvironment(device: .iPhone15)
    environment.isDark = dark
    let engine = ListLayoutEngine(environment: environment, measurer: ApproximateTextMeasurer())
    var texts: [String: TextRun] = [:]
    for run in engine.layout(spec).root.allNodes().compactMap(\.text) { texts[run.string] = run }
    return texts
  }
}
