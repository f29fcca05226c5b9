import Foundation
import XCTest

@testable import ListSpec

/// A `{…}` is never drawn with its braces (issue 31). Every scalar value of every example —
/// together they use every key of the format (`ExamplesTests`) — is replaced in turn by a
/// template reading a field no item has. The spec must then have an error at that value: the
/// key either takes templates or expressions (and the unknown field is reported) or takes
/// none (`expression-not-allowed`); it is never accepted and drawn as written.
final class NoTemplateDrawnLiterallyTests: XCTestCase {
  static let probe = "'{zzNoSuchField}'"

  /// One scalar value to replace: its bytes, line, and the key it is the value of.
  struct Position {
    var start: Int
    var end: Int
    var line: Int
    var path: String
  }

  /// Scalar values of `node`, except an item's own field values (data, shown as written in
  /// the cells that read them).
  static func positions(_ node: YAMLNode, path: String, inItem: Bool = false) -> [Position] {
    if let pairs = node.pairs {
      var result: [Position] = []
      for pair in pairs where !pair.isMerged {
        let key = pair.key.text ?? "?"
        if inItem, ItemKey(rawValue: key) == nil { continue }
        if key == "items" || key == "children", let elements = pair.value.elements {
          for (index, element) in elements.enumerated() {
            result += positions(element, path: path + ".\(key)[\(index)]", inItem: true)
          }
        } else {
          result += positions(pair.value, path: path + "." + key)
        }
      }
      return result
    }
    if let elements = node.elements {
      return elements.enumerated().flatMap { index, element in
        positions(element, path: path + "[\(index)]")
      }
    }
    guard node.scalar != nil, node.aliasRange == nil else { return [] }
    let range = node.range
    return [
      Position(
        start: range.start.offset, end: range.end.offset, line: range.start.line, path: path)
    ]
  }

  func testEveryValueOfEveryExampleRejectsAStrayTemplate() throws {
    let examples = repositoryRoot.appendingPathComponent("examples")
    let files = try FileManager.default.contentsOfDirectory(atPath: examples.path)
      .filter { $0.hasSuffix(".yaml") }.sorted()
    XCTAssertTrue(files.contains("every-option.yaml"))
    var checked = 0
    for file in files {
      let bytes = Array(try Data(contentsOf: examples.appendingPathComponent(file)))
      let document = YAMLReader().read(SourceFile(path: file, bytes: bytes))
      let root = try XCTUnwrap(document.root, file)
      for position in Self.positions(root, path: "") where position.path != ".listspec" {
        var mutated = Array(bytes[..<position.start])
        mutated += Array(Self.probe.utf8)
        mutated += bytes[position.end...]
        let loaded = ListSpecLoader.load(
          text: String(decoding: mutated, as: UTF8.self), path: file)
        let atValue = loaded.diagnostics.contains { diagnostic in
          diagnostic.severity == .error
            && (diagnostic.location?.line == position.line
              || diagnostic.notes.contains { $0.range?.start.line == position.line })
        }
        XCTAssertTrue(
          atValue,
          "\(file):\(position.line) \(position.path): \(Self.probe) was accepted; diagnostics: \(loaded.diagnostics.map { "\($0.location?.description ?? "-") \($0.id.rawValue)" })"
        )
        checked += 1
      }
    }
    XCTAssertGreaterThan(checked, 400, "the examples hold many values")
  }

  /// A header is one text for the section: a template there is an error with a fix-it that
  /// writes the text, and a note saying how to show an item's values instead.
  func testAHeaderTemplateIsAnErrorWithAFixIt() throws {
    let loaded = loadSpec(
      """
      listspec: 1
      list: { appearance: insetGrouped, headerMode: supplementary }
      cells:
        row: { content: { text: "{name}" } }
      sections:
        - { id: s, header: "{count} games", cell: row, items: [{ id: a, name: A }] }
      """)
    XCTAssertEqual(summaries(loaded), ["6:22 error expression-not-allowed"])
    let diagnostic = try XCTUnwrap(loaded.diagnostics.first)
    XCTAssertEqual(
      diagnostic.message,
      "'header' takes one text, not a template: no item is in scope here, so '{count} games' would be drawn with its braces"
    )
    XCTAssertEqual(diagnostic.fixIts.map(\.replacement), ["\"count games\""])
    XCTAssertTrue(diagnostic.notes.first?.message.contains("firstItemInSection") ?? false)
  }
}
