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
    let groupSize = ("layoutSize", Self.layoutSize(layout.group.layoutSize))
    if let count = layout.group.count {
      // `subitem:count:` sizes the items evenly, spaces included; its iOS 16 successor
      // `repeatingSubitem:count:` keeps the item's own size, so it is not the same layout.
      w.expression(
        "let group = ",
        .call(
          "NSCollectionLayoutGroup.horizontal", groupSize, ("subitem", .atom("item")),
          ("count", .atom(String(count)))))
    } else {
      w.expression(
        "let group = ",
        .call("NSCollectionLayoutGroup.horizontal", groupSize, ("subitems", .atom("[item]"))))
    }
    if layout.group.contentInsets != .zero {
      w.expression(
        "group.\(LayoutGroupKey.contentInsets.declaration.swift) = ",
        SwiftValues.insets(layout.group.contentInsets))
    }
    if let spacing = layout.group.interItemSpacing {
      w.expression(
        "group.\(LayoutGroupKey.interItemSpacing.declaration.swift) = ",
        .call("." + spacing.name, (nil, SwiftValues.number(spacing.value))))
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
    if !layout.boundarySupplementaryItems.isEmpty {
      let property = SectionLayoutKey.boundarySupplementaryItems.declaration.swift
      var names: [String] = []
      for item in layout.boundarySupplementaryItems {
        let name = item.alignment == .top ? "header" : "footer"
        names.append(name)
        w.expression(
          "let \(name) = ",
          .call(
            "NSCollectionLayoutBoundarySupplementaryItem",
            ("layoutSize", Self.layoutSize(item.layoutSize)),
            ("elementKind", .atom(item.alignment.elementKind)),
            ("alignment", .atom(".\(item.alignment.rawValue)"))))
        if item.pinToVisibleBounds {
          w.line(
            "\(name).\(BoundarySupplementaryItemKey.pinToVisibleBounds.declaration.swift) = true")
        }
      }
      w.line("section.\(property) = [\(names.joined(separator: ", "))]")
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
