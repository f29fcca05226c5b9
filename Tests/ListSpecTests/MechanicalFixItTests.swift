import XCTest

@testable import ListSpec

/// Messages that name the fix, and fix-its that `listspec fix` applies (the language
/// server's code actions are the same fix-its): each spec here becomes valid in one round,
/// and only the bytes a fix-it names change.
final class MechanicalFixItTests: XCTestCase {
  /// Fixes `yaml` once; the diagnostics found first, and the fixed text.
  func fixed(_ yaml: String) -> (diagnostics: [Diagnostic], text: String, isValid: Bool) {
    let source = SourceFile(path: "spec.yaml", text: yaml)
    let found = ListSpecLoader.load(text: yaml, path: "spec.yaml").diagnostics
    let result = FixItApplication.fixAll(source, passes: 1)
    return (found, String(decoding: result.bytes, as: UTF8.self), result.loaded.isValid)
  }

  func testAnUnknownModifierListsTheModifiers() throws {
    let loaded = loadSpec(hostingSpec("Text: \"{name}\"\nmodifiers: [shadow]"))
    let message = onlyMessage(loaded)
    XCTAssertTrue(
      message.hasPrefix("unknown modifier 'shadow' (expected one of: padding,"), message)
    for name in ModifierName.names { XCTAssertTrue(message.contains(name), name) }
  }

  func testABareShapeNameFollowedByItsOptionsIsFixedWithAColon() throws {
    let yaml = hostingSpec("HStack:\n  - Circle\n    fill: orange")
    let result = fixed(yaml)
    XCTAssertEqual(result.diagnostics.map(\.id), [.yamlSyntax])
    let message = try XCTUnwrap(result.diagnostics.first?.message)
    XCTAssertTrue(message.contains("write '- Circle:'"), message)
    XCTAssertEqual(result.diagnostics.first?.location?.line, 8)
    XCTAssertEqual(result.text, yaml.replacing("- Circle\n", with: "- Circle:\n"))
    XCTAssertTrue(result.isValid)
    // A value of several words is not a name: libyaml's own explanation stays.
    let text = hostingSpec("HStack:\n  - Some text\n    fill: orange")
    XCTAssertFalse(fixed(text).diagnostics.first?.message.contains("write '-") ?? true)
  }

  func testAnUnquotedTemplateIsQuoted() {
    let yaml = """
      listspec: 1
      list: { appearance: plain }
      cells:
        row:
          content:
            text: {title}
      sections:
        - { id: main, cell: row, items: [{ id: a, title: Hi }] }

      """
    let result = fixed(yaml)
    XCTAssertEqual(result.diagnostics.map(\.id), [.unquotedPlaceholder])
    XCTAssertEqual(result.text, yaml.replacing("text: {title}", with: "text: \"{title}\""))
    XCTAssertTrue(result.isValid)
  }

  func testModifiersInsideAStackAreMovedOutOneLevel() throws {
    let yaml = hostingSpec(
      """
      VStack:
        alignment: leading
        children:
          - Text: "{name}"
        modifiers:
          - padding
          - opacity: 0.5
      """)
    let result = fixed(yaml)
    let message = try XCTUnwrap(result.diagnostics.first?.message)
    XCTAssertTrue(message.contains("belongs to the view, one level out, beside 'VStack:'"), message)
    XCTAssertEqual(
      result.text,
      yaml.replacing(
        "          modifiers:\n            - padding\n            - opacity: 0.5",
        with: "        modifiers:\n          - padding\n          - opacity: 0.5"))
    XCTAssertTrue(result.isValid, "\(result.text)")
    // Not the last key of the stack: moving it would take the keys after it along, so the
    // message says where it goes and there is no fix-it.
    let middle = hostingSpec(
      """
      VStack:
        modifiers: [padding]
        children: [Spacer]
      """)
    let loaded = loadSpec(middle)
    XCTAssertEqual(loaded.diagnostics.map(\.id), [.unknownKey])
    XCTAssertEqual(loaded.diagnostics.first?.fixIts, [])
  }

  func testAMisspeltColourFieldIsSuggestedAtItsValue() throws {
    let yaml = """
      listspec: 1
      list: { appearance: plain }
      cells:
        row:
          fields: { tint: Color }
          content: { text: "{title}", textProperties: { color: "{tint}" } }
      sections:
        - id: main
          cell: row
          items:
            - { id: a, title: Hi, tint: oragne }
            - id: b
              title: Yo
              tint: "systemBlu"

      """
    let result = fixed(yaml)
    XCTAssertEqual(result.diagnostics.map(\.id), [.typeMismatch, .typeMismatch])
    let first = try XCTUnwrap(result.diagnostics.first)
    XCTAssertTrue(first.message.hasSuffix("did you mean 'orange'?"), first.message)
    // The caret is under the value, not the item.
    XCTAssertEqual(first.location?.line, 11)
    XCTAssertEqual(first.location?.column, 35)
    XCTAssertEqual(first.range?.end.column, 41)
    XCTAssertEqual(
      result.text,
      yaml.replacing("tint: oragne", with: "tint: orange").replacing(
        "tint: \"systemBlu\"", with: "tint: systemBlue"))
    XCTAssertTrue(result.isValid)
  }

  func testAnExpressionInAKeyThatTakesNoneSaysSoAndIsNotStripped() throws {
    let yaml = hostingSpec(
      "Text: \"{name}\"\nmodifiers:\n  - imageScale: \"{unread > 0 ? .large : .small}\"",
      items: "[{ id: a, name: Hi, unread: 2 }]")
    let result = fixed(yaml)
    XCTAssertEqual(result.diagnostics.map(\.id), [.expressionNotAllowed])
    let message = try XCTUnwrap(result.diagnostics.first?.message)
    XCTAssertTrue(message.hasPrefix("'imageScale' takes no expression"), message)
    XCTAssertFalse(message.contains("no item is in scope"), message)
    XCTAssertEqual(result.diagnostics.first?.fixIts, [])
    XCTAssertEqual(result.text, yaml)
    // Where no item is in scope, the text is still written without its braces.
    let header = loadSpec(
      """
      listspec: 1
      list: { appearance: plain, headerMode: supplementary }
      cells: { row: { content: { text: x } } }
      sections:
        - { id: main, cell: row, header: "{title}", items: [{ id: a }] }

      """)
    XCTAssertTrue(onlyMessage(header).contains("no item is in scope"))
  }
}
