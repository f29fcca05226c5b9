import ListSpec

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// The subcommands, in the order `--help` lists them.
package nonisolated(unsafe) let commands: [any CLICommand.Type] = [
  ValidateCommand.self,
  FixCommand.self,
  RenderCommand.self,
  DiffCommand.self,
  GenerateCommand.self,
  PreviewCommand.self,
  LanguageServerCommand.self,
  SchemaCommand.self,
  CompletionsCommand.self,
  HelpCommand.self,
]

package let version = "0.1.0"

/// The options `listspec` itself takes before a command.
package let topLevelOptions = ["--help", "-h", "--version"]

/// The whole command line after the program name: prints, and returns the exit code. Both
/// `listspec` and the drawing library run it; a command that draws goes through `Drawing`.
package func runCLI(_ arguments: [String]) -> Int32 {
  let console = Console()
  var arguments = arguments
  guard let first = arguments.first else {
    console.err(HelpText.topLevel())
    return ExitCode.usage
  }
  switch first {
  case "--help", "-h":
    console.out(HelpText.topLevel())
    return ExitCode.success
  case "--version":
    console.out("listspec \(version)\n")
    return ExitCode.success
  default: break
  }
  arguments.removeFirst()
  guard let command = commands.first(where: { $0.name == first }) else {
    if first.hasPrefix("-") {
      console.err(
        "error: unknown option '\(first)'"
          + ParsedArguments.didYouMean(first, among: topLevelOptions)
          + "\nSee 'listspec --help'.\n")
      return ExitCode.usage
    }
    return console.unknownCommand(first)
  }
  let beforeSeparator = arguments.prefix(while: { $0 != "--" })
  if beforeSeparator.contains("--help") || beforeSeparator.contains("-h") {
    console.out(command.help)
    return ExitCode.success
  }
  do {
    let parsed = try ParsedArguments(arguments, options: command.allOptions)
    if let mode = parsed.value(GeneralOptions.color).flatMap(ColorMode.init(rawValue:)) {
      console.colorMode = mode
    }
    return command.run(parsed, console)
  } catch let error as UsageError {
    return console.usageError(error, command: command.name)
  } catch {
    console.err("error: \(TerminalText.escaped("\(error)"))\n")
    return ExitCode.software
  }
}
