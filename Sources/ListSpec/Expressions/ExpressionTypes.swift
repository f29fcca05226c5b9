#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The types of the expression subset.
public indirect enum ExpressionType: Sendable, Hashable, CustomStringConvertible {
  case int
  case double
  case bool
  case string
  /// What `prefix(_:)` and `dropFirst(_:)` return, as in Swift.
  case substring
  /// A color, written as `.systemYellow` where a color is expected.
  case color
  /// A moment: a `Date` field or `Date.now`.
  case date
  /// A font, written as SwiftUI's `Font` (`.headline`, `.system(size: 15, weight: .bold)`)
  /// where a font is expected.
  case font
  /// A weight, written as `Font.Weight` (`.bold`) where a weight is expected.
  case fontWeight
  case optional(ExpressionType)
  /// The type of `nil` before its context gives it one.
  case nilLiteral

  public var description: String {
    switch self {
    case .int: return "Int"
    case .double: return "Double"
    case .bool: return "Bool"
    case .string: return "String"
    case .substring: return "Substring"
    case .color: return "Color"
    case .date: return "Date"
    case .font: return "Font"
    case .fontWeight: return "Font.Weight"
    case .optional(let wrapped): return "\(wrapped)?"
    case .nilLiteral: return "nil"
    }
  }

  var isOptional: Bool {
    if case .optional = self { return true }
    return self == .nilLiteral
  }

  var unwrapped: ExpressionType {
    if case .optional(let wrapped) = self { return wrapped }
    return self
  }

  var isStringLike: Bool { self == .string || self == .substring }

  /// The type of a field as the item model declares it.
  public init(_ field: FieldType, optional: Bool) {
    let base: ExpressionType
    switch field {
    case .int: base = .int
    case .double: base = .double
    case .bool: base = .bool
    case .string: base = .string
    case .color: base = .color
    case .date: base = .date
    }
    self = optional ? .optional(base) : base
  }
}

/// A field as expressions see it: its type in the item model and whether this template's
/// items may lack it (then it is optional, as in the generated Swift).
public struct ExpressionField: Sendable, Hashable {
  public var type: FieldType
  public var isOptional: Bool

  public init(type: FieldType, isOptional: Bool) {
    self.type = type
    self.isOptional = isOptional
  }
}

/// A checked expression, ready to evaluate for an item: every operation resolved to the
/// overload Swift would pick, integer literals typed by their context.
public indirect enum TypedExpression: Sendable, Hashable {
  /// `+ - * / %` as Swift spells them.
  public enum ArithmeticOperator: String, Sendable, Hashable {
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"
    case remainder = "%"
  }
  /// `== != < <= > >=` as Swift spells them.
  public enum ComparisonOperator: String, Sendable, Hashable {
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
  }
  /// The `String` properties and methods without arguments an expression may use.
  public enum StringProperty: String, Sendable, Hashable {
    case count, isEmpty, uppercased, lowercased, description
  }
  /// The `String` methods taking a string and answering a `Bool`.
  public enum StringPredicate: String, Sendable, Hashable {
    case hasPrefix, hasSuffix, contains
  }

  case constant(ExpressionValue)
  case field(String, FieldType)
  /// A `Color` field of a spec with asset catalogs: its value may also name one of
  /// `colorSets`, which the field's text alone cannot resolve.
  case colorField(String, colorSets: [String: AssetColor])
  /// The unwrapped value of the innermost `?.` chain.
  case chained
  /// `base?.rest`: nil when `base` is nil, else `rest` with `chained` bound to its value.
  case optionalChain(TypedExpression, TypedExpression)
  /// The text of a value as `"\(value)"` writes it.
  case describe(TypedExpression)
  case concatenate([TypedExpression], span: Span)
  case intArithmetic(ArithmeticOperator, TypedExpression, TypedExpression, span: Span)
  case doubleArithmetic(ArithmeticOperator, TypedExpression, TypedExpression)
  case negateInt(TypedExpression, span: Span)
  case negateDouble(TypedExpression)
  case compare(ComparisonOperator, TypedExpression, TypedExpression)
  case and(TypedExpression, TypedExpression)
  case or(TypedExpression, TypedExpression)
  case not(TypedExpression)
  case ternary(TypedExpression, TypedExpression, TypedExpression)
  case coalesce(TypedExpression, TypedExpression)
  case stringProperty(StringProperty, TypedExpression)
  case stringPredicate(StringPredicate, TypedExpression, TypedExpression)
  case prefix(TypedExpression, TypedExpression, span: Span)
  case dropFirst(TypedExpression, TypedExpression, span: Span)
  case minimum([TypedExpression])
  case maximum([TypedExpression])
  case absInt(TypedExpression, span: Span)
  /// `formatted()` or `formatted(…)` of an `Int`, a `Double` or a `Date`, printed by
  /// Foundation (``ExpressionFormatting``) in the style and the preview's locale and time zone.
  case formatted(TypedExpression, ExpressionFormat)
  case absDouble(TypedExpression)

  /// Where an operation that can fail at run time is, for its diagnostic.
  public struct Span: Sendable, Hashable {
    public var offset: Int
    public var length: Int
    /// The operation as written, for the message.
    public var source: String
  }

  /// True when evaluating can fail for some item (integer arithmetic, prefix lengths, long
  /// strings): validation evaluates only those expressions for every item.
  public var canFail: Bool {
    switch self {
    case .constant, .field, .colorField, .chained: return false
    case .intArithmetic, .negateInt, .prefix, .dropFirst, .absInt, .concatenate: return true
    case .describe(let a), .negateDouble(let a), .not(let a), .stringProperty(_, let a),
      .formatted(let a, _),
      .absDouble(let a):
      return a.canFail
    case .optionalChain(let a, let b), .doubleArithmetic(_, let a, let b),
      .compare(_, let a, let b), .and(let a, let b), .or(let a, let b), .coalesce(let a, let b),
      .stringPredicate(_, let a, let b):
      return a.canFail || b.canFail
    case .ternary(let a, let b, let c): return a.canFail || b.canFail || c.canFail
    case .minimum(let all), .maximum(let all): return all.contains { $0.canFail }
    }
  }
}

/// A value an expression produces.
public enum ExpressionValue: Sendable, Hashable {
  case int(Int)
  case double(Double)
  case bool(Bool)
  case string(String)
  case color(ColorValue)
  case date(Date)
  case font(FontSpec)
  case fontWeight(FontWeight)
  case null

  /// As `"\(value)"` writes it in Swift.
  public var text: String {
    switch self {
    case .int(let value): return "\(value)"
    case .double(let value): return "\(value)"
    case .bool(let value): return "\(value)"
    case .string(let value): return value
    case .color(let value): return value.description
    case .date(let value): return "\(value)"
    case .font(let value): return "\(value)"
    case .fontWeight(let value): return value.rawValue
    case .null: return "nil"
    }
  }
}
