/// `--items DATA.json`: the app's own sections and items, drawn with a spec's templates.
///
/// The file is JSON of the shape of the spec's `sections:` —
/// `{ "sections": [ { "id", "header", "footer", "cell", "items": [ { "id", "cell", fields… } ] } ] }`
/// — read by ``JSONReader`` and decoded by the spec's own decoder, so every key, value and
/// field type is checked as in a spec, and each problem is located at the JSON file's line
/// and column. The same fixture can feed the app (`JSONDecoder`) and the preview.
public enum ItemsFile {
  /// The top-level keys of an items file.
  static let keys = [DocumentKey.sections.rawValue]

  /// `loaded` with its sections and items replaced by those of the JSON file at `path`.
  /// A spec with errors is returned as it is (its problems come first); an unreadable items
  /// file is `isUnreadable`.
  public static func load(path: String, over loaded: LoadedSpec, options: LoadOptions)
    -> LoadedSpec
  {
    guard loaded.spec != nil else { return loaded }
    switch ListSpecLoader.readFile(path, limit: options.limits.maxFileBytes) {
    case .success(let bytes):
      return load(source: SourceFile(path: path, bytes: bytes), over: loaded, options: options)
    case .failure(var diagnostic):
      diagnostic.path = path
      var result = loaded
      result.diagnostics.append(diagnostic)
      result.spec = nil
      result.isUnreadable = true
      return result
    }
  }

  /// `loaded` with its sections and items replaced by those of the JSON in `source`.
  public static func load(source: SourceFile, over loaded: LoadedSpec, options: LoadOptions)
    -> LoadedSpec
  {
    guard let spec = loaded.spec else { return loaded }
    var result = loaded
    result.itemsSource = source
    let (combined, problems) = combine(
      spec, with: source, options: options, alreadyReported: loaded.diagnostics)
    result.diagnostics += problems
    // nil when the file has errors (`combine` decides).
    result.spec = combined
    return result
  }

  /// The spec with the file's sections, and the file's problems (each with its path).
  static func combine(
    _ spec: ListSpecDocument, with source: SourceFile, options: LoadOptions,
    alreadyReported: [Diagnostic] = []
  ) -> (ListSpecDocument?, [Diagnostic]) {
    let limit = options.limits.maxDiagnostics
    let read = JSONReader(limits: options.limits).read(source)
    var decoder = SpecDecoder(path: source.path, maxDiagnostics: limit)
    decoder.source = source
    decoder.assets = spec.assets
    var problems = read.diagnostics
    var sections: [SpecSection] = []
    var sectionsNode: YAMLNode?
    if let root = read.root {
      if let pairs = root.pairs {
        for pair in pairs {
          guard let name = pair.key.text else { continue }
          guard name == DocumentKey.sections.rawValue else {
            decoder.report(
              .unknownKey(key: name, in: "the items file", known: keys, range: pair.key.range))
            continue
          }
          sectionsNode = pair.value
          if let elements = decoder.sequence(pair.value, key: name) {
            sections = decoder.decodeSections(elements)
          }
        }
        if sectionsNode == nil {
          decoder.report(
            .missingKey(
              key: DocumentKey.sections.rawValue, in: "the items file",
              range: SourceRange(at: root.range.start)))
        }
      } else {
        decoder.report(.itemsFileNotObject(found: root))
      }
      problems += decoder.diagnostics
    }
    // Past a syntax error there is nothing to check; past a problem in a section or an item,
    // the rest are checked as in a spec.
    guard read.root != nil, sectionsNode != nil else {
      return (nil, problems.map { located($0, in: source.path) })
    }
    var combined = spec
    combined.sections = sections
    combined.sectionsPath = source.path
    // The validator finds items' ids and values in the file they are written in.
    combined.source = source
    // The spec's own uses were checked with it; these are the file's.
    combined.featureUses = decoder.featureUses
    combined.root = spec.root.map { replacingSections(of: $0, with: sectionsNode) }
    typeFieldsAsTheModel(&combined, of: spec)
    let quoted = sectionsNode.map {
      quotedScalars(in: $0, cells: combined.cells, limit: limit)
    }
    var found =
      (quoted ?? [])
      + ExpressionTyping.check(&combined, limit: limit).map {
        // Typing problems are at the templates; a failing item is named in a note.
        var diagnostic = $0
        diagnostic.path = specPath(spec)
        if diagnostic.id == .expressionFailure {
          for index in diagnostic.notes.indices where diagnostic.notes[index].path == nil {
            diagnostic.notes[index].path = source.path
          }
        }
        return diagnostic
      }
    let validated = Validator(
      path: source.path, decodingFailed: problems.containsErrors, maxDiagnostics: limit
    )
    .validate(combined)
    found += validated.diagnostics.compactMap { diagnostic -> Diagnostic? in
      if specLocated.contains(diagnostic.id) { return nil }
      var diagnostic = diagnostic
      diagnostic.path = source.path
      if !notesInItemsFile.contains(diagnostic.id) {
        for index in diagnostic.notes.indices where diagnostic.notes[index].path == nil {
          diagnostic.notes[index].path = specPath(spec)
        }
      }
      return diagnostic
    }
    // What the spec alone reported (its warnings about its templates) is not said again.
    let reported = Set(alreadyReported.map { $0.pathless })
    found.removeAll { reported.contains($0.pathless) }
    let all = (problems + found).map { located($0, in: source.path) }.sortedBySource()
    return (all.containsErrors ? nil : combined, all)
  }

  /// Declares in each template the fields the spec's own items give it, with their types:
  /// the app's model (`generate`) has those types, so the file's items must fit them, and a
  /// value that does not is an error at the value (not a type the file's items would infer,
  /// nor a field unknown because the file has no item of the template).
  static func typeFieldsAsTheModel(_ document: inout ListSpecDocument, of spec: ListSpecDocument) {
    let model = spec.inferredFields()
    for index in document.cells.indices {
      let template = document.cells[index]
      let written = Set(template.declaredFields.map(\.name))
      for field in model[template.name] where !written.contains(field.name) {
        var declared = DeclaredField(
          name: field.name, type: field.type, isOptional: field.isOptional,
          range: field.firstItemRange)
        declared.typedByItem = field.firstItemID
        document.cells[index].declaredFields.append(declared)
      }
    }
  }

  /// The values of `Int`, `Double` and `Bool` fields written as JSON strings (`"-6.8"`): a
  /// spec reads them by their text, but JSON tells a number from a string, and the app's
  /// decoder would refuse the string where the model has a number.
  static func quotedScalars(in sections: YAMLNode, cells: [CellTemplate], limit: Int)
    -> [Diagnostic]
  {
    var types: [String: [String: FieldType]] = [:]
    for template in cells {
      types[template.name] = Dictionary(
        template.declaredFields.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
    }
    var found: [Diagnostic] = []
    func visit(items: YAMLNode?, cell: String?) {
      for item in items?.elements ?? [] where found.count < limit {
        let own = item[ItemKey.cell.rawValue]?.scalar?.text ?? cell
        let id = item[ItemKey.id.rawValue]?.scalar?.text ?? ""
        for pair in item.pairs ?? [] {
          guard let name = pair.key.text, let own, let type = types[own]?[name],
            [.int, .double, .bool].contains(type), let scalar = pair.value.scalar,
            scalar.style == .doubleQuoted,
            // Text that is no number is the validator's type mismatch.
            type.reads(scalar.text)
          else { continue }
          found.append(
            .quotedJSONValue(
              field: name, value: scalar.text, type: type, itemID: id,
              range: pair.value.range))
        }
        visit(items: item[ItemKey.children.rawValue], cell: own)
      }
    }
    for section in sections.elements ?? [] {
      visit(
        items: section[SectionKey.items.rawValue],
        cell: section[SectionKey.cell.rawValue]?.scalar?.text)
    }
    return found
  }

  /// Diagnostics of the validator that are about the spec's own parts (its templates, list
  /// and catalogs), which the spec's own validation reported already.
  static let specLocated: Set<DiagnosticID> = [
    .unusedCellTemplate, .shadowedAssetColor, .separatorGuideIgnored, .backgroundBeforeFrame,
    .duplicateAccessory,
  ]

  /// Diagnostics located in the items file whose notes point into it too (the first use of
  /// an id); the other notes point at the spec (a template, a declaration, the platform).
  static let notesInItemsFile: Set<DiagnosticID> = [.duplicateItemID, .duplicateSectionID]

  static func specPath(_ spec: ListSpecDocument) -> String { spec.source?.path ?? "" }

  static func located(_ diagnostic: Diagnostic, in path: String) -> Diagnostic {
    var diagnostic = diagnostic
    if diagnostic.path.isEmpty { diagnostic.path = path }
    return diagnostic
  }

  /// The spec's tree with the file's `sections` in place of its own, so that the differ
  /// compares the file's section configuration and finds its items' keys.
  static func replacingSections(of root: YAMLNode, with sections: YAMLNode?) -> YAMLNode {
    guard let pairs = root.pairs else { return root }
    var replaced = pairs.filter { $0.key.text != DocumentKey.sections.rawValue }
    if let sections {
      replaced.append(
        YAMLPair(
          key: YAMLNode(
            content: .scalar(YAMLScalar(text: DocumentKey.sections.rawValue)),
            range: sections.range),
          value: sections))
    }
    return YAMLNode(content: .mapping(replaced), range: root.range)
  }
}

extension Diagnostic {
  /// The diagnostic without the files it and its notes are in, to compare where each was
  /// found.
  fileprivate var pathless: Diagnostic {
    var copy = self
    copy.path = ""
    for index in copy.notes.indices { copy.notes[index].path = nil }
    return copy
  }
}
