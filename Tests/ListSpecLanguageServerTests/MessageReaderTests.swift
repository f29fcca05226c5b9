import XCTest

@testable import ListSpecLanguageServer

/// The message reader cuts LSP's base protocol into messages, whatever the pieces the bytes
/// arrive in, and skips bad frames without losing the next one.
final class MessageReaderTests: XCTestCase {
  func frames(_ pieces: [String], maximum: Int = 1 << 20) -> [MessageFrame] {
    var reader = MessageReader(maximumMessageBytes: maximum)
    var result: [MessageFrame] = []
    for piece in pieces {
      reader.append(Array(piece.utf8))
      while let frame = reader.next() { result.append(frame) }
    }
    return result
  }

  func message(_ text: String) -> MessageFrame { .message(Array(text.utf8)) }

  func testMessagesSplitAnywhereAreReassembled() {
    let stream = "Content-Length: 2\r\n\r\n{}Content-Type: x\r\ncontent-length:  7\r\n\r\n[1,2,3]"
    for cut in 0...stream.utf8.count {
      let bytes = Array(stream.utf8)
      let pieces = [
        String(decoding: bytes[..<cut], as: UTF8.self),
        String(decoding: bytes[cut...], as: UTF8.self),
      ]
      XCTAssertEqual(frames(pieces), [message("{}"), message("[1,2,3]")], "cut at \(cut)")
    }
  }

  func testBadHeadersAndOversizedMessagesAreReportedAndSkipped() {
    let result = frames(
      [
        "No colon\r\n\r\n", "Content-Length: x\r\n\r\n", "Content-Type: a\r\n\r\n",
        "Content-Length: 20\r\n\r\n", "01234567890123456789", "Content-Length: 1\r\n\r\n1",
      ], maximum: 10)
    // "Content-Type: a" is skipped with the bad block before it, up to a Content-Length.
    XCTAssertEqual(result.count, 4)
    for frame in result.prefix(3) {
      guard case .invalid = frame else { return XCTFail("\(frame) should be invalid") }
    }
    XCTAssertEqual(result.last, message("1"))
  }

  /// After a bad header block the body that follows it is not read as the next header block
  /// (which lost every later message), wherever the bytes are cut.
  func testAfterABadHeaderTheReaderResynchronisesOnTheNextContentLength() {
    let cases: [(stream: String, messages: [String])] = [
      // A length that is not a number, with its body.
      ("Content-Length: abc\r\n\r\n{\"id\":1}Content-Length: 8\r\n\r\n{\"id\":2}", [#"{"id":2}"#]),
      // A length 3 bytes short: the rest of the body cuts the next header's start off.
      (
        "Content-Length: 5\r\n\r\n{\"id\":1}Content-Length: 8\r\n\r\n{\"id\":2}"
          + "content-length: 8\r\n\r\n{\"id\":3}",
        [#"{"id""#, #"{"id":2}"#, #"{"id":3}"#]
      ),
    ]
    for (stream, expected) in cases {
      let bytes = Array(stream.utf8)
      for cut in 0...bytes.count {
        let pieces = [
          String(decoding: bytes[..<cut], as: UTF8.self),
          String(decoding: bytes[cut...], as: UTF8.self),
        ]
        let messages = frames(pieces).compactMap { frame -> String? in
          guard case .message(let body) = frame else { return nil }
          return String(decoding: body, as: UTF8.self)
        }
        XCTAssertEqual(messages, expected, "cut at \(cut) of \(stream.debugDescription)")
      }
    }
  }

  func testAHeaderWithoutEndIsDroppedOnceTooLong() {
    var reader = MessageReader()
    reader.append(Array(repeating: UInt8(ascii: "a"), count: MessageReader.maximumHeaderBytes + 10))
    guard case .invalid? = reader.next() else { return XCTFail("expected a framing error") }
    XCTAssertLessThan(reader.bufferedByteCount, 4)
    reader.append(Array("\r\n\r\nContent-Length: 2\r\n\r\n{}".utf8))
    var last: MessageFrame?
    while let frame = reader.next() { last = frame }
    XCTAssertEqual(last, message("{}"))
  }
}
