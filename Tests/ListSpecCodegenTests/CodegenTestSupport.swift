import Foundation
import ListSpec
import ListSpecCodegen
import XCTest

/// The package root (this file is Tests/ListSpecCodegenTests/CodegenTestSupport.swift).
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// The example specs whose generated Swift is committed next to them.
let exampleNames = [
  "video-games", "sf-symbols", "every-option", "emoji-explorer", "game-library", "mail",
  "file-browser", "settings", "reminders", "app-catalog", "transactions",
]

/// Loads YAML text as a spec named `path` and generates its Swift.
func generate(
  _ yaml: String, path: String = "spec.yaml", options: GenerateOptions = GenerateOptions()
) -> GeneratedSwift {
  SwiftGenerator(options: options).generate(ListSpecLoader.load(text: yaml, path: path))
}

/// Generates and fails the test when there is no code.
func generatedCode(
  _ yaml: String, path: String = "spec.yaml", options: GenerateOptions = GenerateOptions(),
  file: StaticString = #filePath, line: UInt = #line
) -> String {
  let result = generate(yaml, path: path, options: options)
  XCTAssertNotNil(
    result.code, "no code: \(result.diagnostics.map(\.message))", file: file, line: line)
  return result.code ?? ""
}

/// Runs a tool with arguments; returns its exit status and everything it printed. Output is
/// read while the process runs, so a chatty tool cannot fill the pipe and stall.
func runTool(_ arguments: [String], in directory: URL? = nil) throws -> (
  status: Int32, output: String
) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = arguments
  if let directory { process.currentDirectoryURL = directory }
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  process.standardInput = FileHandle.nullDevice
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// A fresh temporary folder, removed when the test ends.
func temporaryFolder(_ test: XCTestCase) throws -> URL {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "listspec-codegen-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  test.addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
  return folder
}

/// `swift format lint --strict` with the project's configuration over `files`; returns what
/// it reported ("" when clean).
func lintProblems(_ files: [URL]) throws -> String {
  let result = try runTool(
    [
      "swift", "format", "lint", "--strict", "--configuration",
      packageRoot.appendingPathComponent(".swift-format").path,
    ] + files.map(\.path))
  return result.status == 0 && result.output.isEmpty ? "" : result.output
}
