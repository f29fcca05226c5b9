/// `sections[].layout`: a section that is not a list, written back as its keys read it.
extension SpecWriter {
  func sectionLayoutNode(_ layout: CompositionalSection, path: String) throws -> WrittenNode {
    var entries = WrittenEntries<SectionLayoutKey>(at: path)
    try entries.add(.item) { try layoutItemNode(layout.item, path: $0) }
    try entries.add(.group) { try layoutGroupNode(layout.group, path: $0) }
    if layout.interGroupSpacing != 0 {
      try entries.add(.interGroupSpacing) { try number(layout.interGroupSpacing, at: $0) }
    }
    if layout.orthogonalScrollingBehavior != .none {
      entries.add(
        .orthogonalScrollingBehavior, .string(layout.orthogonalScrollingBehavior.rawValue))
    }
    if layout.contentInsets != .zero {
      try entries.add(.contentInsets) { try insets(layout.contentInsets, at: $0) }
    }
    if !layout.boundarySupplementaryItems.isEmpty {
      try entries.add(.boundarySupplementaryItems) { path in
        .sequence(
          try layout.boundarySupplementaryItems.enumerated().map { index, item in
            try boundarySupplementaryItemNode(item, path: "\(path)[\(index)]")
          }, .block)
      }
    }
    return entries.mapping(.block)
  }

  private func boundarySupplementaryItemNode(
    _ item: BoundarySupplementaryItem, path: String
  ) throws -> WrittenNode {
    var entries = WrittenEntries<BoundarySupplementaryItemKey>(at: path)
    try entries.add(.layoutSize) { try layoutSizeNode(item.layoutSize, path: $0) }
    entries.add(.alignment, .string(item.alignment.rawValue))
    if item.pinToVisibleBounds { entries.add(.pinToVisibleBounds, .bool(true)) }
    return entries.mapping(.block)
  }

  private func layoutGroupNode(_ group: LayoutGroup, path: String) throws -> WrittenNode {
    var entries = WrittenEntries<LayoutGroupKey>(at: path)
    try entries.add(.layoutSize) { try layoutSizeNode(group.layoutSize, path: $0) }
    if group.contentInsets != .zero {
      try entries.add(.contentInsets) { try insets(group.contentInsets, at: $0) }
    }
    if let spacing = group.interItemSpacing {
      try entries.add(.interItemSpacing) { path in
        .mapping([(spacing.name, try number(spacing.value, at: "\(path).\(spacing.name)"))], .flow)
      }
    }
    if let count = group.count { entries.add(.count, .number(String(count))) }
    return entries.mapping(.block)
  }

  private func layoutItemNode(_ item: LayoutItem, path: String) throws -> WrittenNode {
    var entries = WrittenEntries<LayoutItemKey>(at: path)
    try entries.add(.layoutSize) { try layoutSizeNode(item.layoutSize, path: $0) }
    if item.contentInsets != .zero {
      try entries.add(.contentInsets) { try insets(item.contentInsets, at: $0) }
    }
    return entries.mapping(.block)
  }

  private func layoutSizeNode(_ layoutSize: LayoutSize, path: String) throws -> WrittenNode {
    var size = WrittenEntries<LayoutSizeKey>(at: path)
    try size.add(.widthDimension) { try dimensionNode(layoutSize.widthDimension, at: $0) }
    try size.add(.heightDimension) { try dimensionNode(layoutSize.heightDimension, at: $0) }
    return size.mapping(.block)
  }

  /// `{ fractionalWidth: 0.28 }`.
  private func dimensionNode(_ dimension: LayoutDimension, at path: String) throws -> WrittenNode {
    .mapping(
      [(dimension.name, try number(dimension.value, at: "\(path).\(dimension.name)"))], .flow)
  }
}
