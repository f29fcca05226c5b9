/// `sections[].layout`: a section that is not a list, written back as its keys read it.
extension SpecWriter {
  func sectionLayoutNode(_ layout: CompositionalSection, path: String) throws -> WrittenNode {
    var entries = WrittenEntries<SectionLayoutKey>(at: path)
    try entries.add(.item) { try layoutItemNode(layout.item, path: $0) }
    try entries.add(.group) { try layoutItemNode(layout.group, path: $0) }
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
    return entries.mapping(.block)
  }

  private func layoutItemNode(_ item: LayoutItem, path: String) throws -> WrittenNode {
    var entries = WrittenEntries<LayoutItemKey>(at: path)
    try entries.add(.layoutSize) { path in
      var size = WrittenEntries<LayoutSizeKey>(at: path)
      try size.add(.widthDimension) { try dimensionNode(item.layoutSize.widthDimension, at: $0) }
      try size.add(.heightDimension) { try dimensionNode(item.layoutSize.heightDimension, at: $0) }
      return size.mapping(.block)
    }
    if item.contentInsets != .zero {
      try entries.add(.contentInsets) { try insets(item.contentInsets, at: $0) }
    }
    return entries.mapping(.block)
  }

  /// `{ fractionalWidth: 0.28 }`.
  private func dimensionNode(_ dimension: LayoutDimension, at path: String) throws -> WrittenNode {
    .mapping(
      [(dimension.name, try number(dimension.value, at: "\(path).\(dimension.name)"))], .flow)
  }
}
