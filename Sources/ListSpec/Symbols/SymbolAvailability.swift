/// Which SF Symbol names exist, and the iOS version that introduced each, so a spec can be
/// told that `hart.fill` is no symbol (did you mean `heart.fill`?) or that a name is newer
/// than the iOS it targets (specs/symbols.md).
///
/// The table is data, `SymbolAvailability.txt` beside this file, generated from a pinned
/// public copy of Apple's name list by `scripts/update-symbol-availability` and embedded in
/// the library as bytes (`resources: [.embedInCode(…)]`): a `name version` pair a line, `#`
/// starting a comment. It lists every name `UIImage(systemName:)` takes, the old names of
/// renamed symbols with their own versions; it is separate from `SymbolStandIns.txt`, which
/// only says how a name is drawn.
package enum SymbolAvailability {
  /// The iOS version that introduced `name`, or nil when it is not an SF Symbol name.
  /// Case matters, as it does to `UIImage(systemName:)`.
  package static func introduction(of name: String) -> OSVersion? {
    var name = name
    return name.withUTF8 { introduction(ofBytes: $0) }
  }

  /// `introduction(of:)` of a name given as its UTF-8 bytes (an item's value as read).
  package static func introduction(ofBytes name: UnsafeBufferPointer<UInt8>) -> OSVersion? {
    index.find(name).map { index.versions[$0] }
  }

  /// Every name of the table, sorted, with the version that introduced it.
  package static var entries: [(name: String, version: OSVersion)] {
    index.versions.indices.map { (index.name($0), index.versions[$0]) }
  }

  /// The names end to end in the file's (byte) order, for a binary search, and their
  /// versions: read in one pass over the bytes, the only table `validate` needs (the one for
  /// suggestions, `table`, is built when a suggestion is first asked for).
  struct NameIndex: Sendable {
    var bytes: [UInt8] = []
    var starts: [Int32] = [0]
    var versions: [OSVersion] = []

    func name(_ position: Int) -> String {
      String(decoding: bytes[Int(starts[position])..<Int(starts[position + 1])], as: UTF8.self)
    }

    /// The position of `name`, by binary search.
    func find(_ name: UnsafeBufferPointer<UInt8>) -> Int? {
      bytes.withUnsafeBufferPointer { bytes in
        starts.withUnsafeBufferPointer { starts in
          var low = 0
          var high = starts.count - 2
          while low <= high {
            let middle = (low + high) / 2
            let start = Int(starts[middle])
            let candidate = UnsafeBufferPointer(
              rebasing: bytes[start..<Int(starts[middle + 1])])
            switch compare(candidate, name) {
            case 0: return middle
            case ..<0: low = middle + 1
            default: high = middle - 1
            }
          }
          return nil
        }
      }
    }

    /// Byte order: negative when `a` sorts before `b`.
    private func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
      for offset in 0..<min(a.count, b.count) where a[offset] != b[offset] {
        return Int(a[offset]) - Int(b[offset])
      }
      return a.count - b.count
    }
  }

  static let index: NameIndex = {
    var index = NameIndex()
    let data = PackageResources.SymbolAvailability_txt
    index.bytes.reserveCapacity(data.count)
    var position = 0
    func number() -> Int {
      var value = 0
      while position < data.count, (48...57).contains(data[position]) {
        value = value * 10 + Int(data[position] - 48)
        position += 1
      }
      return value
    }
    while position < data.count {
      if data[position] == UInt8(ascii: "#") || data[position] == UInt8(ascii: "\n") {
        while position < data.count, data[position] != UInt8(ascii: "\n") { position += 1 }
        position += 1
        continue
      }
      let start = index.bytes.count
      while position < data.count, data[position] != UInt8(ascii: " ") {
        index.bytes.append(data[position])
        position += 1
      }
      position += 1
      let major = number()
      var minor = 0
      if position < data.count, data[position] == UInt8(ascii: ".") {
        position += 1
        minor = number()
      }
      // The file is generated, sorted and checked by SymbolAvailabilityTests: a line out of
      // order or without a version is a build mistake, not an input error.
      precondition(major > 0, "SymbolAvailability.txt: a name without a version")
      if index.starts.count > 1 {
        let previous = Int(index.starts[index.starts.count - 2])
        precondition(
          index.bytes[previous..<start].lexicographicallyPrecedes(index.bytes[start...]),
          "SymbolAvailability.txt: names out of order")
      }
      index.starts.append(Int32(index.bytes.count))
      index.versions.append(OSVersion(major, minor))
      while position < data.count, data[position] != UInt8(ascii: "\n") { position += 1 }
      position += 1
    }
    return index
  }()

  /// Names close to `name`, closest first, for a did-you-mean: at most `limit`, each within
  /// an edit distance of max(2, length / 4) (insertions, deletions, substitutions and swaps
  /// of neighbours, on the name's bytes, ignoring ASCII case). `name` itself is never one;
  /// an empty array when nothing is that close.
  ///
  /// Ties go first to the names reached without substituting a letter (a dropped, doubled or
  /// swapped letter is the likelier slip: `hart.fill` is `heart.fill` before `hare.fill`),
  /// then to those with the same first letter, then by name. The scan takes the names of a
  /// length within reach, drops those that cheap bounds (letters one lacks or has more of)
  /// put out of it, and measures the rest; 1,000 lookups take about 0.06 s in a release build.
  package static func suggestions(for name: String, limit: Int = 3) -> [String] {
    let query = Array(name.utf8).map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
    guard limit > 0, !query.isEmpty else { return [] }
    let reach = max(2, query.count / 4)
    let signature = Table.signature(query)
    let queryCounts = Table.counts(query)
    let table = Self.table
    var found: [(index: Int, distance: Int)] = []
    withUnsafeBuffers(query, queryCounts, table) { query, queryCounts, bytes, starts, counts in
      let scratch = DistanceScratch(query)
      defer { scratch.deallocate() }
      // Only names whose length is within reach can be (the length difference is a lower
      // bound of the distance); then two more cheap bounds, each of which an edit changes by
      // at most one: the classes of byte one name has and the other lacks, and the bytes one
      // has more of than the other.
      let shortest = max(0, query.count - reach)
      let longest = min(table.byLength.count - 1, query.count + reach)
      guard shortest <= longest else { return }
      for length in shortest...longest {
        for index in table.byLength[length] {
          let index = Int(index)
          let other = table.signatures[index]
          let lacking = max(
            (signature & ~other).nonzeroBitCount, (other & ~signature).nonzeroBitCount)
          guard lacking <= reach else { continue }
          var difference = abs(length &- query.count)
          let base = index &* Table.classes
          for letter in 0..<Table.classes {
            difference &+= abs(Int(queryCounts[letter]) &- Int(counts[base &+ letter]))
          }
          guard difference / 2 <= reach else { continue }
          let candidate = UnsafeBufferPointer(
            rebasing: bytes[Int(starts[index])..<Int(starts[index + 1])])
          if let distance = scratch.distance(to: candidate, reach: reach) {
            found.append((index, distance))
          }
        }
      }
    }
    let ranked = found.compactMap { match -> (String, Int, Int, Bool)? in
      let candidate = index.name(match.index)
      guard candidate != name else { return nil }
      let bytes = Array(candidate.utf8)
      return (
        candidate, match.distance, indelDistance(query, bytes), bytes.first != query.first
      )
    }
    .sorted { ($0.1, $0.2, $0.3 ? 1 : 0, $0.0) < ($1.1, $1.2, $1.3 ? 1 : 0, $1.0) }
    return ranked.prefix(limit).map(\.0)
  }

  /// Runs `body` with unsafe views of the query, its byte counts, the index's name bytes,
  /// name starts and the table's byte counts, so the scan pays no bounds checks.
  private static func withUnsafeBuffers(
    _ query: [UInt8], _ queryCounts: [UInt8], _ table: Table,
    _ body: (
      UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>,
      UnsafeBufferPointer<Int32>, UnsafeBufferPointer<UInt8>
    ) -> Void
  ) {
    query.withUnsafeBufferPointer { query in
      queryCounts.withUnsafeBufferPointer { queryCounts in
        index.bytes.withUnsafeBufferPointer { bytes in
          index.starts.withUnsafeBufferPointer { starts in
            table.counts.withUnsafeBufferPointer { counts in
              body(query, queryCounts, bytes, starts, counts)
            }
          }
        }
      }
    }
  }

  /// What the suggestion scan needs beside the names (`index`, whose bytes it reads with no
  /// `String`): for each name its byte classes and their counts, and the names by length.
  struct Table: Sendable {
    /// Which letters, digits and dots each name holds, a bit each.
    var signatures: [UInt64] = []
    /// How many of each letter, digit and dot each name holds, `Table.classes` bytes a name.
    var counts: [UInt8] = []
    /// The names of each length in bytes, by index.
    var byLength: [[Int32]] = []

    /// The byte classes counted: `a`–`z`, `0`–`9`, `.`, and one for every other byte.
    static let classes = 38

    static func letterClass(_ byte: UInt8) -> Int {
      switch byte {
      case 97...122: Int(byte - 97)
      case 48...57: Int(byte - 48) + 26
      case 46: 36
      default: 37
      }
    }

    static func signature(_ bytes: some Sequence<UInt8>) -> UInt64 {
      bytes.reduce(0) { $0 | 1 << letterClass($1) }
    }

    static func counts(_ bytes: some Sequence<UInt8>) -> [UInt8] {
      var counts = [UInt8](repeating: 0, count: classes)
      for byte in bytes where counts[letterClass(byte)] < .max { counts[letterClass(byte)] += 1 }
      return counts
    }
  }

  /// Built from `index` when a suggestion is first asked for.
  static let table: Table = {
    var table = Table()
    for position in index.versions.indices {
      let name = index.bytes[Int(index.starts[position])..<Int(index.starts[position + 1])]
      table.signatures.append(Table.signature(name))
      table.counts.append(contentsOf: Table.counts(name))
      while table.byLength.count <= name.count { table.byLength.append([]) }
      table.byLength[name.count].append(Int32(position))
    }
    return table
  }()

  /// Edit distance where a substitution costs two (an insertion and a deletion) and a swap of
  /// neighbours one: the tie-break that prefers dropped, doubled and swapped letters.
  static func indelDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
    guard !a.isEmpty else { return b.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in stride(from: 1, through: b.count, by: 1) {
        var cost = min(previous[j] + 1, current[j - 1] + 1)
        cost = min(cost, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 2))
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          cost = min(cost, previous2[j - 2] + 1)
        }
        current[j] = cost
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }
}

/// The optimal string alignment distance (Damerau–Levenshtein without repeated edits of a
/// substring) from one query to many candidates, with what the query needs kept between them.
/// A query of up to 64 bytes uses Myers' bit-vector algorithm with Hyyrö's transposition step:
/// one pass over the candidate, a few word operations a byte. A longer one fills only the band
/// of the table within reach of the diagonal, and stops at the first row wholly out of reach.
private struct DistanceScratch {
  let query: UnsafeBufferPointer<UInt8>
  /// For each byte value, the query positions holding it (bit-vector case).
  let masks: UnsafeMutablePointer<UInt64>
  /// Three rows of the table, the query's bytes its columns (banded case).
  let rows: [UnsafeMutablePointer<Int>]

  init(_ query: UnsafeBufferPointer<UInt8>) {
    self.query = query
    masks = .allocate(capacity: 256)
    masks.initialize(repeating: 0, count: 256)
    for (position, byte) in query.enumerated() where position < 64 {
      masks[Int(byte)] |= 1 << position
    }
    rows = (0..<3).map { _ in
      let row = UnsafeMutablePointer<Int>.allocate(capacity: query.count + 2)
      row.initialize(repeating: 0, count: query.count + 2)
      return row
    }
  }

  func deallocate() {
    masks.deallocate()
    for row in rows { row.deallocate() }
  }

  /// The distance from the query to `candidate` when it is at most `reach`, else nil.
  func distance(to candidate: UnsafeBufferPointer<UInt8>, reach: Int) -> Int? {
    let distance =
      query.count <= 64
      ? bitVectorDistance(to: candidate) : bandedDistance(to: candidate, reach: reach)
    return distance <= reach ? distance : nil
  }

  /// Hyyrö (2003), "A bit-vector algorithm for computing Levenshtein and Damerau edit
  /// distances": vertical and horizontal differences of a table column held as bit vectors.
  private func bitVectorDistance(to candidate: UnsafeBufferPointer<UInt8>) -> Int {
    var positive: UInt64 = ~0
    var negative: UInt64 = 0
    var zero: UInt64 = 0
    var previousMask: UInt64 = 0
    var distance = query.count
    let last: UInt64 = 1 << (query.count - 1)
    for byte in candidate {
      let mask = masks[Int(byte)]
      let transposed = ((~zero & mask) << 1) & previousMask
      zero = (((mask & positive) &+ positive) ^ positive) | mask | negative | transposed
      var horizontalPositive = negative | ~(zero | positive)
      var horizontalNegative = zero & positive
      if horizontalPositive & last != 0 { distance += 1 }
      if horizontalNegative & last != 0 { distance -= 1 }
      horizontalPositive = horizontalPositive << 1 | 1
      horizontalNegative <<= 1
      positive = horizontalNegative | ~(zero | horizontalPositive)
      negative = horizontalPositive & zero
      previousMask = mask
    }
    return distance
  }

  /// The textbook table, restricted to cells within `reach` of the diagonal (the others
  /// exceed it); past `reach` every value is `reach + 1`.
  private func bandedDistance(to candidate: UnsafeBufferPointer<UInt8>, reach: Int) -> Int {
    let n = query.count
    let far = reach + 1
    var previous2 = rows[0]
    var previous = rows[1]
    var current = rows[2]
    for j in 0...n { previous[j] = min(j, far) }
    previous[n + 1] = far
    for i in stride(from: 1, through: candidate.count, by: 1) {
      let low = max(1, i - reach)
      let high = min(n, i + reach)
      if low > high { return far }
      current[low - 1] = low == 1 ? min(i, far) : far
      var rowMinimum = current[low - 1]
      let letter = candidate[i - 1]
      for j in low...high {
        var cost = min(previous[j] + 1, current[j - 1] + 1)
        cost = min(cost, previous[j - 1] + (query[j - 1] == letter ? 0 : 1))
        if i > 1, j > 1, query[j - 1] == candidate[i - 2], query[j - 2] == letter {
          cost = min(cost, previous2[j - 2] + 1)
        }
        cost = min(cost, far)
        current[j] = cost
        rowMinimum = min(rowMinimum, cost)
      }
      current[high + 1] = far
      if rowMinimum > reach { return far }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[n]
  }
}
