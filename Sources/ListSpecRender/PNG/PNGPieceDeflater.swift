import CLibdeflate
import CZlib

/// Who deflates the pieces of a PNG's filtered rows (the PNG benchmark compares them; each
/// piece is coded on its own on any thread and the pieces are joined into one zlib stream).
@_spi(Benchmark)
public enum PNGDeflater: String, Sendable, CaseIterable {
  /// `DeflateWriter`, made for filtered list pictures.
  case own
  /// zlib's `deflate` at level 1.
  case zlibFast = "zlib-1"
  /// zlib's `deflate` at level 1 with strategy `Z_RLE` (matches at distance 1 only).
  case zlibRLE = "zlib-rle"
  /// libdeflate at level 1.
  case libdeflate = "libdeflate-1"
}

/// One thread's library coders, made when first used and kept with the encoder's buffers.
final class LibraryDeflaters {
  private var zlibStreams: [PNGDeflater: UnsafeMutablePointer<z_stream>] = [:]
  private var libdeflateCompressor: OpaquePointer?
  private var output: UnsafeMutablePointer<UInt8>?
  private var outputCapacity = 0

  deinit {
    for stream in zlibStreams.values {
      deflateEnd(stream)
      stream.deinitialize(count: 1)
      stream.deallocate()
    }
    if let libdeflateCompressor { libdeflate_free_compressor(libdeflateCompressor) }
    output?.deallocate()
  }

  private func outputBuffer(_ capacity: Int) -> UnsafeMutablePointer<UInt8> {
    if let output, outputCapacity >= capacity { return output }
    output?.deallocate()
    output = .allocate(capacity: capacity)
    outputCapacity = capacity
    return output!
  }

  /// `count` filtered bytes as a piece of raw DEFLATE: ending on a byte boundary with a block
  /// that is not final, so that more pieces may follow, unless `final`.
  func deflate(
    _ bytes: UnsafePointer<UInt8>, count: Int, final: Bool, with deflater: PNGDeflater
  ) -> PNGEncoder.PieceOutput {
    switch deflater {
    case .own: preconditionFailure("DeflateWriter codes its pieces row by row")
    case .zlibFast, .zlibRLE:
      let stream = zlibStream(deflater)
      // Z_SYNC_FLUSH ends the piece with an empty stored block, byte-aligned, not final.
      let capacity = Int(deflateBound(stream, UInt(count))) + 64
      let out = outputBuffer(capacity)
      stream.pointee.next_in = UnsafeMutablePointer(mutating: bytes)
      stream.pointee.avail_in = UInt32(count)
      stream.pointee.next_out = out
      stream.pointee.avail_out = UInt32(capacity)
      let status = CZlib.deflate(stream, final ? Z_FINISH : Z_SYNC_FLUSH)
      precondition(
        status == (final ? Z_STREAM_END : Z_OK) && stream.pointee.avail_in == 0
          && stream.pointee.avail_out > 0)
      let written = capacity - Int(stream.pointee.avail_out)
      return PNGEncoder.PieceOutput(
        bytes: Array(UnsafeBufferPointer(start: out, count: written)),
        crc: crc32(0, out, UInt32(written)), adler: adler32(1, bytes, UInt32(count)),
        length: count)
    case .libdeflate:
      if libdeflateCompressor == nil { libdeflateCompressor = libdeflate_alloc_compressor(1) }
      let compressor = libdeflateCompressor!
      // Room for the empty stored block added after.
      let capacity = libdeflate_deflate_compress_bound(compressor, count) + 8
      let out = outputBuffer(capacity)
      var written = libdeflate_deflate_compress(compressor, bytes, count, out, capacity)
      precondition(written > 0)
      if !final {
        // libdeflate's last block is final: clear that bit, then end with an empty stored
        // block (its three header bits, zero, in the padding after the end-of-block code or
        // in one more byte, then LEN 0 and NLEN 0xFFFF), as zlib's Z_SYNC_FLUSH does.
        guard let (header, end) = deflateStreamEnd(UnsafeBufferPointer(start: out, count: written))
        else { preconditionFailure("libdeflate wrote a stream that does not end") }
        precondition((end + 7) >> 3 == written)
        out[header >> 3] &= ~(1 << UInt8(header & 7))
        if end + 3 > written * 8 {
          out[written] = 0
          written += 1
        }
        for byte: UInt8 in [0, 0, 0xFF, 0xFF] {
          out[written] = byte
          written += 1
        }
      }
      return PNGEncoder.PieceOutput(
        bytes: Array(UnsafeBufferPointer(start: out, count: written)),
        crc: UInt(libdeflate_crc32(0, out, written)),
        adler: UInt(libdeflate_adler32(1, bytes, count)),
        length: count)
    }
  }

  /// The thread's zlib stream for `deflater` (raw DEFLATE, level 1), reset for a new piece.
  private func zlibStream(_ deflater: PNGDeflater) -> UnsafeMutablePointer<z_stream> {
    if let stream = zlibStreams[deflater] {
      deflateReset(stream)
      return stream
    }
    let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    stream.initialize(to: z_stream())
    let status = deflateInit2_(
      stream, 1, Z_DEFLATED, -15, 8, deflater == .zlibRLE ? Z_RLE : Z_DEFAULT_STRATEGY,
      ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
    precondition(status == Z_OK)
    zlibStreams[deflater] = stream
    return stream
  }
}
