// Where a raw DEFLATE stream's last block starts and where the stream ends, found by walking
// its blocks (RFC 1951; the shape of zlib's contrib/puff). libdeflate codes a buffer as a
// whole stream whose last block is final; a PNG's pieces are joined into one stream, so every
// piece but the last must have that bit cleared and end on a byte boundary, and neither place
// is known without reading the blocks. Only symbols are decoded: nothing is written out.

/// The bit positions (from the first byte's lowest bit) of the final block's header and of
/// the end of the stream, or nil if `bytes` is not a whole raw DEFLATE stream.
func deflateStreamEnd(_ bytes: UnsafeBufferPointer<UInt8>) -> (finalHeader: Int, end: Int)? {
  var reader = DeflateBitReader(bytes: bytes)
  return reader.walk()
}

private struct DeflateBitReader {
  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0
  var failed = false

  /// The next `count` bits (at most 16), lowest first; zeros past the end (and `failed`).
  mutating func bits(_ count: Int) -> Int {
    var value = 0
    for index in 0..<count {
      let bit = position + index
      guard bit >> 3 < bytes.count else {
        failed = true
        return 0
      }
      value |= Int(bytes[bit >> 3] >> UInt8(bit & 7) & 1) << index
    }
    position += count
    return value
  }

  /// A canonical Huffman code: how many codes of each length, and the symbols in code order.
  struct Code {
    var counts = [Int](repeating: 0, count: 16)
    var symbols: [Int] = []

    init?(lengths: ArraySlice<Int>) {
      for length in lengths { counts[length] += 1 }
      counts[0] = 0
      // Over-subscribed codes are invalid (incomplete ones are allowed, as zlib allows).
      var left = 1
      for length in 1..<16 {
        left = left << 1 - counts[length]
        if left < 0 { return nil }
      }
      var offsets = [Int](repeating: 0, count: 16)
      for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
      symbols = [Int](repeating: 0, count: lengths.count)
      for (symbol, length) in lengths.enumerated() where length != 0 {
        symbols[offsets[length]] = symbol
        offsets[length] += 1
      }
    }
  }

  /// The next symbol of `code`, or nil.
  mutating func decode(_ code: Code) -> Int? {
    var value = 0
    var first = 0
    var index = 0
    for length in 1..<16 {
      value |= bits(1)
      let count = code.counts[length]
      if value - count < first { return failed ? nil : code.symbols[index + value - first] }
      index += count
      first = (first + count) << 1
      value <<= 1
    }
    return nil
  }

  static let lengthExtraBits = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  static let distanceExtraBits = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12,
    13, 13,
  ]
  static let fixedLiterals = Code(
    lengths: ArraySlice(
      [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
        + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8)))!
  static let fixedDistances = Code(lengths: ArraySlice([Int](repeating: 5, count: 30)))!
  static let lengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

  mutating func walk() -> (finalHeader: Int, end: Int)? {
    while true {
      let header = position
      let final = bits(1) == 1
      switch bits(2) {
      case 0:
        position = (position + 7) & ~7
        let length = bits(16)
        guard bits(16) == length ^ 0xFFFF else { return nil }
        position += length * 8
      case 1:
        guard codes(literals: Self.fixedLiterals, distances: Self.fixedDistances) else {
          return nil
        }
      case 2:
        let literalCount = bits(5) + 257
        let distanceCount = bits(5) + 1
        let lengthCount = bits(4) + 4
        var lengthLengths = [Int](repeating: 0, count: 19)
        for index in 0..<lengthCount { lengthLengths[Self.lengthOrder[index]] = bits(3) }
        guard let lengthCode = Code(lengths: lengthLengths[...]) else { return nil }
        var lengths: [Int] = []
        lengths.reserveCapacity(literalCount + distanceCount)
        while lengths.count < literalCount + distanceCount {
          guard let symbol = decode(lengthCode) else { return nil }
          switch symbol {
          case 0..<16: lengths.append(symbol)
          case 16:
            guard let last = lengths.last else { return nil }
            lengths += repeatElement(last, count: 3 + bits(2))
          case 17: lengths += repeatElement(0, count: 3 + bits(3))
          default: lengths += repeatElement(0, count: 11 + bits(7))
          }
        }
        guard lengths.count == literalCount + distanceCount,
          let literals = Code(lengths: lengths[0..<literalCount]),
          let distances = Code(lengths: lengths[literalCount...]),
          codes(literals: literals, distances: distances)
        else { return nil }
      default: return nil
      }
      if failed || position > bytes.count * 8 { return nil }
      if final { return (header, position) }
    }
  }

  /// Reads a block's symbols up to its end-of-block code; false if they are not valid.
  mutating func codes(literals: Code, distances: Code) -> Bool {
    while let symbol = decode(literals) {
      if symbol < 256 { continue }
      if symbol == 256 { return true }
      guard symbol - 257 < Self.lengthExtraBits.count else { return false }
      position += Self.lengthExtraBits[symbol - 257]
      guard let distance = decode(distances), distance < 30 else { return false }
      position += Self.distanceExtraBits[distance]
    }
    return false
  }
}
