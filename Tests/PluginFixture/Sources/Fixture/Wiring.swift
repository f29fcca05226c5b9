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
