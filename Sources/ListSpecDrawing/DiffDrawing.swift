import ListSpec
import ListSpecCLI
import ListSpecRender

/// The side-by-side picture of `listspec diff --format png|svg`, drawn in the drawing library.
enum DiffDrawing {
  static func picture(
    _ request: Drawing.DiffPicture, _ arguments: ParsedArguments, _ console: Console
  )
    -> Result<[UInt8], Drawing.ExitStatus>
  {
    let budget: RenderBudget
    do {
      budget = try RenderBudget(arguments)
      try budget.checkLayout(of: [request.old, request.new])
    } catch let error as UsageError {
      return .failure(.init(console.usageError(error, command: DiffCommand.name)))
    } catch {
      return .failure(.init(ExitCode.software))
    }
    let environment = request.environment
    let picture = DiffLayout.sideBySide(
      old: ListRenderer.layout(request.old, environment: environment),
      new: ListRenderer.layout(request.new, environment: environment), diff: request.diff,
      oldTitle: request.oldPath, newTitle: request.newPath)
    if let error = request.format == "png"
      ? budget.checkPicture(picture.size, scale: environment.displayScale)
      : budget.checkVectorPicture(picture.size)
    {
      return .failure(.init(console.usageError(error, command: DiffCommand.name)))
    }
    do {
      return .success(
        try ListRenderer.output(
          picture, format: request.format == "png" ? .png : .svg,
          scale: environment.displayScale))
    } catch {
      console.err("error: \(error)\n")
      return .failure(.init(ExitCode.software))
    }
  }
}
