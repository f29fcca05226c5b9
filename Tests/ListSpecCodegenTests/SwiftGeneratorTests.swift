import Foundation
import ListSpec
import ListSpecCodegen
import XCTest

final class SwiftGeneratorTests: XCTestCase {
  // MARK: Examples

  /// examples/*.swift are what `listspec generate` writes for examples/*.yaml (CI also runs
  /// `generate --check` on them); re-record with RECORD_SNAPSHOTS=1 and read the diff.
  func testExamplesMatchTheCommittedSwiftFiles() throws {
    for name in exampleNames {
      let spec = packageRoot.appendingPathComponent("examples/\(name).yaml")
      let committed = packageRoot.appendingPathComponent("examples/\(name).swift")
      let loaded = ListSpecLoader.load(path: spec.path)
      let result = SwiftGenerator().generate(loaded)
      let code = try XCTUnwrap(result.code, "\(name): \(result.diagnostics.map(\.message))")
      XCTAssertEqual(result.diagnostics, [], name)
      if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
        try AtomicFile.write(code, to: committed.path)
        continue
      }
      let existing = try String(contentsOf: committed, encoding: .utf8)
      XCTAssertNil(
        GeneratedFileCheck.difference(existing: existing, generated: code, path: committed.path))
    }
  }

  /// The first seed article's code: `VideoGame` items with a name, an insetGrouped list on
  /// systemGroupedBackground, `defaultContentConfiguration()` with a headline font, a
  /// diffable data source and a snapshot of section 0.
  func testTheContentConfigurationSeedReadsAsTheArticle() throws {
    let code = try String(
      contentsOf: packageRoot.appendingPathComponent("examples/video-games.swift"),
      encoding: .utf8)
    for expected in [
      "struct VideoGamesItem: Hashable, Sendable, Identifiable {",
      "UICollectionLayoutListConfiguration(appearance: .insetGrouped)",
      "configuration.backgroundColor = .systemGroupedBackground",
      "UICollectionViewCompositionalLayout.list(using: configuration)",
      "var content = cell.defaultContentConfiguration()",
      "content.text = item.name",
      "content.textProperties.font = .preferredFont(forTextStyle: .headline)",
      "cell.contentConfiguration = content",
      "UICollectionViewDiffableDataSource<Int, VideoGamesItem>",
      "collectionView.dequeueConfiguredReusableCell(",
      "snapshot.appendSections([0])",
      "VideoGamesItem(id: \"mass-effect\", name: \"Mass Effect\"),",
    ] {
      XCTAssertTrue(code.contains(expected), expected)
    }
  }

  /// The second seed article's `MyFirstSwiftUICell` and its hosting configuration.
  func testTheHostingSeedReadsAsTheArticle() throws {
    let code = try String(
      contentsOf: packageRoot.appendingPathComponent("examples/sf-symbols.swift"),
      encoding: .utf8)
    let view = """
        struct SymbolCell: View {
          let item: SfSymbolsItem

          var body: some View {
            HStack(alignment: .firstTextBaseline) {
              Image(systemName: item.name)
                .padding()
              Spacer()
              Text(item.name)
                .font(.system(.title3, weight: .semibold))
              Spacer()
              Image(systemName: item.name)
                .padding()
            }
            .frame(height: 70)
            .background {
              RoundedRectangle(cornerRadius: 12)
                .fill(Color(.systemYellow))
            }
            .alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
            .alignmentGuide(.listRowSeparatorTrailing) { $0[.trailing] }
          }
        }
      """
    XCTAssertTrue(code.contains(view), code)
    XCTAssertTrue(
      code.contains(
        """
              cell.contentConfiguration = UIHostingConfiguration {
                SymbolCell(item: item)
              }
              .margins(.horizontal, 50)
        """))
  }

  // MARK: Determinism and format

  func testTheSameSpecGivesTheSameBytes() throws {
    var random = RandomSpecs(seed: 7)
    for _ in 0..<20 {
      let yaml = random.spec()
      let first = generate(yaml)
      let second = generate(yaml)
      XCTAssertEqual(first.code, second.code)
    }
  }

  /// `swift format lint --strict` reports nothing on the examples' files or on the files of
  /// random specs (names that need converting, keywords, long strings, every key).
  func testGeneratedFilesAreLintClean() throws {
    let folder = try temporaryFolder(self)
    var files = exampleNames.map { packageRoot.appendingPathComponent("examples/\($0).swift") }
    var random = RandomSpecs(seed: 2026)
    var generated = 0
    for index in 0..<60 {
      let result = generate(random.spec(), path: "random-\(index).yaml")
      guard let code = result.code else { continue }
      let file = folder.appendingPathComponent("Random\(index).swift")
      try code.write(to: file, atomically: true, encoding: .utf8)
      files.append(file)
      generated += 1
    }
    XCTAssertGreaterThan(generated, 40, "most random specs should be valid")
    XCTAssertEqual(try lintProblems(files), "")
  }

  // MARK: Types

  func testFieldTypesComeFromEveryValue() throws {
    let code = generatedCode(
      """
      listspec: 1
      list: { appearance: plain }
      cells:
        row: { content: { text: "{name} {count} {rating} {on} {code} {mixed}" } }
      sections:
        - id: main
          cell: row
          items:
            - { id: a, name: A, count: 3, rating: 4.5, on: true, code: "12", mixed: 1, sometimes: x }
            - { id: b, name: B, count: -12, rating: 0.25, on: false, code: "7", mixed: 1.5 }
            - { id: c, name: C, count: 0, rating: 4.50, on: true, code: "1", mixed: 2, sometimes: y }
      """)
    XCTAssertTrue(code.contains("let count: Int\n"), code)
    // 4.50 would read back as 4.5 in Swift: the field stays a string.
    XCTAssertTrue(code.contains("let rating: String\n"))
    XCTAssertTrue(code.contains("let on: Bool\n"))
    XCTAssertTrue(code.contains("let code: String\n"), "quoted numbers are strings")
    XCTAssertTrue(code.contains("let mixed: Double\n"), "1 and 1.5 are Double, as [1, 1.5] is")
    XCTAssertTrue(code.contains("let sometimes: String?\n"))
    XCTAssertTrue(code.contains("SpecItem(\n"), code)
    for argument in [
      "id: \"a\",", "count: 3,", "rating: \"4.5\",", "on: true,", "code: \"12\",", "mixed: 1.0,",
      "mixed: 1.5,",
      "sometimes: \"x\")", "count: -12,", "rating: \"4.50\",", "sometimes: nil)",
    ] {
      XCTAssertTrue(code.contains(argument), argument)
    }
  }

  func testIntegerSectionAndItemIDsStayIntegers() throws {
    let code = generatedCode(
      """
      listspec: 1
      list: { appearance: plain }
      cells: { row: { content: { text: "{id}" } } }
      sections: [{ id: 0, cell: row, items: [{ id: 1 }, { id: 2 }] }, { id: 1, cell: row, items: [] }]
      """)
    XCTAssertTrue(code.contains("let id: Int\n"))
    XCTAssertTrue(code.contains("UICollectionViewDiffableDataSource<Int, SpecItem>"))
    XCTAssertTrue(code.contains("snapshot.appendSections([0, 1])"))
    XCTAssertTrue(code.contains("content.text = \"\\(item.id)\""))
  }

  // MARK: Names

  func testNamesFollowSwiftConventions() throws {
    let code = generatedCode(
      """
      listspec: 1
      list: { appearance: plain }
      cells:
        video-game: { content: { text: "{default} {URLString}" } }
        setting_row: { content: { text: "{is_on}" } }
      sections:
        - id: more-games
          items:
            - { id: a, cell: video-game, release-year: 1999, default: x, URLString: u }
            - { id: b, cell: setting_row, is_on: true }
      """, path: "dir/my-games.yaml")
    for expected in [
      "enum MyGamesItem:", "enum MyGamesList {", "struct MyGamesSection:",
      "static let moreGames = MyGamesSection(\"more-games\")", "case videoGame(VideoGame)",
      "case settingRow(SettingRow)", "let releaseYear: Int\n", "let `default`: String\n",
      "let urlString: String\n", "let isOn: Bool\n", "let videoGameRegistration",
      "item.`default`",
    ] {
      XCTAssertTrue(code.contains(expected), "\(expected) in\n\(code)")
    }
  }

  /// Two spec names that convert to one identifier are errors; names that cannot convert
  /// (`2fa`, `größe`) are not: they get derived names (GeneratedNamesTests).
  func testNamesThatBecomeTheSameSwiftNameAreLocatedErrors() throws {
    let yaml = """
      listspec: 1
      list: { appearance: plain }
      cells:
        row: { content: { text: "{title}" } }
        2fa: { content: { text: "{title}" } }
      sections:
        - id: main
          items:
            - { id: a, cell: row, title: x, release-year: 1, releaseYear: 2, größe: 3 }
            - { id: b, cell: 2fa, title: y }
        - id: Main
          items: []
      """
    let result = generate(yaml)
    XCTAssertNil(result.code)
    let found = result.diagnostics.map {
      "\($0.id.rawValue) \($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.message)"
    }
    XCTAssertEqual(
      found,
      [
        "swift-name-collision 9:56 item field 'releaseYear' and 'release-year' both become the Swift name 'releaseYear'; rename one",
        "swift-name-collision 11:9 section id 'Main' and 'main' both become the Swift name 'main'; rename one",
      ], found.joined(separator: "\n"))
    // The collision's note points at the other name.
    let collision = try XCTUnwrap(result.diagnostics.first { $0.id == .swiftNameCollision })
    XCTAssertNotNil(collision.notes.first?.range)
  }

  func testAFileNameThatCannotBecomeATypeAsksForAName() {
    let yaml = "listspec: 1\nlist: { appearance: plain }\nsections: []\n"
    let result = generate(yaml, path: "2024.yaml")
    XCTAssertNil(result.code)
    XCTAssertEqual(result.diagnostics.map(\.id), [.invalidSwiftName])
    XCTAssertTrue(result.diagnostics[0].message.contains("--name"))
    XCTAssertNotNil(
      generate(yaml, path: "2024.yaml", options: GenerateOptions(typePrefix: "Year")).code)
  }

  // MARK: Options and availability

  func testNoItemsKeepsSectionsAndLeavesItemsOut() {
    let yaml = try? String(
      contentsOf: packageRoot.appendingPathComponent("examples/video-games.yaml"), encoding: .utf8)
    let code = generatedCode(
      yaml ?? "", path: "video-games.yaml", options: GenerateOptions(includesItems: false))
    XCTAssertTrue(code.contains("snapshot.appendSections([0])"))
    XCTAssertFalse(code.contains("appendItems"))
    XCTAssertTrue(code.contains("let name: String"), "the model is still typed from the items")
  }

  /// Without `platform`, the code assumes iOS 14 and checks for newer API; with a platform,
  /// validation has refused newer API, so there are no checks.
  func testAvailabilityChecksOnlyWhereTheDeploymentTargetNeedsThem() {
    let spec = """
      listspec: 1
      %@
      list:
        appearance: insetGrouped
        headerTopPadding: 4
        backgroundColor: tintColor
      cells:
        row:
          content: { text: "{id}" }
          accessories: [disclosureIndicator, detail]
      sections: [{ id: main, cell: row, items: [{ id: a }] }]
      """
    let unversioned = generatedCode(spec.replacingOccurrences(of: "%@", with: ""))
    XCTAssertTrue(
      unversioned.contains("if #available(iOS 15.0, *) {\n      configuration.headerTopPadding = 4")
    )
    XCTAssertTrue(
      unversioned.contains(
        "if #available(iOS 15.0, *) {\n      configuration.backgroundColor = .tintColor"))
    XCTAssertTrue(
      unversioned.contains(
        "if #available(iOS 15.4, *) {\n        cell.accessories.append(.detail(actionHandler: { actions.onDetail?(item) }))"
      ))
    let versioned = generatedCode(
      spec.replacingOccurrences(of: "%@", with: "platform: { iOS: \"16.0\" }"))
    XCTAssertFalse(versioned.contains("#available"))
    XCTAssertTrue(versioned.contains(".detail(actionHandler: { actions.onDetail?(item) })"))
  }

  func testAnInvalidSpecGivesItsDiagnosticsAndNoCode() {
    let result = generate(
      "listspec: 1\nlist: { appearance: plain }\nsections: [{ id: a, items: [{ id: x }] }]\n")
    XCTAssertNil(result.code)
    XCTAssertTrue(result.diagnostics.contains { $0.severity == .error })
  }

  func testTheCheckDifferenceIsShort() {
    let old = (1...100).map { "line \($0)" }.joined(separator: "\n")
    var lines = (1...100).map { "line \($0)" }
    lines[49] = "changed"
    let text = GeneratedFileCheck.difference(
      existing: old, generated: lines.joined(separator: "\n"), path: "out.swift")
    XCTAssertEqual(
      text,
      "out.swift: out of date; 'listspec generate' would change 2 lines\n-50: line 50\n+50: changed\n"
    )
    XCTAssertNil(GeneratedFileCheck.difference(existing: old, generated: old, path: "out.swift"))
    XCTAssertEqual(
      GeneratedFileCheck.difference(existing: nil, generated: old, path: "out.swift"),
      "out.swift: does not exist; 'listspec generate' would create it\n")
  }
}

/// Large sections are written by a fast path (`ItemLineWriter`) instead of laying out one
/// expression per item; its lines must be what the layout writes, and lint-clean.
final class LargeSectionTests: XCTestCase {
  /// Items short enough for one line, for one continuation line, and too long for either;
  /// values with quotes, backslashes, emoji and accents (measured in characters).
  static func spec(items: Int) -> String {
    var yaml = """
      listspec: 1
      platform: { iOS: "16.0" }
      list: { appearance: plain }
      cells:
        row: { content: { text: "{title}", secondaryText: "{detail}" } }
      sections:
        - id: main
          cell: row
          items:

      """
    let details = [
      "x", "A somewhat longer detail text", String(repeating: "long words ", count: 9),
      "Émoji 🎮 and accents", "Quotes \\\"inside\\\" and back\\\\slash",
      String(repeating: "é", count: 60), String(repeating: "a", count: 79),
    ]
    for index in 0..<items {
      let detail = details[index % details.count]
      yaml += "      - { id: item-\(index), title: \"Item \(index)\", detail: \"\(detail)\""
      if index % 3 == 0 { yaml += ", count: \(index)" }
      yaml += " }\n"
    }
    return yaml
  }

  func testTheFastPathWritesWhatTheLayoutWrites() throws {
    let yaml = Self.spec(items: 120)
    let code = generatedCode(yaml, path: "large.yaml")
    // The same items in sections of at most 20 go through `SwiftWriter.expression`.
    var small = yaml.replacingOccurrences(of: "    items:\n", with: "    items:\n")
    var lines = small.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let first = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("      - { id: item-0,") })
    var rebuilt = Array(lines[..<(first - 3)])
    for chunk in stride(from: 0, to: 120, by: 20) {
      rebuilt += ["  - id: part\(chunk)", "    cell: row", "    items:"]
      rebuilt += lines[(first + chunk)..<(first + chunk + 20)]
    }
    small = rebuilt.joined(separator: "\n") + "\n"
    lines = []
    let reference = generatedCode(small, path: "large.yaml")
    func itemLines(_ code: String) -> [Substring] {
      code.split(separator: "\n").filter {
        $0.hasPrefix("        LargeItem(") || $0.hasPrefix("          ")
          || $0.hasPrefix("        )")
      }
    }
    XCTAssertEqual(itemLines(code), itemLines(reference))
    XCTAssertGreaterThan(itemLines(code).count, 120)
  }

  func testALargeSectionIsLintCleanAndTypeChecks() throws {
    let code = generatedCode(Self.spec(items: 60), path: "large.yaml")
    let folder = try temporaryFolder(self)
    let file = folder.appendingPathComponent("Large.swift")
    try code.write(to: file, atomically: true, encoding: .utf8)
    XCTAssertEqual(try lintProblems([file]), "")
    let result = try SwiftTypeChecker.typecheck(code, deploymentTarget: "16.0")
    XCTAssertTrue(result.succeeded, result.diagnostics)
  }

  /// A ternary too long for its line breaks before `?` (and `:`) as swift-format breaks it,
  /// in an assignment, a labelled argument, a `Text` and a modifier value.
  func testLongTernariesBreakAsSwiftFormatBreaksThem() throws {
    let code = generatedCode(
      #"""
      listspec: 1
      platform: { iOS: "17.0" }
      list: { appearance: insetGrouped }
      cells:
        row:
          content:
            text: "{isFavorite && isInstalled && rating > 4.5 ? \"Top rated and installed here\" : \"Something else entirely\"}"
            secondaryText: "{isFavorite ? \"A really long secondary text that goes on and on and on\" : \"Another really long secondary text that also goes on\"}"
            image: { systemName: "{isFavorite && isInstalled && rating > 4.5 ? \"star.fill.circle.yes\" : \"star.circle.something\"}" }
        card:
          hosting:
            content:
              HStack:
                - Text: "{name}"
                  modifiers:
                    - foregroundStyle: "{isFavorite ? (rating > 4.5 ? .systemYellow : .systemOrange) : (isInstalled ? .systemGray : .systemRed)}"
                - Text: "{isFavorite && isInstalled && rating > 4.5 ? \"Top rated and installed here\" : \"Something else entirely here\"}"
      sections:
        - id: s
          items:
            - { id: a, cell: row, name: A, isFavorite: true, rating: 4.8, isInstalled: true }
            - { id: b, cell: card, name: B, isFavorite: false, rating: 3.0, isInstalled: true }
      """#, path: "long.yaml")
    XCTAssertTrue(
      code.contains(
        """
              content.text =
                item.isFavorite && item.isInstalled && item.rating > 4.5
                ? "Top rated and installed here" : "Something else entirely"
        """), code)
    XCTAssertTrue(
      code.contains(
        """
                    item.isFavorite
                      ? (item.rating > 4.5 ? Color(.systemYellow) : Color(.systemOrange))
                      : (item.isInstalled ? Color(.systemGray) : Color(.systemRed))
        """), code)
    let folder = try temporaryFolder(self)
    let file = folder.appendingPathComponent("Long.swift")
    try code.write(to: file, atomically: true, encoding: .utf8)
    XCTAssertEqual(try lintProblems([file]), "")
    let result = try SwiftTypeChecker.typecheck(code, deploymentTarget: "17.0")
    XCTAssertTrue(result.succeeded, result.diagnostics)
  }
}

extension SwiftGeneratorTests {
  /// Two views (or accessories) whose conditions are each other's negation are one
  /// `if`/`else`, which type-checks; unrelated conditions stay two `if`s.
  func testComplementaryConditionsAreIfElse() throws {
    let code = generatedCode(
      """
      listspec: 1
      platform: { iOS: "16.0" }
      list: { appearance: insetGrouped }
      cells:
        row:
          hosting:
            content:
              HStack:
                children:
                  - Image: { systemName: checkmark }
                    if: isDone
                  - Text: "{title}"
                    if: "!(isDone)"
                  - Text: "{count}"
                    if: "count > 1"
          accessories:
            - checkmark: { if: "!isDone" }
            - disclosureIndicator: { if: isDone }
      sections:
        - id: main
          cell: row
          items:
            - { id: a, title: A, isDone: true, count: 1 }
            - { id: b, title: B, isDone: false, count: 2 }
      """, path: "tasks.yaml")
    XCTAssertTrue(code.contains("if item.isDone {\n"), code)
    XCTAssertEqual(code.components(separatedBy: "} else {").count - 1, 2, code)
    XCTAssertTrue(code.contains("if item.count > 1 {"), code)
    let result = try SwiftTypeChecker.typecheck(
      code, deploymentTarget: "16.0", fileName: "Tasks.swift")
    XCTAssertTrue(result.succeeded, "\(result.diagnostics)\n\(code)")
  }
}

extension SwiftGeneratorTests {
  /// A chain of ternaries (`a ? x : b ? y : z`) too long for a line breaks at each `:` that
  /// does not fit, the next condition's branches one level in, as swift-format lays it out.
  func testAChainOfTernariesBreaksAsSwiftFormatBreaksIt() throws {
    let code = generatedCode(
      #"""
      listspec: 1
      platform: { iOS: "16.0" }
      list: { appearance: insetGrouped }
      cells:
        order:
          content:
            text: "{status == \"shipped\" ? \"Your order is on its way\" : status == \"delivered\" ? \"Your order has been delivered\" : status == \"cancelled\" ? \"Your order was cancelled\" : \"Processing your order now\"}"
      sections:
        - id: s
          cell: order
          items:
            - { id: a, status: shipped }
      """#, path: "orders.yaml")
    XCTAssertTrue(
      code.contains(
        """
              content.text =
                item.status == "shipped"
                ? "Your order is on its way"
                : item.status == "delivered"
                  ? "Your order has been delivered"
                  : item.status == "cancelled" ? "Your order was cancelled" : "Processing your order now"
        """), code)
    let folder = try temporaryFolder(self)
    let file = folder.appendingPathComponent("Orders.swift")
    try code.write(to: file, atomically: true, encoding: .utf8)
    XCTAssertEqual(try lintProblems([file]), "")
    let result = try SwiftTypeChecker.typecheck(code, deploymentTarget: "16.0")
    XCTAssertTrue(result.succeeded, result.diagnostics)
  }
}

extension SwiftGeneratorTests {
  /// The spec's `name:` names the types whatever the file is called; `--name` wins over it;
  /// a `name:` that cannot start a type name is an error located at its value.
  func testTheSpecsNameNamesTheTypes() throws {
    let yaml = """
      listspec: 1
      name: Inbox
      list: { appearance: plain }
      cells: { row: { content: { text: "{title}" } } }
      sections:
        - id: main
          cell: row
          items: [{ id: a, title: Hello }]
      """
    for path in ["inbox-v1.yaml", "inbox-v2.yaml"] {
      let code = generatedCode(yaml, path: path)
      XCTAssertTrue(code.contains("struct InboxItem:"), code)
      XCTAssertTrue(code.contains("enum InboxList {"), code)
    }
    let named = generatedCode(
      yaml, path: "inbox-v1.yaml", options: GenerateOptions(typePrefix: "Mail"))
    XCTAssertTrue(named.contains("struct MailItem:"), named)
    let invalid = generate(
      yaml.replacingOccurrences(of: "name: Inbox", with: "name: 2024"), path: "inbox.yaml")
    XCTAssertNil(invalid.code)
    let diagnostic = try XCTUnwrap(invalid.diagnostics.first { $0.id == .invalidSwiftName })
    XCTAssertTrue(diagnostic.message.contains("spec name '2024'"), diagnostic.message)
    XCTAssertEqual(diagnostic.range?.start.line, 2)
    XCTAssertEqual(diagnostic.range?.start.column, 7)
  }
}

extension SwiftGeneratorTests {
  /// With several templates, a field is optional only where some item of its own template
  /// lacks it; a template holds the fields its items carry and those it reads; a template
  /// without items has every field optional.
  func testFieldsAreOptionalOnlyWhereTheirTemplatesItemsLackThem() throws {
    let code = generatedCode(
      """
      listspec: 1
      list: { appearance: plain }
      cells:
        message: { content: { text: "{title}" } }
        counter: { content: { text: "{count}" } }
        empty: { content: { text: "{title}" } }
      sections:
        - id: main
          items:
            - { id: a, cell: message, title: Hello, note: There }
            - { id: b, cell: message, title: Bye }
            - { id: c, cell: counter, count: 3 }
      """, path: "mixed.yaml")
    for expected in [
      "enum MixedItem: Hashable, Sendable, Identifiable {",
      "struct Message: Hashable, Sendable, Identifiable {\n    let id: String\n    let title: String\n    let note: String?\n",
      "struct Counter: Hashable, Sendable, Identifiable {\n    let id: String\n    let count: Int\n\n",
      "struct Empty: Hashable, Sendable, Identifiable {\n    let id: String\n    let title: String?\n\n",
      ".message(id: \"b\", title: \"Bye\", note: nil)", ".counter(id: \"c\", count: 3)",
      "CellRegistration<MixedItem.Message>", "content.text = item.title\n",
    ] {
      XCTAssertTrue(code.contains(expected), "\(expected) in\n\(code)")
    }
    let result = try SwiftTypeChecker.typecheck(code, fileName: "Mixed.swift")
    XCTAssertTrue(result.succeeded, "\(result.diagnostics)\n\(code)")
  }
}

extension SwiftGeneratorTests {
  /// `itemSeparators` entries name sample items; the generated code carries them as data on
  /// the items' own structs, so an app's items can carry separators too, and the handler's
  /// function reads the item rather than switching over sample ids.
  func testItemSeparatorsAreDataTheItemCarries() throws {
    let code = generatedCode(
      """
      listspec: 1
      list: { appearance: insetGrouped }
      cells:
        message: { content: { text: "{title}" } }
        counter: { content: { text: "{count}" } }
      sections:
        - id: main
          itemSeparators:
            b: { topSeparatorVisibility: hidden, bottomSeparatorInsets: { leading: 20 } }
            a: { bottomSeparatorInsets: automatic }
          items:
            - { id: a, cell: message, title: Hello }
            - { id: b, cell: message, title: Bye }
            - { id: c, cell: counter, count: 3 }
      """, path: "separated.yaml")
    for expected in [
      "struct Message: Hashable, Sendable, Identifiable {\n    let id: String\n    let title: String\n    /// This item's own separators, over its section's; nil: the section's.\n    var separators: SeparatedItemSeparators? = nil\n",
      "struct Counter: Hashable, Sendable, Identifiable {\n    let id: String\n    let count: Int\n\n",
      "id: \"a\",\n          title: \"Hello\",\n          separators: SeparatedItemSeparators(bottomSeparatorInsets: .automatic)),",
      "topSeparatorVisibility: .hidden,\n            bottomSeparatorInsets: .custom(\n              NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0))",
      ".counter(id: \"c\", count: 3)",
      "case .message(let item):\n      separators = item.separators\n    default:\n      separators = nil\n",
      "return separators?.applied(to: configuration) ?? configuration",
    ] {
      XCTAssertTrue(code.contains(expected), "\(expected) in\n\(code)")
    }
    let function = try XCTUnwrap(
      code.range(of: "static func separatorConfiguration(").map {
        code[$0.lowerBound...].prefix { $0 != "}" }
      })
    XCTAssertFalse(function.contains("item.id"), String(function))
    XCTAssertFalse(code.contains("switch item.id"), code)
    let result = try SwiftTypeChecker.typecheck(code, fileName: "Separated.swift")
    XCTAssertTrue(result.succeeded, "\(result.diagnostics)\n\(code)")
    // Checked above for iOS 14 (no `UIListSeparatorConfiguration`, so the data is the app's
    // own types); here in Swift 5 mode for a target that has it.
    let swift5 = try SwiftTypeChecker.typecheck(
      code, deploymentTarget: "15.0", fileName: "Separated.swift", languageMode: "5")
    XCTAssertTrue(swift5.succeeded, "\(swift5.diagnostics)\n\(code)")
  }

  /// With one template the single struct carries them, under another name when a field is
  /// already called `separators`.
  func testOneTemplatesStructCarriesItemSeparators() throws {
    let code = generatedCode(
      """
      listspec: 1
      list: { appearance: plain }
      cells:
        row: { content: { text: "{title}", secondaryText: "{separators}" } }
      sections:
        - id: main
          cell: row
          itemSeparators:
            a: { bottomSeparatorVisibility: visible }
          items:
            - { id: a, title: Hello, separators: dashed }
            - { id: b, title: Bye, separators: none }
      """, path: "single.yaml")
    for expected in [
      "struct SingleItem: Hashable, Sendable, Identifiable {\n  let id: String\n  let title: String\n  let separators: String\n  /// This item's own separators, over its section's; nil: the section's.\n  var separators2: SingleItemSeparators? = nil\n",
      "separators2: SingleItemSeparators(bottomSeparatorVisibility: .visible)",
      "item.separators2?.applied(to: configuration) ?? configuration",
    ] {
      XCTAssertTrue(code.contains(expected), "\(expected) in\n\(code)")
    }
    XCTAssertFalse(code.contains("switch item"), code)
    let result = try SwiftTypeChecker.typecheck(code, fileName: "Single.swift")
    XCTAssertTrue(result.succeeded, "\(result.diagnostics)\n\(code)")
  }
}
