import ListSpec

/// One field an item sets: for hover ("which items set it") and definition.
struct ItemField: Sendable {
  var itemID: String
  var template: String?
  var keyRange: SourceRange
  var kind: String
}

/// A cell template of `cells`: its name, where the name is written, and the extent of its
/// definition.
struct TemplateName: Sendable {
  var name: String
  var range: SourceRange
  var extent: SourceRange
}

/// The names completion, hover and definition look up in a document's tree: its cell
/// templates and the fields its items set. Read once per version of the tree (a spec of
/// 100,000 items has 400,000 fields), or brought up to date from an older version's by
/// ``reconciled(with:in:)`` while the new version's tree is not read yet.
struct DocumentNames: Sendable {
  var templates: [TemplateName] = []
  /// Every field every item sets, in source order, by name. In names brought up to a newer
  /// text, they are the older text's, ranges included: ``setters(of:)`` leaves out those on
  /// edited lines, ``fieldNames`` the names written only there.
  private(set) var fields: [String: [ItemField]] = [:]
  /// The edits since the text the fields were read from (names brought up to a newer text).
  private(set) var changes: LineChanges?
  /// The current lines those edits wrote.
  private(set) var editedLines: [Int] = []
  /// Field names written only on lines edited since.
  private var removedFields: Set<String> = []
  /// Template and field names written on lines edited since the tree was read, and templates
  /// where their definition ends was edited: their details (the items that set a field, a
  /// template's extent) only a new reading knows.
  var editedTemplates: Set<String> = []
  var editedFields: Set<String> = []
  /// True for the names of an older version taken as they were (the current one does not
  /// parse): where the templates are is not known.
  var extentsAreStale = false

  init() {}

  init(root: YAMLNode?) {
    guard let root else { return }
    if let pairs = root[DocumentKey.cells.rawValue]?.pairs {
      templates = pairs.compactMap { pair in
        pair.key.text.map {
          TemplateName(
            name: $0, range: pair.key.reportRange,
            extent: pair.value.reportRange)
        }
      }
    }
    let reserved = Set(ItemKey.names)
    var result: [String: [ItemField]] = [:]
    func visit(_ items: YAMLNode?, cell: String?, depth: Int) {
      guard depth < 64, let elements = items?.elements else { return }
      for item in elements where item.isMapping {
        let id = item[ItemKey.id]?.text ?? "?"
        let template = item[ItemKey.cell]?.text ?? cell
        item.forEachPair { key, value, _ in
          guard let name = key.text, !reserved.contains(name) else { return }
          result[name, default: []].append(
            ItemField(
              itemID: id, template: template, keyRange: key.reportRange,
              kind: Self.kind(value)))
        }
        visit(item[ItemKey.children], cell: cell, depth: depth + 1)
      }
    }
    for section in root[DocumentKey.sections]?.elements ?? [] where section.isMapping {
      visit(section[SectionKey.items], cell: section[SectionKey.cell]?.text, depth: 0)
    }
    fields = result
  }

  static func kind(_ node: YAMLNode) -> String {
    switch node.content {
    case .mapping: return "mapping"
    case .sequence: return "list"
    case .scalar(let scalar):
      switch scalar.resolved {
      case .null: return "null"
      case .bool: return "Bool"
      case .int: return "Int"
      case .float: return "Double"
      case .string: return "String"
      }
    }
  }

  /// The most edited lines whose names are read from the text: past them, the whole text is.
  static let maximumEditedLines = 2000

  /// Every template name, the edited ones included, each once, in source order.
  var templateNames: [String] {
    var seen = Set<String>()
    return (templates.map(\.name) + editedTemplates.sorted()).filter { seen.insert($0).inserted }
  }

  /// Every field name, the edited ones included, sorted.
  var fieldNames: [String] {
    Set(fields.keys).subtracting(removedFields).union(editedFields).sorted()
  }

  /// The items that set field `name`, but those written on lines edited since the tree was
  /// read (their ranges are the older text's: for what they say, not where).
  func setters(of name: String) -> [ItemField] {
    guard let changes else { return fields[name] ?? [] }
    return (fields[name] ?? []).filter { changes.currentLine($0.keyRange.start.line - 1) != nil }
  }

  /// The cell template whose definition holds `offset`, if any; nil too when a template was
  /// edited since the tree was read (its extent is not known): ``knowsTemplateExtents``.
  func template(at offset: Int) -> String? {
    templates.first { $0.extent.start.offset <= offset && offset <= $0.extent.end.offset }?.name
  }

  /// True when the names know where every template is (none was edited since the tree).
  var knowsTemplateExtents: Bool { editedTemplates.isEmpty && !extentsAreStale }

  /// These names (read from an older version of the text) brought up to the current text:
  /// what was written on an edited line is dropped, templates' ranges after an edit move with
  /// it, and each name written on an edited line is read from the current text, with the key
  /// context the cursor would have there. The fields are not copied (400,000 for 100,000
  /// items): a name is dropped when each of its items is on an edited line, and
  /// ``setters(of:)`` filters them when asked. Nil when so many lines were edited that reading
  /// the whole text is as quick.
  func reconciled(with changes: LineChanges, in document: TextDocument) -> DocumentNames? {
    let editedLines = changes.editedLines
    guard editedLines.count <= Self.maximumEditedLines else { return nil }
    var result = DocumentNames()
    result.fields = fields
    result.changes = changes
    result.editedLines = editedLines
    for (name, setters) in fields
    where setters.allSatisfy({ changes.currentLine($0.keyRange.start.line - 1) == nil }) {
      result.removedFields.insert(name)
    }
    for template in templates {
      guard let range = changes.current(template.range) else { continue }
      guard let extent = changes.currentExtent(template.extent) else {
        // Its name stands, where its definition ends was edited.
        result.editedTemplates.insert(template.name)
        continue
      }
      result.templates.append(TemplateName(name: template.name, range: range, extent: extent))
    }
    let reserved = Set(ItemKey.names)
    for line in editedLines where line < document.positions.lineCount {
      for offset in Self.keyOffsets(document.bytes, document.positions, line: line) {
        let spot = CursorSpot(document.bytes, document.positions, offset: offset)
        guard spot.isKey, !spot.word.isEmpty else { continue }
        switch KeyContext.document.following(spot.path) {
        case .item where !reserved.contains(spot.word): result.editedFields.insert(spot.word)
        case .templates: result.editedTemplates.insert(spot.word)
        default: break
        }
      }
    }
    return result
  }

  /// The offsets where the keys of a line start (a word before a ':' that ends a key), outside
  /// quotes and comments.
  static func keyOffsets(_ bytes: [UInt8], _ positions: TextPositions, line: Int) -> [Int] {
    let start = positions.lineStarts[line]
    let end = positions.lineEnd(line)
    var offsets: [Int] = []
    var quote: UInt8?
    var index = start
    while index < end {
      let byte = bytes[index]
      if let open = quote {
        if byte == open { quote = nil }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: "#"), index == start || bytes[index - 1] == 0x20 {
        break
      } else if byte == UInt8(ascii: ":"),
        index + 1 == end || bytes[index + 1] == 0x20 || bytes[index + 1] == UInt8(ascii: ",")
      {
        var wordEnd = index
        while wordEnd > start, bytes[wordEnd - 1] == 0x20 { wordEnd -= 1 }
        var wordStart = wordEnd
        while wordStart > start, CursorSpot.isWordByte(bytes[wordStart - 1]) { wordStart -= 1 }
        if wordStart < wordEnd { offsets.append(wordStart) }
      }
      index += 1
    }
    return offsets
  }
}
