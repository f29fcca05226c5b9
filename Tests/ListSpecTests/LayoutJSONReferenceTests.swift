import Foundation
import ListSpec
import ListSpecFormatting
import XCTest

/// Every key the examples' layout JSON holds is named in specs/layout-json.md. The examples use
/// every key of the format (`ExamplesTests`) and their layout JSON is re-rendered with them, so
/// a new field (a decoration's value, a node's property) fails here until it is documented.
final class LayoutJSONReferenceTests: XCTestCase {
  // Format styles in the specs print with Foundation, as where listspec draws.
  override class func setUp() {
    super.setUp()
    FoundationFormatting.install()
  }

  func testEveryKeyOfTheExamplesLayoutJSONIsDocumented() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let reference = try String(
      contentsOf: root.appendingPathComponent("specs/layout-json.md"), encoding: .utf8)
    let folder = root.appendingPathComponent("examples")
    var keys: Set<String> = []
    func collect(_ value: Any) {
      if let object = value as? [String: Any] {
        for (key, inner) in object {
          keys.insert(key)
          collect(inner)
        }
      } else if let array = value as? [Any] {
        array.forEach(collect)
      }
    }
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".layout.json") }
    XCTAssertFalse(files.isEmpty)
    for file in files {
      let data = try Data(contentsOf: folder.appendingPathComponent(file))
      collect(try JSONSerialization.jsonObject(with: data))
    }
    let undocumented = keys.sorted().filter { key in
      reference.range(of: "\\b\(key)\\b", options: .regularExpression) == nil
    }
    XCTAssertEqual(undocumented, [], "layout JSON keys missing from specs/layout-json.md")
  }

  /// The single-value decorations' table is written from their declarations, so a new one
  /// is documented by recording the page, not by memory.
  func testSingleValueDecorationsTableIsUpToDate() throws {
    let committed = try String(
      contentsOf: repositoryRoot.appendingPathComponent("specs/layout-json.md"), encoding: .utf8)
    XCTAssertEqual(FormatReference.generatedTables(in: committed), ["decorations"])
    let (updated, unknown) = FormatReference.updating(committed)
    XCTAssertEqual(unknown, [])
    try assertGeneratedFile(
      "specs/layout-json.md", is: updated, recordWith: "ListSpecTests.LayoutJSONReferenceTests")
  }

  /// Every kind a node can have (`LayoutNodeKind`) has a row in the page's "Kinds" table, and
  /// the table names no other: a new kind (`image`) is documented where readers look it up.
  func testEveryNodeKindIsInTheKindsTable() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let reference = try String(
      contentsOf: root.appendingPathComponent("specs/layout-json.md"), encoding: .utf8)
    let table = try XCTUnwrap(
      reference.components(separatedBy: "### Kinds").dropFirst().first?
        .components(separatedBy: "\n\n").dropFirst().first)
    var documented: Set<String> = []
    for row in table.split(separator: "\n") where row.hasPrefix("| `") {
      // The first cell: "`header`, `footer`".
      let cell = row.dropFirst(2).prefix { $0 != "|" }
      for name in cell.split(separator: "`") where !name.contains(",") && !name.contains(" ") {
        documented.insert(String(name))
      }
    }
    XCTAssertEqual(documented, Set(LayoutNodeKind.allCases.map(\.rawValue)))
  }
}
