import Dispatch

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

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

  /// Checks `spec`. `itemsChecked` holds the findings of the checks that visit every item
  /// when they ran as the spec was read (its sections then have no items).
  func validate(_ spec: ListSpecDocument, itemsChecked: StreamedItemChecks? = nil) -> (
    diagnostics: [Diagnostic], dropped: DroppedDiagnostics
  ) {
    var validator = self
    if let itemsChecked {
      validator.checkSectionIdentifiers(spec)
      validator.sink.absorb(itemsChecked.identifierSink)
      var templateSink = itemsChecked.templateSink
      itemsChecked.templates.finish(
        cells: spec.cells, decodingFailed: decodingFailed, sink: &templateSink)
      validator.sink.absorb(templateSink)
      validator.checkRest(spec, itemsChecked: itemsChecked)
      return (validator.sink.diagnostics, validator.sink.dropped)
    }
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
    validator.checkRest(spec, itemsChecked: nil)
    return (validator.sink.diagnostics, validator.sink.dropped)
  }

  /// The checks after those of identifiers and templates.
  private mutating func checkRest(_ spec: ListSpecDocument, itemsChecked: StreamedItemChecks?) {
    checkAccessories(spec)
    checkShadowedAssetColors(spec)
    checkAvailability(spec)
    checkSymbols(spec, deferred: itemsChecked?.templates.deferredSymbols ?? [])
    checkHeadersAndFooters(spec)
    checkModifierOrder(spec)
    checkSeparatorGuides(spec, itemsChecked: itemsChecked)
    if let itemsChecked {
      sink.absorb(itemsChecked.itemSeparatorSink)
    } else {
      for section in spec.sections {
        Self.checkItemSeparators(section, ids: section.items.map(\.id), sink: &sink)
      }
    }
  }

  /// A colour set named like a system colour cannot be used by name: the name means the
  /// system colour (``ColorValue/init(parsing:assets:)``).
  mutating func checkShadowedAssetColors(_ spec: ListSpecDocument) {
    guard let range = spec.assets.range else { return }
    for name in spec.assets.colors.keys.sorted() where SystemColor(rawValue: name) != nil {
      sink.report(.shadowedAssetColor(name: name, range: range))
    }
  }

  /// Section ids, and item ids across the whole list (the diffable data source crashes on
  /// either). Swift `String` equality is canonical equivalence, so ids that differ only in
  /// Unicode normalisation (é vs e + ◌́) are duplicates here as they are in the app.
  mutating func checkIdentifiers(_ spec: ListSpecDocument) {
    checkSectionIdentifiers(spec)
    let itemCount = spec.sections.reduce(0) { $0 + $1.items.count }
    var table = FirstUseTable(
      source: spec.source, reservingBytes: (spec.source?.byteCount ?? 0) / 4,
      expectedCount: itemCount)
    for section in spec.sections {
      section.items.withUnsafeBufferPointer { Self.checkItemIDs($0, in: &table, sink: &sink) }
    }
  }

  mutating func checkSectionIdentifiers(_ spec: ListSpecDocument) {
    var sectionIDs: [String: SourceRange] = [:]
    for section in spec.sections {
      if let first = sectionIDs[section.id] {
        sink.append(
          .duplicateSectionID(id: section.id, range: section.idRange, first: first))
      } else {
        sectionIDs[section.id] = section.idRange
      }
    }
  }

  /// Reports each item whose id an earlier item (in `table`) already has.
  static func checkItemIDs(
    _ items: UnsafeBufferPointer<Item>, in table: inout FirstUseTable, sink: inout DiagnosticSink
  ) {
    // By position: `for item in items` copied each whole item to read its id.
    var run: [ItemIDUse] = []
    run.reserveCapacity(64)
    var start = 0
    while start < items.count {
      let end = min(items.count, start + 64)
      for position in start..<end {
        let id = items[position].id
        run.append((id, items[position].idRange, FirstUseTable.idHash(id)))
      }
      run.withUnsafeBufferPointer { checkItemIDs(run: $0, in: &table, sink: &sink) }
      run.removeAll(keepingCapacity: true)
      start = end
    }
  }

  /// An item's id where it is written, and its `FirstUseTable.idHash`.
  typealias ItemIDUse = (id: String, range: SourceRange, hash: UInt64?)

  /// Reports each id of `run` (up to 64) that an earlier one already has, every slot read
  /// first (`FirstUseTable.touch`): the table is larger than the cache, and lookups whose
  /// reads were issued together wait for memory about once.
  static func checkItemIDs(
    run: UnsafeBufferPointer<ItemIDUse>, in table: inout FirstUseTable,
    sink: inout DiagnosticSink
  ) {
    var touched: UInt64 = 0
    for use in run {
      if let hash = use.hash { touched |= table.touch(hash: hash) }
    }
    // Kept, so that the reads are not left out.
    table.touched = touched
    for use in run {
      if let first = table.firstUse(of: use.id, idHash: use.hash, at: use.range) {
        sink.report(.duplicateItemID(id: use.id, range: use.range, first: first))
      }
    }
  }

  mutating func checkItemsAgainstTemplates(_ spec: ListSpecDocument) {
    var checks = TemplateChecks(
      cells: spec.cells, undecodedCellTemplates: spec.undecodedCellTemplates, assets: spec.assets,
      platform: spec.platform, source: spec.source)
    for section in spec.sections where !checks.stopped {
      checks.check(section.items, sink: &sink)
    }
    checks.finish(cells: spec.cells, decodingFailed: decodingFailed, sink: &sink)
  }

  mutating func checkAccessories(_ spec: ListSpecDocument) {
    for cell in spec.cells {
      var seen: [AccessoryKind: SourceRange] = [:]
      // Custom views are not system accessories: a cell may hold several (UIKit places them
      // in the written order, research uikit-lists-more.md §4).
      for accessory in cell.accessories where accessory.kind != .customView {
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
  static func checkItemSeparators(
    _ section: SpecSection, ids: @autoclosure () -> [String], sink: inout DiagnosticSink
  ) {
    guard !section.itemSeparators.isEmpty else { return }
    let ids = ids()
    let known = Set(ids)
    for entry in section.itemSeparators where !known.contains(entry.itemID) {
      sink.append(
        .unknownValue(
          value: entry.itemID, key: "itemSeparators", known: ids, range: entry.range,
          what: "item of section '\(section.id)'"))
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
    // A `layout:` section has no headers or footers: writing one is an error of its own.
    for section in spec.sections where section.layout == nil {
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

  mutating func checkSeparatorGuides(
    _ spec: ListSpecDocument, itemsChecked: StreamedItemChecks? = nil
  ) {
    guard spec.hasSectionLayouts else {
      if !spec.list.showsSeparators { reportSeparatorGuides(spec.cells) }
      return
    }
    // With sections of their own: the templates whose items all sit in sections without
    // separators.
    var shownWithSeparators: Set<String> = []
    var used: Set<String> = []
    for (index, section) in spec.sections.enumerated() {
      let cells = itemsChecked?.cellsUsed(bySection: index) ?? Self.cellsUsed(by: section.items)
      used.formUnion(cells)
      // A `layout:` section's cells have no separators.
      if section.layout == nil, spec.layout(of: section).list.showsSeparators {
        shownWithSeparators.formUnion(cells)
      }
    }
    // Templates used only in sections without separators (unused templates are reported
    // on their own).
    reportSeparatorGuides(
      spec.cells.filter { used.contains($0.name) && !shownWithSeparators.contains($0.name) })
  }

  /// The cells `items` use. Items in a row mostly share a cell: it is hashed only when it
  /// changes.
  static func cellsUsed(by items: [Item]) -> Set<String> {
    var used: Set<String> = []
    var last: String?
    for position in items.indices where items[position].cell != last {
      last = items[position].cell
      used.insert(last!)
    }
    return used
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
