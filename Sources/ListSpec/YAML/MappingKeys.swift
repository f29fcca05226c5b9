import CYAML

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// Keys of a mapping: duplicates found as they are read, and merge keys (`<<`) applied.
extension TreeBuilder {
  mutating func isMergeKey(_ record: YAMLTree.Record) -> Bool {
    builder.text[Int(record.first)] == UInt8(ascii: "<")
      && builder.text[Int(record.first) + 1] == UInt8(ascii: "<")
  }

  mutating func text(of record: YAMLTree.Record) -> String {
    builder.text.withUnsafeBufferPointer { buffer in
      String(
        decoding: UnsafeBufferPointer(
          rebasing: buffer[Int(record.first)..<Int(record.first + record.count)]), as: UTF8.self)
    }
  }

  mutating func sameText(_ lhs: YAMLTree.Record, _ rhs: YAMLTree.Record) -> Bool {
    guard lhs.count == rhs.count else { return false }
    guard lhs.count > 0 else { return true }
    return builder.text.withUnsafeBufferPointer { buffer in
      memcmp(
        buffer.baseAddress! + Int(lhs.first), buffer.baseAddress! + Int(rhs.first),
        Int(lhs.count)) == 0
    }
  }

  /// Where a key with the same bytes was first written in the open mapping, if it was;
  /// past `linearKeyLimit` keys, the key (written at `range`) is then recorded in the
  /// mapping's index.
  mutating func firstKeyRange(
    _ key: YAMLTree.Record, range: SourceRange, pendingBase: Int,
    index existing: inout FirstUseTable?
  ) -> SourceRange? {
    let keyCount = (pending.count - pendingBase) / 2
    if existing == nil, keyCount < Self.linearKeyLimit {
      var entry = pendingBase
      while entry < pending.count {
        let record = builder.records[Int(pending[entry])]
        if sameText(resolved(record), key) { return record.range }
        entry += 2
      }
      return nil
    }
    if existing == nil {
      var index = FirstUseTable(source: source)
      var entry = pendingBase
      while entry < pending.count {
        let record = builder.records[Int(pending[entry])]
        let keyRecord = resolved(record)
        _ = withText(of: keyRecord) { index.firstUse(ofBytes: $0, at: record.range) }
        entry += 2
      }
      existing = index
    }
    return withText(of: key) { existing!.firstUse(ofBytes: $0, at: range) }
  }

  /// Calls `body` with the bytes of a scalar record.
  func withText<Result>(
    of record: YAMLTree.Record, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    builder.text.withUnsafeBufferPointer { text in
      body(
        UnsafeBufferPointer(rebasing: text[Int(record.first)..<Int(record.first + record.count)]))
    }
  }

  /// `<<: *a` and `<<: [*a, *b]`: keys written in the mapping win; earlier merges win over
  /// later. Appends the merged pairs after the mapping's own entries in `children`.
  /// `keyIndex` is the mapping's index of its keys, which also holds the keys dropped from
  /// the tree (`rootKeyHandler`): they were written, so they win too.
  mutating func applyMerges(_ merges: [Int32], first: Int, keyIndex: FirstUseTable?) {
    var written: Set<String> = []
    var entry = first
    while entry < builder.children.count {
      written.insert(text(of: resolved(builder.records[Int(builder.children[entry])])))
      entry += 2
    }
    for merge in merges {
      let mergeRecord = builder.records[Int(merge)]
      let target = resolved(mergeRecord)
      var sources: [(YAMLTree.Record, SourceRange)] = []
      switch target.kind {
      case .mapping:
        sources = [(target, mergeRecord.range)]
      case .sequence:
        for child in Int(target.first)..<Int(target.first + target.count) {
          let element = builder.records[Int(builder.children[child])]
          sources.append((resolved(element), element.range))
        }
      default:
        report(.invalidMerge(range: mergeRecord.range))
        continue
      }
      for (source, reportRange) in sources {
        guard source.kind == .mapping else {
          report(.invalidMerge(range: reportRange))
          continue
        }
        var pair = Int(source.first)
        while pair < Int(source.first + source.count) {
          let key = builder.children[pair]
          let value = builder.children[pair + 1]
          let keyRecord = resolved(builder.records[Int(key)])
          let isWritten =
            keyIndex != nil && keyRecord.kind == .scalar
            && withText(of: keyRecord) { keyIndex!.contains($0) }
          if !isWritten, written.insert(text(of: keyRecord)).inserted {
            builder.children.append(key)
            builder.children.append(value)
          }
          pair += 2
        }
      }
    }
  }
}
