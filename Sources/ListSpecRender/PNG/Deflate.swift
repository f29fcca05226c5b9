// Raw DEFLATE (RFC 1951) written for filtered PNG rows of list pictures.
//
// Why not zlib or libdeflate: after PNG's Up and Sub filters a list picture is 97–99% zero
// bytes (flat fills, rows repeating the row above), and general compressors read every one of
// those bytes: in the same piece pipeline, a render with zlib (level 1 or Z_RLE) takes 1.9–5.2
// times as long and with libdeflate 3.1–7.8 times, and files are larger (specs/png.md). This
// encoder codes a row that repeats the one above without reading it, skips the chunks of 64
// zeros the filter marks (coding a run of zeros as matches of up to 258 bytes at distance 1),
// and looks for matches (greedy, one hash probe) only where a pixel that is not zero starts. Each piece is coded as
// dynamic-Huffman blocks ending on a byte boundary (an empty stored block, as zlib's
// Z_SYNC_FLUSH), so pieces coded on any thread are simply concatenated into one zlib stream.

/// One thread's raw-deflate coder, reused across pieces (its buffers are sized once; free
/// them with `deallocate()`). A struct, so its hot loops pay no dynamic exclusivity checks.
struct DeflateWriter {
  /// Most bytes of one piece (between `begin` and `finish`).
  let capacity: Int
  /// The bytes coded by the last `compress` call.
  let output: UnsafeMutablePointer<UInt8>
  private(set) var outputCount = 0
  /// The Adler-32 of the bytes of the last piece (zlib's checksum, which `adler32_combine`
  /// joins across pieces), gathered a chunk of 64 bytes at a time (`addToAdler`).
  private(set) var adler: UInt = 1
  // Its two sums, reduced modulo 65521 only when large (they stay below 2⁶³).
  private var adlerA = 1
  private var adlerB = 0
  private var appended = 0
  private let outputCapacity: Int

  // 4096 entries (16 KiB, beside the 32 KiB window in the cache): only pixel starts are
  // hashed, and 12 bits against 14 changed the examples' files by less than 0.2%.
  private static let hashBits = 12
  private static let blockTokens = 1 << 15
  private let hashTable: UnsafeMutablePointer<Int32>
  // The marked chunks of bytes appended without marks of the caller's (`markChunks`).
  private let ownChunks: UnsafeMutablePointer<UInt64>
  // A literal is its byte; a match is 0x8000_0000 | (length − 3) << 15 | (distance − 1).
  private let tokens: UnsafeMutablePointer<UInt32>
  private var tokenCount = 0
  private let literalFrequencies: UnsafeMutablePointer<UInt32>
  private let distanceFrequencies: UnsafeMutablePointer<UInt32>
  // Code lengths and bit-reversed codes of the current block (literal/length 0..<286,
  // distance 0..<30, code length 0..<19).
  private let literalLengths: UnsafeMutablePointer<UInt8>
  private let literalCodes: UnsafeMutablePointer<UInt16>
  private let distanceLengths: UnsafeMutablePointer<UInt8>
  private let distanceCodes: UnsafeMutablePointer<UInt16>
  // Symbols looked up, not worked out, for every match: the length symbol of length − 3
  // (0..<256); the distance symbol of distance − 1 below 256 at [distance − 1], else at
  // [256 + (distance − 1) >> 7] (zlib's table), with each distance symbol's extra bits and
  // first distance − 1.
  private let lengthSymbols: UnsafeMutablePointer<UInt16>
  private let distanceSymbols: UnsafeMutablePointer<UInt8>
  private let distanceExtraBits: UnsafeMutablePointer<UInt8>
  private let distanceBases: UnsafeMutablePointer<UInt16>
  // Per block: the bits of each match length (its code, then its extra bits) and how many,
  // and the same followed by distance 1's code: a run of zeros, a third of a picture's tokens.
  private let lengthBits: UnsafeMutablePointer<UInt32>
  private let lengthBitCounts: UnsafeMutablePointer<UInt8>
  private let zeroRunBits: UnsafeMutablePointer<UInt64>
  private let zeroRunBitCounts: UnsafeMutablePointer<UInt8>

  private var bitBuffer: UInt64 = 0
  private var bitCount = 0

  init(capacity: Int) {
    self.capacity = capacity
    // A literal costs at most 15 bits and a match at most 48 bits for 3 or more bytes, so
    // never more than 2 bytes per input byte, plus block headers and the closing blocks.
    outputCapacity = 2 * capacity + 512 * (capacity / DeflateWriter.blockTokens + 2) + 64
    output = .allocate(capacity: outputCapacity)
    hashTable = .allocate(capacity: 1 << DeflateWriter.hashBits)
    ownChunks = .allocate(capacity: DeflateWriter.chunkWords(count: capacity))
    // A pixel's four literals may pass the end of a block by three before it is written.
    tokens = .allocate(capacity: DeflateWriter.blockTokens + 4)
    literalFrequencies = .allocate(capacity: 286)
    distanceFrequencies = .allocate(capacity: 30)
    literalLengths = .allocate(capacity: 286)
    literalCodes = .allocate(capacity: 286)
    distanceLengths = .allocate(capacity: 30)
    distanceCodes = .allocate(capacity: 30)
    lengthSymbols = .allocate(capacity: 256)
    distanceSymbols = .allocate(capacity: 512)
    distanceExtraBits = .allocate(capacity: 30)
    distanceBases = .allocate(capacity: 30)
    lengthBits = .allocate(capacity: 256)
    lengthBitCounts = .allocate(capacity: 256)
    zeroRunBits = .allocate(capacity: 256)
    zeroRunBitCounts = .allocate(capacity: 256)
    for offset in 0..<256 {
      lengthSymbols[offset] = UInt16(DeflateWriter.lengthSymbol(offset + 3).symbol)
      distanceSymbols[offset] = UInt8(DeflateWriter.distanceSymbol(offset + 1).symbol)
      distanceSymbols[256 + offset] = UInt8(DeflateWriter.distanceSymbol(offset << 7 + 1).symbol)
    }
    // RFC 1951 3.2.5: symbols 0–3 are distances 1–4; from 4 on, symbol s has s/2 − 1 extra
    // bits and starts at distance − 1 = (2 or 3) << (s/2 − 1).
    for symbol in 0..<30 {
      let extraBits = symbol < 4 ? 0 : symbol / 2 - 1
      distanceExtraBits[symbol] = UInt8(extraBits)
      distanceBases[symbol] = UInt16(symbol < 4 ? symbol : (2 | symbol & 1) << extraBits)
    }
  }

  @inline(__always)
  private func distanceSymbol(offset: Int) -> Int {
    Int(offset < 256 ? distanceSymbols[offset] : distanceSymbols[256 + offset >> 7])
  }

  /// Frees the buffers; the writer is unusable afterwards.
  func deallocate() {
    output.deallocate()
    hashTable.deallocate()
    ownChunks.deallocate()
    tokens.deallocate()
    literalFrequencies.deallocate()
    distanceFrequencies.deallocate()
    literalLengths.deallocate()
    literalCodes.deallocate()
    distanceLengths.deallocate()
    distanceCodes.deallocate()
    lengthSymbols.deallocate()
    distanceSymbols.deallocate()
    distanceExtraBits.deallocate()
    distanceBases.deallocate()
    lengthBits.deallocate()
    lengthBitCounts.deallocate()
    zeroRunBits.deallocate()
    zeroRunBitCounts.deallocate()
  }

  /// Starts a new piece of output (and of Adler-32) in `output`.
  mutating func begin() {
    outputCount = 0
    bitBuffer = 0
    bitCount = 0
    adlerA = 1
    adlerB = 0
    appended = 0
    hashTable.initialize(repeating: -1, count: 1 << DeflateWriter.hashBits)
    resetBlock()
  }

  /// Codes `count` more bytes. Matches reach back only to the `history` (≤ 32 KiB) bytes
  /// just before `data`, which must be the piece's bytes before these, so the caller may
  /// reuse older memory (a few rows at a time stay in the cache); at most `capacity` bytes in
  /// all between `begin` and `finish`.
  ///
  /// Pixels are `pixelBytes` (3 or 4) long and start at `pixelStart` (`0..<pixelBytes`). From
  /// `pixelStart` on, the bytes are seen as chunks of 64 (the last may be shorter), and
  /// `chunks` (`chunkWords` words) has bit `k % 64` of word `k / 64` set for chunk `k` unless
  /// it is all zeros: runs of zeros skip unmarked chunks without reading them. Without
  /// `chunks` they are marked here (`markChunks`).
  mutating func append(
    _ data: UnsafePointer<UInt8>, count: Int, history: Int = 0, pixelStart: Int = 1,
    pixelBytes: Int = 4, chunks: UnsafePointer<UInt64>? = nil
  ) {
    precondition(appended + count <= capacity && history <= min(appended, 32768))
    precondition((3...4).contains(pixelBytes) && (0..<pixelBytes).contains(pixelStart))
    guard count > 0 else { return }
    let marked =
      chunks
      ?? {
        DeflateWriter.markChunks(
          of: data + min(pixelStart, count), count: max(0, count - pixelStart), into: ownChunks)
        return UnsafePointer(ownChunks)
      }()
    addToAdler(data, count: count, pixelStart: pixelStart, chunks: marked)
    // Specialized for each pixel size, so that finding a pixel's start stays a mask or a
    // multiplication, not a division.
    if pixelBytes == 4 {
      tokenize(
        data, count: count, base: appended, history: history, pixelStart: pixelStart,
        pixelBytes: 4, chunks: marked)
    } else {
      tokenize(
        data, count: count, base: appended, history: history, pixelStart: pixelStart,
        pixelBytes: 3, chunks: marked)
    }
    appended += count
  }

  /// Adds the bytes to Adler-32's sums (see `append`), an unmarked chunk in one step and a
  /// marked one sixteen bytes at a time: for bytes x₀…x₆₃ after sums a and b, b gains
  /// 64a + Σ (64 − i) xᵢ and a gains Σ xᵢ. (Byte by byte while matching, the sums cost
  /// mail's render at 3x 1.3 M instructions; 0.8 M this way. Summing a run of marked chunks
  /// in lanes, once at its end, saved nothing more.)
  private mutating func addToAdler(
    _ data: UnsafePointer<UInt8>, count: Int, pixelStart: Int, chunks: UnsafePointer<UInt64>
  ) {
    var a = adlerA
    var b = adlerB
    defer {
      adlerA = a
      adlerB = b
    }
    var index = 0
    @inline(__always) func addBytes(upTo end: Int) {
      while index < end {
        a &+= Int(data[index])
        b &+= a
        index &+= 1
      }
    }
    addBytes(upTo: min(pixelStart, count))
    let raw = UnsafeRawPointer(data)
    // Byte i of a chunk's group g (0…3) is weighted 64 − 16g − i, in 16-bit lanes: a lane
    // sums four groups' products, at most 255 · (64 + 48 + 32 + 16) = 40,800.
    let lowWeights = SIMD8<UInt16>(64, 63, 62, 61, 60, 59, 58, 57)
    let highWeights = lowWeights &- 8
    let chunkCount = (count &- pixelStart &+ 63) &>> 6
    var chunk = 0
    var reduceAt = index
    while index < count {
      // Reduced every 256 KiB: a stays below 2²⁷ and b below 2⁴⁵, far from 2⁶³.
      if index >= reduceAt {
        a %= 65521
        b %= 65521
        reduceAt = index &+ 1 &<< 18
      }
      // The unmarked chunks up to the next marked one, if any, in one step.
      chunk = DeflateWriter.nextMarkedChunk(from: chunk, in: chunks, chunkCount: chunkCount)
      let zerosEnd = min(count, pixelStart &+ chunk &<< 6)
      b &+= (zerosEnd &- index) &* a
      index = zerosEnd
      guard index &+ 64 <= count else {
        addBytes(upTo: count)
        break
      }
      var sums = SIMD8<UInt16>()
      var lowWeighted = SIMD8<UInt16>()
      var highWeighted = SIMD8<UInt16>()
      for group in 0..<4 {
        let bytes = raw.loadUnaligned(fromByteOffset: index &+ group &* 16, as: SIMD16<UInt8>.self)
        let low = SIMD8<UInt16>(truncatingIfNeeded: bytes.lowHalf)
        let high = SIMD8<UInt16>(truncatingIfNeeded: bytes.highHalf)
        let shift = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: group &* 16))
        sums &+= low &+ high
        lowWeighted &+= low &* (lowWeights &- shift)
        highWeighted &+= high &* (highWeights &- shift)
      }
      b &+=
        64 &* a
        &+ Int(
          SIMD8<UInt32>(truncatingIfNeeded: lowWeighted).wrappedSum()
            &+ SIMD8<UInt32>(truncatingIfNeeded: highWeighted).wrappedSum())
      a &+= Int(sums.wrappedSum())
      index &+= 64
      chunk &+= 1
    }
  }

  /// The first of `chunkCount` chunks from `chunk` on that is marked (see `append`), or
  /// `chunkCount` if none is.
  @inline(__always)
  static func nextMarkedChunk(
    from chunk: Int, in chunks: UnsafePointer<UInt64>, chunkCount: Int
  ) -> Int {
    var word = chunk &>> 6
    guard word &<< 6 < chunkCount else { return chunkCount }
    var bits = chunks[word] & ~0 &<< UInt64(chunk & 63)
    while bits == 0 {
      word &+= 1
      guard word &<< 6 < chunkCount else { return chunkCount }
      bits = chunks[word]
    }
    return min(chunkCount, word &<< 6 &+ bits.trailingZeroBitCount)
  }

  /// The words of chunk marks for `count` bytes (see `append`).
  static func chunkWords(count: Int) -> Int { max(1, (count + 4095) / 4096) }

  /// Marks in `chunks` each chunk of 64 of the `count` bytes that is not all zeros (see
  /// `append`).
  static func markChunks(
    of bytes: UnsafePointer<UInt8>, count: Int, into chunks: UnsafeMutablePointer<UInt64>
  ) {
    let raw = UnsafeRawPointer(bytes)
    let chunkCount = (count + 63) / 64
    for word in 0..<(chunkCount + 63) / 64 {
      var bits: UInt64 = 0
      for bit in 0..<min(64, chunkCount - word * 64) {
        let start = (word * 64 + bit) * 64
        let end = min(count, start + 64)
        var any: UInt64 = 0
        var index = start
        while index + 8 <= end {
          any |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
          index += 8
        }
        while index < end {
          any |= UInt64(bytes[index])
          index += 1
        }
        if any != 0 { bits |= 1 << UInt64(bit) }
      }
      chunks[word] = bits
    }
  }

  /// Codes a row equal to the one above under PNG's Up filter: the filter byte 2 and
  /// `length − 1` zeros, which must already be in memory just after the bytes appended
  /// before (later matches may reach into them). Nothing is read: a row a list repeats
  /// costs a few tokens instead of a scan of its bytes.
  mutating func appendRepeatedRow(length: Int) {
    precondition(length >= 1 && appended + length <= capacity)
    addLiteral(2)
    // A run at distance 1 needs a zero before it.
    if length > 1 { addLiteral(0) }
    let zeros = length - 2
    if zeros >= 3 {
      addZeroRun(length: zeros)
    } else {
      for _ in 0..<max(0, zeros) { addLiteral(0) }
    }
    // Adler-32: the 2 adds to both sums, each zero adds the first sum to the second.
    adlerA = (adlerA + 2) % 65521
    adlerB = (adlerB + adlerA + (length - 1) % 65521 * adlerA) % 65521
    appended += length
  }

  /// Ends the piece: the last block, then an empty stored block (byte-aligned, not final), or
  /// when `final`, an empty final block. Nothing at all for no bytes unless `final`.
  mutating func finish(final: Bool) {
    if tokenCount > 0 { writeBlock() }
    if final {
      // BFINAL, fixed Huffman codes, and at once the end-of-block code (seven zero bits).
      put(0b011, 3)
      put(0, 7)
    } else if appended > 0 {
      put(0, 3)  // not final, stored
      alignToByte()
      put(0xFFFF_0000, 32)  // LEN 0, NLEN 0xFFFF
    }
    alignToByte()
    adler = UInt(adlerB % 65521) << 16 | UInt(adlerA % 65521)
  }

  private mutating func resetBlock() {
    tokenCount = 0
    literalFrequencies.initialize(repeating: 0, count: 286)
    distanceFrequencies.initialize(repeating: 0, count: 30)
  }

  // MARK: Matching

  /// Matches and literals for `data`, the bytes from `base` on of this piece (hash table
  /// entries are positions in the piece; those before `base − history` are out of reach).
  /// Pixels (`pixelBytes`, 3 or 4) start at `pixelStart` and every `pixelBytes` after it:
  /// only a pixel start looks for a match, and a pixel that finds none goes as literals at
  /// once.
  @inline(__always)
  private mutating func tokenize(
    _ data: UnsafePointer<UInt8>, count: Int, base: Int, history: Int, pixelStart: Int,
    pixelBytes: Int, chunks: UnsafePointer<UInt64>
  ) {
    let raw = UnsafeRawPointer(data)
    let shift = UInt32(32 - DeflateWriter.hashBits)
    // The hot state in locals: stores through the buffers' pointers would otherwise make the
    // compiler reload every property after each one.
    let hashTable = self.hashTable
    let tokens = self.tokens
    let literalFrequencies = self.literalFrequencies
    var tokenCount = self.tokenCount
    defer { self.tokenCount = tokenCount }
    @inline(__always) func endOfTokens() {
      guard tokenCount >= DeflateWriter.blockTokens else { return }
      self.tokenCount = tokenCount
      writeBlock()
      tokenCount = 0
    }
    @inline(__always) func literal(_ byte: Int) {
      tokens[tokenCount] = UInt32(truncatingIfNeeded: byte)
      literalFrequencies[byte] &+= 1
      tokenCount &+= 1
    }
    @inline(__always) func match(length: Int, distance: Int) {
      tokens[tokenCount] = DeflateWriter.matchToken(length: length, distance: distance)
      literalFrequencies[Int(lengthSymbols[length &- 3])] &+= 1
      distanceFrequencies[distanceSymbol(offset: distance &- 1)] &+= 1
      tokenCount &+= 1
    }
    // Where the zeros from `start` end: unmarked chunks skipped whole, marked ones read 8
    // bytes a step.
    let chunkCount = (count &- pixelStart &+ 63) &>> 6
    @inline(__always) func zerosEnd(from start: Int) -> Int {
      var end = start
      while end < pixelStart {
        if end == count || data[end] != 0 { return end }
        end &+= 1
      }
      while end < count {
        let chunk = (end &- pixelStart) &>> 6
        if chunks[chunk &>> 6] & 1 &<< UInt64(chunk & 63) == 0 {
          let next = DeflateWriter.nextMarkedChunk(
            from: chunk &+ 1, in: chunks, chunkCount: chunkCount)
          guard next < chunkCount else { return count }
          end = pixelStart &+ next &<< 6
          continue
        }
        let chunkEnd = min(count, pixelStart &+ (chunk &+ 1) &<< 6)
        while end &+ 8 <= chunkEnd {
          let word = raw.loadUnaligned(fromByteOffset: end, as: UInt64.self)
          if word != 0 { return end &+ word.trailingZeroBitCount &>> 3 }
          end &+= 8
        }
        while end < chunkEnd {
          if data[end] != 0 { return end }
          end &+= 1
        }
      }
      return count
    }
    var index = 0
    while index < count {
      endOfTokens()
      let byte = data[index]
      if byte == 0 {
        if index > 0 && data[index &- 1] == 0 {
          // A run of zeros after a zero: copies of the byte before, coded as matches of up to
          // 258 bytes.
          let length = zerosEnd(from: index) &- index
          if length >= 3 {
            index &+= length
            if length <= 258 {
              // Most runs: one match, at distance 1 (distance symbol 0).
              tokens[tokenCount] = DeflateWriter.matchToken(length: length, distance: 1)
              literalFrequencies[Int(lengthSymbols[length &- 3])] &+= 1
              distanceFrequencies[0] &+= 1
              tokenCount &+= 1
            } else {
              self.tokenCount = tokenCount
              addZeroRun(length: length)
              tokenCount = self.tokenCount
            }
            continue
          }
        }
        // A zero after a byte that is not: a literal, and the start of a run at distance 1
        // (cheaper to code, and no hash probe), which made files smaller than probing there.
      } else if (pixelBytes == 4
        ? (index &- pixelStart) & 3 == 0 : (index &- pixelStart) % 3 == 0)
        && index &+ 4 <= count
      {
        let word = raw.loadUnaligned(fromByteOffset: index, as: UInt32.self)
        // The pixel's bytes: an RGB pixel's three, not the next one's first as well (which
        // found fewer matches, and made files 2–3% larger).
        let pixel = pixelBytes == 4 ? word : word & 0xFF_FFFF
        let hash = Int((pixel &* 2_654_435_761) &>> shift)
        let candidate = Int(hashTable[hash]) &- base
        hashTable[hash] = Int32(truncatingIfNeeded: base &+ index)
        if candidate >= -history && index &- candidate <= 32768
          && (pixelBytes == 4
            ? raw.loadUnaligned(fromByteOffset: candidate, as: UInt32.self)
            : raw.loadUnaligned(fromByteOffset: candidate, as: UInt32.self) & 0xFF_FFFF) == pixel
        {
          let limit = min(258, count &- index)
          var length = pixelBytes
          while length &+ 8 <= limit {
            let difference =
              raw.loadUnaligned(fromByteOffset: index &+ length, as: UInt64.self)
              ^ raw.loadUnaligned(fromByteOffset: candidate &+ length, as: UInt64.self)
            if difference != 0 {
              length &+= difference.trailingZeroBitCount &>> 3
              break
            }
            length &+= 8
          }
          if length &+ 8 > limit {
            while length < limit && data[index &+ length] == data[candidate &+ length] {
              length &+= 1
            }
          }
          // The positions inside a match are not hashed: doing so for short ones made every
          // example's file larger, not smaller, and cost 4% of a render's instructions.
          match(length: length, distance: index &- candidate)
          index &+= length
          continue
        }
        // No match: the pixel's bytes as literals, with no probe at the others (matches in
        // a picture start at a pixel; probing every byte found few more and cost a quarter
        // of the matcher's instructions).
        literal(Int(word & 0xFF))
        literal(Int(word &>> 8 & 0xFF))
        literal(Int(word &>> 16 & 0xFF))
        if pixelBytes == 4 { literal(Int(word &>> 24)) }
        index &+= pixelBytes
        continue
      }
      literal(Int(byte))
      index &+= 1
    }
    endOfTokens()
  }

  @inline(__always)
  private mutating func addLiteral(_ byte: UInt8) {
    tokens[tokenCount] = UInt32(byte)
    literalFrequencies[Int(byte)] &+= 1
    tokenCount += 1
    if tokenCount >= DeflateWriter.blockTokens { writeBlock() }
  }

  /// `length` (≥ 3) zeros after a zero, as matches at distance 1 of at most 258 bytes and
  /// none shorter than 3 (259 and 260 go as 256 or 257, then 3).
  @inline(__always)
  private mutating func addZeroRun(length: Int) {
    var length = length
    while length > 0 {
      let step = length <= 258 ? length : length < 261 ? length - 3 : 258
      addMatch(length: step, distance: 1)
      length -= step
    }
  }

  @inline(__always)
  private mutating func addMatch(length: Int, distance: Int) {
    tokens[tokenCount] = DeflateWriter.matchToken(length: length, distance: distance)
    literalFrequencies[Int(lengthSymbols[length - 3])] &+= 1
    distanceFrequencies[distanceSymbol(offset: distance - 1)] &+= 1
    tokenCount += 1
    if tokenCount >= DeflateWriter.blockTokens { writeBlock() }
  }

  /// A match's token (see `tokens`); `length` 3…258 and `distance` 1…32768.
  @inline(__always)
  static func matchToken(length: Int, distance: Int) -> UInt32 {
    0x8000_0000 | UInt32(truncatingIfNeeded: length &- 3) &<< 15
      | UInt32(truncatingIfNeeded: distance &- 1)
  }

  /// RFC 1951 3.2.5: the length symbol (257…285) and its extra bits (count, value).
  @inline(__always)
  static func lengthSymbol(_ length: Int) -> (symbol: Int, extraBits: Int, extra: Int) {
    let offset = length - 3
    if offset < 8 { return (257 + offset, 0, 0) }
    if length == 258 { return (285, 0, 0) }
    let top = Int.bitWidth - 1 - offset.leadingZeroBitCount
    let extraBits = top - 2
    return (
      257 + 4 * (top - 1) + (offset >> extraBits) & 3, extraBits, offset & (1 << extraBits - 1)
    )
  }

  /// RFC 1951 3.2.5: the distance symbol (0…29) and its extra bits (count, value).
  @inline(__always)
  static func distanceSymbol(_ distance: Int) -> (symbol: Int, extraBits: Int, extra: Int) {
    let offset = distance - 1
    if offset < 4 { return (offset, 0, 0) }
    let top = Int.bitWidth - 1 - offset.leadingZeroBitCount
    let extraBits = top - 1
    return (2 * top + (offset >> extraBits) & 1, extraBits, offset & (1 << extraBits - 1))
  }

  // MARK: Blocks

  /// Codes the tokens so far as one dynamic-Huffman block (not final).
  private mutating func writeBlock() {
    literalFrequencies[256] = 1  // end of block
    DeflateWriter.codeLengths(literalFrequencies, count: 286, limit: 15, into: literalLengths)
    DeflateWriter.codeLengths(distanceFrequencies, count: 30, limit: 15, into: distanceLengths)
    DeflateWriter.canonicalCodes(literalLengths, count: 286, into: literalCodes)
    DeflateWriter.canonicalCodes(distanceLengths, count: 30, into: distanceCodes)

    var literalCount = 286
    while literalCount > 257 && literalLengths[literalCount - 1] == 0 { literalCount -= 1 }
    var distanceCount = 30
    while distanceCount > 1 && distanceLengths[distanceCount - 1] == 0 { distanceCount -= 1 }
    // The code lengths of both alphabets, run-length coded with symbols 16 (repeat the last
    // length 3–6 times), 17 (3–10 zeros) and 18 (11–138 zeros).
    var lengths = [UInt8](repeating: 0, count: literalCount + distanceCount)
    for index in 0..<literalCount { lengths[index] = literalLengths[index] }
    for index in 0..<distanceCount { lengths[literalCount + index] = distanceLengths[index] }
    var runs: [(symbol: UInt8, extra: UInt8)] = []
    runs.reserveCapacity(lengths.count)
    var index = 0
    while index < lengths.count {
      let value = lengths[index]
      var run = 1
      while index + run < lengths.count && lengths[index + run] == value { run += 1 }
      index += run
      if value == 0 {
        while run >= 11 {
          let step = min(run, 138)
          runs.append((18, UInt8(step - 11)))
          run -= step
        }
        if run >= 3 {
          runs.append((17, UInt8(run - 3)))
          run = 0
        }
      } else {
        runs.append((value, 0))
        run -= 1
        while run >= 3 {
          let step = min(run, 6)
          runs.append((16, UInt8(step - 3)))
          run -= step
        }
      }
      for _ in 0..<run { runs.append((value, 0)) }
    }
    var lengthFrequencies = [UInt32](repeating: 0, count: 19)
    for run in runs { lengthFrequencies[Int(run.symbol)] += 1 }
    var lengthLengths = [UInt8](repeating: 0, count: 19)
    var lengthCodes = [UInt16](repeating: 0, count: 19)
    lengthFrequencies.withUnsafeMutableBufferPointer { frequencies in
      lengthLengths.withUnsafeMutableBufferPointer { lengths in
        lengthCodes.withUnsafeMutableBufferPointer { codes in
          DeflateWriter.codeLengths(
            frequencies.baseAddress!, count: 19, limit: 7, into: lengths.baseAddress!)
          DeflateWriter.canonicalCodes(lengths.baseAddress!, count: 19, into: codes.baseAddress!)
        }
      }
    }
    let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
    var orderCount = 19
    while orderCount > 4 && lengthLengths[order[orderCount - 1]] == 0 { orderCount -= 1 }

    put(0b100, 3)  // not final, dynamic Huffman codes
    put(UInt64(literalCount - 257), 5)
    put(UInt64(distanceCount - 1), 5)
    put(UInt64(orderCount - 4), 4)
    for position in 0..<orderCount { put(UInt64(lengthLengths[order[position]]), 3) }
    for run in runs {
      let symbol = Int(run.symbol)
      put(UInt64(lengthCodes[symbol]), Int(lengthLengths[symbol]))
      switch symbol {
      case 16: put(UInt64(run.extra), 2)
      case 17: put(UInt64(run.extra), 3)
      case 18: put(UInt64(run.extra), 7)
      default: break
      }
    }

    let distanceOneBits = UInt64(distanceCodes[0])
    let distanceOneLength = Int(distanceLengths[0])
    for offset in 0..<256 {
      let (symbol, extraBits, extra) = DeflateWriter.lengthSymbol(offset + 3)
      let codeLength = Int(literalLengths[symbol])
      lengthBits[offset] = UInt32(literalCodes[symbol]) | UInt32(extra) << codeLength
      lengthBitCounts[offset] = UInt8(codeLength + extraBits)
      zeroRunBits[offset] =
        UInt64(lengthBits[offset]) | distanceOneBits << (codeLength + extraBits)
      zeroRunBitCounts[offset] = UInt8(codeLength + extraBits + distanceOneLength)
    }
    // The tokens: their bits gathered in a local word, and the whole bytes written out after
    // each token with one unconditional 8-byte store (fewer than 8 bits stay, and a token adds
    // at most 48), not a test after every code. The tables in locals, so that they stay in
    // registers.
    let tokens = self.tokens
    let literalCodes = self.literalCodes
    let literalLengths = self.literalLengths
    let lengthBits = self.lengthBits
    let lengthBitCounts = self.lengthBitCounts
    let zeroRunBits = self.zeroRunBits
    let zeroRunBitCounts = self.zeroRunBitCounts
    let output = UnsafeMutableRawPointer(self.output)
    var outputCount = self.outputCount
    var buffer = bitBuffer
    var count = bitCount  // below 32 after `put`
    @inline(__always) func flush() {
      output.storeBytes(of: buffer.littleEndian, toByteOffset: outputCount, as: UInt64.self)
      let bytes = count &>> 3
      outputCount &+= bytes
      buffer = buffer &>> UInt64(bytes &* 8)  // bytes < 8
      count &= 7
    }
    flush()
    for position in 0..<tokenCount {
      let token = tokens[position]
      if token < 0x8000_0000 {
        buffer |= UInt64(literalCodes[Int(token)]) &<< UInt64(count)
        count &+= Int(literalLengths[Int(token)])
      } else if token & 0x7FFF == 0 {
        let lengthOffset = Int(token &>> 15 & 0xFF)
        buffer |= zeroRunBits[lengthOffset] &<< UInt64(count)
        count &+= Int(zeroRunBitCounts[lengthOffset])
      } else {
        let lengthOffset = Int(token &>> 15 & 0xFF)
        buffer |= UInt64(lengthBits[lengthOffset]) &<< UInt64(count)
        count &+= Int(lengthBitCounts[lengthOffset])
        let distanceOffset = Int(token & 0x7FFF)
        let distanceCode = distanceSymbol(offset: distanceOffset)
        let distanceLength = Int(distanceLengths[distanceCode])
        let distanceBits =
          UInt64(distanceCodes[distanceCode])
          | UInt64(distanceOffset &- Int(distanceBases[distanceCode])) &<< UInt64(distanceLength)
        buffer |= distanceBits &<< UInt64(count)
        count &+= distanceLength &+ Int(distanceExtraBits[distanceCode])
      }
      flush()
    }
    self.outputCount = outputCount
    bitBuffer = buffer
    bitCount = count
    put(UInt64(literalCodes[256]), Int(literalLengths[256]))
    resetBlock()
  }

  // MARK: Bits

  /// Appends the low `count` (≤ 32) bits of `bits`, least significant first.
  @inline(__always)
  private mutating func put(_ bits: UInt64, _ count: Int) {
    bitBuffer |= bits << UInt64(bitCount)
    bitCount += count
    if bitCount >= 32 {
      UnsafeMutableRawPointer(output + outputCount).storeBytes(
        of: UInt32(truncatingIfNeeded: bitBuffer).littleEndian, as: UInt32.self)
      outputCount += 4
      bitBuffer >>= 32
      bitCount -= 32
    }
  }

  /// Pads with zero bits to a byte boundary and writes out every whole byte.
  private mutating func alignToByte() {
    bitCount = (bitCount + 7) & ~7
    while bitCount > 0 {
      output[outputCount] = UInt8(truncatingIfNeeded: bitBuffer)
      outputCount += 1
      bitBuffer >>= 8
      bitCount -= 8
    }
  }
}
