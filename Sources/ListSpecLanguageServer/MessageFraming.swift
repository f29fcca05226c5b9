/// What the message reader makes of the bytes an editor sends: a message body, or a framing
/// mistake to answer with a JSON-RPC error before reading on.
public enum MessageFrame: Equatable, Sendable {
  /// The body of one message (`Content-Length` bytes).
  case message([UInt8])
  /// A header block the reader could not use, or a message too large to read; the reader has
  /// skipped it and goes on from the next `Content-Length:`.
  case invalid(String)
}

/// Cuts the byte stream of LSP's base protocol into messages: header lines
/// (`Content-Length: N`, optionally `Content-Type`) ended by an empty line, then N bytes of
/// body. Bytes come in pieces of any size (``append(_:)``); every complete message comes out
/// of ``next()``. A bad header block or an oversized message is reported and skipped, so one
/// bad frame never stops the server: the body of an oversized message is dropped as it
/// arrives, never held. After a bad header block (`Content-Length: abc`, or a length a few
/// bytes off, which leaves the next header cut) the reader resynchronises: it drops bytes up to
/// the next `Content-Length:`, wherever it is, so the body of the bad frame is not read as the
/// next header block.
public struct MessageReader: Sendable {
  /// The largest body accepted.
  public var maximumMessageBytes: Int
  /// The longest header block accepted (a real one is under 100 bytes).
  public static let maximumHeaderBytes = 8192

  private var buffer: [UInt8] = []
  /// Where unread bytes start in `buffer` (consumed bytes are dropped in bulk).
  private var start = 0
  /// Body bytes of a rejected message still to skip.
  private var skipping = 0
  /// The length of the body being waited for, once its header block was read.
  private var bodyLength: Int?
  /// True after a bad header block, until the next `Content-Length:` is found.
  private var isResynchronising = false
  /// What a header block starts with (compared without case).
  private static let contentLengthName = Array("content-length:".utf8)

  public init(maximumMessageBytes: Int = 64 << 20) {
    self.maximumMessageBytes = maximumMessageBytes
  }

  /// The bytes held, waiting for the rest of a message.
  public var bufferedByteCount: Int { buffer.count - start }

  public mutating func append(_ bytes: some Collection<UInt8>) {
    var bytes = bytes[...]
    if skipping > 0 {
      let dropped = min(skipping, bytes.count)
      skipping -= dropped
      bytes = bytes.dropFirst(dropped)
    }
    if start > 0, start >= buffer.count / 2 {
      buffer.removeFirst(start)
      start = 0
    }
    buffer.append(contentsOf: bytes)
  }

  /// The next complete frame, or nil until more bytes arrive.
  public mutating func next() -> MessageFrame? {
    while true {
      if skipping > 0 {
        let dropped = min(skipping, buffer.count - start)
        skipping -= dropped
        start += dropped
        if skipping > 0 { return nil }
      }
      if isResynchronising {
        guard let found = findContentLength() else {
          // Keep a tail that may hold the start of the name.
          start = max(start, buffer.count - (Self.contentLengthName.count - 1))
          return nil
        }
        start = found
        isResynchronising = false
      }
      if let length = bodyLength {
        guard buffer.count - start >= length else { return nil }
        let body = Array(buffer[start..<start + length])
        start += length
        bodyLength = nil
        return .message(body)
      }
      guard let headerEnd = findHeaderEnd() else {
        if buffer.count - start > Self.maximumHeaderBytes {
          // No blank line where one must be: drop what was read, keeping a tail that may
          // hold the start of the next header block.
          start = buffer.count - 3
          return .invalid("a header block longer than \(Self.maximumHeaderBytes) bytes")
        }
        return nil
      }
      let header = buffer[start..<headerEnd]
      let headerStart = start
      start = headerEnd + 4
      switch Self.contentLength(header) {
      case .failure(let problem):
        // The next header block is at the next `Content-Length:` after this block's start:
        // its body, when it has one, is not a header block.
        start = headerStart + 1
        isResynchronising = true
        return .invalid(problem.text)
      case .success(let length):
        if length > maximumMessageBytes {
          skipping = length
          return .invalid(
            "a message of \(length) bytes is larger than the \(maximumMessageBytes) bytes accepted")
        }
        bodyLength = length
      }
    }
  }

  /// The index of the "\r\n\r\n" that ends the header block, if it has arrived.
  private func findHeaderEnd() -> Int? {
    var index = start
    let limit = buffer.count - 3
    while index < limit {
      if buffer[index] == 0x0D, buffer[index + 1] == 0x0A, buffer[index + 2] == 0x0D,
        buffer[index + 3] == 0x0A
      {
        return index
      }
      index += 1
    }
    return nil
  }

  /// The index of the next `Content-Length:` (any case) from `start`, if it has arrived.
  private func findContentLength() -> Int? {
    let name = Self.contentLengthName
    var index = start
    let limit = buffer.count - name.count
    while index <= limit {
      var matched = 0
      while matched < name.count {
        let byte = buffer[index + matched]
        let lowered = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
        guard lowered == name[matched] else { break }
        matched += 1
      }
      if matched == name.count { return index }
      index += 1
    }
    return nil
  }

  /// The `Content-Length` of a header block (names compared without case, as HTTP's are).
  private static func contentLength(_ header: ArraySlice<UInt8>) -> Result<Int, HeaderProblemText> {
    var length: Int?
    for line in header.split(separator: 0x0A, omittingEmptySubsequences: false) {
      var line = line
      if line.last == 0x0D { line = line.dropLast() }
      guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
        return .failure(
          HeaderProblemText("a header line without ':' ('\(printable(line))')"))
      }
      let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
      let value = String(decoding: line[(colon + 1)...], as: UTF8.self)
        .trimmingCharacters(in: " \t")
      if name == "content-length" {
        guard let number = Int(value), number >= 0 else {
          return .failure(
            HeaderProblemText("Content-Length '\(printable(value.utf8))' is not a length"))
        }
        length = number
      }
    }
    guard let length else {
      return .failure(HeaderProblemText("a header block without Content-Length"))
    }
    return .success(length)
  }

  private static func printable(_ bytes: some Collection<UInt8>) -> String {
    String(
      decoding: bytes.prefix(40).map { $0 < 0x20 || $0 > 0x7E ? UInt8(ascii: "?") : $0 },
      as: UTF8.self)
  }
}

/// A framing problem as a message (an `Error` for `Result`).
struct HeaderProblemText: Error {
  var text: String
  init(_ text: String) { self.text = text }
}

extension String {
  fileprivate func trimmingCharacters(in set: String) -> String {
    var slice = Substring(self)
    while let first = slice.first, set.contains(first) { slice.removeFirst() }
    while let last = slice.last, set.contains(last) { slice.removeLast() }
    return String(slice)
  }
}

/// A message body with its header, as sent to the editor.
public func framed(_ body: [UInt8]) -> [UInt8] {
  Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
}
