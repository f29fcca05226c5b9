import ListSpec

/// Where something drawn in a layout was written, for a render note that points at it: the
/// cell template's literal that produced it, else the item that carries it (with a note at the
/// template that draws it), or the section whose header or footer shows it. The missing-glyph,
/// symbol-placeholder and image-placeholder notes share it.
struct DrawnSource {
  var range: SourceRange
  /// "cell template 'row'", "item 'a'", "the header of section 's'".
  var producedBy: String
  var note: DiagnosticNote?
  /// The file of an item or a section read from `--items` (``ListSpecDocument/sectionsPath``);
  /// nil for the spec's own.
  var itemsPath: String?

  /// `diagnostic` (made at this source, in the spec's file) with the source's note, moved to
  /// the items file when the source is there (its note, at a template, staying in the spec).
  func noted(_ diagnostic: Diagnostic) -> Diagnostic {
    var noted = diagnostic
    if var note {
      if itemsPath != nil { note.path = diagnostic.path }
      noted.notes.append(note)
    }
    if let itemsPath { noted.path = itemsPath }
    return noted
  }
}

/// Finds ``DrawnSource``s by the ids a layout records; the spec's items and sections are
/// indexed on the first look-up (most layouts never ask).
struct DrawnSources {
  let spec: ListSpecDocument
  private var itemsByID: [String: Item] = [:]
  private var sectionsByID: [String: SpecSection] = [:]
  private var indexed = false

  init(spec: ListSpecDocument) { self.spec = spec }

  /// The source of a value drawn inside `cell` or a `section` header or footer:
  /// `isInItem` says whether an item's field holds it, `isLiteral` whether a template's text
  /// is it.
  mutating func source(
    cell: LayoutNode?, section: LayoutNode?, node: LayoutNode? = nil, isInItem: (Item) -> Bool,
    isLiteral: (Template) -> Bool
  ) -> DrawnSource? {
    if !indexed {
      indexed = true
      for item in spec.allItems where itemsByID[item.id] == nil { itemsByID[item.id] = item }
      for found in spec.sections where sectionsByID[found.id] == nil {
        sectionsByID[found.id] = found
      }
    }
    if let cell, let id = cell.id, let item = itemsByID[id] {
      let template = spec.cell(named: item.cell)
      if !isInItem(item), let literal = template?.templates.first(where: isLiteral) {
        return DrawnSource(range: literal.range, producedBy: "cell template '\(item.cell)'")
      }
      return DrawnSource(
        range: item.range, producedBy: "item '\(item.id)'",
        note: DiagnosticNote(
          message: "drawn by cell template '\(item.cell)'", range: template?.nameRange),
        itemsPath: spec.sectionsPath)
    }
    if let section, let id = section.id, let found = sectionsByID[id] {
      return DrawnSource(
        range: found.range, producedBy: "the \(section.kind.rawValue) of section '\(found.id)'",
        itemsPath: spec.sectionsPath)
    }
    // A navigation bar button: its node records where the button is written.
    if let node, node.name == "barButton", let start = node.source, let bar = spec.navigationBar,
      let button = (bar.leadingItems + bar.trailingItems).first(where: {
        $0.range?.start == start
      }),
      let range = button.range
    {
      return DrawnSource(range: range, producedBy: "bar button '\(button.id)'")
    }
    return nil
  }

  /// The notes on the nodes of `kind` of `layout` — `symbol` (SF Symbols, by `symbol`) or
  /// `image` (app images, by `imageName`) — that `reason` picks, each made by `note` at the
  /// node's source, one per name and place, in tree order: the symbol-placeholder and
  /// image-placeholder notes walk a layout alike.
  mutating func namedNotes<Reason>(
    on kind: LayoutNodeKind, in layout: ListLayout,
    reason: (_ node: LayoutNode, _ name: String) -> Reason?,
    note: (_ name: String, Reason, DrawnSource) -> Diagnostic
  ) -> [Diagnostic] {
    var seen: Set<String> = []
    var result: [Diagnostic] = []
    func visit(_ node: LayoutNode, cell: LayoutNode?, section: LayoutNode?) {
      let cell = node.kind == .cell ? node : cell
      let section = node.kind == .header || node.kind == .footer ? node : section
      if node.kind == kind, let name = kind == .image ? node.imageName : node.symbol,
        let why = reason(node, name),
        let source = source(
          cell: cell, section: section, node: node,
          isInItem: { $0.fields.contains { $0.value == name } },
          isLiteral: { $0.source == name })
      {
        let diagnostic = source.noted(note(name, why, source))
        let key = "\(name)@\(diagnostic.range?.start.offset ?? -1)"
        if seen.insert(key).inserted { result.append(diagnostic) }
      }
      for child in node.children { visit(child, cell: cell, section: section) }
    }
    visit(layout.root, cell: nil, section: nil)
    return result
  }
}
