import ListSpec

/// Which keys may be written at a place of a spec, found from the format declarations
/// (``Format/tables``): the document's keys at the root, a key's own table below it.
indirect enum KeyContext: Sendable {
  /// A mapping of these tables' keys.
  case tables([FormatTableReference])
  /// An item: its reserved keys (``ItemKey``) and the fields its template reads.
  case item
  /// `cells`: template names, each a cell.
  case templates
  /// A sequence of elements in this context.
  case sequence(KeyContext)
  /// A SwiftUI view: a view name and the options every view takes.
  case view
  /// A stack: its options as a mapping, or its views as a sequence.
  case stack
  /// A value with no keys of its own.
  case none

  // Made when asked, never kept in a global: a global holding declarations reads as a leak
  // to LeakSanitizer (the lsp fuzz harness), as `Format.tables` did.
  static var document: KeyContext { .tables([FormatTableReference(DocumentKey.self)]) }

  /// The tables a `definition` value names, or a key context needs by name.
  static func table(_ name: String) -> FormatTableReference? {
    switch name {
    case CellKey.table.name: return FormatTableReference(CellKey.self)
    case ViewName.table.name: return FormatTableReference(ViewName.self)
    case ViewOptionKey.table.name: return FormatTableReference(ViewOptionKey.self)
    case StackKey.table.name: return FormatTableReference(StackKey.self)
    case AccessoryKind.table.name: return FormatTableReference(AccessoryKind.self)
    case ModifierName.table.name: return FormatTableReference(ModifierName.self)
    default: return nil
    }
  }

  /// What the value of a key declared as `value` holds.
  static func of(_ value: FormatValue) -> KeyContext {
    switch value {
    case .table(let reference, _): return .tables([reference])
    case .list(let element): return .sequence(of(element))
    case .orExpression(let inner): return of(inner)
    case .definition(let name, _):
      switch name {
      case "cells": return .templates
      case "item": return .item
      case "view": return .view
      case "hStack", "vStack", "zStack": return .stack
      // A font is a text style's name, or a mapping of style, size and weight.
      case "font": return .tables([FormatTableReference(FontKey.self)])
      default: return table(name).map { .tables([$0]) } ?? .none
      }
    default: return .none
    }
  }

  /// The tables whose keys a mapping here may have.
  var tables: [FormatTableReference] {
    switch self {
    case .tables(let tables): return tables
    case .item: return [FormatTableReference(ItemKey.self)]
    case .view: return [Self.table("view"), Self.table("viewOptions")].compactMap { $0 }
    case .stack: return [Self.table("stack")].compactMap { $0 }
    case .templates, .sequence, .none: return []
    }
  }

  /// The declaration of `key` here, with its table.
  func declaration(of key: String) -> (table: FormatTableReference, declaration: KeyDeclaration)? {
    for table in tables {
      if let found = table.declarations.first(where: { $0.key == key }) {
        return (table, found.declaration)
      }
    }
    return nil
  }

  /// The context inside the value of `key`.
  func entering(key: String) -> KeyContext {
    if case .templates = self {
      return .tables([FormatTableReference(CellKey.self)])
    }
    return declaration(of: key).map { Self.of($0.declaration.value) } ?? .none
  }

  /// The context of an element of a sequence here.
  var element: KeyContext {
    switch self {
    case .sequence(let element): return element
    case .stack, .view: return .view
    default: return .none
    }
  }

  /// Follows `path` from here.
  func following(_ path: [PathStep]) -> KeyContext {
    var context = self
    for step in path {
      switch step {
      case .key(let key): context = context.entering(key: key)
      case .element: context = context.element
      }
    }
    return context
  }
}

/// One step from a mapping or sequence to a value inside it.
enum PathStep: Equatable, Sendable {
  case key(String)
  case element
}
