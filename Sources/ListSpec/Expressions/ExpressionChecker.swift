/// Type-checks an expression once per template, as swiftc would check it against the item
/// model: no implicit conversions (`Int + Double` is an error), integer literals typed by
/// their context (`rating * 2` is `Double`), optionals that must be unwrapped with `??` or
/// `?.`. Messages follow swiftc's wording.
public struct ExpressionChecker: Sendable {
  /// What the place the expression is written in needs.
  public enum Expectation: Sendable, Hashable {
    /// Text: a value that reads as text in a template (`String`, `Int`, `Double`, `Bool`).
    case text
    /// A condition (`if:`).
    case bool
    /// A color (`.systemYellow`).
    case color
    /// A number (`opacity`, `cornerRadius`).
    case double
    /// A whole number (`numberOfLines`, `lineLimit`).
    case int
    /// A font (`textProperties.font`, the `font` modifier), in SwiftUI's `Font` spelling.
    case font
    /// A font weight (the `fontWeight` modifier).
    case fontWeight
  }

  /// The item fields the expression may read.
  public var fields: [String: ExpressionField]
  /// The colour sets of the spec's asset catalogs, which a `Color` field may name.
  public var colorSets: [String: AssetColor] = [:]
  /// The iOS version the generated code targets (`platform.iOS`, else listspec's iOS 14
  /// baseline): a member introduced later is an error, as Xcode would report it.
  public var deploymentTarget = FormatAvailability.baseline
  /// The locale, time zone and moment `formatted(…)` and `Date.now` are read in.
  public var formatEnvironment = FormatEnvironment()
  /// The source text, for messages quoting an operation.
  private let source: [Unicode.Scalar]

  public init(fields: [String: ExpressionField], source: String = "") {
    self.fields = fields
    self.source = Array(source.unicodeScalars)
  }

  public func check(_ expression: SwiftExpression, expecting expectation: Expectation)
    -> Result<TypedExpression, ExpressionError>
  {
    do {
      switch expectation {
      case .text:
        let (typed, type) = try check(expression, expected: nil)
        switch type {
        case .string, .substring: return .success(typed)
        case .int, .double, .bool: return .success(.describe(typed))
        case .optional, .nilLiteral:
          throw optionalInText(expression, type)
        case .color:
          throw ExpressionError(
            .type, "a color cannot be shown as text", offset: expression.offset,
            length: expression.length)
        case .font, .fontWeight:
          throw ExpressionError(
            .type, "a font cannot be shown as text", offset: expression.offset,
            length: expression.length)
        case .date:
          throw Self.dateAsText(expression)
        }
      case .bool:
        let (typed, type) = try check(expression, expected: .bool)
        try require(type, .bool, expression, context: "condition")
        return .success(typed)
      case .color:
        let (typed, type) = try check(expression, expected: .color)
        try require(type, .color, expression, context: "color")
        return .success(typed)
      case .double:
        let (typed, type) = try check(expression, expected: .double)
        try require(type, .double, expression, context: "number")
        return .success(typed)
      case .int:
        let (typed, type) = try check(expression, expected: .int)
        try require(type, .int, expression, context: "number")
        return .success(typed)
      case .font:
        let (typed, type) = try check(expression, expected: .font)
        try require(type, .font, expression, context: "font")
        return .success(typed)
      case .fontWeight:
        let (typed, type) = try check(expression, expected: .fontWeight)
        try require(type, .fontWeight, expression, context: "weight")
        return .success(typed)
      }
    } catch let error as ExpressionError {
      return .failure(error)
    } catch {
      return .failure(ExpressionError(.type, "\(error)", offset: 0, length: 1))
    }
  }

  /// The type of `expression`, or nil when it does not check.
  public func type(of expression: SwiftExpression) -> ExpressionType? {
    try? check(expression, expected: nil).1
  }

  private func optionalInText(_ expression: SwiftExpression, _ type: ExpressionType)
    -> ExpressionError
  {
    ExpressionError(
      .type,
      "value of optional type '\(type)' must be unwrapped to be shown as text",
      offset: expression.offset, length: expression.length,
      notes: [
        "coalesce using '??' to provide a default when the optional value contains 'nil'"
      ])
  }

  private func require(
    _ type: ExpressionType, _ wanted: ExpressionType, _ expression: SwiftExpression,
    context: String
  ) throws {
    guard type != wanted else { return }
    if wanted == .bool, type == .int || type == .double || type.isStringLike {
      throw ExpressionError(
        .type,
        type == .int
          ? "type 'Int' cannot be used as a boolean; test for '!= 0' instead"
          : "cannot convert value of type '\(type)' to expected condition type 'Bool'",
        offset: expression.offset, length: expression.length)
    }
    if type.isOptional, type.unwrapped == wanted {
      throw ExpressionError(
        .type,
        "value of optional type '\(type)' must be unwrapped to a value of type '\(wanted)'",
        offset: expression.offset, length: expression.length,
        notes: ["coalesce using '??' to provide a default when the optional value contains 'nil'"])
    }
    throw ExpressionError(
      .type, "cannot convert value of type '\(type)' to expected \(context) type '\(wanted)'",
      offset: expression.offset, length: expression.length)
  }

  // MARK: Expressions

  /// Checks `expression`; `expected` types literals (`2` as `Double` where a `Double` is
  /// wanted) and implicit members.
  func check(_ expression: SwiftExpression, expected: ExpressionType?) throws -> (
    TypedExpression, ExpressionType
  ) {
    switch expression.kind {
    case .integer(let text):
      let digits = text.replacing("_", with: "")
      if expected == .double || expected == .optional(.double) {
        return (.constant(.double(Double(digits) ?? 0)), .double)
      }
      guard let value = Int(digits) else {
        throw ExpressionError(
          .type, "integer literal '\(text)' overflows when stored into 'Int'",
          offset: expression.offset, length: expression.length)
      }
      return (.constant(.int(value)), .int)
    case .double(let text):
      return (
        .constant(.double(Double(text.replacing("_", with: "")) ?? 0)), .double
      )
    case .boolean(let value):
      return (.constant(.bool(value)), .bool)
    case .nilLiteral:
      if let expected, expected.isOptional { return (.constant(.null), expected) }
      return (.constant(.null), .nilLiteral)
    case .string(let parts):
      var pieces: [TypedExpression] = []
      for part in parts {
        switch part {
        case .text(let text): pieces.append(.constant(.string(text)))
        case .interpolation(let inner):
          let (typed, type) = try check(inner, expected: nil)
          switch type {
          case .string, .substring: pieces.append(typed)
          case .int, .double, .bool: pieces.append(.describe(typed))
          case .optional, .nilLiteral:
            throw ExpressionError(
              .type,
              "string interpolation produces a debug description for an optional value; did you mean to make this explicit?",
              offset: inner.offset, length: inner.length,
              notes: ["use '??' to provide a default value"])
          case .color, .font, .fontWeight:
            throw ExpressionError(
              .type, "a \(type == .color ? "color" : "font") cannot be interpolated into text",
              offset: inner.offset, length: inner.length)
          case .date:
            throw Self.dateAsText(inner)
          }
        }
      }
      if pieces.count == 1, case .constant = pieces[0] { return (pieces[0], .string) }
      return (.concatenate(pieces, span: span(expression)), .string)
    case .name(let name):
      if let field = fields[name] {
        let type = ExpressionType(field.type, optional: field.isOptional)
        if field.type == .color, !colorSets.isEmpty {
          return (.colorField(name, colorSets: colorSets), type)
        }
        return (.field(name, field.type), type)
      }
      if name == "Date" {
        throw ExpressionError(
          .type, "'Date' is a type; the preview's moment is 'Date.now'",
          offset: expression.offset, length: expression.length)
      }
      if SwiftExpression.globalNames.contains(name) {
        throw ExpressionError(
          .type, "'\(name)' is a function; call it, as in '\(name)(…)'",
          offset: expression.offset, length: expression.length)
      }
      var notes: [String] = []
      if let suggestion = closest(name, among: Array(fields.keys)) {
        notes.append("did you mean '\(suggestion)'?")
      }
      throw ExpressionError(
        .unknownName, "cannot find '\(name)' in scope", offset: expression.offset,
        length: expression.length, notes: notes)
    case .implicitMember(let name):
      if expected == .font || expected == .fontWeight {
        return try fontValue(expression, expected: expected!)
      }
      if expected != .color, ColorValue(parsing: name) != nil {
        throw ExpressionError(
          .type,
          "'.\(name)' is a color, which is only a value where a color goes; colors are not compared or shown as text",
          offset: expression.offset, length: expression.length,
          notes: ["choose a color by the value it depends on, e.g. 'isDone ? .\(name) : .label'"])
      }
      guard expected == .color else {
        throw ExpressionError(
          .type,
          "cannot infer contextual base in reference to member '\(name)'",
          offset: expression.offset, length: expression.length)
      }
      guard let color = ColorValue(parsing: name), !name.hasPrefix("#") else {
        var notes: [String] = []
        if let set = colorSet(forMember: name) {
          notes += Self.colorSetNotes(set)
        } else if let suggestion = closest(name, among: SystemColor.allCases.map(\.rawValue)) {
          notes.append("did you mean '\(suggestion)'?")
        }
        throw ExpressionError(
          .unknownMember, "type 'Color' has no member '\(name)'", offset: expression.offset,
          length: expression.length, notes: notes)
      }
      return (.constant(.color(color)), .color)
    case .parenthesized(let inner):
      return try check(inner, expected: expected)
    case .prefix(let op, let operand):
      return try checkPrefix(op, operand, expression, expected: expected)
    case .binary(let op, let left, let right):
      return try checkBinary(op, left, right, expression, expected: expected)
    case .ternary(let condition, let then, let otherwise):
      let (typedCondition, conditionType) = try check(condition, expected: .bool)
      try require(conditionType, .bool, condition, context: "condition")
      var (typedThen, thenType) = try check(then, expected: expected)
      var (typedElse, elseType) = try check(otherwise, expected: expected ?? thenType)
      if thenType != elseType {
        // An integer literal on one side becomes a Double, as Swift infers it; nil and a
        // value make an optional.
        if thenType == .int, elseType == .double, isIntegerLiteral(then) {
          (typedThen, thenType) = try check(then, expected: .double)
        } else if elseType == .int, thenType == .double, isIntegerLiteral(otherwise) {
          (typedElse, elseType) = try check(otherwise, expected: .double)
        } else if thenType == .nilLiteral, !elseType.isOptional {
          return (.ternary(typedCondition, typedThen, typedElse), .optional(elseType))
        } else if elseType == .nilLiteral, !thenType.isOptional {
          return (.ternary(typedCondition, typedThen, typedElse), .optional(thenType))
        } else if thenType.isOptional, thenType.unwrapped == elseType {
          return (.ternary(typedCondition, typedThen, typedElse), thenType)
        } else if elseType.isOptional, elseType.unwrapped == thenType {
          return (.ternary(typedCondition, typedThen, typedElse), elseType)
        }
      }
      guard thenType == elseType else {
        throw ExpressionError(
          .type,
          "result values in '? :' expression have mismatching types '\(thenType)' and '\(elseType)'",
          offset: expression.offset, length: expression.length)
      }
      return (.ternary(typedCondition, typedThen, typedElse), thenType)
    case .member(let base, let name, let optional):
      return try memberAccess(base, name, optional: optional, arguments: nil, expression)
    case .call(let callee, let arguments):
      if expected == .font || expected == .fontWeight, callee.isImplicitMemberOrMember {
        return try fontValue(expression, expected: expected!)
      }
      return try checkCall(callee, arguments, expression, expected: expected)
    }
  }

  /// True when the expression's type comes from numeric literals only (`2`, `0.5`,
  /// `-(1 + 2.5)`, `c ? 2 : 0.1`, `min(1, 2)`), not from a field.
  private func isNumericLiteral(_ expression: SwiftExpression) -> Bool {
    switch expression.kind {
    case .integer, .double: return true
    case .parenthesized(let inner), .prefix("-", let inner): return isNumericLiteral(inner)
    case .binary(let op, let left, let right) where ["+", "-", "*", "/"].contains(op):
      return isNumericLiteral(left) && isNumericLiteral(right)
    case .ternary(_, let then, let otherwise):
      return isNumericLiteral(then) && isNumericLiteral(otherwise)
    case .call(let callee, let arguments):
      guard case .name(let name) = callee.kind, ["min", "max", "abs"].contains(name) else {
        return false
      }
      return arguments.allSatisfy { isNumericLiteral($0.value) }
    default: return false
    }
  }

  private func isPlainLiteral(_ expression: SwiftExpression) -> Bool {
    switch expression.kind {
    case .integer, .double: return true
    default: return false
    }
  }

  /// True when the expression is made of integer literals only (`2`, `-(1 + 2)`,
  /// `min(2, 3)`, `c ? 1 : 2`), so Swift types it from its context: `Double` beside a
  /// `Double`, `Int` otherwise.
  private func isIntegerLiteral(_ expression: SwiftExpression) -> Bool {
    switch expression.kind {
    case .integer: return true
    case .parenthesized(let inner): return isIntegerLiteral(inner)
    case .prefix("-", let inner): return isIntegerLiteral(inner)
    case .binary(let op, let left, let right) where ["+", "-", "*", "/"].contains(op):
      return isIntegerLiteral(left) && isIntegerLiteral(right)
    case .ternary(_, let then, let otherwise):
      return isIntegerLiteral(then) && isIntegerLiteral(otherwise)
    case .call(let callee, let arguments):
      guard case .name(let name) = callee.kind, ["min", "max", "abs"].contains(name) else {
        return false
      }
      return arguments.allSatisfy { isIntegerLiteral($0.value) }
    default: return false
    }
  }

  private func span(_ expression: SwiftExpression) -> TypedExpression.Span {
    let start = min(expression.offset, source.count)
    let end = min(expression.offset + expression.length, source.count)
    var text = ""
    text.unicodeScalars.append(contentsOf: source[start..<end])
    return TypedExpression.Span(offset: expression.offset, length: expression.length, source: text)
  }

  private func checkPrefix(
    _ op: String, _ operand: SwiftExpression, _ expression: SwiftExpression,
    expected: ExpressionType?
  ) throws -> (TypedExpression, ExpressionType) {
    if op == "-", expected == nil, isNumericLiteral(operand), !isPlainLiteral(operand) {
      // swiftc cannot choose a numeric type for `-(2)`, `-(c ? 1 : 2)` or `-(min(1, 2))`
      // without a context (inside `"\(…)"` or `String(…)`); neither does listspec, so the
      // generated Swift always compiles. `-2` is a literal and fine.
      throw ExpressionError(
        .type, "ambiguous use of operator '-'", offset: expression.offset,
        length: expression.length,
        notes: ["write one literal with a decimal point (2.0) or use a field, so the type is known"]
      )
    }
    let (typed, type) = try check(operand, expected: op == "!" ? .bool : expected)
    switch (op, type) {
    case ("!", .bool): return (.not(typed), .bool)
    case ("-", .int): return (.negateInt(typed, span: span(expression)), .int)
    case ("-", .double): return (.negateDouble(typed), .double)
    default:
      throw ExpressionError(
        .type, "unary operator '\(op)' cannot be applied to an operand of type '\(type)'",
        offset: expression.offset, length: expression.length)
    }
  }

  private func checkBinary(
    _ op: String, _ left: SwiftExpression, _ right: SwiftExpression,
    _ expression: SwiftExpression, expected: ExpressionType?
  ) throws -> (TypedExpression, ExpressionType) {
    switch op {
    case "&&", "||":
      let (a, aType) = try check(left, expected: .bool)
      let (b, bType) = try check(right, expected: .bool)
      guard aType == .bool, bType == .bool else {
        let (bad, badType) = aType != .bool ? (left, aType) : (right, bType)
        try require(badType, .bool, bad, context: "condition")
        throw ExpressionError(.type, "expected Bool", offset: bad.offset, length: bad.length)
      }
      return (op == "&&" ? .and(a, b) : .or(a, b), .bool)
    case "??":
      let (a, aType) = try check(left, expected: nil)
      guard aType.isOptional, aType != .nilLiteral else {
        throw ExpressionError(
          .type,
          "left side of nil coalescing operator '??' has non-optional type '\(aType)', so the right side is never used",
          offset: left.offset, length: left.length)
      }
      let wrapped = aType.unwrapped
      let (b, bType) = try check(right, expected: wrapped)
      if bType == wrapped { return (.coalesce(a, b), wrapped) }
      if bType == aType || bType == .nilLiteral { return (.coalesce(a, b), aType) }
      throw ExpressionError(
        .type,
        "binary operator '??' cannot be applied to operands of type '\(aType)' and '\(bType)'",
        offset: expression.offset, length: expression.length)
    default:
      break
    }
    // Arithmetic passes a Double context to its operands (`rating * (2 - 1)`), so literal
    // subexpressions become Double as Swift infers them; comparisons give no context.
    let isArithmetic = ["+", "-", "*", "/", "%"].contains(op)
    let operandContext: ExpressionType? = isArithmetic && expected == .double ? .double : nil
    if !isArithmetic, isNumericLiteral(left), isNumericLiteral(right) {
      // As swiftc: with Foundation's numeric types in scope (as in every app), comparing two
      // literal-only numbers (`2 < 1e3`, `1e3 < (c ? 2 : 0.1)`) has no type to choose.
      throw ExpressionError(
        .type, "ambiguous use of operator '\(op)'", offset: expression.offset,
        length: expression.length,
        notes: ["use a field, or write the value once, so the type is known"])
    }
    var (a, aType) = try check(left, expected: operandContext)
    var (b, bType) = try check(right, expected: operandContext)
    // Integer literals take the other side's type, as Swift infers them.
    if aType == .int, bType == .double, isIntegerLiteral(left) {
      (a, aType) = try check(left, expected: .double)
    } else if bType == .int, aType == .double, isIntegerLiteral(right) {
      (b, bType) = try check(right, expected: .double)
    }
    let mismatch = ExpressionError(
      .type,
      "binary operator '\(op)' cannot be applied to operands of type '\(aType)' and '\(bType)'",
      offset: expression.offset, length: expression.length)
    switch op {
    case "+", "-", "*", "/", "%":
      let arithmetic = TypedExpression.ArithmeticOperator(rawValue: op)!
      switch (aType, bType) {
      case (.int, .int):
        return (.intArithmetic(arithmetic, a, b, span: span(expression)), .int)
      case (.double, .double):
        guard op != "%" else {
          throw ExpressionError(
            .type, "'%' is unavailable: For floating point numbers use truncatingRemainder instead",
            offset: expression.offset, length: expression.length)
        }
        return (.doubleArithmetic(arithmetic, a, b), .double)
      case (.string, .string) where op == "+":
        return (.concatenate([a, b], span: span(expression)), .string)
      default:
        if op == "+", aType.isStringLike, bType.isStringLike {
          throw ExpressionError(
            .type,
            "binary operator '+' cannot be applied to operands of type '\(aType)' and '\(bType)'",
            offset: expression.offset, length: expression.length,
            notes: ["convert the Substring with String(…)"])
        }
        throw mismatch
      }
    case "==", "!=", "<", "<=", ">", ">=":
      let comparison = TypedExpression.ComparisonOperator(rawValue: op)!
      let ordered = op != "==" && op != "!="
      if aType == bType || (aType.isStringLike && bType.isStringLike) {
        guard !ordered || [.int, .double, .string, .substring, .date].contains(aType) else {
          throw mismatch
        }
        guard ![.color, .font, .fontWeight].contains(aType) else { throw mismatch }
        return (.compare(comparison, a, b), .bool)
      }
      // `value == nil`, `optional == value`: Swift compares optionals for equality only.
      if !ordered {
        if aType.isOptional, bType == .nilLiteral || bType == aType.unwrapped {
          return (.compare(comparison, a, b), .bool)
        }
        if bType.isOptional, aType == .nilLiteral || aType == bType.unwrapped {
          return (.compare(comparison, a, b), .bool)
        }
      }
      throw mismatch
    default:
      throw ExpressionError(
        .syntax, "operator '\(op)' is not supported", offset: expression.offset,
        length: expression.length)
    }
  }

  // MARK: Members and calls

  /// `base.name`, `base?.name`, or with `arguments` the method call `base.name(…)`: a
  /// non-optional base, or an optional one through `?.` (the result is then optional).
  private func memberAccess(
    _ base: SwiftExpression, _ name: String, optional: Bool,
    arguments: [SwiftExpression.Argument]?, _ expression: SwiftExpression
  ) throws -> (TypedExpression, ExpressionType) {
    if case .name("Date") = base.kind, !optional {
      guard name == "now", arguments == nil else {
        throw ExpressionError(
          .unknownMember, "listspec knows 'Date.now' of type 'Date'", offset: expression.offset,
          length: expression.length)
      }
      try requireAvailable("Date.now", introduced: Self.introduced["Date.now"]!, expression)
      return (.constant(.date(formatEnvironment.moment)), .date)
    }
    let (typedBase, baseType) = try check(base, expected: nil)
    if optional {
      guard baseType.isOptional, baseType != .nilLiteral else {
        throw ExpressionError(
          .type, "cannot use optional chaining on non-optional value of type '\(baseType)'",
          offset: base.offset + base.length, length: 1)
      }
      let (rest, restType) = try member(
        .chained, baseType.unwrapped, name, arguments: arguments, expression)
      return (.optionalChain(typedBase, rest), .optional(restType.unwrapped))
    }
    if baseType.isOptional {
      throw ExpressionError(
        .type,
        "value of optional type '\(baseType)' must be unwrapped to refer to member '\(name)' of wrapped base type '\(baseType.unwrapped)'",
        offset: base.offset, length: base.length,
        notes: [
          "chain the optional using '?' to access member '\(name)' only for non-'nil' base values"
        ])
    }
    return try member(typedBase, baseType, name, arguments: arguments, expression)
  }

  /// The members newer than iOS 14 and the iOS version that introduced each (Apple's
  /// documentation, specs/expressions.md "Availability"); every other member is the Swift
  /// standard library's, which an app has on every iOS version listspec supports.
  /// `formatted()`: https://developer.apple.com/documentation/swift/binaryinteger/formatted()
  /// and …/swift/binaryfloatingpoint/formatted(), iOS 15.0.
  /// Format styles are keyed as written, with a leading dot and their argument labels
  /// (`.currency(code:)`), members of a value by name, `Date.now` whole. Each is iOS 15.0 in
  /// Apple's documentation: …/foundation/date/now, …/foundation/date/formatted(date:time:),
  /// …/foundation/formatstyle/number, …/percent, …/currency(code:),
  /// …/foundation/numberformatstyleconfiguration/precision, …/grouping, …/notation,
  /// …/foundation/formatstyle/datetime, …/foundation/formatstyle/relative(presentation:unitsstyle:)
  /// and …/relative(presentation:).
  static let introduced: [String: OSVersion] = [
    "formatted": OSVersion(15), "Date.now": OSVersion(15), ".number": OSVersion(15),
    ".percent": OSVersion(15), ".currency(code:)": OSVersion(15), ".precision(_:)": OSVersion(15),
    ".grouping(_:)": OSVersion(15), ".notation(_:)": OSVersion(15), ".dateTime": OSVersion(15),
    ".relative(presentation:)": OSVersion(15),
    ".relative(presentation:unitsStyle:)": OSVersion(15),
  ]

  /// An `unavailable` error when `written`, introduced in `introduced`, is newer than the
  /// deployment target.
  func requireAvailable(_ written: String, introduced: OSVersion, _ expression: SwiftExpression)
    throws
  {
    guard deploymentTarget < introduced else { return }
    var error = ExpressionError(
      .unavailable,
      "'\(written)' is only available in iOS \(introduced) or newer; the deployment target is iOS \(deploymentTarget)",
      offset: expression.offset, length: expression.length)
    error.introduced = introduced
    throw error
  }

  /// A `Date` has no text of its own in a list: Swift's `"\(date)"` is a debug form.
  static func dateAsText(_ expression: SwiftExpression) -> ExpressionError {
    ExpressionError(
      .type, "a Date is shown with 'formatted(…)', not as text", offset: expression.offset,
      length: expression.length,
      notes: ["e.g. '\(expression).formatted(date: .abbreviated, time: .shortened)'"])
  }

  private static let members: [ExpressionType: [String]] = [
    .string: [
      "count", "isEmpty", "uppercased", "lowercased", "hasPrefix", "hasSuffix", "contains",
      "prefix", "dropFirst", "description",
    ],
    .int: ["description", "formatted"], .double: ["description", "formatted"],
    .bool: ["description"], .date: ["formatted"],
  ]

  private func member(
    _ base: TypedExpression, _ baseType: ExpressionType, _ name: String,
    arguments: [SwiftExpression.Argument]?, _ expression: SwiftExpression
  ) throws -> (TypedExpression, ExpressionType) {
    let stringLike = baseType.isStringLike
    func noMember() -> ExpressionError {
      let candidates = Self.members[stringLike ? .string : baseType] ?? []
      var notes: [String] = []
      if let suggestion = closest(name, among: candidates) {
        notes.append("did you mean '\(suggestion)'?")
      }
      return ExpressionError(
        .unknownMember, "value of type '\(baseType)' has no member '\(name)'",
        offset: expression.offset, length: expression.length, notes: notes)
    }
    let isMethod = [
      "uppercased", "lowercased", "hasPrefix", "hasSuffix", "contains", "prefix", "dropFirst",
    ]
    .contains(name)
    let known = Self.members[stringLike ? .string : baseType] ?? []
    guard known.contains(name) else { throw noMember() }
    if let introduced = Self.introduced[name] {
      try requireAvailable(
        name + (arguments.map { Self.signature($0) } ?? ""), introduced: introduced, expression)
    }
    if isMethod, arguments == nil, stringLike {
      throw ExpressionError(
        .type, "function '\(name)' was used as a property; add () to call it",
        offset: expression.offset, length: expression.length)
    }
    if !isMethod, arguments != nil, stringLike || name == "description" {
      throw ExpressionError(
        .type,
        "cannot call value of non-function type '\(name == "count" ? "Int" : name == "isEmpty" ? "Bool" : "String")'",
        offset: expression.offset, length: expression.length)
    }
    if name == "formatted", [.int, .double, .date].contains(baseType) {
      guard let arguments else {
        throw ExpressionError(
          .type, "function 'formatted' was used as a property; add () to call it",
          offset: expression.offset, length: expression.length)
      }
      let style = try formatStyle(of: baseType, arguments: arguments, expression)
      return (
        .formatted(base, ExpressionFormat(style: style, environment: formatEnvironment)), .string
      )
    }
    if name == "description", [.int, .double, .bool, .string, .substring].contains(baseType) {
      return (
        baseType.isStringLike ? .stringProperty(.description, base) : .describe(base), .string
      )
    }
    guard stringLike else { throw noMember() }
    let args = arguments ?? []
    func one(_ label: String?, _ type: ExpressionType) throws -> TypedExpression {
      guard args.count == 1 else {
        throw ExpressionError(
          .type,
          args.isEmpty ? "missing argument for parameter #1 in call" : "extra argument in call",
          offset: expression.offset, length: expression.length)
      }
      if args[0].label != label {
        throw ExpressionError(
          .type,
          args[0].label.map { "extraneous argument label '\($0):' in call" }
            ?? "missing argument label '\(label ?? "")' in call",
          offset: args[0].value.offset, length: args[0].value.length)
      }
      let (typed, argumentType) = try check(args[0].value, expected: type)
      guard argumentType == type || (type == .string && argumentType == .substring) else {
        throw ExpressionError(
          .type,
          "cannot convert value of type '\(argumentType)' to expected argument type '\(type)'",
          offset: args[0].value.offset, length: args[0].value.length)
      }
      return typed
    }
    switch name {
    case "count": return (.stringProperty(.count, base), .int)
    case "isEmpty": return (.stringProperty(.isEmpty, base), .bool)
    case "uppercased", "lowercased":
      guard args.isEmpty else {
        throw ExpressionError(
          .type, "argument passed to call that takes no arguments", offset: expression.offset,
          length: expression.length)
      }
      return (.stringProperty(name == "uppercased" ? .uppercased : .lowercased, base), .string)
    case "hasPrefix", "hasSuffix", "contains":
      let argument = try one(nil, .string)
      return (.stringPredicate(.init(rawValue: name)!, base, argument), .bool)
    case "prefix":
      return (.prefix(base, try one(nil, .int), span: span(expression)), .substring)
    case "dropFirst":
      if args.isEmpty {
        return (.dropFirst(base, .constant(.int(1)), span: span(expression)), .substring)
      }
      return (.dropFirst(base, try one(nil, .int), span: span(expression)), .substring)
    default:
      throw noMember()
    }
  }

  private func checkCall(
    _ callee: SwiftExpression, _ arguments: [SwiftExpression.Argument],
    _ expression: SwiftExpression, expected: ExpressionType?
  ) throws -> (TypedExpression, ExpressionType) {
    if case .member(let base, let name, let optional) = callee.kind {
      return try memberAccess(base, name, optional: optional, arguments: arguments, expression)
    }
    guard case .name(let name) = callee.kind else {
      throw ExpressionError(
        .type, "cannot call this value", offset: callee.offset, length: callee.length)
    }
    if let label = arguments.first(where: { $0.label != nil })?.label {
      throw ExpressionError(
        .type, "extraneous argument label '\(label):' in call", offset: expression.offset,
        length: expression.length)
    }
    switch name {
    case "Color" where expected == .color:
      return try colorSetValue(arguments, expression)
    case "String":
      guard arguments.count == 1 else {
        throw ExpressionError(
          .type, "String(…) takes one value here", offset: expression.offset,
          length: expression.length)
      }
      if isNumericLiteral(arguments[0].value), !isPlainLiteral(arguments[0].value) {
        // swiftc has many String initializers to choose from and no type for the literals.
        throw ExpressionError(
          .type, "ambiguous use of operator in String(…): the literals have no type",
          offset: expression.offset, length: expression.length,
          notes: ["use a field, or write the value once, so the type is known"])
      }
      let (typed, type) = try check(arguments[0].value, expected: nil)
      switch type {
      case .string, .substring: return (.stringProperty(.description, typed), .string)
      case .int, .double, .bool: return (.describe(typed), .string)
      default:
        throw ExpressionError(
          .type, "no exact matches in call to initializer 'String(_:)' for type '\(type)'",
          offset: expression.offset, length: expression.length)
      }
    case "min", "max":
      guard arguments.count >= 2 else {
        throw ExpressionError(
          .type, "missing argument for parameter #2 in call", offset: expression.offset,
          length: expression.length)
      }
      var typed: [(TypedExpression, ExpressionType)] = []
      for argument in arguments { typed.append(try check(argument.value, expected: expected)) }
      // Integer literals become Double next to a Double, as Swift infers them.
      if typed.contains(where: { $0.1 == .double }) {
        for index in typed.indices
        where typed[index].1 == .int
          && isIntegerLiteral(arguments[index].value)
        {
          typed[index] = try check(arguments[index].value, expected: .double)
        }
      }
      let type = typed[0].1
      guard typed.allSatisfy({ $0.1 == type }), [.int, .double, .string].contains(type) else {
        throw ExpressionError(
          .type,
          "global function '\(name)' requires that all arguments have the same Comparable type (got \(typed.map { "'\($0.1)'" }.joined(separator: ", ")))",
          offset: expression.offset, length: expression.length)
      }
      let values = typed.map(\.0)
      return (name == "min" ? .minimum(values) : .maximum(values), type)
    case "abs":
      guard arguments.count == 1 else {
        throw ExpressionError(
          .type, "abs(_:) takes one value", offset: expression.offset, length: expression.length)
      }
      let (typed, type) = try check(arguments[0].value, expected: expected)
      switch type {
      case .int: return (.absInt(typed, span: span(expression)), .int)
      case .double: return (.absDouble(typed), .double)
      default:
        throw ExpressionError(
          .type,
          "global function 'abs' requires that '\(type)' conform to 'Comparable & SignedNumeric'",
          offset: expression.offset, length: expression.length)
      }
    default:
      if fields[name] != nil {
        throw ExpressionError(
          .type,
          "cannot call value of non-function type '\(fields[name].map { ExpressionType($0.type, optional: $0.isOptional) }!)'",
          offset: callee.offset, length: callee.length)
      }
      throw ExpressionError(
        .unknownName, "cannot find '\(name)' in scope", offset: callee.offset,
        length: callee.length,
        notes: ["the functions available are String(_:), min, max and abs (specs/expressions.md)"])
    }
  }

  /// The closest of `candidates` to `name`, if close enough to suggest (the catalogue's
  /// did-you-mean, as for keys).
  private func closest(_ name: String, among candidates: [String]) -> String? {
    Suggestion.closest(to: name, among: candidates.sorted())
  }
}
