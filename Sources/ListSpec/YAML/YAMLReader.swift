import CYAML

/// Bounds that keep hostile input from costing unbounded time or memory.
/// Documented in `specs/limits.md`; the CLI exposes each as a flag.
public struct ReaderLimits: Sendable, Hashable {
  /// Largest input file accepted, in bytes.
  public var maxFileBytes: Int
  /// Deepest nesting of mappings and sequences.
  public var maxDepth: Int
  /// Most nodes that aliases may add to the document in all (the "billion laughs" budget).
  public var maxAliasExpansion: Int
  /// Longest single scalar, in bytes.
  public var maxScalarBytes: Int

  public init(
    maxFileBytes: Int = 256 << 20, maxDepth: Int = 128, maxAliasExpansion: Int = 1_000_000,
    maxScalarBytes: Int = 1 << 20
  ) {
    self.maxFileBytes = maxFileBytes
    self.maxDepth = maxDepth
    self.maxAliasExpansion = maxAliasExpansion
    self.maxScalarBytes = maxScalarBytes
  }

  public static let `default` = ReaderLimits()
}

/// The result of reading YAML: the root node (nil when the file is empty or unreadable) and
/// every problem found on the way.
public struct YAMLDocument: Sendable {
  public var source: SourceFile
  public var root: YAMLNode?
  public var diagnostics: [Diagnostic]
}

/// Owns a libyaml parser and the input bytes it reads; frees both when done.
private final class LibYAMLParser {
  var parser = yaml_parser_t()
  let input: UnsafeMutableBufferPointer<UInt8>

  init(bytes: [UInt8]) {
    input = .allocate(capacity: max(bytes.count, 1))
    _ = input.initialize(from: bytes)
    yaml_parser_initialize(&parser)
    // UTF-16 and UTF-32 are refused before this; a UTF-8 BOM is left for libyaml to skip.
    let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    if !hasBOM { yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING) }
    yaml_parser_set_input_string(&parser, input.baseAddress, bytes.count)
  }

  deinit {
    yaml_parser_delete(&parser)
    input.deallocate()
  }
}

/// Reads YAML with libyaml's event API into a tree of ``YAMLNode``s that keep their source
/// ranges. Resolves anchors, aliases and merge keys; reports duplicate keys, unknown tags,
/// several documents and every limit as located diagnostics.
public struct YAMLReader {
  public var limits: ReaderLimits

  public init(limits: ReaderLimits = .default) {
    self.limits = limits
  }

  /// Reads `source`; never throws: every problem becomes a diagnostic.
  public func read(_ source: SourceFile) -> YAMLDocument {
    var builder = TreeBuilder(source: source, limits: limits)
    builder.run()
    return YAMLDocument(source: source, root: builder.root, diagnostics: builder.diagnostics)
  }
}

/// The event loop: one frame per open mapping or sequence.
private struct TreeBuilder {
  struct Frame {
    var isMapping: Bool
    var start: SourceLocation
    var anchor: String?
    var elements: [YAMLNode] = []
    var pairs: [YAMLPair] = []
    var pendingKey: YAMLNode?
    /// Key positions by text, built only once a mapping grows past `linearKeyLimit` keys:
    /// small mappings are checked for duplicates by a scan, which beats hashing.
    var keyIndex: [String: SourceRange]?
    var merges: [YAMLNode] = []
    /// Set after a duplicate key: its value is read (to stay in step) but not kept.
    var discardNextValue = false
    var size = 1
  }

  let source: SourceFile
  let limits: ReaderLimits
  var root: YAMLNode?
  var diagnostics: [Diagnostic] = []
  var stack: [Frame] = []
  var anchors: [String: YAMLNode] = [:]
  var aliasExpansion = 0
  var documentCount = 0

  /// When the whole file is ASCII, a libyaml mark's index is its byte offset.
  let isASCII: Bool
  static let linearKeyLimit = 16

  init(source: SourceFile, limits: ReaderLimits) {
    self.source = source
    self.limits = limits
    self.isASCII = source.bytes.withUnsafeBufferPointer { buffer in
      var combined: UInt8 = 0
      for byte in buffer { combined |= byte }
      return combined < 0x80
    }
  }

  mutating func report(_ diagnostic: Diagnostic) {
    var diagnostic = diagnostic
    diagnostic.path = source.path
    diagnostics.append(diagnostic)
  }

  func location(_ mark: yaml_mark_t) -> SourceLocation {
    if isASCII {
      return SourceLocation(
        line: Int(mark.line) + 1, column: Int(mark.column) + 1, offset: Int(mark.index))
    }
    return source.location(zeroBasedLine: Int(mark.line), column: Int(mark.column))
  }

  /// A location for a byte offset (libyaml's reader errors give only an offset).
  func location(byteOffset: Int) -> SourceLocation {
    let clamped = min(max(byteOffset, 0), source.bytes.count)
    var low = 0
    var high = source.lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if source.lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
    }
    let lineStart = source.lineStarts[low]
    var column = 1
    var index = lineStart
    while index < clamped {
      index += 1
      while index < clamped, source.bytes[index] & 0xC0 == 0x80 { index += 1 }
      column += 1
    }
    return SourceLocation(line: low + 1, column: column, offset: clamped)
  }

  mutating func run() {
    if source.bytes.count > limits.maxFileBytes {
      report(.fileTooLarge(bytes: source.bytes.count, limit: limits.maxFileBytes))
      return
    }
    if hasNonUTF8ByteOrderMark() {
      report(.notUTF8(range: SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0))))
      return
    }
    let parser = LibYAMLParser(bytes: source.bytes)
    var event = yaml_event_t()
    while true {
      guard yaml_parser_parse(&parser.parser, &event) == 1 else {
        reportParserError(parser.parser)
        root = nil
        return
      }
      let keepGoing = handle(&event)
      let isEnd = event.type == YAML_STREAM_END_EVENT
      yaml_event_delete(&event)
      if !keepGoing || isEnd { return }
    }
  }

  func hasNonUTF8ByteOrderMark() -> Bool {
    let bytes = source.bytes
    if bytes.count >= 2,
      (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE)
    {
      return true
    }
    if bytes.count >= 4, bytes[0] == 0, bytes[1] == 0, bytes[2] == 0xFE, bytes[3] == 0xFF {
      return true
    }
    return false
  }

  /// Handles one event; false stops the loop (a fatal problem was reported).
  mutating func handle(_ event: inout yaml_event_t) -> Bool {
    let start = location(event.start_mark)
    let end = location(event.end_mark)
    let range = SourceRange(start: start, end: end)
    switch event.type {
    case YAML_DOCUMENT_START_EVENT:
      documentCount += 1
      if documentCount > 1 {
        report(.multipleDocuments(range: range))
        return false
      }
      return true

    case YAML_SCALAR_EVENT:
      let scalar = event.data.scalar
      let length = Int(scalar.length)
      if length > limits.maxScalarBytes {
        report(.scalarTooLong(bytes: length, limit: limits.maxScalarBytes, range: range))
        root = nil
        return false
      }
      let text = String(
        decoding: UnsafeBufferPointer(start: scalar.value, count: length), as: UTF8.self)
      let style: ScalarStyle
      switch scalar.style {
      case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
      case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
      case YAML_LITERAL_SCALAR_STYLE: style = .literal
      case YAML_FOLDED_SCALAR_STYLE: style = .folded
      default: style = .plain
      }
      var tag: CoreTag?
      if let rawTag = scalar.tag {
        tag = checkTag(
          String(cString: rawTag), range: range, allowed: [.str, .int, .float, .bool, .null])
      }
      let node = YAMLNode(
        content: .scalar(YAMLScalar(text: text, style: style, tag: tag)), range: range,
        anchor: scalar.anchor.map { String(cString: $0) })
      return attach(node)

    case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
      let isMapping = event.type == YAML_MAPPING_START_EVENT
      if stack.count >= limits.maxDepth {
        report(.nestingTooDeep(limit: limits.maxDepth, range: range))
        root = nil
        return false
      }
      let rawTag = isMapping ? event.data.mapping_start.tag : event.data.sequence_start.tag
      if let rawTag {
        _ = checkTag(String(cString: rawTag), range: range, allowed: isMapping ? [.map] : [.seq])
      }
      let rawAnchor = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
      stack.append(
        Frame(isMapping: isMapping, start: start, anchor: rawAnchor.map { String(cString: $0) }))
      return true

    case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
      var frame = stack.removeLast()
      let nodeRange = SourceRange(start: frame.start, end: end)
      let content: YAMLNode.Content
      if frame.isMapping {
        applyMerges(&frame)
        content = .mapping(frame.pairs)
      } else {
        content = .sequence(frame.elements)
      }
      let node = YAMLNode(
        content: content, range: nodeRange, anchor: frame.anchor, expandedSize: frame.size)
      return attach(node)

    case YAML_ALIAS_EVENT:
      let name = String(cString: event.data.alias.anchor)
      guard var target = anchors[name] else {
        if stack.contains(where: { $0.anchor == name }) {
          report(.recursiveAlias(name: name, range: range))
        } else {
          report(.unknownAlias(name: name, range: range))
        }
        root = nil
        return false
      }
      aliasExpansion += target.expandedSize
      if aliasExpansion > limits.maxAliasExpansion {
        report(.aliasExpansionLimit(limit: limits.maxAliasExpansion, range: range))
        root = nil
        return false
      }
      target.aliasRange = range
      target.anchor = nil
      return attach(target)

    default:
      return true
    }
  }

  /// Reports a tag outside the core schema; returns the core tag when it is one of `allowed`.
  mutating func checkTag(_ tag: String, range: SourceRange, allowed: [CoreTag]) -> CoreTag? {
    if tag == "!" { return nil }  // The non-specific tag: a plain "this is a string".
    if let core = CoreTag(rawValue: tag), allowed.contains(core) { return core }
    report(.unknownTag(tag: tag, range: range))
    return nil
  }

  /// Adds a finished node to the open collection, or makes it the root.
  mutating func attach(_ node: YAMLNode) -> Bool {
    if let anchor = node.anchor { anchors[anchor] = node }
    guard !stack.isEmpty else {
      root = node
      return true
    }
    let top = stack.count - 1
    stack[top].size += node.expandedSize
    if !stack[top].isMapping {
      stack[top].elements.append(node)
      return true
    }
    guard let key = stack[top].pendingKey else {
      // This node is a key.
      guard let keyScalar = node.scalar else {
        report(.complexKey(range: node.reportRange))
        stack[top].pendingKey = node
        stack[top].discardNextValue = true
        return true
      }
      if keyScalar.text == "<<", keyScalar.style == .plain {
        stack[top].pendingKey = node
        return true
      }
      if let first = firstKeyRange(keyScalar.text, in: &stack[top]) {
        report(.duplicateKey(key: keyScalar.text, range: node.reportRange, first: first))
        // Keep the first value; drop this one.
        stack[top].pendingKey = node
        stack[top].discardNextValue = true
        return true
      }
      stack[top].keyIndex?[keyScalar.text] = node.reportRange
      stack[top].pendingKey = node
      return true
    }
    stack[top].pendingKey = nil
    if stack[top].discardNextValue {
      stack[top].discardNextValue = false
    } else if let keyScalar = key.scalar, keyScalar.style == .plain, keyScalar.text == "<<" {
      stack[top].merges.append(node)
    } else {
      stack[top].pairs.append(YAMLPair(key: key, value: node))
    }
    return true
  }

  /// Where `key` was first written in the open mapping, if it was.
  func firstKeyRange(_ key: String, in frame: inout Frame) -> SourceRange? {
    if let index = frame.keyIndex { return index[key] }
    if frame.pairs.count < Self.linearKeyLimit {
      return frame.pairs.first { $0.key.text == key }?.key.reportRange
    }
    var index: [String: SourceRange] = [:]
    index.reserveCapacity(frame.pairs.count * 2)
    for pair in frame.pairs {
      if let text = pair.key.text, index[text] == nil { index[text] = pair.key.reportRange }
    }
    frame.keyIndex = index
    return index[key]
  }

  /// `<<: *a` and `<<: [*a, *b]`: keys written in the mapping win; earlier merges win over later.
  mutating func applyMerges(_ frame: inout Frame) {
    guard !frame.merges.isEmpty else { return }
    var written = Set(frame.pairs.compactMap(\.key.text))
    for merge in frame.merges {
      let sources: [YAMLNode]
      switch merge.content {
      case .mapping: sources = [merge]
      case .sequence(let elements): sources = elements
      case .scalar:
        report(.invalidMerge(range: merge.reportRange))
        continue
      }
      for mergeSource in sources {
        guard let pairs = mergeSource.pairs else {
          report(.invalidMerge(range: mergeSource.reportRange))
          continue
        }
        for pair in pairs {
          guard let key = pair.key.text, written.insert(key).inserted else { continue }
          frame.pairs.append(YAMLPair(key: pair.key, value: pair.value, isMerged: true))
        }
      }
    }
  }

  mutating func reportParserError(_ parser: yaml_parser_t) {
    let problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
    let context = parser.context.map { String(cString: $0) }
    if parser.error == YAML_READER_ERROR {
      let at = location(byteOffset: Int(parser.problem_offset))
      let range = SourceRange(at: at)
      if problem.contains("UTF-8") || problem.contains("utf-8") {
        report(.invalidUTF8(range: range))
      } else if problem.contains("control characters") {
        report(.controlCharacter(value: Int(parser.problem_value), range: range))
      } else {
        report(.yamlSyntax(problem: problem, context: nil, contextRange: nil, range: range))
      }
      return
    }
    let problemLocation = location(parser.problem_mark)
    let range = SourceRange(at: problemLocation)
    if isTabIndentation(at: problemLocation) {
      report(.tabIndentation(range: range))
      return
    }
    var contextRange: SourceRange?
    if context != nil {
      contextRange = SourceRange(at: location(parser.context_mark))
    }
    if parser.error == YAML_MEMORY_ERROR {
      report(.yamlSyntax(problem: "out of memory", context: nil, contextRange: nil, range: range))
      return
    }
    report(
      .yamlSyntax(problem: problem, context: context, contextRange: contextRange, range: range))
  }

  /// True when the error sits on a tab in a line's leading white space.
  func isTabIndentation(at location: SourceLocation) -> Bool {
    guard let line = source.text(ofLine: location.line) else { return false }
    let leading = line.prefix { $0 == " " || $0 == "\t" }
    return leading.contains("\t") && location.column <= leading.count + 1
  }
}
