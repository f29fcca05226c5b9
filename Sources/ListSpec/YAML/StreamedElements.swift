import CYAML

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// Streaming: elements handed over as they are read, and cut down once handed over.
extension TreeBuilder {
  /// Calls `body` with lookups of the values of the root and of the open streamed element
  /// written so far (`precedingValue`), through a snapshot of the tree made only when one is asked for,
  /// and let go before returning: changing the builder's arrays would otherwise copy them.
  func withRootAndElementValues<Result>(
    _ body: ((String) -> YAMLNode?, (String) -> YAMLNode?) -> Result
  ) -> Result {
    var snapshot: YAMLTree?
    let result = body(
      { key in
        if snapshot == nil { snapshot = builder.finish() }
        return precedingValue(key, ofMapping: 0, in: snapshot!)
      },
      { key in
        if snapshot == nil { snapshot = builder.finish() }
        return precedingValue(key, ofMapping: 2, in: snapshot!)
      })
    snapshot = nil
    return result
  }

  /// The value of `key` among the pairs of the mapping `stack[frame]` written before the key
  /// whose value is open (`stack[frame + 1]`); nil when there is none, or when a merge key
  /// may still bring it in.
  func precedingValue(_ key: String, ofMapping frame: Int, in tree: YAMLTree) -> YAMLNode? {
    guard frame + 1 < stack.count, stack[frame].isMapping, stack[frame].merges.isEmpty else {
      return nil
    }
    let end = stack[frame + 1].pendingBase - 1
    for entry in stride(from: stack[frame].pendingBase, to: end - 1, by: 2) {
      if tree.node(at: pending[entry]).scalar?.text == key {
        return tree.node(at: pending[entry + 1])
      }
    }
    return nil
  }

  /// Hands a finished element of the streamed sequence to `elementHandler`, through a tree
  /// that shares the builder's arrays. Once the handler has let go of it, the arrays are
  /// unshared again, so appending to them does not copy them, and the element is cut down to
  /// what is still read of it (`compactStreamedElement`).
  mutating func streamElement(_ index: Int32, sequenceStart: SourceLocation) {
    guard let elementHandler else { return }
    var snapshot: YAMLTree? = builder.finish()
    // The root's pairs before the streamed key are looked up only when asked: a root may
    // have many keys.
    elementHandler(snapshot!.node(at: index), sequenceStart) { key in
      precedingValue(key, ofMapping: 0, in: snapshot!)
    }
    let handlerLetGo = isKnownUniquelyReferenced(&snapshot)
    // Let go of the arrays before they are cut, or cutting them would copy them.
    snapshot = nil
    if !handlerLetGo {
      // A handler that keeps its node would make every later append copy the whole tree.
      // Stop streaming: the decoder sees too few elements and decodes them all itself.
      assertionFailure("the element handler kept its node")
      self.elementHandler = nil
      return
    }
    let top = stack.count - 1
    if let compacted = compactStreamedElement(index, marks: stack[top].savedMarks) {
      pending[pending.count - 1] = compacted
    }
    stack[top].savedMarks = marks
  }

  var marks: BuilderMarks {
    BuilderMarks(
      records: builder.records.count, children: builder.children.count,
      text: builder.text.count, anchorNames: builder.anchorNames.count,
      preparedMappings: builder.preparedCount)
  }

  /// Replaces a streamed element that was handed over by a mapping of only its pairs under
  /// `keptElementKeys` (with their subtrees, ranges and the element's own range): the rest,
  /// most of a large file's nodes, is not kept once handed over. An element that defines an
  /// anchor is kept whole, since a later alias may use any node of it. Returns the new
  /// record index, or nil when the element was kept.
  mutating func compactStreamedElement(_ index: Int32, marks: BuilderMarks) -> Int32? {
    guard Int(index) >= marks.records, builder.anchorNames.count == marks.anchorNames else {
      return nil
    }
    var element = builder.records[Int(index)]
    guard element.kind == .mapping else { return nil }
    var detached = DetachedNodes()
    var entries: [Int32] = []
    var explicitCount = 0
    var entry = Int(element.first)
    while entry < Int(element.first + element.count) {
      let key = builder.children[entry]
      let keyRecord = resolved(builder.records[Int(key)])
      if keptElementKeys.contains(where: { isScalar(keyRecord, spelt: $0) }) {
        entries.append(detach(key, marks: marks, into: &detached))
        entries.append(detach(builder.children[entry + 1], marks: marks, into: &detached))
        if entry < Int(element.first + element.explicitCount) { explicitCount += 2 }
      }
      entry += 2
    }
    element.first = Int32(marks.children + detached.children.count)
    element.count = Int32(entries.count)
    element.explicitCount = Int32(explicitCount)
    detached.children += entries
    detached.records.append(element)
    builder.records.removeSubrange(marks.records...)
    builder.children.removeSubrange(marks.children...)
    builder.text.removeSubrange(marks.text...)
    // Prepared mappings stand only in the collected sequence, which is never kept.
    if builder.preparedCount > marks.preparedMappings {
      builder.preparedCount = marks.preparedMappings
      consumer?.truncatePrepared(to: marks.preparedMappings)
    }
    builder.records += detached.records
    builder.children += detached.children
    builder.text += detached.text
    return Int32(builder.records.count - 1)
  }

  /// Records, child lists and text copied out of the builder, with the indices they will have
  /// once appended back after the builder is cut at the element's marks.
  struct DetachedNodes {
    var records: [YAMLTree.Record] = []
    var children: [Int32] = []
    var text: [UInt8] = []
  }

  /// Copies the subtree of `index` into `detached` (children first); nodes written before
  /// `marks` stay where they are. Returns the index the node will have.
  mutating func detach(_ index: Int32, marks: BuilderMarks, into detached: inout DetachedNodes)
    -> Int32
  {
    guard Int(index) >= marks.records else { return index }
    var record = builder.records[Int(index)]
    switch record.kind {
    case .scalar:
      let start = Int(record.first)
      record.first = Int32(marks.text + detached.text.count)
      detached.text += builder.text[start..<start + Int(record.count)]
    case .alias:
      record.first = detach(record.first, marks: marks, into: &detached)
    case .mapping, .sequence:
      let start = Int(record.first)
      let entries = (start..<start + Int(record.count)).map {
        detach(builder.children[$0], marks: marks, into: &detached)
      }
      record.first = Int32(marks.children + detached.children.count)
      detached.children += entries
    }
    detached.records.append(record)
    return Int32(marks.records + detached.records.count - 1)
  }
}
