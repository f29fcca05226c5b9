import Foundation
import ListSpec
import ListSpecPreview

/// `listspec preview FILE [NEW]`
enum PreviewCommand: CLICommand {
  static let name = "preview"
  static let summary = "Serve a live preview page with an inspector on 127.0.0.1."
  static let discussion = """
    Prints the page's URL, then serves it until interrupted. The page redraws within a \
    moment of a spec being saved (inotify), keeps its scroll position, and shows the \
    diagnostics as 'validate' prints them above the last valid picture. Hover or tap a box \
    for its frame, margins, separator insets, the rules of specs/metrics.md that placed it \
    and the file:line:col that made it; the toolbar shows several devices, appearances and \
    text sizes side by side. Given two specs, shows them side by side with the diff's marks. \
    The server listens on the loopback address only and reads no file but the specs \
    (specs/preview.md).
    """
  static let arguments = [
    Argument(name: "file", help: "The spec to preview."),
    Argument(
      name: "new", help: "A newer version of the spec: show both with the diff's marks.",
      optional: true),
  ]

  static let port = Option(
    name: "--port", short: "-p", valueName: "port",
    help: "The port on 127.0.0.1 to listen on (0 picks a free one).", defaultValue: "8765")

  static let optionGroups = [
    OptionGroup(title: "OPTIONS", options: [port]), RenderOptions.group, LimitOptions.group,
  ]

  static let exitStatus = """
    0 stopped by SIGINT or SIGTERM, 64 usage error, 66 a spec cannot be read, 69 the port \
    cannot be listened on.
    """

  static func run(_ arguments: ParsedArguments, _ console: Console) -> Int32 {
    let configuration: PreviewServer.Configuration
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
        port: UInt16(try arguments.integer(port, in: 0...65535) ?? 8765),
        loadOptions: try LimitOptions.loadOptions(arguments))
    } catch let error as UsageError {
      return console.usageError(error, command: name)
    } catch {
      return ExitCode.software
    }
    // A spec that cannot be read at all is reported as 'render' reports it; an invalid one
    // is served, with its diagnostics on the page.
    let unreadable = configuration.specs.map {
      SpecInput.load($0, options: configuration.loadOptions)
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
