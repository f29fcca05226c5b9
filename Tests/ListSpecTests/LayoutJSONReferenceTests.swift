import Foundation
import XCTest

/// Every key the examples' layout JSON holds is named in specs/layout-json.md. The examples use
/// every key of the format (`ExamplesTests`) and their layout JSON is re-rendered with them, so
/// a new field (a decoration's value, a node's property) fails here until it is documented.
final class LayoutJSONReferenceTests: XCTestCase {
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
}
