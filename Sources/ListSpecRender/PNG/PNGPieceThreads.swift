import Foundation
import ListSpec

// How the encoder shares its pieces among threads (`PNGEncoder.encode`).

extension PNGEncoder {
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
}
