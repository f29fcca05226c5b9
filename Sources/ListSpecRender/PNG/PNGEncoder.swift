import CPangoCairo
import CZlib
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
    paintsEveryPixel: Bool = false, deflater: PNGDeflater = .own,
    drawBand: (OpaquePointer, Int) throws -> Void
  ) throws -> [UInt8] {
    if paintsEveryPixel,
      let png = try encode(
        width: width, height: height, bandHeight: bandHeight, bands: bands, opaque: true,
        deflater: deflater, drawBand: drawBand)
    {
      return png
    }
    return try encode(
      width: width, height: height, bandHeight: bandHeight, bands: bands, opaque: false,
      deflater: deflater, drawBand: drawBand)!
  }

  /// `encode`, as RGB without clearing the bands when `opaque`, else as RGBA; nil when
  /// `opaque` and a pixel was not.
  private static func encode(
    width: Int, height: Int, bandHeight: Int, bands: [Int]?, opaque: Bool,
    deflater: PNGDeflater, drawBand: (OpaquePointer, Int) throws -> Void
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
        if !deflater.isOwn {
          // A library reads every byte: the rest of a repeated row's zeros too.
          if repeats && rowLength > 258 {
            (filtered + 258).update(repeating: 0, count: rowLength - 258)
          }
        } else if repeats {
          writer.pointee.appendRepeatedRow(length: rowLength)
        } else {
          writer.pointee.append(
            filtered, count: rowLength, history: min(row * rowLength, 32768), pixelStart: 1,
            pixelBytes: pixelBytes, chunks: resources.chunks)
        }
        above = source
      }
      if !deflater.isOwn {
        var output = resources.library.deflate(
          resources.rows, count: count * rowLength, final: top + count >= height, with: deflater)
        output.translucent = translucent
        return output
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
}
