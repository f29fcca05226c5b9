/// The SwiftUI modifiers a view may list under `modifiers`.
public enum ModifierName: FormatKey {
  case padding, frame, background, foregroundStyle, foregroundColor, font, fontWeight
  case alignmentGuide, lineLimit, imageScale, resizable, aspectRatio, clipShape
  /// A decoration that takes one number (`opacity`, `cornerRadius`): its declaration is
  /// its own (``SingleValueDecoration``).
  case singleValue(SingleValueDecoration)
  /// A bare text style (`italic`, `bold`, …): its declaration is its own (``TextStyleModifier``).
  case textStyle(TextStyleModifier)

  public static let table = FormatTable("modifier", keyColumn: "modifier")

  /// Every modifier, in documentation order: the single-value decorations after
  /// `alignmentGuide`, where `cornerRadius` and `opacity` have always been listed.
  public static let allCases: [ModifierName] =
    [.padding, .frame, .background, .foregroundStyle, .foregroundColor, .font, .fontWeight]
    + [.alignmentGuide] + SingleValueDecoration.allCases.map(ModifierName.singleValue)
    + [.lineLimit, .imageScale, .resizable, .aspectRatio, .clipShape]
    + TextStyleModifier.allCases.map(ModifierName.textStyle)

  public init?(rawValue: String) {
    guard let name = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
    self = name
  }

  /// The name the modifier is written with.
  public var rawValue: String {
    switch self {
    case .padding: return "padding"
    case .frame: return "frame"
    case .background: return "background"
    case .foregroundStyle: return "foregroundStyle"
    case .foregroundColor: return "foregroundColor"
    case .font: return "font"
    case .fontWeight: return "fontWeight"
    case .alignmentGuide: return "alignmentGuide"
    case .lineLimit: return "lineLimit"
    case .imageScale: return "imageScale"
    case .resizable: return "resizable"
    case .aspectRatio: return "aspectRatio"
    case .clipShape: return "clipShape"
    case .singleValue(let decoration): return decoration.rawValue
    case .textStyle(let style): return style.rawValue
    }
  }

  /// Modifiers that may be written as a bare string (`- padding`).
  public var isBare: Bool {
    if case .textStyle = self { return true }
    return self == .padding || self == .resizable
  }

  public var declaration: KeyDeclaration {
    switch self {
    case .padding:
      return KeyDeclaration(
        .definition(
          "padding",
          docs:
            "bare `padding` or nothing: the system padding on every edge · a length · an [edge set](#edge-sets) name (system length) · a mapping of edge sets to lengths or nothing"
        ), default: "—", swift: ".padding(_:_:)",
        doc:
          "`.padding()`, `.padding(8)`, `.padding(.horizontal)`, `.padding(.horizontal, 8)`; a mapping with several edge sets is one `.padding` per entry, in order."
      )
    case .frame:
      return KeyDeclaration(
        .table(FrameKey.self, docs: "[frame keys](#modifiers): fixed or flexible"),
        default: "—",
        swift: ".frame(width:height:alignment:)",
        doc:
          "Or `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`. Not both forms in one frame (`invalid-modifier`: use two frames, as in SwiftUI); a `min` above its `max` is `invalid-number`."
      )
    case .background:
      return KeyDeclaration(
        .definition(
          "background",
          docs:
            "a [color](#colors), a [view](#views), or a color [expression](expressions.md) in braces"
        ),
        default: "—", swift: ".background(_:)",
        doc:
          "`.background(Color(…))` / `.background { view }`: the view is sized to the view it modifies."
      )
    case .foregroundStyle:
      return KeyDeclaration(.orExpression(.color), default: "—", swift: ".foregroundStyle(_:)")
    case .foregroundColor:
      return KeyDeclaration(
        .orExpression(.color), default: "—", swift: ".foregroundColor(_:)",
        doc: "The older spelling of `foregroundStyle`; same effect.")
    case .font:
      return KeyDeclaration(
        .orExpression(.definition("font", docs: "[font](#fonts-and-text-styles)")), default: "—",
        swift: ".font(_:)",
        doc:
          "`.font(.headline)`, `.font(.system(.title3, weight: .semibold))`, `.font(.system(size: 17))`."
      )
    case .fontWeight:
      return KeyDeclaration(
        .orExpression(.choice(FontWeight.self)), default: "—", swift: ".fontWeight(_:)",
        doc: "An expression is a `Font.Weight`: `\"{isNew ? .bold : .regular}\"`.")
    case .alignmentGuide:
      return KeyDeclaration(
        .table(
          SeparatorGuide.self,
          docs:
            "`{ listRowSeparatorLeading: edge }` or `{ listRowSeparatorTrailing: edge }`, edge `leading` · `center` · `trailing`"
        ), default: "—", swift: ".alignmentGuide(_:computeValue:)",
        doc:
          "`.alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }`: moves the separator's leading (or trailing) end to that edge of this view (D). One guide per modifier."
      )
    case .singleValue(let decoration): return decoration.declaration.keyDeclaration
    case .textStyle(let style): return style.declaration
    case .lineLimit:
      return KeyDeclaration(
        .orExpression(.integer(minimum: 1)), default: "—", swift: ".lineLimit(_:)")
    case .imageScale:
      return KeyDeclaration(
        .choice(ImageScale.self), default: "—", swift: ".imageScale(_:)",
        doc:
          "`medium` is the default, `small` ≈ −20 %, `large` ≈ +30 % (Apple documentation: NSImage.SymbolScale, D)."
      )
    case .resizable:
      return KeyDeclaration(
        .definition("nothing", docs: "bare `resizable` (or nothing)"), default: "—",
        swift: ".resizable()",
        doc:
          "`Image` only, and its first modifier (`Image.resizable()` returns an `Image`; `invalid-modifier` otherwise). The image takes the size it is offered; without it an image keeps its natural size, centred in a larger frame. An asset's natural size is then its image set's (`width` and `height` without a catalog); an SF Symbol's is its square."
      )
    case .aspectRatio:
      return KeyDeclaration(
        .definition(
          "aspectRatio",
          docs: "`fit` · `fill`, or `{ ratio: number, contentMode: fit · fill }`"),
        default: "—", swift: ".aspectRatio(_:contentMode:)",
        doc:
          "Offers the view the largest size of the ratio inside what it is offered (`fit`) or the smallest that covers it (`fill`, which overflows unless clipped). `ratio` is width ÷ height; without it, the view's own (an image's natural size)."
      )
    case .clipShape:
      return KeyDeclaration(
        .definition(
          "clipShape",
          docs:
            "`Rectangle` · `Capsule` · `Circle`, or `{ RoundedRectangle: { cornerRadius: length } }`"
        ), default: "—", swift: ".clipShape(_:style:)",
        doc:
          "Clips the view to the shape fitted to its frame, as the shape view would be drawn there (a circle of the shorter side, centred)."
      )
    }
  }
}
