import Foundation

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
  public typealias Element = (key: String, value: String)

  /// Every key and value in one buffer, one allocation an item (a large spec has a million
  /// items; a list of `String` pairs cost five allocations for an item of five fields):
  /// a `UInt32` field count n, then 2n + 1 `UInt32` offsets into the buffer (key i is
  /// `offsets[2i]..<offsets[2i+1]`, its value `offsets[2i+1]..<offsets[2i+2]`), the UTF-8
  /// text, and n `FieldValueKind` bytes when some value is not a string. Empty: no fields.
  private var storage: [UInt8] = []
  /// Positions by key, kept only for more than `indexThreshold` fields: a hostile spec may
  /// give one item 100,000 keys, and scanning for each would be quadratic.
  private var index: [String: Int]?
  private static let indexThreshold = 16

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
    let base = 4 * (2 * count + 2)
    let total = base + builder.text.count + (builder.hasKinds ? count : 0)
    storage = [UInt8](unsafeUninitializedCapacity: total) { buffer, initialized in
      let raw = UnsafeMutableRawBufferPointer(buffer)
      raw.storeBytes(of: UInt32(count).littleEndian, toByteOffset: 0, as: UInt32.self)
      raw.storeBytes(of: UInt32(base).littleEndian, toByteOffset: 4, as: UInt32.self)
      for (slot, end) in builder.ends.enumerated() {
        raw.storeBytes(
          of: UInt32(base + end).littleEndian, toByteOffset: 4 * (slot + 2), as: UInt32.self)
      }
      builder.text.withUnsafeBufferPointer { text in
        if let source = text.baseAddress {
          (buffer.baseAddress! + base).update(from: source, count: text.count)
        }
      }
      if builder.hasKinds {
        for (position, kind) in builder.kinds.enumerated() {
          buffer[base + builder.text.count + position] = kind.rawValue
        }
      }
      initialized = total
    }
    if count > Self.indexThreshold {
      var positions: [String: Int] = [:]
      positions.reserveCapacity(count)
      for position in 0..<count where positions[keyString(position)] == nil {
        positions[keyString(position)] = position
      }
      index = positions
    }
  }

  private func offset(_ slot: Int) -> Int {
    storage.withUnsafeBytes {
      Int(UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: 4 * (slot + 1), as: UInt32.self)))
    }
  }

  private func bytes(_ slot: Int) -> ArraySlice<UInt8> { storage[offset(slot)..<offset(slot + 1)] }

  private func keyString(_ position: Int) -> String {
    String(decoding: bytes(2 * position), as: UTF8.self)
  }

  private func valueString(_ position: Int) -> String {
    String(decoding: bytes(2 * position + 1), as: UTF8.self)
  }

  private func valueKind(_ position: Int) -> FieldValueKind {
    let end = offset(2 * count)
    guard storage.count > end else { return .string }
    return FieldValueKind(rawValue: storage[end + position]) ?? .string
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

  /// What the value of `key` was written as, or nil when there is no such field.
  public func kind(of key: String) -> FieldValueKind? {
    position(of: key).map(valueKind)
  }

  private func position(of key: String) -> Int? {
    if let index { return index[key] }
    var key = key
    return key.withUTF8 { wanted in
      storage.withUnsafeBufferPointer { buffer in
        for position in 0..<count {
          let start = offset(2 * position)
          guard offset(2 * position + 1) - start == wanted.count else { continue }
          if wanted.isEmpty
            || memcmp(buffer.baseAddress! + start, wanted.baseAddress!, wanted.count) == 0
          {
            return position
          }
        }
        // Keys equal as Swift strings (canonical equivalence) but not byte for byte.
        guard !wanted.allSatisfy({ $0 < 0x80 }) || hasNonASCIIKey else { return nil }
        let text = String(decoding: wanted, as: UTF8.self)
        return (0..<count).first { keyString($0) == text }
      }
    }
  }

  private var hasNonASCIIKey: Bool {
    (0..<count).contains { bytes(2 * $0).contains { $0 >= 0x80 } }
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
  public var count: Int {
    storage.isEmpty
      ? 0
      : storage.withUnsafeBytes {
        Int(UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: 0, as: UInt32.self)))
      }
  }
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
  public init(_ resolved: ResolvedScalar) {
    switch resolved {
    case .int: self = .integer
    case .float: self = .double
    case .bool: self = .boolean
    case .string, .null: self = .string
    }
  }
}
