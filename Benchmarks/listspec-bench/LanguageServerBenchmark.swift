import Foundation
import ListSpec
import ListSpecLanguageServer

/// `listspec-bench lsp [--items 1000] [--runs 20]`: the language server's diagnostic round
/// trip — a `didChange` message with the whole text in, the `publishDiagnostics` message out
/// (JSON read, the text replaced, validate's diagnostics, JSON written) — against `validate`
/// of the same text in-process (streamed, as the CLI loads it), in the same run. Goal ≤ 2×.
///
/// `listspec-bench lsp --editing [--items 100000] [--runs 15]`: what an editor waits for
/// after each edit of a large spec (issue 45), from the `listspec` binary beside this one:
/// ``LanguageServerEditingBenchmark``.
enum LanguageServerBenchmark {
  static func run(_ arguments: [String]) {
    let givenRuns = Int(BenchSupport.option("--runs", in: arguments) ?? "")
    if arguments.contains("--editing") {
      let items = Int(BenchSupport.option("--items", in: arguments) ?? "") ?? 100_000
      LanguageServerEditingBenchmark.run(items: items, runs: givenRuns ?? 15)
      return
    }
    let items = Int(BenchSupport.option("--items", in: arguments) ?? "") ?? 1000
    let runs = givenRuns ?? 20
    let valid = ValidateBenchmark.generateSpec(items: items)
    // The valid spec, and one where every `row` item names an unknown template (a
    // diagnostic with a fix-it for 3 items in 4), so the diagnostics path has much to write.
    for broken in [valid, valid.replacingOccurrences(of: "cell: row", with: "cell: rwo")] {
      measure(broken, items: items, runs: runs)
    }
  }

  static func measure(_ broken: String, items: Int, runs: Int) {
    var options = LoadOptions()
    options.keepsSpec = false
    let source = SourceFile(path: "bench.yaml", bytes: Array(broken.utf8))
    let diagnosticCount = ListSpecLoader.load(source: source, options: options).diagnostics.count

    let server = LanguageServer(configuration: .init(debounceMilliseconds: 0))
    func message(_ json: JSONObject) -> [UInt8] {
      Array(try! JSONSerialization.data(withJSONObject: json))
    }
    _ = server.receive(
      message(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [:]]), now: 0)
    let uri = "file:///bench.yaml"
    _ = server.receive(
      message([
        "jsonrpc": "2.0", "method": "textDocument/didOpen",
        "params": [
          "textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": broken]
        ],
      ]), now: 0)
    _ = server.dueDiagnostics(now: .max)
    var version = 1
    let changes = [broken, broken + "# edited\n"].map { body in
      message([
        "jsonrpc": "2.0", "method": "textDocument/didChange",
        "params": [
          "textDocument": ["uri": uri, "version": 2], "contentChanges": [["text": body]],
        ],
      ])
    }
    var published = 0
    // The message alone (read, text replaced; diagnostics not yet due): what the round trip
    // adds to validate before writing the answer.
    let reader = LanguageServer(configuration: .init(debounceMilliseconds: 60_000))
    _ = reader.receive(
      message(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [:]]), now: 0)
    _ = reader.receive(
      message([
        "jsonrpc": "2.0", "method": "textDocument/didOpen",
        "params": [
          "textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": broken]
        ],
      ]), now: 0)
    let timings = BenchSupport.bestWithCPU(
      runs: runs,
      [
        { _ = ListSpecLoader.load(source: source, options: options) },
        {
          version += 1
          _ = server.receive(changes[version % 2], now: 0)
          published = server.dueDiagnostics(now: .max).first?.count ?? 0
        },
        { _ = reader.receive(changes[version % 2], now: 0) },
      ])
    let (validate, roundTrip) = (timings[0], timings[1])
    let ms = BenchSupport.milliseconds
    print(
      "\(items) items (\(BenchSupport.megabytes(broken.utf8.count)) YAML, \(diagnosticCount) diagnostics): validate \(ms(validate.wall)), didChange -> publishDiagnostics \(ms(roundTrip.wall)) (\(published) bytes published)"
    )
    print(
      String(
        format: "  ratio round trip / validate: %.2fx wall (goal <= 2x), %.2fx CPU; best of %d",
        roundTrip.wall / validate.wall, roundTrip.cpu / validate.cpu, runs))
    print("  of which reading the didChange message: \(ms(timings[2].wall))")
  }
}

extension LanguageServerBenchmark {
  /// The value below which a fraction `q` of `values` lies (nearest rank).
  static func quantile(_ values: [Double], _ q: Double) -> Double {
    let sorted = values.sorted()
    let rank = Int((q * Double(sorted.count)).rounded(.up)) - 1
    return sorted[min(max(rank, 0), sorted.count - 1)]
  }
}

typealias JSONObject = [String: Any]
