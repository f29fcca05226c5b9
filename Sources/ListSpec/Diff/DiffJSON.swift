#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// The JSON form of a ``ListDiff`` (`listspec diff --format json`), stable for tools and
/// documented field by field in `specs/diff.md`. Keys are sorted; index paths are
/// `{"section": s, "item": i}`; locations are `{"path", "line", "column"}`.
public enum DiffJSON {
  /// Bumped only when a field changes meaning or is removed.
  public static let formatVersion = 1

  struct Location: Codable {
    var path: String
    var line: Int
    var column: Int
  }

  struct IndexPath: Codable {
    var section: Int
    var item: Int
  }

  struct SectionEntry: Codable {
    var id: String
    var oldIndex: Int?
    var newIndex: Int?
    var changedKeys: [String]?
    var oldHeader: String?
    var newHeader: String?
    var oldFooter: String?
    var newFooter: String?
    var old: Location?
    var new: Location?
  }

  struct ItemEntry: Codable {
    var id: String
    var oldSection: String?
    var newSection: String?
    var oldIndexPath: IndexPath?
    var newIndexPath: IndexPath?
    var update: String?
    var changedFields: [FieldChange]?
    var oldCell: String?
    var newCell: String?
    var cellKindChanged: Bool?
    var old: Location?
    var new: Location?
  }

  struct FieldChange: Codable {
    var field: String
    var oldValue: FieldValue?
    var newValue: FieldValue?
  }

  /// A changed field's value as typed: an integer, double or boolean field (`unread: 14`) a
  /// JSON number or boolean, text a string. Swipe actions' YAML is a string, and so is a
  /// double JSON cannot hold (`.inf`, `.nan`), as written.
  enum FieldValue: Codable, Equatable {
    case string(String)
    case integer(Int)
    case double(Double)
    case boolean(Bool)

    init(_ text: String, kind: FieldValueKind) {
      switch kind {
      case .string: self = .string(text)
      case .integer: self = CoreSchema.int(text).map(Self.integer) ?? .string(text)
      case .double:
        // `!!float 3` is a double written as an integer.
        let value = CoreSchema.float(text) ?? CoreSchema.int(text).map(Double.init)
        self = value.flatMap { $0.isFinite ? .double($0) : nil } ?? .string(text)
      case .boolean: self = CoreSchema.bool(text).map(Self.boolean) ?? .string(text)
      }
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let value = try? container.decode(Bool.self) {
        self = .boolean(value)
      } else if let value = try? container.decode(Int.self) {
        self = .integer(value)
      } else if let value = try? container.decode(Double.self) {
        self = .double(value)
      } else {
        self = .string(try container.decode(String.self))
      }
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .string(let value): try container.encode(value)
      case .integer(let value): try container.encode(value)
      case .double(let value): try container.encode(value)
      case .boolean(let value): try container.encode(value)
      }
    }
  }

  struct Changes<Entry: Codable>: Codable {
    var deleted: [Entry]
    var inserted: [Entry]
    var moved: [Entry]
    var updated: [Entry]
  }

  struct ConfigurationEntry: Codable {
    var kind: String
    var path: String
    var oldValue: String?
    var newValue: String?
    var old: Location?
    var new: Location?
    var oldParent: Location?
    var newParent: Location?
    var template: String?
  }

  struct Template: Codable {
    var affectedItems: [String]
    /// The affected items whose shown text changed (an expression may change only some).
    var textChangedItems: [String]
  }

  struct SectionMoveEntry: Codable {
    var from: Int
    var to: Int
  }

  struct ItemMoveEntry: Codable {
    var from: IndexPath
    var to: IndexPath
  }

  struct Stage: Codable {
    var stage: String
    var deleteSections: [Int]?
    var insertSections: [Int]?
    var moveSections: [SectionMoveEntry]?
    var reloadSections: [Int]?
    var deleteItems: [IndexPath]?
    var insertItems: [IndexPath]?
    var moveItems: [ItemMoveEntry]?
    var reconfigureItems: [IndexPath]?
    var reloadItems: [IndexPath]?
  }

  struct Summary: Codable {
    var sectionsDeleted: Int
    var sectionsInserted: Int
    var sectionsMoved: Int
    var sectionsUpdated: Int
    var itemsDeleted: Int
    var itemsInserted: Int
    var itemsMoved: Int
    var itemsReconfigured: Int
    var itemsReloaded: Int
    var configurationChanges: Int
  }

  struct OutlineEntry: Codable {
    var kind: String
    var id: String
    var section: String
    var oldParent: String?
    var newParent: String?
    var old: Location?
    var new: Location?
  }

  struct SectionSnapshotEntry: Codable {
    var section: String
    /// Each operation as its Swift call: `append(["a"], to: "b")`.
    var operations: [String]
  }

  struct Outline: Codable {
    var changes: [OutlineEntry]
    var sectionSnapshots: [SectionSnapshotEntry]
  }

  struct Report: Codable {
    var formatVersion: Int
    var old: String
    var new: String
    var identical: Bool
    var summary: Summary
    var sections: Changes<SectionEntry>
    var items: Changes<ItemEntry>
    var configuration: [ConfigurationEntry]
    var templates: [String: Template]
    var plan: [Stage]
    /// Absent when neither list has an outline change.
    var outline: Outline?
  }

  /// The whole diff as pretty-printed JSON with sorted keys, ending in a newline.
  public static func report(_ diff: ListDiff, oldPath: String, newPath: String) -> String {
    func location(_ range: SourceRange?, _ path: String) -> Location? {
      range.map { Location(path: path, line: $0.start.line, column: $0.start.column) }
    }
    func old(_ range: SourceRange?) -> Location? { location(range, oldPath) }
    func new(_ range: SourceRange?) -> Location? { location(range, newPath) }
    func path(_ path: ListIndexPath) -> IndexPath {
      IndexPath(section: path.section, item: path.item)
    }
    func nonEmpty<T>(_ array: [T]) -> [T]? { array.isEmpty ? nil : array }

    let sections = Changes(
      deleted: diff.deletedSections.map {
        SectionEntry(id: $0.id, oldIndex: $0.oldIndex, old: old($0.oldRange))
      },
      inserted: diff.insertedSections.map {
        SectionEntry(id: $0.id, newIndex: $0.newIndex, new: new($0.newRange))
      },
      moved: diff.movedSections.map {
        SectionEntry(
          id: $0.id, oldIndex: $0.oldIndex, newIndex: $0.newIndex, old: old($0.oldRange),
          new: new($0.newRange))
      },
      updated: diff.updatedSections.map {
        SectionEntry(
          id: $0.id, oldIndex: $0.oldIndex, newIndex: $0.newIndex, changedKeys: $0.changedKeys,
          oldHeader: $0.oldHeader, newHeader: $0.newHeader, oldFooter: $0.oldFooter,
          newFooter: $0.newFooter, old: old($0.oldRange), new: new($0.newRange))
      })
    let items = Changes(
      deleted: diff.deletedItems.map {
        ItemEntry(
          id: $0.id, oldSection: $0.sectionID, oldIndexPath: path($0.oldIndexPath),
          old: old($0.oldRange))
      },
      inserted: diff.insertedItems.map {
        ItemEntry(
          id: $0.id, newSection: $0.sectionID, newIndexPath: path($0.newIndexPath),
          new: new($0.newRange))
      },
      moved: diff.movedItems.map {
        ItemEntry(
          id: $0.id, oldSection: $0.oldSectionID, newSection: $0.newSectionID,
          oldIndexPath: path($0.oldIndexPath), newIndexPath: path($0.newIndexPath),
          old: old($0.oldRange), new: new($0.newRange))
      },
      updated: diff.updatedItems.map {
        ItemEntry(
          id: $0.id, oldIndexPath: path($0.oldIndexPath), newIndexPath: path($0.newIndexPath),
          update: $0.kind.rawValue,
          changedFields: $0.changedFields.map { change in
            FieldChange(
              field: change.field,
              oldValue: change.oldValue.map { FieldValue($0, kind: change.oldKind) },
              newValue: change.newValue.map { FieldValue($0, kind: change.newKind) })
          }, oldCell: $0.oldCell,
          newCell: $0.newCell, cellKindChanged: $0.cellKindChanged, old: old($0.oldRange),
          new: new($0.newRange))
      })
    let configuration = diff.configurationChanges.map {
      ConfigurationEntry(
        kind: $0.kind.rawValue, path: $0.path, oldValue: $0.oldValue, newValue: $0.newValue,
        old: old($0.oldRange), new: new($0.newRange), oldParent: old($0.oldParentRange),
        newParent: new($0.newParentRange), template: $0.template)
    }
    let plan = diff.plan.stages.map { stage in
      Stage(
        stage: stage.kind.rawValue, deleteSections: nonEmpty(stage.deleteSections),
        insertSections: nonEmpty(stage.insertSections),
        moveSections: nonEmpty(
          stage.moveSections.map { SectionMoveEntry(from: $0.from, to: $0.to) }),
        reloadSections: nonEmpty(stage.reloadSections),
        deleteItems: nonEmpty(stage.deleteItems.map(path)),
        insertItems: nonEmpty(stage.insertItems.map(path)),
        moveItems: nonEmpty(
          stage.moveItems.map { ItemMoveEntry(from: path($0.from), to: path($0.to)) }),
        reconfigureItems: nonEmpty(stage.reconfigureItems.map(path)),
        reloadItems: nonEmpty(stage.reloadItems.map(path)))
    }
    let reloads = diff.updatedItems.lazy.filter { $0.kind == .reload }.count
    let summary = Summary(
      sectionsDeleted: diff.deletedSections.count, sectionsInserted: diff.insertedSections.count,
      sectionsMoved: diff.movedSections.count, sectionsUpdated: diff.updatedSections.count,
      itemsDeleted: diff.deletedItems.count, itemsInserted: diff.insertedItems.count,
      itemsMoved: diff.movedItems.count, itemsReconfigured: diff.updatedItems.count - reloads,
      itemsReloaded: reloads, configurationChanges: diff.configurationChanges.count)
    let report = Report(
      formatVersion: formatVersion, old: oldPath, new: newPath, identical: diff.isEmpty,
      summary: summary, sections: sections, items: items, configuration: configuration,
      templates: Dictionary(
        uniqueKeysWithValues: diff.affectedItemsByTemplate.map { name, items in
          (
            name,
            Template(
              affectedItems: items, textChangedItems: diff.textChangedItemsByTemplate[name] ?? [])
          )
        }), plan: plan,
      outline: diff.outline.isEmpty
        ? nil
        : Outline(
          changes: diff.outline.changes.map {
            OutlineEntry(
              kind: $0.kind.rawValue, id: $0.id, section: $0.sectionID, oldParent: $0.oldParentID,
              newParent: $0.newParentID, old: old($0.oldRange), new: new($0.newRange))
          },
          sectionSnapshots: diff.outline.sectionSnapshots.map {
            SectionSnapshotEntry(section: $0.sectionID, operations: $0.operations.map(\.swift))
          }))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(report)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
