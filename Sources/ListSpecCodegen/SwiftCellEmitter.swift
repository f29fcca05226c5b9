import ListSpec

/// The body of each cell registration: the content or hosting configuration, text
/// properties and accessories of a cell template.
extension SwiftEmitter {
  // MARK: Cells

  func emitCellBody(_ w: inout SwiftWriter, _ template: CellTemplate, viewType: String) {
    switch template.kind {
    case .content(let content):
      emitContentConfiguration(&w, content, template: template)
    case .hosting(let hosting):
      emitHostingConfiguration(
        &w, hosting, viewType: viewType, takesActions: showsToggle(template))
    }
    emitAccessories(&w, template.accessories)
    let shape = template.backgroundConfiguration
    // A cell shown only outside list sections has no list appearance to take its default
    // background from; listspec draws `listPlainCell`'s there, so the code sets it rather than
    // leave it to UIKit (specs/metrics.md, "cell in a `layout` section").
    let shownIn = sections(showing: template)
    let onlyInLayoutSections = !shownIn.isEmpty && shownIn.allSatisfy { $0.layout != nil }
    guard
      template.backgroundColor != nil || shape != nil || onlyInLayoutSections
    else { return }
    let defaultStyle =
      onlyInLayoutSections ? .listPlainCell : BackgroundStyle.default(for: spec.list.appearance)
    let factory = (shape?.style ?? defaultStyle).rawValue
    var introduced: OSVersion?
    var assignments: [(String, SwiftExpr)] = []
    for (property, color) in [
      ("backgroundColor", colorValue(template.backgroundColor)),
      ("strokeColor", colorValue(shape?.strokeColor)),
    ] {
      guard let (expr, colorIntroduced) = color else { continue }
      introduced = [introduced, colorIntroduced].compactMap { $0 }.max()
      assignments.append((property, expr))
    }
    if let radius = shape?.cornerRadius {
      assignments.append(("cornerRadius", SwiftValues.number(radius)))
    }
    if let width = shape?.strokeWidth {
      assignments.append(("strokeWidth", SwiftValues.number(width)))
    }
    if let insets = shape?.backgroundInsets {
      assignments.append(("backgroundInsets", SwiftValues.insets(insets)))
    }
    statement(&w, introduced: introduced) { w in
      if assignments.isEmpty {
        w.line("cell.backgroundConfiguration = UIBackgroundConfiguration.\(factory)()")
        return
      }
      w.line("var background = UIBackgroundConfiguration.\(factory)()")
      for (property, expr) in assignments {
        w.expression("background.\(property) = ", expr)
      }
      w.line("cell.backgroundConfiguration = background")
    }
  }

  /// The sections with an item drawn by `template`.
  private func sections(showing template: CellTemplate) -> [SpecSection] {
    spec.sections.filter { section in section.items.contains { $0.cell == template.name } }
  }

  private func emitContentConfiguration(
    _ w: inout SwiftWriter, _ content: ContentConfiguration, template: CellTemplate
  ) {
    // Where the template's cells are shown: in sidebar sections `cell()` is not the default,
    // and a section's first item takes the header look with `headerMode: firstItemInSection`
    // ("automatically uses a header appearance"), which a written style does not.
    let lists = sections(showing: template).map { spec.layout(of: $0).list }
    let sidebar = lists.contains { $0.appearance == .sidebar || $0.appearance == .sidebarPlain }
    let headerItems = lists.contains { $0.headerMode == .firstItemInSection }
    if let style = content.style, style != .cell || sidebar || headerItems {
      w.line("var content = UIListContentConfiguration.\(style.rawValue)()")
    } else {
      // The default follows the section's appearance, as listspec draws a style left out; an
      // explicit `cell` outside sidebars is the same (what the seed article writes).
      w.line("var content = cell.defaultContentConfiguration()")
    }
    if let text = content.text {
      w.expression("content.text = ", uiText(text, optional: true))
    }
    if let text = content.secondaryText {
      w.expression("content.secondaryText = ", uiText(text, optional: true))
    }
    if let image = content.image {
      w.expression(
        "content.image = ",
        .call(
          "UIImage",
          (content.imageIsNamed ? "named" : "systemName", stringExpr(image, optional: false))))
    }
    let imageProperties = content.imageProperties
    if let (expr, introduced) = colorValue(imageProperties.tintColor) {
      statement(&w, introduced: introduced) { w in
        w.expression("content.imageProperties.tintColor = ", expr)
      }
    }
    if let radius = numberValue(imageProperties.cornerRadius) {
      w.expression("content.imageProperties.cornerRadius = ", radius)
    }
    if let size = imageProperties.maximumSize {
      w.expression("content.imageProperties.maximumSize = ", SwiftValues.size(size))
    }
    if let size = imageProperties.reservedLayoutSize {
      w.expression("content.imageProperties.reservedLayoutSize = ", SwiftValues.size(size))
    }
    if let symbol = imageProperties.preferredSymbolConfiguration {
      let property =
        "content.imageProperties.\(ImagePropertiesKey.preferredSymbolConfiguration.declaration.swift) = "
      let (base, applying) = SwiftValues.symbolConfiguration(symbol)
      if let applying {
        w.expression("var symbolConfiguration = ", base)
        w.expression(
          "symbolConfiguration = ", .call("symbolConfiguration.applying", (nil, applying)))
        w.line(property + "symbolConfiguration")
      } else {
        w.expression(property, base)
      }
    }
    emitTextProperties(&w, "textProperties", content.textProperties)
    emitTextProperties(&w, "secondaryTextProperties", content.secondaryTextProperties)
    let paddings: [(ContentKey, Double?)] = [
      (.imageToTextPadding, content.imageToTextPadding),
      (.textToSecondaryTextHorizontalPadding, content.textToSecondaryTextHorizontalPadding),
      (.textToSecondaryTextVerticalPadding, content.textToSecondaryTextVerticalPadding),
    ]
    for (key, value) in paddings {
      if let value {
        w.expression("content.\(key.declaration.swift) = ", SwiftValues.number(value))
      }
    }
    if let sideBySide = content.prefersSideBySideTextAndSecondaryText {
      w.line(
        "content.\(ContentKey.prefersSideBySideTextAndSecondaryText.declaration.swift) = \(sideBySide)"
      )
    }
    if let margins = content.directionalLayoutMargins {
      w.expression(
        "content.\(ContentKey.directionalLayoutMargins.declaration.swift) = ",
        SwiftValues.insets(margins))
    }
    if let axes = content.axesPreservingSuperviewLayoutMargins {
      w.line(
        "content.\(ContentKey.axesPreservingSuperviewLayoutMargins.declaration.swift) = \(axes == .none ? "[]" : "." + axes.rawValue)"
      )
    }
    w.line("cell.contentConfiguration = content")
  }

  private func emitTextProperties(_ w: inout SwiftWriter, _ name: String, _ text: TextProperties) {
    let path = "content.\(name)."
    if let font = fontValue(text.font, swiftUI: false) {
      w.expression(path + TextPropertiesKey.font.declaration.swift + " = ", font)
    }
    if let (expr, introduced) = colorValue(text.color) {
      statement(&w, introduced: introduced) { w in
        w.expression(path + TextPropertiesKey.color.declaration.swift + " = ", expr)
      }
    }
    if let lines = integerValue(text.numberOfLines) {
      w.expression(path + TextPropertiesKey.numberOfLines.declaration.swift + " = ", lines)
    }
    if let alignment = text.alignment {
      w.line(path + TextPropertiesKey.alignment.declaration.swift + " = .\(alignment.rawValue)")
    }
  }

  private func emitHostingConfiguration(
    _ w: inout SwiftWriter, _ hosting: HostingConfiguration, viewType: String,
    takesActions: Bool
  ) {
    w.block("cell.contentConfiguration = UIHostingConfiguration {") { w in
      // A view with a `Toggle` calls `actions.onSwitch` when the user turns it.
      w.line("\(viewType)(item: item\(takesActions ? ", actions: actions" : ""))")
    }
    for modifier in hostingModifiers(hosting) {
      w.expression(".", modifier, inChain: true)
    }
  }

  /// `.margins(…)`, `.minSize(…)` and `.background(…)` of a hosting configuration. Equal
  /// opposite margins are written as one `.horizontal`/`.vertical` call.
  private func hostingModifiers(_ hosting: HostingConfiguration) -> [SwiftExpr] {
    var result: [SwiftExpr] = []
    let margins = hosting.margins
    var remaining: [(String, Double?)] = [
      ("top", margins.top), ("leading", margins.leading), ("bottom", margins.bottom),
      ("trailing", margins.trailing),
    ]
    func margin(_ edges: String, _ value: Double) {
      result.append(.call("margins", (nil, .atom(edges)), (nil, SwiftValues.number(value))))
    }
    if let top = margins.top, top == margins.leading, top == margins.bottom,
      top == margins.trailing
    {
      margin(".all", top)
      remaining = []
    } else {
      if let leading = margins.leading, leading == margins.trailing {
        margin(".horizontal", leading)
        remaining.removeAll { $0.0 == "leading" || $0.0 == "trailing" }
      }
      if let top = margins.top, top == margins.bottom {
        margin(".vertical", top)
        remaining.removeAll { $0.0 == "top" || $0.0 == "bottom" }
      }
    }
    for case (let edge, let value?) in remaining { margin("." + edge, value) }
    if hosting.minWidth != nil || hosting.minHeight != nil {
      var arguments: [SwiftArgument] = []
      if let width = hosting.minWidth {
        arguments.append(SwiftArgument(label: "width", value: SwiftValues.number(width)))
      }
      if let height = hosting.minHeight {
        arguments.append(SwiftArgument(label: "height", value: SwiftValues.number(height)))
      }
      result.append(.call("minSize", arguments))
    }
    if let (background, _) = colorValue(hosting.background, swiftUI: true) {
      result.append(.call("background", (nil, background)))
    }
    return result
  }

  private func emitAccessories(_ w: inout SwiftWriter, _ accessories: [Accessory]) {
    guard !accessories.isEmpty else { return }
    if accessories.contains(where: { $0.condition != nil }) {
      // Built in order, each conditional one appended where its `if:` holds.
      w.line("var accessories: [UICellAccessory] = []")
      var index = 0
      while index < accessories.count {
        let accessory = accessories[index]
        index += 1
        let (expr, introduced) = accessoryExpression(accessory)
        // Two accessories whose conditions are each other's negation are one `if`/`else`.
        if index < accessories.count, let condition = accessory.condition,
          let next = accessories[index].condition,
          areComplementary(condition.expression, next.expression),
          !plan.needsCheck(introduced)
        {
          let (otherwise, otherwiseIntroduced) = accessoryExpression(accessories[index])
          if !plan.needsCheck(otherwiseIntroduced) {
            index += 1
            w.block("if \(swiftCondition(condition.expression)) {", footer: "} else {") { w in
              w.expression("", .call("accessories.append", (nil, expr)))
            }
            w.indented { w in w.expression("", .call("accessories.append", (nil, otherwise))) }
            w.line("}")
            continue
          }
        }
        statement(&w, introduced: introduced) { w in
          if let condition = accessory.condition {
            w.block("if \(swiftCondition(condition.expression)) {") { w in
              w.expression("", .call("accessories.append", (nil, expr)))
            }
          } else {
            w.expression("", .call("accessories.append", (nil, expr)))
          }
        }
      }
      w.line("cell.accessories = accessories")
      return
    }
    var now: [SwiftExpr] = []
    var later: [(SwiftExpr, OSVersion)] = []
    for accessory in accessories {
      let (expr, introduced) = accessoryExpression(accessory)
      if let introduced, plan.needsCheck(introduced) {
        later.append((expr, introduced))
      } else {
        now.append(expr)
      }
    }
    w.expression("cell.accessories = ", .array(now))
    // Only a spec without `platform` gets here: an accessory newer than iOS 14 is added
    // where the system has it.
    for (expr, introduced) in later {
      w.block("if #available(iOS \(introduced), *) {") { w in
        w.expression("", .call("cell.accessories.append", (nil, expr)))
      }
    }
  }

  private func accessoryExpression(_ accessory: Accessory) -> (SwiftExpr, OSVersion?) {
    if let customView = accessory.customView { return customViewExpression(accessory, customView) }
    var arguments: [SwiftArgument] = []
    if accessory.kind == .popUpMenu {
      // The spec names no menu items: an empty menu the app fills in.
      arguments.append(SwiftArgument(label: nil, value: .atom("UIMenu(children: [])")))
    }
    if accessory.kind == .label {
      let text = accessory.text.map { uiText($0, optional: false) } ?? .atom("\"\"")
      arguments.append(SwiftArgument(label: "text", value: text))
    }
    if let displayed = accessory.displayed {
      arguments.append(SwiftArgument(label: "displayed", value: .atom("." + displayed.rawValue)))
    }
    var introduced = accessory.kind.declaration.introduced
    var options: [SwiftArgument] = []
    if let (color, colorIntroduced) = colorValue(accessory.tintColor) {
      introduced = [introduced, colorIntroduced].compactMap { $0 }.max()
      options.append(SwiftArgument(label: "tintColor", value: color))
    }
    // `true` is UIKit's default: only `false` is written.
    if accessory.showsVerticalSeparator == false {
      options.append(SwiftArgument(label: "showsVerticalSeparator", value: .atom("false")))
    }
    // `automatic` is UIKit's default: only another style is written.
    if let style = accessory.outlineStyle, style != .automatic {
      options.append(SwiftArgument(label: "style", value: .atom("." + style.rawValue)))
    }
    if !options.isEmpty {
      arguments.append(SwiftArgument(label: "options", value: .call(".init", options)))
    }
    if accessory.kind == .detail {
      arguments.append(
        SwiftArgument(
          label: "actionHandler", value: .atom("{ actions.onDetail?(\(handlerItem)) }")))
    }
    return (.call("." + accessory.kind.rawValue, arguments), introduced)
  }

  /// `.customView(configuration:)` holding the view ``customViewValue(_:_:)`` makes.
  private func customViewExpression(_ accessory: Accessory, _ customView: CustomViewAccessory)
    -> (SwiftExpr, OSVersion?)
  {
    var placementArguments: [SwiftArgument] = []
    if let displayed = accessory.displayed {
      placementArguments.append(
        SwiftArgument(label: "displayed", value: .atom("." + displayed.rawValue)))
    }
    let (view, viewIntroduced) = customViewValue(accessory, customView)
    var arguments: [SwiftArgument] = [
      SwiftArgument(label: "customView", value: view),
      SwiftArgument(
        label: "placement",
        value: .call("." + customView.placement.rawValue, placementArguments)),
    ]
    switch customView.reservedLayoutWidth {
    case .actual: break
    case .standard:
      arguments.append(SwiftArgument(label: "reservedLayoutWidth", value: .atom(".standard")))
    case .custom(let width):
      arguments.append(
        SwiftArgument(
          label: "reservedLayoutWidth", value: .call(".custom", (nil, SwiftValues.number(width)))))
    }
    var introduced = viewIntroduced
    if let (color, colorIntroduced) = colorValue(accessory.tintColor) {
      introduced = [introduced, colorIntroduced].compactMap { $0 }.max()
      arguments.append(SwiftArgument(label: "tintColor", value: color))
    }
    if let fixed = customView.maintainsFixedSize {
      arguments.append(SwiftArgument(label: "maintainsFixedSize", value: .atom("\(fixed)")))
    }
    let configuration = SwiftExpr.call("UICellAccessory.CustomViewConfiguration", arguments)
    return (.call(".customView", ("configuration", configuration)), introduced)
  }

  /// The view a `customView` accessory holds, made by the `listAccessory` factory of its class
  /// that the file ends with (``SwiftEmitter``): a switch wired to `Actions.onSwitch`, an
  /// image view, a label; and the iOS version a colour in it needs.
  private func customViewValue(_ accessory: Accessory, _ customView: CustomViewAccessory)
    -> (SwiftExpr, OSVersion?)
  {
    switch customView.view {
    case .uiSwitch:
      let isOn = customView.isOn.map { swiftCondition($0.expression) } ?? "false"
      return (
        .call(
          "UISwitch.listAccessory", ("isOn", .atom(isOn)),
          ("onChange", .atom("{ actions.onSwitch?(\(handlerItem), $0) }"))), nil
      )
    case .uiImageView:
      let image =
        customView.image.map { image in
          SwiftExpr.call(
            "UIImage",
            (customView.imageIsNamed ? "named" : "systemName", stringExpr(image, optional: false))
          )
        } ?? .atom("nil")
      var arguments: [SwiftArgument] = [SwiftArgument(label: "image", value: image)]
      if let symbol = customView.preferredSymbolConfiguration {
        let (base, applying) = SwiftValues.symbolConfiguration(symbol)
        let configuration = applying.map { .call(base.flat + ".applying", (nil, $0)) } ?? base
        arguments.append(SwiftArgument(label: "symbolConfiguration", value: configuration))
      }
      return (.call("UIImageView.listAccessory", arguments), nil)
    case .uiLabel:
      let text = accessory.text.map { uiText($0, optional: false) } ?? .atom("\"\"")
      var arguments: [SwiftArgument] = [SwiftArgument(label: "text", value: text)]
      if let font = fontValue(customView.font, swiftUI: false) {
        arguments.append(SwiftArgument(label: "font", value: font))
      }
      var introduced: OSVersion?
      if let (color, colorIntroduced) = colorValue(customView.textColor) {
        introduced = colorIntroduced
        arguments.append(SwiftArgument(label: "textColor", value: color))
      }
      return (.call("UILabel.listAccessory", arguments), introduced)
    }
  }

  /// The item an action handler is given from the registration of the template being
  /// written (``wholeItem(ofTemplate:)``).
  private var handlerItem: String { wholeItem(ofTemplate: templateName ?? "") }

  /// True when a cell has a `customView` accessory holding a `UISwitch` (the file then needs
  /// `UISwitch.listAccessory(isOn:onChange:)`).
  var usesCustomViewSwitch: Bool { usesCustomView(.uiSwitch) }

  /// True when a cell has a `customView` accessory holding `view`.
  func usesCustomView(_ view: CustomAccessoryView) -> Bool {
    spec.cells.contains { $0.accessories.contains { $0.customView?.view == view } }
  }
}
