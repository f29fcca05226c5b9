import ListSpec

/// `listspec diff OLD NEW`
enum DiffCommand: CLICommand {
  static let name = "diff"
  static let summary = "Show what changes between two versions of a list, and the batch updates."
  static let help = """
    OVERVIEW: \(summary)

    Sections and items are matched by id, as NSDiffableDataSourceSnapshot does: deleted (-),
    inserted (+), moved (→, minimal: only items whose relative order changed) and changed (~,
    with reconfigure or reload). Configuration changes under list, cells and platform are shown
    with their key path and both source locations. Both files are validated first; an invalid
    file is reported as 'validate' does and nothing is diffed. See specs/diff.md.

    USAGE: listspec diff <old> <new> [--format text|json] [--exit-code]

    ARGUMENTS:
      <old>                      The old spec ('-' reads standard input).
      <new>                      The new spec ('-' reads standard input; not both).

    OPTIONS:
      --format <format>          text (default): a compact summary, coloured on a terminal;
                                 json: the complete result with the staged batch-update plan.
      --exit-code                Exit 1 when the lists differ, 0 when they do not.
    \(LimitOptions.help)
      --help                     Show this help.

    EXIT STATUS:
      0 success (with --exit-code: no differences), 1 a file is invalid (with --exit-code: or
      the lists differ), 64 usage error, 66 a file cannot be read.

    """
  static let valueOptions = Set(["--format"]).union(LimitOptions.names)
  static let flags: Set<String> = ["--exit-code"]

  static func run(_ arguments: ParsedArguments, _ console: Console) -> Int32 {
    let format: String
    let options: LoadOptions
    do {
      format = try arguments.choice("--format", among: ["text", "json"]) ?? "text"
      options = try LimitOptions.loadOptions(arguments)
      guard arguments.positionals.count == 2 else {
        throw UsageError(
          message: arguments.positionals.count < 2
            ? "diff needs an old and a new spec" : "diff takes exactly two specs")
      }
      guard arguments.positionals != ["-", "-"] else {
        throw UsageError(message: "only one of the two specs can be read from standard input")
      }
    } catch let error as UsageError {
      return console.usageError(error, command: name)
    } catch {
      return ExitCode.software
    }
    let results = arguments.positionals.map { SpecInput.load($0, options: options) }
    // Warnings are shown as validate shows them; errors stop the diff.
    SpecInput.printDiagnostics(results, console: console)
    guard let old = results[0].spec, let new = results[1].spec else {
      return SpecInput.exitCode(results)
    }
    let diff = ListDiff.compute(old: old, new: new)
    let oldPath = results[0].source.path
    let newPath = results[1].source.path
    if format == "json" {
      console.out(DiffJSON.report(diff, oldPath: oldPath, newPath: newPath))
    } else {
      let formatter = DiffTextFormatter(
        oldPath: oldPath, newPath: newPath, colors: console.colorsEnabled(forStandardError: false))
      console.out(formatter.format(diff))
    }
    if arguments.flags.contains("--exit-code"), !diff.isEmpty { return ExitCode.failure }
    return ExitCode.success
  }
}
