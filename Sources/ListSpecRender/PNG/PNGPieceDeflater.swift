import CZlib

/// Who deflates the pieces of a PNG's filtered rows. The product uses its own DEFLATE
/// (`DeflateWriter`, made for filtered list pictures); the PNG benchmark puts libraries in the
/// same banded, threaded pipeline through ``library(_:coder:)`` to compare them
/// (specs/png.md), so no library coder ships in the product.
@_spi(Benchmark)
public struct PNGDeflater: Sendable, CustomStringConvertible {
  /// What the benchmark prints.
  public let name: String
  /// Makes one thread's coder; nil for the own DEFLATE.
  let makeCoder: (@Sendable () -> any PNGPieceCoder)?

  /// The encoder's own DEFLATE.
  public static let own = PNGDeflater(name: "own", makeCoder: nil)

  /// Pieces deflated by the coders `coder` makes, one per thread, made when first used.
  public static func library(
    _ name: String, coder: @escaping @Sendable () -> any PNGPieceCoder
  ) -> PNGDeflater {
    PNGDeflater(name: name, makeCoder: coder)
  }

  var isOwn: Bool { makeCoder == nil }
  public var description: String { name }
}

/// Deflates the pieces of a PNG's filtered rows on one thread at a time.
@_spi(Benchmark)
public protocol PNGPieceCoder: AnyObject {
  /// `count` filtered bytes as raw DEFLATE that ends on a byte boundary with a block that is
  /// not final, so that more pieces may follow, unless `final`.
  func deflate(_ bytes: UnsafePointer<UInt8>, count: Int, final: Bool) -> [UInt8]
}

/// One thread's library coders (`PNGDeflater.library`), made when first used and kept with
/// the encoder's buffers.
final class LibraryCoders {
  private var coders: [String: any PNGPieceCoder] = [:]

  /// `count` filtered bytes as a piece coded by `deflater`'s coder, with the checksums the
  /// container needs.
  func deflate(
    _ bytes: UnsafePointer<UInt8>, count: Int, final: Bool, with deflater: PNGDeflater
  ) -> PNGEncoder.PieceOutput {
    let coder = coders[deflater.name] ?? deflater.makeCoder!()
    coders[deflater.name] = coder
    let output = coder.deflate(bytes, count: count, final: final)
    return PNGEncoder.PieceOutput(
      bytes: output, crc: crc32(0, output, UInt32(output.count)),
      adler: adler32(1, bytes, UInt32(count)), length: count)
  }
}
