#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// Every node of one YAML document in flat arrays: a record per node, the child lists of all
/// mappings and sequences in one index array, and all scalar bytes in one byte array.
/// Immutable once built; ``YAMLNode`` values are handles into it.
final class YAMLTree: Sendable {
  enum Kind: UInt8 {
    case scalar
    case mapping
    case sequence
    /// A use of an anchor; `first` is the anchored record.
    case alias
  }

  struct Record {
    var kind: Kind
    var style: ScalarStyle
    var tag: CoreTag?
    var start: SourceLocation
    var end: SourceLocation
    /// Scalar: offset of its bytes in `text`. Container: its first entry in `children`.
    /// Alias: the anchored record.
    var first: Int32
    /// Scalar: byte length. Mapping: entries (two per pair). Sequence: elements.
    var count: Int32
    /// Mapping: entries written in the mapping itself; merged pairs follow them.
    var explicitCount: Int32
    var expandedSize: Int32
    /// Index into `anchorNames`, or -1. A mapping that stands for a prepared mapping holds
    /// `-2 - i` for the consumer's `i`th (it defines no anchor).
    var anchor: Int32

    var range: SourceRange { SourceRange(start: start, end: end) }

    /// For the empty mapping that stands for a mapping the reader collected and its
    /// consumer prepared (``CollectedMappingConsumer``): which of the consumer's it is.
    var preparedIndex: Int? { anchor <= -2 ? Int(-2 - anchor) : nil }
  }

  let records: [Record]
  let children: [Int32]
  let text: [UInt8]
  let anchorNames: [String]

  init(records: [Record], children: [Int32], text: [UInt8], anchorNames: [String]) {
    self.records = records
    self.children = children
    self.text = text
    self.anchorNames = anchorNames
  }

  /// The node for a record index, following an alias record to its target.
  func node(at index: Int32) -> YAMLNode {
    let record = records[Int(index)]
    if record.kind == .alias { return YAMLNode(tree: self, index: record.first, aliasIndex: index) }
    return YAMLNode(tree: self, index: index)
  }

  func resolvedRecord(_ index: Int32) -> Record {
    let record = records[Int(index)]
    return record.kind == .alias ? records[Int(record.first)] : record
  }

  func string(_ record: Record) -> String {
    text.withUnsafeBufferPointer { buffer in
      String(
        decoding: UnsafeBufferPointer(
          rebasing: buffer[Int(record.first)..<Int(record.first + record.count)]), as: UTF8.self)
    }
  }

  /// Calls `body` with a scalar record's bytes.
  func withBytes<Result>(_ record: Record, _ body: (UnsafeBufferPointer<UInt8>) -> Result)
    -> Result
  {
    text.withUnsafeBufferPointer { buffer in
      body(
        UnsafeBufferPointer(rebasing: buffer[Int(record.first)..<Int(record.first + record.count)]))
    }
  }

  /// True when a plain scalar starts with a letter that no core-schema null, boolean or
  /// number starts with, so it is a string without resolving it.
  func isPlainWord(_ record: Record) -> Bool {
    guard record.count > 0 else { return false }
    return Self.isPlainWordStart(text[Int(record.first)])
  }

  /// See `isPlainWord(_:)`: the test on a plain scalar's first byte.
  static func isPlainWordStart(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"),
      UInt8(ascii: "n"), UInt8(ascii: "N"):
      return false
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
      return true
    default: return false
    }
  }

  func scalar(_ record: Record) -> YAMLScalar {
    YAMLScalar(text: string(record), style: record.style, tag: record.tag)
  }

  func textEquals(_ record: Record, _ other: String) -> Bool {
    var other = other
    return other.withUTF8 { otherBytes in
      guard otherBytes.count == Int(record.count) else { return false }
      return text.withUnsafeBufferPointer { buffer in
        otherBytes.count == 0
          || memcmp(
            buffer.baseAddress! + Int(record.first), otherBytes.baseAddress!, otherBytes.count)
            == 0
      }
    }
  }

  /// True when a scalar record reads as null under the core schema.
  func isNullScalar(_ record: Record) -> Bool {
    guard record.kind == .scalar else { return false }
    if let tag = record.tag { return tag == .null }
    return record.style == .plain && isNullText(record)
  }

  /// `~`, `null`, `Null`, `NULL` or empty: the core schema's nulls.
  func isNullText(_ record: Record) -> Bool {
    switch record.count {
    case 0: return true
    case 1: return text[Int(record.first)] == UInt8(ascii: "~")
    case 4: return ["null", "Null", "NULL"].contains { textEquals(record, $0) }
    default: return false
    }
  }

  /// `isNullText(_:)` for bytes outside the tree.
  static func isNullText(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    switch bytes.count {
    case 0: return true
    case 1: return bytes[0] == UInt8(ascii: "~")
    case 4:
      return equal(bytes, "null") || equal(bytes, "Null") || equal(bytes, "NULL")
    default: return false
    }
  }

  /// True when `bytes` are `wanted`'s UTF-8: a loop, which for the few bytes of a key beats
  /// calling memcmp.
  static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ wanted: StaticString) -> Bool {
    guard bytes.count == wanted.utf8CodeUnitCount else { return false }
    let start = wanted.utf8Start
    for index in 0..<bytes.count where bytes[index] != start[index] { return false }
    return true
  }

  /// True when the two byte runs are equal: a loop, as for `equal(_:_:)` with a static
  /// string.
  static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    guard bytes.count == other.count else { return false }
    for index in 0..<bytes.count where bytes[index] != other[index] { return false }
    return true
  }

  /// True when `bytes` sort before `other`, byte by byte.
  static func precedes(_ bytes: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    let common = min(bytes.count, other.count)
    let order = common == 0 ? 0 : memcmp(bytes.baseAddress!, other.baseAddress!, common)
    return order != 0 ? order < 0 : bytes.count < other.count
  }

  /// Appends records while a document is read.
  struct Builder {
    var records: [Record] = []
    var children: [Int32] = []
    var text: [UInt8] = []
    var anchorNames: [String] = []
    /// How many prepared mappings the records stand for (`appendPreparedMapping`).
    var preparedCount = 0

    init(estimatedNodes: Int, estimatedTextBytes: Int) {
      records.reserveCapacity(estimatedNodes)
      children.reserveCapacity(estimatedNodes)
      text.reserveCapacity(estimatedTextBytes)
    }

    mutating func addAnchorName(_ name: String?) -> Int32 {
      guard let name else { return -1 }
      anchorNames.append(name)
      return Int32(anchorNames.count - 1)
    }

    mutating func appendScalar(
      _ bytes: UnsafeBufferPointer<UInt8>, style: ScalarStyle, tag: CoreTag?, range: SourceRange,
      anchor: Int32
    ) -> Int32 {
      let offset = Int32(text.count)
      text.append(contentsOf: bytes)
      records.append(
        Record(
          kind: .scalar, style: style, tag: tag, start: range.start, end: range.end, first: offset,
          count: Int32(bytes.count), explicitCount: 0, expandedSize: 1, anchor: anchor))
      return Int32(records.count - 1)
    }

    /// Appends a container whose entries were already appended to `children` from `first`.
    mutating func appendContainer(
      kind: Kind, first: Int, explicitCount: Int, range: SourceRange, expandedSize: Int,
      anchor: Int32
    ) -> Int32 {
      records.append(
        Record(
          kind: kind, style: .plain, tag: nil, start: range.start, end: range.end,
          first: Int32(first), count: Int32(children.count - first),
          explicitCount: Int32(explicitCount), expandedSize: Int32(clamping: expandedSize),
          anchor: anchor))
      return Int32(records.count - 1)
    }

    mutating func appendAlias(target: Int32, range: SourceRange) -> Int32 {
      records.append(
        Record(
          kind: .alias, style: .plain, tag: nil, start: range.start, end: range.end, first: target,
          count: 0, explicitCount: 0, expandedSize: records[Int(target)].expandedSize, anchor: -1))
      return Int32(records.count - 1)
    }

    /// Copies a node built elsewhere (``YAMLNode/init(content:range:aliasRange:anchor:)``).
    mutating func append(content: YAMLNode.Content, range: SourceRange, anchor: String?) -> Int32 {
      let anchorID = addAnchorName(anchor)
      switch content {
      case .scalar(let scalar):
        var text = scalar.text
        return text.withUTF8 {
          appendScalar($0, style: scalar.style, tag: scalar.tag, range: range, anchor: anchorID)
        }
      case .mapping(let pairs):
        var entries: [Int32] = []
        var size = 1
        for pair in pairs {
          entries.append(append(content: pair.key.content, range: pair.key.range, anchor: nil))
          entries.append(append(content: pair.value.content, range: pair.value.range, anchor: nil))
          size += pair.key.expandedSize + pair.value.expandedSize
        }
        let first = children.count
        children += entries
        return appendContainer(
          kind: .mapping, first: first, explicitCount: entries.count, range: range,
          expandedSize: size, anchor: anchorID)
      case .sequence(let elements):
        var entries: [Int32] = []
        var size = 1
        for element in elements {
          entries.append(append(content: element.content, range: element.range, anchor: nil))
          size += element.expandedSize
        }
        let first = children.count
        children += entries
        return appendContainer(
          kind: .sequence, first: first, explicitCount: entries.count, range: range,
          expandedSize: size, anchor: anchorID)
      }
    }

    /// Appends the empty mapping record that stands for the consumer's next prepared
    /// mapping, written at `range`.
    mutating func appendPreparedMapping(range: SourceRange, expandedSize: Int) -> Int32 {
      records.append(
        Record(
          kind: .mapping, style: .plain, tag: nil, start: range.start, end: range.end,
          first: Int32(children.count), count: 0, explicitCount: 0,
          expandedSize: Int32(clamping: expandedSize), anchor: -2 - Int32(preparedCount)))
      preparedCount += 1
      return Int32(records.count - 1)
    }

    func finish() -> YAMLTree {
      YAMLTree(records: records, children: children, text: text, anchorNames: anchorNames)
    }
  }
}
