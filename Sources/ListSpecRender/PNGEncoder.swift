import CPangoCairo
import Dispatch

/// Writes PNG (8-bit RGBA) from a picture drawn band by band into one cairo image surface, so
/// a list may be taller than cairo's 32,767-pixel surfaces and memory stays at one band.
/// Rows use PNG's Sub or Up filter, whichever leaves smaller values; each band is filtered and
/// deflated in two halves on both cores by `DeflateWriter`, which is built for what that
/// leaves of a list picture (mostly runs of zeros), into one zlib stream.
enum PNGEncoder {
  /// PNG's own limit on a side (2³¹ − 1).
  static let maximumSide = Int(Int32.max)

  /// Encodes a `width` × `height` image; `drawBand(surface, top)` draws rows `top…` into the
  /// band surface (ARGB32, `bandHeight` rows, cleared to transparent before each call).
  static func encode(
    width: Int, height: Int, bandHeight: Int = 4096,
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
    let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: rowLength * bandRows)
    // The last source row of the band before, which the next band's first row is compared
    // with and filtered against.
    let lastSource = UnsafeMutablePointer<UInt8>.allocate(capacity: width * 4)
    // Per half: its coder, the straight RGBA of the row it is at and of the row above, and
    // the Adler-32 of its filtered rows.
    let writers = UnsafeMutablePointer<DeflateWriter>.allocate(capacity: 2)
    let raws = UnsafeMutablePointer<UInt8>.allocate(capacity: 4 * width * 4)
    let adlers = UnsafeMutablePointer<UInt>.allocate(capacity: 2)
    for half in 0..<2 {
      (writers + half).initialize(to: DeflateWriter(capacity: (bandRows + 1) / 2 * rowLength))
    }
    defer {
      for half in 0..<2 { writers[half].deallocate() }
      writers.deallocate()
      rows.deallocate()
      lastSource.deallocate()
      raws.deallocate()
      adlers.deallocate()
    }

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
      let last = top + count >= height
      let middle = count / 2
      // Each half touches only its own rows, writer, buffers and Adler-32.
      nonisolated(unsafe) let shared = (
        cairo_image_surface_get_data(surface)!, rows, lastSource, writers, raws, adlers
      )
      let first = top == 0
      DispatchQueue.concurrentPerform(iterations: 2) { half in
        let (pixels, rows, lastSource, writers, raws, adlers) = shared
        let start = half == 0 ? 0 : middle
        let end = half == 0 ? middle : count
        let raw = raws + half * 2 * width * 4
        let previous = raw + width * 4
        // The row above the half's first: in the band, in the band before, or none.
        var above: UnsafeMutablePointer<UInt8>? =
          start > 0 ? pixels + (start - 1) * stride : first ? nil : lastSource
        if let above {
          straightRGBA(above, width: width, into: previous)
        } else {
          previous.initialize(repeating: 0, count: width * 4)
        }
        var sum = adler32(0, nil, 0)
        for y in start..<end {
          let source = pixels + y * stride
          let row = rows + y * rowLength
          if filterRow(
            source, above: above, width: width, raw: raw, previous: previous, into: row)
          {
            sum = adler32Repeated(sum, zeros: width * 4)
          } else {
            sum = adler32(sum, row, UInt32(rowLength))
          }
          above = source
        }
        adlers[half] = sum
        writers[half].compress(
          rows + start * rowLength, count: (end - start) * rowLength, final: last && half == 1)
      }
      if !last {
        lastSource.update(
          from: cairo_image_surface_get_data(surface)! + (count - 1) * stride, count: width * 4)
      }
      for half in 0..<2 {
        let length = (half == 0 ? middle : count - middle) * rowLength
        if length > 0 { adler = adler32_combine(adler, adlers[half], off_t(length)) }
      }
      var data: [UInt8] = first ? [0x78, 0x9C] : []
      data.reserveCapacity(writers[0].outputCount + writers[1].outputCount + 6)
      for half in 0..<2 {
        data.append(
          contentsOf: UnsafeBufferPointer(
            start: writers[half].output, count: writers[half].outputCount))
      }
      if last { appendBigEndian(UInt32(truncatingIfNeeded: adler), to: &data) }
      appendChunk("IDAT", data, to: &out)
      top += count
    }
    appendChunk("IEND", [], to: &out)
    return out
  }

  /// The Adler-32 `sum` continued over a row filtered as Up that repeats the row above: the
  /// filter byte 2 and `zeros` zeros, in constant time.
  static func adler32Repeated(_ sum: UInt, zeros: Int) -> UInt {
    let modulus: UInt = 65521
    let a = (sum & 0xFFFF + 2) % modulus
    let b = ((sum >> 16) + a + UInt(zeros) % modulus * a) % modulus
    return b << 16 | a
  }

  /// Cairo's premultiplied native-endian ARGB to straight RGBA.
  private static func straightRGBA(
    _ source: UnsafeMutablePointer<UInt8>, width: Int, into raw: UnsafeMutablePointer<UInt8>
  ) {
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
  }

  /// One row, filtered into `row` with Sub or Up, whichever leaves smaller values (libpng's
  /// heuristic over two filters: Up wins on the many rows a list repeats, Sub within rows).
  /// `previous` holds the straight RGBA of the row above and is left holding this row's;
  /// `raw` is scratch. Returns whether the row repeats `above` (then all zeros under Up).
  private static func filterRow(
    _ source: UnsafeMutablePointer<UInt8>, above: UnsafeMutablePointer<UInt8>?, width: Int,
    raw: UnsafeMutablePointer<UInt8>, previous: UnsafeMutablePointer<UInt8>,
    into row: UnsafeMutablePointer<UInt8>
  ) -> Bool {
    let count = width * 4
    if let above, memcmp(source, above, count) == 0 {
      row[0] = 2
      (row + 1).initialize(repeating: 0, count: count)
      return true
    }
    straightRGBA(source, width: width, into: raw)
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
    return false
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
