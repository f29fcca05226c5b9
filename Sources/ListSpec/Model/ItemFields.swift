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

  private var pairs: [Element]
  /// What each value is under the YAML core schema, parallel to `pairs`; empty while every
  /// value is a string (the common case costs nothing).
  private var kinds: [FieldValueKind] = []
  /// Positions by key, kept only once an item has more than `indexThreshold` fields: a
  /// hostile spec may give one item 100,000 keys, and scanning for each would be quadratic.
  private var index: [String: Int]?
  private static let indexThreshold = 16

  /// No fields.
  public init() {
    pairs = []
  }

  /// The fields of `dictionary`, ordered by key so that the order does not depend on hashing.
  public init(_ dictionary: [String: String]) {
    pairs = dictionary.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }
    rebuildIndex()
  }

  /// A later value for the same key replaces the earlier one, where it was.
  public init(dictionaryLiteral elements: (String, String)...) {
    pairs = []
    pairs.reserveCapacity(elements.count)
    for (key, value) in elements { self[key] = value }
  }

  /// Room for `count` fields, for building an item's fields without regrowing.
  init(minimumCapacity count: Int) {
    pairs = []
    pairs.reserveCapacity(count)
  }

  /// The value of `key`, or nil. Setting nil removes the field; setting a new key appends it.
  public subscript(key: String) -> String? {
    get { position(of: key).map { pairs[$0].value } }
    set {
      switch (position(of: key), newValue) {
      case (let position?, let value?):
        pairs[position].value = value
        if !kinds.isEmpty { kinds[position] = .string }
      case (let position?, nil):
        pairs.remove(at: position)
        if !kinds.isEmpty { kinds.remove(at: position) }
        if index != nil { rebuildIndex() }
      case (nil, let value?):
        pairs.append((key: key, value: value))
        if !kinds.isEmpty { kinds.append(.string) }
        if index != nil {
          index?[key] = pairs.count - 1
        } else if pairs.count > Self.indexThreshold {
          rebuildIndex()
        }
      case (nil, nil):
        break
      }
    }
  }

  /// Sets `key` to `value`, recording what the value was written as (a plain `3` is an
  /// integer, `"3"` a string), which typed fields and generated code read.
  public mutating func set(_ key: String, _ value: String, kind: FieldValueKind) {
    self[key] = value
    guard kind != .string || !kinds.isEmpty, let position = position(of: key) else { return }
    if kinds.isEmpty { kinds = Array(repeating: .string, count: pairs.count) }
    kinds[position] = kind
  }

  /// What the value of `key` was written as, or nil when there is no such field.
  public func kind(of key: String) -> FieldValueKind? {
    guard let position = position(of: key) else { return nil }
    return kinds.isEmpty ? .string : kinds[position]
  }

  private func position(of key: String) -> Int? {
    if let index { return index[key] }
    return pairs.firstIndex { $0.key == key }
  }

  private mutating func rebuildIndex() {
    guard pairs.count > Self.indexThreshold else {
      index = nil
      return
    }
    var positions: [String: Int] = [:]
    positions.reserveCapacity(pairs.count)
    for (position, pair) in pairs.enumerated() { positions[pair.key] = position }
    index = positions
  }

  /// The field names, in order.
  public var keys: [String] { pairs.map(\.key) }

  /// The fields as a dictionary.
  public var dictionary: [String: String] {
    Dictionary(pairs.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
  }

  public var startIndex: Int { pairs.startIndex }
  public var endIndex: Int { pairs.endIndex }
  public subscript(position: Int) -> Element { pairs[position] }

  /// Equal when both have the same keys with the same values, in any order. Only the text
  /// counts: `3` and `"3"` show the same in a cell.
  public static func == (lhs: ItemFields, rhs: ItemFields) -> Bool {
    guard lhs.pairs.count == rhs.pairs.count else { return false }
    for (index, pair) in lhs.pairs.enumerated() {
      // Usually written in the same order: check the same position first.
      if rhs.pairs[index].key == pair.key {
        guard rhs.pairs[index].value == pair.value else { return false }
      } else if rhs[pair.key] != pair.value {
        return false
      }
    }
    return true
  }

  /// Independent of order, as `==` is.
  public func hash(into hasher: inout Hasher) {
    var combined = 0
    for pair in pairs {
      var pairHasher = Hasher()
      pairHasher.combine(pair.key)
      pairHasher.combine(pair.value)
      combined ^= pairHasher.finalize()
    }
    hasher.combine(pairs.count)
    hasher.combine(combined)
  }

  public var description: String {
    pairs.isEmpty
      ? "[:]"
      : "["
        + pairs.map { "\(String(reflecting: $0.key)): \(String(reflecting: $0.value))" }
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
