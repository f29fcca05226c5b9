import XCTest

@testable import ListSpec

/// The reader's streaming is a YAML feature that knows no listspec key: it streams the keys it
/// is told and hands the flat mappings of the sequence it is told to a consumer; items are one
/// consumer of it (`ItemStreaming`), whose reserved keys come from `ItemKey`.
final class CollectedMappingTests: XCTestCase {
  /// Records what it is offered, and prepares or takes mappings as told.
  final class RecordingConsumer: CollectedMappingConsumer {
    var offered: [(pairs: [String], offered: Bool, elementStartLine: Int, range: SourceRange)] =
      []
    var prepared: [[String]] = []
    var outcome: ([String]) -> CollectedMappingOutcome = { _ in .prepared }

    func finish(
      _ mapping: CollectedMapping, offered: Bool, elementStart: SourceLocation,
      rootValue: (String) -> YAMLNode?, elementValue: (String) -> YAMLNode?
    ) -> CollectedMappingOutcome {
      let pairs = (0..<mapping.pairCount).map {
        String(decoding: mapping.key($0), as: UTF8.self) + "="
          + String(decoding: mapping.value($0), as: UTF8.self)
      }
      self.offered.append((pairs, offered, elementStart.line, mapping.range))
      let outcome = outcome(pairs)
      if case .prepared = outcome { prepared.append(pairs) }
      return outcome
    }

    func truncatePrepared(to count: Int) {
      prepared.removeSubrange(count...)
    }
  }

  let text = """
    title: shelves
    shelves:
      - name: top
        label: { text: Top }
        books:
          - { isbn: "1", title: Dune }
          - isbn: "2"
            title: "Emma"
          - { isbn: "3", tags: [a, b] }
      - name: bottom
        books: [{ isbn: "4" }]

    """

  func testAnyKeysAreStreamedAndCollected() throws {
    let consumer = RecordingConsumer()
    var elements: [String] = []
    let document = YAMLReader().read(
      SourceFile(path: "t.yaml", text: text),
      streaming: YAMLStreaming(
        sequenceKey: "shelves", keptElementKeys: ["name"], collectedKey: "books",
        consumer: consumer,
        elementHandler: { node, _, rootValue in
          elements.append(node["name"]?.text ?? "?")
          XCTAssertEqual(rootValue("title")?.text, "shelves")
        }))
    XCTAssertEqual(document.diagnostics, [])
    XCTAssertEqual(elements, ["top", "bottom"])
    // A mapping holding a sequence is not flat: it is read into the tree, never offered.
    XCTAssertEqual(
      consumer.offered.map(\.pairs),
      [["isbn=1", "title=Dune"], ["isbn=2", "title=Emma"], ["isbn=4"]])
    XCTAssertEqual(consumer.offered.map(\.elementStartLine), [3, 3, 10])
    XCTAssertEqual(consumer.offered[1].range.start.line, 7)
    XCTAssertEqual(consumer.offered[1].range.end.line, 9)
    // Elements stay in order: once one is kept in the tree, the next of its sequence may
    // not be taken; a new sequence starts offering again.
    XCTAssertEqual(consumer.offered.map(\.offered), [true, false, true])
    // Once handed over, an element keeps only the keys it was told to keep; its prepared
    // mappings were let go with it.
    let shelves = try XCTUnwrap(document.root?["shelves"]?.elements)
    XCTAssertEqual(shelves.map { $0.pairs?.map { $0.key.text! } }, [["name"], ["name"]])
    XCTAssertEqual(consumer.prepared, [])
  }

  func testAKeptMappingStopsTheOffersOfItsSequence() throws {
    let consumer = RecordingConsumer()
    consumer.outcome = { $0.first == "isbn=1" ? .taken : .prepared }
    var books: [Int] = []
    var preparedWhenHandedOver: [Int] = []
    _ = YAMLReader().read(
      SourceFile(path: "t.yaml", text: text),
      streaming: YAMLStreaming(
        sequenceKey: "shelves", collectedKey: "books", consumer: consumer,
        elementHandler: { node, _, _ in
          let elements = node["books"]?.elements ?? []
          books.append(elements.count)
          preparedWhenHandedOver.append(consumer.prepared.count)
          // The prepared mapping stands as an empty mapping naming its index.
          if node["name"]?.text == "top" {
            XCTAssertEqual(elements.map(\.preparedIndex), [0, nil])
            XCTAssertEqual(elements[0].range.start.line, 7)
          }
        }))
    // Taken: gone. Prepared: the rest of the sequence is no longer offered.
    XCTAssertEqual(books, [2, 1])
    XCTAssertEqual(consumer.offered.map(\.offered), [true, true, true])
    // Each element's prepared mapping is let go once the element is handed over.
    XCTAssertEqual(preparedWhenHandedOver, [1, 1])
    XCTAssertEqual(consumer.prepared.count, 0)
  }

  func testReadIntoTreeGivesTheMappingAsWritten() throws {
    let consumer = RecordingConsumer()
    consumer.outcome = { _ in .readIntoTree }
    var titles: [String?] = []
    _ = YAMLReader().read(
      SourceFile(path: "t.yaml", text: text),
      streaming: YAMLStreaming(
        sequenceKey: "shelves", collectedKey: "books", consumer: consumer,
        elementHandler: { node, _, _ in
          titles += (node["books"]?.elements ?? []).map { $0["title"]?.text }
        }))
    XCTAssertEqual(titles, ["Dune", "Emma", nil, nil])
  }

  func testReservedItemKeysComeFromItemKey() {
    for key in ItemKey.allCases {
      let bytes = Array(key.rawValue.utf8)
      XCTAssertEqual(bytes.withUnsafeBufferPointer { ItemKey.reserved($0) }, key)
    }
    for field in ["", "Id", "ids", "i", "cel", "Cell", "child", "children ", "title", "expandedd"] {
      let bytes = Array(field.utf8)
      XCTAssertNil(bytes.withUnsafeBufferPointer { ItemKey.reserved($0) }, field)
    }
  }

  /// Every key that gives an item structure keeps it from being made from its bytes: it is
  /// decoded from the tree, with the same result either way.
  func testStructureKeysAreDecodedFromTheTree() throws {
    let structure: [ItemKey: String] = [
      .children: "children: []", .expanded: "expanded: true",
      .leadingSwipeActions: "leadingSwipeActions: x",
      .trailingSwipeActions: "trailingSwipeActions: x",
    ]
    for key in ItemKey.allCases {
      let (text, isStructure): (String, Bool) =
        switch key {
        case .id, .cell: ("{ id: a, cell: row }", false)
        case .children, .expanded, .leadingSwipeActions, .trailingSwipeActions:
          ("{ id: a, cell: row, \(structure[key]!) }", true)
        }
      let source = SourceFile(path: "t.yaml", text: "sections:\n  - id: s\n    items: [\(text)]\n")
      let items = ItemStreaming(source: source)
      var preparedCounts: [Int] = []
      _ = YAMLReader().read(
        source,
        streaming: items.streaming { _, _, _ in preparedCounts.append(items.prepared.items.count) })
      XCTAssertEqual(preparedCounts, [isStructure ? 0 : 1], key.rawValue)
    }
  }
}
