// libFuzzer harness for layout: bytes → loader → ListLayoutEngine (with the deterministic
// ApproximateTextMeasurer, so no font engine is needed) at two widths and Dynamic Type sizes
// → layout JSON. Built by scripts/fuzz like FrontEndFuzzer.swift.

public func layoutFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let loaded = ListSpecLoader.load(
    source: SourceFile(path: "fuzz.yaml", bytes: bytes), options: LoadOptions(limits: fuzzLimits))
  FuzzInvariants.check(loaded)
  guard let spec = loaded.spec else { return 0 }
  let environments = [
    PreviewEnvironment(width: 393, contentSizeCategory: .large),
    PreviewEnvironment(
      width: 320, contentSizeCategory: .accessibilityExtraExtraExtraLarge, isDark: true,
      displayScale: 2),
  ]
  // The states `render` draws: edit mode with every row selected, and the first row that has
  // swipe actions swiped open from each edge that has them.
  var states = environments[0]
  states.isEditing = true
  states.selectedItems = Set(spec.sections.flatMap { $0.visibleItems.map(\.id) })
  var swipedStates: [PreviewEnvironment] = []
  for edge in SwipeEdge.allCases {
    let rows = spec.sections.flatMap(\.visibleItems)
    if let item = rows.first(where: { spec.swipeActions(for: $0, edge: edge) != nil }) {
      var swiped = environments[1]
      swiped.swiped = SwipedRow(itemID: item.id, edge: edge)
      FuzzInvariants.expect(
        spec.problem(swiping: swiped.swiped!) == nil
          || spec.swipeActions(for: item, edge: edge)?.actions.isEmpty == true,
        "a shown row with actions cannot be swiped")
      swipedStates.append(swiped)
    }
  }
  for environment in environments + [states] + swipedStates {
    let layout = ListLayoutEngine(environment: environment, measurer: ApproximateTextMeasurer())
      .layout(spec)
    LayoutInvariants.check(layout)
    LayoutInvariants.checkRows(layout, spec)
    _ = LayoutJSON.encode(layout)
  }
  return 0
}

/// Every frame of a layout is finite with a non-negative size, and the list is as wide as
/// the screen; the cells are the rows the sections show (outlines: the pre-order walk that
/// skips collapsed subtrees).
enum LayoutInvariants {
  static func checkRows(_ layout: ListLayout, _ spec: ListSpecDocument) {
    var cells: [String] = []
    layout.root.visit { node in
      if node.kind == .cell, let id = node.id { cells.append(id) }
    }
    let rows = spec.sections.flatMap { section in
      section.visibleItems.filter { spec.cell(named: $0.cell) != nil }.map(\.id)
    }
    FuzzInvariants.expect(
      cells == rows, "laid-out cells \(cells.count) are not the rows \(rows.count)")
  }

  static func check(_ layout: ListLayout) {
    FuzzInvariants.expect(
      layout.root.frame.width == layout.environment.width, "list width \(layout.root.frame)")
    layout.root.visit { node in
      let frame = node.frame
      FuzzInvariants.expect(
        frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite,
        "\(node.kind) \(node.id ?? node.name ?? "") has a non-finite frame \(frame)")
      FuzzInvariants.expect(
        frame.width >= 0 && frame.height >= 0,
        "\(node.kind) \(node.id ?? node.name ?? "") has a negative size \(frame)")
      if let baseline = node.baseline {
        FuzzInvariants.expect(baseline.isFinite, "\(node.kind) baseline \(baseline)")
      }
    }
  }
}
