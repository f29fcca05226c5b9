#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// Items against their cell templates: each item names a template that exists and carries
/// the fields its template reads, of the declared types; a template no item uses is
/// reported at the end. Items are checked a run at a time (a section), so a streamed spec
/// can check each section as it is read (``StreamedItemChecks``).
struct TemplateChecks {
  private let names: [String]
  private let undecodedCellTemplates: Set<String>
  private let templateIndex: [String: Int]
  private var namesByIndex: [String] = []
  /// `fields:` declarations, by template.
  private let declaredFields: [[DeclaredField]]
  /// The spec's catalogs: a declared `Color` field takes their colour sets by name.
  private let assets: AssetCatalogs?
  /// The spec's text, when known: a value of the wrong type is shown where it is written.
  private let source: SourceFile?
  /// The placeholder fields each item must carry: those a template reads and does not
  /// declare (declared ones are checked with their types), found once per template rather
  /// than per item.
  private let undeclaredRead: [[(name: String, use: SourceRange)]]
  /// Their names apart: iterating the (name, range) pairs copied each through generic
  /// tuple witnesses, per item.
  private let undeclaredNames: [[String]]
  /// A spec has a few templates and items in a row often alternate between them: a scan of
  /// the names beats hashing each item's cell.
  private let templateNames: [(key: String, value: Int)]?
  private var used: [Bool]
  /// For `passes(cell:item:)`, which reads names as bytes: each template's name, the names
  /// of its declared fields, and of the fields it reads undeclared.
  private let templateNameBytes: [(name: [UInt8], index: Int)]
  private let declaredNameBytes: [[[UInt8]]]
  private let undeclaredNameBytes: [[[UInt8]]]
  private var lastPassedEntry = 0
  /// Items in a row mostly share a template: the last one is remembered instead of hashed.
  private var lastCell = ""
  private var lastIndex: Int?
  private var namedUnknownTemplate = false
  /// True once the sink was full: nothing more would be shown.
  private(set) var stopped = false
  /// Each template's SF Symbol names that come from its items (`{symbol}`), checked per item
  /// against Apple's names and `platform.iOS` (`SymbolChecks.swift` checks written ones).
  private let symbolTemplates: [[Template]]
  /// The field each of them is when all are a lone `{field}`, so an item still as bytes can
  /// be checked; nil when one is more (then its items are made and checked).
  private let symbolFieldBytes: [[[UInt8]]?]
  private var symbols: SymbolNameCheck

  /// The names whose availability waits for the spec's `platform` (a streamed spec's
  /// `platform` written after its `sections`).
  var deferredSymbols: [SymbolNameCheck.DeferredSymbol] { symbols.deferred }

  /// Prepares the checks for `cells`; `platform` is the spec's, nil while not known.
  init(
    cells: [CellTemplate], undecodedCellTemplates: Set<String>, assets: AssetCatalogs,
    platform: Platform?, source: SourceFile? = nil
  ) {
    names = cells.map(\.name)
    self.assets = assets.colors.isEmpty ? nil : assets
    self.source = source
    self.undecodedCellTemplates = undecodedCellTemplates
    // Per template: the fields it reads, computed once (a spec may have 100,000 items).
    var templateIndex: [String: Int] = [:]
    var fieldsRead: [[(name: String, use: SourceRange)]] = []
    for cell in cells where templateIndex[cell.name] == nil {
      var fields: [(name: String, use: SourceRange)] = []
      var seen: Set<String> = []
      for template in cell.allTemplates {
        // Fields read by Swift expressions are typed instead (optional where an item lacks
        // them), so only `{field}` placeholders must be carried by every item.
        for name in template.placeholderFieldNames where seen.insert(name).inserted {
          fields.append((name, template.range))
        }
      }
      templateIndex[cell.name] = fieldsRead.count
      fieldsRead.append(fields)
    }
    // Each template's declarations type its own items only: two templates may declare one
    // field with two types (each has its own struct in generated Swift).
    var declaredFields = Array(repeating: [DeclaredField](), count: fieldsRead.count)
    for cell in cells {
      guard let index = templateIndex[cell.name] else { continue }
      declaredFields[index] += cell.declaredFields
    }
    let undeclaredRead = fieldsRead.indices.map { index in
      fieldsRead[index].filter { field in
        !declaredFields[index].contains(where: { $0.name == field.name })
      }
    }
    self.templateIndex = templateIndex
    self.declaredFields = declaredFields
    self.undeclaredRead = undeclaredRead
    undeclaredNames = undeclaredRead.map { $0.map(\.name) }
    templateNames = templateIndex.count <= 8 ? Array(templateIndex) : nil
    used = [Bool](repeating: false, count: fieldsRead.count)
    templateNameBytes = templateIndex.map { (Array($0.key.utf8), $0.value) }
    namesByIndex = [String](repeating: "", count: fieldsRead.count)
    for (name, index) in templateIndex { namesByIndex[index] = name }
    declaredNameBytes = declaredFields.map { $0.map { Array($0.name.utf8) } }
    undeclaredNameBytes = undeclaredNames.map { $0.map { Array($0.utf8) } }
    var symbolTemplates = Array(repeating: [Template](), count: fieldsRead.count)
    for cell in cells {
      guard let index = templateIndex[cell.name] else { continue }
      symbolTemplates[index] += cell.symbolTemplates.filter(\.hasPlaceholders)
    }
    self.symbolTemplates = symbolTemplates
    symbolFieldBytes = symbolTemplates.map { templates in
      var names: [[UInt8]] = []
      for template in templates {
        guard template.segments.count == 1, let name = template.placeholderFieldNames.first
        else { return nil }
        names.append(Array(name.utf8))
      }
      return names
    }
    symbols = SymbolNameCheck(platform: platform ?? Platform(), known: platform != nil)
  }

  /// The template's index when an item of the template `cell` with the fields of `item`
  /// passes every check here, so that `check(_:sink:)` would report nothing (the template is
  /// then marked used); nil when it might report something: the item must then be made and
  /// checked.
  mutating func passes(cell: UnsafeBufferPointer<UInt8>, item: CollectedItem) -> Int? {
    func isTemplate(_ entry: Int) -> Bool {
      templateNameBytes[entry].name.withUnsafeBufferPointer { YAMLTree.equal($0, cell) }
    }
    let index: Int
    if lastPassedEntry < templateNameBytes.count, isTemplate(lastPassedEntry) {
      index = templateNameBytes[lastPassedEntry].index
    } else if templateNameBytes.count <= 16 {
      guard let entry = templateNameBytes.indices.first(where: isTemplate) else { return nil }
      lastPassedEntry = entry
      index = templateNameBytes[entry].index
    } else {
      guard let found = templateIndex[String(decoding: cell, as: UTF8.self)] else {
        return nil
      }
      index = found
    }
    // The same rules as `check(_:sink:)`, over the item's bytes; any problem means "make it".
    var passed = true
    _ = forEachProblem(
      template: index,
      declaredValue: { position in
        declaredNameBytes[index][position].withUnsafeBufferPointer { item.value(of: $0) }.map {
          String(decoding: $0, as: UTF8.self)
        }
      },
      carriesUndeclared: { slot in
        undeclaredNameBytes[index][slot].withUnsafeBufferPointer { item.value(of: $0) } != nil
      },
      shouldStop: { false },
      report: { _ in
        passed = false
        return false
      })
    guard passed else { return nil }
    if !symbolTemplates[index].isEmpty {
      // A symbol that would be reported: make the item (`check(_:sink:)` reports it).
      guard let fields = symbolFieldBytes[index] else { return nil }
      for field in fields {
        guard let value = field.withUnsafeBufferPointer({ item.value(of: $0) }) else { continue }
        if !symbols.isFine(bytes: value) { return nil }
      }
    }
    used[index] = true
    return index
  }

  /// What an item's fields may lack against its template (`forEachProblem`).
  enum FieldProblem {
    /// A declared, non-optional field (its position in the template's `fields:`) is missing.
    case missingDeclaredField(Int)
    /// A declared field's value (given) is not of its declared type.
    case fieldTypeMismatch(Int, String)
    /// A field a `{placeholder}` reads undeclared (its slot in `undeclaredNames`) is missing.
    case missingReadField(Int)
  }

  /// The item rules against template `index`, in report order: the one set of rules that
  /// both `passes(cell:item:)` (an item still as bytes) and `check(_:sink:)` (a made item)
  /// run, so the fast path cannot drift from the general one. `declaredValue` gives the value
  /// of the template's declared field at a position, `carriesUndeclared` whether the item
  /// has the read field of a slot; `report` returns false to stop at a problem, and
  /// `shouldStop` is asked before each field. Returns true when `shouldStop` stopped it.
  @inline(__always)
  private func forEachProblem(
    template index: Int, declaredValue: (Int) -> String?, carriesUndeclared: (Int) -> Bool,
    shouldStop: () -> Bool, report: (FieldProblem) -> Bool
  ) -> Bool {
    for (position, declared) in declaredFields[index].enumerated() {
      if shouldStop() { return true }
      guard let value = declaredValue(position) else {
        if !declared.isOptional, !report(.missingDeclaredField(position)) { return false }
        continue
      }
      if !declared.type.reads(value, assets: assets), !report(.fieldTypeMismatch(position, value)) {
        return false
      }
    }
    for slot in undeclaredNames[index].indices where !carriesUndeclared(slot) {
      if shouldStop() { return true }
      if !report(.missingReadField(slot)) { return false }
    }
    return false
  }

  /// Reports `problem` of `item` against template `index`. Apart from the loop over the
  /// items: inlined there, it made the field look-ups of every item cost more.
  @inline(never)
  private func report(
    _ problem: FieldProblem, of item: Item, template index: Int, sink: inout DiagnosticSink
  ) {
    switch problem {
    case .missingDeclaredField(let position):
      let declared = declaredFields[index][position]
      sink.append(
        .missingItemField(
          field: declared.name, itemID: item.id, template: item.cell, range: item.idRange,
          use: declared.range, declared: true, typedByItem: declared.typedByItem))
    case .fieldTypeMismatch(let position, let text):
      let declared = declaredFields[index][position]
      let written = source?.valueRange(ofKey: declared.name, writtenAs: text, in: item.range)
      // A misspelt colour: the names it may be are known.
      let colorNames =
        declared.type == .color
        ? (assets?.colors.keys.sorted() ?? []) + SystemColor.allCases.map(\.rawValue) : []
      sink.append(
        .fieldTypeMismatch(
          field: declared.name, value: text, type: declared.type, itemID: item.id,
          template: item.cell, range: written ?? item.range, declaration: declared.range,
          suggestion: Suggestion.closest(to: text, among: colorNames),
          isValueRange: written != nil, typedByItem: declared.typedByItem))
    case .missingReadField(let slot):
      sink.append(
        .missingItemField(
          field: undeclaredNames[index][slot], itemID: item.id, template: item.cell,
          range: item.idRange, use: undeclaredRead[index][slot].use))
    }
  }

  /// The name of the template at `index` (as `passes` gives it).
  func templateName(_ index: Int) -> String { namesByIndex[index] }

  /// Checks a run of items.
  mutating func check(_ items: [Item], sink: inout DiagnosticSink) {
    // Items are read in place: copying each one (a large spec has a million) cost more
    // than the checks.
    items.withUnsafeBufferPointer { check($0, sink: &sink) }
  }

  mutating func check(_ items: UnsafeBufferPointer<Item>, sink: inout DiagnosticSink) {
    guard !stopped else { return }
    stopped = {
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
          if !undecodedCellTemplates.contains(item.cell) {
            namedUnknownTemplate = true
            sink.append(
              .unknownCellTemplate(name: item.cell, known: names, range: item.cellRange))
          }
          continue
        }
        used[index] = true
        let fields = items[position].fields
        let stoppedHere = forEachProblem(
          template: index,
          declaredValue: { fields[declaredFields[index][$0].name] },
          // Found by its name's bytes, without making a string of the name or of its value.
          carriesUndeclared: { slot in
            undeclaredNameBytes[index][slot].withUnsafeBufferPointer { fields.contains(utf8: $0) }
          },
          // Past the diagnostics limit nothing more would be shown, so stop: a template
          // reading 50,000 fields otherwise built 50,000 diagnostics per item (a 410 KB
          // file of 1000 items took 23 s). What was dropped is already counted.
          shouldStop: { sink.dropped.count != 0 },
          report: { problem in
            report(problem, of: items[position], template: index, sink: &sink)
            return true
          })
        if stoppedHere { return true }
        if !symbolTemplates[index].isEmpty || items[position].swipeActions != nil {
          checkSymbols(of: items[position], template: index, sink: &sink)
        }
      }
      return false
    }()
  }

  /// The SF Symbol names an item gives its template's `{…}` images, and its own swipe
  /// actions' images: each unknown or too new name once per template.
  @inline(never)
  private mutating func checkSymbols(of item: Item, template index: Int, sink: inout DiagnosticSink)
  {
    for symbol in symbolTemplates[index] {
      symbols.check(
        symbol.evaluate(fields: item.fields), item: item, written: nil,
        template: (namesByIndex[index], symbol.range), sink: &sink)
    }
    for edge in SwipeEdge.allCases {
      for image in (item.swipeActions?[edge]?.actions ?? []).compactMap(\.systemImage) {
        symbols.check(
          image.evaluate(fields: item.fields), item: item,
          written: image.hasPlaceholders ? nil : image.range, template: nil, sink: &sink)
      }
    }
  }

  /// Once every item was checked: the templates no item uses.
  func finish(cells: [CellTemplate], decodingFailed: Bool, sink: inout DiagnosticSink) {
    // An item naming a template that does not exist is usually a typo for an unused one:
    // report the typo, not also its consequence. Likewise when the decoder dropped items:
    // one of them may have been the user.
    guard !stopped, !decodingFailed, !namedUnknownTemplate else { return }
    for cell in cells {
      if let index = templateIndex[cell.name], !used[index] {
        sink.append(.unusedCellTemplate(name: cell.name, range: cell.nameRange))
      }
    }
  }
}

/// The checks that visit every item, run while a streamed spec is read
/// (``LoadOptions/keepsSpec`` false), so that items can be let go once checked: duplicate
/// ids, items against their templates, `itemSeparators` keys, and the cells each section
/// uses. A section's first items may be checked one by one as the reader makes them
/// (`check(early:)`), the rest with the section (`check(_:)`), in order. The validator then
/// takes their findings in place of visiting the items (`Validator.validate(_:itemsChecked:)`),
/// in the same order, so the report is the one a kept spec gets.
struct StreamedItemChecks {
  private var identifiers: FirstUseTable
  private(set) var identifierSink: DiagnosticSink
  private(set) var templates: TemplateChecks
  private(set) var templateSink: DiagnosticSink
  private(set) var itemSeparatorSink: DiagnosticSink
  /// The distinct sets of cells sections use, and each section's one, in section order.
  private(set) var cellSets: [Set<String>] = []
  private(set) var cellSetOfSection: [Int32] = []
  private var cellSetIndex: [Set<String>: Int32] = [:]

  init(
    cells: [CellTemplate], undecodedCellTemplates: Set<String>, assets: AssetCatalogs,
    platform: Platform?, source: SourceFile?, maxDiagnostics: Int
  ) {
    // Sized for an item every 128 bytes (the benchmark's are 130), up to a million.
    let bytes = source?.byteCount ?? 0
    identifiers = FirstUseTable(
      source: source, reservingBytes: bytes / 4, expectedCount: min(bytes / 128, 1 << 20))
    identifierSink = DiagnosticSink(limit: maxDiagnostics)
    templateSink = DiagnosticSink(limit: maxDiagnostics)
    itemSeparatorSink = DiagnosticSink(limit: maxDiagnostics)
    templates = TemplateChecks(
      cells: cells, undecodedCellTemplates: undecodedCellTemplates, assets: assets,
      platform: platform, source: source)
  }

  /// The items checked one by one (tests), and how many of them without being made.
  private(set) var earlyItemCount = 0
  private(set) var unmadeItemCount = 0
  /// The ids and cells of the items of the section being read that were checked early.
  private var earlyIDs: [String] = []
  private var earlyCells: Set<String> = []
  private var lastEarlyCell: String?
  /// The templates of the items of the section being read that were checked without being
  /// made (`checkQuickly`): by index, marked and listed.
  private var earlyTemplates: [Bool] = []
  private var earlyTemplateList: [Int] = []

  /// Items of the section being read that are checked early, a batch at a time: one call
  /// per item cost the one-core `validate` several percent.
  private var earlyBatch: [Item] = []

  /// Checks one item of the section being read, before the section is decoded (the item is
  /// then not among its items); at the latest when `check(_:)` checks that section.
  mutating func check(early item: Item) {
    earlyItemCount += 1
    if earlyBatch.isEmpty { earlyBatch.reserveCapacity(256) }
    earlyBatch.append(item)
    if earlyBatch.count == 256 { checkEarlyBatch() }
  }

  /// Ids of items checked one by one, waiting to be looked up a run at a time
  /// (`checkPendingIDs`), in item order: each lookup waits for memory, and a run whose slots
  /// are all read first waits about once.
  private var pendingIDs: [Validator.ItemIDUse] = []

  /// Checks an item of the section being read as `check(early:)` would, without making it
  /// an ``Item``, when its template has nothing to report about it: the common case, at a
  /// fraction of the cost. Returns false, having recorded nothing, otherwise: the item is
  /// then made and given to `check(early:)`. `sectionCell` is its section's `cell`, for an
  /// item without one.
  mutating func checkQuickly(_ item: CollectedItem, sectionCell: String?) -> Bool {
    var sectionCell = sectionCell
    let template: Int?
    if let cell = item.cell {
      template = templates.passes(cell: cell, item: item)
    } else if sectionCell != nil {
      template = sectionCell!.withUTF8 { templates.passes(cell: $0, item: item) }
    } else {
      return false
    }
    guard let template else { return false }
    // The items before it first: an id's first use is the earliest.
    if !earlyBatch.isEmpty { checkEarlyBatch() }
    earlyItemCount += 1
    unmadeItemCount += 1
    let id = String(decoding: item.id, as: UTF8.self)
    if pendingIDs.isEmpty { pendingIDs.reserveCapacity(64) }
    pendingIDs.append((id, item.idRange, FirstUseTable.idHash(bytes: item.id)))
    if pendingIDs.count == 64 { checkPendingIDs() }
    earlyIDs.append(id)
    // Its cell is the template's name: noted by index, named when the section ends.
    if template >= earlyTemplates.count {
      earlyTemplates += repeatElement(false, count: template + 1 - earlyTemplates.count)
    }
    if !earlyTemplates[template] {
      earlyTemplates[template] = true
      earlyTemplateList.append(template)
    }
    return true
  }

  /// Looks up the ids in `pendingIDs`.
  private mutating func checkPendingIDs() {
    pendingIDs.withUnsafeBufferPointer {
      Validator.checkItemIDs(run: $0, in: &identifiers, sink: &identifierSink)
    }
    pendingIDs.removeAll(keepingCapacity: true)
  }

  /// Checks the items checked one by one that are still waiting: `pendingIDs`, then
  /// `earlyBatch`.
  mutating func checkEarlyBatch() {
    if !pendingIDs.isEmpty { checkPendingIDs() }
    guard !earlyBatch.isEmpty else { return }
    earlyBatch.withUnsafeBufferPointer { items in
      Validator.checkItemIDs(items, in: &identifiers, sink: &identifierSink)
      templates.check(items, sink: &templateSink)
      for position in items.indices {
        earlyIDs.append(items[position].id)
        if items[position].cell != lastEarlyCell {
          lastEarlyCell = items[position].cell
          earlyCells.insert(items[position].cell)
        }
      }
    }
    earlyBatch.removeAll(keepingCapacity: true)
  }

  /// Checks the items of one section (after those checked early); they need not be kept
  /// afterwards.
  mutating func check(_ section: SpecSection) {
    checkEarlyBatch()
    section.items.withUnsafeBufferPointer { items in
      Validator.checkItemIDs(items, in: &identifiers, sink: &identifierSink)
      templates.check(items, sink: &templateSink)
    }
    Validator.checkItemSeparators(
      section, ids: earlyIDs.isEmpty ? section.items.map(\.id) : earlyIDs + section.items.map(\.id),
      sink: &itemSeparatorSink)
    var cells = Validator.cellsUsed(by: section.items).union(earlyCells)
    for template in earlyTemplateList {
      cells.insert(templates.templateName(template))
      earlyTemplates[template] = false
    }
    earlyTemplateList.removeAll(keepingCapacity: true)
    earlyIDs = []
    earlyCells = []
    lastEarlyCell = nil
    if let known = cellSetIndex[cells] {
      cellSetOfSection.append(known)
    } else {
      let index = Int32(cellSets.count)
      cellSets.append(cells)
      cellSetIndex[cells] = index
      cellSetOfSection.append(index)
    }
  }

  /// The cells used by the items of section `index` (in section order).
  func cellsUsed(bySection index: Int) -> Set<String> {
    cellSets[Int(cellSetOfSection[index])]
  }
}
