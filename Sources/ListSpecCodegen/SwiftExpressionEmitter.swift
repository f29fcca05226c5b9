import ListSpec

/// Templates and spec expressions as Swift: fields read from the item, with the types the
/// spec checked them with.
extension SwiftEmitter {
  // MARK: Templates

  /// ``stringExpression(_:optional:)`` for the writer: a template that is one `String`
  /// ternary is kept a ternary, so a long one breaks before `?` as swift-format breaks it.
  func stringExpr(_ template: Template, optional: Bool) -> SwiftExpr {
    if template.segments.count == 1,
      case .expression(.swift(let expression, _), _, _) = template.segments[0],
      expressionType(expression) == .string
    {
      return swiftExpr(expression)
    }
    return .atom(stringExpression(template, optional: optional))
  }

  /// A spec expression for the writer: a top-level ternary as ``SwiftExpr/ternary``, so it
  /// can break; anything else one unbreakable atom.
  func swiftExpr(
    _ expression: SwiftExpression, swiftUI: Bool = false,
    literal: ((SwiftExpression) -> SwiftExpr?)? = nil
  ) -> SwiftExpr {
    // A literal written its own way stays a call the writer can break.
    if let written = literal?(expression) { return written }
    guard case .ternary(let condition, let then, let otherwise) = expression.kind else {
      return .atom(swiftSource(expression, swiftUI: swiftUI, literal: literal))
    }
    // A ternary in the `:` branch (`a ? x : b ? y : z`) breaks again, as swift-format breaks it.
    return .ternary(
      .atom(swiftSource(condition, swiftUI: swiftUI)),
      literal?(then) ?? .atom(swiftSource(then, swiftUI: swiftUI, literal: literal)),
      swiftExpr(otherwise, swiftUI: swiftUI, literal: literal))
  }

  /// A template as a Swift `String` (or `String?` when `optional` and the template is one
  /// optional field): `item.name`, `"\(item.name) (\(item.year))"`.
  func stringExpression(_ template: Template, optional: Bool) -> String {
    if template.segments.count == 1,
      case .expression(.swift(let expression, _), _, _) = template.segments[0]
    {
      let printed = swiftSource(expression)
      return expressionType(expression) == .string ? printed : "\"\\(\(printed))\""
    }
    if template.segments.count == 1, case .expression(let expression, _, _) = template.segments[0],
      case .field(let name) = expression
    {
      let (access, type, isOptional) = fieldAccess(name)
      switch (type, isOptional) {
      case (.string, false): return access
      case (.string, true): return optional ? access : access + " ?? \"\""
      case (_, false): return "\"\\(\(access))\""
      case (_, true):
        return access + ".map { \"\\($0)\" }" + (optional ? "" : " ?? \"\"")
      }
    }
    var body = ""
    for segment in template.segments {
      switch segment {
      case .literal(let text): body += SwiftStringLiteral.escaped(text)
      case .expression(let expression, _, _):
        switch expression {
        case .field(let name):
          let (access, type, isOptional) = fieldAccess(name)
          switch (type, isOptional) {
          case (_, false): body += "\\(\(access))"
          case (.string, true): body += "\\(\(access) ?? \"\")"
          case (_, true): body += "\\(\(access).map { \"\\($0)\" } ?? \"\")"
          }
        case .swift(let expression, _):
          body += "\\(" + swiftSource(expression) + ")"
        }
      }
    }
    return "\"" + body + "\""
  }

  /// The fields this cell's expressions see (their optionality is the template's).
  private var expressionFields: [String: ExpressionField] {
    guard let templateName else { return [:] }
    return plan.expressionFields[templateName] ?? [:]
  }

  /// A spec expression as Swift: fields read from the item. A field the item's struct
  /// declares optional that the expression sees as non-optional (a template no item uses has
  /// only optional properties, while its `fields:` may say otherwise) is unwrapped with a
  /// default that is never used, so the expression type-checks as it did in the spec.
  /// `literal` writes a part of the expression its own way when it returns one (a font
  /// literal as the `UIFont` drawn).
  func swiftSource(
    _ expression: SwiftExpression, swiftUI: Bool = false,
    literal: ((SwiftExpression) -> SwiftExpr?)? = nil
  ) -> String {
    let fieldName: (String) -> String = { name in
      let (access, type, globallyOptional) = fieldAccess(name)
      var read = access
      if globallyOptional, expressionFields[name]?.isOptional == false {
        let fallback: String
        switch type {
        case .int, .double: fallback = "0"
        case .bool: fallback = "false"
        case .string: fallback = "\"\""
        case .color: fallback = "UIColor.clear"
        case .date: fallback = "Date.distantPast"
        }
        read = "(\(access) ?? \(fallback))"
      }
      // The model holds a colour as the `UIColor` UIKit cells take; a view takes a `Color`.
      if swiftUI, type == .color { return "Color(uiColor: \(read))" }
      return read
    }
    // `Color("Brand")`, a colour set: as written in SwiftUI code, in UIKit code the `UIColor`
    // a set written without braces is.
    let colorSet: (SwiftExpression) -> String? = { expression in
      guard case .call(let callee, let arguments) = expression.kind,
        case .name("Color") = callee.kind, arguments.count == 1,
        case .string(let parts) = arguments[0].value.kind
      else { return nil }
      var name = ""
      for case .text(let text) in parts { name += text }
      let quoted = SwiftStringLiteral.quoted(name)
      return swiftUI ? "Color(\(quoted))" : "UIColor(named: \(quoted))!"
    }
    return SwiftExpressionPrinter.print(
      expression, name: fieldName, literal: { literal?($0)?.flat ?? colorSet($0) },
      implicitMember: { member in
        // A color written `.systemYellow`: in SwiftUI code a `Color`; in UIKit code the
        // `UIColor` listspec draws it as (`.red` is `.systemRed`, `.primary` is `.label`).
        guard let color = ColorValue(parsing: member) else { return "." + member }
        return swiftUI ? SwiftValues.color(color).flat : SwiftValues.uiColor(color).expr.flat
      })
  }

  /// A colour key's value: its expression (evaluated by the app per item) when written as
  /// one, else its constant, as a `UIColor` or, with `swiftUI`, a `Color`; and the iOS
  /// version a constant needs.
  func colorValue(_ value: Expressible<ColorValue>?, swiftUI: Bool = false)
    -> (expr: SwiftExpr, introduced: OSVersion?)?
  {
    switch value {
    case nil: return nil
    case .expression(let expression)?:
      return (swiftExpr(expression.expression, swiftUI: swiftUI), nil)
    case .value(let constant)?:
      return swiftUI ? (SwiftValues.color(constant), nil) : SwiftValues.uiColor(constant)
    }
  }

  /// An expression kept within the bounds its key declares, as the renderer keeps it
  /// (`Expressible.value(for:)`): `max(min(item.x, 1), 0)`, so the app shows what the picture
  /// does for an item whose value is out of range.
  /// An expression whose every outcome is a literal already in range (`enabled ? 1 : 0.5`)
  /// is written as it is. Only a fraction's upper bound (opacity's 1) is applied: the other
  /// upper bounds are listspec's resource limits (specs/limits.md), past what a screen shows.
  func boundedExpr(_ expression: SpecExpression, swiftUI: Bool = false) -> SwiftExpr {
    var result = swiftExpr(expression.expression, swiftUI: swiftUI)
    guard let bounds = expression.bounds else { return result }
    let upper = bounds.upperBound <= 1 ? bounds.upperBound : Double.infinity
    if let outcomes = Self.literalOutcomes(expression.expression),
      outcomes.allSatisfy({ $0 >= bounds.lowerBound && $0 <= upper })
    {
      return result
    }
    if upper.isFinite {
      result = .call("min", (nil, result), (nil, SwiftValues.number(upper)))
    }
    if bounds.lowerBound.isFinite {
      result = .call("max", (nil, result), (nil, SwiftValues.number(bounds.lowerBound)))
    }
    return result
  }

  /// The numbers an expression can come to when each of its outcomes is a number literal
  /// (through ternaries and parentheses); nil when one is not.
  static func literalOutcomes(_ expression: SwiftExpression) -> [Double]? {
    switch expression.kind {
    case .integer(let text), .double(let text):
      return Double(text.filter { $0 != "_" }).map { [$0] }
    case .prefix("-", let operand):
      return literalOutcomes(operand)?.map { -$0 }
    case .parenthesized(let inner):
      return literalOutcomes(inner)
    case .ternary(_, let then, let otherwise):
      guard let first = literalOutcomes(then), let second = literalOutcomes(otherwise) else {
        return nil
      }
      return first + second
    default:
      return nil
    }
  }

  /// A number key's value: its expression when written as one, else its constant.
  func numberValue(_ value: Expressible<Double>?) -> SwiftExpr? {
    switch value {
    case nil: return nil
    case .expression(let expression)?: return boundedExpr(expression)
    case .value(let constant)?: return SwiftValues.number(constant)
    }
  }

  /// A whole-number key's value: its expression when written as one, else its constant.
  /// A font key's value: its expression (each font literal written as the `UIFont` listspec
  /// draws, or with `swiftUI` as it is, a `Font`) or its constant.
  func fontValue(_ value: Expressible<FontSpec>?, swiftUI: Bool) -> SwiftExpr? {
    switch value {
    case nil: return nil
    case .expression(let expression)?:
      return swiftExpr(expression.expression, swiftUI: swiftUI, literal: fontLiteral(swiftUI))
    case .value(let constant)?:
      return swiftUI ? SwiftValues.font(constant) : SwiftValues.uiFont(constant)
    }
  }

  /// How a font expression's literals are written: a `UIFont` in UIKit code, the `Font` as
  /// written in SwiftUI code; weights as written (`.black` is a weight there, not a colour).
  func fontLiteral(_ swiftUI: Bool) -> (SwiftExpression) -> SwiftExpr? {
    { expression in
      if case .implicitMember(let name) = expression.kind, FontWeight(rawValue: name) != nil,
        TextStyle(rawValue: name) == nil
      {
        return .atom("." + name)
      }
      guard let font = FontSpec(expressionLiteral: expression) else { return nil }
      return swiftUI ? SwiftValues.font(font) : SwiftValues.uiFont(font)
    }
  }

  func integerValue(_ value: Expressible<Int>?) -> SwiftExpr? {
    switch value {
    case nil: return nil
    case .expression(let expression)?: return boundedExpr(expression)
    case .value(let constant)?: return .atom("\(constant)")
    }
  }

  /// A condition for `if`: Swift without parentheses around the whole condition, as
  /// swift-format asks.
  func swiftCondition(_ expression: SwiftExpression, swiftUI: Bool = false) -> String {
    var text = swiftSource(expression, swiftUI: swiftUI)
    while text.hasPrefix("("), text.hasSuffix(")"), Self.closesAtEnd(text) {
      text = String(text.dropFirst().dropLast())
    }
    return text
  }

  /// True when the `(` that starts `text` is closed by its last character.
  private static func closesAtEnd(_ text: String) -> Bool {
    var depth = 0
    var inString = false
    var escaped = false
    for (index, character) in text.enumerated() {
      if inString {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        }
        continue
      }
      switch character {
      case "\"": inString = true
      case "(": depth += 1
      case ")":
        depth -= 1
        if depth == 0 { return index == text.count - 1 }
      default: break
      }
    }
    return false
  }

  /// The type of a spec expression in this cell, as the spec checked it.
  func expressionType(_ expression: SwiftExpression) -> ExpressionType? {
    // At the spec's deployment target, so an iOS 15 `formatted(…)` has its type, `String`.
    var checker = ExpressionChecker(fields: expressionFields)
    checker.deploymentTarget = plan.deploymentTarget
    return checker.type(of: expression)
  }

  /// How a field is read in a cell: `item.name`, with its type.
  func fieldAccess(_ name: String) -> (String, FieldType, Bool) {
    switch ItemKey(rawValue: name)?.role {
    case .identifier: return ("item.id", plan.itemIDType, false)
    case .template:
      // Each template's items have their own type: the template is known where they are read.
      let template = templateName ?? plan.templates.first?.template.name ?? ""
      return (SwiftStringLiteral.quoted(template), .string, false)
    // The other reserved keys are not fields (`ItemKey.isField`): no expression reads them.
    default: break
    }
    guard let field = plan.property(ofField: name, inTemplate: templateName) else {
      return ("\"\"", .string, false)
    }
    return (
      "item." + SwiftName.escaped(field.property), field.declaration.type,
      field.declaration.isOptional
    )
  }
}
