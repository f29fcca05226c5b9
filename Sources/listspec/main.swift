import ListSpecCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The drawing library, built by `swift build` beside this executable (libListSpecDrawing.so).
/// It links cairo, Pango and libmicrohttpd, so only a command that draws loads it.
enum DrawingLibrary {
  #if os(macOS)
    static let fileName = "libListSpecDrawing.dylib"
  #else
    static let fileName = "libListSpecDrawing.so"
  #endif

  typealias Entry = @convention(c) (Int32, UnsafePointer<UnsafePointer<CChar>?>) -> Int32

  /// Loads the library from this executable's directory and runs the command line there.
  static func run() -> Int32 {
    let candidates = directories().map { $0 + "/" + fileName }
    var errors: [String] = []
    for path in candidates {
      guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
        if let message = dlerror() { errors.append(String(cString: message)) }
        continue
      }
      guard let symbol = dlsym(handle, "listspec_drawing_main") else {
        writeError("error: \(path) has no entry point listspec_drawing_main\n")
        return 70
      }
      let entry = unsafeBitCast(symbol, to: Entry.self)
      var arguments = CommandLine.arguments.map { strdup($0).map { UnsafePointer($0) } }
      arguments.append(nil)
      return arguments.withUnsafeBufferPointer {
        entry(Int32(CommandLine.arguments.count), $0.baseAddress!)
      }
    }
    writeError(
      "error: this command draws, and needs \(fileName) beside the listspec executable; "
        + "build it with 'swift build' (or 'swift build --product ListSpecDrawing')\n"
        + errors.map { "  \($0)\n" }.joined())
    return 69
  }

  /// This executable's directory: /proc/self/exe, else argv[0].
  static func directories() -> [String] {
    var found: [String] = []
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    if count > 0 {
      found.append(String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
    // Where /proc is not mounted: argv[0], resolved (Glibc does not export dladdr to Swift).
    if let first = CommandLine.arguments.first, first.contains("/") {
      if let resolved = realpath(first, nil) {
        found.append(String(cString: resolved))
        free(resolved)
      }
      found.append(first)
    }
    var directories: [String] = []
    for path in found {
      let directory = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
      if !directories.contains(directory) {
        directories.append(directory.isEmpty ? "/" : directory)
      }
    }
    return directories
  }

  static func writeError(_ text: String) {
    _ = text.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
  }
}

Drawing.handOver = DrawingLibrary.run
exit(runCLI(Array(CommandLine.arguments.dropFirst())))
