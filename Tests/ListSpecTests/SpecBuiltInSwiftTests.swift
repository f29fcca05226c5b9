import ListSpec
import XCTest

/// A spec made in Swift, with no file behind it, is checked, laid out and diffed through the
/// same public API as one read from YAML (specs/api.md, "Build a spec in Swift").
final class SpecBuiltInSwiftTests: XCTestCase {
  static func inbox(unread: Int) throws -> ListSpecDocument {
    let row = CellTemplate(
      name: "row",
      kind: .content(
        ContentConfiguration(
          style: .subtitleCell, text: try TemplateParser.parse("{title}").get(),
          secondaryText: try TemplateParser.parse(
            #"{count == 1 ? "1 message" : "\(count) messages"}"#
          ).get())))
    let items = (0..<unread).map { index in
      var fields: ItemFields = ["title": "Thread \(index)"]
      // A number, as YAML's plain `count: 2` reads: expressions see an Int.
      fields.set("count", "\(index + 1)", kind: .integer)
      return Item(id: "thread-\(index)", cell: "row", fields: fields)
    }
    return ListSpecDocument(
      list: ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary), cells: [row],
      sections: [SpecSection(id: "unread", header: "Unread", items: items)])
  }

  func testABuiltSpecValidatesAndLaysOutAsARead() throws {
    var spec = try Self.inbox(unread: 3)
    XCTAssertEqual(spec.validate(), [])
    let layout = ListLayoutEngine(
      environment: PreviewEnvironment(device: .iPhone15), measurer: ApproximateTextMeasurer()
    ).layout(spec)
    var texts: [String] = []
    func collect(_ node: LayoutNode) {
      if let text = node.text { texts.append(text.string) }
      node.children.forEach(collect)
    }
    collect(layout.root)
    XCTAssertTrue(texts.contains("Thread 2"), "\(texts)")
    // The expression was typed by validate(), so it evaluates per item.
    XCTAssertTrue(texts.contains("1 message") && texts.contains("3 messages"), "\(texts)")
  }

  func testABuiltSpecsProblemsAreFound() throws {
    var spec = try Self.inbox(unread: 2)
    spec.sections[0].items.append(Item(id: "thread-0", cell: "card"))
    let problems = spec.validate()
    XCTAssertTrue(problems.contains { $0.message.contains("'thread-0'") }, "\(problems)")
    XCTAssertTrue(problems.contains { $0.message.contains("'card'") }, "\(problems)")
    XCTAssertTrue(problems.allSatisfy { $0.range?.start.line ?? 0 == 0 })
  }

  func testTwoBuiltSpecsDiff() throws {
    var old = try Self.inbox(unread: 3)
    var new = try Self.inbox(unread: 4)
    _ = old.validate()
    _ = new.validate()
    let diff = ListDiff.compute(old: old, new: new)
    XCTAssertEqual(diff.insertedItems.map(\.id), ["thread-3"])
  }
}
