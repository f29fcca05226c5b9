import ListSpec

/// `listspec render FILE`
package enum RenderCommand: CLICommand {
  package static let name = "render"
  package static let summary =
    "Lay a list out as UIKit would and draw it (PNG, SVG, PDF, text, JSON)."
  package static let discussion = """
    Text is set in Inter by Pango. SF Symbols cannot be shipped: each is drawn with an open \
    stand-in glyph of the same meaning (Material Icons, specs/symbols.md), and a name without \
    one as a lettered placeholder of the symbol's size, with a note saying so. An app image \
    (Image: { name: … }) is drawn from the spec's asset catalogs (assets:), else as a grey \
    tile with a picture glyph, with a note saying so.
    """
  package static let arguments = [
    Argument(name: "file", help: "The spec to render ('-' reads standard input).")
  ]

  package static let format = Option(
    name: "--format", valueName: "format",
    help:
      "png, svg, pdf, text (a preview in the terminal), json (the layout tree, "
      + "specs/layout-json.md) or html (one self-contained page with the inspector of "
      + "'listspec preview', no network). Default: from the -o extension, else text.",
    values: RenderFormat.allCases.map(\.rawValue))

  package static let matrix = Option(
    name: "--matrix", valueName: "variants",
    help:
      "Draw several variants on one contact sheet (png, pdf, svg or html): "
      + VariantMatrix.syntax + ", e.g. 'devices=iPhone SE,iPhone 15;appearance=light,dark;"
      + "content-size=L,AX3'. Replaces --device, --width, --dark and --content-size.")

  package static let swiped = Option(
    name: "--swiped", valueName: "item[:leading|trailing]",
    help:
      "Draw that row swiped open, its leading or trailing swipe actions showing "
      + "(default trailing), as UIKit draws a swiped row.")

  package static let editing = Option.flag(
    "--editing",
    help:
      "Draw the list in edit mode (UICollectionView.isEditing): accessories shown 'whenEditing' "
      + "appear, 'whenNotEditing' ones disappear.")
  package static let selected = Option(
    name: "--selected", valueName: "item,…",
    help: "Draw these rows selected, with the list's selected background.")

  package static let optionGroups = [
    OptionGroup(
      title: "OPTIONS", options: [format, OutputOption.option, matrix, ItemsOption.option]),
    OptionGroup(title: "STATE OPTIONS", options: [editing, selected, swiped]),
    RenderOptions.group,
    LimitOptions.group, RenderBudgetOptions.group,
  ]

  package static let exitStatus = """
    0 rendered, 1 the spec is invalid (diagnostics as 'validate' prints them), 64 usage error \
    (also a picture too large for PNG: lower --scale, or use svg or pdf), 66 the spec cannot \
    be read, 73 the output cannot be written.
    """

  package static func run(_ arguments: ParsedArguments, _ console: Console) -> Int32 {
    Drawing.run(arguments, console) { $0.render(arguments, console) }
  }
}
