// Sample in the shape `listspec generate` emits: SwiftUI cells in UIHostingConfiguration
// (iOS 16), in a file whose deployment target is iOS 14.
import SwiftUI
import UIKit

struct SFSymbolsItem: Hashable, Sendable, Identifiable {
  let id: String
  let name: String
}

@available(iOS 16.0, *)
struct SymbolCell: View {
  var item: SFSymbolsItem

  var body: some View {
    HStack(alignment: .firstTextBaseline) {
      Image(systemName: item.name).padding()
      Spacer()
      Text(item.name).font(.system(.title3, weight: .semibold))
      Spacer()
      Image(systemName: item.name).padding()
    }
    .frame(height: 70)
    .background {
      RoundedRectangle(cornerRadius: 12)
        .fill(Color(.systemYellow))
    }
    .alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
    .alignmentGuide(.listRowSeparatorTrailing) { $0[.trailing] }
  }
}

@MainActor
enum SFSymbolsList {
  typealias DataSource = UICollectionViewDiffableDataSource<Int, SFSymbolsItem>

  static func makeLayout() -> UICollectionViewCompositionalLayout {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    if #available(iOS 14.5, *) {
      var separators = UIListSeparatorConfiguration(listAppearance: .plain)
      separators.bottomSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
      separators.color = .separator
      configuration.separatorConfiguration = separators
    }
    return UICollectionViewCompositionalLayout.list(using: configuration)
  }

  static func makeDataSource(collectionView: UICollectionView) -> DataSource {
    let symbolRegistration = UICollectionView.CellRegistration<
      UICollectionViewListCell, SFSymbolsItem
    > { cell, _, item in
      if #available(iOS 16.0, *) {
        cell.contentConfiguration = UIHostingConfiguration { SymbolCell(item: item) }
          .margins(.horizontal, 50)
      } else {
        var content = cell.defaultContentConfiguration()
        content.text = item.name
        cell.contentConfiguration = content
      }
    }
    return DataSource(collectionView: collectionView) { collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(
        using: symbolRegistration, for: indexPath, item: item)
    }
  }
}
