import Foundation

/// `sections` and their items: the snapshot. Items are the bulk of a large spec, so they are
/// read in place and decoded on all cores.
extension SpecDecoder {
  /// A run of one section's items, decoded together: its section, the item nodes, and the
  /// section's default cell.
  struct ItemChunk: Sendable {
    var section: Int
    var nodes: ArraySlice<YAMLNode>
    var sectionCell: (String, SourceRange)?
  }

  /// Section by section, its own keys and then its items. Problems are reported in that
  /// order whether or not sections were streamed (`decodeStreamedSection` decodes one at a
  /// time), which matters past the diagnostics limit and for problems at the same place.
  /// Items are independent of each other, so a large spec decodes them on all cores.
  mutating func decodeSections(_ elements: [YAMLNode]) -> [Section] {
    // Section keys first, in order, each with its own problems kept apart, so that they can
    // be reported before the items of their section once those are decoded.
    var sections: [Section] = []
    var headerProblems: [DiagnosticSink] = []
    var itemNodes: [(nodes: [YAMLNode], sectionCell: (String, SourceRange)?)] = []
    var sectionOfElement: [Int?] = []
    for element in elements {
      var headerDecoder = subDecoder()
      let header = headerDecoder.decodeSectionHeader(element)
      featureUses += headerDecoder.featureUses
      headerProblems.append(headerDecoder.sink)
      guard let (section, nodes, sectionCell) = header else {
        sectionOfElement.append(nil)
        continue
      }
      sectionOfElement.append(sections.count)
      sections.append(section)
      itemNodes.append((nodes, sectionCell))
    }
    // Chunks never span sections, so a section decoded in one chunk takes that chunk's array
    // as it is: copying 100,000 items between arrays cost as much as decoding them.
    let total = itemNodes.reduce(0) { $0 + $1.nodes.count }
    let chunkSize = max(1024, total / (ProcessInfo.processInfo.activeProcessorCount * 4))
    var chunks: [ItemChunk] = []
    for (section, (nodes, sectionCell)) in itemNodes.enumerated() {
      var start = 0
      while start < nodes.count {
        let end = min(nodes.count, start + chunkSize)
        chunks.append(
          ItemChunk(section: section, nodes: nodes[start..<end], sectionCell: sectionCell))
        start = end
      }
    }
    let decoded = decodeItems(chunks, onAllCores: total >= Self.parallelItemThreshold)
    var chunkIndex = 0
    for (element, section) in sectionOfElement.enumerated() {
      sink.absorb(headerProblems[element])
      guard let section else { continue }
      while chunkIndex < chunks.count, chunks[chunkIndex].section == section {
        let (items, problems) = decoded[chunkIndex]
        sink.absorb(problems)
        if sections[section].items.isEmpty {
          sections[section].items = items
        } else {
          sections[section].items += items
        }
        chunkIndex += 1
      }
    }
    return sections
  }

  /// Decodes one element of the root `sections` sequence as soon as the reader has it, so
  /// that a large spec is decoded while the rest of it is still being parsed.
  mutating func decodeStreamedSection(_ node: YAMLNode, sequenceStart: SourceLocation) {
    if streamed.sequenceStart != sequenceStart {
      streamed = StreamedSections(
        sequenceStart: sequenceStart, sink: DiagnosticSink(limit: sink.limit))
    }
    var sectionDecoder = subDecoder()
    streamed.sections += sectionDecoder.decodeSections([node])
    streamed.elementCount += 1
    streamed.featureUses += sectionDecoder.featureUses
    streamed.sink.absorb(sectionDecoder.sink)
  }

  /// A section without its items, the item nodes, and its default cell.
  mutating func decodeSectionHeader(_ node: YAMLNode) -> (
    Section, [YAMLNode], (String, SourceRange)?
  )? {
    guard let keys = mapping(node, SectionKey.self, context: "a section") else { return nil }
    guard let idNode = keys[.id] else {
      reportMissing(keys, in: "a section", at: node.reportRange)
      return nil
    }
    guard let id = identifier(idNode, key: SectionKey.id.rawValue) else { return nil }
    var section = Section(
      id: id, header: nil, footer: nil, cell: nil, items: [], range: node.reportRange,
      idRange: idNode.reportRange)
    if let scalar = idNode.scalar { section.idKind = FieldValueKind(scalar.resolved) }
    var sectionCell: (String, SourceRange)?
    var itemNodes: [YAMLNode] = []
    for (key, value) in keys.entries {
      switch key {
      case .id: break
      case .header: section.header = string(value, key: key.rawValue)
      case .footer: section.footer = string(value, key: key.rawValue)
      case .cell:
        section.cell = string(value, key: key.rawValue)
        sectionCell = section.cell.map { ($0, value.reportRange) }
      case .list: section.list = decodeSectionList(value)
      case .items: itemNodes = sequence(value, key: key.rawValue) ?? []
      }
    }
    return (section, itemNodes, sectionCell)
  }

  /// Items of at least this many are decoded on all cores; fewer are decoded on the calling
  /// thread, where spreading them costs more than it saves.
  static let parallelItemThreshold = 4096

  /// Decodes each chunk's items, on all cores or on this thread, leaving out invalid items;
  /// returns each chunk's items with its problems.
  func decodeItems(_ chunks: [ItemChunk], onAllCores: Bool) -> [(
    items: [Item], problems: DiagnosticSink
  )] {
    let template = subDecoder()
    @Sendable func decode(_ chunk: ItemChunk) -> (items: [Item], problems: DiagnosticSink) {
      // The limit here bounds memory; `absorb` in the caller keeps the first ones.
      var decoder = template
      var items: [Item] = []
      items.reserveCapacity(chunk.nodes.count)
      for node in chunk.nodes {
        if let item = decoder.decodeItem(node, sectionCell: chunk.sectionCell) {
          items.append(item)
        }
      }
      return (items, decoder.sink)
    }
    guard onAllCores else { return chunks.map(decode) }
    var results = [(items: [Item], problems: DiagnosticSink)](
      repeating: ([], DiagnosticSink()), count: chunks.count)
    results.withUnsafeMutableBufferPointer { slots in
      // Each chunk writes only its own slot.
      nonisolated(unsafe) let slots = slots
      DispatchQueue.concurrentPerform(iterations: chunks.count) { index in
        slots[index] = decode(chunks[index])
      }
    }
    return results
  }

  mutating func decodeItem(_ node: YAMLNode, sectionCell: (String, SourceRange)?) -> Item? {
    guard node.isMapping else {
      report(.typeMismatch(key: "items[]", expected: "a mapping with an 'id'", found: node))
      return nil
    }
    fieldsBuilder.reset()
    // The hot path of a large spec: records are read in place and field bytes copied from
    // the tree; strings and handles are made only to report a problem.
    let tree = node.tree
    var idEntry: Int32?
    var cellEntry: Int32?
    var reservedFieldInvalid = false
    node.forEachEntry { keyEntry, valueEntry in
      let keyRecord = tree.resolvedRecord(keyEntry)
      guard keyRecord.kind == .scalar else { return }
      let isID = tree.textEquals(keyRecord, "id")
      let isCell = !isID && tree.textEquals(keyRecord, "cell")
      if isID { idEntry = valueEntry }
      if isCell { cellEntry = valueEntry }
      let valueRecord = tree.resolvedRecord(valueEntry)
      guard valueRecord.kind == .scalar else {
        // Keep the key, so the error is not repeated as "item has no field"; a bad id or
        // cell drops the item, so it is not also a duplicate '' or an unknown template ''.
        let key = tree.string(keyRecord)
        fieldsBuilder.append(key, "", kind: .string)
        if isID || isCell { reservedFieldInvalid = true }
        let value = tree.node(at: valueEntry)
        if isUnquotedPlaceholder(value) {
          report(.unquotedPlaceholder(key: key, range: value.reportRange))
        } else {
          report(.typeMismatch(key: key, expected: "a string, number or boolean", found: value))
        }
        return
      }
      if valueRecord.style == .plain, tree.isNullScalar(valueRecord) {
        let key = tree.string(keyRecord)
        fieldsBuilder.append(key, "", kind: .string)
        if isID || isCell { reservedFieldInvalid = true }
        report(.typeMismatch(key: key, expected: "a value", found: tree.node(at: valueEntry)))
        return
      }
      var kind = FieldValueKind.string
      if valueRecord.tag != nil || (valueRecord.style == .plain && !tree.isPlainWord(valueRecord)) {
        kind = FieldValueKind(tree.scalar(valueRecord).resolved)
      }
      tree.withBytes(keyRecord) { key in
        tree.withBytes(valueRecord) { fieldsBuilder.append(key, $0, kind: kind) }
      }
    }
    let fields = fieldsBuilder.finish()
    let idNode = idEntry.map { tree.node(at: $0) }
    let cellNode = cellEntry.map { tree.node(at: $0) }
    guard let idNode else {
      report(.missingKey(key: "id", in: "an item", range: node.reportRange))
      return nil
    }
    guard let id = fields["id"], !reservedFieldInvalid else { return nil }
    guard let cell = fields["cell"] ?? sectionCell?.0 else {
      report(.missingCell(itemID: id, range: node.reportRange))
      return nil
    }
    let cellRange = fields["cell"] != nil ? cellNode?.reportRange : sectionCell?.1
    return Item(
      id: id, cell: cell, fields: fields, range: node.reportRange, idRange: idNode.reportRange,
      cellRange: cellRange)
  }
}
