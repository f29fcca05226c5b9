/// The decorative modifiers that take one number (`opacity: 0.5`, `cornerRadius: 12`). Each
/// case's ``declaration`` says everything about it but how it is drawn: the decoder, the
/// expression path, the format's docs and schema, the layout tree, the code generator and the
/// writer read it, so a new one is this case, its declaration and its drawing in the renderer
/// (CONTRIBUTING.md, "Add a decorative modifier").
public enum SingleValueDecoration: String, CaseIterable, Sendable, Hashable {
  case cornerRadius
  case opacity

  /// What the modifier is, as written, decoded and generated.
  public var declaration: SingleValueDeclaration {
    switch self {
    case .cornerRadius:
      return SingleValueDeclaration(
        .length, swiftCall: "cornerRadius", placeholder: 0, layoutField: "cornerRadius",
        clipsChildren: true)
    case .opacity:
      return SingleValueDeclaration(
        .fraction, swiftCall: "opacity", placeholder: 1, layoutField: "opacity")
    }
  }
}

/// One ``SingleValueDecoration``: its number, its SwiftUI call, what the layout tree records
/// of it and how far it draws beyond its frame.
public struct SingleValueDeclaration: Sendable {
  /// The number written (``FormatValue/length``, ``FormatValue/fraction``): the decoder's
  /// check, and the bounds an expression's result is moved into.
  public var value: FormatValue
  /// Whether the value may be a Swift expression in braces, evaluated per item.
  public var takesExpression: Bool
  /// The modifier until an item evaluates its expression: the value a view is laid out with
  /// when no item is at hand.
  public var placeholder: Double
  /// The SwiftUI method (`cornerRadius`) and its first argument's label (nil for `_`); the
  /// generator writes `.cornerRadius(12)`, `.blur(radius: 3)`.
  public var swiftCall: String
  public var argumentLabel: String?
  /// The key `render --format json` records the value under.
  public var layoutField: String
  /// The view's children are clipped to its frame (`.cornerRadius`), which the layout tree
  /// records as `clipsChildren`.
  public var clipsChildren: Bool
  /// How far it draws beyond its node's frame, above and below, in points, for a value
  /// (``Decoration/verticalOverhang``).
  public var verticalOverhang: @Sendable (Double) -> Double
  /// One line of documentation for the format reference.
  public var doc: String
  /// The first iOS version with the modifier, when later than the format's baseline.
  public var introduced: OSVersion?

  public init(
    _ value: FormatValue, takesExpression: Bool = true, swiftCall: String,
    argumentLabel: String? = nil, placeholder: Double, layoutField: String,
    clipsChildren: Bool = false,
    verticalOverhang: @escaping @Sendable (Double) -> Double = { _ in 0 },
    doc: String = "", introduced: OSVersion? = nil
  ) {
    self.value = value
    self.takesExpression = takesExpression
    self.swiftCall = swiftCall
    self.argumentLabel = argumentLabel
    self.placeholder = placeholder
    self.layoutField = layoutField
    self.clipsChildren = clipsChildren
    self.verticalOverhang = verticalOverhang
    self.doc = doc
    self.introduced = introduced
  }

  /// The Swift spelling, as the format reference shows it: `.cornerRadius(_:)`.
  public var swift: String { ".\(swiftCall)(\(argumentLabel ?? "_"):)" }

  /// The modifier's key in the format.
  public var keyDeclaration: KeyDeclaration {
    KeyDeclaration(
      takesExpression ? .orExpression(value) : value, default: "—", swift: swift, doc: doc,
      introduced: introduced)
  }
}
