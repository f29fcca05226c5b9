import CYAML
import Foundation
import ListSpec

/// `listspec-bench validate [--items 100000] [--runs 7]`: times `ListSpecLoader.load` (read,
/// YAML tree, decode, validate) on a generated spec against a raw libyaml event scan of the
/// same file, in the same run, and reports peak memory of each in a fresh process.
enum ValidateBenchmark {
  static func run(_ arguments: [String]) {
    let items = Int(BenchSupport.option("--items", in: arguments) ?? "") ?? 100_000
    let runs = Int(BenchSupport.option("--runs", in: arguments) ?? "") ?? 7
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("listspec-bench-\(items).yaml").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    // Generate and measure memory in fresh child processes first: Linux carries a parent's
    // peak RSS over into a child it spawns, so the parent must still be small here.
    _ = BenchSupport.runChild(["generate-spec", String(items), path])
    let scanMemory = BenchSupport.runChild(["validate-child", "scan", path])
    let validateMemory = BenchSupport.runChild(["validate-child", "validate", path])
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    print("spec: \(items) items, \(BenchSupport.megabytes(size))")

    // Sanity: the generated spec must be valid, or the timing means nothing.
    let check = ListSpecLoader.load(path: path)
    guard check.isValid, check.diagnostics.isEmpty else {
      print("generated spec is not valid:")
      print(
        DiagnosticFormatter(style: .oneLine).format(
          Array(check.diagnostics.prefix(5)), sources: [path: check.source]))
      exit(1)
    }

    var events = 0
    var itemCount = 0
    let timings = BenchSupport.bestWithCPU(
      runs: runs,
      [
        { events = rawEventScan(path: path) },
        {
          itemCount =
            ListSpecLoader.load(path: path).spec?.sections.reduce(0) { $0 + $1.items.count } ?? -1
        },
      ])
    let (scan, validate) = (timings[0], timings[1])
    precondition(itemCount == items, "validate decoded \(itemCount) items")
    // Parts: the YAML tree alone (file in memory, nothing decoded while it is read), and
    // what reading the file and its line table add to loading from memory.
    let bytes = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
    let source = SourceFile(path: path, bytes: bytes)
    let tree = BenchSupport.best(runs: runs) { _ = YAMLReader().read(source).root }
    let readOnly = BenchSupport.best(runs: runs) { _ = readWholeFile(path) }
    let lineTable = BenchSupport.best(runs: runs) { _ = SourceFile(path: path, bytes: bytes) }
    let inMemory = BenchSupport.best(runs: runs) { _ = ListSpecLoader.load(source: source) }
    let ms = BenchSupport.milliseconds
    print(
      "raw libyaml event scan: \(ms(scan.wall)), CPU \(ms(scan.cpu)) (\(events) events), peak RSS \(scanMemory)"
    )
    print(
      "listspec validate:      \(ms(validate.wall)), CPU \(ms(validate.cpu)) (2 threads from 256 KiB), peak RSS \(validateMemory)"
    )
    print(
      "  parts: from memory \(ms(inMemory)), of which the YAML tree alone \(ms(tree)); file read + line table \(ms(validate.wall - inMemory)) (read alone \(ms(readOnly)), line table alone \(ms(lineTable)))"
    )
    print(
      String(
        format:
          "ratio validate / raw scan: %.2fx wall, %.2fx CPU, in process (start-up and teardown excluded; whole processes: scripts/bench-validate); best of %d runs each, in turns",
        validate.wall / scan.wall, validate.cpu / scan.cpu, runs))
  }

  /// Writes the generated spec to a file, for profiling and for other tools.
  static func generate(_ arguments: [String]) {
    guard arguments.count == 2, let items = Int(arguments[0]) else { exit(64) }
    do {
      try AtomicFile.write(generateSpec(items: items), to: arguments[1])
    } catch {
      print(error)
      exit(1)
    }
  }

  /// One measured run in a fresh process; prints its peak memory.
  static func child(_ arguments: [String]) {
    guard arguments.count == 2 else { exit(64) }
    if arguments[0] == "scan" {
      _ = rawEventScan(path: arguments[1])
    } else {
      _ = ListSpecLoader.load(path: arguments[1])
    }
    print(BenchSupport.megabytes(BenchSupport.peakResidentBytes))
  }

  /// Reads the file and pulls every libyaml event, doing nothing with them: the floor any
  /// libyaml-based reader pays.
  static func rawEventScan(path: String) -> Int {
    guard let bytes = readWholeFile(path) else { return -1 }
    return rawEventScan(bytes: bytes)
  }

  /// Pulls every libyaml event from bytes in memory; the number of events.
  static func rawEventScan(bytes: [UInt8]) -> Int {
    var parser = yaml_parser_t()
    yaml_parser_initialize(&parser)
    defer { yaml_parser_delete(&parser) }
    var count = 0
    bytes.withUnsafeBufferPointer { buffer in
      yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
      var event = yaml_event_t()
      while yaml_parser_parse(&parser, &event) == 1 {
        count += 1
        let done = event.type == YAML_STREAM_END_EVENT
        yaml_event_delete(&event)
        if done { break }
      }
    }
    return count
  }

  /// A realistic spec: two cell templates (content and hosting) and `items` items in 100
  /// sections, each item with a few fields, about 120 bytes an item.
  static func generateSpec(items: Int) -> String {
    var text = """
      listspec: 1
      platform: { iOS: "16.0" }
      list:
        appearance: insetGrouped
        headerMode: supplementary
      cells:
        row:
          content:
            style: subtitleCell
            text: "{title}"
            secondaryText: "{subtitle}"
            image: { systemName: "{symbol}" }
          accessories: [disclosureIndicator]
        card:
          hosting:
            content:
              HStack:
                children:
                  - Text: "{title}"
                  - Spacer
                  - Text: "{subtitle}"
      sections:

      """
    let sections = 100
    let perSection = max(1, (items + sections - 1) / sections)
    var written = 0
    var section = 0
    while written < items {
      text += "  - id: section-\(section)\n    header: \"Section \(section)\"\n    items:\n"
      for _ in 0..<perSection where written < items {
        let cell = written % 4 == 0 ? "card" : "row"
        text += """
              - id: item-\(written)
                cell: \(cell)
                title: "Item number \(written)"
                subtitle: Updated \(written % 28 + 1) days ago
                symbol: star.fill

          """
        written += 1
      }
      section += 1
    }
    return text
  }

  /// The file's bytes, read exactly as listspec reads a spec, so the baseline is not
  /// inflated by a slower read.
  static func readWholeFile(_ path: String) -> [UInt8]? {
    try? ListSpecLoader.readFile(path, limit: Int.max / 2).get()
  }
}
