import XCTest

@testable import ListSpec

/// Specs large enough that items are decoded and checked on several threads: order, every
/// problem, and positions must be exactly as for a small spec.
final class LargeSpecTests: XCTestCase {
  func makeSpec(items: Int, edit: (Int) -> String?) -> String {
    var text = """
      listspec: 1
      list: { appearance: plain }
      cells:
        row: { content: { text: "{title}" } }
      sections:

      """
    var written = 0
    for section in 0..<3 {
      text += "  - id: s\(section)\n    cell: row\n    items:\n"
      while written < items * (section + 1) / 3 {
        text += edit(written) ?? "      - { id: i\(written), title: T\(written) }\n"
        written += 1
      }
    }
    return text
  }

  func testItemsKeepTheirOrderAcrossThreads() throws {
    let count = SpecDecoder.parallelItemThreshold * 3
    let loaded = ListSpecLoader.load(text: makeSpec(items: count) { _ in nil })
    XCTAssertEqual(loaded.diagnostics, [])
    let spec = try XCTUnwrap(loaded.spec)
    XCTAssertEqual(spec.allItems.map(\.id), (0..<count).map { "i\($0)" })
    XCTAssertEqual(spec.sections.map(\.items.count), [count / 3, count / 3, count / 3])
  }

  func testEveryProblemIsReportedOnceAtItsLine() throws {
    let count = SpecDecoder.parallelItemThreshold * 3
    // Line of item n: 5 header lines + 3 lines per section started so far + n.
    func line(_ item: Int) -> Int { 5 + 3 * (item * 3 / count + 1) + item + 1 }
    let loaded = ListSpecLoader.load(
      text: makeSpec(items: count) { index in
        switch index {
        case 100: return "      - { id: i100 }\n"  // lacks title
        case 5000: return "      - [not, a, mapping]\n"
        case 9000: return "      - { id: i1, title: again }\n"  // duplicate of item 1
        case 11000: return "      - { id: i11000, title: {title} }\n"  // unquoted placeholder
        default: return nil
        }
      })
    let found = loaded.diagnostics.map { "\($0.id.rawValue)@\($0.range?.start.line ?? 0)" }
    XCTAssertEqual(
      found,
      [
        "missing-item-field@\(line(100))", "type-mismatch@\(line(5000))",
        "duplicate-item-id@\(line(9000))", "unquoted-placeholder@\(line(11000))",
      ])
    XCTAssertNil(loaded.spec)
  }
}
