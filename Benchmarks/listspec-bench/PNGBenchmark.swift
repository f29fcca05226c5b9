import Foundation
import ListSpec
@_spi(Benchmark) import ListSpecRender

/// `listspec-bench png [--runs 5] [--rows 10000]`: for each example at 3x and the render
/// benchmark's generated list at 2x, the time of drawing alone (cairo, in bands) and of
/// encoding (drawing + PNG, minus drawing), with the encoder before issue 15 measured in the
/// same run, interleaved, so both see the same load. Prints medians and the min–max spread.
///
/// Drawing alone is measured as issue 15 stated its goal: into a 4096-row band surface even
/// for a shorter picture. A second figure draws into a surface fitted to the picture, as the
/// encoder does (clearing fewer rows, so less time for short pictures), and the last columns
/// give CPU time on all threads (less sensitive to other work on the machine than wall time,
/// and counting the encoder's work on both cores).
enum PNGBenchmark {
  static func run(_ arguments: [String]) {
    let runs = Int(BenchSupport.option("--runs", in: arguments) ?? "") ?? 5
    let rows = Int(BenchSupport.option("--rows", in: arguments) ?? "") ?? 10_000
    let environment = PreviewEnvironment(device: .iPhone15)
    var cases: [(name: String, layout: ListLayout, scale: Double)] = []
    let directory = "examples"
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
      .filter { $0.hasSuffix(".yaml") }.sorted()
    for name in names {
      guard let text = try? String(contentsOfFile: directory + "/" + name, encoding: .utf8),
        let spec = ListSpecLoader.load(text: text, path: name).spec
      else { continue }
      cases.append((name, ListRenderer.layout(spec, environment: environment), 3))
    }
    let generated = RenderBenchmark.load(RenderBenchmark.generateSpec(rows: rows))
    cases.append(("\(rows) rows", ListRenderer.layout(generated, environment: environment), 2))

    print("png benchmark: median of \(runs) (min–max), old and new encoder interleaved")
    print(
      "  case                   scale  draw ms (fitted)   old encode ms  /draw   new encode ms (min–max)  /draw /fitted   CPU ms draw → new encode  /draw   size old → new"
    )
    for (name, layout, scale) in cases {
      var draw: [Double] = []
      var fitted: [Double] = []
      var old: [Double] = []
      var new: [Double] = []
      var drawCPU: [Double] = []
      var newCPU: [Double] = []
      var oldBytes: [UInt8] = []
      var newBytes: [UInt8] = []
      let pixelHeight = Int((layout.size.height * scale).rounded(.up))
      for _ in 0..<runs {
        var cpu = BenchSupport.processCPUSeconds
        draw.append(time { try? CairoRenderer.drawBands(layout, scale: scale) })
        drawCPU.append(BenchSupport.processCPUSeconds - cpu)
        fitted.append(
          time {
            try? CairoRenderer.drawBands(
              layout, scale: scale, bandHeight: max(1, min(4096, pixelHeight)))
          })
        old.append(
          time {
            oldBytes =
              (try? CairoRenderer.render(
                layout, format: .png, scale: scale, previousPNGEncoder: true)) ?? []
          })
        cpu = BenchSupport.processCPUSeconds
        new.append(
          time {
            newBytes =
              (try? CairoRenderer.render(
                layout, format: .png, scale: scale, previousPNGEncoder: false)) ?? []
          })
        newCPU.append(BenchSupport.processCPUSeconds - cpu)
      }
      let drawMedian = median(draw)
      let fittedMedian = median(fitted)
      // Encoding = drawing + encoding − drawing (medians).
      let oldEncode = max(0, median(old) - drawMedian)
      let newEncode = max(0, median(new) - drawMedian)
      let drawCPUMedian = median(drawCPU)
      let newEncodeCPU = max(0, median(newCPU) - drawCPUMedian)
      print(
        String(
          format:
            "  %-22@ %4.0fx  %6.1f (%6.1f)  %8.1f %7.2fx  %7.1f (%.1f–%.1f) %5.2fx %5.2fx   %7.1f → %7.1f  %6.2fx   %d → %d bytes (%+.2f%%)",
          name.padding(toLength: 22, withPad: " ", startingAt: 0) as NSString, scale,
          drawMedian * 1000, fittedMedian * 1000,
          oldEncode * 1000, oldEncode / drawMedian,
          newEncode * 1000, (new.min()! - drawMedian) * 1000, (new.max()! - drawMedian) * 1000,
          newEncode / drawMedian, max(0, median(new) - fittedMedian) / fittedMedian,
          drawCPUMedian * 1000, newEncodeCPU * 1000, newEncodeCPU / max(drawCPUMedian, 1e-9),
          oldBytes.count, newBytes.count,
          (Double(newBytes.count) / Double(max(1, oldBytes.count)) - 1) * 100))
    }
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
