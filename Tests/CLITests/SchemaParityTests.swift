import Foundation
import XCTest

/// Schema parity: what `listspec validate` rejects for a reason JSON Schema draft-07 can express,
/// the schema `listspec schema` prints rejects too, checked with a real validator.
///
/// The validator is check-jsonschema (pinned by `scripts/setup`, in `.build/tools-venv`). It
/// loads YAML with ruamel.yaml, which follows YAML 1.2 as listspec does: `yes`, `no`, `on`, `off`
/// are strings, `0o17` is octal, `true`/`True`/`TRUE` are booleans. (PyYAML, a YAML 1.1 loader,
/// would read `no` as false and hide exactly the mistakes listspec reports.) The one difference
/// left, ruamel.yaml reading `1_000` and `0b101` as integers (a YAML 1.1 rule), is fixture
/// `invalid/length-underscore-digits.yaml`.
///
/// Fixtures: `Tests/Fixtures/schema-parity` (its README.md has the header format), every
/// `examples/*.yaml` and every layout golden spec, all checked in one run of each tool.
final class SchemaParityTests: XCTestCase {
  /// `# schema: rejects` fixtures the current schema still accepts. Entries are removed as the
  /// generator learns them; the test fails when a listed file starts being rejected (remove it
  /// here) and when a `rejects` fixture not listed here is accepted, so the list only shrinks.
  static let knownSchemaGaps: Set<String> = []

  static let fixtures = CLI.packageRoot.appendingPathComponent("Tests/Fixtures/schema-parity")
  static let checkJSONSchema = CLI.packageRoot.appendingPathComponent(
    ".build/tools-venv/bin/check-jsonschema")

  /// What an invalid fixture's header says.
  struct Expectation {
    var id: String
    /// True for `# schema: rejects`, false for `# schema: cannot-express — why`.
    var schemaRejects: Bool
  }

  func testSchemaAndValidateAgreeOnEveryFixture() throws {
    guard FileManager.default.isExecutableFile(atPath: Self.checkJSONSchema.path) else {
      return XCTFail(
        "check-jsonschema is missing (.build/tools-venv/bin/check-jsonschema): run scripts/setup")
    }
    let valid =
      try yamlFiles("examples") + yamlFiles("Tests/ListSpecTests/LayoutGoldens")
      + yamlFiles("Tests/Fixtures/schema-parity/valid")
    let invalid = try yamlFiles("Tests/Fixtures/schema-parity/invalid")
    XCTAssertGreaterThan(valid.count, 10)
    XCTAssertGreaterThan(invalid.count, 50)
    var expectations: [String: Expectation] = [:]
    for file in invalid {
      let name = file.lastPathComponent
      guard let expectation = try header(of: file) else { continue }
      expectations[name] = expectation
    }
    let files = valid + invalid

    let validate = try validateResults(files)
    let schema = try schemaResults(files)

    for file in valid {
      let name = file.path.dropFirst(CLI.packageRoot.path.count + 1)
      XCTAssertEqual(validate[file.path]?.valid, true, "\(name): validate rejects a valid spec")
      XCTAssertEqual(
        schema[file.path], .accepted, "\(name): the schema does not accept a valid spec")
    }
    for file in invalid {
      let name = file.lastPathComponent
      guard let expectation = expectations[name], let result = validate[file.path] else {
        continue
      }
      if result.errors.isEmpty || result.errors.contains(where: { $0 != expectation.id }) {
        XCTFail(
          "\(name): validate should report only [\(expectation.id)] errors, reported \(result.errors)"
        )
      }
      let gap = Self.knownSchemaGaps.contains(name)
      switch (expectation.schemaRejects, schema[file.path], gap) {
      case (true, .rejected, false), (true, .accepted, true): break
      case (true, .rejected, true):
        XCTFail("\(name): the schema rejects it now; remove it from knownSchemaGaps")
      case (true, .accepted, false):
        XCTFail("\(name): the schema accepts it, but validate reports \(expectation.id)")
      case (true, let other, _):
        XCTFail("\(name): the schema never judged it (\(String(describing: other)))")
      case (false, .rejected, _):
        XCTFail("\(name): the schema rejects it: relabel '# schema: rejects'")
      case (false, _, true):
        XCTFail("\(name): cannot-express fixtures do not belong in knownSchemaGaps")
      case (false, _, false): break
      }
    }
    let stale = Self.knownSchemaGaps.subtracting(expectations.keys)
    XCTAssertEqual(stale, [], "knownSchemaGaps names files that are not invalid fixtures")
  }

  // MARK: Fixtures

  /// An editor shows the validator's message: for a view it must name the view's own problem,
  /// not "not valid under any of the given schemas" (views, stacks, colors, fonts, paddings
  /// and accessories choose their schema by the value's type).
  func testViewProblemsAreReportedAtTheView() throws {
    guard FileManager.default.isExecutableFile(atPath: Self.checkJSONSchema.path) else {
      return XCTFail(
        "check-jsonschema is missing (.build/tools-venv/bin/check-jsonschema): run scripts/setup")
    }
    let schema = try CLI.run(["schema"])
    let directory = try CLI.temporaryDirectory(self)
    let schemaFile = directory.appendingPathComponent("listspec.schema.json")
    try Data(schema.stdout.utf8).write(to: schemaFile)
    let spec = directory.appendingPathComponent("views.yaml")
    try Data(
      """
      listspec: 1
      list: { appearance: plain }
      cells:
        row:
          hosting:
            content:
              HStack:
                - Text: 12
                - Text: x
                  fill: red
                - Image: star
                - Circle
                - Color: "#12"
      sections: []

      """.utf8
    ).write(to: spec)
    let run = try CLI.run(
      ["--schemafile", schemaFile.path, spec.path], executable: Self.checkJSONSchema)
    XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
    for expected in [
      "HStack[0].Text: 12 is not of type 'string'",
      "HStack[1]: 'fill' is not one of ['Text', 'modifiers', 'if']",
      "HStack[2].Image: 'star' is not of type 'object'",
      "HStack[4].Color: '#12' does not match",
    ] {
      XCTAssertTrue(run.stdout.contains(expected), "\(expected)\n\(run.stdout)")
    }
    // A value that may also be an expression (`Color: "{…}"`) is an anyOf at its key: that is
    // where it may fail as a whole, never at the view or above.
    let wholeFailures = run.stdout.split(separator: "\n").filter {
      $0.contains("is not valid under any of the given schemas")
    }
    XCTAssertTrue(wholeFailures.allSatisfy { $0.contains("HStack[4].Color:") }, run.stdout)
  }

  func yamlFiles(_ folder: String) throws -> [URL] {
    let url = CLI.packageRoot.appendingPathComponent(folder)
    return try FileManager.default.contentsOfDirectory(atPath: url.path)
      .filter { $0.hasSuffix(".yaml") }.sorted().map { url.appendingPathComponent($0) }
  }

  /// Reads `# validate: ID` and `# schema: rejects` or `# schema: cannot-express — why` from the
  /// comment lines that open the file; a malformed header fails the test.
  func header(of file: URL) throws -> Expectation? {
    let name = file.lastPathComponent
    let text = try String(contentsOf: file, encoding: .utf8)
    var id: String?
    var rejects: Bool?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      guard line.hasPrefix("#") else { break }
      if let value = line.value(after: "# validate:") { id = value }
      if let value = line.value(after: "# schema:") {
        if value == "rejects" {
          rejects = true
        } else if let why = value.value(after: "cannot-express —"), why.count >= 20 {
          rejects = false
        } else {
          XCTFail("\(name): '# schema:' is 'rejects' or 'cannot-express — <why, concretely>'")
          return nil
        }
      }
    }
    guard let id, let rejects else {
      XCTFail("\(name): the header needs '# validate: <id>' and '# schema: …' lines")
      return nil
    }
    return Expectation(id: id, schemaRejects: rejects)
  }

  // MARK: The two tools

  /// `listspec validate --format json` over every file at once: each file's validity and the ids
  /// of its errors, by path.
  func validateResults(_ files: [URL]) throws -> [String: (valid: Bool, errors: [String])] {
    let run = try CLI.run(["validate", "--format", "json"] + files.map(\.path))
    guard
      let report = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
        as? [String: Any], let reports = report["files"] as? [[String: Any]]
    else {
      XCTFail("validate printed no JSON report: \(run.stderr)")
      return [:]
    }
    var results: [String: (valid: Bool, errors: [String])] = [:]
    for file in reports {
      guard let path = file["path"] as? String, let valid = file["valid"] as? Bool else { continue }
      let diagnostics = file["diagnostics"] as? [[String: Any]] ?? []
      let errors = diagnostics.filter { $0["severity"] as? String == "error" }
        .compactMap { $0["id"] as? String }
      results[path] = (valid, errors)
    }
    XCTAssertEqual(Set(results.keys), Set(files.map(\.path)), "validate left out files")
    return results
  }

  enum SchemaResult: Equatable {
    case accepted, rejected
    /// The YAML loader refused the file (duplicate keys, unknown tags): the schema never ran.
    case unloadable
  }

  /// check-jsonschema, once over every file, with the schema `listspec schema` prints now (not
  /// the committed copy, so the test follows the generator). `--output-format json -vv` lists
  /// each file under successes, errors or parse_errors.
  func schemaResults(_ files: [URL]) throws -> [String: SchemaResult] {
    let schema = try CLI.run(["schema"])
    XCTAssertEqual(schema.status, 0, schema.stderr)
    let schemaFile = try CLI.temporaryDirectory(self).appendingPathComponent(
      "listspec.schema.json")
    try Data(schema.stdout.utf8).write(to: schemaFile)
    let run = try CLI.run(
      ["--schemafile", schemaFile.path, "--output-format", "json", "-vv"] + files.map(\.path),
      executable: Self.checkJSONSchema)
    guard
      let report = try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
        as? [String: Any]
    else {
      XCTFail("check-jsonschema printed no JSON report (exit \(run.status)): \(run.stderr)")
      return [:]
    }
    var results: [String: SchemaResult] = [:]
    let accepted = report["successes"] ?? report["checked_paths"]
    for path in accepted as? [String] ?? [] { results[path] = .accepted }
    for error in report["errors"] as? [[String: Any]] ?? [] {
      if let path = error["filename"] as? String { results[path] = .rejected }
    }
    for error in report["parse_errors"] as? [[String: Any]] ?? [] {
      if let path = error["filename"] as? String { results[path] = .unloadable }
    }
    XCTAssertEqual(
      Set(results.keys), Set(files.map(\.path)),
      "check-jsonschema left out files (exit \(run.status)): \(run.stdout.prefix(2000))")
    return results
  }
}

extension StringProtocol {
  /// The rest of the line after `prefix`, trimmed, or nil when it does not start with it.
  fileprivate func value(after prefix: String) -> String? {
    guard hasPrefix(prefix) else { return nil }
    return dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
  }
}
