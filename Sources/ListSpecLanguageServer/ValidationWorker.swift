import ListSpec

#if canImport(Glibc)
  import Glibc
#endif

/// Validates documents on threads of their own, so that requests are answered while a large
/// spec is validated (issue 45). Each job first finds validate's diagnostics, then reads the
/// YAML tree and its names for completion and hover; the two are done on two threads (lanes),
/// so that reading a version's tree (half a second for 100,000 items) does not hold up the
/// next version's diagnostics, and a tree a request waits for is read on a third, so that it
/// does not wait behind an older version's. A newer job for the same document takes the place of one still
/// waiting; one already running is finished and its result set aside by the server (its
/// generation is no longer the document's). The server thread reads what is finished with
/// ``takeFinished()``, woken through ``wakeDescriptor`` when it polls.
final class ValidationWorker: @unchecked Sendable {
  /// What a job reads: one version of a document.
  struct Job: Sendable {
    var uri: String
    var generation: Int
    var bytes: [UInt8]
    var limits: ReaderLimits
    var receivedInvalidUTF8: Bool
  }

  enum Result: Sendable {
    case diagnostics(uri: String, generation: Int, [Diagnostic], TextPositions)
    /// The tree of a version, with its text (kept as the last parsed version while the
    /// editor's is newer).
    case tree(
      uri: String, generation: Int, root: YAMLNode?, names: DocumentNames, bytes: [UInt8])
  }

  /// The threads: one finds diagnostics, one reads trees after them, one reads the trees
  /// requests wait for.
  private enum Lane: CaseIterable {
    case diagnostics
    case trees
    case requestedTrees
  }

  private enum Work {
    case diagnostics(Job)
    case tree(Job)
  }

  private let condition = ThreadCondition()
  // Guarded by `condition`.
  private var waiting: [String: Job] = [:]
  private var waitingTrees: [String: Job] = [:]
  /// Trees a request waits for: read before the other trees.
  private var urgentTrees: [String: Job] = [:]
  private var finished: [Result] = []
  /// The newest generation of each document whose tree was read.
  private var readGenerations: [String: Int] = [:]
  /// The jobs running.
  private var running = 0
  private var isStopped = false
  private var isStarted = false
  /// A pipe a byte is written to when a result is finished: its read end is polled.
  private var pipeEnds: [Int32] = [-1, -1]

  /// The descriptor that becomes readable when a result is finished (-1 without a pipe).
  var wakeDescriptor: Int32 { pipeEnds[0] }

  init() {
    if pipe(&pipeEnds) == 0 {
      for end in pipeEnds {
        _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      }
    } else {
      pipeEnds = [-1, -1]
    }
  }

  deinit {
    for end in pipeEnds where end >= 0 { close(end) }
  }

  /// Queues `job` in place of any job of the same document still waiting.
  func submit(_ job: Job) {
    condition.lock()
    waiting[job.uri] = job
    waitingTrees[job.uri] = nil
    condition.broadcast()
    condition.unlock()
    startOrWork()
  }

  /// Queues the reading of `job`'s tree on the lane of trees requests wait for.
  func read(_ job: Job) {
    condition.lock()
    urgentTrees[job.uri] = job
    condition.broadcast()
    condition.unlock()
    startOrWork()
  }

  /// Starts the threads the first time. A lane whose thread would not start has its work
  /// done here, on the server's thread.
  private func startOrWork() {
    condition.lock()
    let start = !isStarted
    isStarted = true
    condition.unlock()
    var started: [Lane] = []
    if start {
      started = Lane.allCases.filter { lane in
        startThread(stackSize: 8 << 20, { [self] in self.run(lane) })
      }
      guard started.count < Lane.allCases.count else { return }
      if started.isEmpty {
        condition.lock()
        isStarted = false
        condition.unlock()
      }
    } else {
      return
    }
    for lane in Lane.allCases where !started.contains(lane) {
      while let work = nextJob(lane) { perform(work) }
    }
  }

  /// Stops the threads after the jobs they are running.
  func stop() {
    condition.lock()
    isStopped = true
    waiting = [:]
    waitingTrees = [:]
    urgentTrees = [:]
    condition.broadcast()
    condition.unlock()
  }

  /// The results finished since the last call, in the order they finished.
  func takeFinished() -> [Result] {
    if pipeEnds[0] >= 0 {
      var scratch = [UInt8](repeating: 0, count: 64)
      while Glibc.read(pipeEnds[0], &scratch, scratch.count) > 0 {}
    }
    condition.lock()
    defer { condition.unlock() }
    let results = finished
    finished = []
    return results
  }

  /// Waits until a result is finished or nothing is left to do (for tests; the server
  /// polls ``wakeDescriptor``).
  func waitForResult() {
    condition.lock()
    while finished.isEmpty, hasWorkLocked, !isStopped { condition.wait() }
    condition.unlock()
  }

  /// Waits up to `milliseconds` for a result to be finished (the wake descriptor to be
  /// readable).
  func waitForWake(milliseconds: Int32) {
    guard pipeEnds[0] >= 0 else { return waitForResult() }
    var descriptor = pollfd(fd: pipeEnds[0], events: Int16(POLLIN), revents: 0)
    _ = poll(&descriptor, 1, milliseconds)
  }

  /// True while a job waits or runs.
  var hasWork: Bool {
    condition.lock()
    defer { condition.unlock() }
    return hasWorkLocked
  }

  private var hasWorkLocked: Bool {
    running > 0 || !waiting.isEmpty || !waitingTrees.isEmpty || !urgentTrees.isEmpty
  }

  private func nextJob(_ lane: Lane) -> Work? {
    condition.lock()
    defer { condition.unlock() }
    return takeJob(lane)
  }

  /// The next job of `lane`, counted as running (the condition locked).
  private func takeJob(_ lane: Lane) -> Work? {
    var work: Work?
    switch lane {
    case .diagnostics:
      if let uri = waiting.keys.min(), let job = waiting.removeValue(forKey: uri) {
        work = .diagnostics(job)
      }
    case .trees:
      if let uri = waitingTrees.keys.min(), let job = waitingTrees.removeValue(forKey: uri) {
        work = .tree(job)
      }
    case .requestedTrees:
      if let uri = urgentTrees.keys.min(), let job = urgentTrees.removeValue(forKey: uri) {
        work = .tree(job)
      }
    }
    if work != nil { running += 1 }
    return work
  }

  private func run(_ lane: Lane) {
    // Trees read ahead of need yield the processor to the thread answering requests and to
    // diagnostics: on two cores, a 12 MB read beside a request slowed its answer. (On Linux
    // the nice value is the calling thread's: `setpriority(2)`.)
    if lane == .trees { _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10) }
    condition.lock()
    while !isStopped {
      guard let work = takeJob(lane) else {
        condition.wait()
        continue
      }
      condition.unlock()
      perform(work)
      condition.lock()
    }
    condition.unlock()
  }

  private func perform(_ work: Work) {
    let result: Result
    switch work {
    case .diagnostics(let job):
      let positions = TextPositions(job.bytes)
      let diagnostics = TextDocument.validate(
        uri: job.uri, bytes: job.bytes, positions: positions, limits: job.limits,
        receivedInvalidUTF8: job.receivedInvalidUTF8)
      result = .diagnostics(uri: job.uri, generation: job.generation, diagnostics, positions)
    case .tree(let job):
      let root = TextDocument.readTree(uri: job.uri, bytes: job.bytes, limits: job.limits)
      result = .tree(
        uri: job.uri, generation: job.generation, root: root, names: DocumentNames(root: root),
        bytes: job.bytes)
    }
    condition.lock()
    running -= 1
    finished.append(result)
    switch work {
    case .diagnostics(let job):
      // The tree follows the diagnostics, unless a newer version of the document waits (its
      // tree will follow its diagnostics) or the tree was read already (a request asked).
      if waiting[job.uri] == nil, !isStopped, readGenerations[job.uri] ?? -1 < job.generation {
        waitingTrees[job.uri] = job
      }
    case .tree(let job):
      readGenerations[job.uri] = max(readGenerations[job.uri] ?? -1, job.generation)
    }
    condition.broadcast()
    condition.unlock()
    if pipeEnds[1] >= 0 {
      var byte: UInt8 = 1
      _ = write(pipeEnds[1], &byte, 1)
    }
  }
}
