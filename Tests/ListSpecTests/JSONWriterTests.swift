import Foundation
import XCTest

@testable import ListSpec

/// JSON is written by Foundation's `JSONEncoder` for the Encodable reports (diagnostics,
/// SARIF, diff: sorted keys) and by `JSONValue` where the key order is the writer's (the
/// schema, written in declaration order, which `JSONEncoder` does not keep) and for the layout
/// tree's strings; both quote strings alike.
final class JSONWriterTests: XCTestCase {
  func encoderBytes(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  func testStringsAreQuotedAsJSONEncoderQuotesThem() throws {
    // Every control character, the ones JSON escapes by name, slashes, non-ASCII.
    let awkward =
      String((0..<0x20).map { Character(Unicode.Scalar($0)!) })
      + "\"\\/ é 😀 \u{7F} \u{2028} <&>"
    XCTAssertEqual(
      JSONValue.quoted(awkward), String(try encoderBytes([awkward]).dropFirst(4).dropLast(2)))
  }

  func testStringsAreQuotedPerRFC8259() {
    XCTAssertEqual(
      JSONValue.quoted("a\u{8}\u{C}\n\r\t\u{1}\u{1F}\"\\/é"), #""a\b\f\n\r\t\u0001\u001f\"\\/é""#)
    var bytes: [UInt8] = []
    JSONValue.appendQuoted("x\u{0}", to: &bytes)
    XCTAssertEqual(String(decoding: bytes, as: UTF8.self), #""x\u0000""#)
  }

  func testCompactFormSortsKeysWithoutSpaces() {
    let value = JSONValue.object([
      ("b", .array([.string("x/y"), .integer(2)])),
      ("a", .object([("z", .bool(true)), ("c", .null)])),
    ])
    XCTAssertEqual(value.sortedCompact(), #"{"a":{"c":null,"z":true},"b":["x/y",2]}"#)
  }
}
