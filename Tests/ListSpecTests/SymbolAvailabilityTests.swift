import XCTest

@testable import ListSpec

/// The SF Symbol availability table (specs/symbols.md): known names carry the iOS version
/// that introduced them, unknown ones none, misspellings get the right did-you-mean, and the
/// generated file is well formed.
final class SymbolAvailabilityTests: XCTestCase {
  func testKnownNamesCarryTheVersionThatIntroducedThem() {
    let expected: [(String, OSVersion)] = [
      ("heart.fill", OSVersion(13)),
      ("heart", OSVersion(13)),
      ("aspectratio", OSVersion(13, 1)),
      ("wave.3.left", OSVersion(14)),
      ("airpodsmax", OSVersion(14, 5)),
      ("checklist", OSVersion(15)),
      ("figure.walk.motion", OSVersion(16)),
      ("apple.terminal", OSVersion(17)),
      ("apple.intelligence", OSVersion(18)),
      ("apple.writing.tools", OSVersion(18, 2)),
      ("1.calendar", OSVersion(26)),
      // Localised variants are names of their own, with their own versions.
      ("character.book.closed.ja", OSVersion(14, 2)),
      ("0.circle.ar", OSVersion(16, 1)),
    ]
    for (name, version) in expected {
      XCTAssertEqual(SymbolAvailability.introduction(of: name), version, name)
    }
  }

  /// A renamed symbol keeps its old name, which `UIImage(systemName:)` still takes, under the
  /// version that introduced the old name.
  func testOldNamesOfRenamedSymbolsKeepTheirOwnVersions() {
    XCTAssertEqual(SymbolAvailability.introduction(of: "radiowaves.left"), OSVersion(13))
    XCTAssertEqual(SymbolAvailability.introduction(of: "wave.3.left"), OSVersion(14))
    XCTAssertEqual(SymbolAvailability.introduction(of: "fanblades"), OSVersion(15))
    XCTAssertEqual(SymbolAvailability.introduction(of: "fan"), OSVersion(17))
  }

  func testUnknownNamesHaveNoVersion() {
    for name in ["hart.fill", "", "Heart.fill", "heart.fill ", "heart..fill", "bluetooth"] {
      XCTAssertNil(SymbolAvailability.introduction(of: name), name)
    }
  }

  func testAMissingLetterSuggestsTheNameWithIt() {
    let suggestions = SymbolAvailability.suggestions(for: "hart.fill")
    XCTAssertEqual(suggestions.first, "heart.fill")
    XCTAssertLessThanOrEqual(suggestions.count, 3)
  }

  func testSwappedLettersAndCaseSlipsSuggestTheName() {
    XCTAssertEqual(SymbolAvailability.suggestions(for: "chevron.rihgt").first, "chevron.right")
    XCTAssertEqual(SymbolAvailability.suggestions(for: "Heart.Fill").first, "heart.fill")
    XCTAssertEqual(SymbolAvailability.suggestions(for: "trash.fil").first, "trash.fill")
    XCTAssertEqual(SymbolAvailability.suggestions(for: "star.fiill").first, "star.fill")
  }

  func testSuggestionsNeverRepeatTheNameAndHonourTheLimit() {
    XCTAssertFalse(SymbolAvailability.suggestions(for: "heart.fill").contains("heart.fill"))
    XCTAssertEqual(SymbolAvailability.suggestions(for: "hart.fill", limit: 1), ["heart.fill"])
    XCTAssertEqual(SymbolAvailability.suggestions(for: "hart.fill", limit: 0), [])
    let all = SymbolAvailability.suggestions(for: "star", limit: 100)
    XCTAssertGreaterThan(all.count, 3)
    XCTAssertEqual(SymbolAvailability.suggestions(for: "star"), Array(all.prefix(3)))
  }

  func testNamesFarFromEverySymbolHaveNoSuggestions() {
    for name in ["", "qxqxqxqxqxqxqxqx", "my.company.logo.large", "😀😀😀"] {
      XCTAssertEqual(SymbolAvailability.suggestions(for: name), [], name)
    }
  }

  /// The scan finds exactly the names a plain distance puts within max(2, length / 4) edits,
  /// closest first, for short queries and for one over 64 bytes (the two ways it measures).
  func testSuggestionsAreEveryNameWithinReach() {
    let names = SymbolAvailability.entries.map(\.name)
    let long = "figure.seated.side.left.windshield.front.and.heat.waves.air.distribution.uper"
    for name in [
      "hart.fill", "gear.shape", "person.crop.circl", "arrow.up.rigth.square", "x", long,
    ] {
      let query = Array(name.utf8)
      let reach = max(2, query.count / 4)
      // A length difference beyond reach is a distance beyond it: those names are skipped.
      let near = names.filter { abs($0.utf8.count - query.count) <= reach }
      let distances = Dictionary(
        uniqueKeysWithValues: near.map { ($0, Self.editDistance(query, Array($0.utf8))) })
      let suggestions = SymbolAvailability.suggestions(for: name, limit: 1000)
      XCTAssertEqual(
        Set(suggestions), Set(near.filter { distances[$0]! <= reach && $0 != name }), name)
      XCTAssertEqual(
        suggestions.map { distances[$0]! }, suggestions.map { distances[$0]! }.sorted(), name)
    }
    XCTAssertTrue(SymbolAvailability.suggestions(for: "gear.shape").contains("gearshape"))
  }

  /// The generated file: a header naming its source, then `name version` lines, sorted, each
  /// name once, every version one iOS has shipped symbols in.
  func testTheTableIsWellFormed() throws {
    let text = String(decoding: PackageResources.SymbolAvailability_txt, as: UTF8.self)
    let lines = text.split(separator: "\n")
    let header = lines.prefix { $0.hasPrefix("#") }.joined(separator: "\n")
    XCTAssertTrue(header.contains("SFSafeSymbols/SFSafeSymbols"), header)
    XCTAssertTrue(header.contains("MIT"), header)
    XCTAssertTrue(header.contains("scripts/update-symbol-availability"), header)
    let body = lines.dropFirst(lines.prefix { $0.hasPrefix("#") }.count)
    XCTAssertGreaterThan(body.count, 6000)
    var previous = ""
    for line in body {
      let parts = line.split(separator: " ", omittingEmptySubsequences: false)
      XCTAssertEqual(parts.count, 2, String(line))
      guard parts.count == 2 else { continue }
      let name = String(parts[0])
      XCTAssertTrue(
        name.utf8.allSatisfy { (48...57).contains($0) || (97...122).contains($0) || $0 == 46 }
          && !name.hasPrefix(".") && !name.hasSuffix(".") && !name.contains(".."),
        name)
      XCTAssertTrue(Array(previous.utf8).lexicographicallyPrecedes(name.utf8), "\(name) order")
      previous = name
      let version = try XCTUnwrap(OSVersion(parsing: String(parts[1])), String(line))
      XCTAssertTrue(
        version >= OSVersion(13) && version <= OSVersion(40), String(line))
      XCTAssertEqual(SymbolAvailability.introduction(of: name), version, name)
    }
    XCTAssertEqual(SymbolAvailability.entries.count, body.count)
    XCTAssertEqual(Set(SymbolAvailability.entries.map(\.name)).count, body.count)
    XCTAssertEqual(SymbolAvailability.entries.map(\.version).min(), OSVersion(13))
  }

  /// Every name the stand-in glyph table draws is an SF Symbol, so a misspelt name added
  /// there fails here (the table had `bluetooth`, which Apple never shipped).
  func testStandInNamesAreSymbols() {
    let notSymbols: Set<String> = []
    for (name, _) in SymbolStandIns.entries where !notSymbols.contains(name) {
      XCTAssertNotNil(
        SymbolAvailability.introduction(of: name),
        "\(name) is not an SF Symbol; did you mean \(SymbolAvailability.suggestions(for: name))?")
    }
  }

  /// The plain optimal string alignment distance, the reference the scan is checked against.
  static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
    let width = b.count + 1
    var table = [Int](repeating: 0, count: (a.count + 1) * width)
    for i in 0...a.count { table[i * width] = i }
    for j in 0...b.count { table[j] = j }
    for i in stride(from: 1, through: a.count, by: 1) {
      for j in stride(from: 1, through: b.count, by: 1) {
        let same = a[i - 1] == b[j - 1]
        var cost = min(
          table[(i - 1) * width + j] + 1, table[i * width + j - 1] + 1,
          table[(i - 1) * width + j - 1] + (same ? 0 : 1))
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          cost = min(cost, table[(i - 2) * width + j - 2] + 1)
        }
        table[i * width + j] = cost
      }
    }
    return table[a.count * width + b.count]
  }
}
