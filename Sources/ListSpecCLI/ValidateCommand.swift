import ListSpec

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// `listspec validate FILE…`
package enum ValidateCommand: CLICommand {
  package static let name = "validate"
  package static let summary = "Check list specs and report every problem with its location."
  package static let arguments = [
    Argument(name: "file", help: "Spec files to check ('-' reads standard input).", repeating: true)
  ]

  package static let format = Option(
    name: "--format", valueName: "format",
    help:
      "text: 'path:line:col: error: message [id]' with the source line and a caret; "
      + "json: a report for editors and CI; sarif: SARIF 2.1.0 for code scanning; "
      + "github: GitHub Actions workflow commands (annotations)",
    values: ["text", "json", "sarif", "github"], defaultValue: "text")
  package static let oneLine = Option.flag("--oneline", help: "Text without the source lines.")

  package static let optionGroups = [
    OptionGroup(title: "OPTIONS", options: [format, oneLine]), LimitOptions.group,
  ]

  package static let exitStatus = """
    0 every file is valid (warnings allowed), 1 a file has errors, 64 usage error,
    66 a file cannot be read.
    """

  package static func run(_ arguments: ParsedArguments, _ console: Console) -> Int32 {
    let format: String
    var options: LoadOptions
    do {
      format = arguments.value(Self.format) ?? "text"
      options = try LimitOptions.loadOptions(arguments)
      // Only the diagnostics are printed: items are checked as they are read and let go.
      options.keepsSpec = false
      guard !arguments.positionals.isEmpty else { throw UsageError(message: "no spec file given") }
    } catch let error as UsageError {
      return console.usageError(error, command: name)
    } catch {
      return ExitCode.software
    }
    let results = arguments.positionals.map { SpecInput.load($0, options: options) }
    switch format {
    case "json":
      console.out(DiagnosticJSON.report(results))
    case "sarif":
      console.out(
        DiagnosticSARIF.report(
          results, toolVersion: version, baseDirectory: FileManager.default.currentDirectoryPath))
    case "github":
      console.out(
        DiagnosticGitHub.commands(
          results, baseDirectory: FileManager.default.currentDirectoryPath))
    default:
      SpecInput.printDiagnostics(results, console: console, oneLine: arguments.has(oneLine))
    }
    return SpecInput.exitCode(results)
  }
}

/// Loading specs and printing their diagnostics, shared by every command that reads specs.
package enum SpecInput {
  /// Loads a path, or standard input for "-".
  package static func load(_ path: String, options: LoadOptions) -> LoadedSpec {
    guard path == "-" else { return ListSpecLoader.load(path: path, options: options) }
    return ListSpecLoader.loadStandardInput(options: options)
  }

  /// Prints diagnostics to standard error, compiler style, with a summary line.
  package static func printDiagnostics(
    _ results: [LoadedSpec], console: Console, oneLine: Bool = false
  ) {
    let formatter = DiagnosticFormatter(
      style: oneLine ? .oneLine : .withSource, colors: console.colorsEnabled(forStandardError: true)
    )
    var sources: [String: SourceFile] = [:]
    for result in results {
      sources[result.source.path] = result.source
      if let items = result.itemsSource { sources[items.path] = items }
    }
    let all = results.flatMap(\.diagnostics)
    console.err(formatter.format(all, sources: sources))
    let errors = all.filter { $0.severity == .error }.count
    let warnings = all.filter { $0.severity == .warning }.count
    if errors + warnings > 0 {
      console.err(
        "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\n"
      )
    }
  }

  /// 66 when a file could not be read, 1 when one has errors, else 0.
  package static func exitCode(_ results: [LoadedSpec]) -> Int32 {
    if results.contains(where: \.isUnreadable) { return ExitCode.noInput }
    return results.allSatisfy(\.isValid) ? ExitCode.success : ExitCode.failure
  }
}
