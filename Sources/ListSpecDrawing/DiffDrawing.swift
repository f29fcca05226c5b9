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
      budget = try RenderBudgetOptions.budget(arguments)
      try budget.checkLayout(of: [request.old, request.new])
    } catch let error as RenderBudgetError {
      return .failure(.init(usageError(error, console)))
    } catch let error as UsageError {
      return .failure(.init(console.usageError(error, command: DiffCommand.name)))
    } catch {
      return .failure(.init(ExitCode.software))
    }
    // Both sides in one environment: the command line's, with the new spec's `preview:`
    // defaults for what it left out (as `listspec preview` shows a diff), so that the
    // picture shows what changed in the list, not two devices.
    var environment = request.environment.applying(
      request.new.preview, rightToLeft: request.environment.layoutDirection == .rightToLeft)
    environment.chosenSettings = Set(PreviewSetting.allCases)
    let new = ListRenderer.layout(request.new, environment: environment)
    let picture = DiffLayout.sideBySide(
      old: ListRenderer.layout(request.old, environment: environment), new: new,
      diff: request.diff, oldTitle: request.oldPath, newTitle: request.newPath)
    do {
      // At the scale of the device the new spec is laid out for (its `preview:` may name it).
      return .success(
        try ListRenderer.output(
          picture, format: request.format, scale: new.environment.displayScale, budget: budget))
    } catch let error as RenderBudgetError {
      return .failure(.init(usageError(error, console)))
    } catch {
      console.err("error: \(error)\n")
      return .failure(.init(ExitCode.software))
    }
  }

  static func usageError(_ error: RenderBudgetError, _ console: Console) -> Int32 {
    console.usageError(RenderBudgetOptions.usageError(error), command: DiffCommand.name)
  }
}
