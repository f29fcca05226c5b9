/// `sections[].layout.group`: a horizontal `NSCollectionLayoutGroup` (a group is an item
/// too: a size and content insets), the space between its items and how many it holds.
public enum LayoutGroupKey: String, FormatKey {
  case layoutSize, contentInsets, interItemSpacing, count

  public static let table = FormatTable("layoutGroup")
  public var declaration: KeyDeclaration {
    switch self {
    case .layoutSize, .contentInsets:
      // The item's keys, as `NSCollectionLayoutGroup` inherits them from
      // `NSCollectionLayoutItem`.
      return LayoutItemKey(rawValue: rawValue)!.declaration
    case .interItemSpacing:
      return KeyDeclaration(
        .table(LayoutSpacingKey.self, docs: "[layout spacing](#layout-spacing)"),
        default: "none (0)", swift: "interItemSpacing",
        doc:
          "Space between the group's items: with it, as many items fit across the group as leave this space between them."
      )
    case .count:
      return KeyDeclaration(
        .integer(minimum: 1), default: "as many items as fit",
        swift: "NSCollectionLayoutGroup.horizontal(layoutSize:subitem:count:)",
        doc:
          "The group holds this many items, \"equally sized\" across its width after `interItemSpacing` (D; the item's width is not used). Deprecated from iOS 16, whose `repeatingSubitem:count:` keeps the item's own size instead."
      )
    }
  }
}

/// `interItemSpacing`: `NSCollectionLayoutSpacing`, written as the class method that makes
/// it, `{ fixed: 10 }` for `.fixed(10)`.
public enum LayoutSpacingKey: String, FormatKey {
  case fixed, flexible

  public static let table = FormatTable("layoutSpacing")
  public var declaration: KeyDeclaration {
    switch self {
    case .fixed:
      return KeyDeclaration(
        .length, default: "none", swift: "fixed(_:)", doc: "Exactly this space, in points.")
    case .flexible:
      return KeyDeclaration(
        .length, default: "none", swift: "flexible(_:)",
        doc:
          "At least this space; the group's width left over is spread evenly between its items (D: \"can grow larger\"; evenly: U)."
      )
    }
  }
}
