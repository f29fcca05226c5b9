import CYAML

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// The event loop: one frame per open mapping or sequence.
struct TreeBuilder {
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
    /// The bytes of the scalars in it, aliased ones included (the alias byte budget).
    var scalarBytes = 0
    /// A sequence whose elements go to `elementHandler` as they are read.
    var streamsElements = false
    /// For such a sequence: the builder's sizes where its next element begins. For a
    /// mapping reading a value it drops (`MappingState.discardedValue`): where that value
    /// begins, its key already taken out when it could be.
    var savedMarks = BuilderMarks()
    /// The `collectedKey` sequence of a streamed element, with no anchor on it or around it:
    /// its mapping elements may be collected (`collectMappingEvent`).
    var holdsCollected = false
    /// For such a sequence: its elements are still offered to `consumer`, which has taken
    /// every element so far.
    var offersCollected = false
  }

  /// Sizes of the builder's arrays: everything appended after them belongs to one element.
  struct BuilderMarks {
    var records = 0
    var children = 0
    var text = 0
    var anchorNames = 0
    var preparedMappings = 0
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
  /// The scalar bytes of each anchored node (by record index), aliased ones included: what an
  /// alias to it adds to the document.
  var anchoredScalarBytes: [Int32: Int] = [:]
  var aliasExpansion = 0
  var aliasExpansionBytes = 0
  var documentCount = 0
  /// See ``LibYAMLMisreads``.
  var misreads: LibYAMLMisreads
  /// Where the last event ended: only indicators, white space and comments follow it until
  /// the next event.
  var previousEventEnd = 0
  /// The last scalar's range, when it is a block scalar, for a file that ends with a line of
  /// only spaces (`LibYAMLMisreads.endsWithSpacesLine`).
  var lastBlockScalar: Range<Int>?
  /// When the whole file is ASCII, a libyaml mark's index is its byte offset.
  let isASCII: Bool
  static let linearKeyLimit = 16
  static let oneThreadBatchSize = 256
  /// See ``YAMLStreaming``.
  var streamedKey: [UInt8]?
  var keptElementKeys: [[UInt8]] = []
  var elementHandler: ((YAMLNode, SourceLocation, (String) -> YAMLNode?) -> Void)?
  var collectedKey: [UInt8]?
  var consumer: (any CollectedMappingConsumer)?
  /// See `YAMLReader.read(_:streaming:rootKeys:)`.
  var rootKeyHandler: ((String, SourceRange) -> Bool)?
  /// True while the scalars of a mapping (the top frame) are collected instead of appended
  /// to the tree (see ``CollectedMapping``).
  var collectingMapping = false
  /// The mapping's first scalars (up to `fullScalarLimit`): `collectedScalarCount` of
  /// `collectedBuffers.scalars`.
  let collectedBuffers = CollectedMappingBuffers()
  var collectedScalarCount = 0
  /// The mapping's scalars past the first `fullScalarLimit`, in a file that is all ASCII.
  var collectedMoreScalars: [PackedScalar] = []
  /// Scalars (keys and values) of a mapping kept whole.
  static let fullScalarLimit = CollectedMapping.fullScalarLimit
  var collectedCount: Int { collectedScalarCount + collectedMoreScalars.count }
  /// The collected scalars' bytes: the first `collectedTextCount` of `collectedText`
  /// (`collectedBuffers`'s, of `collectedTextCapacity` bytes), which only grows. Growing
  /// frees the old buffer, so a copy of the builder would hold a freed pointer: the builder
  /// is made and run in place, never copied.
  var collectedText: UnsafeMutablePointer<UInt8>
  var collectedTextCapacity = CollectedMappingBuffers.initialTextCapacity
  var collectedTextCount = 0
  /// The mapping's first scalars and its text, for reading.
  var collectedScalars: UnsafeBufferPointer<CollectedScalar> {
    UnsafeBufferPointer(start: collectedBuffers.scalars, count: collectedScalarCount)
  }
  var collectedTextBytes: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: collectedText, count: collectedTextCount)
  }

  init(source: SourceFile, reader: YAMLReader) {
    self.source = source
    self.reader = reader
    sink = DiagnosticSink(limit: reader.limits.maxDiagnostics)
    self.isASCII = source.isASCII
    collectedText = collectedBuffers.text
    misreads = LibYAMLMisreads(source: source)
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
    misreads.start()
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
      // A mapping cut short by the error: its scalars go into the tree as they would have one
      // by one, so that what they already show (a key given twice) is reported as it is
      // without collecting.
      if collectingMapping { replayCollectedScalars() }
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
    if misreads.nextQuestionMark < end.offset || misreads.endsWithSpacesLine,
      !checkMisreads(event, range: range)
    {
      return false
    }
    previousEventEnd = end.offset
    if collectingMapping, let handled = collectMappingEvent(&event, range: range) { return handled }
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
      if let anchor {
        anchors[anchor] = index
        anchoredScalarBytes[index] = length
      }
      return attach(index, size: 1, scalarBytes: length)

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
      let holdsCollected =
        !isMapping && anchor == nil && consumer != nil && isCollectedSequenceValue()
      let collects =
        isMapping && anchor == nil && rawTag == nil && stack.count == 4 && stack[3].holdsCollected
      stack.append(
        Frame(
          isMapping: isMapping, start: start, anchor: anchor,
          pendingBase: pending.count, streamsElements: !isMapping && isStreamedKeyValue(),
          savedMarks: marks, holdsCollected: holdsCollected,
          offersCollected: holdsCollected))
      if collects {
        collectingMapping = true
        collectedScalarCount = 0
        if !collectedMoreScalars.isEmpty { collectedMoreScalars.removeAll(keepingCapacity: true) }
        collectedTextCount = 0
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
      if let anchor = frame.anchor {
        anchors[anchor] = index
        anchoredScalarBytes[index] = frame.scalarBytes
      }
      return attach(index, size: frame.size, scalarBytes: frame.scalarBytes)

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
      // Nodes are not enough: one anchored 1 MB value aliased 3,000 times is 3,000 nodes but
      // 3 GB of text for the decoder and the generated code.
      let scalarBytes = anchoredScalarBytes[target] ?? 0
      aliasExpansionBytes += scalarBytes
      if aliasExpansionBytes > limits.maxAliasBytes {
        report(.aliasExpansionBytesLimit(limit: limits.maxAliasBytes, range: range))
        rootIndex = nil
        return false
      }
      return attach(
        builder.appendAlias(target: target, range: range), size: size, scalarBytes: scalarBytes)

    default:
      return true
    }
  }

  /// Reports what libyaml reads as another value (``LibYAMLMisreads``); false once it did.
  @inline(never)
  mutating func checkMisreads(_ event: yaml_event_t, range: SourceRange) -> Bool {
    if let mark = misreads.check(
      type: event.type, start: range.start.offset, end: range.end.offset,
      previousEnd: previousEventEnd)
    {
      report(
        .flowQuestionMark(
          range: SourceRange(
            start: location(byteOffset: mark), end: location(byteOffset: mark + 1))))
      rootIndex = nil
      return false
    }
    guard misreads.endsWithSpacesLine else { return true }
    switch event.type {
    case YAML_SCALAR_EVENT:
      let style = event.data.scalar.style
      lastBlockScalar =
        style == YAML_LITERAL_SCALAR_STYLE || style == YAML_FOLDED_SCALAR_STYLE
        ? range.start.offset..<range.end.offset : nil
    case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT, YAML_ALIAS_EVENT:
      lastBlockScalar = nil
    case YAML_DOCUMENT_END_EVENT:
      if let block = lastBlockScalar,
        misreads.dropsTrailingSpacesLine(blockScalarStart: block.lowerBound, end: block.upperBound)
      {
        report(
          .trailingSpacesLine(
            range: SourceRange(
              start: location(byteOffset: misreads.lastLineStart),
              end: location(byteOffset: source.byteCount))))
        rootIndex = nil
        return false
      }
    default:
      break
    }
    return true
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
  mutating func attach(_ index: Int32, size: Int, scalarBytes: Int) -> Bool {
    guard !stack.isEmpty else {
      rootIndex = index
      return true
    }
    let top = stack.count - 1
    stack[top].size += size
    stack[top].scalarBytes += scalarBytes
    guard stack[top].isMapping else {
      // Collected mappings are taken in order: once one is kept, so are the rest.
      stack[top].offersCollected = false
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
  /// prepared mappings.
  mutating func dropDiscardedValue(_ index: Int32, marks: BuilderMarks) {
    guard Int(index) >= marks.records, builder.anchorNames.count == marks.anchorNames,
      builder.preparedCount == marks.preparedMappings
    else { return }
    builder.records.removeSubrange(marks.records...)
    builder.children.removeSubrange(marks.children...)
    builder.text.removeSubrange(marks.text...)
  }

  /// True when the node starting now is the value of the root mapping's `streamedKey`.
  mutating func isStreamedKeyValue() -> Bool {
    guard let streamedKey, stack.count == 1, stack[0].isMapping, stack[0].state == .value
    else { return false }
    return openKeyEquals(streamedKey)
  }

  /// True when the sequence starting now is the `collectedKey` value of an element of the
  /// streamed sequence, with no anchor on that element or on the root mapping (an alias
  /// could then bring the element's mappings back, which the tree no longer holds).
  mutating func isCollectedSequenceValue() -> Bool {
    guard let collectedKey, stack.count == 3, stack[1].streamsElements, stack[2].isMapping,
      stack[2].state == .value, stack.allSatisfy({ $0.anchor == nil })
    else { return false }
    return openKeyEquals(collectedKey)
  }

  /// True when the key whose value starts now (the last pending entry) is a scalar spelt
  /// `wanted`.
  mutating func openKeyEquals(_ wanted: [UInt8]) -> Bool {
    guard let keyIndex = pending.last else { return false }
    return isScalar(resolved(builder.records[Int(keyIndex)]), spelt: wanted)
  }

  /// True when `record` is a scalar whose bytes are `wanted`.
  func isScalar(_ record: YAMLTree.Record, spelt wanted: [UInt8]) -> Bool {
    guard record.kind == .scalar, Int(record.count) == wanted.count else { return false }
    return withText(of: record) { text in
      wanted.withUnsafeBufferPointer { YAMLTree.equal(text, $0) }
    }
  }
}
