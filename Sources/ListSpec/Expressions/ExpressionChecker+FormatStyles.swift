#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `formatted(…)` of an `Int`, a `Double` or a `Date`: the format style written as Swift
/// writes it (`.currency(code: "EUR")`, `.number.precision(.fractionLength(2))`,
/// `date: .abbreviated, time: .shortened`, `.dateTime.month().day()`,
/// `.relative(presentation: .named)`), checked into the style it names, which
/// ``ExpressionFormatting`` prints in the preview's locale and time zone (specs/expressions.md,
/// "Format styles").
extension ExpressionChecker {
  /// One member of a format style chain: `.number`, `.precision(.fractionLength(2))`.
  struct StyleStep {
    var name: String
    /// Nil for a property (`.number`), else the call's arguments.
    var arguments: [SwiftExpression.Argument]?
    /// The chain up to and including this member, for diagnostics.
    var expression: SwiftExpression
  }

  /// The members of a chain that starts with an implicit member (`.number.grouping(.never)`),
  /// in order; nil for anything else.
  func styleSteps(_ expression: SwiftExpression) -> [StyleStep]? {
    switch expression.kind {
    case .implicitMember(let name):
      return [StyleStep(name: name, arguments: nil, expression: expression)]
    case .member(let base, let name, optional: false):
      guard let steps = styleSteps(base) else { return nil }
      return steps + [StyleStep(name: name, arguments: nil, expression: expression)]
    case .call(let callee, let arguments):
      guard var steps = styleSteps(callee), steps[steps.count - 1].arguments == nil else {
        return nil
      }
      steps[steps.count - 1].arguments = arguments
      steps[steps.count - 1].expression = expression
      return steps
    case .parenthesized(let inner):
      return styleSteps(inner)
    default:
      return nil
    }
  }

  /// The style `formatted(arguments)` of a value of `baseType` prints with.
  func formatStyle(
    of baseType: ExpressionType, arguments: [SwiftExpression.Argument],
    _ expression: SwiftExpression
  ) throws -> ExpressionFormatStyle {
    if baseType == .date {
      if arguments.isEmpty {
        return .dateAndTime(date: "numeric", time: "shortened")
      }
      if arguments.map(\.label) == ["date", "time"] {
        let date = try choice(arguments[0].value, among: Self.dateStyles, of: "DateStyle")
        let time = try choice(arguments[1].value, among: Self.timeStyles, of: "TimeStyle")
        return .dateAndTime(date: date, time: time)
      }
    } else if arguments.isEmpty {
      return .number(.init(kind: .number, isInteger: baseType == .int, modifiers: []))
    }
    guard arguments.count == 1, arguments[0].label == nil,
      let steps = styleSteps(arguments[0].value)
    else {
      throw ExpressionError(
        .type,
        baseType == .date
          ? "listspec knows 'formatted()', 'formatted(date:time:)' and 'formatted(_:)' with '.dateTime…' or '.relative(presentation:)' on a Date"
          : "listspec knows 'formatted()' and 'formatted(_:)' with '.number', '.percent' or '.currency(code:)' on '\(baseType)'",
        offset: expression.offset, length: expression.length)
    }
    for step in steps { try requireAvailable(step) }
    return baseType == .date
      ? try dateFormatStyle(steps) : try numberFormatStyle(steps, integer: baseType == .int)
  }

  // MARK: Numbers

  private func numberFormatStyle(_ steps: [StyleStep], integer: Bool) throws
    -> ExpressionFormatStyle
  {
    let root = steps[0]
    var modifiers: [ExpressionFormatStyle.NumberStyle.Modifier] = []
    for step in steps.dropFirst() {
      switch step.name {
      case "precision":
        modifiers.append(try precision(try oneArgument(step)))
      case "grouping":
        modifiers.append(
          .grouping(
            try choice(
              try oneArgument(step), among: Self.groupings,
              of: "NumberFormatStyleConfiguration.Grouping")))
      case "notation" where root.name == "number":
        modifiers.append(
          .notation(
            try choice(
              try oneArgument(step), among: Self.notations,
              of: "NumberFormatStyleConfiguration.Notation")))
      default:
        throw unknownStyleMember(
          step, of: "\(integer ? "IntegerFormatStyle<Int>" : "FloatingPointFormatStyle<Double>")",
          known: root.name == "number"
            ? ["precision", "grouping", "notation"] : ["precision", "grouping"])
      }
    }
    let kind: ExpressionFormatStyle.NumberStyle.Kind
    switch root.name {
    case "number":
      try noArguments(root)
      kind = .number
    case "percent":
      try noArguments(root)
      kind = .percent
    case "currency":
      guard let arguments = root.arguments, arguments.count == 1, arguments[0].label == "code",
        case .string(let parts) = arguments[0].value.kind, parts.count <= 1
      else {
        throw ExpressionError(
          .type, "write the currency as Swift does, with a code: '.currency(code: \"EUR\")'",
          offset: root.expression.offset, length: root.expression.length)
      }
      var code = ""
      if case .text(let text)? = parts.first { code = text }
      kind = .currency(code: code)
    default:
      throw unknownStyleMember(
        root, of: integer ? "IntegerFormatStyle<Int>" : "FloatingPointFormatStyle<Double>",
        known: ["number", "percent", "currency"])
    }
    return .number(.init(kind: kind, isInteger: integer, modifiers: modifiers))
  }

  /// `.fractionLength(2)`, `.integerLength(3)` or `.significantDigits(4)` with an integer
  /// literal from 0 to 15 (at least 1 significant digit).
  private func precision(_ expression: SwiftExpression) throws
    -> ExpressionFormatStyle.NumberStyle.Modifier
  {
    let kinds = ["fractionLength", "integerLength", "significantDigits"]
    guard let steps = styleSteps(expression), steps.count == 1,
      let arguments = steps[0].arguments, kinds.contains(steps[0].name)
    else {
      throw ExpressionError(
        .type,
        "listspec knows the precisions '.fractionLength(_:)', '.integerLength(_:)' and '.significantDigits(_:)'",
        offset: expression.offset, length: expression.length)
    }
    guard arguments.count == 1, arguments[0].label == nil,
      case .integer(let text) = arguments[0].value.kind, let length = Int(text),
      (steps[0].name == "significantDigits" ? 1...15 : 0...15).contains(length)
    else {
      throw ExpressionError(
        .type, "write the length as an integer literal from 0 to 15 (1 to 15 significant digits)",
        offset: expression.offset, length: expression.length)
    }
    return .precision(steps[0].name, length)
  }

  // MARK: Dates

  private func dateFormatStyle(_ steps: [StyleStep]) throws -> ExpressionFormatStyle {
    let root = steps[0]
    switch root.name {
    case "dateTime":
      var components: [ExpressionFormatStyle.DateComponent] = []
      for step in steps.dropFirst() {
        guard step.arguments != nil else {
          throw ExpressionError(
            .type, "function '\(step.name)' was used as a property; add () to call it",
            offset: step.expression.offset, length: step.expression.length)
        }
        let written = step.arguments?.isEmpty == false ? try oneArgument(step) : nil
        var symbol: String?
        switch step.name {
        case "year", "day", "hour", "minute", "second":
          guard written == nil else {
            throw ExpressionError(
              .type, "listspec knows '.\(step.name)()' without a value",
              offset: step.expression.offset, length: step.expression.length)
          }
        case "month":
          symbol = try written.map {
            try choice($0, among: Self.months, of: "Date.FormatStyle.Symbol.Month")
          }
        case "weekday":
          symbol = try written.map {
            try choice($0, among: Self.weekdays, of: "Date.FormatStyle.Symbol.Weekday")
          }
        default:
          throw unknownStyleMember(
            step, of: "Date.FormatStyle",
            known: ["year", "month", "day", "weekday", "hour", "minute", "second"])
        }
        components.append(.init(name: step.name, symbol: symbol))
      }
      return .dateComponents(components)
    case "relative":
      guard steps.count == 1, let arguments = root.arguments,
        arguments.first?.label == "presentation",
        arguments.count == 1 || (arguments.count == 2 && arguments[1].label == "unitsStyle")
      else {
        throw ExpressionError(
          .type, "write '.relative(presentation: .named)', optionally with 'unitsStyle:'",
          offset: root.expression.offset, length: root.expression.length)
      }
      let presentation = try choice(
        arguments[0].value, among: Self.presentations,
        of: "Date.RelativeFormatStyle.Presentation")
      let unitsStyle =
        arguments.count == 2
        ? try choice(
          arguments[1].value, among: Self.unitsStyles, of: "Date.RelativeFormatStyle.UnitsStyle")
        : "wide"
      return .relative(presentation: presentation, unitsStyle: unitsStyle)
    default:
      throw unknownStyleMember(root, of: "Date.FormatStyle", known: ["dateTime", "relative"])
    }
  }

  // MARK: Arguments

  /// The members each choice may name, as Foundation declares them.
  static let dateStyles = ["omitted", "numeric", "abbreviated", "long", "complete"]
  static let timeStyles = ["omitted", "shortened", "standard", "complete"]
  static let months = ["defaultDigits", "twoDigits", "abbreviated", "wide", "narrow"]
  static let weekdays = ["abbreviated", "wide", "narrow", "short"]
  static let presentations = ["named", "numeric"]
  static let unitsStyles = ["wide", "abbreviated", "narrow", "spellOut"]
  static let groupings = ["automatic", "never"]
  static let notations = ["automatic", "compactName", "scientific"]

  /// The member an implicit member (`.abbreviated`) names among `values`.
  private func choice(_ expression: SwiftExpression, among values: [String], of type: String)
    throws -> String
  {
    guard case .implicitMember(let name) = expression.kind, values.contains(name) else {
      var notes: [String] = []
      if case .implicitMember(let name) = expression.kind,
        let suggestion = Suggestion.closest(to: name, among: values.sorted())
      {
        notes.append("did you mean '\(suggestion)'?")
      }
      notes.append("listspec knows " + values.map { "'.\($0)'" }.joined(separator: ", "))
      throw ExpressionError(
        .unknownMember, "type '\(type)' has no member '\(expression)'",
        offset: expression.offset, length: expression.length, notes: notes)
    }
    return name
  }

  private func oneArgument(_ step: StyleStep) throws -> SwiftExpression {
    guard let arguments = step.arguments, arguments.count == 1, arguments[0].label == nil else {
      throw ExpressionError(
        .type, "'\(step.name)' takes one value: '.\(step.name)(…)'",
        offset: step.expression.offset, length: step.expression.length)
    }
    return arguments[0].value
  }

  private func noArguments(_ step: StyleStep) throws {
    guard step.arguments == nil else {
      throw ExpressionError(
        .type, "cannot call value of non-function type: write '.\(step.name)'",
        offset: step.expression.offset, length: step.expression.length)
    }
  }

  private func unknownStyleMember(_ step: StyleStep, of type: String, known: [String])
    -> ExpressionError
  {
    var notes: [String] = []
    if let suggestion = Suggestion.closest(to: step.name, among: known) {
      notes.append("did you mean '\(suggestion)'?")
    }
    return ExpressionError(
      .unknownMember, "type '\(type)' has no member '\(step.name)'",
      offset: step.expression.offset, length: step.expression.length, notes: notes)
  }

  /// An error when the style member `step` is newer than the deployment target.
  private func requireAvailable(_ step: StyleStep) throws {
    let written = "." + step.name + (step.arguments.map { Self.signature($0) } ?? "")
    guard let introduced = Self.introduced[written] ?? Self.introduced["." + step.name] else {
      return
    }
    try requireAvailable(written, introduced: introduced, step.expression)
  }

  /// `(code:)`, `(_:)`: a call's argument labels as Apple's documentation names the member.
  static func signature(_ arguments: [SwiftExpression.Argument]) -> String {
    "(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")"
  }
}
