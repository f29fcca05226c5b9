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
        @Sendable func check(_ check: Int) {
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
        // On one core (`taskset -c 0`) a second thread only adds hand-overs; the checks and
        // their sinks stay the same, so the result does too.
        if YAMLReader.usableCores > 1 {
          DispatchQueue.concurrentPerform(iterations: 2, execute: check)
        } else {
          check(0)
          check(1)
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
    // The duplicated ids first: duplicates are rare. Only a duplicate's first use is then
    // looked up.
    let duplicateIDs = Self.duplicateASCIIItemIDs(spec) ?? Self.duplicateItemIDs(spec)
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

  /// The item ids used more than once, found with a set of strings (canonical equivalence).
  /// A set of 100,000 strings costs half of a dictionary from id to position.
  static func duplicateItemIDs(_ spec: ListSpecDocument) -> Set<String> {
    var itemIDs = Set<String>(minimumCapacity: spec.sections.reduce(0) { $0 + $1.items.count })
    var duplicateIDs: Set<String> = []
    for section in spec.sections {
      section.items.withUnsafeBufferPointer { items in
        // By position: `for item in items` copied each whole item to read its id.
        for position in items.indices where !itemIDs.insert(items[position].id).inserted {
          duplicateIDs.insert(items[position].id)
        }
      }
    }
    return duplicateIDs
  }

  /// `duplicateItemIDs` when every id is ASCII (nil as soon as one is not), where two ids are
  /// equal exactly when their bytes are: an open-addressing table of 8-byte slots (a hash
  /// fingerprint and the item's position) hashed with FNV-1a. Swift's set hashed each id
  /// with SipHash into 16-byte slots of a table twice as large, which cost a one-core
  /// validate of 100,000 items 3%.
  static func duplicateASCIIItemIDs(_ spec: ListSpecDocument) -> Set<String>? {
    let count = spec.sections.reduce(0) { $0 + $1.items.count }
    var capacity = 16
    while capacity < 2 * count { capacity <<= 1 }
    let mask = capacity - 1
    // The flat position (all sections' items in order) where each section begins, to find
    // the item a slot names.
    var sectionStarts: [Int] = []
    sectionStarts.reserveCapacity(spec.sections.count)
    var start = 0
    for section in spec.sections {
      sectionStarts.append(start)
      start += section.items.count
    }
    func id(at flat: Int) -> String {
      var low = 0
      var high = sectionStarts.count - 1
      while low < high {
        let middle = (low + high + 1) / 2
        if sectionStarts[middle] <= flat { low = middle } else { high = middle - 1 }
      }
      return spec.sections[low].items[flat - sectionStarts[low]].id
    }
    // A slot holds the hash's high 32 bits and the flat position + 1; 0 is empty.
    var slots = [UInt64](repeating: 0, count: capacity)
    var duplicateIDs: Set<String> = []
    var flat = 0
    for section in spec.sections {
      let allASCII = section.items.withUnsafeBufferPointer { items in
        for position in items.indices {
          var text = items[position].id
          let hashed = text.withUTF8 { bytes -> UInt64? in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            var combined: UInt8 = 0
            for byte in bytes {
              combined |= byte
              hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            return combined < 0x80 ? hash : nil
          }
          guard let hash = hashed else { return false }
          let fingerprint = hash >> 32
          var slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
          while true {
            let entry = slots[slot]
            if entry == 0 {
              slots[slot] = fingerprint << 32 | UInt64(flat + 1)
              break
            }
            if entry >> 32 == fingerprint, id(at: Int(entry & 0xFFFF_FFFF) - 1) == text {
              duplicateIDs.insert(text)
              break
            }
            slot = (slot + 1) & mask
          }
          flat += 1
        }
        return true
      }
      if !allASCII { return nil }
    }
    return duplicateIDs
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
    // The placeholder fields each item must carry: those a template reads and does not
    // declare (declared ones are checked with their types), found once per template rather
    // than per item.
    let undeclaredRead = fieldsRead.indices.map { index in
      fieldsRead[index].filter { field in
        !declaredFields[index].contains(where: { $0.name == field.name })
      }
    }
    // Their names apart: iterating the (name, range) pairs copied each through generic
    // tuple witnesses, per item.
    let undeclaredNames = undeclaredRead.map { $0.map(\.name) }
    // A spec has a few templates and items in a row often alternate between them: a scan of
    // the names beats hashing each item's cell.
    let templateNames = templateIndex.count <= 8 ? Array(templateIndex) : nil
    var used = [Bool](repeating: false, count: fieldsRead.count)
    // Items in a row mostly share a template: remember the last one instead of hashing.
    var lastCell = ""
    var lastIndex: Int?
    for section in spec.sections {
      // Items are read in place: copying each one (a large spec has a million) cost more
      // than the checks.
      let stopped = section.items.withUnsafeBufferPointer { items in
        for position in items.indices {
          if items[position].cell != lastCell || lastIndex == nil {
            lastCell = items[position].cell
            if let templateNames {
              lastIndex = templateNames.first { $0.key == lastCell }?.value
            } else {
              lastIndex = templateIndex[lastCell]
            }
          }
          guard let index = lastIndex else {
            let item = items[position]
            if !spec.undecodedCellTemplates.contains(item.cell) {
              sink.append(
                .unknownCellTemplate(name: item.cell, known: names, range: item.cellRange))
            }
            continue
          }
          used[index] = true
          for declared in declaredFields[index] {
            guard sink.dropped.count == 0 else { return true }
            let item = items[position]
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
          // `kind(of:)` finds the field without making a string of its value.
          for (slot, name) in undeclaredNames[index].enumerated()
          where items[position].fields.kind(of: name) == nil {
            // Past the diagnostics limit nothing more would be shown, so stop: a template
            // reading 50,000 fields otherwise built 50,000 diagnostics per item (a 410 KB
            // file of 1000 items took 23 s). What was dropped is already counted.
            guard sink.dropped.count == 0 else { return true }
            let item = items[position]
            sink.append(
              .missingItemField(
                field: name, itemID: item.id, template: item.cell, range: item.idRange,
                use: undeclaredRead[index][slot].use))
          }
        }
        return false
      }
      if stopped { return }
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
    guard spec.hasSectionLayouts else {
      if !spec.list.showsSeparators { reportSeparatorGuides(spec.cells) }
      return
    }
    // With sections of their own: the templates whose items all sit in sections without
    // separators. Items in a row mostly share a cell: it is hashed only when it changes.
    var shownWithSeparators: Set<String> = []
    var used: Set<String> = []
    for section in spec.sections {
      let showsSeparators = spec.layout(of: section).list.showsSeparators
      var last: String?
      for position in section.items.indices where section.items[position].cell != last {
        last = section.items[position].cell
        used.insert(last!)
        if showsSeparators { shownWithSeparators.insert(last!) }
      }
    }
    // Templates used only in sections without separators (unused templates are reported
    // on their own).
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
