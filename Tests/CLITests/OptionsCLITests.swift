import Foundation
import ListSpecCLI
import XCTest

/// The option tables, run as the built binary: did-you-mean, `listspec help CMD`, help texts
/// made from the declarations, and `--color`.
final class OptionsCLITests: XCTestCase {
  let commandNames = ["validate", "render", "diff", "schema", "completions", "help"]

  // MARK: Did you mean

  func testMisspelledCommandSuggestsTheClosestAndExits64() throws {
    let result = try CLI.run(["valdate", "x.yaml"])
    XCTAssertEqual(result.status, 64)
    XCTAssertEqual(result.stdout, "")
    XCTAssertEqual(
      result.stderr,
      "error: unknown command 'valdate'; did you mean 'validate'?\nSee 'listspec --help'.\n")
    let far = try CLI.run(["frobnicate"])
    XCTAssertEqual(far.status, 64)
    XCTAssertEqual(far.stderr, "error: unknown command 'frobnicate'\nSee 'listspec --help'.\n")
  }

  func testMisspelledOptionSuggestsTheClosest() throws {
    let result = try CLI.run(["validate", "--fromat", "json", "examples/video-games.yaml"])
    XCTAssertEqual(result.status, 64)
    XCTAssertEqual(
      result.stderr,
      "error: unknown option '--fromat'; did you mean '--format'?\n"
        + "See 'listspec validate --help'.\n")
    let inline = try CLI.run(["validate", "--onelin=1", "examples/video-games.yaml"])
    XCTAssertTrue(inline.stderr.contains("did you mean '--oneline'?"), inline.stderr)
    // Shared render options are suggested in diff too.
    let diff = try CLI.run(["diff", "a.yaml", "b.yaml", "--devise", "iPad"])
    XCTAssertEqual(diff.status, 64)
    XCTAssertTrue(diff.stderr.contains("did you mean '--device'?"), diff.stderr)
    let top = try CLI.run(["--verison"])
    XCTAssertEqual(top.status, 64)
    XCTAssertTrue(top.stderr.contains("did you mean '--version'?"), top.stderr)
  }

  func testMisspelledValuesSuggestTheClosest() throws {
    let format = try CLI.run(["validate", "--format", "sarf", "examples/video-games.yaml"])
    XCTAssertEqual(format.status, 64)
    XCTAssertTrue(
      format.stderr.hasPrefix(
        "error: '--format' must be one of: text, json, sarif, github (got 'sarf'); did you mean 'sarif'?"
      ), format.stderr)
    let device = try CLI.run(["render", "examples/video-games.yaml", "--device", "iPhon SE"])
    XCTAssertEqual(device.status, 64)
    XCTAssertTrue(device.stderr.contains("did you mean 'iPhone SE'?"), device.stderr)
    let size = try CLI.run(["render", "examples/video-games.yaml", "--content-size", "larg"])
    XCTAssertEqual(size.status, 64)
    XCTAssertTrue(size.stderr.contains("did you mean 'large'?"), size.stderr)
    let color = try CLI.run(["validate", "--color", "sometimes", "examples/video-games.yaml"])
    XCTAssertEqual(color.status, 64)
    XCTAssertTrue(color.stderr.contains("must be one of: auto, always, never"), color.stderr)
  }

  func testFlagsTakeNoValue() throws {
    let result = try CLI.run(["render", "examples/video-games.yaml", "--dark=yes"])
    XCTAssertEqual(result.status, 64)
    XCTAssertTrue(result.stderr.contains("'--dark' is a flag"), result.stderr)
  }

  // MARK: help

  func testHelpCommandPrintsWhatDashDashHelpPrints() throws {
    for name in commandNames {
      let viaHelp = try CLI.run(["help", name])
      let viaFlag = try CLI.run([name, "--help"])
      let viaShortFlag = try CLI.run([name, "-h"])
      XCTAssertEqual(viaHelp.status, 0, name)
      XCTAssertEqual(viaHelp.stderr, "", name)
      XCTAssertTrue(viaHelp.stdout.hasPrefix("OVERVIEW: "), name)
      XCTAssertTrue(viaHelp.stdout.contains("USAGE: listspec \(name)"), name)
      XCTAssertEqual(viaHelp.stdout, viaFlag.stdout, name)
      XCTAssertEqual(viaHelp.stdout, viaShortFlag.stdout, name)
    }
    let top = try CLI.run(["help"])
    XCTAssertEqual(top.status, 0)
    XCTAssertEqual(top.stdout, try CLI.run(["--help"]).stdout)
    for name in commandNames { XCTAssertTrue(top.stdout.contains("\n  \(name) "), name) }
  }

  func testHelpOfAnUnknownCommandExits64WithASuggestion() throws {
    let result = try CLI.run(["help", "rendr"])
    XCTAssertEqual(result.status, 64)
    XCTAssertEqual(result.stdout, "")
    XCTAssertTrue(
      result.stderr.hasPrefix("error: unknown command 'rendr'; did you mean 'render'?"),
      result.stderr)
    XCTAssertEqual(try CLI.run(["help", "render", "diff"]).status, 64)
  }

  func testEveryOptionIsInTheHelpAndTheRenderGroupIsShared() throws {
    let render = try CLI.run(["help", "render"]).stdout
    let diff = try CLI.run(["help", "diff"]).stdout
    /// The lines of one group, from its heading to the blank line after it.
    func group(_ title: String, in help: String) -> String? {
      guard let start = help.range(of: "\n\(title):\n") else { return nil }
      let rest = help[start.upperBound...]
      return String(rest[..<(rest.range(of: "\n\n")?.lowerBound ?? rest.endIndex)])
    }
    let shared = try XCTUnwrap(group("RENDER OPTIONS", in: render))
    XCTAssertEqual(group("RENDER OPTIONS", in: diff), shared)
    for option in ["--device", "--width", "--scale", "--dark", "--content-size"] {
      XCTAssertTrue(shared.contains("  \(option) "), option)
    }
    XCTAssertEqual(group("READER LIMITS", in: render), group("READER LIMITS", in: diff))
    let validate = try CLI.run(["help", "validate"]).stdout
    for option in [
      "--format <format>", "--oneline", "--color <when>", "-h, --help", "--max-file-size <bytes>",
      "--max-depth <n>", "--max-alias-nodes <n>", "--max-alias-bytes <bytes>",
      "--max-scalar-size <bytes>",
      "--max-diagnostics <n>",
    ] {
      XCTAssertTrue(validate.contains("\n  \(option) "), option)
    }
    XCTAssertTrue(
      validate.contains("USAGE: listspec validate <file>... [--format text|json|sarif|github]"),
      validate)
    XCTAssertTrue(validate.contains("FORCE_COLOR"), "colour precedence is documented")
    for line in (render + diff + validate).split(separator: "\n") {
      XCTAssertLessThanOrEqual(line.count, 96, String(line))
    }
  }

  // MARK: --color

  func writeInvalidSpec() throws -> URL {
    let folder = try CLI.temporaryDirectory(self)
    try "listspec: 3\n".write(
      to: folder.appendingPathComponent("c.yaml"), atomically: true, encoding: .utf8)
    return folder
  }

  func testColorFlagBeatsTheEnvironment() throws {
    let folder = try writeInvalidSpec()
    let escape = "\u{1B}["
    func stderr(_ extra: [String], _ environment: [String: String] = [:]) throws -> String {
      let result = try CLI.run(
        ["validate", "c.yaml"] + extra, in: folder, environment: environment)
      XCTAssertEqual(result.status, 1, result.stderr)
      return result.stderr
    }
    // Standard error is a pipe here, so auto means no colour...
    XCTAssertFalse(try stderr([]).contains(escape))
    XCTAssertFalse(try stderr(["--color", "auto"]).contains(escape))
    // ...unless FORCE_COLOR says so (but not FORCE_COLOR=0 or empty); it beats NO_COLOR.
    XCTAssertTrue(try stderr([], ["FORCE_COLOR": "1"]).contains(escape))
    XCTAssertTrue(try stderr([], ["FORCE_COLOR": "1", "NO_COLOR": "1"]).contains(escape))
    XCTAssertFalse(try stderr([], ["FORCE_COLOR": "0"]).contains(escape))
    XCTAssertFalse(try stderr([], ["FORCE_COLOR": ""]).contains(escape))
    // The flag beats the environment both ways.
    XCTAssertTrue(try stderr(["--color", "always"]).contains(escape))
    XCTAssertTrue(
      try stderr(["--color=always"], ["NO_COLOR": "1", "TERM": "dumb"]).contains(escape))
    XCTAssertFalse(try stderr(["--color", "never"], ["FORCE_COLOR": "1"]).contains(escape))
    let plain = try stderr(["--color", "never"])
    XCTAssertEqual(plain, try stderr([]))
  }

  func testColorAlwaysAppliesToDiffAndRenderPreviewsOnStandardOutput() throws {
    let folder = try CLI.temporaryDirectory(self)
    let old = folder.appendingPathComponent("old.yaml")
    let new = folder.appendingPathComponent("new.yaml")
    try
      "listspec: 1\nlist: { appearance: plain }\ncells:\n  row: { content: { text: \"{id}\" } }\nsections:\n  - { id: s, cell: row, items: [{ id: a }] }\n"
      .write(to: old, atomically: true, encoding: .utf8)
    try
      "listspec: 1\nlist: { appearance: plain }\ncells:\n  row: { content: { text: \"{id}\" } }\nsections:\n  - { id: s, cell: row, items: [{ id: a }, { id: b }] }\n"
      .write(to: new, atomically: true, encoding: .utf8)
    let diff = try CLI.run(["diff", old.path, new.path, "--color", "always"])
    XCTAssertEqual(diff.status, 0, diff.stderr)
    XCTAssertTrue(diff.stdout.contains("\u{1B}["), diff.stdout)
    let plainDiff = try CLI.run(["diff", old.path, new.path])
    XCTAssertFalse(plainDiff.stdout.contains("\u{1B}["), plainDiff.stdout)
    let render = try CLI.run(["render", new.path, "--color", "always", "--format", "text"])
    XCTAssertEqual(render.status, 0, render.stderr)
    XCTAssertTrue(render.stdout.contains("\u{1B}["))
  }

  /// Runs the binary on a pseudo-terminal with util-linux `script`, so that `auto` sees a
  /// terminal; what it prints comes back on one stream.
  func runOnTerminal(_ arguments: [String], in folder: URL, environment: [String: String])
    throws -> String
  {
    let script = URL(fileURLWithPath: "/usr/bin/script")
    guard FileManager.default.isExecutableFile(atPath: script.path) else {
      throw XCTSkip("util-linux 'script' is needed to run on a pseudo-terminal")
    }
    let command = ([CLI.binary.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
    let process = Process()
    process.executableURL = script
    process.arguments = ["-qec", command, "/dev/null"]
    process.currentDirectoryURL = folder
    var env = ProcessInfo.processInfo.environment
    for key in ["NO_COLOR", "FORCE_COLOR"] { env[key] = nil }
    env["TERM"] = "xterm-256color"
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let out = Pipe()
    process.standardOutput = out
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  func testAutoColoursATerminalUnlessNoColorOrDumbTerminal() throws {
    let folder = try writeInvalidSpec()
    let escape = "\u{1B}["
    let arguments = ["validate", "c.yaml"]
    let terminal = try runOnTerminal(arguments, in: folder, environment: [:])
    XCTAssertTrue(terminal.contains("unsupported-format-version"), terminal)
    XCTAssertTrue(terminal.contains(escape), terminal)
    XCTAssertTrue(
      try runOnTerminal(arguments, in: folder, environment: ["NO_COLOR": ""]).contains(escape))
    XCTAssertFalse(
      try runOnTerminal(arguments, in: folder, environment: ["NO_COLOR": "1"]).contains(escape))
    XCTAssertFalse(
      try runOnTerminal(arguments, in: folder, environment: ["TERM": "dumb"]).contains(escape))
    XCTAssertFalse(
      try runOnTerminal(arguments + ["--color", "never"], in: folder, environment: [:])
        .contains(escape))
    XCTAssertTrue(
      try runOnTerminal(arguments, in: folder, environment: ["TERM": "dumb", "FORCE_COLOR": "1"])
        .contains(escape))
  }
}

/// `pathExtension`, which picks `-o`'s format without Foundation, against `NSString`'s.
final class PathExtensionTests: XCTestCase {
  func testPathExtensionsAreFoundationsOnes() {
    for path in [
      "a.png", "out/list.PNG", ".png", "dir/.png", "a.", "a.b/c", "a.b/c.d/", "/", "", "x/y.tar.gz",
      "a..b", "./a", "../b.svg", "a.png//", "é.svg", "dir.d/file",
    ] {
      XCTAssertEqual(pathExtension(path), (path as NSString).pathExtension, path)
    }
  }
}
