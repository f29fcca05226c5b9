/// A font as SwiftUI and UIKit name it: a Dynamic Type text style with an optional weight
/// (`.system(.title3, weight: .semibold)`), or a fixed size (`.system(size: 17)`).
public struct FontSpec: Sendable, Hashable {
  public var style: TextStyle?
  public var size: Double?
  public var weight: FontWeight?

  public init(style: TextStyle? = nil, size: Double? = nil, weight: FontWeight? = nil) {
    self.style = style
    self.size = size
    self.weight = weight
  }

  /// Point size at the Large (default) Dynamic Type size.
  public var pointSize: Double { size ?? (style ?? .body).pointSize }

  /// The weight in effect: explicit, else the text style's own (headline is semibold).
  public var effectiveWeight: FontWeight { weight ?? style?.defaultWeight ?? .regular }
}

/// Dynamic Type text styles. UIKit's `title1`/`caption1` are SwiftUI's `title`/`caption`;
/// both spellings are accepted and stored as the SwiftUI one.
public enum TextStyle: String, Sendable, CaseIterable, Hashable {
  case largeTitle
  case title
  case title2
  case title3
  case headline
  case subheadline
  case body
  case callout
  case footnote
  case caption
  case caption2

  /// Accepts both SwiftUI and UIKit spellings.
  public init?(name: String) {
    switch name {
    case "title1": self = .title
    case "caption1": self = .caption
    default: self.init(rawValue: name)
    }
  }

  /// Every accepted spelling (for suggestions and the schema).
  public static let allNames: [String] = allCases.map(\.rawValue) + ["title1", "caption1"]

  /// UIKit's spelling (`UIFont.TextStyle.title1`, `.caption1`); the raw value is SwiftUI's.
  public var uiKitName: String {
    switch self {
    case .title: return "title1"
    case .caption: return "caption1"
    default: return rawValue
    }
  }

  /// Size at the Large content size category (Apple's published Dynamic Type table).
  public var pointSize: Double {
    switch self {
    case .largeTitle: return 34
    case .title: return 28
    case .title2: return 22
    case .title3: return 20
    case .headline: return 17
    case .body: return 17
    case .callout: return 16
    case .subheadline: return 15
    case .footnote: return 13
    case .caption: return 12
    case .caption2: return 11
    }
  }

  public var defaultWeight: FontWeight { self == .headline ? .semibold : .regular }
}

/// `Font.Weight` / `UIFont.Weight`.
public enum FontWeight: String, Sendable, CaseIterable, Hashable {
  case ultraLight
  case thin
  case light
  case regular
  case medium
  case semibold
  case bold
  case heavy
  case black

  /// The OpenType weight class (100–900), for the text engine.
  public var numericWeight: Int {
    switch self {
    case .ultraLight: return 100
    case .thin: return 200
    case .light: return 300
    case .regular: return 400
    case .medium: return 500
    case .semibold: return 600
    case .bold: return 700
    case .heavy: return 800
    case .black: return 900
    }
  }
}
