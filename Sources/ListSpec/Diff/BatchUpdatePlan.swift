/// A section moved inside one batch: `from` in the stage's before-state, `to` in its
/// after-state (UIKit's `moveSection(_:toSection:)`).
public struct SectionIndexMove: Sendable, Hashable {
  /// Index before the batch.
  public var from: Int
  /// Index after the batch.
  public var to: Int

  public init(from: Int, to: Int) {
    self.from = from
    self.to = to
  }
}

/// An item moved inside one batch: `from` in the stage's before-state, `to` in its after-state
/// (UIKit's `moveItem(at:to:)`).
public struct ItemIndexMove: Sendable, Hashable {
  /// Index path before the batch.
  public var from: ListIndexPath
  /// Index path after the batch.
  public var to: ListIndexPath

  public init(from: ListIndexPath, to: ListIndexPath) {
    self.from = from
    self.to = to
  }
}

/// One `performBatchUpdates` call. Index spaces follow UIKit's rules for a batch: deletions,
/// reloads, reconfigures and move sources refer to the list before the batch; insertions and
/// move destinations to the list after it.
public struct BatchUpdateStage: Sendable, Hashable {
  /// The stages, in the order they are applied. Empty stages are left out of a plan.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// `reconfigureItems` / `reloadItems`, at old index paths, before anything moves.
    case itemUpdates
    /// `deleteSections` and `deleteItems` (items of surviving sections), at old index paths.
    case deletions
    /// `insertSections` (empty) and `moveSection`: sections take their final order.
    case sectionInsertsAndMoves
    /// `insertItems` and `moveItem`, into the final sections.
    case itemInsertsAndMoves
    /// `reloadSections` for changed headers or footers, at final indices.
    case sectionUpdates
  }

  /// Which of the five stages this is.
  public var kind: Kind
  /// UIKit operations of the batch, named as the `UICollectionView` methods.
  public var deleteSections: [Int] = []
  public var insertSections: [Int] = []
  public var moveSections: [SectionIndexMove] = []
  public var reloadSections: [Int] = []
  public var deleteItems: [ListIndexPath] = []
  public var insertItems: [ListIndexPath] = []
  public var moveItems: [ItemIndexMove] = []
  public var reconfigureItems: [ListIndexPath] = []
  public var reloadItems: [ListIndexPath] = []

  public init(kind: Kind) {
    self.kind = kind
  }

  /// True when the stage has no operation.
  public var isEmpty: Bool {
    deleteSections.isEmpty && insertSections.isEmpty && moveSections.isEmpty
      && reloadSections.isEmpty && deleteItems.isEmpty && insertItems.isEmpty
      && moveItems.isEmpty && reconfigureItems.isEmpty && reloadItems.isEmpty
  }

  /// The number of operations in the stage.
  public var operationCount: Int {
    deleteSections.count + insertSections.count + moveSections.count + reloadSections.count
      + deleteItems.count + insertItems.count + moveItems.count + reconfigureItems.count
      + reloadItems.count
  }
}

/// Batch updates that turn the old list into the new one without the update combinations
/// `performBatchUpdates` rejects (a delete and a move of the same index path; a section insert
/// and a move into that section in one batch). Apply the stages in order, each in its own
/// `performBatchUpdates`, updating the data source to the stage's after-state first.
/// The stages and index spaces are specified in `specs/diff.md`.
public struct BatchUpdatePlan: Sendable, Hashable {
  /// Non-empty stages, in order.
  public var stages: [BatchUpdateStage] = []

  public init(stages: [BatchUpdateStage] = []) {
    self.stages = stages
  }

  /// The stage of a kind, if the plan has one.
  public func stage(_ kind: BatchUpdateStage.Kind) -> BatchUpdateStage? {
    stages.first { $0.kind == kind }
  }
}
