import ListSpec

/// The render pipeline the CLI uses: lay a spec out with the real (Pango) text measurer, then
/// write it in one of the output formats.
public enum ListRenderer {
  /// Lays `spec` out with Pango measuring text (measurements cached per run), in
  /// `environment` with the spec's `preview:` defaults applied (a right-to-left environment
  /// stays right-to-left).
  public static func layout(_ spec: ListSpecDocument, environment: PreviewEnvironment)
    -> ListLayout
  {
    let measurer = CachingTextMeasurer(PangoTextMeasurer())
    let environment = environment.applying(
      spec.preview, rightToLeft: environment.layoutDirection == .rightToLeft)
    return ListLayoutEngine(environment: environment, measurer: measurer).layout(spec)
  }

  /// The bytes of `layout` in `format`. `scale` is the PNG's pixels per point; `columns` and
  /// `colors` shape the text preview; `source` is the spec's path, which the HTML page's
  /// inspector names, and `itemsSource` the `--items` file's. Throws ``RenderBudgetError`` for a picture beyond `budget`.
  public static func output(
    _ layout: ListLayout, format: RenderFormat, scale: Double, columns: Int = 80,
    colors: Bool = false, source: String = "<spec>", itemsSource: String? = nil,
    budget: RenderBudget = RenderBudget()
  ) throws -> [UInt8] {
    switch format {
    case .html:
      let pane = PreviewPane(
        title: source, layout: layout, files: [source], itemsFile: itemsSource)
      return Array(
        try HTMLPage.document(title: source, panes: [pane], version: 0, live: false).utf8)
    case .png: return try CairoRenderer.render(layout, format: .png, scale: scale, budget: budget)
    case .svg: return try CairoRenderer.render(layout, format: .svg, budget: budget)
    case .pdf: return try CairoRenderer.render(layout, format: .pdf, budget: budget)
    case .json: return LayoutJSON.encodeBytes(layout)
    case .text: return Array(TextPreview.render(layout, columns: columns, colors: colors).utf8)
    }
  }
}
