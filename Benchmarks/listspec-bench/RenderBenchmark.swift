import Foundation
import ListSpec
import ListSpecRender

/// `listspec-bench render [--rows 10000] [--runs 3] [--scaling-only]`: renders a generated list of the SF
/// Symbols seed cell (a hosted HStack per row, the 22 symbol names repeating) and reports the
/// time of each stage — load, layout, text measurement (inside layout, Pango), JSON, SVG and
/// PNG drawing — and the peak memory of the whole pipeline in a fresh process. Then it times
/// layout alone at 1k, 10k and 100k rows to show it grows linearly.
enum RenderBenchmark {
  static let symbols = [
    "applelogo", "iphone", "message", "message.fill", "sun.min", "sun.min.fill", "sunset",
    "sunset.fill", "pencil", "pencil.circle", "highlighter", "network", "icloud", "icloud.fill",
    "car", "car.fill", "bus", "bus.fill", "flame", "flame.fill", "bolt", "bolt.fill",
  ]

  static func run(_ arguments: [String]) {
    let rows = Int(BenchSupport.option("--rows", in: arguments) ?? "") ?? 10_000
    let runs = Int(BenchSupport.option("--runs", in: arguments) ?? "") ?? 3
    if !arguments.contains("--scaling-only") { stages(rows: rows, runs: runs) }
    scaling(runs: runs)
  }

  /// Each stage at `rows` rows, and the pipeline's peak memory.
  static func stages(rows: Int, runs: Int) {
    // Memory first, in a fresh process, while this one is still small (see ValidateBenchmark).
    let peak = BenchSupport.runChild(["render-child", String(rows)])

    let text = generateSpec(rows: rows)
    let spec = load(text)
    let environment = PreviewEnvironment(device: .iPhone15)
    var layout: ListLayout!
    var measuring = Double.infinity
    var stats = (requests: 0, misses: 0)
    let loadTime = BenchSupport.best(runs: runs) { _ = load(text) }
    let layoutTime = BenchSupport.best(runs: runs) {
      let measurer = CachingTextMeasurer(PangoTextMeasurer(), clock: now)
      layout = ListLayoutEngine(environment: environment, measurer: measurer).layout(spec)
      measuring = min(measuring, measurer.secondsMeasuring)
      stats = (measurer.requests, measurer.misses)
    }
    var jsonBytes = 0
    let jsonTime = BenchSupport.best(runs: runs) {
      jsonBytes = LayoutJSON.encodeBytes(layout).count
    }
    var svgBytes = 0
    let svgTime = BenchSupport.best(runs: runs) {
      svgBytes = (try? CairoRenderer.render(layout, format: .svg).count) ?? -1
    }
    let pngDrawTime = BenchSupport.best(runs: runs) {
      try? CairoRenderer.drawBands(layout, scale: 2)
    }
    var pngBytes = 0
    let pngTime = BenchSupport.best(runs: runs) {
      pngBytes = (try? CairoRenderer.render(layout, format: .png, scale: 2).count) ?? -1
    }
    // The same rows with a different text in each: what the measurement cache saves.
    let distinct = load(generateSpec(rows: rows, distinctTexts: true))
    var distinctMeasuring = 0.0
    let distinctTime = BenchSupport.best(runs: runs) {
      let measurer = CachingTextMeasurer(PangoTextMeasurer(), clock: now)
      _ = ListLayoutEngine(environment: environment, measurer: measurer).layout(distinct)
      distinctMeasuring = measurer.secondsMeasuring
    }
    let cells = layout.root.allNodes().filter { $0.kind == .cell }.count
    precondition(cells == rows, "laid out \(cells) of \(rows) rows")

    print("render benchmark: \(rows) rows of the SF Symbols seed cell, iPhone 15, best of \(runs)")
    print("  load (YAML, decode, validate): \(BenchSupport.milliseconds(loadTime))")
    print(
      "  layout (total):                \(BenchSupport.milliseconds(layoutTime)), of which text measurement \(BenchSupport.milliseconds(measuring)) (\(stats.requests) requests, \(stats.misses) reached Pango)"
    )
    print(
      "  layout with a distinct text per row: \(BenchSupport.milliseconds(distinctTime)), of which text measurement \(BenchSupport.milliseconds(distinctMeasuring))"
    )
    print(
      "  JSON encode:                   \(BenchSupport.milliseconds(jsonTime)) (\(BenchSupport.megabytes(jsonBytes)))"
    )
    print(
      "  SVG draw (cairo):              \(BenchSupport.milliseconds(svgTime)) (\(BenchSupport.megabytes(svgBytes)))"
    )
    print(
      "  PNG (2x, \(Int((layout.size.height * 2).rounded(.up))) px tall, drawn in bands of up to 4096 px): drawing \(BenchSupport.milliseconds(pngDrawTime)); drawing + encoding \(BenchSupport.milliseconds(pngTime)) (\(BenchSupport.megabytes(pngBytes)))"
    )
    print("  peak RSS, whole pipeline in a fresh process: \(peak)")

  }

  /// Layout alone at 1k, 10k and 100k rows.
  static func scaling(runs: Int) {
    let environment = PreviewEnvironment(device: .iPhone15)
    print("layout scaling (text measurement included, cache per run):")
    var perRow: [Double] = []
    for count in [1_000, 10_000, 100_000] {
      let scaled = load(generateSpec(rows: count))
      var measured = 0.0
      let time = BenchSupport.best(runs: runs) {
        let measurer = CachingTextMeasurer(PangoTextMeasurer(), clock: now)
        _ = ListLayoutEngine(environment: environment, measurer: measurer).layout(scaled)
        measured = measurer.secondsMeasuring
      }
      perRow.append(time / Double(count))
      print(
        String(
          format: "  %7d rows: %8.1f ms  (%.2f µs/row, text measurement %.1f ms)", count,
          time * 1000, time / Double(count) * 1e6, measured * 1000))
    }
    print(
      String(
        format: "  µs/row at 100k vs 1k: %.2fx (1.0 = linear)", perRow[2] / perRow[0]))
  }

  /// `render-child ROWS`: the whole pipeline once; prints this process's peak RSS.
  static func child(_ arguments: [String]) {
    let rows = Int(arguments.first ?? "") ?? 10_000
    let spec = load(generateSpec(rows: rows))
    let layout = ListRenderer.layout(spec, environment: PreviewEnvironment(device: .iPhone15))
    _ = LayoutJSON.encodeBytes(layout)
    _ = try? CairoRenderer.render(layout, format: .svg)
    _ = try? CairoRenderer.render(layout, format: .png, scale: 2)
    print(BenchSupport.megabytes(BenchSupport.peakResidentBytes))
  }

  static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

  static func load(_ text: String) -> ListSpecDocument {
    let loaded = ListSpecLoader.load(text: text, path: "bench.yaml")
    guard let spec = loaded.spec else {
      print("generated spec is invalid: \(loaded.diagnostics.prefix(3))")
      exit(1)
    }
    return spec
  }

  /// The seed's cell (examples/sf-symbols.yaml) with `rows` items, named after the 22 seed
  /// symbols in turn (or each made distinct with its row number).
  static func generateSpec(rows: Int, distinctTexts: Bool = false) -> String {
    var text = """
      listspec: 1
      platform: { iOS: "16.0" }
      list: { appearance: insetGrouped }
      cells:
        symbol:
          hosting:
            margins: { horizontal: 50 }
            content:
              HStack:
                alignment: firstTextBaseline
                children:
                  - Image: { systemName: "{name}" }
                    modifiers: [padding]
                  - Spacer
                  - Text: "{name}"
                    modifiers:
                      - font: { style: title3, weight: semibold }
                  - Spacer
                  - Image: { systemName: "{name}" }
                    modifiers: [padding]
              modifiers:
                - frame: { height: 70 }
                - background: { RoundedRectangle: { cornerRadius: 12 }, fill: systemYellow }
                - alignmentGuide: { listRowSeparatorLeading: leading }
                - alignmentGuide: { listRowSeparatorTrailing: trailing }
      sections:
        - id: main
          cell: symbol
          items:

      """
    for row in 0..<rows {
      let name = symbols[row % symbols.count] + (distinctTexts ? ".\(row)" : "")
      text += "      - { id: r\(row), name: \(name) }\n"
    }
    return text
  }
}
