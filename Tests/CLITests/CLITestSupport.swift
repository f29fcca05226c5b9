import Foundation
import XCTest

/// What one run of the built `listspec` binary printed and returned.
struct CLIResult {
  var stdout: String
  var stderr: String
  var status: Int32
}

/// Runs the `listspec` binary that `swift build` put beside this test bundle.
enum CLI {
  /// The folder holding the built products (the test bundle's parent folder).
  static var productsDirectory: URL {
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      return bundle.bundleURL.deletingLastPathComponent()
    }
    return Bundle.main.bundleURL
  }

  static var binary: URL { productsDirectory.appendingPathComponent("listspec") }

  /// The package root (for examples/ and specs/).
  static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  /// Runs `listspec` (or another `executable`) with `arguments` in `directory`, feeding `stdin`,
  /// with `environment` added to a clean environment (NO_COLOR unset unless given).
  static func run(
    _ arguments: [String], in directory: URL? = nil, stdin: String? = nil,
    environment: [String: String] = [:], executable: URL? = nil
  ) throws -> CLIResult {
    let process = Process()
    process.executableURL = executable ?? binary
    process.arguments = arguments
    process.currentDirectoryURL = directory ?? packageRoot
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = nil
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let out = Pipe()
    let err = Pipe()
    let input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
    try input.fileHandleForWriting.close()
    // Read both pipes before waiting so a large output cannot block the child.
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CLIResult(
      stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self), status: process.terminationStatus)
  }

  /// A fresh temporary folder, removed when the test ends.
  static func temporaryDirectory(_ testCase: XCTestCase) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "listspec-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    testCase.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
  }
}
