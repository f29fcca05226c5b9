// The oracle's driver: compiled with generated files and the recording stand-in into one
// program, it runs each list's registrations over its snapshot and prints, as JSON, what every
// row, header and footer was configured with. `GeneratedCodeOracle` writes the call of
// `oracleRecord` for each list and compares the output with listspec's renderer.
// Not compiled into the test binary (the StandIn folder is excluded).

import Foundation
import SwiftUI
import UIKit

/// What the lists of one program configured, printed once at exit by `oraclePrint`.
@MainActor var oracleRecords: [String: Any] = [:]

/// Runs one list: every row through the data source's cell provider, the swipe actions of the
/// layout's providers, each section's header and footer.
@MainActor func oracleRecord<Section, Item>(
  spec: String,
  dataSource: UICollectionViewDiffableDataSource<Section, Item>,
  layout: UICollectionViewLayout,
  sectionID: (Section) -> String,
  itemID: (Item) -> String
) where Section: Hashable & Sendable, Item: Hashable & Sendable {
  let snapshot = dataSource.snapshot()
  var rows: [[String: Any]] = []
  for row in _StandInUIKitRecording.rows(of: dataSource) {
    let section = snapshot.sectionIdentifiers[row.section]
    var record: [String: Any] = [
      "section": sectionID(section), "item": itemID(row.identifier),
      "level": _StandInUIKitRecording.level(of: row.identifier, in: dataSource, section: section),
    ]
    if let cell = row.cell {
      record["cell"] = _StandInUIKitRecording.cell(cell, hosting: oracleHosting)
    }
    let indexPath = IndexPath(indexes: [row.section, row.item])
    if let list = _StandInUIKitRecording.listConfiguration(of: layout, section: row.section) {
      if let provider = list.leadingSwipeActionsConfigurationProvider {
        record["leadingSwipeActions"] = _StandInUIKitRecording.swipeActions(provider(indexPath))
      }
      if let provider = list.trailingSwipeActionsConfigurationProvider {
        record["trailingSwipeActions"] = _StandInUIKitRecording.swipeActions(provider(indexPath))
      }
    }
    rows.append(record)
  }
  var supplementaries: [[String: Any]] = []
  for (index, section) in snapshot.sectionIdentifiers.enumerated() {
    // UIKit asks for a section's header or footer only when its list shows them.
    let list = _StandInUIKitRecording.listConfiguration(of: layout, section: index)
    var kinds: [(String, String)] = []
    if list?.headerMode == .supplementary {
      kinds.append((UICollectionView.elementKindSectionHeader, "header"))
    }
    if list?.footerMode == .supplementary {
      kinds.append((UICollectionView.elementKindSectionFooter, "footer"))
    }
    // A section that is not a list asks for the element kinds of its boundary items.
    let boundaryItems =
      _StandInUIKitRecording.sectionLayout(of: layout, section: index)?[
        "boundarySupplementaryItems"] as? [[String: Any]] ?? []
    for item in boundaryItems {
      switch item["elementKind"] as? String {
      case UICollectionView.elementKindSectionHeader?:
        kinds.append((UICollectionView.elementKindSectionHeader, "header"))
      case UICollectionView.elementKindSectionFooter?:
        kinds.append((UICollectionView.elementKindSectionFooter, "footer"))
      default: break
      }
    }
    for (kind, name) in kinds {
      guard
        let view = _StandInUIKitRecording.supplementary(of: dataSource, kind: kind, section: index)
      else { continue }
      supplementaries.append([
        "section": sectionID(section), "kind": name,
        "view": _StandInUIKitRecording.cell(view, hosting: oracleHosting),
      ])
    }
  }
  var lists: [Any] = []
  for index in snapshot.sectionIdentifiers.indices {
    if let list = _StandInUIKitRecording.listConfiguration(of: layout, section: index) {
      lists.append(_StandInUIKitRecording.value(list))
    }
  }
  // Sections that are not lists (`layout:`), by section identifier.
  var sectionLayouts: [String: Any] = [:]
  for (index, section) in snapshot.sectionIdentifiers.enumerated() {
    if let record = _StandInUIKitRecording.sectionLayout(of: layout, section: index) {
      sectionLayouts[sectionID(section)] = record
    }
  }
  var record: [String: Any] = [
    "rows": rows, "supplementaries": supplementaries, "lists": lists,
    "sectionLayouts": sectionLayouts,
  ]
  record["collectionViewBackground"] = _StandInUIKitRecording.collectionViewBackground(
    of: dataSource)
  oracleRecords[spec] = record
}

/// A section or item identifier as the spec writes it: a String raw value, else as printed.
func oracleID<Identifier>(_ identifier: Identifier) -> String {
  if let raw = identifier as? any RawRepresentable, let text = raw.rawValue as? String {
    return text
  }
  return "\(identifier)"
}

/// A hosting configuration's record, from the SwiftUI stand-in.
@MainActor func oracleHosting(_ configuration: any UIContentConfiguration) -> Any? {
  guard let hosting = _StandInRecording.hostingLeaves(configuration) else { return nil }
  func leaves(_ leaves: [_StandInLeaf]) -> [[String: String]] {
    leaves.map { leaf in leaf.attributes.merging(["kind": leaf.kind]) { $1 } }
  }
  return ["hosting": leaves(hosting.content), "background": leaves(hosting.background)]
}

/// Prints every list's record as one JSON object keyed by spec name.
@MainActor func oraclePrint() {
  let data = try! JSONSerialization.data(
    withJSONObject: oracleRecords, options: [.sortedKeys, .prettyPrinted])
  FileHandle.standardOutput.write(data)
}
