import CPangoCairo
import CZlib
import Foundation
import ListSpec
import XCTest

@_spi(Benchmark) @testable import ListSpecRender

/// The PNG encoder writes cairo's pixels (decoded, they equal the picture drawn into one cairo
/// surface, unpremultiplied): every example at 3x, pictures with translucent colours across
/// band boundaries, opaque pictures written as RGB; with the own DEFLATE and with pieces
/// deflated through the benchmark's hook (`PNGDeflater.library`).
final class PNGEncoderTests: XCTestCase {
  /// The own DEFLATE, and a library in the same pipeline (zlib here, as the benchmark's
  /// library coders are in `Benchmarks/`).
  static let deflaters: [PNGDeflater] = [.own, .library("zlib-sync") { ZlibSyncCoder() }]

  /// zlib at level 1, each piece ended by `Z_SYNC_FLUSH` (`Z_FINISH` for the last).
  final class ZlibSyncCoder: PNGPieceCoder {
    // Allocated, not a stored `z_stream`: zlib keeps the stream's address and checks it.
    private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)

    init() {
      stream.initialize(to: z_stream())
      let status = deflateInit2_(
        stream, 1, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
        Int32(MemoryLayout<z_stream>.size))
      precondition(status == Z_OK)
    }

    deinit {
      deflateEnd(stream)
      stream.deinitialize(count: 1)
      stream.deallocate()
    }

    func deflate(_ bytes: UnsafePointer<UInt8>, count: Int, final: Bool) -> [UInt8] {
      deflateReset(stream)
      let capacity = Int(deflateBound(stream, UInt(count))) + 64
      return [UInt8](unsafeUninitializedCapacity: capacity) { buffer, written in
        stream.pointee.next_in = UnsafeMutablePointer(mutating: bytes)
        stream.pointee.avail_in = UInt32(count)
        stream.pointee.next_out = buffer.baseAddress
        stream.pointee.avail_out = UInt32(capacity)
        let status = CZlib.deflate(stream, final ? Z_FINISH : Z_SYNC_FLUSH)
        precondition(status == (final ? Z_STREAM_END : Z_OK) && stream.pointee.avail_in == 0)
        written = capacity - Int(stream.pointee.avail_out)
      }
    }
  }

  override func setUpWithError() throws {
    try XCTSkipUnless(
      PangoTextMeasurer.interIsInstalled, "Inter is not installed (scripts/setup installs it)")
  }

  func testExamplesHaveCairosPixels() throws {
    // mail's bands end between its cells, so they differ in height. The four paint every
    // pixel with their opaque background, so they are written as RGB; emoji-explorer's last
    // row is partly covered (547.667 points, a hair over a whole pixel at 3x): RGBA.
    for (name, colour) in [
      ("sf-symbols", 2), ("settings", 2), ("hebrew-settings", 2), ("mail", 2),
      ("emoji-explorer", 6),
    ] as [(String, UInt8)] {
      let layout = try RenderFixtures.exampleLayout(name)
      let height = Int((layout.size.height * 3).rounded(.up))
      var expected: [UInt8] = []
      try CairoRenderer.drawBands(layout, scale: 3, bands: [height]) { pixels, stride, rows in
        expected = self.straightRGBA(pixels, stride: stride, width: stride / 4, rows: rows)
      }
      let width = Int((layout.size.width * 3).rounded(.up))
      expected = cropped(expected, from: expected.count / height / 4, to: width, rows: height)
      for deflater in Self.deflaters {
        let png = try CairoRenderer.render(layout, format: .png, scale: 3, pngDeflater: deflater)
        XCTAssertEqual(colourType(png), colour, name)
        XCTAssertEqual(try pixels(png), expected, "\(name), \(deflater)")
      }
    }
  }

  func testTranslucentPixelsAcrossBandsAreCairos() throws {
    // Straight alpha from premultiplied values, a partial last band, and repeated rows.
    let width = 37
    let height = 301
    func draw(_ surface: OpaquePointer, _ top: Int) throws {
      let cr = cairo_create(surface)!
      defer { cairo_destroy(cr) }
      for y in 0..<8 {
        cairo_set_source_rgba(cr, Double(y) / 7, 0.3, 1 - Double(y) / 7, Double(y + 1) / 9)
        cairo_rectangle(cr, Double(y * 3), Double(y * 40 - top), 20, 33)
        cairo_fill(cr)
      }
    }
    let expected = try assertSamePixels(
      width: width, height: height, bandHeight: 64, draw: draw)
    // Two bands, the second shorter, and one band.
    for (rows, band) in [(100, 64), (40, 64)] {
      try assertSamePixels(
        width: width, height: rows, bandHeight: band, draw: draw, "\(rows) rows")
    }
    // Bands of different heights (the tallest sizes the surfaces), down to one row, and a
    // sliver last: its band and the one before are cut in two.
    for bands in [[50, 91, 1, 153, 6], [3, 298], [150, 140, 11]] {
      try assertSamePixels(
        width: width, height: height, bandHeight: 64, bands: bands, draw: draw, "\(bands)")
    }
    // The comparison sees a single pixel: one more dot, and the pixels differ.
    let dotted = try PNGEncoder.encode(width: width, height: height, bandHeight: 64) {
      surface, top in
      try draw(surface, top)
      let cr = cairo_create(surface)!
      defer { cairo_destroy(cr) }
      cairo_rectangle(cr, 30, Double(200 - top), 1, 1)
      cairo_fill(cr)
    }
    XCTAssertNotEqual(try pixels(dotted), expected)
  }

  /// A list's PNG bands end where no text crosses when such a row is near (so no text is laid
  /// out and drawn twice), add up to the picture, and stay within half a band of the usual
  /// height and within 4096 rows.
  func testBandsEndBetweenLinesOfText() throws {
    for name in ["mail", "video-games", "settings", "sf-symbols", "every-option"] {
      let layout = try RenderFixtures.exampleLayout(name)
      let scale = 3.0
      let height = Int((layout.size.height * scale).rounded(.up))
      let bands = CairoRenderer.pngBands(layout.root, scale: scale, pixelHeight: height)
      let usual = CairoRenderer.pngBandHeight(pixelHeight: height)
      XCTAssertEqual(bands.reduce(0, +), height, name)
      XCTAssertTrue(bands.allSatisfy { $0 > 0 && $0 <= min(usual * 3 / 2, 4096) }, "\(bands)")
      XCTAssertTrue(bands.dropLast().allSatisfy { $0 >= usual / 2 }, "\(name): \(bands)")
      guard name == "mail" || name == "video-games" else { continue }
      // Painter draws a node in a band when the node reaches into it, edges included.
      var texts: [LayoutRect] = []
      var stack = [layout.root]
      while let node = stack.popLast() {
        if node.kind == .text { texts.append(node.frame) }
        stack += node.children
      }
      XCTAssertFalse(texts.isEmpty)
      var top = 0
      for rows in bands.dropLast() {
        let cut = Double(top + rows) / scale
        for frame in texts {
          XCTAssertFalse(frame.minY <= cut && cut <= frame.maxY, "\(name): text \(frame) at \(cut)")
        }
        top += rows
      }
    }
    // Text everywhere: the usual bands.
    var root = try RenderFixtures.exampleLayout("mail").root
    var stack = [root]
    var text: LayoutNode?
    while text == nil, let node = stack.popLast() {
      if node.kind == .text { text = node }
      stack += node.children
    }
    var wall = try XCTUnwrap(text)
    wall.frame = LayoutRect(x: 0, y: 0, width: 10, height: 1000)
    root.children = [wall]
    XCTAssertEqual(
      CairoRenderer.pngBands(root, scale: 1, pixelHeight: 1000),
      [128, 128, 128, 128, 128, 128, 128, 104])
  }

  /// A picture that paints every pixel is written as RGB with the same pixels: widths around
  /// the filter's groups of sixteen pixels (a partial last group, fewer than four pixels
  /// past the last group of four), rows of 64 chunks of 64 bytes and more, translucent
  /// colours over the opaque fill, rows that start a fill across the whole width (filtered
  /// with Sub), dots at group edges (alone in their chunk of 64 filtered bytes), and bands
  /// of different heights.
  func testOpaquePicturesAreWrittenAsRGBWithTheSamePixels() throws {
    func draw(width: Int) -> (OpaquePointer, Int) throws -> Void {
      { surface, top in
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_set_source_rgb(cr, 0.95, 0.95, 0.97)
        cairo_paint(cr)
        cairo_set_source_rgb(cr, 0.9, 0.4, 0.1)
        cairo_rectangle(cr, 0, Double(5 - top), Double(width), 7)
        cairo_fill(cr)
        cairo_set_source_rgba(cr, 0.2, 0.5, 0.1, 0.4)
        cairo_rectangle(cr, 1, Double(9 - top), Double(width) / 2, 20)
        cairo_fill(cr)
        cairo_set_source_rgb(cr, 0.1, 0.2, 0.7)
        cairo_arc(cr, 9.5, Double(24 - top), 6.3, 0, 2 * Double.pi)
        cairo_fill(cr)
        cairo_set_source_rgb(cr, 0, 0, 0)
        for (x, y) in [(0, 30), (15, 30), (16, 31), (width - 1, 32), (width - 17, 33)]
          + [(1023, 34), (1024, 34), (width / 2, 0), (width - 1, 0), (0, 39)]
          // The last pixel of groups whose filtered bytes end in the next chunk of 64, and
          // the pixel astride RGB's 64th chunk (bytes 4095–4097: a word of marks and the next).
          + [(31, 35), (47, 36), (1365, 37)]
        {
          cairo_rectangle(cr, Double(x), Double(y - top), 1, 1)
        }
        cairo_fill(cr)
      }
    }
    for (width, height, band, bands) in [
      (1, 1, 64, nil), (3, 40, 16, nil), (5, 40, 8, nil), (16, 40, 64, nil),
      (17, 40, 64, [3, 30, 7]), (19, 40, 16, nil), (20, 40, 64, nil), (23, 41, 16, nil),
      (33, 40, 64, nil), (1024, 40, 64, nil), (1028, 40, 16, nil), (1040, 40, 64, [12, 28]),
      (2051, 40, 64, nil),
    ] as [(Int, Int, Int, [Int]?)] {
      let name = "\(width)×\(height)"
      let png = try PNGEncoder.encode(
        width: width, height: height, bandHeight: band, bands: bands, paintsEveryPixel: true,
        drawBand: draw(width: width))
      XCTAssertEqual(colourType(png), 2, name)
      try assertSamePixels(
        width: width, height: height, bandHeight: band, bands: bands, paintsEveryPixel: true,
        draw: draw(width: width), name)
    }
  }

  /// A picture said to paint every pixel that leaves one not opaque all the same is drawn
  /// again and written as RGBA, with cairo's pixels, wherever the pixel is:
  /// pixels are looked at only in groups of sixteen that differ from the row above (and in
  /// a row's last pixels past its groups), so a clear pixel must differ from the opaque black
  /// the first row is filtered against, and a clear column from its top down.
  func testAPixelNotOpaqueInAPictureSaidToBeOpaqueIsWrittenAsRGBA() throws {
    // The pixels at x from row `top` to row `bottom` (exclusive), in a picture of 128 rows
    // drawn in bands of 64.
    for (width, x, top, bottom, alpha) in [
      (100, 50, 50, 51, 0.5), (100, 0, 0, 1, 0), (100, 99, 0, 1, 0), (37, 36, 0, 71, 0),
      (37, 35, 64, 65, 0.3), (37, 0, 0, 64, 0), (37, 5, 60, 70, 0), (1040, 1039, 20, 21, 0.9),
      (100, 20, 63, 128, 0),
    ] {
      var drawn = 0
      func draw(_ surface: OpaquePointer, _ bandTop: Int) throws {
        drawn += 1
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_set_source_rgb(cr, 0.3, 0.6, 0.9)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(cr, 0, 0, 0, alpha)
        cairo_rectangle(cr, Double(x), Double(top - bandTop), 1, Double(bottom - top))
        cairo_fill(cr)
      }
      let name = "\(width) wide, x \(x), rows \(top)..<\(bottom), alpha \(alpha)"
      let png = try PNGEncoder.encode(
        width: width, height: 128, bandHeight: 64, paintsEveryPixel: true, drawBand: draw)
      XCTAssertEqual(colourType(png), 6, name)
      XCTAssertEqual(drawn, 4, "\(name): drawn twice")
      try assertSamePixels(
        width: width, height: 128, bandHeight: 64, paintsEveryPixel: true, draw: draw, name)
    }
  }

  /// The band surfaces' pixels are kept from one picture to the next: a picture that does
  /// not paint every pixel must not show the one encoded before it.
  func testKeptSurfacesDoNotShowThePictureBefore() throws {
    let width = 41
    let height = 150
    let opaque = try PNGEncoder.encode(
      width: width, height: height, bandHeight: 64, paintsEveryPixel: true
    ) { surface, _ in
      let cr = cairo_create(surface)!
      defer { cairo_destroy(cr) }
      cairo_set_source_rgb(cr, 0.8, 0.1, 0.1)
      cairo_paint(cr)
    }
    XCTAssertEqual(colourType(opaque), 2)
    XCTAssertEqual(try pixels(opaque).prefix(4), [204, 25, 25, 255])
    func dot(_ surface: OpaquePointer, _ top: Int) throws {
      let cr = cairo_create(surface)!
      defer { cairo_destroy(cr) }
      cairo_set_source_rgba(cr, 0, 0, 1, 0.5)
      cairo_rectangle(cr, 3, Double(70 - top), 5, 5)
      cairo_fill(cr)
    }
    try assertSamePixels(width: width, height: height, bandHeight: 64, draw: dot)
  }

  /// A band that fails to draw ends the encode with its error while other bands' pieces may
  /// still be coding; the threads are left ready for the next picture.
  func testADrawingErrorEndsTheEncodeAndTheNextOneWorks() throws {
    struct Failed: Error {}
    for failing in [0, 3, 9] {
      XCTAssertThrowsError(
        try PNGEncoder.encode(width: 300, height: 640, bandHeight: 64) { surface, top in
          if top == failing * 64 { throw Failed() }
        }
      ) { error in XCTAssertTrue(error is Failed, "band \(failing)") }
    }
    func draw(_ surface: OpaquePointer, _ top: Int) throws {
      let cr = cairo_create(surface)!
      defer { cairo_destroy(cr) }
      cairo_set_source_rgba(cr, 0.1, 0.6, 0.3, 0.8)
      cairo_rectangle(cr, 10, Double(100 - top), 200, 300)
      cairo_fill(cr)
    }
    try assertSamePixels(width: 300, height: 640, bandHeight: 64, draw: draw)
  }

  /// Clearing is skipped only where the list's opaque background covers whole pixels.
  func testOnlyAnOpaqueListBackgroundOverWholePixelsSkipsClearing() throws {
    let layout = try RenderFixtures.exampleLayout("settings")
    let root = layout.root
    let width = Int((layout.size.width * 3).rounded(.up))
    let height = Int((layout.size.height * 3).rounded(.up))
    XCTAssertEqual(root.frame.maxY * 3, Double(height), "settings is whole pixels at 3x")
    XCTAssertTrue(
      CairoRenderer.paintsEveryPixel(root, width: width, height: height, scale: 3))
    // A row of pixels half covered, a translucent or a missing background, rounded corners.
    XCTAssertFalse(
      CairoRenderer.paintsEveryPixel(root, width: width, height: height + 1, scale: 3))
    var changed = root
    changed.fill?.alpha = 0.9
    XCTAssertFalse(
      CairoRenderer.paintsEveryPixel(changed, width: width, height: height, scale: 3))
    changed = root
    changed.fill = nil
    XCTAssertFalse(
      CairoRenderer.paintsEveryPixel(changed, width: width, height: height, scale: 3))
    changed = root
    changed.cornerRadius = 4
    XCTAssertFalse(
      CairoRenderer.paintsEveryPixel(changed, width: width, height: height, scale: 3))
  }

  /// Shapes the row filters treat apart: one row, pictures narrower than four pixels and
  /// widths not a multiple of four (pixels past the last group of four), a height exactly
  /// two bands, and rows mixing opaque, clear and translucent pixels, at both ends of a row.
  func testSmallAndOddShapesAreCairos() throws {
    func draw(_ surface: OpaquePointer, _ top: Int) throws {
      let cr = cairo_create(surface)!
      defer { cairo_destroy(cr) }
      cairo_set_source_rgb(cr, 0.9, 0.9, 0.95)
      cairo_rectangle(cr, 0, Double(2 - top), 1000, 9)
      cairo_fill(cr)
      cairo_set_source_rgba(cr, 0.2, 0.5, 0.1, 0.4)
      cairo_rectangle(cr, 0, Double(5 - top), 2, 20)
      cairo_fill(cr)
      cairo_set_source_rgb(cr, 0.1, 0.2, 0.7)
      cairo_arc(cr, 9.5, Double(14 - top), 6.3, 0, 2 * Double.pi)
      cairo_fill(cr)
      cairo_set_source_rgba(cr, 1, 0.5, 0, 0.7)
      cairo_rectangle(cr, 14, Double(20 - top), 100, 3)
      cairo_fill(cr)
    }
    for (width, height, band) in [
      (1, 1, 64), (3, 1, 64), (17, 1, 64), (2, 30, 8), (3, 30, 8), (5, 30, 8), (19, 32, 16),
      (20, 32, 16), (23, 33, 16), (16, 30, 30),
    ] {
      try assertSamePixels(
        width: width, height: height, bandHeight: band, draw: draw,
        "\(width)×\(height), bands of \(band)")
    }
  }

  /// Rows of 64 chunks of 64 bytes and more (a word of chunk marks and beyond), with and
  /// without a partial last chunk: dots at chunk edges and on both sides of the 64th chunk,
  /// so runs of zeros start, end and skip chunks across the words of marks.
  func testWideRowsAreCairos() throws {
    for width in [1024, 1028, 1040, 2051] {
      func draw(_ surface: OpaquePointer, _ top: Int) throws {
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_set_source_rgb(cr, 0.1, 0.2, 0.7)
        for (x, y) in [(0, 3), (15, 3), (16, 4), (1008, 5), (1023, 5), (1024, 6), (1039, 7)]
          + [(width - 1, 8), (width - 17, 9), (2, 10), (width - 2, 10), (511, 11), (1700, 11)]
        {
          cairo_rectangle(cr, Double(x), Double(y - top), 1, 1)
        }
        cairo_fill(cr)
      }
      try assertSamePixels(
        width: width, height: 14, bandHeight: 64, draw: draw, "\(width) wide")
    }
  }

  /// Matches at every distance symbol's first and last distance and every length from 3 to
  /// 258 (the coder's looked-up symbols and extra bits), round-tripped through zlib.
  func testEveryDistanceAndLengthRoundTripsThroughZlib() {
    var generator = SystemRandomNumberGenerator()
    var bytes = (0..<40_000).map { _ in UInt8.random(in: 1...255, using: &generator) }
    var distances: [Int] = []
    for symbol in 0..<30 {
      let extraBits = symbol < 4 ? 0 : symbol / 2 - 1
      let first = (symbol < 4 ? symbol : (2 | symbol & 1) << extraBits) + 1
      distances += [first, first + (1 << extraBits) - 1]
    }
    for (index, distance) in distances.enumerated() {
      for length in [3 + index * 4 % 256, 258, 3] {
        let start = bytes.count
        for offset in 0..<length { bytes.append(bytes[start - distance + offset]) }
        // A fresh byte between copies, so each copy is a match of its own.
        bytes.append(UInt8.random(in: 1...255, using: &generator))
      }
    }
    for length in 3...258 {
      let start = bytes.count
      for offset in 0..<length { bytes.append(bytes[start - 1000 + offset]) }
      bytes.append(UInt8.random(in: 1...255, using: &generator))
    }
    var writer = DeflateWriter(capacity: bytes.count)
    defer { writer.deallocate() }
    bytes.withUnsafeBufferPointer { buffer in
      writer.begin()
      writer.append(buffer.baseAddress!, count: buffer.count)
      writer.finish(final: true)
    }
    let stream = Array(UnsafeBufferPointer(start: writer.output, count: writer.outputCount))
    XCTAssertEqual(inflateRaw(stream, expected: bytes.count), bytes)
    XCTAssertLessThan(stream.count, bytes.count * 3 / 4, "the copies went as matches")
  }

  /// Rows that repeat the one above are coded without being read: between other bytes, at
  /// the start and end of a piece, one byte long, and longer than Adler-32's modulus; the
  /// bytes inflate back and the Adler-32 is zlib's.
  func testRepeatedRowsRoundTripThroughZlib() {
    let detail = (0..<5_000).map { UInt8(truncatingIfNeeded: $0 % 251 * 13 + 1) }
    func repeated(_ length: Int) -> [UInt8] { [2] + [UInt8](repeating: 0, count: length - 1) }
    // Each part: its bytes, and whether it goes as a repeated row.
    for parts in [
      [(repeated(4_717), true), (detail, false), (repeated(4_717), true), (detail, false)],
      [(detail, false), (repeated(1), true), (repeated(2), true), (repeated(4), true)],
      [(repeated(80_001), true), (detail, false), (repeated(261), true)],
    ] {
      let bytes = parts.flatMap(\.0)
      var writer = DeflateWriter(capacity: bytes.count)
      defer { writer.deallocate() }
      bytes.withUnsafeBufferPointer { buffer in
        writer.begin()
        var offset = 0
        for (part, isRepeated) in parts {
          if isRepeated {
            writer.appendRepeatedRow(length: part.count)
          } else {
            writer.append(
              buffer.baseAddress! + offset, count: part.count, history: min(offset, 32768))
          }
          offset += part.count
        }
        writer.finish(final: true)
      }
      let stream = Array(UnsafeBufferPointer(start: writer.output, count: writer.outputCount))
      XCTAssertEqual(inflateRaw(stream, expected: bytes.count), bytes)
      XCTAssertEqual(writer.adler, adler32(1, bytes, UInt32(bytes.count)))
    }
  }

  /// The deflate coder on data unlike list pictures too (noise, long runs, distant repeats,
  /// more than one block), coded in two pieces joined as PNGEncoder joins a band's halves.
  func testDeflateWriterRoundTripsThroughZlib() {
    var generator = SystemRandomNumberGenerator()
    var noise = (0..<150_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
    let zeros = [UInt8](repeating: 0, count: 70_000)
    let pattern = (0..<90_000).map { UInt8(truncatingIfNeeded: $0 % 1031 * 7) }
    let sparse = (0..<120_000).map { $0 % 997 == 0 ? UInt8(1 + $0 % 5) : 0 }
    noise[10] = 0
    for pieces in [
      [noise, zeros], [zeros + pattern, sparse], [[], [1, 2, 3]],
      [[0, 0, 0, 0, 0], pattern + noise],
    ] {
      var stream: [UInt8] = []
      var writer = DeflateWriter(capacity: pieces.map(\.count).max()!)
      defer { writer.deallocate() }
      for (index, piece) in pieces.enumerated() {
        // An empty piece still needs a pointer. Pieces go in a few appends, as PNGEncoder
        // hands over rows, with the 32 KiB before each for matches to reach.
        (piece.isEmpty ? [0] : piece).withUnsafeBufferPointer { bytes in
          writer.begin()
          var offset = 0
          repeat {
            let count = min(piece.count - offset, 40_000)
            writer.append(
              bytes.baseAddress! + offset, count: count, history: min(offset, 32768))
            offset += count
          } while offset < piece.count
          writer.finish(final: index == pieces.count - 1)
        }
        stream += UnsafeBufferPointer(start: writer.output, count: writer.outputCount)
      }
      XCTAssertEqual(inflateRaw(stream, expected: pieces.joined().count), Array(pieces.joined()))
    }
  }

  /// Runs of zeros across chunks marked by the caller: exactly (`markChunks`), or every
  /// chunk (a marked chunk may be all zeros), from each pixel start, over more than a word of
  /// marks, a run of 430 marked chunks and a partial last chunk; the bytes inflate back and
  /// the Adler-32 is zlib's.
  func testChunkMarksRoundTripThroughZlib() {
    var generator = SystemRandomNumberGenerator()
    var bytes = [UInt8](repeating: 0, count: 64 * 150)
    bytes += (0..<(64 * 300)).map { _ in UInt8.random(in: 1...255, using: &generator) }
    // The largest bytes in a long run: Adler-32's lanes at their fullest.
    bytes += [UInt8](repeating: 255, count: 64 * 130)
    bytes += [UInt8](repeating: 0, count: 64 * 3 + 37)
    // Pixels from a palette of five: matches of three bytes and more, at many distances.
    let palette = (0..<5).map { _ in (0..<4).map { _ in UInt8.random(in: 1...255) } }
    for _ in 0..<1_500 { bytes += palette.randomElement()!.prefix(Int.random(in: 3...4)) }
    bytes += [UInt8](repeating: 0, count: 64 * 2)
    for index in [
      0, 1, 2, 63, 64, 65, 127, 200, 4_000, 4_095, 4_096, 4_160, 9_000, bytes.count - 1,
    ] {
      bytes[index] = UInt8(truncatingIfNeeded: index % 200 + 1)
    }
    var writer = DeflateWriter(capacity: bytes.count)
    defer { writer.deallocate() }
    for pixelBytes in [3, 4] {
      for pixelStart in 0..<pixelBytes {
        let chunkBytes = bytes.count - pixelStart
        let words = DeflateWriter.chunkWords(count: chunkBytes)
        var exact = [UInt64](repeating: 0, count: words)
        bytes.withUnsafeBufferPointer {
          DeflateWriter.markChunks(
            of: $0.baseAddress! + pixelStart, count: chunkBytes, into: &exact)
        }
        for chunk in 0..<(chunkBytes + 63) / 64 {
          let start = pixelStart + chunk * 64
          let holds = bytes[start..<min(bytes.count, start + 64)].contains { $0 != 0 }
          XCTAssertEqual(exact[chunk / 64] >> (chunk % 64) & 1 == 1, holds, "chunk \(chunk)")
        }
        let every = (0..<words).map { word in
          let chunks = (chunkBytes + 63) / 64 - word * 64
          return chunks >= 64 ? UInt64.max : (1 << UInt64(chunks)) - 1
        }
        for marks in [exact, every] {
          bytes.withUnsafeBufferPointer { buffer in
            marks.withUnsafeBufferPointer { marks in
              writer.begin()
              writer.append(
                buffer.baseAddress!, count: buffer.count, pixelStart: pixelStart,
                pixelBytes: pixelBytes, chunks: marks.baseAddress!)
              writer.finish(final: true)
            }
          }
          let stream = Array(UnsafeBufferPointer(start: writer.output, count: writer.outputCount))
          let name = "pixels of \(pixelBytes) from \(pixelStart)"
          XCTAssertEqual(inflateRaw(stream, expected: bytes.count), bytes, name)
          XCTAssertEqual(writer.adler, adler32(1, bytes, UInt32(bytes.count)), name)
        }
      }
    }
  }

  /// Huffman code lengths: complete codes (Kraft sum exactly 1) within the limit, even for
  /// Fibonacci weights, whose optimal code is as deep as there are symbols; and at least two
  /// lengths for an alphabet with one symbol used, or none.
  func testCodeLengthsAreCompleteAndWithinTheLimit() {
    var fibonacci: [UInt32] = [1, 1]
    while fibonacci.count < 30 {
      fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2])
    }
    var generator = SystemRandomNumberGenerator()
    let random = (0..<286).map { _ in UInt32.random(in: 0...40_000, using: &generator) }
    let skewed = (0..<286).map { $0 < 40 ? UInt32(1) << UInt32($0 % 20) : 0 }
    for (name, weights, limit) in [
      ("fibonacci", fibonacci + [UInt32](repeating: 0, count: 256), 15),
      ("fibonacci, 7 bits", Array(fibonacci[0..<19]), 7), ("random", random, 15),
      ("skewed", skewed, 15), ("one", [0, 0, 9, 0], 15), ("none", [0, 0, 0], 7),
    ] {
      var frequencies = weights
      var lengths = [UInt8](repeating: 99, count: weights.count)
      DeflateWriter.codeLengths(&frequencies, count: weights.count, limit: limit, into: &lengths)
      XCTAssertTrue(lengths.allSatisfy { $0 <= limit }, name)
      XCTAssertGreaterThanOrEqual(lengths.filter { $0 > 0 }.count, 2, name)
      for (weight, length) in zip(weights, lengths) where weight > 0 {
        XCTAssertGreaterThan(length, 0, "\(name): a used symbol has a code")
      }
      let kraft = lengths.filter { $0 > 0 }.reduce(0.0) { $0 + pow(2, -Double($1)) }
      XCTAssertEqual(kraft, 1, name)
    }
  }

  /// Raw inflate of a whole stream, which must end with a final block.
  func inflateRaw(_ compressed: [UInt8], expected: Int) -> [UInt8]? {
    var stream = z_stream()
    guard
      inflateInit2_(&stream, -15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK
    else { return nil }
    defer { inflateEnd(&stream) }
    var out = [UInt8](repeating: 0, count: expected + 16)
    var input = compressed
    let status = input.withUnsafeMutableBufferPointer { input in
      out.withUnsafeMutableBufferPointer { output in
        stream.next_in = input.baseAddress
        stream.avail_in = UInt32(input.count)
        stream.next_out = output.baseAddress
        stream.avail_out = UInt32(output.count)
        return inflate(&stream, Z_FINISH)
      }
    }
    guard status == Z_STREAM_END, stream.avail_in == 0 else { return nil }
    return Array(out[0..<Int(stream.total_out)])
  }

  /// Encodes the picture `draw` draws, with each `PNGDeflater`, and checks that the pixels
  /// are cairo's: the picture drawn into one surface (cleared), unpremultiplied; returns
  /// those. With `paintsEveryPixel`, the encoder is told so (and writes RGB, unless a pixel
  /// is not opaque).
  @discardableResult
  func assertSamePixels(
    width: Int, height: Int, bandHeight: Int, bands: [Int]? = nil,
    paintsEveryPixel: Bool = false, draw: (OpaquePointer, Int) throws -> Void,
    _ message: String = "", file: StaticString = #filePath, line: UInt = #line
  ) throws -> [UInt8] {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    defer { cairo_surface_destroy(surface) }
    try draw(surface, 0)
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let expected = cropped(
      straightRGBA(
        cairo_image_surface_get_data(surface)!, stride: stride, width: stride / 4, rows: height),
      from: stride / 4, to: width, rows: height)
    for deflater in Self.deflaters {
      let png = try PNGEncoder.encode(
        width: width, height: height, bandHeight: bandHeight, bands: bands,
        paintsEveryPixel: paintsEveryPixel, deflater: deflater, drawBand: draw)
      XCTAssertEqual(
        try pixels(png), expected, "\(message) \(deflater)", file: file, line: line)
    }
    return expected
  }

  /// Cairo's premultiplied native-endian ARGB as straight RGBA, `width` pixels a row (as
  /// libpng and cairo's own PNG writer unpremultiply: rounded to nearest).
  func straightRGBA(
    _ pixels: UnsafePointer<UInt8>, stride: Int, width: Int, rows: Int
  ) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(width * rows * 4)
    for y in 0..<rows {
      for x in 0..<width {
        let pixel = UnsafeRawPointer(pixels + y * stride + x * 4).loadUnaligned(as: UInt32.self)
        let alpha = pixel >> 24
        func straight(_ shift: UInt32) -> UInt8 {
          let value = pixel >> shift & 0xFF
          return alpha == 0 ? 0 : UInt8(min(255, (value * 255 + alpha / 2) / alpha))
        }
        out += [straight(16), straight(8), straight(0), UInt8(alpha)]
      }
    }
    return out
  }

  /// The first `width` pixels of each of `rows` rows of `stride` RGBA pixels.
  func cropped(_ pixels: [UInt8], from stride: Int, to width: Int, rows: Int) -> [UInt8] {
    (0..<rows).flatMap { pixels[($0 * stride * 4)..<($0 * stride * 4 + width * 4)] }
  }

  /// The unfiltered RGBA rows of an 8-bit RGBA or RGB PNG (filters None, Sub, Up and Paeth),
  /// RGB given alpha 255.
  func pixels(_ png: [UInt8]) throws -> [UInt8] {
    func bigEndian(_ offset: Int) -> Int {
      png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
    }
    let width = bigEndian(16)
    let height = bigEndian(20)
    XCTAssertEqual(png[24], 8, "8 bits a sample")
    XCTAssertTrue([2, 6].contains(png[25]), "RGB or RGBA")
    let pixelBytes = png[25] == 2 ? 3 : 4
    let count = width * pixelBytes
    var compressed: [UInt8] = []
    var offset = 8
    while offset + 8 <= png.count {
      let length = bigEndian(offset)
      let typeAndData = Array(png[(offset + 4)..<(offset + 8 + length)])
      // Every chunk's CRC is zlib's CRC-32 of its type and data (the IDAT chunks' are joined
      // from their pieces').
      XCTAssertEqual(
        bigEndian(offset + 8 + length), Int(crc32(0, typeAndData, UInt32(typeAndData.count))),
        "CRC of chunk at \(offset)")
      if String(decoding: typeAndData[0..<4], as: UTF8.self) == "IDAT" {
        compressed += typeAndData[4...]
      }
      offset += 12 + length
    }
    var data = [UInt8](repeating: 0, count: height * (count + 1))
    var length = UInt(data.count)
    let status = uncompress(&data, &length, compressed, UInt(compressed.count))
    XCTAssertEqual(status, Z_OK)
    XCTAssertEqual(Int(length), data.count)
    var out = [UInt8](repeating: 0, count: height * count)
    for y in 0..<height {
      let filter = data[y * (count + 1)]
      for index in 0..<count {
        let value = data[y * (count + 1) + 1 + index]
        let left = index >= pixelBytes ? out[y * count + index - pixelBytes] : 0
        let up = y > 0 ? out[(y - 1) * count + index] : 0
        let upLeft =
          y > 0 && index >= pixelBytes ? out[(y - 1) * count + index - pixelBytes] : 0
        switch filter {
        case 0: out[y * count + index] = value
        case 1: out[y * count + index] = value &+ left
        case 2: out[y * count + index] = value &+ up
        case 4:
          let p = Int(left) + Int(up) - Int(upLeft)
          let (a, b, c) = (abs(p - Int(left)), abs(p - Int(up)), abs(p - Int(upLeft)))
          out[y * count + index] = value &+ (a <= b && a <= c ? left : b <= c ? up : upLeft)
        default: XCTFail("unexpected filter \(filter)")
        }
      }
    }
    guard pixelBytes == 3 else { return out }
    var rgba = [UInt8](repeating: 255, count: width * height * 4)
    for pixel in 0..<width * height {
      rgba[pixel * 4] = out[pixel * 3]
      rgba[pixel * 4 + 1] = out[pixel * 3 + 1]
      rgba[pixel * 4 + 2] = out[pixel * 3 + 2]
    }
    return rgba
  }

  /// The colour type in a PNG's header: 2 for RGB, 6 for RGBA.
  func colourType(_ png: [UInt8]) -> UInt8 { png[25] }
}
