import Foundation
import XCTest

/// `listspec` loads the drawing library (libListSpecDrawing) beside itself only for the
/// commands that draw; the others run without it.
final class DrawingLibraryCLITests: XCTestCase {
  func testCommandsThatDoNotDrawRunWithoutTheLibraryAndDrawingOnesSayWhatIsMissing() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("listspec-no-drawing-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let alone = folder.appendingPathComponent("listspec")
    try FileManager.default.copyItem(at: CLI.binary, to: alone)

    let validate = try CLI.run(["validate", "examples/sf-symbols.yaml"], executable: alone)
    XCTAssertEqual(validate.status, 0, validate.stderr)
    let text = try CLI.run(
      ["diff", "examples/sf-symbols.yaml", "examples/sf-symbols.yaml"], executable: alone)
    XCTAssertEqual(text.status, 0, text.stderr)
    // Usage errors are found before the library is needed.
    let usage = try CLI.run(["render", "--bogus"], executable: alone)
    XCTAssertEqual(usage.status, 64)

    for arguments in [
      ["render", "examples/sf-symbols.yaml"],
      ["diff", "--format", "svg", "examples/sf-symbols.yaml", "examples/sf-symbols.yaml"],
    ] {
      let result = try CLI.run(arguments, executable: alone)
      XCTAssertEqual(result.status, 69, arguments.joined(separator: " "))
      XCTAssertTrue(result.stderr.contains("libListSpecDrawing"), result.stderr)
    }
  }

  func testTheBuiltBinaryDrawsThroughTheLibrary() throws {
    let result = try CLI.run(["render", "examples/sf-symbols.yaml", "--format", "svg"])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.hasPrefix("<?xml"))
  }
}

/// The commands that do not draw load FoundationEssentials alone: the whole of Foundation
/// (with ICU) cost every run about 4 ms and 6 MB before it read a byte.
final class FoundationLinkCLITests: XCTestCase {
  func testListspecDoesNotLoadFoundationOrICU() throws {
    // What ldd prints: the dynamic loader lists the libraries it would load, then stops.
    let result = try CLI.run(["--version"], environment: ["LD_TRACE_LOADED_OBJECTS": "1"])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.contains("libFoundationEssentials.so"), result.stdout)
    for library in ["libFoundation.so", "libFoundationInternationalization.so", "ICU"] {
      XCTAssertFalse(result.stdout.contains(library), "\(library) is loaded:\n\(result.stdout)")
    }
  }
}
