import Foundation
import XCTest

@testable import ListSpec

/// Reading spec files: the size limit is exact, and unreadable paths are named.
final class ReadFileTests: XCTestCase {
  func temporaryFile(_ bytes: [UInt8]) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "listspec-read-\(UUID().uuidString).yaml")
    try Data(bytes).write(to: url)
    addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url.path
  }

  func testReadsWholeFilesAtAndBelowTheLimit() throws {
    let bytes = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 % 26 + 97) }
    let path = try temporaryFile(bytes)
    XCTAssertEqual(try ListSpecLoader.readFile(path, limit: 10_000).get(), bytes)
    XCTAssertEqual(try ListSpecLoader.readFile(path, limit: 1 << 20).get(), bytes)
    XCTAssertEqual(try ListSpecLoader.readFile(try temporaryFile([]), limit: 10).get(), [])
  }

  func testOneByteOverTheLimitIsReported() throws {
    let path = try temporaryFile([UInt8](repeating: 0x61, count: 101))
    guard case .failure(let diagnostic) = ListSpecLoader.readFile(path, limit: 100) else {
      return XCTFail("a file over the limit was read")
    }
    XCTAssertEqual(diagnostic.id, .fileTooLarge)
  }

  func testMissingFileAndFolder() {
    guard case .failure(let missing) = ListSpecLoader.readFile("/nonexistent/x.yaml", limit: 10)
    else { return XCTFail() }
    XCTAssertEqual(missing.id, .unreadableFile)
    guard case .failure(let folder) = ListSpecLoader.readFile(NSTemporaryDirectory(), limit: 10)
    else { return XCTFail() }
    XCTAssertTrue(folder.message.contains("directory"), folder.message)
  }
}
