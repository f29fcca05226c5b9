import XCTest

@testable import ListSpec

/// The expression subset: parsing, swiftc-style checking, Swift's evaluation, and their
/// diagnostics in specs. (Agreement with compiled Swift on random expressions is
/// ListSpecCodegenTests.ExpressionDifferentialTests.)
final class ExpressionTests: XCTestCase {
  let fields: [String: ExpressionField] = [
    "name": ExpressionField(type: .string, isOptional: false),
    "count": ExpressionField(type: .int, isOptional: false),
    "rating": ExpressionField(type: .double, isOptional: false),
    "isOn": ExpressionField(type: .bool, isOptional: false),
    "subtitle": ExpressionField(type: .string, isOptional: true),
  ]

  /// A checker at iOS 15, where every member of the language is available (availability has
  /// its own test).
  func checker(_ text: String) -> ExpressionChecker {
    var checker = ExpressionChecker(fields: fields, source: text)
    checker.deploymentTarget = OSVersion(15)
    return checker
  }

  func value(
    _ text: String, _ item: ItemFields, expecting: ExpressionChecker.Expectation = .text
  ) throws -> ExpressionValue {
    let expression = try SwiftExpressionParser.parse(text).get()
    let typed = try checker(text).check(expression, expecting: expecting).get()
    return try ExpressionEvaluator.evaluate(typed, fields: item)
  }

  func problem(_ text: String, expecting: ExpressionChecker.Expectation = .text) -> ExpressionError?
  {
    switch SwiftExpressionParser.parse(text) {
    case .failure(let error): return error
    case .success(let expression):
      if case .failure(let error) = checker(text).check(expression, expecting: expecting) {
        return error
      }
      return nil
    }
  }

  let halo: ItemFields = ["name": "Halo", "count": "3", "rating": "4.5", "isOn": "true"]

  func testValuesAreSwiftsValues() throws {
    XCTAssertEqual(try value(#"count == 1 ? "game" : "games""#, halo), .string("games"))
    XCTAssertEqual(try value("name.uppercased()", halo), .string("HALO"))
    XCTAssertEqual(try value("rating * 2", halo), .string("9.0"))
    XCTAssertEqual(try value("count / 2", halo), .string("1"))
    XCTAssertEqual(try value("-7 % 3", halo), .string("-1"))
    XCTAssertEqual(try value("0.1 + 0.2", halo), .string("0.30000000000000004"))
    XCTAssertEqual(try value("rating / 0", halo), .string("inf"))
    XCTAssertEqual(try value(#"subtitle ?? "none""#, halo), .string("none"))
    XCTAssertEqual(try value(#"subtitle?.uppercased() ?? "-""#, ["subtitle": "ea"]), .string("EA"))
    XCTAssertEqual(try value(#""\(count) of \(rating)""#, halo), .string("3 of 4.5"))
    XCTAssertEqual(
      try value("String(name.prefix(2)) + String(name.dropFirst(3))", halo), .string("Hao"))
    XCTAssertEqual(try value("min(count, 2, 7)", halo), .string("2"))
    // Foundation's `contains(_:)`, the one apps get, where the standard library's differs.
    XCTAssertEqual(try value(#"name.contains("")"#, halo, expecting: .bool), .bool(false))
    XCTAssertEqual(try value(#"name.contains("")"#, ["name": ""], expecting: .bool), .bool(false))
    XCTAssertEqual(
      try value(#"name.contains("e")"#, ["name": "e\u{301}"], expecting: .bool), .bool(false))
    XCTAssertEqual(try value("isOn && count > 2", halo, expecting: .bool), .bool(true))
    XCTAssertEqual(try value("subtitle == nil", halo, expecting: .bool), .bool(true))
    XCTAssertEqual(
      try value("isOn ? .systemYellow : .systemGray", halo, expecting: .color),
      .color(.system(.systemYellow)))
    XCTAssertEqual(try value("isOn ? 0.5 : 1", halo, expecting: .double), .double(0.5))
  }

  func testMessagesAreSwiftcs() {
    XCTAssertEqual(problem("nmae")?.message, "cannot find 'nmae' in scope")
    XCTAssertEqual(problem("nmae")?.notes, ["did you mean 'name'?"])
    XCTAssertEqual(
      problem("name.uppercase()")?.message, "value of type 'String' has no member 'uppercase'")
    XCTAssertEqual(problem("name.uppercase()")?.notes, ["did you mean 'uppercased'?"])
    XCTAssertEqual(
      problem("count + rating")?.message,
      "binary operator '+' cannot be applied to operands of type 'Int' and 'Double'")
    XCTAssertEqual(
      problem(#"name + count"#)?.message,
      "binary operator '+' cannot be applied to operands of type 'String' and 'Int'")
    XCTAssertEqual(
      problem("count", expecting: .bool)?.message,
      "type 'Int' cannot be used as a boolean; test for '!= 0' instead")
    XCTAssertEqual(
      problem("subtitle.count")?.message,
      "value of optional type 'String?' must be unwrapped to refer to member 'count' of wrapped base type 'String'"
    )
    XCTAssertEqual(
      problem("subtitle")?.message,
      "value of optional type 'String?' must be unwrapped to be shown as text")
    XCTAssertEqual(
      problem(#"isOn ? 1 : "one""#)?.message,
      "result values in '? :' expression have mismatching types 'Int' and 'String'")
    XCTAssertEqual(
      problem("name.hasPrefix()")?.message, "missing argument for parameter #1 in call")
    XCTAssertEqual(problem("a < b < c")?.kind, .syntax)
    XCTAssertEqual(problem("rating % 2")?.message.hasPrefix("'%' is unavailable"), true)
    XCTAssertEqual(
      problem("99999999999999999999")?.message,
      "integer literal '99999999999999999999' overflows when stored into 'Int'")
    XCTAssertEqual(problem("name!")?.kind, .syntax)
    XCTAssertEqual(problem("2 < 1e3", expecting: .bool)?.message, "ambiguous use of operator '<'")
  }

  func testErrorsPointInsideTheExpression() {
    let error = problem("count + rating")
    XCTAssertEqual(error?.offset, 0)
    XCTAssertEqual(error?.length, 14)
    let unknown = problem("isOn ? nmae : name")
    XCTAssertEqual(unknown?.offset, 7)
    XCTAssertEqual(unknown?.length, 4)
  }

  func testFailuresAreSwiftsTraps() throws {
    let big: ItemFields = ["count": "\(Int.max)", "name": "x", "rating": "1", "isOn": "true"]
    XCTAssertThrowsError(try value("count + 1", big)) { error in
      XCTAssertEqual(
        (error as? ExpressionFailure)?.message,
        "arithmetic overflow in 'count + 1' (\(Int.max) + 1 does not fit in Int)")
    }
    XCTAssertThrowsError(try value("10 / (count - 3)", halo)) { error in
      XCTAssertEqual(
        (error as? ExpressionFailure)?.message, "division by zero in '10 / (count - 3)'")
    }
    XCTAssertThrowsError(try value("String(name.prefix(count - 5))", halo))
  }

  func testLimitsBoundHostileExpressions() {
    XCTAssertEqual(
      problem(String(repeating: "(", count: 100) + "1" + String(repeating: ")", count: 100))?.kind,
      .limit)
    XCTAssertEqual(problem(String(repeating: "1 + ", count: 600) + "1")?.kind, .limit)
    XCTAssertEqual(problem(String(repeating: "x", count: 2001))?.kind, .limit)
    let long = try? value(
      Array(repeating: "name", count: 200).joined(separator: " + "),
      ["name": String(repeating: "a", count: 1000)])
    XCTAssertNil(long, "a string over the limit fails")
  }

  func testBracesInsideStringLiteralsDoNotCloseThePlaceholder() throws {
    let template = try TemplateParser.parse(
      #"{count == 1 ? "}" : "{s}"} left"#,
      range: SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0))
    ).get()
    XCTAssertEqual(template.segments.count, 2)
  }

  func testASpecReportsExpressionProblemsAtTheirPlace() {
    let loaded = ListSpecLoader.load(
      text: """
        listspec: 1
        list: { appearance: plain }
        cells:
          row:
            content:
              text: '{count} {count == 1 ? "game" : "games"}'
              secondaryText: '{total / count}'
        sections:
          - id: s
            cell: row
            items:
              - { id: ok, count: 2, total: 9 }
              - { id: empty, count: 0, total: 9 }
        """, path: "spec.yaml")
    let found = loaded.diagnostics.map {
      "\($0.id.rawValue) \($0.location.map { "\($0.line):\($0.column)" } ?? "")"
    }
    XCTAssertEqual(found, ["expression-failure 7:24"])
    XCTAssertEqual(
      loaded.diagnostics.first?.message, "division by zero in 'total / count' for item 'empty'")
    XCTAssertEqual(loaded.diagnostics.first?.notes.first?.range?.start.line, 13)
  }

  /// `formatted()` is iOS 15: below it, or with no platform (the generated code targets
  /// iOS 14), it is an error at the member, as Xcode reports; at iOS 15 it is accepted.
  func testAMemberNewerThanTheDeploymentTargetIsAnError() throws {
    func spec(_ platform: String) -> String {
      """
      listspec: 1
      \(platform)
      list: { appearance: plain }
      cells:
        row: { content: { text: "{steps.formatted()} steps" } }
      sections:
        - { id: s, cell: row, items: [{ id: a, steps: 1200 }] }
      """
    }
    let old = assertDiagnostics(spec("platform: { iOS: \"14.0\" }"), ["5:29 error unavailable"])
    let diagnostic = try XCTUnwrap(old.diagnostics.first)
    XCTAssertEqual(
      diagnostic.message,
      "'formatted()' is only available in iOS 15.0 or newer; the deployment target is iOS 14.0")
    XCTAssertEqual(diagnostic.notes.first?.range?.start.line, 2)
    XCTAssertEqual(diagnostic.fixIts.first?.replacement, "\"15.0\"")
    let unset = assertDiagnostics(spec(""), ["5:29 error unavailable"])
    XCTAssertTrue(
      unset.diagnostics.first?.notes.first?.message.contains("without 'platform'") == true)
    assertClean(spec("platform: { iOS: \"15.0\" }"))
  }

  func testConditionsAndValuesShapeEachItemsCell() throws {
    let loaded = ListSpecLoader.load(
      text: """
        listspec: 1
        platform: { iOS: "16.0" }
        list: { appearance: plain }
        cells:
          row:
            hosting:
              content:
                HStack:
                  children:
                    - Text: "{name}"
                    - Image: { systemName: star }
                      if: isFavorite
                      modifiers:
                        - foregroundStyle: "{isFavorite ? .systemYellow : .systemGray}"
                        - { opacity: 0.5, if: "!isFavorite" }
            accessories: [{ checkmark: { if: count > 1 } }]
        sections:
          - id: s
            cell: row
            items:
              - { id: a, name: A, isFavorite: true, count: 2 }
              - { id: b, name: B, isFavorite: false, count: 1 }
        """, path: "spec.yaml")
    XCTAssertEqual(loaded.diagnostics, [])
    let spec = try XCTUnwrap(loaded.spec)
    guard case .hosting(let hosting) = spec.cells[0].kind else { return XCTFail() }
    let favorite = try XCTUnwrap(hosting.content.resolved(for: spec.sections[0].items[0].fields))
    let other = try XCTUnwrap(hosting.content.resolved(for: spec.sections[0].items[1].fields))
    guard case .hStack(let shown) = favorite.kind, case .hStack(let hidden) = other.kind else {
      return XCTFail()
    }
    XCTAssertEqual(shown.children.count, 2)
    XCTAssertEqual(hidden.children.count, 1)
    XCTAssertEqual(
      shown.children[1].modifiers.map(\.modifier), [.foregroundStyle(.system(.systemYellow))])
    XCTAssertEqual(
      spec.cells[0].accessories[0].condition?.isTrue(for: spec.sections[0].items[1].fields), false)
  }

  /// A changed expression is a configuration change with both locations, and the diff names
  /// the items whose shown text it changed — here not the one-hour game.
  func testDiffNamesTheItemsAnExpressionChangeReaches() throws {
    func spec(_ plural: String) -> ListSpecDocument? {
      ListSpecLoader.load(
        text: """
          listspec: 1
          list: { appearance: plain }
          cells:
            row: { content: { text: '{hours} {hours == 1 ? "hour" : "\(plural)"}' } }
          sections:
            - id: s
              cell: row
              items: [{ id: a, hours: 1 }, { id: b, hours: 5 }]
          """, path: "spec.yaml"
      ).spec
    }
    let old = try XCTUnwrap(spec("hours"))
    let new = try XCTUnwrap(spec("hrs"))
    let diff = ListDiff.compute(old: old, new: new)
    XCTAssertEqual(diff.configurationChanges.count, 1)
    XCTAssertNotNil(diff.configurationChanges.first?.oldRange)
    XCTAssertNotNil(diff.configurationChanges.first?.newRange)
    XCTAssertEqual(diff.affectedItemsByTemplate["row"], ["a", "b"])
    XCTAssertEqual(diff.textChangedItemsByTemplate["row"], ["b"])
  }
}
