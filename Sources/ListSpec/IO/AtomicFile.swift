import Foundation

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
  /// Writes `bytes` to `path`. Refuses when `path` is the same file as any of `inputs`
  /// (compared after resolving symbolic links and `..`).
  public static func write(_ bytes: [UInt8], to path: String, inputs: [String] = []) throws {
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
    var written = 0
    var failure: String?
    bytes.withUnsafeBytes { buffer in
      while written < buffer.count {
        let result = Foundation.write(
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
    // mkstemp creates 0600; give the file the usual permissions.
    fchmod(descriptor, 0o644)
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
