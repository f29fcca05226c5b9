/// Spec names as Swift identifiers, by Swift's API Design Guidelines: types UpperCamelCase,
/// members lowerCamelCase (specs/generate.md, "Names").
///
/// A name is split into words at every character that is not an ASCII letter or digit
/// (`release-year`, `release_year` and `release.year` are all `releaseYear`); the case inside a
/// word is kept (`isOn` stays `isOn`), and a leading acronym is lowercased as a whole for a
/// member (`URLString` is `urlString`).
enum SwiftName {
  /// Why `name` cannot become an identifier, or nil when it can.
  static func problem(_ name: String) -> String? {
    if name.unicodeScalars.contains(where: { !$0.isASCII }) {
      return
        "generated Swift names are ASCII; use letters, digits and separators such as '-', '_' or '.'"
    }
    let words = self.words(name)
    guard let first = words.first else { return "it has no letters or digits" }
    if let character = first.first, character.isNumber {
      return "a Swift identifier cannot start with a digit"
    }
    return nil
  }

  /// `release-year` → `releaseYear`, `URLString` → `urlString`; nil when ``problem(_:)``
  /// says why not.
  static func lowerCamel(_ name: String) -> String? {
    guard problem(name) == nil else { return nil }
    let words = self.words(name)
    var result = lowercasedLeadingAcronym(words[0])
    for word in words.dropFirst() { result += capitalized(word) }
    return result
  }

  /// `video-games` → `VideoGames`; nil when ``problem(_:)`` says why not.
  static func upperCamel(_ name: String) -> String? {
    guard problem(name) == nil else { return nil }
    return words(name).map(capitalized).joined()
  }

  /// The member name of a spec name that cannot convert: `fallback` followed by the name's
  /// words, UpperCamelCase (section id `0` → `section0`, `1st-place` → `section1stPlace`,
  /// `größe` → `fieldGrE`, `名前` → `field`).
  static func derived(_ name: String, fallback: String) -> String {
    fallback + words(name).map(capitalized).joined()
  }

  /// `cell2fa` → `Cell2fa`: a member name as a type name.
  static func capitalized(_ member: String) -> String {
    capitalized(Substring(member))
  }

  /// The identifier as it must be written where a keyword would be read (`` `default` ``).
  static func escaped(_ identifier: String) -> String {
    keywords.contains(identifier) ? "`\(identifier)`" : identifier
  }

  /// The identifier as an argument label: every keyword may label an argument except
  /// `inout`, `var` and `let`.
  static func argumentLabel(_ identifier: String) -> String {
    ["inout", "var", "let"].contains(identifier) ? "`\(identifier)`" : identifier
  }

  private static func words(_ name: String) -> [Substring] {
    name.split { character in
      !(character.isASCII && (character.isLetter || character.isNumber))
    }
  }

  private static func capitalized(_ word: Substring) -> String {
    word.prefix(1).uppercased() + word.dropFirst()
  }

  /// `URL` → `url`, `URLString` → `urlString`, `Name` → `name`, `isOn` → `isOn`.
  private static func lowercasedLeadingAcronym(_ word: Substring) -> String {
    let characters = Array(word)
    var upperCount = 0
    while upperCount < characters.count, characters[upperCount].isUppercase { upperCount += 1 }
    if upperCount == 0 { return String(word) }
    // In `URLString` the `S` starts the next word; in `URL` and `Name` every capital belongs
    // to the first.
    let lowered =
      upperCount > 1 && upperCount < characters.count && characters[upperCount].isLowercase
      ? upperCount - 1 : upperCount
    return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
  }

  /// Swift's reserved words: a member with one of these names is written in backticks.
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
    "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as",
    "Any", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    "consume", "copy", "discard", "borrowing", "consuming", "each", "some", "any", "Type",
    "Protocol",
  ]
}
