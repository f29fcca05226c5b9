import Foundation
import ListSpec
import ListSpecCodegen
import XCTest

/// `headerConfiguration(for:)`'s signature grows with the section type's name (the spec's file
/// name): it is laid out as swift-format leaves it, on one line, with the brace on the next,
/// or with the parameter on a line of its own.
final class SupplementarySignatureTests: XCTestCase {
  let yaml = """
    listspec: 1
    list: { appearance: insetGrouped, headerMode: supplementary }
    cells:
      row: { content: { text: "{title}" } }
    sections:
      - id: main
        header: { style: prominentInsetGroupedHeader, text: Main }
        cell: row
        items: [{ id: a, title: A }]

    """

  func testEachSignatureLengthIsLaidOutAsSwiftFormatLeavesIt() throws {
    let folder = try temporaryFolder(self)
    var files: [URL] = []
    let names = ["s", "app-store-shelf", "notifications-overview"]
    let expected = [
      "static func headerConfiguration(for section: SSection) -> UIListContentConfiguration? {",
      "static func headerConfiguration(for section: AppStoreShelfSection) -> UIListContentConfiguration?\n  {",
      "static func headerConfiguration(\n    for section: NotificationsOverviewSection\n  ) -> UIListContentConfiguration? {",
    ]
    for (name, signature) in zip(names, expected) {
      let code = generatedCode(yaml, path: "\(name).yaml")
      let file = folder.appendingPathComponent("\(name).swift")
      try code.write(to: file, atomically: true, encoding: .utf8)
      files.append(file)
      XCTAssertTrue(code.contains(signature), "\(name): \(code)")
    }
    XCTAssertEqual(try lintProblems(files), "")
    let long = try String(contentsOf: files[2], encoding: .utf8)
    let check = try SwiftTypeChecker.typecheck(
      long, deploymentTarget: "15.0", fileName: "Long.swift")
    XCTAssertTrue(check.succeeded, check.diagnostics)
  }
}
