extension SpecWriter {
  func sectionNode(_ section: SpecSection) throws -> WrittenNode {
    let path = "\(DocumentKey.sections.rawValue)[\(section.id)]"
    try checkPlainText(section.id, at: "\(path).\(SectionKey.id.rawValue)")
    var entries: [(String, WrittenNode)] = [
      (SectionKey.id.rawValue, try field(section.id, kind: section.idKind, at: path))
    ]
    if let header = try supplementaryNode(
      section.header, section.headerConfiguration, header: true, path: path)
    {
      entries.append((SectionKey.header.rawValue, header))
    }
    if let footer = try supplementaryNode(
      section.footer, section.footerConfiguration, header: false, path: path)
    {
      entries.append((SectionKey.footer.rawValue, footer))
    }
    if let cell = section.cell {
      entries.append(
        (SectionKey.cell.rawValue, try plainText(cell, at: "\(path).\(SectionKey.cell.rawValue)")))
    }
    if let list = section.list {
      entries.append(
        (
          SectionKey.list.rawValue,
          try sectionListNode(list, path: "\(path).\(SectionKey.list.rawValue)")
        ))
    }
    if !section.itemSeparators.isEmpty {
      let key = SectionKey.itemSeparators.rawValue
      entries.append(
        (key, .block(try section.itemSeparators.map { try itemSeparatorsEntry($0, path: path) })))
    }
    let items = try itemNodes(section.items[...], section: section, path: path)
    entries.append((SectionKey.items.rawValue, .sequence(items, .block)))
    return .block(entries)
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
    var entries: [(String, WrittenNode)] = []
    if let style = configuration.style {
      guard style.isHeader == header else {
        throw SpecWriterError(
          key: "\(path).\(SupplementaryKey.style.rawValue)",
          message: "'\(style.rawValue)' is not a \(key) style", range: configuration.range)
      }
      entries.append((SupplementaryKey.style.rawValue, .string(style.rawValue)))
    }
    entries.append(
      (
        SupplementaryKey.text.rawValue,
        try self.plainText(text ?? "", at: "\(path).\(SupplementaryKey.text.rawValue)")
      ))
    if let secondary = configuration.secondaryText {
      entries.append(
        (
          SupplementaryKey.secondaryText.rawValue,
          try self.plainText(secondary, at: "\(path).\(SupplementaryKey.secondaryText.rawValue)")
        ))
    }
    if let image = configuration.image {
      entries.append(
        (
          SupplementaryKey.image.rawValue,
          .mapping(
            [
              (
                SystemImageKey.systemName.rawValue,
                try self.plainText(image, at: "\(path).\(SupplementaryKey.image.rawValue)")
              )
            ], .flow)
        ))
    }
    return .block(entries)
  }

  func sectionListNode(_ list: SectionListConfiguration, path: String) throws -> WrittenNode {
    var entries: [(String, WrittenNode)] = []
    if let appearance = list.appearance {
      entries.append((SectionListKey.appearance.rawValue, .string(appearance.rawValue)))
    }
    if let shows = list.showsSeparators {
      entries.append((SectionListKey.showsSeparators.rawValue, .bool(shows)))
    }
    if let mode = list.headerMode {
      entries.append((SectionListKey.headerMode.rawValue, .string(mode.rawValue)))
    }
    if let mode = list.footerMode {
      entries.append((SectionListKey.footerMode.rawValue, .string(mode.rawValue)))
    }
    if let separators = list.separatorConfiguration {
      let key = SectionListKey.separatorConfiguration.rawValue
      entries.append((key, try separatorNode(separators, path: "\(path).\(key)")))
    }
    if let insets = list.contentInsets {
      let key = SectionListKey.contentInsets.rawValue
      entries.append((key, try self.insets(insets, at: "\(path).\(key)")))
    }
    return .block(entries)
  }

  func itemSeparatorsEntry(_ entry: ItemSeparators, path: String) throws -> (String, WrittenNode) {
    let path = "\(path).\(SectionKey.itemSeparators.rawValue).\(entry.itemID)"
    var entries: [(String, WrittenNode)] = []
    if let visibility = entry.topSeparatorVisibility {
      entries.append(
        (ItemSeparatorKey.topSeparatorVisibility.rawValue, .string(visibility.rawValue)))
    }
    if let visibility = entry.bottomSeparatorVisibility {
      entries.append(
        (ItemSeparatorKey.bottomSeparatorVisibility.rawValue, .string(visibility.rawValue)))
    }
    if let insets = entry.topSeparatorInsets {
      let key = ItemSeparatorKey.topSeparatorInsets.rawValue
      entries.append((key, try insetsOrAutomatic(insets, at: "\(path).\(key)")))
    }
    if let insets = entry.bottomSeparatorInsets {
      let key = ItemSeparatorKey.bottomSeparatorInsets.rawValue
      entries.append((key, try insetsOrAutomatic(insets, at: "\(path).\(key)")))
    }
    return (entry.itemID, .mapping(entries, .flow))
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
