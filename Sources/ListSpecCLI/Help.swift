/// `--help` texts, built from the commands' declarations (swift-argument-parser's layout).
package enum HelpText {
  /// Lines are wrapped to this many columns.
  package static let width = 96
  /// Where option help starts.
  package static let helpColumn = 29

  package static func command(_ command: any CLICommand.Type) -> String {
    var text = "OVERVIEW: \(command.summary)\n\n"
    if !command.discussion.isEmpty {
      text +=
        command.discussion.components(separatedBy: "\n\n")
        .map { wrap($0, indent: 0) }.joined(separator: "\n") + "\n"
    }
    text += usage(command) + "\n"
    if !command.arguments.isEmpty {
      text += "ARGUMENTS:\n"
      for argument in command.arguments {
        text += entry("<\(argument.name)>", help: argument.help)
      }
      text += "\n"
    }
    for group in command.allGroups {
      text += "\(group.title):\n"
      for option in group.options { text += entry(label(option), help: help(option)) }
      text += "\n"
    }
    text += "EXIT STATUS:\n" + wrap(command.exitStatus, indent: 2) + "\n"
    return text
  }

  /// `USAGE: listspec render <file> [--format png|svg|pdf|text|json] [-o <path>] …`, wrapped
  /// under its first argument.
  package static func usage(_ command: any CLICommand.Type) -> String {
    var words = command.arguments.map { argument in
      let word = "<\(argument.name)>" + (argument.repeating ? "..." : "")
      return argument.optional ? "[\(word)]" : word
    }
    let general = Set(GeneralOptions.group.options)
    for group in command.allGroups where group.inUsage {
      for option in group.options where !general.contains(option) {
        words.append("[\(usageWord(option))]")
      }
    }
    let prefix = "USAGE: listspec \(command.name)"
    var lines = [prefix]
    for word in words {
      if lines[lines.count - 1].count + 1 + word.count > width {
        lines.append(String(repeating: " ", count: prefix.count))
      }
      lines[lines.count - 1] += " " + word
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `--format text|json` for short enumerations, `--width <points>` otherwise.
  package static func usageWord(_ option: Option) -> String {
    let spelling = option.short ?? option.name
    guard let valueName = option.valueName else { return spelling }
    if let second = option.secondValueName { return "\(spelling) <\(valueName)> <\(second)>" }
    let choices = option.values.joined(separator: "|")
    if option.strictValues, !option.values.isEmpty, choices.count <= 30,
      !choices.contains(" ")
    {
      return "\(spelling) \(choices)"
    }
    return "\(spelling) <\(valueName)>"
  }

  /// `-o, --output <path>`.
  package static func label(_ option: Option) -> String {
    let names = option.spellings.joined(separator: ", ")
    if let first = option.valueName, let second = option.secondValueName {
      return "\(names) <\(first)> <\(second)>"
    }
    return option.valueName.map { "\(names) <\($0)>" } ?? names
  }

  /// The help line with its default.
  package static func help(_ option: Option) -> String {
    guard let defaultValue = option.defaultValue else { return option.help }
    return option.help.hasSuffix(".")
      ? "\(option.help) Default: \(defaultValue)." : "\(option.help) (default: \(defaultValue))"
  }

  /// `  label      help…`, the help wrapped in its column.
  package static func entry(_ label: String, help: String) -> String {
    let body = wrap(help, indent: helpColumn)
    let start = "  " + label
    if start.count + 2 <= helpColumn {
      let padded = start + String(repeating: " ", count: helpColumn - start.count)
      return padded + body.dropFirst(helpColumn)
    }
    return start + "\n" + body
  }

  /// `text` as lines of at most `width` columns, each indented by `indent` spaces.
  package static func wrap(_ text: String, indent: Int) -> String {
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
    let margin = String(repeating: " ", count: indent)
    var lines: [String] = []
    var line = ""
    for word in words {
      if !line.isEmpty, indent + line.count + 1 + word.count > width {
        lines.append(margin + line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty || lines.isEmpty { lines.append(margin + line) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `listspec --help`.
  package static func topLevel() -> String {
    let column = (commands.map { $0.name.count }.max() ?? 0) + 4
    var text = """
      OVERVIEW: Describe a UICollectionView list in YAML; validate, render and diff it.

      USAGE: listspec <command> [options]

      COMMANDS:

      """
    for command in commands {
      text +=
        "  " + command.name + String(repeating: " ", count: max(0, column - 2 - command.name.count))
        + command.summary + "\n"
    }
    text += """

      OPTIONS:
        --version     Print the version.
        -h, --help    Show this help; 'listspec help <command>' for one command.

      Every command takes --color auto|always|never and --help; see 'listspec help <command>'.

      """
    return text
  }
}

/// `listspec help [COMMAND]`: the same text as `listspec COMMAND --help`.
package enum HelpCommand: CLICommand {
  package static let name = "help"
  package static let summary = "Show the help of a command ('listspec help render')."
  package static var arguments: [Argument] {
    [Argument(name: "command", help: "The command to describe.", optional: true, values: names)]
  }
  package static let optionGroups: [OptionGroup] = []
  package static let exitStatus = "0 success, 64 unknown command."

  package static var names: [String] { commands.map { $0.name } }

  package static func run(_ arguments: ParsedArguments, _ console: Console) -> Int32 {
    switch arguments.positionals.count {
    case 0:
      console.out(HelpText.topLevel())
      return ExitCode.success
    case 1:
      let name = arguments.positionals[0]
      guard let command = commands.first(where: { $0.name == name }) else {
        return console.unknownCommand(name)
      }
      console.out(command.help)
      return ExitCode.success
    default:
      return console.usageError(
        UsageError(message: "help takes one command"), command: Self.name)
    }
  }
}
