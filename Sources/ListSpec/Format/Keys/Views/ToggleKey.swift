/// `Toggle: { title, isOn }` or `Toggle: { isOn, label }`.
public enum ToggleKey: String, FormatKey {
  case title, isOn, label

  public static let table = FormatTable("toggle")
  public var declaration: KeyDeclaration {
    switch self {
    case .title:
      return KeyDeclaration(
        .template, default: "none", swift: "titleKey",
        doc: "The title beside the switch; `title` or `label` is required, not both.")
    case .isOn:
      return KeyDeclaration(
        .condition, default: nil, swift: "isOn: .constant(…)",
        doc: "A Swift `Bool` expression of the item's fields, e.g. `isEnabled`.")
    case .label:
      return KeyDeclaration(
        .definition("view", docs: "a [view](#views)"), default: "none",
        swift: "Toggle(isOn:label:)",
        doc:
          "A view in place of the title (`Toggle(isOn: …) { Label(\"Wi-Fi\", systemImage: \"wifi\") }`), laid out where the title would be."
      )
    }
  }
}
