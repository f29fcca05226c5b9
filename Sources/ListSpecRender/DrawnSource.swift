import ListSpec

/// Where something drawn in a layout was written, for a render note that points at it: the
/// cell template's literal that produced it, else the item that carries it (with a note at the
/// template that draws it), or the section whose header or footer shows it. The missing-glyph
/// and symbol-placeholder notes share it.
struct DrawnSource {
  var range: SourceRange
  /// "cell template 'row'", "item 'a'", "the header of section 's'".
  var producedBy: String
  var note: DiagnosticNote?

  /// `diagnostic` (made at this source) with the source's note.
  func noted(_ diagnostic: Diagnostic) -> Diagnostic {
    guard let note else { return diagnostic }
    var noted = diagnostic
    noted.notes.append(note)
    return noted
  }
}

/// Finds ``DrawnSource``s by the ids a layout records; the spec's items and sections are
/// indexed on the first look-up (most layouts never ask).
struct DrawnSources {
  let spec: ListSpecDocument
  private var itemsByID: [String: Item] = [:]
  private var sectionsByID: [String: Section] = [:]
  private var indexed = false

  init(spec: ListSpecDocument) { self.spec = spec }

  /// The source of a value drawn inside `cell` or a `section` header or footer:
  /// `isInItem` says whether an item's field holds it, `isLiteral` whether a template's text
  /// is it.
  mutating func source(
    cell: LayoutNode?, section: LayoutNode?, isInItem: (Item) -> Bool,
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
          message: "drawn by cell template '\(item.cell)'", range: template?.nameRange))
    }
    if let section, let id = section.id, let found = sectionsByID[id] {
      return DrawnSource(
        range: found.range, producedBy: "the \(section.kind.rawValue) of section '\(found.id)'")
    }
    return nil
  }
}
