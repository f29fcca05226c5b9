import ListSpec

/// `listspec schema [-o FILE]`: prints the JSON Schema of the format for editors.
enum SchemaCommand: CLICommand {
  static let name = "schema"
  static let summary = "Print the JSON Schema of the spec format, for editor completion."
  static let help = """
    OVERVIEW: \(summary)

    USAGE: listspec schema [-o <file>]

    Editors with yaml-language-server (e.g. the Red Hat YAML extension) read it when a spec's
    first line is '# yaml-language-server: $schema=<path or URL of the schema>'.

    OPTIONS:
      -o, --output <file>        Write the schema to a file instead of standard output.
      --help                     Show this help.

    EXIT STATUS:
      0 success, 64 usage error, 73 the output file cannot be written.

    """
  static let valueOptions: Set<String> = ["-o", "--output"]
  static let flags: Set<String> = []

  static func run(_ arguments: ParsedArguments, _ console: Console) -> Int32 {
    if let extra = arguments.positionals.first {
      return console.usageError(
        UsageError(message: "unexpected argument '\(extra)'"), command: name)
    }
    guard let output = arguments.values["-o"] ?? arguments.values["--output"] else {
      console.out(ListSpecSchema.json)
      return ExitCode.success
    }
    do {
      try AtomicFile.write(ListSpecSchema.json, to: output)
      return ExitCode.success
    } catch {
      console.err("error: \(error)\n")
      return ExitCode.cannotCreate
    }
  }
}
