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
      case .group: layout.group = decodeLayoutGroup(value) ?? layout.group
      case .interGroupSpacing:
        layout.interGroupSpacing = length(value, key: key.rawValue) ?? 0
      case .orthogonalScrollingBehavior:
        layout.orthogonalScrollingBehavior = enumValue(value, key: key.rawValue) ?? .none
      case .contentInsets:
        layout.contentInsets = directionalInsets(value, key: key.rawValue) ?? .zero
      case .boundarySupplementaryItems:
        layout.boundarySupplementaryItems = decodeBoundarySupplementaryItems(value)
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

  /// `boundarySupplementaryItems: [{ layoutSize, alignment, pinToVisibleBounds }]`: at most one
  /// item at each alignment (one element kind each), none whose height is a fraction of the
  /// collection view's.
  private mutating func decodeBoundarySupplementaryItems(_ node: YAMLNode)
    -> [BoundarySupplementaryItem]
  {
    let key = SectionLayoutKey.boundarySupplementaryItems.rawValue
    var items: [BoundarySupplementaryItem] = []
    for element in sequence(node, key: key) ?? [] {
      let context = "a boundary supplementary item"
      guard let keys = mapping(element, BoundarySupplementaryItemKey.self, context: context)
      else { continue }
      var item = BoundarySupplementaryItem(range: element.reportRange)
      var alignment: BoundaryAlignment?
      for (entry, value) in keys.entries {
        switch entry {
        case .layoutSize: item.layoutSize = decodeLayoutSize(value) ?? item.layoutSize
        case .alignment: alignment = enumValue(value, key: entry.rawValue)
        case .pinToVisibleBounds:
          item.pinToVisibleBounds = bool(value, key: entry.rawValue) ?? false
        }
      }
      reportMissing(keys, in: context, at: element.reportRange)
      if Self.writes(element, .heightDimension, .fractionalHeight) {
        report(
          .invalidSectionLayout(
            "a header's or footer's 'fractionalHeight' is a fraction of the collection view's height, which a picture of the list does not fix; use 'estimated' or 'absolute'",
            range: Self.dimensionRange(element, .heightDimension) ?? element.reportRange))
      }
      guard let alignment else { continue }
      item.alignment = alignment
      if items.contains(where: { $0.alignment == alignment }) {
        report(
          .invalidSectionLayout(
            "a second boundary supplementary item with 'alignment: \(alignment.rawValue)': a section has one \(alignment.sectionKey.rawValue), which shows its '\(alignment.sectionKey.rawValue)'",
            range: keys[.alignment]?.reportRange ?? element.reportRange))
        continue
      }
      items.append(item)
    }
    return items
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

  /// `group`: `{ layoutSize, contentInsets, interItemSpacing, count }`.
  private mutating func decodeLayoutGroup(_ node: YAMLNode) -> LayoutGroup? {
    let context = "'\(SectionLayoutKey.group.rawValue)'"
    guard let keys = mapping(node, LayoutGroupKey.self, context: context) else { return nil }
    var group = LayoutGroup()
    for (entry, value) in keys.entries {
      switch entry {
      case .layoutSize: group.layoutSize = decodeLayoutSize(value) ?? group.layoutSize
      case .contentInsets:
        group.contentInsets = directionalInsets(value, key: entry.rawValue) ?? .zero
      case .interItemSpacing: group.interItemSpacing = decodeLayoutSpacing(value)
      case .count: group.count = integer(value, key: entry.rawValue, minimum: 1)
      }
    }
    reportMissing(keys, in: context, at: node.reportRange)
    return group
  }

  /// `{ fixed: 10 }` or `{ flexible: 10 }`: exactly one key.
  private mutating func decodeLayoutSpacing(_ node: YAMLNode) -> LayoutSpacing? {
    let key = LayoutGroupKey.interItemSpacing.rawValue
    guard
      let keys = mapping(
        node, LayoutSpacingKey.self, context: "'\(key)'",
        expected: "a mapping of one spacing (fixed, flexible)")
    else { return nil }
    guard let (kind, value) = keys.entries.first else {
      report(.missingKey(oneOf: LayoutSpacingKey.names, in: "'\(key)'", range: node.reportRange))
      return nil
    }
    if keys.entries.count > 1 {
      report(
        .invalidSectionLayout(
          "'\(key)' is one NSCollectionLayoutSpacing: write 'fixed' or 'flexible', not both",
          range: keys.entries[1].value.reportRange))
    }
    guard let number = length(value, key: kind.rawValue) else { return nil }
    switch kind {
    case .fixed: return .fixed(number)
    case .flexible: return .flexible(number)
    }
  }

  /// `item`: `{ layoutSize, contentInsets }`.
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
