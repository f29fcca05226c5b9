/// A Swift expression written as a whole value rather than inside a template: the condition
/// of `if: isFavorite`, or a value such as `foregroundStyle: "{isFavorite ? .systemYellow :
/// .systemGray}"` or `opacity: "{isRead ? 0.5 : 1}"`.
public struct SpecExpression: Sendable, Hashable, CustomStringConvertible {
  /// The expression's text (without the braces of a value written as `"{…}"`).
  public var source: String
  public var expression: SwiftExpression
  /// What the place it is written in needs (a condition, a color, a number).
  public var expectation: ExpressionChecker.Expectation
  /// Set by ``ExpressionTyping`` once the spec's fields are known.
  public var typed: TypedExpression?
  /// Where the whole value is written.
  public var range: SourceRange
  /// The range its key declares for a number (`opacity` 0…1, `numberOfLines` from 0): the
  /// result is moved into it, as UIKit and SwiftUI treat a value outside it.
  public var bounds: ClosedRange<Double>?
  /// Where each scalar of the expression's text is written, when the value is on one line.
  var positions: [SourceLocation]?

  public init(
    source: String, expression: SwiftExpression, expectation: ExpressionChecker.Expectation,
    range: SourceRange
  ) {
    self.source = source
    self.expression = expression
    self.expectation = expectation
    self.range = range
  }

  public var description: String { source }

  /// The range of scalars `offset..<offset + length` of the expression's text.
  public func range(offset: Int, length: Int) -> SourceRange {
    positions.flatMap { SourceRange(in: $0, offset: offset, length: length) } ?? range
  }

  /// The value for an item, or nil when the expression did not check or fails for it (both
  /// are reported).
  public func value(for fields: ItemFields) -> ExpressionValue? {
    guard let typed else { return nil }
    return try? ExpressionEvaluator.evaluate(typed, fields: fields)
  }

  /// A condition's value for an item: false when it cannot be evaluated.
  public func isTrue(for fields: ItemFields) -> Bool {
    value(for: fields) == .bool(true)
  }

  public static func == (lhs: SpecExpression, rhs: SpecExpression) -> Bool {
    lhs.source == rhs.source && lhs.expectation == rhs.expectation
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(source) }
}
