import Foundation

/// Calls back when one of a few files is saved, through inotify on the files' directories
/// (editors often save by writing a new file and renaming it over the old one, which a watch
/// on the file itself would lose). Reads no file: only the kernel's event names.
final class FileWatcher: @unchecked Sendable {
  private let inotify: Int32
  /// A pipe written to stop the thread that waits on `inotify`.
  private let wake: Int32
  private let wakeWriter: Int32
  /// Watch descriptor → (directory, names of watched files in it).
  private var watches: [Int32: Set<String>] = [:]
  private var thread: Thread?
  private let onChange: @Sendable () -> Void
  /// Quiet time after an event before calling back, so a save's several events (truncate,
  /// write, close, rename) make one reload.
  private let settle: TimeInterval

  init(paths: [String], settle: TimeInterval = 0.03, onChange: @escaping @Sendable () -> Void)
    throws
  {
    self.onChange = onChange
    self.settle = settle
    inotify = inotify_init1(Int32(IN_CLOEXEC))
    guard inotify >= 0 else { throw PreviewError.system("inotify_init1") }
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else {
      let error = PreviewError.system("pipe")
      close(inotify)
      throw error
    }
    wake = pipeEnds[0]
    wakeWriter = pipeEnds[1]
    let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM)
    for path in paths {
      let url = URL(fileURLWithPath: path)
      let directory = url.deletingLastPathComponent().path
      let descriptor = inotify_add_watch(inotify, directory, mask)
      guard descriptor >= 0 else {
        let error = PreviewError.system("cannot watch \(directory)")
        close(inotify)
        close(wake)
        close(wakeWriter)
        throw error
      }
      watches[descriptor, default: []].insert(url.lastPathComponent)
    }
    let thread = Thread { [unowned self] in self.run() }
    thread.name = "listspec-preview-watch"
    self.thread = thread
    thread.start()
  }

  /// Stops the watching thread and waits for it.
  func stop() {
    guard let thread else { return }
    var one: UInt8 = 1
    _ = write(wakeWriter, &one, 1)
    while !thread.isFinished { usleep(1000) }
    self.thread = nil
  }

  deinit {
    stop()
    close(inotify)
    close(wake)
    close(wakeWriter)
  }

  private func run() {
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      var fds = [
        pollfd(fd: inotify, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
      ]
      // Blocks until the kernel reports an event or stop() is called: no timer.
      guard poll(&fds, 2, -1) >= 0 || errno == EINTR else { return }
      if fds[1].revents != 0 { return }
      guard fds[0].revents != 0 else { continue }
      var relevant = drain(&buffer)
      // Let the rest of the save arrive, then reload once.
      while true {
        var more = [pollfd(fd: inotify, events: Int16(POLLIN), revents: 0)]
        guard poll(&more, 1, Int32(settle * 1000)) > 0 else { break }
        relevant = drain(&buffer) || relevant
      }
      if relevant { onChange() }
    }
  }

  /// Reads the pending events; true when one names a watched file.
  private func drain(_ buffer: inout [UInt8]) -> Bool {
    let count = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
    guard count > 0 else { return false }
    var relevant = false
    var offset = 0
    let headerSize = MemoryLayout<inotify_event>.size
    buffer.withUnsafeBytes { raw in
      while offset + headerSize <= count {
        let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
        let nameStart = offset + headerSize
        let nameBytes = raw[nameStart..<min(count, nameStart + Int(event.len))]
        let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
        if watches[event.wd]?.contains(name) == true { relevant = true }
        offset = nameStart + Int(event.len)
      }
    }
    return relevant
  }
}
