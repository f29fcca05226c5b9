import Foundation
import ListSpec
import XCTest

/// The one Swift string-literal escaper (printed expressions and generated code): the
/// spellings it chooses, and that swiftc reads every literal back as the same scalars.
final class SwiftStringLiteralTests: XCTestCase {
  func testSpellings() {
    let cases: [(String, String)] = [
      ("Mass Effect", "Mass Effect"),
      ("", ""),
      ("say \"hi\"", #"say \"hi\""#),
      (#"C:\dir"#, #"C:\\dir"#),
      ("a\nb\rc\td", #"a\nb\rc\td"#),
      ("\r\n", #"\r\n"#),
      ("\u{0}\u{1}\u{1F}\u{7F}", #"\u{0}\u{1}\u{1F}\u{7F}"#),
      ("\u{80}\u{85}\u{9F}", #"\u{80}\u{85}\u{9F}"#),
      ("a\u{2028}b\u{2029}c", #"a\u{2028}b\u{2029}c"#),
      ("\u{200B}\u{200E}\u{202E}\u{FEFF}\u{E0001}", #"\u{200B}\u{200E}\u{202E}\u{FEFF}\u{E0001}"#),
      // Printable text outside ASCII, emoji and combining marks stay as they are; the
      // invisible joiner of an emoji sequence is a format character.
      ("größe café 名前 🇫🇷 e\u{301}", "größe café 名前 🇫🇷 e\u{301}"),
      ("👩\u{200D}👧", #"👩\u{200D}👧"#),
      ("\u{A0}\u{AD}", "\u{A0}\\u{AD}"),
      // A plain literal: `"""`, `#`, `\(` and raw-string delimiters need nothing special.
      ("\"\"\" \"# #\" \\(x) #\"", ##"\"\"\" \"# #\" \\(x) #\""##),
    ]
    for (text, inside) in cases {
      XCTAssertEqual(SwiftStringLiteral.escaped(text), inside, text.debugDescription)
      XCTAssertEqual(SwiftStringLiteral.quoted(text), "\"" + inside + "\"")
    }
    XCTAssertTrue(SwiftStringLiteral.isPlainASCII("Mass Effect ~!@#$%^&*()"))
    for text in ["\"", "\\", "\t", "\u{7F}", "é"] {
      XCTAssertFalse(SwiftStringLiteral.isPlainASCII(text), text.debugDescription)
    }
  }

  /// Printed expressions use the same escaper.
  func testExpressionsPrintStringsWithTheEscaper() throws {
    let expression = try SwiftExpressionParser.parse(#""a\u{2028}\"\(count)\u{85}""#).get()
    XCTAssertEqual(
      SwiftExpressionPrinter.print(expression), #""a\u{2028}\"\(count)\u{85}""#)
  }

  /// Every scalar below U+0250, the other special ones, and seeded random scalars of every
  /// plane, compiled by swiftc and printed back: each literal is valid Swift and means its
  /// text, scalar for scalar.
  func testSwiftcReadsEveryLiteralBackAsItsText() throws {
    var texts: [String] = []
    var low = String.UnicodeScalarView()
    for value in UInt32(0)..<0x250 { low.append(Unicode.Scalar(value)!) }
    texts.append(String(low))
    texts += [
      "\u{2028}\u{2029}\u{200B}\u{200D}\u{202A}\u{202E}\u{2066}\u{2069}\u{FEFF}\u{FFF9}",
      "\u{301}starts with a combining mark", "\"\u{301}", "\\\u{301}", "\n\u{301}",
      "ends with an escape \\", "\"\"\"", "#\"", "\"#", "\\(x)", "\\u{41}", "\r\n",
      "\u{D7FF}\u{E000}\u{F8FF}\u{FFFD}\u{FFFE}\u{FFFF}\u{10000}\u{E0001}\u{E007F}\u{10FFFF}",
      "👩‍👩‍👧🇫🇷🏳️‍🌈", "",
    ]
    // Random scalars (RandomSpecs' seeded generator): a third ASCII, controls included, the
    // rest from all of Unicode but the surrogates.
    var random = RandomSpecs(seed: 30)
    for _ in 0..<200 {
      var scalars = String.UnicodeScalarView()
      while scalars.count < 12 {
        let value = random.chance(33) ? random.int(0...0x7F) : random.int(0...0x10_FFFF)
        if let scalar = Unicode.Scalar(UInt32(value)) { scalars.append(scalar) }
      }
      texts.append(String(scalars))
    }

    var program = "let texts: [String] = [\n"
    for text in texts { program += "  " + SwiftStringLiteral.quoted(text) + ",\n" }
    program += "]\n"
    program += """
      for text in texts {
        print(text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
      }

      """
    let folder = try temporaryFolder(self)
    let file = folder.appendingPathComponent("main.swift")
    try program.write(to: file, atomically: true, encoding: .utf8)
    let binary = folder.appendingPathComponent("literals")
    let compiled = try runTool(["swiftc", "-Onone", file.path, "-o", binary.path])
    XCTAssertEqual(compiled.status, 0, "swiftc:\n\(compiled.output.prefix(3000))")
    guard compiled.status == 0 else { return }
    let ran = try runTool([binary.path])
    XCTAssertEqual(ran.status, 0)
    let lines = ran.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    XCTAssertEqual(lines.count, texts.count)
    for (text, line) in zip(texts, lines) {
      let expected = text.unicodeScalars.map { String($0.value, radix: 16) }
        .joined(separator: " ")
      XCTAssertEqual(String(line), expected, text.debugDescription)
    }
  }
}
