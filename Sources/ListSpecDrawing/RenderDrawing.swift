import Foundation
import ListSpec
import ListSpecCLI
import ListSpecRender

/// `listspec render`, run in the drawing library.
enum RenderDrawing {
  static func run(_ arguments: ParsedArguments, _ console: Console) -> Int32 {
    let options: LoadOptions
    var environment: PreviewEnvironment
    let format: RenderFormat
    let output = arguments.value(OutputOption.option)
    do {
      options = try LimitOptions.loadOptions(arguments)
      guard arguments.positionals.count == 1 else {
        throw UsageError(
          message: arguments.positionals.isEmpty
            ? "no spec file given" : "render takes one spec file")
      }
      environment = try RenderOptions.environment(arguments)
      format = try FormatOption.choose(
        RenderCommand.format, among: RenderFormat.allCases, arguments, output: output)
    } catch let error as UsageError {
      return console.usageError(error, command: RenderCommand.name)
    } catch {
      return ExitCode.software
    }
    let path = arguments.positionals[0]
    if let text = arguments.value(RenderCommand.matrix) {
      if arguments.value(RenderCommand.swiped) != nil
        || arguments.value(RenderCommand.selected) != nil
        || arguments.has(RenderCommand.editing)
      {
        return console.usageError(
          UsageError(
            message: "--matrix draws the list at rest: give no --editing, --selected or --swiped"),
          command: RenderCommand.name)
      }
      return renderMatrix(text, path: path, format: format, output: output, arguments, console)
    }
    let items = arguments.value(ItemsOption.option)
    let loaded = ItemsOption.load(path, items: items, options: options)
    guard let spec = loaded.spec else {
      SpecInput.printDiagnostics([loaded], console: console)
      return SpecInput.exitCode([loaded])
    }
    environment.isEditing = arguments.has(RenderCommand.editing)
    if let text = arguments.value(RenderCommand.selected) {
      let ids = text.split(separator: ",").map { String($0) }
      if let problem = spec.problem(selecting: ids) {
        return console.usageError(
          UsageError(message: "--selected: \(problem)"), command: RenderCommand.name)
      }
      environment.selectedItems = Set(ids)
    }
    if let text = arguments.value(RenderCommand.swiped) {
      let row = SwipedRow(parsing: text)
      if let problem = spec.problem(swiping: row) {
        return console.usageError(
          UsageError(message: "--swiped: \(problem)"), command: RenderCommand.name)
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
      budget = try RenderBudgetOptions.budget(arguments)
      try budget.checkLayout(of: [spec])
    } catch let error as RenderBudgetError {
      if !loaded.diagnostics.isEmpty { SpecInput.printDiagnostics([loaded], console: console) }
      return usageError(error, console)
    } catch let error as UsageError {
      if !loaded.diagnostics.isEmpty { SpecInput.printDiagnostics([loaded], console: console) }
      return console.usageError(error, command: RenderCommand.name)
    } catch {
      return ExitCode.software
    }
    let layout = ListRenderer.layout(spec, environment: environment)
    // The scale of the device the layout is for: the spec's `preview:` may name it.
    let scale = layout.environment.displayScale
    // A character no installed font covers would draw as a box: a warning at its item, printed
    // with the spec's own diagnostics; an SF Symbol with no stand-in glyph is a note.
    var reported = loaded
    reported.diagnostics =
      (loaded.diagnostics
      + GlyphCoverage.diagnostics(for: layout, spec: spec, path: loaded.source.path)
      + SymbolCoverage.diagnostics(for: layout, spec: spec, path: loaded.source.path)
      + AssetImageCoverage.diagnostics(
        for: layout, spec: spec, scale: format == .png ? scale : 3,
        path: loaded.source.path))
      .sortedBySource()
    if !reported.diagnostics.isEmpty { SpecInput.printDiagnostics([reported], console: console) }
    let bytes: [UInt8]
    do {
      bytes = try ListRenderer.output(
        layout, format: format, scale: scale, columns: console.terminalWidth,
        colors: format == .text && output == nil && console.colorsEnabled(forStandardError: false),
        source: path == "-" ? "<stdin>" : path, itemsSource: items, budget: budget)
    } catch let error as RenderBudgetError {
      return usageError(error, console)
    } catch let error as RenderError {
      console.err("error: \(error)\n")
      // Too large for PNG: the user picks another scale or format.
      if case .imageTooLarge = error { return ExitCode.usage }
      return ExitCode.software
    } catch {
      console.err("error: \(error)\n")
      return ExitCode.software
    }
    return writeOutput(
      bytes, to: output, readFrom: [path] + [arguments.value(ItemsOption.option)].compactMap { $0 },
      console)
  }

  /// `--matrix`: every variant laid out, on one sheet.
  static func renderMatrix(
    _ text: String, path: String, format: RenderFormat, output: String?,
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
      budget = try RenderBudgetOptions.budget(arguments)
    } catch let error as UsageError {
      return console.usageError(error, command: RenderCommand.name)
    } catch {
      return ExitCode.software
    }
    let loaded = ItemsOption.load(
      path, items: arguments.value(ItemsOption.option),
      options: (try? LimitOptions.loadOptions(arguments)) ?? LoadOptions())
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
    } catch {
      return usageError(error, console)
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
        bytes = try ListRenderer.output(
          sheet, format: format, scale: 2, source: source, budget: budget)
      }
    } catch let error as RenderBudgetError {
      return usageError(error, console)
    } catch {
      console.err("error: \(error)\n")
      return ExitCode.software
    }
    return writeOutput(
      bytes, to: output, readFrom: [path] + [arguments.value(ItemsOption.option)].compactMap { $0 },
      console)
  }

  /// Writes the picture to `output` (atomically, never over the spec it was read from), or
  /// to standard output when there is none or it is "-".
  static func writeOutput(
    _ bytes: [UInt8], to output: String?, readFrom paths: [String], _ console: Console
  ) -> Int32 {
    guard let output, output != "-" else {
      console.outBytes(bytes)
      return ExitCode.success
    }
    do {
      try AtomicFile.write(bytes, to: output, inputs: paths.filter { $0 != "-" })
    } catch {
      console.err("error: \(error)\n")
      return ExitCode.cannotCreate
    }
    return ExitCode.success
  }

  /// A budget's error as `render`'s usage error, which names the option that raises it.
  static func usageError(_ error: RenderBudgetError, _ console: Console) -> Int32 {
    console.usageError(RenderBudgetOptions.usageError(error), command: RenderCommand.name)
  }
}
