/// Colour sets of the spec's asset catalogs in colour expressions, written `Color("Brand")`:
/// what an app compiles on every iOS version listspec supports (SwiftUI's
/// `Color(_:bundle:)`, iOS 13; the generated UIKit code writes `UIColor(named: "Brand")!`, as
/// for a colour set written without braces). Xcode 15's generated symbols (`.brand`,
/// `Color(.brand)`) are declared `@available(iOS 17.0, *)` and exist only in an app whose
/// build generates them, so listspec does not write them; `.Brand` or `.brand` is refused with
/// the spelling that works (specs/expressions.md, "Colour sets").
extension ExpressionChecker {
  /// `Color("Brand")`: the colour set, drawn with its light and dark values.
  func colorSetValue(_ arguments: [SwiftExpression.Argument], _ expression: SwiftExpression)
    throws -> (TypedExpression, ExpressionType)
  {
    guard arguments.count == 1, arguments[0].label == nil,
      case .string(let parts) = arguments[0].value.kind,
      parts.allSatisfy({ if case .text = $0 { return true } else { return false } })
    else {
      throw ExpressionError(
        .type, "a colour set is named by a string literal: 'Color(\"Brand\")'",
        offset: expression.offset, length: expression.length)
    }
    var name = ""
    for case .text(let text) in parts { name += text }
    guard let set = colorSets[name] else {
      var notes: [String] = []
      if colorSets.isEmpty {
        notes.append("the spec's 'assets:' names no asset catalog with colour sets")
      } else if let suggestion = Suggestion.closest(to: name, among: colorSets.keys.sorted()) {
        notes.append("did you mean '\(suggestion)'?")
      }
      throw ExpressionError(
        .unknownName, "no colour set named '\(name)' in the spec's asset catalogs",
        offset: arguments[0].value.offset, length: arguments[0].value.length, notes: notes)
    }
    return (.constant(.color(.asset(set))), .color)
  }

  /// The colour set `.name` means: the set of that name, or the one Xcode 15's generated
  /// symbol of that name stands for (`.brand` for `Brand`).
  func colorSet(forMember name: String) -> AssetColor? {
    colorSets[name]
      ?? colorSets.values.sorted(by: { $0.name < $1.name }).first {
        Self.generatedSymbolName($0.name) == name
      }
  }

  /// What to write instead of `.Brand` or `.brand`.
  static func colorSetNotes(_ set: AssetColor) -> [String] {
    [
      "did you mean 'Color(\"\(set.name)\")'? A colour set of the asset catalogs is written that way in an expression (UIColor(named:) in UIKit code)",
      "Xcode 15's generated '.\(generatedSymbolName(set.name))' needs iOS 17 and the app's generated asset symbols; listspec does not write it",
    ]
  }

  /// The name Xcode 15 gives a colour set's generated symbol, as far as it is documented by
  /// example (NOT CONFIRMED for every name): words split at spaces, `-`, `_` and `.`, the first
  /// lowercased (a leading run of capitals too: `UAEFlag` → `uaeFlag`), the others capitalised,
  /// and a trailing `Color` dropped (`AccentColor` → `accent`).
  static func generatedSymbolName(_ name: String) -> String {
    let words = name.split(whereSeparator: { " -_.".contains($0) }).map(String.init)
    guard var first = words.first else { return name }
    let scalars = Array(first)
    var capitals = 0
    while capitals < scalars.count, scalars[capitals].isUppercase { capitals += 1 }
    // `UAEFlag`: the capitals but the last start the word; `URL`: all of them.
    let lowered = capitals == scalars.count ? capitals : max(1, capitals - 1)
    first = String(scalars[..<lowered]).lowercased() + String(scalars[lowered...])
    var result =
      first
      + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    if result.hasSuffix("Color"), result.count > 5 { result.removeLast(5) }
    return result
  }
}
