import Foundation
import XCTest

/// Tests of SwiftTypeChecker and the UIKit/SwiftUI stand-in: hand-written files in the shape
/// the generator emits type-check, and real mistakes (labels, availability) are caught.
final class StandInTests: XCTestCase {
  private static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("StandIn/Samples")

  private func sample(_ name: String) throws -> String {
    try String(contentsOf: Self.samples.appendingPathComponent(name), encoding: .utf8)
  }

  private func assertTypeChecks(
    _ source: String, deploymentTarget: String, fileName: String = "Generated.swift",
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let result = try SwiftTypeChecker.typecheck(
      source, deploymentTarget: deploymentTarget, fileName: fileName)
    XCTAssertTrue(result.succeeded, result.diagnostics, file: file, line: line)
  }

  // MARK: Samples

  func testVideoGamesListTypeChecksAtIOS14() throws {
    try assertTypeChecks(
      sample("VideoGamesList.swift"), deploymentTarget: "14.0", fileName: "VideoGamesList.swift")
  }

  func testSFSymbolsListTypeChecksAtIOS14() throws {
    try assertTypeChecks(
      sample("SFSymbolsList.swift"), deploymentTarget: "14.0", fileName: "SFSymbolsList.swift")
  }

  func testSettingsListTypeChecksAtIOS15() throws {
    try assertTypeChecks(
      sample("SettingsList.swift"), deploymentTarget: "15.0", fileName: "SettingsList.swift")
  }

  func testSettingsListNeedsIOS15() throws {
    let result = try SwiftTypeChecker.typecheck(
      sample("SettingsList.swift"), deploymentTarget: "14.0", fileName: "SettingsList.swift")
    XCTAssertFalse(result.succeeded)
    XCTAssertTrue(
      result.diagnostics.contains("'headerTopPadding' is only available in iOS 15.0"),
      result.diagnostics)
  }

  func testSeveralTemplateListTypeChecksAtIOS16() throws {
    try assertTypeChecks(
      sample("InboxList.swift"), deploymentTarget: "16.0", fileName: "InboxList.swift")
  }

  /// The mistakes the several-template shape invites are caught: a registration for one
  /// template's struct dequeued with the whole enum, and a swipe action whose handler does not
  /// take UIKit's completion.
  func testSeveralTemplateMistakesFail() throws {
    let source = try sample("InboxList.swift")
    let mistakes = [
      (
        "using: messageRegistration, for: indexPath, item: message)",
        "using: messageRegistration, for: indexPath, item: item)"
      ),
      (
        "{ _, _, completion in completion(perform(action.title, item)) }",
        "{ _, _ in _ = perform(action.title, item) }"
      ),
    ]
    for (correct, wrong) in mistakes {
      XCTAssertTrue(source.contains(correct), correct)
      let result = try SwiftTypeChecker.typecheck(
        source.replacingOccurrences(of: correct, with: wrong), deploymentTarget: "16.0",
        fileName: "InboxList.swift")
      XCTAssertFalse(result.succeeded, wrong)
      XCTAssertTrue(result.diagnostics.contains("InboxList.swift:"), result.diagnostics)
    }
  }

  func testViewControllerExampleTypeChecksAtIOS14() throws {
    try assertTypeChecks(
      sample("ListViewController.swift"), deploymentTarget: "14.0",
      fileName: "ListViewController.swift")
  }

  // MARK: Mistakes are caught

  private let hostingCell = """
    import SwiftUI
    import UIKit

    @MainActor
    func configure(_ cell: UICollectionViewListCell) {
      cell.contentConfiguration = UIHostingConfiguration { Text("Hello") }.margins(.all, 8)
    }
    """

  func testWrongArgumentLabelFails() throws {
    let source = """
      import UIKit

      @MainActor
      func configure(_ cell: UICollectionViewListCell) {
        cell.accessories = [.disclosureIndicator(display: .always)]
      }
      """
    let result = try SwiftTypeChecker.typecheck(source, deploymentTarget: "14.0")
    XCTAssertFalse(result.succeeded)
    XCTAssertTrue(result.diagnostics.contains("error:"), result.diagnostics)
    XCTAssertTrue(result.diagnostics.contains("Generated.swift:5:"), result.diagnostics)
  }

  func testIOS16APIWithoutAvailabilityFailsAtIOS14() throws {
    let result = try SwiftTypeChecker.typecheck(hostingCell, deploymentTarget: "14.0")
    XCTAssertFalse(result.succeeded)
    XCTAssertTrue(
      result.diagnostics.contains("'UIHostingConfiguration' is only available in iOS 16.0"),
      result.diagnostics)
    XCTAssertFalse(result.diagnostics.contains("iOS_16_0"), result.diagnostics)
  }

  func testIOS16APIPassesAtIOS16() throws {
    try assertTypeChecks(hostingCell, deploymentTarget: "16.0")
  }

  func testIOS16APIInsideIfAvailablePasses() throws {
    let source = """
      import SwiftUI
      import UIKit

      @MainActor
      func configure(_ cell: UICollectionViewListCell) {
        if #available(iOS 16.0, *) {
          cell.contentConfiguration = UIHostingConfiguration { Text("Hello") }.margins(.all, 8)
        }
      }
      """
    try assertTypeChecks(source, deploymentTarget: "14.0")
  }

  func testLowerVersionAPIInsideHigherAvailabilityPasses() throws {
    // detail() is iOS 15.4; @available(iOS 16.0, *) must also grant every lower version.
    let source = """
      import UIKit

      @available(iOS 16.0, *)
      @MainActor
      func configure(_ cell: UICollectionViewListCell) {
        cell.accessories = [.detail(), .checkmark()]
      }
      """
    try assertTypeChecks(source, deploymentTarget: "14.0")
  }

  func testHigherVersionAPIInsideLowerAvailabilityFails() throws {
    let source = """
      import UIKit

      @available(iOS 15.0, *)
      @MainActor
      func configure(_ cell: UICollectionViewListCell) {
        cell.accessories = [.detail()]
      }
      """
    let result = try SwiftTypeChecker.typecheck(source, deploymentTarget: "14.0")
    XCTAssertFalse(result.succeeded)
    XCTAssertTrue(result.diagnostics.contains("iOS 15.4"), result.diagnostics)
  }

  func testVersionOnlyInCheckedFileIsADomainToo() throws {
    // 17.2 appears nowhere in the stand-in: a function requiring it still needs a check.
    let source = """
      import UIKit

      @available(iOS 17.2, *)
      func newer() {}

      func caller() {
        if #available(iOS 17.0, *) { newer() }
      }
      """
    let result = try SwiftTypeChecker.typecheck(source, deploymentTarget: "14.0")
    XCTAssertFalse(result.succeeded)
    XCTAssertTrue(result.diagnostics.contains("iOS 17.2"), result.diagnostics)
  }

  func testUnsupportedAvailabilityFormThrows() {
    let source = """
      import UIKit

      @available(iOS 16.0, macOS 13.0, *)
      func f() {}
      """
    XCTAssertThrowsError(try SwiftTypeChecker.typecheck(source, deploymentTarget: "14.0"))
  }

  // MARK: Harness

  func testRewriteAddsEveryLowerDomainAboveTheTarget() throws {
    let domains = AvailabilityDomains(
      deploymentTarget: try IOSVersion("14.0"),
      versions: Set(try ["14.5", "15.0", "15.4", "16.0", "17.0"].map(IOSVersion.init)))
    XCTAssertEqual(
      try domains.rewrite("@available(iOS 16.0, *) func f() {}"),
      "@available(iOS_14_5) @available(iOS_15_0) @available(iOS_15_4) @available(iOS_16_0)"
        + " func f() {}")
    XCTAssertEqual(
      try domains.rewrite("if #available(iOS 15, *), x {"),
      "if #available(iOS_14_5), #available(iOS_15_0), x {")
    XCTAssertEqual(
      try domains.rewrite("@available(iOS 13.0, *)\nstruct S {}"),
      "@available(iOS_14_0)\nstruct S {}")
    XCTAssertEqual(domains.restore("only available in iOS_15_4"), "only available in iOS 15.4")
  }

  func testStandInDeclaresTheVersionsTheGeneratorNeeds() throws {
    let versions = try SwiftTypeChecker.standInVersions().map(\.description)
    for needed in ["14.5", "15.0", "15.4", "16.0"] {
      XCTAssertTrue(versions.contains(needed), "\(versions)")
    }
  }

  func testConcurrentChecksShareTheBuiltModules() throws {
    let sources = [hostingCell, hostingCell, hostingCell]
    let results = UnsafeResults(count: sources.count)
    DispatchQueue.concurrentPerform(iterations: sources.count) { index in
      results.set(
        index,
        Result { try SwiftTypeChecker.typecheck(sources[index], deploymentTarget: "16.0") })
    }
    for result in results.all {
      let checked = try XCTUnwrap(result).get()
      XCTAssertTrue(checked.succeeded, checked.diagnostics)
    }
  }

  func testParseAcceptsValidAndRejectsBrokenSwift() throws {
    XCTAssertTrue(try SwiftTypeChecker.parse(hostingCell).succeeded)
    let broken = try SwiftTypeChecker.parse("struct S {\n  var x: = 1\n}\n", fileName: "Bad.swift")
    XCTAssertFalse(broken.succeeded)
    XCTAssertTrue(broken.diagnostics.contains("Bad.swift:2:"), broken.diagnostics)
  }
}

/// Results written by concurrentPerform's iterations, each to its own slot.
private final class UnsafeResults: @unchecked Sendable {
  private let lock = NSLock()
  private var results: [Result<TypeCheckResult, Error>?]
  init(count: Int) { results = Array(repeating: nil, count: count) }
  func set(_ index: Int, _ result: Result<TypeCheckResult, Error>) {
    lock.lock()
    results[index] = result
    lock.unlock()
  }
  var all: [Result<TypeCheckResult, Error>?] {
    lock.lock()
    defer { lock.unlock() }
    return results
  }
}
