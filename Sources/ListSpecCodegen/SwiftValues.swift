import ListSpec

/// Colors, fonts, insets and enum values as UIKit and SwiftUI spell them.
enum SwiftValues {
  // MARK: Colors

  /// A `UIColor` expression (`.systemYellow`, `UIColor(red: …)`) and the iOS version it
  /// needs. SwiftUI's standard colors are the system palette listspec draws them with, so
  /// `red` is `.systemRed` in UIKit (UIKit's `.red` is pure sRGB red).
  static func uiColor(_ color: ColorValue) -> (expr: SwiftExpr, introduced: OSVersion?) {
    switch color {
    case .rgba(let rgba):
      return (
        .call(
          "UIColor", ("red", component(rgba.red)), ("green", component(rgba.green)),
          ("blue", component(rgba.blue)), ("alpha", component(rgba.alpha))),
        nil
      )
    case .system(let system):
      return (.atom("." + system.uiKitName), system.introduced)
    case .asset(let asset):
      // The app's own catalog has the set (the spec read it there), so a nil is a build that
      // lost the catalog: unwrapped, it stops at the first use, as SwiftGen's accessors do,
      // rather than draw clear.
      return (.atom("UIColor(named: \(SwiftStringLiteral.quoted(asset.name)))!"), nil)
    }
  }

  /// A SwiftUI `Color` expression: `Color.red`, `Color(.systemYellow)`.
  static func color(_ color: ColorValue) -> SwiftExpr {
    switch color {
    case .rgba:
      return .call("Color", (nil, uiColor(color).expr))
    case .asset(let asset):
      return .call("Color", (nil, .atom(SwiftStringLiteral.quoted(asset.name))))
    case .system(let system):
      switch system {
      case .red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink,
        .brown, .gray, .primary, .secondary, .accentColor, .black, .white, .clear:
        return .atom("Color." + system.rawValue)
      default:
        return .atom("Color(.\(system.uiKitName))")
      }
    }
  }

  /// `142 / 255` for a component that is a whole byte (hex colors are), else the number.
  private static func component(_ value: Double) -> SwiftExpr {
    if value == 1 { return .atom("1") }
    if value == 0 { return .atom("0") }
    let byte = (value * 255).rounded()
    if abs(byte / 255 - value) < 1e-9 { return .atom("\(Int(byte)) / 255") }
    return .atom(SwiftLiteral.number(value))
  }

  // MARK: Fonts

  /// A `UIFont`: a text style scales with Dynamic Type (`preferredFont(forTextStyle:)`, or
  /// `UIFontMetrics` when a weight is set); a size alone is fixed, as SwiftUI's
  /// `.system(size:)`.
  static func uiFont(_ font: FontSpec) -> SwiftExpr {
    let weight = font.weight ?? font.style?.defaultWeight ?? .regular
    let system = SwiftExpr.call(
      ".systemFont", ("ofSize", .atom(SwiftLiteral.number(font.pointSize))),
      ("weight", .atom("." + weight.rawValue)))
    guard let style = font.style else { return system }
    if font.weight == nil, font.size == nil {
      return .call(".preferredFont", ("forTextStyle", .atom("." + style.uiKitName)))
    }
    return .call(
      "UIFontMetrics(forTextStyle: .\(style.uiKitName)).scaledFont", ("for", system))
  }

  /// A SwiftUI `Font`: `.headline`, `.system(.title3, weight: .semibold)`,
  /// `.system(size: 13, weight: .regular)`.
  static func font(_ font: FontSpec) -> SwiftExpr {
    if let size = font.size {
      var arguments: [SwiftArgument] = [
        SwiftArgument(label: "size", value: .atom(SwiftLiteral.number(size)))
      ]
      if let weight = font.weight {
        arguments.append(SwiftArgument(label: "weight", value: .atom("." + weight.rawValue)))
      }
      return .call(".system", arguments)
    }
    let style = font.style ?? .body
    guard let weight = font.weight else { return .atom("." + style.rawValue) }
    return .call(
      ".system", (nil, .atom("." + style.rawValue)), ("weight", .atom("." + weight.rawValue)))
  }

  // MARK: Geometry

  static func insets(_ insets: DirectionalEdgeInsets) -> SwiftExpr {
    .call(
      "NSDirectionalEdgeInsets", ("top", number(insets.top)), ("leading", number(insets.leading)),
      ("bottom", number(insets.bottom)), ("trailing", number(insets.trailing)))
  }

  /// A `UIImage.SymbolConfiguration` from the initializers UIKit has: a text style (with a
  /// scale), a point size (with a weight and scale), or a weight and a scale alone. What no
  /// initializer takes with the rest (a weight beside a text style) comes back as a second
  /// configuration for `applying(_:)`.
  static func symbolConfiguration(_ configuration: SymbolConfiguration) -> (
    base: SwiftExpr, applying: SwiftExpr?
  ) {
    let type = "UIImage.SymbolConfiguration"
    let weight = configuration.weight.map { SwiftExpr.atom("." + $0.rawValue) }
    let scale = configuration.scale.map { SwiftExpr.atom("." + $0.rawValue) }
    func make(_ arguments: [(String?, SwiftExpr)]) -> SwiftExpr {
      .call(type, arguments.map { SwiftArgument(label: $0.0, value: $0.1) })
    }
    if let style = configuration.textStyle {
      var arguments: [(String?, SwiftExpr)] = [("textStyle", .atom("." + style.uiKitName))]
      if let scale { arguments.append(("scale", scale)) }
      return (make(arguments), weight.map { make([("weight", $0)]) })
    }
    if let size = configuration.pointSize {
      var arguments: [(String?, SwiftExpr)] = [("pointSize", number(size))]
      if weight != nil || scale != nil { arguments.append(("weight", weight ?? .atom(".regular"))) }
      if let scale { arguments.append(("scale", scale)) }
      return (make(arguments), nil)
    }
    switch (weight, scale) {
    case (let weight?, let scale?): return (make([("weight", weight)]), make([("scale", scale)]))
    case (let weight?, nil): return (make([("weight", weight)]), nil)
    case (nil, let scale?): return (make([("scale", scale)]), nil)
    case (nil, nil): return (make([("scale", .atom(".default"))]), nil)
    }
  }

  static func size(_ size: Size) -> SwiftExpr {
    .call("CGSize", ("width", number(size.width)), ("height", number(size.height)))
  }

  static func number(_ value: Double) -> SwiftExpr { .atom(SwiftLiteral.number(value)) }

  /// A shape view: `Circle()`, `RoundedRectangle(cornerRadius: 8)`. The initializers
  /// rather than iOS 17's `.circle` and `.rect(cornerRadius:)`, which every target has.
  static func shape(_ shape: ShapeKind) -> String {
    switch shape {
    case .rectangle: return "Rectangle()"
    case .roundedRectangle(let radius):
      return "RoundedRectangle(cornerRadius: \(SwiftLiteral.number(radius)))"
    case .capsule: return "Capsule()"
    case .circle: return "Circle()"
    }
  }

  /// `Edge.Set` as SwiftUI writes it: `.horizontal`, `[.top, .leading]`.
  static func edges(_ edges: EdgeSet) -> String {
    if let name = EdgeSet.names.first(where: { $0.1 == edges })?.0 { return "." + name }
    let single: [(String, EdgeSet)] = [
      ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
    ]
    return "[" + single.filter { edges.contains($0.1) }.map { "." + $0.0 }.joined(separator: ", ")
      + "]"
  }
}
