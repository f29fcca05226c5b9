import XCTest

@testable import ListSpec

/// `ItemFields` reads like `[String: String]` whether an item has a few fields (scanned) or
/// very many (indexed).
final class ItemFieldsTests: XCTestCase {
  func testItemFieldsReadLikeADictionary() {
    var fields: ItemFields = ["id": "a", "title": "T", "id": "b"]
    XCTAssertEqual(fields.keys, ["id", "title"])
    XCTAssertEqual(fields["id"], "b")
    fields["subtitle"] = "S"
    fields["title"] = nil
    XCTAssertEqual(fields.keys, ["id", "subtitle"])
    XCTAssertEqual(fields, ["subtitle": "S", "id": "b"])
    XCTAssertNotEqual(fields, ["subtitle": "S", "id": "c"])
    XCTAssertNotEqual(fields, ["subtitle": "S"])
    XCTAssertEqual(Set([fields, ["subtitle": "S", "id": "b"]]).count, 1)
    XCTAssertEqual(fields.dictionary, ["id": "b", "subtitle": "S"])
    XCTAssertEqual(ItemFields(["b": "2", "a": "1"]).keys, ["a", "b"])
    XCTAssertEqual(fields.description, "[\"id\": \"b\", \"subtitle\": \"S\"]")
  }

  func testManyFieldsAreIndexedAndStayInOrder() {
    var fields = ItemFields()
    for number in 0..<1000 { fields["k\(number)"] = "v\(number)" }
    XCTAssertEqual(fields.count, 1000)
    XCTAssertEqual(fields["k999"], "v999")
    XCTAssertNil(fields["k1000"])
    fields["k10"] = nil
    XCTAssertEqual(fields.count, 999)
    XCTAssertEqual(fields["k11"], "v11")
    XCTAssertEqual(fields[10].key, "k11")
    fields["k10"] = "again"
    XCTAssertEqual(fields.keys.last, "k10")
    XCTAssertEqual(fields["k10"], "again")
    var reversed = ItemFields()
    for (key, value) in fields.reversed() { reversed[key] = value }
    XCTAssertEqual(reversed, fields)
    XCTAssertEqual(reversed.hashValue, fields.hashValue)
    XCTAssertEqual(ItemFields(fields.dictionary), fields)
  }

  /// An item with 20,000 keys and a template reading them all: linear in the keys.
  func testAnItemWithVeryManyKeysLoads() {
    let count = 20_000
    var text = "listspec: 1\nlist: { appearance: plain }\ncells:\n  row: { content: { text: \""
    text += (0..<count).map { "{f\($0)}" }.joined() + "\" } }\nsections:\n  - id: s\n    items:\n"
    text += "      - id: a\n        cell: row\n"
    for number in 0..<count { text += "        f\(number): x\n" }
    let loaded = ListSpecLoader.load(text: text)
    XCTAssertEqual(loaded.diagnostics, [])
    XCTAssertEqual(loaded.spec?.allItems.first?.fields.count, count + 2)
  }

  /// One buffer an item: kinds, empty values, keys and values compared as Swift strings.
  func testPackedFieldsKeepKindsAndCompareAsStrings() {
    var fields: ItemFields = ["id": "a", "empty": "", "": "no key"]
    fields.set("count", "3", kind: .integer)
    XCTAssertEqual(fields.kind(of: "count"), .integer)
    XCTAssertEqual(fields.kind(of: "id"), .string)
    XCTAssertNil(fields.kind(of: "missing"))
    XCTAssertEqual(fields["empty"], "")
    XCTAssertEqual(fields[""], "no key")
    fields["id"] = "b"
    XCTAssertEqual(fields.kind(of: "count"), .integer, "setting another key keeps kinds")
    XCTAssertEqual(fields.keys, ["id", "empty", "", "count"])
    // Canonically equivalent text is equal, as for String (precomposed vs combining accent).
    let precomposed: ItemFields = ["caf\u{E9}": "cr\u{E8}me"]
    let combining: ItemFields = ["cafe\u{301}": "cre\u{300}me"]
    XCTAssertEqual(precomposed, combining)
    XCTAssertEqual(precomposed.hashValue, combining.hashValue)
    XCTAssertEqual(combining["caf\u{E9}"], "cre\u{300}me")
    XCTAssertEqual(ItemFields(), [:])
    XCTAssertEqual(ItemFields().count, 0)
  }

  /// Every layout of the packed buffer: 16-bit offsets (short items), 32-bit offsets (a
  /// value past 64 KB), a sorted key index (more than 16 keys), with and without kinds.
  func testEveryPackedLayoutFindsEveryKey() {
    for count in [1, 5, 16, 17, 300] {
      for longValue in [false, true] {
        for withKinds in [false, true] {
          var builder = ItemFields.Builder(minimumCapacity: count)
          var expected: [(String, String, FieldValueKind)] = []
          for number in (0..<count).shuffled() {
            // Keys sharing prefixes, and one empty key, test the ordering.
            let key = number == 0 ? "" : String(repeating: "k", count: number % 7) + "\(number)"
            let value =
              longValue && number == count / 2
              ? String(repeating: "v", count: 70_000) : "v\(number)"
            let kind: FieldValueKind = withKinds && number % 3 == 0 ? .integer : .string
            builder.append(key, value, kind: kind)
            expected.append((key, value, kind))
          }
          let fields = builder.finish()
          let name = "\(count) fields, long value: \(longValue), kinds: \(withKinds)"
          XCTAssertEqual(fields.count, count, name)
          XCTAssertEqual(fields.keys, expected.map(\.0), name)
          for (key, value, kind) in expected {
            XCTAssertEqual(fields[key], value, name)
            XCTAssertEqual(fields.kind(of: key), kind, name)
          }
          for missing in ["missing", "k", "kk1000", "\u{10FFFF}"] {
            XCTAssertNil(fields[missing], name)
          }
        }
      }
    }
    // Canonical equivalence also holds past the sorted-index threshold.
    var many: ItemFields = [:]
    for number in 0..<40 { many["k\(number)"] = "\(number)" }
    many["cafe\u{301}"] = "x"
    XCTAssertEqual(many["caf\u{E9}"], "x")
  }
}
