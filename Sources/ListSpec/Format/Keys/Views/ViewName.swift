/// The SwiftUI views a hosting cell may use.
public enum ViewName: String, FormatKey {
  case hStack = "HStack"
  case vStack = "VStack"
  case zStack = "ZStack"
  case text = "Text"
  case image = "Image"
  case spacer = "Spacer"
  case color = "Color"
  case rectangle = "Rectangle"
  case roundedRectangle = "RoundedRectangle"
  case capsule = "Capsule"
  case circle = "Circle"
  case divider = "Divider"
  case toggle = "Toggle"
  case label = "Label"
  case button = "Button"

  public static let table = FormatTable("view", keyColumn: "view")

  /// Views that take no argument and may be written as a bare string (`- Spacer`).
  public var isBare: Bool {
    switch self {
    case .spacer, .divider, .rectangle, .capsule, .circle: return true
    case .hStack, .vStack, .zStack, .text, .image, .color, .roundedRectangle, .toggle, .label,
      .button:
      return false
    }
  }

  /// Shapes take `fill`.
  public var isShape: Bool {
    switch self {
    case .rectangle, .roundedRectangle, .capsule, .circle: return true
    case .hStack, .vStack, .zStack, .text, .image, .spacer, .color, .divider, .toggle, .label,
      .button:
      return false
    }
  }

  public var declaration: KeyDeclaration {
    let shape = FormatValue.definition("shape", docs: "nothing, or `{ fill: color }`")
    switch self {
    case .hStack:
      return KeyDeclaration(
        .definition("hStack", docs: "a list of views, or `{ alignment, spacing, children }`"),
        default: "—", swift: "HStack(alignment:spacing:) { children }",
        doc:
          "`alignment`: `top` · `center` · `bottom` · `firstTextBaseline` · `lastTextBaseline` (default `center`)."
      )
    case .vStack:
      return KeyDeclaration(
        .definition("vStack", docs: "a list of views, or `{ alignment, spacing, children }`"),
        default: "—", swift: "VStack(alignment:spacing:) { children }",
        doc: "`alignment`: `leading` · `center` · `trailing` (default `center`).")
    case .zStack:
      return KeyDeclaration(
        .definition("zStack", docs: "a list of views, or `{ alignment, children }`"),
        default: "—", swift: "ZStack(alignment:) { children }",
        doc:
          "`alignment`: one of the nine [frame](#modifiers) alignments (default `center`). The decoder also accepts `spacing`, which SwiftUI's ZStack does not have."
      )
    case .text:
      return KeyDeclaration(.template, default: "—", swift: "Text(\"…\")")
    case .image:
      return KeyDeclaration(
        .table(
          ImageViewKey.self,
          docs: "`{ systemName: template }` or `{ name: template, width: length, height: length }`"
        ), default: "—",
        swift: "Image(systemName:)",
        doc:
          "Or `Image(_:)`, an image set of the app's asset catalog: drawn resizable at `width` × `height` points (both required), from the spec's `assets` catalogs, else as a placeholder of that size."
      )
    case .spacer:
      return KeyDeclaration(
        .definition("spacer", docs: "nothing, or `{ minLength: length }`"), default: "—",
        swift: "Spacer(minLength:)", doc: "`minLength` default: the system spacing.")
    case .color:
      return KeyDeclaration(
        .orExpression(.color), default: "—", swift: "Color(…) as a view",
        doc: "Fills the space it is offered.")
    case .rectangle:
      return KeyDeclaration(shape, default: "—", swift: "Rectangle()")
    case .roundedRectangle:
      return KeyDeclaration(
        .table(RoundedRectangleKey.self, docs: "`{ cornerRadius: length, fill: color }`"),
        default: "—", swift: "RoundedRectangle(cornerRadius:)", doc: "`cornerRadius` is required.")
    case .capsule:
      return KeyDeclaration(shape, default: "—", swift: "Capsule()")
    case .circle:
      return KeyDeclaration(shape, default: "—", swift: "Circle()")
    case .divider:
      return KeyDeclaration(
        .definition("nothing", docs: "nothing"), default: "—", swift: "Divider()",
        doc: "Any argument is `invalid-view`.")
    case .toggle:
      return KeyDeclaration(
        .table(
          ToggleKey.self,
          docs: "`{ title: template, isOn: expression }` or `{ isOn: expression, label: view }`"),
        default: "—", swift: "Toggle(_:isOn:)",
        doc:
          "Or `Toggle(isOn:label:)` with a `label` view. As a list row shows it: the title or label leading, a `UISwitch`-sized switch (51 × 31) at the trailing edge (M). `isOn` is read from the item (`.constant(…)` in generated Swift)."
      )
    case .label:
      return KeyDeclaration(
        .table(LabelKey.self, docs: "`{ title: template, systemImage: template }`"),
        default: "—", swift: "Label(_:systemImage:)",
        doc: "The symbol in the tint color, then the title, as SwiftUI's default label style (M).")
    case .button:
      return KeyDeclaration(
        .template, default: "—", swift: "Button(_:action:)",
        doc:
          "As a list row shows it: the title in the tint color (a `foregroundStyle` replaces it). The action is left empty in generated Swift."
      )
    }
  }
}
