import Foundation
import ListSpec
import ListSpecRender

/// `listspec render FILE`
enum RenderCommand: CLICommand {
  static let name = "render"
  static let summary = "Lay a list out as UIKit would and draw it (PNG, SVG, PDF, text, JSON)."
  static let discussion =
    "Text is set in Inter by Pango; SF Symbols are drawn as placeholders of the symbol's size."
  static let arguments = [
    Argument(name: "file", help: "The spec to render ('-' reads standard input).")
  ]

  static let format = Option(
    name: "--format", valueName: "format",
    help:
      "png, svg, pdf, text (a preview in the terminal), json (the layout tree, "
      + "specs/layout-json.md) or html (one self-contained page with the inspector of "
      + "'listspec preview', no network). Default: from the -o extension, else text.",
    values: ListRenderer.Format.allCases.map(\.rawValue))

  static let matrix = Option(
    name: "--matrix", valueName: "variants",
    help:
      "Draw several variants on one contact sheet (png, pdf, svg or html): "
      + VariantMatrix.syntax + ", e.g. 'devices=iPhone SE,iPhone 15;appearance=light,dark;"
      + "content-size=L,AX3'. Replaces --device, --width, --dark and --content-size.")

  static let swiped = Option(
    name: "--swiped", valueName: "item[:leading|trailing]",
    help:
      "Draw that row swiped open, its leading or trailing swipe actions showing "
      + "(default trailing), as UIKit draws a swiped row.")

  static let editing = Option.flag(
    "--editing",
    help:
      "Draw the list in edit mode (UICollectionView.isEditing): accessories shown 'whenEditing' "
      + "appear, 'whenNotEditing' ones disappear.")
  static let selected = Option(
    name: "--selected", valueName: "item,…",
    help: "Draw these rows selected, with the list's selected background.")

  static let optionGroups = [
    OptionGroup(title: "OPTIONS", options: [format, OutputOption.option, matrix]),
    OptionGroup(title: "STATE OPTIONS", options: [editing, selected, swiped]),
    RenderOptions.group,
    LimitOptions.group, RenderBudget.group,
  ]

  static let exitStatus = """
    0 rendered, 1 the spec is invalid (diagnostics as 'validate' prints them), 64 usage error \
    (also a picture too large for PNG: lower --scale, or use svg or pdf), 66 the spec cannot \
    be read, 73 the output cannot be written.
    """

  static func run(_ arguments: ParsedArguments, _ console: Console) -> Int32 {
    let options: LoadOptions
    var environment: PreviewEnvironment
    let format: ListRenderer.Format
    let output = arguments.value(OutputOption.option)
    do {
      options = try LimitOptions.loadOptions(arguments)
      guard arguments.positionals.count == 1 else {
        throw UsageError(
          message: arguments.positionals.isEmpty
            ? "no spec file given" : "render takes one spec file")
      }
      environment = try RenderOptions.environment(arguments)
      format = try chooseFormat(arguments, output: output)
    } catch let error as UsageError {
      return console.usageError(error, command: name)
    } catch {
      return ExitCode.software
    }
    let path = arguments.positionals[0]
    if let text = arguments.value(matrix) {
      if arguments.value(swiped) != nil || arguments.value(selected) != nil
        || arguments.has(editing)
      {
        return console.usageError(
          UsageError(
            message: "--matrix draws the list at rest: give no --editing, --selected or --swiped"),
          command: name)
      }
      return renderMatrix(text, path: path, format: format, output: output, arguments, console)
    }
    let loaded = SpecInput.load(path, options: options)
    guard let spec = loaded.spec else {
      SpecInput.printDiagnostics([loaded], console: console)
      return SpecInput.exitCode([loaded])
    }
    environment.isEditing = arguments.has(editing)
    if let text = arguments.value(selected) {
      let ids = text.split(separator: ",").map { String($0) }
      if let problem = spec.problem(selecting: ids) {
        return console.usageError(UsageError(message: "--selected: \(problem)"), command: name)
      }
      environment.selectedItems = Set(ids)
    }
    if let text = arguments.value(swiped) {
      let row = SwipedRow(parsing: text)
      if let problem = spec.problem(swiping: row) {
        return console.usageError(UsageError(message: "--swiped: \(problem)"), command: name)
      }
      environment.swiped = row
    }
    if output == nil, [.png, .pdf].contains(format), isatty(1) == 1 {
      if !loaded.diagnostics.isEmpty { SpecInput.printDiagnostics([loaded], console: console) }
      console.err("error: not writing \(format.rawValue) to a terminal; use -o <path>\n")
      return ExitCode.usage
    }
    let budget: RenderBudget
    do {
      budget = try RenderBudget(arguments)
      try budget.checkLayout(of: [spec])
    } catch let error as UsageError {
      if !loaded.diagnostics.isEmpty { SpecInput.printDiagnostics([loaded], console: console) }
      return console.usageError(error, command: name)
    } catch {
      return ExitCode.software
    }
    let layout = ListRenderer.layout(spec, environment: environment)
    // A character no installed font covers would draw as a box: a warning at its item, printed
    // with the spec's own diagnostics.
    var reported = loaded
    reported.diagnostics =
      (loaded.diagnostics
      + GlyphCoverage.diagnostics(for: layout, spec: spec, path: loaded.source.path))
      .sortedBySource()
    if !reported.diagnostics.isEmpty { SpecInput.printDiagnostics([reported], console: console) }
    let pictureError: UsageError?
    switch format {
    case .png: pictureError = budget.checkPicture(layout.size, scale: environment.displayScale)
    case .svg, .pdf, .html: pictureError = budget.checkVectorPicture(layout.size)
    default: pictureError = nil
    }
    if let pictureError { return console.usageError(pictureError, command: name) }
    let bytes: [UInt8]
    do {
      bytes = try ListRenderer.output(
        layout, format: format, scale: environment.displayScale,
        columns: console.terminalWidth,
        colors: format == .text && output == nil && console.colorsEnabled(forStandardError: false),
        source: path == "-" ? "<stdin>" : path)
    } catch let error as RenderError {
      console.err("error: \(error)\n")
      // Too large for PNG: the user picks another scale or format.
      if case .imageTooLarge = error { return ExitCode.usage }
      return ExitCode.software
    } catch {
      console.err("error: \(error)\n")
      return ExitCode.software
    }
    guard let output, output != "-" else {
      console.outBytes(bytes)
      return ExitCode.success
    }
    do {
      try AtomicFile.write(bytes, to: output, inputs: path == "-" ? [] : [path])
    } catch {
      console.err("error: \(error)\n")
      return ExitCode.cannotCreate
    }
    return ExitCode.success
  }

  /// `--matrix`: every variant laid out, on one sheet.
  static func renderMatrix(
    _ text: String, path: String, format: ListRenderer.Format, output: String?,
    _ arguments: ParsedArguments, _ console: Console
  ) -> Int32 {
    let variants: VariantMatrix
    let budget: RenderBudget
    do {
      for option in [RenderOptions.device, RenderOptions.width, RenderOptions.contentSize]
      where arguments.value(option) != nil {
        throw UsageError(message: "give either --matrix or \(option.name), not both")
      }
      if arguments.has(RenderOptions.dark) {
        throw UsageError(message: "give either --matrix or --dark, not both")
      }
      guard [.png, .pdf, .svg, .html].contains(format) else {
        throw UsageError(message: "--matrix draws png, pdf, svg or html, not \(format.rawValue)")
      }
      do {
        var parsed = try VariantMatrix.parse(text)
        parsed.landscape = arguments.has(RenderOptions.landscape)
        if arguments.has(RenderOptions.rtl) { parsed.layoutDirection = .rightToLeft }
        variants = parsed
      } catch {
        throw UsageError(message: "--matrix: \(error)")
      }
      budget = try RenderBudget(arguments)
    } catch let error as UsageError {
      return console.usageError(error, command: name)
    } catch {
      return ExitCode.software
    }
    let loaded = SpecInput.load(
      path, options: (try? LimitOptions.loadOptions(arguments)) ?? LoadOptions())
    guard let spec = loaded.spec else {
      SpecInput.printDiagnostics([loaded], console: console)
      return SpecInput.exitCode([loaded])
    }
    if !loaded.diagnostics.isEmpty { SpecInput.printDiagnostics([loaded], console: console) }
    if output == nil, [.png, .pdf].contains(format), isatty(1) == 1 {
      console.err("error: not writing \(format.rawValue) to a terminal; use -o <path>\n")
      return ExitCode.usage
    }
    do {
      try budget.checkLayout(of: [spec])
    } catch let error as UsageError {
      return console.usageError(error, command: name)
    } catch {
      return ExitCode.software
    }
    let layouts = variants.environments.map {
      (label: $0.label, layout: ListRenderer.layout(spec, environment: $0.environment))
    }
    let source = path == "-" ? "<stdin>" : path
    let bytes: [UInt8]
    do {
      if format == .html {
        let panes = layouts.map {
          PreviewPane(title: $0.label, layout: $0.layout, files: [source])
        }
        bytes = Array(
          try HTMLPage.document(title: source, panes: panes, version: 0, live: false).utf8)
      } else {
        // One row per device: light and dark, and the sizes, side by side.
        let sheet = ContactSheet.layout(
          layouts, columns: variants.appearances.count * variants.contentSizes.count)
        let scale = 2.0
        if let error = format == .png
          ? budget.checkPicture(sheet.size, scale: scale) : budget.checkVectorPicture(sheet.size)
        {
          return console.usageError(error, command: name)
        }
        bytes = try ListRenderer.output(sheet, format: format, scale: scale, source: source)
      }
    } catch {
      console.err("error: \(error)\n")
      return ExitCode.software
    }
    guard let output, output != "-" else {
      console.outBytes(bytes)
      return ExitCode.success
    }
    do {
      try AtomicFile.write(bytes, to: output, inputs: path == "-" ? [] : [path])
    } catch {
      console.err("error: \(error)\n")
      return ExitCode.cannotCreate
    }
    return ExitCode.success
  }

  static func chooseFormat(_ arguments: ParsedArguments, output: String?) throws
    -> ListRenderer.Format
  {
    let names = ListRenderer.Format.allCases.map(\.rawValue)
    if let format = arguments.value(Self.format) { return ListRenderer.Format(rawValue: format)! }
    guard let output, output != "-" else { return .text }
    let suffix = (output as NSString).pathExtension.lowercased()
    if suffix == "txt" { return .text }
    guard let format = ListRenderer.Format(rawValue: suffix) else {
      throw UsageError(
        message:
          "cannot tell the format from '\(output)'; give --format (\(names.joined(separator: ", ")))"
      )
    }
    return format
  }
}
