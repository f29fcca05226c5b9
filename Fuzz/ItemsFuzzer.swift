// libFuzzer harness for `--items`: bytes → JSONReader → ItemsFile over one spec (declared and
// inferred fields, expressions that can fail, an outline, swipe actions) → layout with the
// ApproximateTextMeasurer. Built by scripts/fuzz like FrontEndFuzzer.swift.
//
// Besides crashes and hangs, it traps when a node or a diagnostic is placed where the source
// file's own line table would not put it (the caret would be drawn on another line or
// column), when a result comes with errors or none without, or when a diagnostic of the data
// file lies outside it.

/// The spec every input is drawn with, loaded for each input: loaded once into a global, the
/// expressions' checked trees read as leaked to LeakSanitizer, which then stopped the run.
private func loadItemsFuzzSpec() -> LoadedSpec {
  ListSpecLoader.load(
    text: """
      listspec: 1
      platform: { iOS: "17.0" }
      list: { appearance: insetGrouped, headerMode: supplementary }
      cells:
        payment:
          fields: { amount: Double, when: Date, tint: Color? }
          content:
            text: "{merchant}"
            secondaryText: '{when.formatted(date: .abbreviated, time: .omitted)} {count / parts}'
            imageProperties: { tintColor: "{tint ?? .systemGray}" }
          accessories: [{ disclosureIndicator: {} }]
        folder:
          content: { text: "{title}", image: { systemName: folder } }
          accessories: [{ outlineDisclosure: {} }]
      sections:
        - id: spec
          header: Spec
          cell: payment
          items:
            - { id: a, merchant: A, amount: -4.5, when: "2026-12-06", count: 4, parts: 2, trailingSwipeActions: { actions: [{ title: Delete, style: destructive }] } }
            - { id: f, cell: folder, title: Folder, children: [{ id: g, cell: folder, title: Inner }] }
      """, path: "spec.yaml", options: LoadOptions(limits: fuzzLimits))
}

public func itemsFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let itemsFuzzSpec = loadItemsFuzzSpec()
  FuzzInvariants.expect(itemsFuzzSpec.spec != nil, "the harness's spec is valid")
  let source = SourceFile(
    path: "data.json", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
  let document = JSONReader(limits: fuzzLimits).read(source)
  if let root = document.root { ItemsInvariants.checkPlaces(root, in: source) }
  for diagnostic in document.diagnostics {
    FuzzInvariants.check(diagnostic.range, in: source)
    if let range = diagnostic.range { ItemsInvariants.checkPlace(range.start, in: source) }
  }
  let loaded = ItemsFile.load(
    source: source, over: itemsFuzzSpec, options: LoadOptions(limits: fuzzLimits))
  let hasErrors = loaded.diagnostics.containsErrors
  FuzzInvariants.expect(hasErrors == (loaded.spec == nil), "a result or an error, never both")
  for diagnostic in loaded.diagnostics {
    FuzzInvariants.expect(
      ["data.json", "spec.yaml"].contains(diagnostic.path), "a diagnostic names its file")
    let file = diagnostic.path == "data.json" ? source : itemsFuzzSpec.source
    FuzzInvariants.check(diagnostic.range, in: file)
    for fixIt in diagnostic.fixIts { FuzzInvariants.check(fixIt.range, in: file) }
    for note in diagnostic.notes {
      FuzzInvariants.check(
        note.range,
        in: (note.path ?? diagnostic.path) == "data.json" ? source : itemsFuzzSpec.source)
    }
  }
  _ = DiagnosticFormatter(style: .withSource).format(
    loaded.diagnostics, sources: ["data.json": source, "spec.yaml": itemsFuzzSpec.source])
  guard let spec = loaded.spec else { return 0 }
  let layout = ListLayoutEngine(
    environment: PreviewEnvironment(width: 393), measurer: ApproximateTextMeasurer()
  ).layout(spec)
  LayoutInvariants.check(layout)
  LayoutInvariants.checkRows(layout, spec)
  return 0
}

enum ItemsInvariants {
  /// A node's start is where the file's line table puts its byte offset.
  static func checkPlaces(_ node: YAMLNode, in source: SourceFile) {
    checkPlace(node.range.start, in: source)
    FuzzInvariants.check(node.range, in: source)
    for pair in node.pairs ?? [] {
      checkPlaces(pair.key, in: source)
      checkPlaces(pair.value, in: source)
    }
    for element in node.elements ?? [] { checkPlaces(element, in: source) }
  }

  static func checkPlace(_ location: SourceLocation, in source: SourceFile) {
    var expected = source.location(byteOffset: location.offset)
    // The line table counts a byte order mark as a character of the first line; the
    // readers, as libyaml, start the line after it.
    if expected.line == 1, source.hasUTF8ByteOrderMark, location.offset >= 3 {
      expected.column -= 1
    }
    FuzzInvariants.expect(
      expected == location, "a node at \(location) is at \(expected) in the line table")
  }
}
