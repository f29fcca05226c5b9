import Foundation
import ListSpec
import ListSpecLanguageServer

/// `listspec-bench lsp [--items 1000] [--runs 20]`: the language server's diagnostic round
/// trip — a `didChange` message with the whole text in, the `publishDiagnostics` message out
/// (JSON read, the text replaced, validate's diagnostics, JSON written) — against `validate`
/// of the same text in-process (streamed, as the CLI loads it), in the same run. Goal ≤ 2×.
///
/// `listspec-bench lsp --editing [--items 100000] [--runs 15]`: what an editor waits for
/// after each edit of a large spec (issue 45): a one-line edit (`didChange`, incremental),
/// then completion, hover, the diagnostics or the document's symbols; median and 95th
/// percentile over the runs, and the size of the symbols answered.
enum LanguageServerBenchmark {
  static func run(_ arguments: [String]) {
    let givenRuns = Int(BenchSupport.option("--runs", in: arguments) ?? "")
    if arguments.contains("--editing") {
      let items = Int(BenchSupport.option("--items", in: arguments) ?? "") ?? 100_000
      measureEditing(items: items, runs: givenRuns ?? 15)
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
  static func measureEditing(items: Int, runs: Int) {
    let text = ValidateBenchmark.generateSpec(items: items)
    let server = LanguageServer(configuration: .init(debounceMilliseconds: 0))
    let uri = "file:///bench.yaml"
    func send(_ json: JSONObject) -> [[UInt8]] {
      server.receive(Array(try! JSONSerialization.data(withJSONObject: json)), now: 0)
    }
    _ = send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [:]])
    _ = send([
      "jsonrpc": "2.0", "method": "textDocument/didOpen",
      "params": ["textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": text]],
    ])
    _ = server.dueDiagnostics(now: .max)
    var version = 1
    var lastLine = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    /// A line added at the end: nothing the requests look at moves.
    func edit() {
      version += 1
      let end: JSONObject = ["line": lastLine, "character": 0]
      _ = send([
        "jsonrpc": "2.0", "method": "textDocument/didChange",
        "params": [
          "textDocument": ["uri": uri, "version": version],
          "contentChanges": [["range": ["start": end, "end": end], "text": "# edit\n"]],
        ],
      ])
      lastLine += 1
    }
    func request(_ method: String, _ params: JSONObject) -> [UInt8] {
      var params = params
      params["textDocument"] = ["uri": uri]
      return send(["jsonrpc": "2.0", "id": version, "method": method, "params": params])
        .first ?? []
    }
    // `style: |` of the `row` template (a value), and the key `appearance`.
    let completion = {
      _ = request("textDocument/completion", ["position": ["line": 10, "character": 13]])
    }
    let hover = { _ = request("textDocument/hover", ["position": ["line": 3, "character": 4]]) }
    var symbolBytes = 0
    let symbols = { symbolBytes = request("textDocument/documentSymbol", [:]).count }
    let diagnostics = { _ = server.dueDiagnostics(now: .max) }
    var times: [[Double]] = Array(repeating: [], count: 4)
    for _ in 0..<max(runs, 1) {
      for (index, body) in [completion, hover, diagnostics, symbols].enumerated() {
        edit()
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        times[index].append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
      }
    }
    let ms = BenchSupport.milliseconds
    print(
      "\(items) items (\(BenchSupport.megabytes(text.utf8.count)) YAML), after a one-line edit, \(runs) runs:"
    )
    for (index, name) in ["completion", "hover", "diagnostics", "documentSymbol"].enumerated() {
      print(
        "  \(name): median \(ms(quantile(times[index], 0.5))), p95 \(ms(quantile(times[index], 0.95)))"
      )
    }
    print("  documentSymbol answer: \(BenchSupport.megabytes(symbolBytes))")
  }

  /// The value below which a fraction `q` of `values` lies (nearest rank).
  static func quantile(_ values: [Double], _ q: Double) -> Double {
    let sorted = values.sorted()
    let rank = Int((q * Double(sorted.count)).rounded(.up)) - 1
    return sorted[min(max(rank, 0), sorted.count - 1)]
  }
}

typealias JSONObject = [String: Any]
