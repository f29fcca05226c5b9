import XCTest

@testable import ListSpec

/// What the decoder builds from each form the format accepts (long forms and shorthands), and
/// the shape errors it reports for forms it does not.
final class DecoderTests: XCTestCase {
  func hostedView(_ view: String, file: StaticString = #filePath, line: UInt = #line)
    -> ViewNode?
  {
    guard let spec = assertClean(hostingSpec(view), file: file, line: line),
      case .hosting(let hosting)? = spec.cells.first?.kind
    else { return nil }
    return hosting.content
  }

  func modifiers(_ list: String, file: StaticString = #filePath, line: UInt = #line)
    -> [SpecViewModifier]
  {
    // A flow list stays on the key's line; a block list goes below it, indented.
    let value =
      list.hasPrefix("[")
      ? " " + list : "\n" + list.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
    return hostedView("Text: x\nmodifiers:" + value, file: file, line: line)?.modifiers.map(
      \.modifier) ?? []
  }

  // MARK: Document and list

  func testDefaultsOfAMinimalSpec() throws {
    let spec = try XCTUnwrap(
      assertClean(
        """
        listspec: 1
        list: { appearance: grouped }
        sections: []
        """))
    XCTAssertEqual(spec.formatVersion, 1)
    XCTAssertNil(spec.platform.iOS)
    XCTAssertEqual(spec.list.appearance, .grouped)
    XCTAssertTrue(spec.list.showsSeparators)
    XCTAssertEqual(spec.list.headerMode, HeaderMode.none)
    XCTAssertEqual(spec.list.footerMode, FooterMode.none)
    XCTAssertNil(spec.list.headerTopPadding)
    XCTAssertNil(spec.list.backgroundColor)
    XCTAssertEqual(spec.list.separatorConfiguration, SeparatorConfiguration())
    XCTAssertTrue(spec.cells.isEmpty)
    XCTAssertTrue(spec.sections.isEmpty)
  }

  func testListConfigurationKeys() throws {
    let spec = try XCTUnwrap(
      assertClean(
        """
        listspec: 1
        platform: { iOS: 16 }
        list:
          appearance: sidebarPlain
          showsSeparators: false
          headerMode: supplementary
          footerMode: supplementary
          headerTopPadding: 12.5
          backgroundColor: "#F2F2F7"
          separatorConfiguration:
            color: opaqueSeparator
            multipleSelectionColor: systemBlue
            topSeparatorVisibility: hidden
            bottomSeparatorVisibility: visible
            topSeparatorInsets: automatic
            bottomSeparatorInsets: { leading: 60 }
        sections: [{ id: s, header: H, footer: F }]
        """))
    XCTAssertEqual(spec.platform.iOS, OSVersion(16))
    XCTAssertEqual(spec.list.appearance, .sidebarPlain)
    XCTAssertFalse(spec.list.showsSeparators)
    XCTAssertEqual(spec.list.headerMode, .supplementary)
    XCTAssertEqual(spec.list.footerMode, .supplementary)
    XCTAssertEqual(spec.list.headerTopPadding, 12.5)
    XCTAssertEqual(
      spec.list.backgroundColor, .rgba(RGBA(red: 242 / 255, green: 242 / 255, blue: 247 / 255)))
    let separators = spec.list.separatorConfiguration
    XCTAssertEqual(separators.color, .system(.opaqueSeparator))
    XCTAssertEqual(separators.multipleSelectionColor, .system(.systemBlue))
    XCTAssertEqual(separators.topSeparatorVisibility, .hidden)
    XCTAssertEqual(separators.bottomSeparatorVisibility, .visible)
    XCTAssertNil(separators.topSeparatorInsets)
    XCTAssertEqual(separators.bottomSeparatorInsets, DirectionalEdgeInsets(leading: 60))
  }

  func testPlatformVersionForms() {
    for (text, version) in [
      ("\"16\"", OSVersion(16)), ("15.4", OSVersion(15, 4)), ("\"14.5.1\"", OSVersion(14, 5, 1)),
    ] {
      let spec = assertClean(
        "listspec: 1\nplatform: { iOS: \(text) }\nlist: { appearance: plain }\nsections: []")
      XCTAssertEqual(spec?.platform.iOS, version, text)
    }
  }

  // MARK: Content cells

  func testContentConfigurationKeys() throws {
    let spec = try XCTUnwrap(
      assertClean(
        """
        listspec: 1
        list: { appearance: plain }
        cells:
          row:
            backgroundColor: secondarySystemBackground
            content:
              style: valueCell
              text: "{title}"
              secondaryText: "{value} pt"
              image: { systemName: "{symbol}" }
              imageProperties:
                tintColor: systemRed
                cornerRadius: 6
                maximumSize: { width: 30 }
                reservedLayoutSize: { width: 30, height: 30 }
              textProperties: { font: headline, color: label, numberOfLines: 1, alignment: center }
              secondaryTextProperties: { font: { style: footnote, weight: bold } }
              imageToTextPadding: 10
              textToSecondaryTextHorizontalPadding: 6
              textToSecondaryTextVerticalPadding: 3
              prefersSideBySideTextAndSecondaryText: true
              directionalLayoutMargins: { top: 8, bottom: 8 }
        sections: [{ id: s, cell: row, items: [{ id: a, title: T, value: 3, symbol: star }] }]
        """))
    let cell = try XCTUnwrap(spec.cells.first)
    XCTAssertEqual(cell.backgroundColor, .value(.system(.secondarySystemBackground)))
    guard case .content(let content) = cell.kind else { return XCTFail("expected content") }
    XCTAssertEqual(content.style, .valueCell)
    XCTAssertEqual(content.text?.evaluate(fields: ["title": "T"]), "T")
    XCTAssertEqual(content.secondaryText?.evaluate(fields: ["value": "3"]), "3 pt")
    XCTAssertEqual(content.image?.fieldNames, ["symbol"])
    XCTAssertEqual(content.imageProperties.tintColor, .value(.system(.systemRed)))
    XCTAssertEqual(content.imageProperties.cornerRadius, .value(6))
    XCTAssertEqual(content.imageProperties.maximumSize, Size(width: 30, height: 0))
    XCTAssertEqual(content.imageProperties.reservedLayoutSize, Size(width: 30, height: 30))
    XCTAssertEqual(content.textProperties.font, .value(FontSpec(style: .headline)))
    XCTAssertEqual(content.textProperties.color, .value(.system(.label)))
    XCTAssertEqual(content.textProperties.numberOfLines, .value(1))
    XCTAssertEqual(content.textProperties.alignment, .center)
    XCTAssertEqual(
      content.secondaryTextProperties.font, .value(FontSpec(style: .footnote, weight: .bold)))
    XCTAssertEqual(content.imageToTextPadding, 10)
    XCTAssertEqual(content.textToSecondaryTextHorizontalPadding, 6)
    XCTAssertEqual(content.textToSecondaryTextVerticalPadding, 3)
    XCTAssertEqual(content.prefersSideBySideTextAndSecondaryText, true)
    XCTAssertEqual(content.directionalLayoutMargins, DirectionalEdgeInsets(top: 8, bottom: 8))
  }

  func testImageMustBeASystemNameMapping() {
    let loaded = assertDiagnostics(
      """
      listspec: 1
      list: { appearance: plain }
      cells:
        row: { content: { image: star } }
        other: { content: { image: { name: star } } }
        neither: { content: { image: { scale: 2 } } }
      sections: [{ id: s, items: [{ id: a, cell: row }, { id: b, cell: other }] }]
      """,
      [
        "4:28 error type-mismatch", "5:32 error unknown-key", "6:32 error missing-key",
        "6:34 error unknown-key",
      ])
    XCTAssertEqual(
      diagnostic(loaded, 0)?.message,
      "'image' must be a mapping like { systemName: \"star\" }, found a string")
    // `name` is near `named` (an image set), so it is read as that, and said so.
    XCTAssertEqual(
      diagnostic(loaded, 1)?.message, "unknown key 'name' in 'image'; did you mean 'named'?")
  }

  // MARK: Fonts

  func testFontForms() {
    let cases: [(String, FontSpec)] = [
      ("headline", FontSpec(style: .headline)),
      ("title1", FontSpec(style: .title)),
      ("caption1", FontSpec(style: .caption)),
      ("{ style: title3, weight: semibold }", FontSpec(style: .title3, weight: .semibold)),
      ("{ size: 17 }", FontSpec(size: 17)),
      ("{ size: 13, weight: light }", FontSpec(size: 13, weight: .light)),
      ("{ weight: heavy }", FontSpec(weight: .heavy)),
    ]
    for (text, font) in cases {
      XCTAssertEqual(modifiers("[{ font: \(text) }]"), [.font(font)], text)
    }
  }

  func testFontErrors() {
    let spec = hostingSpec(
      "Text: x\nmodifiers: [{ font: headlne }, { font: { style: body, size: 3 } }]")
    let loaded = assertDiagnostics(
      spec, ["8:29 error unknown-value", "8:48 error invalid-modifier"])
    XCTAssertEqual(
      diagnostic(loaded, 0)?.message, "unknown text style 'headlne'; did you mean 'headline'?")
  }

  // MARK: Accessories

  func testAccessoryForms() throws {
    let spec = try XCTUnwrap(
      assertClean(
        """
        listspec: 1
        list: { appearance: plain }
        cells:
          row:
            content: { text: x }
            accessories:
              - disclosureIndicator
              - checkmark:
              - delete: { displayed: always, tintColor: systemRed }
              - label: { text: "{count}" }
              - reorder
        sections: [{ id: s, cell: row, items: [{ id: a, count: 2 }] }]
        """))
    let accessories = try XCTUnwrap(spec.cells.first?.accessories)
    XCTAssertEqual(
      accessories.map(\.kind), [.disclosureIndicator, .checkmark, .delete, .label, .reorder])
    XCTAssertEqual(accessories[2].displayed, .always)
    XCTAssertEqual(accessories[2].tintColor, .value(.system(.systemRed)))
    XCTAssertEqual(accessories[3].text?.evaluate(fields: ["count": "2"]), "2")
    XCTAssertEqual(
      accessories.map(\.effectiveDisplayedState),
      [.always, .always, .always, .always, .whenEditing])
  }

  func testAccessoryErrors() {
    assertDiagnostics(
      """
      listspec: 1
      list: { appearance: plain }
      cells:
        row:
          content: { text: x }
          accessories:
            - { checkmark: {}, detail: {} }
            - label: { txt: x }
            - delete: { displayed: editing }
      sections: [{ id: s, cell: row, items: [{ id: a }] }]
      """,
      ["7:9 error type-mismatch", "8:18 error unknown-key", "9:30 error unknown-value"])
  }

  // MARK: Sections and items

  func testSectionCellIsTheDefaultAndItemsMayOverrideIt() throws {
    let spec = try XCTUnwrap(
      assertClean(
        """
        listspec: 1
        list: { appearance: plain }
        cells:
          row: { content: { text: "{id}" } }
          big: { content: { text: "{id}", style: subtitleCell } }
        sections:
          - id: 7
            cell: row
            items:
              - { id: 1 }
              - { id: two, cell: big, enabled: true, score: 9.5 }
        """))
    let section = try XCTUnwrap(spec.sections.first)
    XCTAssertEqual(section.id, "7")
    XCTAssertEqual(section.cell, "row")
    XCTAssertEqual(section.items.map(\.cell), ["row", "big"])
    XCTAssertEqual(section.items.map(\.id), ["1", "two"])
    XCTAssertEqual(
      section.items[1].fields, ["id": "two", "cell": "big", "enabled": "true", "score": "9.5"])
    XCTAssertEqual(section.items[0].cellRange.start.description, "8:11")
    XCTAssertEqual(section.items[1].cellRange.start.description, "11:26")
  }

  func testItemFieldsMustBeScalars() {
    assertDiagnostics(
      """
      listspec: 1
      list: { appearance: plain }
      cells:
        row: { content: { text: "{id}" } }
      sections:
        - id: s
          cell: row
          items:
            - { id: a, tags: [x, y], note: }
      """, ["9:24 error type-mismatch", "9:38 error type-mismatch"])
  }

  // MARK: Views

  func testStackLongFormAndListShorthand() throws {
    let long = try XCTUnwrap(
      hostedView(
        """
        HStack:
          alignment: firstTextBaseline
          spacing: 4
          children: [{ Text: "{name}" }, Spacer]
        """))
    guard case .hStack(let stack) = long.kind else { return XCTFail("expected an HStack") }
    XCTAssertEqual(stack.verticalAlignment, .firstTextBaseline)
    XCTAssertEqual(stack.spacing, 4)
    XCTAssertEqual(stack.children.map(\.kind.name), ["Text", "Spacer"])

    let short = try XCTUnwrap(hostedView("VStack: [{ Text: \"{name}\" }, Divider]"))
    guard case .vStack(let vStack) = short.kind else { return XCTFail("expected a VStack") }
    XCTAssertEqual(vStack.children.map(\.kind.name), ["Text", "Divider"])
    XCTAssertEqual(vStack.horizontalAlignment, .center)
    XCTAssertNil(vStack.spacing)
  }

  func testZStackAlignmentSetsBothAxes() throws {
    let view = try XCTUnwrap(
      hostedView("ZStack: { alignment: bottomTrailing, children: [Circle] }"))
    guard case .zStack(let stack) = view.kind else { return XCTFail("expected a ZStack") }
    XCTAssertEqual(stack.horizontalAlignment, .trailing)
    XCTAssertEqual(stack.verticalAlignment, .bottom)
  }

  func testBareViewsAndShapes() throws {
    let view = try XCTUnwrap(
      hostedView(
        """
        HStack:
          - Spacer
          - Spacer:
          - Spacer: { minLength: 8 }
          - Divider
          - Rectangle
          - Capsule: { fill: red }
          - Circle:
            fill: blue
          - RoundedRectangle: { cornerRadius: 12, fill: systemYellow }
          - Color: "#000000"
          - Image: { systemName: star }
        """))
    guard case .hStack(let stack) = view.kind else { return XCTFail("expected an HStack") }
    XCTAssertEqual(
      stack.children.map(\.kind),
      [
        .spacer(minLength: nil), .spacer(minLength: nil), .spacer(minLength: 8), .divider,
        .shape(.rectangle, fill: nil), .shape(.capsule, fill: .value(.system(.red))),
        .shape(.circle, fill: .value(.system(.blue))),
        .shape(.roundedRectangle(cornerRadius: 12), fill: .value(.system(.systemYellow))),
        .color(.value(.rgba(RGBA(red: 0, green: 0, blue: 0)))),
        .image(Template(literal: "star", range: view.range)),
      ])
  }

  func testViewErrors() {
    assertDiagnostics(
      hostingSpec(
        """
        VStack:
          - Text
          - Txt: x
          - { Text: a, Image: { systemName: b } }
          - Divider: 3
          - Text: b
            fill: red
          - Banner
          - 42
        """),
      [
        "8:13 error invalid-view", "9:13 error unknown-key", "10:24 error invalid-view",
        "11:22 error invalid-view", "13:19 error invalid-view", "14:13 error unknown-value",
        "15:13 error unknown-value",
      ])
  }

  // MARK: Modifiers

  func testPaddingForms() {
    XCTAssertEqual(
      modifiers(
        "[padding, { padding: }, { padding: 8 }, { padding: horizontal }, { padding: { vertical: 4, leading: } }]"
      ),
      [
        .padding(edges: .all, length: nil), .padding(edges: .all, length: nil),
        .padding(edges: .all, length: 8), .padding(edges: .horizontal, length: nil),
        .padding(edges: .vertical, length: 4), .padding(edges: .leading, length: nil),
      ])
  }

  func testEveryModifier() {
    var decoded = modifiers(
      """
      - frame: { width: 40, height: 70, alignment: leading }
      - frame: { minWidth: 10, idealWidth: 20, maxWidth: .inf, minHeight: 1, idealHeight: 2, maxHeight: infinity }
      - background: systemYellow
      - background: { RoundedRectangle: { cornerRadius: 12 }, fill: systemYellow }
      - foregroundStyle: secondaryLabel
      - foregroundColor: red
      - fontWeight: semibold
      - alignmentGuide: { listRowSeparatorLeading: leading }
      - alignmentGuide: { listRowSeparatorTrailing: trailing }
      - cornerRadius: 4
      - opacity: 0.5
      - lineLimit: 2
      - imageScale: small
      """)
    // A view background holds source positions; compare its kind on its own.
    guard decoded.count > 3, case .background(.view(let shape)) = decoded.remove(at: 3) else {
      return XCTFail("expected a view background, got \(decoded)")
    }
    XCTAssertEqual(
      shape.kind, .shape(.roundedRectangle(cornerRadius: 12), fill: .value(.system(.systemYellow))))
    XCTAssertEqual(
      decoded,
      [
        .frame(Frame(width: 40, height: 70, alignment: .leading)),
        .frame(
          Frame(
            minWidth: 10, idealWidth: 20, maxWidth: .infinity, minHeight: 1, idealHeight: 2,
            maxHeight: .infinity)),
        .background(.color(.system(.systemYellow))),
        .foregroundStyle(.system(.secondaryLabel)), .foregroundStyle(.system(.red)),
        .fontWeight(.semibold), .alignmentGuide(.listRowSeparatorLeading, .leading),
        .alignmentGuide(.listRowSeparatorTrailing, .trailing), .cornerRadius(4), .opacity(0.5),
        .lineLimit(2), .imageScale(.small),
      ])
  }

  func testModifierErrors() {
    let loaded = assertDiagnostics(
      hostingSpec(
        """
        Text: x
        modifiers:
          - frame
          - fram: {}
          - { padding: 1, frame: {} }
          - frame: { width: 10, maxWidth: 20 }
          - padding: { sides: 2 }
          - alignmentGuide: { listRowSeparatorCenter: leading }
          - alignmentGuide: { listRowSeparatorLeading: middle }
          - imageScale: huge
          - alignmentGuide: { listRowSeparatorLeading: leading, listRowSeparatorTrailing: trailing }
        """),
      [
        "9:13 error invalid-modifier", "10:13 error unknown-value", "11:27 error invalid-modifier",
        "12:20 error invalid-modifier", "13:24 error unknown-key", "14:31 error unknown-value",
        "15:56 error unknown-value", "16:25 error unknown-value", "17:65 error invalid-modifier",
      ])
    XCTAssertEqual(
      diagnostic(loaded, 2)?.message,
      "a modifier mapping holds one modifier; 'frame' follows 'padding' — write each modifier as its own list item, in order"
    )
  }

  // MARK: Hosting configuration

  func testHostingMarginsMinSizeAndBackground() throws {
    let spec = try XCTUnwrap(
      assertClean(
        """
        listspec: 1
        list: { appearance: plain }
        cells:
          row:
            hosting:
              content: Spacer
              margins: { horizontal: 50, top: 2 }
              minSize: { height: 44 }
              background: systemGray6
          uniform:
            hosting: { content: Divider, margins: 8 }
        sections: [{ id: s, items: [{ id: a, cell: row }, { id: b, cell: uniform }] }]
        """))
    guard case .hosting(let row) = spec.cells[0].kind,
      case .hosting(let uniform) = spec.cells[1].kind
    else { return XCTFail("expected hosting cells") }
    XCTAssertEqual(row.margins, EdgeLengths(top: 2, leading: 50, bottom: nil, trailing: 50))
    XCTAssertNil(row.minWidth)
    XCTAssertEqual(row.minHeight, 44)
    XCTAssertEqual(row.background, .value(.system(.systemGray6)))
    XCTAssertEqual(uniform.margins, EdgeLengths(top: 8, leading: 8, bottom: 8, trailing: 8))
  }

  // MARK: YAML sharing

  func testAnchorsAliasesAndMergeKeysShareStyles() throws {
    let spec = try XCTUnwrap(
      assertClean(
        """
        listspec: 1
        list: { appearance: plain }
        cells:
          title:
            content:
              text: "{id}"
              textProperties: &style { font: headline, color: systemBlue }
          subtitle:
            content:
              text: "{id}"
              textProperties: *style
          footnote:
            content:
              text: "{id}"
              textProperties:
                <<: *style
                font: footnote
        sections: [{ id: s, items: [{ id: a, cell: title }, { id: b, cell: subtitle }, { id: c, cell: footnote }] }]
        """))
    let properties = spec.cells.compactMap { cell -> TextProperties? in
      if case .content(let content) = cell.kind { return content.textProperties }
      return nil
    }
    XCTAssertEqual(
      properties,
      [
        TextProperties(font: FontSpec(style: .headline), color: .system(.systemBlue)),
        TextProperties(font: FontSpec(style: .headline), color: .system(.systemBlue)),
        TextProperties(font: FontSpec(style: .footnote), color: .system(.systemBlue)),
      ])
  }

  func testErrorsInAliasedNodesPointAtTheAlias() {
    assertDiagnostics(
      """
      listspec: 1
      list: { appearance: plain, backgroundColor: &bad sytemRed }
      cells:
        row: { content: { text: x }, backgroundColor: *bad }
      sections: [{ id: s, items: [{ id: a, cell: row }] }]
      """, ["2:50 error invalid-color", "4:49 error invalid-color"])
  }
}

/// Edge forms found in review: each gets its own clear message.
final class DecoderEdgeFormTests: XCTestCase {
  func ids(_ text: String) -> [String] {
    ListSpecLoader.load(text: text).diagnostics.map {
      "\($0.id.rawValue)@\($0.range?.start.line ?? 0)"
    }
  }

  let prefix = """
    listspec: 1
    list: { appearance: plain }
    cells:
      row:
        hosting:
          content:
            Text: "{t}"
            modifiers:

    """

  func testEmptyFrameAndFontAreErrors() {
    XCTAssertEqual(
      ids(prefix + "          - frame: {}\n          - font: {}\nsections: []\n"),
      ["invalid-modifier@9", "invalid-modifier@10"])
  }

  func testDecimalFormatVersionSaysWriteAWholeNumber() throws {
    let loaded = ListSpecLoader.load(text: "listspec: 1.0\n")
    XCTAssertEqual(loaded.diagnostics.map(\.id), [.typeMismatch])
    XCTAssertTrue(
      loaded.diagnostics[0].message.contains("write 'listspec: 1'"), loaded.diagnostics[0].message)
  }

  func testUTF16FileHasNoLocationToQuote() {
    let loaded = ListSpecLoader.load(
      source: SourceFile(path: "u.yaml", bytes: [0xFE, 0xFF, 0x00, 0x61]))
    XCTAssertEqual(loaded.diagnostics.map(\.id), [.notUTF8])
    XCTAssertNil(loaded.diagnostics[0].range)
  }
}

final class SeparatorDefaultTests: XCTestCase {
  func spec(_ list: String) throws -> ListSpecDocument {
    try XCTUnwrap(
      ListSpecLoader.load(text: "listspec: 1\nlist: \(list)\nsections: []\n").spec)
  }

  func testSidebarsHaveNoSeparatorsUnlessAsked() throws {
    XCTAssertTrue(try spec("{ appearance: insetGrouped }").list.showsSeparators)
    XCTAssertFalse(try spec("{ appearance: sidebar }").list.showsSeparators)
    XCTAssertFalse(try spec("{ appearance: sidebarPlain }").list.showsSeparators)
    XCTAssertTrue(try spec("{ appearance: sidebar, showsSeparators: true }").list.showsSeparators)
    XCTAssertFalse(try spec("{ appearance: plain, showsSeparators: false }").list.showsSeparators)
  }
}

/// Findings of the first review: each was a crash, a broken fix-it, or a doubled message.
final class ReviewFindingTests: XCTestCase {
  func found(_ text: String) -> [String] {
    ListSpecLoader.load(text: text).diagnostics.map {
      "\($0.range.map { "\($0.start.line):\($0.start.column)" } ?? "-") \($0.id.rawValue)"
    }
  }

  let cell = "listspec: 1\nlist: { appearance: plain }\ncells:\n  c:\n"

  func testHugeNumbersAreRejectedBeforeTheyReachC() {
    XCTAssertEqual(
      found(
        cell + "    content: { text: x, textProperties: { numberOfLines: 3000000000 } }\n"
          + "sections: [{ id: s, cell: c, items: [{ id: a }] }]\n"),
      ["5:58 invalid-number"])
    XCTAssertEqual(
      found(
        cell + "    hosting: { content: { Text: x, modifiers: [{ frame: { height: 1e300 } }] } }\n"
          + "sections: [{ id: s, cell: c, items: [{ id: a }] }]\n"),
      ["5:67 invalid-number"])
  }

  func testAFixItOnAnAnchoredValueLeavesTheAnchor() throws {
    let loaded = ListSpecLoader.load(
      text: "listspec: 1\nlist:\n  appearance: plain\n  backgroundColor: &bg systemGrey\n"
        + "sections: []\n")
    let fixIt = try XCTUnwrap(loaded.diagnostics.first?.fixIts.first)
    XCTAssertEqual(fixIt.range.start.column, 24)
    XCTAssertEqual(fixIt.range.end.column, 34)
    XCTAssertEqual(fixIt.replacement, "systemGray")
  }

  func testAProblemInAnAnchoredMappingIsReportedOnce() {
    XCTAssertEqual(
      found(
        cell + "    content: { text: x, textProperties: &style { colr: label } }\n"
          + "  d:\n    content: { text: y, textProperties: *style }\n"
          + "sections: [{ id: s, items: [{ id: a, cell: c }, { id: b, cell: d }] }]\n"),
      ["5:50 unknown-key"])
  }

  func testAMisspelledRequiredKeyIsNotAlsoMissing() {
    XCTAssertEqual(
      found("listspec: 1\nlist: { apperance: grouped }\nsections: []\n"),
      ["2:9 unknown-key"])
  }

  func testABadItemIDIsNotAlsoADuplicate() {
    XCTAssertEqual(
      found(
        cell + "    content: { text: x }\n"
          + "sections: [{ id: s, cell: c, items: [{ id: [x] }, { id: [y] }, { id: a, cell: }] }]\n"
      ),
      ["6:44 type-mismatch", "6:57 type-mismatch", "6:79 type-mismatch"])
  }

  func testUnquotedTemplateFollowedByTextIsNamed() {
    XCTAssertEqual(
      found(cell + "    content:\n      text: {count} items\nsections: []\n"),
      ["6:13 unquoted-placeholder"])
  }

  /// The range covers the bytes of `{Grüße}`, not as many bytes as it has characters.
  func testUnquotedTemplateRangeCountsBytes() throws {
    let text = cell + "    content:\n      text: {Grüße} items\nsections: []\n"
    let loaded = ListSpecLoader.load(text: text)
    let range = try XCTUnwrap(loaded.diagnostics.first?.range)
    XCTAssertEqual(loaded.diagnostics.map(\.id), [.unquotedPlaceholder])
    XCTAssertEqual(
      String(decoding: Array(text.utf8)[range.start.offset..<range.end.offset], as: UTF8.self),
      "{Grüße}")
    XCTAssertEqual(range.end.column - range.start.column, 7)
  }

  func testUnquotedHexColorInAFlowMappingIsNamed() {
    XCTAssertEqual(
      found("listspec: 1\nlist: { appearance: plain, backgroundColor: #FF9500 }\nsections: []\n"),
      ["2:45 yaml-syntax"])
  }

  /// `\u00e9` and `\t` are one character each of the value: the caret still finds the
  /// unclosed `{` where it is written, as it does behind a single-quoted `''`.
  func testEscapesDoNotMoveTheTemplateCaret() {
    XCTAssertEqual(
      found(
        cell + "    content: { text: \"\\u00e9\\t{name} {\" }\n"
          + "sections: [{ id: s, cell: c, items: [{ id: a, name: n }] }]\n"),
      ["5:38 invalid-template"])
    XCTAssertEqual(
      found(
        cell + "    content: { text: 'it''s {name} }' }\n"
          + "sections: [{ id: s, cell: c, items: [{ id: a, name: n }] }]\n"),
      ["5:36 invalid-template"])
    // Folded over two lines: only the whole string can be pointed at.
    XCTAssertEqual(
      found(
        cell + "    content: { text: \"a\n      {\" }\n"
          + "sections: [{ id: s, cell: c, items: [{ id: a, name: n }] }]\n"),
      ["5:22 invalid-template"])
  }

  func testNoTemplatesDefinedSaysSo() {
    let loaded = ListSpecLoader.load(
      text:
        "listspec: 1\nlist: { appearance: plain }\nsections: [{ id: s, items: [{ id: a, cell: nope }] }]\n"
    )
    XCTAssertEqual(
      loaded.diagnostics.first?.message, "unknown cell template 'nope' (none are defined)")
  }
}
