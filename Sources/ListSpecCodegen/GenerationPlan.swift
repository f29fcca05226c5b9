import ListSpec

/// The spec with every Swift name decided, and the problems found deciding them.
struct GenerationPlan {
  let spec: ListSpecDocument
  let path: String
  let options: GenerateOptions
  var diagnostics: [Diagnostic] = []

  /// The prefix of the type names.
  var prefix = "List"
  /// Typed item fields (except `id` and `cell`) with their Swift property names.
  var fields: [(declaration: FieldDeclaration, property: String)] = []
  /// Cell templates with their Swift names, in spec order.
  var templates: [(template: CellTemplate, member: String, type: String)] = []
  /// Section ids with their enum case names (empty when sections are `Int`).
  var sectionCases: [String: String] = [:]

  /// The fields each template's expressions see (ExpressionTyping).
  let expressionFields: [String: [String: ExpressionField]]
  let itemIDType: FieldType
  let sectionIDType: FieldType
  /// The iOS version the code may assume: the spec's `platform.iOS`, else listspec's baseline
  /// (iOS 14, where `UICollectionLayoutListConfiguration` starts).
  let deploymentTarget: OSVersion

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
  }

  var itemType: String { prefix + "Item" }
  var sectionType: String { sectionIDType == .int ? "Int" : prefix + "Section" }
  var listType: String { prefix + "List" }
  /// Items carry a `cell` property only when the spec has more than one template.
  var hasCellProperty: Bool { templates.count > 1 }

  func property(ofField name: String) -> (declaration: FieldDeclaration, property: String)? {
    fields.first { $0.declaration.name == name }
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
    resolveSections()
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
    let fileName = path.split(separator: "/").last.map(String.init) ?? path
    let base = fileName.split(separator: ".").first.map(String.init) ?? fileName
    if let problem = SwiftName.problem(base) {
      diagnostics.append(
        .invalidSwiftName(
          base, what: "file name",
          reason: problem + "; choose the type names with --name (GenerateOptions.typePrefix)",
          range: nil))
    } else if let name = SwiftName.upperCamel(base) {
      prefix = name
    }
  }

  private mutating func resolveFields() {
    var declarations = spec.inferredFields()
    // A field a template reads that no item carries (a template no item uses yet) is still a
    // property, so the cell code compiles; it is an optional string.
    var known = Set(declarations.map(\.name))
    for template in spec.cells {
      let texts = template.templates + template.accessories.compactMap(\.text)
      for text in texts {
        for name in text.fieldNames where name != "id" && name != "cell" {
          guard known.insert(name).inserted else { continue }
          declarations.append(
            FieldDeclaration(
              name: name, type: .string, isOptional: true, firstItemID: "",
              firstItemRange: text.range))
        }
      }
    }
    var names = SwiftNameSpace(what: "item field", fallback: "field", reserved: ["id", "cell"])
    let properties = names.resolve(
      declarations.map { ($0.name, keyRange(of: $0)) }, diagnostics: &diagnostics)
    for (declaration, property) in zip(declarations, properties) {
      if let property { fields.append((declaration, property)) }
    }
  }

  private mutating func resolveTemplates() {
    var names = SwiftNameSpace(
      what: "cell template", fallback: "cell", reserved: Self.enumMembers)
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

  /// What a `CaseIterable` enum declares besides its cases: a case `allCases` would make
  /// `Section.allCases` ambiguous.
  private static let enumMembers: Set<String> = ["allCases"]

  private mutating func resolveSections() {
    guard sectionIDType != .int else { return }
    var names = SwiftNameSpace(
      what: "section id", fallback: "section", reserved: Self.enumMembers)
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
