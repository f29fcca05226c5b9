import Foundation
import ListSpec
import ListSpecFormatting
import XCTest

/// Random well-typed expressions, evaluated by listspec's interpreter and by the same
/// expressions compiled with swiftc and run: every result must be identical, byte for byte,
/// format styles included (en_US and UTC on both sides).
/// `scripts/expressions-differential COUNT SEED` runs a longer round.
final class ExpressionDifferentialTests: XCTestCase {
  // Format styles in the specs print with Foundation, as where listspec draws.
  override class func setUp() {
    super.setUp()
    FoundationFormatting.install()
  }

  func testTheInterpreterAgreesWithCompiledSwift() throws {
    let environment = ProcessInfo.processInfo.environment
    let count = Int(environment["LISTSPEC_DIFFERENTIAL_COUNT"] ?? "") ?? 600
    let seed = UInt64(environment["LISTSPEC_DIFFERENTIAL_SEED"] ?? "") ?? 20_261_201
    try DifferentialRun(count: count, seed: seed).run(self)
  }
}

/// One differential round: `count` expressions over `RandomExpressions.items`.
struct DifferentialRun {
  var count: Int
  var seed: UInt64

  func run(_ test: XCTestCase) throws {
    var generator = RandomExpressions(seed: seed)
    let fields = RandomExpressions.fields
    var sources: [(text: String, type: RandomExpressions.Kind)] = []
    var interpreted: [String] = []
    var ambiguous = 0
    // The fonts come after the values, so a seed's values are the same with or without them.
    let fontCount = count / 10
    while sources.count < count + fontCount {
      let kind =
        sources.count < count ? generator.pick(RandomExpressions.Kind.values) : .font
      let text = generator.expression(kind, depth: 0)
      let parsed = SwiftExpressionParser.parse(text)
      guard case .success(let expression) = parsed else {
        XCTFail("does not parse: \(text): \(parsed)")
        return
      }
      // The context the Swift function's return type gives: a literal-only Double
      // expression (`2`) is a Double there, as in `opacity: "{2}"`.
      let expectation: ExpressionChecker.Expectation =
        kind == .double ? .double : kind == .bool ? .bool : kind == .font ? .font : .text
      var checker = ExpressionChecker(fields: fields, source: text)
      // Semantics, not availability: format styles (iOS 15) are in the language under test.
      checker.deploymentTarget = OSVersion(15)
      checker.formatEnvironment = RandomExpressions.formatEnvironment
      let checked = checker.check(expression, expecting: expectation)
      if case .failure(let error) = checked, error.message.hasPrefix("ambiguous use of operator") {
        // swiftc refuses these too (see ExpressionCheckerTests); not a difference. Another
        // expression takes its place, so every seed compares `count` of them; the bound only
        // stops a generator that would make nothing else.
        ambiguous += 1
        guard ambiguous <= count else {
          XCTFail("\(ambiguous) ambiguous expressions for \(sources.count) compared")
          return
        }
        continue
      }
      guard case .success(let typed) = checked else {
        XCTFail("does not check: \(text): \(checked)")
        return
      }
      sources.append((SwiftExpressionPrinter.print(expression) { "item.\($0)" }, kind))
      for item in RandomExpressions.items {
        do {
          let value = try ExpressionEvaluator.evaluate(typed, fields: item)
          guard case .font(let font) = value else {
            interpreted.append(value.text)
            continue
          }
          // As the program's `Font` describes itself.
          interpreted.append(
            "\(font.style?.rawValue ?? "-") \(font.size.map { "\($0)" } ?? "-") \(font.weight?.rawValue ?? "-")"
          )
        } catch {
          XCTFail("\(text) failed for \(item): \(error.message)")
          interpreted.append("<failed>")
        }
      }
    }
    // The same expressions as a Swift program, one function each.
    // Foundation, as in an app (UIKit imports it): its `contains(_:)` is the one apps get.
    var program = """
      import Foundation

      \(formatEnvironmentShadows(RandomExpressions.formatEnvironment))

      // SwiftUI's `Font` as far as a font expression reaches: its text styles and
      // `system(size:weight:design:)` / `system(_:design:weight:)`, shaped after Apple's
      // declarations (https://developer.apple.com/documentation/swiftui/font), describing
      // what it was made of.
      struct Font: CustomStringConvertible {
        enum TextStyle: String {
          case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
          case caption, caption2
        }
        enum Weight: String {
          case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        }
        var style: TextStyle?
        var size: Double?
        var weight: Weight?
        static let largeTitle = Font(style: .largeTitle)
        static let title = Font(style: .title)
        static let title2 = Font(style: .title2)
        static let title3 = Font(style: .title3)
        static let headline = Font(style: .headline)
        static let subheadline = Font(style: .subheadline)
        static let body = Font(style: .body)
        static let callout = Font(style: .callout)
        static let footnote = Font(style: .footnote)
        static let caption = Font(style: .caption)
        static let caption2 = Font(style: .caption2)
        static func system(size: Double, weight: Weight? = nil) -> Font {
          Font(size: size, weight: weight)
        }
        static func system(_ style: TextStyle, weight: Weight? = nil) -> Font {
          Font(style: style, weight: weight)
        }
        var description: String {
          "\\(style?.rawValue ?? "-") \\(size.map { "\\($0)" } ?? "-") \\(weight?.rawValue ?? "-")"
        }
      }

      struct Item {
        let name: String
        let count: Int
        let rating: Double
        let isOn: Bool
        let subtitle: String?
        let extra: Int?
        let when: Date
      }

      let items = [

      """
    for item in RandomExpressions.items {
      let subtitle = item["subtitle"].map { "\"\($0)\"" } ?? "nil"
      let when = try XCTUnwrap(ISO8601Text.date(item["when"]!)).timeIntervalSince1970
      program += """
          Item(name: "\(item["name"]!)", count: \(item["count"]!), rating: \(item["rating"]!), isOn: \(item["isOn"]!), subtitle: \(subtitle), extra: \(item["extra"] ?? "nil"), when: Date(timeIntervalSince1970: \(when))),

        """
    }
    program += "]\n\n"
    for (index, source) in sources.enumerated() {
      program += "func e\(index)(_ item: Item) -> \(source.type.swiftType) { \(source.text) }\n"
    }
    program += "\nfor item in items {\n"
    for index in sources.indices {
      program += "  print(\"\\(e\(index)(item))\", terminator: \"\\u{1E}\")\n"
    }
    program += "}\n"
    let folder = try temporaryFolder(test)
    let file = folder.appendingPathComponent("main.swift")
    try program.write(to: file, atomically: true, encoding: .utf8)
    let binary = folder.appendingPathComponent("differential")
    let compiled = try runTool(["swiftc", "-Onone", file.path, "-o", binary.path])
    XCTAssertEqual(
      compiled.status, 0, "swiftc rejected the program:\n\(compiled.output.prefix(3000))")
    guard compiled.status == 0 else { return }
    let ran = try runTool([binary.path])
    XCTAssertEqual(ran.status, 0)
    var results = ran.output.components(separatedBy: "\u{1E}")
    results.removeLast()
    // The program prints item by item; the interpreter results are expression by expression.
    let itemCount = RandomExpressions.items.count
    XCTAssertEqual(results.count, sources.count * itemCount)
    guard results.count == sources.count * itemCount else { return }
    var mismatches = 0
    for (expressionIndex, source) in sources.enumerated() {
      for itemIndex in 0..<itemCount {
        let swift = results[itemIndex * sources.count + expressionIndex]
        let ours = interpreted[expressionIndex * itemCount + itemIndex]
        if swift != ours {
          mismatches += 1
          if mismatches <= 10 {
            XCTFail("\(source.text) for item \(itemIndex): Swift '\(swift)', listspec '\(ours)'")
          }
        }
      }
    }
    XCTAssertEqual(mismatches, 0, "\(mismatches) of \(results.count) results differ")
  }
}

/// A seeded generator of well-typed expressions over the fields `name` (String), `count`
/// (Int), `rating` (Double), `isOn` (Bool), `subtitle` (String?), `extra` (Int?) and `when`
/// (Date), kept small enough that Int arithmetic cannot overflow and dividing only by
/// non-zero literals, so every expression has a value for every item (the failures are tested
/// on their own).
struct RandomExpressions {
  enum Kind: CaseIterable {
    case int, double, bool, string
    /// A `Font` (`textProperties.font`, the `font` modifier).
    case font

    /// The kinds every round draws from; fonts are a batch of their own.
    static let values: [Kind] = [.int, .double, .bool, .string]

    var swiftType: String {
      switch self {
      case .int: return "Int"
      case .double: return "Double"
      case .bool: return "Bool"
      case .string: return "String"
      case .font: return "Font"
      }
    }
  }

  static let fields: [String: ExpressionField] = [
    "name": ExpressionField(type: .string, isOptional: false),
    "count": ExpressionField(type: .int, isOptional: false),
    "rating": ExpressionField(type: .double, isOptional: false),
    "isOn": ExpressionField(type: .bool, isOptional: false),
    "subtitle": ExpressionField(type: .string, isOptional: true),
    "extra": ExpressionField(type: .int, isOptional: true),
    "when": ExpressionField(type: .date, isOptional: false),
  ]

  /// The preview's locale, time zone and `now` the interpreter formats in.
  static let formatEnvironment = FormatEnvironment(
    localeIdentifier: "en_US", timeZoneIdentifier: "UTC", now: ISO8601Text.date(now))
  static let now = "2026-12-07T12:00:00Z"

  static let items: [ItemFields] = [
    [
      "name": "Mass Effect", "count": "3", "rating": "4.5", "isOn": "true", "subtitle": "Bioware",
      "extra": "-7", "when": "2026-12-06T09:30:00Z",
    ],
    ["name": "", "count": "0", "rating": "0.1", "isOn": "false", "when": "2026-01-01"],
    [
      "name": "Éclair 🎮 naïve", "count": "-12", "rating": "-2.25", "isOn": "true", "subtitle": "",
      "when": "2026-12-07T12:00:00Z",
    ],
    [
      "name": "halo", "count": "999", "rating": "1e-05", "isOn": "false", "extra": "0",
      "when": "1999-12-31T23:59:59+02:00",
    ],
  ]

  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func int(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }

  mutating func pick<T>(_ values: [T]) -> T { values[int(0...values.count - 1)] }

  /// An expression of `kind`; compound ones come in parentheses, so they compose as
  /// written (the top level is unwrapped by the caller's use as a whole).
  mutating func expression(_ kind: Kind, depth: Int) -> String {
    let leaf = depth >= 3 || int(0...2) == 0
    if leaf {
      switch kind {
      case .int: return intLeaf()
      case .double: return doubleLeaf()
      case .bool: return boolLeaf()
      case .string: return stringLeaf()
      case .font: return fontLeaf()
      }
    }
    switch kind {
    case .int: return "(" + intNode(depth + 1) + ")"
    case .double: return "(" + doubleNode(depth + 1) + ")"
    case .bool: return "(" + boolNode(depth + 1) + ")"
    case .string: return "(" + stringNode(depth + 1) + ")"
    case .font:
      return
        "(\(expression(.bool, depth: depth + 1)) ? \(expression(.font, depth: depth + 1)) : \(expression(.font, depth: depth + 1)))"
    }
  }

  /// A font literal in each form a font expression takes.
  private mutating func fontLeaf() -> String {
    let weight = pick(["ultraLight", "light", "regular", "semibold", "bold", "black"])
    return pick([
      ".headline", ".body", ".caption2", ".largeTitle", ".system(size: \(int(9...40)))",
      ".system(size: \(int(9...40)).5, weight: .\(weight))",
      ".system(.\(pick(["title3", "footnote", "callout"])), weight: .\(weight))", "(.subheadline)",
    ])
  }

  // Int values stay below about 1e9: no product of three can overflow.
  private mutating func intLeaf() -> String {
    pick(["count", "\(int(-20...20))", "name.count", "(extra ?? 4)", "1_000"])
  }

  private mutating func intNode(_ depth: Int) -> String {
    let a = expression(.int, depth: depth)
    let b = expression(.int, depth: depth)
    switch int(0...9) {
    case 0: return "\(a) + \(b)"
    case 1: return "\(a) - \(b)"
    case 2: return "(\(a)) * \(int(-3...3))"
    case 3: return "(\(a)) / \(pick(["2", "-3", "7"]))"
    case 4: return "(\(a)) % \(pick(["2", "-3", "5"]))"
    case 5: return "abs(\(a))"
    // A field among the arguments: min/max/abs of literals alone is typed by context, and
    // swiftc finds some such contexts ambiguous (specs/expressions.md).
    case 6: return "\(pick(["min", "max"]))(\(a), \(b), count)"
    case 7: return "\(expression(.bool, depth: depth)) ? \(a) : \(b)"
    case 8: return "-(\(a))"
    default: return "String(\(a)).count"
    }
  }

  private mutating func doubleLeaf() -> String {
    pick(["rating", "\(int(-9...9)).5", "0.1", "1e3", "2", "(rating * 0.3)"])
  }

  private mutating func doubleNode(_ depth: Int) -> String {
    let a = expression(.double, depth: depth)
    let b = expression(.double, depth: depth)
    switch int(0...7) {
    case 0: return "\(a) + \(b)"
    case 1: return "\(a) - \(b)"
    case 2: return "(\(a)) * \(b)"
    case 3: return "(\(a)) / \(pick(["3", "0.7", "rating"]))"
    case 4: return "abs(\(a) - rating)"
    case 5: return "\(pick(["min", "max"]))(\(a), \(b), \(int(0...4)), rating)"
    case 6: return "\(expression(.bool, depth: depth)) ? \(a) : \(b)"
    default: return "-(\(a))"
    }
  }

  private mutating func boolLeaf() -> String {
    pick(["isOn", "true", "name.isEmpty", "(subtitle == nil)", "(extra != nil)", "false"])
  }

  private mutating func boolNode(_ depth: Int) -> String {
    switch int(0...9) {
    case 0:
      return
        "\(expression(.int, depth: depth)) \(pick(["<", "<=", ">", ">=", "==", "!="])) \(expression(.int, depth: depth))"
    case 1:
      return
        "\(expression(.double, depth: depth)) \(pick(["<", ">=", "==", "!="])) \(expression(.double, depth: depth))"
    case 2:
      return
        "\(expression(.string, depth: depth)) \(pick(["<", "==", "!=", ">"])) \(expression(.string, depth: depth))"
    case 3: return "\(expression(.bool, depth: depth)) && \(expression(.bool, depth: depth))"
    case 4: return "\(expression(.bool, depth: depth)) || \(expression(.bool, depth: depth))"
    case 5: return "!(\(expression(.bool, depth: depth)))"
    case 6:
      return
        "\(expression(.string, depth: depth)).\(pick(["hasPrefix", "hasSuffix", "contains"]))(\(pick(["\"Ma\"", "\"\"", "\"o\"", "\"🎮\"", "name"])))"
    case 7: return "extra == \(int(-8...0))"
    case 8: return "when \(pick(["<", "<=", ">", ">=", "==", "!="])) Date.now"
    default: return "(subtitle ?? \"x\").isEmpty"
    }
  }

  /// A number format style, or none (`formatted()`).
  private mutating func numberStyle() -> String {
    let root = pick([
      "", ".number", ".percent", ".currency(code: \"EUR\")", ".currency(code: \"JPY\")",
      ".currency(code: \"USD\")",
    ])
    guard !root.isEmpty else { return "" }
    var style = root
    for _ in 0..<int(0...2) {
      style += pick([
        ".precision(.fractionLength(\(int(0...3))))",
        ".precision(.significantDigits(\(int(1...4))))",
        ".precision(.integerLength(\(int(1...3))))", ".grouping(.never)", ".grouping(.automatic)",
      ])
    }
    if root == ".number", int(0...1) == 0 {
      style += pick([".notation(.compactName)", ".notation(.scientific)", ".notation(.automatic)"])
    }
    return style
  }

  /// A date format style's arguments, or none (`formatted()`).
  private mutating func dateStyle() -> String {
    switch int(0...3) {
    case 0: return ""
    case 3:
      let presentation = pick([".named", ".numeric"])
      let units = pick([
        "", ", unitsStyle: .abbreviated", ", unitsStyle: .narrow", ", unitsStyle: .spellOut",
      ])
      return ".relative(presentation: \(presentation)\(units))"
    case 1:
      let date = pick([".omitted", ".numeric", ".abbreviated", ".long", ".complete"])
      let time = pick([".omitted", ".shortened", ".standard", ".complete"])
      return "date: \(date), time: \(time)"
    default:
      var style = ".dateTime"
      for _ in 0..<int(0...3) {
        style += pick([
          ".year()", ".month()", ".month(.wide)", ".month(.twoDigits)", ".day()", ".weekday()",
          ".weekday(.wide)", ".weekday(.short)", ".hour()", ".minute()", ".second()",
        ])
      }
      return style
    }
  }

  private mutating func stringLeaf() -> String {
    pick(["name", "\"Games\"", "(subtitle ?? \"none\")", "\"\"", "\"é 🎮\""])
  }

  private mutating func stringNode(_ depth: Int) -> String {
    switch int(0...16) {
    // Foundation's format styles, as an iPhone in English (United States) prints them.
    // The value always adds a field, so swiftc types the receiver from it rather than from
    // literals alone among every `formatted` overload, which it checks slowly (2,000
    // expressions of seed 7 compiled in 423 s with literal-only receivers, 107 s without).
    case 12: return "(\(expression(.int, depth: depth)) + count).formatted(\(numberStyle()))"
    case 13: return "(\(expression(.double, depth: depth)) + rating).formatted(\(numberStyle()))"
    case 14:
      return "(\(expression(.double, depth: depth)) * rating * 1_000).formatted(\(numberStyle()))"
    case 15: return "when.formatted(\(dateStyle()))"
    case 0:
      return "\"\\(\(expression(.int, depth: depth))) of \\(\(expression(.double, depth: depth)))\""
    case 1: return "\(expression(.string, depth: depth)).uppercased()"
    case 2: return "\(expression(.string, depth: depth)).lowercased()"
    case 3: return "\(expression(.string, depth: depth)) + \(expression(.string, depth: depth))"
    case 4: return "String(\(expression(.int, depth: depth)))"
    case 5: return "String(\(expression(.double, depth: depth)))"
    case 6: return "String(\(expression(.string, depth: depth)).prefix(\(int(0...4))))"
    case 7: return "String(\(expression(.string, depth: depth)).dropFirst(\(int(0...3))))"
    case 8: return "\(expression(.bool, depth: depth)).description"
    case 9:
      return
        "\(expression(.bool, depth: depth)) ? \(expression(.string, depth: depth)) : \(expression(.string, depth: depth))"
    case 10: return "subtitle?.uppercased() ?? \(expression(.string, depth: depth))"
    default:
      return "\"[\\(\(expression(.string, depth: depth)))] \\(\(expression(.bool, depth: depth)))\""
    }
  }
}
