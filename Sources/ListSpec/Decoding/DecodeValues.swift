#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// The decoder's readers of mappings and scalar values, shared by every part of the format.
extension SpecDecoder {

  /// A mapping's keys as its table declares them; reports a wrong type and every unknown
  /// key (only those merged in when `reportsUnknownKeys` is false: the others were reported
  /// as they were read), and records the uses of keys that need a newer iOS.
  mutating func mapping<Key: FormatKey>(
    _ node: YAMLNode, _ table: Key.Type, context: String, expected: String? = nil,
    reportsUnknownKeys: Bool = true
  ) -> KeyedNodes<Key>? {
    guard
      let pairs = mappingPairs(
        node, key: context.trimmingQuotes, expected: expected ?? "a mapping")
    else { return nil }
    var result = KeyedNodes<Key>()
    var misspelled: [(Key, YAMLNode)] = []
    for pair in pairs {
      guard let name = pair.key.text else { continue }
      if let key = Key(rawValue: name) {
        use(key, at: pair.key.reportRange)
        result.append(key, pair.value)
      } else {
        if reportsUnknownKeys || pair.isMerged {
          report(
            .unknownKey(key: name, in: context, known: Key.names, range: pair.key.reportRange))
        }
        if let suggestion = Suggestion.closest(to: name, among: Key.names),
          let key = Key(rawValue: suggestion)
        {
          misspelled.append((key, pair.value))
        }
      }
    }
    // Recover as a compiler does: read a misspelled key's value as the key it resembles (when
    // that key is not written too), so its value is still checked and the key is not also
    // reported missing.
    for (key, value) in misspelled where result[key] == nil {
      result.append(key, value)
    }
    return result
  }

  /// Reports each key the table declares required that `keys` lacks.
  mutating func reportMissing<Key: FormatKey>(
    _ keys: KeyedNodes<Key>, in context: String, at range: SourceRange
  ) {
    for key in Key.allCases where key.declaration.isRequired && keys[key] == nil {
      report(.missingKey(key: key.rawValue, in: context, range: range))
    }
  }

  mutating func mappingPairs(_ node: YAMLNode, key: String, expected: String = "a mapping")
    -> [YAMLPair]?
  {
    if let pairs = node.pairs { return pairs }
    report(.typeMismatch(key: key, expected: expected, found: node))
    return nil
  }

  mutating func sequence(_ node: YAMLNode, key: String) -> [YAMLNode]? {
    if let elements = node.elements { return elements }
    report(.typeMismatch(key: key, expected: "a list", found: node))
    return nil
  }

  /// The text of a key that takes no template: it is shown as written, so a `{…}` there would
  /// be drawn literally; it is reported rather than left as a surprise in the picture.
  mutating func string(_ node: YAMLNode, key: String) -> String? {
    guard let text = templateText(node, key: key) else { return nil }
    if let template = Self.strayTemplate(text, range: node.reportRange) {
      let diagnostic: Diagnostic =
        isInCellTemplate
        ? .expressionNotTaken(key: key, template: template, range: node.reportRange)
        : .templateNotAllowed(key: key, template: template, range: node.reportRange)
      report(diagnostic)
      return nil
    }
    return text
  }

  /// `text` as a template when it holds a `{…}` placeholder: what a key without an item in
  /// scope (`string(_:key:)`, an item's id) must not hold.
  static func strayTemplate(_ text: String, range: SourceRange) -> Template? {
    guard text.utf8.contains(UInt8(ascii: "{")),
      case .success(let template) = TemplateParser.parse(text, range: range),
      template.hasPlaceholders
    else { return nil }
    return template
  }

  /// Text that may hold `{…}` templates, for the keys that take one.
  private mutating func templateText(_ node: YAMLNode, key: String) -> String? {
    guard let scalar = node.scalar else {
      if isUnquotedPlaceholder(node) {
        let diagnostic = unquotedPlaceholder(node, key: key)
        report(diagnostic)
      } else {
        report(.typeMismatch(key: key, expected: "a string", found: node))
      }
      return nil
    }
    if case .null = scalar.resolved, scalar.style == .plain {
      report(.typeMismatch(key: key, expected: "a string", found: node))
      return nil
    }
    return scalar.text
  }

  /// An identifier: any scalar (numbers allowed, read as their text).
  mutating func identifier(_ node: YAMLNode, key: String) -> String? {
    string(node, key: key)
  }

  /// A template; with `perItem` false (no item in scope: a header's symbol, an item's own
  /// swipe action) plain text, where a `{…}` is reported.
  mutating func template(_ node: YAMLNode, key: String, perItem: Bool = true) -> Template? {
    guard perItem else {
      return string(node, key: key).map { Template(literal: $0, range: node.reportRange) }
    }
    guard let text = templateText(node, key: key) else { return nil }
    switch TemplateParser.parse(text, range: node.reportRange) {
    case .success(var template):
      if template.hasSwiftExpressions { template.positions = writtenPositions(node) }
      return template
    case .failure(let error):
      let range = templateRange(node, error: error)
      report(.invalidTemplate(message: error.message, range: range))
      return nil
    }
  }

  /// `if: isFavorite` — a Swift condition written as the whole value.
  mutating func condition(_ node: YAMLNode, key: String) -> SpecExpression? {
    guard let scalar = node.scalar, scalar.resolved != .null, !scalar.text.isEmpty else {
      report(.typeMismatch(key: key, expected: "a Swift condition such as isFavorite", found: node))
      return nil
    }
    let text = scalar.text
    if text.hasPrefix("{"), text.hasSuffix("}") {
      report(
        .invalidTemplate(
          message:
            "a condition is Swift as it is, without braces: write 'if: \(text.dropFirst().dropLast())'",
          range: node.reportRange))
      return nil
    }
    return specExpression(node, text: text, offset: 0, expectation: .bool)
  }

  /// A value written as `"{expression}"` where a color or number may be an expression; nil
  /// (with nothing reported) when the value is not written that way.
  mutating func expressionValue(
    _ node: YAMLNode, expectation: ExpressionChecker.Expectation
  ) -> SpecExpression?? {
    guard let scalar = node.scalar, scalar.style != .plain || scalar.text.hasPrefix("{"),
      scalar.text.hasPrefix("{"), scalar.text.hasSuffix("}"), scalar.text.count >= 2
    else { return .none }
    let inner = String(scalar.text.dropFirst().dropLast())
    return .some(specExpression(node, text: inner, offset: 1, expectation: expectation))
  }

  /// A key declared ``FormatValue/orExpression(_:)``: `"{…}"` is a Swift expression of
  /// `Value`'s type, evaluated per item and moved into the bounds the key declares; anything
  /// else is read as the declared value (a colour, a length, a whole number). The declaration
  /// decides both, so a key that takes expressions takes them everywhere it is read.
  mutating func expressible<Key: FormatKey, Value: ExpressionResult>(
    _ node: YAMLNode, key: Key, as type: Value.Type = Value.self
  ) -> Expressible<Value>? {
    guard case .orExpression(let written) = key.declaration.value else {
      preconditionFailure("'\(key.rawValue)' is not declared to take an expression")
    }
    if case .some(let parsed) = expressionValue(node, expectation: Value.expectation) {
      guard var expression = parsed else { return nil }
      expression.bounds = written.numericBounds
      return .expression(expression)
    }
    let value: Any?
    switch written {
    case .color: value = color(node, key: key.rawValue)
    case .integer(let minimum): value = integer(node, key: key.rawValue, minimum: minimum)
    case .length, .fraction: value = writtenNumber(node, as: written, key: key.rawValue)
    case .definition("font", _): value = font(node, key: key.rawValue)
    default:
      preconditionFailure("'\(key.rawValue)': no written form of \(written) reads as \(Value.self)")
    }
    guard let value else { return nil }
    guard let typed = value as? Value else {
      preconditionFailure("'\(key.rawValue)' is declared as \(written), not \(Value.self)")
    }
    return .value(typed)
  }

  /// A number written for a key declared `declared` (a length, a fraction), checked as the
  /// declaration says.
  mutating func writtenNumber(_ node: YAMLNode, as declared: FormatValue, key: String) -> Double? {
    switch declared {
    case .length: return length(node, key: key)
    case .fraction: return fraction(node, key: key)
    default: preconditionFailure("'\(key)': \(declared) is not read as one number")
    }
  }

  /// Parses `text` (which starts `offset` scalars into the node's value) as an expression.
  private mutating func specExpression(
    _ node: YAMLNode, text: String, offset: Int, expectation: ExpressionChecker.Expectation
  ) -> SpecExpression? {
    let positions = writtenPositions(node).map { Array($0.dropFirst(offset)) }
    switch SwiftExpressionParser.parse(text) {
    case .success(let expression):
      var value = SpecExpression(
        source: text, expression: expression, expectation: expectation,
        range: node.reportRange)
      value.positions = positions
      // `.systemMint` in a colour expression needs iOS 15 as `systemMint` written alone does.
      expression.forEachImplicitMember { name, offset, length in
        guard let color = ColorValue(parsing: name) else { return }
        useColor(color, at: value.range(offset: offset, length: length))
      }
      return value
    case .failure(let error):
      var located = SpecExpression(
        source: text, expression: SwiftExpression(.nilLiteral, offset: 0, length: 0),
        expectation: expectation, range: node.reportRange)
      located.positions = positions
      report(
        .invalidTemplate(
          message: error.message, range: located.range(offset: error.offset, length: error.length)
        ))
      return nil
    }
  }

  /// A Dynamic Type text style name, SwiftUI's or UIKit's spelling (`title`, `title1`).
  mutating func textStyle(_ node: YAMLNode, key: String) -> TextStyle? {
    guard let name = string(node, key: key) else { return nil }
    guard let style = TextStyle(name: name) else {
      report(
        .unknownValue(
          value: name, key: key, known: TextStyle.allNames, range: node.reportRange,
          what: "text style"))
      return nil
    }
    return style
  }

  /// A font or symbol size: a length, reported when it is 0.
  mutating func pointSize(_ node: YAMLNode, key: String) -> Double? {
    let size = length(node, key: key)
    if size == 0 {
      report(.invalidNumber(key: key, problem: "must be greater than 0", range: node.reportRange))
    }
    return size
  }

  /// Where each scalar of a one-line plain or quoted scalar is written (and where it ends),
  /// or nil when that cannot be told (multi-line, block style, an alias).
  func writtenPositions(_ node: YAMLNode) -> [SourceLocation]? {
    let range = node.reportRange
    guard node.aliasRange == nil, range.start.line == range.end.line,
      let style = node.scalar?.style, style != .literal, style != .folded,
      let text = node.text, let source
    else { return nil }
    // Only the scalar's line is read (a large file is not held in memory, `SourceFile`), with
    // offsets counted from its start, then shifted back.
    let base = range.start.offset
    let bytes = source.slice(base..<range.end.offset)
    let local = SourceRange(
      start: SourceLocation(line: range.start.line, column: range.start.column, offset: 0),
      end: SourceLocation(line: range.end.line, column: range.end.column, offset: bytes.count))
    guard bytes.count == range.end.offset - base,
      let positions = Self.writtenPositions(range: local, style: style, in: bytes),
      positions.count == text.unicodeScalars.count + 1
    else { return nil }
    return positions.map {
      SourceLocation(line: $0.line, column: $0.column, offset: $0.offset + base)
    }
  }

  /// Points into the string at the error when the scalar is on one line and plain or quoted,
  /// escapes (`\t`, `\u00e9`, `''`) included; otherwise at the whole string.
  func templateRange(_ node: YAMLNode, error: TemplateError) -> SourceRange {
    // The error counts the value's Unicode scalars; the positions say where each is written.
    writtenPositions(node).flatMap {
      SourceRange(in: $0, offset: error.offset, length: error.length)
    } ?? node.reportRange
  }

  /// Where each character of a one-line scalar's value is written, and where the value ends:
  /// a plain scalar's characters one for one, a quoted one's escapes (`\n`, `\xE9`,
  /// `\u00E9`, `\U0001F600`, `''`) each as one.
  static func writtenPositions(range: SourceRange, style: ScalarStyle, in bytes: [UInt8])
    -> [SourceLocation]?
  {
    let quote = style == .plain ? 0 : 1
    var offset = range.start.offset + quote
    let endOffset = range.end.offset - quote
    guard offset <= endOffset, endOffset <= bytes.count else { return nil }
    var column = range.start.column + quote
    var positions: [SourceLocation] = []
    /// Steps over `count` written characters; false when that leaves the value.
    func advance(_ count: Int) -> Bool {
      for _ in 0..<count {
        guard offset < endOffset else { return false }
        offset += 1
        while offset < endOffset, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
        column += 1
      }
      return true
    }
    while offset < endOffset {
      positions.append(SourceLocation(line: range.start.line, column: column, offset: offset))
      var written = 1
      if style == .doubleQuoted, bytes[offset] == UInt8(ascii: "\\"), offset + 1 < endOffset {
        switch bytes[offset + 1] {
        case UInt8(ascii: "x"): written = 4
        case UInt8(ascii: "u"): written = 6
        case UInt8(ascii: "U"): written = 10
        default: written = 2
        }
      } else if style == .singleQuoted, bytes[offset] == UInt8(ascii: "'") {
        written = 2
      }
      guard advance(written) else { return nil }
    }
    positions.append(SourceLocation(line: range.start.line, column: column, offset: offset))
    return positions
  }

  /// `{name}` unquoted is a flow mapping `{name: null}`: every value null.
  /// `text: {title}` read as a mapping, with the fix-it quoting it as written (when it is
  /// written there, not brought in by an alias).
  func unquotedPlaceholder(_ node: YAMLNode, key: String) -> Diagnostic {
    let diagnostic = Diagnostic.unquotedPlaceholder(key: key, range: node.reportRange)
    guard let source, node.range == node.reportRange else { return diagnostic }
    let written = source.slice(node.range.start.offset..<node.range.end.offset)
    guard written.first == UInt8(ascii: "{"), written.last == UInt8(ascii: "}") else {
      return diagnostic
    }
    // A JSON string is a YAML double-quoted scalar.
    let quoted = JSONValue.quoted(String(decoding: written, as: UTF8.self))
    return diagnostic.with(fixIt: "quote it: \(quoted)", range: node.range, replacement: quoted)
  }

  func isUnquotedPlaceholder(_ node: YAMLNode) -> Bool {
    guard let pairs = node.pairs, !pairs.isEmpty else { return false }
    return pairs.allSatisfy {
      $0.value.scalar?.resolved == .null && $0.value.scalar?.style == .plain
    }
  }

  mutating func bool(_ node: YAMLNode, key: String) -> Bool? {
    if case .bool(let value) = node.scalar?.resolved { return value }
    report(.booleanExpected(key: key, found: node))
    return nil
  }

  mutating func number(_ node: YAMLNode, key: String) -> Double? {
    switch node.scalar?.resolved {
    case .int(let value): return Double(value)
    case .float(let value):
      guard value.isFinite else {
        report(
          .invalidNumber(
            key: key, problem: "must be a finite number, not '\(node.text ?? "")'",
            range: node.reportRange))
        return nil
      }
      return value == 0 ? 0 : value  // -0 reads as 0
    default:
      let hint = node.scalar.flatMap { Double($0.text) } != nil ? "remove the quotes" : nil
      report(.typeMismatch(key: key, expected: "a number", found: node, hint: hint))
      return nil
    }
  }

  /// A number from 0 to 1 (`opacity`).
  mutating func fraction(_ node: YAMLNode, key: String) -> Double? {
    guard let value = number(node, key: key) else { return nil }
    guard (0...1).contains(value) else {
      report(
        .invalidNumber(key: key, problem: "must be between 0 and 1", range: node.reportRange))
      return nil
    }
    return value
  }

  /// A size in points: finite and not negative; `allowInfinity` for `maxWidth: .inf`.
  mutating func length(_ node: YAMLNode, key: String, allowInfinity: Bool = false) -> Double? {
    if allowInfinity {
      if node.text == "infinity" || node.text == ".inf" || node.text == ".infinity" {
        return .infinity
      }
      if case .float(let value) = node.scalar?.resolved, value == .infinity { return .infinity }
    }
    guard let value = number(node, key: key) else { return nil }
    guard value >= 0 else {
      report(
        .invalidNumber(
          key: key, problem: "must not be negative (found \(node.text ?? ""))",
          range: node.reportRange))
      return nil
    }
    guard value <= Self.maximumLength else {
      report(
        .invalidNumber(
          key: key,
          problem:
            "must be at most \(Int(Self.maximumLength)) points (found \(node.text ?? ""))"
            + (allowInfinity ? "; use 'infinity' for no limit" : ""),
          range: node.reportRange))
      return nil
    }
    return value
  }

  static let maximumLength = FormatLimits.maximumLength
  static let maximumInteger = FormatLimits.maximumInteger

  mutating func integer(_ node: YAMLNode, key: String, minimum: Int) -> Int? {
    guard case .int(let value) = node.scalar?.resolved else {
      report(.typeMismatch(key: key, expected: "a whole number", found: node))
      return nil
    }
    guard value >= minimum else {
      report(
        .invalidNumber(key: key, problem: "must be at least \(minimum)", range: node.reportRange))
      return nil
    }
    guard value <= Self.maximumInteger else {
      report(
        .invalidNumber(
          key: key, problem: "must be at most \(Self.maximumInteger)", range: node.reportRange))
      return nil
    }
    return value
  }

  mutating func enumValue<T: RawRepresentable & CaseIterable>(_ node: YAMLNode, key: String) -> T?
  where T.RawValue == String {
    guard let text = string(node, key: key) else { return nil }
    if let value = T(rawValue: text) { return value }
    if let scalar = node.scalar, case .bool = scalar.resolved {
      report(
        .typeMismatch(
          key: key, expected: "one of: \(T.allCases.map(\.rawValue).joined(separator: ", "))",
          found: node))
      return nil
    }
    report(
      .unknownValue(
        value: text, key: key, known: T.allCases.map(\.rawValue), range: node.reportRange))
    return nil
  }

  /// A `UIContentSizeCategory` name. The short names `--content-size` and `--matrix` take
  /// (`XXL`, `AX3`) and `xxLarge`-style abbreviations are errors whose fix-it writes the
  /// name they stand for: spelling alone would turn `xxLarge` into `large`.
  mutating func contentSizeCategory(_ node: YAMLNode, key: String) -> SpecContentSizeCategory? {
    guard let text = string(node, key: key) else { return nil }
    if let value = SpecContentSizeCategory(rawValue: text) { return value }
    let lowered = text.lowercased()
    let expanded = ["xxx": "extraextraextra", "xx": "extraextra", "x": "extra"].first {
      lowered.hasPrefix($0.key) && !lowered.hasPrefix($0.key + "x")
    }.map { $0.value + lowered.dropFirst($0.key.count) }
    let meant =
      SpecContentSizeCategory(loosely: text)
      ?? SpecContentSizeCategory.allCases.first { $0.rawValue.lowercased() == expanded }
    guard let meant else { return enumValue(node, key: key) }
    report(
      .unknownValue(
        value: text, key: key, known: SpecContentSizeCategory.allCases.map(\.rawValue),
        range: node.reportRange, suggestion: meant.rawValue))
    return nil
  }

  mutating func color(_ node: YAMLNode, key: String) -> ColorValue? {
    // `color: #FF0000` reads as null: the unquoted '#' starts a comment.
    if let scalar = node.scalar, scalar.resolved == .null, scalar.style == .plain {
      report(
        .typeMismatch(
          key: key, expected: "a color", found: node,
          hint: "an unquoted '#RRGGBB' starts a YAML comment, so quote hex colors: \"#RRGGBB\""))
      return nil
    }
    guard let text = string(node, key: key) else { return nil }
    if let color = ColorValue(parsing: text, assets: assets) {
      useColor(color, at: node.reportRange)
      return color
    }
    let names = assets.colors.keys.sorted()
    report(.invalidColor(value: text, range: node.reportRange, assets: names))
    return nil
  }

  /// Records a colour newer than the format's baseline, checked against `platform.iOS`.
  mutating func useColor(_ color: ColorValue, at range: SourceRange) {
    guard case .system(let system) = color, let introduced = system.introduced else { return }
    featureUses.append(
      FeatureUse(feature: "UIColor.\(system.uiKitName)", introduced: introduced, range: range))
  }

  mutating func font(_ node: YAMLNode, key: String) -> FontSpec? {
    if node.isNull {
      report(
        .typeMismatch(
          key: key, expected: "a text style (e.g. headline) or { style, size, weight }",
          found: node))
      return nil
    }
    if let scalar = node.scalar {
      guard let style = TextStyle(name: scalar.text) else {
        report(
          .unknownValue(
            value: scalar.text, key: key, known: TextStyle.allNames, range: node.reportRange,
            what: "text style"))
        return nil
      }
      return FontSpec(style: style)
    }
    guard let keys = mapping(node, FontKey.self, context: "'font'") else { return nil }
    guard !keys.isEmpty else {
      report(
        .invalidModifier(
          "an empty font changes nothing; give a text 'style' (e.g. headline), a 'size' or a 'weight'",
          range: node.reportRange))
      return nil
    }
    var font = FontSpec()
    for (key, value) in keys.entries {
      switch key {
      case .style: font.style = textStyle(value, key: key.rawValue)
      case .size: font.size = pointSize(value, key: key.rawValue)
      case .weight: font.weight = enumValue(value, key: key.rawValue)
      }
    }
    if keys[.style] != nil, keys[.size] != nil {
      report(
        .invalidModifier(
          "a font has either a text 'style' or a fixed 'size', not both", range: node.reportRange))
    }
    return font
  }
}

/// A mapping's values by key, in the order written (a misspelled key read as the key it
/// resembles comes last).
struct KeyedNodes<Key: FormatKey> {
  private(set) var entries: [(key: Key, value: YAMLNode)] = []

  subscript(key: Key) -> YAMLNode? { entries.first { $0.key == key }?.value }

  var isEmpty: Bool { entries.isEmpty }

  /// A key written twice (already reported as `duplicate-key`) keeps its last value, as
  /// YAML loaders do.
  mutating func append(_ key: Key, _ value: YAMLNode) {
    if let index = entries.firstIndex(where: { $0.key == key }) {
      entries[index].value = value
    } else {
      entries.append((key, value))
    }
  }
}

extension String {
  /// "'list'" → "list", for keys named in type errors.
  fileprivate var trimmingQuotes: String {
    hasPrefix("'") && hasSuffix("'") && count > 1 ? String(dropFirst().dropLast()) : self
  }
}
