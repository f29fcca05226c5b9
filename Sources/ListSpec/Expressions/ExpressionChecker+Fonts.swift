/// Fonts and weights in expressions (`textProperties.font: "{unread ? .headline : .body}"`,
/// `fontWeight: "{isNew ? .bold : .regular}"`), written as SwiftUI's `Font` and `Font.Weight`
/// spell them in both kinds of cell, as the written `font:` key is: a UIKit cell's generated
/// code writes each font as the `UIFont` listspec draws it with (`SwiftValues.uiFont`), as a
/// colour expression's `.red` is written `.systemRed` there (specs/expressions.md, "Fonts").
/// Each font is a literal of the expression: a size or a style computed from a field is not a
/// form listspec draws, and is refused where it is written.
extension ExpressionChecker {
  /// The forms a font is written in, as messages name them.
  static let fontForms =
    "a text style ('.headline'), '.system(size: 17)', '.system(size: 17, weight: .semibold)' or '.system(.title3, weight: .semibold)'"

  /// `UIFont`'s class methods, which a UIKit programmer may write where a font goes.
  static let uiFontMethods: Set<String> = [
    "preferredFont", "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont",
    "monospacedDigitSystemFont",
  ]

  /// A font or weight literal where `expected` (``ExpressionType/font`` or
  /// ``ExpressionType/fontWeight``) is wanted.
  func fontValue(_ expression: SwiftExpression, expected: ExpressionType) throws -> (
    TypedExpression, ExpressionType
  ) {
    if expected == .fontWeight {
      return (.constant(.fontWeight(try Self.fontWeight(of: expression))), .fontWeight)
    }
    return (.constant(.font(try Self.font(of: expression))), .font)
  }

  /// The font a literal (`.headline`, `.system(size: 15, weight: .bold)`) stands for.
  static func font(of expression: SwiftExpression) throws -> FontSpec {
    func error(_ kind: ExpressionError.Kind, _ message: String, notes: [String] = [])
      -> ExpressionError
    {
      ExpressionError(
        kind, message, offset: expression.offset, length: expression.length,
        notes: notes + ["a font is written as " + fontForms])
    }
    switch expression.kind {
    case .parenthesized(let inner): return try font(of: inner)
    case .implicitMember(let name):
      if let style = TextStyle(rawValue: name) { return FontSpec(style: style) }
      var notes: [String] = []
      if let style = TextStyle(name: name) {
        notes.append("SwiftUI's Font calls UIKit's '.\(name)' '.\(style.rawValue)'")
      } else if name == "system" {
        notes.append("'.system' is called with a size or a text style")
      } else if let suggestion = Suggestion.closest(
        to: name, among: TextStyle.allCases.map(\.rawValue))
      {
        notes.append("did you mean '\(suggestion)'?")
      }
      throw error(.unknownMember, "type 'Font' has no member '\(name)'", notes: notes)
    case .call(let callee, let arguments):
      guard case .implicitMember(let name) = callee.kind else {
        if case .member(_, let method, _) = callee.kind {
          throw error(
            .type,
            "a font's '\(method)(…)' is not drawn in an expression",
            notes: [
              method == "italic" || method == "bold"
                ? "a SwiftUI view takes the '\(method)' modifier; a UIKit cell's text properties have no \(method == "italic" ? "italic" : "bold") of their own (an app builds that font with UIFontDescriptor.withSymbolicTraits), and listspec does not generate one"
                : "write the font without it"
            ])
        }
        throw error(.type, "cannot call this value as a font")
      }
      if uiFontMethods.contains(name) {
        throw error(
          .type,
          "'.\(name)(…)' is UIFont's: a font in an expression is written as SwiftUI's Font, in UIKit cells too, and listspec generates the UIFont"
        )
      }
      guard name == "system" else {
        throw error(.unknownMember, "type 'Font' has no member '\(name)'")
      }
      return try systemFont(arguments, expression)
    default:
      throw error(.type, "a font here is a literal")
    }
  }

  /// `.system(size:weight:)` or `.system(_:weight:)`.
  private static func systemFont(
    _ arguments: [SwiftExpression.Argument], _ expression: SwiftExpression
  ) throws -> FontSpec {
    func error(_ message: String, at place: SwiftExpression) -> ExpressionError {
      ExpressionError(
        .type, message, offset: place.offset, length: place.length,
        notes: ["a font is written as " + fontForms])
    }
    guard let first = arguments.first, arguments.count <= 2 else {
      throw error("no exact matches in call to static method 'system'", at: expression)
    }
    var font = FontSpec()
    switch first.label {
    case "size":
      let size: Double?
      switch first.value.kind {
      case .integer(let text), .double(let text): size = Double(text.replacing("_", with: ""))
      default: size = nil
      }
      guard let size else {
        throw error(
          "a font's size is a number written in the expression, not computed", at: first.value)
      }
      guard size > 0, size <= FormatLimits.maximumLength else {
        throw error(
          "a font's size must be greater than 0 and at most \(Int(FormatLimits.maximumLength))",
          at: first.value)
      }
      font.size = size
    case nil:
      guard case .implicitMember(let name) = first.value.kind,
        let style = TextStyle(rawValue: name)
      else {
        throw error("'.system(_:weight:)' takes a text style, e.g. '.title3'", at: first.value)
      }
      font.style = style
    case let label?:
      throw error("incorrect argument label '\(label):' in call to 'system'", at: first.value)
    }
    if arguments.count == 2 {
      let second = arguments[1]
      guard second.label == "weight" else {
        throw error("'.system' takes 'weight:' after the size or style", at: second.value)
      }
      font.weight = try fontWeight(of: second.value)
    }
    return font
  }

  /// The weight a literal (`.bold`) stands for.
  static func fontWeight(of expression: SwiftExpression) throws -> FontWeight {
    if case .parenthesized(let inner) = expression.kind { return try fontWeight(of: inner) }
    guard case .implicitMember(let name) = expression.kind else {
      throw ExpressionError(
        .type, "a weight here is a literal such as '.bold'", offset: expression.offset,
        length: expression.length)
    }
    guard let weight = FontWeight(rawValue: name) else {
      var notes: [String] = []
      if let suggestion = Suggestion.closest(
        to: name, among: FontWeight.allCases.map(\.rawValue))
      {
        notes.append("did you mean '\(suggestion)'?")
      }
      throw ExpressionError(
        .unknownMember, "type 'Font.Weight' has no member '\(name)'", offset: expression.offset,
        length: expression.length, notes: notes)
    }
    return weight
  }
}

extension FontSpec {
  /// The font a literal of a font expression stands for (`.headline`,
  /// `.system(size: 15)`), nil for any other part of it: what the generator writes each
  /// literal as in a UIKit cell.
  package init?(expressionLiteral expression: SwiftExpression) {
    switch expression.kind {
    case .implicitMember, .call, .parenthesized:
      guard let font = try? ExpressionChecker.font(of: expression) else { return nil }
      self = font
    default: return nil
    }
  }
}

extension SwiftExpression {
  /// `.name` or `base.name`: a callee a font literal may have.
  var isImplicitMemberOrMember: Bool {
    switch kind {
    case .implicitMember, .member: return true
    default: return false
    }
  }
}
