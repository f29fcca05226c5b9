import CYAML

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

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
  /// Most diagnostics kept and reported per file; past it one `too-many-diagnostics` says so.
  public var maxDiagnostics: Int

  public init(
    maxFileBytes: Int = 256 << 20, maxDepth: Int = 128, maxAliasExpansion: Int = 1_000_000,
    maxScalarBytes: Int = 1 << 20, maxDiagnostics: Int = 1000
  ) {
    self.maxFileBytes = maxFileBytes
    self.maxDepth = maxDepth
    self.maxAliasExpansion = maxAliasExpansion
    self.maxScalarBytes = maxScalarBytes
    self.maxDiagnostics = maxDiagnostics
  }

  public static let `default` = ReaderLimits()
}

/// The result of reading YAML: the root node (nil when the file is empty or unreadable) and
/// every problem found on the way.
public struct YAMLDocument: Sendable {
  public var source: SourceFile
  public var root: YAMLNode?
  public var diagnostics: [Diagnostic]
  /// Diagnostics past `ReaderLimits.maxDiagnostics`, counted, not kept.
  var droppedDiagnostics = DroppedDiagnostics()
}

/// Reads YAML with libyaml's event API into a tree of ``YAMLNode``s that keep their source
/// ranges. Resolves anchors, aliases and merge keys; reports duplicate keys, unknown tags,
/// several documents and every limit as located diagnostics.
public struct YAMLReader {
  public var limits: ReaderLimits
  /// Inputs at least this large are parsed by libyaml on a second thread while this one
  /// builds the tree; smaller ones do not pay for starting it. Tests lower it to cover the
  /// threaded path with small inputs.
  var concurrentReadThreshold = defaultConcurrentReadThreshold
  /// 256 KiB; no threshold when the process may run on one core only (`taskset -c 0`, a
  /// one-CPU container), where a second thread cannot overlap and its hand-overs only cost.
  static let defaultConcurrentReadThreshold = usableCores > 1 ? 256 << 10 : Int.max

  /// The cores this process may run on (its affinity mask; Foundation's
  /// `activeProcessorCount` counts the machine's). sched_getaffinity is looked up at run time
  /// because the Glibc module does not declare it; 2 when it cannot be asked.
  static let usableCores: Int = {
    typealias GetAffinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "sched_getaffinity") else {
      return 2
    }
    var mask = [UInt8](repeating: 0, count: 128)
    let status = mask.withUnsafeMutableBytes {
      unsafeBitCast(symbol, to: GetAffinity.self)(0, $0.count, $0.baseAddress!)
    }
    guard status == 0 else { return 2 }
    return mask.reduce(0) { $0 + $1.nonzeroBitCount }
  }()
  /// Events handed over at a time; tests make it tiny to cross batch boundaries everywhere.
  var eventBatchSize = EventProducer.batchSize

  public init(limits: ReaderLimits = .default) {
    self.limits = limits
  }

  /// Reads `source`; never throws: every problem becomes a diagnostic.
  public func read(_ source: SourceFile) -> YAMLDocument {
    read(source, streamingElementsOf: nil, to: nil)
  }

  /// Reads `source`, and hands each element of the sequence under the root mapping's key
  /// `streamedKey` to `handler` as soon as the element is read, with the sequence's start:
  /// the caller can work on the elements while the rest of the file is still being parsed.
  /// Only a sequence written under that key is streamed (not one merged in or behind an
  /// alias), and only when the key is not a duplicate. `handler` runs on the calling thread
  /// and must not keep the node it is given. Its third argument gives the root mapping's
  /// value for a key written before the streamed one (nil when there is none, or when it is
  /// not known yet for sure: the root has a merge key); it must not be kept either.
  ///
  /// `itemHandler`, when given, is offered each item of an element's `items` that the reader
  /// made itself (`PreparedItem`), in order, while nothing else of that `items` was kept:
  /// returning true drops the item from the tree, as if it had not been written. It gets
  /// whether the item has a `cell` of its own, where its section starts, and lookups of the
  /// root's and its section's values written before (nil when not known for sure).
  /// `collectedItemHandler`, when given with `itemHandler`, is offered each such item first,
  /// before it is made into an ``Item`` (`CollectedItem`): returning true drops it the same
  /// way; returning false makes the item and offers it to `itemHandler`.
  ///
  /// `rootKeyHandler`, when given, is offered each key written in a root mapping (its text
  /// and range; not a duplicate, a complex key or a merge key) as it is read, in order.
  /// Returning true lets the reader drop the key and its value from the tree, as if they had
  /// not been written, once the handler has reported whatever there was to say about them;
  /// it does so past `linearKeyLimit` keys, where its index of the keys still finds the key
  /// for duplicates and merges. A file of millions of unknown top-level keys then holds none
  /// of their nodes.
  func read(
    _ source: SourceFile, streamingElementsOf streamedKey: String?,
    to handler: ((YAMLNode, SourceLocation, (String) -> YAMLNode?) -> Void)?,
    items itemHandler: PreparedItemHandler? = nil,
    collectedItems collectedItemHandler: CollectedItemHandler? = nil,
    rootKeys rootKeyHandler: ((String, SourceRange) -> Bool)? = nil
  ) -> YAMLDocument {
    var builder = TreeBuilder(source: source, reader: self)
    builder.streamedKey = streamedKey.map { Array($0.utf8) }
    builder.elementHandler = handler
    builder.itemHandler = handler == nil ? nil : itemHandler
    builder.collectedItemHandler = builder.itemHandler == nil ? nil : collectedItemHandler
    builder.rootKeyHandler = rootKeyHandler
    builder.run()
    return YAMLDocument(
      source: source, root: builder.root, diagnostics: builder.sink.diagnostics,
      droppedDiagnostics: builder.sink.dropped)
  }
}

/// See `YAMLReader.read(_:streamingElementsOf:to:items:)`: the item, whether it has a cell
/// of its own, its section's start, and lookups of the root's and the section's values.
typealias PreparedItemHandler = (
  Item, Bool, SourceLocation, (String) -> YAMLNode?, (String) -> YAMLNode?
) -> Bool

/// A scalar of the item being collected, not yet in the tree: its bytes are
/// `text[first..<first + count]` of the item's text.
struct CollectedScalar {
  var style: ScalarStyle
  var range: SourceRange
  var first: Int
  var count: Int
}

/// The buffers of the item being collected (`TreeBuilder.itemBuffers`), freed with the
/// reader. Pointers, not arrays: every scalar of an item is written to them, and an array
/// checked its uniqueness and its capacity at each write.
private final class CollectedItemBuffers {
  static let initialTextCapacity = 4096
  let scalars = UnsafeMutablePointer<CollectedScalar>.allocate(
    capacity: TreeBuilder.fullScalarLimit)
  /// Replaced by a larger one as the reader needs (`TreeBuilder.growItemText`).
  var text = UnsafeMutablePointer<UInt8>.allocate(capacity: initialTextCapacity)

  deinit {
    scalars.deallocate()
    text.deallocate()
  }
}

/// A scalar of the item being collected past its first `TreeBuilder.fullScalarLimit`, in a
/// quarter of the space (an item of a million fields is two million of them): where it
/// starts in the file (the file is ASCII, so offsets give its lines and columns back), where
/// its bytes start in the item's text, and in one word its byte count (16 bits), its length
/// in the file (13 bits) and its style (3 bits). A longer scalar is not packed: the item is
/// then read into the tree.
struct PackedScalar {
  var start: UInt32
  var textStart: UInt32
  var lengthsAndStyle: UInt32

  static let styles: [ScalarStyle] = [.plain, .singleQuoted, .doubleQuoted, .literal, .folded]

  /// The packed form of `scalar`, when its numbers fit.
  init?(_ scalar: CollectedScalar) {
    let written = scalar.range.end.offset - scalar.range.start.offset
    guard let start = UInt32(exactly: scalar.range.start.offset),
      let textStart = UInt32(exactly: scalar.first), scalar.count < 1 << 16,
      written >= 0, written < 1 << 13, let style = Self.styles.firstIndex(of: scalar.style)
    else { return nil }
    self.start = start
    self.textStart = textStart
    lengthsAndStyle = UInt32(scalar.count) | UInt32(written) << 16 | UInt32(style) << 29
  }

  var first: Int { Int(textStart) }
  var count: Int { Int(lengthsAndStyle & 0xFFFF) }
  var end: Int { Int(start) + Int(lengthsAndStyle >> 16 & 0x1FFF) }
  var style: ScalarStyle { Self.styles[Int(lengthsAndStyle >> 29)] }
}

/// An item the reader collected from the events of a mapping of plain scalars, offered
/// before it is made into an ``Item`` (`YAMLReader.read(_:streamingElementsOf:to:items:
/// collectedItems:rootKeys:)`): its pairs' keys and values as bytes, valid only during the
/// call. Reading its mapping into the tree and decoding it would give an item with these
/// fields (every pair, `id` and `cell` included) and no problem.
struct CollectedItem {
  /// The first scalars, then the rest packed (`PackedScalar`).
  let scalars: UnsafeBufferPointer<CollectedScalar>
  let moreScalars: UnsafeBufferPointer<PackedScalar>
  let text: UnsafeBufferPointer<UInt8>
  /// The positions among the scalars of the `id` value and of the `cell` value, if written.
  let idValue: Int
  let cellValue: Int?
  let idRange: SourceRange

  var pairCount: Int { (scalars.count + moreScalars.count) / 2 }

  @inline(__always)
  func bytes(_ position: Int) -> UnsafeBufferPointer<UInt8> {
    if position < scalars.count {
      let scalar = scalars[position]
      return UnsafeBufferPointer(rebasing: text[scalar.first..<scalar.first + scalar.count])
    }
    let scalar = moreScalars[position - scalars.count]
    return UnsafeBufferPointer(rebasing: text[scalar.first..<scalar.first + scalar.count])
  }

  func key(_ pair: Int) -> UnsafeBufferPointer<UInt8> { bytes(2 * pair) }
  func value(_ pair: Int) -> UnsafeBufferPointer<UInt8> { bytes(2 * pair + 1) }

  /// The value of the field named `name`, if the item has it.
  func value(of name: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
    // Most items have no packed scalars: their keys are read straight, the length first.
    var pair = 0
    if let base = text.baseAddress {
      while 2 * pair + 1 < scalars.count {
        let key = scalars[2 * pair]
        if key.count == name.count,
          YAMLTree.equal(UnsafeBufferPointer(start: base + key.first, count: key.count), name)
        {
          return value(pair)
        }
        pair += 1
      }
    }
    while pair < pairCount {
      if YAMLTree.equal(key(pair), name) { return value(pair) }
      pair += 1
    }
    return nil
  }

  var id: UnsafeBufferPointer<UInt8> { bytes(idValue) }
  var cell: UnsafeBufferPointer<UInt8>? { cellValue.map { bytes($0) } }
}

/// See `YAMLReader.read(_:streamingElementsOf:to:items:collectedItems:rootKeys:)`: the
/// item, where its section starts, and lookups of the root's and the section's values.
typealias CollectedItemHandler = (
  CollectedItem, SourceLocation, (String) -> YAMLNode?, (String) -> YAMLNode?
) -> Bool

/// The event loop: one frame per open mapping or sequence.
private struct TreeBuilder {
  /// What the next node attached to an open mapping is.
  enum MappingState {
    /// A key.
    case key
    /// The value of the key just read.
    case value
    /// The value of a duplicate or complex key: read to stay in step, then dropped.
    case discardedValue
    /// The value of a merge key `<<`.
    case mergeValue
  }

  struct Frame {
    var isMapping: Bool
    var start: SourceLocation
    var anchor: String?
    /// Where this container's entries begin in `pending`.
    var pendingBase: Int
    var state = MappingState.key
    var merges: [Int32] = []
    /// True once the mapping grew past `linearKeyLimit` keys and its keys are indexed in
    /// `keyIndexes` (small mappings are checked for duplicates by a scan, which beats
    /// hashing). The index is kept apart: a frame is pushed and popped for every item, and
    /// the index's 152 bytes were half of its size.
    var hasKeyIndex = false
    var size = 1
    /// A sequence whose elements go to `elementHandler` as they are read.
    var streamsElements = false
    /// For such a sequence: the builder's sizes where its next element begins. For a
    /// mapping reading a value it drops (`MappingState.discardedValue`): where that value
    /// begins, its key already taken out when it could be.
    var savedMarks = BuilderMarks()
    /// The `items` sequence of a streamed section, with no anchor on it or around it: its
    /// mapping elements may be read as prepared items (`collectItemEvent`).
    var holdsItems = false
    /// For such a sequence: its items still go to `itemHandler`, which has taken every
    /// element so far.
    var offersItems = false
  }

  /// Sizes of the builder's arrays: everything appended after them belongs to one element.
  struct BuilderMarks {
    var records = 0
    var children = 0
    var text = 0
    var anchorNames = 0
    var preparedItems = 0
  }

  /// The keys of a streamed element kept in the tree once it was handed over (see
  /// `compactStreamedElement`): what the configuration diff reads of a section (its id, its
  /// `list:` and its `itemSeparators:`).
  static let keptStreamedKeys: [[UInt8]] = ([SectionKey.id] + SectionKey.configurationKeys).map {
    Array($0.rawValue.utf8)
  }

  let source: SourceFile
  /// The limits and threading settings it reads with.
  let reader: YAMLReader
  var limits: ReaderLimits { reader.limits }
  var builder: YAMLTree.Builder
  var rootIndex: Int32?
  var sink: DiagnosticSink
  var stack: [Frame] = []
  /// The key indexes of the open mappings that have one (`Frame.hasKeyIndex`), by depth.
  var keyIndexes: [FirstUseTable?] = []
  /// Entries of the open containers, innermost last (key, value, key, value… for mappings).
  var pending: [Int32] = []
  var anchors: [String: Int32] = [:]
  var aliasExpansion = 0
  var documentCount = 0
  /// When the whole file is ASCII, a libyaml mark's index is its byte offset.
  let isASCII: Bool
  static let linearKeyLimit = 16
  static let oneThreadBatchSize = 256
  /// See `YAMLReader.read(_:streamingElementsOf:to:)`.
  var streamedKey: [UInt8]?
  var elementHandler: ((YAMLNode, SourceLocation, (String) -> YAMLNode?) -> Void)?
  var itemHandler: PreparedItemHandler?
  var collectedItemHandler: CollectedItemHandler?
  /// See `YAMLReader.read(_:streamingElementsOf:to:items:rootKeys:)`.
  var rootKeyHandler: ((String, SourceRange) -> Bool)?
  /// True while the scalars of an item mapping (the top frame) are collected instead of
  /// appended to the tree (see `PreparedItem`).
  var collectingItem = false
  /// The item's first scalars (up to `fullScalarLimit`): `itemScalarCount` of
  /// `itemBuffers.scalars`.
  let itemBuffers = CollectedItemBuffers()
  var itemScalarCount = 0
  /// The item's scalars past the first `fullScalarLimit`, in a file that is all ASCII.
  var itemMoreScalars: [PackedScalar] = []
  /// Scalars (keys and values) of an item kept whole; the duplicate-key scan covers as many.
  static let fullScalarLimit = 32
  var collectedCount: Int { itemScalarCount + itemMoreScalars.count }
  /// The collected scalars' bytes: the first `itemTextCount` of `itemText` (`itemBuffers`'s,
  /// of `itemTextCapacity` bytes), which only grows. Growing frees the old buffer, so a copy
  /// of the builder would hold a freed pointer: the builder is made and run in place, never
  /// copied.
  var itemText: UnsafeMutablePointer<UInt8>
  var itemTextCapacity = CollectedItemBuffers.initialTextCapacity
  var itemTextCount = 0
  /// The item's first scalars and its text, for reading.
  var itemScalars: UnsafeBufferPointer<CollectedScalar> {
    UnsafeBufferPointer(start: itemBuffers.scalars, count: itemScalarCount)
  }
  var itemTextBytes: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: itemText, count: itemTextCount)
  }
  /// Reused for each prepared item's fields, so an item allocates only its own.
  var itemFields = ItemFields.Builder(minimumCapacity: 16)

  init(source: SourceFile, reader: YAMLReader) {
    self.source = source
    self.reader = reader
    sink = DiagnosticSink(limit: reader.limits.maxDiagnostics)
    self.isASCII = source.isASCII
    itemText = itemBuffers.text
    // About one node per ten bytes in typical specs; the text is rarely longer than the file
    // (only escapes such as "\L" grow), and reserving is only a hint.
    builder = YAMLTree.Builder(
      estimatedNodes: source.byteCount / 10 + 16, estimatedTextBytes: source.byteCount + 16)
  }

  /// The root node, once the document was read without a fatal problem.
  var root: YAMLNode? {
    rootIndex.map { builder.finish().node(at: $0) }
  }

  mutating func report(_ diagnostic: Diagnostic) {
    var diagnostic = diagnostic
    diagnostic.path = source.path
    sink.append(diagnostic)
  }

  /// The start of the line of the last event's mark, for files that are not all ASCII: the
  /// next mark's line is found by walking on from it (the line table keeps every 32nd line).
  var markLine = 0
  var markLineStart = 0

  /// `location(_:)` for the marks of events, which come in file order.
  @inline(__always)
  mutating func eventLocation(_ mark: yaml_mark_t) -> SourceLocation {
    if isASCII {
      return SourceLocation(
        line: Int(mark.line) + 1, column: Int(mark.column) + 1, offset: Int(mark.index))
    }
    return eventLocation(notASCII: mark)
  }

  /// `eventLocation(_:)` in a file that is not all ASCII: a mark's index counts
  /// characters, so the offset is found from the line's start.
  mutating func eventLocation(notASCII mark: yaml_mark_t) -> SourceLocation {
    let line = Int(mark.line)
    let table = source.lineStarts
    guard line < table.count else { return location(mark) }
    if table.isLineFeedOnly, line >= markLine, line - markLine < LineTable.sparseStride {
      markLineStart = table.lineStart(after: markLineStart, lines: line - markLine)
    } else {
      markLineStart = table[line]
    }
    markLine = line
    return SourceLocation(
      line: line + 1, column: Int(mark.column) + 1,
      offset: source.offset(line: line + 1, column: Int(mark.column) + 1, lineStart: markLineStart)
    )
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
    source.location(byteOffset: byteOffset)
  }

  mutating func run() {
    if source.byteCount > limits.maxFileBytes {
      report(.fileTooLarge(bytes: source.byteCount, limit: limits.maxFileBytes))
      return
    }
    if hasNonUTF8ByteOrderMark() {
      // No location: the file's lines are not text we could quote.
      report(.notUTF8())
      return
    }
    let hasByteOrderMark = source.hasUTF8ByteOrderMark
    // Tabs on blank lines that YAML 1.2 ignores and libyaml rejects, turned into spaces;
    // nil (no copy) for a file without them.
    let patched = BlankLineTabs.patched(source)
    // A file read in pieces (never patched: it has no tab) is read by libyaml from the file.
    let inPieces = patched == nil && source.isReadInPieces
    (patched ?? (inPieces ? [] : source.bytes)).withUnsafeBufferPointer { input in
      let producer =
        inPieces
        ? EventProducer(file: source.storage, maxDepth: limits.maxDepth)
        : EventProducer(
          input: input, hasByteOrderMark: hasByteOrderMark, maxDepth: limits.maxDepth)
      let inputCount = inPieces ? source.byteCount : input.count
      let batchSize = max(1, reader.eventBatchSize)
      // libyaml runs on its own thread while this one builds the tree from what it has
      // parsed so far: reading then costs little more than libyaml alone.
      let queue = EventBatchQueue(capacity: 3, batchSize: batchSize)
      guard inputCount >= reader.concurrentReadThreshold,
        startThread(
          stackSize: 1 << 20,
          {
            while let batch = queue.takeEmpty() {
              producer.fill(batch)
              guard queue.put(batch), !batch.isLast else { break }
            }
            // Here, not in deinit: this block may outlive the input bytes.
            producer.close()
            queue.producerFinished()
          })
      else {
        // A small file needs no full-size batch; a batch too small only means more refills.
        // On this one thread the events are read right after libyaml wrote them: a batch of
        // a few hundred stays in the cache, where 16384 (1.7 MB) went through memory.
        let batch = EventBatch(capacity: min(batchSize, Self.oneThreadBatchSize, inputCount + 16))
        repeat { producer.fill(batch) } while consume(batch)
        producer.close()
        return
      }
      while let batch = queue.takeFilled() {
        let keepGoing = consume(batch)
        queue.recycle(batch)
        if !keepGoing { break }
      }
      // Also after an early stop: the producer must let go of the input before it goes away.
      queue.cancelAndWait()
    }
  }

  /// Handles a batch of events in order; false once the stream ended or a fatal problem
  /// stopped it.
  mutating func consume(_ batch: EventBatch) -> Bool {
    for index in 0..<batch.count {
      let event = batch.events + index
      if !handle(&event.pointee) || event.pointee.type == YAML_STREAM_END_EVENT { return false }
    }
    if let error = batch.error {
      // An item cut short by the error: its scalars go into the tree as they would have one
      // by one, so that what they already show (a key given twice) is reported as it is
      // without collecting.
      if collectingItem { replayCollectedScalars() }
      reportParserError(error)
      rootIndex = nil
      return false
    }
    return !batch.isLast
  }

  func hasNonUTF8ByteOrderMark() -> Bool {
    let bytes = source.slice(0..<4)
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
    let start = eventLocation(event.start_mark)
    let end = eventLocation(event.end_mark)
    let range = SourceRange(start: start, end: end)
    if collectingItem, let handled = collectItemEvent(&event, range: range) { return handled }
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
        rootIndex = nil
        return false
      }
      let style = ScalarStyle(libYAML: scalar.style)
      var tag: CoreTag?
      if let rawTag = scalar.tag {
        tag = checkTag(
          String(cString: rawTag), range: range, allowed: [.str, .int, .float, .bool, .null])
      }
      let anchor = scalar.anchor.map { String(cString: $0) }
      if let anchor {
        checkAnchorEnd(
          anchor, sigil: UInt8(ascii: "&"), from: start,
          value: String(
            decoding: UnsafeBufferPointer(start: scalar.value, count: length), as: UTF8.self))
      }
      var valueRange = range
      if anchor != nil || scalar.tag != nil {
        valueRange.start = skippingNodeProperties(from: start, before: end)
      }
      let index = builder.appendScalar(
        UnsafeBufferPointer(start: scalar.value, count: length), style: style, tag: tag,
        range: valueRange, anchor: builder.addAnchorName(anchor))
      if let anchor { anchors[anchor] = index }
      return attach(index, size: 1)

    case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
      let isMapping = event.type == YAML_MAPPING_START_EVENT
      if stack.count >= limits.maxDepth {
        report(.nestingTooDeep(limit: limits.maxDepth, range: range))
        rootIndex = nil
        return false
      }
      let rawTag = isMapping ? event.data.mapping_start.tag : event.data.sequence_start.tag
      if let rawTag {
        _ = checkTag(String(cString: rawTag), range: range, allowed: isMapping ? [.map] : [.seq])
      }
      let rawAnchor = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
      let anchor = rawAnchor.map { String(cString: $0) }
      if let anchor { checkAnchorEnd(anchor, sigil: UInt8(ascii: "&"), from: start, value: nil) }
      let holdsItems =
        !isMapping && anchor == nil && elementHandler != nil && isStreamedItemsValue()
      let collects =
        isMapping && anchor == nil && rawTag == nil && stack.count == 4 && stack[3].holdsItems
      stack.append(
        Frame(
          isMapping: isMapping, start: start, anchor: anchor,
          pendingBase: pending.count, streamsElements: !isMapping && isStreamedKeyValue(),
          savedMarks: marks, holdsItems: holdsItems,
          offersItems: holdsItems && itemHandler != nil))
      if collects {
        collectingItem = true
        itemScalarCount = 0
        if !itemMoreScalars.isEmpty { itemMoreScalars.removeAll(keepingCapacity: true) }
        itemTextCount = 0
      }
      return true

    case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
      let frame = stack.removeLast()
      let first = builder.children.count
      builder.children.append(contentsOf: pending[frame.pendingBase...])
      pending.removeSubrange(frame.pendingBase...)
      let explicitCount = builder.children.count - first
      var keyIndex: FirstUseTable?
      if frame.hasKeyIndex {
        keyIndex = keyIndexes[stack.count]
        keyIndexes[stack.count] = nil
      }
      if frame.isMapping, !frame.merges.isEmpty {
        applyMerges(frame.merges, first: first, keyIndex: keyIndex)
      }
      let index = builder.appendContainer(
        kind: frame.isMapping ? .mapping : .sequence, first: first, explicitCount: explicitCount,
        range: SourceRange(start: frame.start, end: end), expandedSize: frame.size,
        anchor: builder.addAnchorName(frame.anchor))
      if let anchor = frame.anchor { anchors[anchor] = index }
      return attach(index, size: frame.size)

    case YAML_ALIAS_EVENT:
      let name = String(cString: event.data.alias.anchor)
      checkAnchorEnd(name, sigil: UInt8(ascii: "*"), from: start, value: nil)
      guard let target = anchors[name] else {
        if stack.contains(where: { $0.anchor == name }) {
          report(.recursiveAlias(name: name, range: range))
        } else {
          report(.unknownAlias(name: name, range: range))
        }
        rootIndex = nil
        return false
      }
      let size = Int(builder.records[Int(target)].expandedSize)
      aliasExpansion += size
      if aliasExpansion > limits.maxAliasExpansion {
        report(.aliasExpansionLimit(limit: limits.maxAliasExpansion, range: range))
        rootIndex = nil
        return false
      }
      return attach(builder.appendAlias(target: target, range: range), size: size)

    default:
      return true
    }
  }

  /// libyaml starts a scalar at its properties (`&bg !!str value`); carets and fix-its must
  /// cover the value alone, or applying a fix-it would delete the anchor.
  func skippingNodeProperties(from start: SourceLocation, before end: SourceLocation)
    -> SourceLocation
  {
    // Only the node's own bytes are read (a large file is not held whole, `SourceFile`).
    let bytes = source.window(start.offset..<(end.offset + 1))
    var offset = start.offset
    var column = start.column
    while offset < end.offset, offset < bytes.endOffset,
      bytes[offset] == UInt8(ascii: "&") || bytes[offset] == UInt8(ascii: "!")
    {
      while offset < end.offset, bytes[offset] != UInt8(ascii: " "),
        bytes[offset] != UInt8(ascii: "\t"), bytes[offset] != UInt8(ascii: "\n")
      {
        offset += 1
        if bytes[offset - 1] & 0xC0 != 0x80 { column += 1 }
      }
      while offset < end.offset,
        bytes[offset] == UInt8(ascii: " ") || bytes[offset] == UInt8(ascii: "\t")
      {
        offset += 1
        column += 1
      }
    }
    // A value on the next line: keep libyaml's start rather than guess.
    guard offset < end.offset, bytes[offset] != UInt8(ascii: "\n") else { return start }
    return SourceLocation(line: start.line, column: column, offset: offset)
  }

  /// Reports a tag outside the core schema; returns the core tag when it is one of `allowed`.
  mutating func checkTag(_ tag: String, range: SourceRange, allowed: [CoreTag]) -> CoreTag? {
    // The non-specific tag `!`: "not resolved by content". A scalar is then a string (YAML
    // 1.2, 6.9.1: `! 12` is "12", `! true` is "true"); a collection stays what it is.
    if tag == "!" { return allowed.contains(.str) ? .str : nil }
    if let core = CoreTag(rawValue: tag), allowed.contains(core) { return core }
    report(.unknownTag(tag: tag, range: range))
    return nil
  }

  // The helpers below are `mutating` only so that calling them from the event loop passes
  // `self` in place: as plain methods they made Swift copy the whole builder per call.

  /// The record a record stands for: an alias record's target, or itself.
  mutating func resolved(_ record: YAMLTree.Record) -> YAMLTree.Record {
    record.kind == .alias ? builder.records[Int(record.first)] : record
  }

  /// Adds a finished node (its record index; an alias record for an alias) to the open
  /// collection, or makes it the root.
  mutating func attach(_ index: Int32, size: Int) -> Bool {
    guard !stack.isEmpty else {
      rootIndex = index
      return true
    }
    let top = stack.count - 1
    stack[top].size += size
    guard stack[top].isMapping else {
      // Items are handed over in order: once one is kept, so are the rest.
      stack[top].offersItems = false
      pending.append(index)
      if stack[top].streamsElements { streamElement(index, sequenceStart: stack[top].start) }
      return true
    }
    switch stack[top].state {
    case .value:
      pending.append(index)
      stack[top].state = .key
    case .discardedValue:
      stack[top].state = .key
      dropDiscardedValue(index, marks: stack[top].savedMarks)
    case .mergeValue:
      stack[top].merges.append(index)
      stack[top].state = .key
    case .key:
      let record = builder.records[Int(index)]
      let keyRecord = resolved(record)
      guard keyRecord.kind == .scalar else {
        report(.complexKey(range: record.range))
        discardValue(ofKey: index, frame: top)
        return true
      }
      if keyRecord.style == .plain, keyRecord.count == 2, isMergeKey(keyRecord) {
        stack[top].state = .mergeValue
        return true
      }
      var keyIndex: FirstUseTable?
      if stack[top].hasKeyIndex {
        // Moved out and back so the index is not copied while it is updated.
        keyIndex = keyIndexes[top]
        keyIndexes[top] = nil
      }
      let first = firstKeyRange(
        keyRecord, range: record.range, pendingBase: stack[top].pendingBase, index: &keyIndex)
      if keyIndex != nil {
        while keyIndexes.count <= top { keyIndexes.append(nil) }
        keyIndexes[top] = keyIndex
        stack[top].hasKeyIndex = true
      }
      if let first {
        report(.duplicateKey(key: text(of: keyRecord), range: record.range, first: first))
        discardValue(ofKey: index, frame: top)
        return true
      }
      // Only keys the index holds may go: a later duplicate or merge must still find them.
      if top == 0, let rootKeyHandler, rootKeyHandler(text(of: keyRecord), record.range),
        stack[0].hasKeyIndex
      {
        discardValue(ofKey: index, frame: top)
        return true
      }
      pending.append(index)
      stack[top].state = .value
    }
    return true
  }

  /// Reads the value of the key just attached at `index` to the mapping `stack[frame]` only to
  /// stay in step: the key is taken out of the tree when nothing can refer to it (a plain
  /// scalar, the last record, with no anchor), and the value once it is read
  /// (`dropDiscardedValue`). A line of 200,000 duplicate keys once kept 19 MB of them.
  mutating func discardValue(ofKey index: Int32, frame: Int) {
    stack[frame].state = .discardedValue
    let record = builder.records[Int(index)]
    if record.kind == .scalar, record.anchor < 0, Int(index) == builder.records.count - 1 {
      builder.records.removeLast()
      builder.text.removeSubrange(Int(record.first)...)
    }
    stack[frame].savedMarks = marks
  }

  /// Cuts the builder back to `marks` once the dropped value at `index`, read from them, is
  /// complete, unless it defined an anchor (a later alias may use any node of it) or holds
  /// prepared items.
  mutating func dropDiscardedValue(_ index: Int32, marks: BuilderMarks) {
    guard Int(index) >= marks.records, builder.anchorNames.count == marks.anchorNames,
      builder.preparedItems.count == marks.preparedItems
    else { return }
    builder.records.removeSubrange(marks.records...)
    builder.children.removeSubrange(marks.children...)
    builder.text.removeSubrange(marks.text...)
  }

  /// True when the node starting now is the value of the root mapping's `streamedKey`.
  mutating func isStreamedKeyValue() -> Bool {
    guard let streamedKey, stack.count == 1, stack[0].isMapping, stack[0].state == .value,
      let keyIndex = pending.last
    else { return false }
    let key = resolved(builder.records[Int(keyIndex)])
    guard key.kind == .scalar, Int(key.count) == streamedKey.count else { return false }
    return builder.text.withUnsafeBufferPointer { text in
      streamedKey.withUnsafeBufferPointer { wanted in
        wanted.isEmpty
          || memcmp(text.baseAddress! + Int(key.first), wanted.baseAddress!, wanted.count) == 0
      }
    }
  }

  /// True when the sequence starting now is the `items` value of an element of the streamed
  /// sequence, with no anchor on that element or on the root mapping (an alias could then
  /// bring the element's items back, which the tree no longer holds).
  mutating func isStreamedItemsValue() -> Bool {
    guard stack.count == 3, stack[1].streamsElements, stack[2].isMapping,
      stack[2].state == .value, stack.allSatisfy({ $0.anchor == nil }),
      let keyIndex = pending.last
    else { return false }
    let key = resolved(builder.records[Int(keyIndex)])
    return key.kind == .scalar && textEquals(key, "items")
  }

  mutating func textEquals(_ record: YAMLTree.Record, _ wanted: StaticString) -> Bool {
    guard Int(record.count) == wanted.utf8CodeUnitCount else { return false }
    return builder.text.withUnsafeBufferPointer { text in
      wanted.utf8CodeUnitCount == 0
        || memcmp(text.baseAddress! + Int(record.first), wanted.utf8Start, Int(record.count)) == 0
    }
  }

  /// Handles an event while an item's scalars are being collected: a plain scalar is
  /// collected, the end of the mapping makes a prepared item when it can. Anything else
  /// puts the collected scalars into the tree as the reader would have, in the same order
  /// (so every problem is reported as before), and returns nil: the event is then handled
  /// as usual.
  mutating func collectItemEvent(_ event: inout yaml_event_t, range: SourceRange) -> Bool? {
    switch event.type {
    case YAML_SCALAR_EVENT:
      let scalar = event.data.scalar
      let length = Int(scalar.length)
      guard scalar.tag == nil, scalar.anchor == nil, length <= limits.maxScalarBytes else {
        break
      }
      let style = ScalarStyle(libYAML: scalar.style)
      if itemScalarCount < Self.fullScalarLimit {
        (itemBuffers.scalars + itemScalarCount).initialize(
          to: CollectedScalar(style: style, range: range, first: itemTextCount, count: length))
        itemScalarCount += 1
      } else if !appendPackedScalar(style: style, range: range, count: length) {
        break
      }
      if length > 0 {
        let end = itemTextCount + length
        if end > itemTextCapacity { growItemText(to: end) }
        // A loop: `update(from:count:)` (memcpy) of a scalar's ten-odd bytes cost more.
        let target = itemText + itemTextCount
        for index in 0..<length { target[index] = scalar.value[index] }
        itemTextCount = end
      }
      return true
    case YAML_MAPPING_END_EVENT:
      collectingItem = false
      let size = stack[stack.count - 1].size + collectedCount
      guard let shape = preparedItemShape() else { break }
      if stack[stack.count - 2].offersItems, handOver(collectedItem: shape) {
        stack.removeLast()
        return true
      }
      let index = appendPreparedItem(shape, end: range.end, expandedSize: size)
      stack.removeLast()
      if stack[stack.count - 1].offersItems, handOver(preparedItem: index) { return true }
      return attach(index, size: size)
    default:
      break
    }
    replayCollectedScalars()
    return nil
  }

  /// Collects a scalar past the first `fullScalarLimit` of an item, packed; false when it
  /// cannot be (the item is then read into the tree). Apart: the common item never comes here.
  @inline(never)
  mutating func appendPackedScalar(style: ScalarStyle, range: SourceRange, count: Int) -> Bool {
    // Offsets give back the lines and columns libyaml counted only in an ASCII file.
    guard isASCII,
      let packed = PackedScalar(
        CollectedScalar(style: style, range: range, first: itemTextCount, count: count))
    else { return false }
    itemMoreScalars.append(packed)
    return true
  }

  /// Makes `itemText` at least `count` bytes long, keeping what is written.
  @inline(never)
  mutating func growItemText(to count: Int) {
    itemTextCapacity = max(count, 2 * itemTextCapacity)
    let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: itemTextCapacity)
    grown.initialize(from: itemText, count: itemTextCount)
    itemText.deallocate()
    itemText = grown
    itemBuffers.text = grown
  }

  /// Appends the collected scalars to the tree, each as its event would have been.
  mutating func replayCollectedScalars() {
    collectingItem = false
    for position in 0..<collectedCount {
      let scalar = collectedScalar(position)
      let index = builder.appendScalar(
        UnsafeBufferPointer(rebasing: itemTextBytes[scalar.first..<scalar.first + scalar.count]),
        style: scalar.style, tag: nil, range: scalar.range, anchor: -1)
      _ = attach(index, size: 1)
    }
    itemScalarCount = 0
    itemMoreScalars.removeAll(keepingCapacity: true)
  }

  /// The collected scalar at `position`, unpacked.
  func collectedScalar(_ position: Int) -> CollectedScalar {
    if position < itemScalarCount { return itemBuffers.scalars[position] }
    let packed = itemMoreScalars[position - itemScalarCount]
    return CollectedScalar(
      style: packed.style,
      range: SourceRange(
        start: source.location(byteOffset: Int(packed.start)),
        end: source.location(byteOffset: packed.end)),
      first: packed.first, count: packed.count)
  }

  /// Where the collected item's `id` and `cell` values are among its scalars, when reading
  /// its mapping into the tree and decoding it would give an item and no problem; nil
  /// otherwise (see `PreparedItem`).
  func preparedItemShape() -> (idValue: Int, cellValue: Int?)? {
    let count = collectedCount
    guard count % 2 == 0 else { return nil }
    let (small, text) = (itemScalars, itemTextBytes)
    // Specialized for the common item, whose scalars are all kept whole.
    guard !itemMoreScalars.isEmpty else {
      return Self.preparedItemShape(count: count, scalars: WholeScalars(small, text))
    }
    return itemMoreScalars.withUnsafeBufferPointer { more in
      Self.preparedItemShape(count: count, scalars: AllScalars(small, more, text))
    }
  }

  /// The collected scalars of an item, for `preparedItemShape(count:scalars:)`.
  protocol CollectedScalars {
    subscript(_ position: Int) -> (bytes: UnsafeBufferPointer<UInt8>, style: ScalarStyle) { get }
  }

  /// An item's scalars when all are kept whole (`itemScalars`).
  struct WholeScalars: CollectedScalars {
    let scalars: UnsafeBufferPointer<CollectedScalar>
    let text: UnsafeBufferPointer<UInt8>
    init(_ scalars: UnsafeBufferPointer<CollectedScalar>, _ text: UnsafeBufferPointer<UInt8>) {
      self.scalars = scalars
      self.text = text
    }
    subscript(_ position: Int) -> (bytes: UnsafeBufferPointer<UInt8>, style: ScalarStyle) {
      let scalar = scalars[position]
      return (
        UnsafeBufferPointer(rebasing: text[scalar.first..<scalar.first + scalar.count]),
        scalar.style
      )
    }
  }

  /// An item's scalars, the first kept whole and the rest packed.
  struct AllScalars: CollectedScalars {
    let whole: WholeScalars
    let packed: UnsafeBufferPointer<PackedScalar>
    init(
      _ scalars: UnsafeBufferPointer<CollectedScalar>, _ packed: UnsafeBufferPointer<PackedScalar>,
      _ text: UnsafeBufferPointer<UInt8>
    ) {
      whole = WholeScalars(scalars, text)
      self.packed = packed
    }
    subscript(_ position: Int) -> (bytes: UnsafeBufferPointer<UInt8>, style: ScalarStyle) {
      guard position >= whole.scalars.count else { return whole[position] }
      let scalar = packed[position - whole.scalars.count]
      return (
        UnsafeBufferPointer(rebasing: whole.text[scalar.first..<scalar.first + scalar.count]),
        scalar.style
      )
    }
  }

  /// `preparedItemShape()` over `count` collected scalars.
  static func preparedItemShape<Scalars: CollectedScalars>(count: Int, scalars scalar: Scalars)
    -> (idValue: Int, cellValue: Int?)?
  {
    func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ wanted: StaticString) -> Bool {
      YAMLTree.equal(bytes, wanted)
    }
    var idValue: Int?
    var cellValue: Int?
    var pair = 0
    while pair < count {
      let (key, keyStyle) = scalar[pair]
      let (value, valueStyle) = scalar[pair + 1]
      // `<<` merges; a null value and the structure keys are reported or read apart.
      if keyStyle == .plain, equals(key, "<<") { return nil }
      if valueStyle == .plain, YAMLTree.isNullText(value) { return nil }
      switch ItemKey.reserved(key) {
      case .id: idValue = pair + 1
      case .cell: cellValue = pair + 1
      // The outline and swipe keys hold mappings and sequences, read from the tree.
      case .children, .expanded, .leadingSwipeActions, .trailingSwipeActions: return nil
      case nil: break
      }
      // A key given twice is reported by the tree. A small item's keys are scanned.
      var earlier = 0
      while count <= fullScalarLimit, earlier < pair {
        if YAMLTree.equal(scalar[earlier].bytes, key) { return nil }
        earlier += 2
      }
      pair += 2
    }
    guard let idValue else { return nil }
    if count > fullScalarLimit {
      // A larger item's keys are sorted by their bytes and neighbours compared: 4 bytes a
      // key, where an index of them took about 30.
      var keys = [Int32](unsafeUninitializedCapacity: count / 2) { buffer, initialized in
        for index in 0..<count / 2 { buffer[index] = Int32(2 * index) }
        initialized = count / 2
      }
      keys.sort { YAMLTree.precedes(scalar[Int($0)].bytes, scalar[Int($1)].bytes) }
      for index in keys.indices.dropFirst()
      where YAMLTree.equal(scalar[Int(keys[index - 1])].bytes, scalar[Int(keys[index])].bytes) {
        return nil
      }
    }
    return (idValue, cellValue)
  }

  /// Appends the collected item of `shape` (`preparedItemShape`) to the tree as a prepared
  /// item, and returns its record index. The item is made where it is stored: passing it
  /// back through optionals copied its 150-odd bytes each time.
  mutating func appendPreparedItem(
    _ shape: (idValue: Int, cellValue: Int?), end: SourceLocation, expandedSize: Int
  ) -> Int32 {
    let idRange = collectedScalar(shape.idValue).range
    let cellRange = shape.cellValue.map { collectedScalar($0).range }
    let (small, text) = (itemScalars, itemTextBytes)
    return itemMoreScalars.withUnsafeBufferPointer { more -> Int32 in
      let scalars = AllScalars(small, more, text)
      itemFields.reset()
      var pair = 0
      while pair < collectedCount {
        let (value, valueStyle) = scalars[pair + 1]
        var kind = FieldValueKind.string
        if valueStyle == .plain, value.isEmpty || !YAMLTree.isPlainWordStart(value[0]) {
          kind = FieldValueKind(
            YAMLScalar(text: String(decoding: value, as: UTF8.self), style: .plain).resolved)
        }
        itemFields.append(scalars[pair].bytes, value, kind: kind)
        pair += 2
      }
      return builder.appendPreparedItem(
        Item(
          id: String(decoding: scalars[shape.idValue].bytes, as: UTF8.self),
          cell: shape.cellValue.map { String(decoding: scalars[$0].bytes, as: UTF8.self) }
            ?? "",
          fields: itemFields.finishWithUniqueKeys(),
          range: SourceRange(start: stack[stack.count - 1].start, end: end),
          idRange: idRange, cellRange: cellRange),
        hasOwnCell: shape.cellValue != nil, expandedSize: expandedSize)
    }
  }

  /// Offers the collected item of `shape` to `collectedItemHandler` before it is made; true
  /// when it took it, and the item is then never made.
  mutating func handOver(collectedItem shape: (idValue: Int, cellValue: Int?)) -> Bool {
    guard let collectedItemHandler, stack.count == 5 else { return false }
    let idRange =
      shape.idValue < itemScalarCount
      ? itemBuffers.scalars[shape.idValue].range : collectedScalar(shape.idValue).range
    let (scalars, text) = (itemScalars, itemTextBytes)
    return withRootAndSectionValues { rootValue, sectionValue in
      itemMoreScalars.withUnsafeBufferPointer { moreScalars in
        collectedItemHandler(
          CollectedItem(
            scalars: scalars, moreScalars: moreScalars, text: text, idValue: shape.idValue,
            cellValue: shape.cellValue, idRange: idRange),
          stack[2].start, rootValue, sectionValue)
      }
    }
  }

  /// Calls `body` with lookups of the values of the root and of the open section written so
  /// far (`precedingValue`), through a snapshot of the tree made only when one is asked for,
  /// and let go before returning: changing the builder's arrays would otherwise copy them.
  func withRootAndSectionValues<Result>(
    _ body: ((String) -> YAMLNode?, (String) -> YAMLNode?) -> Result
  ) -> Result {
    var snapshot: YAMLTree?
    let result = body(
      { key in
        if snapshot == nil { snapshot = builder.finish() }
        return precedingValue(key, ofMapping: 0, in: snapshot!)
      },
      { key in
        if snapshot == nil { snapshot = builder.finish() }
        return precedingValue(key, ofMapping: 2, in: snapshot!)
      })
    snapshot = nil
    return result
  }

  /// Offers the prepared item just appended (record `index`) to `itemHandler`; true when it
  /// took it, and the item is gone from the tree.
  mutating func handOver(preparedItem index: Int32) -> Bool {
    guard let itemHandler, stack.count == 4 else { return false }
    let item = builder.preparedItems[builder.preparedItems.count - 1]
    let hasOwnCell = builder.preparedItemHasOwnCell[builder.preparedItemHasOwnCell.count - 1]
    let taken = withRootAndSectionValues { rootValue, sectionValue in
      itemHandler(item, hasOwnCell, stack[2].start, rootValue, sectionValue)
    }
    guard taken else { return false }
    builder.preparedItems.removeLast()
    builder.preparedItemHasOwnCell.removeLast()
    builder.records.removeLast()
    return true
  }

  /// The value of `key` among the pairs of the mapping `stack[frame]` written before the key
  /// whose value is open (`stack[frame + 1]`); nil when there is none, or when a merge key
  /// may still bring it in.
  func precedingValue(_ key: String, ofMapping frame: Int, in tree: YAMLTree) -> YAMLNode? {
    guard frame + 1 < stack.count, stack[frame].isMapping, stack[frame].merges.isEmpty else {
      return nil
    }
    let end = stack[frame + 1].pendingBase - 1
    for entry in stride(from: stack[frame].pendingBase, to: end - 1, by: 2) {
      if tree.node(at: pending[entry]).scalar?.text == key {
        return tree.node(at: pending[entry + 1])
      }
    }
    return nil
  }

  /// Hands a finished element of the streamed sequence to `elementHandler`, through a tree
  /// that shares the builder's arrays. Once the handler has let go of it, the arrays are
  /// unshared again, so appending to them does not copy them, and the element is cut down to
  /// what is still read of it (`compactStreamedElement`).
  mutating func streamElement(_ index: Int32, sequenceStart: SourceLocation) {
    guard let elementHandler else { return }
    var snapshot: YAMLTree? = builder.finish()
    // The root's pairs before the streamed key are looked up only when asked: a root may
    // have many keys.
    elementHandler(snapshot!.node(at: index), sequenceStart) { key in
      precedingValue(key, ofMapping: 0, in: snapshot!)
    }
    let handlerLetGo = isKnownUniquelyReferenced(&snapshot)
    // Let go of the arrays before they are cut, or cutting them would copy them.
    snapshot = nil
    if !handlerLetGo {
      // A handler that keeps its node would make every later append copy the whole tree.
      // Stop streaming: the decoder sees too few elements and decodes them all itself.
      assertionFailure("the element handler kept its node")
      self.elementHandler = nil
      return
    }
    let top = stack.count - 1
    if let compacted = compactStreamedElement(index, marks: stack[top].savedMarks) {
      pending[pending.count - 1] = compacted
    }
    stack[top].savedMarks = marks
  }

  var marks: BuilderMarks {
    BuilderMarks(
      records: builder.records.count, children: builder.children.count,
      text: builder.text.count, anchorNames: builder.anchorNames.count,
      preparedItems: builder.preparedItems.count)
  }

  /// Replaces a streamed element that was decoded by a mapping of only its `id` and `list`
  /// pairs (with their subtrees, ranges and the element's own range): the items, most of a
  /// spec's nodes, are not kept once decoded. The configuration diff reads no more of a
  /// section. An element that defines an anchor is kept whole, since a later alias may use
  /// any node of it. Returns the new record index, or nil when the element was kept.
  mutating func compactStreamedElement(_ index: Int32, marks: BuilderMarks) -> Int32? {
    guard Int(index) >= marks.records, builder.anchorNames.count == marks.anchorNames else {
      return nil
    }
    var element = builder.records[Int(index)]
    guard element.kind == .mapping else { return nil }
    var detached = DetachedNodes()
    var entries: [Int32] = []
    var explicitCount = 0
    var entry = Int(element.first)
    while entry < Int(element.first + element.count) {
      let key = builder.children[entry]
      let keyRecord = resolved(builder.records[Int(key)])
      let kept =
        keyRecord.kind == .scalar
        && Self.keptStreamedKeys.contains { wanted in
          Int(keyRecord.count) == wanted.count
            && builder.text.withUnsafeBufferPointer { text in
              wanted.withUnsafeBufferPointer { wanted in
                memcmp(text.baseAddress! + Int(keyRecord.first), wanted.baseAddress!, wanted.count)
                  == 0
              }
            }
        }
      if kept {
        entries.append(detach(key, marks: marks, into: &detached))
        entries.append(detach(builder.children[entry + 1], marks: marks, into: &detached))
        if entry < Int(element.first + element.explicitCount) { explicitCount += 2 }
      }
      entry += 2
    }
    element.first = Int32(marks.children + detached.children.count)
    element.count = Int32(entries.count)
    element.explicitCount = Int32(explicitCount)
    detached.children += entries
    detached.records.append(element)
    builder.records.removeSubrange(marks.records...)
    builder.children.removeSubrange(marks.children...)
    builder.text.removeSubrange(marks.text...)
    // Prepared items stand only in `items`, which is never kept. The decoder may have taken
    // the whole array as a section's items: cutting it would then copy it, so a fresh one
    // of the same size takes its place.
    if marks.preparedItems == 0 {
      let capacity = builder.preparedItems.count
      builder.preparedItems = []
      builder.preparedItems.reserveCapacity(capacity)
    } else {
      builder.preparedItems.removeSubrange(marks.preparedItems...)
    }
    builder.preparedItemHasOwnCell.removeSubrange(marks.preparedItems...)
    builder.records += detached.records
    builder.children += detached.children
    builder.text += detached.text
    return Int32(builder.records.count - 1)
  }

  /// Records, child lists and text copied out of the builder, with the indices they will have
  /// once appended back after the builder is cut at the element's marks.
  struct DetachedNodes {
    var records: [YAMLTree.Record] = []
    var children: [Int32] = []
    var text: [UInt8] = []
  }

  /// Copies the subtree of `index` into `detached` (children first); nodes written before
  /// `marks` stay where they are. Returns the index the node will have.
  mutating func detach(_ index: Int32, marks: BuilderMarks, into detached: inout DetachedNodes)
    -> Int32
  {
    guard Int(index) >= marks.records else { return index }
    var record = builder.records[Int(index)]
    switch record.kind {
    case .scalar:
      let start = Int(record.first)
      record.first = Int32(marks.text + detached.text.count)
      detached.text += builder.text[start..<start + Int(record.count)]
    case .alias:
      record.first = detach(record.first, marks: marks, into: &detached)
    case .mapping, .sequence:
      let start = Int(record.first)
      let entries = (start..<start + Int(record.count)).map {
        detach(builder.children[$0], marks: marks, into: &detached)
      }
      record.first = Int32(marks.children + detached.children.count)
      detached.children += entries
    }
    detached.records.append(record)
    return Int32(marks.records + detached.records.count - 1)
  }

  mutating func isMergeKey(_ record: YAMLTree.Record) -> Bool {
    builder.text[Int(record.first)] == UInt8(ascii: "<")
      && builder.text[Int(record.first) + 1] == UInt8(ascii: "<")
  }

  mutating func text(of record: YAMLTree.Record) -> String {
    builder.text.withUnsafeBufferPointer { buffer in
      String(
        decoding: UnsafeBufferPointer(
          rebasing: buffer[Int(record.first)..<Int(record.first + record.count)]), as: UTF8.self)
    }
  }

  mutating func sameText(_ lhs: YAMLTree.Record, _ rhs: YAMLTree.Record) -> Bool {
    guard lhs.count == rhs.count else { return false }
    guard lhs.count > 0 else { return true }
    return builder.text.withUnsafeBufferPointer { buffer in
      memcmp(
        buffer.baseAddress! + Int(lhs.first), buffer.baseAddress! + Int(rhs.first),
        Int(lhs.count)) == 0
    }
  }

  /// Where a key with the same bytes was first written in the open mapping, if it was;
  /// past `linearKeyLimit` keys, the key (written at `range`) is then recorded in the
  /// mapping's index.
  mutating func firstKeyRange(
    _ key: YAMLTree.Record, range: SourceRange, pendingBase: Int,
    index existing: inout FirstUseTable?
  ) -> SourceRange? {
    let keyCount = (pending.count - pendingBase) / 2
    if existing == nil, keyCount < Self.linearKeyLimit {
      var entry = pendingBase
      while entry < pending.count {
        let record = builder.records[Int(pending[entry])]
        if sameText(resolved(record), key) { return record.range }
        entry += 2
      }
      return nil
    }
    if existing == nil {
      var index = FirstUseTable(source: source)
      var entry = pendingBase
      while entry < pending.count {
        let record = builder.records[Int(pending[entry])]
        let keyRecord = resolved(record)
        _ = withText(of: keyRecord) { index.firstUse(ofBytes: $0, at: record.range) }
        entry += 2
      }
      existing = index
    }
    return withText(of: key) { existing!.firstUse(ofBytes: $0, at: range) }
  }

  /// Calls `body` with the bytes of a scalar record.
  func withText<Result>(
    of record: YAMLTree.Record, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    builder.text.withUnsafeBufferPointer { text in
      body(
        UnsafeBufferPointer(rebasing: text[Int(record.first)..<Int(record.first + record.count)]))
    }
  }

  /// `<<: *a` and `<<: [*a, *b]`: keys written in the mapping win; earlier merges win over
  /// later. Appends the merged pairs after the mapping's own entries in `children`.
  /// `keyIndex` is the mapping's index of its keys, which also holds the keys dropped from
  /// the tree (`rootKeyHandler`): they were written, so they win too.
  mutating func applyMerges(_ merges: [Int32], first: Int, keyIndex: FirstUseTable?) {
    var written: Set<String> = []
    var entry = first
    while entry < builder.children.count {
      written.insert(text(of: resolved(builder.records[Int(builder.children[entry])])))
      entry += 2
    }
    for merge in merges {
      let mergeRecord = builder.records[Int(merge)]
      let target = resolved(mergeRecord)
      var sources: [(YAMLTree.Record, SourceRange)] = []
      switch target.kind {
      case .mapping:
        sources = [(target, mergeRecord.range)]
      case .sequence:
        for child in Int(target.first)..<Int(target.first + target.count) {
          let element = builder.records[Int(builder.children[child])]
          sources.append((resolved(element), element.range))
        }
      default:
        report(.invalidMerge(range: mergeRecord.range))
        continue
      }
      for (source, reportRange) in sources {
        guard source.kind == .mapping else {
          report(.invalidMerge(range: reportRange))
          continue
        }
        var pair = Int(source.first)
        while pair < Int(source.first + source.count) {
          let key = builder.children[pair]
          let value = builder.children[pair + 1]
          let keyRecord = resolved(builder.records[Int(key)])
          let isWritten =
            keyIndex != nil && keyRecord.kind == .scalar
            && withText(of: keyRecord) { keyIndex!.contains($0) }
          if !isWritten, written.insert(text(of: keyRecord)).inserted {
            builder.children.append(key)
            builder.children.append(value)
          }
          pair += 2
        }
      }
    }
  }

  mutating func reportParserError(_ error: LibYAMLError) {
    let problem = error.problem
    let context = error.context
    if error.kind == .reader {
      let at = location(byteOffset: error.problemOffset)
      let range = SourceRange(at: at)
      // "invalid Unicode character": a surrogate or a code point past U+10FFFF in UTF-8.
      if problem.contains("UTF-8") || problem.contains("utf-8") || problem.contains("Unicode") {
        report(.invalidUTF8(range: range))
      } else if problem.contains("control characters") {
        report(.controlCharacter(value: error.problemValue, range: range))
      } else {
        report(.yamlSyntax(problem: problem, context: nil, contextRange: nil, range: range))
      }
      return
    }
    let problemLocation = location(error.problemMark)
    let range = SourceRange(at: problemLocation)
    if let blank = blankLineTab(at: problemLocation) {
      report(
        .tabOnBlankLine(
          inBlockScalar: context == "while scanning a block scalar",
          inPlainScalar: context == "while scanning a plain scalar", range: range,
          whitespace: blank))
      return
    }
    if let anchor = invalidAnchorName(error, at: problemLocation) {
      report(anchor)
      return
    }
    if let emptyValue = emptyFlowValue(error, at: problemLocation) {
      report(emptyValue)
      return
    }
    if isTabIndentation(at: problemLocation) {
      report(.tabIndentation(range: range))
      return
    }
    var contextRange: SourceRange?
    if context != nil {
      contextRange = SourceRange(at: location(error.contextMark))
    }
    if error.kind == .memory {
      report(.yamlSyntax(problem: "out of memory", context: nil, contextRange: nil, range: range))
      return
    }
    // Two mistakes libyaml reports far from their cause: name the cause where it is.
    let firstLine = min(contextRange?.start.line ?? problemLocation.line, problemLocation.line)
    if let cause = likelyCause(
      lines: max(firstLine, problemLocation.line - 50)...problemLocation.line)
    {
      report(cause)
      return
    }
    report(
      .yamlSyntax(problem: problem, context: context, contextRange: contextRange, range: range))
  }

  /// An unquoted template followed by more text (`text: {count} items`), or an unquoted hex
  /// color in a flow mapping (`{ color: #FF9500 }`, where `#` starts a comment).
  func likelyCause(lines: ClosedRange<Int>) -> Diagnostic? {
    for line in lines {
      guard let text = source.text(ofLine: line) else { continue }
      let scalars = Array(text.unicodeScalars)
      for index in scalars.indices.dropFirst() {
        let previous = scalars[index - 1]
        guard previous == ":" || previous == "," || previous == "[" || previous == "-",
          index + 1 < scalars.count, scalars[index] == " "
        else { continue }
        var start = index
        while start < scalars.count, scalars[start] == " " { start += 1 }
        guard start < scalars.count else { continue }
        let location = SourceLocation(
          line: line, column: start + 1, offset: source.offset(line: line, column: start + 1))
        if scalars[start] == "{", let close = scalars[start...].firstIndex(of: "}"),
          close + 1 < scalars.count,
          let next = scalars[(close + 1)...].first(where: { $0 != " " }),
          next != ",", next != "}", next != "]", next != "#"
        {
          let endColumn = location.column + close - start + 1
          let end = SourceLocation(
            line: line, column: endColumn, offset: source.offset(line: line, column: endColumn))
          return .unquotedTemplateInText(range: SourceRange(start: location, end: end))
        }
        if scalars[start] == "#", previous != "-" {
          let digits = scalars[(start + 1)...].prefix { $0.properties.isASCIIHexDigit }
          if [3, 6, 8].contains(digits.count) {
            // Hex digits are ASCII: one byte each.
            var end = location
            end.column += digits.count + 1
            end.offset += digits.count + 1
            return .unquotedHexColor(range: SourceRange(start: location, end: end))
          }
        }
      }
    }
    return nil
  }

  /// The white space of the error's line when the line is blank (only white space, or
  /// white space and a comment) with a tab in it, and the error sits in that white space.
  func blankLineTab(at location: SourceLocation) -> SourceRange? {
    guard location.line >= 1, location.line <= source.lineStarts.count else { return nil }
    let range =
      source.lineStarts[
        location.line - 1]..<(location.line < source.lineStarts.count
      ? source.lineStarts[location.line] : source.bytes.count)
    let end = source.bytes.withUnsafeBufferPointer { BlankLineTabs.blankPrefixEnd($0, range) }
    // White space is ASCII: one column per byte.
    guard let end, location.offset >= range.lowerBound, location.offset < end else { return nil }
    let start = SourceLocation(
      line: location.line, column: location.column - (location.offset - range.lowerBound),
      offset: range.lowerBound)
    var stop = start
    stop.column += end - range.lowerBound
    stop.offset = end
    return SourceRange(start: start, end: stop)
  }

  /// libyaml stopped at a character it does not allow in an anchor or alias name
  /// (`&row.title`, `&überschrift`), or just after a name it ended too early (`&a: 1`).
  func invalidAnchorName(_ error: LibYAMLError, at problem: SourceLocation) -> Diagnostic? {
    let bytes = source.bytes
    if error.problem == "did not find expected alphabetic or numeric character",
      error.context == "while scanning an anchor" || error.context == "while scanning an alias"
    {
      return anchorDiagnostic(sigilOffset: location(error.contextMark).offset, readAs: nil)
    }
    // A name libyaml ended at ':' or '?' and then stumbled over what followed.
    var start = problem.offset
    guard start < bytes.count,
      bytes[start] == UInt8(ascii: ":") || bytes[start] == UInt8(ascii: "?")
    else { return nil }
    while start > 0, Self.isLibYAMLAnchorByte(bytes[start - 1]) { start -= 1 }
    guard start < problem.offset, start > 0,
      bytes[start - 1] == UInt8(ascii: "&") || bytes[start - 1] == UInt8(ascii: "*"),
      start == 1 || Self.canPrecedeProperty(bytes[start - 2])
    else { return nil }
    return anchorDiagnostic(sigilOffset: start - 1, readAs: nil)
  }

  /// The characters libyaml allows in anchor names: ASCII letters, digits, '_' and '-'.
  static func isLibYAMLAnchorByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
      return true
    default:
      return false
    }
  }

  /// What may stand before a node property: white space or a flow indicator.
  static func canPrecedeProperty(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","):
      return true
    default:
      return false
    }
  }

  /// `invalid-anchor` for the name written after the `&` or `*` at `sigilOffset`, as YAML
  /// 1.2 reads it (up to white space or a flow indicator), or nil when libyaml allows it.
  func anchorDiagnostic(sigilOffset: Int, readAs: String?) -> Diagnostic? {
    let bytes = source.bytes
    guard sigilOffset < bytes.count else { return nil }
    var end = sigilOffset + 1
    while end < bytes.count {
      switch bytes[end] {
      case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"),
        UInt8(ascii: "{"), UInt8(ascii: "}"):
        break
      default:
        end += 1
        continue
      }
      break
    }
    var bad = sigilOffset + 1
    while bad < end, Self.isLibYAMLAnchorByte(bytes[bad]) { bad += 1 }
    guard bad < end else { return nil }
    let name = String(decoding: bytes[(sigilOffset + 1)..<end], as: UTF8.self)
    let character = String(decoding: bytes[bad..<end], as: UTF8.self).first ?? "?"
    let sigilLocation = location(byteOffset: sigilOffset)
    let badLocation = location(byteOffset: bad)
    let endLocation = location(byteOffset: end)
    return .invalidAnchor(
      sigil: bytes[sigilOffset] == UInt8(ascii: "&") ? "&" : "*", name: name,
      character: character, readAs: readAs,
      range: SourceRange(start: badLocation, end: endLocation),
      tokenRange: SourceRange(start: sigilLocation, end: endLocation),
      suggestion: Self.anchorSuggestion(name))
  }

  /// A name libyaml accepts, close to `name`: accents dropped, other characters as '-'.
  static func anchorSuggestion(_ name: String) -> String {
    var result = ""
    for scalar in Diacritics.removed(from: name).unicodeScalars {
      if scalar.isASCII, isLibYAMLAnchorByte(UInt8(scalar.value)) {
        result.unicodeScalars.append(scalar)
      } else if !result.isEmpty, !result.hasSuffix("-") {
        result += "-"
      }
    }
    while result.hasSuffix("-") { result.removeLast() }
    return result.isEmpty ? "anchor" : result
  }

  /// After an anchor or alias libyaml read without complaint: when the name is followed by
  /// ':' or '?' (`&title:bold value`), YAML 1.2 reads one longer name (`title:bold`) where
  /// libyaml ends the name and reads the rest as the value (`:bold value`). Reported, as the
  /// document would otherwise be silently read another way.
  mutating func checkAnchorEnd(
    _ name: String, sigil: UInt8, from start: SourceLocation, value: String?
  ) {
    let nameLength = name.utf8.count
    // Only the bytes within reach are read (a large file is not held whole, `SourceFile`).
    let bytes = source.window(start.offset..<(start.offset + 4096 + nameLength + 42))
    let nameBytes = Array(name.utf8)
    var offset = start.offset
    // The sigil among the node's properties ('!tag &anchor'), within a short reach.
    let limit = min(bytes.endOffset, start.offset + 4096)
    while offset < limit {
      if bytes[offset] == sigil, offset + 1 + nameBytes.count <= bytes.endOffset,
        bytes[(offset + 1)..<(offset + 1 + nameBytes.count)].elementsEqual(nameBytes)
      {
        break
      }
      offset += 1
    }
    let after = offset + 1 + nameBytes.count
    guard offset < limit, after < bytes.endOffset,
      bytes[after] == UInt8(ascii: ":") || bytes[after] == UInt8(ascii: "?")
    else { return }
    let sigilText = sigil == UInt8(ascii: "&") ? "&" : "*"
    let what = sigil == UInt8(ascii: "&") ? "anchor" : "alias"
    let rest = String(decoding: bytes[after..<min(bytes.endOffset, after + 40)], as: UTF8.self)
      .prefix { !" \t\n\r,[]{}".contains($0) }
    // In block context the rest becomes the value (`:bold value`); in a flow collection
    // ':' is read as the value indicator instead.
    let readAs =
      if let value, value.utf8.first == bytes[after] {
        "the \(what) '\(sigilText)\(name)' and the value '\(value)'"
      } else {
        "the \(what) '\(sigilText)\(name)' followed by '\(rest)'"
      }
    if let diagnostic = anchorDiagnostic(sigilOffset: offset, readAs: readAs) {
      report(diagnostic)
    }
  }

  /// `{a: 1, b:, c: 2}`: libyaml stops at a ':' followed by ',', '}' or ']' in a flow
  /// collection, which YAML 1.2 reads as a key with an empty value.
  func emptyFlowValue(_ error: LibYAMLError, at problem: SourceLocation) -> Diagnostic? {
    let bytes = source.bytes
    let colon = problem.offset
    guard error.problem == "found unexpected ':'", colon + 1 < bytes.count,
      bytes[colon] == UInt8(ascii: ":"),
      [UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")].contains(bytes[colon + 1])
    else { return nil }
    let keyStart = min(location(error.contextMark).offset, colon)
    let key = String(decoding: bytes[keyStart..<colon], as: UTF8.self)
    var end = problem
    end.column += 1
    end.offset += 1
    return .emptyFlowValue(key: key, colon: SourceRange(start: problem, end: end))
  }

  /// True when the error sits on a tab in a line's leading white space.
  func isTabIndentation(at location: SourceLocation) -> Bool {
    guard let line = source.text(ofLine: location.line) else { return false }
    let leading = line.prefix { $0 == " " || $0 == "\t" }
    return leading.contains("\t") && location.column <= leading.count + 1
  }
}

extension ScalarStyle {
  /// The style of a libyaml scalar event.
  init(libYAML style: yaml_scalar_style_t) {
    switch style {
    case YAML_SINGLE_QUOTED_SCALAR_STYLE: self = .singleQuoted
    case YAML_DOUBLE_QUOTED_SCALAR_STYLE: self = .doubleQuoted
    case YAML_LITERAL_SCALAR_STYLE: self = .literal
    case YAML_FOLDED_SCALAR_STYLE: self = .folded
    default: self = .plain
    }
  }
}
