import Foundation
import XCTest

@testable import ListSpec

/// The specs in examples/ are what users copy from: each must validate with no diagnostics,
/// and every-option.yaml must keep using every option of the format.
final class ExamplesTests: XCTestCase {
  let examples = repositoryRoot.appendingPathComponent("examples")

  func exampleFiles() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: examples.path)
      .filter { $0.hasSuffix(".yaml") }.sorted()
  }

  func load(_ name: String) -> LoadedSpec {
    ListSpecLoader.load(path: examples.appendingPathComponent(name).path)
  }

  func testEveryExampleValidatesWithNoDiagnostics() throws {
    let files = try exampleFiles()
    XCTAssertTrue(
      Set(["sf-symbols.yaml", "video-games.yaml", "every-option.yaml"]).isSubset(of: files),
      "\(files)")
    for file in files {
      let loaded = load(file)
      XCTAssertEqual(
        loaded.diagnostics.map { "\($0.location?.description ?? "") \($0.message)" }, [], file)
      XCTAssertNotNil(loaded.spec, file)
    }
  }

  func testEveryExamplePointsEditorsAtTheSchema() throws {
    for file in try exampleFiles() {
      let text = try String(contentsOf: examples.appendingPathComponent(file), encoding: .utf8)
      XCTAssertTrue(
        text.hasPrefix("# yaml-language-server: $schema=../specs/listspec.schema.json\n"), file)
    }
  }

  func testSeedListsHoldTheArticlesData() throws {
    let symbols = try XCTUnwrap(load("sf-symbols.yaml").spec)
    XCTAssertEqual(symbols.allItems.count, 22)
    XCTAssertEqual(symbols.platform.iOS, OSVersion(16))
    let games = try XCTUnwrap(load("video-games.yaml").spec)
    XCTAssertEqual(
      games.allItems.compactMap { $0.fields["name"] },
      ["Mass Effect", "Mass Effect 2", "Mass Effect 3", "ME: Andromeda", "ME: Remaster"])
  }

  func testEveryOptionUsesEveryKeyViewModifierAccessoryAndStyle() throws {
    let loaded = load("every-option.yaml")
    let spec = try XCTUnwrap(loaded.spec)
    // The whole tree, items included (a loaded spec's `root` keeps only the configuration).
    let root = try XCTUnwrap(YAMLReader().read(loaded.source).root)
    var keys: Set<String> = []
    var scalars: Set<String> = []
    func collect(_ node: YAMLNode) {
      switch node.content {
      case .scalar(let scalar): scalars.insert(scalar.text)
      case .sequence(let elements): elements.forEach(collect)
      case .mapping(let pairs):
        for pair in pairs {
          if let key = pair.key.text { keys.insert(key) }
          collect(pair.value)
        }
      }
    }
    collect(root)
    let bareNames =
      ViewName.allCases.filter(\.isBare).map(\.rawValue)
      + ModifierName.allCases.filter(\.isBare).map(\.rawValue)
    // Every key of every declared table (accessories may be written as names, below).
    let everyKey =
      Format.tables.filter { $0.table.name != AccessoryKind.table.name }
      .flatMap(\.names) + EdgeSet.names.map(\.0)
    XCTAssertEqual(Set(everyKey).subtracting(keys).sorted(), [], "keys never written")
    // Accessories and bare views/modifiers are written both as names and as keys.
    let everyName =
      AccessoryKind.allCases.map(\.rawValue) + ContentStyle.allCases.map(\.rawValue)
      + AccessoryDisplayedState.allCases.map(\.rawValue) + bareNames
    XCTAssertEqual(
      Set(everyName).subtracting(keys.union(scalars)).sorted(), [], "names never written")
    XCTAssertEqual(
      Set(bareNames).subtracting(scalars).sorted(), [],
      "bare shorthands never written")
    XCTAssertEqual(
      Set(TextStyle.allNames.filter { ["title1", "caption1"].contains($0) }).subtracting(scalars),
      [], "UIKit text style spellings never written")
    // Every cell template is used, so the example also exercises the template checks.
    XCTAssertEqual(Set(spec.allItems.map(\.cell)), Set(spec.cells.map(\.name)))
  }

  // MARK: specs/format.md

  func formatReference() throws -> String {
    try String(
      contentsOf: repositoryRoot.appendingPathComponent("specs/format.md"), encoding: .utf8)
  }

  /// The ```yaml blocks of the format reference.
  func yamlBlocks() throws -> [String] {
    try formatReference().components(separatedBy: "```yaml\n").dropFirst().compactMap { block in
      block.range(of: "\n```").map { String(block[..<$0.lowerBound]) + "\n" }
    }
  }

  func testFormatReferenceCompleteExamplesValidateClean() throws {
    let complete = try yamlBlocks().filter {
      $0.hasPrefix("listspec: 1") || $0.hasPrefix("# yaml-language-server")
    }
    XCTAssertGreaterThanOrEqual(complete.count, 3)
    for yaml in complete {
      let loaded = ListSpecLoader.load(text: yaml, path: "format.md")
      XCTAssertEqual(loaded.diagnostics.map(\.message), [], String(yaml.prefix(200)))
    }
  }

  func testFormatReferenceShowsBothSeedListsAsTheyAre() throws {
    let blocks = try yamlBlocks()
    for file in ["sf-symbols.yaml", "video-games.yaml"] {
      let text = try String(contentsOf: examples.appendingPathComponent(file), encoding: .utf8)
      XCTAssertTrue(blocks.contains(text), "specs/format.md does not show examples/\(file) as is")
    }
  }

  func testFormatReferenceNamesEveryKeyAndValue() throws {
    let text = try formatReference()
    let names =
      Format.allKeyNames + ListAppearance.allCases.map(\.rawValue)
      + HeaderMode.allCases.map(\.rawValue)
      + FooterMode.allCases.map(\.rawValue) + SeparatorVisibility.allCases.map(\.rawValue)
      + ContentStyle.allCases.map(\.rawValue) + SpecTextAlignment.allCases.map(\.rawValue)
      + AccessoryKind.allCases.map(\.rawValue) + AccessoryDisplayedState.allCases.map(\.rawValue)
      + SystemColor.allCases.map(\.rawValue) + TextStyle.allNames
      + FontWeight.allCases.map(\.rawValue) + SpecHorizontalAlignment.allCases.map(\.rawValue)
      + SpecVerticalAlignment.allCases.map(\.rawValue) + SpecAlignment.allCases.map(\.rawValue)
      + ImageScale.allCases.map(\.rawValue)
    // systemGray2…systemGray6 are written as a range.
    let missing = Set(names).filter { !text.contains("`\($0)`") && !$0.hasPrefix("systemGray") }
    XCTAssertEqual(missing.sorted(), [], "not documented in specs/format.md")
  }
}
