/// The values of a cell template that an item decides: the colour, number and boolean keys
/// written as `"{…}"` (specs/expressions.md, "Where expressions go"). Layout works on the
/// template as one item sees it, so everything after this point reads plain values.
extension CellTemplate {
  /// True when an item changes the cell beyond its text: a value written as an expression, or
  /// a hosted view or modifier with `if:`. Layout resolves such a template for each item.
  public var resolvesPerItem: Bool {
    if hasValueExpressions { return true }
    if case .hosting(let hosting) = kind { return hosting.content.hasExpressions }
    return false
  }

  /// True when some value of the template is an expression.
  public var hasValueExpressions: Bool {
    var finder = ExpressionFinder()
    var copy = self
    copy.visitExpressibles(&finder)
    return finder.found
  }

  /// The template as the item with `fields` sees it: every value expression evaluated into
  /// the value it stands for (a value that cannot be evaluated keeps the key's default; its
  /// problem is reported by validation).
  public func resolved(for fields: ItemFields) -> CellTemplate {
    guard hasValueExpressions else { return self }
    var template = self
    var resolver = ExpressibleResolver(fields: fields)
    template.visitExpressibles(&resolver)
    return template
  }
}

/// Replaces each expression by its value for one item, moved into its key's bounds; a value
/// that cannot be evaluated is left unset (the key's default).
struct ExpressibleResolver: ExpressibleVisitor {
  let fields: ItemFields

  mutating func visit<Value: ExpressionResult>(_ value: inout Expressible<Value>?) {
    guard case .expression = value else { return }
    value = value?.value(for: fields).map(Expressible.value)
  }
}

/// Notes whether a walk meets an expression.
struct ExpressionFinder: ExpressibleVisitor {
  var found = false

  mutating func visit<Value: ExpressionResult>(_ value: inout Expressible<Value>?) {
    if case .expression = value { found = true }
  }
}
