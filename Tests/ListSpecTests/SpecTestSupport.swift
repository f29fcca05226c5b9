import XCTest

@testable import ListSpec

/// Loads YAML text as the spec file "test.yaml".
func loadSpec(_ yaml: String) -> LoadedSpec {
  ListSpecLoader.load(text: yaml, path: "test.yaml")
}

/// A spec with one hosting cell `row` whose content is `view` (indented under `content:`), and
/// one section of `items` in that cell.
func hostingSpec(_ view: String, items: String = "[{ id: a, name: A }]") -> String {
  let indented = view.split(separator: "\n", omittingEmptySubsequences: false)
    .map { "        " + $0 }.joined(separator: "\n")
  return """
    listspec: 1
    list: { appearance: plain }
    cells:
      row:
        hosting:
          content:
    \(indented)
    sections: [{ id: main, cell: row, items: \(items) }]
    """
}

/// "line:column severity id" for each diagnostic, in source order.
func summaries(_ loaded: LoadedSpec) -> [String] {
  loaded.diagnostics.map { diagnostic in
    let location = diagnostic.location.map { "\($0.line):\($0.column)" } ?? "-"
    return "\(location) \(diagnostic.severity.rawValue) \(diagnostic.id.rawValue)"
  }
}

/// Asserts `yaml` yields exactly `expected` diagnostics ("line:column severity id", source
/// order) and returns the loaded spec for further checks.
@discardableResult
func assertDiagnostics(
  _ yaml: String, _ expected: [String], file: StaticString = #filePath, line: UInt = #line
) -> LoadedSpec {
  let loaded = loadSpec(yaml)
  XCTAssertEqual(
    summaries(loaded), expected,
    "messages: \(loaded.diagnostics.map(\.message))", file: file, line: line)
  return loaded
}

/// Asserts `yaml` loads with no diagnostics at all and returns the spec.
@discardableResult
func assertClean(_ yaml: String, file: StaticString = #filePath, line: UInt = #line)
  -> ListSpecDocument?
{
  let loaded = loadSpec(yaml)
  XCTAssertEqual(
    loaded.diagnostics.map(\.message), [], "expected no diagnostics", file: file, line: line)
  XCTAssertNotNil(loaded.spec, "expected a decoded spec", file: file, line: line)
  return loaded.spec
}

/// The one diagnostic's message (fails when there is not exactly one).
func onlyMessage(_ loaded: LoadedSpec, file: StaticString = #filePath, line: UInt = #line)
  -> String
{
  XCTAssertEqual(loaded.diagnostics.count, 1, file: file, line: line)
  return loaded.diagnostics.first?.message ?? ""
}

/// The `index`th diagnostic, or nil, so a missing diagnostic fails an assertion instead of
/// crashing the test run.
func diagnostic(_ loaded: LoadedSpec, _ index: Int) -> Diagnostic? {
  loaded.diagnostics.indices.contains(index) ? loaded.diagnostics[index] : nil
}

/// Asserts the committed file at `path` (relative to the repository) is `generated`, or with
/// `RECORD_SNAPSHOTS=1` writes it: generated files are re-recorded on purpose, never silently.
func assertGeneratedFile(
  _ path: String, is generated: String, recordWith filter: String,
  file: StaticString = #filePath, line: UInt = #line
) throws {
  let url = repositoryRoot.appendingPathComponent(path)
  if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
    try AtomicFile.write(generated, to: url.path)
    return
  }
  let committed = try? String(contentsOf: url, encoding: .utf8)
  XCTAssertEqual(
    committed, generated,
    "\(path) is out of date; re-record it with RECORD_SNAPSHOTS=1 swift test --filter \(filter)",
    file: file, line: line)
}
