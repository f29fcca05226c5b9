import CPangoCairo
import ListSpec

/// The icon font SF Symbols are drawn in (`SymbolStandIns`), and how its glyphs are sized.
enum SymbolFont {
  /// Whether fontconfig resolves the icon family itself (without it every symbol is drawn as
  /// the placeholder, and `render` says so).
  static let isInstalled: Bool = {
    let context = pango_font_map_create_context(pango_cairo_font_map_get_default())!
    defer { g_object_unref(UnsafeMutableRawPointer(context)) }
    let description = pango_font_description_new()!
    defer { pango_font_description_free(description) }
    pango_font_description_set_family(description, SymbolStandIns.fontFamily)
    pango_font_description_set_absolute_size(description, 17 * Double(PANGO_SCALE))
    guard let font = pango_context_load_font(context, description) else { return false }
    defer { g_object_unref(UnsafeMutableRawPointer(font)) }
    let loaded = pango_font_describe(font)
    defer { pango_font_description_free(loaded) }
    guard let family = pango_font_description_get_family(loaded) else { return false }
    return String(cString: family) == SymbolStandIns.fontFamily
  }()

  /// The icon font's em square against the symbol's frame (O: Material Icons draw in the
  /// middle 20 of 24 units, so the ink is about 0.92 of the frame, as an SF Symbol's is).
  static let emRatio = 1.1
  /// The glyph inside a drawn enclosure, as a fraction of the symbol's side (O: SF Symbols'
  /// `.circle` variants hold the glyph at about 0.6 of the circle).
  static let enclosedGlyphRatio = 0.62
  /// An outline enclosure's line at regular weight, as a fraction of the side (O: about
  /// 1/14, the weight of `circle` at regular).
  static let enclosureLineRatio = 0.07
  /// A `.square` enclosure's corner radius, as a fraction of the side (O).
  static let squareCornerRatio = 0.22
  /// A `.badge` name's dot: its radius and the ring cleared around it, as fractions of the
  /// side, centred 0.3 of the side up and trailing of the centre (O: `bell.badge`'s dot is
  /// about a third of the symbol wide, clear of the bell by a hairline).
  static let badgeDotRadiusRatio = 0.17
  static let badgeDotGapRatio = 0.06

  /// How much wider than the font's own (one weight, about SF's medium) a glyph is outlined at
  /// `weight`, in points at an em of `em` (O: SF Symbols' bold strokes are about 1.5 times
  /// their regular ones). Regular and lighter weights are drawn as the font has them.
  static func outlineWidth(_ weight: FontWeight, em: Double) -> Double {
    switch weight {
    case .ultraLight, .thin, .light, .regular: return 0
    case .medium: return em * 0.013
    case .semibold: return em * 0.027
    case .bold: return em * 0.04
    case .heavy: return em * 0.055
    case .black: return em * 0.07
    }
  }
}

/// SF Symbols drawn as the lettered placeholder: each is a `symbol-placeholder` note, so a
/// picture never shows a stand-in's absence silently.
public enum SymbolCoverage {
  /// The notes for every symbol of `layout` drawn as a placeholder, in tree order, one per
  /// name and place. `spec` is the document the layout was made from.
  public static func diagnostics(
    for layout: ListLayout, spec: ListSpecDocument, path: String = ""
  ) -> [Diagnostic] {
    let installed = SymbolFont.isInstalled
    var sources = DrawnSources(spec: spec)
    return sources.namedNotes(
      on: .symbol, in: layout,
      reason: { _, name in !installed || SymbolStandIns.glyph(for: name) == nil ? () : nil },
      note: { name, _, source in
        .symbolPlaceholder(
          name, fontInstalled: installed, range: source.range, path: path,
          producedBy: source.producedBy)
      })
  }
}
