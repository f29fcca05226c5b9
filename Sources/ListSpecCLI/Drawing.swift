import ListSpec

/// The commands that draw (`render`, `diff --format png|svg`, `preview`) need cairo, Pango and
/// libmicrohttpd, which take most of a process's start-up to load. They live in the drawing
/// library (the ListSpecDrawing product), which sets `commands`; the `listspec` executable
/// leaves it nil and sets `handOver`, which loads that library and runs the whole command line
/// again there. Option parsing, `--help` and usage errors are the same in both, being this code.
package enum Drawing {
  /// What the drawing library runs; nil in `listspec` itself.
  package struct Commands {
    package var render: (ParsedArguments, Console) -> Int32
    package var preview: (ParsedArguments, Console) -> Int32
    /// The side-by-side picture of `diff`: the bytes, or the exit code on failure.
    package var diffPicture: (DiffPicture, ParsedArguments, Console) -> Result<[UInt8], ExitStatus>

    package init(
      render: @escaping (ParsedArguments, Console) -> Int32,
      preview: @escaping (ParsedArguments, Console) -> Int32,
      diffPicture: @escaping (DiffPicture, ParsedArguments, Console) -> Result<[UInt8], ExitStatus>
    ) {
      self.render = render
      self.preview = preview
      self.diffPicture = diffPicture
    }
  }

  /// What `diff` hands over to be drawn.
  package struct DiffPicture {
    package var old: ListSpecDocument
    package var new: ListSpecDocument
    package var diff: ListDiff
    package var oldPath: String
    package var newPath: String
    /// PNG or SVG.
    package var format: RenderFormat
    package var environment: PreviewEnvironment
  }

  /// An exit code as an error, for `Result`.
  package struct ExitStatus: Error {
    package var code: Int32
    package init(_ code: Int32) { self.code = code }
  }

  package nonisolated(unsafe) static var commands: Commands?
  /// Runs the process's command line in the drawing library; set by `listspec`.
  package nonisolated(unsafe) static var handOver: (() -> Int32)?

  /// Runs a drawing command here if this image can draw, else hands the command line over.
  static func run(
    _ arguments: ParsedArguments, _ console: Console, _ body: (Commands) -> Int32
  ) -> Int32 {
    if let commands { return body(commands) }
    guard let handOver else {
      console.err("error: this build of listspec cannot draw\n")
      return ExitCode.software
    }
    return handOver()
  }
}
