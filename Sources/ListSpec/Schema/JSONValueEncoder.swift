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

/// A value being encoded: filled in by the containers an `encode(to:)` asks for.
private final class EncodingBox {
  enum Content {
    case empty
    case value(JSONValue)
    case object([(String, EncodingBox)])
    case array([EncodingBox])
  }

  var content = Content.empty

  var value: JSONValue {
    switch content {
    case .empty: return .object([])
    case .value(let value): return value
    case .object(let pairs): return .object(pairs.map { ($0.0, $0.1.value) })
    case .array(let elements): return .array(elements.map(\.value))
    }
  }

  /// The box under `key`, a new one or the one a second encode of the key replaces.
  func member(_ key: String) -> EncodingBox {
    if case .object(var pairs) = content {
      if let index = pairs.firstIndex(where: { $0.0 == key }) {
        pairs[index].1 = EncodingBox()
        content = .object(pairs)
        return pairs[index].1
      }
      let box = EncodingBox()
      content = .object(pairs + [(key, box)])
      return box
    }
    let box = EncodingBox()
    content = .object([(key, box)])
    return box
  }

  func appended() -> EncodingBox {
    let box = EncodingBox()
    if case .array(let elements) = content {
      content = .array(elements + [box])
    } else {
      content = .array([box])
    }
    return box
  }

  func encode(_ value: some Encodable, codingPath: [any CodingKey]) throws {
    switch value {
    case let text as String: content = .value(.string(text))
    case let flag as Bool: content = .value(.bool(flag))
    case let number as Int: content = .value(.integer(number))
    case let number as any BinaryInteger: content = .value(.integer(Int(number)))
    case let number as Double: content = .value(.number(number))
    case let number as Float: content = .value(.number(Double(number)))
    // Any other type encodes itself through containers (a primitive never reaches here).
    default: try value.encode(to: BoxEncoder(box: self, codingPath: codingPath))
    }
  }
}

private struct BoxEncoder: Encoder {
  let box: EncodingBox
  var codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if case .object = box.content {} else { box.content = .object([]) }
    return KeyedEncodingContainer(KeyedBox<Key>(box: box, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if case .array = box.content {} else { box.content = .array([]) }
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
    box.member(key.stringValue).content = .value(.null)
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
  var count: Int {
    if case .array(let elements) = box.content { return elements.count }
    return 0
  }

  mutating func encodeNil() throws { box.appended().content = .value(.null) }

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

  mutating func encodeNil() throws { box.content = .value(.null) }

  mutating func encode(_ value: some Encodable) throws {
    try box.encode(value, codingPath: codingPath)
  }
}
