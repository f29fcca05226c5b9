import ListSpecCLI
import ListSpecFormatting
import ListSpecRender

/// The drawing library's one entry point, which `listspec` finds with dlsym: runs the whole
/// command line (`argv[0]` is the program name) with the commands that draw, and returns the
/// exit code. Only C types cross between the two images.
@_cdecl("listspec_drawing_main")
public func listspecDrawingMain(
  _ argc: Int32, _ argv: UnsafePointer<UnsafePointer<CChar>?>
) -> Int32 {
  // What the thin `listspec` checks, this library prints: Foundation's format styles.
  FoundationFormatting.install()
  Drawing.commands = Drawing.Commands(
    render: RenderDrawing.run, preview: PreviewDrawing.run, diffPicture: DiffDrawing.picture)
  let arguments = (1..<max(Int(argc), 1)).map { String(cString: argv[$0]!) }
  return runCLI(arguments)
}
