// Benchmarks, run in release: `swift run -c release listspec-bench <name> [options]`.
// Each prints its figures and the comparison measured in the same run.
import Foundation

/// One benchmark: a name for the command line and the function that runs it.
struct Benchmark {
  var name: String
  var summary: String
  var run: ([String]) -> Void
}

let benchmarks: [Benchmark] = [
  Benchmark(
    name: "validate", summary: "validate a generated 100,000-item spec vs a raw libyaml scan",
    run: ValidateBenchmark.run),
  Benchmark(
    name: "generate-spec",
    summary: "write the validate benchmark's spec: generate-spec <items> <path>",
    run: ValidateBenchmark.generate),
  Benchmark(
    name: "render", summary: "render 10,000 rows to JSON, SVG and PNG; layout at 1k/10k/100k rows",
    run: RenderBenchmark.run),
  Benchmark(
    name: "png",
    summary:
      "PNG drawing vs rendering, per DEFLATE of the pieces: each example at 3x, 10,000 rows at 2x",
    run: PNGBenchmark.run),
  Benchmark(
    name: "render-child", summary: "(internal) the render pipeline once, for peak memory",
    run: RenderBenchmark.child),
  Benchmark(
    name: "validate-child", summary: "(internal) one measured run in a fresh process",
    run: ValidateBenchmark.child),
  Benchmark(
    name: "generate", summary: "generate Swift for 10,000 / 100,000-item specs vs validating them",
    run: GenerateBenchmark.run),
  Benchmark(
    name: "expressions",
    summary: "validate 100,000 items whose cell uses three Swift expressions vs plain templates",
    run: ExpressionsBenchmark.run),
  Benchmark(
    name: "diff", summary: "diff generated 100,000 / 1,000,000-item lists vs hashing their ids",
    run: DiffBenchmark.run),
  Benchmark(
    name: "outline",
    summary: "layout and diff of a 100,000-item outline, 6 levels, half expanded, vs a flat list",
    run: OutlineBenchmark.run),
  Benchmark(
    name: "wide-mapping",
    summary: "load an item with 10,000 / 100,000 / 1,000,000 field keys vs a raw libyaml scan",
    run: WideMappingBenchmark.run),
  Benchmark(
    name: "lsp",
    summary:
      "the language server's didChange -> publishDiagnostics on 1,000 items vs validate; --editing: requests after an edit of 100,000 items",
    run: LanguageServerBenchmark.run),
]

let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, let benchmark = benchmarks.first(where: { $0.name == name })
else {
  print("usage: listspec-bench <benchmark> [options]\n")
  for benchmark in benchmarks { print("  \(benchmark.name): \(benchmark.summary)") }
  exit(64)
}
benchmark.run(Array(arguments.dropFirst()))
