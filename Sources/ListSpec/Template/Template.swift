/// A string with `{…}` placeholders that read the item's fields, e.g. `"{name}"`.
///
/// `{{` and `}}` write literal braces. The text between braces is parsed as an expression by
/// ``TemplateParser``; today an expression is a field name, and the grammar is laid out so
/// that Swift-style expressions (`{name.uppercased()}`, `{index + 1}`) can be added as new
/// ``TemplateExpression`` cases without changing how templates are stored or evaluated.
public struct Template: Sendable, Hashable, CustomStringConvertible {
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

  public init(source: String, segments: [Segment], range: SourceRange) {
    self.source = source
    self.segments = segments
    self.range = range
  }

  /// A template with no placeholders.
  public init(literal: String, range: SourceRange) {
    self.init(source: literal, segments: [.literal(literal)], range: range)
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
  /// A field of the item: `{name}`.
  case field(String)

  public var fieldNames: [String] {
    switch self {
    case .field(let name): return [name]
    }
  }

  public func evaluate(fields: ItemFields) -> String {
    switch self {
    case .field(let name): return fields[name] ?? ""
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
  public static func parse(_ text: String, range: SourceRange) -> Result<Template, TemplateError> {
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
        guard let close = scalars[(index + 1)...].firstIndex(of: "}") else {
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

  /// expression := identifier   (later: postfix member access and calls, binary operators)
  static func parseExpression(_ body: String, offset: Int) -> Result<
    TemplateExpression, TemplateError
  > {
    var tokens: [(Token, Int)] = []
    let scalars = Array(body.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar.properties.isWhitespace {
        index += 1
      } else if scalar == "_" || scalar.properties.isAlphabetic {
        let start = index
        while index < scalars.count,
          scalars[index] == "_" || scalars[index].properties.isAlphabetic
            || scalars[index].properties.numericType != nil
        {
          index += 1
        }
        var name = ""
        name.unicodeScalars.append(contentsOf: scalars[start..<index])
        tokens.append((.identifier(name), start))
      } else {
        tokens.append((.punctuation(Character(scalar)), index))
        index += 1
      }
    }
    guard let (first, firstOffset) = tokens.first else {
      return .failure(
        TemplateError(
          message: "empty placeholder '{}': name a field, as in '{name}'",
          offset: max(offset - 1, 0), length: 2))
    }
    guard case .identifier(let name) = first else {
      return .failure(
        TemplateError(
          message: "a placeholder must start with a field name",
          offset: offset + firstOffset, length: 1))
    }
    if tokens.count > 1 {
      let (_, extraOffset) = tokens[1]
      return .failure(
        TemplateError(
          message:
            "only a field name is supported inside '{…}' in format 1 (expressions are planned)",
          offset: offset + extraOffset, length: scalars.count - extraOffset))
    }
    return .success(.field(name))
  }
}
