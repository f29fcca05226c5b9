import Foundation
import XCTest

@testable import ListSpec

/// The one JSON writer (`JSONValue`) writes the reports byte for byte as Foundation's
/// `JSONEncoder` did (`.prettyPrinted`, `.sortedKeys`, `.withoutEscapingSlashes`), so the
/// diagnostics, SARIF and diff reports kept their bytes when they moved to it.
final class JSONWriterTests: XCTestCase {
  struct Sample: Encodable {
    struct Place: Encodable {
      var line: Int
      var note: String?
    }

    var text: String
    var empty: [Int] = []
    var emptyObject: [String: Int] = [:]
    var places: [Place]
    var flag = true
    var missing: String?
    var byName: [String: Place]
    var nested: [[String]] = [[], ["a"]]
  }

  func encoderBytes(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  func testReportsAreWrittenAsJSONEncoderWritesThem() throws {
    // Every control character, the ones JSON escapes by name, slashes, non-ASCII and
    // keys whose code point order differs from a case-insensitive one.
    let awkward =
      String((0..<0x20).map { Character(Unicode.Scalar($0)!) })
      + "\"\\/ é 😀 \u{7F} \u{2028} <&>"
    let sample = Sample(
      text: awkward,
      places: [.init(line: 1, note: nil), .init(line: -2, note: awkward)],
      byName: [
        "b": .init(line: 3), "B": .init(line: 4), "a10": .init(line: 5), "a9": .init(line: 6),
        "é": .init(line: 7), "_": .init(line: 8),
      ])
    XCTAssertEqual(try JSONValue(encoding: sample).sortedPretty(), try encoderBytes(sample))
    XCTAssertEqual(try JSONValue(encoding: [Sample]()).sortedPretty(), try encoderBytes([Sample]()))
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
