import Foundation
import ListSpec
import ListSpecCodegen

/// One value on which the generated Swift, as run, and the renderer disagree.
struct OracleDisagreement: CustomStringConvertible {
  let spec: String
  let key: String
  let swift: String?
  let rendered: String?

  var description: String {
    "\(spec): \(key): the Swift configures \(swift.map { "'\($0)'" } ?? "nothing"), "
      + "the picture shows \(rendered.map { "'\($0)'" } ?? "nothing")"
  }
}

/// The generated-Swift-versus-renderer oracle: runs the Swift of specs against the recording
/// stand-in and compares what every row, header and footer was configured with to what the
/// renderer resolved for it.
enum GeneratedCodeOracle {
  /// How many specs, rows and values a run compared.
  struct Tally {
    var specs = 0
    var rows = 0
    var values = 0
  }

  /// Where the two sides may differ by design, each with its reason: the one place such
  /// differences are allowed. Nil when `key` must agree.
  static func allowance(for key: String, swift: String?, rendered: String?) -> String? {
    nil
  }

  private static let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)

  /// Compares `specs` (name, loaded spec, generated Swift, possibly edited by a test); returns
  /// the disagreements and what was compared.
  static func check(_ specs: [(name: String, spec: ListSpecDocument, swift: String)]) throws
    -> (disagreements: [OracleDisagreement], tally: Tally)
  {
    let lists = specs.map {
      OracleList(
        name: $0.name, source: $0.swift, formatEnvironment: $0.spec.preview.formatEnvironment)
    }
    // One program a core, compiled and run side by side (compiling is most of the time).
    let size = max(1, (lists.count + cores - 1) / cores)
    let chunks = stride(from: 0, to: lists.count, by: size).map {
      Array(lists[$0..<min($0 + size, lists.count)])
    }
    let results = ChunkResults(count: chunks.count)
    DispatchQueue.concurrentPerform(iterations: chunks.count) { index in
      results.set(index, Result { try OracleProgram.run(chunks[index]) })
    }
    var records: [String: Any] = [:]
    for result in results.all {
      records.merge(try result.get()) { first, _ in first }
    }
    var disagreements: [OracleDisagreement] = []
    var tally = Tally()
    for (name, spec, _) in specs {
      guard let record = records[name] as? [String: Any] else {
        disagreements.append(
          OracleDisagreement(spec: name, key: "record", swift: nil, rendered: "a list"))
        continue
      }
      let swift = SwiftSideFacts(spec: spec).facts(record)
      let rendered = RenderedFacts(spec: spec).facts()
      tally.specs += 1
      tally.rows += (record["rows"] as? [Any])?.count ?? 0
      for key in Set(swift.keys).union(rendered.keys).sorted() {
        tally.values += 1
        let (left, right) = (swift[key], rendered[key])
        if left == right || allowance(for: key, swift: left, rendered: right) != nil { continue }
        disagreements.append(OracleDisagreement(spec: name, key: key, swift: left, rendered: right))
      }
    }
    return (disagreements, tally)
  }
}

/// The records of programs run concurrently, by chunk.
private final class ChunkResults: @unchecked Sendable {
  private let lock = NSLock()
  private var results: [Result<[String: Any], Error>?]

  init(count: Int) { results = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ result: Result<[String: Any], Error>) {
    lock.lock()
    results[index] = result
    lock.unlock()
  }

  var all: [Result<[String: Any], Error>] { results.compactMap { $0 } }
}
