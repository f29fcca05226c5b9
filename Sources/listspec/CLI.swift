import Foundation

/// Exit codes, following sysexits(3) as swift-argument-parser does.
enum ExitCode {
  static let success: Int32 = 0
  /// The spec is invalid, or (`diff --exit-code`) the lists differ.
  static let failure: Int32 = 1
  static let usage: Int32 = 64
  static let dataError: Int32 = 65
  static let noInput: Int32 = 66
  static let software: Int32 = 70
  static let cannotCreate: Int32 = 73
}

/// A usage mistake: printed with the command's usage line, exit 64.
struct UsageError: Error {
  var message: String
}

/// One subcommand of the CLI. Each lives in its own file; `main.swift` lists them.
protocol CLICommand {
  static var name: String { get }
  /// One line for `listspec --help`.
  static var summary: String { get }
  /// The full `--help` text.
  static var help: String { get }
  /// Options that take a value (`--format json`), and flags that do not.
  static var valueOptions: Set<String> { get }
  static var flags: Set<String> { get }
  /// Runs with parsed arguments; returns the exit code.
  static func run(_ arguments: ParsedArguments, _ console: Console) -> Int32
}

/// Arguments split into positionals, `--option value` pairs and `--flags`.
struct ParsedArguments {
  var positionals: [String] = []
  var values: [String: String] = [:]
  var flags: Set<String> = []

  init(_ arguments: [String], valueOptions: Set<String>, flags knownFlags: Set<String>) throws {
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      if valueOptions.contains(name) {
        if let inlineValue {
          values[name] = inlineValue
        } else {
          guard index < arguments.count else {
            throw UsageError(message: "option '\(name)' needs a value")
          }
          values[name] = arguments[index]
          index += 1
        }
      } else if knownFlags.contains(name), inlineValue == nil {
        flags.insert(name)
      } else {
        throw UsageError(message: "unknown option '\(argument)'")
      }
    }
  }

  /// The value of an integer option, checked to lie in `range`.
  func integer(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
    guard let text = values[name] else { return nil }
    guard let value = Int(text), range.contains(value) else {
      throw UsageError(
        message: "'\(name)' takes a whole number from \(range.lowerBound) to \(range.upperBound)")
    }
    return value
  }

  /// The value of an option that must be one of `choices`.
  func choice(_ name: String, among choices: [String]) throws -> String? {
    guard let value = values[name] else { return nil }
    guard choices.contains(value) else {
      throw UsageError(
        message: "'\(name)' must be one of: \(choices.joined(separator: ", ")) (got '\(value)')")
    }
    return value
  }
}

/// Where output goes, and whether it may be coloured.
final class Console {
  let environment: [String: String]

  init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    self.environment = environment
  }

  /// Colour only on a terminal, and never when `NO_COLOR` is set (no-color.org).
  func colorsEnabled(forStandardError: Bool) -> Bool {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
    return isatty(forStandardError ? 2 : 1) == 1
  }

  /// Terminal width for previews (COLUMNS, else 80).
  var terminalWidth: Int {
    if let columns = environment["COLUMNS"], let value = Int(columns), value > 20 { return value }
    var size = winsize()
    if ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 20 { return Int(size.ws_col) }
    return 80
  }

  func out(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  func outBytes(_ bytes: [UInt8]) {
    FileHandle.standardOutput.write(Data(bytes))
  }

  func err(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// A usage error: message, usage hint, exit 64.
  func usageError(_ error: UsageError, command: String) -> Int32 {
    err("error: \(error.message)\nSee 'listspec \(command) --help'.\n")
    return ExitCode.usage
  }
}
