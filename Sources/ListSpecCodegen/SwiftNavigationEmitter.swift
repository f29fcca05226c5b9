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
    w.line("@discardableResult")
    signature(
      &w, "static func configureNavigationBar(", "of viewController: UIViewController",
      ") -> UISearchController? {")
    w.indented { w in
      if let title = bar.title {
        w.expression(
          "viewController.navigationItem.title = ", .atom(SwiftStringLiteral.quoted(title)))
      }
      w.line(
        "viewController.navigationController?.navigationBar.prefersLargeTitles = \(bar.prefersLargeTitles)"
      )
      if bar.largeTitleDisplayMode != .automatic {
        w.line(
          "viewController.navigationItem.largeTitleDisplayMode = .\(bar.largeTitleDisplayMode.rawValue)"
        )
      }
      guard let search = bar.searchBar else {
        w.line("return nil")
        return
      }
      w.line("let searchController = UISearchController(searchResultsController: nil)")
      if let placeholder = search.placeholder {
        w.expression(
          "searchController.searchBar.placeholder = ",
          .atom(SwiftStringLiteral.quoted(placeholder)))
      }
      w.line("viewController.navigationItem.searchController = searchController")
      w.line("return searchController")
    }
    w.line("}")
  }
}
