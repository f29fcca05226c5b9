import XCTest

@testable import ListSpec

/// One failing and one passing case per validation rule. Failing cases assert the id, the
/// severity and the exact line:column of every diagnostic, so a rule that stops firing, fires
/// twice or points at the wrong node fails here.
final class ValidationRuleTests: XCTestCase {
  // MARK: Format version

  func testMissingFormatVersionIsReportedAtTheTopWithAFixIt() {
    let loaded = assertDiagnostics(
      """
      list: { appearance: plain }
      sections: []
      """, ["1:1 error missing-format-version"])
    XCTAssertEqual(diagnostic(loaded, 0)?.fixIts.map(\.replacement), ["listspec: 1\n"])
    XCTAssertNil(loaded.spec)
  }

  func testUnsupportedFormatVersion() {
    let loaded = assertDiagnostics(
      """
      listspec: 2
      list: { appearance: plain }
      sections: []
      """, ["1:11 error unsupported-format-version"])
    XCTAssertEqual(onlyMessage(loaded), "this listspec reads format 1; the file is format 2")
  }

  func testQuotedFormatVersionAsksToRemoveTheQuotes() {
    let loaded = assertDiagnostics(
      """
      listspec: "1"
      list: { appearance: plain }
      sections: []
      """, ["1:11 error type-mismatch"])
    XCTAssertEqual(
      onlyMessage(loaded), "'listspec' must be a number, found a string; remove the quotes")
  }

  func testSupportedFormatVersionIsClean() {
    assertClean(
      """
      listspec: 1
      list: { appearance: plain }
      sections: []
      """)
  }

  func testEmptyDocument() {
    assertDiagnostics("", ["1:1 error empty-document"])
    assertDiagnostics("# only a comment\n", ["1:1 error empty-document"])
  }

  // MARK: Wrong types, unknown keys and values

  func testUnknownKeySuggestsTheClosestKey() {
    let loaded = assertDiagnostics(
      """
      listspec: 1
      list:
        appearance: plain
        showSeparators: false
      sections: []
      """, ["4:3 error unknown-key"])
    XCTAssertEqual(
      onlyMessage(loaded), "unknown key 'showSeparators' in 'list'; did you mean 'showsSeparators'?"
    )
    XCTAssertEqual(diagnostic(loaded, 0)?.fixIts.map(\.replacement), ["showsSeparators"])
  }

  func testUnknownKeyFarFromEveryKeyListsTheKnownKeys() {
    let loaded = assertDiagnostics(
      """
      listspec: 1
      list: { appearance: plain }
      sections: []
      theme: dark
      """, ["4:1 error unknown-key"])
    XCTAssertEqual(
      onlyMessage(loaded),
      "unknown key 'theme' in the spec (expected one of: listspec, name, platform, preview, list, cells, sections, navigationBar, assets)"
    )
  }

  func testUnknownValueSuggestsTheClosestValue() {
    let loaded = assertDiagnostics(
      """
      listspec: 1
      list: { appearance: insetGroupd }
      sections: []
      """, ["2:21 error unknown-value"])
    XCTAssertEqual(
      onlyMessage(loaded), "unknown appearance 'insetGroupd'; did you mean 'insetGrouped'?")
    XCTAssertEqual(diagnostic(loaded, 0)?.fixIts.map(\.replacement), ["insetGrouped"])
  }

  func testUnknownValueWithoutSuggestionListsTheChoices() {
    let loaded = assertDiagnostics(
      """
      listspec: 1
      list: { appearance: plain, footerMode: always }
      sections: []
      """, ["2:40 error unknown-value"])
    XCTAssertEqual(
      onlyMessage(loaded), "unknown footerMode 'always' (expected one of: none, supplementary)")
  }

  func testWrongTypes() {
    let loaded = assertDiagnostics(
      """
      listspec: 1
      list:
        appearance: plain
        showsSeparators: 3
        headerTopPadding: "8"
        separatorConfiguration: [red]
      sections: { id: main }
      """,
      [
        "4:20 error type-mismatch", "5:21 error type-mismatch", "6:27 error type-mismatch",
        "7:11 error type-mismatch",
      ])
    XCTAssertEqual(
      loaded.diagnostics.map(\.message),
      [
        "'showsSeparators' must be a boolean ('true' or 'false'), found a number",
        "'headerTopPadding' must be a number, found a string; remove the quotes",
        "'separatorConfiguration' must be a mapping, found a sequence",
        "'sections' must be a list, found a mapping",
      ])
  }

  func testRightTypesAreClean() {
    assertClean(
      """
      listspec: 1
      platform: { iOS: "15.0" }
      list:
        appearance: plain
        showsSeparators: true
        headerTopPadding: 8
        separatorConfiguration: { color: red }
      sections: [{ id: main }]
      """)
  }

  func testYesAndNoAreStringsWithADidYouMean() {
    let loaded = assertDiagnostics(
      """
      listspec: 1
      list:
        appearance: plain
        showsSeparators: no
      cells:
        row:
          content: { text: "{name}", prefersSideBySideTextAndSecondaryText: yes }
      sections:
        - { id: main, cell: row, items: [{ id: a, name: A }] }
      """, ["4:20 error type-mismatch", "7:71 error type-mismatch"])
    XCTAssertEqual(
      loaded.diagnostics.map(\.message),
      [
        "'showsSeparators' must be a boolean; 'no' is a string in YAML 1.2 — did you mean 'false'?",
        "'prefersSideBySideTextAndSecondaryText' must be a boolean; 'yes' is a string in YAML 1.2 — did you mean 'true'?",
      ])
    XCTAssertEqual(loaded.diagnostics.flatMap(\.fixIts).map(\.replacement), ["false", "true"])
  }

  // MARK: Missing required fields

  func testMissingRequiredKeys() {
    let loaded = assertDiagnostics(
      """
      listspec: 1
      list: { showsSeparators: true }
      cells:
        row:
          hosting: { margins: 4 }
      """,
      ["1:1 error missing-key", "2:7 error missing-key", "5:14 error missing-key"])
    XCTAssertEqual(
      loaded.diagnostics.map(\.message),
      [
        "the spec is missing the required key 'sections'",
        "'list' is missing the required key 'appearance'",
        "'hosting' is missing the required key 'content'",
      ])
  }

  func testMissingListAndSectionAndItemIDs() {
    let loaded = assertDiagnostics(
      """
      listspec: 1
      sections:
        - header: No id
        - id: b
          items:
            - { name: x }
      """, ["1:1 error missing-key", "3:5 error missing-key", "6:9 error missing-key"])
    XCTAssertEqual(
      loaded.diagnostics.map(\.message),
      [
        "the spec is missing the required key 'list'",
        "a section is missing the required key 'id'",
        "an item is missing the required key 'id'",
      ])
  }

  func testCellTemplateNeedsExactlyOneOfContentAndHosting() {
    assertDiagnostics(
      """
      listspec: 1
      list: { appearance: plain }
      cells:
        both:
          content: { text: x }
          hosting: { content: Spacer }
        neither:
          accessories: [checkmark]
      sections: []
      """, ["4:3 error invalid-cell-template", "7:3 error invalid-cell-template"])
  }

  func testItemsOfATemplateThatFailedToDecodeAreNotToldItDoesNotExist() {
    // The template's own problem is the one to fix; "unknown cell template 'row' (none are
    // defined)" at every item would send the reader looking for a typo.
    assertDiagnostics(
      """
      listspec: 1
      list: { appearance: plain }
      cells:
        row:
          content: { text: x }
          hosting: { content: Spacer }
      sections:
        - id: main
          items: [{ id: a, cell: row }, { id: b, cell: rwo }]
      """, ["4:3 error invalid-cell-template", "9:50 error unknown-cell-template"])
  }

  // MARK: Identifiers

  func testDuplicateSectionIDPointsAtTheSecondWithANoteAtTheFirst() {
    let loaded = assertDiagnostics(
      """
      listspec: 1
      list: { appearance: plain }
      sections:
        - id: main
        - id: other
        - id: main
      """, ["6:9 error duplicate-section-id"])
    let notes = diagnostic(loaded, 0)?.notes ?? []
    XCTAssertEqual(notes.map(\.message), ["'main' first used here"])
    XCTAssertEqual(notes.first?.range?.start.description, "4:9")
  }

  func testDistinctSectionIDsAreClean() {
    assertClean(
      """
      listspec: 1
      list: { appearance: plain }
      sections:
        - id: main
        - id: 1
        - id: "01"
      """)
  }

  func testDuplicateItemIDAcrossSections() {
    let loaded = assertDiagnostics(
      """
      listspec: 1
      list: { appearance: plain }
      cells:
        row: { content: { text: "{id}" } }
      sections:
        - id: first
          cell: row
          items: [{ id: a }, { id: b }]
        - id: second
          cell: row
          items:
            - { id: c }
            - { id: a }
      """, ["13:15 error duplicate-item-id"])
    XCTAssertEqual(diagnostic(loaded, 0)?.notes.first?.range?.start.description, "8:19")
    XCTAssertTrue(
      diagnostic(loaded, 0)?.message.contains("supplied item identifiers are not unique") == true)
  }

  func testItemIDsThatDifferOnlyInUnicodeNormalisationAreDuplicates() {
    // "é" precomposed and "e" + combining acute are the same Swift String, as in the app.
    assertDiagnostics(
      """
      listspec: 1
      list: { appearance: plain }
      cells:
        row: { content: { text: "{id}" } }
      sections:
        - id: main
          cell: row
          items: [{ id: "caf\u{E9}" }, { id: "cafe\u{301}" }]
      """, ["8:35 error duplicate-item-id"])
  }

  func testAnASCIIIDAndItsCanonicalEquivalentAreDuplicates() {
    // KELVIN SIGN is canonically "K": an ASCII id and a non-ASCII one can be equal.
    assertDiagnostics(
      """
      listspec: 1
      list: { appearance: plain }
      cells:
        row: { content: { text: "{id}" } }
      sections:
        - { id: first, cell: row, items: [{ id: "K" }, { id: a }] }
        - { id: second, cell: row, items: [{ id: b }, { id: "\u{212A}" }, { id: a }] }
      """, ["7:55 error duplicate-item-id", "7:68 error duplicate-item-id"])
  }

  func testUniqueItemIDsAreClean() {
    assertClean(
      """
      listspec: 1
      list: { appearance: plain }
      cells:
        row: { content: { text: "{id}" } }
      sections:
        - { id: first, cell: row, items: [{ id: a }, { id: b }] }
        - { id: second, cell: row, items: [{ id: c }] }
      """)
  }

  // MARK: Items against cell templates

  func testUnknownCellTemplateSuggestsTheClosestName() {
    let loaded = assertDiagnostics(
      """
      listspec: 1
      list: { appearance: plain }
      cells:
        row: { content: { text: "{id}" } }
      sections:
        - id: main
          cell: row
          items:
            - { id: a }
            - { id: b, cell: rwo }
      """, ["10:24 error unknown-cell-template"])
    XCTAssertEqual(onlyMessage(loaded), "unknown cell template 'rwo'; did you mean 'row'?")
  }

  func testUnknownSectionDefaultCellPointsAtTheSectionsCell() {
    assertDiagnostics(
      """
      listspec: 1
      list: { appearance: plain }
      cells:
        row: { content: { text: "{id}" } }
      sections:
        - id: main
          cell: header
          items: [{ id: a }]
      """,
      ["7:11 error unknown-cell-template"])
  }

  func testItemWithoutAnyCell() {
    let loaded = assertDiagnostics(
      """
      listspec: 1
      list: { appearance: plain }
      sections:
        - id: main
          items:
            - { id: a }
      """, ["6:9 error unknown-cell-template"])
    XCTAssertEqual(
      onlyMessage(loaded), "item 'a' names no 'cell' and its section has no default 'cell'")
  }

  func testTemplateReadingAFieldTheItemLacks() {
    let loaded = assertDiagnostics(
      """
      listspec: 1
      list: { appearance: plain }
      cells:
        row:
          content:
            text: "{title}"
            secondaryText: "{subtitle}"
      sections:
        - id: main
          cell: row
          items:
            - { id: a, title: A, subtitle: B }
            - { id: b, title: B }
      """, ["13:15 error missing-item-field"])
    XCTAssertEqual(
      onlyMessage(loaded), "item 'b' has no field 'subtitle', which cell template 'row' reads")
    XCTAssertEqual(diagnostic(loaded, 0)?.notes.first?.range?.start.description, "7:22")
  }

  func testFieldsReadByAccessoriesAndNestedViewsAreChecked() {
    assertDiagnostics(
      """
      listspec: 1
      list: { appearance: plain }
      cells:
        row:
          hosting:
            content:
              HStack:
                - Text: "{title}"
                  modifiers:
                    - background: { Text: "{shadow}" }
          accessories: [{ label: { text: "{count}" } }]
      sections:
        - id: main
          cell: row
          items: [{ id: a, title: A }]
      """, ["15:19 error missing-item-field", "15:19 error missing-item-field"])
  }

  func testItemWithEveryFieldIsClean() {
    assertClean(
      """
      listspec: 1
      list: { appearance: plain }
      cells:
        row:
          content: { text: "{title}", secondaryText: "{id}" }
          accessories: [{ label: { text: "{count}" } }]
      sections:
        - id: main
          cell: row
          items: [{ id: a, title: A, count: 3 }]
      """)
  }

  func testUnusedCellTemplateIsAWarning() {
    let loaded = assertDiagnostics(
      """
      listspec: 1
      list: { appearance: plain }
      cells:
        spare: { content: { text: x } }
      sections: []
      """, ["4:3 warning unused-cell-template"])
    XCTAssertNotNil(loaded.spec)
  }

  // MARK: Sizes, numbers and colors

  func testNegativeAndNonFiniteSizes() {
    let loaded = assertDiagnostics(
      """
      listspec: 1
      list: { appearance: plain, headerTopPadding: -1 }
      cells:
        row:
          content:
            text: x
            imageToTextPadding: .nan
            textToSecondaryTextVerticalPadding: .inf
            directionalLayoutMargins: { top: -4 }
      sections: [{ id: main, items: [{ id: a, cell: row }] }]
      """,
      [
        "2:46 error invalid-number", "7:27 error invalid-number", "8:43 error invalid-number",
        "9:40 error invalid-number",
      ])
    XCTAssertEqual(
      loaded.diagnostics.map(\.message),
      [
        "'headerTopPadding' must not be negative (found -1)",
        "'imageToTextPadding' must be a finite number, not '.nan'",
        "'textToSecondaryTextVerticalPadding' must be a finite number, not '.inf'",
        "'top' must not be negative (found -4)",
      ])
  }

  func testZeroAndInfiniteMaximumsAreAccepted() {
    assertClean(
      """
      listspec: 1
      list: { appearance: plain, headerTopPadding: 0 }
      cells:
        row:
          hosting:
            content:
              Text: x
              modifiers: [{ frame: { minWidth: 0, maxWidth: .inf, maxHeight: infinity } }]
      sections: [{ id: main, items: [{ id: a, cell: row }] }]
      """)
  }

  func testOutOfRangeModifierNumbers() {
    assertDiagnostics(
      """
      listspec: 1
      list: { appearance: plain }
      cells:
        row:
          hosting:
            content:
              Text: x
              modifiers:
                - opacity: 1.5
                - lineLimit: 0
                - font: { size: 0 }
                - frame: { minWidth: 20, maxWidth: 10 }
      sections: [{ id: main, items: [{ id: a, cell: row }] }]
      """,
      [
        "9:22 error invalid-number", "10:24 error invalid-number", "11:27 error invalid-number",
        "12:20 error invalid-number",
      ])
  }

  func testUnknownColors() {
    let loaded = assertDiagnostics(
      """
      listspec: 1
      list:
        appearance: plain
        backgroundColor: sytemBlue
        separatorConfiguration: { color: "#12345" }
      sections: []
      """, ["4:20 error invalid-color", "5:36 error invalid-color"])
    XCTAssertEqual(
      loaded.diagnostics.map(\.message),
      [
        "unknown color 'sytemBlue'; did you mean 'systemBlue'?",
        "unknown color '#12345'; use a UIKit system color name (e.g. systemBlue, label) or '#RRGGBB[AA]'",
      ])
  }

  func testUnquotedHexColorIsAComment() {
    let loaded = assertDiagnostics(
      """
      listspec: 1
      list:
        appearance: plain
        backgroundColor: #FF9500
      sections: []
      """, ["4:19 error type-mismatch"])
    XCTAssertEqual(
      onlyMessage(loaded),
      "'backgroundColor' must be a color, found null; an unquoted '#RRGGBB' starts a YAML comment, so quote hex colors: \"#RRGGBB\""
    )
  }

  func testSystemAndHexColorsAreClean() {
    assertClean(
      """
      listspec: 1
      list:
        appearance: plain
        backgroundColor: systemGroupedBackground
        separatorConfiguration: { color: "#3C3C434A", multipleSelectionColor: "#007AFF" }
      sections: []
      """)
  }

  // MARK: Accessories

  func testSameSystemAccessoryTwice() {
    let loaded = assertDiagnostics(
      """
      listspec: 1
      list: { appearance: plain }
      cells:
        row:
          content: { text: x }
          accessories:
            - checkmark
            - disclosureIndicator
            - checkmark: { tintColor: red }
      sections: [{ id: main, items: [{ id: a, cell: row }] }]
      """, ["9:9 error duplicate-accessory"])
    XCTAssertEqual(diagnostic(loaded, 0)?.notes.first?.range?.start.description, "7:9")
  }

  func testAmbiguousOrShortPrefixesListTheChoices() {
    // 'sidebar' starts two appearances and 'ins' is too short to guess from.
    let loaded = assertDiagnostics(
      """
      listspec: 1
      list: { appearance: plain }
      cells:
        row:
          content: { text: x, style: sidebar }
          accessories: [ins]
      sections: [{ id: main, items: [{ id: a, cell: row }] }]
      """, ["5:32 error unknown-value", "6:19 error unknown-value"])
    XCTAssertEqual(
      loaded.diagnostics.map(\.message),
      [
        "unknown style 'sidebar' (expected one of: cell, subtitleCell, valueCell, sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell, accompaniedSidebarSubtitleCell)",
        "unknown accessory 'ins' (expected one of: disclosureIndicator, outlineDisclosure, checkmark, delete, insert, reorder, multiselect, label, detail, popUpMenu, customView)",
      ])
  }

  func testDifferentAccessoriesAreClean() {
    assertClean(
      """
      listspec: 1
      list: { appearance: plain }
      cells:
        row:
          content: { text: x }
          accessories: [checkmark, disclosureIndicator, { label: { text: "3" } }]
      sections: [{ id: main, items: [{ id: a, cell: row }] }]
      """)
  }

  func testUnknownAccessory() {
    let loaded = assertDiagnostics(
      """
      listspec: 1
      list: { appearance: plain }
      cells:
        row:
          content: { text: x }
          accessories: [disclosure, { chekmark: { displayed: sometimes } }]
      sections: [{ id: main, items: [{ id: a, cell: row }] }]
      """, ["6:19 error unknown-value", "6:33 error unknown-value"])
    XCTAssertEqual(
      loaded.diagnostics.map(\.message),
      [
        "unknown accessory 'disclosure'; did you mean 'disclosureIndicator'?",
        "unknown accessory 'chekmark'; did you mean 'checkmark'?",
      ])
  }

  // MARK: Availability

  func testHostingConfigurationNeedsIOS16() {
    let hosting = """
      listspec: 1
      platform: { iOS: "15.4" }
      list: { appearance: plain }
      cells:
        row:
          hosting: { content: { Text: x } }
      sections: [{ id: main, items: [{ id: a, cell: row }] }]
      """
    let loaded = assertDiagnostics(hosting, ["6:5 error unavailable"])
    XCTAssertEqual(
      onlyMessage(loaded),
      "UIHostingConfiguration is only available in iOS 16.0 or newer; the deployment target is iOS 15.4"
    )
    XCTAssertEqual(diagnostic(loaded, 0)?.notes.first?.range?.start.description, "2:18")
    assertClean(hosting.replacingOccurrences(of: "\"15.4\"", with: "\"16.0\""))
  }

  func testSeparatorAlignmentGuidesNeedIOS16() {
    // Guides only exist in hosting cells, which need iOS 16 too: both are reported.
    let guides = """
      listspec: 1
      platform: { iOS: "15.0" }
      list: { appearance: plain }
      cells:
        row:
          hosting:
            content:
              Text: x
              modifiers:
                - alignmentGuide: { listRowSeparatorLeading: leading }
                - alignmentGuide: { listRowSeparatorTrailing: trailing }
      sections: [{ id: main, items: [{ id: a, cell: row }] }]
      """
    let loaded = assertDiagnostics(
      guides, ["6:5 error unavailable", "10:13 error unavailable", "11:13 error unavailable"])
    XCTAssertEqual(
      diagnostic(loaded, 1)?.message,
      "the listRowSeparatorLeading alignment guide is only available in iOS 16.0 or newer; the deployment target is iOS 15.0"
    )
    assertClean(guides.replacingOccurrences(of: "\"15.0\"", with: "\"16\""))
  }

  func testHeaderTopPaddingNeedsIOS15() {
    let spec = """
      listspec: 1
      platform: { iOS: "14.5" }
      list: { appearance: plain, headerTopPadding: 4 }
      sections: []
      """
    assertDiagnostics(spec, ["3:28 error unavailable"])
    assertClean(spec.replacingOccurrences(of: "\"14.5\"", with: "\"15.0\""))
  }

  func testSeparatorConfigurationNeedsIOS14_5() {
    let spec = """
      listspec: 1
      platform: { iOS: "14.4" }
      list: { appearance: plain, separatorConfiguration: { color: red } }
      sections: []
      """
    assertDiagnostics(spec, ["3:28 error unavailable"])
    assertClean(spec.replacingOccurrences(of: "\"14.4\"", with: "\"14.5\""))
  }

  func testDetailAccessoryNeedsIOS15_4() {
    let spec = """
      listspec: 1
      platform: { iOS: "15.3.1" }
      list: { appearance: plain }
      cells:
        row: { content: { text: x }, accessories: [checkmark, detail] }
      sections: [{ id: main, items: [{ id: a, cell: row }] }]
      """
    let loaded = assertDiagnostics(spec, ["5:57 error unavailable"])
    XCTAssertEqual(
      onlyMessage(loaded),
      "the detail accessory is only available in iOS 15.4 or newer; the deployment target is iOS 15.3.1"
    )
    assertClean(spec.replacingOccurrences(of: "\"15.3.1\"", with: "\"15.4\""))
  }

  func testTargetBelowIOS14ReportsTheListOnce() {
    let loaded = assertDiagnostics(
      """
      listspec: 1
      platform: { iOS: "13.7" }
      list:
        appearance: plain
        headerTopPadding: 4
      sections: []
      """, ["4:3 error unavailable"])
    XCTAssertEqual(
      onlyMessage(loaded),
      "UICollectionLayoutListConfiguration is only available in iOS 14.0 or newer; the deployment target is iOS 13.7"
    )
  }

  func testWithoutPlatformAvailabilityIsNotChecked() {
    assertClean(
      """
      listspec: 1
      list: { appearance: plain, headerTopPadding: 4 }
      cells:
        row: { hosting: { content: Spacer }, accessories: [detail] }
      sections: [{ id: main, items: [{ id: a, cell: row }] }]
      """)
  }

  func testInvalidVersion() {
    let loaded = assertDiagnostics(
      """
      listspec: 1
      platform: { iOS: "sixteen" }
      list: { appearance: plain }
      sections: []
      """, ["2:18 error invalid-version"])
    XCTAssertEqual(
      onlyMessage(loaded),
      "'sixteen' is not an iOS version; write major.minor or major.minor.patch, quoted, like \"16.0\""
    )
  }

  // MARK: Headers and footers

  func testHeaderTextWithHeaderModeNone() {
    let loaded = assertDiagnostics(
      """
      listspec: 1
      list: { appearance: insetGrouped }
      sections:
        - id: main
          header: Symbols
      """, ["4:5 warning header-not-shown"])
    XCTAssertEqual(
      onlyMessage(loaded),
      "section 'main' has a header, but list.headerMode is 'none', so it will not show; set headerMode: supplementary"
    )
  }

  func testHeaderTextWithFirstItemInSection() {
    let loaded = assertDiagnostics(
      """
      listspec: 1
      list: { appearance: insetGrouped, headerMode: firstItemInSection }
      sections:
        - id: main
          header: Symbols
      """, ["4:5 warning header-not-shown"])
    XCTAssertEqual(
      onlyMessage(loaded),
      "section 'main' has a header, but list.headerMode is 'firstItemInSection', where the first item is the header, so it will not show; set headerMode: supplementary"
    )
  }

  func testSupplementaryHeaderModeWithoutHeader() {
    assertDiagnostics(
      """
      listspec: 1
      list: { appearance: insetGrouped, headerMode: supplementary }
      sections:
        - id: main
          header: Symbols
        - id: other
      """, ["6:9 warning header-missing"])
  }

  func testFooterTextWithFooterModeNoneAndTheReverse() {
    assertDiagnostics(
      """
      listspec: 1
      list: { appearance: insetGrouped }
      sections:
        - id: main
          footer: 22 symbols
      """, ["4:5 warning footer-not-shown"])
    assertDiagnostics(
      """
      listspec: 1
      list: { appearance: insetGrouped, footerMode: supplementary }
      sections:
        - { id: main, footer: 22 symbols }
        - { id: other }
      """, ["5:11 warning footer-missing"])
  }

  func testHeadersAndFootersMatchingTheirModesAreClean() {
    assertClean(
      """
      listspec: 1
      list: { appearance: plain, headerMode: supplementary, footerMode: supplementary }
      sections:
        - { id: main, header: Main, footer: End }
      """)
  }

  // MARK: Modifiers

  func testBackgroundBeforeFrameIsAWarning() {
    let loaded = assertDiagnostics(
      """
      listspec: 1
      list: { appearance: plain }
      cells:
        row:
          hosting:
            content:
              HStack: [{ Text: x }]
              modifiers:
                - background: systemYellow
                - frame: { height: 70 }
      sections: [{ id: main, items: [{ id: a, cell: row }] }]
      """, ["9:13 warning background-before-frame"])
    XCTAssertEqual(diagnostic(loaded, 0)?.notes.first?.range?.start.description, "10:13")
  }

  func testFrameBeforeBackgroundIsClean() {
    assertClean(
      """
      listspec: 1
      list: { appearance: plain }
      cells:
        row:
          hosting:
            content:
              HStack: [{ Text: x }]
              modifiers:
                - frame: { height: 70 }
                - background: systemYellow
      sections: [{ id: main, items: [{ id: a, cell: row }] }]
      """)
  }

  func testSeparatorGuideWithoutSeparatorsIsAWarning() {
    assertDiagnostics(
      """
      listspec: 1
      list: { appearance: plain, showsSeparators: false }
      cells:
        row:
          hosting:
            content:
              Text: x
              modifiers: [{ alignmentGuide: { listRowSeparatorLeading: leading } }]
      sections: [{ id: main, items: [{ id: a, cell: row }] }]
      """, ["8:21 warning separator-guide-ignored"])
  }

  // MARK: Templates

  func testUnquotedPlaceholderHint() {
    let loaded = assertDiagnostics(
      """
      listspec: 1
      list: { appearance: plain }
      cells:
        row:
          content:
            text: {name}
      sections:
        - id: main
          cell: row
          items:
            - { id: a, name: {x} }
      """, ["6:13 error unquoted-placeholder", "11:24 error unquoted-placeholder"])
    XCTAssertEqual(
      diagnostic(loaded, 0)?.message,
      "'text' must be a string, but YAML read '{…}' as a mapping; quote it, e.g. \"{name}\"")
  }

  func testTemplateSyntaxErrorsPointInsideTheString() {
    let loaded = assertDiagnostics(
      """
      listspec: 1
      list: { appearance: plain }
      cells:
        a: { content: { text: "Hi {name" } }
        b: { content: { text: "{}" } }
        c: { content: { text: "{first last}" } }
        d: { content: { text: 'a } b' } }
        e:
          content:
            text: x }
      sections: []
      """,
      [
        "4:29 error invalid-template", "5:26 error invalid-template", "6:33 error invalid-template",
        "7:28 error invalid-template", "10:15 error invalid-template",
      ])
    XCTAssertEqual(
      loaded.diagnostics.filter { $0.id == .invalidTemplate }.map(\.message),
      [
        "unclosed '{' in template; write '{{' for a literal brace",
        "empty placeholder '{}': name a field, as in '{name}', or write an expression",
        "consecutive statements on a line are not allowed; an expression ends here",
        "unmatched '}' in template; write '}}' for a literal brace",
        "unmatched '}' in template; write '}}' for a literal brace",
      ])
  }

  /// Columns count characters and offsets count UTF-8 bytes, also after "Grüße": the caret
  /// under "last" covers exactly the bytes of "last".
  func testTemplateErrorOffsetsCountBytes() throws {
    let text = """
      listspec: 1
      list: { appearance: plain }
      cells:
        a: { content: { text: "Grüße, {first last}" } }
      sections: []
      """
    let loaded = loadSpec(text)
    let range = try XCTUnwrap(loaded.diagnostics.first { $0.id == .invalidTemplate }?.range)
    let line = "  a: { content: { text: \"Grüße, {first last}\" } }"
    XCTAssertEqual(range.start.line, 4)
    XCTAssertEqual(range.start.column, Array(line).firstIndex(of: "l")! + 1)
    XCTAssertEqual(range.end.column - range.start.column, 4)
    XCTAssertEqual(
      String(decoding: Array(text.utf8)[range.start.offset..<range.end.offset], as: UTF8.self),
      "last")
  }

  func testEscapedBracesAreClean() {
    let spec = assertClean(
      """
      listspec: 1
      list: { appearance: plain }
      cells:
        row: { content: { text: "{{{name}}}" } }
      sections: [{ id: main, items: [{ id: a, cell: row, name: x }] }]
      """)
    guard case .content(let content)? = spec?.cells.first?.kind else {
      return XCTFail("expected a content cell")
    }
    XCTAssertEqual(content.text?.evaluate(fields: ["name": "x"]), "{x}")
  }

  // MARK: YAML rules

  func testDuplicateKeyIsAnErrorAtTheDuplicate() {
    let loaded = assertDiagnostics(
      """
      listspec: 1
      list:
        appearance: plain
        appearance: grouped
      sections: []
      """, ["4:3 error duplicate-key"])
    XCTAssertEqual(diagnostic(loaded, 0)?.notes.first?.range?.start.description, "3:3")
  }

  // MARK: Severity

  func testWarningsDoNotFailValidation() {
    let loaded = assertDiagnostics(
      """
      listspec: 1
      list: { appearance: plain }
      cells:
        spare: { content: { text: x } }
      sections:
        - { id: main, header: Hidden }
      """, ["4:3 warning unused-cell-template", "6:5 warning header-not-shown"])
    XCTAssertTrue(loaded.isValid)
    XCTAssertNotNil(loaded.spec)
    XCTAssertFalse(loaded.diagnostics.containsErrors)
  }

  func testOneErrorAmongWarningsFailsValidation() {
    let loaded = assertDiagnostics(
      """
      listspec: 1
      list: { appearance: plain, headerTopPadding: -2 }
      sections:
        - { id: main, header: Hidden }
      """, ["2:46 error invalid-number", "4:5 warning header-not-shown"])
    XCTAssertFalse(loaded.isValid)
    XCTAssertNil(loaded.spec)
  }
}
