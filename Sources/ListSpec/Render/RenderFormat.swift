/// Every output format of `listspec render`, declared once: the library's render API takes
/// it, and the command line's `--format` values and completions are its raw values.
public enum RenderFormat: String, Sendable, CaseIterable {
  case png, svg, pdf, text, json, html

  /// Whether the format is a picture drawn by cairo, and so bound by `RenderBudget`'s
  /// picture limits (an HTML page holds an SVG of the list).
  public var isPicture: Bool {
    switch self {
    case .png, .svg, .pdf, .html: return true
    case .text, .json: return false
    }
  }
}
