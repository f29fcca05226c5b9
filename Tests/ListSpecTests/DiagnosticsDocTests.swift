import Foundation
import XCTest

@testable import ListSpec

/// specs/diagnostics.md documents every diagnostic id, and its YAML examples really produce
/// the id they document.
final class DiagnosticsDocTests: XCTestCase {
  /// Ids whose example needs bytes that are not text, a command-line option or a missing
  /// file, so the page shows a shell command instead of a YAML block.
  let idsWithoutYAMLExample: Set<String> = [
    "unreadable-file", "file-too-large", "not-utf8", "invalid-utf8", "control-character",
    "nesting-too-deep", "scalar-too-long", "too-many-diagnostics",
    // An items file's: ItemsCLITests runs its example as the page writes it.
    "json-syntax",
  ]
  /// Ids only `listspec generate` reports: their examples are checked by the generator's
  /// tests (ListSpecCodegenTests.GeneratorDiagnosticsDocTests).
  let generatorIDs: Set<String> = ["invalid-swift-name", "swift-name-collision"]
  /// Ids only `listspec render` reports (it knows the fonts): their examples are checked by
  /// the render tests (ListSpecRenderTests.RenderDiagnosticsDocTests).
  let renderIDs: Set<String> = ["missing-glyph", "symbol-placeholder", "image-placeholder"]

  func document() throws -> String {
    try String(
      contentsOf: repositoryRoot.appendingPathComponent("specs/diagnostics.md"), encoding: .utf8)
  }

  /// The text under each "#### `id`" heading, by id.
  func entries() throws -> [String: String] {
    var result: [String: String] = [:]
    let parts = try document().components(separatedBy: "\n#### `").dropFirst()
    for part in parts {
      guard let end = part.firstIndex(of: "`") else { continue }
      result[String(part[..<end])] = String(part[part.index(after: end)...])
    }
    return result
  }

  /// A catalogue name is its id in camel case (`invalid-cell-template` is
  /// `.invalidCellTemplate`; acronyms upper case, `duplicateItemID`), so code and
  /// documentation use one name.
  func testEveryCatalogueNameIsItsID() {
    for id in DiagnosticID.allCases {
      let words = id.rawValue.split(separator: "-")
      let camel =
        String(words[0])
        + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
        .joined()
      XCTAssertEqual(String(describing: id).lowercased(), camel.lowercased(), id.rawValue)
      XCTAssertEqual(String(describing: id).first, camel.first, id.rawValue)
    }
  }

  func testEveryDiagnosticIDIsDocumented() throws {
    let text = try document()
    let entries = try entries()
    for id in DiagnosticID.allCases {
      XCTAssertTrue(text.contains(id.rawValue), "\(id.rawValue) is not in specs/diagnostics.md")
      XCTAssertNotNil(entries[id.rawValue], "no '#### `\(id.rawValue)`' entry")
    }
    let known = Set(DiagnosticID.allCases.map(\.rawValue))
    XCTAssertEqual(Set(entries.keys).subtracting(known), [], "documented ids that do not exist")
  }

  func testEveryYAMLExampleProducesItsID() throws {
    for (id, entry) in try entries().sorted(by: { $0.key < $1.key })
    where !generatorIDs.contains(id) && !renderIDs.contains(id) {
      let blocks = entry.components(separatedBy: "```yaml\n").dropFirst()
      guard let block = blocks.first, let end = block.range(of: "\n```") else {
        XCTAssertTrue(idsWithoutYAMLExample.contains(id), "\(id) has no YAML example")
        continue
      }
      XCTAssertFalse(idsWithoutYAMLExample.contains(id), "\(id) has a YAML example after all")
      let yaml = String(block[..<end.lowerBound]) + "\n"
      // At the repository's root, so that `assets:` paths name its catalogs.
      let loaded = ListSpecLoader.load(
        text: yaml, path: repositoryRoot.appendingPathComponent("spec.yaml").path)
      let ids = loaded.diagnostics.map(\.id.rawValue)
      XCTAssertTrue(ids.contains(id), "the example for \(id) produced \(ids)")
      // The output shown under the example names the same first diagnostic.
      if let first = loaded.diagnostics.first, let location = first.location {
        XCTAssertTrue(
          entry.contains("spec.yaml:\(location.line):\(location.column): "), "\(id) output")
      }
    }
  }
}
