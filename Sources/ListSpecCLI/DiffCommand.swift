import ListSpec

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// `listspec diff OLD NEW`
package enum DiffCommand: CLICommand {
  package static let name = "diff"
  package static let summary =
    "Show what changes between two versions of a list, and the batch updates."
  package static let discussion = """
    Sections and items are matched by id, as NSDiffableDataSourceSnapshot does: deleted (-), \
    inserted (+), moved (→, minimal: only items whose relative order changed) and changed (~, \
    with reconfigure or reload). Configuration changes under list, cells and platform are shown \
    with their key path and both source locations. Both files are validated first; an invalid \
    file is reported as 'validate' does and nothing is diffed. See specs/diff.md.

    With --items OLD.json NEW.json and one spec, the app's data changes instead: both files \
    are drawn with the spec's templates, and every location is in them.

    The render options say how png and svg lay the lists out, as for 'listspec render'.
    """
  package static let arguments = [
    Argument(name: "old", help: "The old spec ('-' reads standard input)."),
    Argument(
      name: "new",
      help: "The new spec ('-' reads standard input; not both). None with --items.",
      optional: true),
  ]

  package static let formats: [RenderFormat] = [.text, .json, .png, .svg]
  package static let format = Option(
    name: "--format", valueName: "format",
    help:
      "text: a compact summary, coloured on a terminal; json: the complete result with the "
      + "staged batch-update plan; png, svg: old and new drawn side by side, rows marked "
      + "inserted (green), deleted (red), moved (blue), changed (orange). "
      + "Default: from the -o extension, else text.",
    values: formats.map(\.rawValue))
  package static let exitCode = Option.flag(
    "--exit-code", help: "Exit 1 when the lists differ, 0 when they do not.")

  package static let optionGroups = [
    OptionGroup(
      title: "OPTIONS", options: [format, exitCode, OutputOption.option, ItemsOption.pair]),
    RenderOptions.group, LimitOptions.group, RenderBudgetOptions.group,
  ]

  package static let exitStatus = """
    0 success (with --exit-code: no differences), 1 a file is invalid (with --exit-code: or \
    the lists differ), 64 usage error, 66 a file cannot be read, 73 the output cannot be \
    written.
    """

  package static func run(_ arguments: ParsedArguments, _ console: Console) -> Int32 {
    let format: RenderFormat
    let options: LoadOptions
    let environment: PreviewEnvironment
    let output = arguments.value(OutputOption.option)
    do {
      format = try FormatOption.choose(Self.format, among: formats, arguments, output: output)
      options = try LimitOptions.loadOptions(arguments)
      environment = try RenderOptions.environment(arguments)
      // With --items the data changes and one spec draws both sides: locations in the
      // diff are then all in the data files.
      let expected = arguments.values(ItemsOption.pair) == nil ? 2 : 1
      guard arguments.positionals.count == expected else {
        throw UsageError(
          message: expected == 1
            ? "with --items, diff takes one spec, which draws both files' items"
            : arguments.positionals.count < 2
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
    // The pictures are drawn by the drawing library: hand over before reading any spec.
    if [.png, .svg].contains(format), Drawing.commands == nil {
      return Drawing.run(arguments, console) { _ in ExitCode.software }
    }
    let results = load(arguments, options: options)
    // Warnings are shown as validate shows them; errors stop the diff.
    var shown = results
    if arguments.positionals.count == 1 {
      // One spec on both sides: its own warnings once.
      shown[1].diagnostics.removeAll { $0.path == results[1].source.path }
    }
    SpecInput.printDiagnostics(shown, console: console)
    guard let old = results[0].spec, let new = results[1].spec else {
      return SpecInput.exitCode(results)
    }
    if output == nil, format == .png, isatty(1) == 1 {
      console.err("error: not writing png to a terminal; use -o <path>\n")
      return ExitCode.usage
    }
    let diff = ListDiff.compute(old: old, new: new)
    // With --items the sides are the data files.
    let oldPath = (results[0].itemsSource ?? results[0].source).path
    let newPath = (results[1].itemsSource ?? results[1].source).path
    let bytes: [UInt8]
    switch format {
    case .json:
      bytes = Array(DiffJSON.report(diff, oldPath: oldPath, newPath: newPath).utf8)
    case .png, .svg:
      let picture = Drawing.DiffPicture(
        old: old, new: new, diff: diff, oldPath: oldPath, newPath: newPath, format: format,
        environment: environment)
      guard let commands = Drawing.commands else { return ExitCode.software }
      switch commands.diffPicture(picture, arguments, console) {
      case .success(let picture): bytes = picture
      case .failure(let status): return status.code
      }
    default:
      let formatter = DiffTextFormatter(
        oldPath: oldPath, newPath: newPath,
        colors: output == nil && console.colorsEnabled(forStandardError: false))
      bytes = Array(formatter.format(diff).utf8)
    }
    if let output, output != "-" {
      do {
        try AtomicFile.write(
          bytes, to: output,
          inputs: (arguments.positionals + [oldPath, newPath]).filter { $0 != "-" })
      } catch {
        console.err("error: \(TerminalText.escaped("\(error)"))\n")
        return ExitCode.cannotCreate
      }
    } else {
      console.outBytes(bytes)
    }
    if arguments.has(exitCode), !diff.isEmpty { return ExitCode.failure }
    return ExitCode.success
  }

  /// The old and new sides: two specs, or with `--items` each spec (or the one spec) with its
  /// data file.
  static func load(_ arguments: ParsedArguments, options: LoadOptions) -> [LoadedSpec] {
    let specs = arguments.positionals.map { SpecInput.load($0, options: options) }
    guard let (old, new) = arguments.values(ItemsOption.pair) else { return specs }
    return [
      ItemsFile.load(path: old, over: specs[0], options: options),
      ItemsFile.load(path: new, over: specs[0], options: options),
    ]
  }
}
