import Foundation

// PNG's Up and Sub filters over cairo's pixels, written for list pictures: most rows repeat
// the one above or differ from it in a few groups of pixels.

extension PNGEncoder {
  /// What `filterRow` knows of the row above, carried from row to row.
  struct FilterState {
    /// `previous` holds the straight RGBA of the row above.
    var previousIsCurrent: Bool
    /// Every pixel of the row above is opaque or clear (or there is no row above), so its
    /// straight RGBA is its source bytes reordered.
    var aboveIsOpaqueOrClear: Bool
  }

  /// One row, filtered into `row` with Sub or Up (see `filterOpaqueOrClearRow`; a row with
  /// translucent pixels takes the one that leaves smaller values, libpng's heuristic over two
  /// filters), its chunks of 64 bytes that are not all zero marked in `chunks` (see
  /// `DeflateWriter.append`). `previous` holds the straight RGBA of the row above when
  /// `state` says so, and is brought up to date when needed; `raw` is scratch. Returns
  /// whether the row repeats `above`: all zeros under Up, of which only the first 258 bytes
  /// are written, and no chunks marked.
  static func filterRow(
    _ source: UnsafeMutablePointer<UInt8>, above: UnsafeMutablePointer<UInt8>?, width: Int,
    raw: UnsafeMutablePointer<UInt8>, previous: UnsafeMutablePointer<UInt8>,
    state: inout FilterState, into row: UnsafeMutablePointer<UInt8>,
    chunks: UnsafeMutablePointer<UInt64>
  ) -> Bool {
    let count = width * 4
    if let above, memcmp(source, above, count) == 0 {
      // No one reads the rest: the row is coded without being read (`appendRepeatedRow`),
      // and a match found in an earlier row reads at most 258 bytes from where it starts.
      row[0] = 2
      (row + 1).initialize(repeating: 0, count: min(count, 257))
      return true
    }
    // Both rows opaque or clear (nearly every row of a list picture): filtering commutes with
    // reordering BGRA to RGBA, so filter the source bytes and reorder the result, with no
    // conversion pass and no copy of the row.
    if state.aboveIsOpaqueOrClear,
      filterOpaqueOrClearRow(
        source, above: above ?? previous, count: count, into: row, chunks: chunks)
    {
      state.previousIsCurrent = false
      return false
    }
    if !state.previousIsCurrent, let above { straightRGBA(above, width: width, into: previous) }
    state.previousIsCurrent = true
    state.aboveIsOpaqueOrClear = straightRGBA(source, width: width, into: raw)
    // Sum of |byte| (as signed) under each filter; the first pixel has nothing to its left.
    // Sixteen bytes a step, gathered in 16-bit lanes (pairs of bytes) that are emptied into
    // 32-bit totals before they could overflow.
    let rawBytes = UnsafeRawPointer(raw)
    let previousBytes = UnsafeRawPointer(previous)
    var subCost: UInt32 = 0
    var upCost: UInt32 = 0
    for index in 0..<min(4, count) {
      subCost &+= UInt32(Int8(bitPattern: raw[index]).magnitude)
      upCost &+= UInt32(Int8(bitPattern: raw[index] &- previous[index]).magnitude)
    }
    var index = 4
    while index + 16 <= count {
      var subLanes = SIMD8<UInt16>()
      var upLanes = SIMD8<UInt16>()
      let end = min(count - 16, index + 16 * 254)
      while index <= end {
        let value = rawBytes.loadUnaligned(fromByteOffset: index, as: SIMD16<Int8>.self)
        let left = rawBytes.loadUnaligned(fromByteOffset: index - 4, as: SIMD16<Int8>.self)
        let up = previousBytes.loadUnaligned(fromByteOffset: index, as: SIMD16<Int8>.self)
        subLanes &+= magnitudes(value &- left)
        upLanes &+= magnitudes(value &- up)
        index += 16
      }
      subCost &+= total(subLanes)
      upCost &+= total(upLanes)
    }
    while index < count {
      let value = raw[index]
      subCost &+= UInt32(Int8(bitPattern: value &- raw[index - 4]).magnitude)
      upCost &+= UInt32(Int8(bitPattern: value &- previous[index]).magnitude)
      index &+= 1
    }
    let out = UnsafeMutableRawPointer(row + 1)
    if upCost <= subCost {
      row[0] = 2  // Up
      var index = 0
      while index + 16 <= count {
        let value = rawBytes.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
        let up = previousBytes.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
        out.storeBytes(of: value &- up, toByteOffset: index, as: SIMD16<UInt8>.self)
        index += 16
      }
      while index < count {
        row[1 + index] = raw[index] &- previous[index]
        index += 1
      }
    } else {
      row[0] = 1  // Sub
      (row + 1).update(from: raw, count: min(4, count))
      var index = 4
      while index + 16 <= count {
        let value = rawBytes.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
        let left = rawBytes.loadUnaligned(fromByteOffset: index - 4, as: SIMD16<UInt8>.self)
        out.storeBytes(of: value &- left, toByteOffset: index, as: SIMD16<UInt8>.self)
        index += 16
      }
      while index < count {
        row[1 + index] = raw[index] &- raw[index - 4]
        index += 1
      }
    }
    previous.update(from: raw, count: count)
    DeflateWriter.markChunks(of: row + 1, count: count, into: chunks)
    return false
  }

  /// The magnitudes of sixteen signed differences, summed in pairs into 16-bit lanes (the
  /// Sub/Up cost of sixteen bytes).
  @inline(__always)
  static func magnitudes(_ difference: SIMD16<Int8>) -> SIMD8<UInt16> {
    let sign = difference &>> 7
    let pairs = unsafeBitCast((difference ^ sign) &- sign, to: SIMD8<UInt16>.self)
    return pairs & 0xFF &+ pairs &>> 8
  }

  /// The sum of the lanes.
  @inline(__always)
  static func total(_ lanes: SIMD8<UInt16>) -> UInt32 {
    var sum: UInt32 = 0
    for lane in 0..<8 { sum &+= UInt32(lanes[lane]) }
    return sum
  }

  /// `filterRow` for a row whose pixels and those of `above` are all opaque or clear: filtered
  /// bytes straight from the premultiplied source (`above` all zeros for the first row), and
  /// the chunks that are not all zero marked in `chunks` (see `DeflateWriter.append`).
  /// Returns false, with the row half written, when a pixel of the row is translucent.
  ///
  /// Up is written first, and Sub tried only when more than a quarter of Up's chunks are not
  /// all zero (a row that starts a new fill, crosses a rule or a line of text: mail at 3x,
  /// 134 of its 736 rows). The filter with fewer such chunks wins, as they are what the coder
  /// reads byte by byte. (Against the smaller sum of magnitudes, costed for both filters on
  /// every row: the examples' files −0.7…+2.5%, and mail's render 8% fewer instructions.)
  static func filterOpaqueOrClearRow(
    _ source: UnsafeMutablePointer<UInt8>, above: UnsafeMutablePointer<UInt8>, count: Int,
    into row: UnsafeMutablePointer<UInt8>, chunks: UnsafeMutablePointer<UInt64>
  ) -> Bool {
    let sourceBytes = UnsafeRawPointer(source)
    let aboveBytes = UnsafeRawPointer(above)
    let out = UnsafeMutableRawPointer(row + 1)
    @inline(__always) func up(_ index: Int, _ value: SIMD16<UInt8>) -> SIMD16<UInt8> {
      aboveBytes.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
    }
    // The first group's left neighbours are the zeros before the row.
    @inline(__always) func left(_ index: Int, _ value: SIMD16<UInt8>) -> SIMD16<UInt8> {
      index == 0
        ? value.shifted4
        : sourceBytes.loadUnaligned(fromByteOffset: index &- 4, as: SIMD16<UInt8>.self)
    }
    @inline(__always) func leftPixel(_ index: Int) -> UInt32 {
      index == 0 ? 0 : sourceBytes.loadUnaligned(fromByteOffset: index &- 4, as: UInt32.self)
    }
    // Alpha 255 or 0 (all zero, premultiplied) ⇔ alpha + 1 (carried out of the pixel) has no
    // bit in 0xFE; the sums are gathered with OR and masked once.
    var alphaPlusOne = SIMD4<UInt32>()
    @inline(__always) func checkAlpha(_ value: SIMD16<UInt8>) {
      alphaPlusOne |= unsafeBitCast(value, to: SIMD4<UInt32>.self) &+ 0x0100_0000
    }
    let wholeChunks = count &>> 6
    let chunkCount = (count &+ 63) &>> 6
    // Writes the row filtered against `reference` and marks its chunks; returns how many are
    // not all zero. Four groups (a chunk) at a time: when all four equal what they are
    // filtered against they are zeros, stored with no reordering, and need no alpha check (a
    // pixel equal to the one above, or to its left neighbour and so back to a checked one or
    // to the clear pixel before the row, is opaque or clear like it). Most of a row's chunks
    // are such, in a list. The last chunk, if partial, is marked whatever it holds.
    @inline(__always) func write(
      against reference: (Int, SIMD16<UInt8>) -> SIMD16<UInt8>,
      pixel pixelReference: (Int) -> UInt32
    ) -> Int {
      var marked = 0
      var bits: UInt64 = 0
      var index = 0
      for chunk in 0..<wholeChunks {
        let (values, differences, equal) = group(sourceBytes, at: index, against: reference)
        if equal {
          for offset in Swift.stride(from: 0, to: 64, by: 16) {
            out.storeBytes(
              of: SIMD16<UInt8>(), toByteOffset: index &+ offset, as: SIMD16<UInt8>.self)
          }
        } else {
          bits |= 1 &<< UInt64(chunk & 63)
          marked &+= 1
          checkAlpha(values.0)
          checkAlpha(values.1)
          checkAlpha(values.2)
          checkAlpha(values.3)
          out.storeBytes(of: reordered(differences.0), toByteOffset: index, as: SIMD16<UInt8>.self)
          out.storeBytes(
            of: reordered(differences.1), toByteOffset: index &+ 16, as: SIMD16<UInt8>.self)
          out.storeBytes(
            of: reordered(differences.2), toByteOffset: index &+ 32, as: SIMD16<UInt8>.self)
          out.storeBytes(
            of: reordered(differences.3), toByteOffset: index &+ 48, as: SIMD16<UInt8>.self)
        }
        if chunk & 63 == 63 {
          chunks[chunk &>> 6] = bits
          bits = 0
        }
        index &+= 64
      }
      if index < count {
        while index &+ 16 <= count {
          let value = sourceBytes.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
          checkAlpha(value)
          out.storeBytes(
            of: reordered(value &- reference(index, value)), toByteOffset: index,
            as: SIMD16<UInt8>.self)
          index &+= 16
        }
        while index < count {
          let value = sourceBytes.loadUnaligned(fromByteOffset: index, as: UInt32.self)
          alphaPlusOne[0] |= value &+ 0x0100_0000
          let difference = unsafeBitCast(
            unsafeBitCast(value, to: SIMD4<UInt8>.self)
              &- unsafeBitCast(pixelReference(index), to: SIMD4<UInt8>.self), to: UInt32.self)
          out.storeBytes(
            of: difference & 0xFF00_FF00 | (difference >> 16) & 0xFF | (difference & 0xFF) << 16,
            toByteOffset: index, as: UInt32.self)
          index &+= 4
        }
        bits |= 1 &<< UInt64(wholeChunks & 63)
        marked &+= 1
      }
      if wholeChunks & 63 != 0 || wholeChunks < chunkCount {
        chunks[(chunkCount &- 1) &>> 6] = bits
      }
      return marked
    }
    let marked = write(
      against: up, pixel: { aboveBytes.loadUnaligned(fromByteOffset: $0, as: UInt32.self) })
    if alphaPlusOne & 0xFE00_0000 != .zero { return false }
    row[0] = 2  // Up
    guard marked &* 4 > chunkCount else { return true }
    // Sub's chunks that are not all zero against Up's, on every fourth whole chunk (as good
    // a choice as counting all: the examples' files within 0.4%, and a quarter of the
    // reading).
    var upMarked = 0
    var subMarked = 0
    for word in 0..<(wholeChunks &+ 63) &>> 6 {
      let sampled = wholeChunks &- word &<< 6 >= 64 ? ~0 : (1 &<< UInt64(wholeChunks & 63)) &- 1
      upMarked &+= (chunks[word] & sampled & 0x1111_1111_1111_1111).nonzeroBitCount
    }
    var index = 0
    while index &+ 64 <= count {
      if !group(sourceBytes, at: index, against: left).equal { subMarked &+= 1 }
      index &+= 256
    }
    if subMarked < upMarked {
      row[0] = 1  // Sub
      _ = write(against: left, pixel: leftPixel)
    }
    return true
  }

  /// Sixteen pixels of a row (64 bytes) from byte `index`, their differences from what
  /// `reference(index, value)` gives for each sixteen bytes, and whether those are all zero.
  @inline(__always)
  static func group(
    _ source: UnsafeRawPointer, at index: Int,
    against reference: (Int, SIMD16<UInt8>) -> SIMD16<UInt8>
  ) -> (values: Group, differences: Group, equal: Bool) {
    let values = (
      source.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self),
      source.loadUnaligned(fromByteOffset: index &+ 16, as: SIMD16<UInt8>.self),
      source.loadUnaligned(fromByteOffset: index &+ 32, as: SIMD16<UInt8>.self),
      source.loadUnaligned(fromByteOffset: index &+ 48, as: SIMD16<UInt8>.self)
    )
    let differences = (
      values.0 &- reference(index, values.0),
      values.1 &- reference(index &+ 16, values.1),
      values.2 &- reference(index &+ 32, values.2),
      values.3 &- reference(index &+ 48, values.3)
    )
    let any = unsafeBitCast(
      differences.0 | differences.1 | differences.2 | differences.3, to: SIMD2<UInt64>.self)
    return (values, differences, any[0] | any[1] == 0)
  }
  typealias Group = (SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>)

  /// Four pixels' bytes, BGRA (cairo's order on a little-endian machine) to RGBA.
  @inline(__always)
  static func reordered(_ bytes: SIMD16<UInt8>) -> SIMD16<UInt8> {
    // B and R swap places: the halves of each pixel's B_R_ rotated by 16 bits (which the
    // compiler does as two word shuffles).
    let pixels = unsafeBitCast(bytes, to: SIMD4<UInt32>.self)
    let blueAndRed = pixels & 0x00FF_00FF
    return unsafeBitCast(
      pixels & 0xFF00_FF00 | blueAndRed &<< 16 | blueAndRed &>> 16, to: SIMD16<UInt8>.self)
  }

  /// `filterRow` for a picture written as RGB: the row filtered with Up, or Sub where it
  /// leaves fewer chunks that are not all zero (as in `filterOpaqueOrClearRow`), straight
  /// from the source pixels, and the chunks of 64 bytes of the filtered row that may not be
  /// all zero marked in `chunks`. The first row is filtered against `black` (opaque black
  /// pixels), the first pixel of a row under Sub against an opaque black pixel before it.
  /// Returns whether the row repeats `above` (then only its first 258 bytes are written).
  ///
  /// Sets `translucent` when a pixel is not opaque. Every row is written with Up first, and
  /// only the groups that differ from the row above are looked at: the others equal pixels
  /// above that were (or that equal ones that were, or the opaque black above the picture,
  /// which a clear pixel does not equal).
  static func filterOpaqueRow(
    _ source: UnsafeMutablePointer<UInt8>, above: UnsafeMutablePointer<UInt8>?,
    black: UnsafeMutablePointer<UInt8>, width: Int, into row: UnsafeMutablePointer<UInt8>,
    chunks: UnsafeMutablePointer<UInt64>, translucent: inout Bool
  ) -> Bool {
    let count = width * 4
    let outCount = width * 3
    if let above, memcmp(source, above, count) == 0 {
      row[0] = 2  // Up
      (row + 1).initialize(repeating: 0, count: min(outCount, 257))
      return true
    }
    let sourceBytes = UnsafeRawPointer(source)
    let aboveBytes = UnsafeRawPointer(above ?? black)
    let out = UnsafeMutableRawPointer(row + 1)
    @inline(__always) func up(_ index: Int, _ value: SIMD16<UInt8>) -> SIMD16<UInt8> {
      aboveBytes.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
    }
    @inline(__always) func upPixel(_ index: Int) -> UInt32 {
      aboveBytes.loadUnaligned(fromByteOffset: index, as: UInt32.self)
    }
    // The first group's left neighbours: opaque black, then the group's first three pixels.
    let blackFirst = unsafeBitCast(SIMD4<UInt32>(0xFF00_0000, 0, 0, 0), to: SIMD16<UInt8>.self)
    @inline(__always) func left(_ index: Int, _ value: SIMD16<UInt8>) -> SIMD16<UInt8> {
      index == 0
        ? value.shifted4 | blackFirst
        : sourceBytes.loadUnaligned(fromByteOffset: index &- 4, as: SIMD16<UInt8>.self)
    }
    @inline(__always) func leftPixel(_ index: Int) -> UInt32 {
      index == 0
        ? 0xFF00_0000 : sourceBytes.loadUnaligned(fromByteOffset: index &- 4, as: UInt32.self)
    }
    // Every alpha looked at, gathered with AND: all 255 if all are opaque.
    var alphas = SIMD4<UInt32>(repeating: ~0)
    @inline(__always) func checkAlpha(_ value: SIMD16<UInt8>) {
      alphas &= unsafeBitCast(value, to: SIMD4<UInt32>.self)
    }
    // Four pixels' differences, BGRA, stored as twelve bytes RGB at `offset`, as two stores
    // of eight bytes: the last two bytes of each are the next pixels', written after.
    @inline(__always) func store(_ difference: SIMD16<UInt8>, at offset: Int) {
      let halves = unsafeBitCast(reordered(difference), to: SIMD2<UInt64>.self)
      // RGB_RGB_ to RGBRGB.
      let first = halves[0] & 0xFF_FFFF | halves[0] &>> 8 & 0xFFFF_FF00_0000
      let second = halves[1] & 0xFF_FFFF | halves[1] &>> 8 & 0xFFFF_FF00_0000
      out.storeBytes(of: first, toByteOffset: offset, as: UInt64.self)
      out.storeBytes(of: second, toByteOffset: offset &+ 6, as: UInt64.self)
    }
    // The chunk of 64 filtered bytes holding byte `offset`, marked.
    @inline(__always) func mark(_ offset: Int) {
      let chunk = offset &>> 6
      chunks[chunk &>> 6] |= 1 &<< UInt64(chunk & 63)
    }
    let words = DeflateWriter.chunkWords(count: outCount)
    // Groups of sixteen pixels: 64 source bytes, 48 filtered ones.
    let wholeGroups = count &>> 6
    let groupCount = (count &+ 63) &>> 6
    // Writes the row filtered against `reference` and marks its chunks; returns how many
    // groups of sixteen pixels are not all equal to their reference. Most groups of a list's
    // row are: stored as zeros with no reordering and no alpha check.
    @inline(__always) func write(
      against reference: (Int, SIMD16<UInt8>) -> SIMD16<UInt8>,
      pixel pixelReference: (Int) -> UInt32
    ) -> Int {
      chunks.update(repeating: 0, count: words)
      var marked = 0
      var index = 0
      var offset = 0
      for _ in 0..<wholeGroups {
        let (values, differences, equal) = group(sourceBytes, at: index, against: reference)
        if equal {
          for part in Swift.stride(from: 0, to: 48, by: 16) {
            out.storeBytes(
              of: SIMD16<UInt8>(), toByteOffset: offset &+ part, as: SIMD16<UInt8>.self)
          }
        } else {
          marked &+= 1
          checkAlpha(values.0)
          checkAlpha(values.1)
          checkAlpha(values.2)
          checkAlpha(values.3)
          store(differences.0, at: offset)
          store(differences.1, at: offset &+ 12)
          store(differences.2, at: offset &+ 24)
          store(differences.3, at: offset &+ 36)
          mark(offset)
          mark(offset &+ 47)
        }
        index &+= 64
        offset &+= 48
      }
      guard index < count else { return marked }
      // The last pixels, fewer than sixteen (at most 45 bytes, two chunks): marked whatever
      // they hold.
      mark(offset)
      mark(outCount &- 1)
      while index &+ 16 <= count {
        let value = sourceBytes.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
        checkAlpha(value)
        store(value &- reference(index, value), at: offset)
        index &+= 16
        offset &+= 12
      }
      while index < count {
        let value = sourceBytes.loadUnaligned(fromByteOffset: index, as: UInt32.self)
        alphas[0] &= value
        let difference = unsafeBitCast(
          unsafeBitCast(value, to: SIMD4<UInt8>.self)
            &- unsafeBitCast(pixelReference(index), to: SIMD4<UInt8>.self), to: UInt32.self)
        // BGRA to RGB and one byte more, written over by the next pixel (if any).
        out.storeBytes(
          of: difference & 0xFF00 | (difference >> 16) & 0xFF | (difference & 0xFF) << 16,
          toByteOffset: offset, as: UInt32.self)
        index &+= 4
        offset &+= 3
      }
      return marked &+ 1
    }
    let marked = write(against: up, pixel: upPixel)
    row[0] = 2  // Up
    if marked &* 4 > groupCount {
      // Sub's groups that are not all zero against Up's, on every fourth whole group (as
      // `filterOpaqueOrClearRow` does).
      var upMarked = 0
      var subMarked = 0
      var index = 0
      while index &+ 64 <= count {
        if !group(sourceBytes, at: index, against: up).equal { upMarked &+= 1 }
        if !group(sourceBytes, at: index, against: left).equal { subMarked &+= 1 }
        index &+= 256
      }
      if subMarked < upMarked {
        row[0] = 1  // Sub
        _ = write(against: left, pixel: leftPixel)
      }
    }
    if alphas & 0xFF00_0000 != SIMD4(repeating: 0xFF00_0000) { translucent = true }
    return false
  }
}

extension SIMD16<UInt8> {
  /// The bytes four places on: four zeros, then the first twelve (a row's first pixels'
  /// left neighbours).
  var shifted4: SIMD16<UInt8> {
    // As one 128-bit number (lanes are little-endian), shifted left by 32 bits.
    let halves = unsafeBitCast(self, to: SIMD2<UInt64>.self)
    return unsafeBitCast(
      SIMD2(halves[0] &<< 32, halves[1] &<< 32 | halves[0] &>> 32), to: SIMD16<UInt8>.self)
  }
}
