/// `cells`: cell templates, their content or hosting configuration, and accessories.
extension SpecDecoder {
  mutating func decodeCell(name: String, node: YAMLNode, nameRange: SourceRange) -> CellTemplate? {
    isInCellTemplate = true
    defer { isInCellTemplate = false }
    guard let keys = mapping(node, CellKey.self, context: "cell template '\(name)'") else {
      return nil
    }
    guard (keys[.content] == nil) != (keys[.hosting] == nil) else {
      report(.invalidCellTemplate(name: name, range: nameRange))
      return nil
    }
    var kind: CellKind?
    var accessories: [Accessory] = []
    var background: Expressible<ColorValue>?
    var declaredFields: [DeclaredField] = []
    var backgroundConfiguration: BackgroundConfiguration?
    for (key, value) in keys.entries {
      switch key {
      case .content: kind = decodeContent(value).map(CellKind.content)
      case .hosting: kind = decodeHosting(value).map(CellKind.hosting)
      case .accessories:
        guard let elements = sequence(value, key: key.rawValue) else { continue }
        accessories = elements.compactMap { decodeAccessory($0) }
      case .backgroundColor:
        background = expressible(value, key: key)
      case .backgroundConfiguration: backgroundConfiguration = decodeBackground(value)
      case .fields: declaredFields = decodeFieldTypes(value)
      case .leadingSwipeActions, .trailingSwipeActions: break  // below, both edges together
      }
    }
    let swipeActions = decodeSwipeActions(
      leading: keys[.leadingSwipeActions], trailing: keys[.trailingSwipeActions], perItem: true)
    guard let kind else { return nil }
    var template = CellTemplate(
      name: name, kind: kind, accessories: accessories, range: node.reportRange,
      nameRange: nameRange)
    template.backgroundColor = background
    template.declaredFields = declaredFields
    template.swipeActions = swipeActions
    template.backgroundConfiguration = backgroundConfiguration
    return template
  }

  /// `backgroundConfiguration: { style, cornerRadius, strokeColor, strokeWidth, backgroundInsets }`
  mutating func decodeBackground(_ node: YAMLNode) -> BackgroundConfiguration? {
    guard
      let keys = mapping(
        node, BackgroundConfigurationKey.self, context: "'backgroundConfiguration'")
    else { return nil }
    var background = BackgroundConfiguration()
    for (key, value) in keys.entries {
      switch key {
      case .style: background.style = enumValue(value, key: key.rawValue)
      case .cornerRadius: background.cornerRadius = length(value, key: key.rawValue)
      case .strokeColor:
        background.strokeColor = expressible(value, key: key)
      case .strokeWidth: background.strokeWidth = length(value, key: key.rawValue)
      case .backgroundInsets:
        background.backgroundInsets = directionalInsets(value, key: key.rawValue)
      }
    }
    return background
  }

  /// `fields: { count: Int, rating: "Double?" }`
  mutating func decodeFieldTypes(_ node: YAMLNode) -> [DeclaredField] {
    guard let pairs = node.pairs else {
      report(
        .typeMismatch(
          key: "fields", expected: "a mapping of field name to type, e.g. { count: Int }",
          found: node))
      return []
    }
    var result: [DeclaredField] = []
    for pair in pairs {
      guard let name = pair.key.text, let text = pair.value.text else { continue }
      // The item keys hold the item's identity and structure, never a template's value.
      if let key = ItemKey(rawValue: name) {
        report(.reservedFieldName(key: key, range: pair.key.reportRange))
        continue
      }
      let optional = text.hasSuffix("?")
      let base = optional ? String(text.dropLast()) : text
      guard let type = FieldType(rawValue: base) else {
        report(
          .unknownValue(
            value: text, key: name, known: FieldType.allCases.map(\.rawValue),
            range: pair.value.reportRange, what: "field type"))
        continue
      }
      result.append(
        DeclaredField(name: name, type: type, isOptional: optional, range: pair.key.reportRange))
    }
    return result
  }

  mutating func decodeContent(_ node: YAMLNode) -> ContentConfiguration? {
    guard let keys = mapping(node, ContentKey.self, context: "'content'") else { return nil }
    var content = ContentConfiguration()
    for (key, value) in keys.entries {
      let name = key.rawValue
      switch key {
      case .style: content.style = enumValue(value, key: name)
      case .text: content.text = template(value, key: name)
      case .secondaryText: content.secondaryText = template(value, key: name)
      case .image: (content.image, content.imageIsNamed) = contentImage(value, key: name)
      case .imageProperties: content.imageProperties = decodeImageProperties(value)
      case .textProperties: content.textProperties = decodeTextProperties(value, key: name)
      case .secondaryTextProperties:
        content.secondaryTextProperties = decodeTextProperties(value, key: name)
      case .imageToTextPadding: content.imageToTextPadding = length(value, key: name)
      case .textToSecondaryTextHorizontalPadding:
        content.textToSecondaryTextHorizontalPadding = length(value, key: name)
      case .textToSecondaryTextVerticalPadding:
        content.textToSecondaryTextVerticalPadding = length(value, key: name)
      case .prefersSideBySideTextAndSecondaryText:
        content.prefersSideBySideTextAndSecondaryText = bool(value, key: name)
      case .directionalLayoutMargins:
        content.directionalLayoutMargins = directionalInsets(value, key: name)
      case .axesPreservingSuperviewLayoutMargins:
        content.axesPreservingSuperviewLayoutMargins = enumValue(value, key: name)
      }
    }
    return content
  }

  /// Content's `{ systemName: "star" }` or `{ named: "avatar" }`, and whether it is the
  /// latter; a name written as it is must be an image set of the catalogs once the spec
  /// names any.
  mutating func contentImage(_ node: YAMLNode, key: String) -> (Template?, Bool) {
    if let text = node.scalar.map(\.text), node.scalar?.resolved != .null {
      report(
        .typeMismatch(
          key: key, expected: "a mapping like { systemName: \"\(text)\" }", found: node))
      return (nil, false)
    }
    guard let keys = mapping(node, ContentImageKey.self, context: "'\(key)'") else {
      return (nil, false)
    }
    var symbol: Template?
    var named: Template?
    for (key, value) in keys.entries {
      switch key {
      case .systemName: symbol = template(value, key: key.rawValue)
      case .named:
        named = template(value, key: key.rawValue)
        if let named { checkImageName(named, at: value.reportRange) }
      }
    }
    switch (symbol, named) {
    case (nil, nil):
      if keys[.systemName] == nil, keys[.named] == nil {
        report(.missingKey(key: "systemName", in: "'\(key)'", range: node.reportRange))
      }
      return (nil, false)
    case (let symbol?, nil): return (symbol, false)
    case (nil, let named?): return (named, true)
    case (.some, .some):
      report(
        .typeMismatch(
          key: key, expected: "{ systemName: … } (an SF Symbol) or { named: … } (an image set)",
          found: node, hint: "not both"))
      return (nil, false)
    }
  }

  /// `{ systemName: "star" }`; with `{…}` placeholders only where an item is in scope.
  mutating func systemImage(_ node: YAMLNode, key: String, perItem: Bool = true) -> Template? {
    if let text = node.scalar.map(\.text), node.scalar?.resolved != .null {
      report(
        .typeMismatch(
          key: key, expected: "a mapping like { systemName: \"\(text)\" }", found: node))
      return nil
    }
    guard let keys = mapping(node, SystemImageKey.self, context: "'\(key)'") else { return nil }
    reportMissing(keys, in: "'\(key)'", at: node.reportRange)
    var name: Template?
    for (key, value) in keys.entries {
      switch key {
      case .systemName: name = template(value, key: key.rawValue, perItem: perItem)
      }
    }
    return name
  }

  mutating func decodeTextProperties(_ node: YAMLNode, key: String) -> TextProperties {
    var properties = TextProperties()
    guard let keys = mapping(node, TextPropertiesKey.self, context: "'\(key)'") else {
      return properties
    }
    for (key, value) in keys.entries {
      switch key {
      case .font: properties.font = expressible(value, key: key)
      case .color:
        properties.color = expressible(value, key: key)
      case .numberOfLines:
        properties.numberOfLines = expressible(value, key: key)
      case .alignment: properties.alignment = enumValue(value, key: key.rawValue)
      }
    }
    return properties
  }

  mutating func decodeImageProperties(_ node: YAMLNode) -> ImageProperties {
    var properties = ImageProperties()
    guard let keys = mapping(node, ImagePropertiesKey.self, context: "'imageProperties'") else {
      return properties
    }
    for (key, value) in keys.entries {
      switch key {
      case .tintColor:
        properties.tintColor = expressible(value, key: key)
      case .cornerRadius:
        properties.cornerRadius = expressible(value, key: key)
      case .maximumSize: properties.maximumSize = size(value, key: key.rawValue)
      case .reservedLayoutSize: properties.reservedLayoutSize = size(value, key: key.rawValue)
      case .preferredSymbolConfiguration:
        properties.preferredSymbolConfiguration = decodeSymbolConfiguration(value)
      }
    }
    return properties
  }

  /// `{ width, height }`; a length left out is nil.
  mutating func sizeLengths(_ node: YAMLNode, key: String) -> (width: Double?, height: Double?)? {
    guard let keys = mapping(node, SizeKey.self, context: "'\(key)'") else { return nil }
    var result: (width: Double?, height: Double?) = (nil, nil)
    for (key, value) in keys.entries {
      switch key {
      case .width: result.width = length(value, key: key.rawValue)
      case .height: result.height = length(value, key: key.rawValue)
      }
    }
    return result
  }

  /// `{ width, height }`; a length left out is 0, as in `CGSize`.
  mutating func size(_ node: YAMLNode, key: String) -> Size? {
    sizeLengths(node, key: key).map { Size(width: $0.width ?? 0, height: $0.height ?? 0) }
  }

  mutating func decodeHosting(_ node: YAMLNode) -> HostingConfiguration? {
    guard let keys = mapping(node, HostingKey.self, context: "'hosting'") else { return nil }
    reportMissing(keys, in: "'hosting'", at: node.reportRange)
    guard let content = keys[.content].flatMap({ decodeView($0) }) else { return nil }
    var hosting = HostingConfiguration(content: content)
    for (key, value) in keys.entries {
      switch key {
      case .content: break
      case .margins:
        for (edges, length) in edgeLengths(value, key: key.rawValue) {
          if edges.contains(.top) { hosting.margins.top = length }
          if edges.contains(.leading) { hosting.margins.leading = length }
          if edges.contains(.bottom) { hosting.margins.bottom = length }
          if edges.contains(.trailing) { hosting.margins.trailing = length }
        }
      case .minSize:
        if let size = sizeLengths(value, key: key.rawValue) {
          (hosting.minWidth, hosting.minHeight) = size
        }
      case .background:
        hosting.background = expressible(value, key: key)
      }
    }
    return hosting
  }

  /// `8` (every edge), or `{ horizontal: 50, top: 4 }`; nil lengths mean "the default".
  mutating func edgeLengths(_ node: YAMLNode, key: String, allowDefault: Bool = false)
    -> [(EdgeSet, Double?)]
  {
    let edgeNames = EdgeSet.names.map(\.0)
    if let scalar = node.scalar {
      switch scalar.resolved {
      case .int, .float:
        return length(node, key: key).map { [(.all, $0)] } ?? []
      case .null where allowDefault:
        return [(.all, nil)]
      case .string(let name) where allowDefault:
        guard let edges = EdgeSet.names.first(where: { $0.0 == name })?.1 else {
          report(.unknownValue(value: name, key: key, known: edgeNames, range: node.reportRange))
          return []
        }
        return [(edges, nil)]
      default:
        report(
          .typeMismatch(
            key: key, expected: "a length or a mapping of edges to lengths", found: node))
        return []
      }
    }
    guard
      let pairs = mappingPairs(
        node, key: key, expected: "a length or a mapping of edges to lengths")
    else { return [] }
    var result: [(EdgeSet, Double?)] = []
    for pair in pairs {
      guard let name = pair.key.text else { continue }
      guard let edges = EdgeSet.names.first(where: { $0.0 == name })?.1 else {
        report(
          .unknownKey(key: name, in: "'\(key)'", known: edgeNames, range: pair.key.reportRange))
        continue
      }
      if allowDefault, pair.value.scalar?.resolved == .null {
        result.append((edges, nil))
      } else if let value = length(pair.value, key: name) {
        result.append((edges, value))
      }
    }
    return result
  }

  /// `checkmark`, or `{ label: { text: "3" } }`.
  mutating func decodeAccessory(_ node: YAMLNode) -> Accessory? {
    guard
      let (kind, options) = oneKeyEntry(
        node, AccessoryKind.self, key: "accessories", what: "accessory",
        expected: "an accessory name or a one-key mapping like { label: { text: \"3\" } }")
    else { return nil }
    use(kind, at: node.reportRange)
    var accessory = Accessory(kind: kind, range: node.reportRange)
    if kind == .customView { accessory.customView = CustomViewAccessory() }
    guard let options, options.scalar?.resolved != .null,
      let keys = mapping(
        options, AccessoryOptionKey.self, context: "accessory '\(kind.rawValue)'")
    else { return accessory }
    for (key, value) in keys.entries {
      if !key.applies(to: kind), let owner = key.onlyAccessory {
        report(
          .invalidAccessory(
            option: key.rawValue, accessory: kind.rawValue, owner: owner,
            view: (key.onlyView ?? .uiSwitch).rawValue, range: value.reportRange))
        continue
      }
      switch key {
      case .displayed: accessory.displayed = enumValue(value, key: key.rawValue)
      case .tintColor:
        accessory.tintColor = expressible(value, key: key)
      case .text: accessory.text = template(value, key: key.rawValue)
      case .if: accessory.condition = condition(value, key: key.rawValue)
      case .view:
        accessory.customView?.view = enumValue(value, key: key.rawValue) ?? .uiSwitch
      case .isOn: accessory.customView?.isOn = condition(value, key: key.rawValue)
      case .image:
        let (image, isNamed) = contentImage(value, key: key.rawValue)
        accessory.customView?.image = image
        accessory.customView?.imageIsNamed = isNamed
      case .preferredSymbolConfiguration:
        accessory.customView?.preferredSymbolConfiguration = decodeSymbolConfiguration(value)
      case .font: accessory.customView?.font = expressible(value, key: key)
      case .textColor: accessory.customView?.textColor = expressible(value, key: key)
      case .placement:
        accessory.customView?.placement = enumValue(value, key: key.rawValue) ?? .trailing
      case .reservedLayoutWidth:
        if let name = value.scalar?.text, name == "actual" || name == "standard" {
          accessory.customView?.reservedLayoutWidth = name == "actual" ? .actual : .standard
        } else if let width = length(value, key: key.rawValue) {
          accessory.customView?.reservedLayoutWidth = .custom(width)
        }
      case .maintainsFixedSize:
        accessory.customView?.maintainsFixedSize = bool(value, key: key.rawValue)
      case .showsVerticalSeparator:
        accessory.showsVerticalSeparator = bool(value, key: key.rawValue)
      case .style: accessory.outlineStyle = enumValue(value, key: key.rawValue)
      }
    }
    if let view = accessory.customView?.view {
      checkCustomView(view, keys: keys, accessory: &accessory, at: node.reportRange)
    } else if kind != .label, let text = keys[.text] {
      report(.textOnAccessory(accessory: kind.rawValue, range: text.reportRange))
      accessory.text = nil
    }
    return accessory
  }

  /// The keys of a `customView` accessory that belong to another view than the one it holds
  /// (`image` beside a `UISwitch`), a `tintColor` a `UILabel` would not show, and the key its
  /// view cannot do without (an image view's `image`, a label's `text`).
  private mutating func checkCustomView(
    _ view: CustomAccessoryView, keys: KeyedNodes<AccessoryOptionKey>,
    accessory: inout Accessory, at range: SourceRange
  ) {
    for (key, value) in keys.entries {
      let owner = key == .text ? CustomAccessoryView.uiLabel : key.onlyView
      if let owner, owner != view {
        report(
          .invalidCustomViewOption(
            option: key.rawValue, view: view.rawValue, owner: owner.rawValue,
            viewWritten: keys[.view] != nil, range: value.reportRange))
      }
    }
    if view == .uiLabel, let tint = keys[.tintColor] {
      report(.tintColorOnLabel(range: tint.reportRange))
    }
    if view != .uiLabel { accessory.text = nil }
    let required: (AccessoryOptionKey, Bool)? =
      view == .uiImageView
      ? (.image, accessory.customView?.image != nil)
      : view == .uiLabel ? (.text, accessory.text != nil) : nil
    if let (key, present) = required, !present, keys[key] == nil {
      report(
        .missingKey(
          key: key.rawValue, in: "a customView accessory holding a \(view.rawValue)", range: range))
    }
  }

  /// A list entry written as a bare name (`- checkmark`) or a one-key mapping
  /// (`- label: { text: "3" }`): the key, and the mapping's value. Reports an unknown name (with
  /// every name there is, when none is near it) or a mapping with several keys.
  mutating func oneKeyEntry<Key: FormatKey>(
    _ node: YAMLNode, _ table: Key.Type, key: String, what: String, expected: String
  ) -> (Key, YAMLNode?)? {
    if let text = node.text, node.scalar?.resolved != .null {
      guard let name = Key(rawValue: text) else {
        report(
          .unknownValue(
            value: text, key: key, known: Key.names, range: node.reportRange, what: what,
            listsEveryName: true))
        return nil
      }
      return (name, nil)
    }
    guard let pairs = node.pairs, pairs.count == 1, let text = pairs[0].key.text else {
      report(.typeMismatch(key: "\(key)[]", expected: expected, found: node))
      return nil
    }
    guard let name = Key(rawValue: text) else {
      report(
        .unknownValue(
          value: text, key: key, known: Key.names, range: pairs[0].key.reportRange, what: what,
          listsEveryName: true))
      return nil
    }
    return (name, pairs[0].value)
  }
}
