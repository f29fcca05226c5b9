import XCTest

@testable import ListSpec

/// Items are made by one builder (`ItemBuilder`), whether the reader collected their mapping
/// as bytes (`ItemStreaming`) or the decoder reads it from the tree: the same mapping makes
/// the same item either way.
final class ItemBuilderTests: XCTestCase {
  /// Mappings the byte path takes: plain, quoted and block-scalar-free values of every kind
  /// the core schema reads, non-ASCII text, an item with and without its own cell.
  let mappings = [
    "{ id: a, cell: row, title: Plain }",
    "{ id: \"b\", title: 'single', note: \"double\" }",
    "{ id: c, count: 12, ratio: -0.5, hex: 0x1F, on: true, off: False, nothing: \"null\" }",
    "{ id: café, title: 東京, emoji: \"🍣 sushi\" }",
    "{ id: e, cell: card, empty: \"\", spaced: \"  two  \" }",
    "{ cell: row, id: f, word: yes, time: 12:30, version: 1.2.3 }",
  ]

  func testBytesAndTreeMakeTheSameItem() throws {
    let text = "sections:\n  - id: s\n    items:\n" + mappings.map { "      - \($0)\n" }.joined()
    let source = SourceFile(path: "t.yaml", text: text)

    let streaming = ItemStreaming(source: source)
    // The prepared items are the decoder's while their section is handed over.
    var fromBytes = PreparedItems()
    _ = YAMLReader().read(
      source, streaming: streaming.streaming { _, _, _ in fromBytes = streaming.prepared })

    let tree = YAMLReader().read(source)
    let nodes = try XCTUnwrap(tree.root?["sections"]?.elements?.first?["items"]?.elements)
    var builder = ItemBuilder()
    var fromTree: [Item] = []
    var ownCells: [Bool] = []
    for node in nodes {
      let made = builder.appendItem(
        of: TreeItemEntries(node: node), keysAreUnique: false, into: &fromTree,
        structure: { key, _ in XCTFail("no structure key is written: \(key)") },
        invalidValue: { key, _ in
          XCTFail("no value is invalid: \(String(decoding: key, as: UTF8.self))")
        })
      ownCells.append(try made.get())
    }

    XCTAssertEqual(fromBytes.items.count, mappings.count, "every mapping took the byte path")
    XCTAssertEqual(fromBytes.items, fromTree)
    // Fields compare by their text; what each value reads as is compared apart.
    func kinds(_ items: [Item]) -> [[String: FieldValueKind?]] {
      items.map { item in
        Dictionary(uniqueKeysWithValues: item.fields.map { ($0.0, item.fields.kind(of: $0.0)) })
      }
    }
    XCTAssertEqual(kinds(fromBytes.items), kinds(fromTree))
    XCTAssertEqual(fromBytes.hasOwnCell, ownCells)
    XCTAssertEqual(ownCells, [true, false, false, false, true, true])
    XCTAssertEqual(fromTree[2].fields.kind(of: "count"), .integer)
    XCTAssertEqual(fromTree[2].fields.kind(of: "nothing"), .string)
    XCTAssertEqual(fromTree[2].fields.kind(of: "off"), .boolean)
  }

  func testTheTreeReportsWhatMakesNoItem() {
    let text = """
      sections:
        - id: s
          items:
            - { title: no id }
            - { id: "{name}" }
            - { id: [a, b] }
      """
    let tree = YAMLReader().read(SourceFile(path: "t.yaml", text: text))
    let nodes = tree.root?["sections"]?.elements?.first?["items"]?.elements ?? []
    var builder = ItemBuilder()
    var items: [Item] = []
    var invalid: [String] = []
    let failures = nodes.map { node in
      builder.appendItem(
        of: TreeItemEntries(node: node), keysAreUnique: false, into: &items,
        structure: { _, _ in },
        invalidValue: { key, _ in invalid.append(String(decoding: key, as: UTF8.self)) })
    }
    XCTAssertEqual(items, [])
    XCTAssertEqual(invalid, ["id"])
    guard case .failure(.missingID) = failures[0], case .failure(.templateInID) = failures[1],
      case .failure(.invalidNameValue) = failures[2]
    else { return XCTFail("\(failures)") }
  }
}
