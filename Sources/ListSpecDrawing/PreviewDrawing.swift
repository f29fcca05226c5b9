import Foundation
import ListSpec
import ListSpecCLI
import ListSpecPreview

/// `listspec preview`, run in the drawing library.
enum PreviewDrawing {
  static func run(_ arguments: ParsedArguments, _ console: Console) -> Int32 {
    var configuration: PreviewServer.Configuration
    do {
      guard (1...2).contains(arguments.positionals.count) else {
        throw UsageError(
          message: arguments.positionals.isEmpty
            ? "no spec file given" : "preview takes one spec, or an old and a new one")
      }
      guard !arguments.positionals.contains("-") else {
        throw UsageError(message: "preview watches files; it cannot read standard input")
      }
      configuration = PreviewServer.Configuration(
        specs: arguments.positionals, environment: try RenderOptions.environment(arguments),
        port: UInt16(try arguments.integer(PreviewCommand.port, in: 0...65535) ?? 8765),
        loadOptions: try LimitOptions.loadOptions(arguments))
      configuration.items = arguments.value(ItemsOption.option)
    } catch let error as UsageError {
      return console.usageError(error, command: PreviewCommand.name)
    } catch {
      return ExitCode.software
    }
    // A spec that cannot be read at all is reported as 'render' reports it; an invalid one
    // is served, with its diagnostics on the page.
    let unreadable = configuration.specs.map {
      ItemsOption.load($0, items: configuration.items, options: configuration.loadOptions)
    }
    .filter(\.isUnreadable)
    if !unreadable.isEmpty {
      SpecInput.printDiagnostics(unreadable, console: console)
      return ExitCode.noInput
    }
    // Every thread the server starts inherits this mask; only sigwait below takes the signals.
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    sigaddset(&signals, SIGTERM)
    pthread_sigmask(SIG_BLOCK, &signals, nil)
    let server: PreviewServer
    do {
      server = try PreviewServer(configuration)
    } catch {
      console.err("error: \(error)\n")
      return ExitCode.unavailable
    }
    console.out("Serving \(configuration.specs.joined(separator: " and ")) at \(server.url)\n")
    var received: Int32 = 0
    sigwait(&signals, &received)
    server.stop()
    return ExitCode.success
  }
}
