import ListSpec
import XCTest

@testable import ListSpecLanguageServer

/// The colour and image sets of the catalogs a document's `assets` names: completed where a
/// colour or an image set's name goes, and described on hover, as the pictures resolve them.
final class AssetCatalogFeatureTests: XCTestCase {
  var folder = ""

  override func setUpWithError() throws {
    folder = NSTemporaryDirectory() + "lsp-assets-" + UUID().uuidString
    let catalog = folder + "/Assets.xcassets"
    try FileManager.default.createDirectory(
      atPath: catalog + "/Brand.colorset", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: catalog + "/avatar.imageset", withIntermediateDirectories: true)
    func entry(_ idiom: String, _ hex: String, dark: Bool = false) -> String {
      let appearance =
        dark ? #""appearances": [{ "appearance": "luminosity", "value": "dark" }], "# : ""
      return
        #"{ "idiom": "\#(idiom)", \#(appearance)"color": { "color-space": "srgb", "components": { "red": "0x\#(hex)", "green": "0x\#(hex)", "blue": "0x\#(hex)", "alpha": "1.000" } } }"#
    }
    let colors = [
      entry("universal", "11"), entry("universal", "22", dark: true), entry("ipad", "33"),
    ]
    try #"{ "colors": [\#(colors.joined(separator: ","))] }"#.write(
      toFile: catalog + "/Brand.colorset/Contents.json", atomically: true, encoding: .utf8)
    try #"{ "images": [{ "idiom": "universal", "filename": "a@2x.png", "scale": "2x" }] }"#.write(
      toFile: catalog + "/avatar.imageset/Contents.json", atomically: true, encoding: .utf8)
    // A namespaced group and a hyphenated name: '/' and '-' are part of the names.
    try FileManager.default.createDirectory(
      atPath: catalog + "/Contacts/ben.imageset", withIntermediateDirectories: true)
    try #"{ "properties": { "provides-namespace": true } }"#.write(
      toFile: catalog + "/Contacts/Contents.json", atomically: true, encoding: .utf8)
    try #"{ "images": [{ "idiom": "universal", "filename": "a@2x.png", "scale": "2x" }] }"#.write(
      toFile: catalog + "/Contacts/ben.imageset/Contents.json", atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(
      atPath: catalog + "/brand-primary.colorset", withIntermediateDirectories: true)
    try #"{ "colors": [\#(entry("universal", "44"))] }"#.write(
      toFile: catalog + "/brand-primary.colorset/Contents.json", atomically: true, encoding: .utf8)
    func big(_ value: Int) -> [UInt8] { (0..<4).map { UInt8((value >> (24 - 8 * $0)) & 0xFF) } }
    let png =
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
      + big(80) + big(60) + [8, 6, 0, 0, 0]
    for set in ["avatar", "Contacts/ben"] {
      XCTAssertTrue(
        FileManager.default.createFile(
          atPath: catalog + "/\(set).imageset/a@2x.png", contents: Data(png)))
    }
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(atPath: folder)
  }

  static let text = """
    listspec: 1
    assets: Assets.xcassets
    list: {appearance: plain, backgroundColor: Brand}
    cells:
      row:
        content:
          image: {named: avatar}
      contact:
        content:
          image: {named: Contacts/ben}
          textProperties: {color: brand-primary}
    sections: []

    """

  func server(uri: String, text: String = AssetCatalogFeatureTests.text) -> LanguageServer {
    let server = LanguageServer()
    _ = request(server, #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#)
    let text = String(decoding: JSONValue.string(text).serialized().utf8, as: UTF8.self)
    _ = request(
      server,
      #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"yaml","version":1,"text":\#(text)}}}"#
    )
    return server
  }

  func request(_ server: LanguageServer, _ json: String) -> String {
    server.receive(Array(json.utf8), now: 0).map { String(decoding: $0, as: UTF8.self) }.joined()
  }

  func ask(_ server: LanguageServer, _ method: String, uri: String, line: Int, character: Int)
    throws -> JSONValue
  {
    let answer = request(
      server,
      #"{"jsonrpc":"2.0","id":2,"method":"textDocument/\#(method)","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":\#(line),"character":\#(character)}}}"#
    )
    return try XCTUnwrap(DecodedJSON.parse(Array(answer.utf8)), answer)
  }

  func labels(_ completion: JSONValue) -> [String] {
    (completion["result"]?["items"]?.arrayValue ?? []).compactMap { $0["label"]?.stringValue }
  }

  func testColourAndImageSetsCompleteWhereTheirNamesGo() throws {
    let uri = FileURI.uri(folder + "/screen.yaml")
    let server = server(uri: uri)
    // `backgroundColor: Br|`: the colour set beside the system colours.
    let colors = try ask(server, "completion", uri: uri, line: 2, character: 45)
    XCTAssertTrue(labels(colors).contains("Brand"), "\(labels(colors))")
    XCTAssertFalse(labels(colors).contains("avatar"), "an image set is not a colour")
    // `named: av|`: the image sets, not the colours.
    let images = try ask(server, "completion", uri: uri, line: 6, character: 23)
    XCTAssertEqual(labels(images), ["avatar"])
  }

  func testHoverDescribesASetAsThePicturesResolveIt() throws {
    let uri = FileURI.uri(folder + "/screen.yaml")
    let server = server(uri: uri)
    let color = try ask(server, "hover", uri: uri, line: 2, character: 46)
    XCTAssertEqual(
      color["result"]?["contents"]?["value"]?.stringValue,
      "**Brand**: colour set (`UIColor(named:)`), light `#111111`, dark `#222222`; on iPad light `#333333`, dark `#222222`"
    )
    let image = try ask(server, "hover", uri: uri, line: 6, character: 22)
    XCTAssertEqual(
      image["result"]?["contents"]?["value"]?.stringValue,
      "**avatar**: image set (`UIImage(named:)`), 40 × 30 pt\n\nFiles: `a@2x.png` (2x)")
  }

  /// Names with '/' and '-' are one word: hovered whole, completed whole.
  func testNamesWithSlashesAndDashesAreWhole() throws {
    let uri = FileURI.uri(folder + "/screen.yaml")
    let server = server(uri: uri)
    // `named: Contacts/b|en`
    let image = try ask(server, "hover", uri: uri, line: 9, character: 31)
    XCTAssertEqual(
      image["result"]?["contents"]?["value"]?.stringValue,
      "**Contacts/ben**: image set (`UIImage(named:)`), 40 × 30 pt\n\nFiles: `a@2x.png` (2x)")
    let images = try ask(server, "completion", uri: uri, line: 9, character: 31)
    XCTAssertEqual(labels(images), ["Contacts/ben"])
    let edit = images["result"]?["items"]?.arrayValue?.first?["textEdit"]
    XCTAssertEqual(edit?["range"]?["start"]?["character"]?.intValue, 21, "from the name's start")
    XCTAssertEqual(edit?["range"]?["end"]?["character"]?.intValue, 33, "to its end")
    // `color: brand-pr|imary`
    let color = try ask(server, "hover", uri: uri, line: 10, character: 38)
    XCTAssertEqual(
      color["result"]?["contents"]?["value"]?.stringValue,
      "**brand-primary**: colour set (`UIColor(named:)`), light `#444444`, dark `#444444`")
    let colors = try ask(server, "completion", uri: uri, line: 10, character: 38)
    XCTAssertEqual(labels(colors), ["brand-primary"], "not 'primary' after the dash")
  }

  /// The tint is the catalogs' AccentColor, in hover as in pictures; a value completion
  /// replaces the whole value, dashes included.
  func testTheTintHoversAsTheAccentColorAndValuesCompleteWhole() throws {
    try FileManager.default.createDirectory(
      atPath: folder + "/Assets.xcassets/AccentColor.colorset", withIntermediateDirectories: true)
    try
      #"{ "colors": [{ "idiom": "universal", "color": { "color-space": "srgb", "components": { "red": "0xFF", "green": "0x66", "blue": "0x00", "alpha": "1.000" } } }] }"#
      .write(
        toFile: folder + "/Assets.xcassets/AccentColor.colorset/Contents.json", atomically: true,
        encoding: .utf8)
    let uri = FileURI.uri(folder + "/screen.yaml")
    let text = """
      listspec: 1
      assets: Assets.xcassets
      list: {appearance: plain}
      cells:
        message-row:
          content: {image: {systemName: star}, imageProperties: {tintColor: tintColor}}
      sections:
        - id: s
          cell: message-r

      """
    let server = server(uri: uri, text: text)
    let hover = try ask(server, "hover", uri: uri, line: 5, character: 72)
    XCTAssertEqual(
      hover["result"]?["contents"]?["value"]?.stringValue,
      "**AccentColor**: colour set (`UIColor(named:)`), light `#FF6600`, dark `#FF6600`")
    // `cell: message-r|`
    let completion = try ask(server, "completion", uri: uri, line: 8, character: 19)
    let item = completion["result"]?["items"]?.arrayValue?.first {
      $0["label"]?.stringValue == "message-row"
    }
    XCTAssertNotNil(item, "\(labels(completion))")
    XCTAssertEqual(item?["textEdit"]?["range"]?["start"]?["character"]?.intValue, 10)
    XCTAssertEqual(item?["textEdit"]?["range"]?["end"]?["character"]?.intValue, 19)
  }

  /// A document that is not a file has no folder for a relative catalog path.
  func testAnUntitledDocumentReadsNoRelativeCatalog() throws {
    let server = server(uri: "untitled:screen")
    let colors = try ask(server, "completion", uri: "untitled:screen", line: 2, character: 45)
    XCTAssertFalse(labels(colors).contains("Brand"))
    XCTAssertNotNil(colors["result"]?["items"]?.arrayValue, "answered, without the set")
  }
}
