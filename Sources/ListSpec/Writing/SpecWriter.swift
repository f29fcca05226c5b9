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
    let path = DocumentKey.navigationBar.rawValue
    var entries: [(String, WrittenNode)] = []
    if let title = bar.title {
      entries.append(
        (
          NavigationBarKey.title.rawValue,
          try plainText(title, at: "\(path).\(NavigationBarKey.title.rawValue)")
        ))
    }
    if bar.prefersLargeTitles {
      entries.append((NavigationBarKey.prefersLargeTitles.rawValue, .bool(true)))
    }
    if bar.largeTitleDisplayMode != .automatic {
      entries.append(
        (
          NavigationBarKey.largeTitleDisplayMode.rawValue,
          .string(bar.largeTitleDisplayMode.rawValue)
        )
      )
    }
    for (key, items) in [
      (NavigationBarKey.leadingItems, bar.leadingItems), (.trailingItems, bar.trailingItems),
    ] where !items.isEmpty {
      let written = try items.map {
        try barButtonNode($0, path: "\(path).\(key.rawValue)")
      }
      entries.append((key.rawValue, .sequence(written, .block)))
    }
    if let search = bar.searchBar {
      var searchEntries: [(String, WrittenNode)] = []
      if let placeholder = search.placeholder {
        searchEntries.append(
          (
            SearchBarKey.placeholder.rawValue,
            try plainText(
              placeholder,
              at:
                "\(path).\(NavigationBarKey.searchBar.rawValue).\(SearchBarKey.placeholder.rawValue)"
            )
          ))
      }
      entries.append((NavigationBarKey.searchBar.rawValue, .mapping(searchEntries, .flow)))
    }
    return .block(entries)
  }

  func barButtonNode(_ item: BarButtonItem, path: String) throws -> WrittenNode {
    let path = "\(path)[\(item.id)]"
    var kinds: [(String, WrittenNode)] = []
    if let system = item.systemItem {
      kinds.append((BarButtonItemKey.systemItem.rawValue, .string(system.rawValue)))
    }
    if let title = item.title {
      kinds.append(
        (
          BarButtonItemKey.title.rawValue,
          try plainText(title, at: "\(path).\(BarButtonItemKey.title.rawValue)")
        ))
    }
    if let image = item.systemImage {
      kinds.append(
        (
          BarButtonItemKey.systemImage.rawValue,
          try plainText(image, at: "\(path).\(BarButtonItemKey.systemImage.rawValue)")
        ))
    }
    guard kinds.count == 1 else {
      throw SpecWriterError(
        key: path,
        message:
          "bar button '\(item.id)' has \(kinds.count) of systemItem, title and systemImage; a bar button has one",
        range: item.range)
    }
    var entries: [(String, WrittenNode)] = []
    let shownName = item.systemItem?.rawValue ?? item.title ?? item.systemImage
    if item.id != shownName {
      entries.append(
        (
          BarButtonItemKey.id.rawValue,
          try plainText(item.id, at: "\(path).\(BarButtonItemKey.id.rawValue)")
        ))
    }
    entries += kinds
    if item.style != .plain {
      entries.append((BarButtonItemKey.style.rawValue, .string(item.style.rawValue)))
    }
    return .mapping(entries, .flow)
  }

  // MARK: List

  func listNode(_ list: ListConfiguration) throws -> WrittenNode {
    let path = DocumentKey.list.rawValue
    var entries: [(String, WrittenNode)] = [
      (ListKey.appearance.rawValue, .string(list.appearance.rawValue))
    ]
    if list.showsSeparators != list.appearance.showsSeparatorsByDefault {
      entries.append((ListKey.showsSeparators.rawValue, .bool(list.showsSeparators)))
    }
    if list.headerMode != .none {
      entries.append((ListKey.headerMode.rawValue, .string(list.headerMode.rawValue)))
    }
    if list.footerMode != .none {
      entries.append((ListKey.footerMode.rawValue, .string(list.footerMode.rawValue)))
    }
    if let padding = list.headerTopPadding {
      entries.append(
        (
          ListKey.headerTopPadding.rawValue,
          try number(padding, at: "\(path).\(ListKey.headerTopPadding.rawValue)")
        ))
    }
    if let color = list.backgroundColor {
      entries.append(
        (
          ListKey.backgroundColor.rawValue,
          try self.color(color, at: "\(path).\(ListKey.backgroundColor.rawValue)")
        ))
    }
    let separatorKey = ListKey.separatorConfiguration.rawValue
    if list.separatorConfiguration != SeparatorConfiguration() {
      entries.append(
        (
          separatorKey,
          try separatorNode(list.separatorConfiguration, path: "\(path).\(separatorKey)")
        ))
    }
    return .block(entries)
  }

  /// A separator configuration's keys that differ from UIKit's defaults.
  func separatorNode(_ configuration: SeparatorConfiguration, path: String) throws
    -> WrittenNode
  {
    var entries: [(String, WrittenNode)] = []
    if let color = configuration.color {
      let key = SeparatorConfigurationKey.color.rawValue
      entries.append((key, try self.color(color, at: "\(path).\(key)")))
    }
    if let color = configuration.multipleSelectionColor {
      let key = SeparatorConfigurationKey.multipleSelectionColor.rawValue
      entries.append((key, try self.color(color, at: "\(path).\(key)")))
    }
    if configuration.topSeparatorVisibility != .automatic {
      entries.append(
        (
          SeparatorConfigurationKey.topSeparatorVisibility.rawValue,
          .string(configuration.topSeparatorVisibility.rawValue)
        ))
    }
    if configuration.bottomSeparatorVisibility != .automatic {
      entries.append(
        (
          SeparatorConfigurationKey.bottomSeparatorVisibility.rawValue,
          .string(configuration.bottomSeparatorVisibility.rawValue)
        ))
    }
    if let insets = configuration.topSeparatorInsets {
      let key = SeparatorConfigurationKey.topSeparatorInsets.rawValue
      entries.append((key, try self.insets(insets, at: "\(path).\(key)")))
    }
    if let insets = configuration.bottomSeparatorInsets {
      let key = SeparatorConfigurationKey.bottomSeparatorInsets.rawValue
      entries.append((key, try self.insets(insets, at: "\(path).\(key)")))
    }
    return .block(entries)
  }
}
