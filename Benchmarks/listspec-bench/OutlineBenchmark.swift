import Foundation
import ListSpec

/// `listspec-bench outline [--items 100000] [--runs 5]`: a tree of `--items` items six levels
/// deep (each parent with five children, about half the parents expanded) against a flat list
/// of the same items, in the same run: layout (what `render` lays out, measured with the
/// approximate text measurer so text shaping does not hide the list's own cost) and diff
/// (10% of the items deleted, 10% inserted, 5% moved to another parent or place, 5% of the
/// parents expanded or collapsed). Issue 12 asks that both stay linear: per-item cost within
/// 1.5x of the flat list's.
enum OutlineBenchmark {
  struct Node {
    var id: String
    var expanded: Bool
    var children: [Node]
  }

  static func run(_ arguments: [String]) {
    let items = Int(BenchSupport.option("--items", in: arguments) ?? "") ?? 100_000
    let runs = Int(BenchSupport.option("--runs", in: arguments) ?? "") ?? 5
    var random = Random(state: 0x0012)
    let old = tree(items: items, using: &random)
    let new = mutate(old, using: &random)
    let outlineOld = section(old, flat: false)
    let outlineNew = section(new, flat: false)
    let flatOld = section(old, flat: true)
    let flatNew = section(new, flat: true)
    let depth = outlineOld.items.map(\.depth).max() ?? 0
    let visible = outlineOld.visibleItemIndices.count
    print(
      "outline: \(outlineOld.items.count) items, \(depth + 1) levels, "
        + "\(outlineOld.items.filter { $0.hasChildren && $0.isExpanded }.count) of "
        + "\(outlineOld.items.filter(\.hasChildren).count) parents expanded, \(visible) rows shown; "
        + "new list \(outlineNew.items.count) items")

    let measurer = ApproximateTextMeasurer()
    let engine = ListLayoutEngine(
      environment: PreviewEnvironment(device: .iPhone15), measurer: measurer)
    let outlineSpec = spec([outlineOld])
    let flatSpec = spec([flatOld])
    var checksum = 0
    let flatLayout = BenchSupport.best(runs: runs) {
      checksum &+= engine.layout(flatSpec).root.children.count
    }
    let outlineLayout = BenchSupport.best(runs: runs) {
      checksum &+= engine.layout(outlineSpec).root.children.count
    }
    let flatRows = flatOld.items.count
    print(
      "layout  flat \(BenchSupport.milliseconds(flatLayout)) for \(flatRows) rows "
        + "(\(microseconds(flatLayout / Double(flatRows))) per row); "
        + "outline \(BenchSupport.milliseconds(outlineLayout)) for \(visible) rows of "
        + "\(outlineOld.items.count) items (\(microseconds(outlineLayout / Double(visible))) per row)"
    )
    print(
      "        per row: outline / flat = "
        + String(
          format: "%.2fx", (outlineLayout / Double(visible)) / (flatLayout / Double(flatRows))))

    var outlineDiff = ListDiff()
    let flatDiffTime = BenchSupport.best(runs: runs) {
      checksum &+= ListDiff.compute(old: [flatOld], new: [flatNew]).insertedItems.count
    }
    let outlineDiffTime = BenchSupport.best(runs: runs) {
      outlineDiff = ListDiff.compute(old: [outlineOld], new: [outlineNew])
      checksum &+= outlineDiff.outline.changes.count
    }
    // The update must rebuild the new tree, or the timing means nothing.
    var rebuilt = OutlineTree(outlineOld)
    for update in outlineDiff.outline.sectionSnapshots {
      for operation in update.operations { rebuilt.apply(operation) }
    }
    precondition(rebuilt == OutlineTree(outlineNew), "the section-snapshot update is wrong")
    let count = Double(outlineOld.items.count + outlineNew.items.count)
    print(
      "diff    flat \(BenchSupport.milliseconds(flatDiffTime)) "
        + "(\(microseconds(flatDiffTime / count)) per item); outline "
        + "\(BenchSupport.milliseconds(outlineDiffTime)) (\(microseconds(outlineDiffTime / count)) per item): "
        + "\(outlineDiff.outline.changes.count) outline changes, "
        + "\(outlineDiff.outline.sectionSnapshots.first?.operations.count ?? 0) section-snapshot calls"
    )
    print(
      "        per item: outline / flat = "
        + String(format: "%.2fx", outlineDiffTime / flatDiffTime) + " (checksum \(checksum))")
  }

  static func microseconds(_ seconds: Double) -> String {
    String(format: "%.2f µs", seconds * 1e6)
  }

  /// Pre-order ids n0, n1, …: five children per parent, six levels, `items` in all.
  static func tree(items: Int, using random: inout Random) -> [Node] {
    var next = 0
    func make(level: Int) -> Node? {
      guard next < items else { return nil }
      let id = "n\(next)"
      next += 1
      var children: [Node] = []
      if level < 5 {
        for _ in 0..<5 {
          guard let child = make(level: level + 1) else { break }
          children.append(child)
        }
      }
      return Node(id: id, expanded: !children.isEmpty && random.chance(0.5), children: children)
    }
    var roots: [Node] = []
    while let root = make(level: 0) { roots.append(root) }
    return roots
  }

  /// Deletes 10% of the leaves, inserts 10% new leaves, moves 5% of the leaves under another
  /// parent, toggles 5% of the parents.
  static func mutate(_ roots: [Node], using random: inout Random) -> [Node] {
    var roots = roots
    var added = 0
    var moving: [Node] = []
    func walk(_ node: inout Node) {
      if !node.children.isEmpty, random.chance(0.05) { node.expanded.toggle() }
      var kept: [Node] = []
      for var child in node.children {
        if child.children.isEmpty {
          if random.chance(0.1) { continue }
          if random.chance(0.05) {
            moving.append(child)
            continue
          }
        }
        walk(&child)
        kept.append(child)
        if random.chance(0.1) {
          kept.append(Node(id: "new\(added)", expanded: false, children: []))
          added += 1
        }
      }
      node.children = kept
    }
    for index in roots.indices { walk(&roots[index]) }
    // Moved leaves go under random parents (the first parent of a random root's subtree).
    for node in moving {
      let root = Int(random.next() % UInt64(roots.count))
      var path: [Int] = []
      var cursor = roots[root]
      while !cursor.children.isEmpty, random.chance(0.7) {
        let index = Int(random.next() % UInt64(cursor.children.count))
        path.append(index)
        cursor = cursor.children[index]
      }
      func insert(_ nodes: inout [Node], _ path: ArraySlice<Int>) {
        if let first = path.first {
          insert(&nodes[first].children, path.dropFirst())
        } else {
          nodes.insert(node, at: Int(random.next() % UInt64(nodes.count + 1)))
        }
      }
      insert(&roots[root].children, path[...])
    }
    return roots
  }

  /// The tree as a section (pre-order, depths); `flat` puts every item at the top level.
  static func section(_ roots: [Node], flat: Bool) -> SpecSection {
    var items: [Item] = []
    let range = SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0))
    func add(_ node: Node, depth: Int) {
      var item = Item(id: node.id, cell: "row", fields: ["id": node.id], range: range)
      item.depth = flat ? 0 : depth
      item.isExpanded = flat ? false : node.expanded
      let index = items.count
      items.append(item)
      for child in node.children { add(child, depth: depth + 1) }
      if !flat { items[index].descendantCount = items.count - index - 1 }
    }
    for root in roots { add(root, depth: 0) }
    return SpecSection(id: "s", cell: "row", items: items, range: range)
  }

  /// A plain list whose one template shows the item's id, with an outline disclosure.
  static func spec(_ sections: [SpecSection]) -> ListSpecDocument {
    let loaded = ListSpecLoader.load(
      text: """
        listspec: 1
        list: { appearance: plain }
        cells:
          row: { content: { text: "{id}" }, accessories: [outlineDisclosure] }
        sections: [{ id: s, cell: row, items: [{ id: x }] }]
        """, path: "bench.yaml")
    guard var spec = loaded.spec else { fatalError("the benchmark's spec is invalid") }
    spec.sections = sections
    return spec
  }

  /// SplitMix64, seeded: the same tree and mutations every run.
  struct Random {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func chance(_ probability: Double) -> Bool {
      Double(next() % 1_000_000) < probability * 1_000_000
    }
  }
}
