import Foundation
import ListSpec
import ListSpecCodegen
import XCTest

/// Generated files type-check with swiftc against the declarations-only UIKit and SwiftUI
/// stand-in (StandIn/), at the deployment target the spec names (iOS 14 without one), with
/// iOS availability enforced.
final class GeneratedCodeTypeCheckTests: XCTestCase {
  func testTheExamplesTypeCheckAtTheirDeploymentTargets() throws {
    for name in exampleNames {
      let loaded = ListSpecLoader.load(
        path: packageRoot.appendingPathComponent("examples/\(name).yaml").path)
      let code = try XCTUnwrap(SwiftGenerator().generate(loaded).code)
      let target = loaded.spec?.platform.iOS?.description ?? "14.0"
      let result = try SwiftTypeChecker.typecheck(
        code, deploymentTarget: target, fileName: "\(name).swift")
      XCTAssertTrue(result.succeeded, "\(name) at iOS \(target):\n\(result.diagnostics)")
    }
  }

  /// Apps not yet in Swift 6 language mode build the same files: every example type-checks in
  /// Swift 5 mode too (the test above is Swift 6 with strict concurrency).
  func testTheExamplesTypeCheckInSwift5Mode() throws {
    for name in exampleNames {
      let loaded = ListSpecLoader.load(
        path: packageRoot.appendingPathComponent("examples/\(name).yaml").path)
      let code = try XCTUnwrap(SwiftGenerator().generate(loaded).code)
      let target = loaded.spec?.platform.iOS?.description ?? "14.0"
      let result = try SwiftTypeChecker.typecheck(
        code, deploymentTarget: target, fileName: "\(name).swift", languageMode: "5")
      XCTAssertTrue(result.succeeded, "\(name) in Swift 5 mode:\n\(result.diagnostics)")
    }
  }

  /// The check is real: a wrong label, a wrong type or a missing availability check in the
  /// generated file fails it.
  func testMistakesInGeneratedCodeFail() throws {
    let code = try String(
      contentsOf: packageRoot.appendingPathComponent("examples/video-games.swift"),
      encoding: .utf8)
    let mistakes = [
      ("forTextStyle: .headline", "forStyle: .headline", "label"),
      ("content.text = item.name", "content.text = 3", "type"),
    ]
    for (original, replacement, what) in mistakes {
      XCTAssertTrue(code.contains(original))
      let result = try SwiftTypeChecker.typecheck(
        code.replacingOccurrences(of: original, with: replacement), deploymentTarget: "14.0")
      XCTAssertFalse(result.succeeded, what)
    }
    let hosting = try String(
      contentsOf: packageRoot.appendingPathComponent("examples/sf-symbols.swift"),
      encoding: .utf8)
    let early = try SwiftTypeChecker.typecheck(hosting, deploymentTarget: "15.0")
    XCTAssertFalse(early.succeeded)
    XCTAssertTrue(early.diagnostics.contains("only available in iOS 16.0"), early.diagnostics)
  }

  /// Without `platform`, newer API is guarded so the file builds for iOS 14.
  func testASpecWithoutPlatformTypeChecksForIOS14() throws {
    let code = generatedCode(
      """
      listspec: 1
      list:
        appearance: insetGrouped
        headerMode: supplementary
        headerTopPadding: 4
        backgroundColor: tintColor
        separatorConfiguration: { color: systemMint, topSeparatorVisibility: hidden }
      cells:
        row:
          content: { text: "{title}", textProperties: { color: systemCyan } }
          accessories: [disclosureIndicator, detail, { label: { text: "{count}" } }]
          backgroundColor: tintColor
        card:
          hosting:
            content:
              HStack:
                children:
                  - Text: "{title} ({count})"
                  - Image: { systemName: star }
      sections:
        - id: main
          header: Main
          items:
            - { id: a, cell: row, title: A, count: 1 }
            - { id: b, cell: card, title: B, count: 2 }
      """, path: "unversioned.yaml")
    let result = try SwiftTypeChecker.typecheck(code, deploymentTarget: "14.0")
    XCTAssertTrue(result.succeeded, "\(result.diagnostics)\n\(code)")
    XCTAssertTrue(code.contains("@available(iOS 16.0, *)\n@MainActor\nenum UnversionedList"))
  }

  /// Without a hosting cell nothing raises the whole file to iOS 16, so colours newer than
  /// iOS 14 (here in a swipe action, in content and in a background) must be checked where
  /// they are set.
  func testNewerColorsInAUIKitOnlySpecTypeCheckForIOS14() throws {
    let code = generatedCode(
      """
      listspec: 1
      list: { appearance: insetGrouped }
      cells:
        row:
          content: { text: "{title}", textProperties: { color: systemCyan } }
          backgroundColor: systemMint
          trailingSwipeActions:
            actions: [{ title: Pin, backgroundColor: systemMint }]
          leadingSwipeActions:
            actions: [{ title: Read, backgroundColor: systemBlue }]
      sections:
        - id: main
          cell: row
          items: [{ id: a, title: A }]
      """, path: "colors.yaml")
    XCTAssertFalse(code.contains("@available(iOS 16.0, *)"))
    let result = try SwiftTypeChecker.typecheck(code, deploymentTarget: "14.0")
    XCTAssertTrue(result.succeeded, "\(result.diagnostics)\n\(code)")
  }

  /// Each template's fields are typed from its own items and `fields:`: a field one template
  /// declares `Bool` or `Color` and another's items write as text, or one template's text
  /// values beside another's numbers, validate and generate Swift that type-checks (they
  /// used to share one type, giving `value: Home` and `tint: Matte finish` in the snapshot).
  func testAFieldOfOneNameTypedApartInEachTemplateTypeChecks() throws {
    // The specs TemplateFieldTypesTests checks at validation.
    func fixture(_ name: String) throws -> String {
      try String(
        contentsOf: packageRoot.appendingPathComponent(
          "Tests/Fixtures/template-fields/\(name).yaml"), encoding: .utf8)
    }
    let countsOfTwoTemplates = try fixture("counts")
    let toggleAndLink = try fixture("toggle-and-link")
    let swatchAndNote = try fixture("swatch-and-note")
    let specs = [
      ("counts", countsOfTwoTemplates),
      ("toggle-and-link", toggleAndLink),
      (
        "declared-link",
        toggleAndLink.replacingOccurrences(
          of: "  link:\n", with: "  link:\n    fields: { value: String }\n")
      ),
      ("swatch-and-note", swatchAndNote),
      (
        "swatch-and-shown-note",
        swatchAndNote.replacingOccurrences(
          of: #"text: "{name}" }"#, with: #"text: "{name}", secondaryText: "{tint}" }"#)
      ),
    ]
    var files: [(name: String, source: String)] = []
    for (name, yaml) in specs {
      let loaded = ListSpecLoader.load(text: yaml, path: "\(name).yaml")
      XCTAssertEqual(loaded.diagnostics.map(\.message), [], name)
      let code = generatedCode(yaml, path: "\(name).yaml")
      files.append(("\(name).swift", code))
    }
    XCTAssertTrue(files[1].source.contains(#".link(id: "wifi", title: "Wi-Fi", value: "Home")"#))
    XCTAssertTrue(files[3].source.contains(#".note(id: "b", name: "Paint", tint: "Matte finish")"#))
    let result = try SwiftTypeChecker.typecheck(files: files, deploymentTarget: "16.0")
    XCTAssertTrue(
      result.succeeded, "\(result.diagnostics)\n\(files.map(\.source).joined(separator: "\n"))")
  }

  /// A few hundred random specs (every key, awkward names, typed and untyped values), grouped
  /// by deployment target and checked together.
  func testRandomSpecsTypeCheck() throws {
    var random = RandomSpecs(seed: 14)
    var byTarget: [String: [(name: String, source: String)]] = [:]
    var generated = 0
    for index in 0..<240 {
      let loaded = ListSpecLoader.load(text: random.spec(), path: "random-\(index).yaml")
      guard let spec = loaded.spec, let code = SwiftGenerator().generate(loaded).code else {
        continue
      }
      generated += 1
      let target = spec.platform.iOS?.description ?? "14.0"
      byTarget[target, default: []].append(("Random\(index).swift", code))
    }
    XCTAssertGreaterThan(generated, 160, "most random specs should be valid")
    // Items' own separators are among what is checked, below iOS 14.5 too.
    let separated = byTarget.flatMap { target, files in
      files.filter { $0.source.contains("ItemSeparators(") }.map { _ in target }
    }
    XCTAssertGreaterThan(separated.count, 10)
    XCTAssertTrue(separated.contains("14.0"), "\(separated)")
    for (target, files) in byTarget.sorted(by: { $0.key < $1.key }) {
      let result = try SwiftTypeChecker.typecheck(files: files, deploymentTarget: target)
      XCTAssertTrue(
        result.succeeded,
        "iOS \(target), \(files.count) files:\n\(result.diagnostics.prefix(4000))")
    }
  }

  /// The smallest valid spec, no cells and no sections, generates a file that builds (the
  /// oracle found `enum …Section: String` with no cases, which Swift refuses).
  func testASpecWithNoSectionsTypeChecks() throws {
    let code = generatedCode("listspec: 1\nlist: { appearance: plain }\nsections: []\n")
    let result = try SwiftTypeChecker.typecheck(code)
    XCTAssertTrue(result.succeeded, result.diagnostics)
  }

  /// Template names that are the generated code's own (`header`, `footer`: the supplementary
  /// registrations) or a framework type's (`UICollectionViewList`: its view would be
  /// `UICollectionViewListCell`) generate a file that builds.
  func testTemplatesNamedLikeGeneratedOrUIKitNamesTypeCheck() throws {
    let code = generatedCode(
      """
      listspec: 1
      platform: { iOS: "16.0" }
      list: { appearance: insetGrouped, headerMode: supplementary, footerMode: supplementary }
      cells:
        header: { content: { text: "{title}" } }
        footer: { hosting: { content: { Text: "{title}" } } }
        UICollectionViewList: { hosting: { content: { Text: "{title}" } } }
        View: { hosting: { content: { Text: "{title}" } } }
      sections:
        - id: s
          header: Things
          footer: More
          items:
            - { id: a, cell: header, title: A }
            - { id: b, cell: footer, title: B }
            - { id: c, cell: UICollectionViewList, title: C }
            - { id: d, cell: View, title: D }
      """)
    XCTAssertTrue(code.contains("struct UICollectionViewListCellView: View"), code)
    let result = try SwiftTypeChecker.typecheck(code, deploymentTarget: "16.0")
    XCTAssertTrue(result.succeeded, result.diagnostics)
  }

  /// Names the actions code declares — `Actions`, `DataSource`, `Selection`, the parameters
  /// and locals of `makeDataSource` — written as templates, fields and sections, with a switch
  /// and a detail button so that the handlers are generated, give a file that builds.
  func testNamesLikeTheActionsCodesOwnTypeCheck() throws {
    let code = generatedCode(
      """
      listspec: 1
      platform: { iOS: "16.0" }
      list: { appearance: insetGrouped, headerMode: supplementary, footerMode: supplementary }
      cells:
        Actions:
          content: { text: "{Actions} {selection} {dataSource}" }
          accessories: [detail, { customView: { view: UISwitch, isOn: onSwitch } }]
        Selection: { hosting: { content: { Text: "{sectionHeader}" } } }
        DataSource: { content: { text: "{sectionFooter}" } }
      sections:
        - id: actions
          header: Actions
          footer: Footer
          items:
            - { id: a, cell: Actions, Actions: y, selection: z, dataSource: w, onSwitch: true }
            - { id: b, cell: Selection, sectionHeader: h }
        - id: selection
          header: Selection
          footer: Footer
          items: [{ id: c, cell: DataSource, sectionFooter: f }]
      """)
    for expected in ["struct Actions {", "case actions(Actions)", "static let selection = "] {
      XCTAssertTrue(code.contains(expected), "\(expected) in\n\(code)")
    }
    let result = try SwiftTypeChecker.typecheck(code, deploymentTarget: "16.0")
    XCTAssertTrue(result.succeeded, "\(result.diagnostics)\n\(code)")
  }

  /// What the fuzz harness cannot check per input: a sample of generated files parses.
  func testASampleOfGeneratedFilesParses() throws {
    var random = RandomSpecs(seed: 99)
    var parsed = 0
    for index in 0..<25 {
      guard let code = generate(random.spec(), path: "sample-\(index).yaml").code else {
        continue
      }
      let result = try SwiftTypeChecker.parse(code)
      XCTAssertTrue(result.succeeded, result.diagnostics)
      parsed += 1
    }
    XCTAssertGreaterThan(parsed, 15)
  }
}
