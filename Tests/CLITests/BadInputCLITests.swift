import Foundation
import XCTest

/// Hostile input end to end, run as the built binary: what cannot be read exits 66, what is
/// refused exits 1 with a located error, the limits are flags, and an interrupted write
/// leaves no partial file.
final class BadInputCLITests: XCTestCase {
  func write(_ bytes: [UInt8], named name: String, in folder: URL) throws -> String {
    let url = folder.appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url.path
  }

  // MARK: Inputs that are not files

  func testDirectoryExits66() throws {
    let folder = try CLI.temporaryDirectory(self)
    let result = try CLI.run(["validate", "."], in: folder)
    XCTAssertEqual(result.status, 66)
    XCTAssertEqual(result.stdout, "")
    XCTAssertEqual(
      result.stderr,
      ".: error: cannot read '.': it is a directory [unreadable-file]\n1 error, 0 warnings\n")
  }

  func testMissingFileExits66AndTheOtherFilesAreStillChecked() throws {
    let folder = try CLI.temporaryDirectory(self)
    _ = try write(
      Array("listspec: 1\nlist: { appearance: plian }\nsections: []\n".utf8),
      named: "bad.yaml", in: folder)
    let result = try CLI.run(["validate", "--oneline", "missing.yaml", "bad.yaml"], in: folder)
    XCTAssertEqual(result.status, 66, "an unreadable file wins over an invalid one")
    XCTAssertTrue(
      result.stderr.contains(
        "missing.yaml: error: cannot read 'missing.yaml': no such file [unreadable-file]"),
      result.stderr)
    XCTAssertTrue(result.stderr.contains("bad.yaml:2:21: error: "), result.stderr)
  }

  func testEmptyFileAndDevNullAreEmptyDocuments() throws {
    let folder = try CLI.temporaryDirectory(self)
    _ = try write([], named: "empty.yaml", in: folder)
    for input in ["empty.yaml", "/dev/null"] {
      let result = try CLI.run(["validate", "--oneline", input], in: folder)
      XCTAssertEqual(result.status, 1, input)
      XCTAssertTrue(result.stderr.hasPrefix("\(input):1:1: error: "), result.stderr)
      XCTAssertTrue(result.stderr.contains("[empty-document]"), result.stderr)
    }
  }

  // MARK: Standard input

  /// Runs the binary with raw bytes on standard input (CLI.run takes text only).
  func run(_ arguments: [String], stdinBytes: [UInt8]) throws -> (status: Int32, stderr: String) {
    let process = Process()
    process.executableURL = CLI.binary
    process.arguments = arguments
    process.currentDirectoryURL = CLI.packageRoot
    let input = Pipe()
    let error = Pipe()
    process.standardInput = input
    process.standardError = error
    process.standardOutput = FileHandle.nullDevice
    // The child may exit before reading everything; writing then must fail, not kill us.
    signal(SIGPIPE, SIG_IGN)
    try process.run()
    // Write from another thread: the child may stop reading (a limit) before the end.
    let writer = Thread {
      try? input.fileHandleForWriting.write(contentsOf: Data(stdinBytes))
      try? input.fileHandleForWriting.close()
    }
    writer.start()
    let stderr = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: stderr, as: UTF8.self))
  }

  /// Standard input is read as bytes like a file: invalid UTF-8 is reported, not replaced.
  func testInvalidUTF8OnStandardInputIsReported() throws {
    let bytes =
      Array("listspec: 1\nlist: { appearance: plain }\nsections: []\n# ".utf8) + [0xFF, 0x0A]
    let result = try run(["validate", "--oneline", "-"], stdinBytes: bytes)
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.stderr.hasPrefix("<stdin>:4:3: error: "), result.stderr)
    XCTAssertTrue(result.stderr.contains("[invalid-utf8]"), result.stderr)
  }

  /// Standard input is held to --max-file-size as a file is, without reading all of it.
  func testStandardInputOverTheSizeLimit() throws {
    let bytes = [UInt8](repeating: UInt8(ascii: "#"), count: 1_000_000)
    let result = try run(["validate", "--max-file-size", "1000", "-"], stdinBytes: bytes)
    // As for a file: specs/diagnostics.md counts it as input that cannot be read.
    XCTAssertEqual(result.status, 66)
    XCTAssertTrue(result.stderr.contains("[file-too-large]"), result.stderr)
  }

  // MARK: Limits as flags

  func testBillionLaughsIsRefusedWithItsLocation() throws {
    var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
    for level in 1...9 {
      let aliases = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
      text += "a\(level): &a\(level) [\(aliases)]\n"
    }
    let result = try CLI.run(["validate", "--oneline", "-"], stdin: text)
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(
      result.stderr.hasPrefix("<stdin>:6:45: error: aliases expand to more than 1000000 nodes"),
      result.stderr)
    XCTAssertTrue(result.stderr.contains("[alias-expansion-limit]"), result.stderr)
    let smaller = try CLI.run(
      ["validate", "--oneline", "--max-alias-nodes", "100", "-"], stdin: text)
    XCTAssertTrue(smaller.stderr.hasPrefix("<stdin>:2:55: error: "), smaller.stderr)
    // Ten bytes of text: the second `*a0` (10 bytes each) crosses it.
    let fewerBytes = try CLI.run(
      ["validate", "--oneline", "--max-alias-bytes", "10", "-"], stdin: text)
    XCTAssertTrue(
      fewerBytes.stderr.hasPrefix("<stdin>:2:15: error: aliases expand to more than 10 bytes"),
      fewerBytes.stderr)
  }

  func testEachLimitIsAFlag() throws {
    let folder = try CLI.temporaryDirectory(self)
    let deep = String(repeating: "[", count: 200) + String(repeating: "]", count: 200) + "\n"
    _ = try write(Array(deep.utf8), named: "deep.yaml", in: folder)
    let refused = try CLI.run(["validate", "--oneline", "deep.yaml"], in: folder)
    XCTAssertEqual(refused.status, 1)
    XCTAssertTrue(refused.stderr.hasPrefix("deep.yaml:1:129: error: "), refused.stderr)
    XCTAssertTrue(refused.stderr.contains("--max-depth"), refused.stderr)
    // Raised, the file is read; it is then simply not a spec.
    let raised = try CLI.run(
      ["validate", "--oneline", "--max-depth", "300", "deep.yaml"], in: folder)
    XCTAssertEqual(raised.status, 1)
    XCTAssertTrue(raised.stderr.contains("[type-mismatch]"), raised.stderr)
    XCTAssertFalse(raised.stderr.contains("[nesting-too-deep]"), raised.stderr)

    let long = "listspec: 1\nlist: { appearance: \(String(repeating: "x", count: 5000)) }\n"
    _ = try write(Array(long.utf8), named: "long.yaml", in: folder)
    let scalar = try CLI.run(
      ["validate", "--oneline", "--max-scalar-size", "4096", "long.yaml"], in: folder)
    XCTAssertTrue(
      scalar.stderr.hasPrefix("long.yaml:2:21: error: value is 5000 bytes long"), scalar.stderr)

    let size = try CLI.run(["validate", "--max-file-size=100", "long.yaml"], in: folder)
    XCTAssertEqual(size.status, 66, "file-too-large exits 66 (specs/diagnostics.md)")
    XCTAssertTrue(size.stderr.contains("--max-file-size"), size.stderr)
    XCTAssertTrue(size.stderr.contains("[file-too-large]"), size.stderr)
  }

  func testDiagnosticLimitIsAFlag() throws {
    var text = "listspec: 1\nlist: { appearance: plain }\nsections: []\n"
    for key in 0..<30 { text += "k\(key): 1\n" }
    let result = try CLI.run(["validate", "--oneline", "--max-diagnostics", "5", "-"], stdin: text)
    XCTAssertEqual(result.status, 1)
    let lines = result.stderr.split(separator: "\n")
    XCTAssertEqual(lines.count, 7, result.stderr)
    XCTAssertEqual(
      lines.dropLast().last,
      "<stdin>: error: too many diagnostics: only 5 are shown (raise the limit with --max-diagnostics) [too-many-diagnostics]"
    )
    XCTAssertEqual(lines.last, "6 errors, 0 warnings")
  }

  /// Ids and texts with escape sequences (a window title, an OSC 52 clipboard write, a C1
  /// CSI) and line breaks reach the terminal only escaped, from validate, render --format
  /// text and diff; no line of the output is one the spec wrote.
  func testSpecTextCannotDriveTheTerminal() throws {
    let folder = try CLI.temporaryDirectory(self)
    let hostile =
      "\\e]0;title\\a\\nlist.yaml:1:1: error: forged\\n::error::forged\\e]52;c;aGk=\\a\\x9b2J"
    func spec(title: String, secondID: String) -> String {
      """
      listspec: 1
      list: { appearance: plain }
      cells: { row: { content: { text: "{title}" } } }
      sections:
        - id: main
          cell: row
          items:
            - { id: "a\(hostile)", title: "\(title)" }
            - { id: "\(secondID)", title: "two\\tthree" }

      """
    }
    _ = try write(
      Array(spec(title: "one", secondID: "a" + hostile).utf8), named: "bad.yaml", in: folder)
    _ = try write(Array(spec(title: "one", secondID: "b").utf8), named: "old.yaml", in: folder)
    _ = try write(
      Array(spec(title: "one" + hostile, secondID: "c" + hostile).utf8), named: "new.yaml",
      in: folder)
    func assertNoControlCharacters(_ text: String, _ what: String) {
      let controls = text.unicodeScalars.filter {
        $0 != "\n" && ($0.value < 0x20 || (0x7F..<0xA0).contains($0.value))
      }
      XCTAssertEqual(controls.map(\.value), [], "\(what): \(text)")
      for line in text.split(separator: "\n") {
        XCTAssertFalse(line.hasPrefix("list.yaml:") || line.hasPrefix("::"), "\(what): \(line)")
      }
    }
    let validate = try CLI.run(["validate", "bad.yaml"], in: folder)
    XCTAssertEqual(validate.status, 1)
    assertNoControlCharacters(validate.stderr, "validate")
    XCTAssertTrue(
      validate.stderr.contains(
        "duplicate item id 'a\\u{1B}]0;title\\u{7}\\nlist.yaml:1:1: error: forged\\n::error::forged\\u{1B}]52;c;aGk=\\u{7}\\u{9B}2J'"
      ), validate.stderr)
    let render = try CLI.run(["render", "new.yaml", "--format", "text"], in: folder)
    XCTAssertEqual(render.status, 0, render.stderr)
    assertNoControlCharacters(render.stdout, "render")
    XCTAssertTrue(render.stdout.contains("\\u{1B}]0;title\\u{7}"), render.stdout)
    XCTAssertTrue(render.stdout.contains("two three"), render.stdout)
    let diff = try CLI.run(["diff", "old.yaml", "new.yaml"], in: folder)
    assertNoControlCharacters(diff.stdout, "diff")
    XCTAssertTrue(diff.stdout.contains("c\\u{1B}]0;title\\u{7}\\nlist.yaml"), diff.stdout)
  }

  func testLimitFlagsRejectNonsense() throws {
    for arguments in [
      ["--max-depth", "0"], ["--max-depth", "1e3"], ["--max-depth", "-5"],
      ["--max-file-size", "big"], ["--max-scalar-size", "0x10"], ["--max-alias-nodes", ""],
      ["--max-alias-bytes", "-1"],
      ["--max-diagnostics", "0"],
      ["--max-depth"],
    ] {
      let result = try CLI.run(["validate"] + arguments + ["examples/video-games.yaml"])
      XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)")
      XCTAssertTrue(result.stderr.contains("--max-"), result.stderr)
    }
  }

  // MARK: Nothing lost

  /// A run killed while it writes (here by the file-size limit, SIGXFSZ) leaves the previous
  /// file as it was and no partial or temporary file beside it.
  func testAnInterruptedWriteLeavesThePreviousFileAndNoPartialFile() throws {
    let folder = try CLI.temporaryDirectory(self)
    _ = try write(Array("previous\n".utf8), named: "schema.json", in: folder)
    // `ulimit -f 1`: one 512-byte block; the schema is several kilobytes.
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
    shell.arguments = ["-c", "ulimit -f 1; exec \"$0\" schema -o schema.json", CLI.binary.path]
    shell.currentDirectoryURL = folder
    try shell.run()
    shell.waitUntilExit()
    XCTAssertEqual(shell.terminationReason, .uncaughtSignal, "the write must have been cut off")
    XCTAssertEqual(shell.terminationStatus, SIGXFSZ)
    XCTAssertEqual(
      try String(contentsOf: folder.appendingPathComponent("schema.json"), encoding: .utf8),
      "previous\n")
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: folder.path), ["schema.json"])
  }

  /// `render -o` refuses its input however the output names it, and leaves it untouched.
  func testRenderRefusesToOverwriteItsInputNamedAnyWay() throws {
    let folder = try CLI.temporaryDirectory(self)
    let spec = try String(
      contentsOf: CLI.packageRoot.appendingPathComponent("examples/video-games.yaml"),
      encoding: .utf8)
    _ = try write(Array(spec.utf8), named: "list.yaml", in: folder)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("sub"), withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("link.json").path, withDestinationPath: "list.yaml")
    for output in ["list.yaml", "./sub/../list.yaml", "link.json"] {
      let result = try CLI.run(
        ["render", "list.yaml", "--format", "json", "-o", output], in: folder)
      XCTAssertEqual(result.status, 73, "\(output): \(result.stderr)")
      XCTAssertTrue(result.stderr.contains("it is one of the input files"), result.stderr)
    }
    XCTAssertEqual(
      try String(contentsOf: folder.appendingPathComponent("list.yaml"), encoding: .utf8), spec)
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(),
      ["link.json", "list.yaml", "sub"])
  }

  /// A render killed mid-write leaves no partial picture.
  func testAnInterruptedRenderLeavesNoPartialFile() throws {
    let folder = try CLI.temporaryDirectory(self)
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
    let spec = CLI.packageRoot.appendingPathComponent("examples/video-games.yaml").path
    shell.arguments = [
      "-c", "ulimit -f 1; exec \"$0\" render \"$1\" -o list.png", CLI.binary.path, spec,
    ]
    shell.currentDirectoryURL = folder
    try shell.run()
    shell.waitUntilExit()
    XCTAssertEqual(shell.terminationReason, .uncaughtSignal)
    XCTAssertEqual(shell.terminationStatus, SIGXFSZ)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
  }

  func testUninterruptedWriteReplacesTheFile() throws {
    let folder = try CLI.temporaryDirectory(self)
    _ = try write(Array("previous\n".utf8), named: "schema.json", in: folder)
    let result = try CLI.run(["schema", "-o", "schema.json"], in: folder)
    XCTAssertEqual(result.status, 0, result.stderr)
    let written = try String(
      contentsOf: folder.appendingPathComponent("schema.json"), encoding: .utf8)
    XCTAssertTrue(written.hasPrefix("{"), written)
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: folder.path), ["schema.json"])
  }
}
