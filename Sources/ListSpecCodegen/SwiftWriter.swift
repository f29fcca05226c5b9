/// A Swift expression the writer can lay out on one line or break over several.
indirect enum SwiftExpr: Sendable {
  /// Text that is never broken: a name, a literal, a call without arguments.
  case atom(String)
  /// `callee(label: value, …)`.
  case call(String, [SwiftArgument])
  /// `[element, …]`.
  case array([SwiftExpr])

  /// The expression on one line.
  var flat: String {
    switch self {
    case .atom(let text): return text
    case .call(let callee, let arguments):
      return callee + "(" + arguments.map(\.flat).joined(separator: ", ") + ")"
    case .array(let elements): return "[" + elements.map(\.flat).joined(separator: ", ") + "]"
    }
  }

  /// `callee(label: value, …)` with unlabelled arguments where the label is nil.
  static func call(_ callee: String, _ arguments: (String?, SwiftExpr)...) -> SwiftExpr {
    .call(callee, arguments.map { SwiftArgument(label: $0.0, value: $0.1) })
  }
}

/// One argument of a call.
struct SwiftArgument: Sendable {
  var label: String?
  var value: SwiftExpr

  var flat: String { (label.map { "\($0): " } ?? "") + value.flat }
}

/// Writes Swift source laid out the way `swift format` (with the project's configuration:
/// 2-space indentation, 100 columns, existing line breaks respected) leaves it unchanged, so
/// `swift format lint` reports nothing on generated files.
///
/// Every construct the generator emits has one layout: an expression that fits stays on its
/// line; one that does not is broken after `(` or `[` with one argument or element per line
/// (a layout swift-format keeps, since it respects existing breaks). Tests run `swift format
/// lint` over the examples, fixtures and randomly generated specs to keep this true.
struct SwiftWriter {
  static let lineLength = 100
  private(set) var lines: [String] = []
  private(set) var depth = 0

  /// The text with a final newline.
  var text: String { lines.joined(separator: "\n") + "\n" }

  private var indentation: String { String(repeating: "  ", count: depth) }

  mutating func line(_ text: String) {
    lines.append(text.isEmpty ? "" : indentation + text)
  }

  mutating func blankLine() {
    if let last = lines.last, !last.isEmpty { lines.append("") }
  }

  /// `header {`, the body one level in, then `}` (or `footer`).
  mutating func block(_ header: String, footer: String = "}", _ body: (inout SwiftWriter) -> Void) {
    line(header)
    indented(body)
    line(footer)
  }

  init(depth: Int = 0) {
    self.depth = depth
  }

  /// Appends what another writer wrote.
  mutating func append(_ other: SwiftWriter) { lines += other.lines }

  mutating func indent() { depth += 1 }
  mutating func dedent() { depth -= 1 }

  mutating func indented(_ body: (inout SwiftWriter) -> Void) {
    depth += 1
    body(&self)
    depth -= 1
  }

  /// `prefix` + the expression + `suffix`, broken as described on the type when it does not
  /// fit. `inChain` is true for a modifier of a view (`.frame(…)`), whose broken argument
  /// list closes on a line of its own, as swift-format lays out member chains.
  mutating func expression(
    _ prefix: String, _ expr: SwiftExpr, _ suffix: String = "", inChain: Bool = false
  ) {
    lines += Self.layout(
      expr, depth: depth, prefix: prefix, suffix: suffix, inChain: inChain)
  }

  static func width(_ line: String) -> Int { line.count }

  private static func layout(
    _ expr: SwiftExpr, depth: Int, prefix: String, suffix: String, inChain: Bool
  ) -> [String] {
    let indentation = String(repeating: "  ", count: depth)
    let flat = indentation + prefix + expr.flat + suffix
    if width(flat) <= lineLength { return [flat] }
    switch expr {
    case .atom(let text):
      // An assignment whose value does not fit breaks after `=`; anything else cannot break.
      if prefix.hasSuffix(" = ") {
        return [
          indentation + prefix.dropLast(), indentation + "  " + text + suffix,
        ]
      }
      return [flat]
    case .call(let callee, let arguments):
      if arguments.isEmpty { return [flat] }
      // swift-format's own layout when the arguments fit on one continuation line.
      let continuation = indentation + "  " + arguments.map(\.flat).joined(separator: ", ")
      if inChain, width(continuation) <= lineLength {
        return [indentation + prefix + callee + "(", continuation, indentation + ")" + suffix]
      }
      if !inChain, width(continuation + ")" + suffix) <= lineLength {
        return [indentation + prefix + callee + "(", continuation + ")" + suffix]
      }
      var result = [indentation + prefix + callee + "("]
      for (index, argument) in arguments.enumerated() {
        let isLast = index == arguments.count - 1
        result += layout(
          argument.value, depth: depth + 1, prefix: argument.label.map { "\($0): " } ?? "",
          suffix: isLast ? "" : ",", inChain: false)
      }
      let closing = ")" + suffix
      let lastLine = result[result.count - 1]
      let lastArgumentIsOneLine =
        layout(
          arguments[arguments.count - 1].value, depth: depth + 1,
          prefix: arguments[arguments.count - 1].label.map { "\($0): " } ?? "", suffix: "",
          inChain: false
        ).count == 1
      if !inChain, lastArgumentIsOneLine, width(lastLine + closing) <= lineLength {
        result[result.count - 1] = lastLine + closing
      } else {
        result.append(indentation + closing)
      }
      return result
    case .array(let elements):
      if elements.isEmpty { return [flat] }
      var result = [indentation + prefix + "["]
      // swift-format wants a trailing comma after the last of several elements, and none
      // after a single one.
      let separator = elements.count > 1 ? "," : ""
      for (index, element) in elements.enumerated() {
        let suffix = index < elements.count - 1 ? "," : separator
        result += layout(element, depth: depth + 1, prefix: "", suffix: suffix, inChain: false)
      }
      result.append(indentation + "]" + suffix)
      return result
    }
  }
}

/// Swift literal spellings.
enum SwiftLiteral {
  /// A string literal: `"Mass Effect"`, with `\`, `"` and control characters escaped.
  static func string(_ text: String) -> String {
    "\"" + escaped(text) + "\""
  }

  /// The inside of a string literal.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F
          || (0x80..<0xA0).contains(scalar.value) || scalar.properties.generalCategory == .format
          || scalar.value == 0x2028 || scalar.value == 0x2029
        {
          result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// A length or other number: `12`, `0.5`, `.infinity`.
  static func number(_ value: Double) -> String {
    if value == .infinity { return ".infinity" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
  }
}
