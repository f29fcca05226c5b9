import Foundation

/// An item's fields (every key of its mapping, `id` and `cell` included) with their values as
/// text, in the order the spec writes them.
///
/// Reads like a `[String: String]` (`fields["title"]`, a dictionary literal, `==` ignoring
/// order) but is stored as a short list of pairs: an item has a handful of fields, and a
/// large spec has 100,000 items, where hashing every key cost more than reading the file.
/// Iterating gives the fields in order, so two equal values may iterate differently, as two
/// equal dictionaries may.
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
    var builder = Builder(minimumCapacity: dictionary.count)
    for (key, value) in dictionary.sorted(by: { $0.key < $1.key }) {
      builder.append(key, value, kind: .string)
    }
    self = builder.finish()
  }

  /// A later value for the same key replaces the earlier one, where it was.
  public init(dictionaryLiteral elements: (String, String)...) {
    var builder = Builder(minimumCapacity: elements.count)
    for (key, value) in elements { builder.append(key, value, kind: .string) }
    self = builder.finish()
  }

  /// Collects fields in order, then packs them into one buffer. A key given twice keeps its
  /// first place and its last value.
  struct Builder {
    var keys: [(start: Int, end: Int)] = []
    var values: [(start: Int, end: Int)] = []
    var kinds: [FieldValueKind] = []
    var text: [UInt8] = []
    var hasKinds = false

    init(minimumCapacity count: Int) {
      keys.reserveCapacity(count)
      values.reserveCapacity(count)
      kinds.reserveCapacity(count)
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
      let keyStart = text.count
      text.append(contentsOf: key)
      keys.append((keyStart, text.count))
      text.append(contentsOf: value)
      values.append((keys[keys.count - 1].end, text.count))
      kinds.append(kind)
      if kind != .string { hasKinds = true }
    }

    func finish() -> ItemFields {
      func key(_ position: Int) -> ArraySlice<UInt8> {
        text[keys[position].start..<keys[position].end]
      }
      // Each key's first place (`order`) and last value (`latest`): keys given twice come
      // only from literals and setters (the reader drops duplicate keys).
      var order: [Int] = []
      var latest: [Int] = []
      order.reserveCapacity(keys.count)
      latest.reserveCapacity(keys.count)
      if keys.count <= ItemFields.indexThreshold {
        for position in keys.indices {
          if let slot = order.firstIndex(where: { key($0) == key(position) }) {
            latest[slot] = position
          } else {
            order.append(position)
            latest.append(position)
          }
        }
      } else {
        var slots: [ArraySlice<UInt8>: Int] = [:]
        slots.reserveCapacity(keys.count)
        for position in keys.indices {
          if let slot = slots[key(position)] {
            latest[slot] = position
          } else {
            slots[key(position)] = order.count
            order.append(position)
            latest.append(position)
          }
        }
      }
      var fields = ItemFields()
      fields.pack(
        count: order.count, hasKinds: hasKinds, key: { key(order[$0]) },
        value: { text[values[latest[$0]].start..<values[latest[$0]].end] },
        kind: { kinds[latest[$0]] })
      return fields
    }
  }

  /// Fills `storage` with `count` fields; builds the index for many fields.
  private mutating func pack(
    count: Int, hasKinds: Bool, key: (Int) -> ArraySlice<UInt8>, value: (Int) -> ArraySlice<UInt8>,
    kind: (Int) -> FieldValueKind
  ) {
    index = nil
    guard count > 0 else {
      storage = []
      return
    }
    var textBytes = 0
    for position in 0..<count { textBytes += key(position).count + value(position).count }
    let headerBytes = 4 * (2 * count + 2)
    var buffer = [UInt8]()
    buffer.reserveCapacity(headerBytes + textBytes + (hasKinds ? count : 0))
    buffer += repeatElement(0, count: headerBytes)
    var offsets = [UInt32]()
    offsets.reserveCapacity(2 * count + 2)
    offsets.append(UInt32(count))
    for position in 0..<count {
      offsets.append(UInt32(buffer.count))
      buffer += key(position)
      offsets.append(UInt32(buffer.count))
      buffer += value(position)
    }
    offsets.append(UInt32(buffer.count))
    if hasKinds {
      for position in 0..<count { buffer.append(kind(position).rawValue) }
    }
    buffer.withUnsafeMutableBytes { raw in
      for (slot, offset) in offsets.enumerated() {
        raw.storeBytes(of: offset.littleEndian, toByteOffset: 4 * slot, as: UInt32.self)
      }
    }
    storage = buffer
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
    var builder = Builder(minimumCapacity: fields.count)
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
