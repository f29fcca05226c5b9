import Foundation

/// Turns the YAML tree into the typed model, reporting every shape problem (wrong types,
/// unknown keys and values, missing keys) at the node that causes it. It never stops at the
/// first problem: a bad value is reported and skipped, and decoding goes on.
struct SpecDecoder {
  let path: String
  var diagnostics: [Diagnostic] = [] {
    didSet { droppedDiagnostics.trim(&diagnostics, to: maxDiagnostics) }
  }
  /// See ``DroppedDiagnostics``.
  var maxDiagnostics = Int.max
  var droppedDiagnostics = DroppedDiagnostics()
  var featureUses: [FeatureUse] = []
  /// Sections decoded while the file was still being read (`decodeStreamedSection`).
  var streamed = StreamedSections()
  /// The file, when known: lets a template's caret find its character behind escapes.
  var source: SourceFile?

  /// The sections of the root `sections` sequence decoded one by one as the reader finished
  /// each (see `YAMLReader.read(_:streamingElementsOf:to:)`), with their problems. `decode`
  /// uses them when they are the whole sequence it finds under `sections`.
  struct StreamedSections {
    /// The key whose sequence elements the reader hands over.
    static let key = "sections"
    var sequenceStart: SourceLocation?
    var elementCount = 0
    var sections: [Section] = []
    var diagnostics: [Diagnostic] = []
    var dropped = DroppedDiagnostics()
  }

  init(path: String) {
    self.path = path
  }

  /// Keeps `diagnostic` below `maxDiagnostics`; past it only counts it, without building
  /// its message (a file can earn millions). The decoder reports errors only.
  mutating func report(_ diagnostic: @autoclosure () -> Diagnostic) {
    guard diagnostics.count < maxDiagnostics else {
      droppedDiagnostics.count += 1
      droppedDiagnostics.errors += 1
      return
    }
    diagnostics.append(diagnostic())
  }

  // MARK: Document

  mutating func decode(_ root: YAMLNode?, fileStart: SourceRange) -> ListSpecDocument? {
    guard let root else {
      report(.emptyDocument(range: fileStart))
      return nil
    }
    if let scalar = root.scalar, case .null = scalar.resolved {
      report(.emptyDocument(range: root.range))
      return nil
    }
    guard let keys = mapping(root, context: "the spec", known: SpecKeys.document) else {
      return nil
    }
    guard let versionNode = keys["listspec"] else {
      report(.missingFormatVersion(range: SourceRange(at: root.range.start)))
      return nil
    }
    guard case .int(let version) = versionNode.scalar?.resolved, version == 1 else {
      if versionNode.scalar.flatMap({ Int($0.text) }) == ListSpecDocument.supportedFormat {
        // `listspec: "1"`: the right version, quoted.
        report(
          .typeMismatch(
            key: "listspec", expected: "a number", found: versionNode, hint: "remove the quotes"))
        return nil
      }
      if case .float(let value) = versionNode.scalar?.resolved,
        value == Double(ListSpecDocument.supportedFormat)
      {
        // `listspec: 1.0`: the right version, written as a decimal.
        report(
          .typeMismatch(
            key: "listspec", expected: "a whole number", found: versionNode,
            hint: "write 'listspec: \(ListSpecDocument.supportedFormat)'"))
        return nil
      }
      report(
        .unsupportedFormatVersion(
          found: versionNode.text ?? versionNode.kindDescription,
          range: versionNode.reportRange))
      return nil
    }
    var platform = Platform()
    if let platformNode = keys["platform"] { platform = decodePlatform(platformNode) }
    var list = ListConfiguration(appearance: .insetGrouped)
    if let listNode = keys["list"] {
      list = decodeList(listNode) ?? list
    } else {
      report(.missingKey(key: "list", in: "the spec", range: SourceRange(at: root.range.start)))
    }
    var cells: [CellTemplate] = []
    if let cellsNode = keys["cells"], let pairs = mappingPairs(cellsNode, key: "cells") {
      for pair in pairs {
        guard let name = pair.key.text else { continue }
        if let cell = decodeCell(name: name, node: pair.value, nameRange: pair.key.reportRange) {
          cells.append(cell)
        }
      }
    }
    var sections: [Section] = []
    if let sectionsNode = keys["sections"] {
      if let start = streamed.sequenceStart, start == sectionsNode.range.start,
        sectionsNode.isSequence, streamed.elementCount == sectionsNode.count
      {
        sections = streamed.sections
        diagnostics += streamed.diagnostics
        droppedDiagnostics.add(streamed.dropped)
      } else if let elements = sequence(sectionsNode, key: "sections") {
        sections = decodeSections(elements)
      }
    } else {
      report(
        .missingKey(key: "sections", in: "the spec", range: SourceRange(at: root.range.start)))
    }
    var document = ListSpecDocument(
      formatVersion: version, platform: platform, list: list, cells: cells, sections: sections,
      root: root)
    document.featureUses = featureUses
    return document
  }

  mutating func use(_ feature: String, _ major: Int, _ minor: Int = 0, at range: SourceRange) {
    featureUses.append(
      FeatureUse(feature: feature, introduced: OSVersion(major, minor), range: range))
  }

  mutating func decodePlatform(_ node: YAMLNode) -> Platform {
    guard let keys = mapping(node, context: "'platform'", known: SpecKeys.platform) else {
      return Platform()
    }
    guard let iOSNode = keys["iOS"] else { return Platform() }
    guard let scalar = iOSNode.scalar else {
      report(.typeMismatch(key: "iOS", expected: "a version string like \"16.0\"", found: iOSNode))
      return Platform()
    }
    guard let version = OSVersion(parsing: scalar.text) else {
      report(.invalidVersion(value: scalar.text, range: iOSNode.reportRange))
      return Platform()
    }
    return Platform(iOS: version, range: iOSNode.reportRange)
  }

  // MARK: List

  mutating func decodeList(_ node: YAMLNode) -> ListConfiguration? {
    guard let keys = mapping(node, context: "'list'", known: SpecKeys.list) else { return nil }
    var list = ListConfiguration(appearance: .insetGrouped, range: node.reportRange)
    if let value = keys["appearance"] {
      list.appearance = enumValue(value, key: "appearance") ?? list.appearance
      if list.appearance == .sidebar || list.appearance == .sidebarPlain {
        use("the sidebar list appearance", 14, at: value.reportRange)
      }
    } else {
      report(.missingKey(key: "appearance", in: "'list'", range: node.reportRange))
    }
    list.showsSeparators = list.appearance.showsSeparatorsByDefault
    if let value = keys["showsSeparators"] {
      list.showsSeparators = bool(value, key: "showsSeparators") ?? list.showsSeparators
    }
    if let value = keys["headerMode"] {
      list.headerMode = enumValue(value, key: "headerMode") ?? .none
    }
    if let value = keys["footerMode"] {
      list.footerMode = enumValue(value, key: "footerMode") ?? .none
    }
    if let value = keys["headerTopPadding"] {
      list.headerTopPadding = length(value, key: "headerTopPadding")
      use("headerTopPadding", 15, at: value.reportRange)
    }
    if let value = keys["backgroundColor"] {
      list.backgroundColor = color(value, key: "backgroundColor")
    }
    if let value = keys["separatorConfiguration"] {
      use("separatorConfiguration", 14, 5, at: value.reportRange)
      list.separatorConfiguration = decodeSeparatorConfiguration(value)
    }
    return list
  }

  mutating func decodeSeparatorConfiguration(_ node: YAMLNode) -> SeparatorConfiguration {
    var configuration = SeparatorConfiguration()
    guard
      let keys = mapping(
        node, context: "'separatorConfiguration'", known: SpecKeys.separatorConfiguration)
    else { return configuration }
    if let value = keys["color"] { configuration.color = color(value, key: "color") }
    if let value = keys["multipleSelectionColor"] {
      configuration.multipleSelectionColor = color(value, key: "multipleSelectionColor")
    }
    if let value = keys["topSeparatorVisibility"] {
      configuration.topSeparatorVisibility =
        enumValue(value, key: "topSeparatorVisibility") ?? .automatic
    }
    if let value = keys["bottomSeparatorVisibility"] {
      configuration.bottomSeparatorVisibility =
        enumValue(value, key: "bottomSeparatorVisibility") ?? .automatic
    }
    if let value = keys["topSeparatorInsets"] {
      configuration.topSeparatorInsets = directionalInsets(value, key: "topSeparatorInsets")
    }
    if let value = keys["bottomSeparatorInsets"] {
      configuration.bottomSeparatorInsets = directionalInsets(value, key: "bottomSeparatorInsets")
    }
    return configuration
  }

  /// `{ top, leading, bottom, trailing }`; `automatic` (the string) means nil.
  mutating func directionalInsets(_ node: YAMLNode, key: String) -> DirectionalEdgeInsets? {
    if node.text == "automatic" { return nil }
    guard
      let keys = mapping(
        node, context: "'\(key)'", known: SpecKeys.directionalInsets,
        expected: "a mapping of edge insets (top, leading, bottom, trailing) or 'automatic'")
    else { return nil }
    var insets = DirectionalEdgeInsets()
    if let value = keys["top"] { insets.top = length(value, key: "top") ?? 0 }
    if let value = keys["leading"] { insets.leading = length(value, key: "leading") ?? 0 }
    if let value = keys["bottom"] { insets.bottom = length(value, key: "bottom") ?? 0 }
    if let value = keys["trailing"] { insets.trailing = length(value, key: "trailing") ?? 0 }
    return insets
  }

  // MARK: Cells

  mutating func decodeCell(name: String, node: YAMLNode, nameRange: SourceRange) -> CellTemplate? {
    guard let keys = mapping(node, context: "cell template '\(name)'", known: SpecKeys.cell) else {
      return nil
    }
    var kind: CellKind?
    switch (keys["content"], keys["hosting"]) {
    case (let content?, nil):
      kind = decodeContent(content).map(CellKind.content)
    case (nil, let hosting?):
      use("UIHostingConfiguration", 16, at: hostingKeyRange(node) ?? hosting.reportRange)
      kind = decodeHosting(hosting).map(CellKind.hosting)
    default:
      report(.invalidCellTemplate(name: name, range: nameRange))
      return nil
    }
    var accessories: [Accessory] = []
    if let value = keys["accessories"], let elements = sequence(value, key: "accessories") {
      for element in elements {
        if let accessory = decodeAccessory(element) { accessories.append(accessory) }
      }
    }
    let background = keys["backgroundColor"].flatMap { color($0, key: "backgroundColor") }
    guard let kind else { return nil }
    return CellTemplate(
      name: name, kind: kind, accessories: accessories, backgroundColor: background,
      range: node.reportRange, nameRange: nameRange)
  }

  func hostingKeyRange(_ node: YAMLNode) -> SourceRange? {
    node.pairs?.first { $0.key.text == "hosting" }?.key.reportRange
  }

  mutating func decodeContent(_ node: YAMLNode) -> ContentConfiguration? {
    guard let keys = mapping(node, context: "'content'", known: SpecKeys.content) else {
      return nil
    }
    var content = ContentConfiguration()
    if let value = keys["style"] { content.style = enumValue(value, key: "style") ?? .cell }
    if let value = keys["text"] { content.text = template(value, key: "text") }
    if let value = keys["secondaryText"] {
      content.secondaryText = template(value, key: "secondaryText")
    }
    if let value = keys["image"] { content.image = systemImage(value, key: "image") }
    if let value = keys["imageProperties"] {
      content.imageProperties = decodeImageProperties(value)
    }
    if let value = keys["textProperties"] {
      content.textProperties = decodeTextProperties(value, key: "textProperties")
    }
    if let value = keys["secondaryTextProperties"] {
      content.secondaryTextProperties = decodeTextProperties(value, key: "secondaryTextProperties")
    }
    if let value = keys["imageToTextPadding"] {
      content.imageToTextPadding = length(value, key: "imageToTextPadding")
    }
    if let value = keys["textToSecondaryTextHorizontalPadding"] {
      content.textToSecondaryTextHorizontalPadding = length(
        value, key: "textToSecondaryTextHorizontalPadding")
    }
    if let value = keys["textToSecondaryTextVerticalPadding"] {
      content.textToSecondaryTextVerticalPadding = length(
        value, key: "textToSecondaryTextVerticalPadding")
    }
    if let value = keys["prefersSideBySideTextAndSecondaryText"] {
      content.prefersSideBySideTextAndSecondaryText = bool(
        value, key: "prefersSideBySideTextAndSecondaryText")
    }
    if let value = keys["directionalLayoutMargins"] {
      content.directionalLayoutMargins = directionalInsets(value, key: "directionalLayoutMargins")
    }
    return content
  }

  /// `{ systemName: "star" }`
  mutating func systemImage(_ node: YAMLNode, key: String) -> Template? {
    if let text = node.scalar.map(\.text), node.scalar?.resolved != .null {
      report(
        .typeMismatch(
          key: key, expected: "a mapping like { systemName: \"\(text)\" }", found: node))
      return nil
    }
    guard let keys = mapping(node, context: "'\(key)'", known: SpecKeys.image) else { return nil }
    guard let name = keys["systemName"] else {
      report(.missingKey(key: "systemName", in: "'\(key)'", range: node.reportRange))
      return nil
    }
    return template(name, key: "systemName")
  }

  mutating func decodeTextProperties(_ node: YAMLNode, key: String) -> TextProperties {
    var properties = TextProperties()
    guard let keys = mapping(node, context: "'\(key)'", known: SpecKeys.textProperties) else {
      return properties
    }
    if let value = keys["font"] { properties.font = font(value, key: "font") }
    if let value = keys["color"] { properties.color = color(value, key: "color") }
    if let value = keys["numberOfLines"] {
      properties.numberOfLines = integer(value, key: "numberOfLines", minimum: 0)
    }
    if let value = keys["alignment"] { properties.alignment = enumValue(value, key: "alignment") }
    return properties
  }

  mutating func decodeImageProperties(_ node: YAMLNode) -> ImageProperties {
    var properties = ImageProperties()
    guard let keys = mapping(node, context: "'imageProperties'", known: SpecKeys.imageProperties)
    else { return properties }
    if let value = keys["tintColor"] { properties.tintColor = color(value, key: "tintColor") }
    if let value = keys["cornerRadius"] {
      properties.cornerRadius = length(value, key: "cornerRadius")
    }
    if let value = keys["maximumSize"] { properties.maximumSize = size(value, key: "maximumSize") }
    if let value = keys["reservedLayoutSize"] {
      properties.reservedLayoutSize = size(value, key: "reservedLayoutSize")
    }
    return properties
  }

  mutating func size(_ node: YAMLNode, key: String) -> Size? {
    guard let keys = mapping(node, context: "'\(key)'", known: SpecKeys.size) else { return nil }
    let width = keys["width"].flatMap { length($0, key: "width") } ?? 0
    let height = keys["height"].flatMap { length($0, key: "height") } ?? 0
    return Size(width: width, height: height)
  }

  mutating func decodeHosting(_ node: YAMLNode) -> HostingConfiguration? {
    guard let keys = mapping(node, context: "'hosting'", known: SpecKeys.hosting) else {
      return nil
    }
    guard let contentNode = keys["content"] else {
      report(.missingKey(key: "content", in: "'hosting'", range: node.reportRange))
      return nil
    }
    guard let content = decodeView(contentNode) else { return nil }
    var hosting = HostingConfiguration(content: content)
    if let value = keys["margins"] {
      for (edges, length) in edgeLengths(value, key: "margins") {
        if edges.contains(.top) { hosting.margins.top = length }
        if edges.contains(.leading) { hosting.margins.leading = length }
        if edges.contains(.bottom) { hosting.margins.bottom = length }
        if edges.contains(.trailing) { hosting.margins.trailing = length }
      }
    }
    if let value = keys["minSize"],
      let sizeKeys = mapping(value, context: "'minSize'", known: SpecKeys.size)
    {
      hosting.minWidth = sizeKeys["width"].flatMap { length($0, key: "width") }
      hosting.minHeight = sizeKeys["height"].flatMap { length($0, key: "height") }
    }
    if let value = keys["background"] { hosting.background = color(value, key: "background") }
    return hosting
  }

  /// `8` (every edge), or `{ horizontal: 50, top: 4 }`; nil lengths mean "the default".
  mutating func edgeLengths(_ node: YAMLNode, key: String, allowDefault: Bool = false)
    -> [(EdgeSet, Double?)]
  {
    if let scalar = node.scalar {
      switch scalar.resolved {
      case .int, .float:
        return length(node, key: key).map { [(.all, $0)] } ?? []
      case .null where allowDefault:
        return [(.all, nil)]
      case .string(let name) where allowDefault:
        guard let edges = EdgeSet.names.first(where: { $0.0 == name })?.1 else {
          report(
            .unknownValue(value: name, key: key, known: SpecKeys.edges, range: node.reportRange))
          return []
        }
        return [(edges, nil)]
      default:
        report(
          .typeMismatch(
            key: key, expected: "a length or a mapping of edges to lengths", found: node))
        return []
      }
    }
    guard
      let pairs = mappingPairs(
        node, key: key, expected: "a length or a mapping of edges to lengths")
    else { return [] }
    var result: [(EdgeSet, Double?)] = []
    for pair in pairs {
      guard let name = pair.key.text else { continue }
      guard let edges = EdgeSet.names.first(where: { $0.0 == name })?.1 else {
        report(
          .unknownKey(key: name, in: "'\(key)'", known: SpecKeys.edges, range: pair.key.reportRange)
        )
        continue
      }
      if allowDefault, pair.value.scalar?.resolved == .null {
        result.append((edges, nil))
      } else if let value = length(pair.value, key: name) {
        result.append((edges, value))
      }
    }
    return result
  }

  mutating func decodeAccessory(_ node: YAMLNode) -> Accessory? {
    let known = AccessoryKind.allCases.map(\.rawValue)
    if let text = node.text, node.scalar?.resolved != .null {
      guard let kind = AccessoryKind(rawValue: text) else {
        report(
          .unknownValue(
            value: text, key: "accessories", known: known, range: node.reportRange,
            what: "accessory"))
        return nil
      }
      useAccessory(kind, at: node.reportRange)
      return Accessory(kind: kind, range: node.reportRange)
    }
    guard let pairs = node.pairs, pairs.count == 1, let name = pairs[0].key.text else {
      report(
        .typeMismatch(
          key: "accessories[]",
          expected: "an accessory name or a one-key mapping like { label: { text: \"3\" } }",
          found: node))
      return nil
    }
    guard let kind = AccessoryKind(rawValue: name) else {
      report(
        .unknownValue(
          value: name, key: "accessories", known: known, range: pairs[0].key.reportRange,
          what: "accessory"))
      return nil
    }
    useAccessory(kind, at: node.reportRange)
    var accessory = Accessory(kind: kind, range: node.reportRange)
    let options = pairs[0].value
    if options.scalar?.resolved == .null { return accessory }
    guard
      let keys = mapping(options, context: "accessory '\(name)'", known: SpecKeys.accessoryOptions)
    else { return accessory }
    if let value = keys["displayed"] { accessory.displayed = enumValue(value, key: "displayed") }
    if let value = keys["tintColor"] { accessory.tintColor = color(value, key: "tintColor") }
    if let value = keys["text"] { accessory.text = template(value, key: "text") }
    return accessory
  }

  mutating func useAccessory(_ kind: AccessoryKind, at range: SourceRange) {
    if kind == .detail { use("the detail accessory", 15, 4, at: range) }
    if kind == .popUpMenu { use("the popUpMenu accessory", 14, at: range) }
  }

  // MARK: Sections and items

  /// A run of one section's items, decoded together: its section, the item nodes, and the
  /// section's default cell.
  struct ItemChunk: Sendable {
    var section: Int
    var nodes: ArraySlice<YAMLNode>
    var sectionCell: (String, SourceRange)?
  }

  /// Section by section, its own keys and then its items. Problems are reported in that
  /// order whether or not sections were streamed (`decodeStreamedSection` decodes one at a
  /// time), which matters past the diagnostics limit and for problems at the same place.
  /// Items are independent of each other, so a large spec decodes them on all cores.
  mutating func decodeSections(_ elements: [YAMLNode]) -> [Section] {
    // Section keys first, in order, each with its own problems kept apart, so that they can
    // be reported before the items of their section once those are decoded.
    var sections: [Section] = []
    var headerProblems: [(diagnostics: [Diagnostic], dropped: DroppedDiagnostics)] = []
    var itemNodes: [(nodes: [YAMLNode], sectionCell: (String, SourceRange)?)] = []
    var sectionOfElement: [Int?] = []
    for element in elements {
      var headerDecoder = SpecDecoder(path: path)
      headerDecoder.maxDiagnostics = maxDiagnostics
      let header = headerDecoder.decodeSectionHeader(element)
      headerProblems.append((headerDecoder.diagnostics, headerDecoder.droppedDiagnostics))
      guard let (section, nodes, sectionCell) = header else {
        sectionOfElement.append(nil)
        continue
      }
      sectionOfElement.append(sections.count)
      sections.append(section)
      itemNodes.append((nodes, sectionCell))
    }
    // Chunks never span sections, so a section decoded in one chunk takes that chunk's array
    // as it is: copying 100,000 items between arrays cost as much as decoding them.
    let total = itemNodes.reduce(0) { $0 + $1.nodes.count }
    let chunkSize = max(1024, total / (ProcessInfo.processInfo.activeProcessorCount * 4))
    var chunks: [ItemChunk] = []
    for (section, (nodes, sectionCell)) in itemNodes.enumerated() {
      var start = 0
      while start < nodes.count {
        let end = min(nodes.count, start + chunkSize)
        chunks.append(
          ItemChunk(section: section, nodes: nodes[start..<end], sectionCell: sectionCell))
        start = end
      }
    }
    let decoded = decodeItems(chunks, onAllCores: total >= Self.parallelItemThreshold)
    var chunkIndex = 0
    for (element, section) in sectionOfElement.enumerated() {
      diagnostics += headerProblems[element].diagnostics
      droppedDiagnostics.add(headerProblems[element].dropped)
      guard let section else { continue }
      while chunkIndex < chunks.count, chunks[chunkIndex].section == section {
        let (items, problems, dropped) = decoded[chunkIndex]
        diagnostics += problems
        droppedDiagnostics.add(dropped)
        if sections[section].items.isEmpty {
          sections[section].items = items
        } else {
          sections[section].items += items
        }
        chunkIndex += 1
      }
    }
    return sections
  }

  /// Decodes one element of the root `sections` sequence as soon as the reader has it, so
  /// that a large spec is decoded while the rest of it is still being parsed.
  mutating func decodeStreamedSection(_ node: YAMLNode, sequenceStart: SourceLocation) {
    if streamed.sequenceStart != sequenceStart {
      streamed = StreamedSections(sequenceStart: sequenceStart)
    }
    var sectionDecoder = SpecDecoder(path: path)
    sectionDecoder.maxDiagnostics = maxDiagnostics
    streamed.sections += sectionDecoder.decodeSections([node])
    streamed.elementCount += 1
    streamed.diagnostics += sectionDecoder.diagnostics
    streamed.dropped.add(sectionDecoder.droppedDiagnostics)
    streamed.dropped.trim(&streamed.diagnostics, to: maxDiagnostics)
  }

  /// A section without its items, the item nodes, and its default cell.
  mutating func decodeSectionHeader(_ node: YAMLNode) -> (
    Section, [YAMLNode], (String, SourceRange)?
  )? {
    guard let keys = mapping(node, context: "a section", known: SpecKeys.section) else {
      return nil
    }
    guard let idNode = keys["id"] else {
      report(.missingKey(key: "id", in: "a section", range: node.reportRange))
      return nil
    }
    guard let id = identifier(idNode, key: "id") else { return nil }
    let header = keys["header"].flatMap { string($0, key: "header") }
    let footer = keys["footer"].flatMap { string($0, key: "footer") }
    let cell = keys["cell"].flatMap { string($0, key: "cell") }
    let sectionCell = cell.map { ($0, keys["cell"]!.reportRange) }
    var itemNodes: [YAMLNode] = []
    if let itemsNode = keys["items"], let elements = sequence(itemsNode, key: "items") {
      itemNodes = elements
    }
    let section = Section(
      id: id, header: header, footer: footer, cell: cell, items: [], range: node.reportRange,
      idRange: idNode.reportRange)
    return (section, itemNodes, sectionCell)
  }

  /// Items of at least this many are decoded on all cores; fewer are decoded on the calling
  /// thread, where spreading them costs more than it saves.
  static let parallelItemThreshold = 4096

  /// Decodes each chunk's items, on all cores or on this thread, leaving out invalid items;
  /// returns each chunk's items with its problems.
  func decodeItems(_ chunks: [ItemChunk], onAllCores: Bool) -> [(
    items: [Item], problems: [Diagnostic], dropped: DroppedDiagnostics
  )] {
    let path = self.path
    let maxDiagnostics = self.maxDiagnostics
    @Sendable func decode(_ chunk: ItemChunk) -> (
      items: [Item], problems: [Diagnostic], dropped: DroppedDiagnostics
    ) {
      var decoder = SpecDecoder(path: path)
      // The limit here bounds memory; `diagnostics +=` in the caller keeps the first ones.
      decoder.maxDiagnostics = maxDiagnostics
      var items: [Item] = []
      items.reserveCapacity(chunk.nodes.count)
      for node in chunk.nodes {
        if let item = decoder.decodeItem(node, sectionCell: chunk.sectionCell) {
          items.append(item)
        }
      }
      return (items, decoder.diagnostics, decoder.droppedDiagnostics)
    }
    guard onAllCores else { return chunks.map(decode) }
    var results = [(items: [Item], problems: [Diagnostic], dropped: DroppedDiagnostics)](
      repeating: ([], [], DroppedDiagnostics()), count: chunks.count)
    results.withUnsafeMutableBufferPointer { slots in
      // Each chunk writes only its own slot.
      nonisolated(unsafe) let slots = slots
      DispatchQueue.concurrentPerform(iterations: chunks.count) { index in
        slots[index] = decode(chunks[index])
      }
    }
    return results
  }

  mutating func decodeItem(_ node: YAMLNode, sectionCell: (String, SourceRange)?) -> Item? {
    guard node.isMapping else {
      report(.typeMismatch(key: "items[]", expected: "a mapping with an 'id'", found: node))
      return nil
    }
    var fields = ItemFields(minimumCapacity: node.count)
    // The hot path of a large spec: records are read in place; handles are made only to
    // report a problem.
    let tree = node.tree
    var idEntry: Int32?
    var cellEntry: Int32?
    var reservedFieldInvalid = false
    node.forEachEntry { keyEntry, valueEntry in
      let keyRecord = tree.resolvedRecord(keyEntry)
      guard keyRecord.kind == .scalar else { return }
      let key = tree.string(keyRecord)
      if key == "id" { idEntry = valueEntry }
      if key == "cell" { cellEntry = valueEntry }
      let valueRecord = tree.resolvedRecord(valueEntry)
      guard valueRecord.kind == .scalar else {
        // Keep the key, so the error is not repeated as "item has no field"; a bad id or
        // cell drops the item, so it is not also a duplicate '' or an unknown template ''.
        fields[key] = ""
        if key == "id" || key == "cell" { reservedFieldInvalid = true }
        let value = tree.node(at: valueEntry)
        if isUnquotedPlaceholder(value) {
          report(.unquotedPlaceholder(key: key, range: value.reportRange))
        } else {
          report(.typeMismatch(key: key, expected: "a string, number or boolean", found: value))
        }
        return
      }
      if valueRecord.style == .plain, tree.isNullScalar(valueRecord) {
        fields[key] = ""
        if key == "id" || key == "cell" { reservedFieldInvalid = true }
        report(.typeMismatch(key: key, expected: "a value", found: tree.node(at: valueEntry)))
        return
      }
      fields[key] = tree.string(valueRecord)
    }
    let idNode = idEntry.map { tree.node(at: $0) }
    let cellNode = cellEntry.map { tree.node(at: $0) }
    guard let idNode else {
      report(.missingKey(key: "id", in: "an item", range: node.reportRange))
      return nil
    }
    guard let id = fields["id"], !reservedFieldInvalid else { return nil }
    guard let cell = fields["cell"] ?? sectionCell?.0 else {
      report(.missingCell(itemID: id, range: node.reportRange))
      return nil
    }
    let cellRange = fields["cell"] != nil ? cellNode?.reportRange : sectionCell?.1
    return Item(
      id: id, cell: cell, fields: fields, range: node.reportRange, idRange: idNode.reportRange,
      cellRange: cellRange)
  }

  // MARK: Views

  mutating func decodeView(_ node: YAMLNode) -> ViewNode? {
    if let scalar = node.scalar {
      if SpecKeys.bareViews.contains(scalar.text) {
        return ViewNode(kind: bareViewKind(scalar.text), range: node.reportRange)
      }
      if SpecKeys.views.contains(scalar.text) {
        report(
          .invalidView(
            "'\(scalar.text)' needs arguments; write it as a mapping, e.g. { \(scalar.text): … }",
            range: node.reportRange))
        return nil
      }
      report(
        .unknownValue(
          value: scalar.text, key: "view", known: SpecKeys.views, range: node.reportRange,
          what: "view"))
      return nil
    }
    guard let pairs = node.pairs else {
      report(
        .typeMismatch(key: "view", expected: "a view such as { Text: \"{name}\" }", found: node))
      return nil
    }
    var viewPair: YAMLPair?
    var reportedUnknownKey = false
    var modifiersNode: YAMLNode?
    var fillNode: YAMLNode?
    for pair in pairs {
      guard let key = pair.key.text else { continue }
      if SpecKeys.views.contains(key) {
        if let first = viewPair {
          report(
            .invalidView(
              "a view mapping holds one view; '\(key)' follows '\(first.key.text ?? "")' — put several views in an HStack, VStack or ZStack",
              range: pair.key.reportRange))
          continue
        }
        viewPair = pair
      } else if key == "modifiers" {
        modifiersNode = pair.value
      } else if key == "fill" {
        fillNode = pair.value
      } else {
        report(
          .unknownKey(
            key: key, in: "a view", known: SpecKeys.views + SpecKeys.viewExtras,
            range: pair.key.reportRange))
        reportedUnknownKey = true
      }
    }
    guard let viewPair, let name = viewPair.key.text else {
      if reportedUnknownKey { return nil }
      report(
        .invalidView(
          "expected a view (one of: \(SpecKeys.views.joined(separator: ", ")))",
          range: node.reportRange))
      return nil
    }
    guard
      var kind = decodeViewKind(name: name, value: viewPair.value, range: viewPair.key.reportRange)
    else { return nil }
    if let fillNode {
      if case .shape(let shape, _) = kind {
        kind = .shape(shape, fill: color(fillNode, key: "fill"))
      } else {
        report(
          .invalidView("'fill' applies to shapes, not to \(name)", range: fillNode.reportRange))
      }
    }
    var modifiers: [AppliedModifier] = []
    if let modifiersNode, let elements = sequence(modifiersNode, key: "modifiers") {
      for element in elements { modifiers += decodeModifier(element) }
    }
    return ViewNode(kind: kind, modifiers: modifiers, range: node.reportRange)
  }

  func bareViewKind(_ name: String) -> ViewKind {
    switch name {
    case "Spacer": return .spacer(minLength: nil)
    case "Divider": return .divider
    case "Capsule": return .shape(.capsule, fill: nil)
    case "Circle": return .shape(.circle, fill: nil)
    default: return .shape(.rectangle, fill: nil)
    }
  }

  mutating func decodeViewKind(name: String, value: YAMLNode, range: SourceRange) -> ViewKind? {
    let isNull = value.scalar?.resolved == .null && value.scalar?.style == .plain
    switch name {
    case "HStack", "VStack", "ZStack":
      guard let stack = decodeStack(value, name: name) else { return nil }
      return name == "HStack" ? .hStack(stack) : name == "VStack" ? .vStack(stack) : .zStack(stack)
    case "Text":
      return template(value, key: "Text").map(ViewKind.text)
    case "Image":
      return systemImage(value, key: "Image").map(ViewKind.image)
    case "Spacer":
      if isNull { return .spacer(minLength: nil) }
      guard let keys = mapping(value, context: "'Spacer'", known: SpecKeys.spacer) else {
        return nil
      }
      return .spacer(minLength: keys["minLength"].flatMap { length($0, key: "minLength") })
    case "Color":
      return color(value, key: "Color").map(ViewKind.color)
    case "Divider":
      if !isNull {
        report(.invalidView("'Divider' takes no arguments", range: value.reportRange))
      }
      return .divider
    case "RoundedRectangle":
      guard
        let keys = mapping(value, context: "'RoundedRectangle'", known: SpecKeys.roundedRectangle)
      else { return nil }
      guard let radiusNode = keys["cornerRadius"] else {
        report(.missingKey(key: "cornerRadius", in: "'RoundedRectangle'", range: value.reportRange))
        return nil
      }
      let radius = length(radiusNode, key: "cornerRadius") ?? 0
      let fill = keys["fill"].flatMap { color($0, key: "fill") }
      return .shape(.roundedRectangle(cornerRadius: radius), fill: fill)
    default:  // Rectangle, Capsule, Circle
      var fill: ColorValue?
      if !isNull, let keys = mapping(value, context: "'\(name)'", known: SpecKeys.shape) {
        fill = keys["fill"].flatMap { color($0, key: "fill") }
      }
      guard case .shape(let shape, _) = bareViewKind(name) else { return nil }
      return .shape(shape, fill: fill)
    }
  }

  mutating func decodeStack(_ node: YAMLNode, name: String) -> Stack? {
    // `HStack: [ … ]` is short for `HStack: { children: [ … ] }`.
    if let elements = node.elements {
      return Stack(children: elements.compactMap { decodeView($0) })
    }
    guard let keys = mapping(node, context: "'\(name)'", known: SpecKeys.stack) else { return nil }
    var stack = Stack(children: [])
    if let value = keys["alignment"] {
      switch name {
      case "HStack":
        stack.verticalAlignment = enumValue(value, key: "alignment") ?? .center
      case "VStack":
        stack.horizontalAlignment = enumValue(value, key: "alignment") ?? .center
      default:
        let alignment: Alignment = enumValue(value, key: "alignment") ?? .center
        stack.horizontalAlignment = alignment.horizontal
        stack.verticalAlignment = alignment.vertical
      }
    }
    if let value = keys["spacing"] { stack.spacing = length(value, key: "spacing") }
    if let value = keys["children"] {
      if let elements = sequence(value, key: "children") {
        stack.children = elements.compactMap { decodeView($0) }
      }
    } else {
      report(.missingKey(key: "children", in: "'\(name)'", range: node.reportRange))
    }
    return stack
  }

  // MARK: Modifiers

  mutating func decodeModifier(_ node: YAMLNode) -> [AppliedModifier] {
    let range = node.reportRange
    if let name = node.text, node.scalar?.resolved != .null {
      if name == "padding" {
        return [AppliedModifier(.padding(edges: .all, length: nil), range: range)]
      }
      if SpecKeys.modifiers.contains(name) {
        report(
          .invalidModifier(
            "modifier '\(name)' needs a value; write it as { \(name): … }", range: range))
      } else {
        report(
          .unknownValue(
            value: name, key: "modifiers", known: SpecKeys.modifiers, range: range, what: "modifier"
          ))
      }
      return []
    }
    if let pairs = node.pairs, pairs.count > 1 {
      report(
        .invalidModifier(
          "a modifier mapping holds one modifier; '\(pairs[1].key.text ?? "")' follows '\(pairs[0].key.text ?? "")' — write each modifier as its own list item, in order",
          range: pairs[1].key.reportRange))
      return []
    }
    guard let pairs = node.pairs, pairs.count == 1, let name = pairs[0].key.text else {
      report(
        .typeMismatch(
          key: "modifiers[]", expected: "a modifier such as 'padding' or { frame: { height: 70 } }",
          found: node))
      return []
    }
    let value = pairs[0].value
    let modifier: ViewModifier?
    switch name {
    case "padding":
      return edgeLengths(value, key: "padding", allowDefault: true).map {
        AppliedModifier(.padding(edges: $0.0, length: $0.1), range: range)
      }
    case "frame": modifier = decodeFrame(value).map(ViewModifier.frame)
    case "background": modifier = decodeBackground(value).map(ViewModifier.background)
    case "foregroundStyle", "foregroundColor":
      modifier = color(value, key: name).map(ViewModifier.foregroundStyle)
    case "font": modifier = font(value, key: "font").map(ViewModifier.font)
    case "fontWeight": modifier = enumValue(value, key: "fontWeight").map(ViewModifier.fontWeight)
    case "alignmentGuide":
      modifier = decodeAlignmentGuide(value, range: range)
    case "cornerRadius":
      modifier = length(value, key: "cornerRadius").map(ViewModifier.cornerRadius)
    case "opacity":
      guard let opacity = number(value, key: "opacity") else { return [] }
      guard (0...1).contains(opacity) else {
        report(
          .invalidNumber(
            key: "opacity", problem: "must be between 0 and 1", range: value.reportRange))
        return []
      }
      modifier = .opacity(opacity)
    case "lineLimit":
      modifier = integer(value, key: "lineLimit", minimum: 1).map(ViewModifier.lineLimit)
    case "imageScale": modifier = enumValue(value, key: "imageScale").map(ViewModifier.imageScale)
    default:
      report(
        .unknownValue(
          value: name, key: "modifiers", known: SpecKeys.modifiers,
          range: pairs[0].key.reportRange, what: "modifier"))
      return []
    }
    return modifier.map { [AppliedModifier($0, range: range)] } ?? []
  }

  mutating func decodeFrame(_ node: YAMLNode) -> Frame? {
    guard let keys = mapping(node, context: "'frame'", known: SpecKeys.frame) else { return nil }
    guard !keys.isEmpty else {
      report(
        .invalidModifier(
          "an empty frame changes nothing; give a width, a height or min/ideal/max sizes",
          range: node.reportRange))
      return nil
    }
    var frame = Frame()
    frame.width = keys["width"].flatMap { length($0, key: "width") }
    frame.height = keys["height"].flatMap { length($0, key: "height") }
    frame.minWidth = keys["minWidth"].flatMap { length($0, key: "minWidth") }
    frame.idealWidth = keys["idealWidth"].flatMap { length($0, key: "idealWidth") }
    frame.maxWidth = keys["maxWidth"].flatMap { length($0, key: "maxWidth", allowInfinity: true) }
    frame.minHeight = keys["minHeight"].flatMap { length($0, key: "minHeight") }
    frame.idealHeight = keys["idealHeight"].flatMap { length($0, key: "idealHeight") }
    frame.maxHeight = keys["maxHeight"].flatMap {
      length($0, key: "maxHeight", allowInfinity: true)
    }
    if let value = keys["alignment"] {
      frame.alignment = enumValue(value, key: "alignment") ?? .center
    }
    let fixed = frame.width != nil || frame.height != nil
    if fixed && frame.isFlexible {
      report(
        .invalidModifier(
          "a frame is either fixed (width/height) or flexible (min/ideal/max), as in SwiftUI; split it into two frame modifiers",
          range: node.reportRange))
      return nil
    }
    if let min = frame.minWidth, let max = frame.maxWidth, min > max {
      report(
        .invalidNumber(key: "minWidth", problem: "is larger than maxWidth", range: node.reportRange)
      )
    }
    if let min = frame.minHeight, let max = frame.maxHeight, min > max {
      report(
        .invalidNumber(
          key: "minHeight", problem: "is larger than maxHeight", range: node.reportRange))
    }
    return frame
  }

  mutating func decodeBackground(_ node: YAMLNode) -> Background? {
    if node.scalar != nil { return color(node, key: "background").map(Background.color) }
    return decodeView(node).map(Background.view)
  }

  mutating func decodeAlignmentGuide(_ node: YAMLNode, range: SourceRange) -> ViewModifier? {
    if let pairs = node.pairs, pairs.count > 1 {
      report(
        .invalidModifier(
          "an alignmentGuide modifier sets one guide, as in SwiftUI; write one alignmentGuide per guide",
          range: pairs[1].key.reportRange))
      return nil
    }
    guard let pairs = node.pairs, pairs.count == 1, let name = pairs[0].key.text else {
      report(
        .typeMismatch(
          key: "alignmentGuide", expected: "a mapping like { listRowSeparatorLeading: leading }",
          found: node))
      return nil
    }
    guard let guide = SeparatorGuide(rawValue: name) else {
      report(
        .unknownValue(
          value: name, key: "alignmentGuide", known: SeparatorGuide.allCases.map(\.rawValue),
          range: pairs[0].key.reportRange, what: "alignment guide"))
      return nil
    }
    use("the \(name) alignment guide", 16, at: range)
    guard let edge: HorizontalAlignment = enumValue(pairs[0].value, key: name) else { return nil }
    return .alignmentGuide(guide, edge)
  }

  // MARK: Scalars

  /// A mapping's known keys; reports a wrong type and every unknown key.
  mutating func mapping(
    _ node: YAMLNode, context: String, known: [String], expected: String? = nil
  ) -> [String: YAMLNode]? {
    guard
      let pairs = mappingPairs(
        node, key: context.trimmingQuotes, expected: expected ?? "a mapping")
    else { return nil }
    var result: [String: YAMLNode] = [:]
    var misspelled: [(String, YAMLNode)] = []
    for pair in pairs {
      guard let key = pair.key.text else { continue }
      if known.contains(key) {
        result[key] = pair.value
      } else {
        report(.unknownKey(key: key, in: context, known: known, range: pair.key.reportRange))
        if let suggestion = Suggestion.closest(to: key, among: known) {
          misspelled.append((suggestion, pair.value))
        }
      }
    }
    // Recover as a compiler does: read a misspelled key's value as the key it resembles (when
    // that key is not written too), so its value is still checked and the key is not also
    // reported missing.
    for (suggestion, value) in misspelled where result[suggestion] == nil {
      result[suggestion] = value
    }
    return result
  }

  mutating func mappingPairs(_ node: YAMLNode, key: String, expected: String = "a mapping")
    -> [YAMLPair]?
  {
    if let pairs = node.pairs { return pairs }
    report(.typeMismatch(key: key, expected: expected, found: node))
    return nil
  }

  mutating func sequence(_ node: YAMLNode, key: String) -> [YAMLNode]? {
    if let elements = node.elements { return elements }
    report(.typeMismatch(key: key, expected: "a list", found: node))
    return nil
  }

  mutating func string(_ node: YAMLNode, key: String) -> String? {
    guard let scalar = node.scalar else {
      if isUnquotedPlaceholder(node) {
        report(.unquotedPlaceholder(key: key, range: node.reportRange))
      } else {
        report(.typeMismatch(key: key, expected: "a string", found: node))
      }
      return nil
    }
    if case .null = scalar.resolved, scalar.style == .plain {
      report(.typeMismatch(key: key, expected: "a string", found: node))
      return nil
    }
    return scalar.text
  }

  /// An identifier: any scalar (numbers allowed, read as their text).
  mutating func identifier(_ node: YAMLNode, key: String) -> String? {
    string(node, key: key)
  }

  mutating func template(_ node: YAMLNode, key: String) -> Template? {
    guard let text = string(node, key: key) else { return nil }
    switch TemplateParser.parse(text, range: node.reportRange) {
    case .success(let template): return template
    case .failure(let error):
      let range = templateRange(node, error: error)
      report(.invalidTemplate(message: error.message, range: range))
      return nil
    }
  }

  /// Points into the string at the error when the scalar is on one line and plain or quoted,
  /// escapes (`\t`, `\u00e9`, `''`) included; otherwise at the whole string.
  func templateRange(_ node: YAMLNode, error: TemplateError) -> SourceRange {
    let range = node.reportRange
    guard node.aliasRange == nil, range.start.line == range.end.line,
      let style = node.scalar?.style, style != .literal, style != .folded,
      let text = node.text, let bytes = source?.bytes,
      let positions = Self.writtenPositions(range: range, style: style, in: bytes),
      positions.count == text.unicodeScalars.count + 1
    else { return range }
    // The error counts the value's Unicode scalars; `positions` has where each was written.
    let first = min(error.offset, positions.count - 1)
    let last = min(error.offset + max(error.length, 1), positions.count - 1)
    var end = positions[last]
    if last == first {
      // At the end of the value: point at the one character after it.
      end.column += 1
      end.offset += 1
    }
    return SourceRange(start: positions[first], end: end)
  }

  /// Where each character of a one-line scalar's value is written, and where the value ends:
  /// a plain scalar's characters one for one, a quoted one's escapes (`\n`, `\xE9`,
  /// `\u00E9`, `\U0001F600`, `''`) each as one.
  static func writtenPositions(range: SourceRange, style: ScalarStyle, in bytes: [UInt8])
    -> [SourceLocation]?
  {
    let quote = style == .plain ? 0 : 1
    var offset = range.start.offset + quote
    let endOffset = range.end.offset - quote
    guard offset <= endOffset, endOffset <= bytes.count else { return nil }
    var column = range.start.column + quote
    var positions: [SourceLocation] = []
    /// Steps over `count` written characters; false when that leaves the value.
    func advance(_ count: Int) -> Bool {
      for _ in 0..<count {
        guard offset < endOffset else { return false }
        offset += 1
        while offset < endOffset, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
        column += 1
      }
      return true
    }
    while offset < endOffset {
      positions.append(SourceLocation(line: range.start.line, column: column, offset: offset))
      var written = 1
      if style == .doubleQuoted, bytes[offset] == UInt8(ascii: "\\"), offset + 1 < endOffset {
        switch bytes[offset + 1] {
        case UInt8(ascii: "x"): written = 4
        case UInt8(ascii: "u"): written = 6
        case UInt8(ascii: "U"): written = 10
        default: written = 2
        }
      } else if style == .singleQuoted, bytes[offset] == UInt8(ascii: "'") {
        written = 2
      }
      guard advance(written) else { return nil }
    }
    positions.append(SourceLocation(line: range.start.line, column: column, offset: offset))
    return positions
  }

  /// `{name}` unquoted is a flow mapping `{name: null}`: every value null.
  func isUnquotedPlaceholder(_ node: YAMLNode) -> Bool {
    guard let pairs = node.pairs, !pairs.isEmpty else { return false }
    return pairs.allSatisfy {
      $0.value.scalar?.resolved == .null && $0.value.scalar?.style == .plain
    }
  }

  mutating func bool(_ node: YAMLNode, key: String) -> Bool? {
    if case .bool(let value) = node.scalar?.resolved { return value }
    report(.booleanExpected(key: key, found: node))
    return nil
  }

  mutating func number(_ node: YAMLNode, key: String) -> Double? {
    switch node.scalar?.resolved {
    case .int(let value): return Double(value)
    case .float(let value):
      guard value.isFinite else {
        report(
          .invalidNumber(
            key: key, problem: "must be a finite number, not '\(node.text ?? "")'",
            range: node.reportRange))
        return nil
      }
      return value == 0 ? 0 : value  // -0 reads as 0
    default:
      let hint = node.scalar.flatMap { Double($0.text) } != nil ? "remove the quotes" : nil
      report(.typeMismatch(key: key, expected: "a number", found: node, hint: hint))
      return nil
    }
  }

  /// A size in points: finite and not negative; `allowInfinity` for `maxWidth: .inf`.
  mutating func length(_ node: YAMLNode, key: String, allowInfinity: Bool = false) -> Double? {
    if allowInfinity {
      if node.text == "infinity" || node.text == ".inf" || node.text == ".infinity" {
        return .infinity
      }
      if case .float(let value) = node.scalar?.resolved, value == .infinity { return .infinity }
    }
    guard let value = number(node, key: key) else { return nil }
    guard value >= 0 else {
      report(
        .invalidNumber(
          key: key, problem: "must not be negative (found \(node.text ?? ""))",
          range: node.reportRange))
      return nil
    }
    guard value <= Self.maximumLength else {
      report(
        .invalidNumber(
          key: key,
          problem:
            "must be at most \(Int(Self.maximumLength)) points (found \(node.text ?? ""))"
            + (allowInfinity ? "; use 'infinity' for no limit" : ""),
          range: node.reportRange))
      return nil
    }
    return value
  }

  /// The largest length in points: many screens high, and far below where a picture's
  /// pixel size would overflow.
  static let maximumLength = 100_000.0

  /// Line counts and the like: far below what any screen shows, and safe to hand to C APIs.
  static let maximumInteger = 10_000

  mutating func integer(_ node: YAMLNode, key: String, minimum: Int) -> Int? {
    guard case .int(let value) = node.scalar?.resolved else {
      report(.typeMismatch(key: key, expected: "a whole number", found: node))
      return nil
    }
    guard value >= minimum else {
      report(
        .invalidNumber(key: key, problem: "must be at least \(minimum)", range: node.reportRange))
      return nil
    }
    guard value <= Self.maximumInteger else {
      report(
        .invalidNumber(
          key: key, problem: "must be at most \(Self.maximumInteger)", range: node.reportRange))
      return nil
    }
    return value
  }

  mutating func enumValue<T: RawRepresentable & CaseIterable>(_ node: YAMLNode, key: String) -> T?
  where T.RawValue == String {
    guard let text = string(node, key: key) else { return nil }
    if let value = T(rawValue: text) { return value }
    if let scalar = node.scalar, case .bool = scalar.resolved {
      report(
        .typeMismatch(
          key: key, expected: "one of: \(T.allCases.map(\.rawValue).joined(separator: ", "))",
          found: node))
      return nil
    }
    report(
      .unknownValue(
        value: text, key: key, known: T.allCases.map(\.rawValue), range: node.reportRange))
    return nil
  }

  mutating func color(_ node: YAMLNode, key: String) -> ColorValue? {
    // `color: #FF0000` reads as null: the unquoted '#' starts a comment.
    if let scalar = node.scalar, scalar.resolved == .null, scalar.style == .plain {
      report(
        .typeMismatch(
          key: key, expected: "a color", found: node,
          hint: "an unquoted '#RRGGBB' starts a YAML comment, so quote hex colors: \"#RRGGBB\""))
      return nil
    }
    guard let text = string(node, key: key) else { return nil }
    if let color = ColorValue(parsing: text) { return color }
    report(.invalidColor(value: text, range: node.reportRange))
    return nil
  }

  mutating func font(_ node: YAMLNode, key: String) -> FontSpec? {
    if node.isNull {
      report(
        .typeMismatch(
          key: key, expected: "a text style (e.g. headline) or { style, size, weight }",
          found: node))
      return nil
    }
    if let scalar = node.scalar {
      guard let style = TextStyle(name: scalar.text) else {
        report(
          .unknownValue(
            value: scalar.text, key: key, known: TextStyle.allNames, range: node.reportRange,
            what: "text style"))
        return nil
      }
      return FontSpec(style: style)
    }
    guard let keys = mapping(node, context: "'font'", known: SpecKeys.font) else { return nil }
    guard !keys.isEmpty else {
      report(
        .invalidModifier(
          "an empty font changes nothing; give a text 'style' (e.g. headline), a 'size' or a 'weight'",
          range: node.reportRange))
      return nil
    }
    var font = FontSpec()
    if let value = keys["style"], let name = string(value, key: "style") {
      font.style = TextStyle(name: name)
      if font.style == nil {
        report(
          .unknownValue(
            value: name, key: "style", known: TextStyle.allNames, range: value.reportRange,
            what: "text style"))
      }
    }
    if let value = keys["size"] {
      font.size = length(value, key: "size")
      if font.size == 0 {
        report(
          .invalidNumber(key: "size", problem: "must be greater than 0", range: value.reportRange))
      }
    }
    if let value = keys["weight"] { font.weight = enumValue(value, key: "weight") }
    if keys["style"] != nil, keys["size"] != nil {
      report(
        .invalidModifier(
          "a font has either a text 'style' or a fixed 'size', not both", range: node.reportRange))
    }
    return font
  }
}

extension String {
  /// "'list'" → "list", for keys named in type errors.
  fileprivate var trimmingQuotes: String {
    hasPrefix("'") && hasSuffix("'") && count > 1 ? String(dropFirst().dropLast()) : self
  }
}
