import XCTest

@testable import ListSpec

/// A loaded spec keeps the configuration of its YAML tree, not its items (issue 15: the tree
/// of a large spec cost more memory than the file).
final class CompactTreeTests: XCTestCase {
  let text = """
    listspec: 1
    list: { appearance: plain }
    cells: { row: { content: { text: "{title}" } } }
    sections:
      - id: first
        header: Fruit
        list: { appearance: grouped }
        items:
          - id: apple
            cell: row
            title: Apple
          - { id: "pêche", cell: row, title: Peach }
      - id: second
        cell: row
        items: [{ id: kiwi, title: Kiwi }]

    """

  func testLoadedTreeKeepsSectionIDsAndListsButNoItems() throws {
    for streams in [true, false] {
      var options = LoadOptions()
      options.streamsSections = streams
      let loaded = ListSpecLoader.load(text: text, options: options)
      let spec = try XCTUnwrap(loaded.spec, "\(loaded.diagnostics)")
      XCTAssertEqual(spec.allItems.map(\.id), ["apple", "pêche", "kiwi"])
      let sections = try XCTUnwrap(spec.root?["sections"]?.elements)
      XCTAssertEqual(sections.map { $0["id"]?.text }, ["first", "second"])
      XCTAssertEqual(sections[0]["list"]?["appearance"]?.text, "grouped")
      XCTAssertEqual(sections[0].range.start.line, 5)
      XCTAssertEqual(spec.root?["list"]?["appearance"]?.text, "plain")
      if streams {
        XCTAssertNil(sections[0]["items"], "items were kept")
        XCTAssertNil(sections[0]["header"])
        XCTAssertNil(sections[1]["cell"])
      }
    }
  }

  func testAnElementThatDefinesAnAnchorIsKeptWhole() throws {
    let anchored = """
      listspec: 1
      list: { appearance: plain }
      cells: { row: { content: { text: "{title}" } } }
      sections:
        - id: a
          items: [&shared { id: one, cell: row, title: One }]
        - id: b
          items: [{ <<: *shared, id: two }]

      """
    let loaded = ListSpecLoader.load(text: anchored)
    let spec = try XCTUnwrap(loaded.spec, "\(loaded.diagnostics)")
    XCTAssertEqual(spec.allItems.map { $0.fields["title"] }, ["One", "One"])
    XCTAssertNotNil(spec.root?["sections"]?.elements?[0]["items"])
  }

  func testKeyRangesOfItemFieldsAreReadAgainFromTheFile() throws {
    let spec = try XCTUnwrap(ListSpecLoader.load(text: text).spec)
    let items = spec.allItems
    let title = try XCTUnwrap(spec.keyRange(ofField: "title", inItemAt: items[0].range))
    XCTAssertEqual(title.start.line, 11)
    XCTAssertEqual(title.start.column, 9)
    // A flow item after a non-ASCII value on its line.
    let peach = try XCTUnwrap(spec.keyRange(ofField: "title", inItemAt: items[1].range))
    XCTAssertEqual(peach.start.line, 12)
    XCTAssertEqual(peach.start.column, 35)
    XCTAssertEqual(peach.start.offset, offset(of: "title: Peach"))
    let kiwi = try XCTUnwrap(spec.keyRange(ofField: "title", inItemAt: items[2].range))
    XCTAssertEqual(kiwi.start.line, 15)
    XCTAssertEqual(kiwi.start.column, 25)
    XCTAssertNil(spec.keyRange(ofField: "subtitle", inItemAt: items[0].range))
  }

  func offset(of needle: String) -> Int {
    let bytes = Array(text.utf8)
    let wanted = Array(needle.utf8)
    return (0...(bytes.count - wanted.count)).first {
      Array(bytes[$0..<$0 + wanted.count]) == wanted
    }!
  }
}
