import Foundation

/// What the compiler said about one checked file.
struct TypeCheckResult: Sendable {
  /// True when swiftc exited with status 0 (warnings do not fail a check).
  let succeeded: Bool
  /// swiftc's diagnostics, with the temporary paths replaced by the file name and the
  /// availability domains mapped back to `iOS X.Y`.
  let diagnostics: String
}

enum SwiftTypeCheckerError: Error, CustomStringConvertible {
  case swiftcNotFound
  case badVersion(String)
  case standInBuildFailed(module: String, diagnostics: String)
  case unsupportedAvailability(String)
  case launchFailed(String)

  var description: String {
    switch self {
    case .swiftcNotFound: return "swiftc was not found on PATH"
    case .badVersion(let text): return "not an iOS version: '\(text)'"
    case .standInBuildFailed(let module, let diagnostics):
      return "the stand-in module \(module) did not build:\n\(diagnostics)"
    case .unsupportedAvailability(let text):
      return "availability that the stand-in harness cannot check: \(text)"
    case .launchFailed(let text): return "could not run swiftc: \(text)"
    }
  }
}

/// Type-checks a Swift file, as an iOS app's file, against the declarations-only UIKit and
/// SwiftUI stand-ins in `StandIn/`.
///
/// Linux ignores `@available(iOS …)`, so each `@available(iOS X.Y, *)` and
/// `#available(iOS X.Y, *)` (in the stand-in and in the checked file) is rewritten to the
/// experimental custom availability domains, which the compiler does check:
/// - the deployment target is an always-enabled domain `iOS_14_0`; any version at or below
///   it becomes that domain;
/// - every version above it (those of the stand-in and of the checked file) is a dynamic
///   domain `iOS_15_0`, and `iOS 16.0` becomes `@available(iOS_15_0) @available(iOS_16_0)`
///   (or `#available(iOS_15_0), #available(iOS_16_0)`), because a domain implies no other.
/// The domains are declared in a small clang module (domains given with
/// `-define-…-availability-domain` cannot be read back from a built module), which both the
/// stand-in modules and the checked file import implicitly.
struct SwiftTypeChecker {
  /// Type-checks `source` (which imports UIKit and/or SwiftUI) in Swift 6 language mode
  /// (strict concurrency), or in the `languageMode` given (`"5"`).
  static func typecheck(
    _ source: String, deploymentTarget: String = "14.0", fileName: String = "Generated.swift",
    languageMode: String = "6"
  ) throws -> TypeCheckResult {
    let target = try IOSVersion(deploymentTarget)
    let fileVersions = try IOSVersion.mentioned(in: source)
    let standIn = try StandInSources.load()
    let known = Set(standIn.versions + fileVersions + [target]).filter { $0 >= target }
    let modules = try StandInCache.shared.modules(
      AvailabilityDomains(deploymentTarget: target, versions: known), sources: standIn)
    let rewritten = try modules.domains.rewrite(source)
    return try withScratchFile(named: fileName, contents: rewritten) { file in
      var arguments = modules.domains.compilerArguments(moduleCache: modules.moduleCache)
      if let version = arguments.firstIndex(of: "-swift-version") {
        arguments[version + 1] = languageMode
      }
      let run = try runSwiftc(
        ["-typecheck"] + arguments + ["-I", modules.directory.path, file.path])
      return TypeCheckResult(
        succeeded: run.status == 0,
        diagnostics: modules.domains.restore(
          run.output.replacingOccurrences(of: file.path, with: fileName)
            .replacingOccurrences(of: modules.sourceDirectory.path + "/", with: "StandIn/")))
    }
  }

  /// Type-checks several files as one module (one swiftc run: what many generated files
  /// together cost is one compiler start-up). `files` are (file name, source) pairs with
  /// distinct names; their declarations must not clash.
  static func typecheck(files: [(name: String, source: String)], deploymentTarget: String)
    throws -> TypeCheckResult
  {
    let target = try IOSVersion(deploymentTarget)
    var fileVersions: [IOSVersion] = []
    for file in files { fileVersions += try IOSVersion.mentioned(in: file.source) }
    let standIn = try StandInSources.load()
    let known = Set(standIn.versions + fileVersions + [target]).filter { $0 >= target }
    let modules = try StandInCache.shared.modules(
      AvailabilityDomains(deploymentTarget: target, versions: known), sources: standIn)
    let directory = scratchRoot.appendingPathComponent("check-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var paths: [String] = []
    for file in files {
      let url = directory.appendingPathComponent(file.name)
      try modules.domains.rewrite(file.source).write(to: url, atomically: true, encoding: .utf8)
      paths.append(url.path)
    }
    // One frontend for all the files (-wmo): the driver would otherwise start one per file.
    let run = try runSwiftc(
      ["-typecheck", "-wmo"]
        + modules.domains.compilerArguments(moduleCache: modules.moduleCache)
        + ["-I", modules.directory.path] + paths)
    return TypeCheckResult(
      succeeded: run.status == 0,
      diagnostics: modules.domains.restore(
        run.output.replacingOccurrences(of: directory.path + "/", with: "")
          .replacingOccurrences(of: modules.sourceDirectory.path + "/", with: "StandIn/")))
  }

  /// Only parses `source` (`swiftc -parse`): no imports are resolved.
  static func parse(_ source: String, fileName: String = "Generated.swift") throws
    -> TypeCheckResult
  {
    try withScratchFile(named: fileName, contents: source) { file in
      let run = try runSwiftc(["-parse", "-parse-as-library", file.path])
      return TypeCheckResult(
        succeeded: run.status == 0,
        diagnostics: run.output.replacingOccurrences(of: file.path, with: fileName))
    }
  }

  /// The iOS versions the stand-in declares APIs for (those above iOS 13 carry
  /// `@available(iOS X.Y, *)`).
  static func standInVersions() throws -> [IOSVersion] {
    try StandInSources.load().versions
  }
}

/// An iOS version as written in `@available(iOS 15.4, *)`.
struct IOSVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
  let components: [Int]

  init(_ text: String) throws {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
    guard (1...3).contains(parts.count), parts.allSatisfy({ $0 != nil && $0! >= 0 }) else {
      throw SwiftTypeCheckerError.badVersion(text)
    }
    var components = parts.map { $0! }
    while components.count < 2 { components.append(0) }
    while components.count > 2 && components.last == 0 { components.removeLast() }
    self.components = components
  }

  /// `15.4`, `16.0`.
  var description: String { components.map(String.init).joined(separator: ".") }
  /// The custom availability domain standing for this version: `iOS_15_4`.
  var domain: String { "iOS_" + components.map(String.init).joined(separator: "_") }

  static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool {
    for index in 0..<max(lhs.components.count, rhs.components.count) {
      let left = index < lhs.components.count ? lhs.components[index] : 0
      let right = index < rhs.components.count ? rhs.components[index] : 0
      if left != right { return left < right }
    }
    return false
  }

  /// `@available(iOS 15.4, *)` and `#available(iOS 15.4, *)`; group 1 is `@` or `#`, group 2
  /// the version.
  fileprivate static let pattern = try! NSRegularExpression(
    pattern: #"([@#])available\(\s*iOS\s+([0-9]+(?:\.[0-9]+){0,2})\s*,\s*\*\s*\)"#)

  /// Any availability naming iOS with a version, whatever its form (to find what the rewrite
  /// does not handle).
  fileprivate static let anyIOSAvailability = try! NSRegularExpression(
    pattern: #"[@#](?:un)?available\([^)]*\biOS(?:ApplicationExtension)?\s+[0-9]"#)

  /// The versions named by `@available(iOS X.Y, *)` / `#available(iOS X.Y, *)` in `source`.
  static func mentioned(in source: String) throws -> [IOSVersion] {
    let range = NSRange(source.startIndex..., in: source)
    return try pattern.matches(in: source, range: range).map { match in
      try IOSVersion(String(source[Range(match.range(at: 2), in: source)!]))
    }
  }
}

/// The custom availability domains of one check: an always-enabled one for the deployment
/// target, a dynamic one for each higher version.
struct AvailabilityDomains: Hashable, Sendable {
  let deploymentTarget: IOSVersion
  /// Sorted; the first is the deployment target.
  let versions: [IOSVersion]

  init(deploymentTarget: IOSVersion, versions: Set<IOSVersion>) {
    self.deploymentTarget = deploymentTarget
    self.versions = versions.union([deploymentTarget]).filter { $0 >= deploymentTarget }.sorted()
  }

  static let clangModule = "StandInAvailabilityDomains"

  /// The domains an API introduced in `version` needs: all known versions above the
  /// deployment target up to `version`, or the deployment target's own domain.
  func domains(for version: IOSVersion) -> [String] {
    if version <= deploymentTarget { return [deploymentTarget.domain] }
    return versions.filter { $0 > deploymentTarget && $0 <= version }.map(\.domain)
  }

  /// Rewrites every `@available(iOS X.Y, *)` and `#available(iOS X.Y, *)` in place (on the
  /// same line, so line numbers stay). Throws on an iOS availability of another form, which
  /// Linux would silently ignore.
  func rewrite(_ source: String) throws -> String {
    let pattern = IOSVersion.pattern
    var result = ""
    var last = source.startIndex
    for match in pattern.matches(in: source, range: NSRange(source.startIndex..., in: source)) {
      let whole = Range(match.range, in: source)!
      let sigil = source[Range(match.range(at: 1), in: source)!]
      let version = try IOSVersion(String(source[Range(match.range(at: 2), in: source)!]))
      let names = domains(for: version)
      result += source[last..<whole.lowerBound]
      result +=
        sigil == "@"
        ? names.map { "@available(\($0))" }.joined(separator: " ")
        : names.map { "#available(\($0))" }.joined(separator: ", ")
      last = whole.upperBound
    }
    result += source[last...]
    let leftover = IOSVersion.anyIOSAvailability.matches(
      in: result, range: NSRange(result.startIndex..., in: result))
    if let first = leftover.first {
      let line =
        result[..<Range(first.range, in: result)!.lowerBound]
        .filter { $0 == "\n" }.count + 1
      throw SwiftTypeCheckerError.unsupportedAvailability(
        "line \(line): '\(result[Range(first.range, in: result)!])…' (write it as "
          + "@available(iOS X.Y, *) or #available(iOS X.Y, *))")
    }
    return result
  }

  /// Maps `iOS_16_0` back to `iOS 16.0` in compiler output.
  func restore(_ diagnostics: String) -> String {
    var text = diagnostics
    for version in versions.reversed() {
      text = text.replacingOccurrences(of: version.domain, with: "iOS \(version)")
    }
    return text
  }

  /// The clang header declaring the domains.
  var header: String {
    var lines = [
      "#include <availability_domain.h>",
      "static int standin_ios_version_query(void) { return 1; }",
    ]
    for version in versions {
      lines.append(
        version == deploymentTarget
          ? "CLANG_ALWAYS_ENABLED_AVAILABILITY_DOMAIN(\(version.domain));"
          : "CLANG_DYNAMIC_AVAILABILITY_DOMAIN(\(version.domain), standin_ios_version_query);")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  var moduleMap: String {
    "module \(Self.clangModule) {\n  header \"domains.h\"\n  export *\n}\n"
  }

  /// Flags shared by the stand-in build and the check: Swift 6, the domains' clang module
  /// imported implicitly, a private module cache.
  func compilerArguments(moduleCache: URL) -> [String] {
    [
      "-swift-version", "6", "-parse-as-library",
      "-enable-experimental-feature", "CustomAvailability",
      "-Xfrontend", "-import-module", "-Xfrontend", Self.clangModule,
      "-module-cache-path", moduleCache.path,
      "-diagnostic-style", "llvm",
    ]
  }
}

/// StandIn/UIKit.swift and StandIn/SwiftUI.swift as read from the source tree.
private struct StandInSources: Sendable {
  /// Module name and source, in build order.
  let modules: [(name: String, source: String)]
  let versions: [IOSVersion]

  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("StandIn")

  static func load() throws -> StandInSources {
    let modules = try ["UIKit", "SwiftUI"].map { name in
      (
        name,
        try String(
          contentsOf: directory.appendingPathComponent("\(name).swift"), encoding: .utf8)
      )
    }
    let versions = try modules.flatMap { try IOSVersion.mentioned(in: $0.1) }
    return StandInSources(modules: modules, versions: Array(Set(versions)).sorted())
  }
}

/// Built stand-in modules for one set of domains.
private struct BuiltStandIn: Sendable {
  let domains: AvailabilityDomains
  /// Holds UIKit.swiftmodule, SwiftUI.swiftmodule and the domains' module map.
  let directory: URL
  let sourceDirectory: URL
  let moduleCache: URL
}

/// Builds the stand-in modules once per set of domains for the whole test process; safe to
/// use from concurrent tests.
private final class StandInCache: @unchecked Sendable {
  static let shared = StandInCache()

  private let lock = NSLock()
  private var built: [AvailabilityDomains: Result<BuiltStandIn, Error>] = [:]

  func modules(_ domains: AvailabilityDomains, sources: StandInSources) throws -> BuiltStandIn {
    // One build at a time: concurrent tests wanting the same modules wait for the first.
    lock.lock()
    defer { lock.unlock() }
    if let result = built[domains] { return try result.get() }
    let result = Result { try build(domains, sources: sources) }
    built[domains] = result
    return try result.get()
  }

  private func build(_ domains: AvailabilityDomains, sources: StandInSources) throws
    -> BuiltStandIn
  {
    let directory = scratchRoot.appendingPathComponent(
      "standin-" + domains.versions.map(\.domain).joined(separator: "-"))
    let sourceDirectory = directory.appendingPathComponent("src")
    let moduleCache = directory.appendingPathComponent("module-cache")
    let fileManager = FileManager.default
    try? fileManager.removeItem(at: directory)
    try fileManager.createDirectory(at: sourceDirectory, withIntermediateDirectories: true)
    try domains.header.write(
      to: directory.appendingPathComponent("domains.h"), atomically: true, encoding: .utf8)
    try domains.moduleMap.write(
      to: directory.appendingPathComponent("module.modulemap"), atomically: true,
      encoding: .utf8)
    for (name, source) in sources.modules {
      let file = sourceDirectory.appendingPathComponent("\(name).swift")
      try domains.rewrite(source).write(to: file, atomically: true, encoding: .utf8)
      let run = try runSwiftc(
        ["-emit-module", "-module-name", name]
          + domains.compilerArguments(moduleCache: moduleCache)
          + [
            "-I", directory.path, file.path,
            "-emit-module-path", directory.appendingPathComponent("\(name).swiftmodule").path,
          ])
      guard run.status == 0 else {
        throw SwiftTypeCheckerError.standInBuildFailed(
          module: name,
          diagnostics: domains.restore(
            run.output.replacingOccurrences(of: sourceDirectory.path + "/", with: "StandIn/")))
      }
    }
    return BuiltStandIn(
      domains: domains, directory: directory, sourceDirectory: sourceDirectory,
      moduleCache: moduleCache)
  }
}

/// This process's scratch directory, removed when the process exits.
let scratchRoot: URL = {
  let root = URL(fileURLWithPath: NSTemporaryDirectory())
    .appendingPathComponent("listspec-typecheck-\(ProcessInfo.processInfo.processIdentifier)")
  try? FileManager.default.removeItem(at: root)
  try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  atexit { try? FileManager.default.removeItem(at: scratchRoot) }
  return root
}()

/// Writes `contents` to a fresh directory as `name`, runs `body` on it, removes it.
private func withScratchFile<T>(named name: String, contents: String, _ body: (URL) throws -> T)
  throws -> T
{
  let directory = scratchRoot.appendingPathComponent("check-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let file = directory.appendingPathComponent(name)
  try contents.write(to: file, atomically: true, encoding: .utf8)
  return try body(file)
}

/// The first `swiftc` on PATH.
private let swiftcPath: String? = {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
  for directory in path.split(separator: ":") {
    let candidate = "\(directory)/swiftc"
    if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
  }
  return nil
}()

/// Runs swiftc with no standard input; its output (stdout then stderr) goes through a file,
/// so no amount of it can block the compiler.
func runSwiftc(_ arguments: [String]) throws -> (status: Int32, output: String) {
  guard let swiftc = swiftcPath else { throw SwiftTypeCheckerError.swiftcNotFound }
  let outputURL = scratchRoot.appendingPathComponent("swiftc-\(UUID().uuidString).out")
  guard FileManager.default.createFile(atPath: outputURL.path, contents: nil) else {
    throw SwiftTypeCheckerError.launchFailed("cannot create \(outputURL.lastPathComponent)")
  }
  defer { try? FileManager.default.removeItem(at: outputURL) }
  let output = try FileHandle(forWritingTo: outputURL)
  defer { try? output.close() }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: swiftc)
  process.arguments = arguments
  process.standardInput = FileHandle.nullDevice
  process.standardOutput = output
  process.standardError = output
  do {
    try process.run()
  } catch {
    throw SwiftTypeCheckerError.launchFailed("\(error)")
  }
  process.waitUntilExit()
  let text = (try? String(contentsOf: outputURL, encoding: .utf8)) ?? ""
  return (process.terminationStatus, text)
}
