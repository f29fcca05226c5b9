/// The system accessories (`UICellAccessory`), as keys of an accessory entry.
extension AccessoryKind: FormatKey {
  public static let table = FormatTable("accessory", keyColumn: "accessory")
  public var declaration: KeyDeclaration {
    let options = FormatValue.table(AccessoryOptionKey.self, docs: "[options](#accessories)")
    let displayed = "`displayed: \(defaultDisplayedState.rawValue)`"
    switch self {
    case .disclosureIndicator, .outlineDisclosure, .checkmark, .delete, .insert, .reorder,
      .multiselect:
      return KeyDeclaration(options, default: displayed, swift: ".\(rawValue)()")
    case .label:
      return KeyDeclaration(
        options, default: displayed, swift: ".label(text:)", doc: "The text is the `text` option.")
    case .detail:
      return KeyDeclaration(
        options, default: displayed, swift: ".detail()", introduced: OSVersion(15, 4),
        feature: "the detail accessory")
    case .popUpMenu:
      // iOS 16 per Apple's UICellAccessory documentation (shared/research/uikit-lists-more.md,
      // accessories table, certainty D).
      return KeyDeclaration(
        options, default: displayed, swift: ".popUpMenu(_:)", introduced: OSVersion(16),
        feature: "the popUpMenu accessory")
    case .customView:
      return KeyDeclaration(
        options, default: displayed, swift: ".customView(configuration:)",
        doc:
          "A view of the cell's own (`view`): a `UISwitch` on where `isOn` holds, a `UIImageView` showing `image`, or a `UILabel` showing `text`; at `placement` with `reservedLayoutWidth` and `maintainsFixedSize` as `UICellAccessory.CustomViewConfiguration` has them. A cell may hold several."
      )
    }
  }
}
