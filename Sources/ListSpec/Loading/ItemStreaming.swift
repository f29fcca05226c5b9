/// The items of streamed sections, read while the reader reads them: the listspec side of
/// the reader's collected mappings (``YAMLStreaming``, ``CollectedMappingConsumer``).
///
/// The reader collects the mappings of a streamed section's `items` as bytes. When one is
/// the common simple item — plain or quoted scalars, no key twice, an `id`, no null value,
/// no merge key and none of the keys that give an item structure (`children`, `expanded`,
/// swipe actions) — reading it into the tree only for the decoder to read it back would cost
/// more than libyaml's parsing, so it is made into an ``Item`` here (a prepared item, which
/// the decoder takes as it is: `SpecDecoder.preparedItems`). Anything else is read into the
/// tree as any mapping, and decoded from there. While a section's items are offered, the
/// streamed checks (`ListSpecLoader.ItemCheckSession`) may take each one — first still as
/// bytes (`checkCollected`), then made (`checkMade`) — so that a `validate` never holds them.
final class ItemStreaming: CollectedMappingConsumer {
  /// The file read, for the places of scalars (`CollectedMapping.range(_:in:)`).
  let source: SourceFile
  /// The prepared items so far, each standing in the tree as an empty mapping record.
  /// (Unchecked: only the reading thread touches them, during `finish` and after the read,
  /// and a run-time exclusivity check on every item's several accesses cost more than 1%.)
  @exclusivity(unchecked) private(set) var prepared = PreparedItems()
  /// Reused for each prepared item, so an item allocates only its fields.
  @exclusivity(unchecked) private var builder = ItemBuilder()

  /// Offered each item that passes the shape rules, still as bytes, while its section's
  /// items are offered: returning true takes it (it is never made). Its arguments: the
  /// item, its section's start, and lookups of the root's and the section's values.
  var checkCollected:
    ((CollectedItem, SourceLocation, (String) -> YAMLNode?, (String) -> YAMLNode?) -> Bool)?
  /// Offered each item made, with whether it has a `cell` of its own, while its section's
  /// items are offered: returning true takes it (it leaves no record in the tree).
  var checkMade:
    ((Item, Bool, SourceLocation, (String) -> YAMLNode?, (String) -> YAMLNode?) -> Bool)?

  init(source: SourceFile) {
    self.source = source
  }

  /// The streaming of a spec's `sections`: each section kept in the tree once decoded with
  /// the keys the configuration diff reads (its id, its `list:` and its `itemSeparators:`),
  /// its `items` collected here.
  func streaming(
    elementHandler: @escaping (YAMLNode, SourceLocation, (String) -> YAMLNode?) -> Void
  ) -> YAMLStreaming {
    YAMLStreaming(
      sequenceKey: SpecDecoder.StreamedSections.key,
      keptElementKeys: ([SectionKey.id] + SectionKey.configurationKeys).map(\.rawValue),
      collectedKey: SectionKey.items.rawValue, consumer: self, elementHandler: elementHandler)
  }

  func finish(
    _ mapping: CollectedMapping, offered: Bool, elementStart: SourceLocation,
    rootValue: (String) -> YAMLNode?, elementValue: (String) -> YAMLNode?
  ) -> CollectedMappingOutcome {
    guard let shape = Self.shape(of: mapping) else { return .readIntoTree }
    if offered, let checkCollected,
      checkCollected(
        CollectedItem(
          mapping: mapping, idValue: shape.idValue, cellValue: shape.cellValue,
          idRange: mapping.range(shape.idValue, in: source)),
        elementStart, rootValue, elementValue)
    {
      return .taken
    }
    appendItem(mapping, shape: shape)
    if offered, let checkMade,
      checkMade(
        prepared.items[prepared.items.count - 1], shape.cellValue != nil, elementStart,
        rootValue, elementValue)
    {
      prepared.items.removeLast()
      prepared.hasOwnCell.removeLast()
      return .taken
    }
    return .prepared
  }

  func truncatePrepared(to count: Int) {
    // The decoder may have taken the whole array as a section's items: cutting it would
    // then copy it, so a fresh one of the same size takes its place.
    if count == 0 {
      let capacity = prepared.items.count
      prepared.items = []
      prepared.items.reserveCapacity(capacity)
    } else {
      prepared.items.removeSubrange(count...)
    }
    prepared.hasOwnCell.removeSubrange(count...)
  }

  /// Makes the item of `mapping` and appends it to `prepared`. The item is made where it is
  /// stored: passing it back through optionals copied its 150-odd bytes each time.
  private func appendItem(_ mapping: CollectedMapping, shape: (idValue: Int, cellValue: Int?)) {
    let made = builder.appendItem(
      of: CollectedItemEntries(
        mapping: mapping, source: source, idPair: shape.idValue / 2,
        cellPair: shape.cellValue.map { $0 / 2 }),
      keysAreUnique: true,
      into: &prepared.items,
      structure: { key, _ in preconditionFailure("shape(of:) leaves '\(key)' to the tree") },
      invalidValue: { _, _ in preconditionFailure("shape(of:) leaves null values to the tree") })
    guard case .success(let hasOwnCell) = made else {
      preconditionFailure("shape(of:) lets only mappings that make an item through")
    }
    prepared.hasOwnCell.append(hasOwnCell)
  }

  /// Where the collected item's `id` and `cell` values are among its scalars, when reading
  /// its mapping into the tree and decoding it would give an item and no problem; nil
  /// otherwise.
  static func shape(of mapping: CollectedMapping) -> (idValue: Int, cellValue: Int?)? {
    let count = mapping.scalarCount
    guard count % 2 == 0 else { return nil }
    return mapping.withScalars(
      whole: { shape(count: count, scalars: $0) }, all: { shape(count: count, scalars: $0) })
  }

  /// `shape(of:)` over `count` scalars.
  static func shape<Scalars: CollectedScalars>(count: Int, scalars scalar: Scalars)
    -> (idValue: Int, cellValue: Int?)?
  {
    func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ wanted: StaticString) -> Bool {
      YAMLTree.equal(bytes, wanted)
    }
    var idValue: Int?
    var cellValue: Int?
    var pair = 0
    while pair < count {
      let (key, keyStyle) = scalar[pair]
      let (value, valueStyle) = scalar[pair + 1]
      // `<<` merges; a null value and the structure keys are reported or read apart.
      if keyStyle == .plain, equals(key, "<<") { return nil }
      if valueStyle == .plain, YAMLTree.isNullText(value) { return nil }
      switch ItemKey.reserved(key)?.role {
      // An id holding a `{` may be a template, which the decoder reports.
      case .identifier:
        if value.contains(UInt8(ascii: "{")) { return nil }
        idValue = pair + 1
      case .template: cellValue = pair + 1
      case nil: break
      // Every other reserved key (the outline, swipe actions, and any key added later) is
      // read from the tree: the item is made there, which is always right, only slower.
      default: return nil
      }
      // A key given twice is reported by the tree. A small mapping's keys are scanned.
      var earlier = 0
      while count <= CollectedMapping.fullScalarLimit, earlier < pair {
        if YAMLTree.equal(scalar[earlier].bytes, key) { return nil }
        earlier += 2
      }
      pair += 2
    }
    guard let idValue else { return nil }
    if count > CollectedMapping.fullScalarLimit {
      // A larger mapping's keys are sorted by their bytes and neighbours compared: 4 bytes a
      // key, where an index of them took about 30.
      var keys = [Int32](unsafeUninitializedCapacity: count / 2) { buffer, initialized in
        for index in 0..<count / 2 { buffer[index] = Int32(2 * index) }
        initialized = count / 2
      }
      keys.sort { YAMLTree.precedes(scalar[Int($0)].bytes, scalar[Int($1)].bytes) }
      for index in keys.indices.dropFirst()
      where YAMLTree.equal(scalar[Int(keys[index - 1])].bytes, scalar[Int(keys[index])].bytes) {
        return nil
      }
    }
    return (idValue, cellValue)
  }
}

/// The items the reader's consumer prepared (``ItemStreaming``), each standing in the tree as
/// an empty mapping record (`YAMLNode.preparedIndex`), and whether each has a cell of its
/// own. Kept as plain items so that a section made only of them can take the array as it is.
struct PreparedItems: Sendable {
  var items: [Item] = []
  var hasOwnCell: [Bool] = []

  /// The item `node` stands for, if it stands for one.
  func item(for node: YAMLNode) -> PreparedItem? {
    node.preparedIndex.map { PreparedItem(item: items[$0], hasOwnCell: hasOwnCell[$0]) }
  }
}

/// An item of a streamed section made while its events were read (``ItemStreaming``).
struct PreparedItem: Sendable {
  /// The item; without a `cell` of its own, its cell and cell range are the decoder's to
  /// set (it alone knows the section's default cell).
  var item: Item
  var hasOwnCell: Bool
}

/// The pairs of a collected item mapping, as ``ItemBuilder`` reads them: `shape(of:)` has
/// let through only untagged scalars that are not null, with no key twice, and no reserved
/// key but `id` and `cell`.
struct CollectedItemEntries: ItemMappingEntries {
  let mapping: CollectedMapping
  let source: SourceFile
  /// The pairs of the `id` and the `cell` that `shape(of:)` found: the only reserved keys it
  /// lets through, so they are not looked up a second time.
  let idPair: Int
  let cellPair: Int?

  func reservedKey(_ pair: Int, key: UnsafeBufferPointer<UInt8>) -> ItemKey? {
    pair == idPair ? .id : pair == cellPair ? .cell : nil
  }

  var range: SourceRange { mapping.range }

  func forEachEntry(_ body: (Int) -> Void) {
    for pair in 0..<mapping.pairCount { body(pair) }
  }

  func withKey<Result>(_ pair: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
    body(mapping.key(pair))
  }

  func withValue<Result>(
    _ pair: Int, _ body: (UnsafeBufferPointer<UInt8>, FieldValueKind) -> Result
  ) -> Result? {
    let value = mapping.value(pair)
    return body(
      value, FieldValueKind(fieldValue: value, style: mapping.style(2 * pair + 1), tag: nil))
  }

  func valueRange(_ pair: Int) -> SourceRange { mapping.range(2 * pair + 1, in: source) }
}

/// An item collected as bytes, offered before it is made into an ``Item``
/// (`ItemStreaming.checkCollected`): valid only during the call. Reading its mapping into
/// the tree and decoding it would give an item with these fields (every pair, `id` and
/// `cell` included) and no problem.
struct CollectedItem {
  let mapping: CollectedMapping
  /// The positions among the scalars of the `id` value and of the `cell` value, if written.
  let idValue: Int
  let cellValue: Int?
  let idRange: SourceRange

  /// The value of the field named `name`, if the item has it.
  @inline(__always)
  func value(of name: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
    mapping.value(of: name)
  }

  var id: UnsafeBufferPointer<UInt8> { mapping.bytes(idValue) }
  var cell: UnsafeBufferPointer<UInt8>? { cellValue.map { mapping.bytes($0) } }
}
