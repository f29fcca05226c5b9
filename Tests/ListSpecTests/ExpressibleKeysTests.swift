import ListSpec
import XCTest

/// Every key declared ``FormatValue/orExpression(_:)`` takes a `"{…}"` expression wherever it
/// is written, and an item's value of it is the expression's result moved into the key's
/// declared bounds — so a key declared to take expressions cannot silently drop one.
final class ExpressibleKeysTests: XCTestCase {
  /// The spec below writes each key declared to take an expression once, as an expression of
  /// its own (`table.key` → its source). A newly declared key fails the first test until it is
  /// written here.
  static let written: [String: String] = [
    "cell.backgroundColor": "flag ? .systemYellow : .systemBackground",
    "textProperties.color": "flag ? .systemRed : .label",
    "textProperties.numberOfLines": "flag ? -2 : 3",
    "imageProperties.tintColor": "flag ? .systemOrange : .tintColor",
    "imageProperties.cornerRadius": "flag ? -1.0 : 5.0",
    "backgroundConfiguration.strokeColor": "flag ? .systemGreen : .separator",
    "accessoryOptions.tintColor": "flag ? .systemTeal : .systemGray",
    "contextualAction.backgroundColor": "flag ? .systemBlue : .systemGray2",
    "hosting.background": "flag ? .systemIndigo : .systemGray3",
    "view.Color": "flag ? .systemPurple : .systemGray4",
    "shape.fill": "flag ? .systemPink : .systemGray5",
    "roundedRectangle.fill": "flag ? .systemBrown : .systemGray6",
    "viewOptions.fill": "flag ? .red : .green",
    "modifier.foregroundStyle": "flag ? .blue : .gray",
    "modifier.foregroundColor": "flag ? .orange : .yellow",
    "modifier.cornerRadius": "flag ? -1.0 : 2.0",
    "modifier.opacity": "flag ? 0.25 : 2.0",
    "modifier.lineLimit": "flag ? 0 : 3",
  ]

  static let spec = """
    listspec: 1
    platform: { iOS: "16.0" }
    list: { appearance: insetGrouped }
    cells:
      plain:
        backgroundColor: "{\(written["cell.backgroundColor"]!)}"
        content:
          text: "{name}"
          image: { systemName: star }
          textProperties:
            color: "{\(written["textProperties.color"]!)}"
            numberOfLines: "{\(written["textProperties.numberOfLines"]!)}"
          imageProperties:
            tintColor: "{\(written["imageProperties.tintColor"]!)}"
            cornerRadius: "{\(written["imageProperties.cornerRadius"]!)}"
        backgroundConfiguration:
          strokeColor: "{\(written["backgroundConfiguration.strokeColor"]!)}"
          strokeWidth: 1
        accessories:
          - disclosureIndicator: { tintColor: "{\(written["accessoryOptions.tintColor"]!)}" }
        trailingSwipeActions:
          actions:
            - title: Flag
              backgroundColor: "{\(written["contextualAction.backgroundColor"]!)}"
      hosted:
        hosting:
          background: "{\(written["hosting.background"]!)}"
          content:
            VStack:
              children:
                - Color: "{\(written["view.Color"]!)}"
                - Rectangle: { fill: "{\(written["shape.fill"]!)}" }
                - RoundedRectangle: { cornerRadius: 4, fill: "{\(written["roundedRectangle.fill"]!)}" }
                - Circle:
                  fill: "{\(written["viewOptions.fill"]!)}"
                - Text: "{name}"
                  modifiers:
                    - foregroundStyle: "{\(written["modifier.foregroundStyle"]!)}"
                    - foregroundColor: "{\(written["modifier.foregroundColor"]!)}"
                    - cornerRadius: "{\(written["modifier.cornerRadius"]!)}"
                    - opacity: "{\(written["modifier.opacity"]!)}"
                    - lineLimit: "{\(written["modifier.lineLimit"]!)}"
    sections:
      - id: s
        cell: plain
        items:
          - { id: on, name: On, flag: true }
          - { id: off, name: Off, flag: false }
      - id: t
        cell: hosted
        items:
          - { id: on2, name: On, flag: true }
          - { id: off2, name: Off, flag: false }
    """

  func testEveryKeyDeclaredToTakeAnExpressionTakesOne() throws {
    var declared: Set<String> = []
    for table in Format.tables {
      for (key, declaration) in table.declarations {
        if case .orExpression = declaration.value { declared.insert("\(table.table.name).\(key)") }
      }
    }
    XCTAssertEqual(
      declared, Set(Self.written.keys),
      "a key declared .orExpression is written as an expression in this test's spec")
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
    XCTAssertEqual(
      on.swipeActions?.trailing?.actions[0].backgroundColor, .value(.system(.systemBlue)))
    guard case .content(let onContent) = on.kind, case .content(let offContent) = off.kind else {
      return XCTFail("content")
    }
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
        .opacity(0.25), .lineLimit(1),
      ])
    let offView = try XCTUnwrap(hosting.content.resolved(for: spec.sections[1].items[1].fields))
    guard case .vStack(let offStack) = offView.kind else { return XCTFail("VStack") }
    XCTAssertEqual(
      offStack.children[4].modifiers.map(\.modifier),
      [
        .foregroundStyle(.system(.gray)), .foregroundStyle(.system(.yellow)), .cornerRadius(2),
        .opacity(1), .lineLimit(3),
      ])
  }
}
