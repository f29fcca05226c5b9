/// The human summary of a ``ListDiff`` (`listspec diff` without `--format`): sections and
/// items marked `+` inserted, `-` deleted, `→` moved, `~` changed; configuration changes with
/// their key paths and both source locations; one line for the batch-update plan.
public struct DiffTextFormatter: Sendable {
  /// Shown in locations (`old.yaml:12:5`).
  public var oldPath: String
  public var newPath: String
  /// ANSI colours: green inserted, red deleted, cyan moved, yellow changed.
  public var colors: Bool
  /// How many affected item ids to name per template before "…".
  public var affectedItemsShown: Int

  public init(oldPath: String, newPath: String, colors: Bool = false, affectedItemsShown: Int = 5) {
    self.oldPath = oldPath
    self.newPath = newPath
    self.colors = colors
    self.affectedItemsShown = affectedItemsShown
  }

  public func format(_ diff: ListDiff) -> String {
    guard !diff.isEmpty else { return "no differences\n" }
    var out = paint("--- \(oldPath)", .bold) + "\n" + paint("+++ \(newPath)", .bold) + "\n"
    // Items that come and go with their whole section are counted on the section's line, not
    // listed one by one (the JSON form lists them).
    let deletedSectionIDs = Set(diff.deletedSections.map(\.id))
    let insertedSectionIDs = Set(diff.insertedSections.map(\.id))
    var itemsOfDeletedSection: [String: Int] = [:]
    var itemsOfInsertedSection: [String: Int] = [:]
    if !deletedSectionIDs.isEmpty {
      for item in diff.deletedItems where deletedSectionIDs.contains(item.sectionID) {
        itemsOfDeletedSection[item.sectionID, default: 0] += 1
      }
    }
    if !insertedSectionIDs.isEmpty {
      for item in diff.insertedItems where insertedSectionIDs.contains(item.sectionID) {
        itemsOfInsertedSection[item.sectionID, default: 0] += 1
      }
    }
    if !(diff.deletedSections.isEmpty && diff.insertedSections.isEmpty
      && diff.movedSections.isEmpty && diff.updatedSections.isEmpty)
    {
      out += heading(
        "sections", inserted: diff.insertedSections.count, deleted: diff.deletedSections.count,
        moved: diff.movedSections.count, changed: diff.updatedSections.count, detail: "")
      for section in diff.deletedSections {
        out += line(
          "-", .red,
          "section \(section.id) (was \(section.oldIndex))"
            + itemCount(itemsOfDeletedSection[section.id], verb: "deleted"),
          location(old: section.oldRange, new: nil))
      }
      for section in diff.insertedSections {
        out += line(
          "+", .green,
          "section \(section.id) at \(section.newIndex)"
            + itemCount(itemsOfInsertedSection[section.id], verb: "inserted"),
          location(old: nil, new: section.newRange))
      }
      for section in diff.movedSections {
        out += line(
          "→", .cyan, "section \(section.id) \(section.oldIndex) → \(section.newIndex)",
          location(old: section.oldRange, new: section.newRange))
      }
      for section in diff.updatedSections {
        var parts: [String] = []
        if section.changedKeys.contains("header") {
          parts.append("header \(text(section.oldHeader)) → \(text(section.newHeader))")
        }
        if section.changedKeys.contains("footer") {
          parts.append("footer \(text(section.oldFooter)) → \(text(section.newFooter))")
        }
        out += line(
          "~", .yellow, "section \(section.id) " + parts.joined(separator: ", "),
          location(old: section.oldRange, new: section.newRange))
      }
    }
    if !(diff.deletedItems.isEmpty && diff.insertedItems.isEmpty && diff.movedItems.isEmpty
      && diff.updatedItems.isEmpty)
    {
      let reloads = diff.updatedItems.lazy.filter { $0.kind == .reload }.count
      let detail =
        diff.updatedItems.isEmpty
        ? "" : " (\(diff.updatedItems.count - reloads) reconfigure, \(reloads) reload)"
      out += heading(
        "items", inserted: diff.insertedItems.count, deleted: diff.deletedItems.count,
        moved: diff.movedItems.count, changed: diff.updatedItems.count, detail: detail)
      for item in diff.deletedItems where !deletedSectionIDs.contains(item.sectionID) {
        out += line(
          "-", .red,
          "\(item.id) from \(item.sectionID) \(item.oldIndexPath)"
            + diff.outline.rowNote(deleted: item.id),
          location(old: item.oldRange, new: nil))
      }
      for item in diff.insertedItems where !insertedSectionIDs.contains(item.sectionID) {
        out += line(
          "+", .green,
          "\(item.id) in \(item.sectionID) \(item.newIndexPath)"
            + diff.outline.rowNote(inserted: item.id),
          location(old: nil, new: item.newRange))
      }
      for item in diff.movedItems {
        let sections =
          item.oldSectionID == item.newSectionID
          ? "in \(item.newSectionID)" : "from \(item.oldSectionID) to \(item.newSectionID)"
        out += line(
          "→", .cyan, "\(item.id) \(sections) \(item.oldIndexPath) → \(item.newIndexPath)",
          location(old: item.oldRange, new: item.newRange))
      }
      for item in diff.updatedItems {
        var parts: [String] = []
        if item.oldCell != item.newCell { parts.append("cell \(item.oldCell) → \(item.newCell)") }
        if item.cellKindChanged { parts.append("template \(item.newCell) changed kind") }
        for field in item.changedFields {
          // An item key's value (swipe actions) is already YAML; a field's is shown as typed.
          let isField = ItemKey(rawValue: field.field) == nil
          func show(_ value: String?, _ kind: FieldValueKind) -> String {
            guard isField else { return value ?? "none" }
            return fieldValue(value, kind)
          }
          parts.append(
            "\(field.field) \(show(field.oldValue, field.oldKind)) → "
              + show(field.newValue, field.newKind))
        }
        out += line(
          "~", .yellow,
          "\(item.id) \(item.newIndexPath) \(item.kind.rawValue): "
            + parts.joined(separator: "; "),
          location(old: item.oldRange, new: item.newRange))
      }
    }
    out += outlineLines(diff.outline)
    if !diff.configurationChanges.isEmpty {
      let count = diff.configurationChanges.count
      out += paint("configuration: \(count) change\(count == 1 ? "" : "s")", .bold) + "\n"
      var lastChangeOfTemplate: [String: Int] = [:]
      for (index, change) in diff.configurationChanges.enumerated() {
        if let template = change.template { lastChangeOfTemplate[template] = index }
      }
      for (index, change) in diff.configurationChanges.enumerated() {
        switch change.kind {
        case .added:
          out += line(
            "+", .green, "\(change.path): \(change.newValue ?? "")",
            location(old: nil, new: change.newRange, oldParent: change.oldParentRange))
        case .removed:
          out += line(
            "-", .red, "\(change.path): \(change.oldValue ?? "")",
            location(old: change.oldRange, new: nil, newParent: change.newParentRange))
        case .changed:
          out += line(
            "~", .yellow, "\(change.path): \(change.oldValue ?? "") → \(change.newValue ?? "")",
            location(old: change.oldRange, new: change.newRange))
        }
        // After the last change of a template, the items it affects.
        if let template = change.template, lastChangeOfTemplate[template] == index {
          out += affectedLine(template, diff.affectedItemsByTemplate[template] ?? [])
          if let changed = diff.textChangedItemsByTemplate[template], !changed.isEmpty {
            var names = changed.prefix(affectedItemsShown).joined(separator: ", ")
            if changed.count > affectedItemsShown { names += ", …" }
            out +=
              "  shown text changes for \(changed.count) item\(changed.count == 1 ? "" : "s"): "
              + TerminalText.escaped(names) + "\n"
          }
        }
      }
    }
    if !diff.plan.stages.isEmpty {
      let stages = diff.plan.stages.map { "\($0.kind.rawValue) (\($0.operationCount))" }
      out +=
        paint(
          "batch updates: \(stages.count) stage\(stages.count == 1 ? "" : "s"): "
            + stages.joined(separator: ", "), .dim) + "\n"
    }
    return out
  }

  /// Outline changes, then each section snapshot's operations as Swift calls.
  private func outlineLines(_ outline: OutlineDiff) -> String {
    guard !outline.isEmpty else { return "" }
    var out = ""
    let count = outline.changes.count
    out += paint("outline: \(count) change\(count == 1 ? "" : "s")", .bold) + "\n"
    func parent(_ id: String?) -> String { id ?? "top level" }
    for change in outline.changes {
      let location = location(old: change.oldRange, new: change.newRange)
      switch change.kind {
      case .expanded:
        out += line("▾", .cyan, "\(change.id) expanded in \(change.sectionID)", location)
      case .collapsed:
        out += line("▸", .cyan, "\(change.id) collapsed in \(change.sectionID)", location)
      case .reparented:
        out += line(
          "→", .cyan,
          "\(change.id) in \(change.sectionID): parent \(parent(change.oldParentID)) → \(parent(change.newParentID))",
          location)
      case .insertedHidden:
        out += line(
          "+", .green,
          "\(change.id) under collapsed \(parent(change.newParentID)) in \(change.sectionID) (in the snapshot, not shown)",
          location)
      case .deletedHidden:
        out += line(
          "-", .red,
          "\(change.id) under collapsed \(parent(change.oldParentID)) in \(change.sectionID) (was not shown)",
          location)
      }
    }
    for update in outline.sectionSnapshots {
      out +=
        paint(
          "section snapshot \(update.sectionID): "
            + update.operations.map(\.swift).joined(separator: "; "), .dim) + "\n"
    }
    return out
  }

  private func itemCount(_ count: Int?, verb: String) -> String {
    guard let count else { return "" }
    return " with \(count) item\(count == 1 ? "" : "s") \(verb)"
  }

  private func affectedLine(_ template: String, _ items: [String]) -> String {
    let template = TerminalText.escaped(template)
    guard !items.isEmpty else { return "  template \(template) is used by no item\n" }
    var names = items.prefix(affectedItemsShown).joined(separator: ", ")
    if items.count > affectedItemsShown { names += ", …" }
    return "  template \(template) is used by \(items.count) item\(items.count == 1 ? "" : "s"): "
      + TerminalText.escaped(names) + "\n"
  }

  private func heading(
    _ title: String, inserted: Int, deleted: Int, moved: Int, changed: Int, detail: String
  ) -> String {
    paint(
      "\(title): \(inserted) inserted, \(deleted) deleted, \(moved) moved, \(changed) changed"
        + detail, .bold) + "\n"
  }

  private func line(_ mark: String, _ color: Color, _ text: String, _ location: String) -> String {
    // Ids, keys and values come from the specs: escaped, so that none sends a control
    // character to the terminal or starts a line of its own.
    paint(mark, color) + " " + TerminalText.escaped(text) + "  " + paint(location, .dim) + "\n"
  }

  /// `old.yaml:12:5 → new.yaml:14:5`; a parent location (where something was added to or
  /// removed from) is marked `(parent)`.
  private func location(
    old: SourceRange?, new: SourceRange?, oldParent: SourceRange? = nil,
    newParent: SourceRange? = nil
  ) -> String {
    let oldText =
      old.map { "\(oldPath):\($0.start)" } ?? oldParent.map { "\(oldPath):\($0.start) (parent)" }
    let newText =
      new.map { "\(newPath):\($0.start)" } ?? newParent.map { "\(newPath):\($0.start) (parent)" }
    switch (oldText, newText) {
    case (let old?, let new?): return "\(old) → \(new)"
    case (let old?, nil): return old
    case (nil, let new?): return new
    case (nil, nil): return ""
    }
  }

  /// Text as a Swift string literal (`"Symbols"`), or `none`.
  private func text(_ value: String?) -> String {
    value.map(SwiftStringLiteral.quoted) ?? "none"
  }

  /// A field value as typed, the way Swift writes the literal: text quoted, a number or
  /// boolean bare and as the spec writes it (`14`, `4.5`, `true`), so `14` and `"14"` differ
  /// on the line as they do in the file; `none` when absent.
  private func fieldValue(_ value: String?, _ kind: FieldValueKind) -> String {
    guard let value else { return "none" }
    switch kind {
    case .string: return text(value)
    case .integer, .double, .boolean: return value
    }
  }

  private enum Color: String {
    case red = "31"
    case green = "32"
    case yellow = "33"
    case cyan = "36"
    case bold = "1"
    case dim = "2"
  }

  private func paint(_ text: String, _ color: Color) -> String {
    let text = TerminalText.escaped(text)
    return colors ? "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m" : text
  }
}
