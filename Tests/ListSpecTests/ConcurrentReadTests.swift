import Foundation
import XCTest

@testable import ListSpec

/// libyaml on its own thread (`YAMLReader.concurrentReadThreshold`) and sections decoded
/// while the file is still being read (`LoadOptions.streamsSections`) are only about speed:
/// every spec, good or bad, must load exactly as when read on one thread and decoded after.
final class ConcurrentReadTests: XCTestCase {
  /// One thread, the whole tree first, then decoding: the reference.
  static let sequential: LoadOptions = {
    var options = LoadOptions()
    options.concurrentReadThreshold = .max
    options.streamsSections = false
    return options
  }()

  /// Every variant worth comparing: threaded or not, batches of every small size, streamed.
  static let variants: [(String, LoadOptions)] = [0, 1, 2, 3, 7, 16384].flatMap {
    batchSize -> [(String, LoadOptions)] in
    [true, false].map { threaded in
      var options = LoadOptions()
      options.concurrentReadThreshold = threaded ? 0 : .max
      options.eventBatchSize = batchSize
      options.streamsSections = true
      return ("batch \(batchSize), \(threaded ? "threaded" : "one thread")", options)
    }
  }

  func assertSameAsSequential(
    _ text: String, _ name: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    let expected = ListSpecLoader.load(text: text, path: "t.yaml", options: Self.sequential)
    for (variant, options) in Self.variants {
      let loaded = ListSpecLoader.load(text: text, path: "t.yaml", options: options)
      XCTAssertEqual(
        loaded.diagnostics, expected.diagnostics, "\(name), \(variant)", file: file, line: line)
      XCTAssertEqual(
        loaded.spec?.sections, expected.spec?.sections, "\(name), \(variant)", file: file,
        line: line)
      XCTAssertEqual(
        loaded.spec?.cells.map(\.name), expected.spec?.cells.map(\.name), "\(name), \(variant)",
        file: file, line: line)
    }
  }

  static let header = """
    listspec: 1
    list: { appearance: plain }
    cells:
      row: { content: { text: "{title}" } }

    """

  /// Specs where streaming must step aside or where reading stops early.
  static let cases: [(String, String)] = [
    (
      "plain",
      header + "sections:\n  - id: a\n    cell: row\n    items:\n      - { id: x, title: X }\n"
    ),
    (
      "problems inside sections",
      header
        + "sections:\n  - id: a\n    cell: nope\n    items:\n      - { id: x }\n      - [1]\n  - id: a\n    items: 3\n  - 7\n"
    ),
    (
      "duplicate sections key: the second is dropped, not streamed",
      header
        + "sections:\n  - { id: a, cell: row, items: [{ id: x, title: X }] }\nsections:\n  - { id: b, items: [{ id: y }] }\n"
    ),
    (
      "sections merged in",
      "base: &base\n  sections:\n    - { id: a, cell: row, items: [{ id: x, title: X }] }\n"
        + header
        + "<<: *base\n"
    ),
    (
      "sections behind an alias",
      header
        + "x-sections: &s\n  - { id: a, cell: row, items: [{ id: x, title: X }] }\nsections: *s\n"
    ),
    ("sections is a mapping", header + "sections: { id: a }\n"),
    (
      "misspelled sections",
      header + "sectoins:\n  - { id: a, cell: row, items: [{ id: x, title: X }] }\n"
    ),
    (
      "anchored section used twice",
      header
        + "sections:\n  - &s { id: a, cell: row, items: [{ id: x, title: X }] }\n  - *s\n"
    ),
    (
      "syntax error after the sections",
      header
        + "sections:\n  - { id: a, cell: row, items: [{ id: x, title: X }] }\nfooter: [unclosed\n"
    ),
    (
      "a second document after the sections",
      header + "sections:\n  - { id: a, cell: row, items: [{ id: x, title: X }] }\n---\nmore: 1\n"
    ),
    (
      "an unknown alias after the sections",
      header
        + "sections:\n  - { id: a, cell: row, items: [{ id: x, title: X }] }\nother: *nothing\n"
    ),
    (
      "sections before the version",
      "sections:\n  - { id: a, cell: row, items: [{ id: x, title: X }] }\n" + header
    ),
    ("no version at all", "list: {}\nsections:\n  - { id: a, items: [{ id: x }] }\n"),
    (
      "nested sections key is not the root's",
      header + "sections:\n  - id: a\n    sections: [1]\n    items: []\n"
    ),
    ("empty", ""),
    (
      "two problems at one place, reached as an item and as a section",
      header
        + "sections:\n  - { id: a, cell: row, items: [ &n { id: x, title: t, header: [h] } ] }\n  - *n\n"
    ),
    ("non-ASCII text", header + "sections:\n  - id: \u{FFFD}é\n    items: [{ id: ü, títle: x }]\n"),
    (
      "items the reader decodes from their events, and items it leaves to the tree",
      header + """
        sections:
          - id: a
            cell: row
            items:
              - id: p1
                title: "Plain"
                count: 3
                ratio: 1.5
                flag: true
                word: hello
                empty: ""
              - id: p2
                cell: row
                title: 'quoted'
                note: |
                  literal
              - { id: p3, title: x, title: y }
              - { id: p4, title: ~ }
              - { id: p5, title: }
              - { id: p6, title: !!str 3 }
              - { id: &a p7, title: *a }
              - { id: p8, <<: { title: m } }
              - { id: p9, title: [x] }
              - { id: p10, title: t, children: [{ id: c1, title: c }], expanded: true }
              - { id: p11, title: t, leadingSwipeActions: [] }
              - { title: no id }
              - { id: p12, "id": again }
              - { id: p13, title: t, k2: 2, k3: 3, k4: 4, k5: 5, k6: 6, k7: 7, k8: 8, k9: 9, k10: 10, k11: 11, k12: 12, k13: 13, k14: 14, k15: 15 }
              - { id: p14, title: t, k2: 2, k3: 3, k4: 4, k5: 5, k6: 6, k7: 7, k8: 8, k9: 9, k10: 10, k11: 11, k12: 12, k13: 13, k14: 14, k15: 15, k16: 16 }
              - { id: p15, title: t, k2: 2, k3: 3, k4: 4, k5: 5, k6: 6, k7: 7, k8: 8, k9: 9, k10: 10, k11: 11, k12: 12, k13: 13, k14: 14, k15: 15, k2: 2 }
              - { id: p16, cell: nope }
              - { id: p17, cell: ~, title: t }
              - { id: 18, title: 0x1F }
              - id: p19
                title: t
                id: p19b
          - id: b
            items:
              - { id: q1, title: x }
              - { id: q2, cell: row, title: y }
            cell: row
          - id: c
            items:
              - { id: r1, title: x }
          - id: "d"
            "items": [{ id: s1, cell: row, title: z }]
          - &e
            id: e
            items: [{ id: t1, cell: row, title: z }]
          - id: f
            items: &its [{ id: u1, cell: row, title: z }]
          - id: g
            header: &h H
            items: [{ id: v1, cell: row, title: *h }, { id: v2, cell: row, title: w }]
          - *e
          - id: h
            items: *its
          - id: i
            items: [{ id: w1, cell: row, title: z }]
            items: [{ id: w2, cell: row, title: z }]

        """
    ),
  ]

  func testEveryCaseLoadsAsWhenReadSequentially() {
    for (name, text) in Self.cases { assertSameAsSequential(text, name) }
  }

  func testInvalidUTF8MidStreamIsReportedOnEveryThread() {
    var bytes = Array((Self.header + "sections:\n  - id: a\n    items:\n").utf8)
    bytes += Array("      - { id: x, title: \"".utf8) + [0xFF, 0xFE] + Array("\" }\n".utf8)
    let source = SourceFile(path: "t.yaml", bytes: bytes)
    let expected = ListSpecLoader.load(source: source, options: Self.sequential)
    XCTAssertEqual(expected.diagnostics.map(\.id), [.invalidUTF8])
    for (variant, options) in Self.variants {
      XCTAssertEqual(
        ListSpecLoader.load(source: source, options: options).diagnostics, expected.diagnostics,
        variant)
    }
  }

  /// Many sections, one of them large enough to be decoded on all cores, with problems
  /// spread through them: same items, same problems, same places.
  func testLargeSpecWithProblemsMatches() {
    var text = Self.header + "sections:\n"
    var item = 0
    for section in 0..<12 {
      text += "  - id: s\(section)\n    cell: row\n    items:\n"
      let count = section == 5 ? SpecDecoder.parallelItemThreshold + 10 : 50 + section
      for _ in 0..<count {
        switch item % 997 {
        case 13: text += "      - { id: i\(item) }\n"
        case 500: text += "      - { id: i1, title: dup }\n"
        case 700: text += "      - { id: i\(item), title: {title} }\n"
        default: text += "      - { id: i\(item), title: T\(item) }\n"
        }
        item += 1
      }
    }
    let expected = ListSpecLoader.load(text: text, options: Self.sequential)
    XCTAssertFalse(expected.diagnostics.isEmpty)
    for (variant, options) in Self.variants where options.eventBatchSize != 1 {
      let loaded = ListSpecLoader.load(text: text, options: options)
      XCTAssertEqual(loaded.diagnostics, expected.diagnostics, variant)
    }
    // The same spec without its problems streams to the same model.
    let clean = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
      index, line in
      line.contains("title: dup") || line.contains("{title} }")
        || !line.contains("title")
          && line.contains("{ id: i")
        ? "      - { id: fixed\(index), title: F }" : String(line)
    }.joined(separator: "\n")
    let cleanExpected = ListSpecLoader.load(text: clean, options: Self.sequential)
    XCTAssertEqual(cleanExpected.diagnostics, [])
    var threaded = LoadOptions()
    threaded.concurrentReadThreshold = 0
    let loaded = ListSpecLoader.load(text: clean, options: threaded)
    XCTAssertEqual(loaded.diagnostics, [])
    XCTAssertEqual(loaded.spec?.sections, cleanExpected.spec?.sections)
  }

  /// Section problems and item problems, past the limit: the same ones are kept either way,
  /// with few items (decoded on one thread) and with many (on all cores).
  func testPastTheDiagnosticsLimitTheSameProblemsAreKept() {
    for (sections, items) in [(30, 20), (1000, 5)] {
      var text = Self.header + "sections:\n"
      for section in 0..<sections {
        text += "  - id: s\(section)\n    cell: row\n    bogus: 1\n    items:\n"
        for _ in 0..<items { text += "      - { title: untitled }\n" }
      }
      var sequential = Self.sequential
      sequential.limits.maxDiagnostics = 50
      let expected = ListSpecLoader.load(text: text, options: sequential)
      XCTAssertEqual(expected.diagnostics.count, 51)
      XCTAssertEqual(expected.diagnostics.last?.id, .tooManyDiagnostics)
      // Section by section: a section's unknown key, then its items' missing ids.
      XCTAssertEqual(
        expected.diagnostics.prefix(items + 2).map(\.id),
        [.unknownKey] + Array(repeating: .missingKey, count: items) + [.unknownKey])
      for threaded in [false, true] {
        var streamed = LoadOptions(limits: sequential.limits)
        streamed.concurrentReadThreshold = threaded ? 0 : .max
        streamed.eventBatchSize = 5
        XCTAssertEqual(
          ListSpecLoader.load(text: text, options: streamed).diagnostics, expected.diagnostics,
          "\(sections) sections, threaded: \(threaded)")
      }
    }
  }

  /// libyaml parses a batch ahead of the reader, but not past the depth limit: deeper, its
  /// time grows with the square of the depth.
  func testProducerStopsAtTheDepthLimit() {
    let bytes = Array(String(repeating: "[", count: 10_000).utf8)
    bytes.withUnsafeBufferPointer { input in
      let producer = EventProducer(input: input, hasByteOrderMark: false, maxDepth: 128)
      let batch = EventBatch(capacity: 100_000)
      producer.fill(batch)
      // Stream start, document start, then 129 sequence starts: the 129th is reported.
      XCTAssertEqual(batch.count, 2 + 129)
      XCTAssertTrue(batch.isLast)
      XCTAssertNil(batch.error)
      producer.fill(batch)
      XCTAssertEqual(batch.count, 0)
      XCTAssertTrue(batch.isLast)
      producer.close()
    }
    for threaded in [false, true] {
      var options = LoadOptions()
      options.concurrentReadThreshold = threaded ? 0 : .max
      let loaded = ListSpecLoader.load(
        text: String(repeating: "[", count: 10_000), options: options)
      XCTAssertEqual(loaded.diagnostics.map(\.id), [.nestingTooDeep])
      XCTAssertEqual(loaded.diagnostics.first?.range?.start.column, 129)
    }
  }

  /// Every bundled example, as the CLI reads it.
  func testExamplesLoadAsWhenReadSequentially() throws {
    let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples")
    let files = try FileManager.default.contentsOfDirectory(atPath: examples.path)
      .filter { $0.hasSuffix(".yaml") }
    XCTAssertGreaterThanOrEqual(files.count, 3)
    for file in files {
      let text = try String(contentsOf: examples.appendingPathComponent(file), encoding: .utf8)
      assertSameAsSequential(text, file)
    }
  }

  /// Which elements the reader hands over early, and which it leaves to the decoder.
  func testOnlyTheWrittenRootSequenceIsStreamed() {
    func streamed(_ text: String, threaded: Bool = false) -> [String] {
      var reader = YAMLReader()
      reader.concurrentReadThreshold = threaded ? 0 : .max
      reader.eventBatchSize = 2
      var found: [String] = []
      _ = reader.read(SourceFile(path: "t.yaml", text: text), streamingElementsOf: "sections") {
        node, start, _ in
        found.append("\(node["id"]?.text ?? node.text ?? "?")@\(start.line)")
      }
      return found
    }
    let cases = Dictionary(uniqueKeysWithValues: Self.cases)
    XCTAssertEqual(streamed(cases["plain"]!), ["a@6"])
    XCTAssertEqual(streamed(cases["plain"]!, threaded: true), ["a@6"])
    XCTAssertEqual(streamed(cases["problems inside sections"]!), ["a@6", "a@6", "7@6"])
    XCTAssertEqual(
      streamed(cases["duplicate sections key: the second is dropped, not streamed"]!), ["a@6"])
    XCTAssertEqual(streamed(cases["anchored section used twice"]!), ["a@6", "a@6"])
    for name in [
      "sections merged in", "sections behind an alias", "sections is a mapping",
      "misspelled sections",
    ] {
      XCTAssertEqual(streamed(cases[name]!), [], name)
    }
    XCTAssertEqual(streamed(cases["nested sections key is not the root's"]!), ["a@6"])
  }
}
