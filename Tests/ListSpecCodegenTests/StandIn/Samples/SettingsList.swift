// Sample in the shape `listspec generate` emits: accessories, separators and fonts that need
// iOS 15 and later, checked at deployment target iOS 15.0.
import SwiftUI
import UIKit

struct SettingsItem: Hashable, Sendable, Identifiable {
  let id: String
  let title: String
  let value: String
}

@MainActor
enum SettingsList {
  typealias DataSource = UICollectionViewDiffableDataSource<String, SettingsItem>

  static func makeLayout() -> UICollectionViewCompositionalLayout {
    var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
    configuration.headerMode = .supplementary
    configuration.footerMode = .supplementary
    configuration.headerTopPadding = 0
    var separators = UIListSeparatorConfiguration(listAppearance: .grouped)
    separators.topSeparatorVisibility = .hidden
    separators.bottomSeparatorVisibility = .visible
    separators.multipleSelectionColor = .systemMint
    separators.topSeparatorInsets = NSDirectionalEdgeInsets(
      top: 0, leading: 20, bottom: 0, trailing: 0)
    configuration.separatorConfiguration = separators
    return UICollectionViewCompositionalLayout.list(using: configuration)
  }

  static func makeDataSource(collectionView: UICollectionView) -> DataSource {
    let settingRegistration = UICollectionView.CellRegistration<
      UICollectionViewListCell, SettingsItem
    > { cell, _, item in
      var content = UIListContentConfiguration.valueCell()
      content.text = item.title
      content.secondaryText = item.value
      content.prefersSideBySideTextAndSecondaryText = true
      content.textToSecondaryTextHorizontalPadding = 8
      content.textProperties.font = UIFontMetrics(forTextStyle: .body).scaledFont(
        for: .systemFont(ofSize: 17, weight: .semibold))
      content.textProperties.alignment = .natural
      content.imageProperties.maximumSize = CGSize(width: 28, height: 28)
      content.imageProperties.cornerRadius = 6
      cell.contentConfiguration = content
      var accessories: [UICellAccessory] = [
        .checkmark(options: .init(tintColor: .tintColor)),
        .reorder(displayed: .always),
        .delete(),
        .multiselect(),
        .outlineDisclosure(options: .init(style: .header)),
      ]
      if #available(iOS 15.4, *) {
        accessories.append(.detail(options: .init(reservedLayoutWidth: .custom(44))))
      }
      if #available(iOS 16.0, *) {
        accessories.append(.popUpMenu(UIMenu(children: [])))
      }
      cell.accessories = accessories
    }
    let dataSource = DataSource(collectionView: collectionView) { collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(
        using: settingRegistration, for: indexPath, item: item)
    }
    let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { [unowned dataSource] header, _, indexPath in
      var content = UIListContentConfiguration.prominentInsetGroupedHeader()
      content.text = dataSource.sectionIdentifier(for: indexPath.section)
      header.contentConfiguration = content
    }
    let footerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionFooter
    ) { footer, _, _ in
      var content = UIListContentConfiguration.groupedFooter()
      content.text = "Changes apply at once."
      footer.contentConfiguration = content
    }
    dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
      if kind == UICollectionView.elementKindSectionHeader {
        return collectionView.dequeueConfiguredReusableSupplementary(
          using: headerRegistration, for: indexPath)
      }
      return collectionView.dequeueConfiguredReusableSupplementary(
        using: footerRegistration, for: indexPath)
    }
    return dataSource
  }
}

struct SettingsBadge: View {
  var count: Int

  var body: some View {
    ZStack(alignment: .center) {
      Capsule(style: .continuous).fill(Color.red)
      VStack(alignment: .leading, spacing: 2) {
        Text("\(count) new").font(.caption2).lineLimit(1)
        Text(verbatim: "settings").font(.system(size: 11, weight: .bold))
        Divider()
      }
      .padding(EdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6))
    }
    .frame(minWidth: 20, maxWidth: 80, alignment: .leading)
    .background(Color.clear, ignoresSafeAreaEdges: .all)
    .foregroundStyle(Color.white)
    .opacity(0.9)
    .cornerRadius(4)
    .imageScale(.small)
  }
}
