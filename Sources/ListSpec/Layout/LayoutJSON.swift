/// The layout tree as JSON (`--format json`), documented in `specs/layout-json.md`.
///
/// One node per line, keys in a fixed order and numbers rounded to 1/1000 pt, so a change of
/// any frame is a one-line diff in a golden file. Written straight into UTF-8 bytes: large
/// lists produce tens of megabytes.
public enum LayoutJSON {
  /// The format name and version written at the top of every document.
  public static let format = "listspec-layout"
  public static let version = 1

  /// The document as text.
  public static func encode(_ layout: ListLayout) -> String {
    String(decoding: encodeBytes(layout), as: UTF8.self)
  }

  /// The document as UTF-8 bytes.
  public static func encodeBytes(_ layout: ListLayout) -> [UInt8] {
    var out = Writer()
    let environment = layout.environment
    out.raw("{\n  \"format\": \"\(format)\",\n  \"version\": \(version),\n")
    out.raw("  \"environment\": {")
    if let device = environment.deviceName {
      out.raw("\"device\": ")
      out.string(device)
      out.raw(", ")
    }
    out.raw("\"width\": ")
    out.number(environment.width)
    out.raw(", \"contentSizeCategory\": \"\(environment.contentSizeCategory.rawValue)\"")
    out.raw(", \"colorScheme\": \"\(environment.isDark ? "dark" : "light")\", \"displayScale\": ")
    out.number(environment.displayScale)
    if environment.layoutDirection == .rightToLeft {
      out.raw(", \"layoutDirection\": \"rightToLeft\"")
    }
    if environment.isLandscape {
      out.raw(", \"orientation\": \"landscape\"")
    }
    let safe = environment.safeArea
    if safe.left > 0 || safe.right > 0 {
      out.raw(", \"safeArea\": {\"left\": ")
      out.number(safe.left)
      out.raw(", \"right\": ")
      out.number(safe.right)
      out.raw("}")
    }
    out.raw("},\n  \"size\": {\"width\": ")
    out.number(layout.size.width)
    out.raw(", \"height\": ")
    out.number(layout.size.height)
    out.raw("},\n  \"root\": ")
    out.node(layout.root, indent: 2)
    out.raw("\n}\n")
    return out.bytes
  }

  /// A number rounded to 1/1000, without a fraction when whole ("70", "12.5", "0.333").
  public static func number(_ value: Double) -> String {
    var writer = Writer()
    writer.number(value)
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  /// Appends JSON pieces to a byte buffer.
  struct Writer {
    var bytes: [UInt8] = []

    mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }

    mutating func number(_ value: Double) {
      // Beyond 2^53 thousandths there are no fractions to print, and UInt64 would trap.
      guard value.isFinite, abs(value) < 9e15 else {
        return raw(value.isFinite ? "\(value)" : "null")
      }
      let thousandths = (value * 1000).rounded()
      guard thousandths != 0 else { return bytes.append(UInt8(ascii: "0")) }
      if thousandths < 0 { bytes.append(UInt8(ascii: "-")) }
      let magnitude = UInt64(abs(thousandths))
      digits(magnitude / 1000)
      var fraction = magnitude % 1000
      guard fraction != 0 else { return }
      bytes.append(UInt8(ascii: "."))
      var divisor: UInt64 = 100
      while fraction != 0 {
        bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor))
        fraction %= divisor
        divisor /= 10
      }
    }

    private mutating func digits(_ value: UInt64) {
      if value >= 10 { digits(value / 10) }
      bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// A JSON string literal.
    mutating func string(_ value: String) { JSONValue.appendQuoted(value, to: &bytes) }

    mutating func node(_ node: LayoutNode, indent: Int) {
      raw("{\"kind\": \"")
      raw(node.kind.rawValue)
      raw("\"")
      if let id = node.id {
        raw(", \"id\": ")
        string(id)
      }
      if let name = node.name {
        raw(", \"name\": ")
        string(name)
      }
      let frame = node.frame
      raw(", \"frame\": {\"x\": ")
      number(frame.x)
      raw(", \"y\": ")
      number(frame.y)
      raw(", \"width\": ")
      number(frame.width)
      raw(", \"height\": ")
      number(frame.height)
      raw("}")
      if let fill = node.fill { raw(", \"fill\": \"\(fill.hexString)\"") }
      if let radius = node.cornerRadius {
        raw(", \"cornerRadius\": ")
        number(radius)
      }
      if let shape = node.shape { raw(", \"shape\": \"\(shape.name)\"") }
      if let stroke = node.stroke, let width = node.strokeWidth {
        raw(", \"stroke\": \"\(stroke.hexString)\", \"strokeWidth\": ")
        number(width)
      }
      if node.clipsChildren { raw(", \"clipsChildren\": true") }
      for field in node.decoration?.layoutFields ?? [] {
        switch field {
        case .number(let key, let value):
          raw(", \"\(key)\": ")
          number(value)
        case .flag(let key):
          raw(", \"\(key)\": true")
        case .text(let key, let value):
          raw(", \"\(key)\": ")
          string(value)
        }
      }
      if let symbol = node.symbol {
        raw(", \"symbol\": ")
        string(symbol)
      }
      if let image = node.imageName {
        raw(", \"image\": ")
        string(image)
      }
      if node.isResizable { raw(", \"resizable\": true") }
      if node.isSelected { raw(", \"selected\": true") }
      if let rotation = node.rotation {
        raw(", \"rotation\": ")
        number(rotation)
      }
      if let baseline = node.baseline {
        raw(", \"baseline\": ")
        number(baseline)
      }
      if let text = node.text {
        raw(", \"text\": {\"string\": ")
        string(text.string)
        raw(", \"size\": ")
        number(text.font.pointSize)
        raw(
          ", \"weight\": \"\(text.font.weight.rawValue)\", \"color\": \"\(text.color.hexString)\"")
        if text.maxLines > 0 { raw(", \"maxLines\": \(text.maxLines)") }
        // Only when set, so layouts without them read as before.
        if text.font.italic { raw(", \"italic\": true") }
        if text.font.monospacedDigits { raw(", \"monospacedDigit\": true") }
        if text.font.underline { raw(", \"underline\": true") }
        if text.font.strikethrough { raw(", \"strikethrough\": true") }
        if text.alignment != .natural { raw(", \"alignment\": \"\(text.alignment.rawValue)\"") }
        if text.layoutDirection == .rightToLeft { raw(", \"direction\": \"rightToLeft\"") }
        raw("}")
      }
      if let source = node.source {
        raw(", \"source\": {\"line\": \(source.line), \"column\": \(source.column)}")
      }
      if !node.rules.isEmpty {
        raw(", \"rules\": [")
        for (index, rule) in node.rules.enumerated() {
          if index > 0 { raw(", ") }
          string(rule.rawValue)
        }
        raw("]")
      }
      if !node.children.isEmpty {
        raw(", \"children\": [\n")
        for (index, child) in node.children.enumerated() {
          bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent + 2))
          self.node(child, indent: indent + 2)
          raw(index == node.children.count - 1 ? "\n" : ",\n")
        }
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
        raw("]")
      }
      raw("}")
    }
  }
}
