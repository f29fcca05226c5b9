/// The layout tree as JSON (`--format json`), documented in `specs/layout-json.md`.
///
/// One node per line, keys in a fixed order and numbers rounded to 1/1000 pt, so a change of
/// any frame is a one-line diff in a golden file.
public enum LayoutJSON {
  /// The format name and version written at the top of every document.
  public static let format = "listspec-layout"
  public static let version = 1

  public static func encode(_ layout: ListLayout) -> String {
    let environment = layout.environment
    var out = "{\n"
    out += "  \"format\": \"\(format)\",\n  \"version\": \(version),\n"
    out += "  \"environment\": {"
    if let device = environment.deviceName { out += "\"device\": \(string(device)), " }
    out += "\"width\": \(number(environment.width)), "
    out += "\"contentSizeCategory\": \"\(environment.contentSizeCategory.rawValue)\", "
    out += "\"colorScheme\": \"\(environment.isDark ? "dark" : "light")\", "
    out += "\"displayScale\": \(number(environment.displayScale))},\n"
    out += "  \"size\": {\"width\": \(number(layout.size.width)), "
    out += "\"height\": \(number(layout.size.height))},\n"
    out += "  \"root\": "
    write(layout.root, indent: 2, into: &out)
    out += "\n}\n"
    return out
  }

  private static func write(_ node: LayoutNode, indent: Int, into out: inout String) {
    out += "{\"kind\": \"\(node.kind.rawValue)\""
    if let id = node.id { out += ", \"id\": \(string(id))" }
    if let name = node.name { out += ", \"name\": \(string(name))" }
    let frame = node.frame
    out += ", \"frame\": {\"x\": \(number(frame.x)), \"y\": \(number(frame.y)), "
    out += "\"width\": \(number(frame.width)), \"height\": \(number(frame.height))}"
    if let fill = node.fill { out += ", \"fill\": \"\(fill.hexString)\"" }
    if let radius = node.cornerRadius { out += ", \"cornerRadius\": \(number(radius))" }
    if let shape = node.shape { out += ", \"shape\": \"\(shape.name)\"" }
    if node.clipsChildren { out += ", \"clipsChildren\": true" }
    if let opacity = node.opacity { out += ", \"opacity\": \(number(opacity))" }
    if let symbol = node.symbol { out += ", \"symbol\": \(string(symbol))" }
    if let baseline = node.baseline { out += ", \"baseline\": \(number(baseline))" }
    if let text = node.text {
      out += ", \"text\": {\"string\": \(string(text.string)), "
      out +=
        "\"size\": \(number(text.font.pointSize)), \"weight\": \"\(text.font.weight.rawValue)\", "
      out += "\"color\": \"\(text.color.hexString)\""
      if text.maxLines > 0 { out += ", \"maxLines\": \(text.maxLines)" }
      if text.alignment != .natural { out += ", \"alignment\": \"\(text.alignment.rawValue)\"" }
      out += "}"
    }
    if !node.children.isEmpty {
      let padding = String(repeating: " ", count: indent + 2)
      out += ", \"children\": [\n"
      for (index, child) in node.children.enumerated() {
        out += padding
        write(child, indent: indent + 2, into: &out)
        out += index == node.children.count - 1 ? "\n" : ",\n"
      }
      out += String(repeating: " ", count: indent) + "]"
    }
    out += "}"
  }

  /// A number rounded to 1/1000, without a fraction when whole ("70", "12.5", "0.333").
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    let thousandths = (value * 1000).rounded()
    if thousandths == 0 { return "0" }
    let negative = thousandths < 0
    let magnitude = Int(abs(thousandths))
    var text = String(magnitude / 1000)
    var fraction = magnitude % 1000
    if fraction != 0 {
      var digits = String(fraction)
      digits = String(repeating: "0", count: 3 - digits.count) + digits
      while digits.hasSuffix("0") { digits.removeLast() }
      text += "." + digits
      fraction = 0
    }
    return negative ? "-" + text : text
  }

  /// A JSON string literal.
  static func string(_ value: String) -> String {
    var out = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
