extension ListSpecDocument {
  /// Where the key `name` is written in the item mapping written at `itemRange`, or nil.
  ///
  /// The loaded tree (``root``) does not keep items, so the item's lines are read again from
  /// the file: only that item, with the text before it on its first line read as spaces so
  /// that it parses at its own indentation. An item that uses an alias defined elsewhere, or
  /// a document built in code (no file), gives nil.
  public func keyRange(ofField name: String, inItemAt itemRange: SourceRange) -> SourceRange? {
    if let root, let found = Self.keyRange(ofField: name, inItemAt: itemRange, of: root) {
      return found
    }
    guard let source else { return nil }
    let lineStart = source.offset(line: itemRange.start.line, column: 1)
    let start = itemRange.start.offset
    let end = min(itemRange.end.offset, source.byteCount)
    guard lineStart <= start, start < end else { return nil }
    var slice = [UInt8](repeating: UInt8(ascii: " "), count: start - lineStart)
    slice += source.slice(start..<end)
    let read = YAMLReader().read(SourceFile(path: source.path, bytes: slice))
    guard read.diagnostics.isEmpty, let item = read.root else { return nil }
    for pair in item.pairs ?? [] where pair.key.text == name {
      let keyRange = pair.key.reportRange
      return SourceRange(
        start: source.location(byteOffset: lineStart + keyRange.start.offset),
        end: source.location(byteOffset: lineStart + keyRange.end.offset))
    }
    return nil
  }

  /// The key range from a tree that still holds the items (a document built from a full tree).
  private static func keyRange(
    ofField name: String, inItemAt itemRange: SourceRange, of root: YAMLNode
  )
    -> SourceRange?
  {
    for section in root["sections"]?.elements ?? [] {
      for item in section["items"]?.elements ?? [] where item.reportRange == itemRange {
        for pair in item.pairs ?? [] where pair.key.text == name {
          return pair.key.range
        }
      }
    }
    return nil
  }
}
