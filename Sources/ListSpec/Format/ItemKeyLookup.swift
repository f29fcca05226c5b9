/// The reserved keys of an item found by their bytes: the one table both the streaming reader
/// (which sees an item's keys as bytes before any node exists) and the decoder (which reads
/// them from the tree) switch on, so a new `ItemKey` case reaches both through the compiler.
struct ItemKeyLookup {
  /// Each key's UTF-8 spelling, in `ItemKey.allCases` order.
  private let spellings: [(bytes: [UInt8], key: ItemKey)]
  /// Bit `n` is set when some key is `n` bytes long: most field keys are rejected by their
  /// length alone, before any byte is compared.
  private let lengths: UInt64

  private init() {
    spellings = ItemKey.allCases.map { (Array($0.rawValue.utf8), $0) }
    lengths = spellings.reduce(0) { mask, spelling in
      precondition(spelling.bytes.count < 64, "item keys are shorter than 64 bytes")
      return mask | (1 << UInt64(spelling.bytes.count))
    }
  }

  static let shared = ItemKeyLookup()

  /// The reserved key spelt by `bytes`, or nil for a field's key.
  @inline(__always)
  func key(_ bytes: UnsafeBufferPointer<UInt8>) -> ItemKey? {
    guard bytes.count < 64, lengths & (1 << UInt64(bytes.count)) != 0 else { return nil }
    for spelling in spellings where spelling.bytes.count == bytes.count {
      if spelling.bytes.withUnsafeBufferPointer({ YAMLTree.equal(bytes, $0) }) {
        return spelling.key
      }
    }
    return nil
  }
}

extension ItemKey {
  /// The reserved key spelt by `bytes`, or nil when they spell a field's key.
  static func reserved(_ bytes: UnsafeBufferPointer<UInt8>) -> ItemKey? {
    ItemKeyLookup.shared.key(bytes)
  }
}
