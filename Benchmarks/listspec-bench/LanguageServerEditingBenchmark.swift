import Foundation

/// `listspec-bench lsp --editing [--items 100000] [--runs 15]`: what an editor waits for after
/// each edit of a large spec (issue 45), measured against the `listspec` binary built beside
/// this one (`swift build -c release --product listspec`), driven over its standard input and
/// output as an editor drives it, with the default 150 ms debounce.
///
/// Each measurement follows its own one-line edit (`didChange`, incremental: in turn a title
/// rewritten and a line added in the middle of the spec, so the lines below move): completion
/// of a template name after `cell:`, completion of a field inside `{…}`, hover on a format key,
/// hover on an item's field (names from the whole tree), the diagnostics of the edited version
/// (from the edit to their `publishDiagnostics`, the debounce included) and the document's
/// symbols. Before the next edit the server is left to publish, so no measurement waits for
/// an earlier one's validation. Median and 95th percentile over the runs.
enum LanguageServerEditingBenchmark {
  static func run(items: Int, runs: Int) {
    let text = ValidateBenchmark.generateSpec(items: items)
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("listspec").path
    guard FileManager.default.isExecutableFile(atPath: binary) else {
      print("\(binary) is missing: swift build -c release --product listspec")
      return
    }
    let server = ServerProcess(binary: binary)
    let uri = "file:///bench.listspec.yaml"
    var id = 0
    func request(_ method: String, _ params: JSONObject) -> (answer: JSONObject, bytes: Int) {
      id += 1
      var params = params
      params["textDocument"] = ["uri": uri]
      server.send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
      return server.response(id: id)
    }
    _ = request("initialize", ["capabilities": [:] as JSONObject])
    server.send(["jsonrpc": "2.0", "method": "initialized", "params": [:] as JSONObject])
    server.send([
      "jsonrpc": "2.0", "method": "textDocument/didOpen",
      "params": ["textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": text]],
    ])
    server.waitForDiagnostics(version: 1)

    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    func line(_ text: String) -> Int { lines.firstIndex(of: text)! }
    // The item edited, in the middle, and one further down whose lines move with each added line.
    // (Found once: the edits below the edited item's first line move only the asked item.)
    let editedItem = line("    - id: item-\(items / 2)")
    var askedItem = line("    - id: item-\(items / 2 + 5)")
    let placeholder = line("      text: \"{title}\"")
    var version = 1
    func edit() {
      version += 1
      let item = editedItem
      let change: JSONObject
      if version % 2 == 0 {
        // The title rewritten in place.
        let title = item + 2
        let replacement = "      title: \"Edited \(version)\""
        change = [
          "range": [
            "start": ["line": title, "character": 0],
            "end": ["line": title, "character": lines[title].utf16.count],
          ],
          "text": replacement,
        ]
        lines[title] = replacement
      } else {
        // A field added below the title: the lines below move down one.
        let added = "      note: added \(version)"
        change = [
          "range": [
            "start": ["line": item + 3, "character": 0], "end": ["line": item + 3, "character": 0],
          ],
          "text": added + "\n",
        ]
        lines.insert(added, at: item + 3)
        askedItem += 1
      }
      server.send([
        "jsonrpc": "2.0", "method": "textDocument/didChange",
        "params": [
          "textDocument": ["uri": uri, "version": version], "contentChanges": [change],
        ],
      ])
    }
    func position(_ line: Int, _ character: Int) -> JSONObject {
      ["position": ["line": line, "character": character]]
    }
    var symbolBytes = 0
    var wrong: [String] = []
    func labels(_ answer: JSONObject) -> [String] {
      let items = (answer["result"] as? JSONObject)?["items"] as? [JSONObject] ?? []
      return items.compactMap { $0["label"] as? String }.sorted()
    }
    func hoverText(_ answer: JSONObject) -> String {
      ((answer["result"] as? JSONObject)?["contents"] as? JSONObject)?["value"] as? String ?? ""
    }
    let measurements: [(name: String, body: () -> Void)] = [
      (
        "completion after `cell:`",
        {
          let cell = askedItem + 1
          let answer = request("textDocument/completion", position(cell, 12)).answer
          if labels(answer) != ["card", "row"] { wrong.append("cell: \(labels(answer))") }
        }
      ),
      (
        "completion inside `{…}`",
        {
          let answer = request("textDocument/completion", position(placeholder, 14)).answer
          if !labels(answer).contains("subtitle") { wrong.append("{…}: \(labels(answer))") }
        }
      ),
      (
        "hover on a key",
        {
          let answer = request("textDocument/hover", position(3, 4)).answer
          if !hoverText(answer).contains("appearance") { wrong.append("hover key") }
        }
      ),
      (
        "hover on an item's field",
        {
          let title = askedItem + 2
          let answer = request("textDocument/hover", position(title, 7)).answer
          if !hoverText(answer).contains("Set by") {
            wrong.append("hover field: \(hoverText(answer))")
          }
        }
      ),
      ("diagnostics after the edit", { server.waitForDiagnostics(version: version) }),
      (
        "documentSymbol",
        { symbolBytes = request("textDocument/documentSymbol", [:]).bytes }
      ),
    ]
    var times: [[Double]] = Array(repeating: [], count: measurements.count)
    for _ in 0..<max(runs, 1) {
      for (index, measurement) in measurements.enumerated() {
        edit()
        let start = DispatchTime.now().uptimeNanoseconds
        measurement.body()
        times[index].append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        // Left to validate, so the next edit starts from a server at rest.
        if measurement.name != "diagnostics after the edit" {
          server.waitForDiagnostics(version: version)
        }
      }
    }
    _ = request("shutdown", [:])
    server.send(["jsonrpc": "2.0", "method": "exit"])
    server.process.waitUntilExit()
    let ms = BenchSupport.milliseconds
    print(
      "\(items) items (\(BenchSupport.megabytes(text.utf8.count)) YAML), `listspec lsp` over a pipe, each after a one-line edit, \(runs) runs:"
    )
    for (index, measurement) in measurements.enumerated() {
      let sorted = times[index]
      print(
        "  \(measurement.name): median \(ms(LanguageServerBenchmark.quantile(sorted, 0.5))), p95 \(ms(LanguageServerBenchmark.quantile(sorted, 0.95)))"
      )
    }
    print("  documentSymbol answer: \(BenchSupport.megabytes(symbolBytes))")
    if !wrong.isEmpty { print("  WRONG ANSWERS: \(wrong.prefix(5))") }
  }
}

/// A `listspec lsp` process and its pipes, with LSP framing.
final class ServerProcess {
  let process = Process()
  let input = Pipe()
  let output = Pipe()
  var buffer: [UInt8] = []

  init(binary: String) {
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = ["lsp"]
    process.standardInput = input
    process.standardOutput = output
    try! process.run()
  }

  func send(_ json: JSONObject) {
    let body = try! JSONSerialization.data(withJSONObject: json)
    input.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
  }

  /// The next message the server sends, and its size.
  func next() -> (message: JSONObject, bytes: Int) {
    let separator = Array("\r\n\r\n".utf8)
    while true {
      if let end = buffer.indices.first(where: {
        buffer[$0...].starts(with: separator)
      }) {
        let header = String(decoding: buffer[..<end], as: UTF8.self)
        let length = header.split(separator: "\r\n").compactMap { line -> Int? in
          let parts = line.split(separator: ":", maxSplits: 1)
          guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
          return Int(parts[1].trimmingCharacters(in: .whitespaces))
        }.first!
        let start = end + separator.count
        if buffer.count >= start + length {
          let body = Data(buffer[start..<start + length])
          buffer.removeFirst(start + length)
          return ((try! JSONSerialization.jsonObject(with: body)) as! JSONObject, length)
        }
      }
      var chunk = [UInt8](repeating: 0, count: 1 << 20)
      let count = read(output.fileHandleForReading.fileDescriptor, &chunk, chunk.count)
      precondition(count > 0, "the server stopped")
      buffer += chunk[0..<count]
    }
  }

  func response(id: Int) -> (answer: JSONObject, bytes: Int) {
    while true {
      let (message, bytes) = next()
      if message["id"] as? Int == id, message["method"] == nil { return (message, bytes) }
    }
  }

  func waitForDiagnostics(version: Int) {
    while true {
      let (message, _) = next()
      if message["method"] as? String == "textDocument/publishDiagnostics",
        let params = message["params"] as? JSONObject, params["version"] as? Int == version
      {
        return
      }
    }
  }
}
