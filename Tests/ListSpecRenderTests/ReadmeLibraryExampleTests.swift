import Foundation
import ListSpec
import ListSpecRender
import XCTest

/// README.md's "Using the library" program is compiled with these tests and run: its lines
/// are `readmeProgram`'s, between the markers, so the README cannot show an API that no
/// longer builds.
final class ReadmeLibraryExampleTests: XCTestCase {
  /// The README's program, with `oldSpec` (which it leaves to the reader) as a parameter; it
  /// runs in the current directory.
  private func readmeProgram(oldSpec: ListSpecDocument) throws -> ListDiff {
    // README begin
    let loaded = ListSpecLoader.load(path: "list.yaml")
    for diagnostic in loaded.diagnostics { print(diagnostic.message) }
    guard let spec = loaded.spec else { fatalError("list.yaml has errors") }

    let layout = ListRenderer.layout(spec, environment: PreviewEnvironment(device: .iPhone15))
    let png = try ListRenderer.output(layout, format: .png, scale: 2)  // [UInt8]
    try AtomicFile.write(png, to: "list.png")

    let changes = ListDiff.compute(old: oldSpec, new: spec)  // moves, reloads, plan

    let fixed = FixItApplication.fixAll(loaded.source)  // `listspec fix`
    try AtomicFile.write(fixed.bytes, to: "list.yaml")
    if let range = fixed.loaded.diagnostics.first?.range {
      print(TextPositions(fixed.bytes).range(of: range))  // UTF-16, as LSP counts
    }
    // README end
    return changes
  }

  /// The code lines of a text, comments and blank lines left out and spaces trimmed, so the
  /// README's alignment of comments does not count.
  private func codeLines(_ text: Substring) -> [String] {
    text.split(separator: "\n").compactMap { line in
      var code = line
      if let comment = code.range(of: "//") { code = code[..<comment.lowerBound] }
      let trimmed = code.trimmingCharacters(in: .whitespaces)
      return trimmed.isEmpty ? nil : trimmed
    }
  }

  func testTheReadmeShowsThisProgram() throws {
    let readme = try String(
      contentsOf: RenderFixtures.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let blockStart = try XCTUnwrap(readme.range(of: "```swift\nimport ListSpec\n"))
    let blockEnd = try XCTUnwrap(
      readme.range(of: "\n```", range: blockStart.upperBound..<readme.endIndex))
    let shown = codeLines(readme[blockStart.upperBound..<blockEnd.lowerBound])
      .filter { !$0.hasPrefix("import ") }

    let source = try String(contentsOfFile: #filePath, encoding: .utf8)
    let begin = try XCTUnwrap(source.range(of: "// README begin\n"))
    let end = try XCTUnwrap(source.range(of: "// README end"))
    XCTAssertEqual(shown, codeLines(source[begin.upperBound..<end.lowerBound]))
  }

  func testTheReadmeProgramRuns() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "readme-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.copyItem(
      at: RenderFixtures.example("mail.yaml"), to: directory.appendingPathComponent("list.yaml"))
    let oldSpec = try RenderFixtures.spec(RenderFixtures.example("mail.yaml"))

    let previous = FileManager.default.currentDirectoryPath
    XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(directory.path))
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    let changes = try readmeProgram(oldSpec: oldSpec)

    XCTAssertFalse(changes.hasSnapshotChanges, "the same spec has no changes")
    let png = try Data(contentsOf: directory.appendingPathComponent("list.png"))
    XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47], "a PNG is written")
  }
}
