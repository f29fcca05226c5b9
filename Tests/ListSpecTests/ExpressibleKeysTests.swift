import Foundation
import ListSpec
import XCTest

/// Every key declared ``FormatValue/orExpression(_:)`` takes a `"{…}"` expression wherever it
/// is written, and an item's value of it is the expression's result moved into the key's
/// declared bounds — so a key declared to take expressions cannot silently drop one.
final class ExpressibleKeysTests: XCTestCase {
  /// `table.key` → the expression written for it: the key named in a comment at the end of
  /// each line of `Tests/Fixtures/expressible-keys.yaml` that writes one.
  static let written: [String: String] = {
    var result: [String: String] = [:]
    for line in spec.split(separator: "\n") {
      guard let comment = line.range(of: "  # ", options: .backwards),
        let open = line.range(of: "\"{"),
        let close = line[open.upperBound...].range(of: "}\"")
      else { continue }
      result[String(line[comment.upperBound...])] = String(line[open.upperBound..<close.lowerBound])
    }
    return result
  }()

  static let spec: String = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/expressible-keys.yaml")
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }()

  func testEveryKeyDeclaredToTakeAnExpressionTakesOne() throws {
    var declared: Set<String> = []
    for table in Format.tables {
      for (key, declaration) in table.declarations {
        if case .orExpression = declaration.value { declared.insert("\(table.table.name).\(key)") }
      }
    }
    // Single-value decorations are written from their declarations (`singleValueSpec`), so a
    // new one needs no line in the fixture.
    let derived = Set(
      SingleValueDecoration.allCases.map { "\(ModifierName.table.name).\($0.rawValue)" })
    XCTAssertEqual(
      declared.subtracting(derived), Set(Self.written.keys).subtracting(derived),
      "each key declared .orExpression is written as an expression in Tests/Fixtures/expressible-keys.yaml"
    )
    let loaded = ListSpecLoader.load(text: Self.spec, path: "spec.yaml")
    XCTAssertEqual(loaded.diagnostics, [])
    let spec = try XCTUnwrap(loaded.spec)
    let decoded = Set(spec.cells.flatMap(\.expressions).map(\.source))
    for (key, source) in Self.written {
      XCTAssertTrue(decoded.contains(source), "\(key): '{\(source)}' was not decoded")
    }
  }

  func testAnItemsValueIsTheExpressionsWithinTheDeclaredBounds() throws {
    let spec = try XCTUnwrap(ListSpecLoader.load(text: Self.spec, path: "spec.yaml").spec)
    let plain = spec.cells[0]
    let on = plain.resolved(for: spec.sections[0].items[0].fields)
    let off = plain.resolved(for: spec.sections[0].items[1].fields)
    XCTAssertFalse(on.hasValueExpressions)
    XCTAssertEqual(on.backgroundColor, .value(.system(.systemYellow)))
    XCTAssertEqual(off.backgroundColor, .value(.system(.systemBackground)))
    XCTAssertEqual(on.backgroundConfiguration?.strokeColor, .value(.system(.systemGreen)))
    XCTAssertEqual(on.accessories[0].tintColor, .value(.system(.systemTeal)))
    XCTAssertEqual(on.accessories[1].customView?.font, .value(FontSpec(style: .caption)))
    XCTAssertEqual(off.accessories[1].customView?.textColor, .value(.system(.label)))
    XCTAssertEqual(
      on.swipeActions?.trailing?.actions[0].backgroundColor, .value(.system(.systemBlue)))
    guard case .content(let onContent) = on.kind, case .content(let offContent) = off.kind else {
      return XCTFail("content")
    }
    XCTAssertEqual(onContent.textProperties.font, .value(FontSpec(style: .headline)))
    XCTAssertEqual(offContent.textProperties.font, .value(FontSpec(style: .footnote)))
    XCTAssertEqual(onContent.textProperties.color, .value(.system(.systemRed)))
    // numberOfLines is declared from 0, cornerRadius as a length: below is moved to 0.
    XCTAssertEqual(onContent.textProperties.numberOfLines, .value(0))
    XCTAssertEqual(offContent.textProperties.numberOfLines, .value(3))
    XCTAssertEqual(onContent.imageProperties.cornerRadius, .value(0))
    XCTAssertEqual(offContent.imageProperties.cornerRadius, .value(5))
    XCTAssertEqual(onContent.imageProperties.tintColor, .value(.system(.systemOrange)))

    let hosted = spec.cells[1]
    let item = spec.sections[1].items[0].fields
    guard case .hosting(let hosting) = hosted.resolved(for: item).kind else {
      return XCTFail("hosting")
    }
    XCTAssertEqual(hosting.background, .value(.system(.systemIndigo)))
    let view = try XCTUnwrap(hosting.content.resolved(for: item))
    XCTAssertFalse(view.hasExpressions)
    guard case .vStack(let stack) = view.kind else { return XCTFail("VStack") }
    XCTAssertEqual(stack.children[0].kind, .color(.value(.system(.systemPurple))))
    XCTAssertEqual(stack.children[1].kind, .shape(.rectangle, fill: .value(.system(.systemPink))))
    XCTAssertEqual(
      stack.children[2].kind,
      .shape(.roundedRectangle(cornerRadius: 4), fill: .value(.system(.systemBrown))))
    XCTAssertEqual(stack.children[3].kind, .shape(.circle, fill: .value(.system(.red))))
    // opacity is declared 0…1 and lineLimit from 1: 0.25 stays, 0 lines is one.
    XCTAssertEqual(
      stack.children[4].modifiers.map(\.modifier),
      [
        .foregroundStyle(.system(.blue)), .foregroundStyle(.system(.orange)), .cornerRadius(0),
        .opacity(0.25), .lineLimit(1), .font(FontSpec(style: .title3)), .fontWeight(.black),
      ])
    let offView = try XCTUnwrap(hosting.content.resolved(for: spec.sections[1].items[1].fields))
    guard case .vStack(let offStack) = offView.kind else { return XCTFail("VStack") }
    XCTAssertEqual(
      offStack.children[4].modifiers.map(\.modifier),
      [
        .foregroundStyle(.system(.gray)), .foregroundStyle(.system(.yellow)), .cornerRadius(2),
        .opacity(1), .lineLimit(3), .font(FontSpec(size: 15, weight: .light)), .fontWeight(.thin),
      ])
  }

  /// A Text with every single-value decoration that takes an expression, each written
  /// `"{flag ? below : above}"` with values just outside its declared bounds: the first item
  /// gets the lower bound, the second the upper.
  static var singleValueSpec: String {
    var modifiers = ""
    for decoration in SingleValueDecoration.allCases where decoration.declaration.takesExpression {
      let bounds = decoration.declaration.value.numericBounds ?? 0...0
      let below = bounds.lowerBound - 1
      let above = bounds.upperBound + 1
      modifiers += "          - \(decoration.rawValue): \"{flag ? \(below) : \(above)}\"\n"
    }
    return """
      listspec: 1
      platform: { iOS: "16.0" }
      list: { appearance: plain }
      cells:
        decorated:
          hosting:
            content:
              Text: "{name}"
              modifiers:
      \(modifiers)sections:
        - id: s
          cell: decorated
          items:
            - { id: below, name: Below, flag: true }
            - { id: above, name: Above, flag: false }

      """
  }

  /// Every single-value decoration reads a written number as its declaration says, takes an
  /// expression when it says so, and an item's value is the expression's moved into its
  /// declared bounds.
  func testEverySingleValueDecorationTakesWhatItsDeclarationSays() throws {
    let loaded = ListSpecLoader.load(text: Self.singleValueSpec, path: "spec.yaml")
    XCTAssertEqual(loaded.diagnostics, [], Self.singleValueSpec)
    let spec = try XCTUnwrap(loaded.spec)
    let takingExpressions = SingleValueDecoration.allCases.filter {
      $0.declaration.takesExpression
    }
    for (index, bound) in [(0, \ClosedRange<Double>.lowerBound), (1, \.upperBound)] {
      let cell = spec.cells[0].resolved(for: spec.sections[0].items[index].fields)
      guard case .hosting(let hosting) = cell.kind else { return XCTFail("hosting") }
      let view = try XCTUnwrap(hosting.content.resolved(for: spec.sections[0].items[index].fields))
      XCTAssertEqual(
        view.modifiers.map(\.modifier),
        takingExpressions.map {
          .decoration(
            .singleValue($0, ($0.declaration.value.numericBounds ?? 0...0)[keyPath: bound]))
        })
    }
    for decoration in SingleValueDecoration.allCases {
      let bounds = try XCTUnwrap(decoration.declaration.value.numericBounds, decoration.rawValue)
      for (written, valid) in [(bounds.upperBound, true), (bounds.upperBound + 1, false)] {
        let yaml = Self.singleValueSpec.replacingOccurrences(
          of: "modifiers:\n", with: "modifiers:\n          - \(decoration.rawValue): \(written)\n")
        let loaded = ListSpecLoader.load(text: yaml, path: "spec.yaml")
        guard valid else {
          XCTAssertEqual(loaded.diagnostics.map(\.id), [.invalidNumber], decoration.rawValue)
          continue
        }
        XCTAssertEqual(loaded.diagnostics, [], decoration.rawValue)
        guard case .hosting(let hosting) = try XCTUnwrap(loaded.spec).cells[0].kind else {
          return XCTFail("hosting")
        }
        XCTAssertEqual(
          hosting.content.modifiers.first?.modifier,
          .decoration(.singleValue(decoration, written)), decoration.rawValue)
      }
    }
  }
}
