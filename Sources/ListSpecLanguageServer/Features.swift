import ListSpec

extension TextDocument {
  func location(_ range: SourceRange) -> JSONValue {
    .object([("uri", .string(uri)), ("range", LanguageServer.json(range, in: self))])
  }

  func range(bytes: Range<Int>) -> JSONValue {
    .object([
      ("start", LanguageServer.json(positions.position(ofByteOffset: bytes.lowerBound))),
      ("end", LanguageServer.json(positions.position(ofByteOffset: bytes.upperBound))),
    ])
  }
}

extension LanguageServer {
  func spot(_ document: TextDocument, _ offset: Int) -> (CursorSpot, KeyContext) {
    let spot = CursorSpot(document.bytes, document.positions, offset: offset)
    return (spot, KeyContext.document.following(spot.path))
  }

  // MARK: Hover

  func hover(_ document: TextDocument, _ offset: Int) throws -> JSONValue? {
    let (spot, context) = spot(document, offset)
    guard !spot.word.isEmpty else { return nil }
    var text: String?
    if spot.placeholder != nil {
      text = try fieldHover(spot.word, document, at: offset)
    } else if spot.isKey {
      if let found = context.declaration(of: spot.word) {
        text = Self.keyHover(spot.word, found.table, found.declaration)
      } else if case .item = context {
        text = try fieldHover(spot.word, document, at: nil)
      } else if case .templates = context {
        text = "**\(spot.word)**: a cell template (`UICollectionView.CellRegistration`)"
      }
    } else if let key = spot.valueOf {
      let found = context.declaration(of: key)
      // The catalogs of the last version read: `assets` is a line at the root, whose edit
      // has the current text read.
      let assets = try names(for: document).source.assets
      if let found, Self.namesImageSet(key, found.table), let image = assets.images[spot.word] {
        text = Self.imageHover(image)
      } else if Self.namesSymbol(key), let symbol = Self.symbolHover(spot.word) {
        text = symbol
      } else if let found, Self.namesTextStyle(found.declaration.value),
        let style = TextStyle(name: spot.word)
      {
        text = Self.fontHover(style)
      } else if var color = ColorValue(parsing: spot.word, assets: assets) {
        // The tint is the catalogs' AccentColor when they have one, as the pictures draw it.
        if case .system(let system) = color, system.isAccent, let accent = assets.accentColor {
          color = .asset(accent)
        }
        text = Self.colorHover(color)
      } else if let found {
        text = Self.keyHover(key, found.table, found.declaration)
      }
    }
    guard let text else { return nil }
    return .object([
      ("contents", .object([("kind", .string("markdown")), ("value", .string(text))])),
      ("range", document.range(bytes: spot.wordRange)),
    ])
  }

  static func keyHover(_ key: String, _ table: FormatTableReference, _ declaration: KeyDeclaration)
    -> String
  {
    let type = withoutRelativeLinks(FormatReference.typeText(declaration.value))
    var lines = ["**\(key)** (\(table.table.name)): \(type)"]
    lines.append("Default: \(withoutRelativeLinks(declaration.defaultValue ?? "required"))")
    lines.append("Mirrors: \(withoutRelativeLinks(FormatReference.mirrorsText(declaration)))")
    if let introduced = declaration.introduced {
      lines.append("Available from iOS \(introduced)")
    }
    return lines.joined(separator: "\n\n")
  }

  /// Markdown with each link into the reference pages (`[color](#colors)`,
  /// `[expression](expressions.md)`) written as its text: in an editor they lead nowhere.
  /// Links with a scheme (`https:`) stay.
  static func withoutRelativeLinks(_ markdown: String) -> String {
    var result = ""
    var rest = Substring(markdown)
    while let open = rest.firstIndex(of: "[") {
      guard let close = rest[open...].firstIndex(of: "]"),
        rest.index(after: close) < rest.endIndex, rest[rest.index(after: close)] == "(",
        let end = rest[close...].firstIndex(of: ")")
      else { break }
      let target = rest[rest.index(close, offsetBy: 2)..<end]
      result += rest[..<open]
      if target.contains(":") {
        result += rest[open...end]
      } else {
        result += rest[rest.index(after: open)..<close]
      }
      rest = rest[rest.index(after: end)...]
    }
    return result + rest
  }

  /// True for the keys whose value is an SF Symbol name (`image: { systemName: }`, the
  /// `Image` view's `systemName`, a `Label`'s `systemImage`).
  static func namesSymbol(_ key: String) -> Bool {
    key == "systemName" || key == "systemImage"
  }

  /// True for a value that is a text style's name: a font (`font: headline`) or a font
  /// mapping's `style`.
  static func namesTextStyle(_ value: FormatValue) -> Bool {
    switch value {
    case .definition(let name, _): return name == "font"
    case .choice(let names): return names == TextStyle.allNames
    case .orExpression(let inner): return namesTextStyle(inner)
    default: return false
    }
  }

  /// A text style: its point size at the Large content size category (the default), its
  /// weight, and its UIKit and SwiftUI names.
  static func fontHover(_ style: TextStyle) -> String {
    "**\(style.rawValue)**: text style, \(LayoutJSON.number(style.pointSize)) pt at Large"
      + " (\(style.defaultWeight.rawValue)), scaled with Dynamic Type\n\n"
      + "UIKit `UIFont.preferredFont(forTextStyle: .\(style.uiKitName))` · SwiftUI"
      + " `Font.\(style.rawValue)`"
  }

  /// An SF Symbol name: the iOS version that introduced it (the symbol table) and the glyph
  /// the pictures draw for it; nil for a name that is neither in the table nor drawn.
  static func symbolHover(_ name: String) -> String? {
    let introduced = SymbolAvailability.introduction(of: name)
    let glyph = SymbolStandIns.glyph(for: name)
    guard introduced != nil || glyph != nil else { return nil }
    var text = "**\(name)**: SF Symbol (`UIImage(systemName:)`)"
    if let introduced {
      text += ", from iOS \(introduced)"
    } else {
      text += ", not in listspec's symbol table"
    }
    if let glyph {
      text +=
        "\n\nThe preview draws it with a stand-in: Material Icons '\(glyph.ligature)'"
        + (glyph.enclosure.map { " in a " + enclosureName($0) } ?? "")
    } else {
      text += "\n\nThe preview has no stand-in glyph for it: it draws the placeholder"
    }
    return text
  }

  static func enclosureName(_ enclosure: SymbolStandIns.Enclosure) -> String {
    switch enclosure {
    case .circle: return "circle"
    case .circleFill: return "filled circle"
    case .square: return "square"
    case .squareFill: return "filled square"
    }
  }

  static func colorHover(_ color: ColorValue) -> String {
    let light = color.resolved(dark: false).hexString
    let dark = color.resolved(dark: true).hexString
    switch color {
    case .system(let system):
      return "**\(system.rawValue)**: light `\(light)`, dark `\(dark)`"
    case .asset(let set):
      var text = "**\(set.name)**: colour set (`UIColor(named:)`), light `\(light)`, dark `\(dark)`"
      if let pad = set.pad {
        text +=
          "; on iPad light `\(pad.light.hexString)`, dark `\((pad.dark ?? pad.light).hexString)`"
      }
      return text
    case .rgba:
      return "**\(light)**"
    }
  }

  /// True when `key` of `table` takes the name of an image set: content `image: { named: }`
  /// and the `Image` view's `name`.
  static func namesImageSet(_ key: String, _ table: FormatTableReference) -> Bool {
    (key == ContentImageKey.named.rawValue && table.table.name == ContentImageKey.table.name)
      || (key == ImageViewKey.name.rawValue && table.table.name == ImageViewKey.table.name)
  }

  /// An image set: its size in points and its files, as `UIImage(named:)` chooses among them.
  static func imageHover(_ image: AssetImage) -> String {
    var text = "**\(image.name)**: image set (`UIImage(named:)`)"
    if let variant = image.variant(scale: 3, dark: false, idiom: .phone),
      let size = image.pointSize(of: variant)
    {
      text += ", \(LayoutJSON.number(size.width)) × \(LayoutJSON.number(size.height)) pt"
    }
    let files = image.variants.map { variant in
      var traits = [variant.kind.isVector ? variant.kind.rawValue.uppercased() : nil]
      traits.append(variant.scale.map { "\($0)x" })
      traits.append(variant.isDark ? "dark" : nil)
      traits.append(variant.idiom.map { $0 == .pad ? "iPad" : "iPhone" })
      let name = variant.path.split(separator: "/").last.map(String.init) ?? variant.path
      let shown = traits.compactMap { $0 }
      return "`\(name)`" + (shown.isEmpty ? "" : " (\(shown.joined(separator: ", ")))")
    }
    if !files.isEmpty { text += "\n\nFiles: " + files.joined(separator: ", ") }
    return text
  }

  /// The items that set field `name`: those of the template whose definition holds `offset`
  /// when given (a placeholder), else all. Names brought up to the current text read the
  /// items of a field written on an edited line from their own lines
  /// (``DocumentNames/currentSetters(of:in:needsTemplates:)``); when that cannot be done, or
  /// the extents of templates are not known after one was edited, the current text is read.
  func fieldHover(_ name: String, _ document: TextDocument, at offset: Int?) throws -> String {
    var names = try names(for: document).names
    var found: [ItemField]?
    if offset == nil || names.knowsTemplateExtents {
      found =
        names.editedFields.contains(name)
        ? names.currentSetters(of: name, in: document, needsTemplates: offset != nil)
        : names.setters(of: name)
    }
    if found == nil {
      try readTree(document)
      names = document.names
    }
    let template = offset.flatMap { names.template(at: $0) }
    var setters = found ?? names.setters(of: name)
    if let template { setters = setters.filter { $0.template == template } }
    guard !setters.isEmpty else {
      return "**\(name)**: a field no item\(template.map { " of '\($0)'" } ?? "") sets"
    }
    var kindSet = Set<String>()
    for setter in setters { kindSet.insert(setter.kind) }
    let kinds = kindSet.sorted().joined(separator: " | ")
    let ids = setters.prefix(10).map { "`\($0.itemID)`" }.joined(separator: ", ")
    let more = setters.count > 10 ? " and \(setters.count - 10) more" : ""
    return
      "**\(name)**: \(kinds)\n\nSet by \(setters.count) item\(setters.count == 1 ? "" : "s"): \(ids)\(more)"
  }

  // MARK: Completion

  func completion(_ document: TextDocument, _ offset: Int) throws -> JSONValue {
    let (spot, context) = spot(document, offset)
    // Halfway through typing the document often does not parse: template and field names
    // then come from the last version that did. The tree is read only for a completion that
    // needs names from it: after an edit of a large spec, reading it is most of the wait.
    var found: (names: DocumentNames, source: TextDocument)?
    func names() throws -> (names: DocumentNames, source: TextDocument) {
      if let found { return found }
      let chosen = try self.names(for: document)
      found = chosen
      return chosen
    }
    var items: [JSONValue] = []
    // A value's word may hold '-', '.' and '/' (`star.fill`, `Contacts/ben`), which end an
    // editor's word: each value item replaces the whole value written so far.
    let valueRange =
      spot.valueOf != nil && spot.placeholder == nil
      ? document.range(bytes: spot.wordRange) : nil
    func add(_ label: String, kind: Int, detail: String? = nil, doc: String? = nil) {
      guard label.hasPrefix(spot.prefix) || spot.prefix.isEmpty else { return }
      var fields: [(String, JSONValue)] = [("label", .string(label)), ("kind", .integer(kind))]
      if let detail { fields.append(("detail", .string(detail))) }
      if let valueRange {
        fields.append(
          ("textEdit", .object([("range", valueRange), ("newText", .string(label))])))
      }
      if let doc {
        fields.append(
          ("documentation", .object([("kind", .string("markdown")), ("value", .string(doc))])))
      }
      items.append(.object(fields))
    }
    if spot.placeholder != nil {
      for name in try names().names.fieldNames { add(name, kind: 5, detail: "field") }
    } else if let key = spot.valueOf {
      let found = context.declaration(of: key)
      var value = found?.declaration.value
      if case .orExpression(let inner)? = value { value = inner }
      if let found, Self.namesImageSet(key, found.table) {
        for image in try names().source.assets.images.values.sorted(by: { $0.name < $1.name }) {
          add(image.name, kind: 17, detail: "image set")
        }
      }
      // SF Symbol names: those listspec draws with a stand-in glyph (specs/symbols.md).
      if Self.namesSymbol(key) {
        for entry in SymbolStandIns.entries {
          add(
            entry.name, kind: 20, detail: "SF Symbol, drawn as Material Icons '\(entry.ligature)'")
        }
      }
      if let value, Self.namesTextStyle(value) {
        for style in TextStyle.allNames {
          let detail = TextStyle(name: style).map {
            "\(LayoutJSON.number($0.pointSize)) pt at Large"
          }
          add(style, kind: 20, detail: detail)
        }
      }
      switch value {
      case .choice(let values)? where !Self.namesTextStyle(.choice(values)):
        for name in values { add(name, kind: 20) }
      case .color?:
        for color in SystemColor.allCases {
          add(color.rawValue, kind: 16, detail: Self.colorHover(.system(color)))
        }
        // The catalogs' colour sets; one named as a system colour means the system colour.
        for set in try names().source.assets.colors.values.sorted(by: { $0.name < $1.name })
        where SystemColor(rawValue: set.name) == nil {
          add(set.name, kind: 16, detail: Self.colorHover(.asset(set)))
        }
      case .name?:
        for template in try names().names.templateNames {
          add(template, kind: 7, detail: "cell template")
        }
      case .boolean?: for name in ["true", "false"] { add(name, kind: 12) }
      default: break
      }
    } else {
      for table in context.tables {
        for (key, declaration) in table.declarations {
          add(
            key, kind: 10, detail: FormatReference.typeText(declaration.value),
            doc: Self.keyHover(key, table, declaration))
        }
      }
      if case .item = context {
        for name in try names().names.fieldNames { add(name, kind: 5, detail: "field") }
      }
      if case .templates = context {
        for template in try names().names.templateNames {
          add(template, kind: 7, detail: "cell template")
        }
      }
    }
    return .object([("isIncomplete", .bool(false)), ("items", .array(items))])
  }

  // MARK: Definition

  func definition(_ document: TextDocument, _ offset: Int) throws -> JSONValue? {
    let (spot, _) = spot(document, offset)
    guard !spot.word.isEmpty else { return nil }
    if spot.isAlias {
      // The anchor `&name` the alias `*name` repeats.
      let anchor = Array(("&" + spot.word).utf8)
      let bytes = document.bytes
      var index = 0
      while index + anchor.count <= bytes.count {
        if bytes[index] == anchor[0], bytes[index..<index + anchor.count].elementsEqual(anchor),
          index + anchor.count == bytes.count
            || !CursorSpot.isWordByte(bytes[index + anchor.count])
        {
          return .object([
            ("uri", .string(document.uri)),
            ("range", document.range(bytes: index..<index + anchor.count)),
          ])
        }
        index += 1
      }
      return nil
    }
    try readTree(document)
    if spot.placeholder != nil {
      let template = document.names.template(at: offset)
      let setters = document.names.setters(of: spot.word)
      let first = setters.first { template == nil || $0.template == template } ?? setters.first
      return first.map { document.location($0.keyRange) }
    }
    if spot.valueOf == ItemKey.cell.rawValue {
      return document.names.templates.first { $0.name == spot.word }.map {
        document.location($0.range)
      }
    }
    return nil
  }

  // MARK: Symbols

  /// The items listed in a document's symbols before the rest of each list is folded into one.
  static let maximumItemSymbols = 1000

  func documentSymbols(_ document: TextDocument) throws -> JSONValue {
    try readTree(document)
    guard let root = document.root, let pairs = root.pairs else { return .array([]) }
    func symbol(
      _ name: String, kind: Int, range: SourceRange, selection: SourceRange,
      children: [JSONValue] = []
    ) -> JSONValue {
      var fields: [(String, JSONValue)] = [
        ("name", .string(name.isEmpty ? "?" : name)), ("kind", .integer(kind)),
        ("range", LanguageServer.json(range, in: document)),
        ("selectionRange", LanguageServer.json(selection, in: document)),
      ]
      if !children.isEmpty { fields.append(("children", .array(children))) }
      return .object(fields)
    }
    func span(_ key: YAMLNode, _ value: YAMLNode) -> SourceRange {
      SourceRange(
        start: key.reportRange.start, end: max(key.reportRange.end, value.reportRange.end))
    }
    // Items are listed up to a budget, then each list's rest is one folded symbol: a spec of
    // 100,000 items answered 23 MB of symbols, which an editor cannot show anyway.
    var itemBudget = Self.maximumItemSymbols
    func items(_ node: YAMLNode?, depth: Int) -> [JSONValue] {
      guard depth < 64, let elements = node?.elements else { return [] }
      var listed: [JSONValue] = []
      for (index, item) in elements.enumerated() {
        guard itemBudget > 0 else {
          let rest = elements[index...]
          let range = SourceRange(
            start: rest.first!.reportRange.start, end: rest.last!.reportRange.end)
          listed.append(
            symbol(
              "… \(rest.count) more item\(rest.count == 1 ? "" : "s")", kind: 13, range: range,
              selection: SourceRange(at: range.start)))
          break
        }
        itemBudget -= 1
        let id = item[ItemKey.id]
        listed.append(
          symbol(
            id?.text ?? "item", kind: 13, range: item.reportRange,
            selection: id?.reportRange ?? item.reportRange,
            children: items(item[ItemKey.children], depth: depth + 1)))
      }
      return listed
    }
    var symbols: [JSONValue] = []
    for pair in pairs {
      guard let name = pair.key.text else { continue }
      var children: [JSONValue] = []
      if name == DocumentKey.cells.rawValue {
        children = (pair.value.pairs ?? []).compactMap { template in
          template.key.text.map {
            symbol(
              $0, kind: 5, range: span(template.key, template.value),
              selection: template.key.reportRange)
          }
        }
      } else if name == DocumentKey.sections.rawValue {
        children = (pair.value.elements ?? []).enumerated().map { index, section in
          let id = section[SectionKey.id]
          return symbol(
            id?.text ?? "section \(index + 1)", kind: 3, range: section.reportRange,
            selection: id?.reportRange ?? section.reportRange,
            children: items(section[SectionKey.items], depth: 0))
        }
      }
      symbols.append(
        symbol(
          name, kind: 2, range: span(pair.key, pair.value), selection: pair.key.reportRange,
          children: children))
    }
    return .array(symbols)
  }
}
