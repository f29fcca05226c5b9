import XCTest

@testable import ListSpec

/// Outline items: `children:` and `expanded:` decoded into a pre-order section, the rows a
/// section snapshot shows, indentation and the outline disclosure's turn.
final class OutlineTests: XCTestCase {
  static let header = """
    listspec: 1
    list: { appearance: insetGrouped }
    cells:
      row: { content: { text: "{id}" }, accessories: [outlineDisclosure] }
    sections:

    """

  func testChildrenAreDecodedInPreOrderWithDepthAndSubtreeSize() throws {
    let spec = try XCTUnwrap(
      assertClean(
        Self.header.replacingOccurrences(
          of: "sections:", with: "  other: { content: { text: \"{id}\" } }\nsections:")
            + """
            - id: s
              cell: row
              items:
                - id: a
                  expanded: true
                  children:
                    - id: b
                      cell: other
                      children: [{ id: c }]
                    - { id: d }
                - { id: e }
            """))
    let items = spec.sections[0].items
    XCTAssertEqual(items.map(\.id), ["a", "b", "c", "d", "e"])
    XCTAssertEqual(items.map(\.depth), [0, 1, 2, 1, 0])
    XCTAssertEqual(items.map(\.descendantCount), [3, 1, 0, 0, 0])
    XCTAssertEqual(items.map(\.isExpanded), [true, false, false, false, false])
    // Children take the section's cell unless they name one; reserved keys are not fields.
    XCTAssertEqual(items.map(\.cell), ["row", "other", "row", "row", "row"])
    XCTAssertNil(items[0].fields["children"])
    XCTAssertNil(items[0].fields["expanded"])
    XCTAssertEqual(spec.sections[0].parentIndices, [nil, 0, 1, 0, nil])
    // b is collapsed: c is in the snapshot but not shown.
    XCTAssertEqual(spec.sections[0].visibleItems.map(\.id), ["a", "b", "d", "e"])
  }

  /// The layout budget counts the rows a section shows: a collapsed parent's subtree is in
  /// the snapshot but costs no layout nodes.
  func testTheLayoutBudgetCountsOnlyVisibleRows() throws {
    func spec(expanded: Bool) throws -> ListSpecDocument {
      let children = (0..<50).map { "{ id: c\($0) }" }.joined(separator: ", ")
      return try XCTUnwrap(
        assertClean(
          Self.header + """
            - id: s
              cell: row
              items:
                - { id: a, expanded: \(expanded), children: [\(children)] }
            """))
    }
    let collapsed = LayoutBudget.estimatedNodes(try spec(expanded: false))
    let expanded = LayoutBudget.estimatedNodes(try spec(expanded: true))
    XCTAssertLessThan(collapsed * 10, expanded)
    let layout = ListLayoutEngine(
      environment: PreviewEnvironment(device: .iPhone15), measurer: ApproximateTextMeasurer()
    ).layout(try spec(expanded: false))
    XCTAssertLessThanOrEqual(layout.root.allNodes().count, collapsed)
  }

  func testItemIDsAreUniqueAcrossAllDepths() {
    assertDiagnostics(
      Self.header + """
        - id: s
          cell: row
          items:
            - { id: a, children: [{ id: b, children: [{ id: a }] }] }
        """, ["9:53 error duplicate-item-id"])
  }

  /// `style:` of an outline disclosure decides what a tap does; a row it makes a header
  /// cannot be drawn selected, and only the outline disclosure takes the option.
  func testTheOutlineDisclosureStyleDecidesWhetherTheRowSelects() throws {
    func spec(_ accessory: String, list: String = "{ appearance: insetGrouped }") throws
      -> ListSpecDocument
    {
      try XCTUnwrap(
        assertClean(
          """
          listspec: 1
          list: \(list)
          cells:
            row: { content: { text: "{id}" }, accessories: [\(accessory)] }
          sections:
            - { id: s, cell: row, items: [{ id: a, children: [{ id: b }] }, { id: c }] }
          """))
    }
    let header = try spec("{ outlineDisclosure: { style: header } }")
    XCTAssertEqual(header.cells[0].accessories[0].outlineStyle, .header)
    XCTAssertEqual(
      header.problem(selecting: ["c"]),
      "item 'c' cannot be selected: its outline disclosure's style is header, so a tap expands or collapses it (write 'style: cell' to let it select)"
    )
    XCTAssertNil(try spec("{ outlineDisclosure: { style: cell } }").problem(selecting: ["a", "c"]))
    XCTAssertNil(try spec("outlineDisclosure").problem(selecting: ["a"]))
    // Automatic: the first item of a firstItemInSection section is configured as a header.
    let automatic = try spec(
      "outlineDisclosure", list: "{ appearance: insetGrouped, headerMode: firstItemInSection }")
    XCTAssertNotNil(automatic.problem(selecting: ["a"]))
    XCTAssertNil(automatic.problem(selecting: ["c"]))
    let misplaced = loadSpec(
      """
      listspec: 1
      list: { appearance: plain }
      cells:
        row: { content: { text: "{id}" }, accessories: [{ disclosureIndicator: { style: header } }] }
      sections: []
      """)
    XCTAssertEqual(
      onlyMessage(misplaced),
      "'style' applies to the outlineDisclosure accessory only, not to 'disclosureIndicator'; remove it"
    )
  }

  func testOutlineDepthIsBoundedWithALocatedError() throws {
    func nested(_ depth: Int) -> String {
      depth == 0 ? "{ id: i\(depth) }" : "{ id: i\(depth), children: [\(nested(depth - 1))] }"
    }
    // 32 levels below the section are read…
    let atLimit = loadSpec(
      Self.header + "  - { id: s, cell: row, items: [\(nested(OutlineLimits.maxDepth))] }\n")
    XCTAssertEqual(summaries(atLimit), [])
    XCTAssertEqual(atLimit.spec?.sections[0].items.map(\.depth).max(), 32)
    // … one more is an error at the `children` key that crosses the limit.
    let past = loadSpec(
      Self.header + "  - { id: s, cell: row, items: [\(nested(OutlineLimits.maxDepth + 1))] }\n")
    XCTAssertEqual(
      summaries(past).map { $0.split(separator: " ").dropFirst().joined(separator: " ") },
      ["error outline-too-deep"])
    let diagnostic = try XCTUnwrap(past.diagnostics.first)
    // The section's line is the first after the header.
    let line = Self.header.split(separator: "\n", omittingEmptySubsequences: false).count
    XCTAssertEqual(diagnostic.location?.line, line)
    // The column is that of the 33rd `children` key on the line.
    let text = "  - { id: s, cell: row, items: [\(nested(OutlineLimits.maxDepth + 1))] }"
    var column = 0
    var count = 0
    var search = text.startIndex
    while let found = text.range(of: "children", range: search..<text.endIndex) {
      count += 1
      if count == OutlineLimits.maxDepth + 1 {
        column = text.distance(from: text.startIndex, to: found.lowerBound) + 1
        break
      }
      search = found.upperBound
    }
    XCTAssertEqual(diagnostic.location?.column, column)
    XCTAssertTrue(diagnostic.message.contains("deeper than 32 levels"), diagnostic.message)
  }

  func testExpandedWithoutChildrenIsAWarningAndChildrenMustBeAList() {
    assertDiagnostics(
      Self.header + """
        - id: s
          cell: row
          items:
            - { id: a, expanded: true }
            - { id: b, expanded: true, children: [] }
            - { id: c, children: 3 }
            - { id: d, expanded: yes, children: [{ id: e }] }
        """,
      [
        "9:26 warning expanded-without-children",
        "10:26 warning expanded-without-children",
        "11:26 error type-mismatch",
        "12:26 error type-mismatch",
      ])
  }

  // MARK: Property: the visible rows are the pre-order walk that skips collapsed subtrees

  /// A random outline, as a tree, independent of the decoder's representation.
  struct Node {
    var id: String
    var expanded: Bool
    var children: [Node]

    var yaml: String {
      var parts = ["id: \(id)"]
      if expanded { parts.append("expanded: true") }
      if !children.isEmpty {
        parts.append("children: [\(children.map(\.yaml).joined(separator: ", "))]")
      }
      return "{ \(parts.joined(separator: ", ")) }"
    }

    /// What UIKit shows: the node, then — only when expanded — its children's rows.
    func visibleRows(depth: Int) -> [(String, Int)] {
      var rows = [(id, depth)]
      if expanded { for child in children { rows += child.visibleRows(depth: depth + 1) } }
      return rows
    }
  }

  struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static func randomForest(_ rng: inout SeededGenerator, next: inout Int, depth: Int) -> [Node] {
    let count = depth == 0 ? Int.random(in: 0...5, using: &rng) : Int.random(in: 0...3, using: &rng)
    return (0..<count).map { _ in
      next += 1
      let id = "n\(next)"
      let children =
        depth < 5 && Bool.random(using: &rng)
        ? randomForest(&rng, next: &next, depth: depth + 1) : []
      return Node(
        id: id, expanded: !children.isEmpty && Bool.random(using: &rng), children: children)
    }
  }

  func testVisibleRowsAreThePreOrderWalkSkippingCollapsedSubtrees() throws {
    var rng = SeededGenerator(state: 12)
    let engine = ListLayoutEngine(
      environment: PreviewEnvironment(device: .iPhone15), measurer: ApproximateTextMeasurer())
    for round in 0..<200 {
      var next = 0
      let sections = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
        Self.randomForest(&rng, next: &next, depth: 0)
      }
      var yaml = Self.header
      for (index, roots) in sections.enumerated() {
        yaml +=
          "  - { id: s\(index), cell: row, items: [\(roots.map(\.yaml).joined(separator: ", "))] }\n"
      }
      let loaded = loadSpec(yaml)
      let spec = try XCTUnwrap(loaded.spec, "round \(round): \(loaded.diagnostics.map(\.message))")
      // A list without items leaves the template unused; nothing else may be reported.
      XCTAssertEqual(
        loaded.diagnostics.filter { $0.id != .unusedCellTemplate }.map(\.message), [],
        "round \(round)")
      var expectedRows: [String] = []
      for (index, roots) in sections.enumerated() {
        let expected = roots.flatMap { $0.visibleRows(depth: 0) }
        let section = spec.sections[index]
        XCTAssertEqual(section.visibleItems.map(\.id), expected.map(\.0), "round \(round)")
        XCTAssertEqual(section.visibleItems.map(\.depth), expected.map(\.1), "round \(round)")
        expectedRows += expected.map(\.0)
      }
      // The layout draws exactly those rows, in that order.
      let layout = engine.layout(spec)
      let cells = layout.root.allNodes().filter { $0.kind == .cell }.compactMap(\.id)
      XCTAssertEqual(cells, expectedRows, "round \(round)")
    }
  }

  // MARK: Layout

  func testChildrenAreIndentedAndExpandedDisclosuresTurn() throws {
    let spec = try XCTUnwrap(
      assertClean(
        Self.header + """
          - id: s
            cell: row
            items:
              - { id: a, expanded: true, children: [{ id: b, children: [{ id: c }] }] }
              - { id: d }
          """))
    let layout = ListLayoutEngine(
      environment: PreviewEnvironment(device: .iPhone15), measurer: ApproximateTextMeasurer()
    ).layout(spec)
    let cells = layout.root.allNodes().filter { $0.kind == .cell }
    XCTAssertEqual(cells.compactMap(\.id), ["a", "b", "d"])
    func textX(_ cell: LayoutNode) -> Double? {
      cell.first { $0.kind == .text }?.frame.x
    }
    let a = try XCTUnwrap(textX(cells[0]))
    let b = try XCTUnwrap(textX(cells[1]))
    let d = try XCTUnwrap(textX(cells[2]))
    XCTAssertEqual(b - a, ListMetrics.indentationWidth, accuracy: 0.001)
    XCTAssertEqual(d, a, accuracy: 0.001)
    // The separator under the child starts at its indented text.
    let separator = try XCTUnwrap(cells[1].first { $0.kind == .separator })
    XCTAssertEqual(separator.frame.x, b, accuracy: 0.001)
    XCTAssertTrue(separator.rules.contains(.outlineSeparator))
    // a is expanded (turned); b has children but is collapsed, d has none (trailing).
    let disclosures = cells.map { $0.first { $0.kind == .accessory } }
    XCTAssertEqual(disclosures.map { $0?.rotation }, [90, nil, nil])
    // The trailing disclosure does not move with the indentation.
    XCTAssertEqual(disclosures[0]?.frame.x, disclosures[1]?.frame.x)
  }
}
