/// The values of a cell template that an item decides: the colour, number and boolean keys
/// written as `"{…}"` (specs/expressions.md, "Where expressions go"). Layout works on the
/// template as one item sees it, so everything after this point reads plain values.
extension CellTemplate {
  /// True when some UIKit value of the template is an expression (hosting views resolve
  /// their own, in ``ViewNode/resolved(for:)``).
  public var hasValueExpressions: Bool {
    if backgroundColorExpression != nil || backgroundConfiguration?.strokeColorExpression != nil {
      return true
    }
    if accessories.contains(where: { $0.tintColorExpression != nil }) { return true }
    switch kind {
    case .content(let content):
      return content.textProperties.hasExpressions || content.secondaryTextProperties.hasExpressions
        || content.imageProperties.tintColorExpression != nil
        || content.imageProperties.cornerRadiusExpression != nil
    case .hosting(let hosting):
      return hosting.backgroundExpression != nil
    }
  }

  /// The template as the item with `fields` sees it: every value expression evaluated into
  /// the value it stands for (a value that cannot be evaluated keeps the key's default; its
  /// problem is reported by validation).
  public func resolved(for fields: ItemFields) -> CellTemplate {
    guard hasValueExpressions else { return self }
    var template = self
    if let expression = backgroundColorExpression {
      template.backgroundColor = expression.color(for: fields)
      template.backgroundColorExpression = nil
    }
    if let expression = backgroundConfiguration?.strokeColorExpression {
      template.backgroundConfiguration?.strokeColor = expression.color(for: fields)
      template.backgroundConfiguration?.strokeColorExpression = nil
    }
    for index in template.accessories.indices {
      guard let expression = template.accessories[index].tintColorExpression else { continue }
      template.accessories[index].tintColor = expression.color(for: fields)
      template.accessories[index].tintColorExpression = nil
    }
    switch kind {
    case .content(var content):
      content.textProperties = content.textProperties.resolved(for: fields)
      content.secondaryTextProperties = content.secondaryTextProperties.resolved(for: fields)
      if let expression = content.imageProperties.tintColorExpression {
        content.imageProperties.tintColor = expression.color(for: fields)
        content.imageProperties.tintColorExpression = nil
      }
      if let expression = content.imageProperties.cornerRadiusExpression {
        // A negative radius draws as none (inferred: UIKit clamps it like CALayer).
        content.imageProperties.cornerRadius = expression.double(for: fields).map { max($0, 0) }
        content.imageProperties.cornerRadiusExpression = nil
      }
      template.kind = .content(content)
    case .hosting(var hosting):
      if let expression = hosting.backgroundExpression {
        hosting.background = expression.color(for: fields)
        hosting.backgroundExpression = nil
      }
      template.kind = .hosting(hosting)
    }
    return template
  }
}

extension TextProperties {
  var hasExpressions: Bool { colorExpression != nil || numberOfLinesExpression != nil }

  func resolved(for fields: ItemFields) -> TextProperties {
    var properties = self
    if let expression = colorExpression {
      properties.color = expression.color(for: fields)
      properties.colorExpression = nil
    }
    if let expression = numberOfLinesExpression {
      // Below 0 reads as 0, unlimited (inferred).
      properties.numberOfLines = expression.int(for: fields).map { max($0, 0) }
      properties.numberOfLinesExpression = nil
    }
    return properties
  }
}

extension SpecExpression {
  /// A colour expression's value for an item.
  func color(for fields: ItemFields) -> ColorValue? {
    if case .color(let color) = value(for: fields) { return color }
    return nil
  }

  func double(for fields: ItemFields) -> Double? {
    if case .double(let number) = value(for: fields) { return number }
    return nil
  }

  func int(for fields: ItemFields) -> Int? {
    if case .int(let number) = value(for: fields) { return number }
    return nil
  }
}
