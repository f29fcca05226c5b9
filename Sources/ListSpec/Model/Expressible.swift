/// A value its key takes either as written or as a `"{…}"` Swift expression evaluated for each
/// item (specs/expressions.md, "Where expressions go"): `tintColor: systemRed` or
/// `tintColor: "{isUrgent ? .systemRed : .systemGray}"`. A key declared
/// ``FormatValue/orExpression(_:)`` decodes into this one type, so the written value and the
/// expression cannot drift apart as two properties, and a reader either handles both or reads
/// ``value`` knowingly (a template resolved for an item, ``CellTemplate/resolved(for:)``, holds
/// written values only).
public enum Expressible<Value: ExpressionResult>: Sendable, Hashable {
  /// The value as written.
  case value(Value)
  /// A Swift expression evaluated for each item.
  case expression(SpecExpression)

  /// The written value; nil for an expression.
  public var value: Value? {
    if case .value(let value) = self { return value }
    return nil
  }

  /// The expression; nil for a written value.
  public var expression: SpecExpression? {
    if case .expression(let expression) = self { return expression }
    return nil
  }

  /// The value for the item with `fields`: the written one, or the expression's result kept
  /// within the bounds its key declares. Nil when the expression cannot be evaluated (a type
  /// or evaluation problem validation reports).
  public func value(for fields: ItemFields) -> Value? {
    switch self {
    case .value(let value): return value
    case .expression(let expression):
      return expression.value(for: fields).flatMap {
        Value(evaluated: $0, within: expression.bounds)
      }
    }
  }
}

extension Expressible: CustomStringConvertible where Value: CustomStringConvertible {
  /// As written in YAML: the value, or the expression in braces.
  public var description: String {
    switch self {
    case .value(let value): return value.description
    case .expression(let expression): return "{\(expression.source)}"
    }
  }
}

/// A type a `"{…}"` expression may stand for where a key takes a value: a colour, a number, a
/// whole number.
public protocol ExpressionResult: Sendable, Hashable {
  /// What the expression is checked against.
  static var expectation: ExpressionChecker.Expectation { get }
  /// An evaluated expression as this type, moved into `bounds` (the range its key declares);
  /// nil when it is a value of another type.
  init?(evaluated: ExpressionValue, within bounds: ClosedRange<Double>?)
}

extension ColorValue: ExpressionResult {
  public static var expectation: ExpressionChecker.Expectation { .color }
  public init?(evaluated: ExpressionValue, within bounds: ClosedRange<Double>?) {
    guard case .color(let color) = evaluated else { return nil }
    self = color
  }
}

extension FontSpec: ExpressionResult {
  public static var expectation: ExpressionChecker.Expectation { .font }
  public init?(evaluated: ExpressionValue, within bounds: ClosedRange<Double>?) {
    guard case .font(let font) = evaluated else { return nil }
    self = font
  }
}

extension Double: ExpressionResult {
  public static var expectation: ExpressionChecker.Expectation { .double }
  public init?(evaluated: ExpressionValue, within bounds: ClosedRange<Double>?) {
    guard case .double(let number) = evaluated else { return nil }
    self = bounds.map { Swift.min(Swift.max(number, $0.lowerBound), $0.upperBound) } ?? number
  }
}

extension Int: ExpressionResult {
  public static var expectation: ExpressionChecker.Expectation { .int }
  public init?(evaluated: ExpressionValue, within bounds: ClosedRange<Double>?) {
    guard case .int(let number) = evaluated else { return nil }
    guard let bounds else {
      self = number
      return
    }
    // Whole-number bounds, so the clamped value converts exactly.
    self = Swift.min(Swift.max(number, Int(bounds.lowerBound)), Int(bounds.upperBound))
  }
}

/// Visits each value of a cell template that may be written as an expression: the one walk
/// that resolving a template for an item, typing its expressions and listing them share, so a
/// new ``Expressible`` property is added to the walk once (``CellTemplate/visitExpressibles(_:)``)
/// and every use follows.
public protocol ExpressibleVisitor {
  /// Visits one value, which is nil when its key is not written; the visitor may change it.
  mutating func visit<Value: ExpressionResult>(_ value: inout Expressible<Value>?)
}
