extension SpecWriter {
  /// A whole number, plain.
  func integer(_ value: Int) -> WrittenNode { .number(String(value)) }

  /// A number as YAML's core schema reads it back exactly: `12`, `0.5`.
  func number(_ value: Double, at path: String) throws -> WrittenNode {
    guard value.isFinite else {
      throw SpecWriterError(key: path, message: "\(value) is not a number the format reads")
    }
    if value == value.rounded(), abs(value) < 1e15 { return .number(String(Int(value))) }
    let text = "\(value)"
    guard case .float(let back) = CoreSchema.resolve(text), back == value else {
      throw SpecWriterError(key: path, message: "\(value) does not read back as the same number")
    }
    return .number(text)
  }

  /// A length that may be unlimited (a frame's `maxWidth`, `maxHeight`).
  func length(_ value: Double, at path: String, allowInfinity: Bool) throws -> WrittenNode {
    if allowInfinity, value == .infinity { return .string("infinity") }
    return try number(value, at: path)
  }

  /// A colour by its YAML spelling, when that spelling reads back as the same colour.
  func color(_ color: ColorValue, at path: String) throws -> WrittenNode {
    switch color {
    case .system: break
    case .rgba(let rgba):
      guard RGBA(hex: rgba.hexString) == rgba else {
        throw SpecWriterError(
          key: path,
          message:
            "the colour \(rgba) has more precision than '\(rgba.hexString)' keeps; the format writes colours as #RRGGBB or #RRGGBBAA"
        )
      }
    case .asset(let asset):
      guard document.assets.colors[asset.name] == asset else {
        throw SpecWriterError(
          key: path,
          message:
            "the catalog colour '\(asset.name)' is not one of the spec's asset catalogs, so its name would not read back as it"
        )
      }
    }
    guard ColorValue(parsing: color.description, assets: document.assets) == color else {
      throw SpecWriterError(
        key: path, message: "'\(color.description)' reads back as another colour")
    }
    return .string(color.description)
  }

  /// A value or an expression, written `"{…}"`.
  func expressible<Value>(
    _ expressible: Expressible<Value>, at path: String,
    value: (Value) throws -> WrittenNode
  ) throws -> WrittenNode {
    switch expressible {
    case .value(let written): return try value(written)
    case .expression(let expression): return .string("{\(expression.source)}")
    }
  }

  func expressibleColor(_ value: Expressible<ColorValue>, at path: String) throws -> WrittenNode {
    try expressible(value, at: path) { try color($0, at: path) }
  }

  func expressibleNumber(_ value: Expressible<Double>, at path: String) throws -> WrittenNode {
    try expressible(value, at: path) { try number($0, at: path) }
  }

  func expressibleInteger(_ value: Expressible<Int>, at path: String) throws -> WrittenNode {
    try expressible(value, at: path) { integer($0) }
  }

  /// A template by its source.
  func template(_ template: Template) -> WrittenNode { .string(template.source) }

  /// A Swift condition as written, without braces.
  func condition(_ expression: SpecExpression) -> WrittenNode { .string(expression.source) }

  /// Directional insets, edges that are not 0 (the decoder's default for a missing edge).
  func insets(_ insets: DirectionalEdgeInsets, at path: String) throws -> WrittenNode {
    var entries: [(String, WrittenNode)] = []
    let edges: [(EdgeInsetKey, Double)] = [
      (.top, insets.top), (.leading, insets.leading), (.bottom, insets.bottom),
      (.trailing, insets.trailing),
    ]
    for (edge, value) in edges where value != 0 {
      entries.append((edge.rawValue, try number(value, at: "\(path).\(edge.rawValue)")))
    }
    return .mapping(entries, .flow)
  }

  /// Insets or UIKit's automatic ones.
  func insetsOrAutomatic(_ insets: DirectionalEdgeInsets?, at path: String) throws
    -> WrittenNode
  {
    guard let insets else { return .string(SeparatorVisibility.automatic.rawValue) }
    return try self.insets(insets, at: path)
  }

  /// A width and a height.
  func size(_ size: Size, at path: String) throws -> WrittenNode {
    .mapping(
      [
        (SizeKey.width.rawValue, try number(size.width, at: "\(path).\(SizeKey.width.rawValue)")),
        (
          SizeKey.height.rawValue,
          try number(size.height, at: "\(path).\(SizeKey.height.rawValue)")
        ),
      ], .flow)
  }
}

extension SpecWriter {
  /// Text of a key that the format reads as plain text, not a template: a `{field}` in it
  /// would not read back.
  func plainText(_ text: String, at path: String) throws -> WrittenNode {
    try checkPlainText(text, at: path)
    return .string(text)
  }

  /// Throws when `text` has a `{field}` that would make a plain-text key fail to read back.
  func checkPlainText(_ text: String, at path: String) throws {
    if Self.readsFields(text) {
      throw SpecWriterError(
        key: path,
        message: "'\(text)' reads an item field, but this key is plain text, not a template")
    }
  }
}

extension SpecWriter {
  /// True when `text` read as a template has a `{…}` placeholder.
  static func readsFields(_ text: String) -> Bool {
    guard text.utf8.contains(UInt8(ascii: "{")) else { return false }
    guard case .success(let template) = TemplateParser.parse(text, range: .unwritten) else {
      return false
    }
    return template.hasPlaceholders
  }
}
