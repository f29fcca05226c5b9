import CPangoCairo
import Dispatch

/// Writes PNG (8-bit RGBA) from a picture drawn band by band into one cairo image surface, so
/// a list may be taller than cairo's 32,767-pixel surfaces and memory stays at one band.
/// Rows use PNG's Sub or Up filter and zlib at a fast level: list pictures are large flat
/// areas and repeated rows, which that compresses nearly as well as libpng's defaults, faster.
enum PNGEncoder {
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
    appendBigEndian(UInt32(width), to: &header)
    appendBigEndian(UInt32(height), to: &header)
    header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, adaptive filters, no interlace
    appendChunk("IHDR", header, to: &out)

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

    // One zlib stream written pigz-style on both cores: each band's rows in two halves, each
    // deflated raw, primed with the 32 KiB before it and ended by a sync flush (the very last
    // by a final block), behind one zlib header and followed by the Adler-32 of all rows.
    let window = 32768
    let streams = UnsafeMutablePointer<z_stream>.allocate(capacity: 2)
    streams.initialize(repeating: z_stream(), count: 2)
    defer {
      for half in 0..<2 { deflateEnd(streams + half) }
      streams.deallocate()
    }
    for half in 0..<2 {
      guard
        deflateInit2_(
          streams + half, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
          Int32(MemoryLayout<z_stream>.size)) == Z_OK
      else { throw RenderError.cairo("zlib could not start") }
    }
    let capacity = Int(deflateBound(streams, UInt(rowLength * bandRows))) + 64
    let outputs = [
      UnsafeMutablePointer<UInt8>.allocate(capacity: capacity),
      UnsafeMutablePointer<UInt8>.allocate(capacity: capacity),
    ]
    let sizes = UnsafeMutablePointer<Int>.allocate(capacity: 2)
    let tail = UnsafeMutablePointer<UInt8>.allocate(capacity: window)
    defer {
      for output in outputs { output.deallocate() }
      sizes.deallocate()
      tail.deallocate()
    }
    var tailCount = 0
    var adler = adler32(0, nil, 0)
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
      let total = count * rowLength
      let last = top + count >= height
      rows.withUnsafeMutableBufferPointer { rowBuffer in
        // Each half touches only its own stream, output and size.
        nonisolated(unsafe) let base = rowBuffer.baseAddress!
        nonisolated(unsafe) let halves = (streams, outputs, sizes, tail)
        let primed = tailCount
        let middle = total / 2
        DispatchQueue.concurrentPerform(iterations: 2) { half in
          let (streams, outputs, sizes, tail) = halves
          let stream = streams + half
          let start = half == 0 ? 0 : middle
          deflateReset(stream)
          if half == 1 {
            let length = min(window, middle)
            if length > 0 { deflateSetDictionary(stream, base + middle - length, UInt32(length)) }
          } else if primed > 0 {
            deflateSetDictionary(stream, tail, UInt32(primed))
          }
          stream.pointee.next_in = base + start
          stream.pointee.avail_in = UInt32((half == 0 ? middle : total) - start)
          stream.pointee.next_out = outputs[half]
          stream.pointee.avail_out = UInt32(capacity)
          let status = deflate(stream, last && half == 1 ? Z_FINISH : Z_SYNC_FLUSH)
          sizes[half] = capacity - Int(stream.pointee.avail_out)
          if stream.pointee.avail_out == 0 || (status != Z_OK && status != Z_STREAM_END) {
            sizes[half] = -1
          }
        }
        adler = adler32(adler, base, UInt32(total))
        if total >= window {
          tail.update(from: base + total - window, count: window)
          tailCount = window
        } else {
          let keep = min(tailCount, window - total)
          memmove(tail, tail + tailCount - keep, keep)
          (tail + keep).update(from: base, count: total)
          tailCount = keep + total
        }
      }
      guard sizes[0] >= 0, sizes[1] >= 0 else { throw RenderError.cairo("zlib could not compress") }
      var data: [UInt8] = top == 0 ? [0x78, 0x9C] : []
      data.append(contentsOf: UnsafeBufferPointer(start: outputs[0], count: sizes[0]))
      data.append(contentsOf: UnsafeBufferPointer(start: outputs[1], count: sizes[1]))
      if last { appendBigEndian(UInt32(truncatingIfNeeded: adler), to: &data) }
      appendChunk("IDAT", data, to: &out)
      top += count
    }
    appendChunk("IEND", [], to: &out)
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
    let rawWords = UnsafeMutableRawPointer(raw).assumingMemoryBound(to: UInt32.self)
    for x in 0..<width {
      let pixel = words[x]
      let alpha = pixel >> 24
      if alpha == 255 || alpha == 0 {
        // Opaque or clear (all zero, premultiplied): only reorder BGRA to RGBA.
        rawWords[x] =
          (pixel & 0xFF00_FF00 | (pixel >> 16) & 0xFF | (pixel & 0xFF) << 16).littleEndian
        continue
      }
      func straight(_ value: UInt32) -> UInt32 {
        min(255, ((value & 0xFF) * 255 + alpha / 2) / alpha)
      }
      rawWords[x] =
        (straight(pixel >> 16) | straight(pixel >> 8) << 8 | straight(pixel) << 16 | alpha << 24)
        .littleEndian
    }
    // Sum of |byte| (as signed) under each filter; the first pixel has nothing to its left.
    var subCost: UInt32 = 0
    var upCost: UInt32 = 0
    for index in 0..<min(4, count) {
      subCost &+= UInt32(Int8(bitPattern: raw[index]).magnitude)
      upCost &+= UInt32(Int8(bitPattern: raw[index] &- previous[index]).magnitude)
    }
    var index = 4
    while index < count {
      let value = raw[index]
      subCost &+= UInt32(Int8(bitPattern: value &- raw[index - 4]).magnitude)
      upCost &+= UInt32(Int8(bitPattern: value &- previous[index]).magnitude)
      index &+= 1
    }
    if upCost <= subCost {
      row[0] = 2  // Up
      for index in 0..<count { row[1 + index] = raw[index] &- previous[index] }
    } else {
      row[0] = 1  // Sub
      (row + 1).update(from: raw, count: min(4, count))
      var index = 4
      while index < count {
        row[1 + index] = raw[index] &- raw[index - 4]
        index &+= 1
      }
    }
    previous.update(from: raw, count: count)
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
    let start = out.count
    out += Array(type.utf8)
    out += data
    let crc =
      out[start...].withContiguousStorageIfAvailable {
        crc32(0, $0.baseAddress, UInt32($0.count))
      }
      ?? Array(out[start...]).withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) }
    appendBigEndian(UInt32(truncatingIfNeeded: crc), to: &out)
  }
}
