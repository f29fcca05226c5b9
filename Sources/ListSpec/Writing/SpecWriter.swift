extension ListSpecDocument {
  /// Writes the spec as a listspec YAML file that ``ListSpecLoader/load(text:path:options:)``
  /// reads back into the same spec.
  ///
  /// Values are written as the spec wrote them where the model keeps that: templates by
  /// their source, expressions as `"{…}"`, conditions as written, colours by their YAML
  /// names, item fields as the strings, numbers and booleans they were. Keys come out in the
  /// order of the format's key tables; comments, anchors and the file's layout are not kept.
  ///
  /// - Throws: ``SpecWriterError`` naming the key, when part of the model cannot be written
  ///   faithfully (a colour with more precision than `#RRGGBBAA`, a number YAML cannot spell,
  ///   a catalog colour with no `assets:` behind it, …); nothing is ever left out silently.
  ///   A ``YAMLEmitterError`` when libyaml refuses the output.
  public func yaml() throws -> String {
    let root = try SpecWriter(document: self).documentNode()
    let emitter = try YAMLEmitter()
    try emitter.streamStart()
    try emitter.documentStart()
    try root.emit(into: emitter)
    try emitter.documentEnd()
    try emitter.streamEnd()
    return emitter.text
  }
}

/// Turns a ``ListSpecDocument`` into the YAML nodes of the file that reads back as it.
struct SpecWriter {
  let document: ListSpecDocument

  func documentNode() throws -> WrittenNode {
    var entries: [(String, WrittenNode)] = []
    entries.append((DocumentKey.listspec.rawValue, integer(document.formatVersion)))
    if let name = document.name {
      entries.append(
        (DocumentKey.name.rawValue, try plainText(name, at: DocumentKey.name.rawValue)))
    }
    if let version = document.platform.iOS {
      entries.append(
        (
          DocumentKey.platform.rawValue,
          .mapping([(PlatformKey.iOS.rawValue, .string(version.description))], .flow)
        ))
    }
    if let preview = previewNode() { entries.append((DocumentKey.preview.rawValue, preview)) }
    if let assets = try assetsNode() { entries.append((DocumentKey.assets.rawValue, assets)) }
    if let bar = document.navigationBar {
      entries.append((DocumentKey.navigationBar.rawValue, try navigationBarNode(bar)))
    }
    entries.append((DocumentKey.list.rawValue, try listNode(document.list)))
    entries.append((DocumentKey.cells.rawValue, try cellsNode()))
    entries.append(
      (DocumentKey.sections.rawValue, .sequence(try document.sections.map(sectionNode), .block)))
    return .block(entries)
  }

  // MARK: Document keys

  func previewNode() -> WrittenNode? {
    let preview = document.preview
    var entries: [(String, WrittenNode)] = []
    if let direction = preview.layoutDirection {
      entries.append((PreviewKey.layoutDirection.rawValue, .string(direction.rawValue)))
    }
    if let scheme = preview.colorScheme {
      entries.append((PreviewKey.colorScheme.rawValue, .string(scheme.rawValue)))
    }
    if let device = preview.device {
      entries.append((PreviewKey.device.rawValue, .string(device.name)))
    }
    if let size = preview.contentSize {
      entries.append((PreviewKey.contentSize.rawValue, .string(size.rawValue)))
    }
    if let orientation = preview.orientation {
      entries.append((PreviewKey.orientation.rawValue, .string(orientation.rawValue)))
    }
    if let column = preview.column {
      entries.append((PreviewKey.column.rawValue, .string(column.rawValue)))
    }
    for (key, text) in [
      (PreviewKey.locale, preview.locale), (.timeZone, preview.timeZone), (.now, preview.now),
    ] {
      if let text { entries.append((key.rawValue, .string(text))) }
    }
    return entries.isEmpty ? nil : .block(entries)
  }

  /// The catalogs as `assets:` wrote them. The model keeps what the catalogs hold, not
  /// where they are, so the paths come from the file the spec was read from.
  func assetsNode() throws -> WrittenNode? {
    let key = DocumentKey.assets.rawValue
    let written = document.root?[key]
    guard let written else {
      guard document.assets.isEmpty, document.assets.range == nil else {
        throw SpecWriterError(
          key: key,
          message:
            "the spec has asset catalogs but not the paths 'assets' reads them from (a spec built in Swift)",
          range: document.assets.range)
      }
      return nil
    }
    if let elements = written.elements {
      var paths: [WrittenNode] = []
      for element in elements {
        guard let text = element.scalar?.text else {
          throw SpecWriterError(
            key: key, message: "an entry is not a path", range: element.reportRange)
        }
        paths.append(.string(text))
      }
      return .sequence(paths, .block)
    }
    guard let text = written.scalar?.text else {
      throw SpecWriterError(key: key, message: "it is not a path", range: written.reportRange)
    }
    return .string(text)
  }

  func navigationBarNode(_ bar: NavigationBar) throws -> WrittenNode {
    var entries = WrittenEntries<NavigationBarKey>(at: DocumentKey.navigationBar.rawValue)
    if let title = bar.title { try entries.add(.title) { try plainText(title, at: $0) } }
    if let back = bar.backButton {
      try entries.add(.backButton) { try plainText(back, at: $0) }
    }
    if bar.prefersLargeTitles { entries.add(.prefersLargeTitles, .bool(true)) }
    if bar.largeTitleDisplayMode != .automatic {
      entries.add(.largeTitleDisplayMode, .string(bar.largeTitleDisplayMode.rawValue))
    }
    for (key, items) in [
      (NavigationBarKey.leadingItems, bar.leadingItems), (.trailingItems, bar.trailingItems),
    ] where !items.isEmpty {
      try entries.add(key) { path in
        .sequence(try items.map { try barButtonNode($0, path: path) }, .block)
      }
    }
    if let search = bar.searchBar {
      try entries.add(.searchBar) { path in
        var searchEntries = WrittenEntries<SearchBarKey>(at: path)
        if let placeholder = search.placeholder {
          try searchEntries.add(.placeholder) { try plainText(placeholder, at: $0) }
        }
        return searchEntries.mapping(.flow)
      }
    }
    return entries.mapping(.block)
  }

  func barButtonNode(_ item: BarButtonItem, path: String) throws -> WrittenNode {
    var kinds = WrittenEntries<BarButtonItemKey>(at: "\(path)[\(item.id)]")
    if let system = item.systemItem { kinds.add(.systemItem, .string(system.rawValue)) }
    if let title = item.title { try kinds.add(.title) { try plainText(title, at: $0) } }
    if let image = item.systemImage {
      try kinds.add(.systemImage) { try plainText(image, at: $0) }
    }
    guard kinds.entries.count == 1 else {
      throw SpecWriterError(
        key: kinds.path,
        message:
          "bar button '\(item.id)' has \(kinds.entries.count) of systemItem, title and systemImage; a bar button has one",
        range: item.range)
    }
    var entries = WrittenEntries<BarButtonItemKey>(at: kinds.path)
    let shownName = item.systemItem?.rawValue ?? item.title ?? item.systemImage
    if item.id != shownName { try entries.add(.id) { try plainText(item.id, at: $0) } }
    var written = entries.entries + kinds.entries
    if item.style != .plain {
      written.append((BarButtonItemKey.style.rawValue, .string(item.style.rawValue)))
    }
    return .mapping(written, .flow)
  }

  // MARK: List

  func listNode(_ list: ListConfiguration) throws -> WrittenNode {
    var entries = WrittenEntries<ListKey>(at: DocumentKey.list.rawValue)
    entries.add(.appearance, .string(list.appearance.rawValue))
    if list.showsSeparators != list.appearance.showsSeparatorsByDefault {
      entries.add(.showsSeparators, .bool(list.showsSeparators))
    }
    if list.headerMode != .none { entries.add(.headerMode, .string(list.headerMode.rawValue)) }
    if list.footerMode != .none { entries.add(.footerMode, .string(list.footerMode.rawValue)) }
    if let padding = list.headerTopPadding {
      try entries.add(.headerTopPadding) { try number(padding, at: $0) }
    }
    if let color = list.backgroundColor {
      try entries.add(.backgroundColor) { try self.color(color, at: $0) }
    }
    if list.separatorConfiguration != SeparatorConfiguration() {
      try entries.add(.separatorConfiguration) {
        try separatorNode(list.separatorConfiguration, path: $0)
      }
    }
    return entries.mapping(.block)
  }

  /// A separator configuration's keys that differ from UIKit's defaults.
  func separatorNode(_ configuration: SeparatorConfiguration, path: String) throws
    -> WrittenNode
  {
    var entries = WrittenEntries<SeparatorConfigurationKey>(at: path)
    if let color = configuration.color {
      try entries.add(.color) { try self.color(color, at: $0) }
    }
    if let color = configuration.multipleSelectionColor {
      try entries.add(.multipleSelectionColor) { try self.color(color, at: $0) }
    }
    if configuration.topSeparatorVisibility != .automatic {
      entries.add(.topSeparatorVisibility, .string(configuration.topSeparatorVisibility.rawValue))
    }
    if configuration.bottomSeparatorVisibility != .automatic {
      entries.add(
        .bottomSeparatorVisibility, .string(configuration.bottomSeparatorVisibility.rawValue))
    }
    if let insets = configuration.topSeparatorInsets {
      try entries.add(.topSeparatorInsets) { try self.insets(insets, at: $0) }
    }
    if let insets = configuration.bottomSeparatorInsets {
      try entries.add(.bottomSeparatorInsets) { try self.insets(insets, at: $0) }
    }
    return entries.mapping(.block)
  }
}
