import Foundation
import ListSpec

/// One generated file the oracle runs: the list it declares and how to drive it.
struct OracleList {
  /// The key of the list's record (the spec's name).
  let name: String
  /// The generated Swift.
  let source: String
  /// The locale, time zone and moment the spec's picture formats in (`preview:`).
  var formatEnvironment = FormatEnvironment()

  /// The `<Name>List` enum, its section and item types, read from the generated file's
  /// `DataSource` class; nil when the file has no data source (nothing to run).
  var types: (list: String, section: String, item: String)? {
    guard
      let list = firstMatch(#"enum (\w+List) \{"#, in: source),
      let generic = firstMatch(
        #"class DataSource:\s+UICollectionViewDiffableDataSource<(\w+), (\w+)>"#, in: source,
        groups: 2)
    else { return nil }
    let parts = generic.split(separator: " ")
    return (list, String(parts[0]), String(parts[1]))
  }

  /// The call that records this list: make the data source, apply the spec's snapshots, make
  /// the layout (with the swipe-action providers reading the data source), then record.
  func recordingFunction(named function: String) throws -> String {
    guard let types else { throw OracleError.notRunnable(name) }
    let list = types.list
    let applies = applyingInitialSnapshots(to: "dataSource")
    let arguments = try layoutArguments(performSwipeAction: "{ _, _ in true }")
    // The layout first, as an app makes it for its collection view; its closures read the
    // data source made next.
    return """
      @MainActor func \(function)() {
        var made: \(list).DataSource?
        let layout = \(list).makeLayout(\(arguments.joined(separator: ", ")))
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        let dataSource = \(list).makeDataSource(collectionView: collectionView)
        made = dataSource
        \(applies)
        oracleRecord(
          spec: \(String(reflecting: name)), dataSource: dataSource, layout: layout,
          sectionID: { oracleID($0) }, itemID: { oracleID($0.id) })
      }

      """
  }
}

extension OracleList {
  /// The arguments an app passes to `makeLayout`, as the spec needs them: closures reading
  /// the data source `made` (declared before the layout, set after), and `performSwipeAction`.
  func layoutArguments(performSwipeAction: String) throws -> [String] {
    try Self.parameterLabels(ofFunction: "makeLayout", in: source).map { parameter in
      switch parameter {
      case "sectionAt": return "sectionAt: { made?.sectionIdentifier(for: $0) }"
      case "itemAt": return "itemAt: { made?.itemIdentifier(for: $0) }"
      case "performSwipeAction": return "performSwipeAction: \(performSwipeAction)"
      default: throw OracleError.unknownLayoutParameter(name, parameter)
      }
    }
  }

  /// The statement applying the spec's snapshots to `dataSource`: the outline sections' too.
  func applyingInitialSnapshots(to dataSource: String) -> String {
    guard let list = types?.list else { return "" }
    return source.contains("static func applyInitialSnapshots(to")
      ? "\(list).applyInitialSnapshots(to: \(dataSource))"
      : "\(dataSource).apply(\(list).initialSnapshot(), animatingDifferences: false)"
  }

  /// The argument labels of `static func <name>(` in `source`, read up to its closing
  /// parenthesis (parameter types hold parentheses and arrows of their own).
  static func parameterLabels(ofFunction name: String, in source: String) -> [String] {
    guard let start = source.range(of: "static func \(name)(") else { return [] }
    var depth = 1
    var parameters: [String] = [""]
    var previous: Character = " "
    for character in source[start.upperBound...] {
      defer { previous = character }
      switch character {
      case "(", "[", "<": depth += 1
      case ">" where previous == "-": break  // a function type's arrow
      case ")", "]", ">": depth -= 1
      case "," where depth == 1:
        parameters.append("")
        continue
      default: break
      }
      if depth == 0 { break }
      parameters[parameters.count - 1].append(character)
    }
    return parameters.compactMap {
      $0.split(separator: ":").first?.trimmingCharacters(in: .whitespacesAndNewlines)
    }.filter { !$0.isEmpty }
  }
}

enum OracleError: Error, CustomStringConvertible {
  case notRunnable(String)
  case unknownLayoutParameter(String, String)
  case standInBuildFailed(String)
  case compileFailed(String)
  case runFailed(String)
  case badOutput(String)

  var description: String {
    switch self {
    case .notRunnable(let name): return "\(name): the generated file has no data source"
    case .unknownLayoutParameter(let name, let parameter):
      return "\(name): makeLayout takes '\(parameter):', which the oracle cannot supply"
    case .standInBuildFailed(let text): return "the recording stand-in did not build:\n\(text)"
    case .compileFailed(let text): return "the oracle program did not compile:\n\(text)"
    case .runFailed(let text): return "the oracle program failed:\n\(text)"
    case .badOutput(let text): return "the oracle program printed no JSON record:\n\(text)"
    }
  }
}

/// Compiles generated files with the recording stand-in (StandIn/UIKit.swift and
/// StandIn/SwiftUI.swift, built as static libraries) and StandIn/OracleDriver.swift into one
/// program, runs it and returns each list's record.
///
/// Availability is not rewritten as for type-checking: Linux ignores `@available(iOS …)` and
/// takes `#available(iOS …, *)` as true, so the program runs every branch a current iOS would
/// (type-checking tests cover the deployment targets).
enum OracleProgram {
  static let standInDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("StandIn")

  /// The built libraries, once per test process.
  private static let libraries: Result<URL, Error> = Result {
    let directory = scratchRoot.appendingPathComponent("oracle-standin")
    try? FileManager.default.removeItem(at: directory)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for module in ["UIKit", "SwiftUI"] {
      let run = try runSwiftc([
        "-parse-as-library", "-swift-version", "6", "-emit-library", "-static",
        "-emit-module", "-module-name", module, "-I", directory.path,
        standInDirectory.appendingPathComponent("\(module).swift").path,
        "-emit-module-path", directory.appendingPathComponent("\(module).swiftmodule").path,
        "-o", directory.appendingPathComponent("lib\(module).a").path,
      ])
      guard run.status == 0 else { throw OracleError.standInBuildFailed(run.output) }
    }
    return directory
  }
  private static let lock = NSLock()

  /// Runs `lists` (their type names must be distinct) in one program; returns the records by
  /// list name.
  static func run(_ lists: [OracleList]) throws -> [String: Any] {
    // The program formats as the pictures do: one locale, time zone and `now`, which every
    // list shares (a list without `now` reads no clock).
    let places = Set(
      lists.map {
        [$0.formatEnvironment.localeIdentifier, $0.formatEnvironment.timeZoneIdentifier]
      })
    let moments = Set(lists.compactMap(\.formatEnvironment.now))
    guard places.count <= 1, moments.count <= 1 else {
      throw OracleError.compileFailed("lists with different preview formats: \(places), \(moments)")
    }
    var formatEnvironment = lists.first?.formatEnvironment ?? FormatEnvironment()
    formatEnvironment.now = moments.first
    var main = "import SwiftUI\nimport UIKit\n\n"
    var calls: [String] = []
    for (index, list) in lists.enumerated() {
      let function = "record\(index)"
      main += try list.recordingFunction(named: function)
      calls.append("\(function)()")
    }
    main += """
      @main struct OracleMain {
        @MainActor static func main() {
          \(calls.joined(separator: "\n    "))
          oraclePrint()
        }
      }

      """
    let data = try output(
      main: main, sources: lists.map(\.source), formatEnvironment: formatEnvironment)
    guard let records = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw OracleError.badOutput(String(decoding: data.prefix(2000), as: UTF8.self))
    }
    return records
  }

  /// Compiles `main` (a file with an `@main` type), `sources` and StandIn/OracleDriver.swift
  /// against the recording stand-in, runs the program and returns what it printed.
  static func output(
    main: String, sources: [String], formatEnvironment: FormatEnvironment = FormatEnvironment()
  ) throws -> Data {
    lock.lock()
    let built = libraries
    lock.unlock()
    let libraryDirectory = try built.get()
    let directory = scratchRoot.appendingPathComponent("oracle-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    // Foundation's format styles print in the picture's locale, time zone and `now`.
    let shadows = directory.appendingPathComponent("FormatEnvironment.swift")
    try formatEnvironmentShadows(formatEnvironment).write(
      to: shadows, atomically: true, encoding: .utf8)
    var files: [String] = []
    for (index, source) in sources.enumerated() {
      let file = directory.appendingPathComponent("List\(index).swift")
      try source.write(to: file, atomically: true, encoding: .utf8)
      files.append(file.path)
    }
    let mainFile = directory.appendingPathComponent("main.swift")
    try main.write(to: mainFile, atomically: true, encoding: .utf8)
    let executable = directory.appendingPathComponent("oracle")
    let compile = try runSwiftc(
      [
        "-parse-as-library", "-swift-version", "6", "-wmo", "-Onone", "-suppress-warnings",
        // LLVM's verifier is a third of the back end's time; the stand-in's IR is not what
        // is being checked.
        "-Xfrontend", "-disable-llvm-verify",
        "-I", libraryDirectory.path, "-L", libraryDirectory.path, "-lSwiftUI", "-lUIKit",
        mainFile.path, standInDirectory.appendingPathComponent("OracleDriver.swift").path,
        shadows.path,
      ] + files + ["-o", executable.path])
    guard compile.status == 0 else {
      throw OracleError.compileFailed(
        String(compile.output.replacingOccurrences(of: directory.path + "/", with: "").prefix(6000))
      )
    }
    let process = Process()
    process.executableURL = executable
    let output = directory.appendingPathComponent("output.json")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    let handle = try FileHandle(forWritingTo: output)
    defer { try? handle.close() }
    let errors = Pipe()
    process.standardOutput = handle
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let errorText = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw OracleError.runFailed("exit \(process.terminationStatus)\n\(errorText.prefix(4000))")
    }
    return try Data(contentsOf: output)
  }
}

/// The first capture group of `pattern` in `text` (with `groups` > 1, the groups joined by
/// spaces).
private func firstMatch(_ pattern: String, in text: String, groups: Int = 1) -> String? {
  let expression = try! NSRegularExpression(pattern: pattern)
  guard
    let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text))
  else { return nil }
  return (1...groups).map { String(text[Range(match.range(at: $0), in: text)!]) }
    .joined(separator: " ")
}
