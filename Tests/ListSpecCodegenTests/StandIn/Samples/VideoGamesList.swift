// Sample in the shape `listspec generate` emits: a UIKit list with headers (iOS 14).
import SwiftUI
import UIKit

struct VideoGamesItem: Hashable, Sendable, Identifiable {
  let id: String
  let name: String
  let platform: String
}

@MainActor
enum VideoGamesList {
  typealias DataSource = UICollectionViewDiffableDataSource<Int, VideoGamesItem>

  static func makeLayout() -> UICollectionViewCompositionalLayout {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.backgroundColor = .systemGroupedBackground
    configuration.headerMode = .supplementary
    configuration.showsSeparators = true
    return UICollectionViewCompositionalLayout.list(using: configuration)
  }

  static func makeDataSource(collectionView: UICollectionView) -> DataSource {
    let videoGameRegistration = UICollectionView.CellRegistration<
      UICollectionViewListCell, VideoGamesItem
    > { cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item.name
      content.secondaryText = item.platform
      content.image = UIImage(systemName: "gamecontroller")
      content.imageProperties.tintColor = .systemPurple
      content.textProperties.font = .preferredFont(forTextStyle: .headline)
      content.textProperties.numberOfLines = 2
      content.secondaryTextProperties.color = .secondaryLabel
      content.directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: 8, leading: 16, bottom: 8, trailing: 16)
      cell.contentConfiguration = content
      var background = UIBackgroundConfiguration.listGroupedCell()
      background.backgroundColor = .secondarySystemGroupedBackground
      cell.backgroundConfiguration = background
      cell.accessories = [
        .disclosureIndicator(),
        .label(text: "\(item.name.count)", options: .init(tintColor: .secondaryLabel)),
      ]
    }
    let dataSource = DataSource(collectionView: collectionView) { collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(
        using: videoGameRegistration, for: indexPath, item: item)
    }
    let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { [unowned dataSource] header, _, indexPath in
      let section = dataSource.snapshot().sectionIdentifiers[indexPath.section]
      var content = header.defaultContentConfiguration()
      content.text = "\(section)"
      header.contentConfiguration = content
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(
        using: headerRegistration, for: indexPath)
    }
    return dataSource
  }

  static func initialSnapshot() -> NSDiffableDataSourceSnapshot<Int, VideoGamesItem> {
    var snapshot = NSDiffableDataSourceSnapshot<Int, VideoGamesItem>()
    snapshot.appendSections([0])
    snapshot.appendItems(
      [VideoGamesItem(id: "mass-effect", name: "Mass Effect", platform: "Xbox 360")],
      toSection: 0)
    return snapshot
  }
}
