import Foundation
import ListSpec
import ListSpecCodegen
import ListSpecFormatting
import XCTest

/// The generated Swift, run against the recording stand-in, configures every row, header and
/// footer with what the renderer draws (Oracle/, specs/oracle.md).
final class GeneratedCodeOracleTests: XCTestCase {
  // Format styles in the specs print with Foundation, as where listspec draws.
  override class func setUp() {
    super.setUp()
    FoundationFormatting.install()
  }

  private typealias Checked = (name: String, spec: ListSpecDocument, swift: String)

  private func assertAgree(
    _ specs: [Checked], file: StaticString = #filePath, line: UInt = #line
  ) throws -> GeneratedCodeOracle.Tally {
    let result = try GeneratedCodeOracle.check(specs)
    XCTAssertEqual(result.tally.specs, specs.count, file: file, line: line)
    XCTAssertTrue(
      result.disagreements.isEmpty,
      result.disagreements.prefix(60).map(\.description).joined(separator: "\n"), file: file,
      line: line)
    return result.tally
  }

  /// A spec loaded from `path`, generated with `prefix` for its type names (so that files of
  /// one program do not clash); nil when it does not load or generates no data source.
  private func checked(
    path: String, name: String, prefix: String? = nil, localizesText: Bool = false
  ) -> Checked? {
    let loaded = ListSpecLoader.load(path: path)
    guard let spec = loaded.spec, !loaded.diagnostics.contains(where: { $0.severity == .error })
    else { return nil }
    guard
      let code = SwiftGenerator(
        options: GenerateOptions(typePrefix: prefix, localizesText: localizesText)
      ).generate(loaded).code, OracleList(name: name, source: code).types != nil
    else { return nil }
    return (name, spec, code)
  }

  func testTheExamplesAgree() throws {
    let specs = exampleNames.compactMap {
      checked(path: packageRoot.appendingPathComponent("examples/\($0).yaml").path, name: $0)
    }
    XCTAssertEqual(specs.count, exampleNames.count)
    let tally = try assertAgree(specs)
    XCTAssertGreaterThan(tally.values, 800)
  }

  /// Examples whose every section is a `layout:` section: the collection view's own background
  /// is the list's, and headers and footers are boundary supplementary items (they are not
  /// among `exampleNames`, whose tests they would slow).
  func testTheLayoutOnlyExamplesAgree() throws {
    let names = [
      "grid", "inset-items-grid", "two-column-grid", "section-headers-footers", "distinct-sections",
    ]
    let specs = names.compactMap {
      checked(path: packageRoot.appendingPathComponent("examples/\($0).yaml").path, name: $0)
    }
    XCTAssertEqual(specs.count, names.count)
    _ = try assertAgree(specs)
    // Without the collection view's background the app would not show the picture's black.
    let grid = try XCTUnwrap(specs.first)
    let from = "collectionView.backgroundColor = .black"
    XCTAssertTrue(grid.swift.contains(from))
    let result = try GeneratedCodeOracle.check([
      (grid.name, grid.spec, grid.swift.replacingOccurrences(of: from, with: ""))
    ])
    XCTAssertTrue(
      result.disagreements.contains { $0.description.hasPrefix("grid: list background") },
      "\(result.disagreements.map(\.description))")
  }

  /// With `--strings` every text is looked up (`String(localized:)`, `NSLocalizedString`,
  /// SwiftUI's `Text("…")`): in English, with no translation, each still shows what listspec
  /// draws — the values interpolated as the picture prints them.
  func testTheExamplesAgreeWhenTheirTextsAreLookedUp() throws {
    let specs = exampleNames.compactMap {
      checked(
        path: packageRoot.appendingPathComponent("examples/\($0).yaml").path, name: $0,
        localizesText: true)
    }
    XCTAssertEqual(specs.count, exampleNames.count)
    let tally = try assertAgree(specs)
    XCTAssertGreaterThan(tally.values, 800)
  }

  /// Every spec among the tests' fixtures that validates (layout goldens, regressions, schema
  /// and diff fixtures): one program, each file's types named apart.
  func testTheFixturesAgree() throws {
    let tests = packageRoot.appendingPathComponent("Tests")
    let paths = (FileManager.default.enumerator(atPath: tests.path)?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix(".yaml") && !$0.contains("PluginFixture/.build") }.sorted()
    var specs: [Checked] = []
    for (index, path) in paths.enumerated() {
      if let spec = checked(
        path: tests.appendingPathComponent(path).path, name: path, prefix: "Fixture\(index)")
      {
        specs.append(spec)
      }
    }
    XCTAssertGreaterThan(specs.count, 60, "most fixtures are valid specs")
    let tally = try assertAgree(specs)
    print("oracle: \(tally.specs) fixtures, \(tally.rows) rows, \(tally.values) values compared")
  }

  /// A few hundred specs from the random-spec generator; says how much was compared.
  func testRandomSpecsAgree() throws {
    var random = RandomSpecs(seed: 41)
    var specs: [Checked] = []
    for index in 0..<300 {
      let loaded = ListSpecLoader.load(text: random.spec(), path: "oracle-\(index).yaml")
      guard let spec = loaded.spec,
        !loaded.diagnostics.contains(where: { $0.severity == .error }),
        let code = SwiftGenerator().generate(loaded).code
      else { continue }
      specs.append(("oracle-\(index)", spec, code))
    }
    XCTAssertGreaterThan(specs.count, 200, "most random specs should be valid")
    let tally = try assertAgree(specs)
    print(
      "oracle: \(tally.specs) random specs, \(tally.rows) rows, \(tally.values) values compared")
  }

  /// A literal in a SwiftUI `Text`, `Button`, `Label` or `Toggle` is written `verbatim:`, so
  /// the app shows it as the picture does: as a `LocalizedStringKey` SwiftUI would render the
  /// Markdown (a link labelled apple.com to another site, bold text).
  func testLiteralSwiftUITextsAreShownAsWritten() throws {
    let yaml = """
      listspec: 1
      platform: { iOS: "16.0" }
      list: { appearance: insetGrouped }
      cells:
        card:
          hosting:
            content:
              VStack:
                - Text: "Verify at [apple.com](https://evil.example) **now**"
                - Button: "Pay **now**"
                - Label: { title: "_Tips_", systemImage: lightbulb }
                - Toggle: { title: "`Wi-Fi`", isOn: on }
      sections:
        - { id: s, cell: card, items: [{ id: a, on: true }] }
      """
    let loaded = ListSpecLoader.load(text: yaml, path: "markdown.yaml")
    let spec = try XCTUnwrap(loaded.spec, "\(loaded.diagnostics.map(\.message))")
    let code = try XCTUnwrap(SwiftGenerator().generate(loaded).code)
    for literal in [
      #"Text(verbatim: "Verify at [apple.com](https://evil.example) **now**")"#,
      #"Button(action: {}) { Text(verbatim: "Pay **now**") }"#,
      #"Label { Text(verbatim: "_Tips_") } icon: { Image(systemName: "lightbulb") }"#,
      #"Toggle(isOn: binding(item.on)) { Text(verbatim: "`Wi-Fi`") }"#,
    ] {
      XCTAssertTrue(code.contains(literal), "\(literal) in:\n\(code)")
    }
    let typeChecked = try SwiftTypeChecker.typecheck(code, deploymentTarget: "16.0")
    XCTAssertTrue(typeChecked.succeeded, typeChecked.diagnostics)
    _ = try assertAgree([("markdown", spec, code)])
  }

  /// The oracle is real: a wrong colour, title or text written by the generator is caught and
  /// named by spec, row and value.
  func testAMismatchIsCaught() throws {
    let mail = try XCTUnwrap(
      checked(path: packageRoot.appendingPathComponent("examples/mail.yaml").path, name: "mail"))
    let settings = try XCTUnwrap(
      checked(
        path: packageRoot.appendingPathComponent("examples/settings.yaml").path, name: "settings"))
    let emoji = try XCTUnwrap(
      checked(
        path: packageRoot.appendingPathComponent("examples/emoji-explorer.yaml").path,
        name: "emoji-explorer"))
    let mutations: [(Checked, String, String, String)] = [
      // A section that is not a list: its recorded spacing, sizes and behaviour place the tiles.
      (
        emoji, "section.interGroupSpacing = 10", "section.interGroupSpacing = 12",
        "emoji-explorer: recents/recent-dog frame"
      ),
      (
        emoji, "widthDimension: .fractionalWidth(0.28)", "widthDimension: .fractionalWidth(0.3)",
        "emoji-explorer: recents/recent-grin frame"
      ),
      (
        emoji, "section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary", "",
        "emoji-explorer: recents/layout scrolls"
      ),
      // A custom view's image: the star of starred rows.
      (
        emoji, "UIImageView.listAccessory(image: UIImage(systemName: \"star.fill\"))",
        "UIImageView.listAccessory(image: UIImage(systemName: \"star\"))",
        "emoji-explorer: list/joy customViews"
      ),
      (
        mail, "action2.backgroundColor = .systemOrange", "action2.backgroundColor = .systemPink",
        "mail: inbox/lunch trailingSwipeActions"
      ),
      (mail, "title: \"Delete\"", "title: \"Remove\"", "mail: inbox/lunch trailingSwipeActions"),
      (
        mail, "content.secondaryTextProperties.numberOfLines = 2", "",
        "mail: inbox/lunch secondaryText.lines"
      ),
      (
        settings, "Color(.secondaryLabel)", "Color(.tertiaryLabel)",
        "settings: connectivity/wifi view["
      ),
    ]
    for (original, from, to, expected) in mutations {
      XCTAssertTrue(original.swift.contains(from), from)
      let mutated = (
        original.name, original.spec, original.swift.replacingOccurrences(of: from, with: to)
      )
      let result = try GeneratedCodeOracle.check([mutated])
      if ProcessInfo.processInfo.environment["ORACLE_SHOW"] != nil {
        print(result.disagreements.map(\.description).joined(separator: "\n"))
      }
      XCTAssertTrue(
        result.disagreements.contains { $0.description.hasPrefix(expected) },
        "\(from) → \(to): \(result.disagreements.map(\.description))")
    }
  }
}
