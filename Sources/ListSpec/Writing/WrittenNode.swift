/// A YAML node as the spec writer builds it before handing it to ``YAMLEmitter``.
enum WrittenNode: Sendable {
  /// A scalar and how it must be written to read back as it is meant.
  case scalar(String, WrittenScalarKind)
  case mapping([(String, WrittenNode)], YAMLEmitter.CollectionStyle)
  case sequence([WrittenNode], YAMLEmitter.CollectionStyle)

  /// A string: plain when the YAML core schema reads the plain text back as that string,
  /// quoted otherwise.
  static func string(_ text: String) -> WrittenNode { .scalar(text, .string) }

  /// A number, written plain.
  static func number(_ text: String) -> WrittenNode { .scalar(text, .plain) }

  /// A YAML null (`~`), as a bare modifier's value is written next to its `if`.
  static var yamlNull: WrittenNode { .scalar("~", .plain) }

  static func bool(_ value: Bool) -> WrittenNode { .scalar(value ? "true" : "false", .plain) }

  /// A block mapping of the entries given, in order.
  static func block(_ entries: [(String, WrittenNode)]) -> WrittenNode {
    .mapping(entries, .block)
  }

  func emit(into emitter: YAMLEmitter) throws {
    switch self {
    case .scalar(let text, let kind):
      try emitter.scalar(text, style: kind.style(for: text))
    case .mapping(let entries, let style):
      try emitter.mappingStart(entries.isEmpty ? .flow : style)
      for (key, value) in entries {
        try emitter.scalar(key, style: WrittenScalarKind.string.style(for: key))
        try value.emit(into: emitter)
      }
      try emitter.mappingEnd()
    case .sequence(let elements, let style):
      try emitter.sequenceStart(elements.isEmpty ? .flow : style)
      for element in elements { try element.emit(into: emitter) }
      try emitter.sequenceEnd()
    }
  }
}

/// How the writer wants a scalar read back.
enum WrittenScalarKind: Sendable {
  /// As a string: quoted when plain would read as a null, a boolean or a number.
  case string
  /// As it resolves plain (numbers, booleans, null).
  case plain

  func style(for text: String) -> YAMLEmitter.ScalarStyle {
    switch self {
    case .plain: return .plain
    case .string:
      if text.unicodeScalars.contains(where: Self.needsEscape) { return .doubleQuoted }
      if case .string = CoreSchema.resolve(text), !text.isEmpty { return .plain }
      return .singleQuoted
    }
  }

  /// Characters that only a double-quoted scalar keeps as they are: line breaks, tabs and
  /// other control characters, and the Unicode line separators.
  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
      || scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0xFEFF
  }
}
