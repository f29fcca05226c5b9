import Foundation
import ListSpec
import ListSpecCodegen
import XCTest

/// `generate --strings`: the String Catalog holds exactly the keys the generated Swift looks
/// up, read back from each file independently of the generator, and the Swift type-checks.
final class LocalizedStringsTests: XCTestCase {
  /// Every example, not only those with a committed .swift.
  private var allExamples: [URL] {
    get throws {
      try FileManager.default.contentsOfDirectory(
        at: packageRoot.appendingPathComponent("examples"), includingPropertiesForKeys: nil
      ).filter { $0.pathExtension == "yaml" }.sorted { $0.path < $1.path }
    }
  }

  func testEveryExamplesCatalogHoldsTheKeysItsSwiftLooksUp() throws {
    let folder = try temporaryFolder(self)
    var swiftFiles: [URL] = []
    var allKeys: Set<String> = []
    for example in try allExamples {
      let name = example.deletingPathExtension().lastPathComponent
      let loaded = ListSpecLoader.load(path: example.path)
      let result = SwiftGenerator(options: GenerateOptions(localizesText: true)).generate(loaded)
      let code = try XCTUnwrap(result.code, name)
      let catalog = try XCTUnwrap(result.strings, name)

      // python3 reads the catalog; it is what Xcode writes around the keys.
      let catalogFile = folder.appendingPathComponent("\(name).xcstrings")
      try catalog.json.write(to: catalogFile, atomically: true, encoding: .utf8)
      let tool = try runTool(["python3", "-m", "json.tool", catalogFile.path])
      XCTAssertEqual(tool.status, 0, "\(name): \(tool.output)")
      let object = try XCTUnwrap(
        JSONSerialization.jsonObject(with: Data(catalog.json.utf8)) as? [String: Any])
      XCTAssertEqual(object["sourceLanguage"] as? String, "en")
      XCTAssertEqual(object["version"] as? String, "1.0")
      let strings = try XCTUnwrap(object["strings"] as? [String: [String: Any]])
      for (key, entry) in strings {
        XCTAssertEqual(entry["extractionState"] as? String, "extracted_with_value")
        let english = (entry["localizations"] as? [String: Any])?["en"] as? [String: Any]
        let unit = english?["stringUnit"] as? [String: String]
        XCTAssertEqual(unit?["value"], key, "\(name): the English text is the key")
        XCTAssertEqual(unit?["state"], "new")
      }

      XCTAssertEqual(
        Set(strings.keys), Self.lookedUpKeys(in: code), "\(name): catalog keys ≠ looked-up keys")
      XCTAssertEqual(Set(strings.keys), catalog.keys)
      allKeys.formUnion(strings.keys)
      // Written in Foundation's sorted-keys order.
      let written = Self.keysInOrder(catalog.json)
      XCTAssertEqual(written, written.sorted(by: Self.foundationPrecedes), name)

      let target = loaded.spec?.platform.iOS?.description ?? "14.0"
      let check = try SwiftTypeChecker.typecheck(
        code, deploymentTarget: target, fileName: "\(name).swift")
      XCTAssertTrue(check.succeeded, "\(name) with --strings:\n\(check.diagnostics)")
      let swiftFile = folder.appendingPathComponent("\(name).swift")
      try code.write(to: swiftFile, atomically: true, encoding: .utf8)
      swiftFiles.append(swiftFile)
    }
    // The examples' texts, titles, headers, swipe and bar titles are among them.
    for key in ["Unread", "Delete", "Every Option", "Search options", "Coffee", "Sort"] {
      XCTAssertTrue(allKeys.contains(key), "\(key) missing from \(allKeys.sorted())")
    }
    XCTAssertEqual(try lintProblems(swiftFiles), "")
  }

  /// Fields are interpolated as Xcode extracts them: a `String` `%@`, an `Int` `%lld`, any
  /// other value as its description (`%@`): a `Double` as itself would be `%lf`, `4.500000`.
  /// Below iOS 15 the lookup is `NSLocalizedString` with `String(format:)`.
  func testTemplatesBecomeFormatStringsAtEitherSideOfIOS15() throws {
    for platform in ["14.0", "15.0"] {
      let yaml = """
        listspec: 1
        platform: { iOS: "\(platform)" }
        list: { appearance: insetGrouped, headerMode: supplementary }
        navigationBar: { title: Messages, searchBar: { placeholder: Search messages } }
        cells:
          row:
            content:
              text: "{sender} wrote {count} messages"
              secondaryText: "Rated {rating} stars, {isNew}"
            accessories: [{ label: { text: "{count} new" } }]
        sections:
          - id: inbox
            header: Today
            items:
              - { id: a, cell: row, sender: Ada, count: 3, rating: 4.5, isNew: true }
              - { id: b, cell: row, sender: Bo, count: 1, rating: 5, isNew: false }
        """
      let result = generate(yaml, options: GenerateOptions(localizesText: true))
      let code = try XCTUnwrap(result.code, "\(result.diagnostics.map(\.message))")
      XCTAssertEqual(
        result.strings?.keys,
        [
          "%@ wrote %lld messages", "Rated %@ stars, %@", "%lld new", "Today", "Messages",
          "Search messages",
        ])
      XCTAssertEqual(Self.lookedUpKeys(in: code), result.strings?.keys)
      if platform == "15.0" {
        XCTAssertTrue(
          code.contains(
            #"String(localized: "\(item.sender) wrote \(item.count) messages")"#), code)
        XCTAssertTrue(
          code.contains(
            #""Rated \(String(describing: item.rating)) stars, \(String(describing: item.isNew))""#),
          code)
      } else {
        XCTAssertTrue(code.contains(#"NSLocalizedString("Today", comment: "")"#), code)
        XCTAssertTrue(
          code.contains(#"NSLocalizedString("%lld new", comment: ""), item.count)"#), code)
      }
      let check = try SwiftTypeChecker.typecheck(code, deploymentTarget: platform)
      XCTAssertTrue(check.succeeded, "iOS \(platform):\n\(check.diagnostics)")
    }
  }

  /// What is not worth translating or cannot be a key stays a literal: a text of fields and
  /// punctuation only, a `%` (a lookup reads it as a specifier), Markdown in SwiftUI.
  func testTextsWithoutWordsOrWithPercentStayLiteral() throws {
    let yaml = """
      listspec: 1
      platform: { iOS: "16.0" }
      list: { appearance: insetGrouped }
      cells:
        row:
          content: { text: "{a} – {b}", secondaryText: "100% done" }
        card:
          hosting:
            content:
              VStack:
                children:
                  - Text: "**Bold** news"
                  - Text: "Plain news"
      sections:
        - id: main
          items:
            - { id: x, cell: row, a: one, b: two }
            - { id: y, cell: card }
      """
    let result = generate(yaml, options: GenerateOptions(localizesText: true))
    let code = try XCTUnwrap(result.code, "\(result.diagnostics.map(\.message))")
    XCTAssertEqual(result.strings?.keys, ["Plain news"])
    XCTAssertTrue(code.contains(#"content.secondaryText = "100% done""#), code)
    XCTAssertTrue(code.contains(#"Text(verbatim: "**Bold** news")"#), code)
    XCTAssertTrue(code.contains(#"Text("Plain news")"#), code)
  }

  /// Without `--strings` nothing changes: the committed examples are what generate writes.
  func testWithoutStringsTheExamplesAreTheirCommittedFiles() throws {
    for name in exampleNames {
      let spec = packageRoot.appendingPathComponent("examples/\(name).yaml")
      let committed = try String(
        contentsOf: spec.deletingPathExtension().appendingPathExtension("swift"), encoding: .utf8)
      let result = SwiftGenerator().generate(ListSpecLoader.load(path: spec.path))
      XCTAssertEqual(result.code, committed, name)
      XCTAssertNil(result.strings)
    }
  }

  /// The catalog's order is Foundation's for sorted JSON keys (numeric, case-insensitive,
  /// then forced), checked against Foundation's own `compare(_:options:)`: for text without
  /// precomposed letters (Foundation decomposes them; StringCatalog.precedes says why not).
  func testKeyOrderIsFoundationsSortedKeysOrder() {
    let keys = [
      "Item 10", "item 2", "Item 2", "Item 02", "a", "B", "b", "_x", "Z", "%@ unread",
      "%lld new", "apple", "Apple", "apple2", "apple10", "", "10", "9", "x9y", "x10y",
      "Zebra", "zebra!", "zebra", "Item 2a", "item 02", "[x]", "{x}", "~", "שלום", "עברית",
      "日本", "Wi-Fi", "Wi‑Fi", "A1b2", "a1B2", "a01b2",
    ]
    for a in keys {
      for b in keys where a != b {
        XCTAssertEqual(
          StringCatalog.precedes(a, b), Self.foundationPrecedes(a, b), "\(a) vs \(b)")
      }
    }
  }

  /// An existing catalog keeps its entries, translated or not, and its other keys; only the
  /// missing keys are added. What is not an English catalog is refused.
  func testAnExistingCatalogKeepsItsTranslationsAndGainsTheMissingKeys() throws {
    let existing = """
      {"version":"1.0","sourceLanguage":"en","strings":{
        "Delete":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Löschen"}}}},
        "Elsewhere":{"comment":"Not from the spec","extractionState":"manual",
          "shouldTranslate":false,"localizations":{}}}}
      """
    let catalog = StringCatalog(keys: ["Delete", "Flag"])
    let merged = try catalog.merged(into: Array(existing.utf8))
    XCTAssertEqual(
      merged,
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Delete" : {
            "localizations" : {
              "de" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Löschen"
                }
              }
            }
          },
          "Elsewhere" : {
            "comment" : "Not from the spec",
            "extractionState" : "manual",
            "localizations" : {

            },
            "shouldTranslate" : false
          },
          "Flag" : {
            "extractionState" : "extracted_with_value",
            "localizations" : {
              "en" : {
                "stringUnit" : {
                  "state" : "new",
                  "value" : "Flag"
                }
              }
            }
          }
        },
        "version" : "1.0"
      }
      """)
    // Written again, nothing changes.
    XCTAssertEqual(try catalog.merged(into: Array(merged.utf8)), merged)
    XCTAssertEqual(try catalog.merged(into: nil), catalog.json)
    for bad in ["[1]", "not json", #"{"sourceLanguage":"de","strings":{}}"#, #"{"strings":[]}"#] {
      XCTAssertThrowsError(try catalog.merged(into: Array(bad.utf8)), bad)
    }
  }

  // MARK: Reading the generated Swift

  private static func foundationPrecedes(_ a: String, _ b: String) -> Bool {
    a.compare(b, options: [.numeric, .caseInsensitive, .forcedOrdering]) == .orderedAscending
  }

  /// The keys of `"strings"` in the order the JSON text writes them.
  private static func keysInOrder(_ json: String) -> [String] {
    json.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("    \""), !line.hasPrefix("     "), line.hasSuffix(" : {") else {
        return nil
      }
      let quoted = String(line.dropFirst(4).dropLast(4))
      return try? JSONSerialization.jsonObject(
        with: Data(quoted.utf8), options: .fragmentsAllowed) as? String
    }
  }

  /// Every key the Swift looks up, as Xcode would extract it: the literal of each
  /// `String(localized:)`, `NSLocalizedString(…)` and SwiftUI `Text("…")`, with `%lld` for an
  /// interpolated property the file declares `Int` and `%@` for anything else.
  static func lookedUpKeys(in code: String) -> Set<String> {
    var intProperties: Set<String> = []
    for line in code.split(separator: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("let "), trimmed.hasSuffix(": Int") {
        intProperties.insert(String(trimmed.dropFirst(4).dropLast(5)))
      }
    }
    var keys: Set<String> = []
    let c = Array(code)
    // A call, then its label if any, each maybe on a line of its own, then the literal.
    for (callee, label) in [("String(", "localized:"), ("NSLocalizedString(", ""), ("Text(", "")] {
      let name = Array(callee)
      var index = 0
      while index + name.count <= c.count {
        defer { index += 1 }
        guard Array(c[index..<index + name.count]) == name,
          index == 0 || !(c[index - 1].isLetter || c[index - 1].isNumber)
        else { continue }
        var i = index + name.count
        while c[i].isWhitespace { i += 1 }
        if !label.isEmpty {
          guard String(c[i..<min(i + label.count, c.count)]) == label else { continue }
          i += label.count
          while c[i].isWhitespace { i += 1 }
        }
        guard c[i] == "\"" else { continue }
        keys.insert(readKey(c, from: i + 1, intProperties: intProperties))
      }
    }
    return keys
  }

  /// The key of the Swift string literal whose body starts at `index`.
  private static func readKey(_ c: [Character], from index: Int, intProperties: Set<String>)
    -> String
  {
    var key = ""
    var i = index
    while i < c.count, c[i] != "\"" {
      guard c[i] == "\\" else {
        key.append(c[i])
        i += 1
        continue
      }
      let next = c[i + 1]
      i += 2
      switch next {
      case "(":
        // An interpolation: up to its closing parenthesis, past nested ones and strings.
        var depth = 1
        var expression = ""
        var inString = false
        while depth > 0 {
          let character = c[i]
          if inString {
            if character == "\\" {
              expression.append(character)
              i += 1
            } else if character == "\"" {
              inString = false
            }
          } else if character == "\"" {
            inString = true
          } else if character == "(" {
            depth += 1
          } else if character == ")" {
            depth -= 1
          }
          if depth > 0 { expression.append(c[i]) }
          i += 1
        }
        let property = expression.hasPrefix("item.") ? String(expression.dropFirst(5)) : ""
        key += intProperties.contains(property) ? "%lld" : "%@"
      case "n": key += "\n"
      case "t": key += "\t"
      case "r": key += "\r"
      case "0": key += "\0"
      case "u":
        // \u{XXXX}
        var hex = ""
        i += 1
        while c[i] != "}" {
          hex.append(c[i])
          i += 1
        }
        i += 1
        key.unicodeScalars.append(Unicode.Scalar(UInt32(hex, radix: 16)!)!)
      default: key.append(next)
      }
    }
    return key
  }
}
