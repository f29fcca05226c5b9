import Foundation
import XCTest

/// `listspec schema`, run as the built binary.
final class SchemaCLITests: XCTestCase {
  var committedSchema: String {
    get throws {
      try String(
        contentsOf: CLI.packageRoot.appendingPathComponent("specs/listspec.schema.json"),
        encoding: .utf8)
    }
  }

  func testPrintsTheCommittedSchema() throws {
    let result = try CLI.run(["schema"])
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(result.stderr, "")
    XCTAssertEqual(result.stdout, try committedSchema)
    XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)))
  }

  func testWritesTheSchemaToAFile() throws {
    let folder = try CLI.temporaryDirectory(self)
    let result = try CLI.run(["schema", "-o", "listspec.schema.json"], in: folder)
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(result.stdout, "")
    let written = try String(
      contentsOf: folder.appendingPathComponent("listspec.schema.json"), encoding: .utf8)
    XCTAssertEqual(written, try committedSchema)
    // Atomic write: no temporary file is left behind.
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: folder.path), ["listspec.schema.json"])
  }

  func testUnwritableOutputExits73() throws {
    let folder = try CLI.temporaryDirectory(self)
    let result = try CLI.run(["schema", "--output", "missing-folder/schema.json"], in: folder)
    XCTAssertEqual(result.status, 73)
    XCTAssertTrue(result.stderr.hasPrefix("error: cannot write"), result.stderr)
  }

  func testUsageErrorsAndHelp() throws {
    let extra = try CLI.run(["schema", "extra"])
    XCTAssertEqual(extra.status, 64)
    XCTAssertEqual(
      extra.stderr, "error: unexpected argument 'extra'\nSee 'listspec schema --help'.\n")
    let help = try CLI.run(["schema", "--help"])
    XCTAssertEqual(help.status, 0)
    XCTAssertTrue(help.stdout.contains("USAGE: listspec schema [-o <file>]"), help.stdout)
    let top = try CLI.run(["--help"])
    XCTAssertTrue(top.stdout.contains("  schema       Print the JSON Schema"), top.stdout)
  }
}
