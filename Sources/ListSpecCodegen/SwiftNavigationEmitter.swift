import ListSpec

/// `configureNavigationBar(of:)`: what the spec's `navigationBar:` sets on the list's view
/// controller — its navigation item's title, large-title mode and search controller, and the
/// navigation controller's `prefersLargeTitles` (a property of the bar, shared by the stack).
extension SwiftEmitter {
  func emitNavigationBar(_ w: inout SwiftWriter) {
    guard let bar = spec.navigationBar else { return }
    w.blankLine()
    w.line("/// The navigation bar as the spec's `navigationBar:` sets it. Call it from the list")
    w.line("/// view controller's `viewDidLoad()`, inside its navigation controller; set the")
    w.line("/// returned search controller's `searchResultsUpdater` (nil without `searchBar:`).")
    if let back = bar.backButton {
      w.line(
        "/// The list is pushed from a screen titled \(SwiftStringLiteral.quoted(back)), whose title (or"
      )
      w.line(
        "/// `navigationItem.backButtonTitle`) the navigation controller shows as the back button.")
    }
    let hasButtons = usesBarButtons
    if hasButtons {
      w.line(
        "/// A tapped bar button calls `onBarButton` with its `id`; the bar keeps the handler,")
      w.line("/// so capture the view controller weakly in it. The ids:")
      for item in bar.leadingItems + bar.trailingItems {
        w.line("/// - `\(SwiftStringLiteral.quoted(item.id))`")
      }
    }
    w.line("@discardableResult")
    signature(
      &w, "static func configureNavigationBar(",
      "of viewController: UIViewController"
        + (hasButtons ? ", onBarButton: @escaping (_ id: String) -> Void" : ""),
      ") -> UISearchController? {")
    w.indented { w in
      if let title = bar.title {
        w.expression("viewController.navigationItem.title = ", uiText(title))
      }
      w.line(
        "viewController.navigationController?.navigationBar.prefersLargeTitles = \(bar.prefersLargeTitles)"
      )
      if bar.largeTitleDisplayMode != .automatic {
        w.line(
          "viewController.navigationItem.largeTitleDisplayMode = .\(bar.largeTitleDisplayMode.rawValue)"
        )
      }
      emitBarButtons(&w, bar.leadingItems, side: "leading", property: "leftBarButtonItems")
      if bar.backButton != nil, !bar.leadingItems.isEmpty {
        // Leading items replace the back button unless they supplement it (D).
        w.line("viewController.navigationItem.leftItemsSupplementBackButton = true")
      }
      emitBarButtons(&w, bar.trailingItems, side: "trailing", property: "rightBarButtonItems")
      guard let search = bar.searchBar else {
        w.line("return nil")
        return
      }
      w.line("let searchController = UISearchController(searchResultsController: nil)")
      if let placeholder = search.placeholder {
        w.expression("searchController.searchBar.placeholder = ", uiText(placeholder))
      }
      w.line("viewController.navigationItem.searchController = searchController")
      w.line("return searchController")
    }
    w.line("}")
    guard hasButtons else { return }
    w.blankLine()
    w.line(
      "/// `configureNavigationBar` with each bar button answered by `actions.onBarButton`, so")
    w.line("/// the app's handlers are the one `Actions` it gives `makeDataSource`.")
    w.line("@discardableResult")
    signature(
      &w, "static func configureNavigationBar(",
      "of viewController: UIViewController, actions: Actions", ") -> UISearchController? {")
    w.indented { w in
      w.expression(
        "",
        .call(
          "configureNavigationBar", ("of", .atom("viewController")),
          ("onBarButton", .atom("{ id in actions.onBarButton?(id) }"))))
    }
    w.line("}")
  }

  /// `navigationItem.leftBarButtonItems` or `rightBarButtonItems`, the outermost first as
  /// UIKit orders them; `style = .done` where the spec says so.
  private func emitBarButtons(
    _ w: inout SwiftWriter, _ items: [BarButtonItem], side: String, property: String
  ) {
    guard !items.isEmpty else { return }
    let buttons = SwiftExpr.array(items.map(barButton))
    let styled = items.indices.filter { items[$0].style == .done }
    if styled.isEmpty {
      w.expression("viewController.navigationItem.\(property) = ", buttons)
      return
    }
    w.expression("let \(side)Items = ", buttons)
    for index in styled { w.line("\(side)Items[\(index)].style = .done") }
    w.line("viewController.navigationItem.\(property) = \(side)Items")
  }

  /// One `UIBarButtonItem` whose action calls the handler with the item's id.
  func barButton(_ item: BarButtonItem) -> SwiftExpr {
    let shown: SwiftArgument
    if let systemItem = item.systemItem {
      shown = SwiftArgument(label: "systemItem", value: .atom(".\(systemItem.rawValue)"))
    } else if let symbol = item.systemImage {
      shown = SwiftArgument(
        label: "image", value: .atom("UIImage(systemName: \(SwiftStringLiteral.quoted(symbol)))"))
    } else {
      shown = SwiftArgument(label: "title", value: uiText(item.title ?? ""))
    }
    let action = SwiftArgument(
      label: "primaryAction",
      value: .atom("UIAction { _ in onBarButton(\(SwiftStringLiteral.quoted(item.id))) }"))
    return .call("UIBarButtonItem", [shown, action])
  }
}
