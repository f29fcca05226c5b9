extension SpecWriter {
  func cellsNode() throws -> WrittenNode {
    var entries: [(String, WrittenNode)] = []
    for cell in document.cells {
      entries.append((cell.name, try cellNode(cell)))
    }
    return .block(entries)
  }

  func cellNode(_ cell: CellTemplate) throws -> WrittenNode {
    let path = "\(DocumentKey.cells.rawValue).\(cell.name)"
    var entries: [(String, WrittenNode)] = []
    switch cell.kind {
    case .content(let content):
      entries.append(
        (
          CellKey.content.rawValue,
          try contentNode(content, path: "\(path).\(CellKey.content.rawValue)")
        ))
    case .hosting(let hosting):
      entries.append(
        (
          CellKey.hosting.rawValue,
          try hostingNode(hosting, path: "\(path).\(CellKey.hosting.rawValue)")
        ))
    }
    if !cell.accessories.isEmpty {
      let key = CellKey.accessories.rawValue
      let accessories = try cell.accessories.map { try accessoryNode($0, path: "\(path).\(key)") }
      entries.append((key, .sequence(accessories, .block)))
    }
    if let color = cell.backgroundColor {
      let key = CellKey.backgroundColor.rawValue
      entries.append((key, try expressibleColor(color, at: "\(path).\(key)")))
    }
    if let background = cell.backgroundConfiguration {
      let key = CellKey.backgroundConfiguration.rawValue
      entries.append((key, try backgroundNode(background, path: "\(path).\(key)")))
    }
    if !cell.declaredFields.isEmpty {
      let fields = cell.declaredFields.map { field in
        (field.name, WrittenNode.string(field.type.rawValue + (field.isOptional ? "?" : "")))
      }
      entries.append((CellKey.fields.rawValue, .mapping(fields, .flow)))
    }
    if let swipe = cell.swipeActions {
      entries += try swipeActionEntries(swipe, perItem: true, path: path)
    }
    return .block(entries)
  }

  func backgroundNode(_ background: BackgroundConfiguration, path: String) throws -> WrittenNode {
    var entries: [(String, WrittenNode)] = []
    if let style = background.style {
      entries.append((BackgroundConfigurationKey.style.rawValue, .string(style.rawValue)))
    }
    if let radius = background.cornerRadius {
      let key = BackgroundConfigurationKey.cornerRadius.rawValue
      entries.append((key, try number(radius, at: "\(path).\(key)")))
    }
    if let color = background.strokeColor {
      let key = BackgroundConfigurationKey.strokeColor.rawValue
      entries.append((key, try expressibleColor(color, at: "\(path).\(key)")))
    }
    if let width = background.strokeWidth {
      let key = BackgroundConfigurationKey.strokeWidth.rawValue
      entries.append((key, try number(width, at: "\(path).\(key)")))
    }
    if let insets = background.backgroundInsets {
      let key = BackgroundConfigurationKey.backgroundInsets.rawValue
      entries.append((key, try self.insets(insets, at: "\(path).\(key)")))
    }
    return .block(entries)
  }

  // MARK: Content configuration

  func contentNode(_ content: ContentConfiguration, path: String) throws -> WrittenNode {
    var entries: [(String, WrittenNode)] = []
    func add(_ key: ContentKey, _ node: WrittenNode) { entries.append((key.rawValue, node)) }
    func at(_ key: ContentKey) -> String { "\(path).\(key.rawValue)" }
    if let style = content.style { add(.style, .string(style.rawValue)) }
    if let text = content.text { add(.text, template(text)) }
    if let text = content.secondaryText { add(.secondaryText, template(text)) }
    if let image = content.image {
      let key = content.imageIsNamed ? ContentImageKey.named : .systemName
      add(.image, .mapping([(key.rawValue, template(image))], .flow))
    } else if content.imageIsNamed {
      throw SpecWriterError(
        key: at(.image), message: "the image is marked as named but has no name")
    }
    let imageProperties = try imagePropertiesNode(
      content.imageProperties, path: at(.imageProperties))
    if let imageProperties { add(.imageProperties, imageProperties) }
    if let properties = try textPropertiesNode(content.textProperties, path: at(.textProperties)) {
      add(.textProperties, properties)
    }
    if let properties = try textPropertiesNode(
      content.secondaryTextProperties, path: at(.secondaryTextProperties))
    {
      add(.secondaryTextProperties, properties)
    }
    let paddings: [(ContentKey, Double?)] = [
      (.imageToTextPadding, content.imageToTextPadding),
      (.textToSecondaryTextHorizontalPadding, content.textToSecondaryTextHorizontalPadding),
      (.textToSecondaryTextVerticalPadding, content.textToSecondaryTextVerticalPadding),
    ]
    for (key, value) in paddings {
      if let value { add(key, try number(value, at: at(key))) }
    }
    if let prefers = content.prefersSideBySideTextAndSecondaryText {
      add(.prefersSideBySideTextAndSecondaryText, .bool(prefers))
    }
    if let margins = content.directionalLayoutMargins {
      add(.directionalLayoutMargins, try insets(margins, at: at(.directionalLayoutMargins)))
    }
    if let axes = content.axesPreservingSuperviewLayoutMargins {
      add(.axesPreservingSuperviewLayoutMargins, .string(axes.rawValue))
    }
    return .block(entries)
  }

  /// Text properties that are set; nil when none is (the decoder's default).
  func textPropertiesNode(_ properties: TextProperties, path: String) throws -> WrittenNode? {
    var entries: [(String, WrittenNode)] = []
    if let font = properties.font {
      let key = TextPropertiesKey.font.rawValue
      entries.append((key, try fontNode(font, path: "\(path).\(key)")))
    }
    if let color = properties.color {
      let key = TextPropertiesKey.color.rawValue
      entries.append((key, try expressibleColor(color, at: "\(path).\(key)")))
    }
    if let lines = properties.numberOfLines {
      let key = TextPropertiesKey.numberOfLines.rawValue
      entries.append((key, try expressibleInteger(lines, at: "\(path).\(key)")))
    }
    if let alignment = properties.alignment {
      entries.append((TextPropertiesKey.alignment.rawValue, .string(alignment.rawValue)))
    }
    return entries.isEmpty ? nil : .mapping(entries, .flow)
  }

  /// Image properties that are set; nil when none is (the decoder's default).
  func imagePropertiesNode(_ properties: ImageProperties, path: String) throws -> WrittenNode? {
    var entries: [(String, WrittenNode)] = []
    func at(_ key: ImagePropertiesKey) -> String { "\(path).\(key.rawValue)" }
    if let color = properties.tintColor {
      entries.append(
        (ImagePropertiesKey.tintColor.rawValue, try expressibleColor(color, at: at(.tintColor))))
    }
    if let radius = properties.cornerRadius {
      entries.append(
        (
          ImagePropertiesKey.cornerRadius.rawValue,
          try expressibleNumber(radius, at: at(.cornerRadius))
        ))
    }
    if let size = properties.maximumSize {
      entries.append(
        (ImagePropertiesKey.maximumSize.rawValue, try self.size(size, at: at(.maximumSize))))
    }
    if let size = properties.reservedLayoutSize {
      entries.append(
        (
          ImagePropertiesKey.reservedLayoutSize.rawValue,
          try self.size(size, at: at(.reservedLayoutSize))
        ))
    }
    if let symbol = properties.preferredSymbolConfiguration {
      entries.append(
        (
          ImagePropertiesKey.preferredSymbolConfiguration.rawValue,
          try symbolConfigurationNode(symbol, path: at(.preferredSymbolConfiguration))
        ))
    }
    return entries.isEmpty ? nil : .block(entries)
  }

  func symbolConfigurationNode(_ symbol: SymbolConfiguration, path: String) throws
    -> WrittenNode
  {
    var entries: [(String, WrittenNode)] = []
    if let style = symbol.textStyle {
      entries.append((SymbolConfigurationKey.textStyle.rawValue, .string(style.rawValue)))
    }
    if let size = symbol.pointSize {
      let key = SymbolConfigurationKey.pointSize.rawValue
      entries.append((key, try number(size, at: "\(path).\(key)")))
    }
    if let weight = symbol.weight {
      entries.append((SymbolConfigurationKey.weight.rawValue, .string(weight.rawValue)))
    }
    if let scale = symbol.scale {
      entries.append((SymbolConfigurationKey.scale.rawValue, .string(scale.rawValue)))
    }
    return .mapping(entries, .flow)
  }

  /// A font: its text style alone, or `{ style, size, weight }`.
  func fontNode(_ font: FontSpec, path: String) throws -> WrittenNode {
    if let style = font.style, font.size == nil, font.weight == nil {
      return .string(style.rawValue)
    }
    var entries: [(String, WrittenNode)] = []
    if let style = font.style { entries.append((FontKey.style.rawValue, .string(style.rawValue))) }
    if let size = font.size {
      entries.append(
        (FontKey.size.rawValue, try number(size, at: "\(path).\(FontKey.size.rawValue)")))
    }
    if let weight = font.weight {
      entries.append((FontKey.weight.rawValue, .string(weight.rawValue)))
    }
    guard !entries.isEmpty else {
      throw SpecWriterError(
        key: path, message: "an empty font (no style, size or weight) does not read back")
    }
    return .mapping(entries, .flow)
  }

  // MARK: Hosting configuration

  func hostingNode(_ hosting: HostingConfiguration, path: String) throws -> WrittenNode {
    var entries: [(String, WrittenNode)] = [
      (
        HostingKey.content.rawValue,
        try viewNode(hosting.content, path: "\(path).\(HostingKey.content.rawValue)")
      )
    ]
    let margins = hosting.margins
    if !margins.isEmpty {
      let key = HostingKey.margins.rawValue
      var edges: [(String, WrittenNode)] = []
      let lengths: [(EdgeInsetKey, Double?)] = [
        (.top, margins.top), (.leading, margins.leading), (.bottom, margins.bottom),
        (.trailing, margins.trailing),
      ]
      for (edge, value) in lengths {
        if let value {
          edges.append((edge.rawValue, try number(value, at: "\(path).\(key).\(edge.rawValue)")))
        }
      }
      entries.append((key, .mapping(edges, .flow)))
    }
    if hosting.minWidth != nil || hosting.minHeight != nil {
      let key = HostingKey.minSize.rawValue
      var size: [(String, WrittenNode)] = []
      if let width = hosting.minWidth {
        size.append(
          (
            SizeKey.width.rawValue,
            try number(width, at: "\(path).\(key).\(SizeKey.width.rawValue)")
          ))
      }
      if let height = hosting.minHeight {
        size.append(
          (
            SizeKey.height.rawValue,
            try number(height, at: "\(path).\(key).\(SizeKey.height.rawValue)")
          ))
      }
      entries.append((key, .mapping(size, .flow)))
    }
    if let background = hosting.background {
      let key = HostingKey.background.rawValue
      entries.append((key, try expressibleColor(background, at: "\(path).\(key)")))
    }
    return .block(entries)
  }

  // MARK: Accessories

  func accessoryNode(_ accessory: Accessory, path: String) throws -> WrittenNode {
    let path = "\(path)[\(accessory.kind.rawValue)]"
    var options: [(String, WrittenNode)] = []
    func at(_ key: AccessoryOptionKey) -> String { "\(path).\(key.rawValue)" }
    if let displayed = accessory.displayed {
      options.append((AccessoryOptionKey.displayed.rawValue, .string(displayed.rawValue)))
    }
    if let tint = accessory.tintColor {
      options.append(
        (AccessoryOptionKey.tintColor.rawValue, try expressibleColor(tint, at: at(.tintColor))))
    }
    if let text = accessory.text {
      options.append((AccessoryOptionKey.text.rawValue, template(text)))
    }
    if let condition = accessory.condition {
      options.append((AccessoryOptionKey.if.rawValue, self.condition(condition)))
    }
    if let custom = accessory.customView {
      guard accessory.kind == .customView else {
        throw SpecWriterError(
          key: path,
          message: "a '\(accessory.kind.rawValue)' accessory has custom view options",
          range: accessory.range)
      }
      options.append((AccessoryOptionKey.view.rawValue, .string(custom.view.rawValue)))
      if let isOn = custom.isOn {
        options.append((AccessoryOptionKey.isOn.rawValue, condition(isOn)))
      }
      if custom.placement != .trailing {
        options.append((AccessoryOptionKey.placement.rawValue, .string(custom.placement.rawValue)))
      }
      let widthKey = AccessoryOptionKey.reservedLayoutWidth.rawValue
      switch custom.reservedLayoutWidth {
      case .actual: break
      case .standard: options.append((widthKey, .string("standard")))
      case .custom(let width):
        options.append((widthKey, try number(width, at: at(.reservedLayoutWidth))))
      }
      if let fixed = custom.maintainsFixedSize {
        options.append((AccessoryOptionKey.maintainsFixedSize.rawValue, .bool(fixed)))
      }
    }
    guard !options.isEmpty else { return .string(accessory.kind.rawValue) }
    return .mapping([(accessory.kind.rawValue, .mapping(options, .flow))], .block)
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
    var entries: [(String, WrittenNode)] = []
    if action.style != .normal {
      entries.append((ContextualActionKey.style.rawValue, .string(action.style.rawValue)))
    }
    if let title = action.title {
      entries.append(
        (
          ContextualActionKey.title.rawValue,
          try actionTemplate(title, perItem, path: "\(path).\(ContextualActionKey.title.rawValue)")
        ))
    }
    if let image = action.systemImage {
      entries.append(
        (
          ContextualActionKey.image.rawValue,
          .mapping(
            [
              (
                SystemImageKey.systemName.rawValue,
                try actionTemplate(
                  image, perItem, path: "\(path).\(ContextualActionKey.image.rawValue)")
              )
            ], .flow)
        ))
    }
    if let color = action.backgroundColor {
      let key = ContextualActionKey.backgroundColor.rawValue
      if !perItem, color.expression != nil {
        throw SpecWriterError(
          key: "\(path).\(key)",
          message: "an item's own swipe action takes a colour, not an expression",
          range: action.range)
      }
      entries.append((key, try expressibleColor(color, at: "\(path).\(key)")))
    }
    if let condition = action.condition {
      guard perItem else {
        throw SpecWriterError(
          key: "\(path).\(ContextualActionKey.if.rawValue)",
          message: "an item's own swipe action has no 'if'; only a cell template's do",
          range: action.range)
      }
      entries.append((ContextualActionKey.if.rawValue, self.condition(condition)))
    }
    return .mapping(entries, .flow)
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
