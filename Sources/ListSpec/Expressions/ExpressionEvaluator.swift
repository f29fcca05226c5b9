#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// A run-time failure of an expression for one item, where Swift would stop the app.
package struct ExpressionFailure: Error, Sendable, Hashable {
  package var message: String
  package var span: TypedExpression.Span
}

/// Evaluates checked expressions for an item, with Swift's semantics: `Int` arithmetic traps
/// on overflow and division by zero (reported, not wrapped), `Double` follows IEEE 754,
/// `"\(value)"` prints as Swift prints, `&&`, `||`, `??` and `?:` short-circuit.
package struct ExpressionEvaluator {
  /// The item's fields, as text; typed fields read back as Swift reads them (`Int("3")`).
  package let fields: ItemFields
  private var chained: [ExpressionValue] = []

  package init(fields: ItemFields) {
    self.fields = fields
  }

  /// The value of `expression` for the item.
  package static func evaluate(_ expression: TypedExpression, fields: ItemFields)
    throws(ExpressionFailure) -> ExpressionValue
  {
    var evaluator = ExpressionEvaluator(fields: fields)
    return try evaluator.value(expression)
  }

  private func field(_ name: String, _ type: FieldType) -> ExpressionValue {
    guard let text = fields[name] else { return .null }
    switch type {
    case .string: return .string(text)
    case .int: return Int(text).map(ExpressionValue.int) ?? .null
    case .double: return Double(text).map(ExpressionValue.double) ?? .null
    case .bool: return .bool(text == "true")
    case .color: return ColorValue(parsing: text).map(ExpressionValue.color) ?? .null
    case .date: return ISO8601Text.date(text).map(ExpressionValue.date) ?? .null
    }
  }

  private static func string(_ value: ExpressionValue) -> String {
    if case .string(let text) = value { return text }
    return value.text
  }

  private static func int(_ value: ExpressionValue) -> Int {
    if case .int(let number) = value { return number }
    return 0
  }

  private static func double(_ value: ExpressionValue) -> Double {
    if case .double(let number) = value { return number }
    return 0
  }

  private static func bool(_ value: ExpressionValue) -> Bool {
    if case .bool(let flag) = value { return flag }
    return false
  }

  mutating func value(_ expression: TypedExpression) throws(ExpressionFailure) -> ExpressionValue {
    switch expression {
    case .constant(let value): return value
    case .field(let name, let type): return field(name, type)
    case .colorField(let name, let colorSets):
      guard let text = fields[name] else { return .null }
      let color = ColorValue(parsing: text) ?? colorSets[text].map(ColorValue.asset)
      return color.map(ExpressionValue.color) ?? .null
    case .chained: return chained.last ?? .null
    case .optionalChain(let base, let rest):
      let unwrapped = try value(base)
      if unwrapped == .null { return .null }
      chained.append(unwrapped)
      defer { chained.removeLast() }
      return try value(rest)
    case .describe(let inner): return .string(try value(inner).text)
    case .formatted(let inner, let format):
      let formatted = try value(inner)
      guard formatted != .null else { return .null }
      return .string(ExpressionFormatting.formatter?.string(formatted, in: format) ?? "")
    case .concatenate(let parts, let span):
      var text = ""
      for part in parts {
        text += Self.string(try value(part))
        if text.utf8.count > ExpressionLimits.maxStringLength,
          text.count > ExpressionLimits.maxStringLength
        {
          throw ExpressionFailure(
            message:
              "the text built by '\(span.source)' is longer than \(ExpressionLimits.maxStringLength) characters",
            span: span)
        }
      }
      return .string(text)
    case .intArithmetic(let op, let left, let right, let span):
      let a = Self.int(try value(left))
      let b = Self.int(try value(right))
      let result: (Int, Bool)
      switch op {
      case .add: result = a.addingReportingOverflow(b)
      case .subtract: result = a.subtractingReportingOverflow(b)
      case .multiply: result = a.multipliedReportingOverflow(by: b)
      case .divide, .remainder:
        if b == 0 {
          throw ExpressionFailure(
            message: op == .divide
              ? "division by zero in '\(span.source)'"
              : "division by zero in remainder operation '\(span.source)'",
            span: span)
        }
        result =
          op == .divide
          ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
      }
      if result.1 {
        throw ExpressionFailure(
          message:
            "arithmetic overflow in '\(span.source)' (\(a) \(op.rawValue) \(b) does not fit in Int)",
          span: span)
      }
      return .int(result.0)
    case .doubleArithmetic(let op, let left, let right):
      let a = Self.double(try value(left))
      let b = Self.double(try value(right))
      switch op {
      case .add: return .double(a + b)
      case .subtract: return .double(a - b)
      case .multiply: return .double(a * b)
      case .divide: return .double(a / b)
      case .remainder: return .double(a.truncatingRemainder(dividingBy: b))
      }
    case .negateInt(let operand, let span):
      let a = Self.int(try value(operand))
      let (result, overflow) = (0 as Int).subtractingReportingOverflow(a)
      if overflow {
        throw ExpressionFailure(
          message: "arithmetic overflow in '\(span.source)' (-(\(a)) does not fit in Int)",
          span: span)
      }
      return .int(result)
    case .negateDouble(let operand): return .double(-Self.double(try value(operand)))
    case .compare(let op, let left, let right):
      return .bool(Self.compare(op, try value(left), try value(right)))
    case .and(let left, let right):
      if !Self.bool(try value(left)) { return .bool(false) }
      return .bool(Self.bool(try value(right)))
    case .or(let left, let right):
      if Self.bool(try value(left)) { return .bool(true) }
      return .bool(Self.bool(try value(right)))
    case .not(let operand): return .bool(!Self.bool(try value(operand)))
    case .ternary(let condition, let then, let otherwise):
      return Self.bool(try value(condition)) ? try value(then) : try value(otherwise)
    case .coalesce(let left, let right):
      let first = try value(left)
      return first == .null ? try value(right) : first
    case .stringProperty(let property, let base):
      let text = Self.string(try value(base))
      switch property {
      case .count: return .int(text.count)
      case .isEmpty: return .bool(text.isEmpty)
      case .uppercased: return .string(text.uppercased())
      case .lowercased: return .string(text.lowercased())
      case .description: return .string(text)
      }
    case .stringPredicate(let predicate, let base, let argument):
      let text = Self.string(try value(base))
      let other = Self.string(try value(argument))
      switch predicate {
      case .hasPrefix: return .bool(text.hasPrefix(other))
      case .hasSuffix: return .bool(text.hasSuffix(other))
      // Foundation's `contains(_:)`, which apps get (UIKit imports Foundation): false for an
      // empty string, where the standard library's is true. Otherwise both match whole
      // characters, canonically equivalent (specs/expressions.md).
      case .contains: return .bool(!other.isEmpty && text.contains(other))
      }
    case .prefix(let base, let length, let span):
      let text = Self.string(try value(base))
      let count = Self.int(try value(length))
      guard count >= 0 else {
        throw ExpressionFailure(
          message: "can't take a prefix of negative length (\(count)) in '\(span.source)'",
          span: span)
      }
      return .string(String(text.prefix(count)))
    case .dropFirst(let base, let length, let span):
      let text = Self.string(try value(base))
      let count = Self.int(try value(length))
      guard count >= 0 else {
        throw ExpressionFailure(
          message: "can't drop a negative number of elements (\(count)) in '\(span.source)'",
          span: span)
      }
      return .string(String(text.dropFirst(count)))
    case .minimum(let values), .maximum(let values):
      var isMinimum = false
      if case .minimum = expression { isMinimum = true }
      var best = try value(values[0])
      for next in values.dropFirst() {
        let candidate = try value(next)
        // As the standard library: min keeps `y < x ? y : x`, max takes `y >= x ? y : x`.
        let replaces =
          isMinimum
          ? Self.compare(.less, candidate, best) : Self.compare(.greaterOrEqual, candidate, best)
        if replaces { best = candidate }
      }
      return best
    case .absInt(let operand, let span):
      let a = Self.int(try value(operand))
      if a == .min {
        throw ExpressionFailure(
          message: "arithmetic overflow in '\(span.source)' (abs(\(a)) does not fit in Int)",
          span: span)
      }
      return .int(abs(a))
    case .absDouble(let operand): return .double(abs(Self.double(try value(operand))))
    }
  }

  private static func compare(
    _ op: TypedExpression.ComparisonOperator, _ a: ExpressionValue, _ b: ExpressionValue
  ) -> Bool {
    switch op {
    case .equal: return equal(a, b)
    case .notEqual: return !equal(a, b)
    case .less: return less(a, b)
    case .lessOrEqual: return less(a, b) || (equal(a, b) && !isNaN(a))
    case .greater: return less(b, a)
    case .greaterOrEqual: return less(b, a) || (equal(a, b) && !isNaN(a))
    }
  }

  private static func isNaN(_ value: ExpressionValue) -> Bool {
    if case .double(let number) = value { return number.isNaN }
    return false
  }

  private static func equal(_ a: ExpressionValue, _ b: ExpressionValue) -> Bool {
    switch (a, b) {
    case (.int(let x), .int(let y)): return x == y
    case (.double(let x), .double(let y)): return x == y
    case (.bool(let x), .bool(let y)): return x == y
    case (.string(let x), .string(let y)): return x == y
    case (.color(let x), .color(let y)): return x == y
    case (.date(let x), .date(let y)): return x == y
    case (.null, .null): return true
    default: return false
    }
  }

  private static func less(_ a: ExpressionValue, _ b: ExpressionValue) -> Bool {
    switch (a, b) {
    case (.int(let x), .int(let y)): return x < y
    case (.double(let x), .double(let y)): return x < y
    case (.string(let x), .string(let y)): return x < y
    case (.date(let x), .date(let y)): return x < y
    default: return false
    }
  }
}
