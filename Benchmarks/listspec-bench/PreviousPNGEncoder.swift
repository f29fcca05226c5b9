import CZlib
import Foundation
import ListSpec
@_spi(Benchmark) import ListSpecRender

// The encoder before issue 15, kept as the PNG benchmark's baseline for file size (and the
// state of the caches it leaves: its zlib at level 6 runs for 20 ms on mail). Not used for
// rendering.

/// Writes PNG (8-bit RGBA) from a picture drawn band by band, so a list may be taller than
/// cairo's 32,767-pixel surfaces. Rows use PNG's Sub or Up filter and zlib at the level
/// rendering used then: list pictures are large flat areas and repeated rows, which that
/// compresses nearly as well as libpng's defaults, faster.
enum PreviousPNGEncoder {
  /// `layout` at `scale` as PNG, drawn in the bands `CairoRenderer.render` draws it in.
  static func render(_ layout: ListLayout, scale: Double) throws -> [UInt8] {
    let width = max(1, Int((layout.size.width * scale).rounded(.up)))
    let height = max(1, Int((layout.size.height * scale).rounded(.up)))
    // zlib's default level for ordinary pictures, a fast level for very tall ones.
    let level: Int32 = width * height <= 16_000_000 ? 6 : 2
    var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var header: [UInt8] = []
    appendBigEndian(UInt32(width), to: &header)
    appendBigEndian(UInt32(height), to: &header)
    header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, adaptive filters, no interlace
    appendChunk("IHDR", header, to: &out)

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
          if produced > 0 { appendChunk("IDAT", compressed[0..<produced], to: &out) }
          if finish ? status == Z_STREAM_END : stream.avail_out != 0 { break }
        } while true
      }
    }

    let rowLength = 1 + width * 4
    var rows: [UInt8] = []
    var raw = [UInt8](repeating: 0, count: width * 4)
    var previous = [UInt8](repeating: 0, count: width * 4)
    // Not a possible first row: premultiplied pixels never have colour above alpha.
    var previousSource = [UInt8](repeating: 0xFF, count: width * 4)
    previousSource[3] = 0
    try CairoRenderer.drawBands(layout, scale: scale) { pixels, stride, count in
      rows = [UInt8](repeating: 0, count: rowLength * count)
      rows.withUnsafeMutableBufferPointer { row in
        raw.withUnsafeMutableBufferPointer { raw in
          previous.withUnsafeMutableBufferPointer { previous in
            previousSource.withUnsafeMutableBufferPointer { previousSource in
              for y in 0..<count {
                filterRow(
                  UnsafeMutablePointer(mutating: pixels + y * stride), width: width,
                  raw: raw.baseAddress!, previous: previous.baseAddress!,
                  previousSource: previousSource.baseAddress!,
                  into: row.baseAddress! + y * rowLength)
              }
            }
          }
        }
      }
      deflateRows(&rows, finish: false)
    }
    var nothing: [UInt8] = []
    deflateRows(&nothing, finish: true)
    appendChunk("IEND", [], to: &out)
    return out
  }

  static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
    bytes += [
      UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16),
      UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value),
    ]
  }

  static func appendChunk<Data: Collection>(
    _ type: String, _ data: Data, to out: inout [UInt8]
  ) where Data.Element == UInt8 {
    appendBigEndian(UInt32(data.count), to: &out)
    let typeAndData = Array(type.utf8) + Array(data)
    out += typeAndData
    appendBigEndian(
      UInt32(truncatingIfNeeded: crc32(0, typeAndData, UInt32(typeAndData.count))), to: &out)
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
