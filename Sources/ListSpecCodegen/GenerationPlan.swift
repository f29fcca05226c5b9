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
    var taken: [String: (name: String, range: SourceRange?)] = [
      "id": ("id", nil), "cell": ("cell", nil),
    ]
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
    for declaration in declarations {
      let range = keyRange(of: declaration)
      if let problem = SwiftName.problem(declaration.name) {
        diagnostics.append(
          .invalidSwiftName(declaration.name, what: "item field", reason: problem, range: range))
        continue
      }
      guard let property = SwiftName.lowerCamel(declaration.name) else { continue }
      if let other = taken[property] {
        diagnostics.append(
          .swiftNameCollision(
            declaration.name, other: other.name, identifier: property, what: "item field",
            range: range, otherRange: other.range))
        continue
      }
      taken[property] = (declaration.name, range)
      fields.append((declaration, property))
    }
  }

  private mutating func resolveTemplates() {
    var taken: [String: (name: String, range: SourceRange)] = [:]
    for template in spec.cells {
      if let problem = SwiftName.problem(template.name) {
        diagnostics.append(
          .invalidSwiftName(
            template.name, what: "cell template", reason: problem, range: template.nameRange))
        continue
      }
      guard let member = SwiftName.lowerCamel(template.name),
        let type = SwiftName.upperCamel(template.name)
      else { continue }
      if let other = taken[member] {
        diagnostics.append(
          .swiftNameCollision(
            template.name, other: other.name, identifier: member, what: "cell template",
            range: template.nameRange, otherRange: other.range))
        continue
      }
      taken[member] = (template.name, template.nameRange)
      templates.append((template, member, type))
    }
  }

  private mutating func resolveSections() {
    guard sectionIDType != .int else { return }
    var taken: [String: (name: String, range: SourceRange)] = [:]
    for section in spec.sections {
      if let problem = SwiftName.problem(section.id) {
        diagnostics.append(
          .invalidSwiftName(
            section.id, what: "section id",
            reason: problem + " (section ids become enum cases unless every id is an integer)",
            range: section.idRange))
        continue
      }
      guard let name = SwiftName.lowerCamel(section.id) else { continue }
      if let other = taken[name] {
        diagnostics.append(
          .swiftNameCollision(
            section.id, other: other.name, identifier: name, what: "section id",
            range: section.idRange, otherRange: other.range))
        continue
      }
      taken[name] = (section.id, section.idRange)
      sectionCases[section.id] = name
    }
  }

  /// Where the field's key is written in the first item that has it; the item itself when
  /// it cannot be found (a document built in code).
  private func keyRange(of declaration: FieldDeclaration) -> SourceRange {
    spec.keyRange(ofField: declaration.name, inItemAt: declaration.firstItemRange)
      ?? declaration.firstItemRange
  }
}
