/// How a scalar was written. Only plain scalars are resolved to booleans, numbers and null.
public enum ScalarStyle: String, Sendable, Hashable {
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
public enum ResolvedScalar: Sendable, Hashable {
  case null
  case bool(Bool)
  case int(Int)
  case float(Double)
  case string(String)
}

/// A scalar with its source text and style.
public struct YAMLScalar: Sendable, Hashable {
  public var text: String
  public var style: ScalarStyle
  /// The explicit tag, already checked to be one of the core schema's tags.
  public var tag: CoreTag?

  public init(text: String, style: ScalarStyle = .plain, tag: CoreTag? = nil) {
    self.text = text
    self.style = style
    self.tag = tag
  }

  /// The value under the YAML 1.2 core schema.
  public var resolved: ResolvedScalar {
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
public enum CoreTag: String, Sendable, Hashable {
  case str = "tag:yaml.org,2002:str"
  case int = "tag:yaml.org,2002:int"
  case float = "tag:yaml.org,2002:float"
  case bool = "tag:yaml.org,2002:bool"
  case null = "tag:yaml.org,2002:null"
  case map = "tag:yaml.org,2002:map"
  case seq = "tag:yaml.org,2002:seq"
}

/// One key/value pair of a mapping, in source order.
public struct YAMLPair: Sendable {
  public var key: YAMLNode
  public var value: YAMLNode
  /// True when the pair came in through a merge key (`<<: *anchor`).
  public var isMerged: Bool

  public init(key: YAMLNode, value: YAMLNode, isMerged: Bool = false) {
    self.key = key
    self.value = value
    self.isMerged = isMerged
  }
}

/// A node of the YAML tree with its source range. Aliases are resolved: an aliased node is
/// shared (copy-on-write), and `aliasRange` tells where it was referenced from.
public struct YAMLNode: Sendable {
  public enum Content: Sendable {
    case scalar(YAMLScalar)
    case mapping([YAMLPair])
    case sequence([YAMLNode])
  }

  /// The rarely set parts of a node, kept out of line so the common node stays small (a
  /// 100,000-item spec has over a million nodes).
  final class Extras: Sendable {
    let aliasRange: SourceRange?
    let anchor: String?

    init(aliasRange: SourceRange?, anchor: String?) {
      self.aliasRange = aliasRange
      self.anchor = anchor
    }
  }

  public var content: Content
  /// Where the node is written (for an alias: where the anchored node is written).
  public var range: SourceRange
  private var storedExpandedSize: Int32
  private var extras: Extras?

  public init(
    content: Content, range: SourceRange, aliasRange: SourceRange? = nil, anchor: String? = nil,
    expandedSize: Int = 1
  ) {
    self.content = content
    self.range = range
    self.storedExpandedSize = Int32(clamping: expandedSize)
    if aliasRange != nil || anchor != nil {
      extras = Extras(aliasRange: aliasRange, anchor: anchor)
    }
  }

  /// Where the alias that brought this node in is written, if it came through an alias.
  public var aliasRange: SourceRange? {
    get { extras?.aliasRange }
    set { extras = Extras(aliasRange: newValue, anchor: extras?.anchor) }
  }

  /// The anchor name, if the node defines one.
  public var anchor: String? {
    get { extras?.anchor }
    set { extras = Extras(aliasRange: extras?.aliasRange, anchor: newValue) }
  }

  /// Nodes in this subtree, counting aliased subtrees fully (used for the alias budget).
  public var expandedSize: Int {
    get { Int(storedExpandedSize) }
    set { storedExpandedSize = Int32(clamping: newValue) }
  }

  /// Where a diagnostic about this node should point: the alias use if there is one, since
  /// that is the line the user wrote for this place in the document.
  public var reportRange: SourceRange { aliasRange ?? range }

  public var scalar: YAMLScalar? {
    if case .scalar(let scalar) = content { return scalar }
    return nil
  }

  public var pairs: [YAMLPair]? {
    if case .mapping(let pairs) = content { return pairs }
    return nil
  }

  public var elements: [YAMLNode]? {
    if case .sequence(let elements) = content { return elements }
    return nil
  }

  /// The scalar text if this is a scalar.
  public var text: String? { scalar?.text }

  /// The value of `key` in a mapping (first match).
  public subscript(key: String) -> YAMLNode? {
    pairs?.first { $0.key.text == key }?.value
  }

  /// A word for the kind of node, for messages ("expected a number, found a mapping").
  public var kindDescription: String {
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
