import Foundation
import XCTest

@testable import ListSpec

/// The library links FoundationEssentials alone, so what it took from the rest of Foundation
/// it now does itself. Each replacement is checked here against Foundation's own answer.
final class FoundationParityTests: XCTestCase {
  func testDiacriticsAreRemovedAsFoundationFoldsThem() {
    // Every scalar that Foundation folds to an ASCII letter, and every other one up to
    // U+2FFFF, alone: the table must give the same letter or leave the scalar.
    var differences: [String] = []
    for value in UInt32(0x80)...0x2FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = String(Character(scalar))
      let folded = text.folding(options: .diacriticInsensitive, locale: nil)
      let expected =
        folded.unicodeScalars.count == 1 && folded.unicodeScalars.first!.isASCII
          && folded.unicodeScalars.first!.properties.isAlphabetic ? folded : text
      if Diacritics.removed(from: text) != expected {
        differences.append("U+\(String(value, radix: 16)): \(Diacritics.removed(from: text))")
      }
    }
    XCTAssertEqual(differences, [])
    // Combining marks after a letter, written apart.
    for text in ["e\u{301}te\u{301}", "Cafe\u{301}-Ä", "n\u{303}o\u{308}\u{304}", "ÅngströmĳŁódź"] {
      XCTAssertEqual(
        Diacritics.removed(from: text), text.folding(options: .diacriticInsensitive, locale: nil))
    }
  }

  func testSpacesAreTrimmedAsFoundationTrimsWhitespaces() {
    for text in [
      "", " ", "\t a b \t", "\u{A0}x\u{3000}", "\u{2003}\u{2009}name\u{202F}", "\n x \n",
      "é ", " \u{301}x", "a\tb",
    ] {
      XCTAssertEqual(
        text.trimmingSpaces(), text.trimmingCharacters(in: .whitespaces), text.debugDescription)
      XCTAssertEqual(
        text[...].trimmingSpaces(), text.trimmingCharacters(in: .whitespaces),
        text.debugDescription)
    }
  }

  func testReportURIsArePercentEncodedAsFoundationEncodesPaths() {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: ":;")
    var path = ""
    for value in UInt32(1)..<0x80 { path.unicodeScalars.append(Unicode.Scalar(value)!) }
    for sample in [path, "d ir/b;a:d#é%?[x].yaml", "спец/список.yaml", "😀/🇫🇷.yaml"] {
      XCTAssertEqual(
        ReportPath.uri(sample, base: nil),
        sample.addingPercentEncoding(withAllowedCharacters: allowed)!)
    }
  }

  func testCanonicallyEquivalentIDsAreOneAsFoundationComposesThem() {
    for id in ["e\u{301}", "\u{212A}elvin", "A\u{30A}ngstro\u{308}m", "\u{1100}\u{1161}\u{11A8}"] {
      XCTAssertEqual(
        id._nfcCodeUnits, Array(id.precomposedStringWithCanonicalMapping.utf8), id.debugDescription)
    }
  }
}
