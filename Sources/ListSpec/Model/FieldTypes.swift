/// The Swift type of an item field, inferred from every item that carries it.
public enum FieldType: String, Sendable, Hashable, CaseIterable {
  case int = "Int"
  case double = "Double"
  case bool = "Bool"
  case string = "String"
  /// A colour: a system colour name, `#RRGGBB[AA]` or a colour set of the spec's asset
  /// catalogs, as everywhere a spec writes one. Only
  /// declared (`fields: { tint: Color }`), never inferred: a field of colour names could as
  /// well be text (specs/expressions.md).
  case color = "Color"
  /// A moment: an ISO 8601 date and time (`2026-12-06T09:30:00Z`) or day (`2026-12-06`,
  /// midnight UTC), a `Date` in the generated model. Only declared (`fields: { when: Date }`),
  /// never inferred, as `Color`: a field of such values could as well be text.
  case date = "Date"
}

/// The item value that decided a field's inferred type, for the note that explains it.
public struct FieldTypeReason: Sendable, Hashable {
  public var itemID: String
  public var itemRange: SourceRange
  /// The value as written.
  public var value: String
  /// The type this value alone has.
  public var valueType: FieldType
  /// The other type the field's values had, when mixing the two decided it.
  public var mixedWith: FieldType?

  /// "'rating' is String because item 'x' has "4.5 stars"".
  public func explanation(field: String, type: FieldType) -> String {
    let shown = valueType == .string ? "\"\(value)\"" : value
    switch (type, mixedWith) {
    case (.double, .some):
      return
        "'\(field)' is Double because item '\(itemID)' has \(shown): whole and decimal numbers together are Double, as Swift types [5, 4.5]"
    case (.string, .some(let other)) where valueType != .string:
      return
        "'\(field)' is String because item '\(itemID)' has \(shown), a \(valueType.rawValue), where other items have \(other.rawValue) values"
    case (.string, _):
      return
        "'\(field)' is String because item '\(itemID)' has \(shown); declare it in the template's 'fields:' to check every value against another type"
    default:
      return
        "'\(field)' is \(type.rawValue) because its values are, e.g. item '\(itemID)' has \(shown)"
    }
  }
}

/// One item field as a typed property: what `listspec generate` declares on the item model,
/// and what typed expressions read.
public struct FieldDeclaration: Sendable, Hashable {
  /// The YAML key.
  public var name: String
  public var type: FieldType
  /// True when some item does not carry the field.
  public var isOptional: Bool
  /// The first item that carries it, for diagnostics.
  public var firstItemID: String
  public var firstItemRange: SourceRange
  /// Why the field has its type: the item whose value decided it (nil for a declared type).
  public var reason: FieldTypeReason?
  /// True for a `Double` field some of whose values are whole numbers (`5` beside `4.5`),
  /// which Swift prints as `5.0`.
  public var hasWholeNumbers = false

  public init(
    name: String, type: FieldType, isOptional: Bool, firstItemID: String,
    firstItemRange: SourceRange
  ) {
    self.name = name
    self.type = type
    self.isOptional = isOptional
    self.firstItemID = firstItemID
    self.firstItemRange = firstItemRange
  }
}

/// The item fields of each cell template, typed apart: a template's fields come from its own
/// items (those whose `cell:`, or whose section's `cell`, names it) and its own `fields:`, so
/// two templates may give one field name two types (each has its own struct in generated
/// Swift, specs/generate.md).
public struct TemplateFields: Sendable {
  /// Each template's fields, by template name, in the order its items first carry them, then
  /// the ones only its `fields:` declares. A template no item uses has its declared fields
  /// only; an item naming no template of the spec (an error) types a table of its own name.
  public var byTemplate: [String: [FieldDeclaration]]
  /// Every field name of every template once, in the order the items first carry them, then
  /// the ones only declared, in template order: the one order generated structs list their
  /// fields in. Each is the declaration of the template whose item first carries it (or that
  /// first declares it), so it locates the name; its type is that template's only.
  public var firsts: [FieldDeclaration]

  /// How many items each template has, by template name.
  public var itemCounts: [String: Int]

  /// No fields.
  public init() {
    self.init(byTemplate: [:], firsts: [], itemCounts: [:])
  }

  init(
    byTemplate: [String: [FieldDeclaration]], firsts: [FieldDeclaration], itemCounts: [String: Int]
  ) {
    self.byTemplate = byTemplate
    self.firsts = firsts
    self.itemCounts = itemCounts
  }

  /// The fields of the items of `template` (none for a name no item or template has).
  public subscript(template: String) -> [FieldDeclaration] { byTemplate[template] ?? [] }
}

/// The fields of the items of one template, as they are met (``ListSpecDocument/inferredFields()``).
private struct FieldTable {
  struct Entry {
    var name: String
    var nameBytes: [UInt8]
    var type: FieldType
    var count: Int
    var itemID: String
    var range: SourceRange
    var reason: FieldTypeReason?
    var hasWholeNumbers = false
  }
  // Items have a handful of fields: a short list searched in order beats hashing every
  // key of 100,000 items; an index takes over only when a template has many field names.
  var entries: [Entry] = []
  var index: [String: Int] = [:]
  var itemCount = 0
  var hasNonASCIIName = false
  var declared: Set<String> = []

  /// Types the fields of `item`; calls `added` with the name and entry of each field met for
  /// the first time.
  mutating func add(_ item: Item, added: (String, Int) -> Void) {
    itemCount += 1
    item.fields.forEachUTF8 { keyBytes, valueBytes, kind in
      // `id` and `cell` are typed by their roles (`itemIDType`), not as the template's fields.
      if ItemKey.reserved(keyBytes) != nil { return }
      // Only a value written as a number or a boolean is read as text: strings, nearly
      // every value, are `String` whatever they hold.
      let type =
        kind == .string
        ? FieldType.string
        : FieldType.exact(String(decoding: valueBytes, as: UTF8.self), kind: kind)
      var position: Int?
      if entries.count > 16 {
        position = index[String(decoding: keyBytes, as: UTF8.self)]
      } else {
        position = entries.firstIndex { entry in
          entry.nameBytes.withUnsafeBufferPointer { YAMLTree.equal($0, keyBytes) }
        }
        if position == nil, hasNonASCIIName || keyBytes.contains(where: { $0 >= 0x80 }) {
          // Keys equal as Swift strings (canonical equivalence) but not byte for byte.
          let key = String(decoding: keyBytes, as: UTF8.self)
          position = entries.firstIndex { $0.name == key }
        }
      }
      if let position {
        entries[position].count += 1
        let old = entries[position].type
        if old != type {
          // Whole and decimal numbers are Double, as Swift types `[5, 4.5]`; any other
          // mix is text.
          let numbers: Set<FieldType> = [.int, .double]
          let mixed: FieldType =
            numbers.contains(old) && numbers.contains(type) ? .double : .string
          entries[position].type = mixed
          if mixed == .double { entries[position].hasWholeNumbers = true }
          if mixed != old {
            entries[position].reason = FieldTypeReason(
              itemID: item.id, itemRange: item.range,
              value: String(decoding: valueBytes, as: UTF8.self), valueType: type,
              mixedWith: old)
          }
        }
      } else {
        let key = String(decoding: keyBytes, as: UTF8.self)
        if keyBytes.contains(where: { $0 >= 0x80 }) { hasNonASCIIName = true }
        entries.append(
          Entry(
            name: key, nameBytes: Array(keyBytes), type: type, count: 1, itemID: item.id,
            range: item.range,
            reason: FieldTypeReason(
              itemID: item.id, itemRange: item.range,
              value: String(decoding: valueBytes, as: UTF8.self), valueType: type)))
        if entries.count > 16 {
          if index.isEmpty {
            for (offset, entry) in entries.enumerated() { index[entry.name] = offset }
          } else {
            index[key] = entries.count - 1
          }
        }
        added(key, entries.count - 1)
      }
    }
  }

  /// Applies a `fields:` declaration of the template: it wins over what the values suggest
  /// (the first declaration of a name), and declares a field no item carries yet. Returns
  /// the entry added for a field no item carries.
  mutating func declare(_ field: DeclaredField) -> Int? {
    defer { declared.insert(field.name) }
    if let position = entries.firstIndex(where: { $0.name == field.name }) {
      if !declared.contains(field.name) {
        entries[position].type = field.type
        entries[position].reason = nil
        entries[position].hasWholeNumbers = field.type == .double
      }
      return nil
    }
    entries.append(
      Entry(
        name: field.name, nameBytes: Array(field.name.utf8), type: field.type, count: 0,
        itemID: "", range: field.range))
    return entries.count - 1
  }

  var declarations: [FieldDeclaration] {
    entries.map { entry in
      var declaration = FieldDeclaration(
        name: entry.name, type: entry.type, isOptional: entry.count < itemCount,
        firstItemID: entry.itemID, firstItemRange: entry.range)
      declaration.reason = entry.reason
      declaration.hasWholeNumbers = entry.hasWholeNumbers && entry.type == .double
      return declaration
    }
  }
}

extension ListSpecDocument {
  /// Each template's item fields except `id` and `cell`, typed from the values its own items
  /// write for them and its own `fields:` declarations (``TemplateFields``).
  ///
  /// A field is `Int`, `Double` or `Bool` only when every value is a plain YAML scalar of that
  /// kind written exactly as Swift prints it (`3`, `4.5`, `true`), so a cell shows the same
  /// text whether listspec draws it or the app interpolates the typed value (`4.50`, `1e3`,
  /// `0x1F` or `+5` would change); any other mix is `String`. See specs/generate.md.
  public func inferredFields() -> TemplateFields {
    var tables: [FieldTable] = []
    var tableIndex: [String: Int] = [:]
    var tableNames: [String] = []
    for template in cells where tableIndex[template.name] == nil {
      tableIndex[template.name] = tables.count
      tables.append(FieldTable())
      tableNames.append(template.name)
    }
    var names: [(table: Int, entry: Int)] = []
    var known: Set<String> = []
    for section in sections {
      // Items of a section usually share a template: it is looked up once per run of items.
      var lastCell: String?
      var last = 0
      for item in section.items {
        if item.cell != lastCell {
          lastCell = item.cell
          if let found = tableIndex[item.cell] {
            last = found
          } else {
            last = tables.count
            tableIndex[item.cell] = last
            tables.append(FieldTable())
            tableNames.append(item.cell)
          }
        }
        tables[last].add(item) { name, entry in
          if known.insert(name).inserted { names.append((last, entry)) }
        }
      }
    }
    for template in cells {
      guard let position = tableIndex[template.name] else { continue }
      for declared in template.declaredFields {
        if let entry = tables[position].declare(declared), known.insert(declared.name).inserted {
          names.append((position, entry))
        }
      }
    }
    let declarations = tables.map(\.declarations)
    var byTemplate: [String: [FieldDeclaration]] = [:]
    var itemCounts: [String: Int] = [:]
    for (position, name) in tableNames.enumerated() {
      byTemplate[name] = declarations[position]
      itemCounts[name] = tables[position].itemCount
    }
    let firsts = names.map { declarations[$0.table][$0.entry] }
    return TemplateFields(byTemplate: byTemplate, firsts: firsts, itemCounts: itemCounts)
  }

  /// The spec with the whole-number values of `Double` fields written as Swift prints a
  /// `Double` (`5` as `5.0`), so `{rating}` shows what the app's `"\(item.rating)"` shows.
  /// The spec itself when no field mixes them.
  public func printingNumbersAsSwift() -> ListSpecDocument {
    // By template: another template's field of the same name may be an `Int` or text.
    var doubles: [String: [String]] = [:]
    for (template, fields) in inferredFields().byTemplate {
      let names = fields.filter(\.hasWholeNumbers).map(\.name)
      if !names.isEmpty { doubles[template] = names }
    }
    guard !doubles.isEmpty else { return self }
    var spec = self
    for section in spec.sections.indices {
      for item in spec.sections[section].items.indices {
        for name in doubles[spec.sections[section].items[item].cell] ?? [] {
          guard let text = spec.sections[section].items[item].fields[name],
            !text.contains("."), let value = Double(text), value.isFinite
          else { continue }
          spec.sections[section].items[item].fields.set(name, "\(value)", kind: .double)
        }
      }
    }
    return spec
  }

  /// The type of the `id` values: `Int` when every id is an integer written as Swift prints
  /// it, else `String`.
  public var itemIDType: FieldType {
    var type: FieldType?
    for section in sections {
      for item in section.items {
        let next = FieldType.exact(
          item.id, kind: item.fields.kind(of: ItemKey.id.rawValue) ?? .string)
        if type == nil {
          type = next
        } else if type != next {
          return .string
        }
      }
    }
    return type == .int ? .int : .string
  }

  /// The type of the section identifiers: `Int` when every section id is an integer written as
  /// Swift prints it (`snapshot.appendSections([0])`), else `String`.
  public var sectionIDType: FieldType {
    guard !sections.isEmpty else { return .string }
    let allInts = sections.allSatisfy { FieldType.exact($0.id, kind: $0.idKind) == .int }
    return allInts ? .int : .string
  }
}

extension FieldType {
  /// The type the generated item model declares: a colour is the `UIColor` UIKit cells take
  /// (SwiftUI reads it as `Color(uiColor:)`).
  public var swiftType: String { self == .color ? "UIColor" : rawValue }

  /// True when `text` is a value of this type (as a declared field reads it): `Int("3")`,
  /// a finite `Double`, `true`/`false`; every text is a `String`; a colour is also a colour
  /// set of `assets`.
  public func reads(_ text: String, assets: AssetCatalogs? = nil) -> Bool {
    switch self {
    case .int: return Int(text) != nil
    case .double: return Double(text).map(\.isFinite) ?? false
    case .bool: return text == "true" || text == "false"
    case .string: return true
    case .color: return ColorValue(parsing: text, assets: assets) != nil
    case .date: return ISO8601Text.date(text) != nil
    }
  }

  /// The type `text` has when it reads back as the same text in Swift.
  static func exact(_ text: String, kind: FieldValueKind) -> FieldType {
    switch kind {
    case .string: return .string
    case .integer: return Int(text).map(String.init) == text ? .int : .string
    case .double:
      guard let value = Double(text), value.isFinite, "\(value)" == text else { return .string }
      return .double
    case .boolean: return text == "true" || text == "false" ? .bool : .string
    }
  }
}
