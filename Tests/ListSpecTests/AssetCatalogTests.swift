import Foundation
import XCTest

@testable import ListSpec

/// `assets`: asset catalogs read from folders written here, their colour and image sets, and
/// each bad input's located error.
final class AssetCatalogTests: XCTestCase {
  var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("listspec-assets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  /// Writes `text` at `path` inside the test folder, making its folders.
  func write(_ path: String, _ text: String) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func write(_ path: String, bytes: [UInt8]) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }

  /// A colour set's Contents.json with one any-appearance entry and, optionally, a dark one.
  static func colorSet(
    _ components: String, space: String = "srgb", dark: String? = nil
  ) -> String {
    var entries = [
      #"{ "idiom": "universal", "color": { "color-space": "\#(space)", "components": \#(components) } }"#
    ]
    if let dark {
      entries.append(
        #"{ "idiom": "universal", "appearances": [{ "appearance": "luminosity", "value": "dark" }], "color": { "color-space": "\#(space)", "components": \#(dark) } }"#
      )
    }
    return
      #"{ "colors": [\#(entries.joined(separator: ", "))], "info": { "author": "xcode", "version": 1 } }"#
  }

  /// The spec file in the test folder, loaded as `validate` loads it.
  func load(_ yaml: String, streams: Bool = true) throws -> LoadedSpec {
    let path = folder.appendingPathComponent("spec.yaml").path
    try Data(yaml.utf8).write(to: URL(fileURLWithPath: path))
    var options = LoadOptions()
    options.streamsSections = streams
    return ListSpecLoader.load(path: path, options: options)
  }

  func spec(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) throws
    -> ListSpecDocument
  {
    let loaded = try load(yaml)
    XCTAssertEqual(loaded.diagnostics.map(\.message), [], file: file, line: line)
    return try XCTUnwrap(loaded.spec, file: file, line: line)
  }

  static func list(_ color: String) -> String {
    """
    listspec: 1
    assets: Assets.xcassets
    list: { appearance: plain, backgroundColor: \(color) }
    sections: []
    """
  }

  // MARK: Colour sets

  func testComponentsAreReadInEachOfXcodesInputMethods() throws {
    try write(
      "Assets.xcassets/Float.colorset/Contents.json",
      Self.colorSet(#"{ "red": "1.000", "green": "0.500", "blue": "0.000", "alpha": "0.800" }"#))
    try write(
      "Assets.xcassets/Bits.colorset/Contents.json",
      Self.colorSet(#"{ "red": "255", "green": "128", "blue": "0", "alpha": "1.000" }"#))
    try write(
      "Assets.xcassets/Hex.colorset/Contents.json",
      Self.colorSet(#"{ "red": "0xFF", "green": "0x80", "blue": "0x00", "alpha": "1" }"#))
    try write(
      "Assets.xcassets/Numbers.colorset/Contents.json",
      Self.colorSet(#"{ "red": 1, "green": 0.5, "blue": 0, "alpha": 1 }"#))
    try write(
      "Assets.xcassets/Gray.colorset/Contents.json",
      Self.colorSet(#"{ "white": "0.250", "alpha": "1.000" }"#, space: "gray-gamma-22"))
    let catalogs = try spec(Self.list("Float")).assets
    XCTAssertEqual(
      catalogs.colors["Float"]?.light, RGBA(red: 1, green: 0.5, blue: 0, alpha: 0.8))
    let bits = try XCTUnwrap(catalogs.colors["Bits"]?.light)
    XCTAssertEqual(bits.hexString, "#FF8000")
    XCTAssertEqual(catalogs.colors["Hex"]?.light, bits)
    XCTAssertEqual(catalogs.colors["Numbers"]?.light, RGBA(red: 1, green: 0.5, blue: 0))
    XCTAssertEqual(catalogs.colors["Gray"]?.light, RGBA(red: 0.25, green: 0.25, blue: 0.25))
    XCTAssertNil(catalogs.colors["Float"]?.dark)
  }

  func testDisplayP3IsDrawnConvertedToSRGB() throws {
    try write(
      "Assets.xcassets/Grey.colorset/Contents.json",
      Self.colorSet(
        #"{ "red": "0.5", "green": "0.5", "blue": "0.5", "alpha": "1" }"#, space: "display-p3"))
    try write(
      "Assets.xcassets/Orange.colorset/Contents.json",
      Self.colorSet(
        #"{ "red": "0.9", "green": "0.4", "blue": "0.1", "alpha": "1" }"#, space: "display-p3"))
    let catalogs = try spec(Self.list("Grey")).assets
    // Greys are the same in both spaces (same white point and curve).
    let grey = try XCTUnwrap(catalogs.colors["Grey"]?.light)
    XCTAssertEqual(grey.red, 0.5, accuracy: 0.001)
    XCTAssertEqual(grey.blue, 0.5, accuracy: 0.001)
    // A saturated P3 orange is more saturated than its sRGB numbers: red clips at sRGB's
    // edge, green and blue fall (linear P3 → sRGB: r' = 1.2249r − 0.2249g, …).
    let orange = try XCTUnwrap(catalogs.colors["Orange"]?.light)
    XCTAssertEqual(orange.red, 0.9725, accuracy: 0.005)
    XCTAssertLessThan(orange.green, 0.4)
    XCTAssertLessThan(orange.blue, 0.1)
  }

  func testLuminosityAppearancesAreChosenByTheColourScheme() throws {
    try write(
      "Assets.xcassets/Brand.colorset/Contents.json",
      Self.colorSet(
        #"{ "red": "0x11", "green": "0x22", "blue": "0x33", "alpha": "1.000" }"#,
        dark: #"{ "red": "0xDD", "green": "0xEE", "blue": "0xFF", "alpha": "1.000" }"#))
    let document = try spec(Self.list("Brand"))
    let color = try XCTUnwrap(document.list.backgroundColor)
    XCTAssertEqual(color.description, "Brand")
    XCTAssertEqual(color.resolved(dark: false).hexString, "#112233")
    XCTAssertEqual(color.resolved(dark: true).hexString, "#DDEEFF")
    // What a render draws: the list's background in each scheme.
    for (isDark, hex) in [(false, "#112233"), (true, "#DDEEFF")] {
      let environment = PreviewEnvironment(device: .iPhone15, isDark: isDark)
      XCTAssertEqual(environment.resolve(color).hexString, hex)
    }
  }

  /// Xcode writes Any first; with Any, Light and Dark, UIKit draws Light in light mode.
  func testAnExplicitLightEntryWinsOverTheAnyAppearanceOne() throws {
    try write(
      "Assets.xcassets/Brand.colorset/Contents.json",
      #"""
      { "colors": [
        { "idiom": "universal", "color": { "color-space": "srgb",
          "components": { "red": "255", "green": "0", "blue": "0", "alpha": "1" } } },
        { "idiom": "universal", "appearances": [{ "appearance": "luminosity", "value": "light" }],
          "color": { "color-space": "srgb",
          "components": { "red": "0", "green": "255", "blue": "0", "alpha": "1" } } },
        { "idiom": "universal", "appearances": [{ "appearance": "luminosity", "value": "dark" }],
          "color": { "color-space": "srgb",
          "components": { "red": "0", "green": "0", "blue": "255", "alpha": "1" } } }
      ] }
      """#)
    let color = try XCTUnwrap(try spec(Self.list("Brand")).list.backgroundColor)
    XCTAssertEqual(color.resolved(dark: false).hexString, "#00FF00")
    XCTAssertEqual(color.resolved(dark: true).hexString, "#0000FF")
  }

  /// A set that references a system colour adapts to dark mode as the system colour does.
  func testAReferenceToASystemColourAdaptsToDarkMode() throws {
    try write(
      "Assets.xcassets/Surface.colorset/Contents.json",
      #"{ "colors": [{ "idiom": "universal", "color": { "reference": "systemBackgroundColor" } }] }"#
    )
    try write(
      "Assets.xcassets/Ink.colorset/Contents.json",
      #"""
      { "colors": [
        { "idiom": "universal", "color": { "reference": "labelColor" } },
        { "idiom": "universal", "appearances": [{ "appearance": "luminosity", "value": "dark" }],
          "color": { "reference": "labelColor" } }
      ] }
      """#)
    let document = try spec(Self.list("Surface"))
    let surface = try XCTUnwrap(document.list.backgroundColor)
    XCTAssertEqual(surface.resolved(dark: false), SystemColor.systemBackground.light)
    XCTAssertEqual(surface.resolved(dark: true), SystemColor.systemBackground.dark)
    let ink = try XCTUnwrap(try spec(Self.list("Ink")).list.backgroundColor)
    XCTAssertEqual(ink.resolved(dark: true), SystemColor.label.dark)
  }

  func testAColourSetIsUsableWhereverAColourGoes() throws {
    try write(
      "Assets.xcassets/Brand.colorset/Contents.json",
      Self.colorSet(#"{ "red": "0x11", "green": "0x22", "blue": "0x33", "alpha": "1.000" }"#))
    let document = try spec(
      """
      listspec: 1
      assets: [Assets.xcassets]
      list: { appearance: plain, separatorConfiguration: { color: Brand } }
      cells:
        row:
          content:
            text: x
            textProperties: { color: Brand }
            imageProperties: { tintColor: Brand }
          backgroundColor: Brand
          accessories: [{ disclosureIndicator: { tintColor: Brand } }]
        card:
          hosting:
            background: Brand
            content:
              Text: x
              modifiers: [{ foregroundStyle: Brand }, { background: Brand }]
      sections: [{ id: s, cell: row, items: [{ id: a }, { id: b, cell: card }] }]
      """)
    let brand = try XCTUnwrap(document.assets.colors["Brand"])
    XCTAssertEqual(document.list.separatorConfiguration.color, .asset(brand))
    let row = try XCTUnwrap(document.cells.first { $0.name == "row" })
    XCTAssertEqual(row.backgroundColor, .value(.asset(brand)))
  }

  /// An item's declared `Color` field takes a colour set's name as a key's value does: it is
  /// checked against the catalogs whether or not the spec is kept (validate streams items),
  /// and an expression reading the field resolves it, light and dark.
  func testAColorFieldOfAnItemTakesTheCatalogsColourSets() throws {
    try write(
      "Assets.xcassets/Brand.colorset/Contents.json",
      Self.colorSet(
        #"{ "red": "0x11", "green": "0x22", "blue": "0x33", "alpha": "1.000" }"#,
        dark: #"{ "red": "0x44", "green": "0x55", "blue": "0x66", "alpha": "1.000" }"#))
    let yaml = """
      listspec: 1
      assets: Assets.xcassets
      list: { appearance: plain }
      cells:
        row:
          fields: { tint: Color }
          content:
            text: x
            textProperties: { color: "{tint}" }
      sections:
        - id: s
          cell: row
          items:
            - { id: a, tint: Brand }
            - { id: b, tint: systemRed }
            - { id: c, tint: Brnd }
      """
    for streams in [true, false] {
      for keepsSpec in [true, false] {
        let path = folder.appendingPathComponent("spec.yaml").path
        try Data(yaml.utf8).write(to: URL(fileURLWithPath: path))
        var options = LoadOptions()
        options.streamsSections = streams
        options.keepsSpec = keepsSpec
        let loaded = ListSpecLoader.load(path: path, options: options)
        // At the value, with the colour set it may be.
        XCTAssertEqual(
          summaries(loaded), ["16:24 error type-mismatch"], "streams \(streams), kept \(keepsSpec)"
        )
        XCTAssertEqual(loaded.diagnostics.first?.fixIts.map(\.replacement), ["Brand"])
      }
    }
    // Without expressions the items are checked as they are streamed, against the catalogs
    // read before the sections.
    let plain = yaml.replacingOccurrences(of: #"textProperties: { color: "{tint}" }"#, with: "")
    for keepsSpec in [true, false] {
      let path = folder.appendingPathComponent("plain.yaml").path
      try Data(plain.utf8).write(to: URL(fileURLWithPath: path))
      var options = LoadOptions()
      options.keepsSpec = keepsSpec
      let loaded = ListSpecLoader.load(path: path, options: options)
      XCTAssertEqual(summaries(loaded), ["16:24 error type-mismatch"], "kept \(keepsSpec)")
    }
    let document = try spec(yaml.replacingOccurrences(of: "tint: Brnd", with: "tint: Brand"))
    let brand = try XCTUnwrap(document.assets.colors["Brand"])
    guard case .content(let content) = document.cells.first?.kind else {
      return XCTFail("row is a content cell")
    }
    let expression = try XCTUnwrap(content.textProperties.color?.expression)
    let items = try XCTUnwrap(document.sections.first?.items)
    XCTAssertEqual(expression.value(for: items[0].fields), .color(.asset(brand)))
    XCTAssertEqual(expression.value(for: items[1].fields), .color(.system(.systemRed)))
    XCTAssertEqual(brand.resolved(dark: true).hexString, "#445566")
    // Written as a member, a colour set is no Swift member; the note points at Color("Brand").
    let member = try load(
      yaml.replacingOccurrences(
        of: #"color: "{tint}""#, with: #"color: '{id == "a" ? .red : .Brand}'"#))
    XCTAssertTrue(summaries(member).contains("9:53 error unknown-member"), "\(summaries(member))")
    let note = member.diagnostics.first { $0.id == .unknownMember }?.notes.first?.message
    XCTAssertTrue(
      note?.hasPrefix("did you mean 'Color(\"Brand\")'?") ?? false, "\(note ?? "")")
  }

  func testAColourSetNamedLikeASystemColourIsAWarningAndTheNameMeansTheSystemColour()
    throws
  {
    try write(
      "Assets.xcassets/red.colorset/Contents.json",
      Self.colorSet(#"{ "red": "0x11", "green": "0x22", "blue": "0x33", "alpha": "1.000" }"#))
    let loaded = try load(Self.list("red"))
    XCTAssertEqual(summaries(loaded), ["2:9 warning shadowed-asset-color"])
    XCTAssertTrue(loaded.diagnostics.first?.message.contains("'red'") ?? false)
    XCTAssertEqual(loaded.spec?.list.backgroundColor, .system(.red))
  }

  func testAnUnknownColourNameSuggestsTheCatalogsNames() throws {
    try write(
      "Assets.xcassets/BrandPrimary.colorset/Contents.json",
      Self.colorSet(#"{ "red": "0x11", "green": "0x22", "blue": "0x33", "alpha": "1.000" }"#))
    let loaded = try load(Self.list("BrandPrimry"))
    XCTAssertEqual(summaries(loaded), ["3:45 error invalid-color"])
    XCTAssertEqual(
      loaded.diagnostics.first?.message,
      "unknown color 'BrandPrimry'; did you mean 'BrandPrimary'?")
    XCTAssertEqual(loaded.diagnostics.first?.fixIts.first?.replacement, "BrandPrimary")
    // Nothing near: the message lists the catalogs' colours.
    let far = try load(Self.list("Zzzzzzzzzz"))
    XCTAssertTrue(
      far.diagnostics.first?.message.contains("colour set of the asset catalogs (BrandPrimary)")
        ?? false, "\(far.diagnostics.map(\.message))")
  }

  // MARK: Bad catalogs

  /// The one diagnostic of `yaml` over the test catalog, located at `assets`' value.
  func assertCatalogError(
    _ setup: () throws -> Void, _ expected: String, file: StaticString = #filePath,
    line: UInt = #line
  ) throws {
    try? FileManager.default.removeItem(at: folder.appendingPathComponent("Assets.xcassets"))
    try setup()
    let loaded = try load(Self.list("label"))
    XCTAssertEqual(
      summaries(loaded), ["2:9 error invalid-asset-catalog"], "\(loaded.diagnostics)",
      file: file, line: line)
    XCTAssertEqual(loaded.diagnostics.first?.message, expected, file: file, line: line)
  }

  func testBadCatalogsAreLocatedErrorsNamingTheFileInside() throws {
    try assertCatalogError(
      {}, "no asset catalog at 'Assets.xcassets' (it does not exist)")
    try assertCatalogError(
      { try write("Assets.xcassets", "not a folder") },
      "'Assets.xcassets' is a file; 'assets' names an asset catalog folder (Assets.xcassets)")
    try assertCatalogError(
      { try write("Assets.xcassets/Brand.colorset/Contents.json", "{ \"colors\": [") },
      "asset catalog 'Assets.xcassets': Brand.colorset/Contents.json is not valid JSON")
    try assertCatalogError(
      { try write("Assets.xcassets/Brand.colorset/Contents.json", #"{ "colors": 3 }"#) },
      "asset catalog 'Assets.xcassets': Brand.colorset/Contents.json 'colors' is not a list")
    try assertCatalogError(
      {
        try FileManager.default.createDirectory(
          at: self.folder.appendingPathComponent("Assets.xcassets/Brand.colorset"),
          withIntermediateDirectories: true)
      },
      "asset catalog 'Assets.xcassets': Brand.colorset/Contents.json is missing or cannot be read")
    try assertCatalogError(
      {
        try write(
          "Assets.xcassets/Brand.colorset/Contents.json",
          Self.colorSet(#"{ "cyan": "1", "alpha": "1" }"#, space: "cmyk"))
      },
      "asset catalog 'Assets.xcassets': Brand.colorset/Contents.json colors[0]: unknown color-space 'cmyk'; listspec reads srgb, extended-srgb, display-p3, gray-gamma-22, extended-gray"
    )
    try assertCatalogError(
      {
        try write(
          "Assets.xcassets/Brand.colorset/Contents.json",
          Self.colorSet(#"{ "red": "300", "green": "0", "blue": "0", "alpha": "1" }"#))
      },
      "asset catalog 'Assets.xcassets': Brand.colorset/Contents.json colors[0]: component 'red' is '300'; an 8-bit component is from 0 to 255"
    )
    try assertCatalogError(
      {
        try write(
          "Assets.xcassets/Brand.colorset/Contents.json",
          Self.colorSet(#"{ "red": "0x1FF", "green": "0", "blue": "0", "alpha": "1" }"#))
      },
      "asset catalog 'Assets.xcassets': Brand.colorset/Contents.json colors[0]: component 'red' is '0x1FF'; a hexadecimal component is one byte, 0x00 to 0xFF"
    )
    try assertCatalogError(
      {
        try write(
          "Assets.xcassets/Brand.colorset/Contents.json",
          Self.colorSet(#"{ "red": "lots", "green": "0", "blue": "0.5" }"#))
      },
      "asset catalog 'Assets.xcassets': Brand.colorset/Contents.json colors[0]: component 'red' is 'lots'; write a number from 0 to 1 (\"0.5\"), 0 to 255 (\"128\") or a byte (\"0x80\")"
    )
    try assertCatalogError(
      {
        try write(
          "Assets.xcassets/Brand.colorset/Contents.json",
          Self.colorSet(#"{ "red": "1.5", "green": "0", "blue": "0", "alpha": "1" }"#))
      },
      "asset catalog 'Assets.xcassets': Brand.colorset/Contents.json colors[0]: component 'red' is '1.5'; a decimal component is from 0 to 1"
    )
    try assertCatalogError(
      {
        try write(
          "Assets.xcassets/Brand.colorset/Contents.json",
          Self.colorSet(#"{ "red": "1", "blue": "0", "alpha": "1" }"#))
      },
      "asset catalog 'Assets.xcassets': Brand.colorset/Contents.json colors[0]: components has no 'green'"
    )
    try assertCatalogError(
      { try write("Assets.xcassets/Brand.colorset/Contents.json", #"{ "colors": [] }"#) },
      "asset catalog 'Assets.xcassets': Brand.colorset/Contents.json defines no colour (its 'colors' is empty)"
    )
    // A misspelt key leaves no list at all.
    try assertCatalogError(
      { try write("Assets.xcassets/Brand.colorset/Contents.json", #"{ "colours": [] }"#) },
      "asset catalog 'Assets.xcassets': Brand.colorset/Contents.json defines no colour (it has no 'colors' list)"
    )
    try assertCatalogError(
      {
        try write(
          "Assets.xcassets/avatar.imageset/Contents.json",
          #"{ "images": [{ "idiom": "universal", "filename": "a.png", "scale": "2x" }] }"#)
      },
      "asset catalog 'Assets.xcassets': avatar.imageset/a.png is missing or cannot be read (named in avatar.imageset/Contents.json)"
    )
    try assertCatalogError(
      {
        try write(
          "Assets.xcassets/avatar.imageset/Contents.json",
          #"{ "images": [{ "idiom": "universal", "filename": "a.png", "scale": "2x" }] }"#)
        try write("Assets.xcassets/avatar.imageset/a.png", "GIF89a")
      }, "asset catalog 'Assets.xcassets': avatar.imageset/a.png is not a PNG image")
    try assertCatalogError(
      {
        try write(
          "Assets.xcassets/avatar.imageset/Contents.json",
          #"{ "images": [{ "idiom": "universal", "filename": "a.png", "scale": "4x" }] }"#)
      },
      "asset catalog 'Assets.xcassets': avatar.imageset/Contents.json images[0]: unknown scale '4x'; write 1x, 2x or 3x"
    )
  }

  func testHostileCatalogsAreReadBoundedAndReportedOnce() throws {
    // A link back up the tree is read once and said once.
    try write(
      "Assets.xcassets/Brand.colorset/Contents.json",
      Self.colorSet(#"{ "white": "1" }"#, space: "gray-gamma-22"))
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("Assets.xcassets/Loop").path, withDestinationPath: ".")
    var loaded = try load(Self.list("Brand"))
    XCTAssertEqual(
      loaded.diagnostics.map(\.message),
      [
        "asset catalog 'Assets.xcassets': Loop is a symbolic link to a folder of the catalog already read; not read again"
      ])
    try FileManager.default.removeItem(at: folder.appendingPathComponent("Assets.xcassets"))
    // An image whose header claims more pixels than are drawn is refused before drawing.
    try write(
      "Assets.xcassets/huge.imageset/Contents.json",
      #"{ "images": [{ "idiom": "universal", "filename": "h.png", "scale": "2x" }] }"#)
    try write(
      "Assets.xcassets/huge.imageset/h.png", bytes: Self.pngHeader(width: 200_000, height: 20))
    loaded = try load(Self.list("label"))
    XCTAssertEqual(
      loaded.diagnostics.map(\.message),
      [
        "asset catalog 'Assets.xcassets': huge.imageset/h.png is 200000 × 20 pixels; listspec draws image files up to 8192 pixels a side"
      ])
    // Only regular files are read: a link to a device is not an image.
    try FileManager.default.removeItem(
      at: folder.appendingPathComponent("Assets.xcassets/huge.imageset/h.png"))
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("Assets.xcassets/huge.imageset/h.png").path,
      withDestinationPath: "/dev/zero")
    loaded = try load(Self.list("label"))
    XCTAssertEqual(
      loaded.diagnostics.map(\.message),
      [
        "asset catalog 'Assets.xcassets': huge.imageset/h.png is a symbolic link to a file outside the asset catalog; not read"
      ])
  }

  /// Nothing outside the catalog is read: a `filename` with a path, or an image file that is
  /// a link out of the catalog, is refused before a byte of it is read; a `Contents.json`
  /// larger than any Xcode writes is not read whole.
  func testNothingOutsideTheCatalogIsRead() throws {
    try write("outside/secret.png", bytes: Self.pngHeader(width: 10, height: 10))
    try write(
      "Assets.xcassets/cover.imageset/Contents.json",
      #"{ "images": [{ "idiom": "universal", "filename": "../../outside/secret.png" }] }"#)
    var loaded = try load(Self.list("label"))
    XCTAssertEqual(
      loaded.diagnostics.map(\.message),
      [
        "asset catalog 'Assets.xcassets': cover.imageset/Contents.json images[0]: '../../outside/secret.png' is not a file of the image set; its files are in its own folder"
      ])
    try write(
      "Assets.xcassets/cover.imageset/Contents.json",
      #"{ "images": [{ "idiom": "universal", "filename": "img.png" }] }"#)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("Assets.xcassets/cover.imageset/img.png").path,
      withDestinationPath: folder.appendingPathComponent("outside/secret.png").path)
    loaded = try load(Self.list("label"))
    XCTAssertEqual(
      loaded.diagnostics.map(\.message),
      [
        "asset catalog 'Assets.xcassets': cover.imageset/img.png is a symbolic link to a file outside the asset catalog; not read"
      ])
    // A sparse 1.5 GB Contents.json: refused by its size, not read.
    let contents = folder.appendingPathComponent("Assets.xcassets/cover.imageset/Contents.json")
    let handle = try FileHandle(forWritingTo: contents)
    try handle.truncate(atOffset: 1_500_000_000)
    try handle.close()
    loaded = try load(Self.list("label"))
    XCTAssertEqual(
      loaded.diagnostics.map(\.message),
      [
        "asset catalog 'Assets.xcassets': cover.imageset/Contents.json is 1500000000 bytes; listspec reads a Contents.json of up to 1 MiB (Xcode writes a few kilobytes)"
      ])
  }

  /// An image set listing one 1 MiB `%PDF-` file (no page box) thousands of times: 5,000
  /// entries are refused by their count; 1,000 read the file's header once, not once an
  /// entry; and the bytes a spec's catalogs may cost in all end the read once, with one error.
  func testHostileImageSetsCostBoundedReads() throws {
    let pdf = folder.appendingPathComponent("Assets.xcassets/logo.imageset/l.pdf")
    try write("Assets.xcassets/logo.imageset/l.pdf", "%PDF-1.4\n")
    let handle = try FileHandle(forWritingTo: pdf)
    try handle.truncate(atOffset: 1 << 20)
    try handle.close()
    func contents(_ count: Int) -> String {
      let entry = #"{ "idiom": "universal", "filename": "l.pdf" }"#
      return #"{ "images": ["# + Array(repeating: entry, count: count).joined(separator: ",")
        + "] }"
    }
    try write("Assets.xcassets/logo.imageset/Contents.json", contents(5_000))
    let loaded = try load(Self.list("label"))
    XCTAssertEqual(
      loaded.diagnostics.map(\.message),
      [
        "asset catalog 'Assets.xcassets': logo.imageset/Contents.json lists 5000 images; listspec reads an image set of up to 1000 (Xcode writes a few dozen at most)"
      ])
    try write("Assets.xcassets/logo.imageset/Contents.json", contents(1_000))
    var catalogs = AssetCatalogs()
    var session = AssetCatalogReader.Session()
    let catalog = folder.appendingPathComponent("Assets.xcassets").path
    XCTAssertEqual(
      AssetCatalogReader.read(catalog, shown: "A", into: &catalogs, session: &session), [])
    XCTAssertEqual(catalogs.images["logo"]?.variants.count, 1_000)
    XCTAssertEqual(session.headers.count, 1, "one file, read once")
    XCTAssertLessThan(session.bytesRead, (1 << 20) + 100_000)
    // Three more sets of a 1 MiB PDF each, with a budget of 3 MiB: read until it is spent.
    try write("Assets.xcassets/logo.imageset/Contents.json", contents(1))
    for name in ["m", "n", "o"] {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("Assets.xcassets/\(name).imageset"),
        withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: pdf, to: folder.appendingPathComponent("Assets.xcassets/\(name).imageset/l.pdf"))
      try write("Assets.xcassets/\(name).imageset/Contents.json", contents(1))
    }
    catalogs = AssetCatalogs()
    session = AssetCatalogReader.Session()
    session.byteBudget = 3 << 20
    let problems = AssetCatalogReader.read(catalog, shown: "A", into: &catalogs, session: &session)
    XCTAssertEqual(
      problems.map(\.message),
      [
        "is past the 3 MiB listspec reads from a spec's asset catalogs (Contents.json files and image headers); the rest is not read"
      ])
    XCTAssertEqual(problems.first?.file, "n.imageset/l.pdf")
    XCTAssertEqual(catalogs.images.keys.sorted(), ["logo", "m"])
    XCTAssertLessThanOrEqual(session.bytesRead, 4 << 20)
  }

  /// A page box in a comment, a string or a stream before the page's is not the page's: the
  /// huge page behind decoys is refused by its own size.
  func testADecoyPageBoxIsNotThePages() throws {
    let decoyed = """
      %PDF-1.4
      % /MediaBox [0 0 50 50]
      1 0 obj << /Title (a /MediaBox [0 0 40 40] \\) (nested) ) >> endobj
      2 0 obj << /Length 30 >>
      stream
      /MediaBox [0 0 60 60] /CropBox [0 0 60 60]
      endstream
      endobj
      3 0 obj << /Type /Page /MediaBox [0 0 20000 20000] >> endobj
      """
    let page = ImageHeader.pdfPage(Data(decoyed.utf8))
    XCTAssertEqual(page.size, Size(width: 20000, height: 20000))
    try write("Assets.xcassets/logo.imageset/l.pdf", decoyed)
    try write(
      "Assets.xcassets/logo.imageset/Contents.json",
      #"{ "images": [{ "idiom": "universal", "filename": "l.pdf" }] }"#)
    let loaded = try load(Self.list("label"))
    XCTAssertEqual(
      loaded.diagnostics.map(\.message),
      [
        "asset catalog 'Assets.xcassets': logo.imageset/l.pdf is 20000 × 20000 points; listspec draws vector images from 0.01 to 8192 points a side"
      ])
    // A `/Rotate` and boxes written without spaces are still read.
    let tight = ImageHeader.pdfPage(
      Data("%PDF-1.4\n<</Type/Page/Rotate 90/MediaBox[0 0 30 20]>>".utf8))
    XCTAssertEqual(tight.size, Size(width: 30, height: 20))
    XCTAssertEqual(tight.rotation, 90)
  }

  /// `assets` names catalogs in the spec's folder or below it: an absolute path, `..` out of
  /// it or a symbolic link out of it is a located error, and nothing there is read, unless
  /// the command allows it (`--allow-assets-outside`).
  func testAssetsStayInTheSpecsFolder() throws {
    let outside = FileManager.default.temporaryDirectory
      .appendingPathComponent("listspec-outside-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: outside) }
    let catalog = outside.appendingPathComponent("Shared.xcassets/Brand.colorset")
    try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
    try Data(Self.colorSet(#"{ "red": "1", "green": "0", "blue": "0" }"#).utf8).write(
      to: catalog.appendingPathComponent("Contents.json"))
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("Linked.xcassets").path,
      withDestinationPath: outside.appendingPathComponent("Shared.xcassets").path)
    let relative = "../" + outside.lastPathComponent + "/Shared.xcassets"
    for written in [
      outside.appendingPathComponent("Shared.xcassets").path, relative, "Linked.xcassets",
      "sub/../../x.xcassets",
    ] {
      let yaml = "listspec: 1\nassets: \(written)\nlist: { appearance: plain }\nsections: []\n"
      let loaded = try load(yaml)
      XCTAssertEqual(summaries(loaded), ["2:9 error assets-outside-spec-folder"], written)
      XCTAssertEqual(
        loaded.diagnostics.first?.message,
        "'\(written)' is outside the spec's folder; listspec reads asset catalogs in the spec's folder or below it (pass --allow-assets-outside to read this one)"
      )
      let path = folder.appendingPathComponent("spec.yaml").path
      var options = LoadOptions()
      options.allowsAssetsOutsideSpecFolder = true
      let allowed = ListSpecLoader.load(path: path, options: options)
      if written.hasPrefix("sub/") {
        XCTAssertEqual(summaries(allowed), ["2:9 error invalid-asset-catalog"])
      } else {
        XCTAssertEqual(allowed.diagnostics.map(\.message), [], written)
        XCTAssertNotNil(allowed.spec?.assets.colors["Brand"], written)
      }
      XCTAssertEqual(AssetCatalogs(reading: [written], relativeTo: path).colors.count, 0)
    }
  }

  func testAssetsNamesACatalogFolder() throws {
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Resources/Assets.xcassets"),
      withIntermediateDirectories: true)
    for (written, message) in [
      ("\"\"", "'assets' is an empty path; name an asset catalog folder (Assets.xcassets)"),
      (
        "Resources",
        "'Resources' is not an asset catalog: 'assets' names folders ending in .xcassets (Assets.xcassets)"
      ),
    ] {
      let loaded = try load(
        "listspec: 1\nassets: \(written)\nlist: { appearance: plain }\nsections: []\n")
      XCTAssertEqual(summaries(loaded), ["2:9 error invalid-asset-catalog"], written)
      XCTAssertEqual(loaded.diagnostics.first?.message, message)
    }
  }

  func testAssetsAfterSectionsIsAnErrorWhetherOrNotSectionsAreStreamed() throws {
    try write(
      "Assets.xcassets/Brand.colorset/Contents.json",
      Self.colorSet(#"{ "red": "0x11", "green": "0x22", "blue": "0x33", "alpha": "1.000" }"#))
    let yaml = """
      listspec: 1
      list: { appearance: plain }
      sections: []
      assets: Assets.xcassets
      """
    for streams in [true, false] {
      let loaded = try load(yaml, streams: streams)
      XCTAssertEqual(summaries(loaded), ["4:9 error assets-after-sections"], "streams: \(streams)")
    }
  }

  func testStreamedSectionsSeeTheCatalogs() throws {
    try write(
      "Assets.xcassets/Brand.colorset/Contents.json",
      Self.colorSet(#"{ "red": "0x11", "green": "0x22", "blue": "0x33", "alpha": "1.000" }"#))
    let yaml = """
      listspec: 1
      assets: Assets.xcassets
      list: { appearance: plain }
      cells: { row: { content: { text: x } } }
      sections:
        - id: s
          cell: row
          items:
            - id: a
              trailingSwipeActions: { actions: [{ title: Pin, backgroundColor: Brand }] }
      """
    for streams in [true, false] {
      let loaded = try load(yaml, streams: streams)
      XCTAssertEqual(summaries(loaded), [], "streams: \(streams) \(loaded.diagnostics)")
      let action = loaded.spec?.sections.first?.items.first?.swipeActions?.trailing?.actions.first
      XCTAssertEqual(action?.backgroundColor?.description, "Brand")
    }
  }

  // MARK: Image sets

  /// A PNG header of `width`×`height` pixels (all the reader looks at).
  static func pngHeader(width: Int, height: Int) -> [UInt8] {
    func big(_ value: Int) -> [UInt8] { (0..<4).map { UInt8((value >> (24 - 8 * $0)) & 0xFF) } }
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
      + Array("IHDR".utf8) + big(width) + big(height) + [8, 6, 0, 0, 0]
  }

  /// A vector's size in points, as Xcode sizes it: an SVG's `width` and `height` (a user
  /// unit or CSS pixel a point), else its `viewBox`, one completing the other; a PDF's first
  /// page box. The file's size, not its scale, whatever slot lists it.
  func testVectorsAreSizedFromTheirHeaders() throws {
    let svgs = [
      #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="20"/>"#: Size(
        width: 24, height: 20),
      #"<?xml version="1.0"?><!-- a <svg in a comment --><svg width='30px' height='15px'>"#: Size(
        width: 30, height: 15),
      #"<svg height="18pt" width="0.25in">"#: Size(width: 24, height: 24),
      #"<svg viewBox="0 0 36 28" xmlns="http://www.w3.org/2000/svg">"#: Size(width: 36, height: 28),
      #"<svg width="100%" height="100%" viewBox="0,0,40,20">"#: Size(width: 40, height: 20),
      #"<svg width="10" viewBox="0 0 40 20">"#: Size(width: 10, height: 5),
    ]
    for (index, (text, _)) in svgs.enumerated() {
      try write(
        "Assets.xcassets/v\(index).imageset/Contents.json",
        #"{ "images": [{ "idiom": "universal", "filename": "v.svg", "scale": "2x" }] }"#)
      try write("Assets.xcassets/v\(index).imageset/v.svg", text)
    }
    try write(
      "Assets.xcassets/page.imageset/Contents.json",
      #"{ "images": [{ "idiom": "universal", "filename": "p.pdf" }] }"#)
    try write(
      "Assets.xcassets/page.imageset/p.pdf",
      "%PDF-1.4\n3 0 obj << /Type /Page /MediaBox [ 0 0 44.5 30 ] >> endobj\n")
    try write(
      "Assets.xcassets/packed.imageset/Contents.json",
      #"{ "images": [{ "idiom": "universal", "filename": "p.pdf" }] }"#)
    try write("Assets.xcassets/packed.imageset/p.pdf", "%PDF-1.7\n(an object stream)\n")
    let images = try spec(Self.list("label")).assets.images
    for (index, (text, size)) in svgs.enumerated() {
      let image = try XCTUnwrap(images["v\(index)"])
      XCTAssertEqual(image.pointSize(of: image.variants[0]), size, text)
    }
    let page = try XCTUnwrap(images["page"])
    XCTAssertEqual(page.pointSize(of: page.variants[0]), Size(width: 44.5, height: 30))
    // A page box the reader cannot see: sized by the spec (`width`, `height`) instead.
    let packed = try XCTUnwrap(images["packed"])
    XCTAssertNil(packed.pointSize(of: packed.variants[0]))

    /// The one problem of a set `icon` holding `file` with `text`.
    func assertIconError(_ file: String, _ text: String, _ expected: String, line: UInt = #line)
      throws
    {
      try assertCatalogError(
        {
          try write(
            "Assets.xcassets/icon.imageset/Contents.json",
            #"{ "images": [{ "idiom": "universal", "filename": "\#(file)" }] }"#)
          try write("Assets.xcassets/icon.imageset/\(file)", text)
        }, "asset catalog 'Assets.xcassets': icon.imageset/\(file) " + expected, line: line)
    }
    try assertIconError(
      "i.svg", #"<svg width="1e300" height="2">"#,
      "is 1e+300 × 2 points; listspec draws vector images from 0.01 to 8192 points a side")
    try assertIconError(
      "i.svg", #"<svg viewBox="0 0 1e-200 1e-200">"#,
      "is 1e-200 × 1e-200 points; listspec draws vector images from 0.01 to 8192 points a side")
    try assertIconError(
      "i.pdf", "%PDF-1.4\n<< /Type /Page /Rotate 90 /MediaBox [0 0 20 10] >>",
      "is a page rotated by /Rotate 90, which listspec does not draw; export it unrotated")
    try assertIconError("i.pdf", "<svg/>", "is not a PDF document")
  }

  /// Sizes the reader cannot see leave the image to the spec; a crop box is the page's size;
  /// a `>` inside a quoted attribute does not end the root element.
  func testVectorSizesTheReaderCannotSeeAreLeftToTheSpec() throws {
    let files = [
      "none.svg": #"<svg width="100%"><path d=""/></svg>"#,
      "quoted.svg": #"<svg data-note="a > b" width="12" height="8">"#,
      "cropped.pdf": "%PDF-1.4\n<< /Type /Page /MediaBox [0 0 200 100] /CropBox [50 25 150 75] >>",
    ]
    for (file, text) in files {
      let set = file.split(separator: ".")[0]
      try write(
        "Assets.xcassets/\(set).imageset/Contents.json",
        #"{ "images": [{ "idiom": "universal", "filename": "\#(file)" }] }"#)
      try write("Assets.xcassets/\(set).imageset/\(file)", text)
    }
    let images = try spec(Self.list("label")).assets.images
    func size(_ set: String) throws -> Size? {
      let image = try XCTUnwrap(images[set])
      return image.pointSize(of: image.variants[0])
    }
    XCTAssertNil(try size("none"))
    XCTAssertEqual(try size("quoted"), Size(width: 12, height: 8))
    XCTAssertEqual(try size("cropped"), Size(width: 100, height: 50))
  }

  /// A device's own files before the universal ones, another device's never: an iPhone
  /// picture takes the `iphone` file, an iPad picture the `ipad` one, and a set with only
  /// iPad files has none for an iPhone. Colour sets likewise: an iPhone its entry, an iPad
  /// its own, before the universal one, in each appearance.
  func testTheDevicesOwnFilesAndColoursArePreferred() throws {
    try write(
      "Assets.xcassets/hero.imageset/Contents.json",
      #"""
      { "images": [
        { "idiom": "universal", "filename": "u@3x.png", "scale": "3x" },
        { "idiom": "ipad", "filename": "pad@2x.png", "scale": "2x" },
        { "idiom": "iphone", "filename": "phone@2x.png", "scale": "2x" }
      ] }
      """#)
    try write(
      "Assets.xcassets/wide.imageset/Contents.json",
      #"{ "images": [{ "idiom": "ipad", "filename": "pad@2x.png", "scale": "2x" }] }"#)
    for (set, file) in [
      ("hero", "u@3x.png"), ("hero", "pad@2x.png"), ("hero", "phone@2x.png"),
      ("wide", "pad@2x.png"),
    ] {
      try write(
        "Assets.xcassets/\(set).imageset/\(file)", bytes: Self.pngHeader(width: 8, height: 8))
    }
    try write(
      "Assets.xcassets/Tint.colorset/Contents.json",
      #"""
      { "colors": [
        { "idiom": "universal", "color": { "color-space": "srgb", "components": { "red": "0x11", "green": "0x11", "blue": "0x11", "alpha": "1.000" } } },
        { "idiom": "iphone", "color": { "color-space": "srgb", "components": { "red": "0x22", "green": "0x22", "blue": "0x22", "alpha": "1.000" } } },
        { "idiom": "ipad", "color": { "color-space": "srgb", "components": { "red": "0x33", "green": "0x33", "blue": "0x33", "alpha": "1.000" } } },
        { "idiom": "universal", "appearances": [{ "appearance": "luminosity", "value": "dark" }], "color": { "color-space": "srgb", "components": { "red": "0x44", "green": "0x44", "blue": "0x44", "alpha": "1.000" } } },
        { "idiom": "ipad", "appearances": [{ "appearance": "luminosity", "value": "dark" }], "color": { "color-space": "srgb", "components": { "red": "0x55", "green": "0x55", "blue": "0x55", "alpha": "1.000" } } }
      ] }
      """#)
    try write(
      "Assets.xcassets/Plain.colorset/Contents.json",
      Self.colorSet(#"{ "red": "0x66", "green": "0x66", "blue": "0x66", "alpha": "1.000" }"#))
    let document = try spec(Self.list("Tint"))
    let assets = document.assets
    func file(_ set: String, _ idiom: DevicePreset.Idiom, scale: Double = 3) -> String? {
      assets.images[set]?.variant(scale: scale, dark: false, idiom: idiom).map {
        URL(fileURLWithPath: $0.path).lastPathComponent
      }
    }
    XCTAssertEqual(file("hero", .phone), "phone@2x.png")
    XCTAssertEqual(file("hero", .pad, scale: 2), "pad@2x.png")
    XCTAssertEqual(file("wide", .pad, scale: 2), "pad@2x.png")
    XCTAssertNil(file("wide", .phone))
    let tint = try XCTUnwrap(document.list.backgroundColor)
    for (device, isDark, hex) in [
      (DevicePreset.iPhone15, false, "#222222"), (.iPhone15, true, "#444444"),
      (try XCTUnwrap(DevicePreset.named("iPad")), false, "#333333"),
      (try XCTUnwrap(DevicePreset.named("iPad")), true, "#555555"),
    ] {
      // What a render draws on each device, in each scheme.
      let environment = PreviewEnvironment(device: device, isDark: isDark)
      XCTAssertEqual(environment.resolve(tint).hexString, hex, "\(device.name), dark: \(isDark)")
    }
    // Another device's entry is never taken beside this device's own: an iPhone in dark mode
    // keeps its light entry rather than the iPad's dark one.
    try write(
      "Assets.xcassets/Uneven.colorset/Contents.json",
      #"""
      { "colors": [
        { "idiom": "iphone", "color": { "color-space": "srgb", "components": { "red": "0x77", "green": "0x77", "blue": "0x77", "alpha": "1.000" } } },
        { "idiom": "ipad", "appearances": [{ "appearance": "luminosity", "value": "dark" }], "color": { "color-space": "srgb", "components": { "red": "0x88", "green": "0x88", "blue": "0x88", "alpha": "1.000" } } }
      ] }
      """#)
    let uneven = try XCTUnwrap(try spec(Self.list("Tint")).assets.colors["Uneven"])
    XCTAssertEqual(uneven.resolved(dark: true, idiom: .phone).hexString, "#777777")
    XCTAssertEqual(uneven.resolved(dark: true, idiom: .pad).hexString, "#888888")
    // A set without device entries is the same on both.
    XCTAssertNil(assets.colors["Plain"]?.pad)
    XCTAssertEqual(assets.colors["Plain"]?.resolved(dark: false, idiom: .pad).hexString, "#666666")
  }

  func testTheImageFileIsChosenForTheScaleAndAppearance() throws {
    try write(
      "Assets.xcassets/avatar.imageset/Contents.json",
      #"""
      { "images": [
        { "idiom": "universal", "scale": "1x" },
        { "idiom": "universal", "filename": "hc@2x.png", "scale": "2x",
          "appearances": [{ "appearance": "contrast", "value": "high" }] },
        { "idiom": "universal", "filename": "a@2x.png", "scale": "2x" },
        { "idiom": "universal", "filename": "a@3x.png", "scale": "3x" },
        { "idiom": "universal", "filename": "d@2x.png", "scale": "2x",
          "appearances": [{ "appearance": "luminosity", "value": "dark" }] }
      ] }
      """#)
    try write(
      "Assets.xcassets/avatar.imageset/a@2x.png", bytes: Self.pngHeader(width: 80, height: 60))
    try write(
      "Assets.xcassets/avatar.imageset/a@3x.png", bytes: Self.pngHeader(width: 120, height: 90))
    try write(
      "Assets.xcassets/avatar.imageset/d@2x.png", bytes: Self.pngHeader(width: 80, height: 60))
    let image = try XCTUnwrap(try spec(Self.list("label")).assets.images["avatar"])
    func file(_ scale: Double, dark: Bool = false) -> String? {
      image.variant(scale: scale, dark: dark).map {
        URL(fileURLWithPath: $0.path).lastPathComponent
      }
    }
    // The Increase Contrast file, listed first, is not the normal one.
    // No 1x file: the next larger one, drawn smaller.
    XCTAssertEqual(file(1), "a@2x.png")
    XCTAssertEqual(file(2), "a@2x.png")
    XCTAssertEqual(file(3), "a@3x.png")
    // Above the largest: the largest.
    XCTAssertEqual(file(4), "a@3x.png")
    XCTAssertEqual(file(1.5), "a@2x.png")
    // Dark mode takes the dark files; at 3x it has only 2x.
    XCTAssertEqual(file(3, dark: true), "d@2x.png")
    let variant = try XCTUnwrap(image.variant(scale: 3, dark: false))
    XCTAssertEqual(image.pointSize(of: variant), Size(width: 40, height: 30))
  }

  /// Made resizable by the spec, a catalog image keeps its file's aspect ratio as the app
  /// does, whatever `width` and `height` say (the generated Swift drops them).
  func testAResizableCatalogImageHasItsFilesOwnRatio() throws {
    try write(
      "Assets.xcassets/cup.imageset/Contents.json",
      #"{ "images": [{ "idiom": "universal", "filename": "c@2x.png", "scale": "2x" }] }"#)
    try write("Assets.xcassets/cup.imageset/c@2x.png", bytes: Self.pngHeader(width: 80, height: 80))
    let document = try spec(
      """
      listspec: 1
      platform: { iOS: "16.0" }
      assets: Assets.xcassets
      list: { appearance: plain }
      cells:
        drink:
          hosting:
            content:
              Image: { name: cup, width: 100, height: 20 }
              modifiers: [resizable, { aspectRatio: fit }, { frame: { width: 60, height: 60 } }]
      sections:
        - { id: s, cell: drink, items: [{ id: a }] }
      """)
    let engine = ListLayoutEngine(
      environment: PreviewEnvironment(device: .iPhone15), measurer: ApproximateTextMeasurer())
    let image = try XCTUnwrap(engine.layout(document).root.first { $0.name == "Image" })
    // The file is 40 × 40 points: square, so it fills the 60-pt frame (100 × 20 would give
    // 60 × 12).
    XCTAssertEqual(image.frame.width, 60, accuracy: 0.001)
    XCTAssertEqual(image.frame.height, 60, accuracy: 0.001)
  }

  func testAnUnknownImageNameSuggestsTheCatalogsImages() throws {
    try write(
      "Assets.xcassets/espresso.imageset/Contents.json",
      #"{ "images": [{ "idiom": "universal", "filename": "e.png", "scale": "2x" }] }"#)
    try write(
      "Assets.xcassets/espresso.imageset/e.png", bytes: Self.pngHeader(width: 2, height: 2))
    let loaded = try load(
      """
      listspec: 1
      assets: Assets.xcassets
      list: { appearance: plain }
      cells:
        row:
          hosting:
            content: { Image: { name: espreso, width: 20, height: 20 } }
      sections: [{ id: s, cell: row, items: [{ id: a }] }]
      """)
    XCTAssertEqual(summaries(loaded), ["7:33 error unknown-image"])
    XCTAssertEqual(
      loaded.diagnostics.first?.message,
      "no image set 'espreso' in the asset catalogs; did you mean 'espresso'?")
  }

  /// A set in a namespace group is named with the group: its name alone suggests it.
  func testAnImageNamedWithoutItsNamespaceSuggestsIt() throws {
    try write(
      "Assets.xcassets/Contacts/Contents.json", #"{ "properties": { "provides-namespace": true } }"#
    )
    for set in ["Contacts/anna", "Contacts/ben", "espresso"] {
      try write(
        "Assets.xcassets/\(set).imageset/Contents.json",
        #"{ "images": [{ "idiom": "universal", "filename": "e.png", "scale": "2x" }] }"#)
      try write(
        "Assets.xcassets/\(set).imageset/e.png", bytes: Self.pngHeader(width: 2, height: 2))
    }
    for (written, meant) in [("anna", "Contacts/anna"), ("Ana", "Contacts/anna")] {
      let loaded = try load(
        """
        listspec: 1
        assets: Assets.xcassets
        list: { appearance: plain }
        cells: { row: { content: { image: { named: \(written) } } } }
        sections: [{ id: s, cell: row, items: [{ id: a }] }]
        """)
      XCTAssertEqual(
        loaded.diagnostics.first?.message,
        "no image set '\(written)' in the asset catalogs; did you mean '\(meant)'?")
      XCTAssertEqual(loaded.diagnostics.first?.fixIts.first?.replacement, meant)
    }
  }

  func testAContentImageIsASymbolOrAnImageSetNotBoth() throws {
    try write(
      "Assets.xcassets/espresso.imageset/Contents.json",
      #"{ "images": [{ "idiom": "universal", "filename": "e.png", "scale": "2x" }] }"#)
    try write(
      "Assets.xcassets/espresso.imageset/e.png", bytes: Self.pngHeader(width: 2, height: 2))
    let yaml = """
      listspec: 1
      assets: Assets.xcassets
      list: { appearance: plain }
      cells:
        named: { content: { image: { named: espresso } } }
        both: { content: { image: { systemName: star, named: espresso } } }
      sections: [{ id: s, cell: named, items: [{ id: a }, { id: b, cell: both }] }]
      """
    let loaded = try load(yaml)
    XCTAssertEqual(summaries(loaded), ["6:29 error type-mismatch"])
    XCTAssertEqual(
      loaded.diagnostics.first?.message,
      "'image' must be { systemName: … } (an SF Symbol) or { named: … } (an image set), found a mapping; not both"
    )
    let fixed = try spec(yaml.replacingOccurrences(of: "systemName: star, ", with: ""))
    guard case .content(let content) = fixed.cells.first?.kind else {
      return XCTFail("not a content cell")
    }
    XCTAssertEqual(content.image?.source, "espresso")
    XCTAssertTrue(content.imageIsNamed)
  }

  func testGroupsThatProvideANamespaceNameTheirSets() throws {
    try write(
      "Assets.xcassets/Brand/Contents.json", #"{ "properties": { "provides-namespace": true } }"#)
    try write(
      "Assets.xcassets/Brand/Primary.colorset/Contents.json",
      Self.colorSet(#"{ "red": "0x11", "green": "0x22", "blue": "0x33", "alpha": "1.000" }"#))
    try write(
      "Assets.xcassets/Plain/Secondary.colorset/Contents.json",
      Self.colorSet(#"{ "red": "0x11", "green": "0x22", "blue": "0x33", "alpha": "1.000" }"#))
    let catalogs = try spec(Self.list("Brand/Primary")).assets
    XCTAssertEqual(catalogs.colors.keys.sorted(), ["Brand/Primary", "Secondary"])
  }
}

extension AssetCatalogTests {
  /// The catalogs' `AccentColor` is the app's tint, as Xcode's app template makes it: a
  /// content image's default tint, a hosted `Label`'s icon and `accentColor` are drawn in it,
  /// light and dark; without the set they are `systemBlue`.
  func testTheAccentColorSetIsTheTint() throws {
    try write(
      "Assets.xcassets/AccentColor.colorset/Contents.json",
      Self.colorSet(
        #"{ "red": "0xFF", "green": "0x66", "blue": "0x00", "alpha": "1.000" }"#,
        dark: #"{ "red": "0xFF", "green": "0x99", "blue": "0x33", "alpha": "1.000" }"#))
    func layout(_ assets: String, dark: Bool) throws -> ListLayout {
      let document = try spec(
        """
        listspec: 1
        platform: { iOS: "16.0" }
        \(assets)
        list: { appearance: plain }
        cells:
          row: { content: { text: "{name}", image: { systemName: star } } }
          view:
            hosting:
              content:
                HStack:
                  - Label: { title: Tips, systemImage: lightbulb }
                  - { Text: More, modifiers: [{ foregroundStyle: accentColor }] }
        sections:
          - { id: s, cell: row, items: [{ id: a, name: A }, { id: b, cell: view }] }
        """)
      return ListLayoutEngine(
        environment: PreviewEnvironment(device: .iPhone15, isDark: dark),
        measurer: ApproximateTextMeasurer()
      ).layout(document)
    }
    for (assets, dark, hex) in [
      ("assets: Assets.xcassets", false, "#FF6600"), ("assets: Assets.xcassets", true, "#FF9933"),
      ("", false, SystemColor.systemBlue.light.hexString),
    ] {
      let nodes = try layout(assets, dark: dark).root.allNodes()
      let star = try XCTUnwrap(nodes.first { $0.symbol == "star" })
      let bulb = try XCTUnwrap(nodes.first { $0.symbol == "lightbulb" })
      let more = try XCTUnwrap(nodes.first { $0.text?.string == "More" })
      XCTAssertEqual(star.fill?.hexString, hex, "\(assets), dark: \(dark)")
      // A Label's icon is drawn in the primary colour, not the tint (specs/metrics.md).
      XCTAssertEqual(
        bulb.fill?.hexString, (dark ? SystemColor.label.dark : SystemColor.label.light).hexString)
      XCTAssertEqual(more.text?.color.hexString, hex, "\(assets), dark: \(dark)")
    }
  }
}
