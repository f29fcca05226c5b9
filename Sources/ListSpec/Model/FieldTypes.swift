/// The Swift type of an item field, inferred from every item that carries it.
public enum FieldType: String, Sendable, Hashable, CaseIterable {
  case int = "Int"
  case double = "Double"
  case bool = "Bool"
  case string = "String"
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

extension ListSpecDocument {
  /// Every item field except `id` and `cell`, in the order first met, typed from all the
  /// values written for it.
  ///
  /// A field is `Int`, `Double` or `Bool` only when every value is a plain YAML scalar of that
  /// kind written exactly as Swift prints it (`3`, `4.5`, `true`), so a cell shows the same
  /// text whether listspec draws it or the app interpolates the typed value (`4.50`, `1e3`,
  /// `0x1F` or `+5` would change); any other mix is `String`. See specs/generate.md.
  public func inferredFields() -> [FieldDeclaration] {
    struct Entry {
      var name: String
      var type: FieldType
      var count: Int
      var itemID: String
      var range: SourceRange
    }
    // Items have a handful of fields: a short list searched in order beats hashing every
    // key of 100,000 items; an index takes over only when a spec has many field names.
    var entries: [Entry] = []
    var declaredTypes: Set<String> = []
    var index: [String: Int] = [:]
    var itemCount = 0
    for section in sections {
      for item in section.items {
        itemCount += 1
        for (key, value) in item.fields where key != "id" && key != "cell" {
          let type = FieldType.exact(value, kind: item.fields.kind(of: key) ?? .string)
          let position: Int?
          if entries.count > 16 {
            position = index[key]
          } else {
            position = entries.firstIndex { $0.name == key }
          }
          if let position {
            entries[position].count += 1
            if entries[position].type != type { entries[position].type = .string }
          } else {
            entries.append(
              Entry(name: key, type: type, count: 1, itemID: item.id, range: item.range))
            if entries.count > 16 {
              if index.isEmpty {
                for (offset, entry) in entries.enumerated() { index[entry.name] = offset }
              } else {
                index[key] = entries.count - 1
              }
            }
          }
        }
      }
    }
    // `fields:` declarations win over what the values suggest (the first declaration of a
    // name; validation reports conflicting ones), and declare fields no item carries yet.
    for template in cells {
      for declared in template.declaredFields {
        if let position = entries.firstIndex(where: { $0.name == declared.name }) {
          if !declaredTypes.contains(declared.name) { entries[position].type = declared.type }
        } else {
          entries.append(
            Entry(
              name: declared.name, type: declared.type, count: 0, itemID: "",
              range: declared.range))
        }
        declaredTypes.insert(declared.name)
      }
    }
    return entries.map { entry in
      FieldDeclaration(
        name: entry.name, type: entry.type, isOptional: entry.count < itemCount,
        firstItemID: entry.itemID, firstItemRange: entry.range)
    }
  }

  /// The type of the `id` values: `Int` when every id is an integer written as Swift prints
  /// it, else `String`.
  public var itemIDType: FieldType {
    var type: FieldType?
    for section in sections {
      for item in section.items {
        let next = FieldType.exact(item.id, kind: item.fields.kind(of: "id") ?? .string)
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
  /// True when `text` is a value of this type (as a declared field reads it): `Int("3")`,
  /// a finite `Double`, `true`/`false`; every text is a `String`.
  public func reads(_ text: String) -> Bool {
    switch self {
    case .int: return Int(text) != nil
    case .double: return Double(text).map(\.isFinite) ?? false
    case .bool: return text == "true" || text == "false"
    case .string: return true
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
