/// Every diagnostic listspec can report, with its stable id (shown as `[id]` and used by
/// tools). Documented in `specs/diagnostics.md`; a test keeps the two in step.
public enum DiagnosticID: String, Sendable, CaseIterable, Codable {
  // Input and YAML.
  case unreadableFile = "unreadable-file"
  case fileTooLarge = "file-too-large"
  case notUTF8 = "not-utf8"
  case invalidUTF8 = "invalid-utf8"
  case controlCharacter = "control-character"
  case yamlSyntax = "yaml-syntax"
  case tabIndentation = "tab-indentation"
  case multipleDocuments = "multiple-documents"
  case nestingTooDeep = "nesting-too-deep"
  case scalarTooLong = "scalar-too-long"
  case aliasExpansionLimit = "alias-expansion-limit"
  case recursiveAlias = "recursive-alias"
  case unknownAlias = "unknown-alias"
  case invalidAnchor = "invalid-anchor"
  case libYAMLMisread = "libyaml-misread"
  case invalidMerge = "invalid-merge"
  case unknownTag = "unknown-tag"
  case duplicateKey = "duplicate-key"
  case complexKey = "complex-key"
  case emptyDocument = "empty-document"
  case jsonSyntax = "json-syntax"
  // Shape of the spec.
  case missingFormatVersion = "missing-format-version"
  case unsupportedFormatVersion = "unsupported-format-version"
  case typeMismatch = "type-mismatch"
  case unknownKey = "unknown-key"
  case unknownValue = "unknown-value"
  case missingKey = "missing-key"
  case unquotedPlaceholder = "unquoted-placeholder"
  case reservedFieldName = "reserved-field-name"
  case invalidTemplate = "invalid-template"
  case expressionNotAllowed = "expression-not-allowed"
  case invalidNumber = "invalid-number"
  case invalidColor = "invalid-color"
  case invalidVersion = "invalid-version"
  case invalidView = "invalid-view"
  case invalidModifier = "invalid-modifier"
  case invalidAccessory = "invalid-accessory"
  case invalidCellTemplate = "invalid-cell-template"
  case invalidAssetCatalog = "invalid-asset-catalog"
  case assetsAfterSections = "assets-after-sections"
  case assetsOutsideSpecFolder = "assets-outside-spec-folder"
  case unknownImage = "unknown-image"
  // Meaning of the spec.
  case duplicateSectionID = "duplicate-section-id"
  case duplicateItemID = "duplicate-item-id"
  case duplicateBarButtonID = "duplicate-bar-button-id"
  case unknownCellTemplate = "unknown-cell-template"
  case missingItemField = "missing-item-field"
  case duplicateAccessory = "duplicate-accessory"
  case unavailable = "unavailable"
  case unknownSymbol = "unknown-symbol"
  case headerNotShown = "header-not-shown"
  case footerNotShown = "footer-not-shown"
  case headerMissing = "header-missing"
  case footerMissing = "footer-missing"
  case backgroundBeforeFrame = "background-before-frame"
  case unusedCellTemplate = "unused-cell-template"
  case separatorGuideIgnored = "separator-guide-ignored"
  case outlineTooDeep = "outline-too-deep"
  case expandedWithoutChildren = "expanded-without-children"
  case swipeActionWithoutLabel = "swipe-action-without-label"
  case shadowedAssetColor = "shadowed-asset-color"
  case invalidSectionLayout = "invalid-section-layout"
  // Rendering (`listspec render`).
  case missingGlyph = "missing-glyph"
  case symbolPlaceholder = "symbol-placeholder"
  case imagePlaceholder = "image-placeholder"
  case tooManyDiagnostics = "too-many-diagnostics"
  // Swift expressions.
  case unknownName = "unknown-name"
  case unknownMember = "unknown-member"
  case expressionType = "expression-type"
  case expressionFailure = "expression-failure"
  // Code generation (`listspec generate`).
  case invalidSwiftName = "invalid-swift-name"
  case swiftNameCollision = "swift-name-collision"
}

// The catalogue: one factory per message, so wording lives in one place.
extension Diagnostic {
  static func error(_ id: DiagnosticID, _ message: String, _ range: SourceRange?) -> Diagnostic {
    Diagnostic(severity: .error, id: id, message: message, range: range)
  }

  static func warning(_ id: DiagnosticID, _ message: String, _ range: SourceRange?) -> Diagnostic {
    Diagnostic(severity: .warning, id: id, message: message, range: range)
  }

  func with(note: String, at range: SourceRange?, path: String? = nil) -> Diagnostic {
    var copy = self
    copy.notes.append(DiagnosticNote(message: note, path: path, range: range))
    return copy
  }

  func with(fixIt message: String, range: SourceRange, replacement: String) -> Diagnostic {
    var copy = self
    copy.fixIts.append(FixIt(message: message, range: range, replacement: replacement))
    return copy
  }

  // MARK: Input and YAML

  public static func unreadableFile(path: String, reason: String) -> Diagnostic {
    Diagnostic(
      severity: .error, id: .unreadableFile, message: "cannot read '\(path)': \(reason)",
      path: path, range: nil)
  }

  static func fileTooLarge(bytes: Int, limit: Int) -> Diagnostic {
    error(
      .fileTooLarge,
      "file is \(bytes) bytes, over the limit of \(limit) bytes (raise it with --max-file-size)",
      nil)
  }

  static func notUTF8() -> Diagnostic {
    error(.notUTF8, "file is UTF-16 or UTF-32; listspec reads UTF-8 files", nil)
  }

  static func invalidUTF8(range: SourceRange) -> Diagnostic {
    error(.invalidUTF8, "invalid UTF-8 byte sequence; save the file as UTF-8", range)
  }

  /// Bytes that are not UTF-8 in a document an editor sent (the language server reads them
  /// as U+FFFD, where JSON allows nothing else).
  package static func invalidUTF8Replaced(range: SourceRange) -> Diagnostic {
    error(
      .invalidUTF8,
      "the editor sent bytes that are not UTF-8 here, read as U+FFFD; save the file as UTF-8",
      range)
  }

  static func controlCharacter(value: Int, range: SourceRange) -> Diagnostic {
    let hex = String(value, radix: 16, uppercase: true)
    return error(
      .controlCharacter,
      "control character U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex) is not allowed in YAML",
      range)
  }

  static func yamlSyntax(
    problem: String, context: String?, contextRange: SourceRange?, range: SourceRange
  ) -> Diagnostic {
    // libyaml's wording, with what usually causes it.
    let hints = [
      "did not find expected key": "is this line indented like the keys around it?",
      "mapping values are not allowed in this context":
        "a value that contains ': ' must be quoted",
      "found character that cannot start any token":
        "a value starting with '@', '`' or '%' must be quoted",
      "did not find expected '-' indicator": "is this list item indented like the ones above?",
    ]
    let hint = hints[problem].map { "; \($0)" } ?? ""
    let diagnostic = error(.yamlSyntax, "YAML syntax error: \(problem)\(hint)", range)
    guard let context else { return diagnostic }
    return diagnostic.with(note: context, at: contextRange)
  }

  static func unquotedTemplateInText(range: SourceRange) -> Diagnostic {
    error(
      .unquotedPlaceholder,
      "a value starting with '{' is read by YAML as a mapping; quote the whole value, e.g. \"{count} items\"",
      range)
  }

  static func unquotedHexColor(range: SourceRange) -> Diagnostic {
    error(
      .yamlSyntax,
      "YAML syntax error: '#' starts a comment here, so the rest of the line is lost; quote hex colors, e.g. \"#FF9500\"",
      range)
  }

  static func tabIndentation(range: SourceRange) -> Diagnostic {
    error(.tabIndentation, "tabs cannot indent YAML; indent with spaces", range)
  }

  /// A tab on a blank line that libyaml stopped at. The lines where YAML 1.2 ignores such a
  /// tab are read with it as a space (`BlankLineTabs`); what is left sits inside a value.
  static func tabOnBlankLine(
    inBlockScalar: Bool, inPlainScalar: Bool, range: SourceRange, whitespace: SourceRange
  ) -> Diagnostic {
    let message: String
    if inBlockScalar {
      message =
        "tab on a blank line inside a block scalar ('|' or '>'): YAML reads it as text of the value or as where the value ends, and libyaml cannot read it; delete it (an empty line is a blank line of the text)"
    } else if inPlainScalar {
      message =
        "tab on a blank line inside a multi-line value, left of the value's indentation, which YAML does not allow; delete it (an empty line is a line break in the value)"
    } else {
      message = "tab on a blank line that libyaml cannot read here; delete it"
    }
    return error(.tabIndentation, message, range)
      .with(fixIt: "delete the white space", range: whitespace, replacement: "")
  }

  /// An anchor (`&`) or alias (`*`) name with a character libyaml does not allow in one.
  /// `readAs` says what libyaml made of it when it did not stop.
  static func invalidAnchor(
    sigil: Character, name: String, character: Character, readAs: String?, range: SourceRange,
    tokenRange: SourceRange, suggestion: String
  ) -> Diagnostic {
    var message =
      "\(sigil == "&" ? "anchor" : "alias") '\(sigil)\(name)' has '\(character)', which libyaml does not allow in anchor names (only ASCII letters, digits, '_' and '-')"
    if let readAs { message += ": it reads \(readAs)" }
    message +=
      sigil == "&"
      ? "; rename the anchor and its aliases, e.g. '&\(suggestion)'"
      : "; rename the anchor and its aliases, e.g. '*\(suggestion)'"
    return error(.invalidAnchor, message, range)
      .with(
        fixIt: "replace with '\(sigil)\(suggestion)'", range: tokenRange,
        replacement: "\(sigil)\(suggestion)")
  }

  /// `{a: 1, b:, c: 2}`: an empty value written without a space after ':', which YAML 1.2
  /// allows and libyaml rejects ("found unexpected ':'").
  static func emptyFlowValue(key: String, colon: SourceRange) -> Diagnostic {
    error(
      .yamlSyntax,
      "YAML syntax error: libyaml needs a space after ':' in a flow collection ('{…}' or '[…]'), even for an empty value; write '\(key): null' (or '\(key): ,')",
      colon
    ).with(fixIt: "insert ' null'", range: SourceRange(at: colon.end), replacement: " null")
  }

  /// `- Circle` with `fill: orange` on the next line, under the name: a name that takes
  /// options is a key (`- Circle:`).
  static func bareNameBeforeOptions(name: String, option: String, range: SourceRange)
    -> Diagnostic
  {
    error(
      .yamlSyntax,
      "YAML syntax error: '\(name)' has no ':', so YAML reads it and '\(option): …' below it as one text; write '- \(name):' to give it options",
      range
    ).with(fixIt: "insert ':'", range: SourceRange(at: range.end), replacement: ":")
  }

  static func multipleDocuments(range: SourceRange) -> Diagnostic {
    error(
      .multipleDocuments,
      "a spec file holds one YAML document; this '---' starts a second one", range)
  }

  static func nestingTooDeep(limit: Int, range: SourceRange) -> Diagnostic {
    error(
      .nestingTooDeep,
      "nesting is deeper than \(limit) levels (raise the limit with --max-depth)", range)
  }

  static func scalarTooLong(bytes: Int, limit: Int, range: SourceRange) -> Diagnostic {
    error(
      .scalarTooLong,
      "value is \(bytes) bytes long, over the limit of \(limit) bytes (raise it with --max-scalar-size)",
      range)
  }

  static func aliasExpansionLimit(limit: Int, range: SourceRange) -> Diagnostic {
    error(
      .aliasExpansionLimit,
      "aliases expand to more than \(limit) nodes; this looks like a 'billion laughs' document (raise the limit with --max-alias-nodes)",
      range)
  }

  static func aliasExpansionBytesLimit(limit: Int, range: SourceRange) -> Diagnostic {
    error(
      .aliasExpansionLimit,
      "aliases expand to more than \(limit) bytes of text; an anchored value is repeated too often (raise the limit with --max-alias-bytes)",
      range)
  }

  static func flowQuestionMark(range: SourceRange) -> Diagnostic {
    error(
      .libYAMLMisread,
      "'?' followed by a character starts a value ('?…') in YAML 1.2, but libyaml reads it as a mapping key indicator here and would give another value; quote the value (\"?…\"), or put a space after '?' for a key",
      range)
  }

  static func trailingSpacesLine(range: SourceRange) -> Diagnostic {
    error(
      .libYAMLMisread,
      "the last line of this block scalar holds only spaces and no line break: libyaml drops it, where YAML 1.2 keeps it in the value; end the file with a line break, or delete the spaces",
      range)
  }

  static func recursiveAlias(name: String, range: SourceRange) -> Diagnostic {
    error(.recursiveAlias, "alias '*\(name)' refers to the node that contains it", range)
  }

  static func unknownAlias(name: String, range: SourceRange) -> Diagnostic {
    error(.unknownAlias, "alias '*\(name)' refers to no anchor defined before it", range)
  }

  static func invalidMerge(range: SourceRange) -> Diagnostic {
    error(
      .invalidMerge, "a merge key '<<' takes a mapping or a list of mappings (e.g. '<<: *style')",
      range)
  }

  static func unknownTag(tag: String, range: SourceRange) -> Diagnostic {
    error(
      .unknownTag,
      "tag '\(tag)' is not allowed; listspec reads plain YAML 1.2 (core schema tags only)", range)
  }

  static func duplicateKey(key: String, range: SourceRange, first: SourceRange) -> Diagnostic {
    error(.duplicateKey, "duplicate key '\(key)' in mapping", range)
      .with(note: "'\(key)' first defined here", at: first)
  }

  /// A JSON items file (`--items`) that is not JSON (RFC 8259).
  static func jsonSyntax(_ problem: String, range: SourceRange) -> Diagnostic {
    error(.jsonSyntax, "JSON syntax error: \(problem)", range)
  }

  /// An items file whose top level is not an object.
  static func itemsFileNotObject(found: YAMLNode) -> Diagnostic {
    error(
      .typeMismatch,
      "an items file is an object '{ \"sections\": [ … ] }', found \(found.kindDescription)",
      found.reportRange)
  }

  /// A number or a boolean of the model written as a JSON string in an items file.
  static func quotedJSONValue(
    field: String, value: String, type: FieldType, itemID: String, range: SourceRange
  ) -> Diagnostic {
    let written = type == .bool ? "true or false" : "a number"
    return error(
      .typeMismatch,
      "item '\(itemID)' has \(field): \"\(value)\", a JSON string, where the model's '\(field)' is \(type == .int ? "an" : "a") \(type.rawValue), which JSON writes as \(written), without quotes",
      range
    ).with(fixIt: "remove the quotes", range: range, replacement: value)
  }

  static func complexKey(range: SourceRange) -> Diagnostic {
    error(.complexKey, "mapping keys must be plain strings, not mappings or sequences", range)
  }

  static func emptyDocument(range: SourceRange?) -> Diagnostic {
    error(
      .emptyDocument, "the file has no content; a spec starts with 'listspec: 1'", range)
  }

  // MARK: Shape

  static func missingFormatVersion(range: SourceRange) -> Diagnostic {
    error(.missingFormatVersion, "missing 'listspec: 1' at the top of the spec", range)
      .with(
        fixIt: "insert 'listspec: 1'", range: SourceRange(at: range.start),
        replacement: "listspec: 1\n")
  }

  static func unsupportedFormatVersion(found: String, range: SourceRange) -> Diagnostic {
    error(
      .unsupportedFormatVersion,
      "this listspec reads format \(ListSpecDocument.supportedFormat); the file is format \(found)",
      range)
  }

  static func typeMismatch(
    key: String, expected: String, found: YAMLNode, hint: String? = nil
  ) -> Diagnostic {
    let message = "'\(key)' must be \(expected), found \(found.kindDescription)"
    return error(.typeMismatch, hint.map { "\(message); \($0)" } ?? message, found.reportRange)
  }

  static func booleanExpected(key: String, found: YAMLNode) -> Diagnostic {
    let text = found.text ?? ""
    let suggestion: String?
    switch text.lowercased() {
    case "yes", "on", "y": suggestion = "true"
    case "no", "off", "n": suggestion = "false"
    default: suggestion = nil
    }
    guard let suggestion else {
      return typeMismatch(key: key, expected: "a boolean ('true' or 'false')", found: found)
    }
    return error(
      .typeMismatch,
      "'\(key)' must be a boolean; '\(text)' is a string in YAML 1.2 — did you mean '\(suggestion)'?",
      found.reportRange
    ).with(fixIt: "replace with '\(suggestion)'", range: found.range, replacement: suggestion)
  }

  static func unknownKey(key: String, in context: String, known: [String], range: SourceRange)
    -> Diagnostic
  {
    var message = "unknown key '\(key)' in \(context)"
    var diagnostic: Diagnostic
    if let suggestion = Suggestion.closest(to: key, among: known) {
      message += "; did you mean '\(suggestion)'?"
      diagnostic = error(.unknownKey, message, range)
        .with(fixIt: "replace with '\(suggestion)'", range: range, replacement: suggestion)
    } else {
      message += " (expected one of: \(known.joined(separator: ", ")))"
      diagnostic = error(.unknownKey, message, range)
    }
    return diagnostic
  }

  /// `modifiers:` (or another view option) inside a stack's mapping: it is the view's, one
  /// level out.
  static func viewOptionInStack(
    option: String, stack: String, known: [String], range: SourceRange
  ) -> Diagnostic {
    error(
      .unknownKey,
      "'\(option)' is not a key of '\(stack)' (\(known.joined(separator: ", "))): it belongs to the view, one level out, beside '\(stack):'",
      range)
  }

  /// `suggestion` replaces the closest known value by spelling when the value is known to
  /// mean it (an abbreviation: `XXL` for `extraExtraLarge`). Without a suggestion, up to 12
  /// known values are listed, or all of them when `listsEveryName` (a closed set of names a
  /// newcomer has to learn, such as the modifiers: `italic` resembles none of them).
  static func unknownValue(
    value: String, key: String, known: [String], range: SourceRange, what: String? = nil,
    suggestion meant: String? = nil, listsEveryName: Bool = false
  ) -> Diagnostic {
    let thing = what ?? key
    if let suggestion = meant ?? Suggestion.closest(to: value, among: known) {
      return error(
        .unknownValue, "unknown \(thing) '\(value)'; did you mean '\(suggestion)'?", range
      )
      .with(fixIt: "replace with '\(suggestion)'", range: range, replacement: suggestion)
    }
    let list =
      known.isEmpty
      ? " (none are defined)"
      : known.count <= 12 || listsEveryName
        ? " (expected one of: \(known.joined(separator: ", ")))" : ""
    return error(.unknownValue, "unknown \(thing) '\(value)'\(list)", range)
  }

  static func reservedFieldName(key: ItemKey, range: SourceRange) -> Diagnostic {
    error(
      .reservedFieldName,
      "'\(key.rawValue)' is an item key (\(key.purpose)), not a field a template can declare; give the field another name",
      range
    ).with(
      note: "the item keys are "
        + ItemKey.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", "),
      at: nil)
  }

  static func missingKey(key: String, in context: String, range: SourceRange) -> Diagnostic {
    error(.missingKey, "\(context) is missing the required key '\(key)'", range)
  }

  /// A mapping that needs one of several keys (a `Toggle`'s `title` or `label`).
  static func missingKey(oneOf keys: [String], in context: String, range: SourceRange)
    -> Diagnostic
  {
    let names = keys.map { "'\($0)'" }.joined(separator: " or ")
    return error(.missingKey, "\(context) is missing the required key \(names)", range)
  }

  static func unquotedPlaceholder(key: String, range: SourceRange) -> Diagnostic {
    error(
      .unquotedPlaceholder,
      "'\(key)' must be a string, but YAML read '{…}' as a mapping; quote it, e.g. \"{name}\"",
      range)
  }

  static func invalidTemplate(message: String, range: SourceRange) -> Diagnostic {
    error(.invalidTemplate, message, range)
  }

  /// A `{…}` in a key that takes one text for the whole list, section or item: it would be
  /// drawn with its braces.
  static func templateNotAllowed(key: String, template: Template, range: SourceRange)
    -> Diagnostic
  {
    var written = ""
    for segment in template.segments {
      switch segment {
      case .literal(let text): written += text
      case .expression(_, let offset, let length):
        written += String(
          String.UnicodeScalarView(
            template.source.unicodeScalars.dropFirst(offset).prefix(length)))
      }
    }
    let isSupplementary = key == "header" || key == "footer" || key == "secondaryText"
    // A JSON string is a YAML double-quoted scalar.
    let quoted = JSONValue.quoted(written)
    let diagnostic = error(
      .expressionNotAllowed,
      "'\(key)' takes one text, not a template: no item is in scope here, so '\(template.source)' would be drawn with its braces",
      range)
    return
      diagnostic
      .with(
        note: isSupplementary
          ? "to show an item's values in a header, make it the section's first item (list: { headerMode: firstItemInSection }) and give that item a template"
          : "templates and expressions go in a cell template's keys, where an item is in scope (specs/expressions.md)",
        at: range
      )
      .with(fixIt: "write the text", range: range, replacement: quoted)
  }

  /// A `{…}` in a cell template's key that takes no template or expression
  /// (`imageScale: "{unread > 0 ? .large : .small}"`). An item is in scope there, so the
  /// place is not the reason; no fix-it: taking the braces away leaves an unknown value.
  static func expressionNotTaken(key: String, template: Template, range: SourceRange)
    -> Diagnostic
  {
    error(
      .expressionNotAllowed,
      "'\(key)' takes no expression or template, so '\(template.source)' would be drawn with its braces; write one value for every item",
      range
    )
    .with(
      note:
        "the keys that take an expression say 'or an expression in braces' in specs/format.md; '\(key)' is not one of them",
      at: range)
  }

  /// `if:` on an item's own swipe action, which is shown for that item only.
  static func conditionOnItemAction(range: SourceRange) -> Diagnostic {
    error(
      .expressionNotAllowed,
      "an item's own swipe action is offered for that item only, so 'if:' has nothing to decide; remove it, or move the actions to the cell template",
      range)
  }

  static func invalidNumber(key: String, problem: String, range: SourceRange) -> Diagnostic {
    error(.invalidNumber, "'\(key)' \(problem)", range)
  }

  /// `assets`: the names of the colour sets of the spec's asset catalogs, suggested too.
  static func invalidColor(value: String, range: SourceRange, assets: [String] = [])
    -> Diagnostic
  {
    let names = assets + SystemColor.allCases.map(\.rawValue)
    if let suggestion = Suggestion.closest(to: value, among: names) {
      return error(.invalidColor, "unknown color '\(value)'; did you mean '\(suggestion)'?", range)
        .with(fixIt: "replace with '\(suggestion)'", range: range, replacement: suggestion)
    }
    if !assets.isEmpty {
      let shown = assets.prefix(8).joined(separator: ", ") + (assets.count > 8 ? ", …" : "")
      return error(
        .invalidColor,
        "unknown color '\(value)'; use a colour set of the asset catalogs (\(shown)), a UIKit system color name (e.g. systemBlue, label) or '#RRGGBB[AA]'",
        range)
    }
    return error(
      .invalidColor,
      "unknown color '\(value)'; use a UIKit system color name (e.g. systemBlue, label) or '#RRGGBB[AA]'",
      range)
  }

  /// A problem in an asset catalog `assets` names: `file` is inside the catalog ("" for the
  /// catalog itself).
  static func invalidAssetCatalog(
    catalog: String, file: String, message: String, range: SourceRange
  ) -> Diagnostic {
    let place = file.isEmpty ? "" : "asset catalog '\(catalog)': \(file) "
    return error(.invalidAssetCatalog, place + message, range)
  }

  /// An `assets` path that leaves the spec's folder (absolute, `..`, or a symbolic link out
  /// of it), not read without `--allow-assets-outside`.
  static func assetsOutsideSpecFolder(catalog: String, range: SourceRange) -> Diagnostic {
    error(
      .assetsOutsideSpecFolder,
      "'\(catalog)' is outside the spec's folder; listspec reads asset catalogs in the spec's folder or below it (pass --allow-assets-outside to read this one)",
      range)
  }

  static func assetsAfterSections(range: SourceRange) -> Diagnostic {
    error(
      .assetsAfterSections,
      "'assets' is written after 'sections', which are read before it; move 'assets' above 'sections'",
      range)
  }

  /// An image name that no image set of the asset catalogs has.
  static func unknownImage(name: String, known: [String], range: SourceRange) -> Diagnostic {
    // A set in a group that provides a namespace is named with the group's path
    // ('Contacts/anna'): the name alone means that set, before a near spelling elsewhere;
    // a near spelling of the name alone, after one of the whole name.
    let namespaced = name.contains("/") ? [] : known.filter { $0.contains("/") }
    func leaf(_ set: String) -> String { String(set[set.index(after: set.lastIndex(of: "/")!)...]) }
    let exact = namespaced.filter { leaf($0).lowercased() == name.lowercased() }
    if exact.count > 1 {
      let sets = exact.map { "'\($0)'" }.joined(separator: " or ")
      return error(
        .unknownImage, "no image set '\(name)' in the asset catalogs; did you mean \(sets)?", range
      )
    }
    let suggestion =
      exact.first ?? Suggestion.closest(to: name, among: known)
      ?? Suggestion.closest(to: name, among: namespaced.map(leaf)).flatMap { near in
        namespaced.first { leaf($0) == near }
      }
    if let suggestion {
      return error(
        .unknownImage,
        "no image set '\(name)' in the asset catalogs; did you mean '\(suggestion)'?", range
      )
      .with(fixIt: "replace with '\(suggestion)'", range: range, replacement: suggestion)
    }
    if known.isEmpty {
      return error(
        .unknownImage,
        "no image set '\(name)': the spec names no asset catalog with image sets; add 'assets: Assets.xcassets' (relative to the spec), or use 'systemName' for an SF Symbol",
        range)
    }
    let shown = known.prefix(8).joined(separator: ", ") + (known.count > 8 ? ", …" : "")
    return error(
      .unknownImage, "no image set '\(name)' in the asset catalogs; they have \(shown)", range)
  }

  /// A colour set named like a system colour, which that name means in a spec.
  static func shadowedAssetColor(name: String, range: SourceRange) -> Diagnostic {
    warning(
      .shadowedAssetColor,
      "the asset catalogs' colour set '\(name)' has a system colour's name, so 'color: \(name)' means the system colour; rename the colour set to use it by name",
      range)
  }

  static func invalidVersion(value: String, range: SourceRange) -> Diagnostic {
    error(
      .invalidVersion,
      "'\(value)' is not an iOS version; write major.minor or major.minor.patch, quoted, like \"16.0\"",
      range)
  }

  static func invalidView(_ message: String, range: SourceRange) -> Diagnostic {
    error(.invalidView, message, range)
  }

  static func invalidModifier(_ message: String, range: SourceRange) -> Diagnostic {
    error(.invalidModifier, message, range)
  }

  /// A `customView` option (`isOn`, `placement`, …) on a system accessory.
  static func invalidAccessory(
    option: String, accessory: String, owner: AccessoryKind, view: String = "UISwitch",
    range: SourceRange
  ) -> Diagnostic {
    guard owner == .customView else {
      return error(
        .invalidAccessory,
        "'\(option)' applies to the \(owner.rawValue) accessory only, not to '\(accessory)'; remove it",
        range)
    }
    return error(
      .invalidAccessory,
      "'\(option)' is an option of a customView accessory, not of '\(accessory)'; remove it, or write { customView: { view: \(view), \(option): … } }",
      range)
  }

  /// A `customView` option of another view than the one the accessory holds (`image` beside
  /// a `UISwitch`).
  static func invalidCustomViewOption(
    option: String, view: String, owner: String, viewWritten: Bool, range: SourceRange
  ) -> Diagnostic {
    let holds = viewWritten ? "holds a \(view)" : "holds a \(view) (the default view)"
    return error(
      .invalidAccessory,
      "'\(option)' is an option of a customView holding a \(owner), but this one \(holds); write 'view: \(owner)' or remove '\(option)'",
      range)
  }

  /// `tintColor` on a `customView` holding a `UILabel`, which draws its text in `textColor`.
  static func tintColorOnLabel(range: SourceRange) -> Diagnostic {
    error(
      .invalidAccessory,
      "a UILabel does not draw in its tint colour; write 'textColor:' for the label's text",
      range)
  }

  /// `text` on a system accessory other than `label`.
  static func textOnAccessory(accessory: String, range: SourceRange) -> Diagnostic {
    error(
      .invalidAccessory,
      "'text' is the text of a label accessory (or of a customView holding a UILabel); '\(accessory)' shows none, so remove it",
      range)
  }

  static func invalidCellTemplate(name: String, range: SourceRange) -> Diagnostic {
    error(
      .invalidCellTemplate,
      "cell template '\(name)' needs exactly one of 'content' (UIListContentConfiguration) or 'hosting' (UIHostingConfiguration)",
      range)
  }

  // MARK: Meaning

  static func duplicateSectionID(id: String, range: SourceRange, first: SourceRange) -> Diagnostic {
    error(
      .duplicateSectionID,
      "duplicate section id '\(id)'; the diffable data source would crash: \"supplied section identifiers are not unique\"",
      range
    ).with(note: "'\(id)' first used here", at: first)
  }

  static func duplicateItemID(id: String, range: SourceRange, first: SourceRange) -> Diagnostic {
    error(
      .duplicateItemID,
      "duplicate item id '\(id)'; the diffable data source would crash: \"supplied item identifiers are not unique\"",
      range
    ).with(note: "'\(id)' first used here", at: first)
  }

  static func duplicateBarButtonID(id: String, range: SourceRange, first: SourceRange)
    -> Diagnostic
  {
    error(
      .duplicateBarButtonID,
      "duplicate bar button id '\(id)'; the app's onBarButton handler could not tell the two apart",
      range
    )
    .with(note: "'\(id)' first used here; give one an 'id' of its own", at: first)
  }

  static func outlineTooDeep(limit: Int, range: SourceRange) -> Diagnostic {
    error(
      .outlineTooDeep,
      "'children' nested deeper than \(limit) levels; listspec reads outlines up to \(limit) levels below the section — flatten the deepest levels or move them to another section",
      range)
  }

  static func expandedWithoutChildren(itemID: String, range: SourceRange) -> Diagnostic {
    warning(
      .expandedWithoutChildren,
      "item '\(itemID)' is expanded but has no 'children', so there is nothing to show; add 'children' or remove 'expanded'",
      range)
  }

  static func swipeActionWithoutLabel(range: SourceRange) -> Diagnostic {
    warning(
      .swipeActionWithoutLabel,
      "contextual action has neither a 'title' nor an 'image', so its button is empty; add 'title' or 'image: { systemName: … }'",
      range)
  }

  static func unknownCellTemplate(name: String, known: [String], range: SourceRange) -> Diagnostic {
    unknownValue(
      value: name, key: ItemKey.cell.rawValue, known: known, range: range, what: "cell template"
    )
    .relabel(.unknownCellTemplate)
  }

  static func missingCell(itemID: String, range: SourceRange) -> Diagnostic {
    error(
      .unknownCellTemplate,
      "item '\(itemID)' names no 'cell' and its section has no default 'cell'", range)
  }

  static func missingItemField(
    field: String, itemID: String, template: String, range: SourceRange, use: SourceRange,
    declared: Bool = false, typedByItem: String? = nil
  ) -> Diagnostic {
    if let typedByItem {
      return error(
        .missingItemField,
        "item '\(itemID)' has no field '\(field)', which every item of cell template '\(template)' has in the spec, so the generated model's '\(field)' is not optional",
        range
      ).with(note: "'\(field)' of the spec's item '\(typedByItem)'", at: use)
    }
    return error(
      .missingItemField,
      "item '\(itemID)' has no field '\(field)', which cell template '\(template)' \(declared ? "declares" : "reads")",
      range
    ).with(
      note: declared ? "'\(field)' is declared here, not optional" : "'{\(field)}' is read here",
      at: use)
  }

  static func duplicateAccessory(kind: String, range: SourceRange, first: SourceRange) -> Diagnostic
  {
    error(
      .duplicateAccessory,
      "accessory '\(kind)' appears twice; UIKit throws an exception for more than one instance of a system accessory",
      range
    ).with(note: "first '\(kind)' here", at: first)
  }

  static func unavailable(
    feature: String, introduced: OSVersion, target: OSVersion, range: SourceRange,
    targetRange: SourceRange?
  ) -> Diagnostic {
    error(
      .unavailable,
      "\(feature) is only available in iOS \(introduced) or newer; the deployment target is iOS \(target)",
      range
    ).with(note: "deployment target set here", at: targetRange)
  }

  /// A name that is no SF Symbol: the app's `UIImage(systemName:)` returns nil and draws
  /// nothing. `written` is the name's text when the spec writes it (a fix-it replaces it).
  static func unknownSymbol(
    _ name: String, item: String?, suggestions: [String], range: SourceRange,
    written: SourceRange?, template: (name: String, range: SourceRange)?
  ) -> Diagnostic {
    let origin = item.map { " (item '\($0)')" } ?? ""
    var diagnostic = warning(
      .unknownSymbol,
      "'\(name)'\(origin) is not an SF Symbol: UIImage(systemName:) returns nil, and the app draws no image",
      range)
    if let template {
      diagnostic = diagnostic.with(
        note: "drawn by cell template '\(template.name)'", at: template.range)
    }
    if let first = suggestions.first {
      let list = suggestions.map { "'\($0)'" }.joined(separator: ", ")
      diagnostic = diagnostic.with(note: "did you mean \(list)?", at: nil)
      if let written {
        diagnostic = diagnostic.with(
          fixIt: "replace '\(name)' with '\(first)'", range: written, replacement: first)
      }
    }
    return diagnostic
  }

  static func headerNotShown(sectionID: String, mode: HeaderMode, range: SourceRange)
    -> Diagnostic
  {
    // With firstItemInSection the first item is the header, so the text has nowhere to go.
    let why = mode == .firstItemInSection ? ", where the first item is the header," : ","
    return warning(
      .headerNotShown,
      "section '\(sectionID)' has a header, but list.headerMode is '\(mode.rawValue)'\(why) so it will not show; set headerMode: supplementary",
      range)
  }

  static func footerNotShown(sectionID: String, range: SourceRange) -> Diagnostic {
    warning(
      .footerNotShown,
      "section '\(sectionID)' has a footer, but list.footerMode is 'none', so it will not show; set footerMode: supplementary",
      range)
  }

  static func headerMissing(sectionID: String, range: SourceRange) -> Diagnostic {
    warning(
      .headerMissing,
      "list.headerMode is 'supplementary' but section '\(sectionID)' has no header; it will show an empty header (blank space above the section); write 'header:' or set headerMode: none",
      range)
  }

  static func footerMissing(sectionID: String, range: SourceRange) -> Diagnostic {
    warning(
      .footerMissing,
      "list.footerMode is 'supplementary' but section '\(sectionID)' has no footer; it will show an empty footer (blank space below the section); write 'footer:' or set footerMode: none",
      range)
  }

  static func backgroundBeforeFrame(range: SourceRange, frame: SourceRange) -> Diagnostic {
    warning(
      .backgroundBeforeFrame,
      "background is applied before the frame that sizes the view, so the background will not grow with the frame; move 'background' after 'frame'",
      range
    ).with(note: "frame set here", at: frame)
  }

  /// A `sections[].layout` that UIKit or the picture cannot take as written.
  static func invalidSectionLayout(_ message: String, range: SourceRange) -> Diagnostic {
    error(.invalidSectionLayout, message, range)
  }

  static func unusedCellTemplate(name: String, range: SourceRange) -> Diagnostic {
    warning(.unusedCellTemplate, "cell template '\(name)' is not used by any item", range)
  }

  /// A character that no installed font has a glyph for (reported by the renderer, which
  /// knows the fonts): it would draw as a box holding its code point.
  public static func missingGlyph(
    _ character: Unicode.Scalar, family: String, range: SourceRange?, path: String,
    producedBy origin: String
  ) -> Diagnostic {
    let code = "U+" + String(character.value, radix: 16, uppercase: true).leftPadded(to: 4)
    var diagnostic = warning(
      .missingGlyph,
      "no installed font has a glyph for \(code) '\(Character(character))' (text of \(origin)): "
        + "searched '\(family)' and the fonts fontconfig falls back to; it draws as a box with "
        + "its code. Install a font that covers it, or write another character",
      range)
    diagnostic.path = path
    return diagnostic
  }

  /// An SF Symbol drawn as a lettered placeholder: `SymbolStandIns` has no glyph for the name,
  /// or the icon font is not installed.
  public static func symbolPlaceholder(
    _ name: String, fontInstalled: Bool, range: SourceRange?, path: String,
    producedBy origin: String
  ) -> Diagnostic {
    let reason =
      fontInstalled
      ? "the table of open stand-ins (specs/symbols.md) has no glyph for it"
      : "the icon font '\(SymbolStandIns.fontFamily)' is not installed (scripts/setup installs it)"
    var diagnostic = Diagnostic(
      severity: .note, id: .symbolPlaceholder,
      message: "SF Symbol '\(name)' (\(origin)) is drawn as a placeholder: \(reason)",
      range: range)
    diagnostic.path = path
    return diagnostic
  }

  /// An app image (`Image("…")`, `UIImage(named:)`) drawn as the image placeholder: the spec
  /// names no asset catalog, or its catalogs lack the set or a file of it (`reason` says).
  public static func imagePlaceholder(
    _ name: String, reason: String, range: SourceRange?, path: String,
    producedBy origin: String
  ) -> Diagnostic {
    var diagnostic = Diagnostic(
      severity: .note, id: .imagePlaceholder,
      message: "image '\(name)' (\(origin)) is drawn as a placeholder: \(reason)", range: range)
    diagnostic.path = path
    return diagnostic
  }

  static func separatorGuideIgnored(range: SourceRange) -> Diagnostic {
    warning(
      .separatorGuideIgnored,
      "listRowSeparator alignment guides move the separator, but list.showsSeparators is false",
      range)
  }

  // MARK: Command line

  /// After the first `limit` diagnostics of a file; an error when an error was left out.
  // MARK: Swift expressions

  /// A problem swiftc would find in an expression, at its place in the string.
  /// A member newer than the deployment target, used in an expression: located at the
  /// member, with the target's place and a fix-it that raises it (`platform.iOS` written), or
  /// a note that without `platform` the generated code targets iOS 14.
  static func unavailableMember(
    _ error: ExpressionError, introduced: OSVersion, range: SourceRange,
    platformRange: SourceRange?
  ) -> Diagnostic {
    var diagnostic = Diagnostic.error(.unavailable, error.message, range)
    guard let platformRange else {
      return diagnostic.with(
        note:
          "without 'platform', the generated code targets iOS \(FormatAvailability.baseline); add 'platform: { iOS: \"\(introduced)\" }' to use it",
        at: nil)
    }
    diagnostic = diagnostic.with(note: "deployment target set here", at: platformRange)
    return diagnostic.with(
      fixIt: "raise the deployment target to iOS \(introduced)", range: platformRange,
      replacement: "\"\(introduced)\"")
  }

  static func expressionProblem(_ error: ExpressionError, range: SourceRange) -> Diagnostic {
    let id: DiagnosticID
    switch error.kind {
    case .syntax, .limit: id = .invalidTemplate
    case .unknownName: id = .unknownName
    case .unknownMember: id = .unknownMember
    case .type: id = .expressionType
    case .unavailable: id = .unavailable
    }
    var diagnostic = Diagnostic.error(id, error.message, range)
    for note in error.notes { diagnostic = diagnostic.with(note: note, at: range) }
    return diagnostic
  }

  /// An item value that is not of the type its template's `fields:` declares. `range` is the
  /// value's when `isValueRange` (then a `suggestion` replaces it), else the item's.
  static func fieldTypeMismatch(
    field: String, value: String, type: FieldType, itemID: String, template: String,
    range: SourceRange, declaration: SourceRange, suggestion: String? = nil,
    isValueRange: Bool = false, typedByItem: String? = nil
  ) -> Diagnostic {
    let article = type == .int ? "an" : "a"
    var message =
      typedByItem == nil
      ? "item '\(itemID)' has \(field): '\(value)', which is not \(article) \(type.rawValue) as cell template '\(template)' declares"
      : "item '\(itemID)' has \(field): '\(value)', which is not \(article) \(type.rawValue), the type the spec's items give '\(field)' in the generated model"
    if let suggestion { message += "; did you mean '\(suggestion)'?" }
    let diagnostic = error(.typeMismatch, message, range)
      .with(
        note: typedByItem.map {
          "'\(field)' of the spec's item '\($0)' makes it \(article) \(type.rawValue)"
        }
          ?? "'\(field)' is declared here",
        at: declaration)
    guard let suggestion, isValueRange else { return diagnostic }
    return diagnostic.with(
      fixIt: "replace with '\(suggestion)'", range: range, replacement: suggestion)
  }

  /// An expression that would stop the app for one item (overflow, division by zero).
  static func expressionFailure(
    _ failure: ExpressionFailure, itemID: String, range: SourceRange, itemRange: SourceRange
  ) -> Diagnostic {
    error(.expressionFailure, "\(failure.message) for item '\(itemID)'", range)
      .with(note: "item '\(itemID)' is here", at: itemRange)
  }

  // MARK: Code generation

  /// A type prefix (the spec's file name, or `--name`) that cannot be made a Swift type name
  /// under listspec's naming rules (specs/generate.md); names inside a spec always can.
  public static func invalidSwiftName(
    _ name: String, what: String, reason: String, range: SourceRange?
  ) -> Diagnostic {
    error(
      .invalidSwiftName,
      "\(what) '\(name)' cannot become a Swift identifier: \(reason)", range)
  }

  /// Two spec names that become the same Swift identifier.
  public static func swiftNameCollision(
    _ name: String, other: String, identifier: String, what: String, range: SourceRange?,
    otherRange: SourceRange?
  ) -> Diagnostic {
    error(
      .swiftNameCollision,
      "\(what) '\(name)' and '\(other)' both become the Swift name '\(identifier)'; rename one",
      range
    ).with(note: "'\(other)' is here", at: otherRange)
  }

  static func tooManyDiagnostics(limit: Int, errors: Bool) -> Diagnostic {
    let message =
      "too many diagnostics: only \(limit) are shown (raise the limit with --max-diagnostics)"
    return errors
      ? error(.tooManyDiagnostics, message, nil) : warning(.tooManyDiagnostics, message, nil)
  }

  func relabel(_ id: DiagnosticID) -> Diagnostic {
    var copy = self
    copy.id = id
    return copy
  }
}

/// "Did you mean" suggestions by edit distance.
public enum Suggestion {
  /// The candidate closest to `word` (case-insensitively), or nil when none is close.
  public static func closest(to word: String, among candidates: [String]) -> String? {
    let characters = word.count
    var text = word
    let isASCII = text.withUTF8 { $0.allSatisfy { $0 < 0x80 } }
    guard isASCII else { return closest(toUnicode: word, among: candidates) }
    return text.withUTF8 { bytes in
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { lowered in
        for index in bytes.indices { lowered[index] = asciiLowercase(bytes[index]) }
        return closest(
          toASCII: UnsafeBufferPointer(lowered), characters: characters, among: candidates)
      }
    }
  }

  /// `closest(to:among:)` for an ASCII word of `characters` characters, given lowercased:
  /// each candidate is lowercased in a stack buffer, not into a new string (a hostile file
  /// asks this for millions of unknown keys).
  static func closest(
    toASCII word: UnsafeBufferPointer<UInt8>, characters: Int, among candidates: [String]
  ) -> String? {
    // Only a distance within the threshold matters, and the threshold is at most this:
    // measuring stops once every way is further.
    let cutoff = max(2, characters / 3)
    var best: (candidate: String, distance: Int)?
    var extensions = 0
    var onlyExtension: String?
    for candidate in candidates {
      var text = candidate
      let measured = text.withUTF8 { bytes -> Int? in
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { lowered in
          for index in bytes.indices { lowered[index] = asciiLowercase(bytes[index]) }
          let lowered = UnsafeBufferPointer(lowered)
          if lowered.count >= word.count, lowered.prefix(word.count).elementsEqual(word) {
            extensions += 1
            onlyExtension = candidate
          }
          if lowered.elementsEqual(word) { return 0 }
          // The distance is at least the difference in length: a candidate that cannot
          // beat the best so far is not measured.
          if let best, abs(lowered.count - word.count) >= best.distance { return Int.max }
          return distance(word, lowered, cutoff: cutoff)
        }
      }
      // A word of ASCII letters is close to no candidate that has others.
      guard let measured else {
        let distance = distance(
          Array(word.lazy.map { Unicode.Scalar($0) }), Array(candidate.lowercased().unicodeScalars),
          cutoff: cutoff)
        if distance == 0 { return candidate }
        if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        if candidate.lowercased().hasPrefix(String(decoding: word, as: UTF8.self)) {
          extensions += 1
          onlyExtension = candidate
        }
        continue
      }
      if measured == 0 { return candidate }
      if measured < (best?.distance ?? Int.max) { best = (candidate, measured) }
    }
    guard let best else { return nil }
    if best.distance <= max(2, min(characters, best.candidate.count) / 3) {
      return best.candidate
    }
    // A shortened name ('disclosure' for 'disclosureIndicator') is far by edit distance but
    // plain to a reader; suggest it when exactly one candidate starts with it.
    return characters >= 4 && extensions == 1 ? onlyExtension : nil
  }

  /// `closest(to:among:)` for a word with other characters than ASCII.
  static func closest(toUnicode word: String, among candidates: [String]) -> String? {
    let lowered = word.lowercased()
    let length = lowered.unicodeScalars.count
    let cutoff = max(2, word.count / 3)
    var best: (String, Int)?
    for candidate in candidates {
      let loweredCandidate = candidate.lowercased()
      if loweredCandidate == lowered { return candidate }
      if let best, abs(loweredCandidate.unicodeScalars.count - length) >= best.1 { continue }
      let distance = distance(
        Array(lowered.unicodeScalars), Array(loweredCandidate.unicodeScalars), cutoff: cutoff)
      if distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
    }
    guard let (candidate, distance) = best else { return nil }
    let threshold = max(2, min(word.count, candidate.count) / 3)
    if distance <= threshold { return candidate }
    let extensions = candidates.filter { $0.lowercased().hasPrefix(lowered) }
    return word.count >= 4 && extensions.count == 1 ? extensions[0] : nil
  }

  static func asciiLowercase(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
  }

  /// The edit distance of `a` and `b` when it is at most `cutoff`; otherwise some number
  /// above `cutoff`, found as soon as a row of the table is all above it (a row's least
  /// entry never falls in the rows after it).
  static func distance<Text: RandomAccessCollection>(
    _ a: Text, _ b: Text, cutoff: Int = .max
  ) -> Int
  where Text.Element: Equatable, Text.Index == Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * (b.count + 1)) { rows in
      var previous = UnsafeMutableBufferPointer(rebasing: rows[0...b.count])
      var current = UnsafeMutableBufferPointer(rebasing: rows[(b.count + 1)...])
      for j in 0...b.count { previous[j] = j }
      for i in 1...a.count {
        current[0] = i
        var least = i
        let aElement = a[a.startIndex + i - 1]
        for j in 1...b.count {
          let cost = aElement == b[b.startIndex + j - 1] ? 0 : 1
          current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
          least = min(least, current[j])
        }
        if least > cutoff { return least }
        swap(&previous, &current)
      }
      return previous[b.count]
    }
  }
}

extension String {
  /// The string with leading zeros up to `width` characters.
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
