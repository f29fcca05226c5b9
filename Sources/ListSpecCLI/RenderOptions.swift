import ListSpec

/// How `render` and `diff --format png|svg` lay a list out: one group, declared once, shared
/// by both commands.
package enum RenderOptions {
  package static let device = Option(
    name: "--device", valueName: "name",
    help: "The screen to lay the list out for: "
      + DevicePreset.all.map { "'\($0.name)' (\(Int($0.width)) pt)" }.joined(separator: ", "),
    values: DevicePreset.all.map(\.name), strictValues: false,
    defaultValue: DevicePreset.iPhone15.name)
  package static let width = Option(
    name: "--width", valueName: "points",
    help: "A screen width in points instead of a device (100–2000).")
  package static let scale = Option(
    name: "--scale", valueName: "n",
    help:
      "Pixels per point for PNG, and the display scale that sets the hairline width "
      + "(default: the device's).",
    values: ["1", "2", "3"])
  package static let dark = Option.flag(
    "--dark", help: "Dark appearance (over the spec's preview: colorScheme).")
  package static let light = Option.flag(
    "--light", help: "Light appearance (over the spec's preview: colorScheme).")
  package static let rtl = Option.flag(
    "--rtl",
    help: "Right-to-left, as for Arabic or Hebrew: the layout mirrored as UIKit mirrors it, "
      + "text set right-to-left.")
  package static let landscape = Option.flag(
    "--landscape",
    help: "The device turned to landscape: width and height swapped, sections inside its "
      + "left and right safe-area insets.")
  package static let portrait = Option.flag(
    "--portrait", help: "The device upright (over the spec's preview: orientation).")
  package static let contentSize = Option(
    name: "--content-size", valueName: "category",
    help: "Dynamic Type size (UIContentSizeCategory): "
      + SpecContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", "),
    values: SpecContentSizeCategory.allCases.map(\.rawValue),
    defaultValue: SpecContentSizeCategory.large.rawValue)
  package static let locale = Option(
    name: "--locale", valueName: "identifier",
    help: "The locale formatted(…) prints numbers and dates in (over the spec's "
      + "preview: locale; default \(FormatEnvironment.defaultLocaleIdentifier)).")
  package static let timeZone = Option(
    name: "--time-zone", valueName: "identifier",
    help: "The time zone dates are shown in (over the spec's preview: timeZone; default "
      + "\(FormatEnvironment.defaultTimeZoneIdentifier)).")

  package static let group = OptionGroup(
    title: "RENDER OPTIONS",
    options: [
      device, width, landscape, portrait, scale, dark, light, contentSize, rtl, locale, timeZone,
    ])

  /// `--locale` and `--time-zone` into `options`: expressions are checked, and their format
  /// styles built, as the spec is loaded.
  package static func applyFormatEnvironment(
    _ arguments: ParsedArguments, to options: inout LoadOptions
  ) throws {
    options.previewLocale = arguments.value(locale)
    if let name = arguments.value(timeZone) {
      guard FormatEnvironment.isTimeZone(name) else {
        throw UsageError(
          message: "unknown time zone '\(name)'; write 'UTC' or e.g. 'Europe/Berlin'")
      }
      options.previewTimeZone = name
    }
  }

  /// The preview environment the options describe.
  package static func environment(_ arguments: ParsedArguments) throws -> PreviewEnvironment {
    var environment: PreviewEnvironment
    if let width = arguments.value(width) {
      guard arguments.value(device) == nil else {
        throw UsageError(message: "give either --device or --width, not both")
      }
      guard let points = Double(width), (100...2000).contains(points) else {
        throw UsageError(message: "'--width' takes a width in points from 100 to 2000")
      }
      guard !arguments.has(landscape) else {
        throw UsageError(message: "'--landscape' turns a --device; with --width give the width")
      }
      environment = PreviewEnvironment(width: points, displayScale: 3)
    } else if let name = arguments.value(device) {
      guard let preset = DevicePreset.named(name) else {
        let names = DevicePreset.all.map(\.name)
        throw UsageError(
          message:
            "unknown device '\(name)'; known: \(names.map { "'\($0)'" }.joined(separator: ", "))"
            + ParsedArguments.didYouMean(name, among: names))
      }
      environment = PreviewEnvironment(device: preset, landscape: arguments.has(landscape))
    } else {
      environment = PreviewEnvironment(device: .iPhone15, landscape: arguments.has(landscape))
    }
    if let value = arguments.value(scale), let scale = Double(value) {
      environment.displayScale = scale
    }
    if let category = arguments.value(contentSize) {
      environment.contentSizeCategory = SpecContentSizeCategory(rawValue: category)!
    }
    environment.isDark = arguments.has(dark)
    if arguments.has(rtl) { environment.layoutDirection = .rightToLeft }
    guard !(arguments.has(dark) && arguments.has(light)) else {
      throw UsageError(message: "give either --dark or --light, not both")
    }
    guard !(arguments.has(landscape) && arguments.has(portrait)) else {
      throw UsageError(message: "give either --landscape or --portrait, not both")
    }
    // What the command line says wins over the spec's `preview:` defaults.
    if arguments.value(device) != nil || arguments.value(width) != nil {
      environment.chosenSettings.insert(.device)
    }
    if arguments.value(width) != nil || arguments.has(landscape) || arguments.has(portrait) {
      environment.chosenSettings.insert(.orientation)
    }
    if arguments.has(dark) || arguments.has(light) {
      environment.chosenSettings.insert(.colorScheme)
    }
    if arguments.value(contentSize) != nil { environment.chosenSettings.insert(.contentSize) }
    if arguments.value(scale) != nil { environment.chosenSettings.insert(.displayScale) }
    return environment
  }
}

/// `-o`/`--output` of the commands that write a file.
package enum OutputOption {
  package static let option = Option(
    name: "--output", short: "-o", valueName: "path",
    help: "Write here (atomically) instead of standard output.", completion: .file)
}

/// `--format` of the commands that write one of several formats.
package enum FormatOption {
  /// The format `option` names, else the one the `-o` extension names ("txt" is text), else
  /// text: parsed once here, so the rest of a command switches on ``RenderFormat``.
  package static func choose(
    _ option: Option, among formats: [RenderFormat], _ arguments: ParsedArguments,
    output: String?
  ) throws -> RenderFormat {
    // The parser has checked the value against the option's values, which are `formats`.
    if let value = arguments.value(option), let format = RenderFormat(rawValue: value) {
      return format
    }
    guard let output, output != "-" else { return .text }
    let suffix = pathExtension(output).lowercased()
    if suffix == "txt" { return .text }
    guard let format = RenderFormat(rawValue: suffix), formats.contains(format) else {
      let names = formats.map(\.rawValue).joined(separator: ", ")
      throw UsageError(
        message: "cannot tell the format from '\(output)'; give --format (\(names))")
    }
    return format
  }
}
