import ListSpec

/// `leadingSwipeActions` / `trailingSwipeActions`: for each edge some item has actions on, a
/// function building the item's `UISwipeActionsConfiguration` and one returning the list
/// configuration's swipe-actions provider.
extension SwiftEmitter {
  func emitSwipeActions(_ w: inout SwiftWriter) {
    let spec = plan.spec
    guard spec.hasSwipeActions else { return }
    emitSwipeHandler(&w)
    for edge in SwipeEdge.allCases {
      let templates = plan.templates.filter { $0.template.swipeActions?[edge] != nil }
      let items = spec.allItems.filter { $0.swipeActions?[edge] != nil }
      guard !templates.isEmpty || !items.isEmpty else { continue }
      let name = "\(edge.rawValue)SwipeActions"
      w.blankLine()
      w.line(
        "/// The \(edge.rawValue) swipe actions of `item` (`\(name)`): the item's own, else its")
      w.line(
        "/// template's. `perform` runs an action (named by its title, else its image) and returns")
      w.line("/// whether it was performed, as the action's completion handler takes.")
      signature(
        &w, "static func \(name)(",
        "for item: \(plan.itemType), perform: @escaping SwipeActionHandler",
        ") -> UISwipeActionsConfiguration? {")
      w.indented { w in
        if !items.isEmpty {
          w.line("switch item.id {")
          for item in items {
            guard let configuration = item.swipeActions?[edge] else { continue }
            w.line("case \(literal(item.id, plan.itemIDType)):")
            w.indented { w in emitConfiguration(&w, configuration) }
          }
          w.line("default: break")
          w.line("}")
        }
        if templates.isEmpty {
          w.line("return nil")
        } else if plan.hasCellProperty {
          w.line("switch item.cell {")
          for (template, member, _) in templates {
            guard let configuration = template.swipeActions?[edge] else { continue }
            w.line("case .\(SwiftName.escaped(member)):")
            var scoped = self
            scoped.templateName = template.name
            w.indented { w in scoped.emitConfiguration(&w, configuration) }
          }
          if templates.count < plan.templates.count {
            w.line("default:")
            w.indented { $0.line("return nil") }
          }
          w.line("}")
        } else if let template = templates.first?.template,
          let configuration = template.swipeActions?[edge]
        {
          var scoped = self
          scoped.templateName = template.name
          scoped.emitConfiguration(&w, configuration)
        }
      }
      w.line("}")
      w.blankLine()
      w.line(
        "/// For `UICollectionLayoutListConfiguration.\(edge.rawValue)SwipeActionsConfigurationProvider`:"
      )
      w.line("/// `itemAt` is the data source's `itemIdentifier(for:)`.")
      signature(
        &w, "static func \(name)Provider(",
        "itemAt: @escaping (IndexPath) -> \(plan.itemType)?, perform: @escaping SwipeActionHandler",
        ") -> UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider {")
      w.indented { w in
        let body =
          "{ indexPath in itemAt(indexPath).flatMap { \(name)(for: $0, perform: perform) } }"
        if w.fits(body) {
          w.line(body)
        } else {
          w.line("{ indexPath in")
          w.indented { $0.line("itemAt(indexPath).flatMap { \(name)(for: $0, perform: perform) }") }
          w.line("}")
        }
      }
      w.line("}")
    }
  }

  /// `typealias SwipeActionHandler`, when some item has swipe actions.
  func emitSwipeActionHandlerType(_ w: inout SwiftWriter) {
    guard plan.spec.hasSwipeActions else { return }
    w.line(
      "/// Runs a swipe action (named by its title, else its image) on an item; returns whether")
    w.line("/// it was performed.")
    w.line("typealias SwipeActionHandler = (_ action: String, _ item: \(plan.itemType)) -> Bool")
  }

  /// `swipeHandler(_:_:_:)`: a contextual action's handler calling `perform`.
  private func emitSwipeHandler(_ w: inout SwiftWriter) {
    w.blankLine()
    w.line("/// A contextual action's handler: runs `perform` and passes its result to UIKit.")
    signature(
      &w, "private static func swipeHandler(",
      "_ name: String, _ item: \(plan.itemType), _ perform: @escaping SwipeActionHandler",
      ") -> UIContextualAction.Handler {")
    w.indented { $0.line("{ _, _, completion in completion(perform(name, item)) }") }
    w.line("}")
  }

  /// `head` + `parameters` + `tail` on one line, or the parameters on a line of their own, as
  /// swift-format breaks a declaration that is too long.
  private func signature(
    _ w: inout SwiftWriter, _ head: String, _ parameters: String, _ tail: String
  ) {
    let flat = head + parameters + tail
    if w.fits(flat) {
      w.line(flat)
    } else {
      w.line(head)
      w.indented { $0.line(parameters) }
      w.line(tail)
    }
  }

  /// `let actions = [...]`, each action configured, then `return configuration`. An action with
  /// an `if:` is appended only where its condition holds.
  private func emitConfiguration(_ w: inout SwiftWriter, _ configuration: SwipeActionsConfiguration)
  {
    let conditional = configuration.actions.contains { $0.condition != nil }
    if conditional { w.line("var actions: [UIContextualAction] = []") }
    var names: [String] = []
    for (index, action) in configuration.actions.enumerated() {
      let name = "action\(index + 1)"
      names.append(name)
      let emit: (inout SwiftWriter) -> Void = { w in
        // The handler is told the title the item shows (else the symbol's name).
        let title = action.title.map { stringExpr($0, optional: false) }
        let identifier =
          title ?? action.systemImage.map { stringExpr($0, optional: false) } ?? .atom("\"\"")
        w.expression(
          "let \(name) = ",
          .call(
            "UIContextualAction", ("style", .atom("." + action.style.rawValue)),
            ("title", title ?? .atom("nil")),
            (
              "handler",
              .call(
                "swipeHandler", (nil, identifier), (nil, .atom("item")), (nil, .atom("perform")))
            )))
        if let image = action.systemImage {
          w.expression(
            "\(name).image = ",
            .call("UIImage", ("systemName", stringExpr(image, optional: false))))
        }
        if let (expr, introduced) = colorValue(
          action.backgroundColor, action.backgroundColorExpression)
        {
          // A colour newer than the deployment target (`systemMint` is iOS 15) is set only
          // where it exists, as content colours are.
          statement(&w, introduced: introduced) { w in
            w.expression("\(name).backgroundColor = ", expr)
          }
        }
        if conditional { w.line("actions.append(\(name))") }
      }
      if let condition = action.condition {
        w.block("if \(swiftCondition(condition.expression)) {", emit)
      } else {
        emit(&w)
      }
    }
    w.expression(
      "let configuration = ",
      .call(
        "UISwipeActionsConfiguration",
        ("actions", conditional ? .atom("actions") : .array(names.map { .atom($0) }))))
    if !configuration.performsFirstActionWithFullSwipe {
      w.line("configuration.performsFirstActionWithFullSwipe = false")
    }
    w.line("return configuration")
  }
}
