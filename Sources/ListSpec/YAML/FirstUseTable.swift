import Foundation

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
  /// Open addressing, at most four fifths full (the 32-bit fingerprints make a probe one
  /// compare, and half full cost 100,000 ids 2 MB where 1 MB holds them): the hash's high
  /// 32 bits, then the record's offset in `records` + 1; 0 is empty.
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
  /// it is written): growing the array by doubling held two copies at once.
  init(source: SourceFile?, reservingBytes: Int = 0) {
    self.source = source
    records.reserveCapacity(reservingBytes)
  }

  /// The range where an id equal to `id` (canonical equivalence) was first used, or nil
  /// when `id` is new (it is then recorded as used at `range`).
  mutating func firstUse(of id: String, at range: SourceRange) -> SourceRange? {
    var text = id
    let isASCII = text.withUTF8 { bytes in bytes.allSatisfy { $0 < 0x80 } }
    if !isASCII { text = text.precomposedStringWithCanonicalMapping }
    return text.withUTF8 { firstUse(ofBytes: $0, at: range) }
  }

  /// The range where the same bytes were first used, or nil when they are new (they are
  /// then recorded as used at `range`).
  mutating func firstUse(ofBytes bytes: UnsafeBufferPointer<UInt8>, at range: SourceRange)
    -> SourceRange?
  {
    let hash = Self.hash(bytes)
    let fingerprint = hash >> 32
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
    while true {
      let entry = slots[slot]
      if entry == 0 { break }
      if entry >> 32 == fingerprint {
        let record = Int(entry & 0xFFFF_FFFF) - 1
        if self.bytes(ofRecord: record).elementsEqual(bytes) {
          return firstRange(ofRecord: record)
        }
      }
      slot = (slot + 1) & mask
    }
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
    if 5 * count > 4 * slots.count { grow() }
    return nil
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
    withUnsafeBytes(of: packedStart.littleEndian) { records.append(contentsOf: $0) }
    withUnsafeBytes(of: packedLength.littleEndian) { records.append(contentsOf: $0) }
    if bytes.count < 255 {
      records.append(UInt8(bytes.count))
    } else {
      records.append(255)
      withUnsafeBytes(of: UInt32(bytes.count).littleEndian) { records.append(contentsOf: $0) }
    }
    records.append(contentsOf: bytes)
  }

  /// The id bytes of the record at `record`.
  private func bytes(ofRecord record: Int) -> ArraySlice<UInt8> {
    let short = Int(records[record + 6])
    guard short == 255 else { return records[record + 7..<record + 7 + short] }
    let long = records[record + 7..<record + 11].reversed().reduce(0) { $0 << 8 | Int($1) }
    return records[record + 11..<record + 11 + long]
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

  private static func hash<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return hash
  }

  private mutating func grow() {
    var grown = [UInt64](repeating: 0, count: slots.count * 2)
    let mask = grown.count - 1
    for old in slots where old != 0 {
      let hash = Self.hash(bytes(ofRecord: Int(old & 0xFFFF_FFFF) - 1))
      var slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
      while grown[slot] != 0 { slot = (slot + 1) & mask }
      grown[slot] = old
    }
    slots = grown
  }
}
