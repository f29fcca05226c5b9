/// Latin letters without their accents, as Foundation's
/// `folding(options: .diacriticInsensitive, locale: nil)` gives them, for suggesting an
/// anchor name libyaml accepts. Foundation is not linked by the library (see `Threads.swift`),
/// so the letters that fold to an ASCII letter are tabled here;
/// `FoundationParityTests.testDiacriticsAreRemovedAsFoundationFoldsThem` checks the table and
/// the rule for combining marks against Foundation itself.
enum Diacritics {
  /// `text` with accents dropped: a precomposed Latin letter becomes its ASCII letter, and a
  /// combining nonspacing mark after another character is dropped. Everything else is kept.
  static func removed(from text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if !result.isEmpty, scalar.properties.generalCategory == .nonspacingMark { continue }
      result.append(base(of: scalar) ?? scalar)
    }
    return String(result)
  }

  /// The ASCII letter of a precomposed Latin letter (`é` → `e`), or nil.
  static func base(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
    for (first, letters) in tables {
      let offset = Int(scalar.value) - Int(first)
      guard offset >= 0, offset < letters.count else { continue }
      let letter = letters[offset]
      return letter == UInt8(ascii: ".") ? nil : Unicode.Scalar(letter)
    }
    return nil
  }

  /// From the first scalar of each range, one byte per scalar: its ASCII letter, or '.'.
  /// Made by folding every scalar from U+0080 to U+2FFFF with Foundation: these three
  /// ranges hold every one that folds to a single ASCII letter.
  static let tables: [(first: UInt32, letters: [UInt8])] = [
    (
      0xC0,
      Array(
        ("AAAAAA.CEEEEIIII.NOOOOO..UUUUY..aaaaaa.ceeeeiiii.nooooo..uuuuy.y"
          + "AaAaAaCcCcCcCcDd..EeEeEeEeEeGgGgGgGgHh..IiIiIiIiI...JjKk.LlLlLl."
          + "...NnNnNn...OoOoOo..RrRrRrSsSsSsSsTtTt..UuUuUuUuUuUuWwYyYZzZzZz."
          + "................................Oo.............Uu..............."
          + ".............AaIiOoUuUuUuUuUu.AaAa....GgKkOoOo..j...Gg..NnAa...."
          + "AaAaEeEeIiIiOoOoRrRrUuUuSsTt..Hh......AaEeOoOoOoOoYy............"
          + "................").utf8)
    ),
    (
      0x1E00,
      Array(
        ("AaBbBbBbCcDdDdDdDdDdEeEeEeEeEeFfGgHhHhHhHhHhIiIiKkKkKkLlLlLlLlMm"
          + "MmMmNnNnNnNnOoOoOoOoPpPpRrRrRrRrSsSsSsSsSsTtTtTtTtUuUuUuUuUuVvVv"
          + "WwWwWwWwWwXxXxYyZzZzZzhtwy......AaAaAaAaAaAaAaAaAaAaAaAaEeEeEeEe"
          + "EeEeEeEeIiIiOoOoOoOoOoOoOoOoOoOoOoOoUuUuUuUuUuUuUuYyYyYyYy......").utf8)
    ),
    (0x212B, Array("A".utf8)),
  ]
}
