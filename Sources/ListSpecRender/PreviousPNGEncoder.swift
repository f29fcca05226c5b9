import CPangoCairo

// The encoder before issue 15, kept only so the render benchmark and a test can compare
// time, size and pixels with PNGEncoder in the same run. Not used for rendering.

/// Writes PNG (8-bit RGBA) from a picture drawn band by band into one cairo image surface, so
/// a list may be taller than cairo's 32,767-pixel surfaces and memory stays at one band.
/// Rows use PNG's Sub or Up filter and zlib at a fast level: list pictures are large flat
/// areas and repeated rows, which that compresses nearly as well as libpng's defaults, faster.
enum PreviousPNGEncoder {
  /// PNG's own limit on a side (2³¹ − 1).
  static let maximumSide = Int(Int32.max)

  /// Encodes a `width` × `height` image; `drawBand(surface, top)` draws rows `top…` into the
  /// band surface (ARGB32, `bandHeight` rows, cleared to transparent before each call).
  static func encode(
    width: Int, height: Int, bandHeight: Int = 4096, level: Int32 = 6,
    drawBand: (OpaquePointer, Int) throws -> Void
  ) throws -> [UInt8] {
    var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var header: [UInt8] = []
    PNGEncoder.appendBigEndian(UInt32(width), to: &header)
    PNGEncoder.appendBigEndian(UInt32(height), to: &header)
    header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, adaptive filters, no interlace
    PNGEncoder.appendChunk("IHDR", header, to: &out)

    var stream = z_stream()
    guard deflateInit_(&stream, level, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK
    else { throw RenderError.cairo("zlib could not start") }
    defer { deflateEnd(&stream) }
    var compressed = [UInt8](repeating: 0, count: 1 << 16)
    func deflateRows(_ input: inout [UInt8], finish: Bool) {
      input.withUnsafeMutableBufferPointer { buffer in
        stream.next_in = buffer.baseAddress
        stream.avail_in = UInt32(buffer.count)
        repeat {
          let status = compressed.withUnsafeMutableBufferPointer { outBuffer -> Int32 in
            stream.next_out = outBuffer.baseAddress
            stream.avail_out = UInt32(outBuffer.count)
            return deflate(&stream, finish ? Z_FINISH : Z_NO_FLUSH)
          }
          let produced = compressed.count - Int(stream.avail_out)
          if produced > 0 { PNGEncoder.appendChunk("IDAT", compressed[0..<produced], to: &out) }
          if finish ? status == Z_STREAM_END : stream.avail_out != 0 { break }
        } while true
      }
    }

    let bandRows = max(1, min(bandHeight, height))
    let surface = cairo_image_surface_create(
      CAIRO_FORMAT_ARGB32, Int32(max(1, width)), Int32(bandRows))!
    defer { cairo_surface_destroy(surface) }
    let stride = Int(cairo_image_surface_get_stride(surface))
    let rowLength = 1 + width * 4
    var rows = [UInt8](repeating: 0, count: rowLength * bandRows)
    var raw = [UInt8](repeating: 0, count: width * 4)
    var previous = [UInt8](repeating: 0, count: width * 4)
    // Not a possible first row: premultiplied pixels never have colour above alpha.
    var previousSource = [UInt8](repeating: 0xFF, count: width * 4)
    if width > 0 { previousSource[3] = 0 }
    var top = 0
    while top < height {
      let clear = cairo_create(surface)!
      cairo_set_operator(clear, CAIRO_OPERATOR_CLEAR)
      cairo_paint(clear)
      cairo_destroy(clear)
      try drawBand(surface, top)
      cairo_surface_flush(surface)
      let count = min(bandRows, height - top)
      let pixels = cairo_image_surface_get_data(surface)!
      rows.withUnsafeMutableBufferPointer { row in
        raw.withUnsafeMutableBufferPointer { raw in
          previous.withUnsafeMutableBufferPointer { previous in
            previousSource.withUnsafeMutableBufferPointer { previousSource in
              for y in 0..<count {
                filterRow(
                  pixels + y * stride, width: width, raw: raw.baseAddress!,
                  previous: previous.baseAddress!, previousSource: previousSource.baseAddress!,
                  into: row.baseAddress! + y * rowLength)
              }
            }
          }
        }
      }
      var band = count == bandRows ? rows : Array(rows[0..<(count * rowLength)])
      deflateRows(&band, finish: false)
      top += count
    }
    var nothing: [UInt8] = []
    deflateRows(&nothing, finish: true)
    PNGEncoder.appendChunk("IEND", [], to: &out)
    return out
  }

  /// One row: cairo's premultiplied native-endian ARGB to straight RGBA in `raw`, then
  /// filtered into `row` with Sub or Up, whichever leaves smaller values (libpng's heuristic
  /// over two filters: Up wins on the many rows a list repeats, Sub within rows).
  private static func filterRow(
    _ source: UnsafeMutablePointer<UInt8>, width: Int, raw: UnsafeMutablePointer<UInt8>,
    previous: UnsafeMutablePointer<UInt8>, previousSource: UnsafeMutablePointer<UInt8>,
    into row: UnsafeMutablePointer<UInt8>
  ) {
    let count = width * 4
    // A row like the one above (most of a list picture) is all zeros under Up.
    if memcmp(source, previousSource, count) == 0 {
      row[0] = 2
      (row + 1).initialize(repeating: 0, count: count)
      return
    }
    previousSource.update(from: source, count: count)
    let words = UnsafeRawPointer(source).assumingMemoryBound(to: UInt32.self)
    for x in 0..<width {
      let pixel = words[x]
      let alpha = UInt8(truncatingIfNeeded: pixel >> 24)
      var red = UInt8(truncatingIfNeeded: pixel >> 16)
      var green = UInt8(truncatingIfNeeded: pixel >> 8)
      var blue = UInt8(truncatingIfNeeded: pixel)
      if alpha != 255 && alpha != 0 {
        func straight(_ value: UInt8) -> UInt8 {
          UInt8(min(255, (UInt32(value) * 255 + UInt32(alpha) / 2) / UInt32(alpha)))
        }
        red = straight(red)
        green = straight(green)
        blue = straight(blue)
      }
      raw[x * 4] = red
      raw[x * 4 + 1] = green
      raw[x * 4 + 2] = blue
      raw[x * 4 + 3] = alpha
    }
    var subCost = 0
    var upCost = 0
    for index in 0..<count {
      let sub = raw[index] &- (index >= 4 ? raw[index - 4] : 0)
      let up = raw[index] &- previous[index]
      subCost += Int(Int8(bitPattern: sub).magnitude)
      upCost += Int(Int8(bitPattern: up).magnitude)
    }
    if upCost <= subCost {
      row[0] = 2  // Up
      for index in 0..<count { row[1 + index] = raw[index] &- previous[index] }
    } else {
      row[0] = 1  // Sub
      for index in 0..<count { row[1 + index] = raw[index] &- (index >= 4 ? raw[index - 4] : 0) }
    }
    previous.update(from: raw, count: count)
  }
}
