/// `sections[].layout`: a section that is not a list, its item and group sizes.
extension SpecDecoder {
  mutating func decodeSectionLayout(_ node: YAMLNode) -> CompositionalSection? {
    guard let keys = mapping(node, SectionLayoutKey.self, context: "a section's 'layout'") else {
      return nil
    }
    var layout = CompositionalSection(range: node.reportRange)
    var itemNode: YAMLNode?
    for (key, value) in keys.entries {
      switch key {
      case .item:
        itemNode = value
        layout.item = decodeLayoutItem(value, key: key.rawValue) ?? layout.item
      case .group: layout.group = decodeLayoutItem(value, key: key.rawValue) ?? layout.group
      case .interGroupSpacing:
        layout.interGroupSpacing = length(value, key: key.rawValue) ?? 0
      case .orthogonalScrollingBehavior:
        layout.orthogonalScrollingBehavior = enumValue(value, key: key.rawValue) ?? .none
      case .contentInsets:
        layout.contentInsets = directionalInsets(value, key: key.rawValue) ?? .zero
      }
    }
    reportMissing(keys, in: "a section's 'layout'", at: node.reportRange)
    // The group's container is the collection view: its height is not the picture's.
    let groupNode = keys[.group]
    if Self.writes(groupNode, .heightDimension, .fractionalHeight) {
      report(
        .invalidSectionLayout(
          "a group's 'fractionalHeight' is a fraction of the collection view's height, which a picture of the list does not fix; use 'absolute', 'fractionalWidth' or 'estimated'",
          range: Self.dimensionRange(groupNode, .heightDimension) ?? node.reportRange))
    }
    // An item left out is `fractionalHeight(1)` high.
    if Self.writes(groupNode, .heightDimension, .estimated) {
      for dimension in LayoutSizeKey.allCases
      where itemNode == nil
        ? dimension == .heightDimension
        : Self.writes(itemNode, dimension, .fractionalHeight)
      {
        report(
          .invalidSectionLayout(
            (itemNode == nil
              ? "the item left out is 'fractionalHeight: 1', which"
              : "an item's 'fractionalHeight'")
              + " in a group of 'estimated' height is a fraction of a height the items decide; give the item an 'estimated' or 'absolute' height",
            range: Self.dimensionRange(itemNode ?? groupNode, dimension) ?? node.reportRange))
      }
    }
    return layout
  }

  /// Whether an item or group node writes its `dimension` as `kind`.
  private static func writes(
    _ node: YAMLNode?, _ dimension: LayoutSizeKey, _ kind: LayoutDimensionKey
  ) -> Bool {
    node?[LayoutItemKey.layoutSize]?[dimension]?[kind] != nil
  }

  /// The node of `layoutSize.<dimension>` under an item or group node, for locating errors.
  private static func dimensionRange(_ node: YAMLNode?, _ dimension: LayoutSizeKey) -> SourceRange?
  {
    node?[LayoutItemKey.layoutSize]?[dimension]?.reportRange
  }

  /// `item` and `group`: `{ layoutSize, contentInsets }`.
  private mutating func decodeLayoutItem(_ node: YAMLNode, key: String) -> LayoutItem? {
    guard let keys = mapping(node, LayoutItemKey.self, context: "'\(key)'") else { return nil }
    var item = LayoutItem()
    for (entry, value) in keys.entries {
      switch entry {
      case .layoutSize: item.layoutSize = decodeLayoutSize(value) ?? item.layoutSize
      case .contentInsets:
        item.contentInsets = directionalInsets(value, key: entry.rawValue) ?? .zero
      }
    }
    reportMissing(keys, in: "'\(key)'", at: node.reportRange)
    return item
  }

  /// `layoutSize: { widthDimension, heightDimension }`.
  private mutating func decodeLayoutSize(_ node: YAMLNode) -> LayoutSize? {
    guard let keys = mapping(node, LayoutSizeKey.self, context: "'layoutSize'") else {
      return nil
    }
    var size = LayoutSize()
    for (entry, value) in keys.entries {
      guard let dimension = decodeLayoutDimension(value, key: entry.rawValue) else { continue }
      switch entry {
      case .widthDimension:
        if dimension.isEstimated {
          report(
            .invalidSectionLayout(
              "an 'estimated' width is not drawn: the cells would size themselves across, which listspec does not lay out; use 'absolute' or 'fractionalWidth'",
              range: value.reportRange))
        }
        size.widthDimension = dimension
      case .heightDimension: size.heightDimension = dimension
      }
    }
    reportMissing(keys, in: "'layoutSize'", at: node.reportRange)
    return size
  }

  /// `{ absolute: 44 }`, `{ fractionalWidth: 0.28 }`, …: exactly one key, a number greater
  /// than 0 (a fraction at most 1).
  private mutating func decodeLayoutDimension(_ node: YAMLNode, key: String) -> LayoutDimension? {
    guard
      let keys = mapping(
        node, LayoutDimensionKey.self, context: "'\(key)'",
        expected:
          "a mapping of one dimension (absolute, estimated, fractionalWidth, fractionalHeight)")
    else { return nil }
    guard let (kind, value) = keys.entries.first else {
      report(
        .missingKey(oneOf: LayoutDimensionKey.names, in: "'\(key)'", range: node.reportRange))
      return nil
    }
    if keys.entries.count > 1 {
      report(
        .invalidSectionLayout(
          "'\(key)' is one NSCollectionLayoutDimension: write one of \(LayoutDimensionKey.names.map { "'\($0)'" }.joined(separator: ", ")), not several",
          range: keys.entries[1].value.reportRange))
    }
    let number: Double?
    switch kind {
    case .absolute, .estimated: number = length(value, key: kind.rawValue)
    case .fractionalWidth, .fractionalHeight: number = fraction(value, key: kind.rawValue)
    }
    guard let number else { return nil }
    guard number > 0 else {
      report(
        .invalidNumber(
          key: kind.rawValue, problem: "must be greater than 0", range: value.reportRange))
      return nil
    }
    switch kind {
    case .absolute: return .absolute(number)
    case .estimated: return .estimated(number)
    case .fractionalWidth: return .fractionalWidth(number)
    case .fractionalHeight: return .fractionalHeight(number)
    }
  }
}
