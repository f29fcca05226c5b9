#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// Several preview environments at once: devices × light/dark × Dynamic Type sizes, as
/// `render --matrix` and the preview page's toolbar choose them.
public struct VariantMatrix: Sendable, Hashable {
  public var devices: [DevicePreset]
  /// false = light, true = dark.
  public var appearances: [Bool]
  public var contentSizes: [SpecContentSizeCategory]
  /// Every variant turned to landscape (`--landscape`), and its layout direction (`--rtl`).
  public var landscape = false
  public var layoutDirection = SpecLayoutDirection.leftToRight

  public init(
    devices: [DevicePreset] = [.iPhone15], appearances: [Bool] = [false],
    contentSizes: [SpecContentSizeCategory] = [.large]
  ) {
    self.devices = devices
    self.appearances = appearances
    self.contentSizes = contentSizes
  }

  /// A problem with a matrix description, said so a user can fix it.
  public struct ParseError: Error, Sendable, CustomStringConvertible {
    public var description: String

    public init(description: String) { self.description = description }
  }

  /// The axis names `parse` takes, with the spellings of their values.
  public static let syntax =
    "devices=NAME,…;appearance=light,dark;content-size=SIZE,… (sizes: "
    + SpecContentSizeCategory.allCases.map(\.shortName).joined(separator: ", ")
    + " or their UIContentSizeCategory names)"

  /// Parses `devices=iPhone SE,iPhone 15;appearance=light,dark;content-size=L,AX3`. Axes may
  /// come in any order and each may be left out (one default value); none may repeat.
  public static func parse(_ text: String, defaults: VariantMatrix = VariantMatrix())
    throws(ParseError) -> VariantMatrix
  {
    var matrix = defaults
    var seen: Set<String> = []
    for part in text.split(separator: ";", omittingEmptySubsequences: true) {
      guard let equals = part.firstIndex(of: "=") else {
        throw ParseError(description: "'\(part)' is not AXIS=VALUE,…; write \(syntax)")
      }
      let axis = part[..<equals].trimmingSpaces().lowercased()
      let values = part[part.index(after: equals)...].split(separator: ",").map {
        $0.trimmingSpaces()
      }.filter { !$0.isEmpty }
      guard !values.isEmpty else { throw ParseError(description: "'\(axis)' has no values") }
      guard seen.insert(axis).inserted else {
        throw ParseError(description: "'\(axis)' is given twice")
      }
      switch axis {
      case "devices", "device":
        matrix.devices = try values.map { name throws(ParseError) in
          guard let device = DevicePreset.named(name) else {
            throw ParseError(
              description:
                "unknown device '\(name)'; known: "
                + DevicePreset.all.map { "'\($0.name)'" }.joined(separator: ", "))
          }
          return device
        }
      case "appearance", "appearances":
        matrix.appearances = try values.map { value throws(ParseError) in
          switch value.lowercased() {
          case "light": return false
          case "dark": return true
          default:
            throw ParseError(description: "appearance is light or dark (got '\(value)')")
          }
        }
      case "content-size", "content-sizes":
        matrix.contentSizes = try values.map { value throws(ParseError) in
          guard let size = SpecContentSizeCategory(loosely: value) else {
            throw ParseError(
              description: "unknown content size '\(value)'; use "
                + SpecContentSizeCategory.allCases.map(\.shortName).joined(separator: ", "))
          }
          return size
        }
      default:
        throw ParseError(
          description: "unknown axis '\(axis)'; the axes are devices, appearance, content-size")
      }
    }
    return matrix
  }

  /// Every combination, devices outermost, then appearance, then size; each with a label
  /// ("iPhone SE · dark · AX3").
  public var environments: [(label: String, environment: PreviewEnvironment)] {
    var result: [(String, PreviewEnvironment)] = []
    for device in devices {
      for dark in appearances {
        for size in contentSizes {
          result.append(
            (
              "\(device.name) · \(dark ? "dark" : "light") · \(size.shortName)",
              environment(device: device, size: size, dark: dark)
            ))
        }
      }
    }
    return result
  }

  private func environment(device: DevicePreset, size: SpecContentSizeCategory, dark: Bool)
    -> PreviewEnvironment
  {
    var environment = PreviewEnvironment(
      device: device, contentSizeCategory: size, isDark: dark, landscape: landscape)
    environment.layoutDirection = layoutDirection
    // Each variant is what the matrix asks for, whatever the spec's `preview:` says.
    environment.chosenSettings = [.device, .colorScheme, .contentSize, .orientation]
    return environment
  }

  /// The number of variants.
  public var count: Int { devices.count * appearances.count * contentSizes.count }
}

extension SpecContentSizeCategory {
  /// The short name Xcode's environment overrides show: XS, S, M, L, XL, XXL, XXXL, AX1…AX5.
  public var shortName: String {
    switch self {
    case .extraSmall: return "XS"
    case .small: return "S"
    case .medium: return "M"
    case .large: return "L"
    case .extraLarge: return "XL"
    case .extraExtraLarge: return "XXL"
    case .extraExtraExtraLarge: return "XXXL"
    case .accessibilityMedium: return "AX1"
    case .accessibilityLarge: return "AX2"
    case .accessibilityExtraLarge: return "AX3"
    case .accessibilityExtraExtraLarge: return "AX4"
    case .accessibilityExtraExtraExtraLarge: return "AX5"
    }
  }

  /// A category by its short name or its `UIContentSizeCategory` name, ignoring case.
  public init?(loosely name: String) {
    let key = name.lowercased()
    guard
      let match = Self.allCases.first(where: {
        $0.shortName.lowercased() == key || $0.rawValue.lowercased() == key
      })
    else { return nil }
    self = match
  }
}
