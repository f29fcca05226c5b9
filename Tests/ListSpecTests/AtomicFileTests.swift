import Foundation
import XCTest

@testable import ListSpec

/// Nothing lost: every file listspec writes goes to a temporary file in the same folder and is
/// renamed into place; an input is never overwritten; a failed write leaves the old file and
/// no temporary file. (The interrupted-process case runs the binary: BadInputCLITests.)
final class AtomicFileTests: XCTestCase {
  var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "listspec-atomic-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  func contents(_ name: String) throws -> String {
    try String(contentsOfFile: path(name), encoding: .utf8)
  }

  /// Every name in the folder, hidden temporary files included.
  func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  func inode(_ name: String) throws -> UInt64 {
    var info = stat()
    XCTAssertEqual(stat(path(name), &info), 0)
    return UInt64(info.st_ino)
  }

  func testWritesTheBytesAndLeavesNoTemporaryFile() throws {
    try AtomicFile.write("hello\n", to: path("out.txt"))
    XCTAssertEqual(try contents("out.txt"), "hello\n")
    XCTAssertEqual(try names(), ["out.txt"])
    let attributes = try FileManager.default.attributesOfItem(atPath: path("out.txt"))
    XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o644)
  }

  /// The old file is replaced by a rename, not rewritten in place: a reader holding it open
  /// keeps reading the whole old file, and the path names a new inode.
  func testReplacesAnExistingFileByRenaming() throws {
    try "old contents\n".write(toFile: path("out.txt"), atomically: false, encoding: .utf8)
    let before = try inode("out.txt")
    let reader = try XCTUnwrap(FileHandle(forReadingAtPath: path("out.txt")))
    defer { try? reader.close() }
    try AtomicFile.write(Array(repeating: UInt8(ascii: "n"), count: 100_000), to: path("out.txt"))
    XCTAssertNotEqual(try inode("out.txt"), before)
    XCTAssertEqual(
      String(decoding: try reader.readToEnd() ?? Data(), as: UTF8.self), "old contents\n")
    XCTAssertEqual(try contents("out.txt").count, 100_000)
    XCTAssertEqual(try names(), ["out.txt"])
  }

  func testRefusesToOverwriteAnInputNamedAnyWay() throws {
    try "listspec: 1\n".write(toFile: path("spec.yaml"), atomically: false, encoding: .utf8)
    try FileManager.default.createDirectory(
      atPath: path("sub"), withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(
      atPath: path("link.yaml"), withDestinationPath: path("spec.yaml"))
    XCTAssertEqual(link(path("spec.yaml"), path("hard.yaml")), 0)
    let cwd = FileManager.default.currentDirectoryPath
    XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(folder.path))
    defer { _ = FileManager.default.changeCurrentDirectoryPath(cwd) }
    let sameFile = [
      path("spec.yaml"),  // the same path
      "spec.yaml",  // relative
      "./sub/../spec.yaml",  // through '..'
      path("link.yaml"),  // a symbolic link to it
      path("hard.yaml"),  // a hard link to it
    ]
    for output in sameFile {
      XCTAssertThrowsError(try AtomicFile.write("x", to: output, inputs: [path("spec.yaml")])) {
        XCTAssertEqual($0 as? OutputFileError, .wouldOverwriteInput(output), output)
      }
      // Also when the input is the one named indirectly.
      XCTAssertThrowsError(try AtomicFile.write("x", to: path("spec.yaml"), inputs: [output]))
    }
    XCTAssertEqual(try contents("spec.yaml"), "listspec: 1\n")
    XCTAssertEqual(try names(), ["hard.yaml", "link.yaml", "spec.yaml", "sub"])
    // A different file in the same folder is fine.
    try AtomicFile.write("x", to: path("spec.png"), inputs: [path("spec.yaml")])
    XCTAssertEqual(try contents("spec.png"), "x")
  }

  /// A write that cannot finish (here: the destination is a folder, so the rename fails)
  /// leaves what was there and no temporary file.
  func testAFailedRenameLeavesNoTemporaryFile() throws {
    try FileManager.default.createDirectory(
      atPath: path("out.png"), withIntermediateDirectories: false)
    XCTAssertThrowsError(try AtomicFile.write("x", to: path("out.png"))) {
      guard case .cannotWrite(let failedPath, _)? = $0 as? OutputFileError else {
        return XCTFail("\($0)")
      }
      XCTAssertEqual(failedPath, path("out.png"))
    }
    XCTAssertEqual(try names(), ["out.png"])
  }

  func testAMissingFolderIsAnError() throws {
    XCTAssertThrowsError(try AtomicFile.write("x", to: path("no/such/folder/out.png"))) {
      XCTAssertNotNil($0 as? OutputFileError)
    }
    XCTAssertEqual(try names(), [])
  }

  /// Writes from several threads at once (a library user's): each lands whole, nothing is
  /// left beside them, and the signal clean-up they share is not corrupted.
  func testConcurrentWritesEachLandWhole() throws {
    let folder = self.folder!
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for round in 0..<40 {
        let path = folder.appendingPathComponent("out-\(thread).txt").path
        try? AtomicFile.write(String(repeating: "\(thread)-\(round) ", count: 500), to: path)
      }
    }
    XCTAssertEqual(try names(), (0..<8).map { "out-\($0).txt" }.sorted())
    for thread in 0..<8 {
      XCTAssertEqual(
        try contents("out-\(thread).txt"), String(repeating: "\(thread)-39 ", count: 500))
    }
  }

  /// A write that fails partway (the file-size limit, as a full disk would) leaves the old
  /// file whole and no temporary file.
  func testAWriteThatFailsPartwayLeavesTheOldFile() throws {
    try "old\n".write(toFile: path("out.json"), atomically: false, encoding: .utf8)
    var limit = rlimit()
    XCTAssertEqual(getrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit), 0)
    let saved = limit
    // Ignored, SIGXFSZ turns into an EFBIG error from write(2) instead of ending the process.
    let previousHandler = signal(SIGXFSZ, SIG_IGN)
    limit.rlim_cur = 4096
    XCTAssertEqual(setrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit), 0)
    defer {
      var restored = saved
      setrlimit(Int32(RLIMIT_FSIZE.rawValue), &restored)
      signal(SIGXFSZ, previousHandler)
    }
    XCTAssertThrowsError(
      try AtomicFile.write([UInt8](repeating: 0x41, count: 100_000), to: path("out.json"))
    ) {
      XCTAssertNotNil($0 as? OutputFileError)
    }
    XCTAssertEqual(try contents("out.json"), "old\n")
    XCTAssertEqual(try names(), ["out.json"])
  }

  /// Reads the FIFO at `name` to its end on another thread while `body` writes into it.
  func readingFIFO(_ name: String, while body: () throws -> Void) rethrows -> [UInt8] {
    let done = DispatchSemaphore(value: 0)
    let received = LockedBytes()
    let fifo = path(name)
    Thread.detachNewThread {
      let descriptor = open(fifo, O_RDONLY)
      var chunk = [UInt8](repeating: 0, count: 65536)
      while descriptor >= 0 {
        let count = read(descriptor, &chunk, chunk.count)
        if count <= 0 { break }
        received.append(chunk[..<count])
      }
      if descriptor >= 0 { close(descriptor) }
      done.signal()
    }
    func finish() {
      // Whatever `body` did, a writer comes and goes, so the reader sees the end.
      // Non-blocking: fails at once (ENXIO) when the reader is already gone.
      let writer = open(fifo, O_WRONLY | O_NONBLOCK)
      if writer >= 0 { close(writer) }
      done.wait()
    }
    do {
      try body()
    } catch {
      finish()
      throw error
    }
    finish()
    return received.bytes
  }

  func kind(_ path: String) -> mode_t {
    var info = stat()
    guard lstat(path, &info) == 0 else { return 0 }
    return info.st_mode & S_IFMT
  }

  /// `-o FIFO` is written through (as `cp` does); renaming over it would leave a regular
  /// file where the FIFO was and the reader waiting for ever.
  func testAFIFOIsWrittenThroughAndStaysAFIFO() throws {
    XCTAssertEqual(mkfifo(path("out.fifo"), 0o600), 0)
    let text = String(repeating: "let row = 1\n", count: 20_000)
    let received = try readingFIFO("out.fifo") {
      try AtomicFile.write(text, to: path("out.fifo"))
    }
    XCTAssertEqual(String(decoding: received, as: UTF8.self), text)
    XCTAssertEqual(kind(path("out.fifo")), S_IFIFO)
    XCTAssertEqual(try names(), ["out.fifo"])
  }

  /// `-o /dev/null` writes into the device; as root, a rename over it replaced the device
  /// with a regular file.
  func testDevNullIsWrittenThroughAndStaysADevice() throws {
    try AtomicFile.write("discarded\n", to: "/dev/null")
    XCTAssertEqual(kind("/dev/null"), S_IFCHR)
  }

  /// A socket, a directory (and a block device) are neither replaced nor written.
  func testASocketOrADirectoryIsRefusedAndLeftAlone() throws {
    let socketPath = path("out.sock")
    let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(listener) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      for (index, byte) in socketPath.utf8.prefix(buffer.count - 1).enumerated() {
        buffer[index] = byte
      }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    XCTAssertEqual(bound, 0)
    try FileManager.default.createDirectory(
      atPath: path("out.dir"), withIntermediateDirectories: false)
    for (name, kindName, kind) in [
      ("out.sock", "a socket", S_IFSOCK), ("out.dir", "a directory", S_IFDIR),
    ] {
      XCTAssertThrowsError(try AtomicFile.write("x", to: path(name))) {
        guard case .cannotWrite(_, let reason)? = $0 as? OutputFileError else {
          return XCTFail("\($0)")
        }
        XCTAssertTrue(reason.hasPrefix("it is \(kindName);"), reason)
      }
      XCTAssertEqual(self.kind(path(name)), kind, name)
    }
    XCTAssertEqual(try names(), ["out.dir", "out.sock"])
  }

  /// Through a link (`/dev/stdout` redirected to a file is one) the file it leads to is
  /// replaced and the link stays.
  func testALinkToAFileStaysALink() throws {
    try "old\n".write(toFile: path("real.swift"), atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: path("link.swift"), withDestinationPath: "real.swift")
    try AtomicFile.write("new\n", to: path("link.swift"))
    XCTAssertEqual(kind(path("link.swift")), S_IFLNK)
    XCTAssertEqual(try contents("real.swift"), "new\n")
    XCTAssertEqual(try names(), ["link.swift", "real.swift"])
  }
}

/// Bytes appended on one thread and read on another.
private final class LockedBytes: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [UInt8] = []

  func append(_ bytes: ArraySlice<UInt8>) {
    lock.lock()
    storage += bytes
    lock.unlock()
  }

  var bytes: [UInt8] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }
}
