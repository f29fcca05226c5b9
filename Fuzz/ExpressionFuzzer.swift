// libFuzzer harness for Swift expressions: bytes → SwiftExpressionParser → ExpressionChecker
// (every expectation, over fields of every type) → ExpressionEvaluator for a few items. Built
// by scripts/fuzz like FrontEndFuzzer.swift.
//
// Besides crashes and hangs (the limits in specs/expressions.md bound the work), it traps when
// printing a parsed expression and parsing the text again does not give the same text, and
// when a checked expression evaluates to a value of another type than its expectation's.

public func expressionFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  guard case .success(let expression) = SwiftExpressionParser.parse(text) else { return 0 }
  let printed = SwiftExpressionPrinter.print(expression)
  let reparsing = SwiftExpressionParser.parse(printed)
  // Printing escapes control characters (`\u{14}` for one byte), so a text near the length
  // limit may print past it: that is the limit speaking, not a printing error.
  if case .failure(let error) = reparsing, error.kind == .limit, printed.count > text.count {
    return 0
  }
  guard case .success(let reparsed) = reparsing else {
    fatalError("printed expression does not parse: \(printed)")
  }
  FuzzInvariants.expect(
    SwiftExpressionPrinter.print(reparsed) == printed, "printing is not stable: \(printed)")
  let fields: [String: ExpressionField] = [
    "name": ExpressionField(type: .string, isOptional: false),
    "count": ExpressionField(type: .int, isOptional: false),
    "rating": ExpressionField(type: .double, isOptional: false),
    "isOn": ExpressionField(type: .bool, isOptional: false),
    "subtitle": ExpressionField(type: .string, isOptional: true),
    "extra": ExpressionField(type: .int, isOptional: true),
    "tint": ExpressionField(type: .color, isOptional: false),
  ]
  let items: [ItemFields] = [
    [
      "name": "Halo", "count": "9223372036854775807", "rating": "-0.0", "isOn": "true",
      "tint": "systemMint",
    ],
    [
      "name": "", "count": "0", "rating": "1e308", "isOn": "false", "subtitle": "é", "extra": "-1",
      "tint": "#FF950080",
    ],
  ]
  let checker = ExpressionChecker(fields: fields, source: text)
  for expectation in [ExpressionChecker.Expectation.text, .bool, .color, .double, .int] {
    guard case .success(let typed) = checker.check(expression, expecting: expectation) else {
      continue
    }
    for item in items {
      guard let value = try? ExpressionEvaluator.evaluate(typed, fields: item) else { continue }
      switch (expectation, value) {
      case (.bool, .bool), (.color, .color), (.double, .double), (.int, .int), (.text, .string):
        break
      default: fatalError("\(printed) as \(expectation) gave \(value)")
      }
    }
  }
  return 0
}
