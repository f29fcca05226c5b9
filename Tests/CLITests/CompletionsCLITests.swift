import Foundation
import XCTest

/// `listspec completions SHELL`: bash's completion is run on partial command lines; the zsh
/// and fish scripts are loaded by those shells (installed by `scripts/setup`).
final class CompletionsCLITests: XCTestCase {
  func script(_ shell: String) throws -> URL {
    let result = try CLI.run(["completions", shell])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(result.stderr, "")
    let folder = try CLI.temporaryDirectory(self)
    let url = folder.appendingPathComponent("listspec.\(shell)")
    try result.stdout.write(to: url, atomically: true, encoding: .utf8)
    return url
  }

  /// The path of `name` on PATH, or nil.
  func executable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = "\(folder)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// Runs `shell` with `arguments`; returns standard output, failing on a non-zero exit.
  func run(_ shell: String, _ arguments: [String], in folder: URL? = nil) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: shell)
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = folder }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let output = out.fileHandleForReading.readDataToEndOfFile()
    let error = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    XCTAssertEqual(
      process.terminationStatus, 0,
      "\(shell) \(arguments): \(String(decoding: error, as: UTF8.self))")
    return String(decoding: output, as: UTF8.self)
  }

  // MARK: bash

  /// Loads the bash script, completes the command line `words` (the last one is the word
  /// being completed) with the function it registered for `listspec`, and returns COMPREPLY.
  func bashComplete(_ words: [String], script: URL, in folder: URL? = nil) throws -> [String] {
    let bash = try XCTUnwrap(executable("bash"), "bash is needed")
    let driver = """
      source "$1" || exit 3
      function=$(complete -p listspec | sed -E 's/.*-F ([^ ]+).*/\\1/')
      [ -n "$function" ] || exit 4
      COMP_WORDS=("${@:2}")
      COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
      COMP_LINE="${COMP_WORDS[*]}"
      COMP_POINT=${#COMP_LINE}
      COMPREPLY=()
      "$function" listspec "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let output = try run(
      bash, ["--norc", "--noprofile", "-c", driver, "bash", script.path] + words, in: folder)
    return output.split(separator: "\n").map(String.init)
  }

  func testBashCompletesCommandsOptionsAndValues() throws {
    let script = try script("bash")
    XCTAssertEqual(try bashComplete(["listspec", "val"], script: script), ["validate"])
    XCTAssertEqual(
      try bashComplete(["listspec", "c"], script: script), ["completions"])
    XCTAssertEqual(
      try bashComplete(["listspec", "validate", "--fo"], script: script), ["--format"])
    XCTAssertEqual(
      try bashComplete(["listspec", "validate", "--format", ""], script: script),
      ["text", "json", "sarif", "github"])
    XCTAssertEqual(
      try bashComplete(["listspec", "validate", "--format", "=", "s"], script: script), ["sarif"])
    XCTAssertEqual(
      try bashComplete(["listspec", "render", "--device", "iPad\\ P"], script: script),
      ["iPad\\ Pro\\ 11-inch", "iPad\\ Pro\\ 13-inch"])
    XCTAssertEqual(
      try bashComplete(["listspec", "diff", "a.yaml", "--content-size", "extraE"], script: script),
      ["extraExtraLarge", "extraExtraExtraLarge"])
    // The shared render options are offered by diff, and --color by every command.
    XCTAssertEqual(try bashComplete(["listspec", "diff", "--da"], script: script), ["--dark"])
    XCTAssertEqual(try bashComplete(["listspec", "schema", "--col"], script: script), ["--color"])
    XCTAssertEqual(
      try bashComplete(["listspec", "help", "re"], script: script), ["render"])
    XCTAssertEqual(
      try bashComplete(["listspec", "completions", ""], script: script), ["bash", "zsh", "fish"])
    // A value that is a number offers nothing.
    XCTAssertEqual(try bashComplete(["listspec", "render", "--width", ""], script: script), [])
  }

  func testBashCompletesFilesForSpecsAndOutputs() throws {
    let script = try script("bash")
    let folder = try CLI.temporaryDirectory(self)
    for name in ["list.yaml", "lost.yaml", "other.txt"] {
      try "".write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    XCTAssertEqual(
      try bashComplete(["listspec", "validate", "li"], script: script, in: folder), ["list.yaml"])
    XCTAssertEqual(
      try bashComplete(["listspec", "render", "-o", "ot"], script: script, in: folder),
      ["other.txt"])
    XCTAssertEqual(
      try bashComplete(["listspec", "diff", "list.yaml", "lo"], script: script, in: folder),
      ["lost.yaml"])
  }

  // MARK: zsh and fish

  func testZshScriptParsesAndRegistersItsFunction() throws {
    let script = try script("zsh")
    let text = try String(contentsOf: script, encoding: .utf8)
    XCTAssertTrue(text.hasPrefix("#compdef listspec\n"))
    XCTAssertTrue(text.contains("'--format=[text"), "validate's --format is offered")
    XCTAssertTrue(
      text.contains("(iPhone\\ SE iPhone\\ 15 iPhone\\ 15\\ Pro\\ Max iPhone\\ 16e iPhone\\ 16 "),
      "every device preset is offered")
    XCTAssertTrue(text.contains(" iPad\\ Pro\\ 13-inch)"))
    let zsh = try XCTUnwrap(executable("zsh"), "zsh is missing: run scripts/setup")
    _ = try run(zsh, ["-n", script.path])
    let registered = try run(
      zsh,
      [
        "-f", "-c",
        "autoload -U compinit && compinit -u -D && source \"$1\" && print -r -- $_comps[listspec]",
        "zsh", script.path,
      ])
    XCTAssertEqual(registered, "_listspec\n")
  }

  func testFishCompletesCommandsOptionsAndValues() throws {
    let script = try script("fish")
    let fish = try XCTUnwrap(executable("fish"), "fish is missing: run scripts/setup")
    _ = try run(fish, ["--no-config", "-n", script.path])
    func complete(_ line: String) throws -> [String] {
      let output = try run(
        fish,
        [
          "--no-config", "-c", "source $argv[1]; and complete --do-complete=$argv[2]", script.path,
          line,
        ])
      return output.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
    }
    XCTAssertEqual(try complete("listspec val"), ["validate"])
    XCTAssertEqual(try complete("listspec validate --fo"), ["--format"])
    XCTAssertEqual(
      Set(try complete("listspec validate --format ")), ["text", "json", "sarif", "github"])
    XCTAssertEqual(
      Set(try complete("listspec render --device iPhone\\ 17")),
      ["iPhone 17", "iPhone 17 Pro", "iPhone 17 Pro Max"])
    XCTAssertEqual(Set(try complete("listspec completions ")), ["bash", "zsh", "fish"])
  }

  // MARK: Usage

  func testUnknownOrMissingShellExits64() throws {
    let unknown = try CLI.run(["completions", "bsh"])
    XCTAssertEqual(unknown.status, 64)
    XCTAssertTrue(unknown.stderr.contains("did you mean 'bash'?"), unknown.stderr)
    XCTAssertEqual(try CLI.run(["completions"]).status, 64)
    XCTAssertEqual(try CLI.run(["completions", "bash", "zsh"]).status, 64)
  }
}
