/// A device the list is previewed on: its screen size in points and its display scale.
public struct DevicePreset: Sendable, Hashable {
  public var name: String
  public var width: Double
  public var height: Double
  public var displayScale: Double

  public init(name: String, width: Double, height: Double, displayScale: Double) {
    self.name = name
    self.width = width
    self.height = height
    self.displayScale = displayScale
  }

  /// The presets `--device` accepts (sizes in `specs/metrics.md`).
  public static let all: [DevicePreset] = [
    DevicePreset(name: "iPhone SE", width: 375, height: 667, displayScale: 2),
    DevicePreset(name: "iPhone 15", width: 393, height: 852, displayScale: 3),
    DevicePreset(name: "iPhone 15 Pro Max", width: 430, height: 932, displayScale: 3),
    DevicePreset(name: "iPad", width: 820, height: 1180, displayScale: 2),
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

/// The Dynamic Type content size categories (`UIContentSizeCategory`).
public enum ContentSizeCategory: String, Sendable, CaseIterable, Hashable {
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
  public var contentSizeCategory: ContentSizeCategory
  public var isDark: Bool
  public var displayScale: Double
  /// A row shown swiped open (`render --swiped`), or nil.
  public var swiped: SwipedRow?
  /// The list in edit mode (`render --editing`): `UICollectionView.isEditing`.
  public var isEditing = false
  /// The ids of the selected rows (`render --selected`).
  public var selectedItems: Set<String> = []

  public init(
    deviceName: String? = nil, width: Double, contentSizeCategory: ContentSizeCategory = .large,
    isDark: Bool = false, displayScale: Double = 3
  ) {
    self.deviceName = deviceName
    self.width = width
    self.contentSizeCategory = contentSizeCategory
    self.isDark = isDark
    self.displayScale = displayScale
  }

  /// The environment of a device preset.
  public init(
    device: DevicePreset, contentSizeCategory: ContentSizeCategory = .large, isDark: Bool = false
  ) {
    self.init(
      deviceName: device.name, width: device.width, contentSizeCategory: contentSizeCategory,
      isDark: isDark, displayScale: device.displayScale)
  }

  /// A color in this environment's light or dark mode.
  func resolve(_ color: ColorValue) -> RGBA { color.resolved(dark: isDark) }
}
