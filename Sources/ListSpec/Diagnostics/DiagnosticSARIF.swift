#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// Diagnostics as a SARIF 2.1.0 log (`validate --format sarif`), the format GitHub code
/// scanning and other static-analysis viewers read. Documented in `specs/diagnostics.md`.
///
/// The log has one run. Its `tool.driver.rules` are every ``DiagnosticID`` (id and
/// ``DiagnosticID/summary``); each diagnostic is a `result` with its rule, level, message and
/// location (regions are 1-based; `endColumn` is the column after the last character, as in
/// SARIF; columns count Unicode scalars, so the run's `columnKind` is `unicodeCodePoints`).
/// Notes become `relatedLocations`, fix-its `fixes`.
public enum DiagnosticSARIF {
  /// The SARIF 2.1.0 schema's address, given as the log's `$schema`.
  public static let schemaURI =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

  /// A SARIF log of the diagnostics of `results`.
  ///
  /// - Parameters:
  ///   - toolVersion: The version of the program reporting (`tool.driver.version`).
  ///   - baseDirectory: Paths under this folder are written relative to it, as code scanning
  ///     wants them relative to the repository root; others become `file://` URIs.
  public static func report(
    _ results: [LoadedSpec], toolVersion: String, baseDirectory: String? = nil
  ) -> String {
    report(results.flatMap(\.diagnostics), toolVersion: toolVersion, baseDirectory: baseDirectory)
  }

  /// A SARIF log of `diagnostics` (each naming its file in `path`), as for loaded specs.
  public static func report(
    _ diagnostics: [Diagnostic], toolVersion: String, baseDirectory: String? = nil
  ) -> String {
    let ids = DiagnosticID.allCases
    let ruleIndex = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, $0) })
    let rules: [Any] = ids.map { id in
      [
        "id": id.rawValue,
        "shortDescription": ["text": id.summary],
        "defaultConfiguration": ["level": level(id.defaultSeverity)],
      ] as [String: Any]
    }
    let entries: [Any] = diagnostics.map { diagnostic in
      var entry: [String: Any] = [
        "ruleId": diagnostic.id.rawValue,
        "ruleIndex": ruleIndex[diagnostic.id] ?? 0,
        "level": level(diagnostic.severity),
        "message": ["text": diagnostic.message],
        "locations": [
          location(path: diagnostic.path, range: diagnostic.range, base: baseDirectory)
        ],
      ]
      if !diagnostic.notes.isEmpty {
        entry["relatedLocations"] = diagnostic.notes.enumerated().map { index, note in
          var related = location(
            path: note.path ?? diagnostic.path, range: note.range, base: baseDirectory)
          related["id"] = index
          related["message"] = ["text": note.message]
          return related
        }
      }
      if !diagnostic.fixIts.isEmpty {
        entry["fixes"] = diagnostic.fixIts.map { fixIt in
          [
            "description": ["text": fixIt.message],
            "artifactChanges": [
              [
                "artifactLocation": [
                  "uri": ReportPath.uri(diagnostic.path, base: baseDirectory)
                ],
                "replacements": [
                  [
                    "deletedRegion": region(fixIt.range),
                    "insertedContent": ["text": fixIt.replacement],
                  ]
                ],
              ]
            ],
          ] as [String: Any]
        }
      }
      return entry
    }
    let log: [String: Any] = [
      "$schema": schemaURI,
      "version": "2.1.0",
      "runs": [
        [
          "tool": [
            "driver": [
              "name": "listspec",
              "version": toolVersion,
              "rules": rules,
            ] as [String: Any]
          ],
          "columnKind": "unicodeCodePoints",
          "results": entries,
        ] as [String: Any]
      ],
    ]
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(LogValue(log))) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// The log's tree of dictionaries, arrays, strings and integers, for `JSONEncoder`
  /// (`JSONSerialization` is not in FoundationEssentials, which `validate` links alone).
  struct LogValue: Encodable {
    let value: Any

    init(_ value: Any) { self.value = value }

    func encode(to encoder: Encoder) throws {
      switch value {
      case let object as [String: Any]:
        var container = encoder.container(keyedBy: Key.self)
        for (key, element) in object {
          try container.encode(LogValue(element), forKey: Key(stringValue: key))
        }
      case let array as [Any]:
        var container = encoder.unkeyedContainer()
        for element in array { try container.encode(LogValue(element)) }
      case let text as String:
        var container = encoder.singleValueContainer()
        try container.encode(text)
      case let number as Int:
        var container = encoder.singleValueContainer()
        try container.encode(number)
      default:
        throw EncodingError.invalidValue(
          value, .init(codingPath: encoder.codingPath, debugDescription: "not a SARIF value"))
      }
    }

    struct Key: CodingKey {
      let stringValue: String
      init(stringValue: String) { self.stringValue = stringValue }
      var intValue: Int? { nil }
      init?(intValue: Int) { nil }
    }
  }

  /// SARIF's level for a severity.
  static func level(_ severity: Severity) -> String {
    switch severity {
    case .error: return "error"
    case .warning: return "warning"
    case .note: return "note"
    }
  }

  static func location(path: String, range: SourceRange?, base: String?) -> [String: Any] {
    var physical: [String: Any] = ["artifactLocation": ["uri": ReportPath.uri(path, base: base)]]
    if let range { physical["region"] = region(range) }
    return ["physicalLocation": physical]
  }

  /// 1-based lines and columns; `endColumn` is the column after the region, as in SARIF.
  static func region(_ range: SourceRange) -> [String: Int] {
    [
      "startLine": max(range.start.line, 1), "startColumn": max(range.start.column, 1),
      "endLine": max(range.end.line, range.start.line, 1),
      "endColumn": max(range.end.column, 1),
    ]
  }
}

/// Paths in machine-read reports: relative to a base folder when under it.
enum ReportPath {
  /// `path` relative to `base` when it lies inside it, else `path` itself (without "./").
  static func relative(_ path: String, base: String?) -> String {
    var path = path
    while path.hasPrefix("./") { path.removeFirst(2) }
    guard path.hasPrefix("/"), let base, !base.isEmpty else { return path }
    let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
    var folder = URL(fileURLWithPath: base).standardizedFileURL.path
    if !folder.hasSuffix("/") { folder += "/" }
    return standardized.hasPrefix(folder)
      ? String(standardized.dropFirst(folder.count)) : standardized
  }

  /// A URI reference for `path`: relative and percent-encoded, or `file://` when absolute.
  static func uri(_ path: String, base: String?) -> String {
    let relative = relative(path, base: base)
    var encoded = ""
    for byte in relative.utf8 {
      if isAllowedInURI(byte) {
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        encoded += "%"
        encoded.unicodeScalars.append(Unicode.Scalar(hex[Int(byte >> 4)]))
        encoded.unicodeScalars.append(Unicode.Scalar(hex[Int(byte & 0xF)]))
      }
    }
    return relative.hasPrefix("/") ? "file://" + encoded : encoded
  }

  /// Foundation's `CharacterSet.urlPathAllowed` (ASCII letters and digits and
  /// `!$&'()*+,-./:;=@_~`) without `:`, which in a relative reference would read as a scheme
  /// (RFC 3986 §4.2), and `;`.
  static func isAllowedInURI(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    default:
      return uriPunctuation.contains(byte)
    }
  }

  // Made once, not per byte of each path.
  private static let uriPunctuation = Array("!$&'()*+,-./=@_~".utf8)
  private static let hex = Array("0123456789ABCDEF".utf8)
}
