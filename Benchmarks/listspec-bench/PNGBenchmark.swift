import Foundation
import ListSpec
@_spi(Benchmark) import ListSpecRender

/// `listspec-bench png [--runs 5] [--rows 10000] [--only NAME] [--deflaters a,b] [--warm]
/// [--old]`: for each example at 3x and the render benchmark's generated list at 2x (or only
/// the cases whose name contains NAME), the time of drawing alone and of rendering to PNG with
/// each DEFLATE of the pieces (`PNGDeflater`: own, zlib-1, zlib-rle, libdeflate-1, or those
/// given), interleaved in the same run (their order turning from run to run) so all see the
/// same load. Prints, per case, drawing alone and, per deflater, the median render (min–max),
/// the render against drawing alone and against the first deflater's, and the file size;
/// with `--old` also the size of the encoder before issue 15 (`PreviousPNGEncoder`: about
/// 14 s a render of the 10,000 rows).
///
/// Each timed call comes right after the same thing: by default 64 MiB written (the caches
/// left cold) and 5 ms asleep (the encoder's threads gone to sleep), as a one-off `listspec
/// render` finds them; with `--warm`, the same call untimed (as a preview re-rendering a list
/// finds them).
///
/// Drawing alone is measured twice: in the bands `CairoRenderer.render` draws a PNG in, and
/// into one surface fitted to the picture (of at most 4096 rows). The smaller median of the
/// two is the yardstick (the stricter one), and encoding is the median time of rendering to
/// PNG minus it.
///
/// `--timeline` adds a line per case and deflater: the same number of renders again, each
/// told where its time went (`CairoRenderer.setPNGTimeline`), as medians: the render against
/// drawing alone, the drawing inside it, the coding on each thread, when the first piece
/// started and how busy the threads were.
///
/// `--profile N` renders each case N times with the first deflater only and prints nothing
/// else: a loop to run under `perf record` or callgrind; with `--draw-only`, it draws the
/// bands without encoding (what the encoder adds is the difference between the two), and
/// with `--fitted` as well, into one surface.
enum PNGBenchmark {
  static func run(_ arguments: [String]) {
    let runs = Int(BenchSupport.option("--runs", in: arguments) ?? "") ?? 5
    let rows = Int(BenchSupport.option("--rows", in: arguments) ?? "") ?? 10_000
    let only = BenchSupport.option("--only", in: arguments)
    let warm = arguments.contains("--warm")
    let deflaters =
      BenchSupport.option("--deflaters", in: arguments).map {
        $0.split(separator: ",").compactMap { name in
          PNGDeflater.compared.first { $0.name == name }
        }
      } ?? PNGDeflater.compared
    guard !deflaters.isEmpty else {
      print("--deflaters: some of \(PNGDeflater.compared.map(\.name).joined(separator: ","))")
      return
    }
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
              layout, format: .png, scale: scale, pngDeflater: deflaters[0])
          }
        }
      }
      return
    }

    print(
      "png benchmark: median of \(runs) (min–max), deflaters interleaved, each run after "
        + (warm ? "the same call (--warm)" : "the caches were flushed and the threads slept"))
    for (name, layout, scale) in cases {
      let pixelHeight = max(1, Int((layout.size.height * scale).rounded(.up)))
      let bands = CairoRenderer.pngBands(layout.root, scale: scale, pixelHeight: pixelHeight)
      var banded: [Double] = []
      var fitted: [Double] = []
      var renders = [[Double]](repeating: [], count: deflaters.count)
      var sizes = [Int](repeating: 0, count: deflaters.count)
      func drawBanded() { try? CairoRenderer.drawBands(layout, scale: scale, bands: bands) }
      func drawFitted() {
        try? CairoRenderer.drawBands(layout, scale: scale, bands: fittedBands(pixelHeight))
      }
      func render(_ index: Int) {
        sizes[index] =
          (try? CairoRenderer.render(
            layout, format: .png, scale: scale, pngDeflater: deflaters[index]))?.count ?? 0
      }
      // What comes right before each timed run, the same for drawing alone and for each
      // render, so that all start from the same state of the caches and threads.
      func timed(_ body: () -> Void, into times: inout [Double]) {
        if warm { body() } else { coldStart() }
        times.append(time(body))
      }
      for run in 0..<runs {
        timed(drawBanded, into: &banded)
        timed(drawFitted, into: &fitted)
        for turn in 0..<deflaters.count {
          let index = (turn + run) % deflaters.count
          timed({ render(index) }, into: &renders[index])
        }
      }
      let draw = min(median(banded), median(fitted))
      print(
        String(
          format:
            "  %@ at %.0fx: %d rows in %d bands, drawing alone %.1f ms (banded %.1f, fitted %.1f)",
          name, scale, pixelHeight, bands.count, draw * 1000, median(banded) * 1000,
          median(fitted) * 1000))
      if arguments.contains("--old") {
        let old = (try? PreviousPNGEncoder.render(layout, scale: scale))?.count ?? 0
        print(String(format: "    %-13@ %d bytes", "before #15" as NSString, old))
      }
      let first = median(renders[0])
      for (index, deflater) in deflaters.enumerated() {
        let times = renders[index]
        print(
          String(
            format:
              "    %-13@ render %8.1f ms (%.1f–%.1f)  %5.2f× drawing  %5.2f× %@  encode %7.1f ms  %9d bytes (%+.1f%%)",
            deflater.name as NSString, median(times) * 1000, times.min()! * 1000,
            times.max()! * 1000, median(times) / draw, median(times) / first,
            deflaters[0].name as NSString, (median(times) - draw) * 1000, sizes[index],
            (Double(sizes[index]) / Double(max(1, sizes[0])) - 1) * 100))
        if arguments.contains("--timeline") {
          print(
            timeline(
              runs: runs, drawAlone: draw,
              prepare: { if warm { render(index) } else { coldStart() } },
              render: { render(index) }))
        }
      }
    }
  }

  /// Leaves the caches cold and the encoder's threads asleep: 64 MiB written, then 5 ms
  /// asleep (a waiting thread looks for work for 1 ms before it sleeps).
  static func coldStart() {
    let count = 64 << 20
    let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
    defer { bytes.deallocate() }
    for offset in Swift.stride(from: 0, to: count, by: 64) { bytes[offset] = UInt8(offset & 0xFF) }
    usleep(5000)
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
