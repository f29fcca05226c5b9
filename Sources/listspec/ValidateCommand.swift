import ListSpec

/// `listspec validate FILE…`
enum ValidateCommand: CLICommand {
  static let name = "validate"
  static let summary = "Check list specs and report every problem with its location."
  static let help = """
    OVERVIEW: \(summary)

    USAGE: listspec validate <file>... [--format text|json] [--oneline]

    ARGUMENTS:
      <file>                     Spec files to check ('-' reads standard input).

    OPTIONS:
      --format <format>          text (default): 'path:line:col: error: message [id]' with the
                                 source line and a caret; json: a report for editors and CI.
      --oneline                  Text without the source lines.
    \(LimitOptions.help)
      --help                     Show this help.

    EXIT STATUS:
      0 every file is valid (warnings allowed), 1 a file has errors, 64 usage error,
      66 a file cannot be read.

    """
  static let valueOptions = Set(["--format"]).union(LimitOptions.names)
  static let flags: Set<String> = ["--oneline"]

  static func run(_ arguments: ParsedArguments, _ console: Console) -> Int32 {
    let format: String
    let options: LoadOptions
    do {
      format = try arguments.choice("--format", among: ["text", "json"]) ?? "text"
      options = try LimitOptions.loadOptions(arguments)
      guard !arguments.positionals.isEmpty else { throw UsageError(message: "no spec file given") }
    } catch let error as UsageError {
      return console.usageError(error, command: name)
    } catch {
      return ExitCode.software
    }
    let results = arguments.positionals.map { SpecInput.load($0, options: options) }
    if format == "json" {
      console.out(DiagnosticJSON.report(results))
    } else {
      SpecInput.printDiagnostics(
        results, console: console, oneLine: arguments.flags.contains("--oneline"))
    }
    return SpecInput.exitCode(results)
  }
}

/// Loading specs and printing their diagnostics, shared by every command that reads specs.
enum SpecInput {
  /// Loads a path, or standard input for "-".
  static func load(_ path: String, options: LoadOptions) -> LoadedSpec {
    guard path == "-" else { return ListSpecLoader.load(path: path, options: options) }
    return ListSpecLoader.loadStandardInput(options: options)
  }

  /// Prints diagnostics to standard error, compiler style, with a summary line.
  static func printDiagnostics(_ results: [LoadedSpec], console: Console, oneLine: Bool = false) {
    let formatter = DiagnosticFormatter(
      style: oneLine ? .oneLine : .withSource, colors: console.colorsEnabled(forStandardError: true)
    )
    var sources: [String: SourceFile] = [:]
    for result in results { sources[result.source.path] = result.source }
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
  static func exitCode(_ results: [LoadedSpec]) -> Int32 {
    if results.contains(where: \.isUnreadable) { return ExitCode.noInput }
    return results.allSatisfy(\.isValid) ? ExitCode.success : ExitCode.failure
  }
}
