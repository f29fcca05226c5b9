import Foundation
import ListSpec

/// The subcommands, in the order `--help` lists them.
nonisolated(unsafe) let commands: [any CLICommand.Type] = [
  ValidateCommand.self,
  RenderCommand.self,
  DiffCommand.self,
  SchemaCommand.self,
]

nonisolated(unsafe) let version = "0.1.0"

func topLevelHelp() -> String {
  var text = """
    OVERVIEW: Describe a UICollectionView list in YAML; validate, render and diff it.

    USAGE: listspec <command> [options]

    COMMANDS:

    """
  for command in commands {
    text +=
      "  " + command.name.padding(toLength: 10, withPad: " ", startingAt: 0)
      + command.summary + "\n"
  }
  text += """

    OPTIONS:
      --version   Print the version.
      --help      Show this help; 'listspec <command> --help' for one command.

    """
  return text
}

func main() -> Int32 {
  let console = Console()
  var arguments = Array(CommandLine.arguments.dropFirst())
  guard let first = arguments.first else {
    console.err(topLevelHelp())
    return ExitCode.usage
  }
  switch first {
  case "--help", "-h", "help":
    console.out(topLevelHelp())
    return ExitCode.success
  case "--version":
    console.out("listspec \(version)\n")
    return ExitCode.success
  default: break
  }
  arguments.removeFirst()
  guard let command = commands.first(where: { $0.name == first }) else {
    console.err("error: unknown command '\(first)'\nSee 'listspec --help'.\n")
    return ExitCode.usage
  }
  if arguments.contains("--help") || arguments.contains("-h") {
    console.out(command.help)
    return ExitCode.success
  }
  do {
    let parsed = try ParsedArguments(
      arguments, valueOptions: command.valueOptions, flags: command.flags)
    return command.run(parsed, console)
  } catch let error as UsageError {
    return console.usageError(error, command: command.name)
  } catch {
    console.err("error: \(error)\n")
    return ExitCode.software
  }
}

exit(main())
