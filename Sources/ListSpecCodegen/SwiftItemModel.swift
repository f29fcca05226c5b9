import ListSpec

/// The item model: one struct with one template; with several, an enum with a case and a
/// struct per template, so every field is non-optional where every item of its template
/// carries it. Per-item overrides (swipe actions, separators) are fields of the struct, as data.
extension SwiftEmitter {
  func emitItemModel(_ w: inout SwiftWriter) {
    let plan = self.plan
    w.line(
      "/// A row of the list: one item of the snapshot. Two items with the same `id` are the same")
    w.line("/// row, as for listspec's differ; reconfigure a row whose other fields change.")
    guard plan.hasTemplateCases else {
      w.block("struct \(plan.itemType): Hashable, Sendable, Identifiable {") { w in
        emitStoredProperties(&w, template: nil)
        w.blankLine()
        Self.emitIdentityByID(&w)
      }
      return
    }
    w.block("enum \(plan.itemType): Hashable, Sendable, Identifiable {") { w in
      for (template, member, _) in plan.templates {
        let type = plan.templateStructs[template.name] ?? ""
        w.line("case \(SwiftName.escaped(member))(\(type))")
      }
      for (template, member, _) in plan.templates {
        let type = plan.templateStructs[template.name] ?? ""
        w.blankLine()
        w.line(
          "/// An item shown by the `\(SwiftStringLiteral.escaped(template.name))` cell template.")
        w.block("struct \(type): Hashable, Sendable, Identifiable {") { w in
          emitStoredProperties(&w, template: template.name)
          w.blankLine()
          Self.emitIdentityByID(&w)
        }
        w.blankLine()
        emitCaseFactory(&w, template: template.name, member: member, type: type)
      }
      w.blankLine()
      w.block("var id: \(plan.itemIDType.rawValue) {") { w in
        w.line("switch self {")
        for (_, member, _) in plan.templates {
          w.line("case .\(SwiftName.escaped(member))(let item):")
          w.indented { $0.line("return item.id") }
        }
        w.line("}")
      }
      w.blankLine()
      Self.emitIdentityByID(&w)
    }
  }

  /// `==` and `hash(into:)` by `id` only, as listspec's differ identifies items.
  private static func emitIdentityByID(_ w: inout SwiftWriter) {
    w.line("static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }")
    w.blankLine()
    w.block("func hash(into hasher: inout Hasher) {") { w in
      w.line("hasher.combine(id)")
    }
  }

  /// The parameters (and stored properties) of a template's items, in order: `id`, the
  /// fields, then the overrides, which default to nil (the template's or the section's) and
  /// carry their doc comment.
  private func itemParameters(template: String?) -> [(
    name: String, type: String, override: String?
  )] {
    var parameters: [(name: String, type: String, override: String?)] = [
      ("id", plan.itemIDType.rawValue, nil)
    ]
    for (declaration, property) in plan.fields(ofTemplate: template) {
      let optional = declaration.isOptional ? "?" : ""
      parameters.append((property, declaration.type.swiftType + optional, nil))
    }
    for edge in plan.swipeOverrideEdges(ofTemplate: template) {
      parameters.append(
        (
          "\(edge.rawValue)SwipeActions", swipeActionsType + "?",
          "This item's own actions, in place of its template's; nil: the template's."
        ))
    }
    if let property = plan.separatorProperty(ofTemplate: template) {
      parameters.append(
        (
          property, itemSeparatorsType + "?",
          "This item's own separators, over its section's; nil: the section's."
        ))
    }
    return parameters
  }

  private func emitStoredProperties(_ w: inout SwiftWriter, template: String?) {
    for (name, type, override) in itemParameters(template: template) {
      if let override {
        w.line("/// \(override)")
        w.line("var \(SwiftName.escaped(name)): \(type) = nil")
      } else {
        w.line("let \(SwiftName.escaped(name)): \(type)")
      }
    }
  }

  /// `static func message(id: …, sender: …) -> Self`: the case made from its fields, so an
  /// item is written `.message(id: "m1", sender: "Anna")`.
  private func emitCaseFactory(
    _ w: inout SwiftWriter, template: String, member: String, type: String
  ) {
    let parameters = itemParameters(template: template)
    w.line("/// `.\(member)(\(type)(…))` with the struct's fields as arguments.")
    let declarations = parameters.map { parameter in
      "\(SwiftName.escaped(parameter.name)): \(parameter.type)"
        + (parameter.override != nil ? " = nil" : "")
    }
    let head = "static func \(SwiftName.escaped(member))("
    let tail = ") -> Self {"
    let flat = head + declarations.joined(separator: ", ") + tail
    if w.fits(flat) {
      w.line(flat)
    } else if w.fits("  " + declarations.joined(separator: ", ")) {
      w.line(head)
      w.indented { $0.line(declarations.joined(separator: ", ")) }
      w.line(tail)
    } else {
      w.line(head)
      w.indented { w in
        for (index, declaration) in declarations.enumerated() {
          w.line(declaration + (index < declarations.count - 1 ? "," : ""))
        }
      }
      w.line(tail)
    }
    w.indented { w in
      w.expression(
        "",
        .call(
          "." + SwiftName.escaped(member),
          (
            nil,
            .call(
              type,
              parameters.map {
                SwiftArgument(
                  label: SwiftName.argumentLabel($0.name), value: .atom(SwiftName.escaped($0.name)))
              })
          )))
    }
    w.line("}")
  }

  /// The named colours of items' own swipe actions that are newer than the deployment target.
  private var newerItemColors: [(name: String, introduced: OSVersion)] {
    var result: [String: OSVersion] = [:]
    for section in spec.sections {
      for item in section.items {
        guard let swipeActions = item.swipeActions else { continue }
        for edge in SwipeEdge.allCases {
          for action in swipeActions[edge]?.actions ?? [] {
            // An item's own actions hold written colours only (the decoder takes no expression there).
            guard let color = action.backgroundColor?.value else { continue }
            let (expr, introduced) = SwiftValues.uiColor(color)
            if let introduced, plan.needsCheck(introduced), case .atom(let name) = expr {
              result[String(name.dropFirst())] = introduced
            }
          }
        }
      }
    }
    return result.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }

  /// `PrefixSwipeActions`, the type of an item's own swipe actions.
  var swipeActionsType: String { plan.prefix + "SwipeActions" }

  /// The swipe actions an item carries as data, when some item has its own.
  func emitSwipeActionsType(_ w: inout SwiftWriter) {
    guard plan.hasSwipeOverrides else { return }
    w.blankLine()
    w.line(
      "/// Swipe actions an item carries as data (an item's `leadingSwipeActions` or")
    w.line(
      "/// `trailingSwipeActions`), in place of its template's: the list's swipe-actions providers")
    w.line("/// make them a `UISwipeActionsConfiguration`.")
    w.block("struct \(swipeActionsType): Sendable {") { w in
      w.line("/// One `UIContextualAction`.")
      w.block("struct Action: Sendable {") { w in
        w.line("/// What the swipe-action handler is given; nil: the title, else the image.")
        w.line("var id: String?")
        w.line("var style: UIContextualAction.Style = .normal")
        w.line("var title: String?")
        w.line("/// An SF Symbol name, shown with `UIImage(systemName:)`.")
        w.line("var image: String?")
        w.line("/// nil: the style's colour.")
        w.line("var backgroundColor: UIColor?")
        for (name, introduced) in newerItemColors {
          // A colour newer than the deployment target: nil below it, the style's colour, as
          // a template's action sets it only inside `if #available`.
          w.blankLine()
          w.line("/// `.\(name)` where the system has it (iOS \(introduced)), else nil.")
          w.block("static var \(name)WhereAvailable: UIColor? {") { w in
            w.block("if #available(iOS \(introduced), *) {") { $0.line("return .\(name)") }
            w.line("return nil")
          }
        }
      }
      w.blankLine()
      w.line("var actions: [Action]")
      w.line("var performsFirstActionWithFullSwipe = true")
    }
  }

  /// The type of an `itemSeparators` key's value in `PrefixItemSeparators`.
  private static func itemSeparatorsValueType(_ key: ItemSeparatorKey) -> String {
    switch key {
    case .topSeparatorVisibility, .bottomSeparatorVisibility: return "Visibility"
    case .topSeparatorInsets, .bottomSeparatorInsets: return "Insets"
    }
  }

  /// `PrefixItemSeparators`, the type of an item's own separators.
  var itemSeparatorsType: String { plan.itemType + "Separators" }

  /// The separators an item carries as data, when some item has its own: the app's own
  /// types, since `UIListSeparatorConfiguration` (iOS 14.5) cannot be a stored property's
  /// type below it; `applied(to:)` maps them to UIKit.
  func emitItemSeparatorsType(_ w: inout SwiftWriter) {
    guard !plan.separatorProperties.isEmpty else { return }
    let availability =
      SectionKey.itemSeparators.declaration.introduced.flatMap {
        plan.needsCheck($0) ? "@available(iOS \($0), *)" : nil
      }
    w.blankLine()
    w.line("/// Separators an item carries as data (`sections[].itemSeparators`): each value set")
    w.line(
      "/// replaces its section's in the list's `itemSeparatorHandler`; nil keeps the section's.")
    w.block("struct \(itemSeparatorsType): Sendable {") { w in
      w.line("/// `UIListSeparatorConfiguration.Visibility`.")
      w.block("enum Visibility: Sendable {") { w in
        w.line("case " + SeparatorVisibility.allCases.map(\.rawValue).joined(separator: ", "))
      }
      w.blankLine()
      w.line(
        "/// A separator's insets: `automatic` is `UIListSeparatorConfiguration.automaticInsets`.")
      w.block("enum Insets: Sendable {") { w in
        w.line("case automatic")
        w.line("case custom(NSDirectionalEdgeInsets)")
      }
      w.blankLine()
      for key in ItemSeparatorKey.allCases {
        w.line("var \(key.declaration.swift): \(Self.itemSeparatorsValueType(key))? = nil")
      }
      w.blankLine()
      w.line("/// `configuration` (the section's) with the values set here.")
      if let availability { w.line(availability) }
      signature(
        &w, "func applied(", "to configuration: UIListSeparatorConfiguration",
        ") -> UIListSeparatorConfiguration {")
      w.indented { w in
        w.line("var configuration = configuration")
        for key in ItemSeparatorKey.allCases {
          let property = key.declaration.swift
          w.block("if let \(property) {") { w in
            w.line("configuration.\(property) = Self.uiKit(\(property))")
          }
        }
        w.line("return configuration")
      }
      w.line("}")
      w.blankLine()
      if let availability { w.line(availability) }
      signature(
        &w, "private static func uiKit(", "_ visibility: Visibility",
        ") -> UIListSeparatorConfiguration.Visibility {")
      w.indented { w in
        w.line("switch visibility {")
        for visibility in SeparatorVisibility.allCases {
          w.line("case .\(visibility.rawValue): return .\(visibility.rawValue)")
        }
        w.line("}")
      }
      w.line("}")
      w.blankLine()
      if let availability { w.line(availability) }
      signature(
        &w, "private static func uiKit(", "_ insets: Insets", ") -> NSDirectionalEdgeInsets {")
      w.indented { w in
        w.line("switch insets {")
        w.line("case .automatic: return UIListSeparatorConfiguration.automaticInsets")
        w.line("case .custom(let insets): return insets")
        w.line("}")
      }
      w.line("}")
    }
  }
}
