/// Writes a parsed expression back as Swift source: the same tree (parentheses are nodes, so
/// nothing is re-associated), spaced as swift-format spaces it. `listspec generate` uses it
/// with `name` mapping a field to its Swift property.
package enum SwiftExpressionPrinter {
  package static func print(
    _ expression: SwiftExpression, name: (String) -> String = { $0 },
    literal: ((SwiftExpression) -> String?)? = nil,
    implicitMember: (String) -> String = { "." + $0 }
  ) -> String {
    func print(_ expression: SwiftExpression, name: (String) -> String) -> String {
      Self.print(expression, name: name, literal: literal, implicitMember: implicitMember)
    }
    if let written = literal?(expression) { return written }
    switch expression.kind {
    case .integer(let text), .double(let text): return text
    case .boolean(let value): return value ? "true" : "false"
    case .nilLiteral: return "nil"
    case .name(let field):
      return SwiftExpression.globalNames.contains(field) ? field : name(field)
    case .implicitMember(let member): return implicitMember(member)
    case .string(let parts):
      var text = "\""
      for part in parts {
        switch part {
        case .text(let literal): text += SwiftStringLiteral.escaped(literal)
        case .interpolation(let inner): text += "\\(" + print(inner, name: name) + ")"
        }
      }
      return text + "\""
    case .member(let base, let member, let optional):
      return print(base, name: name) + (optional ? "?." : ".") + member
    case .call(let callee, let arguments):
      let list = arguments.map { argument in
        (argument.label.map { "\($0): " } ?? "") + print(argument.value, name: name)
      }
      return print(callee, name: name) + "(" + list.joined(separator: ", ") + ")"
    case .prefix(let op, let operand): return op + print(operand, name: name)
    case .binary(let op, let left, let right):
      return print(left, name: name) + " \(op) " + print(right, name: name)
    case .ternary(let condition, let then, let otherwise):
      return print(condition, name: name) + " ? " + print(then, name: name) + " : "
        + print(otherwise, name: name)
    case .parenthesized(let inner): return "(" + print(inner, name: name) + ")"
    }
  }
}
