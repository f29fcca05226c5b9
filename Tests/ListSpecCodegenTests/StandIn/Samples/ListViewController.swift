// Docs example: a view controller wiring a generated list into a collection view.
import UIKit

struct ContactItem: Hashable, Sendable {
  let name: String
}

@MainActor
enum ContactsList {
  typealias DataSource = UICollectionViewDiffableDataSource<Int, ContactItem>

  static func makeLayout() -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .sidebar))
  }

  static func makeDataSource(collectionView: UICollectionView) -> DataSource {
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, ContactItem> {
      cell, _, item in
      var content = UIListContentConfiguration.sidebarCell()
      content.text = item.name
      cell.contentConfiguration = content
    }
    return DataSource(collectionView: collectionView) { collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
  }
}

final class ContactsViewController: UIViewController {
  private var dataSource: ContactsList.DataSource?

  override func viewDidLoad() {
    super.viewDidLoad()
    let collectionView = UICollectionView(
      frame: .zero, collectionViewLayout: ContactsList.makeLayout())
    collectionView.backgroundColor = UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
    view = collectionView
    let dataSource = ContactsList.makeDataSource(collectionView: collectionView)
    var snapshot = NSDiffableDataSourceSnapshot<Int, ContactItem>()
    snapshot.appendSections([0])
    snapshot.appendItems([ContactItem(name: "Ada")])
    dataSource.apply(snapshot, animatingDifferences: false)
    self.dataSource = dataSource
  }
}
