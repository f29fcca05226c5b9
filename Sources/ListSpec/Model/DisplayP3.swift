#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

extension RGBA {
  /// Components limited to 0…1 (extended-range sRGB beyond the display is drawn at its edge).
  var clamped: RGBA {
    func limit(_ value: Double) -> Double { min(max(value, 0), 1) }
    return RGBA(red: limit(red), green: limit(green), blue: limit(blue), alpha: limit(alpha))
  }

  /// The Display P3 colour these components give, in sRGB: decoded with the sRGB transfer
  /// curve (P3 shares it), taken through linear P3 → linear sRGB, clipped to sRGB's gamut
  /// and encoded again. Colours outside sRGB (P3's most saturated reds and greens) are drawn
  /// at sRGB's edge, as an sRGB screen shows them.
  var convertedFromDisplayP3: RGBA {
    func decode(_ value: Double) -> Double {
      value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    func encode(_ value: Double) -> Double {
      let clipped = min(max(value, 0), 1)
      return clipped <= 0.0031308 ? clipped * 12.92 : 1.055 * pow(clipped, 1 / 2.4) - 0.055
    }
    let r = decode(red)
    let g = decode(green)
    let b = decode(blue)
    // Linear Display P3 to linear sRGB (both D65): the P3 primaries in sRGB's XYZ matrix.
    let sr = 1.224_940_2 * r - 0.224_940_2 * g
    let sg = -0.042_056_9 * r + 1.042_056_9 * g
    let sb = -0.019_637_6 * r - 0.078_636_1 * g + 1.098_273_7 * b
    return RGBA(red: encode(sr), green: encode(sg), blue: encode(sb), alpha: min(max(alpha, 0), 1))
  }
}
