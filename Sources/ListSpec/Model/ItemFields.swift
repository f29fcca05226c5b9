#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// An item's fields (every key of its mapping, `id` and `cell` included) with their values as
/// text, in the order the spec writes them.
///
/// Reads like a `[String: String]` (`fields["title"]`, a dictionary literal, `==` ignoring
/// order) but is stored as one packed buffer of keys and values, searched in order: an item
/// has a handful of fields, and a large spec has a million items, where hashing every key
/// cost more than reading the file and a string per value cost more memory than the file.
/// Setting a field repacks the buffer. Iterating gives the fields in order, so two equal
/// values may iterate differently, as two equal dictionaries may.
public struct ItemFields: Sendable, Hashable, RandomAccessCollection,
  ExpressibleByDictionaryLiteral,
  CustomStringConvertible
{
  /// A field: its key and its value as written.
  public typealias Element = (key: String, value: String)

  /// Every key and value in one buffer, one allocation an item (a large spec has a million
  /// items; a list of `String` pairs cost five allocations for an item of five fields):
  /// a `UInt32` header (the field count n and the `Layout` flags), then 2n + 1 offsets into
  /// the buffer (key i is `offsets[2i]..<offsets[2i+1]`, its value `offsets[2i+1]..<
  /// offsets[2i+2]`) — `UInt16` when the buffer is short, as nearly every item's is — the
  /// UTF-8 text, n `FieldValueKind` bytes when some value is not a string, and, past
  /// `indexThreshold` fields, the positions sorted by key (`UInt32`s) for a binary search:
  /// a hostile spec may give one item 100,000 keys, and scanning for each would be
  /// quadratic. Empty: no fields.
  private var storage: [UInt8] = []
  private static let indexThreshold = 16

  /// Flags in the header's top bits.
  private enum Layout {
    static let hasKinds: UInt32 = 1 << 31
    static let hasSortedKeys: UInt32 = 1 << 30
    static let narrowOffsets: UInt32 = 1 << 29
    static let countMask: UInt32 = (1 << 29) - 1
  }

  /// No fields.
  public init() {}

  /// The fields of `dictionary`, ordered by key so that the order does not depend on hashing.
  public init(_ dictionary: [String: String]) {
    var builder = Builder(
      minimumCapacity: dictionary.count,
      textBytes: dictionary.reduce(0) { $0 + $1.key.utf8.count + $1.value.utf8.count })
    for (key, value) in dictionary.sorted(by: { $0.key < $1.key }) {
      builder.append(key, value, kind: .string)
    }
    self = builder.finish()
  }

  /// A later value for the same key replaces the earlier one, where it was.
  public init(dictionaryLiteral elements: (String, String)...) {
    var builder = Builder(
      minimumCapacity: elements.count,
      textBytes: elements.reduce(0) { $0 + $1.0.utf8.count + $1.1.utf8.count })
    for (key, value) in elements { builder.append(key, value, kind: .string) }
    self = builder.finish()
  }

  /// Collects fields in order, then packs them into one buffer. A key given twice keeps its
  /// first place and its last value. The decoder keeps one and `reset`s it for each item, so
  /// an item costs one allocation: its packed buffer.
  struct Builder {
    /// Keys and values, one after the other.
    var text: [UInt8] = []
    /// The end of each key and each value in `text` (two a field).
    var ends: [Int] = []
    var kinds: [FieldValueKind] = []
    var hasKinds = false

    /// Room for `count` fields of `textBytes` bytes in all: a builder that grows while it
    /// is filled leaves freed buffers of every size between the items that outlive it.
    init(minimumCapacity count: Int, textBytes: Int = 0) {
      ends.reserveCapacity(2 * count)
      kinds.reserveCapacity(count)
      text.reserveCapacity(textBytes)
    }

    var count: Int { kinds.count }

    mutating func reset() {
      text.removeAll(keepingCapacity: true)
      ends.removeAll(keepingCapacity: true)
      kinds.removeAll(keepingCapacity: true)
      hasKinds = false
    }

    mutating func append(_ key: String, _ value: String, kind: FieldValueKind) {
      var key = key
      var value = value
      key.withUTF8 { key in value.withUTF8 { append(key, $0, kind: kind) } }
    }

    mutating func append(
      _ key: UnsafeBufferPointer<UInt8>, _ value: UnsafeBufferPointer<UInt8>,
      kind: FieldValueKind
    ) {
      text.append(contentsOf: key)
      ends.append(text.count)
      text.append(contentsOf: value)
      ends.append(text.count)
      kinds.append(kind)
      if kind != .string { hasKinds = true }
    }

    func keyRange(_ position: Int) -> Range<Int> {
      (position == 0 ? 0 : ends[2 * position - 1])..<ends[2 * position]
    }

    func valueRange(_ position: Int) -> Range<Int> { ends[2 * position]..<ends[2 * position + 1] }

    /// True when some key is given twice.
    var hasDuplicateKeys: Bool {
      if count > ItemFields.indexThreshold {
        var seen = Set<ArraySlice<UInt8>>(minimumCapacity: count)
        return (0..<count).contains { !seen.insert(text[keyRange($0)]).inserted }
      }
      return text.withUnsafeBufferPointer { text in
        for later in 1..<Swift.max(count, 1) {
          let key = keyRange(later)
          for earlier in 0..<later {
            let other = keyRange(earlier)
            if other.count == key.count,
              other.isEmpty
                || memcmp(
                  text.baseAddress! + other.lowerBound, text.baseAddress! + key.lowerBound,
                  key.count)
                  == 0
            {
              return true
            }
          }
        }
        return false
      }
    }

    /// The fields, when the caller has already made sure no key is given twice (the reader
    /// reports a repeated key and reads such an item through the tree): no second check.
    func finishWithUniqueKeys() -> ItemFields {
      assert(!hasDuplicateKeys)
      return ItemFields(packing: self)
    }

    func finish() -> ItemFields {
      guard hasDuplicateKeys else { return ItemFields(packing: self) }
      // Keys given twice come only from literals and setters (the reader drops them).
      var order: [Int] = []
      var latest: [Int] = []
      var slots: [ArraySlice<UInt8>: Int] = [:]
      for position in 0..<count {
        let key = text[keyRange(position)]
        if let slot = slots[key] {
          latest[slot] = position
        } else {
          slots[key] = order.count
          order.append(position)
          latest.append(position)
        }
      }
      var unique = Builder(minimumCapacity: order.count)
      for (position, last) in zip(order, latest) {
        text.withUnsafeBufferPointer { text in
          unique.append(
            UnsafeBufferPointer(rebasing: text[keyRange(position)]),
            UnsafeBufferPointer(rebasing: text[valueRange(last)]), kind: kinds[last])
        }
      }
      return ItemFields(packing: unique)
    }
  }

  /// The fields of a builder whose keys are all different.
  private init(packing builder: Builder) {
    let count = builder.count
    guard count > 0 else { return }
    let slots = 2 * count + 1
    let kindBytes = builder.hasKinds ? count : 0
    let sorted = count > Self.indexThreshold
    let narrow = !sorted && 4 + 2 * slots + builder.text.count + kindBytes <= Int(UInt16.max)
    let base = 4 + (narrow ? 2 : 4) * slots
    let textEnd = base + builder.text.count
    let total = textEnd + kindBytes + (sorted ? 4 * count : 0)
    var header = UInt32(count)
    if builder.hasKinds { header |= Layout.hasKinds }
    if sorted { header |= Layout.hasSortedKeys }
    if narrow { header |= Layout.narrowOffsets }
    storage = [UInt8](unsafeUninitializedCapacity: total) { buffer, initialized in
      let raw = UnsafeMutableRawBufferPointer(buffer)
      raw.storeBytes(of: header.littleEndian, toByteOffset: 0, as: UInt32.self)
      func store(_ offset: Int, slot: Int) {
        if narrow {
          raw.storeBytes(
            of: UInt16(offset).littleEndian, toByteOffset: 4 + 2 * slot, as: UInt16.self)
        } else {
          raw.storeBytes(
            of: UInt32(offset).littleEndian, toByteOffset: 4 + 4 * slot, as: UInt32.self)
        }
      }
      store(base, slot: 0)
      for (slot, end) in builder.ends.enumerated() { store(base + end, slot: slot + 1) }
      builder.text.withUnsafeBufferPointer { text in
        if let source = text.baseAddress {
          (buffer.baseAddress! + base).update(from: source, count: text.count)
        }
      }
      if builder.hasKinds {
        for (position, kind) in builder.kinds.enumerated() {
          buffer[textEnd + position] = kind.rawValue
        }
      }
      initialized = textEnd + kindBytes
    }
    guard sorted else { return }
    // Positions by key bytes, for `position(of:)`'s binary search.
    let positions = storage.withUnsafeBufferPointer { buffer in
      (0..<count).sorted { Self.compare(buffer, key(of: $0), key(of: $1)) < 0 }
    }
    for position in positions {
      withUnsafeBytes(of: UInt32(position).littleEndian) { storage.append(contentsOf: $0) }
    }
  }

  private var header: UInt32 {
    storage.isEmpty
      ? 0
      : storage.withUnsafeBytes {
        UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: 0, as: UInt32.self))
      }
  }

  private func offset(_ slot: Int) -> Int {
    storage.withUnsafeBytes {
      if header & Layout.narrowOffsets != 0 {
        return Int(
          UInt16(littleEndian: $0.loadUnaligned(fromByteOffset: 4 + 2 * slot, as: UInt16.self)))
      }
      return Int(
        UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: 4 + 4 * slot, as: UInt32.self)))
    }
  }

  /// The byte range of key `position`.
  private func key(of position: Int) -> Range<Int> {
    offset(2 * position)..<offset(2 * position + 1)
  }

  /// memcmp order, shorter first among equal prefixes.
  private static func compare(
    _ buffer: UnsafeBufferPointer<UInt8>, _ left: Range<Int>, _ right: Range<Int>
  ) -> Int {
    let common = Swift.min(left.count, right.count)
    let order =
      common == 0
      ? 0
      : Int(
        memcmp(
          buffer.baseAddress! + left.lowerBound, buffer.baseAddress! + right.lowerBound, common))
    return order != 0 ? order : left.count - right.count
  }

  private func bytes(_ slot: Int) -> ArraySlice<UInt8> { storage[offset(slot)..<offset(slot + 1)] }

  private func keyString(_ position: Int) -> String {
    String(decoding: bytes(2 * position), as: UTF8.self)
  }

  private func valueString(_ position: Int) -> String {
    String(decoding: bytes(2 * position + 1), as: UTF8.self)
  }

  private func valueKind(_ position: Int) -> FieldValueKind {
    guard header & Layout.hasKinds != 0 else { return .string }
    return FieldValueKind(rawValue: storage[offset(2 * count) + position]) ?? .string
  }

  /// Rebuilds the buffer from `fields` (setting and removing; rare outside tests).
  private mutating func replace(with fields: [(key: String, value: String, kind: FieldValueKind)]) {
    var builder = Builder(
      minimumCapacity: fields.count,
      textBytes: fields.reduce(0) { $0 + $1.key.utf8.count + $1.value.utf8.count })
    for field in fields { builder.append(field.key, field.value, kind: field.kind) }
    self = builder.finish()
  }

  private var unpacked: [(key: String, value: String, kind: FieldValueKind)] {
    (0..<count).map { (keyString($0), valueString($0), valueKind($0)) }
  }

  /// The value of `key`, or nil. Setting nil removes the field; setting a new key appends it.
  public subscript(key: String) -> String? {
    get { position(of: key).map(valueString) }
    set {
      var fields = unpacked
      switch (position(of: key), newValue) {
      case (let position?, let value?): fields[position] = (key, value, .string)
      case (let position?, nil): fields.remove(at: position)
      case (nil, let value?): fields.append((key, value, .string))
      case (nil, nil): return
      }
      replace(with: fields)
    }
  }

  /// Sets `key` to `value`, recording what the value was written as (a plain `3` is an
  /// integer, `"3"` a string), which typed fields and generated code read.
  public mutating func set(_ key: String, _ value: String, kind: FieldValueKind) {
    var fields = unpacked
    if let position = position(of: key) {
      fields[position] = (key, value, kind)
    } else {
      fields.append((key, value, kind))
    }
    replace(with: fields)
  }

  /// Calls `body` with the UTF-8 bytes of `key`'s value, or returns nil when there is no such
  /// field: generated code for a large list copies a million values, and making a `String` of
  /// each cost more than the copying.
  public func withValueUTF8<Result>(
    of key: String, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
  ) rethrows -> Result? {
    guard let position = position(of: key) else { return nil }
    let range = offset(2 * position + 1)..<offset(2 * position + 2)
    return try storage.withUnsafeBufferPointer {
      try body(UnsafeBufferPointer(rebasing: $0[range]))
    }
  }

  /// What the value of `key` was written as, or nil when there is no such field.
  public func kind(of key: String) -> FieldValueKind? {
    position(of: key).map(valueKind)
  }

  /// True when a field is named by the UTF-8 bytes `key` (as Swift compares strings).
  func contains(utf8 key: UnsafeBufferPointer<UInt8>) -> Bool {
    position(ofUTF8: key) != nil
  }

  private func position(of key: String) -> Int? {
    var key = key
    return key.withUTF8 { position(ofUTF8: $0) }
  }

  private func position(ofUTF8 wanted: UnsafeBufferPointer<UInt8>) -> Int? {
    let count = count
    return storage.withUnsafeBufferPointer { buffer in
      if header & Layout.hasSortedKeys != 0 {
        // Binary search of the sorted positions after the text (and kinds).
        let sortedStart = buffer.count - 4 * count
        func sortedPosition(_ index: Int) -> Int {
          Int(
            UInt32(
              littleEndian: UnsafeRawBufferPointer(buffer).loadUnaligned(
                fromByteOffset: sortedStart + 4 * index, as: UInt32.self)))
        }
        var low = 0
        var high = count
        while low < high {
          let middle = (low + high) / 2
          let candidate = self.key(of: sortedPosition(middle))
          let common = Swift.min(candidate.count, wanted.count)
          var order =
            common == 0
            ? 0
            : Int(memcmp(buffer.baseAddress! + candidate.lowerBound, wanted.baseAddress!, common))
          if order == 0 { order = candidate.count - wanted.count }
          if order == 0 { return sortedPosition(middle) }
          if order < 0 { low = middle + 1 } else { high = middle }
        }
      } else {
        for position in 0..<count {
          let start = offset(2 * position)
          guard offset(2 * position + 1) - start == wanted.count else { continue }
          if wanted.isEmpty
            || memcmp(buffer.baseAddress! + start, wanted.baseAddress!, wanted.count) == 0
          {
            return position
          }
        }
      }
      // Keys equal as Swift strings (canonical equivalence) but not byte for byte.
      guard !wanted.allSatisfy({ $0 < 0x80 }) || hasNonASCIIKey else { return nil }
      let text = String(decoding: wanted, as: UTF8.self)
      return (0..<count).first { keyString($0) == text }
    }
  }

  private var hasNonASCIIKey: Bool {
    (0..<count).contains { bytes(2 * $0).contains { $0 >= 0x80 } }
  }

  /// Calls `body` with each field's key and value as UTF-8 bytes and what the value was
  /// written as, in order, without making strings (a pass over a million items' fields spent
  /// most of its time making them).
  func forEachUTF8(
    _ body: (
      _ key: UnsafeBufferPointer<UInt8>, _ value: UnsafeBufferPointer<UInt8>, FieldValueKind
    ) throws -> Void
  ) rethrows {
    let count = count
    guard count > 0 else { return }
    try storage.withUnsafeBufferPointer { buffer in
      for position in 0..<count {
        let key = offset(2 * position)..<offset(2 * position + 1)
        let value = key.upperBound..<offset(2 * position + 2)
        try body(
          UnsafeBufferPointer(rebasing: buffer[key]), UnsafeBufferPointer(rebasing: buffer[value]),
          valueKind(position))
      }
    }
  }

  /// The field names, in order.
  public var keys: [String] { (0..<count).map(keyString) }

  /// The fields as a dictionary.
  public var dictionary: [String: String] {
    Dictionary(
      (0..<count).map { (keyString($0), valueString($0)) }, uniquingKeysWith: { _, last in last })
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { count }
  public var count: Int { Int(header & Layout.countMask) }
  public subscript(position: Int) -> Element {
    precondition(position >= 0 && position < count, "ItemFields index out of range")
    return (keyString(position), valueString(position))
  }

  /// Equal when both have the same keys with the same values, in any order. Only the text
  /// counts: `3` and `"3"` show the same in a cell. Text compares as Swift strings do
  /// (canonical equivalence), byte for byte first.
  public static func == (lhs: ItemFields, rhs: ItemFields) -> Bool {
    let count = lhs.count
    guard count == rhs.count else { return false }
    if lhs.storage == rhs.storage { return true }
    for position in 0..<count {
      // Usually written in the same order: check the same position first.
      if lhs.bytes(2 * position) == rhs.bytes(2 * position) {
        let (left, right) = (lhs.bytes(2 * position + 1), rhs.bytes(2 * position + 1))
        guard left == right || lhs.valueString(position) == rhs.valueString(position) else {
          return false
        }
      } else if rhs[lhs.keyString(position)] != lhs.valueString(position) {
        return false
      }
    }
    return true
  }

  /// Independent of order, as `==` is.
  public func hash(into hasher: inout Hasher) {
    var combined = 0
    for position in 0..<count {
      var pairHasher = Hasher()
      pairHasher.combine(keyString(position))
      pairHasher.combine(valueString(position))
      combined ^= pairHasher.finalize()
    }
    hasher.combine(count)
    hasher.combine(combined)
  }

  public var description: String {
    count == 0
      ? "[:]"
      : "["
        + (0..<count).map {
          "\(String(reflecting: keyString($0))): \(String(reflecting: valueString($0)))"
        }
        .joined(separator: ", ") + "]"
  }
}

/// What an item field's value is under the YAML 1.2 core schema: a plain `3` is an integer,
/// `4.5` a double, `true` a boolean; anything quoted, and any other text, is a string.
public enum FieldValueKind: UInt8, Sendable, Hashable, CaseIterable {
  case string
  case integer
  case double
  case boolean

  /// The kind of a scalar as the YAML core schema resolved it (null reads as a string: the
  /// decoder reports it before any item is made).
  package init(_ resolved: ResolvedScalar) {
    switch resolved {
    case .int: self = .integer
    case .float: self = .double
    case .bool: self = .boolean
    case .string, .null: self = .string
    }
  }
}
