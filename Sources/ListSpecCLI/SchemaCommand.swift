import ListSpec

/// `listspec schema [-o FILE]`: prints the JSON Schema of the format for editors.
package enum SchemaCommand: CLICommand {
  package static let name = "schema"
  package static let summary = "Print the JSON Schema of the spec format, for editor completion."
  package static let discussion = """
    Editors with yaml-language-server (e.g. the Red Hat YAML extension) read it when a spec's \
    first line is '# yaml-language-server: $schema=<path or URL of the schema>'.
    """
  package static let arguments: [Argument] = []

  package static let output = Option(
    name: "--output", short: "-o", valueName: "file",
    help: "Write the schema to a file instead of standard output.", completion: .file)

  package static let optionGroups = [OptionGroup(title: "OPTIONS", options: [output])]

  package static let exitStatus = "0 success, 64 usage error, 73 the output file cannot be written."

  package static func run(_ arguments: ParsedArguments, _ console: Console) -> Int32 {
    if let extra = arguments.positionals.first {
      return console.usageError(
        UsageError(message: "unexpected argument '\(extra)'"), command: name)
    }
    guard let output = arguments.value(Self.output) else {
      console.out(ListSpecSchema.json)
      return ExitCode.success
    }
    do {
      try AtomicFile.write(ListSpecSchema.json, to: output)
      return ExitCode.success
    } catch {
      console.err("error: \(TerminalText.escaped("\(error)"))\n")
      return ExitCode.cannotCreate
    }
  }
}
