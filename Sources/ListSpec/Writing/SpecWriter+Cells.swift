extension SpecWriter {
  func cellsNode() throws -> WrittenNode {
    var entries: [(String, WrittenNode)] = []
    for cell in document.cells {
      entries.append((cell.name, try cellNode(cell)))
    }
    return .block(entries)
  }

  func cellNode(_ cell: CellTemplate) throws -> WrittenNode {
    var entries = WrittenEntries<CellKey>(at: "\(DocumentKey.cells.rawValue).\(cell.name)")
    switch cell.kind {
    case .content(let content): try entries.add(.content) { try contentNode(content, path: $0) }
    case .hosting(let hosting): try entries.add(.hosting) { try hostingNode(hosting, path: $0) }
    }
    if !cell.accessories.isEmpty {
      try entries.add(.accessories) { path in
        .sequence(try cell.accessories.map { try accessoryNode($0, path: path) }, .block)
      }
    }
    if let color = cell.backgroundColor {
      try entries.add(.backgroundColor) { try expressibleColor(color, at: $0) }
    }
    if let background = cell.backgroundConfiguration {
      try entries.add(.backgroundConfiguration) { try backgroundNode(background, path: $0) }
    }
    if !cell.declaredFields.isEmpty {
      let fields = cell.declaredFields.map { field in
        (field.name, WrittenNode.string(field.type.rawValue + (field.isOptional ? "?" : "")))
      }
      entries.add(.fields, .mapping(fields, .flow))
    }
    var written = entries.entries
    if let swipe = cell.swipeActions {
      written += try swipeActionEntries(swipe, perItem: true, path: entries.path)
    }
    return .block(written)
  }

  func backgroundNode(_ background: BackgroundConfiguration, path: String) throws -> WrittenNode {
    var entries = WrittenEntries<BackgroundConfigurationKey>(at: path)
    if let style = background.style { entries.add(.style, .string(style.rawValue)) }
    if let radius = background.cornerRadius {
      try entries.add(.cornerRadius) { try number(radius, at: $0) }
    }
    if let color = background.strokeColor {
      try entries.add(.strokeColor) { try expressibleColor(color, at: $0) }
    }
    if let width = background.strokeWidth {
      try entries.add(.strokeWidth) { try number(width, at: $0) }
    }
    if let insets = background.backgroundInsets {
      try entries.add(.backgroundInsets) { try self.insets(insets, at: $0) }
    }
    return entries.mapping(.block)
  }

  // MARK: Content configuration

  func contentNode(_ content: ContentConfiguration, path: String) throws -> WrittenNode {
    var entries = WrittenEntries<ContentKey>(at: path)
    if let style = content.style { entries.add(.style, .string(style.rawValue)) }
    if let text = content.text { entries.add(.text, template(text)) }
    if let text = content.secondaryText { entries.add(.secondaryText, template(text)) }
    if let image = content.image {
      let key = content.imageIsNamed ? ContentImageKey.named : .systemName
      entries.add(.image, .mapping([(key.rawValue, template(image))], .flow))
    } else if content.imageIsNamed {
      throw SpecWriterError(
        key: entries.path(.image), message: "the image is marked as named but has no name")
    }
    if let properties = try imagePropertiesNode(
      content.imageProperties, path: entries.path(.imageProperties))
    {
      entries.add(.imageProperties, properties)
    }
    if let properties = try textPropertiesNode(
      content.textProperties, path: entries.path(.textProperties))
    {
      entries.add(.textProperties, properties)
    }
    if let properties = try textPropertiesNode(
      content.secondaryTextProperties, path: entries.path(.secondaryTextProperties))
    {
      entries.add(.secondaryTextProperties, properties)
    }
    let paddings: [(ContentKey, Double?)] = [
      (.imageToTextPadding, content.imageToTextPadding),
      (.textToSecondaryTextHorizontalPadding, content.textToSecondaryTextHorizontalPadding),
      (.textToSecondaryTextVerticalPadding, content.textToSecondaryTextVerticalPadding),
    ]
    for (key, value) in paddings {
      if let value { try entries.add(key) { try number(value, at: $0) } }
    }
    if let prefers = content.prefersSideBySideTextAndSecondaryText {
      entries.add(.prefersSideBySideTextAndSecondaryText, .bool(prefers))
    }
    if let margins = content.directionalLayoutMargins {
      try entries.add(.directionalLayoutMargins) { try insets(margins, at: $0) }
    }
    if let axes = content.axesPreservingSuperviewLayoutMargins {
      entries.add(.axesPreservingSuperviewLayoutMargins, .string(axes.rawValue))
    }
    return entries.mapping(.block)
  }

  /// Text properties that are set; nil when none is (the decoder's default).
  func textPropertiesNode(_ properties: TextProperties, path: String) throws -> WrittenNode? {
    var entries = WrittenEntries<TextPropertiesKey>(at: path)
    if let font = properties.font {
      try entries.add(.font) { path in
        try expressible(font, at: path) { try fontNode($0, path: path) }
      }
    }
    if let color = properties.color {
      try entries.add(.color) { try expressibleColor(color, at: $0) }
    }
    if let lines = properties.numberOfLines {
      try entries.add(.numberOfLines) { try expressibleInteger(lines, at: $0) }
    }
    if let alignment = properties.alignment {
      entries.add(.alignment, .string(alignment.rawValue))
    }
    return entries.isEmpty ? nil : entries.mapping(.flow)
  }

  /// Image properties that are set; nil when none is (the decoder's default).
  func imagePropertiesNode(_ properties: ImageProperties, path: String) throws -> WrittenNode? {
    var entries = WrittenEntries<ImagePropertiesKey>(at: path)
    if let color = properties.tintColor {
      try entries.add(.tintColor) { try expressibleColor(color, at: $0) }
    }
    if let radius = properties.cornerRadius {
      try entries.add(.cornerRadius) { try expressibleNumber(radius, at: $0) }
    }
    if let size = properties.maximumSize {
      try entries.add(.maximumSize) { try self.size(size, at: $0) }
    }
    if let size = properties.reservedLayoutSize {
      try entries.add(.reservedLayoutSize) { try self.size(size, at: $0) }
    }
    if let symbol = properties.preferredSymbolConfiguration {
      try entries.add(.preferredSymbolConfiguration) {
        try symbolConfigurationNode(symbol, path: $0)
      }
    }
    return entries.isEmpty ? nil : entries.mapping(.block)
  }

  func symbolConfigurationNode(_ symbol: SymbolConfiguration, path: String) throws
    -> WrittenNode
  {
    var entries = WrittenEntries<SymbolConfigurationKey>(at: path)
    if let style = symbol.textStyle { entries.add(.textStyle, .string(style.rawValue)) }
    if let size = symbol.pointSize { try entries.add(.pointSize) { try number(size, at: $0) } }
    if let weight = symbol.weight { entries.add(.weight, .string(weight.rawValue)) }
    if let scale = symbol.scale { entries.add(.scale, .string(scale.rawValue)) }
    return entries.mapping(.flow)
  }

  /// A font: its text style alone, or `{ style, size, weight }`.
  func fontNode(_ font: FontSpec, path: String) throws -> WrittenNode {
    if let style = font.style, font.size == nil, font.weight == nil {
      return .string(style.rawValue)
    }
    var entries = WrittenEntries<FontKey>(at: path)
    if let style = font.style { entries.add(.style, .string(style.rawValue)) }
    if let size = font.size { try entries.add(.size) { try number(size, at: $0) } }
    if let weight = font.weight { entries.add(.weight, .string(weight.rawValue)) }
    guard !entries.isEmpty else {
      throw SpecWriterError(
        key: path, message: "an empty font (no style, size or weight) does not read back")
    }
    return entries.mapping(.flow)
  }

  // MARK: Hosting configuration

  func hostingNode(_ hosting: HostingConfiguration, path: String) throws -> WrittenNode {
    var entries = WrittenEntries<HostingKey>(at: path)
    try entries.add(.content) { try viewNode(hosting.content, path: $0) }
    let margins = hosting.margins
    if !margins.isEmpty {
      try entries.add(.margins) { path in
        var edges = WrittenEntries<EdgeInsetKey>(at: path)
        let lengths: [(EdgeInsetKey, Double?)] = [
          (.top, margins.top), (.leading, margins.leading), (.bottom, margins.bottom),
          (.trailing, margins.trailing),
        ]
        for (edge, value) in lengths {
          if let value { try edges.add(edge) { try number(value, at: $0) } }
        }
        return edges.mapping(.flow)
      }
    }
    if hosting.minWidth != nil || hosting.minHeight != nil {
      try entries.add(.minSize) { path in
        var size = WrittenEntries<SizeKey>(at: path)
        if let width = hosting.minWidth { try size.add(.width) { try number(width, at: $0) } }
        if let height = hosting.minHeight {
          try size.add(.height) { try number(height, at: $0) }
        }
        return size.mapping(.flow)
      }
    }
    if let background = hosting.background {
      try entries.add(.background) { try expressibleColor(background, at: $0) }
    }
    return entries.mapping(.block)
  }

  // MARK: Accessories

  func accessoryNode(_ accessory: Accessory, path: String) throws -> WrittenNode {
    var options = WrittenEntries<AccessoryOptionKey>(at: "\(path)[\(accessory.kind.rawValue)]")
    if let displayed = accessory.displayed {
      options.add(.displayed, .string(displayed.rawValue))
    }
    if let tint = accessory.tintColor {
      try options.add(.tintColor) { try expressibleColor(tint, at: $0) }
    }
    if let text = accessory.text { options.add(.text, template(text)) }
    if let condition = accessory.condition { options.add(.if, self.condition(condition)) }
    if let shows = accessory.showsVerticalSeparator {
      options.add(.showsVerticalSeparator, .bool(shows))
    }
    if let style = accessory.outlineStyle { options.add(.style, .string(style.rawValue)) }
    if let custom = accessory.customView {
      guard accessory.kind == .customView else {
        throw SpecWriterError(
          key: options.path,
          message: "a '\(accessory.kind.rawValue)' accessory has custom view options",
          range: accessory.range)
      }
      options.add(.view, .string(custom.view.rawValue))
      if let isOn = custom.isOn { options.add(.isOn, condition(isOn)) }
      if let image = custom.image {
        let key = custom.imageIsNamed ? ContentImageKey.named : .systemName
        options.add(.image, .mapping([(key.rawValue, template(image))], .flow))
      }
      if let symbol = custom.preferredSymbolConfiguration {
        try options.add(.preferredSymbolConfiguration) {
          try symbolConfigurationNode(symbol, path: $0)
        }
      }
      if let font = custom.font {
        try options.add(.font) { path in
          try expressible(font, at: path) { try fontNode($0, path: path) }
        }
      }
      if let color = custom.textColor {
        try options.add(.textColor) { try expressibleColor(color, at: $0) }
      }
      if custom.placement != .trailing {
        options.add(.placement, .string(custom.placement.rawValue))
      }
      switch custom.reservedLayoutWidth {
      case .actual: break
      case .standard: options.add(.reservedLayoutWidth, .string("standard"))
      case .custom(let width):
        try options.add(.reservedLayoutWidth) { try number(width, at: $0) }
      }
      if let fixed = custom.maintainsFixedSize { options.add(.maintainsFixedSize, .bool(fixed)) }
    }
    guard !options.isEmpty else { return .string(accessory.kind.rawValue) }
    return .mapping([(accessory.kind.rawValue, options.mapping(.flow))], .block)
  }

  // MARK: Swipe actions

  /// `leadingSwipeActions` and `trailingSwipeActions`, as a cell template (`perItem`: the
  /// actions may read the item) or an item writes them.
  func swipeActionEntries(_ swipe: SwipeActions, perItem: Bool, path: String) throws
    -> [(String, WrittenNode)]
  {
    var entries: [(String, WrittenNode)] = []
    let edges: [(CellKey, SwipeActionsConfiguration?)] = [
      (.leadingSwipeActions, swipe.leading), (.trailingSwipeActions, swipe.trailing),
    ]
    for (key, configuration) in edges {
      guard let configuration else { continue }
      let path = "\(path).\(key.rawValue)"
      var fields: [(String, WrittenNode)] = []
      let actions = try configuration.actions.enumerated().map { index, action in
        try actionNode(
          action, perItem: perItem, path: "\(path).\(SwipeActionsKey.actions.rawValue)[\(index)]")
      }
      fields.append((SwipeActionsKey.actions.rawValue, .sequence(actions, .block)))
      if !configuration.performsFirstActionWithFullSwipe {
        fields.append((SwipeActionsKey.performsFirstActionWithFullSwipe.rawValue, .bool(false)))
      }
      entries.append((key.rawValue, .block(fields)))
    }
    return entries
  }

  func actionNode(_ action: ContextualAction, perItem: Bool, path: String) throws -> WrittenNode {
    var entries = WrittenEntries<ContextualActionKey>(at: path)
    if let id = action.id { try entries.add(.id) { try plainText(id, at: $0) } }
    if action.style != .normal { entries.add(.style, .string(action.style.rawValue)) }
    if let title = action.title {
      try entries.add(.title) { try actionTemplate(title, perItem, path: $0) }
    }
    if let image = action.systemImage {
      try entries.add(.image) { path in
        .mapping(
          [(SystemImageKey.systemName.rawValue, try actionTemplate(image, perItem, path: path))],
          .flow)
      }
    }
    if let color = action.backgroundColor {
      if !perItem, color.expression != nil {
        throw SpecWriterError(
          key: entries.path(.backgroundColor),
          message: "an item's own swipe action takes a colour, not an expression",
          range: action.range)
      }
      try entries.add(.backgroundColor) { try expressibleColor(color, at: $0) }
    }
    if let condition = action.condition {
      guard perItem else {
        throw SpecWriterError(
          key: entries.path(.if),
          message: "an item's own swipe action has no 'if'; only a cell template's do",
          range: action.range)
      }
      entries.add(.if, self.condition(condition))
    }
    return entries.mapping(.flow)
  }

  /// A template of an action; an item's own action reads its text as written, so it can
  /// have no placeholders.
  private func actionTemplate(_ template: Template, _ perItem: Bool, path: String) throws
    -> WrittenNode
  {
    if !perItem, Self.readsFields(template.source) {
      throw SpecWriterError(
        key: path,
        message: "an item's own swipe action cannot read the item ('\(template.source)')",
        range: template.range)
    }
    return .string(template.source)
  }
}
