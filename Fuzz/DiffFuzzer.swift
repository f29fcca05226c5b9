// libFuzzer harness for the diff of two specs: the input is split at its first "\n#8<\n" line
// (a YAML comment, so a seed pair is two spec files joined by it) into an old and a new file;
// both go through the loader, and when both are valid, through ListDiff, its text and its JSON.
// Built by scripts/fuzz like FrontEndFuzzer.swift.

#if canImport(Glibc)
  import Glibc
#endif

/// Separates the old and the new file in one fuzz input.
let diffFuzzSeparator = Array("\n#8<\n".utf8)

public func diffFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  var split = bytes.count
  if bytes.count >= diffFuzzSeparator.count {
    for start in 0...(bytes.count - diffFuzzSeparator.count)
    where bytes[start..<start + diffFuzzSeparator.count].elementsEqual(diffFuzzSeparator) {
      split = start
      break
    }
  }
  let newStart = min(bytes.count, split + diffFuzzSeparator.count)
  let options = LoadOptions(limits: fuzzLimits)
  let old = ListSpecLoader.load(
    source: SourceFile(path: "old.yaml", bytes: Array(bytes[..<split])), options: options)
  let new = ListSpecLoader.load(
    source: SourceFile(path: "new.yaml", bytes: Array(bytes[newStart...])), options: options)
  FuzzInvariants.check(old)
  FuzzInvariants.check(new)
  guard let oldSpec = old.spec, let newSpec = new.spec else { return 0 }
  let diff = ListDiff.compute(old: oldSpec, new: newSpec)
  DiffInvariants.check(diff, old: oldSpec, new: newSpec)
  FuzzInvariants.expect(
    ListDiff.compute(old: oldSpec, new: oldSpec).isEmpty, "a list differs from itself")
  _ = DiffTextFormatter(oldPath: "old.yaml", newPath: "new.yaml").format(diff)
  _ = DiffJSON.report(diff, oldPath: "old.yaml", newPath: "new.yaml")
  return 0
}

/// What a diff of two valid lists (unique ids) must say: exactly the rows only in the old list
/// are deleted, exactly those only in the new one inserted, at index paths that name them;
/// moves and updates name ids in both (rows: an outline's visible items); each outline
/// section's section-snapshot update rebuilds its new tree.
enum DiffInvariants {
  static func check(_ diff: ListDiff, old: ListSpecDocument, new: ListSpecDocument) {
    let oldSections = Set(old.sections.map(\.id))
    let newSections = Set(new.sections.map(\.id))
    FuzzInvariants.expect(
      Set(diff.deletedSections.map(\.id)) == oldSections.subtracting(newSections),
      "deleted sections")
    FuzzInvariants.expect(
      Set(diff.insertedSections.map(\.id)) == newSections.subtracting(oldSections),
      "inserted sections")
    for move in diff.movedSections {
      FuzzInvariants.expect(
        oldSections.contains(move.id) && newSections.contains(move.id), "moved section")
    }
    let oldItems = itemPaths(old)
    let newItems = itemPaths(new)
    let oldIDs = Set(oldItems.keys)
    let newIDs = Set(newItems.keys)
    FuzzInvariants.expect(
      Set(diff.deletedItems.map(\.id)) == oldIDs.subtracting(newIDs), "deleted items")
    FuzzInvariants.expect(
      Set(diff.insertedItems.map(\.id)) == newIDs.subtracting(oldIDs), "inserted items")
    for deletion in diff.deletedItems {
      FuzzInvariants.expect(
        oldItems[deletion.id] == deletion.oldIndexPath, "deleted item \(deletion.id) path")
    }
    for insertion in diff.insertedItems {
      FuzzInvariants.expect(
        newItems[insertion.id] == insertion.newIndexPath, "inserted \(insertion.id) path")
    }
    for move in diff.movedItems {
      FuzzInvariants.expect(
        oldItems[move.id] == move.oldIndexPath, "moved item \(move.id) old path")
      FuzzInvariants.expect(
        newItems[move.id] == move.newIndexPath, "moved item \(move.id) new path")
    }
    for update in diff.updatedItems {
      FuzzInvariants.expect(
        oldIDs.contains(update.id) && newIDs.contains(update.id), "updated \(update.id)")
    }
    let oldCount = oldItems.count - diff.deletedItems.count + diff.insertedItems.count
    FuzzInvariants.expect(oldCount == newItems.count, "item counts")
    // Outlines: each section snapshot update turns the old section's tree into the new one.
    for section in new.sections {
      let oldSection = old.sections.first { $0.id == section.id }
      guard section.isOutline || oldSection?.isOutline == true else { continue }
      var tree = oldSection.map(OutlineTree.init) ?? OutlineTree()
      for update in diff.outline.sectionSnapshots where update.sectionID == section.id {
        for operation in update.operations { tree.apply(operation) }
      }
      FuzzInvariants.expect(tree == OutlineTree(section), "section snapshot of \(section.id)")
    }
  }

  static func itemPaths(_ spec: ListSpecDocument) -> [String: ListIndexPath] {
    var paths: [String: ListIndexPath] = [:]
    for (section, value) in spec.sections.enumerated() {
      // The rows the collection view shows: an outline's visible items.
      for (item, entry) in value.visibleItems.enumerated() {
        paths[entry.id] = ListIndexPath(section: section, item: item)
      }
    }
    return paths
  }
}
