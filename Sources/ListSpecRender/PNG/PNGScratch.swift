import Foundation
import ListSpec

extension PNGEncoder {
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
      /// The libraries' coders, for the benchmark's comparison (none unless it asks).
      let library: LibraryCoders
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
    func trimSurfacePixels() {
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
          writer: writer, chunks: .allocate(capacity: DeflateWriter.chunkWords(count: width * 4)),
          library: LibraryCoders())
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
}
