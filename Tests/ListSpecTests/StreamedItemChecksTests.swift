import Foundation
import XCTest

@testable import ListSpec

/// `LoadOptions.keepsSpec = false` (`listspec validate`) checks each section's items as the
/// section is read and lets them go. Only memory may differ: every spec, good or bad, must
/// get exactly the diagnostics it gets when the whole spec is kept.
final class StreamedItemChecksTests: XCTestCase {
  static func options(keepsSpec: Bool, threaded: Bool, piecewise: Bool = false) -> LoadOptions {
    var options = LoadOptions()
    options.keepsSpec = keepsSpec
    options.concurrentReadThreshold = threaded ? 0 : .max
    options.piecewiseReadThreshold = piecewise ? 0 : .max
    if threaded { options.eventBatchSize = 3 }
    return options
  }

  func assertSameReport(
    _ text: String, _ name: String, expectStreamed: Bool? = nil, oneByOne: Int? = nil,
    limits: ReaderLimits = .default, file: StaticString = #filePath, line: UInt = #line
  ) {
    var kept = Self.options(keepsSpec: true, threaded: false)
    kept.limits = limits
    let whole = ListSpecLoader.load(text: text, path: "t.yaml", options: kept)
    XCTAssertFalse(whole.itemsCheckedWhileRead, name, file: file, line: line)
    for threaded in [false, true] {
      var options = Self.options(keepsSpec: false, threaded: threaded)
      options.limits = limits
      let streamed = ListSpecLoader.load(text: text, path: "t.yaml", options: options)
      let label = "\(name), threaded: \(threaded)"
      XCTAssertEqual(streamed.diagnostics, whole.diagnostics, label, file: file, line: line)
      XCTAssertEqual(streamed.isValid, whole.isValid, label, file: file, line: line)
      XCTAssertNil(streamed.spec, label, file: file, line: line)
      if let expectStreamed {
        XCTAssertEqual(
          streamed.itemsCheckedWhileRead, expectStreamed, label, file: file, line: line)
      }
      if let oneByOne {
        XCTAssertEqual(streamed.itemsCheckedOneByOne, oneByOne, label, file: file, line: line)
      }
    }
  }

  /// SF Symbol names from items are checked as the items are read: a name that is no
  /// symbol, and one newer than `platform`, whether `platform` comes before `sections` or
  /// after them (then the check waits for it).
  func testItemSymbolsAreReportedAsWhenKept() {
    let items = (0..<300).map { index in
      let symbol = index == 7 ? "bolt.fil" : index == 200 ? "figure.walk.motion" : "star.fill"
      return "      - { id: i\(index), name: Row \(index), symbol: \(symbol) }"
    }.joined(separator: "\n")
    let body = """
      list: { appearance: plain }
      cells:
        row: { content: { image: { systemName: "{symbol}" }, text: "{name}" } }
      sections:
        - id: s
          cell: row
          items:
      \(items)
      """
    for (name, text) in [
      ("before", "listspec: 1\nplatform: { iOS: \"15.0\" }\n" + body),
      ("after", "listspec: 1\n" + body + "\nplatform: { iOS: \"15.0\" }\n"),
    ] {
      assertSameReport(text, name, expectStreamed: true)
      let found = ListSpecLoader.load(text: text, path: "t.yaml").diagnostics.map(\.id)
      XCTAssertEqual(found, [.unknownSymbol, .unavailable], name)
    }
  }

  func testEverySpecOfTheCorpusIsReportedAsWhenKept() throws {
    let files = try PiecewiseReadTests.corpus()
    XCTAssertGreaterThan(files.count, 100)
    var streamedCount = 0
    for file in files {
      let whole = ListSpecLoader.load(
        path: file.path, options: Self.options(keepsSpec: true, threaded: false))
      for (threaded, piecewise) in [(false, false), (true, false), (true, true)] {
        let streamed = ListSpecLoader.load(
          path: file.path,
          options: Self.options(keepsSpec: false, threaded: threaded, piecewise: piecewise))
        let name = "\(file.lastPathComponent), threaded: \(threaded), piecewise: \(piecewise)"
        XCTAssertEqual(streamed.diagnostics, whole.diagnostics, name)
        XCTAssertEqual(streamed.isValid, whole.isValid, name)
        XCTAssertEqual(streamed.isUnreadable, whole.isUnreadable, name)
        if streamed.itemsCheckedWhileRead { streamedCount += 1 }
      }
    }
    // Most specs write `cells` before `sections` without expressions: their items went.
    XCTAssertGreaterThan(streamedCount, files.count)
  }

  static let header = """
    listspec: 1
    list: { appearance: insetGrouped, headerMode: none }
    cells:
      row:
        content: { text: "{title}", secondaryText: "{subtitle}" }
      typed:
        fields: { count: Int, note: String? }
        content: { text: "{title} {count}" }
      spare:
        content: { text: "{title}" }

    """

  func testEachItemCheckAcrossSections() {
    let problems =
      Self.header + """
        sections:
          - id: a
            items:
              - { id: x, cell: row, title: T, subtitle: S }
              - { id: y, cell: row, title: T }
              - { id: z, cell: typed, title: T, count: many }
              - { id: w, cell: typed, title: T }
              - { id: "K", cell: rwo, title: T }
          - id: b
            itemSeparators:
              x: { bottomSeparatorVisibility: hidden }
              nothere: { bottomSeparatorVisibility: hidden }
            items:
              - { id: x, cell: row, title: T, subtitle: S }
              - { id: "\\u212A", cell: row, title: T, subtitle: S }
          - id: a
            items: []
        """
    assertSameReport(problems, "every item check", expectStreamed: true)
    // Without the typo, the unused template is reported.
    assertSameReport(
      problems.replacingOccurrences(of: "rwo", with: "row"), "unused template",
      expectStreamed: true)
  }

  /// An item with nothing to report is checked without being made into an `Item`
  /// (`StreamedItemChecks.checkQuickly`); the others are made and checked as before. Mixed
  /// in any order — duplicate ids first written either way, across a run of 64 ids looked
  /// up together, canonically equal ids (KELVIN SIGN and K, é written two ways), optional
  /// and mistyped declared fields, the section's cell, a separator naming such an item —
  /// the report is the one of the kept spec.
  func testItemsCheckedWithoutBeingMadeAreReportedAsIfMade() {
    var items = ""
    for index in 0..<70 { items += "      - { id: q\(index), title: T, subtitle: S }\n" }
    let spec =
      Self.header + """
        sections:
          - id: a
            cell: row
            itemSeparators:
              q3: { bottomSeparatorVisibility: hidden }
              q70: { bottomSeparatorVisibility: hidden }
            items:
              - { id: K, title: T, subtitle: S }
              - { id: "\\u212A", title: T, subtitle: S }
              - { id: x, title: T }
              - { id: x, title: T, subtitle: S }
              - { id: "\\u00e9", title: T, subtitle: S }
              - { id: "e\\u0301", title: T, subtitle: S }
              - { id: t1, cell: typed, title: T, count: 3 }
              - { id: t2, cell: typed, title: T, count: 3, note: fine }
              - { id: t3, cell: typed, title: T, count: many }
              - { id: t1, cell: typed, title: T, count: 4 }
              - { id: s1, cell: spare, title: T, extra: 1 }
              - { id: u1, cell: nosuch, title: T }
        \(items)      - { id: q5, title: T, subtitle: S }
              - { id: K, cell: spare, title: T }
        """
    assertSameReport(spec, "unmade items", expectStreamed: true, oneByOne: 84)
    var options = Self.options(keepsSpec: false, threaded: false)
    options.limits = .default
    let loaded = ListSpecLoader.load(text: spec, path: "t.yaml", options: options)
    // Made: x (missing subtitle), t3 (mistyped), u1 (unknown cell). The rest, duplicates
    // included, went unmade.
    XCTAssertEqual(loaded.itemsCheckedUnmade, 81)
    let ids = loaded.diagnostics.map(\.id)
    XCTAssertEqual(ids.filter { $0 == .duplicateItemID }.count, 6, "\(ids)")
  }

  /// Two templates declaring one field with two types each check their own items against
  /// their own declaration, streamed as kept: only the items mistyped for their own
  /// template are reported, made or not.
  func testEachTemplatesDeclarationsCheckOnlyItsItems() {
    var items = ""
    for index in 0..<40 {
      items += "      - { id: f\(index), cell: flag, title: T, value: \(index % 2 == 0) }\n"
      items += "      - { id: l\(index), cell: label, title: T, value: Home \(index) }\n"
    }
    let spec = """
      listspec: 1
      list: { appearance: insetGrouped, headerMode: none }
      cells:
        flag:
          fields: { value: Bool }
          content: { text: "{title}" }
        label:
          fields: { value: String, count: Int? }
          content: { text: "{title}", secondaryText: "{value}" }
      sections:
        - id: a
          items:
      \(items)      - { id: bad1, cell: flag, title: T, value: Home }
            - { id: good, cell: label, title: T, value: true, count: 2 }
            - { id: bad2, cell: label, title: T, value: x, count: many }
        - id: b
          cell: flag
          items:
            - { id: bad3, title: T, value: 3 }
            - { id: good2, title: T, value: false, count: many }
      """
    assertSameReport(spec, "two declarations of one field", expectStreamed: true)
    let loaded = ListSpecLoader.load(
      text: spec, path: "t.yaml", options: Self.options(keepsSpec: false, threaded: false))
    XCTAssertEqual(
      loaded.diagnostics.map(\.message),
      [
        "item 'bad1' has value: 'Home', which is not a Bool as cell template 'flag' declares",
        "item 'bad2' has count: 'many', which is not an Int as cell template 'label' declares",
        "item 'bad3' has value: '3', which is not a Bool as cell template 'flag' declares",
      ])
  }

  /// An item of more than 16 fields is collected too, its scalars past the 32nd packed: it
  /// becomes the same item as read through the tree, with the same report — whatever comes
  /// past the 32nd scalar: its `id` and `cell`, quoted values, a duplicate key, a null, a
  /// merge key, a nested value, a scalar too long to pack.
  func testLargeItemsAreReadAsThroughTheTree() throws {
    func item(_ id: String, _ extra: String = "") -> String {
      var fields = (0..<20).map { "f\($0): \($0 % 3 == 0 ? "\"\($0)\"" : "\($0)")" }
      fields.append(extra.isEmpty ? "id: \(id)" : extra)
      if extra.isEmpty { fields.append("cell: wide") } else { fields.append("id: \(id)") }
      return "      - { " + fields.joined(separator: ", ") + " }\n"
    }
    let long = String(repeating: "x", count: 9000)
    let spec =
      """
      listspec: 1
      list: { appearance: insetGrouped, headerMode: none }
      cells:
        wide:
          fields: { f3: String, f4: Int }
          content: { text: "{f0} {f19}" }
      sections:
        - id: a
          cell: wide
          items:

      """ + item("one") + item("two") + item("one") + item("dup", "f5: again")
      + item("null", "f20: ~") + item("merge", "<<: { f30: 1 }")
      + item("nested", "f20: { a: 1 }") + item("long", "f20: \(long)")
      + item("type", "f4: many")
    for keepsSpec in [true, false] {
      var tree = Self.options(keepsSpec: keepsSpec, threaded: false)
      tree.streamsSections = false
      let expected = ListSpecLoader.load(text: spec, path: "t.yaml", options: tree)
      for threaded in [false, true] {
        let loaded = ListSpecLoader.load(
          text: spec, path: "t.yaml",
          options: Self.options(keepsSpec: keepsSpec, threaded: threaded))
        let label = "keepsSpec: \(keepsSpec), threaded: \(threaded)"
        XCTAssertEqual(loaded.diagnostics, expected.diagnostics, label)
        if !keepsSpec { XCTAssertGreaterThan(loaded.itemsCheckedUnmade, 0, label) }
      }
    }
    let ids = ListSpecLoader.load(text: spec, path: "t.yaml").diagnostics.map(\.id)
    for id in [DiagnosticID.duplicateItemID, .duplicateKey, .typeMismatch] {
      XCTAssertTrue(ids.contains(id), "\(id) in \(ids)")
    }

    // A valid spec of such items: the same items either way.
    let valid =
      spec.components(separatedBy: item("one")).first! + item("one") + item("two")
      + item("three", "f25: 25")
    var tree = LoadOptions()
    tree.streamsSections = false
    let expected = try XCTUnwrap(
      ListSpecLoader.load(text: valid, path: "t.yaml", options: tree).spec)
    let loaded = try XCTUnwrap(ListSpecLoader.load(text: valid, path: "t.yaml").spec)
    XCTAssertEqual(loaded.sections, expected.sections)
    XCTAssertEqual(loaded.sections.first?.items.count, 3)
    // Items compare by text: `3` and `"3"` are equal; their kinds must be too.
    for (item, other) in zip(loaded.sections[0].items, expected.sections[0].items) {
      for position in 0..<item.fields.count {
        let key = item.fields[position].0
        XCTAssertEqual(item.fields.kind(of: key), other.fields.kind(of: key), key)
      }
      XCTAssertEqual(item.idRange, other.idRange)
      XCTAssertEqual(item.cellRange, other.cellRange)
    }
  }

  /// Items are checked one by one as the reader makes them only while their section is
  /// known to be kept (its `id` written before `items`) and, for an item without a `cell`,
  /// its section's `cell` is known; once one item is kept, the rest of its section is too.
  func testItemsCheckedOneByOneOnlyWhileTheirSectionIsKnown() {
    func spec(_ sections: String) -> String { Self.header + "sections:\n" + sections }
    let items = """
          items:
            - { id: a, title: T, subtitle: S }
            - { id: b, cell: typed, title: T, count: x }
            - { id: a, title: T }

      """
    // Cell before items: every item, one by one.
    assertSameReport(
      spec("  - id: s\n    cell: row\n" + items), "cell first", expectStreamed: true,
      oneByOne: 3)
    // Cell after items: the first item has none yet, so it and the rest wait.
    assertSameReport(
      spec("  - id: s\n" + items + "    cell: row\n"), "cell last", expectStreamed: true,
      oneByOne: 0)
    // Own cells first, then one without: those before it go early.
    let ownFirst = """
          items:
            - { id: a, cell: row, title: T, subtitle: S }
            - { id: b, cell: spare, title: T }
            - { id: a, title: T }
            - { id: c, cell: row, title: T, subtitle: S }

      """
    assertSameReport(
      spec("  - id: s\n" + ownFirst + "    cell: spare\n"), "own cells first",
      expectStreamed: true, oneByOne: 2)
    // Id after items: the section may yet be dropped.
    assertSameReport(
      spec("  - cell: row\n" + items + "    id: s\n"), "id last", expectStreamed: true,
      oneByOne: 0)
    // An id or a cell that does not decode.
    assertSameReport(
      spec("  - id: [s]\n    cell: row\n" + items), "bad id", expectStreamed: true, oneByOne: 0)
    assertSameReport(
      spec("  - id: s\n    cell: [row]\n" + items), "bad cell", expectStreamed: true,
      oneByOne: 0)
    // An item the reader does not make (children) stops the offers for its section only.
    let outline = """
          cell: row
          items:
            - { id: a, title: T, subtitle: S }
            - id: p
              title: T
              children:
                - { id: a, title: T }
            - { id: q, title: T, subtitle: S }
        - id: t
          cell: row
          items:
            - { id: q, title: T, subtitle: S }

      """
    assertSameReport(
      spec("  - id: s\n" + outline), "outline", expectStreamed: true, oneByOne: 2)
    // itemSeparators after items checked early still know their ids.
    assertSameReport(
      spec(
        "  - id: s\n    cell: row\n" + items
          + "    itemSeparators:\n      a: { bottomSeparatorVisibility: hidden }\n"
          + "      zz: { bottomSeparatorVisibility: hidden }\n"), "separators after items",
      expectStreamed: true, oneByOne: 3)
    // Two sections, duplicates across items checked early and with their section.
    assertSameReport(
      spec(
        "  - id: s\n    cell: row\n" + items + "  - id: t\n" + items + "    cell: row\n"
          + "  - id: u\n    cell: row\n" + items), "mixed", expectStreamed: true, oneByOne: 6)
  }

  func testSeparatorGuidesWithSectionLayouts() {
    let text = """
      listspec: 1
      list: { appearance: insetGrouped, headerMode: none }
      cells:
        guided:
          hosting:
            content:
              Text: "{title}"
              modifiers:
                - alignmentGuide: { listRowSeparatorLeading: leading }
      sections:
        - id: a
          list: { showsSeparators: false }
          items:
            - { id: x, cell: guided, title: T }
        - id: b
          items:
            - { id: y, cell: guided, title: T }
      """
    assertSameReport(text, "guides shown in one section", expectStreamed: true)
    // Used only where separators are hidden: the guide is reported.
    let hiddenOnly = text.replacingOccurrences(
      of: "\n  - id: b\n    items:\n      - { id: y, cell: guided, title: T }", with: "")
    XCTAssertTrue(
      ListSpecLoader.load(text: hiddenOnly).diagnostics.contains { $0.id == .separatorGuideIgnored }
    )
    assertSameReport(hiddenOnly, "guides hidden", expectStreamed: true)
  }

  func testItemsAreKeptWhenTheirChecksCannotRunAsTheyAreRead() {
    let sections = """
      sections:
        - id: a
          items:
            - { id: x, cell: row, title: T, subtitle: S }
            - { id: x, cell: typed, title: T, count: "1" }

      """
    // `cells` after `sections`: not known while the items are read.
    let cellsLast =
      "listspec: 1\n" + sections
      + Self.header.replacingOccurrences(
        of: "listspec: 1\n", with: "")
    assertSameReport(cellsLast, "cells last", expectStreamed: false)
    // A template with Swift expressions: typed against every item.
    let expressions =
      Self.header.replacingOccurrences(
        of: "text: \"{title}\" }", with: "text: \"{ title.uppercased() }\" }") + sections
    assertSameReport(expressions, "expressions", expectStreamed: false)
    // No `cells` at all.
    assertSameReport("listspec: 1\n" + sections, "no cells", expectStreamed: false)
    // A merge key in the root may still bring keys in.
    let merged =
      "base: &base { listspec: 1 }\n"
      + Self.header.replacingOccurrences(
        of: "listspec: 1\n", with: "<<: *base\n") + sections
    assertSameReport(merged, "merge key in the root", expectStreamed: false)
  }

  func testBrokenTemplatesAndDuplicateCellKeys() {
    let text =
      Self.header + """
          broken:
            content: { text: 12 }
        sections:
          - id: a
            items:
              - { id: x, cell: broken, title: T }
              - { id: y, cell: row, title: T, subtitle: S }
              - { id: y, cell: gone, title: T, subtitle: S }
        """
    assertSameReport(text, "undecodable template", expectStreamed: true)
  }

  func testPastTheDiagnosticsLimitTheVerdictIsTheSame() {
    var text = Self.header + "sections:\n"
    for section in 0..<6 {
      text += "  - id: s\(section)\n    items:\n"
      for item in 0..<40 {
        text += "      - { id: i\(item % 7), cell: \(item % 3 == 0 ? "typed" : "row"), title: T }\n"
      }
    }
    var limits = ReaderLimits.default
    limits.maxDiagnostics = 10
    let whole = ListSpecLoader.load(
      text: text,
      options: {
        var options = Self.options(keepsSpec: true, threaded: false)
        options.limits = limits
        return options
      }())
    var options = Self.options(keepsSpec: false, threaded: true)
    options.limits = limits
    let streamed = ListSpecLoader.load(text: text, options: options)
    XCTAssertTrue(streamed.itemsCheckedWhileRead)
    XCTAssertEqual(streamed.isValid, whole.isValid)
    XCTAssertEqual(streamed.diagnostics.count, whole.diagnostics.count)
    XCTAssertEqual(streamed.diagnostics.last?.id, .tooManyDiagnostics)
    XCTAssertEqual(whole.diagnostics.last?.id, .tooManyDiagnostics)
    // Under the limit, the same report.
    assertSameReport(text, "many problems", expectStreamed: true)
  }

  /// A larger spec, decoded on all cores, with problems sprinkled through it.
  func testLargeSpecWithProblems() {
    var text = Self.header + "sections:\n"
    var item = 0
    for section in 0..<12 {
      text += "  - id: s\(section)\n    items:\n"
      for _ in 0..<700 {
        switch item % 501 {
        case 7: text += "      - { id: i\(item / 3), cell: row, title: T }\n"
        case 19: text += "      - { id: i\(item), cell: nope, title: T }\n"
        case 41: text += "      - { id: i\(item), cell: typed, title: T, count: x }\n"
        default: text += "      - { id: i\(item), cell: row, title: T, subtitle: S }\n"
        }
        item += 1
      }
    }
    assertSameReport(text, "large", expectStreamed: true)
  }
}
