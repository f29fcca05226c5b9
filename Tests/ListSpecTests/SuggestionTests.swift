import XCTest

@testable import ListSpec

/// `Suggestion` measures ASCII words as bytes in place, skips candidates that cannot beat
/// the best so far and stops measuring past the threshold (a hostile file asks it for
/// millions of unknown keys): the same answers as the plain dynamic program over Unicode
/// scalars.
final class SuggestionTests: XCTestCase {
  static func referenceDistance(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs.unicodeScalars)
    let b = Array(rhs.unicodeScalars)
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in stride(from: 1, through: a.count, by: 1) {
      for j in stride(from: 1, through: b.count, by: 1) {
        table[i][j] = min(
          table[i - 1][j] + 1, table[i][j - 1] + 1,
          table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
    }
    return table[a.count][b.count]
  }

  static func referenceClosest(to word: String, among candidates: [String]) -> String? {
    let lowered = word.lowercased()
    var best: (String, Int)?
    for candidate in candidates {
      if candidate.lowercased() == lowered { return candidate }
      let distance = referenceDistance(lowered, candidate.lowercased())
      if distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
    }
    guard let (candidate, distance) = best else { return nil }
    if distance <= max(2, min(word.count, candidate.count) / 3) { return candidate }
    let extensions = candidates.filter { $0.lowercased().hasPrefix(lowered) }
    return word.count >= 4 && extensions.count == 1 ? extensions[0] : nil
  }

  func testSameAnswersAsThePlainDynamicProgram() {
    let alphabet = Array("abcdeABé\u{301}ü").map(String.init)
    func word() -> String {
      (0..<Int.random(in: 0...9)).map { _ in alphabet.randomElement()! }.joined()
    }
    for _ in 0..<3000 {
      let lhs = word()
      let rhs = word()
      let expected = Self.referenceDistance(lhs, rhs)
      let (a, b) = (Array(lhs.unicodeScalars), Array(rhs.unicodeScalars))
      XCTAssertEqual(Suggestion.distance(a, b), expected, "\(lhs) \(rhs)")
      // Past a cutoff the distance is only known to be past it.
      let cutoff = Int.random(in: 0...4)
      let capped = Suggestion.distance(a, b, cutoff: cutoff)
      if expected <= cutoff {
        XCTAssertEqual(capped, expected, "\(lhs) \(rhs) cutoff \(cutoff)")
      } else {
        XCTAssertGreaterThan(capped, cutoff, "\(lhs) \(rhs) cutoff \(cutoff)")
      }
    }
    let names = DocumentKey.names + SectionKey.names + ItemKey.names
    for _ in 0..<2000 {
      var typo = names.randomElement()!
      if Bool.random(), !typo.isEmpty {
        typo.remove(at: typo.index(typo.startIndex, offsetBy: Int.random(in: 0..<typo.count)))
      }
      if Bool.random() { typo += word() }
      if Int.random(in: 0..<4) == 0 { typo = typo.uppercased() }
      // Keys no candidate is near, as a hostile file writes them ('k123', 'x-y').
      if Int.random(in: 0..<4) == 0 {
        typo = (0..<Int.random(in: 1...12)).map { _ in "kK1-_".randomElement()! }.map(String.init)
          .joined()
      }
      let candidates = Array(names.shuffled().prefix(Int.random(in: 0...names.count)))
      XCTAssertEqual(
        Suggestion.closest(to: typo, among: candidates),
        Self.referenceClosest(to: typo, among: candidates), typo)
    }
  }
}
