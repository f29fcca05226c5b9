// The Huffman codes of `DeflateWriter`'s dynamic blocks: length-limited code lengths from
// symbol frequencies, and their canonical codes.

extension DeflateWriter {
  /// Huffman code lengths of at most `limit` bits for `count` (at most 286) symbols; unused
  /// symbols get 0. At least two symbols get a length, so every code is complete (as
  /// inflaters want).
  static func codeLengths(
    _ frequencies: UnsafeMutablePointer<UInt32>, count: Int, limit: Int,
    into lengths: UnsafeMutablePointer<UInt8>
  ) {
    lengths.initialize(repeating: 0, count: count)
    // Work space on the stack: Swift arrays and a comparison sort cost more than the rest
    // of a small block's coding (mail at 3x: 0.67 M instructions a render for 21 calls).
    let countsEnd = max(limit, count) + 2
    withUnsafeTemporaryAllocation(of: Int.self, capacity: 8 * count + 256 + countsEnd) {
      space in
      let base = space.baseAddress!
      let symbols = base  // the used symbols, sorted by weight then symbol
      let sorted = base + count
      let weights = base + 2 * count  // leaves, then inner nodes
      let parents = base + 4 * count
      let depths = base + 6 * count
      let digitCounts = base + 8 * count
      let lengthCounts = base + 8 * count + 256
      var leaves = 0
      for symbol in 0..<count where frequencies[symbol] > 0 {
        symbols[leaves] = symbol
        leaves += 1
      }
      var extra = 0
      while leaves < 2 {
        if leaves == 0 || symbols[0] != extra {
          symbols[leaves] = extra
          leaves += 1
        }
        extra += 1
      }
      if leaves == 2 && symbols[0] > symbols[1] { swap(&symbols[0], &symbols[1]) }
      // By weight, then symbol: a stable radix sort of the weights, 8 bits a pass, of the
      // symbols in order.
      var heaviest = 1
      for leaf in 0..<leaves { heaviest = max(heaviest, Int(frequencies[symbols[leaf]])) }
      var from = symbols
      var to = sorted
      var shift = 0
      while heaviest >> shift > 0 {
        let counts = digitCounts
        counts.initialize(repeating: 0, count: 256)
        for leaf in 0..<leaves { counts[max(1, Int(frequencies[from[leaf]])) >> shift & 255] += 1 }
        var total = 0
        for digit in 0..<256 {
          let here = counts[digit]
          counts[digit] = total
          total += here
        }
        for leaf in 0..<leaves {
          let digit = max(1, Int(frequencies[from[leaf]])) >> shift & 255
          to[counts[digit]] = from[leaf]
          counts[digit] += 1
        }
        swap(&from, &to)
        shift += 8
      }
      if from != symbols { symbols.update(from: from, count: leaves) }
      for leaf in 0..<leaves { weights[leaf] = max(1, Int(frequencies[symbols[leaf]])) }
      // Two-queue Huffman over leaves sorted by weight: node i < leaves is a leaf, the rest
      // are internal nodes in order of creation (so in order of weight).
      var leaf = 0
      var inner = leaves
      for node in leaves..<(2 * leaves - 1) {
        var children = (0, 0)
        for pick in 0..<2 {
          let child: Int
          if leaf < leaves && (inner >= node || weights[leaf] <= weights[inner]) {
            child = leaf
            leaf += 1
          } else {
            child = inner
            inner += 1
          }
          if pick == 0 { children.0 = child } else { children.1 = child }
        }
        weights[node] = weights[children.0] + weights[children.1]
        parents[children.0] = node
        parents[children.1] = node
      }
      // Depths from the root down, counted by length (a depth is below `leaves`).
      let root = 2 * leaves - 2
      depths[root] = 0
      lengthCounts.initialize(repeating: 0, count: countsEnd)
      for node in stride(from: root - 1, through: 0, by: -1) {
        depths[node] = depths[parents[node]] + 1
        if node < leaves { lengthCounts[depths[node]] += 1 }
      }
      // Lengths over the limit: the JPEG standard's adjustment (Annex K.3), which keeps the
      // code complete.
      var longest = countsEnd - 1
      while longest > limit {
        while lengthCounts[longest] > 0 {
          var shorter = longest - 2
          while lengthCounts[shorter] == 0 { shorter -= 1 }
          lengthCounts[longest] -= 2
          lengthCounts[longest - 1] += 1
          lengthCounts[shorter + 1] += 2
          lengthCounts[shorter] -= 1
        }
        longest -= 1
      }
      // The rarest symbols get the longest codes.
      var next = 0
      for length in stride(from: limit, through: 1, by: -1) {
        for _ in 0..<lengthCounts[length] {
          lengths[symbols[next]] = UInt8(length)
          next += 1
        }
      }
    }
  }

  /// Canonical codes for `lengths`, bit-reversed because DEFLATE writes codes from their
  /// first bit and this writer puts bits least significant first.
  static func canonicalCodes(
    _ lengths: UnsafeMutablePointer<UInt8>, count: Int, into codes: UnsafeMutablePointer<UInt16>
  ) {
    var lengthCounts = [Int](repeating: 0, count: 16)
    for symbol in 0..<count { lengthCounts[Int(lengths[symbol])] += 1 }
    lengthCounts[0] = 0
    var nextCode = [Int](repeating: 0, count: 16)
    var code = 0
    for length in 1..<16 {
      code = (code + lengthCounts[length - 1]) << 1
      nextCode[length] = code
    }
    for symbol in 0..<count {
      let length = Int(lengths[symbol])
      codes[symbol] = 0
      guard length > 0 else { continue }
      var value = nextCode[length]
      nextCode[length] += 1
      var reversed = 0
      for _ in 0..<length {
        reversed = reversed << 1 | value & 1
        value >>= 1
      }
      codes[symbol] = UInt16(reversed)
    }
  }
}
