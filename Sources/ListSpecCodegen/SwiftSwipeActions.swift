import ListSpec

/// `leadingSwipeActions` / `trailingSwipeActions`: for each edge some item has actions on, a
/// function building the item's `UISwipeActionsConfiguration` and one returning the list
/// configuration's swipe-actions provider.
extension SwiftEmitter {
  func emitSwipeActions(_ w: inout SwiftWriter) {
    guard plan.hasSwipeActions else { return }
    emitSwipeHandler(&w)
    if plan.hasSwipeOverrides { emitSwipeActionsFromData(&w) }
    for edge in SwipeEdge.allCases {
      let templates = plan.templates.filter {
        $0.template.swipeActions?[edge] != nil
          || plan.swipeOverrideEdges(ofTemplate: $0.template.name).contains(edge)
      }
      guard !templates.isEmpty else { continue }
      let name = "\(edge.rawValue)SwipeActions"
      w.blankLine()
      w.line(
        "/// The \(edge.rawValue) swipe actions of `item` (`\(name)`): the item's own, else its")
      w.line("/// template's. `perform` runs an action (named by its id, `SwipeActionHandler`)")
      w.line("/// and returns whether it was performed, as the action's completion handler takes.")
      signature(
        &w, "static func \(name)(",
        "for item: \(plan.itemType), perform: @escaping SwipeActionHandler",
        ") -> UISwipeActionsConfiguration? {")
      w.indented { w in
        guard plan.hasTemplateCases else {
          emitTemplateSwipeActions(&w, templates[0].template, edge: edge, wholeItem: "item")
          return
        }
        // Each case reads its template's struct as `item`; the handler gets the whole item.
        w.line("switch item {")
        for (template, member, _) in templates {
          let escaped = SwiftName.escaped(member)
          w.line("case .\(escaped)(let item):")
          w.indented { w in
            var scoped = self
            scoped.templateName = template.name
            scoped.emitTemplateSwipeActions(
              &w, template, edge: edge, wholeItem: ".\(escaped)(item)")
          }
        }
        if templates.count < plan.templates.count {
          w.line("default:")
          w.indented { $0.line("return nil") }
        }
        w.line("}")
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

  /// The actions of one template's items for `edge`: the item's own when its struct carries
  /// them, else the template's (or none).
  private func emitTemplateSwipeActions(
    _ w: inout SwiftWriter, _ template: CellTemplate, edge: SwipeEdge, wholeItem: String
  ) {
    let property = "\(edge.rawValue)SwipeActions"
    if plan.swipeOverrideEdges(ofTemplate: template.name).contains(edge) {
      w.block("if let swipeActions = item.\(property) {") { w in
        w.expression(
          "return ",
          .call(
            "swipeActionsConfiguration", ("of", .atom("swipeActions")), ("for", .atom(wholeItem)),
            ("perform", .atom("perform"))))
      }
    }
    if let configuration = template.swipeActions?[edge] {
      emitConfiguration(&w, configuration, edge: edge, wholeItem: wholeItem)
    } else {
      w.line("return nil")
    }
  }

  /// `swipeActionsConfiguration(of:for:perform:)`: swipe actions an item carries as data, made into
  /// contextual actions.
  private func emitSwipeActionsFromData(_ w: inout SwiftWriter) {
    w.blankLine()
    w.line("/// An item's own swipe actions (its `\(swipeActionsType)`) as a configuration.")
    signature(
      &w, "private static func swipeActionsConfiguration(",
      "of swipeActions: \(swipeActionsType), for item: \(plan.itemType), perform: @escaping SwipeActionHandler",
      ") -> UISwipeActionsConfiguration {")
    w.indented { w in
      w.block("let actions = swipeActions.actions.map { action in") { w in
        w.line("let contextualAction = UIContextualAction(")
        w.indented { w in
          w.line("style: action.style, title: action.title,")
          w.line(
            "handler: swipeHandler(action.id ?? action.title ?? action.image ?? \"\", item, perform))"
          )
        }
        w.line("contextualAction.image = action.image.flatMap { UIImage(systemName: $0) }")
        w.block("if let color = action.backgroundColor {") { w in
          w.line("contextualAction.backgroundColor = color")
        }
        w.line("return contextualAction")
      }
      w.line("let configuration = UISwipeActionsConfiguration(actions: actions)")
      w.line("configuration.performsFirstActionWithFullSwipe =")
      w.indented { $0.line("swipeActions.performsFirstActionWithFullSwipe") }
      w.line("return configuration")
    }
    w.line("}")
  }

  /// `typealias SwipeActionHandler`, when some item has swipe actions.
  func emitSwipeActionHandlerType(_ w: inout SwiftWriter) {
    guard plan.hasSwipeActions else { return }
    w.line("/// Runs a swipe action on an item; returns whether it was performed. The action is")
    w.line("/// named by its `id:`, else its title as the spec writes it — never the title")
    w.line("/// localized or computed for the item.")
    w.line("typealias SwipeActionHandler = (_ id: String, _ item: \(plan.itemType)) -> Bool")
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

  /// `head` + `parameters` + `tail` on one line, or the parameters on lines of their own,
  /// filled as swift-format fills a declaration's parameters that are too long for one line.
  func signature(
    _ w: inout SwiftWriter, _ head: String, _ parameters: String, _ tail: String
  ) {
    let flat = head + parameters + tail
    if w.fits(flat) {
      w.line(flat)
      return
    }
    w.line(head)
    w.indented { w in
      var line = ""
      for parameter in Self.splitParameters(parameters) {
        let candidate = line.isEmpty ? parameter : line + " " + parameter
        if line.isEmpty || w.fits(candidate) {
          line = candidate
        } else {
          w.line(line)
          line = parameter
        }
      }
      if !line.isEmpty { w.line(line) }
    }
    w.line(tail)
  }

  /// `a: A, b: (B, C) -> D` as `["a: A,", "b: (B, C) -> D"]`: split at the commas outside
  /// brackets, each but the last keeping its comma.
  private static func splitParameters(_ parameters: String) -> [String] {
    var result: [String] = []
    var current = ""
    var depth = 0
    var previous: Character = " "
    for character in parameters {
      switch character {
      case "(", "[", "<": depth += 1
      case ")", "]": depth -= 1
      case ">" where previous != "-": depth -= 1
      default: break
      }
      previous = character
      if character == ",", depth == 0 {
        result.append(current + ",")
        current = ""
        continue
      }
      if current.isEmpty, character == " " { continue }
      current.append(character)
    }
    if !current.isEmpty { result.append(current) }
    return result
  }

  /// `let actions = [...]`, each action configured, then `return configuration`. An action with
  /// an `if:` is appended only where its condition holds; `wholeItem` is what the handler is
  /// given.
  private func emitConfiguration(
    _ w: inout SwiftWriter, _ configuration: SwipeActionsConfiguration, edge: SwipeEdge,
    wholeItem: String
  ) {
    let conditional = configuration.actions.contains { $0.condition != nil }
    if conditional { w.line("var actions: [UIContextualAction] = []") }
    var names: [String] = []
    for (index, action) in configuration.actions.enumerated() {
      let name = "action\(index + 1)"
      names.append(name)
      let emit: (inout SwiftWriter) -> Void = { w in
        // The handler is told the action's id: written, else from the literal title (never
        // the text computed for the item, which a localized app would not match).
        let title = action.title.map { uiText($0, optional: false) }
        let identifier = SwiftExpr.atom(
          SwiftStringLiteral.quoted(action.handlerID(edge: edge, index: index)))
        w.expression(
          "let \(name) = ",
          .call(
            "UIContextualAction", ("style", .atom("." + action.style.rawValue)),
            ("title", title ?? .atom("nil")),
            (
              "handler",
              .call(
                "swipeHandler", (nil, identifier), (nil, .atom(wholeItem)),
                (nil, .atom("perform")))
            )))
        if let image = action.systemImage {
          w.expression(
            "\(name).image = ",
            .call("UIImage", ("systemName", stringExpr(image, optional: false))))
        }
        if let (expr, introduced) = colorValue(action.backgroundColor) {
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
