#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// The Contents.json files of an asset catalog, as Xcode writes them, and the colours in them.

/// Colour spaces Xcode's colour set editor writes.
enum ColorSpace: String, CaseIterable {
  case srgb
  case extendedSRGB = "extended-srgb"
  case displayP3 = "display-p3"
  case grayGamma22 = "gray-gamma-22"
  case extendedGray = "extended-gray"
}

/// A colour component as Xcode writes it in each of its input methods: floating point
/// (`"0.502"`), 8-bit (`"128"`) or 8-bit hexadecimal (`"0x80"`); a JSON number is read as
/// floating point. Alpha is always floating point in Xcode, so `"1"` is opaque there.
enum ColorComponent: Decodable, Equatable {
  case text(String)
  case number(Double)

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let text = try? container.decode(String.self) {
      self = .text(text)
    } else {
      self = .number(try container.decode(Double.self))
    }
  }

  struct Problem: Error { var message: String }

  /// The component from 0 to 1, or what is wrong with it.
  static func value(_ component: ColorComponent, isAlpha: Bool) -> Result<Double, Problem> {
    let text: String
    switch component {
    case .number(let number):
      guard (0...1).contains(number) else {
        return .failure(Problem(message: "is \(number); a number must be from 0 to 1"))
      }
      return .success(number)
    case .text(let written): text = written.filter { $0 != " " }
    }
    let lowered = text.lowercased()
    if lowered.hasPrefix("0x") {
      guard !isAlpha, lowered.count <= 4, let byte = UInt8(lowered.dropFirst(2), radix: 16)
      else {
        return .failure(
          Problem(message: "is '\(text)'; a hexadecimal component is one byte, 0x00 to 0xFF"))
      }
      return .success(Double(byte) / 255)
    }
    if !isAlpha, !text.contains("."), !text.contains("e"), let integer = Int(text) {
      guard (0...255).contains(integer) else {
        return .failure(
          Problem(message: "is '\(text)'; an 8-bit component is from 0 to 255"))
      }
      return .success(Double(integer) / 255)
    }
    guard let number = Double(text), number.isFinite else {
      return .failure(
        Problem(
          message:
            "is '\(text)'; write a number from 0 to 1 (\"0.5\"), 0 to 255 (\"128\") or a byte (\"0x80\")"
        ))
    }
    guard (0...1).contains(number) else {
      return .failure(Problem(message: "is '\(text)'; a decimal component is from 0 to 1"))
    }
    return .success(number)
  }
}

// The parts of Contents.json listspec reads; other keys (info, author) are ignored, as Xcode
// ignores keys it does not know.
struct GroupContents: Decodable {
  struct Properties: Decodable {
    var providesNamespace: Bool?
    enum CodingKeys: String, CodingKey { case providesNamespace = "provides-namespace" }
  }
  var properties: Properties?
}

struct AssetAppearance: Decodable {
  var appearance: String
  var value: String
}

struct ColorSetContents: Decodable {
  struct Entry: Decodable {
    var idiom: String?
    var appearances: [AssetAppearance]?
    var color: ColorDefinition?
  }
  var colors: [Entry]?
}

/// One readable entry of a colour set, as `readColorSet` chooses among them per device.
struct ColorEntry {
  var idiom: String
  var isDark: Bool
  var isExplicitLight: Bool
  /// The entry's colour; `dark` is set for a reference to a system colour.
  var value: (light: RGBA, dark: RGBA?)

  /// The light and dark values a device of `idiom` (`iphone` or `ipad`) shows, or nil when
  /// the set has no readable entry. Best first: the device's own entry before the universal
  /// one (U: inferred from trait matching, where the device's own idiom is the closer match,
  /// as for image sets), another device's entries only when the set has no other; within an
  /// idiom an explicit `light` entry before the any-appearance one (UIKit draws Light in
  /// light mode when a set has Any, Light and Dark).
  static func values(of entries: [ColorEntry], forIdiom idiom: String) -> AssetColor.Values? {
    var light: (color: RGBA, rank: Int)?
    var dark: (color: RGBA, rank: Int)?
    // The dark value of a system colour referenced by the any-appearance entry: it adapts
    // as the system colour does when the set has no dark entry of its own.
    var referencedDark: RGBA?
    func rank(_ entry: ColorEntry) -> Int {
      entry.idiom == idiom ? 2 : entry.idiom == "universal" ? 1 : 0
    }
    // Another device's entries count only when the set has none for this one: an iPhone
    // never takes an iPad's dark entry beside its own light one.
    let ownOnly = entries.contains { rank($0) > 0 }
    for entry in entries where !ownOnly || rank(entry) > 0 {
      let idiomRank = rank(entry)
      if entry.isDark {
        // A dark entry that references a system colour shows its dark value.
        if idiomRank > dark?.rank ?? -1 {
          dark = (entry.value.dark ?? entry.value.light, idiomRank)
        }
      } else {
        // The idiom first: an explicit light entry wins only among its idiom's entries.
        let rank = idiomRank * 10 + (entry.isExplicitLight ? 1 : 0)
        if rank > light?.rank ?? -1 {
          light = (entry.value.light, rank)
          referencedDark = entry.isExplicitLight ? nil : entry.value.dark
        }
      }
    }
    guard let lightColor = light?.color ?? dark?.color else { return nil }
    return AssetColor.Values(light: lightColor, dark: dark?.color ?? referencedDark)
  }
}

struct ColorDefinition: Decodable {
  var colorSpace: String?
  var components: [String: ColorComponent]?
  var platform: String?
  var reference: String?
  enum CodingKeys: String, CodingKey {
    case colorSpace = "color-space"
    case components, platform, reference
  }
}

struct ImageSetContents: Decodable {
  struct Entry: Decodable {
    var filename: String?
    var idiom: String?
    var scale: String?
    var appearances: [AssetAppearance]?
  }
  var images: [Entry]?
}
