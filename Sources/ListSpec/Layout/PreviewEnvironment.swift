/// Safe-area insets in points (`UIView.safeAreaInsets` of a full-screen window).
public struct SafeAreaInsets: Sendable, Hashable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  public static let zero = SafeAreaInsets()
}

/// A device the list is previewed on: its portrait screen size in points, its display scale
/// and its safe-area insets in portrait and landscape (table and sources in
/// `specs/metrics.md`, "Preview environment").
public struct DevicePreset: Sendable, Hashable {
  /// `UIUserInterfaceIdiom`: a phone or an iPad.
  public enum Idiom: String, Sendable, Hashable {
    case phone, pad
  }

  public var name: String
  public var width: Double
  public var height: Double
  public var displayScale: Double
  public var idiom: Idiom
  public var portraitSafeArea: SafeAreaInsets
  public var landscapeSafeArea: SafeAreaInsets

  public init(
    name: String, width: Double, height: Double, displayScale: Double, idiom: Idiom = .phone,
    portraitSafeArea: SafeAreaInsets = .zero, landscapeSafeArea: SafeAreaInsets = .zero
  ) {
    self.name = name
    self.width = width
    self.height = height
    self.displayScale = displayScale
    self.idiom = idiom
    self.portraitSafeArea = portraitSafeArea
    self.landscapeSafeArea = landscapeSafeArea
  }

  /// A phone with a notch or Dynamic Island: `top` points of sensor band in portrait, which
  /// becomes a left and right inset in landscape (iOS insets both sides alike); home
  /// indicator 34 pt in portrait, 20 in landscape.
  static func islandPhone(_ name: String, _ width: Double, _ height: Double, band: Double)
    -> DevicePreset
  {
    DevicePreset(
      name: name, width: width, height: height, displayScale: 3,
      portraitSafeArea: SafeAreaInsets(top: band, bottom: 34),
      landscapeSafeArea: SafeAreaInsets(left: band, bottom: 20, right: band))
  }

  /// An iPad: full-screen window insets 32 top and 25 bottom (iPadOS 26 simulator), in both
  /// orientations.
  static func pad(_ name: String, _ width: Double, _ height: Double) -> DevicePreset {
    let insets = SafeAreaInsets(top: 32, bottom: 25)
    return DevicePreset(
      name: name, width: width, height: height, displayScale: 2, idiom: .pad,
      portraitSafeArea: insets, landscapeSafeArea: insets)
  }

  /// The presets `--device` accepts (sizes and sources in `specs/metrics.md`).
  public static let all: [DevicePreset] = [
    DevicePreset(
      name: "iPhone SE", width: 375, height: 667, displayScale: 2,
      portraitSafeArea: SafeAreaInsets(top: 20)),
    islandPhone("iPhone 15", 393, 852, band: 59),
    islandPhone("iPhone 15 Pro Max", 430, 932, band: 59),
    islandPhone("iPhone 16e", 390, 844, band: 47),
    islandPhone("iPhone 16", 393, 852, band: 59),
    islandPhone("iPhone 16 Plus", 430, 932, band: 59),
    islandPhone("iPhone 16 Pro", 402, 874, band: 62),
    islandPhone("iPhone 16 Pro Max", 440, 956, band: 62),
    islandPhone("iPhone 17", 402, 874, band: 62),
    islandPhone("iPhone 17 Pro", 402, 874, band: 62),
    islandPhone("iPhone 17 Pro Max", 440, 956, band: 62),
    islandPhone("iPhone Air", 420, 912, band: 68),
    pad("iPad", 820, 1180),
    pad("iPad mini", 744, 1133),
    pad("iPad Air 13-inch", 1024, 1366),
    pad("iPad Pro 11-inch", 834, 1210),
    pad("iPad Pro 13-inch", 1032, 1376),
  ]

  /// The default device.
  public static let iPhone15 = all[1]

  /// The preset called `name`, ignoring case and spaces ("iphone-se" and "iPhone SE" match).
  public static func named(_ name: String) -> DevicePreset? {
    func key(_ text: String) -> String {
      String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }
    return all.first { key($0.name) == key(name) }
  }
}

/// The user interface's layout direction (`UIUserInterfaceLayoutDirection`): left-to-right,
/// or right-to-left as for Arabic and Hebrew, where UIKit mirrors the layout.
public enum SpecLayoutDirection: String, Sendable, CaseIterable, Hashable {
  case leftToRight, rightToLeft
}

/// A setting of the preview environment that a spec's `preview:` also gives a default for.
public enum PreviewSetting: Sendable, Hashable, CaseIterable {
  /// The device or a width (`--device`, `--width`).
  case device
  /// Light or dark (`--dark`, `--light`).
  case colorScheme
  /// The Dynamic Type size (`--content-size`).
  case contentSize
  /// Portrait or landscape (`--landscape`, `--portrait`; a width is taken as given).
  case orientation
  /// The display scale (`--scale`), kept when the spec names another device.
  case displayScale
}

/// The Dynamic Type content size categories (`UIContentSizeCategory`).
public enum SpecContentSizeCategory: String, Sendable, CaseIterable, Hashable {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
  case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge
}

/// Everything outside the spec that changes the picture: the screen width, Dynamic Type size,
/// light or dark, and the display scale (which sets the hairline width).
public struct PreviewEnvironment: Sendable, Hashable {
  /// The device name for the layout tree, or nil when only a width was given.
  public var deviceName: String?
  public var width: Double
  public var contentSizeCategory: SpecContentSizeCategory
  public var isDark: Bool
  public var displayScale: Double
  /// A row shown swiped open (`render --swiped`), or nil.
  public var swiped: SwipedRow?
  /// The list in edit mode (`render --editing`): `UICollectionView.isEditing`.
  public var isEditing = false
  /// The ids of the selected rows (`render --selected`).
  public var selectedItems: Set<String> = []
  /// Landscape: the device's width and height swapped, with its landscape safe area.
  public var isLandscape: Bool = false
  /// The window's safe-area insets; lists lay sections out inside the left and right ones.
  public var safeArea: SafeAreaInsets = .zero
  /// Right-to-left mirrors the layout (`render --rtl`, or the spec's `preview:`).
  public var layoutDirection: SpecLayoutDirection = .leftToRight
  /// On an iPad, the list as a split view's primary column or the whole screen; nil lets
  /// the list decide (a sidebar is the primary column).
  public var column: PreviewColumn?
  /// What the command line (or another caller) chose, which a spec's `preview:` defaults do
  /// not replace (`applying(_:rightToLeft:)`); what it leaves out, the spec may set.
  public var chosenSettings: Set<PreviewSetting> = []

  /// The named device's idiom; a phone when only a width was given.
  public var idiom: DevicePreset.Idiom {
    deviceName.flatMap(DevicePreset.named)?.idiom ?? .phone
  }

  public init(
    deviceName: String? = nil, width: Double, contentSizeCategory: SpecContentSizeCategory = .large,
    isDark: Bool = false, displayScale: Double = 3
  ) {
    self.deviceName = deviceName
    self.width = width
    self.contentSizeCategory = contentSizeCategory
    self.isDark = isDark
    self.displayScale = displayScale
  }

  /// The environment of a device preset, in portrait or landscape.
  public init(
    device: DevicePreset, contentSizeCategory: SpecContentSizeCategory = .large,
    isDark: Bool = false,
    landscape: Bool = false
  ) {
    self.init(
      deviceName: device.name, width: landscape ? device.height : device.width,
      contentSizeCategory: contentSizeCategory, isDark: isDark,
      displayScale: device.displayScale)
    isLandscape = landscape
    safeArea = landscape ? device.landscapeSafeArea : device.portraitSafeArea
  }

  /// The app's accent colour, which `tintColor` and `accentColor` are drawn in: the spec's
  /// `AccentColor` colour set, set by the layout engine; nil draws them `systemBlue`.
  public var accentColor: AssetColor?

  /// A color in this environment's light or dark mode, on its device.
  func resolve(_ color: ColorValue) -> RGBA {
    if let accentColor, case .system(let system) = color, system.isAccent {
      return accentColor.resolved(dark: isDark, idiom: idiom)
    }
    return color.resolved(dark: isDark, idiom: idiom)
  }
}
