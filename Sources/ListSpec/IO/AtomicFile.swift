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
///
/// Only a regular file (or a new one) is replaced. A FIFO or a character device
/// (`-o /dev/null`, `-o /dev/stdout` on a terminal or a pipe) is opened and written through,
/// as `cp` and `sort -o` do: renaming over it would replace the device with a regular file
/// (as root, in `/dev`). A block device, a socket or a directory is refused. A symbolic link
/// is followed: the file it leads to is written (or replaced), and the link stays.
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
    var info = stat()
    if stat(path, &info) == 0 {
      switch info.st_mode & S_IFMT {
      case S_IFREG:
        // Through a link (`/dev/stdout` redirected to a file too): the file is replaced
        // where it is, and the link stays a link.
        var linkInfo = stat()
        if lstat(path, &linkInfo) == 0, linkInfo.st_mode & S_IFMT == S_IFLNK,
          let target = realPath(path)
        {
          return try replace(with: bytes, at: target, reportedAs: path, mode: mode)
        }
      case S_IFIFO, S_IFCHR:
        return try writeThrough(bytes, to: path)
      case let kind:
        throw OutputFileError.cannotWrite(
          path: path, reason: "it is \(describe(kind)); give a file, or - for standard output")
      }
    }
    try replace(with: bytes, at: path, reportedAs: path, mode: mode)
  }

  /// Writes UTF-8 text.
  public static func write(_ text: String, to path: String, inputs: [String] = []) throws {
    try write(Array(text.utf8), to: path, inputs: inputs)
  }

  /// A new file renamed over `path` (or made there); errors name `shownPath`.
  private static func replace(
    with bytes: [UInt8], at path: String, reportedAs shownPath: String, mode: mode_t
  ) throws {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    let template = folder + "/." + url.lastPathComponent + ".tmp-XXXXXX"
    var templateBytes = Array(template.utf8CString)
    let descriptor = templateBytes.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else {
      throw OutputFileError.cannotWrite(path: shownPath, reason: String(cString: strerror(errno)))
    }
    let temporaryPath = String(
      decoding: templateBytes.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let cleansUp = InterruptCleanup.begin(temporaryPath: templateBytes)
    defer { if cleansUp { InterruptCleanup.end() } }
    var failure = writeAll(bytes, to: descriptor)
    if failure == nil, fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
    // mkstemp creates 0600; give the file the usual (or the asked) permissions.
    fchmod(descriptor, mode)
    close(descriptor)
    if failure == nil, rename(temporaryPath, path) != 0 {
      failure = String(cString: strerror(errno))
    }
    if let failure {
      unlink(temporaryPath)
      throw OutputFileError.cannotWrite(path: shownPath, reason: failure)
    }
  }

  /// Opens the FIFO or character device at `path` and writes into it: nothing is renamed,
  /// made or truncated but what the device itself does. A FIFO waits for its reader, as the
  /// shell's `>` does.
  private static func writeThrough(_ bytes: [UInt8], to path: String) throws {
    let descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw OutputFileError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
    }
    // Checked again on what was opened: the path may have been swapped since `stat`.
    var info = stat()
    let kind = fstat(descriptor, &info) == 0 ? info.st_mode & S_IFMT : 0
    guard kind == S_IFIFO || kind == S_IFCHR else {
      close(descriptor)
      throw OutputFileError.cannotWrite(path: path, reason: "it changed while being opened")
    }
    let failure = writeAll(bytes, to: descriptor)
    close(descriptor)
    if let failure { throw OutputFileError.cannotWrite(path: path, reason: failure) }
  }

  /// Writes every byte (retrying short writes); the reason when it cannot.
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
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
    return failure
  }

  private static func describe(_ kind: mode_t) -> String {
    switch kind {
    case S_IFBLK: return "a block device"
    case S_IFSOCK: return "a socket"
    case S_IFDIR: return "a directory"
    default: return "not a regular file"
    }
  }

  /// `path` with every link resolved (`realpath(3)`), or nil.
  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
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
