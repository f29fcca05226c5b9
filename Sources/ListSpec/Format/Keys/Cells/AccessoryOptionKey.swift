/// An accessory's options.
public enum AccessoryOptionKey: String, FormatKey {
  case displayed, tintColor, text
  case `if`
  case view, isOn, placement, reservedLayoutWidth, maintainsFixedSize
  case showsVerticalSeparator

  /// The keys only a `customView` accessory takes.
  public var isCustomViewOnly: Bool {
    switch self {
    case .view, .isOn, .placement, .reservedLayoutWidth, .maintainsFixedSize: return true
    case .displayed, .tintColor, .text, .if, .showsVerticalSeparator: return false
    }
  }

  /// The keys only a `reorder` accessory takes.
  public var isReorderOnly: Bool { self == .showsVerticalSeparator }

  /// Whether an accessory of `kind` takes this key (`invalid-accessory` otherwise).
  public func applies(to kind: AccessoryKind) -> Bool {
    !(isCustomViewOnly && kind != .customView || isReorderOnly && kind != .reorder)
  }

  public static let table = FormatTable("accessoryOptions")
  public var declaration: KeyDeclaration {
    switch self {
    case .displayed:
      return KeyDeclaration(
        .choice(AccessoryDisplayedState.self), default: "as in the table above",
        swift: "displayed:", doc: "`UICellAccessory.DisplayedState`.")
    case .tintColor:
      return KeyDeclaration(
        .orExpression(.color), default: "the system's", swift: "options.tintColor")
    case .text:
      return KeyDeclaration(
        .template, default: "none", swift: "label(text:)", doc: "The text of a `label` accessory.")
    case .if:
      return KeyDeclaration(
        .condition, default: "always shown", swift: "if condition { accessories.append(…) }",
        doc: "The accessory is shown only for items where the condition holds.")
    case .view:
      return KeyDeclaration(
        .choice(CustomAccessoryView.self), default: "`UISwitch`", swift: "customView:",
        doc: "`customView` only. The view the accessory holds, drawn at its real size (51 × 31).")
    case .isOn:
      return KeyDeclaration(
        .condition, default: "off", swift: "UISwitch.isOn",
        doc: "`customView` only. A Swift `Bool` expression of the item's fields.")
    case .placement:
      return KeyDeclaration(
        .choice(AccessoryPlacement.self), default: "`trailing`",
        swift: "placement: .leading(displayed:) / .trailing(displayed:)",
        doc:
          "`customView` only. The edge; among the accessories of that edge it keeps its written place."
      )
    case .reservedLayoutWidth:
      return KeyDeclaration(
        .definition("layoutDimension", docs: "`actual` · `standard` · a length"),
        default: "`actual`", swift: "reservedLayoutWidth:",
        doc:
          "`customView` only. The width reserved for the accessory, the view centred in it; never narrower than the view."
      )
    case .maintainsFixedSize:
      return KeyDeclaration(
        .boolean, default: "`false`", swift: "maintainsFixedSize:",
        doc: "`customView` only. A `UISwitch` keeps its own size either way.")
    case .showsVerticalSeparator:
      return KeyDeclaration(
        .boolean, default: "`true`", swift: "options.showsVerticalSeparator",
        doc:
          "`reorder` only. The vertical line UIKit draws on the grip's leading side, between it and the accessory or content before it; `false` hides it."
      )
    }
  }
}
