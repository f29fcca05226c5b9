/// The reserved keys of an item found by their bytes: the one table both the streaming reader
/// (which sees an item's keys as bytes before any node exists) and the decoder (which reads
/// them from the tree) switch on, so a new `ItemKey` case reaches both through the compiler.
///
/// Built once from `ItemKey.allCases` into memory that is never freed, so that a look-up (one
/// per key of every item) copies no reference-counted array.
struct ItemKeyLookup: Sendable {
  /// Bit `n` is set when some key is `n` bytes long: most field keys are rejected by their
  /// length alone, before any byte is compared.
  let lengths: UInt64
  /// The keys, and each one's spelling: `count` bytes at `bytes + start`.
  nonisolated(unsafe) let keys: UnsafeBufferPointer<(key: ItemKey, start: Int, count: Int)>
  nonisolated(unsafe) let bytes: UnsafePointer<UInt8>

  private init() {
    let spellings = ItemKey.allCases.map { ($0, Array($0.rawValue.utf8)) }
    let keys = UnsafeMutableBufferPointer<(key: ItemKey, start: Int, count: Int)>.allocate(
      capacity: spellings.count)
    let bytes = UnsafeMutablePointer<UInt8>.allocate(
      capacity: spellings.reduce(0) { $0 + $1.1.count })
    var lengths: UInt64 = 0
    var start = 0
    for (index, (key, spelling)) in spellings.enumerated() {
      precondition(spelling.count < 64, "item keys are shorter than 64 bytes")
      (bytes + start).initialize(from: spelling, count: spelling.count)
      keys[index] = (key, start, spelling.count)
      lengths |= 1 << UInt64(spelling.count)
      start += spelling.count
    }
    self.lengths = lengths
    self.keys = UnsafeBufferPointer(keys)
    self.bytes = UnsafePointer(bytes)
  }

  static let shared = ItemKeyLookup()

  /// The reserved key spelt by `bytes`, or nil for a field's key.
  @inline(__always)
  func key(_ bytes: UnsafeBufferPointer<UInt8>) -> ItemKey? {
    guard bytes.count < 64, lengths & (1 << UInt64(bytes.count)) != 0 else { return nil }
    return spelledKey(bytes)
  }

  /// `key(_:)` once the length matched some key's.
  @inline(never)
  private func spelledKey(_ bytes: UnsafeBufferPointer<UInt8>) -> ItemKey? {
    for entry in keys where entry.count == bytes.count {
      if YAMLTree.equal(
        bytes, UnsafeBufferPointer(start: self.bytes + entry.start, count: entry.count))
      {
        return entry.key
      }
    }
    return nil
  }
}

extension ItemKey {
  /// The reserved key spelt by `bytes`, or nil when they spell a field's key.
  @inline(__always)
  static func reserved(_ bytes: UnsafeBufferPointer<UInt8>) -> ItemKey? {
    ItemKeyLookup.shared.key(bytes)
  }
}
