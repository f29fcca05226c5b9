#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// Errors from writing output files.
public enum OutputFileError: Error, CustomStringConvertible, Equatable {
  /// The output path names one of the inputs; listspec never overwrites its inputs.
  case wouldOverwriteInput(String)
  case cannotWrite(path: String, reason: String)

  public var description: String {
    switch self {
    case .wouldOverwriteInput(let path):
      return "refusing to write '\(path)': it is one of the input files"
    case .cannotWrite(let path, let reason):
      return "cannot write '\(path)': \(reason)"
    }
  }
}

/// Writes files atomically: into a temporary file in the same folder, then `rename(2)` over
/// the destination, so a reader (or an interrupted run) never sees a partial file.
public enum AtomicFile {
  /// Writes `bytes` to `path` with permissions `mode` (`fix` keeps a spec's own). Refuses
  /// when `path` is the same file as any of `inputs` (compared after resolving symbolic links
  /// and `..`).
  public static func write(
    _ bytes: [UInt8], to path: String, inputs: [String] = [], mode: mode_t = 0o644
  ) throws {
    let destination = canonicalPath(path)
    for input in inputs where canonicalPath(input) == destination || sameFile(input, path) {
      throw OutputFileError.wouldOverwriteInput(path)
    }
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    let template = folder + "/." + url.lastPathComponent + ".tmp-XXXXXX"
    var templateBytes = Array(template.utf8CString)
    let descriptor = templateBytes.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else {
      throw OutputFileError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
    }
    let temporaryPath = String(
      decoding: templateBytes.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let cleansUp = InterruptCleanup.begin(temporaryPath: templateBytes)
    defer { if cleansUp { InterruptCleanup.end() } }
    var written = 0
    var failure: String?
    bytes.withUnsafeBytes { buffer in
      while written < buffer.count {
        let result = writeToFile(
          descriptor, buffer.baseAddress! + written, buffer.count - written)
        if result < 0 {
          if errno == EINTR { continue }
          failure = String(cString: strerror(errno))
          return
        }
        written += result
      }
    }
    if failure == nil, fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
    // mkstemp creates 0600; give the file the usual (or the asked) permissions.
    fchmod(descriptor, mode)
    close(descriptor)
    if failure == nil, rename(temporaryPath, path) != 0 {
      failure = String(cString: strerror(errno))
    }
    if let failure {
      unlink(temporaryPath)
      throw OutputFileError.cannotWrite(path: path, reason: failure)
    }
  }

  /// Writes UTF-8 text.
  public static func write(_ text: String, to path: String, inputs: [String] = []) throws {
    try write(Array(text.utf8), to: path, inputs: inputs)
  }

  static func canonicalPath(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }

  /// True when both paths exist and are the same inode (hard links included).
  static func sameFile(_ lhs: String, _ rhs: String) -> Bool {
    var left = stat()
    var right = stat()
    guard stat(lhs, &left) == 0, stat(rhs, &right) == 0 else { return false }
    return left.st_dev == right.st_dev && left.st_ino == right.st_ino
  }
}

/// Removes the temporary file of a write in progress when the process is ended by a signal
/// that can be caught (Ctrl-C, `kill`, a closed terminal, the file-size limit), then ends the
/// process by that signal as before: an interrupted run leaves no partial file behind.
/// Only `SIGKILL` cannot be caught; it leaves the hidden temporary file, never a partial
/// destination. One write at a time is covered (the CLI makes one at a time); a write made
/// while another is in progress on another thread is atomic all the same, only not cleaned up.
private enum InterruptCleanup {
  static let signals = [SIGINT, SIGTERM, SIGHUP, SIGXFSZ]
  static let lock = ThreadLock()
  /// The path the handler removes, "" when none: one buffer for the whole process, never
  /// freed, because a handler may run at any moment on any thread.
  nonisolated(unsafe) static let temporaryPath: UnsafeMutablePointer<CChar> = {
    let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(PATH_MAX) + 1)
    buffer.initialize(repeating: 0, count: Int(PATH_MAX) + 1)
    return buffer
  }()
  /// Guarded by `lock`.
  nonisolated(unsafe) static var isActive = false
  nonisolated(unsafe) static var previousHandlers: [(@convention(c) (Int32) -> Void)?] = []

  /// Arranges for `path` to be removed on a signal; false when another write holds the slot
  /// (or the path is too long), and then `end` must not be called.
  static func begin(temporaryPath path: [CChar]) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard !isActive, path.count <= Int(PATH_MAX) + 1 else { return false }
    isActive = true
    temporaryPath.update(from: path, count: path.count)
    previousHandlers = signals.map { number in
      let previous = signal(number, removeTemporaryFileAndResignal)
      // Take over only the default action (SIG_DFL is nil): an ignored signal (SIGHUP under
      // nohup) stays ignored, and a handler someone else installed stays theirs.
      if previous != nil { signal(number, previous) }
      return previous
    }
    return true
  }

  static func end() {
    lock.lock()
    defer { lock.unlock() }
    for (number, previous) in zip(signals, previousHandlers) { signal(number, previous) }
    previousHandlers = []
    temporaryPath[0] = 0
    isActive = false
  }
}

/// A signal handler: only async-signal-safe calls.
private func removeTemporaryFileAndResignal(_ number: Int32) {
  if InterruptCleanup.temporaryPath[0] != 0 { unlink(InterruptCleanup.temporaryPath) }
  signal(number, SIG_DFL)
  raise(number)
}

/// The system's `write(2)`, named apart from the `write` methods of the types calling it.
private func writeToFile(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
