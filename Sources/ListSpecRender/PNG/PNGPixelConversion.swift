extension PNGEncoder {
  /// Cairo's premultiplied native-endian ARGB to straight RGBA, four pixels a step where
  /// all four are opaque or clear (nearly all of a list picture). Returns whether all were.
  @discardableResult
  static func straightRGBA(
    _ source: UnsafeMutablePointer<UInt8>, width: Int, into raw: UnsafeMutablePointer<UInt8>
  ) -> Bool {
    var opaqueOrClear = true
    let sourceBytes = UnsafeRawPointer(source)
    let rawBytes = UnsafeMutableRawPointer(raw)
    var x = 0
    while x + 4 <= width {
      let pixels = sourceBytes.loadUnaligned(fromByteOffset: x * 4, as: SIMD4<UInt32>.self)
      // Alpha 255 or 0 (all zero, premultiplied) ⇔ alpha + 1 has no bit in 0xFE.
      if ((pixels &>> 24 &+ 1) & 0xFE) == .zero {
        // Only reorder BGRA to RGBA.
        let reordered = pixels & 0xFF00_FF00 | (pixels &>> 16) & 0xFF | (pixels & 0xFF) &<< 16
        rawBytes.storeBytes(of: reordered, toByteOffset: x * 4, as: SIMD4<UInt32>.self)
      } else {
        for index in x..<(x + 4) { straightPixel(source, raw, index) }
        opaqueOrClear = false
      }
      x += 4
    }
    while x < width {
      if !straightPixel(source, raw, x) { opaqueOrClear = false }
      x += 1
    }
    return opaqueOrClear
  }

  /// Returns whether the pixel is opaque or clear.
  @inline(__always) @discardableResult
  static func straightPixel(
    _ source: UnsafeMutablePointer<UInt8>, _ raw: UnsafeMutablePointer<UInt8>, _ x: Int
  ) -> Bool {
    let pixel = UnsafeRawPointer(source).loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
    let alpha = pixel >> 24
    var result: UInt32
    if alpha == 255 || alpha == 0 {
      result = pixel & 0xFF00_FF00 | (pixel >> 16) & 0xFF | (pixel & 0xFF) << 16
    } else {
      func straight(_ value: UInt32) -> UInt32 {
        min(255, ((value & 0xFF) * 255 + alpha / 2) / alpha)
      }
      result =
        straight(pixel >> 16) | straight(pixel >> 8) << 8 | straight(pixel) << 16 | alpha << 24
    }
    UnsafeMutableRawPointer(raw).storeBytes(
      of: result.littleEndian, toByteOffset: x * 4, as: UInt32.self)
    return alpha == 255 || alpha == 0
  }
}
