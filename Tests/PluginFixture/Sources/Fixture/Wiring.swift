// Uses the types the plugin generates from VideoGames.listspec.yaml and Inbox.listspec.yaml:
// named after the file names, whatever the specs' own names.
import UIKit

@MainActor
final class GamesViewController: UIViewController {
  private var dataSource: VideoGamesList.DataSource!

  override func viewDidLoad() {
    super.viewDidLoad()
    let collectionView = UICollectionView(
      frame: .zero, collectionViewLayout: VideoGamesList.makeLayout())
    view = collectionView
    dataSource = VideoGamesList.makeDataSource(collectionView: collectionView)
    var snapshot = VideoGamesList.initialSnapshot()
    snapshot.appendItems([VideoGamesItem(id: "halo", name: "Halo")], toSection: 0)
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

@MainActor
final class InboxViewController: UIViewController {
  private var dataSource: InboxList.DataSource!

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = InboxList.makeLayout(
      itemAt: { [unowned self] indexPath in self.dataSource.itemIdentifier(for: indexPath) },
      performSwipeAction: { _, item in !item.id.isEmpty })
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    view = collectionView
    dataSource = InboxList.makeDataSource(collectionView: collectionView)
    dataSource.apply(InboxList.initialSnapshot(), animatingDifferences: false)
  }
}

/// Every hook of Transactions.listspec.yaml at once: sections made from the app's days with
/// their headers, a switch, an info button, a selection and swipe actions answered by id —
/// the handlers in one `Actions`, given to the layout and the data source alike.
@MainActor
final class LedgerViewController: UIViewController {
  private var dataSource: TransactionsList.DataSource!
  private var dayTitles: [TransactionsSection: String] = [:]
  private var alerts: [String: Bool] = [:]
  private var opened: TransactionsItem?
  private var flagged: Set<String> = []

  override func viewDidLoad() {
    super.viewDidLoad()
    let actions = TransactionsList.Actions(
      onSelect: { [unowned self] item in self.opened = item },
      onSwitch: { [unowned self] item, isOn in self.alerts[item.id] = isOn },
      onDetail: { [unowned self] item in self.opened = item },
      onSwipeAction: { [unowned self] item, id in self.perform(id, on: item) })
    let layout = TransactionsList.makeLayout(
      itemAt: { [unowned self] indexPath in self.dataSource.itemIdentifier(for: indexPath) },
      actions: actions)
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    view = collectionView
    dataSource = TransactionsList.makeDataSource(
      collectionView: collectionView,
      sectionHeader: { [unowned self] in self.dayTitles[$0] ?? TransactionsList.header(for: $0) },
      sectionFooter: { TransactionsList.footer(for: $0) },
      actions: actions)
    show(days: [("2024-12-10", "Tuesday"), ("2024-12-09", "Monday")])
  }

  /// One section per day, named by its date, then the spec's alerts section.
  func show(days: [(date: String, title: String)]) {
    var snapshot = TransactionsList.Snapshot()
    for (date, title) in days {
      let section = TransactionsSection(date)
      dayTitles[section] = title
      snapshot.appendSections([section])
      snapshot.appendItems(
        [.transaction(id: "\(date)-coffee", payee: "Coffee", amount: "-4.50", isFlagged: false)],
        toSection: section)
    }
    snapshot.appendSections([.alerts])
    snapshot.appendItems(
      [.alert(id: "large-payments", title: "Large payments", isOn: true)], toSection: .alerts)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  private func perform(_ id: String, on item: TransactionsItem) -> Bool {
    switch id {
    case "flag":
      if flagged.remove(item.id) == nil { flagged.insert(item.id) }
      return true
    case "refund", "Split", "unpin":
      return true
    default:
      return false
    }
  }
}
