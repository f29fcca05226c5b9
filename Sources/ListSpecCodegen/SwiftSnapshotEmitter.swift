import ListSpec

/// `initialSnapshot()`, the outline sections' section snapshots, and the items' initializers
/// and literals.
extension SwiftEmitter {
  func emitSnapshot(_ w: inout SwiftWriter) {
    let plan = self.plan
    w.blankLine()
    if plan.options.includesItems {
      w.line("/// The spec's sections and items.")
    } else {
      w.line("/// The spec's sections; the app appends its items.")
    }
    w.block("static func initialSnapshot() -> Snapshot {") { w in
      w.line("var snapshot = Snapshot()")
      w.expression(
        "snapshot.appendSections(", .array(plan.spec.sections.map { .atom(sectionValue($0)) }),
        ")")
      if plan.options.includesItems {
        let writer = ItemLineWriter(emitter: self)
        let blocks = writer.blocks(for: plan.spec.sections, depth: w.depth + 2)
        for (sectionIndex, section) in plan.spec.sections.enumerated()
        where !section.items.isEmpty && !section.isOutline {
          let toSection = SwiftExpr.atom(sectionValue(section))
          guard section.items.count > ItemLineWriter.smallSection else {
            w.expression(
              "",
              .call(
                "snapshot.appendItems", (nil, .array(section.items.map(itemInitializer))),
                ("toSection", toSection)))
            continue
          }
          // A large section never fits on one line: write the layout `expression` would
          // choose (one item per line) straight into the lines, without building and
          // measuring expressions for 100,000 items.
          w.line("snapshot.appendItems(")
          w.indented { w in
            w.line("[")
            w.indented { w in w.append(line: blocks[sectionIndex] ?? "") }
            w.line("],")
            w.expression("toSection: ", toSection, ")")
          }
        }
      }
      w.line("return snapshot")
    }
  }

  /// Whether the spec writes section snapshots: a section with `children:` (and items).
  var hasOutlines: Bool {
    plan.options.includesItems && plan.spec.sections.contains(where: \.isOutline)
  }

  /// For each outline section, a function building its `NSDiffableDataSourceSectionSnapshot`
  /// (`append(_:to:)` per parent, then `expand`), and `applyInitialSnapshots(to:)`, which
  /// applies the flat snapshot and then each section snapshot (`apply(_:to:)`).
  func emitSectionSnapshots(_ w: inout SwiftWriter) {
    guard hasOutlines else { return }
    let outlines = plan.spec.sections.filter(\.isOutline)
    for section in outlines {
      w.blankLine()
      w.line(
        "/// Section \(SwiftStringLiteral.quoted(section.id)) as an outline: each parent's children appended to it."
      )
      w.block("static func \(sectionSnapshotName(section))() -> SectionSnapshot {") { w in
        w.line("// Every item of the section, parents before their children (pre-order).")
        w.expression(
          "let items: [\(plan.itemType)] = ", .array(section.items.map(itemInitializer)))
        w.line("var snapshot = SectionSnapshot()")
        var childrenOf: [Int?: [Int]] = [:]
        var parentOrder: [Int?] = []
        for (index, parent) in section.parentIndices.enumerated() {
          if childrenOf[parent] == nil { parentOrder.append(parent) }
          childrenOf[parent, default: []].append(index)
        }
        for parent in parentOrder {
          let children = SwiftExpr.array((childrenOf[parent] ?? []).map { .atom("items[\($0)]") })
          if let parent {
            w.expression(
              "", .call("snapshot.append", (nil, children), ("to", .atom("items[\(parent)]"))))
          } else {
            w.expression("", .call("snapshot.append", (nil, children)))
          }
        }
        let expanded = section.items.indices.filter {
          section.items[$0].isExpanded && section.items[$0].hasChildren
        }
        if !expanded.isEmpty {
          w.expression(
            "", .call("snapshot.expand", (nil, .array(expanded.map { .atom("items[\($0)]") }))))
        }
        w.line("return snapshot")
      }
    }
    w.blankLine()
    w.line(
      "/// Applies `initialSnapshot()`, then the section snapshot of each outline section, whose")
    w.line("/// items a flat snapshot cannot nest.")
    w.block("static func applyInitialSnapshots(to dataSource: DataSource) {") { w in
      w.line("dataSource.apply(initialSnapshot(), animatingDifferences: false)")
      for section in outlines {
        w.expression(
          "",
          .call(
            "dataSource.apply", (nil, .atom("\(sectionSnapshotName(section))()")),
            ("to", .atom(sectionValue(section))), ("animatingDifferences", .atom("false"))))
      }
    }
  }

  /// `sidebarSectionSnapshot`, or `section2SectionSnapshot` for integer section ids.
  private func sectionSnapshotName(_ section: SpecSection) -> String {
    if plan.sectionIDType == .int {
      let number = section.id.replacing("-", with: "Minus")
      return "section\(number)SectionSnapshot"
    }
    let name = plan.sectionCases[section.id] ?? section.id
    return SwiftName.escaped(name + "SectionSnapshot")
  }

  /// `PrefixItem(id: …, …)`, or `.template(id: …, …)` with several templates; an item's own
  /// swipe actions and separators are written as data after its fields.
  func itemInitializer(_ item: Item) -> SwiftExpr {
    let template = plan.hasTemplateCases ? item.cell : nil
    var arguments = [SwiftArgument(label: "id", value: .atom(literal(item.id, plan.itemIDType)))]
    for (declaration, property) in plan.fields(ofTemplate: template) {
      let value = item.fields[declaration.name].map { literal($0, declaration.type) } ?? "nil"
      arguments.append(SwiftArgument(label: SwiftName.argumentLabel(property), value: .atom(value)))
    }
    if let swipeActions = item.swipeActions {
      for edge in SwipeEdge.allCases {
        guard let configuration = swipeActions[edge] else { continue }
        arguments.append(
          SwiftArgument(
            label: "\(edge.rawValue)SwipeActions", value: swipeActionsValue(configuration)))
      }
    }
    if !plan.itemSeparators.isEmpty, let separators = plan.itemSeparators[item.id],
      let property = plan.separatorProperty(ofTemplate: template)
    {
      arguments.append(
        SwiftArgument(
          label: SwiftName.argumentLabel(property), value: itemSeparatorsValue(separators)))
    }
    return .call(itemCallee(ofTemplate: template), arguments)
  }

  /// What an item's initializer calls: `PrefixItem`, or `.message` with several templates.
  func itemCallee(ofTemplate template: String?) -> String {
    guard let template,
      let member = plan.templates.first(where: { $0.template.name == template })?.member
    else { return plan.itemType }
    return "." + SwiftName.escaped(member)
  }

  /// An item's own swipe actions as `PrefixSwipeActions(actions: [.init(…)])`.
  private func swipeActionsValue(_ configuration: SwipeActionsConfiguration) -> SwiftExpr {
    let actions = configuration.actions.map { action -> SwiftExpr in
      var arguments: [SwiftArgument] = []
      if let id = action.id {
        arguments.append(SwiftArgument(label: "id", value: .atom(SwiftStringLiteral.quoted(id))))
      }
      if action.style != .normal {
        arguments.append(SwiftArgument(label: "style", value: .atom("." + action.style.rawValue)))
      }
      // An item's own actions are plain text (no item is in scope for a template there).
      if let title = action.title?.source {
        arguments.append(
          SwiftArgument(label: "title", value: .atom(SwiftStringLiteral.quoted(title))))
      }
      if let image = action.systemImage?.source {
        arguments.append(
          SwiftArgument(label: "image", value: .atom(SwiftStringLiteral.quoted(image))))
      }
      if let color = action.backgroundColor?.value {
        arguments.append(SwiftArgument(label: "backgroundColor", value: itemColor(color)))
      }
      return .call(".init", arguments)
    }
    var arguments = [SwiftArgument(label: "actions", value: .array(actions))]
    if !configuration.performsFirstActionWithFullSwipe {
      arguments.append(
        SwiftArgument(label: "performsFirstActionWithFullSwipe", value: .atom("false")))
    }
    return .call(swipeActionsType, arguments)
  }

  /// An item's own separators as `PrefixItemSeparators(topSeparatorVisibility: .visible, …)`.
  private func itemSeparatorsValue(_ separators: ItemSeparators) -> SwiftExpr {
    var arguments: [SwiftArgument] = []
    for key in ItemSeparatorKey.allCases {
      let value: SwiftExpr?
      switch key {
      case .topSeparatorVisibility, .bottomSeparatorVisibility:
        let visibility =
          key == .topSeparatorVisibility
          ? separators.topSeparatorVisibility : separators.bottomSeparatorVisibility
        value = visibility.map { .atom("." + $0.rawValue) }
      case .topSeparatorInsets, .bottomSeparatorInsets:
        let insets =
          key == .topSeparatorInsets
          ? separators.topSeparatorInsets : separators.bottomSeparatorInsets
        // `.some(nil)`: `automatic` written out.
        value = insets.map { insets in
          insets.map { .call(".custom", (nil, SwiftValues.insets($0))) } ?? .atom(".automatic")
        }
      }
      if let value { arguments.append(SwiftArgument(label: key.declaration.swift, value: value)) }
    }
    return .call(itemSeparatorsType, arguments)
  }

  /// A colour an item carries: a `UIColor`, or one newer than the deployment target through
  /// ``colorWhereAvailable(_:)``.
  private func itemColor(_ color: ColorValue) -> SwiftExpr {
    let (expr, introduced) = SwiftValues.uiColor(color)
    guard let introduced, plan.needsCheck(introduced), case .atom(let name) = expr else {
      return expr
    }
    return .atom("\(swipeActionsType).Action.\(name.dropFirst())WhereAvailable")
  }

  /// A field value as a Swift literal of its type. Inferred types are written as Swift prints
  /// them already; a declared type (`fields:`) reads the value and writes it as Swift prints
  /// it (`.5` is `0.5`).
  func literal(_ text: String, _ type: FieldType) -> String {
    switch type {
    case .string: return SwiftStringLiteral.quoted(text)
    case .int: return Int(text).map(SwiftLiteral.integer) ?? text
    case .double: return Double(text).map { "\($0)" } ?? text
    case .bool: return text
    // A `UIColor` (`.systemBlue`, `UIColor(red:…)`); SwiftUI code reads it as `Color(uiColor:)`.
    case .color:
      return ColorValue(parsing: text, assets: spec.assets).map {
        SwiftValues.uiColor($0).expr.flat
      }
        ?? text
    // The moment the ISO 8601 text names, in seconds as `Date` counts them.
    case .date:
      return ISO8601Text.date(text).map {
        "Date(timeIntervalSince1970: \(SwiftValues.number($0.timeIntervalSince1970).flat))"
      } ?? text
    }
  }
}
