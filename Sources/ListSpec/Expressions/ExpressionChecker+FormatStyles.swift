#if canImport(FoundationInternationalization)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// `formatted(…)` of an `Int`, a `Double` or a `Date`: the format style written as Swift
/// writes it (`.currency(code: "EUR")`, `.number.precision(.fractionLength(2))`,
/// `date: .abbreviated, time: .shortened`, `.dateTime.month().day()`,
/// `.relative(presentation: .named)`), read into the Foundation style it names, in the
/// preview's locale and time zone (specs/expressions.md, "Format styles").
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
    let environment = formatEnvironment
    if baseType == .date {
      if arguments.isEmpty {
        return .date(dateStyle(date: .numeric, time: .shortened))
      }
      if arguments.map(\.label) == ["date", "time"] {
        let date = try choice(arguments[0].value, among: Self.dateStyles, of: "DateStyle")
        let time = try choice(arguments[1].value, among: Self.timeStyles, of: "TimeStyle")
        return .date(dateStyle(date: date, time: time))
      }
    } else if arguments.isEmpty {
      return baseType == .int
        ? .integer(IntegerFormatStyle<Int>(locale: environment.locale))
        : .floatingPoint(FloatingPointFormatStyle<Double>(locale: environment.locale))
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
    let locale = formatEnvironment.locale
    let root = steps[0]
    let modifiers = Array(steps.dropFirst())
    switch root.name {
    case "number":
      try noArguments(root)
      var notation: NumberFormatStyleConfiguration.Notation?
      let rest = try modifiers.filter { step in
        guard step.name == "notation" else { return true }
        notation = try choice(
          try oneArgument(step), among: Self.notations,
          of: "NumberFormatStyleConfiguration.Notation")
        return false
      }
      if integer {
        var style = try adjusted(IntegerFormatStyle<Int>(locale: locale), rest)
        if let notation { style = style.notation(notation) }
        return .integer(style)
      }
      var style = try adjusted(FloatingPointFormatStyle<Double>(locale: locale), rest)
      if let notation { style = style.notation(notation) }
      return .floatingPoint(style)
    case "percent":
      try noArguments(root)
      return integer
        ? .integerPercent(try adjusted(IntegerFormatStyle<Int>.Percent(locale: locale), modifiers))
        : .floatingPointPercent(
          try adjusted(FloatingPointFormatStyle<Double>.Percent(locale: locale), modifiers))
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
      return integer
        ? .integerCurrency(
          try adjusted(IntegerFormatStyle<Int>.Currency(code: code, locale: locale), modifiers))
        : .floatingPointCurrency(
          try adjusted(
            FloatingPointFormatStyle<Double>.Currency(code: code, locale: locale), modifiers))
    default:
      throw unknownStyleMember(
        root, of: integer ? "IntegerFormatStyle<Int>" : "FloatingPointFormatStyle<Double>",
        known: ["number", "percent", "currency"])
    }
  }

  /// `style` with `.precision(…)` and `.grouping(…)` applied, in order.
  private func adjusted<Style: AdjustableNumberStyle>(_ style: Style, _ modifiers: [StyleStep])
    throws -> Style
  {
    var style = style
    for step in modifiers {
      switch step.name {
      case "precision":
        style = style.precision(try precision(try oneArgument(step)))
      case "grouping":
        style = style.grouping(
          try choice(
            try oneArgument(step), among: Self.groupings,
            of: "NumberFormatStyleConfiguration.Grouping"))
      default:
        throw unknownStyleMember(step, of: "\(Style.self)", known: ["precision", "grouping"])
      }
    }
    return style
  }

  /// `.fractionLength(2)`, `.integerLength(3)` or `.significantDigits(4)` with an integer
  /// literal from 0 to 15.
  private func precision(_ expression: SwiftExpression) throws
    -> NumberFormatStyleConfiguration.Precision
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
      (0...15).contains(length)
    else {
      throw ExpressionError(
        .type, "write the length as an integer literal from 0 to 15",
        offset: expression.offset, length: expression.length)
    }
    switch steps[0].name {
    case "fractionLength": return .fractionLength(length)
    case "integerLength": return .integerLength(length)
    default: return .significantDigits(max(length, 1))
    }
  }

  // MARK: Dates

  private func dateStyle(date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle)
    -> Date.FormatStyle
  {
    Date.FormatStyle(
      date: date, time: time, locale: formatEnvironment.locale,
      calendar: formatEnvironment.calendar, timeZone: formatEnvironment.timeZone)
  }

  private func dateFormatStyle(_ steps: [StyleStep]) throws -> ExpressionFormatStyle {
    let root = steps[0]
    switch root.name {
    case "dateTime":
      var style = Date.FormatStyle(
        locale: formatEnvironment.locale, calendar: formatEnvironment.calendar,
        timeZone: formatEnvironment.timeZone)
      for step in steps.dropFirst() {
        let symbol = step.arguments?.isEmpty == false ? try oneArgument(step) : nil
        switch step.name {
        case "year" where symbol == nil: style = style.year()
        case "day" where symbol == nil: style = style.day()
        case "hour" where symbol == nil: style = style.hour()
        case "minute" where symbol == nil: style = style.minute()
        case "second" where symbol == nil: style = style.second()
        case "month":
          style = style.month(
            try symbol.map {
              try choice($0, among: Self.months, of: "Date.FormatStyle.Symbol.Month")
            }
              ?? .abbreviated)
        case "weekday":
          style = style.weekday(
            try symbol.map {
              try choice($0, among: Self.weekdays, of: "Date.FormatStyle.Symbol.Weekday")
            } ?? .abbreviated)
        default:
          throw unknownStyleMember(
            step, of: "Date.FormatStyle",
            known: ["year", "month", "day", "weekday", "hour", "minute", "second"])
        }
        guard step.arguments != nil else {
          throw ExpressionError(
            .type, "function '\(step.name)' was used as a property; add () to call it",
            offset: step.expression.offset, length: step.expression.length)
        }
      }
      return .date(style)
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
        : .wide
      let style = Date.RelativeFormatStyle(
        presentation: presentation, unitsStyle: unitsStyle, locale: formatEnvironment.locale,
        calendar: formatEnvironment.calendar)
      return .relative(style, now: formatEnvironment.moment)
    default:
      throw unknownStyleMember(root, of: "Date.FormatStyle", known: ["dateTime", "relative"])
    }
  }

  // MARK: Arguments

  static let dateStyles: [String: Date.FormatStyle.DateStyle] = [
    "omitted": .omitted, "numeric": .numeric, "abbreviated": .abbreviated, "long": .long,
    "complete": .complete,
  ]
  static let timeStyles: [String: Date.FormatStyle.TimeStyle] = [
    "omitted": .omitted, "shortened": .shortened, "standard": .standard, "complete": .complete,
  ]
  static let months: [String: Date.FormatStyle.Symbol.Month] = [
    "defaultDigits": .defaultDigits, "twoDigits": .twoDigits, "abbreviated": .abbreviated,
    "wide": .wide, "narrow": .narrow,
  ]
  static let weekdays: [String: Date.FormatStyle.Symbol.Weekday] = [
    "abbreviated": .abbreviated, "wide": .wide, "narrow": .narrow, "short": .short,
  ]
  static let presentations: [String: Date.RelativeFormatStyle.Presentation] = [
    "named": .named, "numeric": .numeric,
  ]
  static let unitsStyles: [String: Date.RelativeFormatStyle.UnitsStyle] = [
    "wide": .wide, "abbreviated": .abbreviated, "narrow": .narrow, "spellOut": .spellOut,
  ]
  static let groupings: [String: NumberFormatStyleConfiguration.Grouping] = [
    "automatic": .automatic, "never": .never,
  ]
  static let notations: [String: NumberFormatStyleConfiguration.Notation] = [
    "automatic": .automatic, "compactName": .compactName, "scientific": .scientific,
  ]

  /// The value an implicit member (`.abbreviated`) names among `values`.
  private func choice<Value>(
    _ expression: SwiftExpression, among values: [String: Value], of type: String
  ) throws -> Value {
    guard case .implicitMember(let name) = expression.kind, let value = values[name] else {
      var notes: [String] = []
      if case .implicitMember(let name) = expression.kind,
        let suggestion = Suggestion.closest(to: name, among: values.keys.sorted())
      {
        notes.append("did you mean '\(suggestion)'?")
      }
      notes.append(
        "listspec knows " + values.keys.sorted().map { "'.\($0)'" }.joined(separator: ", "))
      throw ExpressionError(
        .unknownMember, "type '\(type)' has no member '\(expression)'",
        offset: expression.offset, length: expression.length, notes: notes)
    }
    return value
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
