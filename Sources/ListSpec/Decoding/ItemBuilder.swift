/// An item's mapping as ``ItemBuilder`` reads it: the bytes the reader collected before any
/// node exists (`ItemStreaming`), or a mapping of the tree (`SpecDecoder.decodeItem`).
protocol ItemMappingEntries {
  /// One key and its value.
  associatedtype Entry
  /// The item's range: the mapping's.
  var range: SourceRange { get }
  /// Calls `body` with each entry, in order.
  func forEachEntry(_ body: (Entry) -> Void)
  /// The key's bytes passed to `body`; nil for a key that is no scalar (the reader reports it).
  func withKey<Result>(_ entry: Entry, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result?
  /// The value's bytes and kind passed to `body` when it is a scalar that is not null; nil
  /// otherwise.
  func withValue<Result>(
    _ entry: Entry, _ body: (UnsafeBufferPointer<UInt8>, FieldValueKind) -> Result
  ) -> Result?
  /// Where the value is written.
  func valueRange(_ entry: Entry) -> SourceRange
  /// The reserved key `key` (the entry's) spells, or nil for a field's key.
  func reservedKey(_ entry: Entry, key: UnsafeBufferPointer<UInt8>) -> ItemKey?
}

extension ItemMappingEntries {
  func reservedKey(_ entry: Entry, key: UnsafeBufferPointer<UInt8>) -> ItemKey? {
    ItemKey.reserved(key)
  }
}

/// Why a mapping made no item, for the caller to report.
enum ItemBuildFailure: Error {
  /// No `id` key.
  case missingID
  /// An `id` or `cell` whose value is no text (the builder reported it through
  /// `invalidValue`): the item is dropped, so it is not also a duplicate `''` or an unknown
  /// template `''`.
  case invalidNameValue
  /// An id holding a `{…}`: no item is in scope for a template there.
  case templateInID(template: Template, range: SourceRange)
}

/// Makes items from their mappings: the one place that says which keys are fields, how a
/// field's value is typed, and what names an item, whether the mapping comes as the reader's
/// bytes or from the tree. The decoder keeps one and each reading thread of the reader its
/// own, so an item allocates only its fields' buffer.
struct ItemBuilder {
  private var fields = ItemFields.Builder(minimumCapacity: 16)

  /// Appends the item of `entries` to `items`, without a cell when it names none (`false` is
  /// then returned with it: the section's cell is the caller's to set), or returns why there
  /// is none. Keys that give the item structure (the outline, swipe actions) are no fields:
  /// `structure` gets them. A value that is no text is kept as an empty field, so the error
  /// `invalidValue` reports is not repeated as "item has no field".
  ///
  /// `keysAreUnique` says the caller made sure no key is given twice, so the fields need no
  /// second check.
  mutating func appendItem<Entries: ItemMappingEntries>(
    of entries: Entries, keysAreUnique: Bool, into items: inout [Item],
    structure: (ItemKey, Entries.Entry) -> Void,
    invalidValue: (UnsafeBufferPointer<UInt8>, Entries.Entry) -> Void
  ) -> Result<Bool, ItemBuildFailure> {
    fields.reset()
    var idEntry: Entries.Entry?
    var cellEntry: Entries.Entry?
    var id = ""
    var cell = ""
    var idHasBrace = false
    var nameValueInvalid = false
    entries.forEachEntry { entry in
      _ = entries.withKey(entry) { key in
        let reserved = entries.reservedKey(entry, key: key)
        if let reserved {
          switch reserved.role {
          case .identifier: idEntry = entry
          case .template: cellEntry = entry
          case .outline, .swipeActions:
            structure(reserved, entry)
            return
          }
        }
        let appended: Void? = entries.withValue(entry) { value, kind in
          fields.append(key, value, kind: kind)
          // The names are made from the bytes at hand, not looked up among the fields.
          switch reserved?.role {
          case .identifier?:
            id = String(decoding: value, as: UTF8.self)
            idHasBrace = value.contains(UInt8(ascii: "{"))
          case .template?: cell = String(decoding: value, as: UTF8.self)
          default: break
          }
        }
        guard appended == nil else { return }
        fields.append(key, UnsafeBufferPointer(start: nil, count: 0), kind: .string)
        if reserved != nil { nameValueInvalid = true }
        invalidValue(key, entry)
      }
    }
    guard let idEntry else { return .failure(.missingID) }
    guard !nameValueInvalid else { return .failure(.invalidNameValue) }
    let idRange = entries.valueRange(idEntry)
    if idHasBrace, let template = SpecDecoder.strayTemplate(id, range: idRange) {
      return .failure(.templateInID(template: template, range: idRange))
    }
    items.append(
      Item(
        id: id, cell: cell,
        fields: keysAreUnique ? fields.finishWithUniqueKeys() : fields.finish(),
        range: entries.range, idRange: idRange, cellRange: cellEntry.map(entries.valueRange)))
    return .success(cellEntry != nil)
  }
}

extension FieldValueKind {
  /// The kind of a field's scalar value: text unless the core schema reads it as a number, a
  /// boolean or null (a plain scalar that does not start as a word does, or a tag says so).
  init(fieldValue bytes: UnsafeBufferPointer<UInt8>, style: ScalarStyle, tag: CoreTag?) {
    guard tag != nil || (style == .plain && (bytes.isEmpty || !YAMLTree.isPlainWordStart(bytes[0])))
    else {
      self = .string
      return
    }
    self.init(
      YAMLScalar(text: String(decoding: bytes, as: UTF8.self), style: style, tag: tag).resolved)
  }
}

/// An item mapping of the tree, read in place: records are read where they are and field
/// bytes copied from the tree; strings and handles are made only to report a problem.
struct TreeItemEntries: ItemMappingEntries {
  typealias Entry = (key: Int32, value: Int32)
  let node: YAMLNode

  var range: SourceRange { node.reportRange }

  func forEachEntry(_ body: (Entry) -> Void) {
    node.forEachEntry { body(($0, $1)) }
  }

  func withKey<Result>(_ entry: Entry, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
    let tree = node.tree
    let record = tree.resolvedRecord(entry.key)
    guard record.kind == .scalar else { return nil }
    return tree.withBytes(record, body)
  }

  func withValue<Result>(
    _ entry: Entry, _ body: (UnsafeBufferPointer<UInt8>, FieldValueKind) -> Result
  ) -> Result? {
    let tree = node.tree
    let record = tree.resolvedRecord(entry.value)
    guard record.kind == .scalar, !(record.style == .plain && tree.isNullScalar(record)) else {
      return nil
    }
    return tree.withBytes(record) {
      body($0, FieldValueKind(fieldValue: $0, style: record.style, tag: record.tag))
    }
  }

  func valueRange(_ entry: Entry) -> SourceRange { node.tree.node(at: entry.value).reportRange }
}
