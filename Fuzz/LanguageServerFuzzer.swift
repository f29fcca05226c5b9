// libFuzzer harness for the language server's message reader: bytes → MessageReader (in
// pieces whose sizes the input's first bytes choose) → each message body into an initialized
// LanguageServer (JSON-RPC, then whatever the method does with the document) and the
// diagnostics that fall due. Built by scripts/fuzz like FrontEndFuzzer.swift, with the
// server's sources.
//
// Besides crashes and hangs, it traps when the reader holds more than a header block and one
// message's worth of bytes (a frame it should have skipped), when an answer is not one JSON
// object, or when a request (a message with an id and a method) goes unanswered.

public func languageServerFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard bytes.count >= 2 else { return 0 }
  let maximum = 4096
  var reader = MessageReader(maximumMessageBytes: maximum)
  let server = LanguageServer(configuration: .init(debounceMilliseconds: 0))
  _ = server.receive(
    Array(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{}}"#.utf8), now: 0)
  var now: UInt64 = 1
  // Piece sizes from 1 to 64 bytes, cycling over the first two bytes.
  let sizes = [Int(bytes[0] % 64) + 1, Int(bytes[1] % 64) + 1]
  var index = 2
  var piece = 0
  while index < bytes.count {
    let end = min(bytes.count, index + sizes[piece % 2])
    reader.append(bytes[index..<end])
    index = end
    piece += 1
    FuzzInvariants.expect(
      reader.bufferedByteCount <= MessageReader.maximumHeaderBytes + maximum + 64,
      "the reader holds \(reader.bufferedByteCount) bytes")
    while let frame = reader.next() {
      now += 1
      switch frame {
      case .invalid(let problem):
        FuzzInvariants.expect(
          DecodedJSON.parse(server.framingError(problem))?.isObject == true,
          "a framing error is not a JSON object")
      case .message(let body):
        let answers = server.receive(body, now: now)
        for answer in answers {
          FuzzInvariants.expect(
            DecodedJSON.parse(answer)?.isObject == true, "an answer is not a JSON object")
        }
        if let message = DecodedJSON.parse(body), message["method"]?.stringValue != nil,
          let id = message["id"], id != .null, server.exitStatus == nil
        {
          FuzzInvariants.expect(!answers.isEmpty, "a request went unanswered")
        }
      }
      for published in server.dueDiagnostics(now: now) {
        FuzzInvariants.expect(
          DecodedJSON.parse(published)?.isObject == true, "diagnostics are not a JSON object")
      }
    }
  }
  return 0
}
