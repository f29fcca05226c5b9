#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// A string with `{…}` placeholders that read the item's fields, e.g. `"{name}"`.
///
/// `{{` and `}}` write literal braces. The text between braces is parsed as an expression by
/// ``TemplateParser``; today an expression is a field name, and the grammar is laid out so
/// that Swift-style expressions (`{name.uppercased()}`, `{index + 1}`) can be added as new
/// ``TemplateExpression`` cases without changing how templates are stored or evaluated.
public struct Template: Sendable, Hashable, CustomStringConvertible {
  /// A piece of the template: literal text, or a `{…}` placeholder.
  public enum Segment: Sendable, Hashable {
    case literal(String)
    /// An expression and its position inside the source string (0-based scalar offsets of
    /// the text between the braces), for diagnostics.
    case expression(TemplateExpression, offset: Int, length: Int)
  }

  /// The text as written.
  public var source: String
  public var segments: [Segment]
  /// Where the string is in the file.
  public var range: SourceRange
  /// Where each scalar of the text is written, for templates with Swift expressions on one
  /// line (so their problems point inside the string); nil otherwise.
  var positions: [SourceLocation]?

  /// The fields named by `{field}` placeholders (not those inside Swift expressions).
  public var placeholderFieldNames: [String] {
    segments.compactMap {
      if case .expression(.field(let name), _, _) = $0 { return name }
      return nil
    }
  }

  /// True when a placeholder holds a Swift expression rather than a field name.
  public var hasSwiftExpressions: Bool {
    segments.contains {
      if case .expression(.swift, _, _) = $0 { return true }
      return false
    }
  }

  /// The range of the scalars `offset..<offset + length` of the text, when the template knows
  /// where they are written; else the whole string.
  public func range(offset: Int, length: Int) -> SourceRange {
    positions.flatMap { SourceRange(in: $0, offset: offset, length: length) } ?? range
  }

  public init(source: String, segments: [Segment], range: SourceRange = .unwritten) {
    self.source = source
    self.segments = segments
    self.range = range
  }

  /// A template with no placeholders.
  public init(literal: String, range: SourceRange = .unwritten) {
    self.init(source: literal, segments: [.literal(literal)], range: range)
  }

  /// True when the text is written as it is, with no `{…}`.
  public var isLiteral: Bool { !hasPlaceholders }

  /// True when some part of the text comes from the item (a `{…}`).
  public var hasPlaceholders: Bool {
    segments.contains {
      if case .expression = $0 { return true }
      return false
    }
  }

  /// The names of the fields the template reads.
  public var fieldNames: [String] {
    segments.flatMap { segment -> [String] in
      if case .expression(let expression, _, _) = segment { return expression.fieldNames }
      return []
    }
  }

  /// The text with every placeholder replaced by the item's field; a missing field reads as
  /// empty (validation reports it before anything renders).
  public func evaluate(fields: ItemFields) -> String {
    var result = ""
    for segment in segments {
      switch segment {
      case .literal(let text): result += text
      case .expression(let expression, _, _): result += expression.evaluate(fields: fields)
      }
    }
    return result
  }

  public var description: String { source }

  public static func == (lhs: Template, rhs: Template) -> Bool { lhs.source == rhs.source }
  public func hash(into hasher: inout Hasher) { hasher.combine(source) }
}

/// An expression inside `{…}`.
public indirect enum TemplateExpression: Sendable, Hashable {
  /// A field of the item: `{name}` (format 1: every item of the template must carry it).
  case field(String)
  /// A Swift expression: `{name.uppercased()}`, `{count == 1 ? "game" : "games"}`. `typed` is
  /// set once the spec's fields are known (``ExpressionTyping``); nil until then, or when
  /// the expression did not check (its problem is reported).
  case swift(SwiftExpression, typed: TypedExpression?)

  public var fieldNames: [String] {
    switch self {
    case .field(let name): return [name]
    case .swift(let expression, _): return expression.fieldNames
    }
  }

  public func evaluate(fields: ItemFields) -> String {
    switch self {
    case .field(let name): return fields[name] ?? ""
    case .swift(_, let typed):
      // A failure for this item is reported by validation; nothing is shown for it.
      guard let typed, let value = try? ExpressionEvaluator.evaluate(typed, fields: fields)
      else { return "" }
      return value.text
    }
  }
}

/// A problem in a template string, with its position inside the string (0-based scalars).
public struct TemplateError: Error, Hashable, Sendable {
  public var message: String
  public var offset: Int
  public var length: Int
}

/// Parses template strings. Splits literals from `{…}`, then parses each expression with a
/// small recursive-descent parser over tokens, so new operators slot into `parseExpression`.
public enum TemplateParser {
  public static func parse(_ text: String, range: SourceRange = .unwritten) -> Result<
    Template, TemplateError
  > {
    let scalars = Array(text.unicodeScalars)
    var segments: [Template.Segment] = []
    var literal = ""
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "{" {
        if index + 1 < scalars.count, scalars[index + 1] == "{" {
          literal.unicodeScalars.append("{")
          index += 2
          continue
        }
        guard let close = closingBrace(scalars, from: index + 1) else {
          return .failure(
            TemplateError(
              message: "unclosed '{' in template; write '{{' for a literal brace",
              offset: index, length: 1))
        }
        let bodyScalars = scalars[(index + 1)..<close]
        var body = ""
        body.unicodeScalars.append(contentsOf: bodyScalars)
        switch parseExpression(body, offset: index + 1) {
        case .failure(let error): return .failure(error)
        case .success(let expression):
          if !literal.isEmpty {
            segments.append(.literal(literal))
            literal = ""
          }
          segments.append(.expression(expression, offset: index + 1, length: bodyScalars.count))
        }
        index = close + 1
      } else if scalar == "}" {
        if index + 1 < scalars.count, scalars[index + 1] == "}" {
          literal.unicodeScalars.append("}")
          index += 2
          continue
        }
        return .failure(
          TemplateError(
            message: "unmatched '}' in template; write '}}' for a literal brace", offset: index,
            length: 1))
      } else {
        literal.unicodeScalars.append(scalar)
        index += 1
      }
    }
    if !literal.isEmpty || segments.isEmpty { segments.append(.literal(literal)) }
    return .success(Template(source: text, segments: segments, range: range))
  }

  enum Token: Equatable {
    case identifier(String)
    case punctuation(Character)
  }

  /// Where the `}` closing a placeholder that starts at `start` is: the first one outside a
  /// Swift string literal (so `{count == 1 ? "}" : "s"}` closes at the end).
  static func closingBrace(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
    var index = start
    // Parenthesis depth of each open interpolation `\(`; empty outside strings.
    var interpolations: [Int] = []
    var inString = false
    var depth = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if inString {
        if scalar == "\\", index + 1 < scalars.count {
          if scalars[index + 1] == "(" {
            interpolations.append(depth)
            depth += 1
            inString = false
          }
          index += 2
          continue
        }
        if scalar == "\"" { inString = false }
      } else {
        switch scalar {
        case "\"": inString = true
        case "(": depth += 1
        case ")":
          depth -= 1
          if let open = interpolations.last, open == depth {
            interpolations.removeLast()
            inString = true
          }
        case "}": if interpolations.isEmpty { return index }
        default: break
        }
      }
      index += 1
    }
    return nil
  }

  /// A field name alone (format 1's `{name}`), or a Swift expression.
  static func parseExpression(_ body: String, offset: Int) -> Result<
    TemplateExpression, TemplateError
  > {
    let trimmed = body.trimmingSpaces()
    if trimmed.isEmpty {
      return .failure(
        TemplateError(
          message: "empty placeholder '{}': name a field, as in '{name}', or write an expression",
          offset: max(offset - 1, 0), length: 2))
    }
    let isName =
      trimmed.unicodeScalars.first.map { $0 == "_" || $0.properties.isAlphabetic } == true
      && trimmed.unicodeScalars.allSatisfy {
        $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil
      }
    if isName, !["true", "false", "nil"].contains(trimmed) {
      return .success(.field(trimmed))
    }
    switch SwiftExpressionParser.parse(body) {
    case .success(let expression): return .success(.swift(expression, typed: nil))
    case .failure(let error):
      return .failure(
        TemplateError(message: error.message, offset: offset + error.offset, length: error.length))
    }
  }
}

extension StringProtocol {
  /// Without leading and trailing spaces and tabs: what Foundation's
  /// `trimmingCharacters(in: .whitespaces)` leaves (space separators, Zs, and U+0009), which
  /// FoundationEssentials does not have.
  func trimmingSpaces() -> String {
    let scalars = unicodeScalars
    func isSpace(_ scalar: Unicode.Scalar) -> Bool {
      scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }
    guard let first = scalars.firstIndex(where: { !isSpace($0) }) else { return "" }
    let last = scalars.lastIndex(where: { !isSpace($0) })!
    var trimmed = String.UnicodeScalarView()
    trimmed.append(contentsOf: scalars[first...last])
    return String(trimmed)
  }
}
