/// The snapshot half of ``ListDiff``: sections and items matched by id, minimal moves, updates
/// and the staged plan. Works on flat index arrays so it stays linear and allocation-light at a
/// million items; the only hashing is one dictionary of section ids and one of item ids.
struct SnapshotDiffer {
  let old: [SpecSection]
  let new: [SpecSection]
  /// Templates whose name is kept but whose kind changed: their items must be reloaded.
  let kindChangedTemplates: Set<String>

  func run() -> ListDiff {
    var diff = ListDiff()

    // MARK: Sections, matched by id.
    var oldSectionIndexByID: [String: Int] = [:]
    oldSectionIndexByID.reserveCapacity(old.count)
    for (index, section) in old.enumerated() where oldSectionIndexByID[section.id] == nil {
      oldSectionIndexByID[section.id] = index
    }
    var newOfOldSection = [Int](repeating: -1, count: old.count)
    var oldOfNewSection = [Int](repeating: -1, count: new.count)
    for (newIndex, section) in new.enumerated() {
      if let oldIndex = oldSectionIndexByID[section.id], newOfOldSection[oldIndex] == -1 {
        newOfOldSection[oldIndex] = newIndex
        oldOfNewSection[newIndex] = oldIndex
      }
    }
    // Index of each surviving old section once deleted sections are gone (stage 3's from).
    var survivingSectionIndex = [Int](repeating: -1, count: old.count)
    var keptSectionTargets: [Int] = []
    var keptSectionOldIndices: [Int] = []
    for oldIndex in old.indices where newOfOldSection[oldIndex] >= 0 {
      survivingSectionIndex[oldIndex] = keptSectionTargets.count
      keptSectionTargets.append(newOfOldSection[oldIndex])
      keptSectionOldIndices.append(oldIndex)
    }
    var isStable: [Bool] = []
    var tails: [Int] = []
    var predecessors: [Int] = []
    LongestIncreasingSubsequence.mark(
      keptSectionTargets, isMember: &isStable, tails: &tails, predecessors: &predecessors)
    var sectionMoved = [Bool](repeating: false, count: old.count)
    for position in keptSectionTargets.indices where !isStable[position] {
      sectionMoved[keptSectionOldIndices[position]] = true
    }

    var itemUpdatesStage = BatchUpdateStage(kind: .itemUpdates)
    var deletionsStage = BatchUpdateStage(kind: .deletions)
    var sectionStage = BatchUpdateStage(kind: .sectionInsertsAndMoves)
    var itemStage = BatchUpdateStage(kind: .itemInsertsAndMoves)
    var sectionUpdatesStage = BatchUpdateStage(kind: .sectionUpdates)

    for (oldIndex, section) in old.enumerated() where newOfOldSection[oldIndex] < 0 {
      diff.deletedSections.append(
        SectionDeletion(id: section.id, oldIndex: oldIndex, oldRange: section.idRange))
      deletionsStage.deleteSections.append(oldIndex)
    }
    for (newIndex, section) in new.enumerated() {
      let oldIndex = oldOfNewSection[newIndex]
      guard oldIndex >= 0 else {
        diff.insertedSections.append(
          SectionInsertion(id: section.id, newIndex: newIndex, newRange: section.idRange))
        sectionStage.insertSections.append(newIndex)
        continue
      }
      let oldSection = old[oldIndex]
      if sectionMoved[oldIndex] {
        diff.movedSections.append(
          SectionMove(
            id: section.id, oldIndex: oldIndex, newIndex: newIndex, oldRange: oldSection.idRange,
            newRange: section.idRange))
        sectionStage.moveSections.append(
          SectionIndexMove(from: survivingSectionIndex[oldIndex], to: newIndex))
      }
      var changedKeys: [String] = []
      // A restyled header (style, secondary text, image) needs its section reloaded too.
      if oldSection.header != section.header
        || !SupplementaryConfiguration.sameContent(
          oldSection.headerConfiguration, section.headerConfiguration)
      {
        changedKeys.append("header")
      }
      if oldSection.footer != section.footer
        || !SupplementaryConfiguration.sameContent(
          oldSection.footerConfiguration, section.footerConfiguration)
      {
        changedKeys.append("footer")
      }
      if !changedKeys.isEmpty {
        diff.updatedSections.append(
          SectionUpdate(
            id: section.id, oldIndex: oldIndex, newIndex: newIndex, changedKeys: changedKeys,
            oldHeader: oldSection.header, newHeader: section.header,
            oldFooter: oldSection.footer, newFooter: section.footer,
            oldRange: oldSection.range, newRange: section.range))
        sectionUpdatesStage.reloadSections.append(newIndex)
      }
    }

    // MARK: Items, matched by id across the whole list.
    var oldSectionStart = [Int](repeating: 0, count: old.count + 1)
    for (index, section) in old.enumerated() {
      oldSectionStart[index + 1] = oldSectionStart[index] + section.items.count
    }
    var newSectionStart = [Int](repeating: 0, count: new.count + 1)
    for (index, section) in new.enumerated() {
      newSectionStart[index + 1] = newSectionStart[index] + section.items.count
    }
    let oldItemCount = oldSectionStart[old.count]
    let newItemCount = newSectionStart[new.count]

    var oldItemByID: [String: Int] = [:]
    oldItemByID.reserveCapacity(oldItemCount)
    var oldSectionOfItem = [Int](repeating: 0, count: oldItemCount)
    for (sectionIndex, section) in old.enumerated() {
      var flat = oldSectionStart[sectionIndex]
      for item in section.items {
        // With a repeated id (invalid input) the last occurrence is matched; the others count
        // as deleted, which keeps every result consistent.
        oldItemByID[item.id] = flat
        oldSectionOfItem[flat] = sectionIndex
        flat += 1
      }
    }
    var newOfOldItem = [Int](repeating: -1, count: oldItemCount)
    var oldOfNewItem = [Int](repeating: -1, count: newItemCount)
    for (sectionIndex, section) in new.enumerated() {
      var flat = newSectionStart[sectionIndex]
      for item in section.items {
        if let oldFlat = oldItemByID[item.id], newOfOldItem[oldFlat] == -1 {
          newOfOldItem[oldFlat] = flat
          oldOfNewItem[flat] = oldFlat
        }
        flat += 1
      }
    }
    oldItemByID = [:]

    // Old order: deletions, each survivor's index after deletions (stage 4's from), and the
    // longest run of items that stay in their section in order (everything else moved).
    var survivingItemIndex = [Int](repeating: -1, count: oldItemCount)
    var isStableItem = [Bool](repeating: false, count: oldItemCount)
    var keptTargets: [Int] = []
    var keptFlat: [Int] = []
    for (sectionIndex, section) in old.enumerated() {
      let newSection = newOfOldSection[sectionIndex]
      let start = oldSectionStart[sectionIndex]
      var survivors = 0
      keptTargets.removeAll(keepingCapacity: true)
      keptFlat.removeAll(keepingCapacity: true)
      for (position, item) in section.items.enumerated() {
        let flat = start + position
        let newFlat = newOfOldItem[flat]
        if newFlat < 0 {
          let path = ListIndexPath(section: sectionIndex, item: position)
          diff.deletedItems.append(
            ItemDeletion(
              id: item.id, sectionID: section.id, oldIndexPath: path, oldRange: item.range))
          // Items of a deleted section go with it: UIKit rejects deleting both.
          if newSection >= 0 { deletionsStage.deleteItems.append(path) }
          continue
        }
        survivingItemIndex[flat] = survivors
        survivors += 1
        if newSection >= 0, newFlat >= newSectionStart[newSection],
          newFlat < newSectionStart[newSection + 1]
        {
          keptTargets.append(newFlat)
          keptFlat.append(flat)
        }
      }
      guard !keptTargets.isEmpty else { continue }
      LongestIncreasingSubsequence.mark(
        keptTargets, isMember: &isStable, tails: &tails, predecessors: &predecessors)
      for position in keptTargets.indices where isStable[position] {
        isStableItem[keptFlat[position]] = true
      }
    }

    // New order: insertions, moves and updates.
    let checksKinds = !kindChangedTemplates.isEmpty
    for (sectionIndex, section) in new.enumerated() {
      var flat = newSectionStart[sectionIndex]
      for (position, item) in section.items.enumerated() {
        defer { flat += 1 }
        let newPath = ListIndexPath(section: sectionIndex, item: position)
        let oldFlat = oldOfNewItem[flat]
        guard oldFlat >= 0 else {
          diff.insertedItems.append(
            ItemInsertion(
              id: item.id, sectionID: section.id, newIndexPath: newPath, newRange: item.range))
          itemStage.insertItems.append(newPath)
          continue
        }
        let oldSectionIndex = oldSectionOfItem[oldFlat]
        let oldSection = old[oldSectionIndex]
        let oldPosition = oldFlat - oldSectionStart[oldSectionIndex]
        let oldItem = oldSection.items[oldPosition]
        let oldPath = ListIndexPath(section: oldSectionIndex, item: oldPosition)
        let sectionSurvives = newOfOldSection[oldSectionIndex] >= 0
        if !isStableItem[oldFlat] {
          diff.movedItems.append(
            ItemMove(
              id: item.id, oldSectionID: oldSection.id, newSectionID: section.id,
              oldIndexPath: oldPath, newIndexPath: newPath, oldRange: oldItem.range,
              newRange: item.range))
          if sectionSurvives {
            let from = ListIndexPath(
              section: newOfOldSection[oldSectionIndex], item: survivingItemIndex[oldFlat])
            itemStage.moveItems.append(ItemIndexMove(from: from, to: newPath))
          } else {
            // Its section is deleted in stage 2, so it comes back as an insertion.
            itemStage.insertItems.append(newPath)
          }
        }
        let kindChanged =
          checksKinds && oldItem.cell == item.cell
          && kindChangedTemplates.contains(item.cell)
        let differences = item.differences(from: oldItem)
        if kindChanged || !differences.isEmpty {
          let kind: ItemUpdateKind =
            kindChanged || oldItem.cell != item.cell ? .reload : .reconfigure
          diff.updatedItems.append(
            ItemUpdate(
              id: item.id, kind: kind, changedFields: differences.compactMap(\.fieldChange),
              oldCell: oldItem.cell, newCell: item.cell, cellKindChanged: kindChanged,
              oldIndexPath: oldPath, newIndexPath: newPath, oldRange: oldItem.range,
              newRange: item.range))
          // An item whose section is deleted is inserted fresh in stage 4: nothing to update.
          if sectionSurvives {
            if kind == .reload {
              itemUpdatesStage.reloadItems.append(oldPath)
            } else {
              itemUpdatesStage.reconfigureItems.append(oldPath)
            }
          }
        }
      }
    }

    diff.plan = BatchUpdatePlan(
      stages: [itemUpdatesStage, deletionsStage, sectionStage, itemStage, sectionUpdatesStage]
        .filter { !$0.isEmpty })
    return diff
  }
}
