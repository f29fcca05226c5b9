import Foundation
import ListSpec

/// What one side (the generated Swift as run, or the renderer) says a spec shows, as facts
/// keyed `"<section>/<item> <what>"` (`"inbox/welcome text.color"`) or
/// `"<section>/header <what>"`, with values in one notation: colours as `#RRGGBB[AA]` in light
/// mode, fonts as `17 semibold` at the Large text size, symbols as `symbol:name`, named images
/// as `image:name`.
typealias OracleFacts = [String: String]

/// Reads the record the oracle's driver printed for one list into facts. Values the generated
/// Swift leaves unset are what UIKit shows by default, taken from `UIKitDefaults`.
struct SwiftSideFacts {
  let spec: ListSpecDocument

  func facts(_ record: [String: Any]) -> OracleFacts {
    var facts: OracleFacts = [:]
    let lists = record["lists"] as? [[String: Any]] ?? []
    var order: [String] = []
    for row in record["rows"] as? [[String: Any]] ?? [] {
      let section = row["section"] as? String ?? "?"
      let key = "\(section)/\(row["item"] as? String ?? "?")"
      order.append(key)
      // The recorded list configurations are the list sections' (not `layout:` ones).
      let sectionIndex = spec.sections.firstIndex { $0.id == section } ?? 0
      let listIndex = spec.sections[..<sectionIndex].filter { $0.layout == nil }.count
      let appearance =
        spec.sections.indices.contains(sectionIndex) && spec.sections[sectionIndex].layout != nil
        ? nil
        : (listIndex < lists.count ? lists[listIndex] : lists.first)?["appearance"] as? String
      let cell = row["cell"] as? [String: Any] ?? [:]
      add(cell: cell, key: key, appearance: appearance, to: &facts)
      for edge in ["leadingSwipeActions", "trailingSwipeActions"] {
        if let actions = row[edge] as? [String: Any] {
          facts["\(key) \(edge)"] = swipeActions(actions)
        }
      }
    }
    facts["rows"] = order.joined(separator: ", ")
    if let background = listBackground(record, lists: lists) {
      facts["list background"] = background
    }
    facts.merge(
      sectionLayoutFacts(record, rows: record["rows"] as? [[String: Any]] ?? [])
    ) { first, _ in first }
    for supplementary in record["supplementaries"] as? [[String: Any]] ?? [] {
      let key = "\(supplementary["section"] as? String ?? "?")/\(supplementary["kind"] ?? "?")"
      let view = supplementary["view"] as? [String: Any] ?? [:]
      guard let content = view["content"] as? [String: Any] else { continue }
      addText(of: content, key: key, to: &facts)
    }
    return facts
  }

  /// The list's background: the collection view's own when the code sets it, else the first
  /// list section's configuration's (UIKit's for its appearance when unset). Not stated for a
  /// spec whose sections have lists of their own, whose background under mixed sections is U.
  private func listBackground(_ record: [String: Any], lists: [[String: Any]]) -> String? {
    if let set = record["collectionViewBackground"] as? String { return color(set) }
    guard !spec.sections.contains(where: { $0.list != nil }), let list = lists.first,
      let appearance = (list["appearance"] as? String).flatMap(ListAppearance.init(rawValue:))
    else { return nil }
    return color(
      list["backgroundColor"] as? String ?? ListMetrics.listBackground(appearance).uiKitName)
  }

  private func add(
    cell: [String: Any], key: String, appearance: String?, to facts: inout OracleFacts
  ) {
    if let content = cell["content"] as? [String: Any], content["style"] != nil {
      facts["\(key) content"] = "list"
      addText(of: content, key: key, to: &facts)
      if let image = content["image"] as? String {
        facts["\(key) image"] = imageName(image)
        let properties = content["imageProperties"] as? [String: Any] ?? [:]
        facts["\(key) image.color"] = color(
          properties["tintColor"] as? String ?? UIKitDefaults.listImageTint)
      }
    } else if let content = cell["content"] as? [String: Any], let leaves = content["hosting"] {
      facts["\(key) content"] = "hosting"
      // Texts and images are compared; shapes, colours and controls are not yet (the renderer
      // draws them in its own terms: specs/oracle.md).
      let drawn = (leaves as? [[String: String]] ?? []).filter {
        ["text", "image"].contains($0["kind"]) && $0["role"]?.hasSuffix("background") != true
      }
      for (index, leaf) in drawn.enumerated() {
        facts["\(key) view[\(index)]"] = hostedLeaf(leaf)
      }
      for leaf in content["background"] as? [[String: String]] ?? [] {
        if let fill = leaf["fill"] ?? leaf["color"] {
          facts["\(key) background"] = swiftUIColor(fill)
        }
      }
    } else if cell["content"] != nil {
      facts["\(key) content"] = "\(cell["content"]!)"
    }
    // Not editing, UIKit shows the accessories displayed always or when not editing.
    let accessories = (cell["accessories"] as? [[String: Any]] ?? []).filter { accessory in
      accessory["displayed"] as? String != "whenEditing"
        && (accessory["options"] as? [String: Any])?["isHidden"] as? Bool != true
    }
    if !accessories.isEmpty {
      facts["\(key) accessories"] = accessories.compactMap { $0["kind"] as? String }.sorted()
        .joined(separator: ", ")
    }
    if let views = CustomViewFacts.fact(accessories.compactMap(customView)) {
      facts[CustomViewFacts.key(key)] = views
    }
    for accessory in accessories {
      guard let kind = accessory["kind"] as? String else { continue }
      if kind == "label", let text = accessory["text"] as? String {
        facts["\(key) accessory.label.text"] = text
      }
      let options = accessory["options"] as? [String: Any] ?? [:]
      if let tint = options["tintColor"] as? String {
        facts["\(key) accessory.\(kind).color"] = color(tint)
      } else if let kind = AccessoryKind(rawValue: kind), kind != .customView {
        facts["\(key) accessory.\(kind.rawValue).color"] = color(
          ListMetrics.accessoryColor(kind).rawValue)
      }
    }
    let background = cell["background"] as? [String: Any]
    if facts["\(key) background"] != nil {
      // The hosting configuration's background.
    } else if let fill = background?["backgroundColor"] as? String
      ?? cell["backgroundColor"] as? String
    {
      facts["\(key) background"] = color(fill)
    } else if let style = background?["style"] as? String,
      let fill = UIKitDefaults.background(style: style)
    {
      facts["\(key) background"] = color(fill)
    } else if cell["isHeaderItem"] as? Bool == true,
      appearance == ListAppearance.grouped.rawValue
        || appearance == ListAppearance.insetGrouped.rawValue
    {
      // A grouped list's header item has the header's background, clear
      // (`listGroupedHeaderFooter`): the list shows through.
    } else if let appearance, let list = ListAppearance(rawValue: appearance),
      let fill = ListMetrics.cellBackground(list)
    {
      facts["\(key) background"] = color(fill.rawValue)
    }
  }

  /// `text` and `secondaryText` of a list content configuration, with their fonts, colours
  /// and line limits (UIKit's defaults for the configuration's style where unset).
  private func addText(of content: [String: Any], key: String, to facts: inout OracleFacts) {
    let style = content["style"] as? String ?? "cell"
    for role in [UIKitDefaults.TextRole.text, .secondaryText] {
      guard let string = content[role.rawValue] as? String, !string.isEmpty else { continue }
      let properties = content["\(role.rawValue)Properties"] as? [String: Any] ?? [:]
      let defaults = UIKitDefaults.text(role, style: style)
      facts["\(key) \(role.rawValue)"] = defaults.uppercased ? string.uppercased() : string
      facts["\(key) \(role.rawValue).font"] = font(properties["font"] as? String ?? defaults.font)
      facts["\(key) \(role.rawValue).color"] = color(
        properties["color"] as? String ?? defaults.color)
      facts["\(key) \(role.rawValue).lines"] = "\(properties["numberOfLines"] as? Int ?? 0)"
    }
  }

  /// A leaf of a hosting cell's SwiftUI tree, in the renderer's terms: SwiftUI's defaults
  /// (body text, the primary foreground style) where the environment sets nothing.
  private func hostedLeaf(_ leaf: [String: String]) -> String {
    var parts: [String] = []
    switch leaf["kind"] {
    case "text":
      var string = leaf["string"] ?? ""
      // A LocalizedStringKey is Markdown to SwiftUI: the app shows it formatted.
      if leaf["localized"] == "true", string.contains(where: { "*_[`~".contains($0) }) {
        string = "markdown(\(string))"
      }
      var font = swiftUIFont(leaf["font"] ?? "Font.body")
      if let weight = leaf["fontWeight"]?.split(separator: ".").last {
        font.weight = FontWeight(rawValue: String(weight))
      }
      parts = [
        "text", "'\(string)'", describe(font),
        swiftUIColor(leaf["foreground"] ?? UIKitDefaults.swiftUIForeground),
      ]
      // SwiftUI's text styles, in one order on both sides.
      parts += ["italic", "monospacedDigit", "underline", "strikethrough"].filter {
        leaf[$0] == "true"
      }
    case "image":
      if let name = leaf["systemName"] {
        parts = [
          "image", "symbol:\(name)",
          swiftUIColor(leaf["foreground"] ?? UIKitDefaults.swiftUIForeground),
        ]
      } else {
        parts = ["image", "image:\(leaf["name"] ?? "?")"]
      }
    case let kind?:
      parts = [kind]
    case nil:
      parts = ["?"]
    }
    if let opacity = leaf["opacity"].flatMap(Double.init), opacity != 1 {
      parts.append("opacity \(number(opacity))")
    }
    return parts.joined(separator: " ")
  }

  /// A SwiftUI colour as the stand-in describes it (`Color.red`, a UIColor's description).
  func swiftUIColor(_ description: String) -> String {
    if description.hasPrefix("Color."),
      let system = SystemColor(rawValue: String(description.dropFirst("Color.".count)))
    {
      return color(system.uiKitName)
    }
    return color(description)
  }

  /// A SwiftUI font as the stand-in describes it (`Font.headline`,
  /// `Font.system(size: 16, weight: .semibold)`, `Font.system(.title3, weight: .bold)`).
  func swiftUIFont(_ description: String) -> FontSpec {
    let text = description.hasPrefix("Font.") ? String(description.dropFirst(5)) : description
    if let style = TextStyle(name: text) { return FontSpec(style: style) }
    guard let arguments = argument(of: "system", in: text) else { return FontSpec() }
    var font = FontSpec()
    for part in arguments.components(separatedBy: ", ") {
      if part.hasPrefix("size: ") {
        font.size = Double(part.dropFirst(6))
      } else if part.hasPrefix("weight: .") {
        font.weight = FontWeight(rawValue: String(part.dropFirst(9)))
      } else if part.hasPrefix(".") {
        font.style = TextStyle(name: String(part.dropFirst()))
      }
    }
    return font
  }

  private func swipeActions(_ configuration: [String: Any]) -> String {
    let actions = configuration["actions"] as? [[String: Any]] ?? []
    return actions.map { action in
      let style = action["style"] as? String ?? "normal"
      let fill = action["backgroundColor"] as? String ?? UIKitDefaults.swipeActionColor(style)
      let image = (action["image"] as? String).map(imageName) ?? "-"
      return "\(action["title"] as? String ?? "-") \(image) \(color(fill))"
    }.joined(separator: " | ")
  }

  private func imageName(_ description: String) -> String {
    if let name = argument(of: "systemName", in: description) { return "symbol:\(name)" }
    if let name = argument(of: "named", in: description) { return "image:\(name)" }
    return description
  }

  /// A colour the stand-in describes (`systemBlue`, `rgba(…)`, `named(…)`) as listspec's
  /// renderer resolves the same colour: light mode, the catalogs' AccentColor for the tint.
  func color(_ description: String) -> String {
    if let name = argument(of: "named", in: description) {
      return spec.assets.colors[name]?.resolved(dark: false).hexString ?? "unknown(\(name))"
    }
    if let components = argument(of: "rgba", in: description)?.split(separator: ",")
      .compactMap({ Double($0.trimmingCharacters(in: .whitespaces)) }), components.count == 4
    {
      return RGBA(
        red: components[0], green: components[1], blue: components[2], alpha: components[3]
      ).hexString
    }
    guard let system = SystemColor.allCases.first(where: { $0.uiKitName == description }) else {
      return "unknown(\(description))"
    }
    if system.isAccent, let accent = spec.assets.accentColor {
      return accent.resolved(dark: false).hexString
    }
    return system.light.hexString
  }

  /// A font the stand-in describes (`textStyle(body)`, `system(17, semibold)`,
  /// `scaled(…, body)`) as its size and weight at the Large text size.
  func font(_ description: String) -> String {
    if let inner = argument(of: "scaled", in: description) {
      return font(String(inner[..<(inner.lastIndex(of: ",") ?? inner.endIndex)]))
    }
    if let name = argument(of: "textStyle", in: description), let style = TextStyle(name: name) {
      return describe(FontSpec(style: style))
    }
    if let parts = argument(of: "system", in: description)?.components(separatedBy: ", "),
      parts.count == 2, let size = Double(parts[0]), let weight = FontWeight(rawValue: parts[1])
    {
      return describe(FontSpec(size: size, weight: weight))
    }
    return "unknown(\(description))"
  }
}

/// Reads the renderer's layout of a spec into facts: the same keys as `SwiftSideFacts`.
struct RenderedFacts {
  let spec: ListSpecDocument

  func facts() -> OracleFacts {
    var facts: OracleFacts = [:]
    let layout = engine(swiped: nil).layout(spec)
    var order: [String] = []
    // A grouped list's header item is drawn above its group, just before its section.
    var headerItems: [LayoutNode] = []
    for node in layout.root.children {
      if node.kind == .cell { headerItems.append(node) }
      guard node.kind == .section else { continue }
      for cell in headerItems + node.children where cell.kind == .cell {
        let key = "\(node.id ?? "?")/\(cell.id ?? "?")"
        order.append(key)
        add(cell: cell, key: key, to: &facts)
      }
      headerItems = []
    }
    facts.merge(sectionLayoutFacts(layout)) { first, _ in first }
    // As the Swift side states it: not for sections with lists of their own beside others.
    let everySectionIsALayout = spec.sections.allSatisfy { $0.layout != nil }
    if everySectionIsALayout || !spec.sections.contains(where: { $0.list != nil }),
      !spec.sections.isEmpty
    {
      facts["list background"] = layout.root.fill?.hexString ?? "-"
    }
    for node in layout.root.children where node.kind == .header || node.kind == .footer {
      // A header's texts are its text, then its secondary text.
      let texts = node.children.compactMap(\.text).filter { !$0.string.isEmpty }
      let key = "\(node.id ?? "?")/\(node.kind.rawValue)"
      for (text, role) in zip(texts, ["text", "secondaryText"]) {
        add(text: text, key: key, role: role, to: &facts)
      }
    }
    facts["rows"] = order.joined(separator: ", ")
    for item in spec.allItems {
      for edge in SwipeEdge.allCases {
        let row = SwipedRow(itemID: item.id, edge: edge)
        guard spec.problem(swiping: row) == nil,
          let section = spec.sections.first(where: { $0.visibleItems.contains { $0.id == item.id } }
          )
        else { continue }
        let swiped = engine(swiped: row).layout(spec)
        guard let cell = Self.cell(item.id, in: swiped.root) else { continue }
        let actions = cell.children.filter { $0.name == "UIContextualAction" }
        facts["\(section.id)/\(item.id) \(edge.rawValue)SwipeActions"] = actions.map { action in
          let title = action.children.first { $0.kind == .text }?.text?.string ?? "-"
          let symbol = action.children.first { $0.kind == .symbol }?.symbol.map { "symbol:\($0)" }
          return "\(title) \(symbol ?? "-") \(action.fill?.hexString ?? "-")"
        }.joined(separator: " | ")
      }
    }
    return facts
  }

  private func engine(swiped: SwipedRow?) -> ListLayoutEngine {
    var environment = PreviewEnvironment(device: .iPhone15)
    environment.swiped = swiped
    return ListLayoutEngine(environment: environment, measurer: ApproximateTextMeasurer())
  }

  private static func cell(_ id: String, in node: LayoutNode) -> LayoutNode? {
    if node.kind == .cell && node.id == id { return node }
    for child in node.children {
      if let found = cell(id, in: child) { return found }
    }
    return nil
  }

  private func add(cell: LayoutNode, key: String, to facts: inout OracleFacts) {
    // The cell's fill, or its background shape's when the background is drawn apart.
    let background =
      cell.fill ?? cell.children.first { $0.kind == .shape && $0.name == "background" }?.fill
    if let background { facts["\(key) background"] = background.hexString }
    for child in cell.children {
      switch child.kind {
      case .content where child.name == "hosting":
        facts["\(key) content"] = "hosting"
        var leaves: [String] = []
        Self.collectLeaves(of: child, opacity: 1, into: &leaves)
        for (index, leaf) in leaves.enumerated() { facts["\(key) view[\(index)]"] = leaf }
      case .content:
        facts["\(key) content"] = "list"
        for part in child.children {
          if part.kind == .text, let text = part.text, let role = part.name, !text.string.isEmpty {
            add(text: text, key: key, role: role, to: &facts)
          } else if part.kind == .symbol || part.kind == .image, part.name == "image" {
            facts["\(key) image"] =
              part.kind == .image
              ? "image:\(part.imageName ?? "?")" : "symbol:\(part.symbol ?? "?")"
            facts["\(key) image.color"] = part.fill?.hexString ?? "-"
          }
        }
      case .accessory:
        let kind = child.name ?? "?"
        if kind == "label",
          let text = child.children.first(where: { $0.kind == .text })?.text?.string
        {
          facts["\(key) accessory.label.text"] = text
        }
        if kind != AccessoryKind.customView.rawValue {
          facts["\(key) accessory.\(kind).color"] = child.fill?.hexString ?? "-"
        }
      default: break
      }
    }
    let customViews = cell.children.filter {
      $0.kind == .accessory && $0.name == AccessoryKind.customView.rawValue
    }
    if let views = CustomViewFacts.fact(customViews.compactMap(customView)) {
      facts[CustomViewFacts.key(key)] = views
    }
    let kinds = cell.children.filter { $0.kind == .accessory }.compactMap(\.name).sorted()
    if !kinds.isEmpty { facts["\(key) accessories"] = kinds.joined(separator: ", ") }
  }

  /// The texts, images and shapes a hosting cell draws, in drawing order, each with the
  /// opacity of the `.opacity` modifiers around it.
  private static func collectLeaves(
    of node: LayoutNode, opacity: Double, into leaves: inout [String]
  ) {
    var opacity = opacity
    if case .singleValue(.opacity, let value)? = node.decoration { opacity *= value }
    var parts: [String] = []
    switch node.kind {
    case .text:
      if let text = node.text {
        parts = [
          "text", "'\(text.string)'",
          "\(number(text.font.pointSize)) \(text.font.weight.rawValue)", text.color.hexString,
        ]
        let styles = [
          ("italic", text.font.italic), ("monospacedDigit", text.font.monospacedDigits),
          ("underline", text.font.underline), ("strikethrough", text.font.strikethrough),
        ]
        parts += styles.filter(\.1).map(\.0)
      }
    case .symbol:
      parts = ["image", "symbol:\(node.symbol ?? "?")", node.fill?.hexString ?? "-"]
    case .image:
      parts = ["image", "image:\(node.imageName ?? "?")"]
    default: break
    }
    if !parts.isEmpty {
      if opacity != 1 { parts.append("opacity \(number(opacity))") }
      leaves.append(parts.joined(separator: " "))
    }
    for child in node.children { collectLeaves(of: child, opacity: opacity, into: &leaves) }
  }

  private func add(text: TextRun, key: String, role: String, to facts: inout OracleFacts) {
    facts["\(key) \(role)"] = text.string
    facts["\(key) \(role).font"] = "\(number(text.font.pointSize)) \(text.font.weight.rawValue)"
    facts["\(key) \(role).color"] = text.color.hexString
    facts["\(key) \(role).lines"] = "\(text.maxLines)"
  }
}

/// What UIKit shows where generated code sets nothing: the one place the oracle states
/// UIKit's defaults (Apple's documentation and `../shared/research/`, as `specs/metrics.md`
/// cites them).
enum UIKitDefaults {
  enum TextRole: String {
    case text
    case secondaryText
  }

  /// The font, colour and case of a text of a `UIListContentConfiguration` style.
  static func text(_ role: TextRole, style: String) -> (
    font: String, color: String, uppercased: Bool
  ) {
    switch (style, role) {
    // A grouped header's text is upper-cased (its text properties' transform); the secondary
    // text keeps its case.
    case ("groupedHeader", .text): return ("textStyle(footnote)", "secondaryLabel", true)
    case (_, .secondaryText) where style.hasSuffix("Header") || style.hasSuffix("Footer"):
      // U: a header's secondary text is not documented; listspec draws it as a footnote.
      return ("textStyle(footnote)", "secondaryLabel", false)
    case ("groupedFooter", _), ("plainFooter", _), ("footer", _):
      return ("textStyle(footnote)", "secondaryLabel", false)
    case ("plainHeader", _), ("header", _), ("sidebarHeader", _):
      return ("textStyle(headline)", "label", false)
    case ("prominentInsetGroupedHeader", _): return ("system(20, bold)", "label", false)
    case ("extraProminentInsetGroupedHeader", _): return ("system(22, bold)", "label", false)
    case (_, .text): return ("textStyle(body)", "label", false)
    case ("valueCell", .secondaryText): return ("textStyle(body)", "secondaryLabel", false)
    case ("subtitleCell", .secondaryText), ("sidebarSubtitleCell", .secondaryText),
      ("accompaniedSidebarSubtitleCell", .secondaryText):
      return ("textStyle(footnote)", "secondaryLabel", false)
    case (_, .secondaryText): return ("textStyle(subheadline)", "secondaryLabel", false)
    }
  }

  /// SwiftUI draws text and images in the foreground style, `primary`, unless told otherwise.
  static let swiftUIForeground = "Color.primary"

  /// A list content configuration's image is tinted with the tint colour.
  static let listImageTint = "tintColor"

  /// A `UILabel`'s font and text colour when none is set (D: `UILabel.font`, `textColor`).
  static let labelFont = "system(17, regular)"
  static let labelTextColor = "label"

  /// The colour of a `UIBackgroundConfiguration` made by `style` when none is set: `clear()`
  /// and the sidebar's are clear (the list shows through); nil for the list's cell colour.
  static func background(style: String) -> String? {
    switch style {
    case "clear", "listSidebarCell": return "clear"
    case "listPlainCell": return "systemBackground"
    case "listGroupedCell": return "secondarySystemGroupedBackground"
    default: return nil
    }
  }

  /// `UIContextualAction.backgroundColor` by style: red for destructive, grey otherwise.
  static func swipeActionColor(_ style: String) -> String {
    style == "destructive" ? "systemRed" : "systemGray"
  }
}

/// `inner` of `name(inner)`, or nil.
func argument(of name: String, in text: String) -> String? {
  guard text.hasPrefix(name + "("), text.hasSuffix(")") else { return nil }
  return String(text.dropFirst(name.count + 1).dropLast())
}

private func describe(_ font: FontSpec) -> String {
  "\(number(font.pointSize)) \(font.effectiveWeight.rawValue)"
}

func number(_ value: Double) -> String {
  value == value.rounded() ? String(Int(value)) : String(format: "%.3f", value)
}
