import Foundation

/// Checks what the decoder cannot see node by node: identifiers unique across the list,
/// items matching their cell templates, availability against the deployment target, and the
/// configurations that compile but would not show or would look wrong. Collects every
/// problem; never stops at the first.
struct Validator {
  let path: String
  /// True when decoding reported errors (and so may have dropped items): warnings that
  /// would only repeat those errors are left out.
  let decodingFailed: Bool
  var sink: DiagnosticSink

  init(path: String, decodingFailed: Bool = false, maxDiagnostics: Int = .max) {
    self.path = path
    self.decodingFailed = decodingFailed
    sink = DiagnosticSink(limit: maxDiagnostics)
  }

  func validate(_ spec: ListSpecDocument) -> (
    diagnostics: [Diagnostic], dropped: DroppedDiagnostics
  ) {
    var validator = self
    // The two checks that visit every item read the spec only, so a large spec runs them
    // side by side; a small one does not pay for a thread.
    let itemCount = spec.sections.reduce(0) { $0 + $1.items.count }
    if itemCount >= SpecDecoder.parallelItemThreshold {
      let empty = Validator(
        path: path, decodingFailed: decodingFailed, maxDiagnostics: sink.limit)
      var perCheck = [DiagnosticSink](repeating: empty.sink, count: 2)
      perCheck.withUnsafeMutableBufferPointer { slots in
        nonisolated(unsafe) let slots = slots
        DispatchQueue.concurrentPerform(iterations: 2) { check in
          // Both checks report their errors before any warning, so a checker that drops
          // keeps errors; `absorb` below keeps the first of both within the limit.
          var checker = empty
          if check == 0 {
            checker.checkIdentifiers(spec)
          } else {
            checker.checkItemsAgainstTemplates(spec)
          }
          slots[check] = checker.sink
        }
      }
      for checked in perCheck { validator.sink.absorb(checked) }
    } else {
      validator.checkIdentifiers(spec)
      validator.checkItemsAgainstTemplates(spec)
    }
    validator.checkAccessories(spec)
    validator.checkAvailability(spec)
    validator.checkHeadersAndFooters(spec)
    validator.checkModifierOrder(spec)
    validator.checkSeparatorGuides(spec)
    validator.checkItemSeparators(spec)
    return (validator.sink.diagnostics, validator.sink.dropped)
  }

  /// Section ids, and item ids across the whole list (the diffable data source crashes on
  /// either). Swift `String` equality is canonical equivalence, so ids that differ only in
  /// Unicode normalisation (é vs e + ◌́) are duplicates here as they are in the app.
  mutating func checkIdentifiers(_ spec: ListSpecDocument) {
    var sectionIDs: [String: SourceRange] = [:]
    for section in spec.sections {
      if let first = sectionIDs[section.id] {
        sink.append(
          .duplicateSectionID(id: section.id, range: section.idRange, first: first))
      } else {
        sectionIDs[section.id] = section.idRange
      }
    }
    // Duplicates are rare: a table of item positions finds them (only a duplicate's first
    // use is then looked up).
    var duplicateIDs: Set<String> = []
    ItemIDTable.forEachRepeatedID(in: spec.sections) { duplicateIDs.insert($0) }
    guard !duplicateIDs.isEmpty else { return }
    var firstUse: [String: SourceRange] = [:]
    for section in spec.sections {
      for item in section.items where duplicateIDs.contains(item.id) {
        if let first = firstUse[item.id] {
          sink.append(.duplicateItemID(id: item.id, range: item.idRange, first: first))
        } else {
          firstUse[item.id] = item.idRange
        }
      }
    }
  }

  mutating func checkItemsAgainstTemplates(_ spec: ListSpecDocument) {
    // Per template: the fields it reads, computed once (a spec may have 100,000 items).
    var templateIndex: [String: Int] = [:]
    var fieldsRead: [[(name: String, use: SourceRange)]] = []
    for cell in spec.cells where templateIndex[cell.name] == nil {
      var fields: [(name: String, use: SourceRange)] = []
      var seen: Set<String> = []
      for template in cell.templates + cell.accessories.compactMap(\.text) {
        // Fields read by Swift expressions are typed instead (optional where an item lacks
        // them), so only `{field}` placeholders must be carried by every item.
        for name in template.placeholderFieldNames where seen.insert(name).inserted {
          fields.append((name, template.range))
        }
      }
      templateIndex[cell.name] = fieldsRead.count
      fieldsRead.append(fields)
    }
    let names = spec.cells.map(\.name)
    // `fields:` declarations, by template, and the same name declared with two types.
    var declaredFields = Array(repeating: [DeclaredField](), count: fieldsRead.count)
    var firstDeclaration: [String: DeclaredField] = [:]
    for cell in spec.cells {
      guard let index = templateIndex[cell.name] else { continue }
      declaredFields[index] += cell.declaredFields
      for declared in cell.declaredFields {
        if let first = firstDeclaration[declared.name], first.type != declared.type {
          sink.append(
            .conflictingFieldType(
              field: declared.name, type: declared.type, other: first.type,
              range: declared.range, otherRange: first.range))
        } else if firstDeclaration[declared.name] == nil {
          firstDeclaration[declared.name] = declared
        }
      }
    }
    var used = [Bool](repeating: false, count: fieldsRead.count)
    // Items in a row mostly share a template: remember the last one instead of hashing.
    var lastCell = ""
    var lastIndex: Int?
    for section in spec.sections {
      for item in section.items {
        if item.cell != lastCell || lastIndex == nil {
          lastCell = item.cell
          lastIndex = templateIndex[item.cell]
        }
        guard let index = lastIndex else {
          if !spec.undecodedCellTemplates.contains(item.cell) {
            sink.append(
              .unknownCellTemplate(name: item.cell, known: names, range: item.cellRange))
          }
          continue
        }
        used[index] = true
        for declared in declaredFields[index] {
          guard sink.dropped.count == 0 else { return }
          guard let text = item.fields[declared.name] else {
            if !declared.isOptional {
              sink.append(
                .missingItemField(
                  field: declared.name, itemID: item.id, template: item.cell,
                  range: item.idRange, use: declared.range, declared: true))
            }
            continue
          }
          if !declared.type.reads(text) {
            sink.append(
              .fieldTypeMismatch(
                field: declared.name, value: text, type: declared.type, itemID: item.id,
                template: item.cell, range: item.range, declaration: declared.range))
          }
        }
        for field in fieldsRead[index]
        where item.fields[field.name] == nil
          && !declaredFields[index].contains(where: { $0.name == field.name })
        {
          // Past the diagnostics limit nothing more would be shown, so stop: a template
          // reading 50,000 fields otherwise built 50,000 diagnostics per item (a 410 KB
          // file of 1000 items took 23 s). What was dropped is already counted.
          guard sink.dropped.count == 0 else { return }
          sink.append(
            .missingItemField(
              field: field.name, itemID: item.id, template: item.cell, range: item.idRange,
              use: field.use))
        }
      }
    }
    // An item naming a template that does not exist is usually a typo for an unused one:
    // report the typo, not also its consequence.
    // Likewise when the decoder dropped items: one of them may have been the user.
    let namedUnknownTemplate =
      decodingFailed || sink.diagnostics.contains { $0.id == .unknownCellTemplate }
    for cell in spec.cells where !namedUnknownTemplate {
      if let index = templateIndex[cell.name], !used[index] {
        sink.append(.unusedCellTemplate(name: cell.name, range: cell.nameRange))
      }
    }
  }

  mutating func checkAccessories(_ spec: ListSpecDocument) {
    for cell in spec.cells {
      var seen: [AccessoryKind: SourceRange] = [:]
      for accessory in cell.accessories {
        if let first = seen[accessory.kind] {
          sink.append(
            .duplicateAccessory(kind: accessory.kind.rawValue, range: accessory.range, first: first)
          )
        } else {
          seen[accessory.kind] = accessory.range
        }
      }
    }
  }

  /// Each `itemSeparators` key names an item of its section.
  mutating func checkItemSeparators(_ spec: ListSpecDocument) {
    for section in spec.sections where !section.itemSeparators.isEmpty {
      let ids = section.items.map(\.id)
      let known = Set(ids)
      for entry in section.itemSeparators where !known.contains(entry.itemID) {
        sink.append(
          .unknownValue(
            value: entry.itemID, key: "itemSeparators", known: ids, range: entry.range,
            what: "item of section '\(section.id)'"))
      }
    }
  }

  mutating func checkAvailability(_ spec: ListSpecDocument) {
    guard let target = spec.platform.iOS else { return }
    let listIntroduced = OSVersion(14)
    if target < listIntroduced, let range = spec.platform.range {
      sink.append(
        .unavailable(
          feature: "UICollectionLayoutListConfiguration", introduced: listIntroduced,
          target: target, range: spec.list.range ?? range, targetRange: range))
      return
    }
    for use in spec.featureUses where target < use.introduced {
      sink.append(
        .unavailable(
          feature: use.feature, introduced: use.introduced, target: target, range: use.range,
          targetRange: spec.platform.range))
    }
  }

  mutating func checkHeadersAndFooters(_ spec: ListSpecDocument) {
    for section in spec.sections {
      let list = spec.layout(of: section).list
      switch list.headerMode {
      case .none:
        if section.header != nil {
          sink.append(
            .headerNotShown(
              sectionID: section.id, mode: list.headerMode, range: section.range))
        }
      case .supplementary:
        if section.header == nil {
          sink.append(.headerMissing(sectionID: section.id, range: section.idRange))
        }
      case .firstItemInSection:
        // The first item is the header; a header text would not show.
        if section.header != nil {
          sink.append(
            .headerNotShown(
              sectionID: section.id, mode: list.headerMode, range: section.range))
        }
      }
      switch list.footerMode {
      case .none:
        if section.footer != nil {
          sink.append(.footerNotShown(sectionID: section.id, range: section.range))
        }
      case .supplementary:
        if section.footer == nil {
          sink.append(.footerMissing(sectionID: section.id, range: section.idRange))
        }
      }
    }
  }

  /// The seed article's pitfall: `.background` before the `.frame` that sizes the view.
  mutating func checkModifierOrder(_ spec: ListSpecDocument) {
    for cell in spec.cells {
      guard case .hosting(let hosting) = cell.kind else { continue }
      hosting.content.forEachView { view in
        var backgroundRange: SourceRange?
        for applied in view.modifiers {
          switch applied.modifier {
          case .background:
            if backgroundRange == nil { backgroundRange = applied.range }
          case .frame:
            if let background = backgroundRange {
              sink.append(.backgroundBeforeFrame(range: background, frame: applied.range))
              backgroundRange = nil
            }
          default: break
          }
        }
      }
    }
  }

  mutating func checkSeparatorGuides(_ spec: ListSpecDocument) {
    // With sections of their own: the templates whose items all sit in sections without
    // separators.
    var shownWithSeparators: Set<String> = []
    for section in spec.sections where spec.layout(of: section).list.showsSeparators {
      for item in section.items { shownWithSeparators.insert(item.cell) }
    }
    guard spec.hasSectionLayouts else {
      if !spec.list.showsSeparators { reportSeparatorGuides(spec.cells) }
      return
    }
    // Templates used only in sections without separators (unused templates are reported
    // on their own).
    let used = Set(spec.allItems.map(\.cell))
    reportSeparatorGuides(
      spec.cells.filter { used.contains($0.name) && !shownWithSeparators.contains($0.name) })
  }

  private mutating func reportSeparatorGuides(_ cells: [CellTemplate]) {
    for cell in cells {
      guard case .hosting(let hosting) = cell.kind else { continue }
      hosting.content.forEachView { view in
        for applied in view.modifiers {
          if case .decoration(.alignmentGuide) = applied.modifier {
            sink.append(.separatorGuideIgnored(range: applied.range))
          }
        }
      }
    }
  }
}

/// Finds ids used more than once among every item of every section, with an open-addressing
/// table of 8-byte slots (16 bits of the id's hash and the item's position) instead of a
/// `Set<String>`: a million ids cost 16 MB, not 40, at the peak of a large spec's
/// validation. Ids compare as Swift strings (canonical equivalence), as the app's do.
enum ItemIDTable {
  static func forEachRepeatedID(in sections: [Section], _ body: (String) -> Void) {
    let total = sections.reduce(0) { $0 + $1.items.count }
    guard total > 1 else { return }
    // Where each section's items start in the flat numbering, to find an item again.
    var starts: [Int] = []
    starts.reserveCapacity(sections.count)
    var next = 0
    for section in sections {
      starts.append(next)
      next += section.items.count
    }
    func item(at flat: Int) -> Item {
      var low = 0
      var high = starts.count - 1
      while low < high {
        let middle = (low + high + 1) / 2
        if starts[middle] <= flat { low = middle } else { high = middle - 1 }
      }
      return sections[low].items[flat - starts[low]]
    }
    // At most half full: probes stay short.
    var capacity = 16
    while capacity < 2 * total { capacity *= 2 }
    let mask = capacity - 1
    // 0 = empty; else the hash's top 16 bits, then the flat position + 1 in 48 bits.
    var slots = [UInt64](repeating: 0, count: capacity)
    var flat = 0
    slots.withUnsafeMutableBufferPointer { slots in
      for section in sections {
        section.items.withUnsafeBufferPointer { items in
          for candidate in items {
            let hash = UInt64(bitPattern: Int64(candidate.id.hashValue))
            let tag = hash >> 48
            var slot = Int(truncatingIfNeeded: hash) & mask
            while true {
              let entry = slots[slot]
              if entry == 0 {
                slots[slot] = tag << 48 | UInt64(flat + 1)
                break
              }
              if entry >> 48 == tag,
                item(at: Int(entry & 0xFFFF_FFFF_FFFF) - 1).id == candidate.id
              {
                body(candidate.id)
                break
              }
              slot = (slot + 1) & mask
            }
            flat += 1
          }
        }
      }
    }
  }
}
