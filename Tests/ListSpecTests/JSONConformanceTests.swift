import Foundation
import XCTest

@testable import ListSpec

/// JSONTestSuite's parsing cases (Tests/Fixtures/JSONTestSuite): every `y_` file is JSON the
/// items reader must accept, every `n_` file text it must refuse. The same cases through
/// libyaml and Foundation measure why neither reads `--items` files: each gets some wrong.
final class JSONConformanceTests: XCTestCase {
  static let folder = repositoryRoot.appendingPathComponent("Tests/Fixtures/JSONTestSuite")

  func cases(_ prefix: String) throws -> [(name: String, bytes: [UInt8])] {
    try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
      .filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.sorted()
      .map { ($0, Array(try Data(contentsOf: Self.folder.appendingPathComponent($0)))) }
  }

  /// Whether the reader takes `bytes` as JSON. A duplicate name is JSON (RFC 8259 only says
  /// names SHOULD be unique), which listspec then refuses as data, as in a spec.
  func readerAccepts(_ bytes: [UInt8]) -> Bool {
    let document = JSONReader().read(SourceFile(path: "case.json", bytes: bytes))
    return document.root != nil
      && document.diagnostics.allSatisfy { $0.id == .duplicateKey }
  }

  func testEveryValidCaseIsReadAndEveryInvalidOneRefusedWithALocation() throws {
    let valid = try cases("y_")
    let invalid = try cases("n_")
    XCTAssertEqual(valid.count, 95)
    XCTAssertEqual(invalid.count, 188)
    for (name, bytes) in valid {
      XCTAssertTrue(readerAccepts(bytes), name)
    }
    for (name, bytes) in invalid {
      let document = JSONReader().read(SourceFile(path: "case.json", bytes: bytes))
      XCTAssertFalse(readerAccepts(bytes), name)
      // Every refusal says where.
      XCTAssertTrue(document.diagnostics.allSatisfy { $0.range != nil }, name)
    }
  }

  func testLibYAMLAndFoundationEachGetSomeCasesWrong() throws {
    var libyamlWrong: [String] = []
    var foundationWrong: [String] = []
    for (expected, files) in [(true, try cases("y_")), (false, try cases("n_"))] {
      for (name, bytes) in files {
        let yaml = YAMLReader().read(SourceFile(path: "case.json", bytes: bytes))
        let yamlAccepts = yaml.root != nil && !yaml.diagnostics.containsErrors
        if yamlAccepts != expected { libyamlWrong.append(name) }
        let foundationAccepts =
          (try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]))
          != nil
        if foundationAccepts != expected { foundationWrong.append(name) }
      }
    }
    print(
      "JSONTestSuite: libyaml wrong on \(libyamlWrong.count) of 283, Foundation on \(foundationWrong.count)"
    )
    // A character past U+FFFF escaped as a surrogate pair, as Python's json.dumps writes
    // every emoji, is refused by libyaml.
    XCTAssertTrue(libyamlWrong.contains("y_string_accepted_surrogate_pair.json"))
    // A trailing comma is taken by both.
    XCTAssertTrue(libyamlWrong.contains("n_object_trailing_comma.json"))
    XCTAssertTrue(foundationWrong.contains("n_object_trailing_comma.json"))
  }
}
