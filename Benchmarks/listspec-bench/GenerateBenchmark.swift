import Foundation
import ListSpec
import ListSpecCodegen

/// `listspec-bench generate [--runs 5]`: times `listspec generate` in-process (load the spec,
/// then write its Swift) against `validate` (load alone) on the validate benchmark's spec at
/// 10,000 and 100,000 items, in the same run, and reports how the output grows.
enum GenerateBenchmark {
  static func run(_ arguments: [String]) {
    let runs = Int(BenchSupport.option("--runs", in: arguments) ?? "") ?? 5
    let ms = BenchSupport.milliseconds
    var sizes: [(items: Int, bytes: Int)] = []
    for items in [10_000, 100_000] {
      let text = ValidateBenchmark.generateSpec(items: items)
      let source = SourceFile(path: "bench-\(items).yaml", bytes: Array(text.utf8))
      // Sanity: the spec is valid and generates, or the timing means nothing.
      let loaded = ListSpecLoader.load(source: source)
      guard let code = SwiftGenerator().generate(loaded).code else {
        print("the generated spec does not generate: \(loaded.diagnostics.prefix(3))")
        exit(1)
      }
      var generated = 0
      let timings = BenchSupport.bestWithCPU(
        runs: runs,
        [
          { _ = ListSpecLoader.load(source: source) },
          {
            generated =
              SwiftGenerator().generate(ListSpecLoader.load(source: source)).code?.utf8.count ?? -1
          },
        ])
      precondition(generated == code.utf8.count, "generation is not deterministic")
      let (validate, generate) = (timings[0], timings[1])
      print(
        "\(items) items (\(BenchSupport.megabytes(text.utf8.count)) YAML): validate \(ms(validate.wall)), generate \(ms(generate.wall)) (generation alone \(ms(generate.wall - validate.wall))), output \(BenchSupport.megabytes(code.utf8.count)), \(code.utf8.count / items) bytes/item"
      )
      print(
        String(
          format: "  ratio generate / validate: %.2fx wall (target <= 1.5x), %.2fx CPU; best of %d",
          generate.wall / validate.wall, generate.cpu / validate.cpu, runs))
      sizes.append((items, code.utf8.count))
    }
    let growth = Double(sizes[1].bytes) / Double(sizes[0].bytes)
    print(String(format: "output growth 10k -> 100k items: %.2fx (linear is 10x)", growth))
  }
}
