/// The key tables of `specs/format.md`, written from the declarations. The reference marks
/// each generated table with `<!-- generated: NAME -->` … `<!-- end generated -->`, where
/// NAME is a ``FormatTable`` name; ``updating(_:)`` rewrites those regions and a test checks
/// the committed file is up to date (re-record with `RECORD_SNAPSHOTS=1`).
public enum FormatReference {
  /// The Markdown table of one format table.
  public static func table(_ table: FormatTableReference) -> String {
    let showsAvailability = table.declarations.contains { $0.declaration.introduced != nil }
    var columns = [table.table.keyColumn, "type", "default", "mirrors"]
    if showsAvailability { columns.append("availability") }
    var lines = [
      "| " + columns.joined(separator: " | ") + " |",
      "|" + String(repeating: "---|", count: columns.count),
    ]
    for (key, declaration) in table.declarations {
      var cells = [
        "`\(key)`", typeText(declaration.value),
        declaration.defaultValue ?? "**required**", mirrorsText(declaration),
      ]
      if showsAvailability {
        cells.append(declaration.introduced.map { "**iOS \($0.shortDescription)**" } ?? "")
      }
      lines.append("| " + cells.joined(separator: " | ") + " |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `text` with every generated region replaced by the current table; the names of regions
  /// that name no table are returned too, so a typo in a marker is not silently kept.
  public static func updating(_ text: String) -> (text: String, unknownTables: [String]) {
    var result = ""
    var unknown: [String] = []
    var rest = Substring(text)
    while let start = rest.firstRange(of: startMarker) {
      guard let nameEnd = rest[start.upperBound...].firstRange(of: " -->\n"),
        let end = rest[nameEnd.upperBound...].firstRange(of: endMarker)
      else { break }
      let name = String(rest[start.upperBound..<nameEnd.lowerBound])
      result += rest[..<nameEnd.upperBound]
      if name == availabilityRegion {
        result += availabilityTable()
      } else if name == expressionsRegion {
        result += expressionsTable()
      } else if name == decorationsRegion {
        result += decorationsTable()
      } else if let reference = Format.table(named: name) {
        result += table(reference)
      } else {
        unknown.append(name)
        result += rest[nameEnd.upperBound..<end.lowerBound]
      }
      result += endMarker
      rest = rest[end.upperBound...]
    }
    result += rest
    return (result, unknown)
  }

  /// The tables with a generated region in `text`.
  public static func generatedTables(in text: String) -> [String] {
    text.components(separatedBy: startMarker).dropFirst().compactMap {
      $0.components(separatedBy: " -->").first
    }
  }

  /// The region that lists every API newer than the baseline.
  static let availabilityRegion = "availability"
  /// The region of `specs/expressions.md` that lists every key taking a value per item.
  static let expressionsRegion = "expressions"
  /// The region of `specs/layout-json.md` that lists what single-value decorations record.
  static let decorationsRegion = "decorations"

  /// What the layout tree records of each single-value decoration (``SingleValueDecoration``),
  /// from its declaration.
  public static func decorationsTable() -> String {
    var lines = ["| key | modifier | value |", "|---|---|---|"]
    for decoration in SingleValueDecoration.allCases {
      let declaration = decoration.declaration
      let clips =
        declaration.clipsChildren ? ", with `clipsChildren`: its children are clipped" : ""
      lines.append(
        "| `\(declaration.layoutField)` | `\(declaration.swift)` on the node named `.\(decoration.rawValue)`\(clips) | \(typeText(declaration.value)) |"
      )
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Every key whose value an item decides — templates, conditions and values written as
  /// expressions — with what it takes, in the order of the format's tables.
  public static func expressionsTable() -> String {
    var lines = ["| table | key | written | type it must have |", "|---|---|---|---|"]
    for table in Format.tables {
      for (key, declaration) in table.declarations {
        let row: (String, String)?
        switch declaration.value {
        case .template:
          row = (
            "text with `{…}`",
            "`String`, `Substring`, `Int`, `Double` or `Bool`, shown as `\"\\(value)\"` shows it"
          )
        case .condition: row = ("the condition, no braces", "`Bool`")
        case .orExpression(let inner): row = ("a value, or `\"{…}\"`", expressionType(inner))
        // A value of its own definition that names expressions (`background`).
        case .definition(_, let docs) where docs.contains("expressions.md"):
          row = ("a value, or `\"{…}\"`", docs.replacing("](#", with: "](format.md#"))
        default: row = nil
        }
        guard let (written, type) = row else { continue }
        lines.append("| \(table.table.name) | `\(key)` | \(written) | \(type) |")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// What an expression must give where a key takes `inner`.
  static func expressionType(_ inner: FormatValue) -> String {
    switch inner {
    case .color:
      return
        "a color: `.name` of any [color](format.md#colors), `Color(\"Set\")` of a [colour set](expressions.md#colour-sets), or a `Color` field"
    case .integer(let minimum): return "`Int` (below \(minimum) reads as \(minimum))"
    case .fraction: return "`Double` (clamped to 0…1)"
    case .length: return "`Double` (below 0 reads as 0)"
    case .definition("font", _):
      return
        "a `Font` literal: a text style (`.headline`), `.system(size:weight:)` or `.system(_:weight:)`"
    case .choice(let values) where values == FontWeight.allCases.map(\.rawValue):
      return "a `Font.Weight` literal (`.bold`)"
    default: return typeText(inner)
    }
  }

  /// Every declared key that needs a newer iOS than the list itself, oldest first.
  public static func availabilityTable() -> String {
    var rows: [(OSVersion, String)] = []
    for table in Format.tables {
      for (key, declaration) in table.declarations {
        guard let introduced = declaration.introduced else { continue }
        rows.append(
          (
            introduced,
            "| `\(declaration.swift)` | `\(key)` in \(table.table.name) | iOS \(introduced.shortDescription) (D) |"
          ))
      }
    }
    // Colours are values, not keys: their versions are declared with them (`SystemColor`).
    for color in SystemColor.allCases {
      guard let introduced = color.introduced else { continue }
      rows.append(
        (
          introduced,
          "| `UIColor.\(color.uiKitName)` | the [color](#colors) `\(color.rawValue)`, anywhere | iOS \(introduced.shortDescription) (D) |"
        ))
    }
    let baseline = FormatAvailability.baseline.shortDescription
    let lines =
      [
        "| API | spec | introduced |", "|---|---|---|",
        "| `UICollectionLayoutListConfiguration` (the list itself, and every key not listed here) | `list` | iOS \(baseline) — a target below \(baseline) is reported once, at `list` |",
      ] + rows.sorted { $0.0 < $1.0 }.map(\.1)
    return lines.joined(separator: "\n") + "\n"
  }

  static let startMarker = "<!-- generated: "
  static let endMarker = "<!-- end generated -->"

  /// The type column: what may be written.
  package static func typeText(_ value: FormatValue) -> String {
    switch value {
    case .length: return "length"
    case .lengthOrInfinity: return "length or infinity"
    case .positiveLength: return "number > 0"
    case .fraction: return "number from 0 to 1"
    case .integer(let minimum): return "whole number ≥ \(minimum)"
    case .boolean: return "boolean"
    case .color: return "[color](#colors)"
    case .template: return "[template](#templates-field)"
    case .scalar: return "a scalar, read as its text"
    case .name: return "a cell template name"
    case .choice(let values): return values.map { "`\($0)`" }.joined(separator: " · ")
    case .definition(_, let docs), .table(_, let docs): return docs
    case .list(let element): return "list of \(typeText(element))"
    case .condition: return "a Swift `Bool` [expression](expressions.md)"
    case .orExpression(let inner):
      return typeText(inner) + ", or an [expression](expressions.md) in braces"
    }
  }

  /// The mirrors column: the Swift spelling in code font (or as prose when it describes
  /// rather than spells), then the documentation line.
  package static func mirrorsText(_ declaration: KeyDeclaration) -> String {
    let swift = declaration.swift
    let isProse = swift.hasPrefix("the ") || swift.hasPrefix("which ")
    var text = isProse ? swift : "`\(swift)`"
    if !declaration.doc.isEmpty {
      text += isProse ? ". " + declaration.doc : " — " + declaration.doc
    }
    return text
  }
}

extension FormatReference {
  /// Every word of the format — keys, and the values of every choice — for the fuzzers'
  /// dictionary (`Fuzz/yaml.dict`), so mutations reach every decoder path.
  public static var words: [String] {
    var words = Set(Format.allKeyNames)
    func collect(_ value: FormatValue) {
      switch value {
      case .choice(let values): words.formUnion(values)
      case .list(let element), .orExpression(let element): collect(element)
      default: break
      }
    }
    for table in Format.tables {
      for (_, declaration) in table.declarations { collect(declaration.value) }
    }
    return words.sorted()
  }

  /// `dictionary` (libFuzzer's format) with its generated region holding ``words``.
  public static func updatingFuzzDictionary(_ dictionary: String) -> String {
    let start = "# generated: words\n"
    let end = "# end generated\n"
    guard let open = dictionary.firstRange(of: start),
      let close = dictionary[open.upperBound...].firstRange(of: end)
    else { return dictionary }
    let lines = words.map { "\"\($0)\"\n" }.joined()
    return String(dictionary[..<open.upperBound]) + lines + dictionary[close.lowerBound...]
  }
}

extension OSVersion {
  /// `16`, `14.5`, `15.4.1`: the version as the reference writes it.
  var shortDescription: String {
    patch != 0 ? "\(major).\(minor).\(patch)" : minor != 0 ? "\(major).\(minor)" : "\(major)"
  }
}
