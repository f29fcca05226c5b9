import CPangoCairo
import Foundation
import ListSpec

/// Writes PNG (8-bit RGBA) from a picture drawn band by band into cairo image surfaces, so a
/// list may be taller than cairo's 32,767-pixel surfaces and memory stays at two bands.
/// Rows use PNG's Sub or Up filter, whichever leaves smaller values; each band is filtered and
/// deflated in two halves on both cores by `DeflateWriter`, which is built for what that
/// leaves of a list picture (mostly runs of zeros), into one zlib stream, while the next band
/// is drawn into the other surface.
enum PNGEncoder {
  /// PNG's own limit on a side (2³¹ − 1).
  static let maximumSide = Int(Int32.max)

  /// Encodes a `width` × `height` image; `drawBand(surface, top)` draws rows `top…` into a
  /// band surface (ARGB32, `bandHeight` rows, cleared to transparent before each call unless
  /// `paintsEveryPixel`: the drawing's first step covers every pixel with an opaque colour, so
  /// what was there before cannot show). It is called on the caller's thread, one band at a
  /// time, in order.
  static func encode(
    width: Int, height: Int, bandHeight: Int = 4096, paintsEveryPixel: Bool = false,
    drawBand: (OpaquePointer, Int) throws -> Void
  ) throws -> [UInt8] {
    var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var header: [UInt8] = []
    appendBigEndian(UInt32(width), to: &header)
    appendBigEndian(UInt32(height), to: &header)
    header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, adaptive filters, no interlace
    appendChunk("IHDR", header, to: &out)

    let bandRows = max(1, min(bandHeight, height))
    let rowLength = 1 + width * 4
    // Each half filters a few rows at a time (about 256 KiB, which stay in the cache) into its
    // own part of `rows`, after the last 32 KiB of the rows before (for matches to reach), and
    // hands them to its writer.
    let window = 32768
    let chunkRows = max(1, min((bandRows + 1) / 2, 262_144 / rowLength))
    let chunkCapacity = window + chunkRows * rowLength
    let scratch = Scratch.take(
      width: width, chunkCapacity: chunkCapacity, writerCapacity: (bandRows + 1) / 2 * rowLength)
    defer { Scratch.putBack(scratch) }
    let rows = scratch.rows
    let lastSource = scratch.lastSource
    let writers = scratch.writers
    let raws = scratch.raws

    // Two surfaces when there is more than one band: one drawn while the other is encoded.
    // The second is no taller than the rows after the first band (all of them for two bands).
    // Their pixels are the scratch's, kept for the next picture when small: a new surface
    // of cairo's own is zeroed by calloc, which cost as much as drawing a short list.
    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(max(1, width))))
    let surfaceRows = [bandRows, min(bandRows, height - bandRows)].filter { $0 > 0 }
    let surfaceMemory = scratch.surfacePixels(count: surfaceRows.reduce(0, +) * stride)
    var offset = 0
    let surfaces = surfaceRows.map { count in
      defer { offset += count * stride }
      return cairo_image_surface_create_for_data(
        surfaceMemory + offset, CAIRO_FORMAT_ARGB32, Int32(max(1, width)), Int32(count),
        Int32(stride))!
    }
    defer { surfaces.forEach(cairo_surface_destroy) }

    // The pixels may hold an earlier picture, or anything: cleared unless every one will be
    // painted over.
    func draw(_ surface: OpaquePointer, _ top: Int) throws {
      if !paintsEveryPixel {
        let clear = cairo_create(surface)!
        cairo_set_operator(clear, CAIRO_OPERATOR_CLEAR)
        cairo_paint(clear)
        cairo_destroy(clear)
      }
      try drawBand(surface, top)
      cairo_surface_flush(surface)
    }

    var adler = adler32(0, nil, 0)
    var top = 0
    var band = 0
    try draw(surfaces[0], 0)
    while top < height {
      let surface = surfaces[band % surfaces.count]
      let count = min(bandRows, height - top)
      let last = top + count >= height
      let middle = count / 2
      // Each half touches only its own rows, writer, buffers and Adler-32.
      nonisolated(unsafe) let shared = (
        cairo_image_surface_get_data(surface)!, rows, lastSource, writers, raws
      )
      let first = top == 0
      scratch.halves.start { half in
        let (pixels, rows, lastSource, writers, raws) = shared
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
        let buffer = rows + half * chunkCapacity
        let chunk = buffer + window
        var history = 0
        // `previous` holds the straight RGBA of the row above until a row is filtered from
        // its source pixels alone (then the row above is known to be opaque or clear).
        var state = FilterState(previousIsCurrent: true, aboveIsOpaqueOrClear: above == nil)
        writers[half].begin()
        var y = start
        while y < end {
          let chunkEnd = min(end, y + chunkRows)
          for row in y..<chunkEnd {
            let source = pixels + row * stride
            filterRow(
              source, above: above, width: width, raw: raw, previous: previous,
              state: &state, into: chunk + (row - y) * rowLength)
            above = source
          }
          let count = (chunkEnd - y) * rowLength
          writers[half].append(chunk, count: count, history: history)
          // Keep the last 32 KiB (or all there is) just before where the next rows go.
          let kept = min(window, history + count)
          memmove(chunk - kept, chunk + count - kept, kept)
          history = kept
          y = chunkEnd
        }
        writers[half].finish(final: last && half == 1)
      }
      // The next band is drawn meanwhile, into the other surface.
      var drawError: Error?
      if !last {
        do { try draw(surfaces[(band + 1) % surfaces.count], top + count) } catch {
          drawError = error
        }
      }
      scratch.halves.wait()
      if let drawError { throw drawError }
      if !last {
        // This band's surface is drawn over while the next band is encoded: keep its last row.
        lastSource.update(
          from: cairo_image_surface_get_data(surface)! + (count - 1) * stride, count: width * 4)
      }
      for half in 0..<2 {
        let length = (half == 0 ? middle : count - middle) * rowLength
        if length > 0 { adler = adler32_combine(adler, writers[half].adler, off_t(length)) }
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
      band += 1
    }
    appendChunk("IEND", [], to: &out)
    return out
  }

  /// The encoder's own buffers, kept after an encode for the next one. Allocating them for
  /// each picture cost about as much as encoding a short one: their pages fault in anew, and
  /// freeing them let malloc hand the top of the heap back (trim), so the band surfaces
  /// faulted in anew as well (mail at 3x: some 300 page faults a render, none when kept).
  final class Scratch: @unchecked Sendable {
    let width: Int
    let chunkCapacity: Int
    /// Per half: room for its rows after the 32 KiB before them.
    let rows: UnsafeMutablePointer<UInt8>
    /// The last source row of the band before, which the next band's first row is compared
    /// with and filtered against.
    let lastSource: UnsafeMutablePointer<UInt8>
    /// Per half: its coder, which keeps the Adler-32 of its filtered rows.
    let writers: UnsafeMutablePointer<DeflateWriter>
    /// Per half: the straight RGBA of the row it is at and of the row above.
    let raws: UnsafeMutablePointer<UInt8>
    /// The two threads that encode a band's halves, kept with the buffers.
    let halves = HalfThreads()
    /// The band surfaces' pixels (`surfacePixels`).
    private var surfaceBytes: UnsafeMutablePointer<UInt8>?
    private var surfaceCapacity = 0
    /// Surface pixels up to this size are kept for the next picture (two bands of a short
    /// list at 3x are about 5 MB); larger ones, of tall lists, are freed after the encode.
    static let keptSurfaceBytes = 16 << 20

    /// At least `count` bytes for the band surfaces, of any content.
    func surfacePixels(count: Int) -> UnsafeMutablePointer<UInt8> {
      if let surfaceBytes, surfaceCapacity >= count { return surfaceBytes }
      surfaceBytes?.deallocate()
      let bytes = UnsafeMutableRawPointer.allocate(byteCount: max(1, count), alignment: 64)
      surfaceBytes = bytes.bindMemory(to: UInt8.self, capacity: max(1, count))
      surfaceCapacity = count
      return surfaceBytes!
    }

    /// Frees the surface pixels if they are too large to keep.
    fileprivate func trimSurfacePixels() {
      guard surfaceCapacity > Scratch.keptSurfaceBytes else { return }
      surfaceBytes?.deallocate()
      surfaceBytes = nil
      surfaceCapacity = 0
    }

    private init(width: Int, chunkCapacity: Int, writerCapacity: Int) {
      self.width = width
      self.chunkCapacity = chunkCapacity
      rows = .allocate(capacity: 2 * chunkCapacity)
      lastSource = .allocate(capacity: width * 4)
      raws = .allocate(capacity: 4 * width * 4)
      writers = .allocate(capacity: 2)
      for half in 0..<2 { (writers + half).initialize(to: DeflateWriter(capacity: writerCapacity)) }
    }

    deinit {
      halves.stop()
      surfaceBytes?.deallocate()
      for half in 0..<2 { writers[half].deallocate() }
      writers.deallocate()
      rows.deallocate()
      lastSource.deallocate()
      raws.deallocate()
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var spare: Scratch?

    /// The kept buffers if they are large enough and no other encode has them, else new ones.
    static func take(width: Int, chunkCapacity: Int, writerCapacity: Int) -> Scratch {
      let kept = lock.withLock {
        let kept = spare
        spare = nil
        return kept
      }
      if let kept, kept.width >= width, kept.chunkCapacity >= chunkCapacity,
        kept.writers[0].capacity >= writerCapacity
      {
        return kept
      }
      return Scratch(width: width, chunkCapacity: chunkCapacity, writerCapacity: writerCapacity)
    }

    /// Keeps `scratch` for the next encode (in place of any kept before).
    static func putBack(_ scratch: Scratch) {
      scratch.trimSurfacePixels()
      lock.withLock { spare = scratch }
    }
  }

  /// Two threads of our own that run a band's two halves at once while the caller draws the
  /// next band. (`DispatchQueue.concurrentPerform`, called from a global queue, ran the halves
  /// one after the other on a 2-core machine while the caller was drawing: encoding a band took
  /// twice as long as it needed to.) A half whose thread could not be started runs on the
  /// caller's thread in `wait`.
  final class HalfThreads: @unchecked Sendable {
    private let condition = ThreadCondition()
    // Guarded by `condition`.
    private var job: (@Sendable (Int) -> Void)?
    private var generation = 0
    private var finished = 0
    private var stopping = false
    private var started = 0

    init() {
      for half in 0..<2 {
        // The thread keeps `self` until `stop`.
        guard startThread(stackSize: 256 << 10, { [self] in work(half) }) else { break }
        started += 1
      }
    }

    private func work(_ half: Int) {
      condition.lock()
      var seen = 0
      while true {
        while generation == seen && !stopping { condition.wait() }
        if stopping { break }
        seen = generation
        let job = job!
        condition.unlock()
        job(half)
        condition.lock()
        finished += 1
        condition.broadcast()
      }
      condition.unlock()
    }

    /// Starts `job(0)` and `job(1)`; `wait` before the next `start`.
    func start(_ job: @escaping @Sendable (Int) -> Void) {
      condition.lock()
      self.job = job
      finished = 0
      generation += 1
      condition.broadcast()
      condition.unlock()
    }

    /// Returns when both halves of the last `start` are done.
    func wait() {
      condition.lock()
      let job = job!
      let missing = started
      condition.unlock()
      for half in missing..<2 { job(half) }
      condition.lock()
      while finished < started { condition.wait() }
      self.job = nil
      condition.unlock()
    }

    /// Ends the threads (after the running halves, if any).
    func stop() {
      condition.lock()
      stopping = true
      condition.broadcast()
      condition.unlock()
    }
  }

  /// Cairo's premultiplied native-endian ARGB to straight RGBA, four pixels a step where
  /// all four are opaque or clear (nearly all of a list picture). Returns whether all were.
  @discardableResult
  private static func straightRGBA(
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
  private static func straightPixel(
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

  /// What `filterRow` knows of the row above, carried from row to row.
  struct FilterState {
    /// `previous` holds the straight RGBA of the row above.
    var previousIsCurrent: Bool
    /// Every pixel of the row above is opaque or clear (or there is no row above), so its
    /// straight RGBA is its source bytes reordered.
    var aboveIsOpaqueOrClear: Bool
  }

  /// One row, filtered into `row` with Sub or Up, whichever leaves smaller values (libpng's
  /// heuristic over two filters: Up wins on the many rows a list repeats, Sub within rows).
  /// `previous` holds the straight RGBA of the row above when `state` says so, and is
  /// brought up to date when needed; `raw` is scratch. Returns whether the row repeats
  /// `above` (then all zeros under Up).
  @discardableResult
  private static func filterRow(
    _ source: UnsafeMutablePointer<UInt8>, above: UnsafeMutablePointer<UInt8>?, width: Int,
    raw: UnsafeMutablePointer<UInt8>, previous: UnsafeMutablePointer<UInt8>,
    state: inout FilterState, into row: UnsafeMutablePointer<UInt8>
  ) -> Bool {
    let count = width * 4
    if let above, memcmp(source, above, count) == 0 {
      row[0] = 2
      (row + 1).initialize(repeating: 0, count: count)
      return true
    }
    // Both rows opaque or clear (nearly every row of a list picture): filtering commutes with
    // reordering BGRA to RGBA, so filter the source bytes and reorder the result, with no
    // conversion pass and no copy of the row.
    if state.aboveIsOpaqueOrClear,
      filterOpaqueOrClearRow(source, above: above ?? previous, count: count, into: row)
    {
      state.previousIsCurrent = false
      return false
    }
    if !state.previousIsCurrent, let above { straightRGBA(above, width: width, into: previous) }
    state.previousIsCurrent = true
    state.aboveIsOpaqueOrClear = straightRGBA(source, width: width, into: raw)
    // Sum of |byte| (as signed) under each filter; the first pixel has nothing to its left.
    // Sixteen bytes a step, gathered in 16-bit lanes (pairs of bytes) that are emptied into
    // 32-bit totals before they could overflow.
    let rawBytes = UnsafeRawPointer(raw)
    let previousBytes = UnsafeRawPointer(previous)
    var subCost: UInt32 = 0
    var upCost: UInt32 = 0
    for index in 0..<min(4, count) {
      subCost &+= UInt32(Int8(bitPattern: raw[index]).magnitude)
      upCost &+= UInt32(Int8(bitPattern: raw[index] &- previous[index]).magnitude)
    }
    var index = 4
    while index + 16 <= count {
      var subLanes = SIMD8<UInt16>()
      var upLanes = SIMD8<UInt16>()
      let end = min(count - 16, index + 16 * 254)
      while index <= end {
        let value = rawBytes.loadUnaligned(fromByteOffset: index, as: SIMD16<Int8>.self)
        let left = rawBytes.loadUnaligned(fromByteOffset: index - 4, as: SIMD16<Int8>.self)
        let up = previousBytes.loadUnaligned(fromByteOffset: index, as: SIMD16<Int8>.self)
        subLanes &+= magnitudes(value &- left)
        upLanes &+= magnitudes(value &- up)
        index += 16
      }
      subCost &+= total(subLanes)
      upCost &+= total(upLanes)
    }
    while index < count {
      let value = raw[index]
      subCost &+= UInt32(Int8(bitPattern: value &- raw[index - 4]).magnitude)
      upCost &+= UInt32(Int8(bitPattern: value &- previous[index]).magnitude)
      index &+= 1
    }
    let out = UnsafeMutableRawPointer(row + 1)
    if upCost <= subCost {
      row[0] = 2  // Up
      var index = 0
      while index + 16 <= count {
        let value = rawBytes.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
        let up = previousBytes.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
        out.storeBytes(of: value &- up, toByteOffset: index, as: SIMD16<UInt8>.self)
        index += 16
      }
      while index < count {
        row[1 + index] = raw[index] &- previous[index]
        index += 1
      }
    } else {
      row[0] = 1  // Sub
      (row + 1).update(from: raw, count: min(4, count))
      var index = 4
      while index + 16 <= count {
        let value = rawBytes.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
        let left = rawBytes.loadUnaligned(fromByteOffset: index - 4, as: SIMD16<UInt8>.self)
        out.storeBytes(of: value &- left, toByteOffset: index, as: SIMD16<UInt8>.self)
        index += 16
      }
      while index < count {
        row[1 + index] = raw[index] &- raw[index - 4]
        index += 1
      }
    }
    previous.update(from: raw, count: count)
    return false
  }

  /// The magnitudes of sixteen signed differences, summed in pairs into 16-bit lanes (the
  /// Sub/Up cost of sixteen bytes).
  @inline(__always)
  private static func magnitudes(_ difference: SIMD16<Int8>) -> SIMD8<UInt16> {
    let sign = difference &>> 7
    let pairs = unsafeBitCast((difference ^ sign) &- sign, to: SIMD8<UInt16>.self)
    return pairs & 0xFF &+ pairs &>> 8
  }

  /// The sum of the lanes.
  @inline(__always)
  private static func total(_ lanes: SIMD8<UInt16>) -> UInt32 {
    var sum: UInt32 = 0
    for lane in 0..<8 { sum &+= UInt32(lanes[lane]) }
    return sum
  }

  /// `filterRow` for a row whose pixels and those of `above` are all opaque or clear: costs
  /// (sampled) and filtered bytes straight from the premultiplied source (`above` all zeros
  /// for the first row). Returns false, writing nothing, when a pixel of the row is
  /// translucent.
  private static func filterOpaqueOrClearRow(
    _ source: UnsafeMutablePointer<UInt8>, above: UnsafeMutablePointer<UInt8>, count: Int,
    into row: UnsafeMutablePointer<UInt8>
  ) -> Bool {
    let sourceBytes = UnsafeRawPointer(source)
    let aboveBytes = UnsafeRawPointer(above)
    @inline(__always) func reordered(_ bytes: SIMD16<UInt8>) -> SIMD16<UInt8> {
      let pixels = unsafeBitCast(bytes, to: SIMD4<UInt32>.self)
      return unsafeBitCast(
        pixels & 0xFF00_FF00 | (pixels &>> 16) & 0xFF | (pixels & 0xFF) &<< 16,
        to: SIMD16<UInt8>.self)
    }
    // Groups of four pixels; the first group's left neighbours are the zeros before the row,
    // and pixels past the last whole group go one at a time.
    let vectorEnd = count & ~15
    @inline(__always) func left(_ index: Int, _ value: SIMD16<UInt8>) -> SIMD16<UInt8> {
      index == 0
        ? value.shifted4
        : sourceBytes.loadUnaligned(fromByteOffset: index - 4, as: SIMD16<UInt8>.self)
    }
    var translucent = SIMD4<UInt32>()
    var subCost: UInt32 = 0
    var upCost: UInt32 = 0
    var index = 0
    while index < vectorEnd {
      var subLanes = SIMD8<UInt16>()
      var upLanes = SIMD8<UInt16>()
      let end = min(vectorEnd, index + 16 * 255)
      while index < end {
        let value = sourceBytes.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
        // Alpha 255 or 0 (all zero, premultiplied) ⇔ alpha + 1 has no bit in 0xFE.
        translucent |= (unsafeBitCast(value, to: SIMD4<UInt32>.self) &>> 24 &+ 1) & 0xFE
        // Costs from every fourth group only: the choice between Sub and Up needs no more
        // (files within 1% of costing every byte; mail at 3x 7% fewer instructions a render).
        if index & 63 == 0 {
          let up = aboveBytes.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
          subLanes &+= magnitudes(
            unsafeBitCast(value &- left(index, value), to: SIMD16<Int8>.self))
          upLanes &+= magnitudes(unsafeBitCast(value &- up, to: SIMD16<Int8>.self))
        }
        index += 16
      }
      subCost &+= total(subLanes)
      upCost &+= total(upLanes)
    }
    if translucent != .zero { return false }
    while index < count {
      let value = source[index]
      if index & 3 == 3 && (value &+ 1) & 0xFE != 0 { return false }
      subCost &+= UInt32(Int8(bitPattern: value &- (index >= 4 ? source[index - 4] : 0)).magnitude)
      upCost &+= UInt32(Int8(bitPattern: value &- above[index]).magnitude)
      index += 1
    }
    let out = UnsafeMutableRawPointer(row + 1)
    let useUp = upCost <= subCost
    row[0] = useUp ? 2 : 1
    index = 0
    if useUp {
      while index < vectorEnd {
        let value = sourceBytes.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
        let up = aboveBytes.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
        out.storeBytes(of: reordered(value &- up), toByteOffset: index, as: SIMD16<UInt8>.self)
        index += 16
      }
    } else {
      while index < vectorEnd {
        let value = sourceBytes.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
        out.storeBytes(
          of: reordered(value &- left(index, value)), toByteOffset: index, as: SIMD16<UInt8>.self)
        index += 16
      }
    }
    while index < count {
      let value = sourceBytes.loadUnaligned(fromByteOffset: index, as: UInt32.self)
      let reference =
        useUp
        ? aboveBytes.loadUnaligned(fromByteOffset: index, as: UInt32.self)
        : index == 0 ? 0 : sourceBytes.loadUnaligned(fromByteOffset: index - 4, as: UInt32.self)
      let difference = unsafeBitCast(
        unsafeBitCast(value, to: SIMD4<UInt8>.self)
          &- unsafeBitCast(reference, to: SIMD4<UInt8>.self), to: UInt32.self)
      out.storeBytes(
        of: difference & 0xFF00_FF00 | (difference >> 16) & 0xFF | (difference & 0xFF) << 16,
        toByteOffset: index, as: UInt32.self)
      index += 4
    }
    return true
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

extension SIMD16<UInt8> {
  /// The bytes four places on: four zeros, then the first twelve (a row's first pixels'
  /// left neighbours).
  fileprivate var shifted4: SIMD16<UInt8> {
    var result = SIMD16<UInt8>()
    for lane in 4..<16 { result[lane] = self[lane - 4] }
    return result
  }
}
