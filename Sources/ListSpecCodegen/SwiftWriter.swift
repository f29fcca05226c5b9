/// A Swift expression the writer can lay out on one line or break over several.
indirect enum SwiftExpr: Sendable {
  /// Text that is never broken: a name, a literal, a call without arguments.
  case atom(String)
  /// `callee(label: value, …)`.
  case call(String, [SwiftArgument])
  /// `[element, …]`.
  case array([SwiftExpr])
  /// `condition ? then : otherwise`, which breaks before `?` (and `:`) as swift-format does.
  case ternary(SwiftExpr, SwiftExpr, SwiftExpr)

  /// The expression on one line.
  var flat: String {
    switch self {
    case .atom(let text): return text
    case .call(let callee, let arguments):
      return callee + "(" + arguments.map(\.flat).joined(separator: ", ") + ")"
    case .array(let elements): return "[" + elements.map(\.flat).joined(separator: ", ") + "]"
    case .ternary(let condition, let then, let otherwise):
      return condition.flat + " ? " + then.flat + " : " + otherwise.flat
    }
  }

  /// True when an array literal is part of the expression.
  var containsArray: Bool {
    switch self {
    case .atom: return false
    case .array: return true
    case .call(_, let arguments): return arguments.contains { $0.value.containsArray }
    case .ternary(let condition, let then, let otherwise):
      return condition.containsArray || then.containsArray || otherwise.containsArray
    }
  }

  /// The UTF-8 length of ``flat``, or nil as soon as it exceeds `budget`.
  func flatLength(budget: Int) -> Int? {
    var total = 0
    func add(_ count: Int) -> Bool {
      total += count
      return total <= budget
    }
    switch self {
    case .atom(let text):
      return add(text.utf8.count) ? total : nil
    case .call(let callee, let arguments):
      guard add(callee.utf8.count + 2 + max(0, arguments.count - 1) * 2) else { return nil }
      for argument in arguments {
        if let label = argument.label, !add(label.utf8.count + 2) { return nil }
        guard let length = argument.value.flatLength(budget: budget - total), add(length) else {
          return nil
        }
      }
      return total
    case .array(let elements):
      guard add(2 + max(0, elements.count - 1) * 2) else { return nil }
      for element in elements {
        guard let length = element.flatLength(budget: budget - total), add(length) else {
          return nil
        }
      }
      return total
    case .ternary(let condition, let then, let otherwise):
      guard add(6) else { return nil }
      for part in [condition, then, otherwise] {
        guard let length = part.flatLength(budget: budget - total), add(length) else {
          return nil
        }
      }
      return total
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

  /// Appends a line that already has its indentation.
  mutating func append(line: String) { lines.append(line) }

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

  /// The width swift-format measures: characters. UTF-8 length is an upper bound that is
  /// exact for ASCII, so most lines are measured without walking their characters.
  static func width(_ line: String) -> Int {
    let bytes = line.utf8.count
    return bytes <= lineLength ? bytes : line.count
  }

  /// Lines longer than this many UTF-8 bytes cannot fit in `lineLength` characters (a
  /// character of a generated line is at most a few scalars), so their text is never built
  /// just to be measured: a 100,000-item array is not flattened into one string.
  private static let flatByteBudget = 32 * lineLength

  private static func layout(
    _ expr: SwiftExpr, depth: Int, prefix: String, suffix: String, inChain: Bool
  ) -> [String] {
    var lines: [String] = []
    layout(expr, depth: depth, prefix: prefix, suffix: suffix, inChain: inChain, into: &lines)
    return lines
  }

  /// The expression on one line when it fits, else nil (measured within a byte budget).
  private static func flatLine(
    _ indentation: String, _ prefix: String, _ expr: SwiftExpr, _ suffix: String
  ) -> String? {
    let fixed = indentation.utf8.count + prefix.utf8.count + suffix.utf8.count
    guard expr.flatLength(budget: flatByteBudget - fixed) != nil else { return nil }
    let line = indentation + prefix + expr.flat + suffix
    // swift-format keeps a column for the trailing comma it would add to a collection
    // literal broken over lines, so a line with an array literal fits in one column less.
    let limit = expr.containsArray ? lineLength - 1 : lineLength
    return width(line) <= limit ? line : nil
  }

  private static func layout(
    _ expr: SwiftExpr, depth: Int, prefix: String, suffix: String, inChain: Bool,
    into lines: inout [String]
  ) {
    let indentation = String(repeating: "  ", count: depth)
    if let line = flatLine(indentation, prefix, expr, suffix) {
      lines.append(line)
      return
    }
    switch expr {
    case .atom(let text):
      // An assignment or a labelled argument whose value does not fit breaks after `=` or
      // the label's colon, the value one level in; anything else cannot break.
      if prefix.hasSuffix(" = ") || prefix.hasSuffix(": ") {
        lines.append(indentation + prefix.dropLast())
        lines.append(indentation + "  " + text + suffix)
      } else {
        lines.append(indentation + prefix + text + suffix)
      }
    case .call(let callee, let arguments):
      let opening = indentation + prefix + callee + "("
      if arguments.isEmpty {
        lines.append(opening + ")" + suffix)
        return
      }
      // swift-format's own layout when the arguments fit on one continuation line.
      let argumentList = SwiftExpr.call("", arguments)
      if argumentList.flatLength(budget: flatByteBudget - indentation.utf8.count - 2) != nil {
        let inner = indentation + "  " + arguments.map(\.flat).joined(separator: ", ")
        if inChain, width(inner) <= lineLength {
          lines += [opening, inner, indentation + ")" + suffix]
          return
        }
        if !inChain, width(inner + ")" + suffix) <= lineLength {
          lines += [opening, inner + ")" + suffix]
          return
        }
      }
      lines.append(opening)
      var lastArgumentLines = 0
      for (index, argument) in arguments.enumerated() {
        let isLast = index == arguments.count - 1
        let before = lines.count
        layout(
          argument.value, depth: depth + 1, prefix: argument.label.map { "\($0): " } ?? "",
          suffix: isLast ? "" : ",", inChain: false, into: &lines)
        lastArgumentLines = lines.count - before
      }
      let closing = ")" + suffix
      if !inChain, lastArgumentLines == 1, width(lines[lines.count - 1] + closing) <= lineLength {
        lines[lines.count - 1] += closing
      } else {
        lines.append(indentation + closing)
      }
    case .ternary(let condition, let then, let otherwise):
      // swift-format: the condition, then `? then : otherwise` on one continuation line, or
      // `? then` and `: otherwise` on a line each. After `=` the value starts on the next
      // line and the branches stay at its indentation; in an argument they go one level in.
      var first = indentation + prefix + condition.flat
      let branchIndentation = indentation + "  "
      if prefix.hasSuffix(" = ") {
        lines.append(indentation + prefix.dropLast())
        first = indentation + "  " + condition.flat
      }
      lines.append(first)
      ternaryBranches(then, otherwise, indentation: branchIndentation, suffix: suffix, into: &lines)
    case .array(let elements):
      if elements.isEmpty {
        lines.append(indentation + prefix + "[]" + suffix)
        return
      }
      lines.append(indentation + prefix + "[")
      // swift-format wants a trailing comma after the last of several elements, and none
      // after a single one.
      let separator = elements.count > 1 ? "," : ""
      for (index, element) in elements.enumerated() {
        let elementSuffix = index < elements.count - 1 ? "," : separator
        layout(
          element, depth: depth + 1, prefix: "", suffix: elementSuffix, inChain: false,
          into: &lines)
      }
      lines.append(indentation + "]" + suffix)
    }
  }
}

extension SwiftWriter {
  /// `? then : otherwise` on one line, or `? then` and `: otherwise` on a line each; an
  /// `otherwise` that is a ternary and does not fit is `: condition` with its own branches
  /// one level in, as swift-format lays out a chain of ternaries.
  fileprivate static func ternaryBranches(
    _ then: SwiftExpr, _ otherwise: SwiftExpr, indentation: String, suffix: String,
    into lines: inout [String]
  ) {
    let branches = indentation + "? " + then.flat + " : " + otherwise.flat + suffix
    if width(branches) <= lineLength {
      lines.append(branches)
      return
    }
    // A branch too long for its line breaks as its call would (a font made for a text style).
    let depth = indentation.count / 2
    layout(then, depth: depth, prefix: "? ", suffix: "", inChain: false, into: &lines)
    let last = indentation + ": " + otherwise.flat + suffix
    guard width(last) > lineLength, case .ternary(let condition, let nextThen, let next) = otherwise
    else {
      layout(otherwise, depth: depth, prefix: ": ", suffix: suffix, inChain: false, into: &lines)
      return
    }
    lines.append(indentation + ": " + condition.flat)
    ternaryBranches(nextThen, next, indentation: indentation + "  ", suffix: suffix, into: &lines)
  }

  /// True when `text` fits on a line at the current indentation.
  func fits(_ text: String) -> Bool {
    SwiftWriter.width(String(repeating: "  ", count: depth) + text) <= SwiftWriter.lineLength
  }
}

/// Swift number literal spellings (strings: ``SwiftStringLiteral``).
enum SwiftLiteral {
  /// A length or other number: `12`, `0.5`, `.infinity`.
  static func number(_ value: Double) -> String {
    if value == .infinity { return ".infinity" }
    if value == value.rounded(), abs(value) < 1e15 { return integer(Int(value)) }
    return "\(value)"
  }

  /// An integer as swift-format writes it: from seven digits on, in groups of three with `_`
  /// (`1_796_549_400`), its `GroupNumericLiterals` rule.
  static func integer(_ value: Int) -> String {
    let digits = Array(String(value.magnitude))
    guard digits.count >= 7 else { return String(value) }
    var text = value < 0 ? "-" : ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { text += "_" }
      text.append(digit)
    }
    return text
  }
}
