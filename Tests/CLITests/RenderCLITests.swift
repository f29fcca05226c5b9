import Foundation
import XCTest

/// `listspec render` end to end: formats, output files, errors and exit codes.
final class RenderCLITests: XCTestCase {
  func testWritesEachFormatAtomicallyToTheOutputPath() throws {
    let folder = try CLI.temporaryDirectory(self)
    let signatures: [(String, [UInt8])] = [
      ("png", [0x89, 0x50, 0x4E, 0x47]), ("svg", Array("<?xml".utf8)), ("pdf", Array("%PDF".utf8)),
      ("json", Array("{\n  \"format\"".utf8)), ("txt", Array(" ".utf8)),
    ]
    for (suffix, signature) in signatures {
      let output = folder.appendingPathComponent("list.\(suffix)")
      let result = try CLI.run(["render", "examples/video-games.yaml", "-o", output.path])
      XCTAssertEqual(result.status, 0, result.stderr)
      XCTAssertEqual(result.stdout, "")
      let bytes = try [UInt8](Data(contentsOf: output))
      XCTAssertEqual(Array(bytes.prefix(signature.count)), signature, suffix)
      if suffix == "txt" { XCTAssertTrue(String(decoding: bytes, as: UTF8.self).contains("╭")) }
      // No temporary file is left beside it.
      let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasPrefix(".") }
      XCTAssertEqual(leftovers, [])
    }
  }

  func testJSONOnStandardOutputMatchesTheCommittedExample() throws {
    let result = try CLI.run(["render", "examples/sf-symbols.yaml", "--format", "json"])
    XCTAssertEqual(result.status, 0, result.stderr)
    let committed = try String(
      contentsOf: CLI.packageRoot.appendingPathComponent("examples/sf-symbols.layout.json"),
      encoding: .utf8)
    XCTAssertEqual(result.stdout, committed)
  }

  /// `--locale` and `--time-zone` win over the spec's `preview:` and reach the strings format
  /// styles print; an unknown time zone is a usage error.
  func testLocaleAndTimeZoneReachTheFormattedStrings() throws {
    let english = try CLI.run(["render", "examples/transactions.yaml", "--format", "json"])
    XCTAssertEqual(english.status, 0, english.stderr)
    XCTAssertTrue(english.stdout.contains("-€4.50"))
    let german = try CLI.run([
      "render", "examples/transactions.yaml", "--format", "json", "--locale", "de_DE",
      "--time-zone", "Europe/Berlin",
    ])
    XCTAssertEqual(german.status, 0, german.stderr)
    XCTAssertTrue(german.stdout.contains("-4,50\u{A0}€"), german.stdout)
    XCTAssertTrue(german.stdout.contains("6. Dez. 2026, 10:30"), german.stdout)
    let unknown = try CLI.run([
      "render", "examples/transactions.yaml", "--format", "json", "--time-zone", "Mars/Olympus",
    ])
    XCTAssertNotEqual(unknown.status, 0)
    XCTAssertTrue(unknown.stderr.contains("unknown time zone 'Mars/Olympus'"), unknown.stderr)
  }

  func testDeviceWidthDarkAndContentSizeReachTheLayout() throws {
    let se = try CLI.run([
      "render", "examples/video-games.yaml", "--device", "iPhone SE", "--format", "json", "--dark",
      "--content-size", "accessibilityLarge",
    ])
    XCTAssertEqual(se.status, 0, se.stderr)
    XCTAssertTrue(se.stdout.contains("\"device\": \"iPhone SE\", \"width\": 375"))
    XCTAssertTrue(se.stdout.contains("\"colorScheme\": \"dark\""))
    XCTAssertTrue(se.stdout.contains("\"size\": 33, \"weight\": \"semibold\""))
    let wide = try CLI.run([
      "render", "examples/video-games.yaml", "--width", "500", "--format", "json",
    ])
    XCTAssertTrue(wide.stdout.contains("\"environment\": {\"width\": 500"))
  }

  func testTextPreviewFitsColumnsAndHasNoColourWhenPiped() throws {
    let result = try CLI.run(
      ["render", "examples/video-games.yaml"], environment: ["COLUMNS": "50"])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertFalse(result.stdout.contains("\u{1B}"))
    XCTAssertTrue(result.stdout.split(separator: "\n").allSatisfy { $0.count <= 50 })
    XCTAssertTrue(result.stdout.contains("ME: Andromeda"))
  }

  func testACharacterNoFontCoversIsAWarningAndStillRenders() throws {
    let spec = """
      listspec: 1
      list: { appearance: plain }
      cells: { row: { content: { text: "{name}" } } }
      sections: [{ id: s, cell: row, items: [{ id: a, name: "x \\U000F0000" }] }]

      """
    let result = try CLI.run(["render", "-", "--format", "json"], stdin: spec)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.hasPrefix("{"))
    XCTAssertTrue(
      result.stderr.contains(
        "<stdin>:4:40: warning: no installed font has a glyph for U+F0000 '\u{F0000}' (text of item 'a')"
      ), result.stderr)
    XCTAssertTrue(result.stderr.contains("[missing-glyph]"))
    XCTAssertTrue(result.stderr.hasSuffix("0 errors, 1 warning\n"), result.stderr)
  }

  /// A spec without `assets` draws its app images as the image placeholder: `render` says so
  /// at the item that names each, and still renders (the notes were silent without catalogs).
  func testAnAppImageWithoutAssetCatalogsIsANote() throws {
    let spec = """
      listspec: 1
      list: { appearance: plain }
      cells: { row: { hosting: { content: { Image: { name: "{art}", width: 40, height: 40 } } } } }
      sections: [{ id: s, cell: row, items: [{ id: a, art: cover }] }]

      """
    let result = try CLI.run(["render", "-", "--format", "json"], stdin: spec)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.contains("{\"kind\": \"image\", \"name\": \"Image\""))
    XCTAssertTrue(
      result.stderr.contains(
        "<stdin>:4:40: note: image 'cover' (item 'a') is drawn as a placeholder: the spec names "
          + "no asset catalog; add 'assets:' with the app's .xcassets to draw the image set "
          + "[image-placeholder]"), result.stderr)
    XCTAssertTrue(result.stderr.contains("note: drawn by cell template 'row'"), result.stderr)
  }

  func testInvalidSpecPrintsValidateDiagnosticsAndExitsOne() throws {
    let folder = try CLI.temporaryDirectory(self)
    let spec = folder.appendingPathComponent("bad.yaml")
    try "listspec: 1\nlist: { appearance: insetGroupd }\nsections: []\n".write(
      to: spec, atomically: true, encoding: .utf8)
    let output = folder.appendingPathComponent("bad.png")
    let render = try CLI.run(["render", spec.path, "-o", output.path])
    let validate = try CLI.run(["validate", spec.path])
    XCTAssertEqual(render.status, 1)
    XCTAssertEqual(render.stderr, validate.stderr)
    XCTAssertEqual(render.stdout, "")
    XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))
  }

  func testUsageErrors() throws {
    for arguments in [
      ["render"], ["render", "examples/video-games.yaml", "--device", "Nokia"],
      ["render", "examples/video-games.yaml", "--width", "10"],
      ["render", "examples/video-games.yaml", "--scale", "4"],
      ["render", "examples/video-games.yaml", "-o", "list.gif"],
      ["render", "examples/video-games.yaml", "--device", "iPhone 15", "--width", "400"],
    ] {
      let result = try CLI.run(arguments)
      XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)")
      XCTAssertTrue(result.stderr.contains("listspec render --help"), result.stderr)
    }
  }

  func testRefusesToOverwriteItsInputAndReportsUnwritableOutput() throws {
    let folder = try CLI.temporaryDirectory(self)
    let spec = folder.appendingPathComponent("list.yaml")
    try FileManager.default.copyItem(
      at: CLI.packageRoot.appendingPathComponent("examples/video-games.yaml"), to: spec)
    let overwrite = try CLI.run(["render", spec.path, "--format", "json", "-o", spec.path])
    XCTAssertEqual(overwrite.status, 73)
    XCTAssertTrue(overwrite.stderr.contains("input"), overwrite.stderr)
    let missing = try CLI.run(["render", spec.path, "-o", folder.path + "/no/such/dir/x.png"])
    XCTAssertEqual(missing.status, 73)
    let unreadable = try CLI.run(["render", folder.path + "/nope.yaml"])
    XCTAssertEqual(unreadable.status, 66)
  }

  func testLongListsRenderToOnePNG() throws {
    let folder = try CLI.temporaryDirectory(self)
    let spec = folder.appendingPathComponent("long.yaml")
    var yaml =
      "listspec: 1\nlist: { appearance: plain }\ncells:\n  row: { content: { text: \"{id}\" } }\n"
    yaml += "sections:\n  - id: s\n    cell: row\n    items:\n"
    for index in 0..<300 { yaml += "      - { id: row\(index) }\n" }
    try yaml.write(to: spec, atomically: true, encoding: .utf8)
    // 300 rows × 44 pt × 3 px: 39,600 pixels, taller than one cairo surface.
    let output = folder.appendingPathComponent("long.png")
    let png = try CLI.run(["render", spec.path, "-o", output.path])
    XCTAssertEqual(png.status, 0, png.stderr)
    let bytes = try [UInt8](Data(contentsOf: output))
    XCTAssertEqual(bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }, 39_600)
  }

  func testHelpDescribesTheCommand() throws {
    let result = try CLI.run(["render", "--help"])
    XCTAssertEqual(result.status, 0)
    XCTAssertTrue(result.stdout.contains("USAGE: listspec render"))
    XCTAssertTrue(result.stdout.contains("iPhone 15 Pro Max"))
  }

  /// The help said every SF Symbol was drawn as a placeholder of its size; they are drawn
  /// with open stand-in glyphs, and only a name without one as a placeholder.
  func testHelpSaysSymbolsAreDrawnWithOpenStandIns() throws {
    let result = try CLI.run(["help", "render"])
    XCTAssertEqual(result.status, 0, result.stderr)
    // The help is wrapped: compare with its words on one line.
    let help = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    XCTAssertFalse(help.contains("SF Symbols are drawn as placeholders"), help)
    XCTAssertTrue(
      help.contains(
        "SF Symbols cannot be shipped: each is drawn with an open stand-in glyph of the same "
          + "meaning (Material Icons, specs/symbols.md), and a name without one as a lettered "
          + "placeholder of the symbol's size, with a note saying so."), help)
  }
}

/// Current devices and landscape (`specs/metrics.md`, "Device presets").
final class RenderDeviceCLITests: XCTestCase {
  func json(_ arguments: [String]) throws -> String {
    let result = try CLI.run(
      ["render", "examples/video-games.yaml", "--format", "json"] + arguments)
    XCTAssertEqual(result.status, 0, result.stderr)
    return result.stdout
  }

  func testCurrentIPhonesAndIPadsAreAccepted() throws {
    XCTAssertTrue(
      try json(["--device", "iPhone 16"]).contains(
        "\"environment\": {\"device\": \"iPhone 16\", \"width\": 393,"))
    XCTAssertTrue(
      try json(["--device", "iphone-17-pro-max"]).contains(
        "\"device\": \"iPhone 17 Pro Max\", \"width\": 440,"))
    let pad = try json(["--device", "iPad"])
    XCTAssertTrue(pad.contains("\"width\": 820,"))
    // insetGrouped on the iPad is inset by the 20-pt layout margins.
    XCTAssertTrue(pad.contains("\"kind\": \"section\", \"id\": \"0\", \"frame\": {\"x\": 20,"), pad)
  }

  func testLandscapeSwapsTheSizeAndInsetsBySafeArea() throws {
    let landscape = try json(["--device", "iPhone 16", "--landscape"])
    XCTAssertTrue(
      landscape.contains(
        "\"width\": 852, \"contentSizeCategory\": \"large\", \"colorScheme\": \"light\", \"displayScale\": 3, \"orientation\": \"landscape\", \"safeArea\": {\"left\": 59, \"right\": 59}}"
      ), landscape)
    XCTAssertTrue(
      landscape.contains("\"kind\": \"section\", \"id\": \"0\", \"frame\": {\"x\": 75,"))
  }

  func testLandscapeWithAWidthAndUnknownDevicesAreUsageErrors() throws {
    let both = try CLI.run(
      ["render", "examples/video-games.yaml", "--width", "500", "--landscape"])
    XCTAssertEqual(both.status, 64)
    XCTAssertTrue(both.stderr.contains("'--landscape' turns a --device"), both.stderr)
    let unknown = try CLI.run(["render", "examples/video-games.yaml", "--device", "iPhone 61"])
    XCTAssertEqual(unknown.status, 64)
    XCTAssertTrue(unknown.stderr.contains("unknown device 'iPhone 61'"), unknown.stderr)
    XCTAssertTrue(unknown.stderr.contains("'iPhone 16'"), unknown.stderr)
  }
}

extension RenderDeviceCLITests {
  func testRTLMirrorsTheLayout() throws {
    let rtl = try json(["--rtl"])
    XCTAssertTrue(rtl.contains("\"displayScale\": 3, \"layoutDirection\": \"rightToLeft\"}"), rtl)
    XCTAssertTrue(rtl.contains("\"direction\": \"rightToLeft\""))
    let ltr = try json([])
    XCTAssertFalse(ltr.contains("rightToLeft"))
    let help = try CLI.run(["render", "--help"])
    XCTAssertTrue(help.stdout.contains("--rtl"), help.stdout)
  }
}

extension RenderDeviceCLITests {
  func testTheHebrewExampleRendersRightToLeftFromItsPreviewKey() throws {
    let result = try CLI.run(["render", "examples/hebrew-settings.yaml", "--format", "json"])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.contains("\"layoutDirection\": \"rightToLeft\""))
    XCTAssertTrue(result.stdout.contains("\"string\": \"רשת אלחוטית\""))
  }
}

extension RenderDeviceCLITests {
  /// A spec's `preview:` sets what `render` draws unless the command line says otherwise.
  func testThePreviewKeySetsTheEnvironmentUnlessTheCommandLineSaysOtherwise() throws {
    let spec = """
      listspec: 1
      preview: { colorScheme: dark, device: iPhone SE, contentSize: accessibilityLarge, orientation: landscape }
      list: { appearance: plain }
      cells: { row: { content: { text: "{name}" } } }
      sections: [{ id: s, cell: row, items: [{ id: a, name: A }] }]

      """
    let fromSpec = try CLI.run(["render", "-", "--format", "json"], stdin: spec)
    XCTAssertEqual(fromSpec.status, 0, fromSpec.stderr)
    XCTAssertTrue(
      fromSpec.stdout.contains(
        "\"environment\": {\"device\": \"iPhone SE\", \"width\": 667, \"contentSizeCategory\": \"accessibilityLarge\", \"colorScheme\": \"dark\", \"displayScale\": 2, \"orientation\": \"landscape\"}"
      ), fromSpec.stdout)
    let overridden = try CLI.run(
      [
        "render", "-", "--format", "json", "--light", "--portrait", "--device", "iPhone 15",
        "--content-size", "large",
      ], stdin: spec)
    XCTAssertEqual(overridden.status, 0, overridden.stderr)
    XCTAssertTrue(
      overridden.stdout.contains(
        "\"environment\": {\"device\": \"iPhone 15\", \"width\": 393, \"contentSizeCategory\": \"large\", \"colorScheme\": \"light\", \"displayScale\": 3}"
      ), overridden.stdout)
    // A PNG is drawn at the scale of the spec's device (iPhone SE: 2x, 667 pt → 1334 px)
    // unless `--scale` says otherwise.
    let folder = try CLI.temporaryDirectory(self)
    for (extra, width) in [([], 1334), (["--scale", "3"], 2001)] {
      let png = folder.appendingPathComponent("list-\(width).png")
      let drawn = try CLI.run(["render", "-", "-o", png.path] + extra, stdin: spec)
      XCTAssertEqual(drawn.status, 0, drawn.stderr)
      let header = try [UInt8](Data(contentsOf: png).prefix(24))
      XCTAssertEqual(header.count, 24)
      XCTAssertEqual(header[16..<20].reduce(0) { $0 << 8 | Int($1) }, width, "\(extra)")
    }
    for pair in [["--dark", "--light"], ["--landscape", "--portrait"]] {
      let both = try CLI.run(["render", "-", "--format", "json"] + pair, stdin: spec)
      XCTAssertEqual(both.status, 64, both.stderr)
      XCTAssertTrue(both.stderr.contains("not both"), both.stderr)
    }
  }
}
