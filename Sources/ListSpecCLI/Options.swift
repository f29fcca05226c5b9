import ListSpec

/// One command-line option, declared once: parsing, `--help`, did-you-mean and the shell
/// completions (`listspec completions`) are all derived from it.
package struct Option: Hashable, Sendable {
  /// What a shell offers for the option's value.
  package enum Completion: Hashable, Sendable {
    /// Nothing to offer (a number, a free name).
    case none
    /// A path.
    case file
  }

  /// The long spelling (`--output`): the key its value is stored under.
  package var name: String
  /// A one-letter spelling (`-o`), if any.
  package var short: String?
  /// The value's name in help (`<path>`); nil for a flag, which takes no value.
  package var valueName: String?
  /// The second value's name, for an option that takes two (`diff --items <old> <new>`).
  package var secondValueName: String?
  /// The help line (wrapped when printed).
  package var help: String
  /// The allowed values, when the value is an enumeration (offered by completion).
  package var values: [String] = []
  /// True when a value outside `values` is a usage error found by the parser; false when the
  /// command checks the value itself (device names are matched loosely).
  package var strictValues = true
  /// Shown as "(default: …)" after the help line.
  package var defaultValue: String?
  package var completion: Completion = .none

  /// Every spelling, short one first.
  package var spellings: [String] { (short.map { [$0] } ?? []) + [name] }
  package var isFlag: Bool { valueName == nil }

  package static func flag(_ name: String, short: String? = nil, help: String) -> Option {
    Option(name: name, short: short, valueName: nil, help: help)
  }
}

/// A positional argument of a command.
package struct Argument: Hashable, Sendable {
  package var name: String
  package var help: String
  /// Takes one or more values (`<file>...`).
  package var repeating = false
  /// May be left out (`[<command>]`).
  package var optional = false
  /// The allowed values, when an enumeration (offered by completion); else files are offered.
  package var values: [String] = []
}

/// Options shown together under one heading in `--help` and shared between commands that use
/// them all (the render options of `render` and `diff`).
package struct OptionGroup: Sendable {
  /// The heading in `--help` ("RENDER OPTIONS").
  package var title: String
  package var options: [Option]
  /// Whether the group's options are listed in the USAGE line (the reader limits are not).
  package var inUsage = true
}

/// The options every command takes.
package enum GeneralOptions {
  package static let color = Option(
    name: "--color", valueName: "when",
    help:
      "When to colour output: always, never, or auto (only on a terminal). In auto mode "
      + "FORCE_COLOR (non-empty, not 0) turns colour on, else NO_COLOR (non-empty) or "
      + "TERM=dumb turn it off; always and never beat the environment.",
    values: ColorMode.allCases.map(\.rawValue), defaultValue: ColorMode.auto.rawValue)
  package static let help = Option.flag("--help", short: "-h", help: "Show this help.")

  package static let group = OptionGroup(title: "OPTIONS", options: [color, help], inUsage: false)
}

/// Arguments split into positionals, option values (keyed by the option's long name) and
/// flags, checked against a command's option table.
package struct ParsedArguments {
  package var positionals: [String] = []
  package var values: [String: String] = [:]
  /// The second values of options that take two (``Option/secondValueName``).
  package var secondValues: [String: String] = [:]
  package var flags: Set<String> = []

  package init(_ arguments: [String], options: [Option]) throws {
    var bySpelling: [String: Option] = [:]
    for option in options {
      for spelling in option.spellings { bySpelling[spelling] = option }
    }
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
      var spelling = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
        spelling = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let option = bySpelling[spelling] else {
        throw UsageError(
          message: "unknown option '\(argument)'"
            + Self.didYouMean(spelling, among: options.flatMap(\.spellings)))
      }
      if option.isFlag {
        guard inlineValue == nil else {
          throw UsageError(message: "'\(option.name)' is a flag and takes no value")
        }
        flags.insert(option.name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else {
        guard index < arguments.count else {
          throw UsageError(message: "option '\(spelling)' needs a value")
        }
        value = arguments[index]
        index += 1
      }
      if option.secondValueName != nil {
        guard inlineValue == nil, index < arguments.count else {
          throw UsageError(
            message:
              "option '\(spelling)' takes two values, <\(option.valueName ?? "")> and <\(option.secondValueName ?? "")>"
          )
        }
        secondValues[option.name] = arguments[index]
        index += 1
      }
      if option.strictValues, !option.values.isEmpty, !option.values.contains(value) {
        throw UsageError(
          message:
            "'\(option.name)' must be one of: \(option.values.joined(separator: ", ")) (got '\(value)')"
            + Self.didYouMean(value, among: option.values))
      }
      values[option.name] = value
    }
  }

  /// "; did you mean 'x'?" when one of `candidates` is close to `word`, else "".
  package static func didYouMean(_ word: String, among candidates: [String]) -> String {
    guard !word.isEmpty, let suggestion = Suggestion.closest(to: word, among: candidates) else {
      return ""
    }
    return "; did you mean '\(suggestion)'?"
  }

  /// The value given for `option`, if any.
  package func value(_ option: Option) -> String? { values[option.name] }

  /// Both values of an option that takes two, if given.
  package func values(_ option: Option) -> (String, String)? {
    guard let first = values[option.name], let second = secondValues[option.name] else {
      return nil
    }
    return (first, second)
  }

  /// Whether the flag `option` was given.
  package func has(_ option: Option) -> Bool { flags.contains(option.name) }

  /// The value of an integer option, checked to lie in `range`.
  package func integer(_ option: Option, in range: ClosedRange<Int>) throws -> Int? {
    guard let text = value(option) else { return nil }
    guard let value = Int(text), range.contains(value) else {
      throw UsageError(
        message:
          "'\(option.name)' takes a whole number from \(range.lowerBound) to \(range.upperBound)")
    }
    return value
  }
}
