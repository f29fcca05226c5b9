/// `list`: the list configuration, its separators and edge insets.
extension SpecDecoder {
  mutating func decodeList(_ node: YAMLNode) -> ListConfiguration? {
    guard let keys = mapping(node, ListKey.self, context: "'list'") else { return nil }
    var list = ListConfiguration(appearance: .insetGrouped, range: node.reportRange)
    var showsSeparators: Bool?
    for (key, value) in keys.entries {
      switch key {
      case .appearance:
        list.appearance = enumValue(value, key: key.rawValue) ?? list.appearance
      case .showsSeparators: showsSeparators = bool(value, key: key.rawValue)
      case .headerMode: list.headerMode = enumValue(value, key: key.rawValue) ?? .none
      case .footerMode: list.footerMode = enumValue(value, key: key.rawValue) ?? .none
      case .headerTopPadding: list.headerTopPadding = length(value, key: key.rawValue)
      case .backgroundColor: list.backgroundColor = color(value, key: key.rawValue)
      case .separatorConfiguration:
        list.separatorConfiguration = decodeSeparatorConfiguration(value)
      }
    }
    reportMissing(keys, in: "'list'", at: node.reportRange)
    list.showsSeparators = showsSeparators ?? list.appearance.showsSeparatorsByDefault
    return list
  }

  mutating func decodeSeparatorConfiguration(_ node: YAMLNode) -> SeparatorConfiguration {
    var configuration = SeparatorConfiguration()
    guard
      let keys = mapping(
        node, SeparatorConfigurationKey.self, context: "'separatorConfiguration'")
    else { return configuration }
    for (key, value) in keys.entries {
      switch key {
      case .color: configuration.color = color(value, key: key.rawValue)
      case .multipleSelectionColor:
        configuration.multipleSelectionColor = color(value, key: key.rawValue)
      case .topSeparatorVisibility:
        configuration.topSeparatorVisibility = enumValue(value, key: key.rawValue) ?? .automatic
      case .bottomSeparatorVisibility:
        configuration.bottomSeparatorVisibility =
          enumValue(value, key: key.rawValue) ?? .automatic
      case .topSeparatorInsets:
        configuration.topSeparatorInsets = directionalInsets(value, key: key.rawValue)
      case .bottomSeparatorInsets:
        configuration.bottomSeparatorInsets = directionalInsets(value, key: key.rawValue)
      }
    }
    return configuration
  }

  /// `{ top, leading, bottom, trailing }`; `automatic` (the string) means nil.
  mutating func directionalInsets(_ node: YAMLNode, key: String) -> DirectionalEdgeInsets? {
    if node.text == "automatic" { return nil }
    guard
      let keys = mapping(
        node, EdgeInsetKey.self, context: "'\(key)'",
        expected: "a mapping of edge insets (top, leading, bottom, trailing) or 'automatic'")
    else { return nil }
    var insets = DirectionalEdgeInsets()
    for (edge, value) in keys.entries {
      let inset = length(value, key: edge.rawValue) ?? 0
      switch edge {
      case .top: insets.top = inset
      case .leading: insets.leading = inset
      case .bottom: insets.bottom = inset
      case .trailing: insets.trailing = inset
      }
    }
    return insets
  }

  /// `sections[].list`: the keys a section provider may set per section.
  mutating func decodeSectionList(_ node: YAMLNode) -> SectionListConfiguration? {
    guard let keys = mapping(node, SectionListKey.self, context: "a section's 'list'") else {
      return nil
    }
    var list = SectionListConfiguration(range: node.reportRange)
    for (key, value) in keys.entries {
      switch key {
      case .appearance: list.appearance = enumValue(value, key: key.rawValue)
      case .showsSeparators: list.showsSeparators = bool(value, key: key.rawValue)
      case .headerMode: list.headerMode = enumValue(value, key: key.rawValue)
      case .footerMode: list.footerMode = enumValue(value, key: key.rawValue)
      case .separatorConfiguration:
        list.separatorConfiguration = decodeSeparatorConfiguration(value)
      case .contentInsets: list.contentInsets = directionalInsets(value, key: key.rawValue)
      }
    }
    return list
  }

  /// `preferredSymbolConfiguration`: a text style or a point size, a weight and a scale.
  mutating func decodeSymbolConfiguration(_ node: YAMLNode) -> SymbolConfiguration? {
    guard
      let keys = mapping(
        node, SymbolConfigurationKey.self, context: "'preferredSymbolConfiguration'")
    else { return nil }
    var configuration = SymbolConfiguration()
    for (key, value) in keys.entries {
      switch key {
      case .textStyle: configuration.textStyle = textStyle(value, key: key.rawValue)
      case .pointSize: configuration.pointSize = pointSize(value, key: key.rawValue)
      case .weight: configuration.weight = enumValue(value, key: key.rawValue)
      case .scale: configuration.scale = enumValue(value, key: key.rawValue)
      }
    }
    if keys[.textStyle] != nil, keys[.pointSize] != nil {
      report(
        .invalidNumber(
          key: SymbolConfigurationKey.pointSize.rawValue,
          problem:
            "cannot be given with 'textStyle': a symbol configuration has one or the other",
          range: keys[.pointSize]?.reportRange ?? node.reportRange))
    }
    return configuration
  }
}
