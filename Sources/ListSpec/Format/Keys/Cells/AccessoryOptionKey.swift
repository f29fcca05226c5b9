/// An accessory's options.
public enum AccessoryOptionKey: String, FormatKey {
  case displayed, tintColor, text
  case `if`
  case view, isOn, image, preferredSymbolConfiguration, font, textColor
  case placement, reservedLayoutWidth, maintainsFixedSize
  case showsVerticalSeparator
  case style

  /// The keys only a `customView` accessory takes.
  public var isCustomViewOnly: Bool {
    switch self {
    case .view, .isOn, .image, .preferredSymbolConfiguration, .font, .textColor, .placement,
      .reservedLayoutWidth, .maintainsFixedSize:
      return true
    case .displayed, .tintColor, .text, .if, .showsVerticalSeparator, .style: return false
    }
  }

  /// The one view a `customView` accessory must hold to take this key; nil for a key that is
  /// not a view's (`text` is the `label` accessory's and a `UILabel`'s: ``appliesToText``).
  public var onlyView: CustomAccessoryView? {
    switch self {
    case .isOn: return .uiSwitch
    case .image, .preferredSymbolConfiguration: return .uiImageView
    case .font, .textColor: return .uiLabel
    default: return nil
    }
  }

  /// The keys only a `reorder` accessory takes.
  public var isReorderOnly: Bool { self == .showsVerticalSeparator }

  /// The keys only an `outlineDisclosure` accessory takes.
  public var isOutlineDisclosureOnly: Bool { self == .style }

  /// The one accessory that takes this key, nil for a key every accessory takes.
  public var onlyAccessory: AccessoryKind? {
    if isCustomViewOnly { return .customView }
    if isReorderOnly { return .reorder }
    if isOutlineDisclosureOnly { return .outlineDisclosure }
    return nil
  }

  /// Whether an accessory of `kind` takes this key (`invalid-accessory` otherwise).
  public func applies(to kind: AccessoryKind) -> Bool {
    !(isCustomViewOnly && kind != .customView || isReorderOnly && kind != .reorder
      || isOutlineDisclosureOnly && kind != .outlineDisclosure)
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
        .template, default: "none", swift: "label(text:) / UILabel.text",
        doc:
          "The text of a `label` accessory, or of a `customView` holding a `UILabel` (**required** there)."
      )
    case .if:
      return KeyDeclaration(
        .condition, default: "always shown", swift: "if condition { accessories.append(…) }",
        doc: "The accessory is shown only for items where the condition holds.")
    case .view:
      return KeyDeclaration(
        .choice(CustomAccessoryView.self), default: "`UISwitch`", swift: "customView:",
        doc:
          "`customView` only. The view the accessory holds: a switch (51 × 31), an image view (`image`) or a label (`text`), each at its own size."
      )
    case .isOn:
      return KeyDeclaration(
        .condition, default: "off", swift: "UISwitch.isOn",
        doc: "`UISwitch` only. A Swift `Bool` expression of the item's fields.")
    case .image:
      return KeyDeclaration(
        .table(ContentImageKey.self, docs: "[content image](#content-image)"),
        default: "**required** with `UIImageView`", swift: "UIImageView(image:)",
        doc:
          "`UIImageView` only. An SF Symbol (`{ systemName: star.fill }`) or an image set (`{ named: … }`), tinted with `tintColor`."
      )
    case .preferredSymbolConfiguration:
      return KeyDeclaration(
        .table(
          SymbolConfigurationKey.self,
          docs: "[symbol configuration](#preferredsymbolconfiguration)"),
        default: "the system's: 17 pt, medium scale (U)", swift: "preferredSymbolConfiguration",
        doc: "`UIImageView` only. The symbol's text style or point size, weight and scale.")
    case .font:
      return KeyDeclaration(
        .orExpression(.definition("font", docs: "[font](#fonts-and-text-styles)")),
        default: "`UILabel`'s: the 17-pt system font", swift: "UILabel.font",
        doc:
          "`UILabel` only. A text style grows with Dynamic Type (`adjustsFontForContentSizeCategory`); a size does not."
      )
    case .textColor:
      return KeyDeclaration(
        .orExpression(.color), default: "`label`", swift: "UILabel.textColor",
        doc: "`UILabel` only.")
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
    case .style:
      return KeyDeclaration(
        .choice(OutlineDisclosureStyle.self), default: "`automatic`", swift: "options.style",
        doc:
          "`outlineDisclosure` only. `header`: a tap anywhere in the row expands or collapses it, and the row cannot be selected; `cell`: only the chevron does, and the row selects; `automatic`: `header` for a row whose content is a header configuration (`header`, `groupedHeader`, `prominentInsetGroupedHeader`, `extraProminentInsetGroupedHeader`, `sidebarHeader`), else `cell`."
      )
    }
  }
}
