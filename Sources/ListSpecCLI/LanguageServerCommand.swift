import ListSpec
import ListSpecLanguageServer

/// `listspec lsp`
package enum LanguageServerCommand: CLICommand {
  package static let name = "lsp"
  package static let summary = "Run the language server (LSP 3.17 over standard input and output)."
  package static let discussion = """
    For editors: diagnostics as you type (validate's, with their ids), quick fixes from every \
    fix-it, hover documentation of keys, fields and colours, completion, go to definition and \
    the document outline. Editors start it themselves; see specs/editors.md.
    """
  package static let arguments: [Argument] = []

  package static let debounce = Option(
    name: "--debounce", valueName: "ms",
    help: "How long diagnostics wait after a change for the next one.", defaultValue: "150")
  package static let maxMessageSize = Option(
    name: "--max-message-size", valueName: "bytes", help: "Largest message accepted.",
    defaultValue: "\(64 << 20)")

  package static let optionGroups = [
    OptionGroup(title: "OPTIONS", options: [debounce, maxMessageSize]), LimitOptions.serverGroup,
  ]

  package static let exitStatus = """
    0 after shutdown and exit, 1 when the editor exits or closes the pipe without shutdown, \
    64 usage error.
    """

  package static func run(_ arguments: ParsedArguments, _ console: Console) -> Int32 {
    let server: LanguageServer
    let maximum: Int
    do {
      guard arguments.positionals.isEmpty else {
        throw UsageError(message: "lsp takes no file: the editor sends the documents")
      }
      let options = try LimitOptions.loadOptions(arguments)
      let milliseconds = try arguments.integer(debounce, in: 0...60_000) ?? 150
      maximum = try arguments.integer(maxMessageSize, in: 1024...(1 << 30)) ?? (64 << 20)
      server = LanguageServer(
        configuration: .init(debounceMilliseconds: milliseconds, limits: options.limits))
    } catch let error as UsageError {
      return console.usageError(error, command: name)
    } catch {
      return ExitCode.software
    }
    return StandardIOServer.run(server, maximumMessageBytes: maximum)
  }
}
