import Foundation
import ListSpecFormatting
import XCTest

@testable import ListSpec

/// `formatted()` at the edges of Foundation's default number styles — rounding half to even
/// at the sixth fraction digit, carries, tiny and huge values, signed zero, infinities —
/// against a compiled Swift program with Foundation, as an app prints them. The random
/// expressions of `ExpressionDifferentialTests` cover ordinary values.
final class FormattedNumberTests: XCTestCase {
  // Format styles in the specs print with Foundation, as where listspec draws.
  override class func setUp() {
    super.setUp()
    FoundationFormatting.install()
  }

  static let doubles: [String] = [
    "0.0", "-0.0", "4.5", "4.50", "5.0", "-1.5", "1234.5678", "3.14159265358979", "2.0 / 3",
    "0.1 + 0.2", "1e-7", "0.0000005", "0.0000015", "0.0000025", "0.0000125", "0.0000135",
    "0.00001234", "0.9999995", "999999.9999995", "123456.1234565", "99999999.99999", "1e15",
    "1e16", "1e21", "1e23", "1.7976931348623157e308", "5e-324", "-123456789.987654321",
    "Double.infinity", "-Double.infinity", "Double.nan", "0.5", "1.0000005", "1.0000015",
  ]
  static let ints: [String] = [
    "0", "7", "-1", "999", "1000", "15003", "-15003", "1234567", "Int.max", "Int.min",
  ]

  func testFormattedPrintsAsFoundationInEnglish() throws {
    var program = "import Foundation\n"
    for text in Self.doubles { program += "print((\(text) as Double).formatted())\n" }
    for text in Self.ints { program += "print((\(text) as Int).formatted())\n" }
    let folder = try temporaryFolder(self)
    let file = folder.appendingPathComponent("main.swift")
    try program.write(to: file, atomically: true, encoding: .utf8)
    let binary = folder.appendingPathComponent("formatted")
    let compiled = try runTool(["swiftc", "-Onone", file.path, "-o", binary.path])
    XCTAssertEqual(compiled.status, 0, compiled.output)
    guard compiled.status == 0 else { return }
    let ran = try runTool([binary.path])
    let swift = ran.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var ours: [String] = []
    for text in Self.doubles + Self.ints { ours.append(try XCTUnwrap(evaluate(text), text)) }
    XCTAssertEqual(Array(swift.prefix(ours.count)), ours)
  }

  /// The listspec value of `formatted()` for a number written in Swift: literals go through
  /// the expression interpreter as written; the values Swift names (`Double.nan`, `Int.max`)
  /// are read from an item's field, as `Double("nan")` and `Int("9223372036854775807")` read
  /// them.
  func evaluate(_ text: String) -> String? {
    let named: [String: (FieldType, String)] = [
      "Double.infinity": (.double, "inf"), "-Double.infinity": (.double, "-inf"),
      "Double.nan": (.double, "nan"), "Int.max": (.int, "\(Int.max)"),
      "Int.min": (.int, "\(Int.min)"),
    ]
    var fields: [String: ExpressionField] = [:]
    var item: ItemFields = [:]
    var source = "(\(text)).formatted()"
    if let (type, value) = named[text] {
      fields["x"] = ExpressionField(type: type, isOptional: false)
      item = ["x": value]
      source = "x.formatted()"
    }
    var checker = ExpressionChecker(fields: fields)
    checker.deploymentTarget = OSVersion(15)  // formatted() is iOS 15
    guard case .success(let parsed) = SwiftExpressionParser.parse(source),
      case .success(let typed) = checker.check(parsed, expecting: .text),
      case .string(let result)? = try? ExpressionEvaluator.evaluate(typed, fields: item)
    else { return nil }
    return result
  }
}
