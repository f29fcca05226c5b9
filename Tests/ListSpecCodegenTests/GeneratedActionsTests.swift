import Foundation
import ListSpec
import ListSpecCodegen
import XCTest

/// The generated Swift calls the app's handlers with the right item and id: a program built
/// with the recording stand-in selects every row, turns its switches and SwiftUI toggles, taps
/// its detail buttons and performs its swipe actions, and prints what each `Actions` closure and the swipe
/// handler were given; the test derives what should be printed from the spec.
final class GeneratedActionsTests: XCTestCase {
  private let specPath = "Tests/PluginFixture/Sources/Fixture/Transactions.listspec.yaml"

  func testEachUserActionReachesItsHandlerWithTheRowsItemAndTheActionsID() throws {
    let (spec, code) = try generated()
    let lines = try run(code)
    XCTAssertEqual(lines, expectedLines(spec))
    // What the spec says, spelt out: a written id, an id from the literal title, a computed
    // title's written id, an item's own action, the switch's new value.
    for line in [
      "swipe refund coffee", "swipe Split coffee", "swipe flag salary",
      "swipe unpin pinned-payee", "switch large-payments false", "detail salary",
      "select large-payments",
    ] {
      XCTAssertTrue(lines.contains(line), "\(line) in \(lines)")
    }
  }

  /// The examples' lists too: one template (the item itself goes to the handler), swipe
  /// actions named by their literal titles, an item's own actions, a hosting cell, a `Toggle`
  /// in a hosting cell (game-library, whose `if:` on a checkmark calls no handler). Left out:
  /// specs with an `if:` on a swipe action, switch or detail button or with collapsed outline
  /// rows — which rows and controls there are is the oracle's to check, not the handlers'.
  func testTheExamplesActionsReachTheirHandlers() throws {
    for name in ["mail", "video-games", "sf-symbols", "game-library"] {
      let (spec, code) = try generated("examples/\(name).yaml")
      XCTAssertEqual(try run(code), expectedLines(spec), name)
    }
  }

  /// The same through `Actions` alone: `makeLayout(itemAt:actions:)` answers the swipe
  /// actions with `onSwipeAction`, as `makeDataSource` answers the rest.
  func testOneActionsValueAnswersEveryRowActionSwipesIncluded() throws {
    for path in [specPath, "examples/mail.yaml", "examples/every-option.yaml"] {
      let (spec, code) = try generated(path)
      XCTAssertTrue(code.contains("var onSwipeAction:"), path)
      XCTAssertEqual(try run(code, throughActions: true), expectedLines(spec), path)
    }
  }

  /// `configureNavigationBar(of:actions:)`: a tapped bar button reaches `onBarButton` with its
  /// id, the left buttons then the right ones, as the spec lists them.
  func testBarButtonsReachOnBarButtonWithTheirIDs() throws {
    let (spec, code) = try generated("examples/every-option.yaml")
    let bar = try XCTUnwrap(spec.navigationBar)
    let main = """
      import UIKit

      @main struct BarMain {
        @MainActor static func main() {
          let viewController = UIViewController()
          EveryOptionList.configureNavigationBar(
            of: viewController, actions: EveryOptionList.Actions(onBarButton: { print("bar \\($0)") }))
          print(_StandInUserActions.tapBarButtons(of: viewController.navigationItem))
        }
      }

      """
    let output = try OracleProgram.output(main: main, sources: [code])
    let ids = (bar.leadingItems + bar.trailingItems).map { "bar \($0.id)" }
    XCTAssertGreaterThan(ids.count, 1)
    XCTAssertEqual(
      String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init),
      ids + ["\(ids.count)"])
  }

  /// The check is real: generated code that calls the wrong handler, sets no delegate, gives a
  /// swipe handler the title in place of the id or a switch's or toggle's handler the old
  /// value, or leaves a toggle constant, prints something else.
  func testMiswiredActionsAreCaught() throws {
    let (spec, code) = try generated()
    for (wrong, right) in [
      ("actions.onSelect?(.transaction(item))", "actions.onDetail?(.transaction(item))"),
      ("collectionView.delegate = nil", "collectionView.delegate = selection"),
      ("swipeHandler(\"Refund\"", "swipeHandler(\"refund\""),
      ("actions.onSwitch?(.alert(item), !$0)", "actions.onSwitch?(.alert(item), $0)"),
      ("actions.onSwipeAction?(item, \"x\")", "actions.onSwipeAction?(item, id)"),
    ] {
      XCTAssertTrue(code.contains(right), right)
      let lines = try run(
        code.replacingOccurrences(of: right, with: wrong),
        throughActions: wrong.contains("onSwipeAction"))
      XCTAssertNotEqual(lines, expectedLines(spec), wrong)
    }
    let (options, optionsCode) = try generated("examples/every-option.yaml")
    for (wrong, right) in [
      ("actions.onSwitch?(.controls(item), !$0)", "actions.onSwitch?(.controls(item), $0)"),
      ("isOn: .constant(item.enabled)", "isOn: binding(item.enabled)"),
    ] {
      XCTAssertTrue(optionsCode.contains(right), right)
      let lines = try run(
        optionsCode.replacingOccurrences(of: right, with: wrong), throughActions: true)
      XCTAssertNotEqual(lines, expectedLines(options), wrong)
    }
  }

  /// A SwiftUI `Toggle` calls `onSwitch` with its row's item and the value it was turned to,
  /// each toggle of a cell once (every-option's controls cell has two, one showing `!enabled`).
  func testTogglesReachOnSwitchWithTheirItemAndNewValue() throws {
    let (spec, code) = try generated("examples/every-option.yaml")
    XCTAssertTrue(code.contains("isOn: binding(item.enabled)"))
    XCTAssertFalse(code.contains(".constant("))
    let lines = try run(code, throughActions: true)
    XCTAssertEqual(lines, expectedLines(spec))
    for line in ["switch switch false", "switch switch true"] {
      XCTAssertTrue(lines.contains(line), "\(line) in \(lines)")
    }
  }

  /// The sections are the app's: a section the spec never named, with its header and footer
  /// from the app's closures, and the spec's texts where the app returns them.
  func testHeadersAndFootersOfTheAppsSectionsComeFromItsClosures() throws {
    let (_, code) = try generated()
    let main = """
      import UIKit

      @main struct HeadersMain {
        @MainActor static func main() {
          let collectionView = UICollectionView(
            frame: .zero, collectionViewLayout: TransactionsList.makeLayout(
              itemAt: { _ in nil }, performSwipeAction: { _, _ in false }))
          let dataSource = TransactionsList.makeDataSource(
            collectionView: collectionView,
            sectionHeader: { $0 == .today ? TransactionsList.header(for: $0) : "Day " + $0.rawValue },
            sectionFooter: { $0 == .alerts ? TransactionsList.footer(for: $0) : nil })
          var snapshot = TransactionsList.Snapshot()
          snapshot.appendSections([.today, TransactionsSection("2024-12-09"), .alerts])
          dataSource.apply(snapshot, animatingDifferences: false)
          for index in 0..<3 {
            for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
              let view = _StandInUIKitRecording.supplementary(of: dataSource, kind: kind, section: index)
              let content = (view as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration
              print(content?.text ?? "nil")
            }
          }
        }
      }

      """
    let output = try OracleProgram.output(main: main, sources: [code])
    XCTAssertEqual(
      String(decoding: output, as: UTF8.self).split(separator: "\n"),
      [
        "Today", "nil", "Day 2024-12-09", "nil", "Day alerts", "Alerts arrive as notifications.",
      ])
  }

  private func generated(_ path: String? = nil) throws -> (ListSpecDocument, String) {
    let loaded = ListSpecLoader.load(
      path: packageRoot.appendingPathComponent(path ?? specPath).path)
    let spec = try XCTUnwrap(loaded.spec, "\(loaded.diagnostics.map(\.message))")
    XCTAssertEqual(loaded.diagnostics.filter { $0.severity == .error }.map(\.message), [])
    return (spec, try XCTUnwrap(SwiftGenerator().generate(loaded).code))
  }

  /// Runs the program acting on every row of the spec's snapshot; its printed lines.
  /// With `throughActions`, the swipe actions too are answered by `Actions.onSwipeAction`
  /// (`makeLayout(…actions:)`) rather than `performSwipeAction`.
  private func run(_ code: String, throughActions: Bool = false) throws -> [String] {
    let program = OracleList(name: "actions", source: code)
    let list = try XCTUnwrap(program.types)
    let swipe = #"{ id, item in print("swipe \(id) \(item.id)"); return true }"#
    var layoutArguments = try program.layoutArguments(performSwipeAction: swipe)
    var handlers = [#"onSelect: { print("select \($0.id)") }"#]
    if code.contains("var onSwitch:") {
      handlers.append(#"onSwitch: { print("switch \($0.id) \($1)") }"#)
    }
    if code.contains("var onDetail:") {
      handlers.append(#"onDetail: { print("detail \($0.id)") }"#)
    }
    // Declared after the others: the memberwise initializer takes them in that order.
    if throughActions {
      layoutArguments.removeAll { $0.hasPrefix("performSwipeAction:") }
      layoutArguments.append("actions: actions")
      handlers.append(
        #"onSwipeAction: { item, id in print("swipe \(id) \(item.id)"); return true }"#)
    }
    let applies = program.applyingInitialSnapshots(to: "dataSource")
    let main = """
      import SwiftUI
      import UIKit

      @main struct ActionsMain {
        @MainActor static func main() async {
          var made: \(list.list).DataSource?
          let actions = \(list.list).Actions(\(handlers.joined(separator: ", ")))
          let layout = \(list.list).makeLayout(\(layoutArguments.joined(separator: ", ")))
          let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
          let dataSource = \(list.list).makeDataSource(
            collectionView: collectionView, actions: actions)
          made = dataSource
          \(applies)
          for row in _StandInUIKitRecording.rows(of: dataSource) {
            let indexPath = IndexPath(indexes: [row.section, row.item])
            print("row \\(row.identifier.id)")
            _StandInUserActions.select(indexPath, in: collectionView)
            _StandInUserActions.turnSwitches(of: row.cell)
            await _StandInSwiftUIUserActions.turnToggles(of: row.cell)
            _StandInUserActions.tapDetailButtons(of: row.cell)
            let list = _StandInUIKitRecording.listConfiguration(of: layout, section: row.section)
            for provider in [
              list?.leadingSwipeActionsConfigurationProvider,
              list?.trailingSwipeActionsConfigurationProvider,
            ] {
              _ = _StandInUserActions.performSwipeActions(provider?(indexPath))
            }
          }
        }
      }

      """
    let output = try OracleProgram.output(main: main, sources: [code])
    return String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  /// What the program prints for `spec`, from the spec: per row, its selection, its switches
  /// then its SwiftUI toggles (each turned over from what it shows), its detail buttons, then each swipe action of the
  /// leading and trailing edge (the item's own, else its template's) with its handler id.
  private func expectedLines(_ spec: ListSpecDocument) -> [String] {
    var lines: [String] = []
    for section in spec.sections {
      for item in section.items {
        lines.append("row \(item.id)")
        lines.append("select \(item.id)")
        guard let template = spec.cells.first(where: { $0.name == item.cell })
        else { continue }
        for accessory in template.accessories {
          if let isOn = accessory.customView?.isOn {
            let field = isOn.expression.fieldNames.first ?? ""
            lines.append("switch \(item.id) \(item.fields[field] != "true")")
          }
        }
        if case .hosting(let hosting) = template.kind {
          for isOn in toggles(hosting.content, fields: item.fields) {
            lines.append("switch \(item.id) \(!isOn)")
          }
        }
        for accessory in template.accessories where accessory.kind == .detail {
          lines.append("detail \(item.id)")
        }
        for edge in SwipeEdge.allCases {
          let configuration = item.swipeActions?[edge] ?? template.swipeActions?[edge]
          for (index, action) in (configuration?.actions ?? []).enumerated() {
            lines.append("swipe \(action.handlerID(edge: edge, index: index)) \(item.id)")
          }
        }
      }
    }
    return lines
  }

  /// What each `Toggle` the item's cell shows is on, in drawing order: a view whose `if:`
  /// does not hold is not in the cell.
  private func toggles(_ view: ViewNode, fields: ItemFields) -> [Bool] {
    if let condition = view.condition, !condition.isTrue(for: fields) { return [] }
    switch view.kind {
    case .hStack(let stack), .vStack(let stack), .zStack(let stack):
      return stack.children.flatMap { toggles($0, fields: fields) }
    case .toggle(.view(let label), let isOn):
      return [isOn.isTrue(for: fields)] + toggles(label, fields: fields)
    case .toggle(_, let isOn):
      return [isOn.isTrue(for: fields)]
    default:
      return []
    }
  }
}
