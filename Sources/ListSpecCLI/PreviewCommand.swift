import ListSpec

/// `listspec preview FILE [NEW]`
package enum PreviewCommand: CLICommand {
  package static let name = "preview"
  package static let summary = "Serve a live preview page with an inspector on 127.0.0.1."
  package static let discussion = """
    Prints the page's URL, then serves it until interrupted. The page redraws within a \
    moment of a spec being saved (inotify), keeps its scroll position, and shows the \
    diagnostics as 'validate' prints them above the last valid picture. Hover or tap a box \
    for its frame, margins, separator insets, the rules of specs/metrics.md that placed it \
    and the file:line:col that made it; the toolbar shows several devices, appearances and \
    text sizes side by side. Given two specs, shows them side by side with the diff's marks. \
    The server listens on the loopback address only and reads no file but the specs and the \
    --items file (specs/preview.md).
    """
  package static let arguments = [
    Argument(name: "file", help: "The spec to preview."),
    Argument(
      name: "new", help: "A newer version of the spec: show both with the diff's marks.",
      optional: true),
  ]

  package static let port = Option(
    name: "--port", short: "-p", valueName: "port",
    help: "The port on 127.0.0.1 to listen on (0 picks a free one).", defaultValue: "8765")

  package static let optionGroups = [
    OptionGroup(title: "OPTIONS", options: [port, ItemsOption.option]), RenderOptions.group,
    LimitOptions.group,
  ]

  package static let exitStatus = """
    0 stopped by SIGINT or SIGTERM, 64 usage error, 66 a spec cannot be read, 69 the port \
    cannot be listened on.
    """

  package static func run(_ arguments: ParsedArguments, _ console: Console) -> Int32 {
    Drawing.run(arguments, console) { $0.preview(arguments, console) }
  }
}
