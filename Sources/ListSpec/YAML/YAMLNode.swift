/// How a scalar was written. Only plain scalars are resolved to booleans, numbers and null.
package enum ScalarStyle: String, Sendable, Hashable {
  case plain
  case singleQuoted
  case doubleQuoted
  case literal
  case folded
}

/// What a scalar means under the YAML 1.2 core schema.
///
/// Only `true`/`false` (and their capitalised forms) are booleans: `yes`, `no`, `on` and `off`
/// are strings, unlike YAML 1.1.
package enum ResolvedScalar: Sendable, Hashable {
  case null
  case bool(Bool)
  case int(Int)
  case float(Double)
  case string(String)
}

/// A scalar with its source text and style.
package struct YAMLScalar: Sendable, Hashable {
  package var text: String
  package var style: ScalarStyle
  /// The explicit tag, already checked to be one of the core schema's tags.
  package var tag: CoreTag?

  package init(text: String, style: ScalarStyle = .plain, tag: CoreTag? = nil) {
    self.text = text
    self.style = style
    self.tag = tag
  }

  /// The value under the YAML 1.2 core schema.
  package var resolved: ResolvedScalar {
    if let tag {
      switch tag {
      case .str: return .string(text)
      case .null: return .null
      case .bool: return CoreSchema.bool(text).map(ResolvedScalar.bool) ?? .string(text)
      case .int: return CoreSchema.int(text).map(ResolvedScalar.int) ?? .string(text)
      case .float:
        if let value = CoreSchema.float(text) ?? CoreSchema.int(text).map(Double.init) {
          return .float(value)
        }
        return .string(text)
      case .map, .seq: return .string(text)
      }
    }
    guard style == .plain else { return .string(text) }
    return CoreSchema.resolve(text)
  }
}

/// The tags of the YAML 1.2 core schema: the only ones listspec accepts.
package enum CoreTag: String, Sendable, Hashable {
  case str = "tag:yaml.org,2002:str"
  case int = "tag:yaml.org,2002:int"
  case float = "tag:yaml.org,2002:float"
  case bool = "tag:yaml.org,2002:bool"
  case null = "tag:yaml.org,2002:null"
  case map = "tag:yaml.org,2002:map"
  case seq = "tag:yaml.org,2002:seq"
}

/// One key/value pair of a mapping, in source order.
package struct YAMLPair: Sendable {
  package var key: YAMLNode
  package var value: YAMLNode
  /// True when the pair came in through a merge key (`<<: *anchor`).
  package var isMerged: Bool

  package init(key: YAMLNode, value: YAMLNode, isMerged: Bool = false) {
    self.key = key
    self.value = value
    self.isMerged = isMerged
  }
}

/// A node of the YAML tree: a light handle into a ``YAMLTree`` that stores every node of a
/// document in flat arrays (a "tape"), so reading a large spec allocates a few big arrays
/// instead of millions of small objects. Aliases are resolved: an aliased node is the
/// anchored node itself, and `aliasRange` tells where the alias was written.
package struct YAMLNode: Sendable {
  package enum Content: Sendable {
    case scalar(YAMLScalar)
    case mapping([YAMLPair])
    case sequence([YAMLNode])
  }

  let tree: YAMLTree
  /// The node's record (never an alias record).
  let index: Int32
  /// The alias record that led here, or -1.
  let aliasIndex: Int32

  init(tree: YAMLTree, index: Int32, aliasIndex: Int32 = -1) {
    self.tree = tree
    self.index = index
    self.aliasIndex = aliasIndex
  }

  /// Builds a standalone node (tests and tools); nodes read from files come from
  /// ``YAMLReader``.
  package init(
    content: Content, range: SourceRange, aliasRange: SourceRange? = nil, anchor: String? = nil
  ) {
    var builder = YAMLTree.Builder(estimatedNodes: 8, estimatedTextBytes: 64)
    let index = builder.append(content: content, range: range, anchor: anchor)
    var aliasIndex: Int32 = -1
    if let aliasRange { aliasIndex = builder.appendAlias(target: index, range: aliasRange) }
    self.init(tree: builder.finish(), index: index, aliasIndex: aliasIndex)
  }

  var record: YAMLTree.Record { tree.records[Int(index)] }

  /// What the node holds. Builds arrays for mappings and sequences: hot paths inside the
  /// library iterate with ``forEachPair(_:)`` instead.
  package var content: Content {
    let record = self.record
    switch record.kind {
    case .mapping: return .mapping(pairs ?? [])
    case .sequence: return .sequence(elements ?? [])
    default: return .scalar(tree.scalar(record))
    }
  }

  /// Where the node is written (for an alias: where the anchored node is written).
  package var range: SourceRange { record.range }

  /// Where the alias that brought this node in is written, if it came through an alias.
  package var aliasRange: SourceRange? {
    aliasIndex < 0 ? nil : tree.records[Int(aliasIndex)].range
  }

  /// The anchor name, if the node defines one (and was not reached through an alias).
  package var anchor: String? {
    let anchor = record.anchor
    return anchor < 0 || aliasIndex >= 0 ? nil : tree.anchorNames[Int(anchor)]
  }

  /// Nodes in this subtree, counting aliased subtrees fully (used for the alias budget).
  package var expandedSize: Int { Int(record.expandedSize) }

  /// Where a diagnostic about this node should point: the alias use if there is one, since
  /// that is the line the user wrote for this place in the document.
  package var reportRange: SourceRange { aliasRange ?? range }

  package var scalar: YAMLScalar? {
    let record = self.record
    return record.kind == .scalar ? tree.scalar(record) : nil
  }

  /// The pairs of a mapping, in source order (merged pairs last), or nil.
  package var pairs: [YAMLPair]? {
    let record = self.record
    guard record.kind == .mapping else { return nil }
    var result: [YAMLPair] = []
    result.reserveCapacity(Int(record.count) / 2)
    forEachPair { key, value, isMerged in
      result.append(YAMLPair(key: key, value: value, isMerged: isMerged))
    }
    return result
  }

  /// The elements of a sequence, or nil.
  package var elements: [YAMLNode]? {
    let record = self.record
    guard record.kind == .sequence else { return nil }
    let start = Int(record.first)
    return (start..<start + Int(record.count)).map { tree.node(at: tree.children[$0]) }
  }

  /// The style of a scalar (nil for collections), read without copying its text.
  package var scalarStyle: ScalarStyle? {
    let record = self.record
    return record.kind == .scalar ? record.style : nil
  }

  /// For an empty mapping that stands for a mapping the reader collected and its consumer
  /// prepared: which of the consumer's it is (``CollectedMappingConsumer``).
  var preparedIndex: Int? { aliasIndex < 0 ? record.preparedIndex : nil }

  /// True for a mapping (checked without building its pairs).
  package var isMapping: Bool { record.kind == .mapping }

  /// True for a sequence.
  package var isSequence: Bool { record.kind == .sequence }

  /// The number of pairs of a mapping or elements of a sequence (0 for a scalar).
  package var count: Int {
    let record = self.record
    return record.kind == .mapping ? Int(record.count) / 2 : Int(record.count)
  }

  /// Calls `body` with each pair of a mapping without building an array.
  package func forEachPair(_ body: (_ key: YAMLNode, _ value: YAMLNode, _ isMerged: Bool) -> Void) {
    let record = self.record
    guard record.kind == .mapping else { return }
    let start = Int(record.first)
    let explicitEnd = start + Int(record.explicitCount)
    var child = start
    while child < start + Int(record.count) {
      body(
        tree.node(at: tree.children[child]), tree.node(at: tree.children[child + 1]),
        child >= explicitEnd)
      child += 2
    }
  }

  /// Calls `body` with the record indices of each key and value of a mapping: the hot path
  /// for decoding items, free of handle and array traffic.
  func forEachEntry(_ body: (_ key: Int32, _ value: Int32) -> Void) {
    let record = self.record
    guard record.kind == .mapping else { return }
    let start = Int(record.first)
    var child = start
    while child < start + Int(record.count) {
      body(tree.children[child], tree.children[child + 1])
      child += 2
    }
  }

  /// The scalar text if this is a scalar.
  package var text: String? {
    let record = self.record
    return record.kind == .scalar ? tree.string(record) : nil
  }

  /// True for a scalar that reads as null (`~`, `null`, or nothing) under the core schema.
  package var isNull: Bool {
    let record = self.record
    guard record.kind == .scalar else { return false }
    if let tag = record.tag { return tag == .null }
    return record.style == .plain && tree.isNullText(record)
  }

  /// The value of `key` in a mapping (first match), found without building arrays.
  package subscript(key: String) -> YAMLNode? {
    let record = self.record
    guard record.kind == .mapping else { return nil }
    let start = Int(record.first)
    var child = start
    while child < start + Int(record.count) {
      let keyRecord = tree.resolvedRecord(tree.children[child])
      if keyRecord.kind == .scalar, tree.textEquals(keyRecord, key) {
        return tree.node(at: tree.children[child + 1])
      }
      child += 2
    }
    return nil
  }

  /// A word for the kind of node, for messages ("expected a number, found a mapping").
  package var kindDescription: String {
    switch content {
    case .mapping: return "a mapping"
    case .sequence: return "a sequence"
    case .scalar(let scalar):
      switch scalar.resolved {
      case .null: return "null"
      case .bool: return "a boolean"
      case .int, .float: return "a number"
      case .string: return "a string"
      }
    }
  }
}
