// Sample in the shape `listspec generate` emits for a spec with several cell templates: an
// item enum with a struct per template, one registration per template dequeued by the item's
// case, swipe actions as data the item carries, swipe-actions providers set by `makeLayout`,
// and an outline section applied as an `NSDiffableDataSourceSectionSnapshot`. Hosting cells
// need iOS 16: checked at deployment target iOS 16.0.
import SwiftUI
import UIKit

enum InboxItem: Hashable, Sendable, Identifiable {
  case folder(Folder)
  case message(Message)
  case promotion(Promotion)

  struct Folder: Hashable, Sendable, Identifiable {
    let id: String
    let name: String
    let symbol: String
  }

  struct Message: Hashable, Sendable, Identifiable {
    let id: String
    let sender: String
    let subject: String
    let isUnread: Bool
    /// The item's own trailing actions, when it has some (nil: the template's).
    let trailingActions: [SwipeAction]?

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }

    func hash(into hasher: inout Hasher) {
      hasher.combine(id)
    }
  }

  struct Promotion: Hashable, Sendable, Identifiable {
    let id: String
    let headline: String
    let tint: UIColor
  }

  /// A swipe action an item carries as data.
  struct SwipeAction: Hashable, Sendable {
    let title: String
    let isDestructive: Bool
  }

  var id: String {
    switch self {
    case .folder(let item): return item.id
    case .message(let item): return item.id
    case .promotion(let item): return item.id
    }
  }
}

enum InboxSection: String, Hashable, Sendable, CaseIterable {
  case folders
  case inbox
}

@MainActor
enum InboxList {
  typealias DataSource = UICollectionViewDiffableDataSource<InboxSection, InboxItem>
  typealias Snapshot = NSDiffableDataSourceSnapshot<InboxSection, InboxItem>
  typealias SwipeActionHandler = (_ action: String, _ item: InboxItem) -> Bool
  typealias CellRegistration<Template> = UICollectionView.CellRegistration<
    UICollectionViewListCell, Template
  >

  static func makeLayout(
    itemAt: @escaping (IndexPath) -> InboxItem?,
    performSwipeAction: @escaping SwipeActionHandler
  ) -> UICollectionViewCompositionalLayout {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
      itemAt(indexPath).flatMap { trailingSwipeActions(for: $0, perform: performSwipeAction) }
    }
    return UICollectionViewCompositionalLayout.list(using: configuration)
  }

  static func makeDataSource(collectionView: UICollectionView) -> DataSource {
    let folderRegistration = CellRegistration<InboxItem.Folder> { cell, _, item in
      var content = UIListContentConfiguration.sidebarCell()
      content.text = item.name
      content.image = UIImage(systemName: item.symbol)
      cell.contentConfiguration = content
      cell.accessories = [.outlineDisclosure()]
    }
    let messageRegistration = CellRegistration<InboxItem.Message> { cell, _, item in
      var content = UIListContentConfiguration.subtitleCell()
      content.text = item.sender
      content.secondaryText = item.subject
      content.textProperties.font = .preferredFont(forTextStyle: .headline)
      content.textProperties.color = item.isUnread ? .label : .secondaryLabel
      cell.contentConfiguration = content
    }
    let promotionRegistration = CellRegistration<InboxItem.Promotion> { cell, _, item in
      cell.contentConfiguration = UIHostingConfiguration {
        HStack {
          Image(systemName: "tag.fill")
            .foregroundStyle(Color(uiColor: item.tint))
          Text(item.headline)
            .font(.subheadline)
          Spacer()
        }
      }
      .margins(.horizontal, 16)
    }
    return DataSource(collectionView: collectionView) { collectionView, indexPath, item in
      switch item {
      case .folder(let folder):
        return collectionView.dequeueConfiguredReusableCell(
          using: folderRegistration, for: indexPath, item: folder)
      case .message(let message):
        return collectionView.dequeueConfiguredReusableCell(
          using: messageRegistration, for: indexPath, item: message)
      case .promotion(let promotion):
        return collectionView.dequeueConfiguredReusableCell(
          using: promotionRegistration, for: indexPath, item: promotion)
      }
    }
  }

  static func trailingSwipeActions(
    for item: InboxItem, perform: @escaping SwipeActionHandler
  ) -> UISwipeActionsConfiguration? {
    guard case .message(let message) = item else { return nil }
    let actions = (message.trailingActions ?? [.init(title: "Archive", isDestructive: false)])
      .map { action in
        UIContextualAction(
          style: action.isDestructive ? .destructive : .normal, title: action.title
        ) { _, _, completion in completion(perform(action.title, item)) }
      }
    return UISwipeActionsConfiguration(actions: actions)
  }

  static func initialSnapshot() -> Snapshot {
    var snapshot = Snapshot()
    snapshot.appendSections([.folders, .inbox])
    snapshot.appendItems(
      [
        .message(
          InboxItem.Message(
            id: "m1", sender: "Ana", subject: "Trip in June", isUnread: true,
            trailingActions: [.init(title: "Delete", isDestructive: true)])),
        .promotion(InboxItem.Promotion(id: "p1", headline: "20% off", tint: .systemOrange)),
      ],
      toSection: .inbox)
    return snapshot
  }

  /// The `folders` outline: parents with their children, the parent expanded.
  static func foldersSnapshot() -> NSDiffableDataSourceSectionSnapshot<InboxItem> {
    var snapshot = NSDiffableDataSourceSectionSnapshot<InboxItem>()
    let mailboxes = InboxItem.folder(.init(id: "f1", name: "Mailboxes", symbol: "tray"))
    snapshot.append([mailboxes])
    snapshot.append(
      [.folder(.init(id: "f2", name: "Archive", symbol: "archivebox"))], to: mailboxes)
    snapshot.expand([mailboxes])
    return snapshot
  }

  static func applyInitialSnapshots(to dataSource: DataSource) {
    dataSource.apply(initialSnapshot(), animatingDifferences: false)
    dataSource.apply(foldersSnapshot(), to: .folders, animatingDifferences: false)
  }
}
