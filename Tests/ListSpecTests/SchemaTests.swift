import Foundation
import XCTest

@testable import ListSpec

/// The repository root, found from this file's path (Tests/ListSpecTests/…).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// The committed JSON Schema must be exactly what the library generates, and the generated
/// schema must describe exactly the keys and values the decoder accepts.
final class SchemaTests: XCTestCase {
  func testCommittedSchemaIsTheGeneratedOne() throws {
    try assertGeneratedFile(
      "specs/listspec.schema.json", is: ListSpecSchema.json, recordWith: "ListSpecTests.SchemaTests"
    )
  }

  func testGeneratorHasASchemaForEveryKeyAndNoOther() {
    XCTAssertEqual(ListSpecSchema.coverageProblems, [])
  }

  func testSchemaIsValidJSONWithTheDraft07MetaSchema() throws {
    let schema = try parsedSchema()
    XCTAssertEqual(schema["$schema"] as? String, "http://json-schema.org/draft-07/schema#")
    XCTAssertEqual(Set(strings(schema, "required")), ["listspec", "list", "sections"])
  }

  // MARK: Keys

  /// Every declared table is an object of the schema with exactly its keys.
  func testEveryDeclaredTableIsAnObjectWithExactlyItsKeys() throws {
    var keySets: [Set<String>] = []
    func visit(_ node: Any) {
      if let dictionary = node as? [String: Any] {
        if let properties = dictionary["properties"] as? [String: Any] {
          keySets.append(Set(properties.keys))
        }
        dictionary.values.forEach(visit)
      } else if let array = node as? [Any] {
        array.forEach(visit)
      }
    }
    visit(try parsedSchema())
    for table in Format.tables {
      var names = Set(table.names)
      // A view mapping holds its view and the keys beside it.
      if table.table.name == ViewName.table.name { names.formUnion(ViewOptionKey.names) }
      if table.table.name == ViewOptionKey.table.name { continue }
      // A modifier mapping may hold `if:` beside its one modifier.
      if table.table.name == ModifierName.table.name { names.insert("if") }
      XCTAssertTrue(
        keySets.contains(names), "no schema object has the keys of '\(table.table.name)'")
    }
    let generic = try XCTUnwrap(
      value(try parsedSchema(), "definitions/list/properties") as? [String: Any])
    XCTAssertEqual(Set(generic.keys), Set(ListKey.names))
  }

  /// Availability lives in the declarations only: each is later than the baseline, so its
  /// check can fire.
  func testEveryDeclaredAvailabilityIsAboveTheBaseline() {
    for table in Format.tables {
      for (key, declaration) in table.declarations {
        if let introduced = declaration.introduced {
          XCTAssertGreaterThan(
            introduced, FormatAvailability.baseline, "\(table.table.name).\(key)")
        }
      }
    }
  }

  func testVersionPatternsMatchOlderVersionsOnly() throws {
    let pattern = try NSRegularExpression(
      pattern: SchemaBuilder.versionPattern(below: OSVersion(14, 5)))
    func matches(_ text: String) -> Bool {
      pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
    for older in ["13", "13.7", "14", "14.0", "14.4", "14.4.1", "9.3"] {
      XCTAssertTrue(matches(older), older)
    }
    for newer in ["14.5", "14.10", "14.5.1", "15", "16.0", "100"] {
      XCTAssertFalse(matches(newer), newer)
    }
  }

  func testEveryObjectExceptItemsIsClosedAndEveryPropertyDescribed() throws {
    var objects = 0
    func visit(_ node: Any, path: String) {
      if let dictionary = node as? [String: Any] {
        // Rules (`if`/`then`, availability) constrain objects defined elsewhere; definitions
        // say `type: object`.
        if dictionary["type"] as? String == "object",
          let properties = dictionary["properties"] as? [String: Any]
        {
          objects += 1
          if path != "/definitions/item" {
            XCTAssertEqual(
              dictionary["additionalProperties"] as? Bool, false,
              "\(path) must reject unknown keys, as the decoder does")
          }
          for (key, property) in properties {
            XCTAssertNotNil(
              (property as? [String: Any])?["description"], "\(path)/properties/\(key)")
          }
        }
        for (key, child) in dictionary { visit(child, path: path + "/" + key) }
      } else if let array = node as? [Any] {
        for (index, child) in array.enumerated() { visit(child, path: path + "/\(index)") }
      }
    }
    visit(try parsedSchema(), path: "")
    XCTAssertGreaterThan(objects, 25)
  }

  func testItemsAreOpenButTheirFieldsAreScalars() throws {
    let item = try XCTUnwrap(value(try parsedSchema(), "definitions/item") as? [String: Any])
    XCTAssertEqual(
      (item["additionalProperties"] as? [String: Any])?["$ref"] as? String,
      "#/definitions/scalar")
    XCTAssertEqual(strings(item, "required"), ["id"])
  }

  func testRequiredKeysMatchTheDecoder() throws {
    let schema = try parsedSchema()
    let required: [(String, [String])] = [
      ("definitions/list", ["appearance"]),
      ("definitions/hosting", ["content"]),
      ("definitions/section", ["id"]),
      ("definitions/systemImage", ["systemName"]),
      ("definitions/hStack/else", ["children"]),
      ("definitions/roundedRectangle", ["cornerRadius"]),
    ]
    for (path, keys) in required {
      XCTAssertEqual(strings(try XCTUnwrap(value(schema, path)), "required"), keys, path)
    }
  }

  // MARK: Enumerations

  func testEveryEnumerationIsTheModelsCases() throws {
    let schema = try parsedSchema()
    let enums: [(String, [String])] = [
      ("definitions/list/properties/appearance", ListAppearance.allCases.map(\.rawValue)),
      ("definitions/list/properties/headerMode", HeaderMode.allCases.map(\.rawValue)),
      ("definitions/list/properties/footerMode", FooterMode.allCases.map(\.rawValue)),
      (
        "definitions/separatorConfiguration/properties/topSeparatorVisibility",
        SeparatorVisibility.allCases.map(\.rawValue)
      ),
      (
        "definitions/separatorConfiguration/properties/bottomSeparatorVisibility",
        SeparatorVisibility.allCases.map(\.rawValue)
      ),
      ("definitions/content/properties/style", ContentStyle.allCases.map(\.rawValue)),
      (
        "definitions/textProperties/properties/alignment",
        SpecTextAlignment.allCases.map(\.rawValue)
      ),
      ("definitions/accessory/then", AccessoryKind.allCases.map(\.rawValue)),
      (
        "definitions/accessoryOptions/properties/displayed",
        AccessoryDisplayedState.allCases.map(\.rawValue)
      ),
      ("definitions/color/else/anyOf/0", SystemColor.allCases.map(\.rawValue)),
      ("definitions/font/then", TextStyle.allNames),
      ("definitions/font/else/properties/style", TextStyle.allNames),
      ("definitions/font/else/properties/weight", FontWeight.allCases.map(\.rawValue)),
      (
        "definitions/modifier/else/properties/fontWeight/anyOf/0",
        FontWeight.allCases.map(\.rawValue)
      ),
      ("definitions/modifier/else/properties/imageScale", ImageScale.allCases.map(\.rawValue)),
      (
        "definitions/alignmentGuide/properties/listRowSeparatorLeading",
        SpecHorizontalAlignment.allCases.map(\.rawValue)
      ),
      ("definitions/frame/properties/alignment", SpecAlignment.allCases.map(\.rawValue)),
      (
        "definitions/hStack/else/properties/alignment",
        SpecVerticalAlignment.allCases.map(\.rawValue)
      ),
      (
        "definitions/vStack/else/properties/alignment",
        SpecHorizontalAlignment.allCases.map(\.rawValue)
      ),
      ("definitions/zStack/else/properties/alignment", SpecAlignment.allCases.map(\.rawValue)),
      ("definitions/view/then", ViewName.allCases.filter(\.isBare).map(\.rawValue)),
      ("definitions/modifier/then", ModifierName.allCases.filter(\.isBare).map(\.rawValue)),
      ("definitions/padding/else/else/then", EdgeSet.names.map(\.0)),
    ]
    for (path, cases) in enums {
      XCTAssertEqual(strings(try XCTUnwrap(value(schema, path), path), "enum"), cases, path)
    }
  }

  // MARK: Helpers

  func parsedSchema() throws -> [String: Any] {
    let data = Data(ListSpecSchema.json.utf8)
    return try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// Follows a path like "definitions/view/anyOf/1/properties". A property whose schema is
  /// wrapped (`description` + `allOf: [$ref]`) is not followed into; paths name the target.
  func value(_ root: Any, _ path: String) -> Any? {
    var node: Any? = root
    for component in path.split(separator: "/") {
      if let index = Int(component), let array = node as? [Any] {
        node = index < array.count ? array[index] : nil
      } else {
        node = (node as? [String: Any])?[String(component)]
      }
    }
    return node
  }

  func strings(_ node: Any, _ key: String) -> [String] {
    ((node as? [String: Any])?[key] as? [Any])?.compactMap { $0 as? String } ?? []
  }
}
