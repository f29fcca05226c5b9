import ListSpec

/// `makeLayout()`: the list configuration of the whole list and of each section, its
/// separators and the item separator handler.
extension SwiftEmitter {
  /// True when some item carries its own separators (a section's `itemSeparators`).
  var usesItemSeparators: Bool { !plan.separatorProperties.isEmpty }

  /// The edges some item has swipe actions on (its own or its template's).
  var swipeEdges: [SwipeEdge] {
    guard plan.hasSwipeActions else { return [] }
    return SwipeEdge.allCases.filter { edge in
      plan.templates.contains {
        $0.template.swipeActions?[edge] != nil
          || plan.swipeOverrideEdges(ofTemplate: $0.template.name).contains(edge)
      }
    }
  }

  /// The parameters of `makeLayout`: `sectionAt` when sections have layouts of their own
  /// (found by identifier, so a reordered list keeps each section's layout), `itemAt` when the
  /// item separators or the swipe actions need the item at an index path, and the swipe
  /// action handler.
  private var makeLayoutParameters: String {
    var parameters: [String] = []
    if spec.hasSectionLayouts {
      parameters.append("sectionAt: @escaping (Int) -> \(plan.sectionType)?")
    }
    let swipes = !swipeEdges.isEmpty
    if swipes || usesItemSeparators {
      // Without swipe actions the separators can do without items: they then keep the
      // section's configuration.
      parameters.append(
        "itemAt: @escaping (IndexPath) -> \(plan.itemType)?" + (swipes ? "" : " = { _ in nil }"))
    }
    if swipes { parameters.append("performSwipeAction: @escaping SwipeActionHandler") }
    return parameters.joined(separator: ", ")
  }

  /// `makeLayout(…actions:)`: the same layout, its swipe actions answered by
  /// `actions.onSwipeAction`, so an app gives all its handlers as one `Actions`. Only for a
  /// list with swipe actions.
  private func emitMakeLayoutWithActions(_ w: inout SwiftWriter) {
    guard !swipeEdges.isEmpty else { return }
    var parameters: [String] = []
    var arguments: [String] = []
    if spec.hasSectionLayouts {
      parameters.append("sectionAt: @escaping (Int) -> \(plan.sectionType)?")
      arguments.append("sectionAt: sectionAt")
    }
    parameters.append("itemAt: @escaping (IndexPath) -> \(plan.itemType)?")
    arguments.append("itemAt: itemAt")
    parameters.append("actions: Actions")
    w.blankLine()
    w.line("/// `makeLayout` with each swipe action answered by `actions.onSwipeAction` (nil: not")
    w.line("/// performed), so the app's handlers are the one `Actions` it gives `makeDataSource`.")
    signature(
      &w, "static func makeLayout(", parameters.joined(separator: ", "),
      ") -> UICollectionViewCompositionalLayout {")
    w.indented { w in
      w.expression(
        "",
        .call(
          "makeLayout",
          arguments.map { argument in
            let label = String(argument.prefix { $0 != ":" })
            return SwiftArgument(label: label, value: .atom(label))
          } + [
            SwiftArgument(
              label: "performSwipeAction",
              value: .atom("{ id, item in actions.onSwipeAction?(item, id) ?? false }"))
          ]))
    }
    w.line("}")
  }

  /// `static func makeLayout(…) -> UICollectionViewCompositionalLayout {`.
  private func emitMakeLayoutSignature(_ w: inout SwiftWriter) {
    signature(
      &w, "static func makeLayout(", makeLayoutParameters,
      ") -> UICollectionViewCompositionalLayout {")
  }

  /// The swipe-actions providers of a list configuration.
  private func emitSwipeActionsProviders(_ w: inout SwiftWriter) {
    for edge in swipeEdges {
      w.expression(
        "configuration.\(edge.rawValue)SwipeActionsConfigurationProvider = ",
        .call(
          "Self.\(edge.rawValue)SwipeActionsProvider", ("itemAt", .atom("itemAt")),
          ("perform", .atom("performSwipeAction"))))
    }
  }

  /// `configuration.itemSeparatorHandler`, reading `separatorConfiguration(for:_:)`.
  private func emitItemSeparatorHandler(_ w: inout SwiftWriter) {
    guard usesItemSeparators else { return }
    statement(&w, introduced: SectionKey.itemSeparators.declaration.introduced) { w in
      w.block("configuration.itemSeparatorHandler = { indexPath, separatorConfiguration in") {
        w in
        w.line("guard let item = itemAt(indexPath) else { return separatorConfiguration }")
        w.line("return Self.separatorConfiguration(for: item, separatorConfiguration)")
      }
    }
  }

  /// `separatorConfiguration(for:_:)`: the separators the item carries (its struct's
  /// `separators`) over its section's, so an app's own items can carry theirs too.
  func emitItemSeparators(_ w: inout SwiftWriter) {
    guard usesItemSeparators else { return }
    let plan = self.plan
    w.blankLine()
    w.line("/// The separators of `item`: the ones it carries (`\(itemSeparatorsType)`, from")
    w.line(
      "/// `sections[].itemSeparators`) over its section's configuration; `itemSeparatorHandler`")
    w.line("/// asks for them.")
    if let introduced = SectionKey.itemSeparators.declaration.introduced,
      plan.needsCheck(introduced)
    {
      w.line("@available(iOS \(introduced), *)")
    }
    signature(
      &w, "nonisolated static func separatorConfiguration(",
      "for item: \(plan.itemType), _ configuration: UIListSeparatorConfiguration",
      ") -> UIListSeparatorConfiguration {")
    w.indented { w in
      guard plan.hasTemplateCases else {
        let property = SwiftName.escaped(plan.separatorProperty(ofTemplate: nil) ?? "")
        w.line("item.\(property)?.applied(to: configuration) ?? configuration")
        return
      }
      // Only the structs of templates whose items have entries carry separators.
      let carrying = plan.templates.compactMap { entry in
        plan.separatorProperty(ofTemplate: entry.template.name).map { (entry.member, $0) }
      }
      w.line("let separators: \(itemSeparatorsType)?")
      w.line("switch item {")
      for (member, property) in carrying {
        w.line("case .\(SwiftName.escaped(member))(let item):")
        w.indented { $0.line("separators = item.\(SwiftName.escaped(property))") }
      }
      if carrying.count < plan.templates.count {
        w.line("default:")
        w.indented { $0.line("separators = nil") }
      }
      w.line("}")
      w.line("return separators?.applied(to: configuration) ?? configuration")
    }
    w.line("}")
  }

  func emitLayout(_ w: inout SwiftWriter) {
    let list = spec.list
    w.blankLine()
    guard spec.hasSectionLayouts else {
      w.line(
        "/// The list layout: `UICollectionLayoutListConfiguration` as the spec's `list:` sets it."
      )
      emitSplitViewNote(&w)
      emitMakeLayoutSignature(&w)
      w.indented { w in
        emitConfiguration(&w, list)
        w.line("return UICollectionViewCompositionalLayout.list(using: configuration)")
      }
      w.line("}")
      emitMakeLayoutWithActions(&w)
      return
    }
    // Sections with a `list:` of their own, or a `layout:`: a section provider, one section
    // each, chosen by the section's identifier.
    var groups: [(sections: [SpecSection], layout: ProvidedSection)] = []
    for section in spec.sections where section.list != nil || section.layout != nil {
      let provided: ProvidedSection
      if var layout = section.layout {
        layout.range = nil
        provided = .compositional(layout)
      } else {
        var layout = spec.layout(of: section)
        layout.list.range = nil
        provided = .list(layout)
      }
      if let existing = groups.firstIndex(where: { $0.layout == provided }) {
        groups[existing].sections.append(section)
      } else {
        groups.append(([section], provided))
      }
    }
    w.line(
      "/// The list layout: a list section per section, configured as the spec's `list:` and each"
    )
    w.line(
      "/// section's own `list:` set it. `sectionAt` gives the identifier of the section at an index"
    )
    w.line("/// (the data source's), so the layout follows a section wherever it is.")
    if spec.sections.contains(where: { $0.layout != nil }) {
      w.line(
        "/// Sections with a `layout:` are not lists: `NSCollectionLayoutSection(group:)` of horizontal"
      )
      w.line("/// groups, as the spec sizes them.")
    }
    emitSplitViewNote(&w)
    emitMakeLayoutSignature(&w)
    w.indented { w in
      w.block("UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in") { w in
        w.line("switch sectionAt(sectionIndex) {")
        for group in groups {
          let patterns = group.sections.map { sectionValue($0) + "?" }
          w.expression("case ", .atom(patterns.joined(separator: ", ")), ":")
          w.indented { w in
            switch group.layout {
            case .list(let layout): emitSection(&w, layout)
            case .compositional(let layout): emitCompositionalSection(&w, layout)
            }
          }
        }
        w.line("default:")
        w.indented { w in
          emitSection(&w, SectionLayout(list: list, contentInsets: .zero))
        }
        w.line("}")
      }
    }
    w.line("}")
    emitMakeLayoutWithActions(&w)
  }

  /// For a list drawn as a split view's primary column on iPad (a sidebar, or `preview:
  /// column: primary`), how it goes there: the app must put it there to match the picture.
  private func emitSplitViewNote(_ w: inout SwiftWriter) {
    guard PreviewColumn.resolved(spec.preview.column, appearance: spec.list.appearance) == .primary
    else { return }
    w.line("///")
    w.line(
      "/// A sidebar: on iPad, show the view controller of this list as the primary column of a")
    w.line(
      "/// split view, as iPadOS shows sidebars and `listspec render` draws them (the iPhone's")
    w.line("/// compact width collapses the split view to one column):")
    w.line("///")
    w.line("///     let split = UISplitViewController(style: .doubleColumn)")
    w.line("///     split.setViewController(sidebarViewController, for: .primary)")
    w.line("///     split.setViewController(contentViewController, for: .secondary)")
  }

  /// `configuration`: a `UICollectionLayoutListConfiguration` with every key of `list` set.
  private func emitConfiguration(_ w: inout SwiftWriter, _ list: ListConfiguration) {
    // The settings first, so the configuration is `let` when there are none.
    var settings = SwiftWriter(depth: w.depth)
    emitListSettings(&settings, list)
    let binding = settings.lines.isEmpty ? "let" : "var"
    w.line(
      "\(binding) configuration = UICollectionLayoutListConfiguration(appearance: .\(list.appearance.rawValue))"
    )
    w.append(settings)
  }

  /// One section of the section provider: its list configuration and content insets.
  private func emitSection(_ w: inout SwiftWriter, _ layout: SectionLayout) {
    emitConfiguration(&w, layout.list)
    let list = SwiftExpr.call(
      "NSCollectionLayoutSection.list", ("using", .atom("configuration")),
      ("layoutEnvironment", .atom("layoutEnvironment")))
    guard layout.contentInsets != .zero else {
      w.expression("return ", list)
      return
    }
    w.expression("let section = ", list)
    w.expression(
      "section.\(SectionListKey.contentInsets.declaration.swift.components(separatedBy: ".").last!) = ",
      SwiftValues.insets(layout.contentInsets))
    w.line("return section")
  }

  private func emitListSettings(_ w: inout SwiftWriter, _ list: ListConfiguration) {
    do {
      if list.showsSeparators != list.appearance.showsSeparatorsByDefault {
        set(&w, ListKey.showsSeparators, .atom("\(list.showsSeparators)"))
      }
      if list.headerMode != .none {
        set(&w, ListKey.headerMode, .atom("." + list.headerMode.rawValue))
      }
      if list.footerMode != .none {
        set(&w, ListKey.footerMode, .atom("." + list.footerMode.rawValue))
      }
      if let padding = list.headerTopPadding {
        set(&w, ListKey.headerTopPadding, SwiftValues.number(padding))
      }
      if let color = list.backgroundColor {
        let (expr, introduced) = SwiftValues.uiColor(color)
        set(&w, ListKey.backgroundColor, expr, introduced: introduced)
      }
      emitSeparatorConfiguration(&w, list.separatorConfiguration)
      emitItemSeparatorHandler(&w)
      emitSwipeActionsProviders(&w)
    }
  }

  private func emitSeparatorConfiguration(
    _ w: inout SwiftWriter, _ separators: SeparatorConfiguration
  ) {
    let introduced = ListKey.separatorConfiguration.declaration.introduced
    let path = "configuration.\(ListKey.separatorConfiguration.declaration.swift)"
    func assign(_ key: SeparatorConfigurationKey, _ value: SwiftExpr, _ version: OSVersion?) {
      let needed = [introduced, version].compactMap { $0 }.max()
      statement(&w, introduced: needed) { w in
        w.expression("\(path).\(key.declaration.swift) = ", value)
      }
    }
    if let color = separators.color {
      let (expr, version) = SwiftValues.uiColor(color)
      assign(.color, expr, version)
    }
    if let color = separators.multipleSelectionColor {
      let (expr, version) = SwiftValues.uiColor(color)
      assign(.multipleSelectionColor, expr, version)
    }
    if separators.topSeparatorVisibility != .automatic {
      assign(.topSeparatorVisibility, .atom("." + separators.topSeparatorVisibility.rawValue), nil)
    }
    if separators.bottomSeparatorVisibility != .automatic {
      assign(
        .bottomSeparatorVisibility, .atom("." + separators.bottomSeparatorVisibility.rawValue), nil)
    }
    if let insets = separators.topSeparatorInsets {
      assign(.topSeparatorInsets, SwiftValues.insets(insets), nil)
    }
    if let insets = separators.bottomSeparatorInsets {
      assign(.bottomSeparatorInsets, SwiftValues.insets(insets), nil)
    }
  }

  /// `configuration.<key> = value`, named by the key's declared Swift spelling.
  private func set(
    _ w: inout SwiftWriter, _ key: ListKey, _ value: SwiftExpr, introduced: OSVersion? = nil
  ) {
    let needed = [key.declaration.introduced, introduced].compactMap { $0 }.max()
    statement(&w, introduced: needed) { w in
      w.expression("configuration.\(key.declaration.swift) = ", value)
    }
  }
}
