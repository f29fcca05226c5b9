import Dispatch

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

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
  mutating func decodeSections(_ elements: [YAMLNode]) -> [SpecSection] {
    // Section keys first, in order, each with its own problems kept apart, so that they can
    // be reported before the items of their section once those are decoded.
    var sections: [SpecSection] = []
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
      if let items = adoptablePreparedItems(nodes) {
        // Decoded already, with nothing to report: taken as they are, without a copy.
        var section = section
        section.items = items
        sections.append(section)
        itemNodes.append(([], sectionCell))
        continue
      }
      sections.append(section)
      itemNodes.append((nodes, sectionCell))
    }
    // Chunks never span sections, so a section decoded in one chunk takes that chunk's array
    // as it is: copying 100,000 items between arrays cost as much as decoding them.
    let total = itemNodes.reduce(0) { $0 + $1.nodes.count }
    // The cores this process may use, asked once (`activeProcessorCount` reads files each
    // time, and a streamed spec decodes its sections one by one).
    let chunkSize = max(1024, total / (YAMLReader.usableCores * 4))
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
    let decoded = decodeItems(
      chunks, onAllCores: total >= Self.parallelItemThreshold && YAMLReader.usableCores > 1)
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

  /// What the items of a section being read need to be checked before the section is
  /// decoded: that it will be kept, and its `cell`.
  struct KeptSectionHeader {
    var cell: (String, SourceRange)?
  }

  /// The header of the section being read when its `id`, written before its `items`,
  /// decodes without a problem, so that the section will be kept (`decodeSectionHeader`
  /// gives up only without one); nil otherwise. Its `cell` is there when written before
  /// its `items` and decodes without a problem. `value` looks up the keys written so far.
  func keptSectionHeader(_ value: (String) -> YAMLNode?) -> KeptSectionHeader? {
    var decoder = subDecoder()
    guard let idNode = value(SectionKey.id.rawValue),
      decoder.identifier(idNode, key: SectionKey.id.rawValue) != nil,
      decoder.sink.diagnostics.isEmpty
    else { return nil }
    var header = KeptSectionHeader()
    if let cellNode = value(SectionKey.cell.rawValue),
      let name = decoder.string(cellNode, key: SectionKey.cell.rawValue),
      decoder.sink.diagnostics.isEmpty
    {
      header.cell = (name, cellNode.reportRange)
    }
    return header
  }

  /// A section without its items, the item nodes, and its default cell.
  mutating func decodeSectionHeader(_ node: YAMLNode) -> (
    SpecSection, [YAMLNode], (String, SourceRange)?
  )? {
    guard let keys = mapping(node, SectionKey.self, context: "a section") else { return nil }
    guard let idNode = keys[.id] else {
      reportMissing(keys, in: "a section", at: node.reportRange)
      return nil
    }
    guard let id = identifier(idNode, key: SectionKey.id.rawValue) else { return nil }
    var section = SpecSection(
      id: id, header: nil, footer: nil, cell: nil, items: [], range: node.reportRange,
      idRange: idNode.reportRange)
    if let scalar = idNode.scalar { section.idKind = FieldValueKind(scalar.resolved) }
    var sectionCell: (String, SourceRange)?
    var itemNodes: [YAMLNode] = []
    for (key, value) in keys.entries {
      switch key {
      case .id: break
      case .header:
        (section.header, section.headerConfiguration) = supplementary(value, header: true)
      case .footer:
        (section.footer, section.footerConfiguration) = supplementary(value, header: false)
      case .cell:
        section.cell = string(value, key: key.rawValue)
        sectionCell = section.cell.map { ($0, value.reportRange) }
      case .list: section.list = decodeSectionList(value)
      case .layout: section.layout = decodeSectionLayout(value)
      case .itemSeparators:
        section.itemSeparators = decodeItemSeparators(value)
      case .items: itemNodes = sequence(value, key: key.rawValue) ?? []
      }
    }
    // A section is a list section or an `NSCollectionLayoutSection(group:)`: the list
    // configuration's keys have nothing to configure in the second.
    if let layoutNode = keys[.layout] {
      for key in [SectionKey.list, .itemSeparators] {
        guard let value = keys[key] else { continue }
        report(
          .invalidSectionLayout(
            "'\(key.rawValue)' cannot be given with 'layout': only a list section (NSCollectionLayoutSection.list(using:layoutEnvironment:)) has \(key == .list ? "a list configuration" : "separators")",
            range: value.reportRange))
      }
      // A header or footer shows only where a boundary supplementary item puts it, and an
      // item shows only the text the section gives it.
      if let layout = section.layout {
        for alignment in BoundaryAlignment.allCases {
          let text = keys[alignment.sectionKey]
          let item = layout.boundarySupplementaryItem(alignment)
          if let text, item == nil {
            report(
              .invalidSectionLayout(
                "'\(alignment.sectionKey.rawValue)' in a 'layout' section shows only in a boundary supplementary item with 'alignment: \(alignment.rawValue)'; add one to 'layout.boundarySupplementaryItems'",
                range: text.reportRange))
          } else if text == nil, let item {
            report(
              .invalidSectionLayout(
                "a boundary supplementary item with 'alignment: \(alignment.rawValue)' shows the section's '\(alignment.sectionKey.rawValue)', which this section does not give; write '\(alignment.sectionKey.rawValue):' beside 'layout'",
                range: item.range ?? layoutNode.reportRange))
          }
        }
      }
    }
    return (section, itemNodes, sectionCell)
  }

  /// `itemSeparators: { itemID: { bottomSeparatorVisibility: hidden, … } }`
  mutating func decodeItemSeparators(_ node: YAMLNode) -> [ItemSeparators] {
    guard
      let pairs = mappingPairs(
        node, key: "itemSeparators", expected: "a mapping of item ids to separator changes")
    else { return [] }
    var result: [ItemSeparators] = []
    for pair in pairs {
      guard let id = pair.key.text,
        let keys = mapping(pair.value, ItemSeparatorKey.self, context: "'itemSeparators.\(id)'")
      else { continue }
      var entry = ItemSeparators(itemID: id, range: pair.key.reportRange)
      for (key, value) in keys.entries {
        switch key {
        case .topSeparatorVisibility:
          entry.topSeparatorVisibility = enumValue(value, key: key.rawValue)
        case .bottomSeparatorVisibility:
          entry.bottomSeparatorVisibility = enumValue(value, key: key.rawValue)
        case .topSeparatorInsets:
          entry.topSeparatorInsets = .some(directionalInsets(value, key: key.rawValue))
        case .bottomSeparatorInsets:
          entry.bottomSeparatorInsets = .some(directionalInsets(value, key: key.rawValue))
        }
      }
      result.append(entry)
    }
    return result
  }

  /// A header or footer: its text, or `{ style, text, secondaryText, image }`.
  mutating func supplementary(_ node: YAMLNode, header: Bool) -> (
    String?, SupplementaryConfiguration?
  ) {
    let key = header ? "header" : "footer"
    guard node.pairs != nil else {
      // A template reported as such still counts as written: one error, not a
      // header-missing warning besides.
      let text = string(node, key: key)
      let isTemplate = node.scalar?.text.contains("{") ?? false
      return (text ?? (isTemplate ? "" : nil), nil)
    }
    guard let keys = mapping(node, SupplementaryKey.self, context: "'\(key)'") else {
      return (nil, nil)
    }
    reportMissing(keys, in: "'\(key)'", at: node.reportRange)
    var text: String?
    var configuration = SupplementaryConfiguration(range: node.reportRange)
    for (entry, value) in keys.entries {
      switch entry {
      case .style:
        let styles = header ? SupplementaryStyle.headerStyles : SupplementaryStyle.footerStyles
        guard let name = value.scalar?.text, let style = SupplementaryStyle(rawValue: name),
          styles.contains(style)
        else {
          report(
            .unknownValue(
              value: value.scalar?.text ?? "", key: entry.rawValue,
              known: styles.map(\.rawValue), range: value.reportRange,
              what: "\(key) style"))
          continue
        }
        configuration.style = style
        if let introduced = style.introduced {
          featureUses.append(
            FeatureUse(
              feature: "UIListContentConfiguration.\(style.rawValue)()", introduced: introduced,
              range: value.reportRange))
        }
      case .text: text = string(value, key: entry.rawValue)
      case .secondaryText: configuration.secondaryText = string(value, key: entry.rawValue)
      case .image:
        configuration.image = systemImage(value, key: entry.rawValue, perItem: false)?.source
      }
    }
    // Without `text` (missing-key above) the header still counts as written: one error, not
    // a header-missing warning besides.
    return (text ?? "", configuration)
  }

  /// The prepared items (`preparedItems`) when `nodes` are exactly their placeholders, in
  /// order, each item with a cell of its own: then decoding them would copy each item and
  /// report nothing, so the array is the section's items as it is.
  func adoptablePreparedItems(_ nodes: [YAMLNode]) -> [Item]? {
    guard let tree = nodes.first?.tree, nodes.count == preparedItems.items.count else {
      return nil
    }
    for (position, node) in nodes.enumerated() {
      guard node.tree === tree, node.preparedIndex == position,
        preparedItems.hasOwnCell[position]
      else { return nil }
    }
    return preparedItems.items
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
        decoder.decodeItem(node, sectionCell: chunk.sectionCell, depth: 0, into: &items)
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

  /// Decodes one item and, after it, its `children:` in pre-order (an outline), appending
  /// them to `items`. An invalid item is left out with its subtree.
  mutating func decodeItem(
    _ node: YAMLNode, sectionCell: (String, SourceRange)?, depth: Int, into items: inout [Item]
  ) {
    guard node.isMapping else {
      report(
        .typeMismatch(
          key: depth == 0 ? "items[]" : "children[]", expected: "a mapping with an 'id'",
          found: node))
      return
    }
    var childrenEntry: (key: Int32, value: Int32)?
    var expandedEntry: Int32?
    var swipeEntries: (leading: Int32?, trailing: Int32?) = (nil, nil)
    let index = items.count
    let hasOwnCell: Bool
    if let prepared = preparedItems.item(for: node) {
      items.append(prepared.item)
      hasOwnCell = prepared.hasOwnCell
    } else {
      var invalidValues: [(key: String, value: Int32)] = []
      let made = itemBuilder.appendItem(
        of: TreeItemEntries(node: node), keysAreUnique: false, into: &items,
        structure: { key, entry in
          switch key {
          case .children: childrenEntry = entry
          case .expanded: expandedEntry = entry.value
          case .leadingSwipeActions: swipeEntries.leading = entry.value
          case .trailingSwipeActions: swipeEntries.trailing = entry.value
          case .id, .cell: preconditionFailure("'\(key)' names the item")
          }
        },
        invalidValue: { key, entry in
          invalidValues.append((String(decoding: key, as: UTF8.self), entry.value))
        })
      for (key, valueEntry) in invalidValues {
        let value = node.tree.node(at: valueEntry)
        if value.scalar != nil {
          report(.typeMismatch(key: key, expected: "a value", found: value))
        } else if isUnquotedPlaceholder(value) {
          let diagnostic = unquotedPlaceholder(value, key: key)
          report(diagnostic)
        } else {
          report(.typeMismatch(key: key, expected: "a string, number or boolean", found: value))
        }
      }
      switch made {
      case .success(let ownCell): hasOwnCell = ownCell
      case .failure(.missingID):
        report(.missingKey(key: ItemKey.id.rawValue, in: "an item", range: node.reportRange))
        return
      case .failure(.invalidNameValue): return
      case .failure(.templateInID(let template, let range)):
        report(.templateNotAllowed(key: ItemKey.id.rawValue, template: template, range: range))
        return
      }
    }
    if !hasOwnCell {
      guard let sectionCell else {
        report(.missingCell(itemID: items[index].id, range: items[index].range))
        items.removeLast()
        return
      }
      items[index].cell = sectionCell.0
      items[index].cellRange = sectionCell.1
    }
    items[index].depth = depth
    let tree = node.tree
    if swipeEntries.leading != nil || swipeEntries.trailing != nil {
      items[index].swipeActions = decodeSwipeActions(
        leading: swipeEntries.leading.map { tree.node(at: $0) },
        trailing: swipeEntries.trailing.map { tree.node(at: $0) }, perItem: false)
    }
    if let expandedEntry {
      let value = tree.node(at: expandedEntry)
      items[index].isExpanded = bool(value, key: ItemKey.expanded.rawValue) ?? false
      items[index].expandedRange = value.reportRange
    }
    // Kept out of line (a section's cell lies outside the item): one copy for the section's
    // items.
    items[index].shareExtras(&sharedItemExtras)
    guard let childrenEntry else {
      if items[index].isExpanded, let range = items[index].expandedRange {
        report(.expandedWithoutChildren(itemID: items[index].id, range: range))
      }
      return
    }
    let childrenNode = tree.node(at: childrenEntry.value)
    guard let children = sequence(childrenNode, key: ItemKey.children.rawValue) else { return }
    guard depth < OutlineLimits.maxDepth else {
      report(
        .outlineTooDeep(
          limit: OutlineLimits.maxDepth, range: tree.node(at: childrenEntry.key).reportRange))
      return
    }
    for child in children {
      decodeItem(child, sectionCell: sectionCell, depth: depth + 1, into: &items)
    }
    items[index].descendantCount = items.count - index - 1
    if items[index].descendantCount == 0, items[index].isExpanded,
      let range = items[index].expandedRange
    {
      report(.expandedWithoutChildren(itemID: items[index].id, range: range))
    }
  }
}
