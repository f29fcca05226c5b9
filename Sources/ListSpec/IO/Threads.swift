#if canImport(Glibc)
  import Glibc
#else
  import Foundation
#endif

// The library reads and validates with FoundationEssentials alone: the whole of Foundation
// (with ICU) costs every `listspec validate` about 4 ms and 6 MB before it reads a byte
// (`scripts/bench-startup`). FoundationEssentials has neither locks nor threads, so these
// are POSIX threads, as Foundation's own are on Linux.

/// A mutex: `NSLock` without Foundation.
package final class ThreadLock: @unchecked Sendable {
  fileprivate let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  package init() { pthread_mutex_init(mutex, nil) }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  package func lock() { pthread_mutex_lock(mutex) }
  package func unlock() { pthread_mutex_unlock(mutex) }

  /// `body` with the mutex locked.
  package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock()
    defer { unlock() }
    return try body()
  }
}

/// A mutex with a condition variable: `NSCondition` without Foundation.
package final class ThreadCondition: @unchecked Sendable {
  private let mutex = ThreadLock()
  private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

  package init() { pthread_cond_init(condition, nil) }

  deinit {
    pthread_cond_destroy(condition)
    condition.deallocate()
  }

  package func lock() { mutex.lock() }
  package func unlock() { mutex.unlock() }
  /// Unlocks, waits for a `broadcast`, and locks again. A wait may also end without one:
  /// wait in a loop that checks what it waits for.
  package func wait() { pthread_cond_wait(condition, mutex.mutex) }
  /// `wait`, except that before `deadline` (a `monotonicNanoseconds()` value) it only unlocks,
  /// yields the processor and locks again. For waits of well under a millisecond: a sleeping
  /// thread starts tens of microseconds after the broadcast (in a virtual machine whose core
  /// has gone idle, up to a millisecond), a spinning one at once.
  package func wait(spinningUntil deadline: UInt64) {
    guard monotonicNanoseconds() < deadline else { return wait() }
    unlock()
    sched_yield()
    lock()
  }
  package func broadcast() { pthread_cond_broadcast(condition) }
}

/// Starts `body` on a new detached thread with a stack of `stackSize` bytes; false when the
/// system would not start one (the caller then does the work itself).
package func startThread(stackSize: Int, _ body: @escaping @Sendable () -> Void) -> Bool {
  #if canImport(Glibc)
    final class Work {
      let body: @Sendable () -> Void
      init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, stackSize)
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    let work = Unmanaged.passRetained(Work(body)).toOpaque()
    var thread = pthread_t()
    let status = pthread_create(
      &thread, &attributes,
      { work in
        Unmanaged<Work>.fromOpaque(work!).takeRetainedValue().body()
        return nil
      }, work)
    if status != 0 { Unmanaged<Work>.fromOpaque(work).release() }
    return status == 0
  #else
    let thread = Thread(block: body)
    thread.stackSize = stackSize
    thread.start()
    return true
  #endif
}

/// The monotonic clock, in nanoseconds.
package func monotonicNanoseconds() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}
