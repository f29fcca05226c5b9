/// The SwiftUI modifiers that style the text of a view and the views below it, written bare
/// (`- italic`): `italic`, `bold`, `underline`, `strikethrough`, `monospacedDigit`. Each is
/// the `View` modifier (`Text` has its own older one of the same name, which Swift picks on a
/// `Text`); a hosting cell needs iOS 16, where every one of them exists, and ``introduced`` is
/// the `View` one's first version, from Apple's documentation:
/// https://developer.apple.com/documentation/swiftui/view/italic(_:) (iOS 16),
/// …/view/bold(_:) (iOS 16), …/view/underline(_:pattern:color:) (iOS 16),
/// …/view/strikethrough(_:pattern:color:) (iOS 16), …/view/monospaceddigit() (iOS 15).
public enum TextStyleModifier: String, CaseIterable, Sendable, Hashable {
  case italic, bold, underline, strikethrough, monospacedDigit

  /// The first iOS version with the `View` modifier.
  public var introduced: OSVersion { self == .monospacedDigit ? OSVersion(15) : OSVersion(16) }

  /// The modifier's key in the format.
  public var declaration: KeyDeclaration {
    let doc: String
    switch self {
    case .italic:
      doc =
        "Inter's italic (its slanted cut) is drawn where SF Pro's italic would be. A UIKit cell's text properties have no italic (an app builds an italic `UIFont` with `UIFontDescriptor.withSymbolicTraits(.traitItalic)`): use a hosting cell."
    case .bold: doc = "The bold weight, as `fontWeight(.bold)`."
    case .underline: doc = "A line under the text, in its colour."
    case .strikethrough: doc = "A line through the text, in its colour."
    case .monospacedDigit:
      doc = "Fixed-width digits (the font's tabular figures, `tnum`); other characters unchanged."
    }
    return KeyDeclaration(
      .definition("nothing", docs: "bare `\(rawValue)` (or nothing)"), default: "—",
      swift: ".\(rawValue)()", doc: doc, introduced: introduced)
  }
}
