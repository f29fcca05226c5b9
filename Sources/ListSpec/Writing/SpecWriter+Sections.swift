extension SpecWriter {
  func sectionNode(_ section: SpecSection) throws -> WrittenNode {
    let path = "\(DocumentKey.sections.rawValue)[\(section.id)]"
    var entries = WrittenEntries<SectionKey>(at: path)
    try checkPlainText(section.id, at: entries.path(.id))
    entries.add(.id, try field(section.id, kind: section.idKind, at: path))
    if let header = try supplementaryNode(
      section.header, section.headerConfiguration, header: true, path: path)
    {
      entries.add(.header, header)
    }
    if let footer = try supplementaryNode(
      section.footer, section.footerConfiguration, header: false, path: path)
    {
      entries.add(.footer, footer)
    }
    if let cell = section.cell { try entries.add(.cell) { try plainText(cell, at: $0) } }
    if let list = section.list {
      try entries.add(.list) { try sectionListNode(list, path: $0) }
    }
    if let layout = section.layout {
      try entries.add(.layout) { try sectionLayoutNode(layout, path: $0) }
    }
    if !section.itemSeparators.isEmpty {
      entries.add(
        .itemSeparators,
        .block(try section.itemSeparators.map { try itemSeparatorsEntry($0, path: path) }))
    }
    let items = try itemNodes(section.items[...], section: section, path: path)
    entries.add(.items, .sequence(items, .block))
    return entries.mapping(.block)
  }

  func supplementaryNode(
    _ text: String?, _ configuration: SupplementaryConfiguration?, header: Bool,
    path sectionPath: String
  ) throws -> WrittenNode? {
    let key = header ? SectionKey.header.rawValue : SectionKey.footer.rawValue
    let path = "\(sectionPath).\(key)"
    guard let configuration else {
      guard let text else { return nil }
      return try self.plainText(text, at: path)
    }
    var entries = WrittenEntries<SupplementaryKey>(at: path)
    if let style = configuration.style {
      guard style.isHeader == header else {
        throw SpecWriterError(
          key: entries.path(.style), message: "'\(style.rawValue)' is not a \(key) style",
          range: configuration.range)
      }
      entries.add(.style, .string(style.rawValue))
    }
    try entries.add(.text) { try self.plainText(text ?? "", at: $0) }
    if let secondary = configuration.secondaryText {
      try entries.add(.secondaryText) { try self.plainText(secondary, at: $0) }
    }
    if let image = configuration.image {
      try entries.add(.image) { path in
        .mapping([(SystemImageKey.systemName.rawValue, try self.plainText(image, at: path))], .flow)
      }
    }
    return entries.mapping(.block)
  }

  func sectionListNode(_ list: SectionListConfiguration, path: String) throws -> WrittenNode {
    var entries = WrittenEntries<SectionListKey>(at: path)
    if let appearance = list.appearance { entries.add(.appearance, .string(appearance.rawValue)) }
    if let shows = list.showsSeparators { entries.add(.showsSeparators, .bool(shows)) }
    if let mode = list.headerMode { entries.add(.headerMode, .string(mode.rawValue)) }
    if let mode = list.footerMode { entries.add(.footerMode, .string(mode.rawValue)) }
    if let separators = list.separatorConfiguration {
      try entries.add(.separatorConfiguration) { try separatorNode(separators, path: $0) }
    }
    if let insets = list.contentInsets {
      try entries.add(.contentInsets) { try self.insets(insets, at: $0) }
    }
    return entries.mapping(.block)
  }

  func itemSeparatorsEntry(_ entry: ItemSeparators, path: String) throws -> (String, WrittenNode) {
    var entries = WrittenEntries<ItemSeparatorKey>(
      at: "\(path).\(SectionKey.itemSeparators.rawValue).\(entry.itemID)")
    if let visibility = entry.topSeparatorVisibility {
      entries.add(.topSeparatorVisibility, .string(visibility.rawValue))
    }
    if let visibility = entry.bottomSeparatorVisibility {
      entries.add(.bottomSeparatorVisibility, .string(visibility.rawValue))
    }
    if let insets = entry.topSeparatorInsets {
      try entries.add(.topSeparatorInsets) { try insetsOrAutomatic(insets, at: $0) }
    }
    if let insets = entry.bottomSeparatorInsets {
      try entries.add(.bottomSeparatorInsets) { try insetsOrAutomatic(insets, at: $0) }
    }
    return (entry.itemID, entries.mapping(.flow))
  }

  // MARK: Items

  /// The items of `items`, which holds whole outlines in pre-order: each item is followed by
  /// its `descendantCount` descendants, one `depth` deeper for its children.
  func itemNodes(_ items: ArraySlice<Item>, section: SpecSection, path: String) throws
    -> [WrittenNode]
  {
    var nodes: [WrittenNode] = []
    var index = items.startIndex
    let depth = items.first?.depth
    while index < items.endIndex {
      let item = items[index]
      let end = index + 1 + item.descendantCount
      guard item.depth == depth, item.descendantCount >= 0, end <= items.endIndex else {
        throw SpecWriterError(
          key: "\(path).\(SectionKey.items.rawValue)[\(item.id)]",
          message:
            "the outline is not in pre-order: depth \(item.depth) with \(item.descendantCount) descendants does not fit where it is",
          range: item.range)
      }
      nodes.append(try itemNode(item, children: items[(index + 1)..<end], section: section))
      index = end
    }
    return nodes
  }

  func itemNode(_ item: Item, children: ArraySlice<Item>, section: SpecSection) throws
    -> WrittenNode
  {
    let path = "\(DocumentKey.sections.rawValue)[\(section.id)].items[\(item.id)]"
    let idKey = ItemKey.id.rawValue
    let cellKey = ItemKey.cell.rawValue
    var entries: [(String, WrittenNode)] = []
    try checkPlainText(item.id, at: "\(path).\(idKey)")
    if item.fields[idKey] == nil {
      entries.append((idKey, .string(item.id)))
    }
    var wroteCell = false
    for (key, value) in item.fields {
      if key == idKey, value != item.id {
        throw SpecWriterError(
          key: "\(path).\(idKey)",
          message: "the item's id '\(item.id)' and its 'id' field '\(value)' differ",
          range: item.idRange)
      }
      if ItemKey(rawValue: key).map({ $0 != .id && $0 != .cell }) ?? false {
        throw SpecWriterError(
          key: "\(path).\(key)", message: "'\(key)' is a reserved item key, not a field",
          range: item.range)
      }
      if key == cellKey {
        guard value == item.cell else {
          throw SpecWriterError(
            key: "\(path).\(cellKey)",
            message: "the item's cell '\(item.cell)' and its 'cell' field '\(value)' differ",
            range: item.cellRange)
        }
        wroteCell = true
      }
      let kind = item.fields.kind(of: key) ?? .string
      entries.append((key, try field(value, kind: kind, at: "\(path).\(key)")))
    }
    if !wroteCell, item.cell != section.cell {
      entries.append((cellKey, .string(item.cell)))
    }
    if let swipe = item.swipeActions {
      entries += try swipeActionEntries(swipe, perItem: false, path: path)
    }
    if item.expandedRange != nil || item.isExpanded {
      entries.append((ItemKey.expanded.rawValue, .bool(item.isExpanded)))
    }
    if item.descendantCount > 0 {
      let childPath = "\(path).\(ItemKey.children.rawValue)"
      guard children.first?.depth == item.depth + 1 else {
        throw SpecWriterError(
          key: childPath, message: "its first descendant is not one level deeper",
          range: item.range)
      }
      let nodes = try itemNodes(children, section: section, path: childPath)
      entries.append((ItemKey.children.rawValue, .sequence(nodes, .block)))
    }
    let isShort = item.descendantCount == 0 && item.swipeActions == nil && entries.count <= 6
    return .mapping(entries, isShort ? .flow : .block)
  }

  /// A field value as the kind it was read as: a string quoted when plain would read as
  /// something else, a number or a boolean plain.
  func field(_ value: String, kind: FieldValueKind, at path: String) throws -> WrittenNode {
    let resolved = CoreSchema.resolve(value)
    let readsBack: Bool
    switch (kind, resolved) {
    case (.string, _): return .string(value)
    case (.integer, .int), (.double, .float), (.boolean, .bool): readsBack = true
    default: readsBack = false
    }
    guard readsBack else {
      throw SpecWriterError(
        key: path, message: "'\(value)' does not read back as a \(kind) when written plain")
    }
    return .scalar(value, .plain)
  }
}
