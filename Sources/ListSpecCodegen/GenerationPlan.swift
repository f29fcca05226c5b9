import ListSpec

/// The spec with every Swift name decided, and the problems found deciding them.
struct GenerationPlan {
  let spec: ListSpecDocument
  let path: String
  let options: GenerateOptions
  var diagnostics: [Diagnostic] = []

  /// The prefix of the type names.
  var prefix = "List"
  /// Typed item fields (except `id` and `cell`) with their Swift property names: with one
  /// template, the model's; with several, every field name once (as the template that first
  /// has it types it), which names the property in every struct and orders their fields.
  var fields: [(declaration: FieldDeclaration, property: String)] = []
  /// Each template's fields, typed from its own items and `fields:` only.
  private var typedFields = TemplateFields()
  /// Cell templates with their Swift names, in spec order.
  var templates: [(template: CellTemplate, member: String, type: String)] = []
  /// Section ids with their enum case names (empty when sections are `Int`).
  var sectionCases: [String: String] = [:]
  /// With several templates, the fields of each template's struct (by template name), in
  /// the order of `fields`: the fields its items carry, declare or read, typed from its own
  /// items and `fields:` (another template's field of the same name may have another type),
  /// optional where some item of the template lacks one (every field of a template without
  /// items); a field it reads that none of its items carries is a `String?`.
  var templateFields: [String: [(declaration: FieldDeclaration, property: String)]] = [:]
  /// With several templates, the name of each template's struct inside the item enum.
  var templateStructs: [String: String] = [:]
  /// The edges whose swipe actions some item of a template (by name; "" with one template)
  /// writes itself: its struct carries them as data.
  var swipeOverrides: [String: [SwipeEdge]] = [:]
  /// Each item's own separators (`sections[].itemSeparators`), by item id: the item's
  /// struct carries them as data.
  var itemSeparators: [String: ItemSeparators] = [:]
  /// The property carrying an item's own separators, by the template of items that have
  /// entries ("" with one template): `separators`, unless a field of that struct is called so.
  var separatorProperties: [String: String] = [:]

  /// The fields each template's expressions see (ExpressionTyping).
  let expressionFields: [String: [String: ExpressionField]]
  let itemIDType: FieldType
  let sectionIDType: FieldType
  /// The iOS version the code may assume: the spec's `platform.iOS`, else listspec's baseline
  /// (iOS 14, where `UICollectionLayoutListConfiguration` starts).
  let deploymentTarget: OSVersion
  /// Whether a template or an item has swipe actions (every item looked at once, not by each
  /// part of the file that asks).
  let hasSwipeActions: Bool

  init(spec: ListSpecDocument, path: String, options: GenerateOptions) {
    self.spec = spec
    self.path = path
    self.options = options
    itemIDType = spec.itemIDType
    expressionFields =
      spec.cells.contains(where: \.usesExpressions)
      ? ExpressionTyping.fields(of: spec) : [:]
    sectionIDType = spec.sectionIDType
    deploymentTarget = spec.platform.iOS ?? FormatAvailability.baseline
    hasSwipeActions = spec.hasSwipeActions
  }

  var itemType: String { prefix + "Item" }
  var sectionType: String { sectionIDType == .int ? "Int" : prefix + "Section" }
  var listType: String { prefix + "List" }
  /// With more than one template the item model is an enum with a case and a struct per
  /// template; with one, a single struct.
  var hasTemplateCases: Bool { templates.count > 1 }

  /// The fields of a template's items: its struct's with several templates, else the model's.
  func fields(ofTemplate name: String?) -> [(declaration: FieldDeclaration, property: String)] {
    guard hasTemplateCases, let name else { return fields }
    return templateFields[name] ?? []
  }

  /// A field as the items of `template` declare it (nil: the whole model's declaration).
  func property(ofField name: String, inTemplate template: String? = nil) -> (
    declaration: FieldDeclaration, property: String
  )? {
    fields(ofTemplate: template).first { $0.declaration.name == name }
  }

  /// The edges whose swipe actions the items of `template` may carry as data.
  func swipeOverrideEdges(ofTemplate template: String?) -> [SwipeEdge] {
    swipeOverrides[hasTemplateCases ? template ?? "" : ""] ?? []
  }

  /// True when some item writes its own swipe actions.
  var hasSwipeOverrides: Bool { !swipeOverrides.isEmpty }

  /// The property of `template`'s struct carrying its items' own separators; nil when no
  /// item of the template has any.
  func separatorProperty(ofTemplate template: String?) -> String? {
    separatorProperties[hasTemplateCases ? template ?? "" : ""]
  }

  /// `MailItem.Message`: the struct of a template's items; the item type with one template.
  func itemType(ofTemplate name: String?) -> String {
    guard hasTemplateCases, let name, let type = templateStructs[name] else { return itemType }
    return itemType + "." + type
  }

  /// True when `version` is newer than the deployment target, so its API needs a check.
  func needsCheck(_ version: OSVersion?) -> Bool {
    guard let version else { return false }
    return version > deploymentTarget
  }

  // MARK: Names

  mutating func resolveNames() {
    resolvePrefix()
    resolveFields()
    resolveTemplates()
    resolveTemplateFields()
    resolveSwipeOverrides()
    resolveItemSeparators()
    resolveSections()
  }

  private mutating func resolveSwipeOverrides() {
    guard hasSwipeActions else { return }
    var edges: [String: Set<SwipeEdge>] = [:]
    for section in spec.sections {
      for item in section.items {
        guard let actions = item.swipeActions else { continue }
        for edge in SwipeEdge.allCases where actions[edge] != nil {
          edges[hasTemplateCases ? item.cell : "", default: []].insert(edge)
        }
      }
    }
    for (template, set) in edges {
      swipeOverrides[template] = SwipeEdge.allCases.filter(set.contains)
    }
  }

  /// Finds the item (so its template) of each `itemSeparators` entry, in its own section.
  private mutating func resolveItemSeparators() {
    for section in spec.sections where !section.itemSeparators.isEmpty {
      var entries: [String: ItemSeparators] = [:]
      for entry in section.itemSeparators where entries[entry.itemID] == nil {
        entries[entry.itemID] = entry
      }
      for item in section.items {
        guard let entry = entries[item.id], itemSeparators[item.id] == nil else { continue }
        itemSeparators[item.id] = entry
        let template = hasTemplateCases ? item.cell : ""
        guard separatorProperties[template] == nil else { continue }
        // A field of the struct may already be called `separators`.
        let taken = Set(fields(ofTemplate: hasTemplateCases ? template : nil).map(\.property))
          .union(swipeOverrideEdges(ofTemplate: template).map { "\($0.rawValue)SwipeActions" })
        var name = "separators"
        var number = 2
        while taken.contains(name) {
          name = "separators\(number)"
          number += 1
        }
        separatorProperties[template] = name
      }
    }
  }

  private mutating func resolvePrefix() {
    if let typePrefix = options.typePrefix {
      if let problem = SwiftName.problem(typePrefix) {
        diagnostics.append(
          .invalidSwiftName(typePrefix, what: "type name prefix", reason: problem, range: nil))
      } else if let name = SwiftName.upperCamel(typePrefix) {
        prefix = name
      }
      return
    }
    if let name = spec.name {
      // The spec's `name:`: the same types whatever the file is called.
      if let problem = SwiftName.problem(name) {
        diagnostics.append(
          .invalidSwiftName(name, what: "spec name", reason: problem, range: spec.nameRange))
      } else if let typeName = SwiftName.upperCamel(name) {
        prefix = typeName
      }
      return
    }
    let fileName = path.split(separator: "/").last.map(String.init) ?? path
    let base = fileName.split(separator: ".").first.map(String.init) ?? fileName
    if let problem = SwiftName.problem(base) {
      diagnostics.append(
        .invalidSwiftName(
          base, what: "file name",
          reason: problem
            + "; name the types with the spec's `name:` or --name (GenerateOptions.typePrefix)",
          range: nil))
    } else if let name = SwiftName.upperCamel(base) {
      prefix = name
    }
  }

  private mutating func resolveFields() {
    typedFields = spec.inferredFields()
    // With one template these are its fields, typed as they are; with several, only their
    // names and the first item carrying each are used from here.
    var declarations = typedFields.firsts
    // A field a template reads that no item carries (a template no item uses yet) is still a
    // property, so the cell code compiles; it is an optional string.
    var known = Set(declarations.map(\.name))
    for template in spec.cells {
      let texts = template.templates + template.accessories.compactMap(\.text)
      for text in texts {
        for name in text.fieldNames where ItemKey(rawValue: name)?.isField != true {
          guard known.insert(name).inserted else { continue }
          declarations.append(
            FieldDeclaration(
              name: name, type: .string, isOptional: true, firstItemID: "",
              firstItemRange: text.range))
        }
      }
    }
    var names = SwiftNameSpace(
      what: "item field", fallback: "field", reserved: Set(ItemKey.fieldNames))
    let properties = names.resolve(
      declarations.map { ($0.name, keyRange(of: $0)) }, diagnostics: &diagnostics)
    for (declaration, property) in zip(declarations, properties) {
      if let property { fields.append((declaration, property)) }
    }
  }

  private mutating func resolveTemplates() {
    var names = SwiftNameSpace(
      what: "cell template", fallback: "cell", reserved: Self.templateMembers)
    let members = names.resolve(
      spec.cells.map { ($0.name, $0.nameRange) }, diagnostics: &diagnostics)
    for (template, member) in zip(spec.cells, members) {
      guard let member else { continue }
      // A derived member names the type too, so two derived names never share a type.
      let type =
        SwiftName.lowerCamel(template.name) == member
        ? SwiftName.upperCamel(template.name) ?? member : SwiftName.capitalized(member)
      templates.append((template, member, type))
    }
  }

  /// The SwiftUI view struct of a hosting template whose type is `type`: `<Type>Cell`, or
  /// `<Type>CellView` where that would hide a framework type the list's code spells (a
  /// template named `UICollectionViewList` would declare `UICollectionViewListCell`).
  func viewType(ofTemplateType type: String) -> String {
    let name = type + "Cell"
    let hidesFrameworkType = name.hasPrefix("UI") || name.hasPrefix("NS") || name == "View"
    return hidesFrameworkType ? name + "View" : name
  }

  /// A template's cell registration in `makeDataSource`: `<member>Registration`, or
  /// `<member>CellRegistration` for a template named like the header and footer ones.
  func registration(ofMember member: String) -> String {
    ["header", "footer"].contains(member) ? member + "CellRegistration" : member + "Registration"
  }

  /// Names a template's struct cannot take inside the item enum: the types its members
  /// spell, which a nested type of that name would hide.
  private static let itemEnumTypes: Set<String> = [
    "String", "Int", "Double", "Bool", "Hashable", "Sendable", "Identifiable", "Hasher", "ID",
    "Optional", "Swift", "UIColor", "UIContextualAction", "UIListSeparatorConfiguration",
    "NSDirectionalEdgeInsets", "Self", "Any", "Type", "Protocol", "Never", "Void",
  ]

  /// Each template's struct and its fields (several templates only).
  private mutating func resolveTemplateFields() {
    guard hasTemplateCases else { return }
    var structNames: Set<String> = []
    for (template, _, type) in templates {
      var name = type
      if Self.itemEnumTypes.contains(name) || name == itemType { name += "Row" }
      while !structNames.insert(name).inserted { name += "Row" }
      templateStructs[template.name] = name
    }
    for entry in templates {
      let template = entry.template
      var read = Set<String>()
      for text in template.allTemplates {
        read.formUnion(text.fieldNames)
      }
      for value in template.expressions { read.formUnion(value.expression.fieldNames) }
      var typed: [String: FieldDeclaration] = [:]
      for declaration in typedFields[template.name] where typed[declaration.name] == nil {
        typed[declaration.name] = declaration
      }
      let hasItems = (typedFields.itemCounts[template.name] ?? 0) > 0
      var own: [(declaration: FieldDeclaration, property: String)] = []
      for (declaration, property) in fields {
        if var declaration = typed[declaration.name] {
          if !hasItems { declaration.isOptional = true }
          own.append((declaration, property))
        } else if read.contains(declaration.name) {
          // None of its items carries the field, so none gives it a type: a placeholder
          // shows it as text (an expression reading it does not validate).
          var declaration = declaration
          declaration.type = .string
          declaration.isOptional = true
          declaration.reason = nil
          declaration.hasWholeNumbers = false
          own.append((declaration, property))
        }
      }
      templateFields[template.name] = own
    }
  }

  /// What the section type declares besides the sections: a static `rawValue` beside the
  /// instance's would make its `RawValue` a circular reference.
  private static let sectionMembers: Set<String> = ["rawValue"]
  /// `allCases` was reserved while sections were a `CaseIterable` enum; templates keep it, so
  /// a template's Swift name (`cellAllCases`) does not change from one listspec to the next.
  private static let templateMembers: Set<String> = ["allCases"]

  private mutating func resolveSections() {
    guard sectionIDType != .int else { return }
    var names = SwiftNameSpace(
      what: "section id", fallback: "section", reserved: Self.sectionMembers)
    let cases = names.resolve(
      spec.sections.map { ($0.id, $0.idRange) }, diagnostics: &diagnostics)
    for (section, name) in zip(spec.sections, cases) {
      if let name { sectionCases[section.id] = name }
    }
  }

  /// Where the field's key is written in the first item that has it; the item itself when
  /// it cannot be found (a document built in code).
  private func keyRange(of declaration: FieldDeclaration) -> SourceRange {
    spec.keyRange(ofField: declaration.name, inItemAt: declaration.firstItemRange)
      ?? declaration.firstItemRange
  }
}

/// The Swift names of one kind of spec name (item fields, cell templates or section ids),
/// unique among themselves and the reserved ones.
///
/// A name that converts (``SwiftName/lowerCamel(_:)``) is its conversion; two that convert to
/// the same identifier are a `swift-name-collision`. A name that cannot convert (a leading
/// digit, no ASCII letters or digits, letters outside ASCII) or converts to a reserved one
/// (a field `ID`) still gets a name, so a valid spec always generates: ``SwiftName/derived(_:fallback:)``, numbered when that is taken.
/// Derived names are chosen after every converted one, so they never take a name the spec
/// spells.
struct SwiftNameSpace {
  /// What the names are, for diagnostics: `item field`.
  let what: String
  /// The word a derived name starts with: `field`.
  let fallback: String
  /// Identifiers the generated code declares itself: a name converting to one is derived.
  private let reserved: Set<String>
  private var taken: [String: (name: String, range: SourceRange?)] = [:]

  init(what: String, fallback: String, reserved: Set<String>) {
    self.what = what
    self.fallback = fallback
    self.reserved = reserved
    for name in reserved { taken[name] = (name, nil) }
  }

  /// The identifier of each name, in order; nil for the second of two that collide.
  mutating func resolve(
    _ names: [(name: String, range: SourceRange?)], diagnostics: inout [Diagnostic]
  ) -> [String?] {
    var identifiers: [String?] = Array(repeating: nil, count: names.count)
    var underived: [Int] = []
    for (index, (name, range)) in names.enumerated() {
      guard let identifier = SwiftName.lowerCamel(name), !reserved.contains(identifier) else {
        underived.append(index)
        continue
      }
      if let other = taken[identifier] {
        diagnostics.append(
          .swiftNameCollision(
            name, other: other.name, identifier: identifier, what: what, range: range,
            otherRange: other.range))
        continue
      }
      taken[identifier] = (name, range)
      identifiers[index] = identifier
    }
    for index in underived {
      let base = SwiftName.derived(names[index].name, fallback: fallback)
      var identifier = base
      var number = 2
      while taken[identifier] != nil {
        identifier = base + String(number)
        number += 1
      }
      taken[identifier] = names[index]
      identifiers[index] = identifier
    }
    return identifiers
  }
}
