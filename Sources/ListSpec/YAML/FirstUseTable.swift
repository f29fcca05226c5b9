#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// Texts seen so far, each with where it was first used, to report each one used again
/// without keeping what used them: duplicate item ids as items go by (`Validator`), and
/// duplicate keys of a large mapping as the reader reads it (`TreeBuilder`). Every distinct
/// text is kept once, its bytes in one arena.
///
/// Item ids are compared as Swift compares strings (canonical equivalence: `é` and `e` +
/// `◌́`, `K` and KELVIN SIGN are the same id, as they are to a diffable data source): a
/// non-ASCII id is kept in Normalization Form C, so that equal ids have equal bytes
/// (`firstUse(of:at:)` with a `String`). Mapping keys are compared byte for byte, as YAML
/// and the reader's scan of a small mapping compare them (`firstUse(ofBytes:at:)`).
/// Slots of 8 bytes (the hash's high 32 bits and the record) are hashed with FNV-1a; Swift's
/// `Set<String>` hashed each id with SipHash into 16-byte slots, and a dictionary of 4,000,000
/// keys to their ranges held about 100 bytes a key.
struct FirstUseTable {
  private let source: SourceFile?
  /// Open addressing, at most half full (four fifths saved 100,000 ids 1 MB, but linear
  /// probing then cost the one-core `validate` several percent): the hash's high 32 bits,
  /// then the record's offset in `records` + 1; 0 is empty.
  private var slots = [UInt64](repeating: 0, count: 64)
  /// Each distinct text as one record: where it was first used, as its range's start offset
  /// (4 bytes) and length (2 bytes), turned back into a range only for a duplicate; the
  /// text's length (1 byte, or 255 and 4 more); then its bytes. About 17 bytes for a short
  /// id, where a `SourceRange` alone is 48.
  private var records: [UInt8] = []
  private var count = 0
  /// First ranges that do not pack (no file, an offset past 4 GiB, a range over 64 KiB),
  /// by record.
  private var unpackedRanges: [Int: SourceRange] = [:]
  /// Texts that came once the records outgrew 32-bit offsets.
  private var overflow: [[UInt8]: SourceRange] = [:]
  /// The last first range rebuilt: a file that repeats one id rebuilds it once.
  private var lastRebuilt: (record: Int, range: SourceRange)?

  /// `reservingBytes` reserves room for the records up front (memory is only committed as
  /// it is written): growing the array by doubling held two copies at once. `expectedCount`
  /// sizes the slots for that many texts: each growth rehashed every text so far, a cache
  /// miss each.
  init(source: SourceFile?, reservingBytes: Int = 0, expectedCount: Int = 0) {
    self.source = source
    records.reserveCapacity(reservingBytes)
    var capacity = 64
    while capacity < 2 * expectedCount { capacity <<= 1 }
    if capacity > slots.count { slots = [UInt64](repeating: 0, count: capacity) }
  }

  /// The range where an id equal to `id` (canonical equivalence) was first used, or nil
  /// when `id` is new (it is then recorded as used at `range`).
  mutating func firstUse(of id: String, at range: SourceRange) -> SourceRange? {
    firstUse(of: id, idHash: Self.idHash(id), at: range)
  }

  /// `firstUse(of:at:)` with the id's `idHash` already computed.
  mutating func firstUse(of id: String, idHash: UInt64?, at range: SourceRange) -> SourceRange? {
    var text = id
    if let idHash {
      return text.withUTF8 { firstUse(ofBytes: $0, hash: idHash, at: range) }
    }
    // Canonically equivalent ids are one id: looked up by their NFC bytes. (The standard
    // library's own NFC, which String's == uses; Foundation's
    // `precomposedStringWithCanonicalMapping` gives the same bytes, but is not linked.)
    return text._nfcCodeUnits.withUnsafeBufferPointer { firstUse(ofBytes: $0, at: range) }
  }

  /// The hash `firstUse(of:at:)` looks an ASCII id up by (hashed while checking it is ASCII:
  /// one pass over the common id); nil for another id.
  static func idHash(_ id: String) -> UInt64? {
    var text = id
    return text.withUTF8 { idHash(bytes: $0) }
  }

  /// `idHash(_:)` of the id with these UTF-8 bytes.
  static func idHash(bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
    var hash = offsetBasis
    var combined: UInt8 = 0
    for byte in bytes {
      combined |= byte
      hash = (hash ^ UInt64(byte)) &* prime
    }
    return combined < 0x80 ? hash : nil
  }

  /// What `touch(hash:)` read, kept so that the reads are made.
  var touched: UInt64 = 0

  /// Reads the slot a lookup by `hash` starts at. A batch of lookups that first reads each
  /// one's slot waits for memory about once, where lookups one after another waited once
  /// each (the table is larger than the cache).
  func touch(hash: UInt64) -> UInt64 {
    slots[Int(truncatingIfNeeded: hash ^ (hash >> 29)) & (slots.count - 1)]
  }

  /// The range where the same bytes were first used, or nil when they are new (they are
  /// then recorded as used at `range`).
  mutating func firstUse(ofBytes bytes: UnsafeBufferPointer<UInt8>, at range: SourceRange)
    -> SourceRange?
  {
    firstUse(ofBytes: bytes, hash: Self.hash(bytes), at: range)
  }

  /// True when the same bytes were recorded, without recording them.
  func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let hash = Self.hash(bytes)
    return probe(bytes, hash: hash).record != nil
      || (!overflow.isEmpty && overflow[Array(bytes)] != nil)
  }

  private mutating func firstUse(
    ofBytes bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, at range: SourceRange
  ) -> SourceRange? {
    let fingerprint = hash >> 32
    let (slot, found) = probe(bytes, hash: hash)
    if let found { return firstRange(ofRecord: found) }
    guard records.count + bytes.count + 11 < Int(UInt32.max) else {
      // The records are full: the rest go to a dictionary.
      let key = Array(bytes)
      if let first = overflow[key] { return first }
      overflow[key] = range
      return nil
    }
    slots[slot] = fingerprint << 32 | UInt64(records.count + 1)
    append(bytes, range: range)
    count += 1
    if 2 * count > slots.count { grow() }
    return nil
  }

  /// The slot holding `bytes`' record (then also returned), or the empty slot where it would go.
  private func probe(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> (
    slot: Int, record: Int?
  ) {
    let fingerprint = hash >> 32
    // Probed through pointers: the array's checks per probe cost as much as the probe.
    return slots.withUnsafeBufferPointer { slots in
      records.withUnsafeBufferPointer { records -> (Int, Int?) in
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
        while true {
          let entry = slots[slot]
          if entry == 0 { return (slot, nil) }
          if entry >> 32 == fingerprint {
            let record = Int(entry & 0xFFFF_FFFF) - 1
            if Self.text(ofRecord: record, in: records).elementsEqual(bytes) {
              return (slot, record)
            }
          }
          slot = (slot + 1) & mask
        }
      }
    }
  }

  private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
  private static let prime: UInt64 = 0x100_0000_01b3

  /// The text bytes of the record at `record`.
  private static func text(ofRecord record: Int, in records: UnsafeBufferPointer<UInt8>)
    -> UnsafeBufferPointer<UInt8>
  {
    let short = Int(records[record + 6])
    guard short == 255 else {
      return UnsafeBufferPointer(rebasing: records[record + 7..<record + 7 + short])
    }
    let long = records[record + 7..<record + 11].reversed().reduce(0) { $0 << 8 | Int($1) }
    return UnsafeBufferPointer(rebasing: records[record + 11..<record + 11 + long])
  }

  private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, range: SourceRange) {
    let record = records.count
    let start = range.start.offset
    let length = range.end.offset - start
    let packs =
      source != nil && start >= 0 && start < Int(UInt32.max) && length >= 0 && length < 0xFFFF
    if !packs { unpackedRanges[record] = range }
    let packedStart = packs ? UInt32(start) : 0
    let packedLength = packs ? UInt16(length) : 0xFFFF
    guard bytes.count < 255 else {
      withUnsafeBytes(of: packedStart.littleEndian) { records.append(contentsOf: $0) }
      withUnsafeBytes(of: packedLength.littleEndian) { records.append(contentsOf: $0) }
      records.append(255)
      withUnsafeBytes(of: UInt32(bytes.count).littleEndian) { records.append(contentsOf: $0) }
      records.append(contentsOf: bytes)
      return
    }
    // A short text's record is put together on the stack and appended at once: each append
    // to the array costs about a hundred instructions, and a record was four.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 7 + bytes.count) { record in
      let base = UnsafeMutableRawPointer(record.baseAddress!)
      base.storeBytes(of: packedStart.littleEndian, toByteOffset: 0, as: UInt32.self)
      base.storeBytes(of: packedLength.littleEndian, toByteOffset: 4, as: UInt16.self)
      record[6] = UInt8(bytes.count)
      if let text = bytes.baseAddress {
        (record.baseAddress! + 7).update(from: text, count: bytes.count)
      }
      records.append(contentsOf: UnsafeBufferPointer(record))
    }
  }

  private mutating func firstRange(ofRecord record: Int) -> SourceRange {
    if let unpacked = unpackedRanges[record] { return unpacked }
    if let lastRebuilt, lastRebuilt.record == record { return lastRebuilt.range }
    let start = records[record..<record + 4].reversed().reduce(0) { $0 << 8 | Int($1) }
    let length = records[record + 4..<record + 6].reversed().reduce(0) { $0 << 8 | Int($1) }
    let range = SourceRange(
      start: source!.location(byteOffset: start), end: source!.location(byteOffset: start + length))
    lastRebuilt = (record, range)
    return range
  }

  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash = offsetBasis
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* prime }
    return hash
  }

  private mutating func grow() {
    var grown = [UInt64](repeating: 0, count: slots.count * 2)
    let mask = grown.count - 1
    records.withUnsafeBufferPointer { records in
      for old in slots where old != 0 {
        let hash = Self.hash(Self.text(ofRecord: Int(old & 0xFFFF_FFFF) - 1, in: records))
        var slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
        while grown[slot] != 0 { slot = (slot + 1) & mask }
        grown[slot] = old
      }
    }
    slots = grown
  }

}
