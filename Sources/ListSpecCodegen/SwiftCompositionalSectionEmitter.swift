import ListSpec

/// A section of the section provider: a list section or one that is not a list.
enum ProvidedSection: Equatable {
  case list(SectionLayout)
  case compositional(CompositionalSection)
}

/// A `layout:` section in `makeLayout()`'s section provider: `NSCollectionLayoutItem`, a
/// horizontal `NSCollectionLayoutGroup` of it and `NSCollectionLayoutSection(group:)`, each
/// property named by its key's declared Swift spelling.
extension SwiftEmitter {
  func emitCompositionalSection(_ w: inout SwiftWriter, _ layout: CompositionalSection) {
    w.expression(
      "let item = ",
      .call("NSCollectionLayoutItem", ("layoutSize", Self.layoutSize(layout.item.layoutSize))))
    if layout.item.contentInsets != .zero {
      w.expression(
        "item.\(LayoutItemKey.contentInsets.declaration.swift) = ",
        SwiftValues.insets(layout.item.contentInsets))
    }
    w.expression(
      "let group = ",
      .call(
        "NSCollectionLayoutGroup.horizontal",
        ("layoutSize", Self.layoutSize(layout.group.layoutSize)), ("subitems", .atom("[item]"))))
    if layout.group.contentInsets != .zero {
      w.expression(
        "group.\(LayoutItemKey.contentInsets.declaration.swift) = ",
        SwiftValues.insets(layout.group.contentInsets))
    }
    w.line("let section = NSCollectionLayoutSection(group: group)")
    if layout.interGroupSpacing != 0 {
      w.expression(
        "section.\(SectionLayoutKey.interGroupSpacing.declaration.swift) = ",
        SwiftValues.number(layout.interGroupSpacing))
    }
    if layout.orthogonalScrollingBehavior != .none {
      w.line(
        "section.\(SectionLayoutKey.orthogonalScrollingBehavior.declaration.swift) = .\(layout.orthogonalScrollingBehavior.rawValue)"
      )
    }
    if layout.contentInsets != .zero {
      let property = SectionLayoutKey.contentInsets.declaration.swift.split(separator: ".").last!
      w.expression("section.\(property) = ", SwiftValues.insets(layout.contentInsets))
    }
    w.line("return section")
  }

  /// `NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), …)`.
  private static func layoutSize(_ size: LayoutSize) -> SwiftExpr {
    .call(
      "NSCollectionLayoutSize", ("widthDimension", dimension(size.widthDimension)),
      ("heightDimension", dimension(size.heightDimension)))
  }

  /// `.absolute(44)`, `.fractionalWidth(0.28)`, …
  private static func dimension(_ dimension: LayoutDimension) -> SwiftExpr {
    .call("." + dimension.name, (nil, SwiftValues.number(dimension.value)))
  }
}
