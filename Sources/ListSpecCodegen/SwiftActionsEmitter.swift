import ListSpec

/// `PrefixList.Actions`: the app's handlers for what the user does on a row — selects it,
/// turns its switch, taps its detail button — and the data source that keeps the selection
/// delegate. Handlers a spec cannot call (a switch in a spec without one) are left out.
extension SwiftEmitter {
  /// True when a template has a switch: a `customView` accessory (`UISwitch`) or a SwiftUI
  /// `Toggle`.
  var usesSwitchAction: Bool { usesCustomViewSwitch || spec.cells.contains(where: showsToggle) }

  /// True when `template` is a hosting cell whose view shows a SwiftUI `Toggle`: its view then
  /// takes `actions`, and the toggle calls `onSwitch`.
  func showsToggle(_ template: CellTemplate) -> Bool {
    guard case .hosting(let hosting) = template.kind else { return false }
    var found = false
    hosting.content.forEachView { view in
      if case .toggle = view.kind { found = true }
    }
    return found
  }

  /// True when the navigation bar has buttons.
  var usesBarButtons: Bool {
    guard let bar = spec.navigationBar else { return false }
    return !bar.leadingItems.isEmpty || !bar.trailingItems.isEmpty
  }

  /// True when a template has a `detail` (info) button.
  var usesDetailAction: Bool {
    spec.cells.contains { $0.accessories.contains { $0.kind == .detail } }
  }

  /// The item a handler is given from inside a registration, where `item` is the template's
  /// struct when there are several templates: `.message(item)`.
  func wholeItem(ofTemplate template: String) -> String {
    guard plan.hasTemplateCases,
      let member = plan.templates.first(where: { $0.template.name == template })?.member
    else { return "item" }
    return ".\(SwiftName.escaped(member))(item)"
  }

  /// `struct Actions`, `final class DataSource` and its selection delegate.
  func emitActionsTypes(_ w: inout SwiftWriter) {
    let item = plan.itemType
    w.blankLine()
    w.line("/// What the app does when the user acts on a row, given the row's item; nil: nothing.")
    w.line("/// Pass it to `makeDataSource(collectionView:actions:)`.")
    w.block("struct Actions {") { w in
      w.line("/// The user selected the row.")
      w.line("var onSelect: (@MainActor (_ item: \(item)) -> Void)? = nil")
      if usesSwitchAction {
        let switches =
          switch (usesCustomViewSwitch, spec.cells.contains(where: showsToggle)) {
          case (true, true): "a `UISwitch` accessory or a SwiftUI `Toggle`"
          case (false, _): "a SwiftUI `Toggle`"
          case (true, false): "a `UISwitch` accessory"
          }
        w.line("/// The user turned the row's switch (\(switches)) on or off.")
        w.line("var onSwitch: (@MainActor (_ item: \(item), _ isOn: Bool) -> Void)? = nil")
      }
      if usesDetailAction {
        w.line("/// The user tapped the row's detail (info) button.")
        w.line("var onDetail: (@MainActor (_ item: \(item)) -> Void)? = nil")
      }
      if !swipeEdges.isEmpty {
        w.line(
          "/// The user performed the row's swipe action `id` (its `id:`, else its title as the")
        w.line(
          "/// spec writes it); true when it was performed. Pass `Actions` to `makeLayout`.")
        w.line(
          "var onSwipeAction: (@MainActor (_ item: \(item), _ id: String) -> Bool)? = nil")
      }
      if usesBarButtons {
        w.line(
          "/// The user tapped the bar button `id`. Pass `Actions` to `configureNavigationBar`.")
        w.line("var onBarButton: (@MainActor (_ id: String) -> Void)? = nil")
      }
    }
    w.blankLine()
    w.line("/// UIKit's data source. It keeps the collection view's delegate that `makeDataSource`")
    w.line("/// sets for `Actions.onSelect` (a collection view holds its delegate weakly).")
    let superclass = "UICollectionViewDiffableDataSource<\(plan.sectionType), \(item)>"
    if w.fits("final class DataSource: \(superclass) {") {
      w.line("final class DataSource: \(superclass) {")
    } else {
      // swift-format breaks an inheritance clause that does not fit after the colon.
      w.line("final class DataSource:")
      w.indented { $0.line(superclass) }
      w.line("{")
    }
    w.indented { $0.line("fileprivate var selection: Selection?") }
    w.line("}")
    w.blankLine()
    w.line("/// The delegate that gives `onSelect` the item of the row the user selects.")
    w.block("fileprivate final class Selection: NSObject, UICollectionViewDelegate {") { w in
      w.line("weak var dataSource: DataSource?")
      w.line("var onSelect: (@MainActor (_ item: \(item)) -> Void)?")
      w.blankLine()
      w.block(
        "func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {"
      ) { w in
        w.line("if let item = dataSource?.itemIdentifier(for: indexPath) { onSelect?(item) }")
      }
    }
  }

  /// In `makeDataSource`: the selection delegate, when the app handles selection.
  func emitSelectionDelegate(_ w: inout SwiftWriter) {
    w.block("if let onSelect = actions.onSelect {") { w in
      w.line("let selection = Selection()")
      w.line("selection.dataSource = dataSource")
      w.line("selection.onSelect = onSelect")
      w.line("dataSource.selection = selection")
      w.line("collectionView.delegate = selection")
    }
  }
}
