import ListSpec

/// The keys the generated code looks up, gathered while it is written (`generate --strings`),
/// so the String Catalog holds exactly the strings the Swift asks for. Unchecked `Sendable`:
/// the emitter (which item blocks capture, written concurrently for large lists) is
/// `Sendable`, but keys are inserted only by the file's own thread — cells, headers, titles —
/// never by the item blocks, whose values (the app's data) are not looked up.
final class LocalizedStringKeys: @unchecked Sendable {
  private(set) var keys: Set<String> = []
  func insert(_ key: String) { keys.insert(key) }
}

/// User-visible literals as the app shows them: quoted as today, or — with
/// ``GenerateOptions/localizesText`` — looked up in the app's strings, keyed as Xcode extracts
/// them. See specs/generate.md, "Localisable text".
extension SwiftEmitter {
  /// One piece of a localizable text: literal text, or a value interpolated with the format
  /// specifier Xcode writes for it in the key.
  private enum Piece {
    case literal(String)
    case value(source: String, specifier: String)
  }

  /// True when generated code looks texts up.
  var localizesText: Bool { strings != nil }

  /// A literal where UIKit takes a `String`: `"Inbox"`, or its lookup.
  func uiText(_ text: String) -> SwiftExpr {
    localizedUIKit([.literal(text)]) ?? .atom(SwiftStringLiteral.quoted(text))
  }

  /// A template where UIKit takes a `String` (``stringExpr(_:optional:)``), looked up when it
  /// has literal words in it.
  func uiText(_ template: Template, optional: Bool) -> SwiftExpr {
    pieces(of: template).flatMap(localizedUIKit) ?? stringExpr(template, optional: optional)
  }

  /// `Text("…")`, which SwiftUI looks up as a `LocalizedStringKey`, for a template with literal
  /// words in it and nothing SwiftUI would read as Markdown; nil otherwise.
  func localizedSwiftUIText(_ template: Template) -> SwiftExpr? {
    guard let pieces = pieces(of: template) else { return nil }
    for case .literal(let text) in pieces
    where text.contains(where: Self.markdownCharacters.contains) {
      return nil
    }
    strings?.insert(Self.key(pieces))
    return .call("Text", (nil, .atom("\"\(Self.swiftBody(pieces))\"")))
  }

  /// Characters a `LocalizedStringKey` reads as Markdown (emphasis, code, links, escapes): a
  /// text with one stays `Text(verbatim:)`, as the picture draws it.
  private static let markdownCharacters: Set<Character> = ["*", "_", "`", "[", "]", "~", "\\"]

  /// `String(localized: "…")` from iOS 15 (its introduction), `NSLocalizedString` below it,
  /// with `String(format:)` when values are interpolated.
  private func localizedUIKit(_ pieces: [Piece]) -> SwiftExpr? {
    guard localizesText, Self.isLocalizable(pieces) else { return nil }
    let key = Self.key(pieces)
    strings?.insert(key)
    if !plan.needsCheck(OSVersion(15)) {
      return .call("String", ("localized", .atom("\"\(Self.swiftBody(pieces))\"")))
    }
    let lookup = SwiftExpr.call(
      "NSLocalizedString", (nil, .atom(SwiftStringLiteral.quoted(key))),
      ("comment", .atom("\"\"")))
    let arguments = pieces.compactMap { piece -> SwiftArgument? in
      if case .value(let source, _) = piece {
        return SwiftArgument(label: nil, value: .atom(source))
      }
      return nil
    }
    if arguments.isEmpty { return lookup }
    return .call("String", [SwiftArgument(label: "format", value: lookup)] + arguments)
  }

  /// Worth translating: some letter among the literal text, and no `%`, which a lookup reads as
  /// the start of a format specifier.
  private static func isLocalizable(_ pieces: [Piece]) -> Bool {
    var hasLetter = false
    for case .literal(let text) in pieces {
      if text.contains("%") { return false }
      if text.contains(where: \.isLetter) { hasLetter = true }
    }
    return hasLetter
  }

  /// The catalog key: the literal text with each value's format specifier, as Xcode extracts
  /// `String(localized: "\(name) unread")` (`%@ unread`).
  private static func key(_ pieces: [Piece]) -> String {
    pieces.map { piece in
      switch piece {
      case .literal(let text): return text
      case .value(_, let specifier): return specifier
      }
    }.joined()
  }

  /// The inside of the Swift literal: the text escaped, each value interpolated.
  private static func swiftBody(_ pieces: [Piece]) -> String {
    pieces.map { piece in
      switch piece {
      case .literal(let text): return SwiftStringLiteral.escaped(text)
      case .value(let source, _): return "\\(\(source))"
      }
    }.joined()
  }

  /// A template's pieces when it is looked up: nil without `--strings`, or when it is not
  /// worth translating (no letters in its literal text, a `%` in it).
  private func pieces(of template: Template) -> [Piece]? {
    guard localizesText else { return nil }
    var pieces: [Piece] = []
    for segment in template.segments {
      switch segment {
      case .literal(let text): pieces.append(.literal(text))
      case .expression(.field(let name), _, _):
        let (access, type, isOptional) = fieldAccess(name)
        pieces.append(Self.value(access, type: type, isOptional: isOptional))
      case .expression(.swift(let expression, _), _, _):
        let source = swiftSource(expression)
        switch expressionType(expression) {
        case .string?: pieces.append(.value(source: source, specifier: "%@"))
        case .int?: pieces.append(.value(source: source, specifier: "%lld"))
        default: pieces.append(.value(source: "String(describing: \(source))", specifier: "%@"))
        }
      }
    }
    return Self.isLocalizable(pieces) ? pieces : nil
  }

  /// A field read into a lookup. A `String` is `%@` and an `Int` `%lld`, as Foundation and
  /// SwiftUI interpolate them; any other value is interpolated as its description (`%@`), the
  /// text listspec draws — a `Double` interpolated as itself would be `%lf`, which shows
  /// `4.500000` for `4.5`.
  private static func value(_ access: String, type: FieldType, isOptional: Bool) -> Piece {
    switch (type, isOptional) {
    case (.string, false): return .value(source: access, specifier: "%@")
    case (.string, true): return .value(source: access + " ?? \"\"", specifier: "%@")
    case (.int, false): return .value(source: access, specifier: "%lld")
    case (_, false): return .value(source: "String(describing: \(access))", specifier: "%@")
    case (_, true):
      return .value(source: access + ".map { \"\\($0)\" } ?? \"\"", specifier: "%@")
    }
  }
}
