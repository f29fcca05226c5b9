extension DiagnosticID {
  /// One sentence saying what the diagnostic is about (the SARIF rule's short description);
  /// `specs/diagnostics.md` explains each id at length.
  public var summary: String {
    switch self {
    case .unreadableFile: return "The file cannot be read."
    case .fileTooLarge: return "The file is larger than --max-file-size."
    case .notUTF8: return "The file is UTF-16 or UTF-32; specs are UTF-8."
    case .invalidUTF8: return "A byte sequence that is not UTF-8."
    case .controlCharacter: return "A control character that YAML does not allow."
    case .yamlSyntax: return "The text is not valid YAML."
    case .tabIndentation: return "A tab used for indentation; YAML indents with spaces."
    case .multipleDocuments: return "A second YAML document in the file."
    case .nestingTooDeep: return "Mappings and sequences nested deeper than --max-depth."
    case .scalarTooLong: return "A value longer than --max-scalar-size."
    case .aliasExpansionLimit:
      return "Aliases expand past --max-alias-nodes nodes or --max-alias-bytes bytes of text."
    case .recursiveAlias: return "An alias used inside the node its anchor names."
    case .unknownAlias: return "An alias with no anchor defined before it."
    case .invalidAnchor:
      return
        "An anchor or alias name with a character libyaml does not take (letters, digits, '_', '-')."
    case .libYAMLMisread:
      return "Valid YAML that libyaml 0.2.5 would read as another value."
    case .invalidMerge: return "A merge key '<<' whose value is not a mapping."
    case .unknownTag: return "A tag outside the YAML 1.2 core schema."
    case .duplicateKey: return "The same key twice in one mapping."
    case .complexKey: return "A mapping key that is a mapping or a sequence."
    case .emptyDocument: return "The file has no content."
    case .jsonSyntax: return "An items file (--items) that is not JSON."
    case .missingFormatVersion: return "The spec does not start with 'listspec: 1'."
    case .unsupportedFormatVersion: return "The spec is in a format this listspec does not read."
    case .typeMismatch: return "A value of the wrong YAML type."
    case .unknownKey: return "A key the mapping does not have."
    case .unknownValue: return "A value outside its enumeration."
    case .missingKey: return "A required key is missing."
    case .unquotedPlaceholder: return "A '{placeholder}' that YAML reads as a mapping."
    case .reservedFieldName:
      return "A template's 'fields:' declaring an item key (id, cell, children, …)."
    case .invalidTemplate: return "A template string that does not parse."
    case .expressionNotAllowed:
      return "A template or expression where no item is in scope, or in a key that takes none."
    case .invalidNumber: return "A number out of range."
    case .invalidColor: return "Not a system color name and not '#RRGGBB[AA]'."
    case .invalidVersion: return "platform.iOS is not a version like \"16.0\"."
    case .invalidView: return "A SwiftUI view written in a form that does not exist."
    case .invalidModifier: return "A SwiftUI modifier written in a form that does not exist."
    case .invalidAccessory:
      return "A customView option (isOn, placement, …) on a system accessory."
    case .invalidCellTemplate: return "A cell template needs exactly one of 'content' or 'hosting'."
    case .invalidAssetCatalog:
      return "An asset catalog that 'assets' names is missing or has a set listspec cannot read."
    case .assetsAfterSections: return "'assets' written after 'sections', too late to read them."
    case .assetsOutsideSpecFolder:
      return
        "An 'assets' catalog outside the spec's folder, not read without --allow-assets-outside."
    case .unknownImage: return "An image name that no image set of the asset catalogs has."
    case .shadowedAssetColor: return "A colour set named like a system colour, which wins."
    case .invalidSectionLayout:
      return
        "A section `layout:` UIKit or the picture cannot take: with list keys, an estimated width, a fraction of an unknown height."
    case .duplicateSectionID: return "Two sections with the same id."
    case .duplicateItemID: return "Two items with the same id."
    case .duplicateBarButtonID: return "Two bar buttons with the same id."
    case .outlineTooDeep: return "Outline 'children' nested deeper than listspec reads."
    case .expandedWithoutChildren: return "'expanded: true' on an item without children."
    case .swipeActionWithoutLabel: return "A swipe action with neither a title nor an image."
    case .unknownCellTemplate: return "An item's cell names no template in 'cells'."
    case .missingItemField: return "An item lacks a field its cell template reads."
    case .duplicateAccessory: return "The same system accessory twice in one cell."
    case .unavailable: return "An API newer than the deployment target (platform.iOS)."
    case .unknownSymbol: return "A name that is not an SF Symbol: the app draws no image."
    case .headerNotShown: return "A section header that list.headerMode does not show."
    case .footerNotShown: return "A section footer that list.footerMode does not show."
    case .headerMissing: return "A supplementary header mode with a section without a header."
    case .footerMissing: return "A supplementary footer mode with a section without a footer."
    case .backgroundBeforeFrame: return "A background applied before the frame that sizes it."
    case .unusedCellTemplate: return "A cell template that no item uses."
    case .separatorGuideIgnored:
      return "A separator alignment guide in a list without separators."
    case .missingGlyph: return "A character that no installed font can draw (render)."
    case .symbolPlaceholder:
      return "An SF Symbol drawn as a placeholder: no open stand-in for its name (render)."
    case .imagePlaceholder:
      return "An app image drawn as a placeholder: no asset catalog, or no file for it (render)."
    case .tooManyDiagnostics:
      return "More diagnostics than --max-diagnostics; the rest are left out."
    case .unknownName: return "An expression names a field or function that does not exist."
    case .unknownMember: return "An expression uses a member its value's type does not have."
    case .expressionType: return "An expression that does not type-check as Swift."
    case .expressionFailure:
      return "An expression that would trap for an item (overflow, division by zero)."
    case .invalidSwiftName: return "A name that cannot become a Swift identifier (generate)."
    case .swiftNameCollision: return "Two names that become the same Swift identifier (generate)."
    }
  }

  /// The severity the diagnostic is reported with (`too-many-diagnostics` is a warning when
  /// only warnings were left out).
  public var defaultSeverity: Severity {
    switch self {
    case .headerNotShown, .footerNotShown, .headerMissing, .footerMissing,
      .backgroundBeforeFrame, .unusedCellTemplate, .separatorGuideIgnored, .missingGlyph,
      .expandedWithoutChildren, .swipeActionWithoutLabel, .shadowedAssetColor, .unknownSymbol:
      return .warning
    case .symbolPlaceholder, .imagePlaceholder: return .note
    default: return .error
    }
  }
}
