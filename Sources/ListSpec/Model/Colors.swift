/// A color in sRGB, components 0…1.
public struct RGBA: Sendable, Hashable {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// From 0…255 components, as color tables publish them.
  init(_ red: Int, _ green: Int, _ blue: Int, _ alpha: Double = 1) {
    self.init(
      red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
  }

  /// Parses `#RRGGBB` or `#RRGGBBAA`.
  public init?(hex: String) {
    guard hex.hasPrefix("#") else { return nil }
    let digits = hex.dropFirst()
    guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit),
      let value = UInt32(digits, radix: 16)
    else { return nil }
    let hasAlpha = digits.count == 8
    let rgb = hasAlpha ? value >> 8 : value
    self.init(
      red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
      blue: Double(rgb & 0xFF) / 255, alpha: hasAlpha ? Double(value & 0xFF) / 255 : 1)
  }

  /// `#RRGGBB` or `#RRGGBBAA` when not opaque.
  public var hexString: String {
    func byte(_ component: Double) -> String {
      let value = Int((min(max(component, 0), 1) * 255).rounded())
      let text = String(value, radix: 16, uppercase: true)
      return text.count == 1 ? "0" + text : text
    }
    return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
  }
}

/// A color as a spec writes it: a UIKit/SwiftUI system color name, `#RRGGBB[AA]`, or the
/// name of a colour set in the spec's asset catalogs (`assets:`).
public enum ColorValue: Sendable, Hashable, CustomStringConvertible {
  case system(SystemColor)
  case rgba(RGBA)
  case asset(AssetColor)

  /// Parses a system color name, a hex color, or (when `assets` has it) a colour set's name.
  /// A system colour's name means the system colour even when a colour set has that name
  /// too (`shadowed-asset-color` says so).
  public init?(parsing text: String, assets: AssetCatalogs? = nil) {
    if let system = SystemColor(rawValue: text) {
      self = .system(system)
    } else if let rgba = RGBA(hex: text) {
      self = .rgba(rgba)
    } else if let color = assets?.colors[text] {
      self = .asset(color)
    } else {
      return nil
    }
  }

  /// The color in light or dark mode on a device of `idiom` (which only a colour set's
  /// device entries depend on).
  public func resolved(dark: Bool, idiom: DevicePreset.Idiom = .phone) -> RGBA {
    switch self {
    case .system(let system): return dark ? system.dark : system.light
    case .rgba(let rgba): return rgba
    case .asset(let color): return color.resolved(dark: dark, idiom: idiom)
    }
  }

  public var description: String {
    switch self {
    case .system(let system): return system.rawValue
    case .rgba(let rgba): return rgba.hexString
    case .asset(let color): return color.name
    }
  }
}

/// UIKit's dynamic system colors and SwiftUI's standard colors, with their light and dark
/// values. Values are those Apple's Human Interface Guidelines publish, as gathered in
/// `shared/research/uikit-list-metrics.md` and documented in `specs/metrics.md`.
public enum SystemColor: String, Sendable, CaseIterable, Hashable {
  // UIKit adaptable colors.
  case systemRed, systemOrange, systemYellow, systemGreen, systemMint, systemTeal, systemCyan
  case systemBlue, systemIndigo, systemPurple, systemPink, systemBrown
  case systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
  // UIKit semantic colors.
  case label, secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText, link
  case separator, opaqueSeparator
  case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
  case systemBackground, secondarySystemBackground, tertiarySystemBackground
  case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
  case tintColor
  // Fixed colors.
  case black, white, clear, darkGray, lightGray
  // SwiftUI `Color` names.
  case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray
  case primary, secondary, accentColor

  /// True for the app's tint (`tintColor`, SwiftUI's `accentColor`): drawn in the asset
  /// catalogs' `AccentColor` when they have one.
  public var isAccent: Bool { self == .tintColor || self == .accentColor }

  /// The `UIColor` listspec draws this colour as, and UIKit code names: SwiftUI's standard
  /// colours are the system palette (`red` is `systemRed`; UIKit's `.red` is pure sRGB red),
  /// `primary` is `label`, `accentColor` is `tintColor`.
  public var uiKitName: String {
    switch self {
    case .red: return "systemRed"
    case .orange: return "systemOrange"
    case .yellow: return "systemYellow"
    case .green: return "systemGreen"
    case .mint: return "systemMint"
    case .teal: return "systemTeal"
    case .cyan: return "systemCyan"
    case .blue: return "systemBlue"
    case .indigo: return "systemIndigo"
    case .purple: return "systemPurple"
    case .pink: return "systemPink"
    case .brown: return "systemBrown"
    case .gray: return "systemGray"
    case .primary: return "label"
    case .secondary: return "secondaryLabel"
    case .accentColor: return "tintColor"
    default: return rawValue
    }
  }

  /// The first iOS with the colour's `UIColor`, when later than the format's iOS 14 baseline
  /// (UIKit documentation: `UIColor.systemMint`, `.systemCyan` and `.tintColor` are iOS 15.0).
  /// A colour used in a spec whose `platform.iOS` is older is `unavailable`.
  public var introduced: OSVersion? {
    switch uiKitName {
    case "systemMint", "systemCyan", "tintColor": return OSVersion(15)
    default: return nil
    }
  }

  public var light: RGBA { Self.values(self).light }
  public var dark: RGBA { Self.values(self).dark }

  private static func values(_ color: SystemColor) -> (light: RGBA, dark: RGBA) {
    switch color {
    case .systemRed, .red: return (RGBA(255, 59, 48), RGBA(255, 69, 58))
    case .systemOrange, .orange: return (RGBA(255, 149, 0), RGBA(255, 159, 10))
    case .systemYellow, .yellow: return (RGBA(255, 204, 0), RGBA(255, 214, 10))
    case .systemGreen, .green: return (RGBA(52, 199, 89), RGBA(48, 209, 88))
    case .systemMint, .mint: return (RGBA(0, 199, 190), RGBA(99, 230, 226))
    case .systemTeal, .teal: return (RGBA(48, 176, 199), RGBA(64, 200, 224))
    case .systemCyan, .cyan: return (RGBA(50, 173, 230), RGBA(100, 210, 255))
    case .systemBlue, .blue, .tintColor, .accentColor, .link:
      return (RGBA(0, 122, 255), RGBA(10, 132, 255))
    case .systemIndigo, .indigo: return (RGBA(88, 86, 214), RGBA(94, 92, 230))
    case .systemPurple, .purple: return (RGBA(175, 82, 222), RGBA(191, 90, 242))
    case .systemPink, .pink: return (RGBA(255, 45, 85), RGBA(255, 55, 95))
    case .systemBrown, .brown: return (RGBA(162, 132, 94), RGBA(172, 142, 104))
    case .systemGray, .gray: return (RGBA(142, 142, 147), RGBA(142, 142, 147))
    case .systemGray2: return (RGBA(174, 174, 178), RGBA(99, 99, 102))
    case .systemGray3: return (RGBA(199, 199, 204), RGBA(72, 72, 74))
    case .systemGray4: return (RGBA(209, 209, 214), RGBA(58, 58, 60))
    case .systemGray5: return (RGBA(229, 229, 234), RGBA(44, 44, 46))
    case .systemGray6: return (RGBA(242, 242, 247), RGBA(28, 28, 30))
    case .label, .primary: return (RGBA(0, 0, 0), RGBA(255, 255, 255))
    case .secondaryLabel, .secondary: return (RGBA(60, 60, 67, 0.6), RGBA(235, 235, 245, 0.6))
    case .tertiaryLabel, .placeholderText:
      return (RGBA(60, 60, 67, 0.3), RGBA(235, 235, 245, 0.3))
    case .quaternaryLabel: return (RGBA(60, 60, 67, 0.18), RGBA(235, 235, 245, 0.16))
    case .separator: return (RGBA(60, 60, 67, 0.29), RGBA(84, 84, 88, 0.6))
    case .opaqueSeparator: return (RGBA(198, 198, 200), RGBA(56, 56, 58))
    case .systemFill: return (RGBA(120, 120, 128, 0.2), RGBA(120, 120, 128, 0.36))
    case .secondarySystemFill: return (RGBA(120, 120, 128, 0.16), RGBA(120, 120, 128, 0.32))
    case .tertiarySystemFill: return (RGBA(118, 118, 128, 0.12), RGBA(118, 118, 128, 0.24))
    case .quaternarySystemFill: return (RGBA(116, 116, 128, 0.08), RGBA(118, 118, 128, 0.18))
    case .systemBackground: return (RGBA(255, 255, 255), RGBA(0, 0, 0))
    case .secondarySystemBackground: return (RGBA(242, 242, 247), RGBA(28, 28, 30))
    case .tertiarySystemBackground: return (RGBA(255, 255, 255), RGBA(44, 44, 46))
    case .systemGroupedBackground: return (RGBA(242, 242, 247), RGBA(0, 0, 0))
    case .secondarySystemGroupedBackground: return (RGBA(255, 255, 255), RGBA(28, 28, 30))
    case .tertiarySystemGroupedBackground: return (RGBA(242, 242, 247), RGBA(44, 44, 46))
    case .black: return (RGBA(0, 0, 0), RGBA(0, 0, 0))
    case .white: return (RGBA(255, 255, 255), RGBA(255, 255, 255))
    case .clear: return (RGBA(0, 0, 0, 0), RGBA(0, 0, 0, 0))
    case .darkGray: return (RGBA(85, 85, 85), RGBA(85, 85, 85))
    case .lightGray: return (RGBA(170, 170, 170), RGBA(170, 170, 170))
    }
  }
}
