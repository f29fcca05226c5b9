import Foundation
import ListSpec
@_spi(Benchmark) import ListSpecRender

/// `listspec-bench png [--runs 5] [--rows 10000] [--only NAME] [--warm]`: for each example at
/// 3x and the render benchmark's generated list at 2x (or only the cases whose name contains
/// NAME), the time of drawing alone and of encoding, with the encoder before issue 15 measured
/// in the same run, interleaved, so both see the same load. Prints medians and the min–max
/// spread. The old encoder takes about 14 s a render of the 10,000 rows, up to five a run:
/// `--only .yaml` runs the examples alone, `--only "0 rows"` the generated list alone.
///
/// Each timed call comes right after the same thing: a render with the old encoder, which
/// leaves the caches cold and the encoder's threads asleep (as a one-off `listspec render`
/// finds them), or with `--warm`, the same call untimed (as a preview re-rendering a list
/// finds them). Until this was so, every render was timed cold and drawing alone warm, which
/// charged the encoder with drawing's cold start (mail at 3x: band 0 drew in 0.4–0.5 ms
/// instead of 0.16).
///
/// Drawing alone is measured twice: in the bands `CairoRenderer.render` draws a PNG in, and
/// into one surface fitted to the picture (of at most 4096 rows). The smaller median of the
/// two is the yardstick (the stricter one), and encoding is the median time of rendering to
/// PNG minus it. The CPU columns give the same difference in CPU time on all threads (less
/// sensitive to other work on the machine than wall time, and counting the encoder's work on
/// both cores).
///
/// `--timeline` adds a line per case: the same number of renders again, each told where its
/// time went (`CairoRenderer.setPNGTimeline`), as medians: the render against drawing alone,
/// the drawing inside it, the coding on each thread, when the first piece started and how
/// busy the threads were.
///
/// `--profile N` renders each case N times with the current encoder only and prints nothing
/// else: a loop to run under `perf record` or callgrind without the old encoder's samples;
/// with `--draw-only`, it draws the bands without encoding (what the encoder adds is the
/// difference between the two), and with `--fitted` as well, into one surface.
enum PNGBenchmark {
  static func run(_ arguments: [String]) {
    let runs = Int(BenchSupport.option("--runs", in: arguments) ?? "") ?? 5
    let rows = Int(BenchSupport.option("--rows", in: arguments) ?? "") ?? 10_000
    let only = BenchSupport.option("--only", in: arguments)
    let warm = arguments.contains("--warm")
    let environment = PreviewEnvironment(device: .iPhone15)
    var cases: [(name: String, layout: ListLayout, scale: Double)] = []
    let directory = "examples"
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
      .filter { $0.hasSuffix(".yaml") }.sorted()
    for name in names where only.map({ name.contains($0) }) ?? true {
      guard let text = try? String(contentsOfFile: directory + "/" + name, encoding: .utf8),
        let spec = ListSpecLoader.load(text: text, path: name).spec
      else { continue }
      cases.append((name, ListRenderer.layout(spec, environment: environment), 3))
    }
    if only.map({ "\(rows) rows".contains($0) }) ?? true {
      let generated = RenderBenchmark.load(RenderBenchmark.generateSpec(rows: rows))
      cases.append(("\(rows) rows", ListRenderer.layout(generated, environment: environment), 2))
    }

    if let profile = BenchSupport.option("--profile", in: arguments).flatMap({ Int($0) }) {
      let drawOnly = arguments.contains("--draw-only")
      for (_, layout, scale) in cases {
        let pixelHeight = max(1, Int((layout.size.height * scale).rounded(.up)))
        for _ in 0..<profile {
          if drawOnly {
            try? CairoRenderer.drawBands(
              layout, scale: scale,
              bands: arguments.contains("--fitted") ? fittedBands(pixelHeight) : nil)
          } else {
            _ = try? CairoRenderer.render(
              layout, format: .png, scale: scale, previousPNGEncoder: false)
          }
        }
      }
      return
    }

    print(
      "png benchmark: median of \(runs) (min–max), old and new encoder interleaved, each run after "
        + (warm ? "the same call (--warm)" : "a render with the old encoder"))
    print(
      "  case                 scale    rows bands  draw ms: banded fitted   old encode ms  /draw   new encode ms (min–max)  /draw   CPU ms draw → new encode  /draw   size old → new"
    )
    for (name, layout, scale) in cases {
      var banded: [Double] = []
      var fitted: [Double] = []
      var old: [Double] = []
      var new: [Double] = []
      var bandedCPU: [Double] = []
      var fittedCPU: [Double] = []
      var newCPU: [Double] = []
      var oldBytes: [UInt8] = []
      var newBytes: [UInt8] = []
      let pixelHeight = max(1, Int((layout.size.height * scale).rounded(.up)))
      let bands = CairoRenderer.pngBands(layout.root, scale: scale, pixelHeight: pixelHeight)
      func renderWithOldEncoder() {
        oldBytes =
          (try? CairoRenderer.render(
            layout, format: .png, scale: scale, previousPNGEncoder: true)) ?? []
      }
      func drawBanded() {
        try? CairoRenderer.drawBands(layout, scale: scale, bands: bands)
      }
      func drawFitted() {
        try? CairoRenderer.drawBands(layout, scale: scale, bands: fittedBands(pixelHeight))
      }
      func renderWithNewEncoder() {
        newBytes =
          (try? CairoRenderer.render(
            layout, format: .png, scale: scale, previousPNGEncoder: false)) ?? []
      }
      // What comes right before each timed run, the same for drawing alone and for
      // rendering, so that both start from the same state of the caches and threads: a
      // render with the old encoder (its 20 ms of zlib leave them cold), or with `--warm`
      // the same call, untimed (a preview re-rendering one list).
      func timed(
        _ body: () -> Void, into times: inout [Double], cpu cpuTimes: inout [Double]
      ) {
        if warm { body() } else { renderWithOldEncoder() }
        let cpu = BenchSupport.processCPUSeconds
        times.append(time(body))
        cpuTimes.append(BenchSupport.processCPUSeconds - cpu)
      }
      var oldCPU: [Double] = []
      for _ in 0..<runs {
        timed(drawBanded, into: &banded, cpu: &bandedCPU)
        timed(drawFitted, into: &fitted, cpu: &fittedCPU)
        timed(renderWithOldEncoder, into: &old, cpu: &oldCPU)
        timed(renderWithNewEncoder, into: &new, cpu: &newCPU)
      }
      // The yardstick: the cheaper way of drawing alone, and its CPU time.
      let (draw, drawCPU) =
        median(banded) <= median(fitted)
        ? (median(banded), median(bandedCPU)) : (median(fitted), median(fittedCPU))
      // Encoding = drawing + encoding − drawing (medians).
      let oldEncode = median(old) - draw
      let newEncode = median(new) - draw
      let newEncodeCPU = median(newCPU) - drawCPU
      print(
        String(
          format:
            "  %-20@ %4.0fx %7d %5d  %7.1f %7.1f   %8.1f %7.2fx  %7.1f (%.1f–%.1f) %6.2fx   %7.1f → %7.1f  %6.2fx   %d → %d bytes (%+.2f%%)",
          name.padding(toLength: 20, withPad: " ", startingAt: 0) as NSString, scale,
          pixelHeight, bands.count,
          median(banded) * 1000, median(fitted) * 1000,
          oldEncode * 1000, oldEncode / draw,
          newEncode * 1000, (new.min()! - draw) * 1000, (new.max()! - draw) * 1000,
          newEncode / draw, drawCPU * 1000, newEncodeCPU * 1000,
          newEncodeCPU / max(drawCPU, 1e-9), oldBytes.count, newBytes.count,
          (Double(newBytes.count) / Double(max(1, oldBytes.count)) - 1) * 100))
      if arguments.contains("--timeline") {
        print(
          timeline(
            runs: runs, drawAlone: median(banded),
            prepare: { if warm { renderWithNewEncoder() } else { renderWithOldEncoder() } },
            render: renderWithNewEncoder))
      }
    }
  }

  /// Renders `runs` times, each after `prepare`, with the encoder's timeline recorded, and
  /// describes the medians (in µs): the render against `drawAlone` (seconds), the bands
  /// drawn inside it, the pieces coded on the drawing thread and on the others, when the
  /// first piece started, and the share of the render that all threads were busy.
  static func timeline(
    runs: Int, drawAlone: Double, prepare: () -> Void, render: () -> Void
  ) -> String {
    final class Steps: @unchecked Sendable {
      let lock = NSLock()
      var steps: [(thread: Int, isDrawing: Bool, start: UInt64, end: UInt64)] = []
    }
    var walls: [Double] = []
    var drawing: [Double] = []
    var codingOnCaller: [Double] = []
    var codingElsewhere: [Double] = []
    var firstPiece: [Double] = []
    var busy: [Double] = []
    let threads = Double(ProcessInfo.processInfo.activeProcessorCount)
    for _ in 0..<runs {
      prepare()
      let recorded = Steps()
      CairoRenderer.setPNGTimeline { thread, isDrawing, start, end in
        recorded.lock.withLock { recorded.steps.append((thread, isDrawing, start, end)) }
      }
      let start = monotonicNanoseconds()
      render()
      let wall = Double(monotonicNanoseconds() - start) / 1000
      CairoRenderer.setPNGTimeline(nil)
      let steps = recorded.steps
      // The drawing thread is the one that draws.
      let caller = steps.first { $0.isDrawing }?.thread ?? -1
      func total(_ include: (Int, Bool) -> Bool) -> Double {
        steps.filter { include($0.thread, $0.isDrawing) }
          .reduce(0) { $0 + Double($1.end - $1.start) / 1000 }
      }
      walls.append(wall)
      drawing.append(total { _, isDrawing in isDrawing })
      codingOnCaller.append(total { thread, isDrawing in !isDrawing && thread == caller })
      codingElsewhere.append(total { thread, isDrawing in !isDrawing && thread != caller })
      firstPiece.append(
        steps.filter { !$0.isDrawing }.map { Double($0.start &- start) / 1000 }.min() ?? 0)
      busy.append(total { _, _ in true } / (threads * wall))
    }
    let alone = drawAlone * 1e6
    return String(
      format:
        "    timeline (medians of %d, µs): render %.0f = %.2f× drawing alone (%.0f); in it drawing %.0f (%.2f× alone), coding %.0f on the drawing thread and %.0f on the others, the first piece from %.0f; threads busy %.0f%% of the render",
      runs, median(walls), median(walls) / alone, alone, median(drawing),
      median(drawing) / alone, median(codingOnCaller), median(codingElsewhere),
      median(firstPiece), median(busy) * 100)
  }

  /// One surface fitted to the picture, of at most 4096 rows.
  static func fittedBands(_ pixelHeight: Int) -> [Int] {
    Swift.stride(from: 0, to: pixelHeight, by: 4096).map { min(4096, pixelHeight - $0) }
  }

  static func time(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  }
}
