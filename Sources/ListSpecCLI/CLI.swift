import ListSpec

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// Exit codes, following sysexits(3) as swift-argument-parser does.
package enum ExitCode {
  package static let success: Int32 = 0
  /// The spec is invalid, or (`diff --exit-code`) the lists differ.
  package static let failure: Int32 = 1
  package static let usage: Int32 = 64
  package static let dataError: Int32 = 65
  package static let noInput: Int32 = 66
  /// `preview`: the port cannot be listened on.
  package static let unavailable: Int32 = 69
  package static let software: Int32 = 70
  package static let cannotCreate: Int32 = 73
}

/// A usage mistake: printed with the command's usage line, exit 64.
package struct UsageError: Error {
  package var message: String

  package init(message: String) { self.message = message }
}

/// One subcommand of the CLI. Each lives in its own file; `main.swift` lists them. Its
/// `--help`, option parsing, did-you-mean and shell completions all come from the declarations
/// below.
package protocol CLICommand {
  static var name: String { get }
  /// One line for `listspec --help`.
  static var summary: String { get }
  /// Paragraphs shown between OVERVIEW and USAGE in `--help` ("" for none).
  static var discussion: String { get }
  /// The positional arguments, in order.
  static var arguments: [Argument] { get }
  /// The command's option groups; `GeneralOptions.group` (`--color`, `--help`) is added.
  static var optionGroups: [OptionGroup] { get }
  /// The EXIT STATUS paragraph of `--help`.
  static var exitStatus: String { get }
  /// Runs with parsed arguments; returns the exit code.
  static func run(_ arguments: ParsedArguments, _ console: Console) -> Int32
}

extension CLICommand {
  package static var discussion: String { "" }

  /// Every group, the general options last.
  package static var allGroups: [OptionGroup] {
    var groups = optionGroups
    if let index = groups.firstIndex(where: { $0.title == GeneralOptions.group.title }) {
      groups[index].options += GeneralOptions.group.options
    } else {
      groups.append(GeneralOptions.group)
    }
    return groups
  }

  /// Every option the command accepts.
  package static var allOptions: [Option] { allGroups.flatMap(\.options) }

  /// The full `--help` text.
  package static var help: String { HelpText.command(self) }
}

/// `--color`: when output may carry ANSI colours.
package enum ColorMode: String, CaseIterable, Sendable {
  case auto, always, never

  /// Whether to colour a stream. `always` and `never` beat the environment. In `auto`,
  /// `FORCE_COLOR` (non-empty, not `0`) turns colour on; otherwise colour needs a terminal,
  /// with `NO_COLOR` unset or empty (no-color.org) and `TERM` other than `dumb`.
  package func colors(environment: [String: String], isTerminal: Bool) -> Bool {
    switch self {
    case .always: return true
    case .never: return false
    case .auto:
      if let force = environment["FORCE_COLOR"], !force.isEmpty, force != "0" { return true }
      if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
      if environment["TERM"] == "dumb" { return false }
      return isTerminal
    }
  }
}

/// Where output goes, and whether it may be coloured.
package final class Console {
  package let environment: [String: String]
  /// Set from `--color` once the arguments are parsed.
  package var colorMode = ColorMode.auto

  package init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    self.environment = environment
  }

  /// Whether text written to standard error (or output) may be coloured; see `ColorMode`.
  package func colorsEnabled(forStandardError: Bool) -> Bool {
    colorMode.colors(
      environment: environment, isTerminal: isatty(forStandardError ? 2 : 1) == 1)
  }

  /// Terminal width for previews (COLUMNS, else 80).
  package var terminalWidth: Int {
    if let columns = environment["COLUMNS"], let value = Int(columns), value > 20 { return value }
    var size = winsize()
    if ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 20 { return Int(size.ws_col) }
    return 80
  }

  package func out(_ text: String) {
    Self.writeAll(Array(text.utf8), to: 1)
  }

  package func outBytes(_ bytes: [UInt8]) {
    Self.writeAll(bytes, to: 1)
  }

  package func err(_ text: String) {
    Self.writeAll(Array(text.utf8), to: 2)
  }

  /// Writes every byte to `descriptor` (write(2) may take fewer, or be interrupted); stops
  /// at an error, as there is nowhere left to report it.
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
    bytes.withUnsafeBytes { buffer in
      var written = 0
      while written < buffer.count {
        let result = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
        if result < 0 {
          if errno == EINTR { continue }
          return
        }
        written += result
      }
    }
  }

  /// `listspec valdate`: the closest command, if one is close, and exit 64.
  package func unknownCommand(_ name: String) -> Int32 {
    err(
      "error: unknown command '\(name)'"
        + ParsedArguments.didYouMean(name, among: commands.map { $0.name })
        + "\nSee 'listspec --help'.\n")
    return ExitCode.usage
  }

  /// A usage error: message, usage hint, exit 64.
  package func usageError(_ error: UsageError, command: String) -> Int32 {
    err("error: \(TerminalText.escaped(error.message))\nSee 'listspec \(command) --help'.\n")
    return ExitCode.usage
  }
}

/// The extension of the last component of `path` ("png" of "out/list.png"), "" when it has
/// none: what Foundation's `NSString.pathExtension` gives, without Foundation.
package func pathExtension(_ path: String) -> String {
  var name = Substring(path)
  while name.count > 1, name.hasSuffix("/") { name.removeLast() }
  if let slash = name.lastIndex(of: "/") { name = name[name.index(after: slash)...] }
  guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
  return String(name[name.index(after: dot)...])
}
