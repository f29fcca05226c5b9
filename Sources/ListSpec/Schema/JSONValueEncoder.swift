extension JSONValue {
  /// `value` as a JSON value, encoded as `JSONEncoder` encodes it (a nil optional property
  /// leaves its key out), so reports declared as `Encodable` types are written by the one
  /// JSON writer.
  package init(encoding value: some Encodable) throws {
    let box = EncodingBox()
    try value.encode(to: BoxEncoder(box: box, codingPath: []))
    self = box.value
  }
}

/// A value being encoded: filled in by the containers an `encode(to:)` asks for. Members
/// and elements are appended in place (a diff report's arrays hold an entry per item).
private final class EncodingBox {
  enum Kind {
    case empty
    case value(JSONValue)
    case object
    case array
  }

  var kind = Kind.empty
  private var keys: [String] = []
  private var indexByKey: [String: Int] = [:]
  private var children: [EncodingBox] = []

  var value: JSONValue {
    switch kind {
    case .empty: return .object([])
    case .value(let value): return value
    case .object: return .object(zip(keys, children.map(\.value)).map { ($0, $1) })
    case .array: return .array(children.map(\.value))
    }
  }

  /// Makes this box an object (keeping its members if it is one).
  func becomeObject() {
    if case .object = kind { return }
    kind = .object
    keys = []
    indexByKey = [:]
    children = []
  }

  /// Makes this box an array (keeping its elements if it is one).
  func becomeArray() {
    if case .array = kind { return }
    kind = .array
    children = []
  }

  /// The box under `key`: a new one, which replaces the old one when a key is encoded twice.
  func member(_ key: String) -> EncodingBox {
    becomeObject()
    let box = EncodingBox()
    if let index = indexByKey[key] {
      children[index] = box
    } else {
      indexByKey[key] = children.count
      keys.append(key)
      children.append(box)
    }
    return box
  }

  func appended() -> EncodingBox {
    becomeArray()
    let box = EncodingBox()
    children.append(box)
    return box
  }

  var count: Int { children.count }

  func set(_ value: JSONValue) { kind = .value(value) }

  func encode(_ value: some Encodable, codingPath: [any CodingKey]) throws {
    switch value {
    case let text as String: set(.string(text))
    case let flag as Bool: set(.bool(flag))
    case let number as Int: set(.integer(number))
    case let number as Double: set(.number(number))
    // Any other type encodes itself through containers.
    default: try value.encode(to: BoxEncoder(box: self, codingPath: codingPath))
    }
  }
}

private struct BoxEncoder: Encoder {
  let box: EncodingBox
  var codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    box.becomeObject()
    return KeyedEncodingContainer(KeyedBox<Key>(box: box, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    box.becomeArray()
    return UnkeyedBox(box: box, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleBox(box: box, codingPath: codingPath)
  }
}

private struct KeyedBox<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let box: EncodingBox
  var codingPath: [any CodingKey]

  mutating func encodeNil(forKey key: Key) throws {
    box.member(key.stringValue).set(.null)
  }

  mutating func encode(_ value: some Encodable, forKey key: Key) throws {
    try box.member(key.stringValue).encode(value, codingPath: codingPath + [key])
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    BoxEncoder(box: box.member(key.stringValue), codingPath: codingPath + [key])
      .container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    BoxEncoder(box: box.member(key.stringValue), codingPath: codingPath + [key])
      .unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    BoxEncoder(box: box.member("super"), codingPath: codingPath)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    BoxEncoder(box: box.member(key.stringValue), codingPath: codingPath + [key])
  }
}

private struct UnkeyedBox: UnkeyedEncodingContainer {
  let box: EncodingBox
  var codingPath: [any CodingKey]
  var count: Int { box.count }

  mutating func encodeNil() throws { box.appended().set(.null) }

  mutating func encode(_ value: some Encodable) throws {
    try box.appended().encode(value, codingPath: codingPath)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    BoxEncoder(box: box.appended(), codingPath: codingPath).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    BoxEncoder(box: box.appended(), codingPath: codingPath).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    BoxEncoder(box: box.appended(), codingPath: codingPath)
  }
}

private struct SingleBox: SingleValueEncodingContainer {
  let box: EncodingBox
  var codingPath: [any CodingKey]

  mutating func encodeNil() throws { box.set(.null) }

  mutating func encode(_ value: some Encodable) throws {
    // The other primitives, which would otherwise encode themselves here again.
    switch value {
    case let number as any BinaryInteger: box.set(.integer(Int(number)))
    case let number as Float: box.set(.number(Double(number)))
    default: try box.encode(value, codingPath: codingPath)
    }
  }
}
