import Foundation
import ListSpec

/// `listspec-bench expressions [--items 100000] [--runs 5]`: validates a spec whose cell uses
/// three Swift expressions (one of them `Int` arithmetic, which validation evaluates for every
/// item) against the same items with plain `{field}` templates, in the same run.
enum ExpressionsBenchmark {
  static func run(_ arguments: [String]) {
    let items = Int(BenchSupport.option("--items", in: arguments) ?? "") ?? 100_000
    let runs = Int(BenchSupport.option("--runs", in: arguments) ?? "") ?? 5
    let plain = spec(
      items: items, text: "\"{title}\"", secondary: "\"{subtitle}\"", label: "\"{count}\"")
    let expressions = spec(
      items: items, text: "\"{title.uppercased()}\"",
      secondary: "'{count} {count == 1 ? \"game\" : \"games\"}'",
      label: "\"{count * 60 + 5}\"")
    let plainSource = SourceFile(path: "plain.yaml", bytes: Array(plain.utf8))
    let expressionSource = SourceFile(path: "expressions.yaml", bytes: Array(expressions.utf8))
    // Sanity: both valid, or the timing means nothing.
    for source in [plainSource, expressionSource] {
      let loaded = ListSpecLoader.load(source: source)
      guard loaded.isValid, loaded.diagnostics.isEmpty else {
        print("\(source.path) is not valid: \(loaded.diagnostics.prefix(3).map(\.message))")
        exit(1)
      }
    }
    let timings = BenchSupport.bestWithCPU(
      runs: runs,
      [
        { _ = ListSpecLoader.load(source: plainSource) },
        { _ = ListSpecLoader.load(source: expressionSource) },
      ])
    let ms = BenchSupport.milliseconds
    print("\(items) items, \(BenchSupport.megabytes(expressions.utf8.count)) YAML")
    print("plain {field} templates: validate \(ms(timings[0].wall)), CPU \(ms(timings[0].cpu))")
    print("three expressions:       validate \(ms(timings[1].wall)), CPU \(ms(timings[1].cpu))")
    print(
      String(
        format: "ratio expressions / plain: %.2fx wall (target <= 1.3x), %.2fx CPU; best of %d",
        timings[1].wall / timings[0].wall, timings[1].cpu / timings[0].cpu, runs))
  }

  static func spec(items: Int, text: String, secondary: String, label: String) -> String {
    var yaml = """
      listspec: 1
      platform: { iOS: "16.0" }
      list: { appearance: insetGrouped }
      cells:
        game:
          content:
            style: subtitleCell
            text: \(text)
            secondaryText: \(secondary)
          accessories: [{ label: { text: \(label) } }]
      sections:

      """
    let perSection = 1000
    var written = 0
    var section = 0
    while written < items {
      yaml += "  - id: section-\(section)\n    cell: game\n    items:\n"
      for _ in 0..<perSection where written < items {
        yaml +=
          "      - { id: item-\(written), title: Game number \(written), subtitle: Updated \(written % 28) days ago, count: \(written % 5) }\n"
        written += 1
      }
      section += 1
    }
    return yaml
  }
}
