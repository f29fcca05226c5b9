import CPangoCairo
import Foundation
import ListSpec

/// Writes PNG (8-bit RGB or RGBA) from a picture drawn band by band into cairo image surfaces, so a
/// list may be taller than cairo's 32,767-pixel surfaces and memory stays at a few bands.
/// Rows use PNG's Up filter, or Sub where it leaves fewer chunks of 64 bytes that are not all
/// zero; the filter marks those chunks for the coder. The rows are cut into pieces of at most
/// 1 MiB, each filtered and deflated on its own by `DeflateWriter` (built for what filtering
/// leaves of a list picture: mostly runs of zeros) and joined into one zlib stream. Threads of
/// our own (one fewer than the cores) take pieces as soon as their band is drawn, and the
/// caller takes them too whenever it has no band to draw, so every core stays busy and
/// encoding starts with the first band, not after the whole picture.
enum PNGEncoder {
  /// PNG's own limit on a side (2³¹ − 1).
  static let maximumSide = Int(Int32.max)

  /// For the PNG benchmark (`CairoRenderer.setPNGTimeline`): told of each band drawn and
  /// each piece coded, on which thread (the caller's is the last), from when to when
  /// (`monotonicNanoseconds()`).
  nonisolated(unsafe) static var timeline:
    (@Sendable (_ thread: Int, _ isDrawing: Bool, _ start: UInt64, _ end: UInt64) -> Void)?

  /// Encodes a `width` × `height` image; `drawBand(surface, top)` draws rows `top…` into a
  /// band surface (ARGB32, as many rows as the band has, cleared to transparent before each
  /// call unless `paintsEveryPixel`: the drawing's first step covers every pixel with an
  /// opaque colour, so what was there before cannot show). It is called on the caller's
  /// thread, one band at a time, in order. The bands are `bands` rows each, top to bottom
  /// (they add up to `height`), or else `bandHeight` rows each (the last one fewer).
  ///
  /// A picture that paints every pixel is written as RGB (PNG colour type 2): its pixels are
  /// all opaque (painted over an opaque fill), so alpha says nothing, and a quarter fewer
  /// bytes are filtered and coded. Should drawing leave a pixel that is not opaque all the
  /// same (drawn with cairo's SOURCE or CLEAR operator, say), every band is drawn again, from
  /// the first, cleared first, and the picture written as RGBA. (A pixel the drawing does not
  /// cover at all is not found: it shows what the band's memory held, as the contract of
  /// `paintsEveryPixel` says.)
  static func encode(
    width: Int, height: Int, bandHeight: Int = 4096, bands: [Int]? = nil,
    paintsEveryPixel: Bool = false, drawBand: (OpaquePointer, Int) throws -> Void
  ) throws -> [UInt8] {
    if paintsEveryPixel,
      let png = try encode(
        width: width, height: height, bandHeight: bandHeight, bands: bands, opaque: true,
        drawBand: drawBand)
    {
      return png
    }
    return try encode(
      width: width, height: height, bandHeight: bandHeight, bands: bands, opaque: false,
      drawBand: drawBand)!
  }

  /// `encode`, as RGB without clearing the bands when `opaque`, else as RGBA; nil when
  /// `opaque` and a pixel was not.
  private static func encode(
    width: Int, height: Int, bandHeight: Int, bands: [Int]?, opaque: Bool,
    drawBand: (OpaquePointer, Int) throws -> Void
  ) throws -> [UInt8]? {
    var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var header: [UInt8] = []
    appendBigEndian(UInt32(width), to: &header)
    appendBigEndian(UInt32(height), to: &header)
    // 8 bits, RGB or RGBA, deflate, adaptive filters, no interlace.
    header += [8, opaque ? 2 : 6, 0, 0, 0]
    appendChunk("IHDR", header, to: &out)

    let bandRows =
      bands
      ?? Swift.stride(from: 0, to: height, by: max(1, bandHeight)).map {
        min(max(1, bandHeight), height - $0)
      }
    precondition(bandRows.allSatisfy { $0 > 0 } && bandRows.reduce(0, +) == height)
    let bandCount = bandRows.count
    let bandTops = bandRows.dropLast().reduce(into: [0]) { $0.append($0.last! + $1) }
    let tallestBand = bandRows.max()!
    let pixelBytes = opaque ? 3 : 4
    let rowLength = 1 + width * pixelBytes
    // Each piece's band and rows; `firstPiece[band]` is the band's first piece (and
    // `firstPiece[bandCount]` the number of pieces). A piece's filtered rows (at most 1 MiB)
    // stay in the cache between filtering and matching. Each band is cut into pieces of
    // equal height, the last band (or two) into two at least, so that the threads share the
    // coding left when drawing is done. (One piece for each band of a short list, against two of
    // at most 512 KiB: 4–7% fewer instructions a render, files within 0.7%.)
    let (pieces, firstPiece) = {
      var pieces: [(band: Int, top: Int, count: Int)] = []
      var firstPiece: [Int] = []
      let rowsPerPiece = max(1, 1_048_576 / rowLength)
      // The bands cut in two: the last, and the one before it too when the last is less than
      // half the tallest (a list's bands end between cells, so the last may be a sliver).
      let splitsFrom =
        bandCount - (bandCount >= 2 && bandRows[bandCount - 1] * 2 < tallestBand ? 2 : 1)
      for band in 0..<bandCount {
        firstPiece.append(pieces.count)
        let top = bandTops[band]
        let rows = bandRows[band]
        let count = max((rows + rowsPerPiece - 1) / rowsPerPiece, splitsFrom <= band ? 2 : 1)
        let pieceRows = (rows + count - 1) / count
        for pieceTop in Swift.stride(from: top, to: top + rows, by: pieceRows) {
          pieces.append((band, pieceTop, min(pieceRows, top + rows - pieceTop)))
        }
      }
      firstPiece.append(pieces.count)
      return (pieces, firstPiece)
    }()
    let pieceRows = pieces.map { $0.count }.max()!
    let scratch = Scratch.take(width: width, pieceCapacity: pieceRows * rowLength)
    defer { Scratch.putBack(scratch) }

    // Bands drawn ahead of the encoding: up to four when bands are small, two when large
    // (a band of a tall list is 4096 rows). Their pixels are the scratch's, kept for the next
    // picture when small: a new surface of cairo's own is zeroed by calloc, which cost as
    // much as drawing a short list. Each band gets a surface of its own height over its
    // slot's pixels.
    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(max(1, width))))
    let slotCount = min(bandCount, tallestBand * stride <= 4 << 20 ? 4 : 2)
    let surfaceMemory = scratch.surfacePixels(count: slotCount * tallestBand * stride)
    nonisolated(unsafe) let pixels = (0..<slotCount).map {
      surfaceMemory + $0 * tallestBand * stride
    }

    // Band `band` is in slot `band % slotCount`. The first piece of a band filters against
    // the last row of the band before, so a slot is drawn over only when its band's pieces
    // and the next band's first piece are done.
    let queue = PieceQueue(pieceCount: pieces.count, slotCount: slotCount)
    let workers = scratch.workers
    let timeline = PNGEncoder.timeline
    @Sendable func encodePiece(_ index: Int, worker: Int) -> PieceOutput {
      let start = timeline == nil ? 0 : monotonicNanoseconds()
      defer { timeline?(worker, false, start, monotonicNanoseconds()) }
      let (band, top, count) = pieces[index]
      let inBand = top - bandTops[band]
      let bandPixels = pixels[band % slotCount]
      var above: UnsafeMutablePointer<UInt8>? =
        inBand > 0
        ? bandPixels + (inBand - 1) * stride
        : band == 0 ? nil : pixels[(band - 1) % slotCount] + (bandRows[band - 1] - 1) * stride
      let resources = workers[worker]
      let writer = resources.writer
      writer.pointee.begin()
      let raw = resources.raws
      let previous = raw + width * 4
      if opaque {
        // The first row is filtered against a row of opaque black (in `raw`): as PNG's zeros
        // in RGB, and unlike the zeros of a clear pixel (which must be found, see
        // `filterOpaqueRow`).
        if above == nil {
          for x in 0..<width {
            UnsafeMutableRawPointer(raw).storeBytes(
              of: UInt32(0xFF00_0000).littleEndian, toByteOffset: x * 4, as: UInt32.self)
          }
        }
      } else if let above {
        straightRGBA(above, width: width, into: previous)
      } else {
        previous.initialize(repeating: 0, count: width * 4)
      }
      // For RGBA, `previous` holds the straight RGBA of the row above until a row is filtered
      // from its source pixels alone (then the row above is known to be opaque or clear).
      var state = FilterState(previousIsCurrent: true, aboveIsOpaqueOrClear: above == nil)
      var translucent = false
      // Each row is coded as soon as it is filtered, while it, the rows its matches reach
      // back to and the hash table are still in the cache; a row that repeats the one above
      // needs no matching.
      for row in 0..<count {
        let source = bandPixels + (inBand + row) * stride
        let filtered = resources.rows + row * rowLength
        let repeats =
          opaque
          ? filterOpaqueRow(
            source, above: above, black: raw, width: width, into: filtered,
            chunks: resources.chunks, translucent: &translucent)
          : filterRow(
            source, above: above, width: width, raw: raw, previous: previous, state: &state,
            into: filtered, chunks: resources.chunks)
        if repeats {
          writer.pointee.appendRepeatedRow(length: rowLength)
        } else {
          writer.pointee.append(
            filtered, count: rowLength, history: min(row * rowLength, 32768), pixelStart: 1,
            pixelBytes: pixelBytes, chunks: resources.chunks)
        }
        above = source
      }
      writer.pointee.finish(final: top + count >= height)
      return PieceOutput(
        bytes: Array(
          UnsafeBufferPointer(start: writer.pointee.output, count: writer.pointee.outputCount)),
        crc: crc32(0, writer.pointee.output, UInt32(writer.pointee.outputCount)),
        adler: writer.pointee.adler, length: count * rowLength, translucent: translucent)
    }
    @Sendable func finished(_ index: Int, _ output: PieceOutput) {
      let band = pieces[index].band
      queue.outputs[index] = output
      queue.readers[band % slotCount] -= 1
      if index == firstPiece[band] && band > 0 { queue.readers[(band - 1) % slotCount] -= 1 }
    }
    /// Encodes pieces as they come, until none are left and no more will be drawn.
    @Sendable func takePieces(worker: Int, untilFree slot: Int? = nil) {
      var spinUntil: UInt64 = 0
      queue.condition.lock()
      while true {
        if let slot, queue.readers[slot] == 0 { break }
        if let index = queue.next() {
          queue.condition.unlock()
          let output = encodePiece(index, worker: worker)
          queue.condition.lock()
          finished(index, output)
          queue.condition.broadcast()
          continue
        }
        if slot == nil && queue.drawn { break }
        // Nothing to do yet: look again for a while before sleeping (a band is drawn in a
        // few hundred microseconds).
        if spinUntil == 0 { spinUntil = monotonicNanoseconds() + 1_000_000 }
        queue.condition.wait(spinningUntil: spinUntil)
      }
      queue.condition.unlock()
    }

    let caller = scratch.threads.count
    scratch.threads.start { worker in takePieces(worker: worker) }
    var drawError: Error?
    for band in 0..<bandCount {
      let slot = band % slotCount
      takePieces(worker: caller, untilFree: slot)
      let surface = cairo_image_surface_create_for_data(
        pixels[slot], CAIRO_FORMAT_ARGB32, Int32(max(1, width)), Int32(bandRows[band]),
        Int32(stride))!
      defer { cairo_surface_destroy(surface) }
      if !opaque {
        let clear = cairo_create(surface)!
        cairo_set_operator(clear, CAIRO_OPERATOR_CLEAR)
        cairo_paint(clear)
        cairo_destroy(clear)
      }
      let start = timeline == nil ? 0 : monotonicNanoseconds()
      do { try drawBand(surface, bandTops[band]) } catch {
        drawError = error
        break
      }
      cairo_surface_flush(surface)
      // The drawing alone: the band's hand-over below may wait for the lock.
      timeline?(caller, true, start, monotonicNanoseconds())
      queue.condition.lock()
      queue.readers[slot] = firstPiece[band + 1] - firstPiece[band] + (band + 1 < bandCount ? 1 : 0)
      queue.available = firstPiece[band + 1]
      queue.condition.broadcast()
      queue.condition.unlock()
    }
    queue.condition.lock()
    queue.drawn = true
    queue.condition.broadcast()
    queue.condition.unlock()
    if drawError == nil { takePieces(worker: caller) }
    scratch.threads.wait()
    if let drawError { throw drawError }
    if queue.outputs.contains(where: { $0.translucent }) { return nil }

    // One IDAT chunk a band: the zlib header first, the Adler-32 of all rows last. The
    // pieces' CRCs were worked out beside the coding, so only joining them is left here.
    out.reserveCapacity(
      out.count + queue.outputs.reduce(0) { $0 + $1.bytes.count } + 12 * bandCount + 18)
    var adler = adler32(0, nil, 0)
    for band in 0..<bandCount {
      let outputs = queue.outputs[firstPiece[band]..<firstPiece[band + 1]]
      for output in outputs {
        adler = adler32_combine(adler, output.adler, off_t(output.length))
      }
      let head: [UInt8] = Array("IDAT".utf8) + (band == 0 ? [0x78, 0x9C] : [])
      var tail: [UInt8] = []
      if band == bandCount - 1 { appendBigEndian(UInt32(truncatingIfNeeded: adler), to: &tail) }
      appendBigEndian(
        UInt32(head.count - 4 + outputs.reduce(0) { $0 + $1.bytes.count } + tail.count),
        to: &out)
      var crc = head.withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) }
      out += head
      for output in outputs {
        out += output.bytes
        crc = crc32_combine(crc, output.crc, off_t(output.bytes.count))
      }
      crc = tail.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, UInt32($0.count)) }
      out += tail
      appendBigEndian(UInt32(truncatingIfNeeded: crc), to: &out)
    }
    appendChunk("IEND", [], to: &out)
    return out
  }

  /// A piece's deflated bytes and their CRC-32, the Adler-32 of its filtered rows and their
  /// length; whether a pixel was not opaque, when written as RGB.
  struct PieceOutput {
    var bytes: [UInt8] = []
    var crc: UInt = 0
    var adler: UInt = 1
    var length = 0
    var translucent = false
  }

  /// What the threads of one encode share, guarded by `condition`.
  final class PieceQueue: @unchecked Sendable {
    let condition = ThreadCondition()
    /// Pieces whose rows are drawn: `0..<available`; `taken` of them are being or were coded.
    var available = 0
    var taken = 0
    /// Every band is drawn (or drawing failed): no more pieces will come.
    var drawn = false
    /// Per slot: pieces still to read its pixels.
    var readers: [Int]
    var outputs: [PieceOutput]

    init(pieceCount: Int, slotCount: Int) {
      readers = Array(repeating: 0, count: slotCount)
      outputs = Array(repeating: PieceOutput(), count: pieceCount)
    }

    /// The next piece to code, if one is drawn and not taken.
    func next() -> Int? {
      guard taken < available else { return nil }
      taken += 1
      return taken - 1
    }
  }

  /// The encoder's own buffers, kept after an encode for the next one. Allocating them for
  /// each picture cost about as much as encoding a short one: their pages fault in anew, and
  /// freeing them let malloc hand the top of the heap back (trim), so the band surfaces
  /// faulted in anew as well (mail at 3x: some 300 page faults a render, none when kept).
  final class Scratch: @unchecked Sendable {
    let width: Int
    let pieceCapacity: Int
    /// Per thread (those of `threads`, then the caller's): what it codes a piece with.
    let workers: [Worker]
    /// The threads that code pieces beside the caller, kept with the buffers.
    let threads = PieceThreads(
      count: min(7, max(1, ProcessInfo.processInfo.activeProcessorCount - 1)))
    /// The band surfaces' pixels (`surfacePixels`).
    private var surfaceBytes: UnsafeMutablePointer<UInt8>?
    private var surfaceCapacity = 0
    /// Surface pixels up to this size are kept for the next picture (the bands of a short
    /// list at 3x are about 2 MB); larger ones, of tall lists, are freed after the encode.
    static let keptSurfaceBytes = 16 << 20

    /// One thread's buffers for coding a piece.
    struct Worker: @unchecked Sendable {
      /// The piece's filtered rows.
      let rows: UnsafeMutablePointer<UInt8>
      /// The straight RGBA of the row being filtered and of the row above.
      let raws: UnsafeMutablePointer<UInt8>
      let writer: UnsafeMutablePointer<DeflateWriter>
      /// The marked chunks of the row being coded.
      let chunks: UnsafeMutablePointer<UInt64>
    }

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

    private init(width: Int, pieceCapacity: Int) {
      self.width = width
      self.pieceCapacity = pieceCapacity
      workers = (0...threads.count).map { _ in
        let writer = UnsafeMutablePointer<DeflateWriter>.allocate(capacity: 1)
        writer.initialize(to: DeflateWriter(capacity: pieceCapacity))
        // RGB rows are written eight bytes at a time and may pass their end by two.
        return Worker(
          rows: .allocate(capacity: pieceCapacity + 16), raws: .allocate(capacity: 2 * width * 4),
          writer: writer, chunks: .allocate(capacity: DeflateWriter.chunkWords(count: width * 4)))
      }
    }

    deinit {
      threads.stop()
      surfaceBytes?.deallocate()
      for worker in workers {
        worker.writer.pointee.deallocate()
        worker.writer.deinitialize(count: 1)
        worker.writer.deallocate()
        worker.rows.deallocate()
        worker.raws.deallocate()
        worker.chunks.deallocate()
      }
    }

    private static let lock = ThreadLock()
    nonisolated(unsafe) private static var spare: Scratch?

    /// The kept buffers if they are large enough and no other encode has them, else new ones.
    static func take(width: Int, pieceCapacity: Int) -> Scratch {
      let kept = lock.withLock {
        let kept = spare
        spare = nil
        return kept
      }
      if let kept, kept.width >= width, kept.pieceCapacity >= pieceCapacity {
        return kept
      }
      return Scratch(width: width, pieceCapacity: pieceCapacity)
    }

    /// Keeps `scratch` for the next encode (in place of any kept before).
    static func putBack(_ scratch: Scratch) {
      scratch.trimSurfacePixels()
      lock.withLock { spare = scratch }
    }
  }

  /// Threads of our own that code pieces beside the caller: one fewer than the cores, so
  /// that with the caller drawing or coding every core has one thread and none waits for a
  /// turn. (`DispatchQueue.concurrentPerform`, called from a global queue, ran the two halves
  /// of a band one after the other on a 2-core machine while the caller was drawing.) The
  /// share of a thread that could not be started runs on the caller's thread in `wait`.
  final class PieceThreads: @unchecked Sendable {
    let count: Int
    private let condition = ThreadCondition()
    // Guarded by `condition`.
    private var job: (@Sendable (Int) -> Void)?
    private var generation = 0
    private var finished = 0
    private var stopping = false
    private var started = 0

    init(count: Int) {
      self.count = count
      for thread in 0..<count {
        // The thread keeps `self` until `stop`.
        guard startThread(stackSize: 256 << 10, { [self] in work(thread) }) else { break }
        started += 1
      }
    }

    private func work(_ thread: Int) {
      condition.lock()
      var seen = 0
      while true {
        while generation == seen && !stopping { condition.wait() }
        if stopping { break }
        seen = generation
        let job = job!
        condition.unlock()
        job(thread)
        condition.lock()
        finished += 1
        condition.broadcast()
      }
      condition.unlock()
    }

    /// Starts `job(thread)` on each thread; `wait` before the next `start`.
    func start(_ job: @escaping @Sendable (Int) -> Void) {
      condition.lock()
      self.job = job
      finished = 0
      generation += 1
      condition.broadcast()
      condition.unlock()
    }

    /// Returns when every thread's `job` of the last `start` has returned.
    func wait() {
      condition.lock()
      let job = job!
      let missing = started
      condition.unlock()
      for thread in missing..<count { job(thread) }
      condition.lock()
      // The threads are finishing their last pieces: look again for a while before sleeping.
      let spinUntil = monotonicNanoseconds() + 1_000_000
      while finished < started { condition.wait(spinningUntil: spinUntil) }
      self.job = nil
      condition.unlock()
    }

    /// Ends the threads (after the running jobs, if any).
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

  /// One row, filtered into `row` with Sub or Up (see `filterOpaqueOrClearRow`; a row with
  /// translucent pixels takes the one that leaves smaller values, libpng's heuristic over two
  /// filters), its chunks of 64 bytes that are not all zero marked in `chunks` (see
  /// `DeflateWriter.append`). `previous` holds the straight RGBA of the row above when
  /// `state` says so, and is brought up to date when needed; `raw` is scratch. Returns
  /// whether the row repeats `above`: all zeros under Up, of which only the first 258 bytes
  /// are written, and no chunks marked.
  private static func filterRow(
    _ source: UnsafeMutablePointer<UInt8>, above: UnsafeMutablePointer<UInt8>?, width: Int,
    raw: UnsafeMutablePointer<UInt8>, previous: UnsafeMutablePointer<UInt8>,
    state: inout FilterState, into row: UnsafeMutablePointer<UInt8>,
    chunks: UnsafeMutablePointer<UInt64>
  ) -> Bool {
    let count = width * 4
    if let above, memcmp(source, above, count) == 0 {
      // No one reads the rest: the row is coded without being read (`appendRepeatedRow`),
      // and a match found in an earlier row reads at most 258 bytes from where it starts.
      row[0] = 2
      (row + 1).initialize(repeating: 0, count: min(count, 257))
      return true
    }
    // Both rows opaque or clear (nearly every row of a list picture): filtering commutes with
    // reordering BGRA to RGBA, so filter the source bytes and reorder the result, with no
    // conversion pass and no copy of the row.
    if state.aboveIsOpaqueOrClear,
      filterOpaqueOrClearRow(
        source, above: above ?? previous, count: count, into: row, chunks: chunks)
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
    DeflateWriter.markChunks(of: row + 1, count: count, into: chunks)
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

  /// `filterRow` for a row whose pixels and those of `above` are all opaque or clear: filtered
  /// bytes straight from the premultiplied source (`above` all zeros for the first row), and
  /// the chunks that are not all zero marked in `chunks` (see `DeflateWriter.append`).
  /// Returns false, with the row half written, when a pixel of the row is translucent.
  ///
  /// Up is written first, and Sub tried only when more than a quarter of Up's chunks are not
  /// all zero (a row that starts a new fill, crosses a rule or a line of text: mail at 3x,
  /// 134 of its 736 rows). The filter with fewer such chunks wins, as they are what the coder
  /// reads byte by byte. (Against the smaller sum of magnitudes, costed for both filters on
  /// every row: the examples' files −0.7…+2.5%, and mail's render 8% fewer instructions.)
  private static func filterOpaqueOrClearRow(
    _ source: UnsafeMutablePointer<UInt8>, above: UnsafeMutablePointer<UInt8>, count: Int,
    into row: UnsafeMutablePointer<UInt8>, chunks: UnsafeMutablePointer<UInt64>
  ) -> Bool {
    let sourceBytes = UnsafeRawPointer(source)
    let aboveBytes = UnsafeRawPointer(above)
    let out = UnsafeMutableRawPointer(row + 1)
    @inline(__always) func up(_ index: Int, _ value: SIMD16<UInt8>) -> SIMD16<UInt8> {
      aboveBytes.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
    }
    // The first group's left neighbours are the zeros before the row.
    @inline(__always) func left(_ index: Int, _ value: SIMD16<UInt8>) -> SIMD16<UInt8> {
      index == 0
        ? value.shifted4
        : sourceBytes.loadUnaligned(fromByteOffset: index &- 4, as: SIMD16<UInt8>.self)
    }
    @inline(__always) func leftPixel(_ index: Int) -> UInt32 {
      index == 0 ? 0 : sourceBytes.loadUnaligned(fromByteOffset: index &- 4, as: UInt32.self)
    }
    // Alpha 255 or 0 (all zero, premultiplied) ⇔ alpha + 1 (carried out of the pixel) has no
    // bit in 0xFE; the sums are gathered with OR and masked once.
    var alphaPlusOne = SIMD4<UInt32>()
    @inline(__always) func checkAlpha(_ value: SIMD16<UInt8>) {
      alphaPlusOne |= unsafeBitCast(value, to: SIMD4<UInt32>.self) &+ 0x0100_0000
    }
    let wholeChunks = count &>> 6
    let chunkCount = (count &+ 63) &>> 6
    // Writes the row filtered against `reference` and marks its chunks; returns how many are
    // not all zero. Four groups (a chunk) at a time: when all four equal what they are
    // filtered against they are zeros, stored with no reordering, and need no alpha check (a
    // pixel equal to the one above, or to its left neighbour and so back to a checked one or
    // to the clear pixel before the row, is opaque or clear like it). Most of a row's chunks
    // are such, in a list. The last chunk, if partial, is marked whatever it holds.
    @inline(__always) func write(
      against reference: (Int, SIMD16<UInt8>) -> SIMD16<UInt8>,
      pixel pixelReference: (Int) -> UInt32
    ) -> Int {
      var marked = 0
      var bits: UInt64 = 0
      var index = 0
      for chunk in 0..<wholeChunks {
        let (values, differences, equal) = group(sourceBytes, at: index, against: reference)
        if equal {
          for offset in Swift.stride(from: 0, to: 64, by: 16) {
            out.storeBytes(
              of: SIMD16<UInt8>(), toByteOffset: index &+ offset, as: SIMD16<UInt8>.self)
          }
        } else {
          bits |= 1 &<< UInt64(chunk & 63)
          marked &+= 1
          checkAlpha(values.0)
          checkAlpha(values.1)
          checkAlpha(values.2)
          checkAlpha(values.3)
          out.storeBytes(of: reordered(differences.0), toByteOffset: index, as: SIMD16<UInt8>.self)
          out.storeBytes(
            of: reordered(differences.1), toByteOffset: index &+ 16, as: SIMD16<UInt8>.self)
          out.storeBytes(
            of: reordered(differences.2), toByteOffset: index &+ 32, as: SIMD16<UInt8>.self)
          out.storeBytes(
            of: reordered(differences.3), toByteOffset: index &+ 48, as: SIMD16<UInt8>.self)
        }
        if chunk & 63 == 63 {
          chunks[chunk &>> 6] = bits
          bits = 0
        }
        index &+= 64
      }
      if index < count {
        while index &+ 16 <= count {
          let value = sourceBytes.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
          checkAlpha(value)
          out.storeBytes(
            of: reordered(value &- reference(index, value)), toByteOffset: index,
            as: SIMD16<UInt8>.self)
          index &+= 16
        }
        while index < count {
          let value = sourceBytes.loadUnaligned(fromByteOffset: index, as: UInt32.self)
          alphaPlusOne[0] |= value &+ 0x0100_0000
          let difference = unsafeBitCast(
            unsafeBitCast(value, to: SIMD4<UInt8>.self)
              &- unsafeBitCast(pixelReference(index), to: SIMD4<UInt8>.self), to: UInt32.self)
          out.storeBytes(
            of: difference & 0xFF00_FF00 | (difference >> 16) & 0xFF | (difference & 0xFF) << 16,
            toByteOffset: index, as: UInt32.self)
          index &+= 4
        }
        bits |= 1 &<< UInt64(wholeChunks & 63)
        marked &+= 1
      }
      if wholeChunks & 63 != 0 || wholeChunks < chunkCount {
        chunks[(chunkCount &- 1) &>> 6] = bits
      }
      return marked
    }
    let marked = write(
      against: up, pixel: { aboveBytes.loadUnaligned(fromByteOffset: $0, as: UInt32.self) })
    if alphaPlusOne & 0xFE00_0000 != .zero { return false }
    row[0] = 2  // Up
    guard marked &* 4 > chunkCount else { return true }
    // Sub's chunks that are not all zero against Up's, on every fourth whole chunk (as good
    // a choice as counting all: the examples' files within 0.4%, and a quarter of the
    // reading).
    var upMarked = 0
    var subMarked = 0
    for word in 0..<(wholeChunks &+ 63) &>> 6 {
      let sampled = wholeChunks &- word &<< 6 >= 64 ? ~0 : (1 &<< UInt64(wholeChunks & 63)) &- 1
      upMarked &+= (chunks[word] & sampled & 0x1111_1111_1111_1111).nonzeroBitCount
    }
    var index = 0
    while index &+ 64 <= count {
      if !group(sourceBytes, at: index, against: left).equal { subMarked &+= 1 }
      index &+= 256
    }
    if subMarked < upMarked {
      row[0] = 1  // Sub
      _ = write(against: left, pixel: leftPixel)
    }
    return true
  }

  /// Sixteen pixels of a row (64 bytes) from byte `index`, their differences from what
  /// `reference(index, value)` gives for each sixteen bytes, and whether those are all zero.
  @inline(__always)
  private static func group(
    _ source: UnsafeRawPointer, at index: Int,
    against reference: (Int, SIMD16<UInt8>) -> SIMD16<UInt8>
  ) -> (values: Group, differences: Group, equal: Bool) {
    let values = (
      source.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self),
      source.loadUnaligned(fromByteOffset: index &+ 16, as: SIMD16<UInt8>.self),
      source.loadUnaligned(fromByteOffset: index &+ 32, as: SIMD16<UInt8>.self),
      source.loadUnaligned(fromByteOffset: index &+ 48, as: SIMD16<UInt8>.self)
    )
    let differences = (
      values.0 &- reference(index, values.0),
      values.1 &- reference(index &+ 16, values.1),
      values.2 &- reference(index &+ 32, values.2),
      values.3 &- reference(index &+ 48, values.3)
    )
    let any = unsafeBitCast(
      differences.0 | differences.1 | differences.2 | differences.3, to: SIMD2<UInt64>.self)
    return (values, differences, any[0] | any[1] == 0)
  }
  typealias Group = (SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>)

  /// Four pixels' bytes, BGRA (cairo's order on a little-endian machine) to RGBA.
  @inline(__always)
  private static func reordered(_ bytes: SIMD16<UInt8>) -> SIMD16<UInt8> {
    // B and R swap places: the halves of each pixel's B_R_ rotated by 16 bits (which the
    // compiler does as two word shuffles).
    let pixels = unsafeBitCast(bytes, to: SIMD4<UInt32>.self)
    let blueAndRed = pixels & 0x00FF_00FF
    return unsafeBitCast(
      pixels & 0xFF00_FF00 | blueAndRed &<< 16 | blueAndRed &>> 16, to: SIMD16<UInt8>.self)
  }

  /// `filterRow` for a picture written as RGB: the row filtered with Up, or Sub where it
  /// leaves fewer chunks that are not all zero (as in `filterOpaqueOrClearRow`), straight
  /// from the source pixels, and the chunks of 64 bytes of the filtered row that may not be
  /// all zero marked in `chunks`. The first row is filtered against `black` (opaque black
  /// pixels), the first pixel of a row under Sub against an opaque black pixel before it.
  /// Returns whether the row repeats `above` (then only its first 258 bytes are written).
  ///
  /// Sets `translucent` when a pixel is not opaque. Every row is written with Up first, and
  /// only the groups that differ from the row above are looked at: the others equal pixels
  /// above that were (or that equal ones that were, or the opaque black above the picture,
  /// which a clear pixel does not equal).
  private static func filterOpaqueRow(
    _ source: UnsafeMutablePointer<UInt8>, above: UnsafeMutablePointer<UInt8>?,
    black: UnsafeMutablePointer<UInt8>, width: Int, into row: UnsafeMutablePointer<UInt8>,
    chunks: UnsafeMutablePointer<UInt64>, translucent: inout Bool
  ) -> Bool {
    let count = width * 4
    let outCount = width * 3
    if let above, memcmp(source, above, count) == 0 {
      row[0] = 2  // Up
      (row + 1).initialize(repeating: 0, count: min(outCount, 257))
      return true
    }
    let sourceBytes = UnsafeRawPointer(source)
    let aboveBytes = UnsafeRawPointer(above ?? black)
    let out = UnsafeMutableRawPointer(row + 1)
    @inline(__always) func up(_ index: Int, _ value: SIMD16<UInt8>) -> SIMD16<UInt8> {
      aboveBytes.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
    }
    @inline(__always) func upPixel(_ index: Int) -> UInt32 {
      aboveBytes.loadUnaligned(fromByteOffset: index, as: UInt32.self)
    }
    // The first group's left neighbours: opaque black, then the group's first three pixels.
    let blackFirst = unsafeBitCast(SIMD4<UInt32>(0xFF00_0000, 0, 0, 0), to: SIMD16<UInt8>.self)
    @inline(__always) func left(_ index: Int, _ value: SIMD16<UInt8>) -> SIMD16<UInt8> {
      index == 0
        ? value.shifted4 | blackFirst
        : sourceBytes.loadUnaligned(fromByteOffset: index &- 4, as: SIMD16<UInt8>.self)
    }
    @inline(__always) func leftPixel(_ index: Int) -> UInt32 {
      index == 0
        ? 0xFF00_0000 : sourceBytes.loadUnaligned(fromByteOffset: index &- 4, as: UInt32.self)
    }
    // Every alpha looked at, gathered with AND: all 255 if all are opaque.
    var alphas = SIMD4<UInt32>(repeating: ~0)
    @inline(__always) func checkAlpha(_ value: SIMD16<UInt8>) {
      alphas &= unsafeBitCast(value, to: SIMD4<UInt32>.self)
    }
    // Four pixels' differences, BGRA, stored as twelve bytes RGB at `offset`, as two stores
    // of eight bytes: the last two bytes of each are the next pixels', written after.
    @inline(__always) func store(_ difference: SIMD16<UInt8>, at offset: Int) {
      let halves = unsafeBitCast(reordered(difference), to: SIMD2<UInt64>.self)
      // RGB_RGB_ to RGBRGB.
      let first = halves[0] & 0xFF_FFFF | halves[0] &>> 8 & 0xFFFF_FF00_0000
      let second = halves[1] & 0xFF_FFFF | halves[1] &>> 8 & 0xFFFF_FF00_0000
      out.storeBytes(of: first, toByteOffset: offset, as: UInt64.self)
      out.storeBytes(of: second, toByteOffset: offset &+ 6, as: UInt64.self)
    }
    // The chunk of 64 filtered bytes holding byte `offset`, marked.
    @inline(__always) func mark(_ offset: Int) {
      let chunk = offset &>> 6
      chunks[chunk &>> 6] |= 1 &<< UInt64(chunk & 63)
    }
    let words = DeflateWriter.chunkWords(count: outCount)
    // Groups of sixteen pixels: 64 source bytes, 48 filtered ones.
    let wholeGroups = count &>> 6
    let groupCount = (count &+ 63) &>> 6
    // Writes the row filtered against `reference` and marks its chunks; returns how many
    // groups of sixteen pixels are not all equal to their reference. Most groups of a list's
    // row are: stored as zeros with no reordering and no alpha check.
    @inline(__always) func write(
      against reference: (Int, SIMD16<UInt8>) -> SIMD16<UInt8>,
      pixel pixelReference: (Int) -> UInt32
    ) -> Int {
      chunks.update(repeating: 0, count: words)
      var marked = 0
      var index = 0
      var offset = 0
      for _ in 0..<wholeGroups {
        let (values, differences, equal) = group(sourceBytes, at: index, against: reference)
        if equal {
          for part in Swift.stride(from: 0, to: 48, by: 16) {
            out.storeBytes(
              of: SIMD16<UInt8>(), toByteOffset: offset &+ part, as: SIMD16<UInt8>.self)
          }
        } else {
          marked &+= 1
          checkAlpha(values.0)
          checkAlpha(values.1)
          checkAlpha(values.2)
          checkAlpha(values.3)
          store(differences.0, at: offset)
          store(differences.1, at: offset &+ 12)
          store(differences.2, at: offset &+ 24)
          store(differences.3, at: offset &+ 36)
          mark(offset)
          mark(offset &+ 47)
        }
        index &+= 64
        offset &+= 48
      }
      guard index < count else { return marked }
      // The last pixels, fewer than sixteen (at most 45 bytes, two chunks): marked whatever
      // they hold.
      mark(offset)
      mark(outCount &- 1)
      while index &+ 16 <= count {
        let value = sourceBytes.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
        checkAlpha(value)
        store(value &- reference(index, value), at: offset)
        index &+= 16
        offset &+= 12
      }
      while index < count {
        let value = sourceBytes.loadUnaligned(fromByteOffset: index, as: UInt32.self)
        alphas[0] &= value
        let difference = unsafeBitCast(
          unsafeBitCast(value, to: SIMD4<UInt8>.self)
            &- unsafeBitCast(pixelReference(index), to: SIMD4<UInt8>.self), to: UInt32.self)
        // BGRA to RGB and one byte more, written over by the next pixel (if any).
        out.storeBytes(
          of: difference & 0xFF00 | (difference >> 16) & 0xFF | (difference & 0xFF) << 16,
          toByteOffset: offset, as: UInt32.self)
        index &+= 4
        offset &+= 3
      }
      return marked &+ 1
    }
    let marked = write(against: up, pixel: upPixel)
    row[0] = 2  // Up
    if marked &* 4 > groupCount {
      // Sub's groups that are not all zero against Up's, on every fourth whole group (as
      // `filterOpaqueOrClearRow` does).
      var upMarked = 0
      var subMarked = 0
      var index = 0
      while index &+ 64 <= count {
        if !group(sourceBytes, at: index, against: up).equal { upMarked &+= 1 }
        if !group(sourceBytes, at: index, against: left).equal { subMarked &+= 1 }
        index &+= 256
      }
      if subMarked < upMarked {
        row[0] = 1  // Sub
        _ = write(against: left, pixel: leftPixel)
      }
    }
    if alphas & 0xFF00_0000 != SIMD4(repeating: 0xFF00_0000) { translucent = true }
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

extension SIMD16<UInt8> {
  /// The bytes four places on: four zeros, then the first twelve (a row's first pixels'
  /// left neighbours).
  fileprivate var shifted4: SIMD16<UInt8> {
    // As one 128-bit number (lanes are little-endian), shifted left by 32 bits.
    let halves = unsafeBitCast(self, to: SIMD2<UInt64>.self)
    return unsafeBitCast(
      SIMD2(halves[0] &<< 32, halves[1] &<< 32 | halves[0] &>> 32), to: SIMD16<UInt8>.self)
  }
}
