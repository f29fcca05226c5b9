/// A Swift expression written in a spec (`{count == 1 ? "game" : "games"}`), as parsed: the
/// subset of Swift listspec interprets (specs/expressions.md). Offsets are in Unicode scalars
/// from the start of the expression's text, for diagnostics inside the string.
public struct SwiftExpression: Sendable, Hashable, CustomStringConvertible {
  /// What the expression is, as Swift's grammar names it.
  public indirect enum Kind: Sendable, Hashable {
    /// An integer literal as written (`12`, `1_000`), kept as text so an overflowing literal is
    /// reported where it is, as swiftc reports it.
    case integer(String)
    /// A floating-point literal as written (`2.5`, `1e3`).
    case double(String)
    /// A string literal: literal text and `\(…)` interpolations, in order.
    case string([StringPart])
    case boolean(Bool)
    case nilLiteral
    /// A field of the item, or a global function name (`min`, `String`).
    case name(String)
    /// `.systemYellow` where a color is expected.
    case implicitMember(String)
    /// `base.name`; `optional` for `base?.name`.
    case member(SwiftExpression, String, optional: Bool)
    /// `callee(arguments)`.
    case call(SwiftExpression, [Argument])
    case prefix(String, SwiftExpression)
    case binary(String, SwiftExpression, SwiftExpression)
    case ternary(SwiftExpression, SwiftExpression, SwiftExpression)
    case parenthesized(SwiftExpression)
  }

  /// A piece of a string literal: text, or a `\(…)` interpolation.
  public enum StringPart: Sendable, Hashable {
    case text(String)
    case interpolation(SwiftExpression)
  }

  /// A call's argument: `label: value`, or the value alone.
  public struct Argument: Sendable, Hashable {
    public var label: String?
    public var value: SwiftExpression
  }

  public var kind: Kind
  /// Where the expression is, in scalars from the start of the text it was parsed from.
  public var offset: Int
  public var length: Int

  public init(_ kind: Kind, offset: Int, length: Int) {
    self.kind = kind
    self.offset = offset
    self.length = length
  }

  /// The expression as Swift source, fully spaced (for messages and tests).
  public var description: String { SwiftExpressionPrinter.print(self) }

  /// Every item field the expression reads (names that are not functions), in order.
  public var fieldNames: [String] {
    var names: [String] = []
    visit { expression in
      if case .name(let name) = expression.kind, !SwiftExpression.globalNames.contains(name) {
        names.append(name)
      }
    }
    return names
  }

  /// Calls `body` with each implicit member (`.systemMint`) and where it is written.
  public func forEachImplicitMember(_ body: (String, _ offset: Int, _ length: Int) -> Void) {
    visit { expression in
      if case .implicitMember(let name) = expression.kind {
        body(name, expression.offset, expression.length)
      }
    }
  }

  /// The global names the subset knows, which are not fields: its functions and the `Date`
  /// of `Date.now`.
  public static let globalNames: Set<String> = ["String", "min", "max", "abs", "Date"]

  /// Calls `body` for this expression and every one inside it, depth first.
  public func visit(_ body: (SwiftExpression) -> Void) {
    body(self)
    switch kind {
    case .integer, .double, .boolean, .nilLiteral, .name, .implicitMember: break
    case .string(let parts):
      for case .interpolation(let expression) in parts { expression.visit(body) }
    case .member(let base, _, _): base.visit(body)
    case .call(let callee, let arguments):
      callee.visit(body)
      for argument in arguments { argument.value.visit(body) }
    case .prefix(_, let operand): operand.visit(body)
    case .binary(_, let left, let right):
      left.visit(body)
      right.visit(body)
    case .ternary(let condition, let then, let otherwise):
      condition.visit(body)
      then.visit(body)
      otherwise.visit(body)
    case .parenthesized(let inner): inner.visit(body)
    }
  }

  /// The number of nodes, for the complexity limit.
  public var nodeCount: Int {
    var count = 0
    visit { _ in count += 1 }
    return count
  }
}

/// A problem found parsing or checking an expression, at scalar offsets in its text.
public struct ExpressionError: Error, Sendable, Hashable {
  public var message: String
  public var offset: Int
  public var length: Int
  /// Extra lines for the diagnostic (what Swift would suggest).
  public var notes: [String]
  public var kind: Kind
  /// For `unavailable`: the iOS version the member needs.
  public var introduced: OSVersion?

  /// Which kind of problem, for the diagnostic's id.
  public enum Kind: Sendable, Hashable {
    case syntax
    case unknownName
    case unknownMember
    case type
    case limit
    /// A member newer than the deployment target.
    case unavailable
  }

  public init(
    _ kind: Kind, _ message: String, offset: Int, length: Int, notes: [String] = []
  ) {
    self.kind = kind
    self.message = message
    self.offset = offset
    self.length = max(length, 1)
    self.notes = notes
  }
}

/// The limits that keep a hostile expression cheap (specs/limits.md).
public enum ExpressionLimits {
  /// Scalars in one expression.
  public static let maxLength = 2000
  /// Nodes in one expression's tree.
  public static let maxNodes = 500
  /// Nesting of parentheses, calls, interpolations and operators.
  public static let maxDepth = 64
  /// Characters in one string an expression builds, for one item.
  public static let maxStringLength = 100_000
}

/// Parses the expression subset by recursive descent, with Swift's precedence groups:
/// ternary < `||` < `&&` < comparison < `??` < `+ -` < `* / %` < prefix `! -` < postfix
/// (member access, calls, `?.`).
public struct SwiftExpressionParser {
  private let scalars: [Unicode.Scalar]
  private var position = 0
  private var depth = 0

  private init(_ text: String) {
    scalars = Array(text.unicodeScalars)
  }

  /// Parses all of `text` as one expression.
  public static func parse(_ text: String) -> Result<SwiftExpression, ExpressionError> {
    var parser = SwiftExpressionParser(text)
    guard parser.scalars.count <= ExpressionLimits.maxLength else {
      return .failure(
        ExpressionError(
          .limit,
          "expression is \(parser.scalars.count) characters long; the limit is \(ExpressionLimits.maxLength)",
          offset: 0, length: parser.scalars.count))
    }
    do {
      parser.skipSpace()
      guard parser.position < parser.scalars.count else {
        throw ExpressionError(.syntax, "expected an expression", offset: 0, length: 1)
      }
      let expression = try parser.parseTernary()
      parser.skipSpace()
      if parser.position < parser.scalars.count {
        throw ExpressionError(
          .syntax,
          "consecutive statements on a line are not allowed; an expression ends here",
          offset: parser.position, length: parser.scalars.count - parser.position)
      }
      guard expression.nodeCount <= ExpressionLimits.maxNodes else {
        throw ExpressionError(
          .limit,
          "expression is too complex: more than \(ExpressionLimits.maxNodes) parts",
          offset: 0, length: parser.scalars.count)
      }
      return .success(expression)
    } catch let error as ExpressionError {
      return .failure(error)
    } catch {
      return .failure(ExpressionError(.syntax, "\(error)", offset: 0, length: 1))
    }
  }

  // MARK: Precedence levels

  private mutating func nested<T>(_ body: (inout SwiftExpressionParser) throws -> T) throws -> T {
    depth += 1
    defer { depth -= 1 }
    guard depth <= ExpressionLimits.maxDepth else {
      throw ExpressionError(
        .limit, "expression nests more than \(ExpressionLimits.maxDepth) levels deep",
        offset: position, length: 1)
    }
    return try body(&self)
  }

  private mutating func parseTernary() throws -> SwiftExpression {
    try nested { parser in
      let condition = try parser.parseBinary(level: 0)
      parser.skipSpace()
      // `?` followed by space is the ternary; `?.` and `??` were taken by higher levels.
      guard parser.peek() == "?", parser.peek(1) != "?", parser.peek(1) != "." else {
        return condition
      }
      parser.position += 1
      let then = try parser.parseTernary()
      parser.skipSpace()
      guard parser.peek() == ":" else {
        throw ExpressionError(
          .syntax, "expected ':' after '? …' in ternary expression", offset: parser.position,
          length: 1)
      }
      parser.position += 1
      let otherwise = try parser.parseTernary()
      return SwiftExpression(
        .ternary(condition, then, otherwise), offset: condition.offset,
        length: otherwise.offset + otherwise.length - condition.offset)
    }
  }

  /// Binary operators by level, lowest first, and whether the level is right-associative.
  private static let levels: [(operators: [String], rightAssociative: Bool)] = [
    (["||"], false),
    (["&&"], false),
    (["==", "!=", "<=", ">=", "<", ">"], false),
    (["??"], true),
    (["+", "-"], false),
    (["*", "/", "%"], false),
  ]

  private mutating func parseBinary(level: Int) throws -> SwiftExpression {
    guard level < Self.levels.count else { return try parsePrefix() }
    // Depth counts nesting (parentheses, calls, interpolations, prefix operators, right-
    // associative chains), not the precedence levels every operand passes through.
    return try { (parser: inout SwiftExpressionParser) in
      var left = try parser.parseBinary(level: level + 1)
      while true {
        parser.skipSpace()
        guard let op = parser.matchOperator(Self.levels[level].operators) else { return left }
        let operatorOffset = parser.position
        parser.position += op.unicodeScalars.count
        let right =
          Self.levels[level].rightAssociative
          ? try parser.nested { try $0.parseBinary(level: level) }
          : try parser.parseBinary(level: level + 1)
        if level == 2, case .binary(let previous, _, _) = left.kind,
          Self.levels[2].operators.contains(previous), !parser.isParenthesized(left)
        {
          throw ExpressionError(
            .syntax,
            "adjacent operators are in non-associative precedence group 'ComparisonPrecedence'",
            offset: operatorOffset, length: op.unicodeScalars.count)
        }
        left = SwiftExpression(
          .binary(op, left, right), offset: left.offset,
          length: right.offset + right.length - left.offset)
      }
    }(&self)
  }

  private func isParenthesized(_ expression: SwiftExpression) -> Bool {
    if case .parenthesized = expression.kind { return true }
    return false
  }

  /// The longest of `operators` at the position, as a whole operator (so `<` does not match
  /// the start of `<=`, and `-` is not read inside `->`).
  private func matchOperator(_ operators: [String]) -> String? {
    let operatorCharacters: Set<Unicode.Scalar> = [
      "+", "-", "*", "/", "%", "=", "!", "<", ">", "&", "|", "?", "^", "~",
    ]
    var end = position
    while end < scalars.count, operatorCharacters.contains(scalars[end]) { end += 1 }
    guard end > position else { return nil }
    var written = ""
    written.unicodeScalars.append(contentsOf: scalars[position..<end])
    return operators.contains(written) ? written : nil
  }

  private mutating func parsePrefix() throws -> SwiftExpression {
    try nested { parser in
      parser.skipSpace()
      let start = parser.position
      if parser.peek() == "!" || (parser.peek() == "-" && !parser.isDigit(parser.peek(1))) {
        let op = String(Character(parser.scalars[start]))
        parser.position += 1
        if parser.peek().map({ $0.properties.isWhitespace }) == true {
          throw ExpressionError(
            .syntax, "unary operator cannot be separated from its operand", offset: start,
            length: 1)
        }
        let operand = try parser.parsePrefix()
        return SwiftExpression(
          .prefix(op, operand), offset: start, length: operand.offset + operand.length - start)
      }
      return try parser.parsePostfix()
    }
  }

  private mutating func parsePostfix() throws -> SwiftExpression {
    var expression = try parsePrimary()
    while true {
      // Postfix operators follow without space, as in Swift.
      if peek() == ".", let next = peek(1), isIdentifierStart(next) {
        position += 1
        let name = readIdentifier()
        expression = SwiftExpression(
          .member(expression, name, optional: false), offset: expression.offset,
          length: position - expression.offset)
      } else if peek() == "?", peek(1) == ".", let next = peek(2), isIdentifierStart(next) {
        position += 2
        let name = readIdentifier()
        expression = SwiftExpression(
          .member(expression, name, optional: true), offset: expression.offset,
          length: position - expression.offset)
      } else if peek() == "(" {
        let arguments = try parseArguments()
        expression = SwiftExpression(
          .call(expression, arguments), offset: expression.offset,
          length: position - expression.offset)
      } else if peek() == "!" && peek(1) != "=" {
        throw ExpressionError(
          .syntax,
          "force unwrapping ('!') is not supported: it would stop the app for an item without the value; use '??' to give a default",
          offset: position, length: 1)
      } else {
        return expression
      }
    }
  }

  private mutating func parseArguments() throws -> [SwiftExpression.Argument] {
    try nested { parser in
      parser.position += 1  // (
      var arguments: [SwiftExpression.Argument] = []
      parser.skipSpace()
      if parser.peek() == ")" {
        parser.position += 1
        return arguments
      }
      while true {
        parser.skipSpace()
        var label: String?
        // `label: value`
        let save = parser.position
        if let first = parser.peek(), parser.isIdentifierStart(first) {
          let name = parser.readIdentifier()
          parser.skipSpace()
          if parser.peek() == ":" {
            parser.position += 1
            label = name
          } else {
            parser.position = save
          }
        }
        let value = try parser.parseTernary()
        arguments.append(SwiftExpression.Argument(label: label, value: value))
        parser.skipSpace()
        if parser.peek() == "," {
          parser.position += 1
          continue
        }
        if parser.peek() == ")" {
          parser.position += 1
          return arguments
        }
        throw ExpressionError(
          .syntax, "expected ',' separator or ')' to close the argument list",
          offset: parser.position, length: 1)
      }
    }
  }

  private mutating func parsePrimary() throws -> SwiftExpression {
    skipSpace()
    let start = position
    guard let scalar = peek() else {
      throw ExpressionError(.syntax, "expected an expression", offset: position, length: 1)
    }
    if scalar == "(" {
      return try nested { parser in
        parser.position += 1
        let inner = try parser.parseTernary()
        parser.skipSpace()
        guard parser.peek() == ")" else {
          if parser.peek() == "," {
            throw ExpressionError(
              .syntax, "tuples are not supported", offset: parser.position, length: 1)
          }
          throw ExpressionError(
            .syntax, "expected ')' in expression list", offset: parser.position, length: 1)
        }
        parser.position += 1
        return SwiftExpression(
          .parenthesized(inner), offset: start, length: parser.position - start)
      }
    }
    if scalar == "\"" { return try parseString() }
    if isDigit(scalar) || (scalar == "-" && isDigit(peek(1))) { return try parseNumber() }
    if scalar == ".", let next = peek(1), isIdentifierStart(next) {
      position += 1
      let name = readIdentifier()
      return SwiftExpression(.implicitMember(name), offset: start, length: position - start)
    }
    if isIdentifierStart(scalar) {
      let name = readIdentifier()
      let kind: SwiftExpression.Kind
      switch name {
      case "true": kind = .boolean(true)
      case "false": kind = .boolean(false)
      case "nil": kind = .nilLiteral
      default: kind = .name(name)
      }
      return SwiftExpression(kind, offset: start, length: position - start)
    }
    if scalar == "`" {
      throw ExpressionError(
        .syntax, "backquoted names are not supported here", offset: start, length: 1)
    }
    if scalar == "'" {
      throw ExpressionError(
        .syntax, "single-quoted string literal found, use '\"'", offset: start, length: 1)
    }
    throw ExpressionError(
      .syntax, "expected an expression, found '\(Character(scalar))'", offset: start, length: 1)
  }

  private mutating func parseNumber() throws -> SwiftExpression {
    let start = position
    if peek() == "-" { position += 1 }
    var isDouble = false
    func digits() {
      while let scalar = peek(), isDigit(scalar) || scalar == "_" { position += 1 }
    }
    digits()
    if peek() == ".", let next = peek(1), isDigit(next) {
      isDouble = true
      position += 1
      digits()
    }
    if peek() == "e" || peek() == "E" {
      let save = position
      position += 1
      if peek() == "+" || peek() == "-" { position += 1 }
      if let next = peek(), isDigit(next) {
        isDouble = true
        digits()
      } else {
        position = save
      }
    }
    if let scalar = peek(), isIdentifierStart(scalar) {
      throw ExpressionError(
        .syntax, "'\(Character(scalar))' is not a valid digit in integer literal",
        offset: position, length: 1)
    }
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars[start..<position])
    return SwiftExpression(
      isDouble ? .double(text) : .integer(text), offset: start, length: position - start)
  }

  private mutating func parseString() throws -> SwiftExpression {
    let start = position
    position += 1
    var parts: [SwiftExpression.StringPart] = []
    var text = ""
    while true {
      guard let scalar = peek() else {
        throw ExpressionError(
          .syntax, "unterminated string literal", offset: start, length: position - start)
      }
      position += 1
      if scalar == "\"" { break }
      if scalar == "\n" {
        throw ExpressionError(
          .syntax, "unterminated string literal", offset: start, length: position - start)
      }
      guard scalar == "\\" else {
        text.unicodeScalars.append(scalar)
        continue
      }
      guard let escaped = peek() else {
        throw ExpressionError(.syntax, "unterminated string literal", offset: start, length: 1)
      }
      position += 1
      switch escaped {
      case "n": text += "\n"
      case "t": text += "\t"
      case "r": text += "\r"
      case "0": text += "\0"
      case "\\": text += "\\"
      case "\"": text += "\""
      case "'": text += "'"
      case "u":
        guard peek() == "{" else {
          throw ExpressionError(
            .syntax, "expected '{' in \\u{…} escape sequence", offset: position, length: 1)
        }
        position += 1
        var hex = ""
        while let digit = peek(), digit != "}" {
          hex.unicodeScalars.append(digit)
          position += 1
        }
        position += 1
        guard (1...8).contains(hex.count), let value = UInt32(hex, radix: 16),
          let unicode = Unicode.Scalar(value)
        else {
          throw ExpressionError(
            .syntax, "invalid unicode scalar", offset: position - hex.count - 1, length: hex.count)
        }
        text.unicodeScalars.append(unicode)
      case "(":
        if !text.isEmpty {
          parts.append(.text(text))
          text = ""
        }
        let inner = try nested { parser -> SwiftExpression in
          let value = try parser.parseTernary()
          parser.skipSpace()
          guard parser.peek() == ")" else {
            throw ExpressionError(
              .syntax, "expected ')' at the end of the interpolation", offset: parser.position,
              length: 1)
          }
          parser.position += 1
          return value
        }
        parts.append(.interpolation(inner))
      default:
        throw ExpressionError(
          .syntax, "invalid escape sequence in literal", offset: position - 2, length: 2)
      }
    }
    if !text.isEmpty { parts.append(.text(text)) }
    return SwiftExpression(.string(parts), offset: start, length: position - start)
  }

  // MARK: Characters

  private func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
    position + ahead < scalars.count ? scalars[position + ahead] : nil
  }

  private mutating func skipSpace() {
    while let scalar = peek(), scalar.properties.isWhitespace { position += 1 }
  }

  private func isDigit(_ scalar: Unicode.Scalar?) -> Bool {
    guard let scalar else { return false }
    return ("0"..."9").contains(scalar)
  }

  private func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar.properties.isAlphabetic
  }

  private mutating func readIdentifier() -> String {
    let start = position
    while let scalar = peek(),
      scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    {
      position += 1
    }
    var name = ""
    name.unicodeScalars.append(contentsOf: scalars[start..<position])
    return name
  }
}
