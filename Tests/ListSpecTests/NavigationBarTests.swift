import Foundation
import XCTest

@testable import ListSpec

/// `navigationBar:`: decoding, its errors, and the layout of the bar above the list (the
/// pictures are goldens in ListSpecRenderTests).
final class NavigationBarTests: XCTestCase {
  static func spec(_ bar: String) -> String {
    """
    listspec: 1
    \(bar)
    list: { appearance: insetGrouped }
    cells:
      row: { content: { text: "{title}" } }
    sections:
      - id: main
        cell: row
        items: [{ id: a, title: A }, { id: b, title: B }]

    """
  }

  func layout(
    _ bar: String, environment: PreviewEnvironment = PreviewEnvironment(device: .iPhone15)
  ) throws -> ListLayout {
    let spec = try XCTUnwrap(assertClean(Self.spec(bar)))
    return ListLayoutEngine(environment: environment, measurer: ApproximateTextMeasurer())
      .layout(spec)
  }

  func cell(_ layout: ListLayout, _ id: String) throws -> LayoutNode {
    try XCTUnwrap(layout.root.first { $0.kind == .cell && $0.id == id })
  }

  func bar(_ layout: ListLayout) throws -> LayoutNode {
    try XCTUnwrap(layout.root.children.first { $0.kind == .navigationBar })
  }

  func child(_ bar: LayoutNode, _ name: String) -> LayoutNode? {
    bar.first { $0.name == name }
  }

  func testEveryKeyDecodes() throws {
    let spec = try XCTUnwrap(
      assertClean(
        Self.spec(
          """
          navigationBar:
            title: Settings
            prefersLargeTitles: true
            largeTitleDisplayMode: never
            searchBar: { placeholder: Find a setting }
          """)))
    let bar = try XCTUnwrap(spec.navigationBar)
    XCTAssertEqual(bar.title, "Settings")
    XCTAssertTrue(bar.prefersLargeTitles)
    XCTAssertEqual(bar.largeTitleDisplayMode, .never)
    XCTAssertEqual(bar.searchBar?.placeholder, "Find a setting")
    XCTAssertFalse(bar.showsLargeTitle, "never keeps the title inline")
    XCTAssertEqual(bar.range?.start.line, 3)
  }

  func testDefaultsAreUIKits() throws {
    let spec = try XCTUnwrap(assertClean(Self.spec("navigationBar: { searchBar: {} }")))
    let bar = try XCTUnwrap(spec.navigationBar)
    XCTAssertNil(bar.title)
    XCTAssertFalse(bar.prefersLargeTitles)
    XCTAssertEqual(bar.largeTitleDisplayMode, .automatic)
    XCTAssertEqual(bar.searchBar?.shownPlaceholder, "Search")
    XCTAssertNil(try XCTUnwrap(assertClean(Self.spec(""))).navigationBar)
  }

  func testATemplateInTheTitleOrPlaceholderIsAnError() {
    let loaded = assertDiagnostics(
      Self.spec(
        """
        navigationBar:
          title: "{title}"
          searchBar: { placeholder: "Find {title}" }
          backButton: "{title}"
        """),
      [
        "3:10 error expression-not-allowed", "4:29 error expression-not-allowed",
        "5:15 error expression-not-allowed",
      ])
    XCTAssertTrue(
      diagnostic(loaded, 0)?.message.contains("'title'") ?? false,
      "\(loaded.diagnostics.map(\.message))")
  }

  func testBadValuesAreLocatedErrors() {
    let loaded = assertDiagnostics(
      Self.spec(
        """
        navigationBar:
          titel: Settings
          prefersLargeTitles: yes please
          largeTitleDisplayMode: large
          searchBar: Search
        """),
      [
        "3:3 error unknown-key", "4:23 error type-mismatch", "5:26 error unknown-value",
        "6:14 error type-mismatch",
      ])
    XCTAssertTrue(
      diagnostic(loaded, 0)?.message.contains("title") ?? false,
      "did you mean: \(loaded.diagnostics.map(\.message))")
    assertDiagnostics(Self.spec("navigationBar: Settings"), ["2:16 error type-mismatch"])
  }

  /// iPhone 15: 59-pt status bar, 44-pt bar, 52-pt large title, 52-pt search bar; the
  /// first row moves down by all of it.
  func testTheFirstRowStartsBelowTheBar() throws {
    let without = try layout("")
    let large = try layout(
      "navigationBar: { title: Settings, prefersLargeTitles: true, searchBar: {} }")
    let barNode = try bar(large)
    XCTAssertEqual(barNode.frame, LayoutRect(x: 0, y: 0, width: 393, height: 59 + 44 + 52 + 52))
    XCTAssertEqual(
      try cell(large, "a").frame.y - cell(without, "a").frame.y, barNode.frame.height)
    XCTAssertEqual(large.size.height - without.size.height, barNode.frame.height)
    XCTAssertEqual(barNode.rules, [.navigationBar, .statusBar])

    let title = try XCTUnwrap(child(barNode, "title"))
    XCTAssertEqual(title.text?.font, ListMetrics.largeTitleFont)
    XCTAssertEqual(title.frame.x, 16, "at the layout margin")
    XCTAssertEqual(try XCTUnwrap(title.baseline), 59 + 44 + 41, accuracy: 0.001)
    let field = try XCTUnwrap(child(barNode, "searchField"))
    XCTAssertEqual(field.frame, LayoutRect(x: 16, y: 59 + 44 + 52 + 8, width: 361, height: 36))
    XCTAssertEqual(field.cornerRadius, 10)
    XCTAssertEqual(field.fill, SystemColor.tertiarySystemFill.light)
    let placeholder = try XCTUnwrap(child(field, "placeholder"))
    XCTAssertEqual(placeholder.text?.string, "Search")
    XCTAssertEqual(placeholder.text?.color, SystemColor.secondaryLabel.light)
    let glass = try XCTUnwrap(child(field, "magnifyingglass"))
    XCTAssertEqual(glass.symbol, "magnifyingglass")
    XCTAssertLessThan(glass.frame.maxX, placeholder.frame.minX)
    XCTAssertEqual(child(barNode, "time")?.text?.string, "9:41")
  }

  func testAnInlineTitleIsCentredInTheBar() throws {
    let inline = try layout("navigationBar: { title: Mail }")
    let barNode = try bar(inline)
    XCTAssertEqual(barNode.frame.height, 59 + 44)
    let title = try XCTUnwrap(child(barNode, "title"))
    XCTAssertEqual(title.text?.font, ListMetrics.inlineTitleFont)
    XCTAssertEqual(title.frame.midX, 393 / 2, accuracy: 0.001)
    XCTAssertEqual(title.frame.midY, 59 + 22, accuracy: 0.001)
    // `never` keeps it inline even when the bar prefers large titles.
    let never = try layout(
      "navigationBar: { title: Mail, prefersLargeTitles: true, largeTitleDisplayMode: never }")
    XCTAssertEqual(try bar(never).frame.height, 59 + 44)
  }

  func testDarkModeLandscapeAndIPad() throws {
    let text = "navigationBar: { title: Notes, prefersLargeTitles: true, searchBar: {} }"
    let dark = try bar(
      layout(text, environment: PreviewEnvironment(device: .iPhone15, isDark: true)))
    XCTAssertEqual(child(dark, "title")?.text?.color, SystemColor.label.dark)
    XCTAssertEqual(child(dark, "searchField")?.fill, SystemColor.tertiarySystemFill.dark)
    // A landscape iPhone: no status bar, a 32-pt bar and no large title (compact height).
    let landscape = try bar(
      layout(text, environment: PreviewEnvironment(device: .iPhone15, landscape: true)))
    XCTAssertEqual(landscape.frame.height, 32 + 52)
    XCTAssertEqual(child(landscape, "title")?.text?.font, ListMetrics.inlineTitleFont)
    XCTAssertNil(child(landscape, "time"))
    // The search field keeps inside the landscape safe area and its margin.
    XCTAssertEqual(child(landscape, "searchField")?.frame.x, 59 + 16)
    let pad = try bar(
      layout(
        text, environment: PreviewEnvironment(device: try XCTUnwrap(DevicePreset.named("iPad")))))
    XCTAssertEqual(pad.frame.height, 32 + 50 + 52 + 52)
    XCTAssertEqual(child(pad, "time")?.text?.string, "9:41 AM")
  }

  // MARK: Back button

  func testABackButtonLeadsTheBarAndLeadingItemsFollowIt() throws {
    let barNode = try bar(
      layout(
        "navigationBar: { title: Wi-Fi, backButton: Settings, leadingItems: [{ systemItem: edit }] }"
      ))
    let chevron = try XCTUnwrap(child(barNode, "backChevron"))
    XCTAssertEqual(chevron.symbol, "chevron.backward")
    XCTAssertEqual(chevron.frame.minX, ListMetrics.backChevronInset)
    let title = try XCTUnwrap(child(barNode, "backButton"))
    XCTAssertEqual(title.text?.string, "Settings")
    XCTAssertEqual(title.text?.color, SystemColor.systemBlue.light)
    XCTAssertEqual(title.frame.minX, chevron.frame.maxX + ListMetrics.backChevronToTitle)
    XCTAssertEqual(title.frame.midY, chevron.frame.midY, accuracy: 0.5)
    let edit = try XCTUnwrap(barNode.children.first { $0.name == "barButton" })
    XCTAssertEqual(edit.frame.minX, title.frame.maxX + ListMetrics.barButtonSpacing)
    XCTAssertTrue(barNode.rules.contains(.backButton))
    // The inline title clears it, centred on the bar.
    let inline = try XCTUnwrap(child(barNode, "title"))
    XCTAssertGreaterThan(inline.frame.minX, edit.frame.maxX)
    // Right-to-left it is at the right, its chevron drawn flipped (a directional symbol).
    var environment = PreviewEnvironment(device: .iPhone15)
    environment.layoutDirection = .rightToLeft
    let mirrored = try bar(
      layout("navigationBar: { backButton: Settings }", environment: environment))
    XCTAssertEqual(
      try XCTUnwrap(child(mirrored, "backChevron")).frame.maxX, 393 - ListMetrics.backChevronInset,
      accuracy: 0.001)
    XCTAssertTrue(SymbolStandIns.isDirectional("chevron.backward"))
    // Written back.
    let spec = try XCTUnwrap(assertClean(Self.spec("navigationBar: { backButton: Settings }")))
    XCTAssertEqual(spec.navigationBar?.backButton, "Settings")
    XCTAssertTrue(try spec.yaml().contains("backButton: Settings"))
  }

  func testABackTitleThatDoesNotFitBesideTheTitleFallsBackToBackThenToNone() throws {
    func backTitle(_ bar: String) throws -> String? {
      try child(self.bar(layout(bar)), "backButton")?.text?.string
    }
    XCTAssertEqual(
      try backTitle("navigationBar: { title: Wi-Fi, backButton: Settings }"), "Settings")
    // The previous title would run into the centred title: the generic "Back" (D).
    XCTAssertEqual(
      try backTitle(
        "navigationBar: { title: List with Custom Cells, backButton: Modern Collection Views }"),
      "Back")
    // Not even "Back" fits beside a title this wide: the chevron alone.
    let wide = try bar(
      layout(
        "navigationBar: { title: An Extremely Long Screen Title Here, backButton: Modern Collection Views }"
      ))
    XCTAssertNil(child(wide, "backButton"))
    XCTAssertNotNil(child(wide, "backChevron"))
    // A large title leaves the bar to the back button: the whole title.
    XCTAssertEqual(
      try backTitle(
        "navigationBar: { title: Grid, prefersLargeTitles: true, backButton: Modern Collection Views }"
      ), "Modern Collection Views")
  }

  // MARK: Status bar

  func testEachDeviceFamilyArrangesItsStatusBar() throws {
    let text = "navigationBar: { title: Notes }"
    // An island phone: the time on the left sixth, bars, Wi-Fi and battery on the right one.
    let island = try bar(layout(text))
    let time = try XCTUnwrap(child(island, "time"))
    XCTAssertEqual(time.frame.midX, 393.0 / 6, accuracy: 0.001)
    let cellular = try XCTUnwrap(child(island, "cellular"))
    let wifi = try XCTUnwrap(child(island, "wifi"))
    let battery = try XCTUnwrap(child(island, "battery"))
    XCTAssertLessThan(cellular.frame.maxX, wifi.frame.minX)
    XCTAssertLessThan(wifi.frame.maxX, battery.frame.minX)
    XCTAssertEqual(
      (cellular.frame.minX + battery.frame.maxX) / 2, 393.0 * 5 / 6, accuracy: 0.001)
    for glyph in [time, cellular, wifi, battery] {
      XCTAssertEqual(glyph.frame.midY, 59.0 / 2, accuracy: 0.001, glyph.name ?? "")
    }
    XCTAssertEqual(cellular.children.map(\.frame.height), ListMetrics.cellularBarHeights)
    // A home-button phone: bars and Wi-Fi leading, the time centred, the battery trailing.
    let se = try bar(
      layout(text, environment: PreviewEnvironment(device: try XCTUnwrap(.named("iPhone SE")))))
    XCTAssertEqual(child(se, "time")?.text?.string, "9:41 AM")
    XCTAssertEqual(try XCTUnwrap(child(se, "time")).frame.midX, 375.0 / 2, accuracy: 0.001)
    XCTAssertEqual(child(se, "cellular")?.frame.minX, ListMetrics.statusBarCompactInset)
    XCTAssertEqual(
      try XCTUnwrap(child(se, "battery")).frame.maxX, 375 - ListMetrics.statusBarCompactInset,
      accuracy: 0.001)
    // An iPad: the time and date at the margin, Wi-Fi and battery at the other, no bars.
    let pad = try bar(
      layout(text, environment: PreviewEnvironment(device: try XCTUnwrap(.named("iPad")))))
    XCTAssertEqual(child(pad, "time")?.frame.minX, 20)
    let date = try XCTUnwrap(child(pad, "date"))
    XCTAssertEqual(date.text?.string, ListMetrics.statusBarPadDate)
    XCTAssertGreaterThan(date.frame.minX, try XCTUnwrap(child(pad, "time")).frame.maxX)
    XCTAssertNil(child(pad, "cellular"))
    XCTAssertEqual(try XCTUnwrap(child(pad, "battery")).frame.maxX, 820 - 20, accuracy: 0.001)
  }

  func testTheStatusBarTakesTheAppearancesLabelColour() throws {
    let dark = try bar(
      layout("navigationBar: {}", environment: PreviewEnvironment(device: .iPhone15, isDark: true)))
    XCTAssertEqual(child(dark, "time")?.text?.color, SystemColor.label.dark)
    XCTAssertEqual(child(dark, "wifi")?.fill, SystemColor.label.dark)
    let bars = try XCTUnwrap(child(dark, "cellular")).children
    XCTAssertEqual(Set(bars.map(\.fill)), [SystemColor.label.dark])
    let battery = try XCTUnwrap(child(dark, "battery")).children
    XCTAssertEqual(battery[0].stroke?.alpha, ListMetrics.batteryOutlineOpacity)
    XCTAssertEqual(battery[1].fill, SystemColor.label.dark)
  }

  func testRightToLeftMirrorsTheStatusBarsOrderNotItsGlyphs() throws {
    var environment = PreviewEnvironment(device: .iPhone15)
    environment.layoutDirection = .rightToLeft
    let mirrored = try bar(layout("navigationBar: {}", environment: environment))
    let plain = try bar(layout("navigationBar: {}"))
    for name in ["time", "cellular", "wifi", "battery"] {
      let left = try XCTUnwrap(child(plain, name)).frame
      let right = try XCTUnwrap(child(mirrored, name)).frame
      XCTAssertEqual(right.minX, 393 - left.maxX, accuracy: 0.001, name)
    }
    // The glyphs read as on a left-to-right screen: bars rise to the right, the cap is on the
    // battery's right.
    let bars = try XCTUnwrap(child(mirrored, "cellular")).children
    XCTAssertEqual(
      bars.sorted { $0.frame.minX < $1.frame.minX }.map(\.frame.height),
      ListMetrics.cellularBarHeights)
    let battery = try XCTUnwrap(child(mirrored, "battery")).children
    XCTAssertGreaterThan(battery[2].frame.minX, battery[0].frame.maxX)
  }

  func testRightToLeftMirrorsTheBar() throws {
    var environment = PreviewEnvironment(device: .iPhone15)
    environment.layoutDirection = .rightToLeft
    let barNode = try bar(
      layout("navigationBar: { title: הגדרות, prefersLargeTitles: true }", environment: environment)
    )
    let title = try XCTUnwrap(child(barNode, "title"))
    XCTAssertEqual(title.frame.maxX, 393 - 16, accuracy: 0.001)
  }

  func testTheLayoutJSONReportsTheBar() throws {
    let json = LayoutJSON.encode(
      try layout("navigationBar: { title: Settings, prefersLargeTitles: true, searchBar: {} }"))
    XCTAssertTrue(json.contains("\"kind\": \"navigationBar\""), json)
    XCTAssertTrue(json.contains("\"large title\""), json)
    XCTAssertTrue(json.contains("\"search field\""), json)
  }

  // MARK: Bar buttons

  func testBarButtonsDecodeWithTheirIDs() throws {
    let spec = try XCTUnwrap(
      assertClean(
        Self.spec(
          """
          navigationBar:
            leadingItems: [{ systemItem: edit }]
            trailingItems:
              - { id: new, systemImage: plus }
              - { title: Save, style: done }
          """)))
    let bar = try XCTUnwrap(spec.navigationBar)
    XCTAssertEqual(bar.leadingItems.map(\.id), ["edit"])
    XCTAssertEqual(bar.leadingItems.first?.shownTitle, "Edit")
    XCTAssertEqual(bar.trailingItems.map(\.id), ["new", "Save"])
    XCTAssertEqual(bar.trailingItems.first?.shownSymbol, "plus")
    XCTAssertEqual(bar.trailingItems.last?.isBold, true)
  }

  func testABarButtonIsExactlyOneKindAndPlainText() {
    assertDiagnostics(
      Self.spec(
        """
        navigationBar:
          trailingItems:
            - {}
            - { title: Add, systemImage: plus }
            - { systemItem: plus }
            - { title: "{title}" }
            - { title: Sort, style: bold }
            - Edit
        """),
      [
        "4:7 error missing-key", "5:7 error type-mismatch", "6:21 error unknown-value",
        "7:16 error expression-not-allowed", "8:29 error unknown-value", "9:7 error type-mismatch",
      ])
    let loaded = assertDiagnostics(
      Self.spec("navigationBar: { trailingItems: [{ systemItem: plus }] }"),
      ["2:48 error unknown-value"])
    XCTAssertEqual(
      diagnostic(loaded, 0)?.message, "unknown systemItem 'plus'; did you mean 'add'?")
  }

  /// The outermost button at the layout margin (16 pt on iPhone 15), the next 16 pt inside
  /// it, centred in the bar, in the tint colour; an inline title stays centred, narrowed to
  /// clear them.
  func testBarButtonsSitAtTheMarginsAndTheTitleClearsThem() throws {
    let barNode = try bar(
      layout(
        """
        navigationBar:
          title: A title far too long to fit between the buttons of the bar
          leadingItems: [{ systemItem: cancel }]
          trailingItems: [{ systemItem: add }, { title: Save, style: done }]
        """))
    let buttons = barNode.children.filter { $0.name == "barButton" }
    XCTAssertEqual(buttons.count, 3)
    let cancel = buttons[0]
    let add = buttons[1]
    let save = buttons[2]
    XCTAssertEqual(cancel.text?.string, "Cancel")
    XCTAssertEqual(cancel.frame.minX, 16, accuracy: 0.001)
    XCTAssertEqual(add.symbol, "plus")
    XCTAssertEqual(add.frame.maxX, 393 - 16, accuracy: 0.001)
    XCTAssertEqual(add.frame.width, ListMetrics.barButtonSymbolSide)
    XCTAssertEqual(save.frame.maxX, add.frame.minX - 16, accuracy: 0.001)
    XCTAssertEqual(save.text?.font, ListMetrics.barButtonDoneFont)
    XCTAssertEqual(cancel.text?.font, ListMetrics.barButtonFont)
    for button in buttons {
      XCTAssertEqual(button.frame.midY, 59 + 22, accuracy: 0.001)
      XCTAssertEqual(button.text?.color ?? button.fill, SystemColor.tintColor.light)
    }
    let title = try XCTUnwrap(child(barNode, "title"))
    XCTAssertEqual(title.frame.midX, 393 / 2, accuracy: 0.001)
    let clearance = max(cancel.frame.maxX, 393 - save.frame.minX) + 16 - 20
    XCTAssertLessThanOrEqual(title.frame.width, 393 - 32 - 2 * clearance + 0.001)
    XCTAssertTrue(barNode.rules.contains(.barButton))
  }

  func testBarButtonsMirrorRightToLeft() throws {
    var environment = PreviewEnvironment(device: .iPhone15)
    environment.layoutDirection = .rightToLeft
    let barNode = try bar(
      layout("navigationBar: { leadingItems: [{ systemItem: edit }] }", environment: environment))
    let edit = try XCTUnwrap(child(barNode, "barButton"))
    XCTAssertEqual(edit.frame.maxX, 393 - 16, accuracy: 0.001)
  }

  /// The handler tells buttons apart by id: two with one id are an error at the second, and
  /// an id, title or symbol is one line of text.
  func testBarButtonIDsAreUniqueAndTextsOneLine() {
    let loaded = assertDiagnostics(
      Self.spec(
        """
        navigationBar:
          leadingItems: [{ systemItem: add }]
          trailingItems:
            - { id: add, systemImage: plus }
            - { title: "" }
            - { title: "Sort\\nby" }
        """),
      [
        "5:13 error duplicate-bar-button-id", "6:16 error type-mismatch",
        "7:16 error type-mismatch",
      ])
    XCTAssertEqual(loaded.diagnostics.first?.notes.first?.range?.start.line, 3)
  }

  /// Long button titles are cut to a third of the bar each, and a title with no room left
  /// between the buttons is not drawn: nothing overlaps.
  func testLongBarButtonTitlesDoNotOverlap() throws {
    let barNode = try bar(
      layout(
        """
        navigationBar:
          title: Inbox
          leadingItems: [{ title: Cancel all the pending downloads now please }]
          trailingItems: [{ title: Save everything and close the window now }]
        """))
    let buttons = barNode.children.filter { $0.name == "barButton" }
    XCTAssertEqual(buttons.count, 2)
    XCTAssertLessThanOrEqual(buttons[0].frame.maxX, buttons[1].frame.minX)
    XCTAssertLessThanOrEqual(buttons[0].frame.width, (393 - 32) / 3 + 0.001)
    if let title = child(barNode, "title") {
      XCTAssertGreaterThanOrEqual(title.frame.minX, buttons[0].frame.maxX)
      XCTAssertLessThanOrEqual(title.frame.maxX, buttons[1].frame.minX)
    }
  }
}
