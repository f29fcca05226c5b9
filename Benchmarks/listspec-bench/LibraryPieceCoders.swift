import CLibdeflate
import CZlib
@_spi(Benchmark) import ListSpecRender

/// The libraries the PNG benchmark puts in the encoder's banded, threaded pipeline in place
/// of its own DEFLATE (specs/png.md): zlib at level 1, zlib at level 1 with `Z_RLE`, and
/// libdeflate at level 1. Each codes a piece of filtered rows as raw DEFLATE that ends on a
/// byte boundary with a block that is not final, so the pieces join into one stream.
extension PNGDeflater {
  /// zlib's `deflate` at level 1.
  static let zlibFast = PNGDeflater.library("zlib-1") {
    ZlibPieceCoder(strategy: Z_DEFAULT_STRATEGY)
  }
  /// zlib's `deflate` at level 1 with strategy `Z_RLE` (matches at distance 1 only).
  static let zlibRLE = PNGDeflater.library("zlib-rle") { ZlibPieceCoder(strategy: Z_RLE) }
  /// libdeflate at level 1.
  static let libdeflate = PNGDeflater.library("libdeflate-1") { LibdeflatePieceCoder() }

  /// Every DEFLATE the benchmark compares, the product's own first.
  static let compared: [PNGDeflater] = [.own, .zlibFast, .zlibRLE, .libdeflate]
}

/// One thread's zlib stream (raw DEFLATE, level 1), reset for each piece.
final class ZlibPieceCoder: PNGPieceCoder {
  private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
  private var output: [UInt8] = []

  init(strategy: Int32) {
    stream.initialize(to: z_stream())
    let status = deflateInit2_(
      stream, 1, Z_DEFLATED, -15, 8, strategy, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
    precondition(status == Z_OK)
  }

  deinit {
    deflateEnd(stream)
    stream.deinitialize(count: 1)
    stream.deallocate()
  }

  func deflate(_ bytes: UnsafePointer<UInt8>, count: Int, final: Bool) -> [UInt8] {
    deflateReset(stream)
    // Z_SYNC_FLUSH ends the piece with an empty stored block, byte-aligned, not final.
    let capacity = Int(deflateBound(stream, UInt(count))) + 64
    return [UInt8](unsafeUninitializedCapacity: capacity) { buffer, written in
      stream.pointee.next_in = UnsafeMutablePointer(mutating: bytes)
      stream.pointee.avail_in = UInt32(count)
      stream.pointee.next_out = buffer.baseAddress
      stream.pointee.avail_out = UInt32(capacity)
      let status = CZlib.deflate(stream, final ? Z_FINISH : Z_SYNC_FLUSH)
      precondition(
        status == (final ? Z_STREAM_END : Z_OK) && stream.pointee.avail_in == 0
          && stream.pointee.avail_out > 0)
      written = capacity - Int(stream.pointee.avail_out)
    }
  }
}

/// One thread's libdeflate compressor (level 1).
final class LibdeflatePieceCoder: PNGPieceCoder {
  private let compressor = libdeflate_alloc_compressor(1)!

  deinit { libdeflate_free_compressor(compressor) }

  func deflate(_ bytes: UnsafePointer<UInt8>, count: Int, final: Bool) -> [UInt8] {
    // Room for the empty stored block added after.
    let capacity = libdeflate_deflate_compress_bound(compressor, count) + 8
    return [UInt8](unsafeUninitializedCapacity: capacity) { out, written in
      written = libdeflate_deflate_compress(compressor, bytes, count, out.baseAddress, capacity)
      precondition(written > 0)
      guard !final else { return }
      // libdeflate's last block is final: clear that bit, then end with an empty stored
      // block (its three header bits, zero, in the padding after the end-of-block code or in
      // one more byte, then LEN 0 and NLEN 0xFFFF), as zlib's Z_SYNC_FLUSH does.
      guard
        let (header, end) = deflateStreamEnd(
          UnsafeBufferPointer(rebasing: out[0..<written]))
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
  }
}
