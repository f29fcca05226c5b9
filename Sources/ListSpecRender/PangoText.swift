import CPangoCairo
import ListSpec

/// How listspec sets text with Pango, shared by measuring and drawing so both agree:
/// Inter (Inter Display from 20 pt, as SF Pro switches to SF Pro Display), sizes in points,
/// unhinted metrics and unrounded glyph positions (so a layout measured at 1× draws the same
/// at 3×), wrapping at word boundaries (inside a word, without a hyphen, only when it alone
/// does not fit), an ellipsis
/// after `maxLines` lines.
enum PangoText {
  /// Text of at least this size uses the display cut, as SF Pro does (O).
  static let displayFamilyMinimumSize = 20.0

  /// Faces for the scripts Inter lacks, tried before fontconfig's own fallback: it would
  /// set Hebrew and Arabic in DejaVu Sans, a face drawn for another purpose, where the
  /// Noto faces follow the shapes iOS's own Hebrew and Arabic faces have (fonts-noto-core).
  static let scriptFallbacks = "Noto Sans Hebrew, Noto Sans Arabic"

  /// The Inter cut for a size: what messages name.
  static func familyName(pointSize: Double) -> String {
    pointSize >= displayFamilyMinimumSize ? "Inter Display" : "Inter"
  }

  /// The families Pango is given: the Inter cut, then the script fallbacks.
  static func familyList(pointSize: Double) -> String {
    familyName(pointSize: pointSize) + ", " + scriptFallbacks
  }

  /// A new font description; the caller frees it with `pango_font_description_free`.
  static func fontDescription(_ font: ResolvedFont) -> OpaquePointer {
    let description = pango_font_description_new()!
    pango_font_description_set_family(description, familyList(pointSize: font.pointSize))
    pango_font_description_set_weight(description, PangoWeight(UInt32(font.weight.numericWeight)))
    pango_font_description_set_absolute_size(description, font.pointSize * Double(PANGO_SCALE))
    // Inter's italic cut; fontconfig slants the upright one where a face has none.
    if font.italic { pango_font_description_set_style(description, PANGO_STYLE_ITALIC) }
    return description
  }

  /// Adds the lines and tabular digits of a SwiftUI text style (``ResolvedFont/isStyled``)
  /// to a prepared layout's attributes; the italic is in the font description.
  static func applyStyles(_ layout: OpaquePointer, _ font: ResolvedFont) {
    guard font.monospacedDigits || font.underline || font.strikethrough else { return }
    let attributes =
      pango_layout_get_attributes(layout).map { pango_attr_list_copy($0)! }
      ?? pango_attr_list_new()!
    if font.monospacedDigits {
      // Replaces the list's `calt 0`, which it keeps.
      pango_attr_list_change(attributes, pango_attr_font_features_new("calt 0, tnum 1"))
    }
    if font.underline {
      pango_attr_list_insert(attributes, pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
    }
    if font.strikethrough { pango_attr_list_insert(attributes, pango_attr_strikethrough_new(1)) }
    pango_layout_set_attributes(layout, attributes)
    pango_attr_list_unref(attributes)
  }

  /// Unhinted metrics and positions on a Pango context.
  fileprivate static func configure(_ context: OpaquePointer) {
    let options = cairo_font_options_create()
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
    pango_context_set_round_glyph_positions(context, 0)
  }

  /// Pango re-shapes a word it must break character by character again and again, so one
  /// 10,000-character word cost seconds. A run of more than `longRun` characters with no
  /// space (never real text: a URL or an id is shorter) gets an invisible zero-width space
  /// every `segment` characters, which keeps the cost linear; the lines still break within
  /// a few characters of where they would have.
  static let longRun = 256
  static let segment = 16

  /// `text` with zero-width spaces inside runs longer than `longRun` characters; other text
  /// is returned as it is. Counts characters (grapheme clusters), so no cluster is split.
  static func breakable(_ text: String) -> String {
    guard text.utf8.count > longRun else { return text }
    var longest = 0
    var run = 0
    for character in text {
      run = character.isWhitespace ? 0 : run + 1
      longest = max(longest, run)
    }
    guard longest > longRun else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + text.utf8.count / segment * 3)
    run = 0
    for character in text {
      if character.isWhitespace {
        run = 0
      } else {
        run += 1
        if run > segment {
          result.append("\u{200B}")
          run = 1
        }
      }
      result.append(character)
    }
    return result
  }

  /// The text with an emoji presentation selector (U+FE0F) after each emoji of the
  /// Supplementary Multilingual Plane that is text-styled by default (🏔 U+1F3D4, 🏖, 🖥) and
  /// has no selector: iOS draws them in colour from Apple Color Emoji, since San Francisco has
  /// no glyph for them (O), where Pango would take a black glyph of a text font, and a taller
  /// line, for them. Below U+1F000 (©, ™, ↔, ☀) the text glyph is kept, as iOS keeps it.
  static func emojiPresented(_ text: String) -> String {
    // Only four-byte UTF-8 sequences reach U+1F000: most texts have none.
    guard text.utf8.contains(where: { $0 >= 0xF0 }) else { return text }
    let scalars = Array(text.unicodeScalars)
    var result = String.UnicodeScalarView()
    var changed = false
    for (index, scalar) in scalars.enumerated() {
      result.append(scalar)
      let properties = scalar.properties
      guard scalar.value >= 0x1F000, properties.isEmoji, !properties.isEmojiPresentation else {
        continue
      }
      let next = index + 1 < scalars.count ? scalars[index + 1].value : 0
      // A written selector (U+FE0E text, U+FE0F emoji) or a skin tone keeps its meaning.
      if next == 0xFE0E || next == 0xFE0F || (0x1F3FB...0x1F3FF).contains(next) { continue }
      result.append("\u{FE0F}")
      changed = true
    }
    return changed ? String(result) : text
  }

  /// An attribute list that turns Pango's hyphens at in-word breaks off (Pango ≥ 1.44), and
  /// Inter's contextual alternates (`calt`): they draw "2x2" as "2×2" and "->" as an arrow,
  /// which a label in SF Pro shows as typed.
  nonisolated(unsafe) static let textAttributes: OpaquePointer = {
    let list = pango_attr_list_new()!
    pango_attr_list_insert(list, pango_attr_insert_hyphens_new(0))
    pango_attr_list_insert(list, pango_attr_font_features_new("calt 0"))
    return list
  }()

  /// Sets a layout's text, font, width and line limit.
  static func prepare(
    _ layout: OpaquePointer, text: String, font: OpaquePointer, maxWidth: Double?, maxLines: Int,
    alignment: SpecTextAlignment = .natural, direction: SpecLayoutDirection = .leftToRight
  ) {
    // The interface direction is the context's base direction: a paragraph with no strong
    // character (digits, punctuation) takes it; others take their first strong character's
    // (auto-dir, as `NSWritingDirection.natural`), and are shaped by HarfBuzz in that order.
    let context = pango_layout_get_context(layout)
    let base = direction == .rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR
    if pango_context_get_base_dir(context) != base {
      pango_context_set_base_dir(context, base)
      pango_layout_context_changed(layout)
    }
    pango_layout_set_auto_dir(layout, 1)
    pango_layout_set_font_description(layout, font)
    pango_layout_set_text(layout, breakable(emojiPresented(text)), -1)
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    // UILabel never hyphenates (`NSParagraphStyle.hyphenationFactor` is 0): a word that alone
    // is too wide for the line is cut between two characters, with no hyphen.
    pango_layout_set_attributes(layout, textAttributes)
    if usesScriptFallback(text) { keepPrimaryLineHeight(layout, font: font) }
    if let maxWidth, maxWidth.isFinite {
      pango_layout_set_width(layout, Int32(min(max(0, maxWidth), 1e6) * Double(PANGO_SCALE)))
    } else {
      pango_layout_set_width(layout, -1)
    }
    if maxLines > 0 {
      pango_layout_set_height(layout, -Int32(clamping: maxLines))
      pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
    } else {
      pango_layout_set_height(layout, -1)
      pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
    }
    switch alignment {
    case .natural, .justified:
      // Natural text starts at the interface's leading edge whatever the text's own
      // direction (UIKit's `.natural`: "the default alignment that the system associates with
      // the current localization of the app"). Pango swaps left and right for a paragraph whose direction is not
      // the context's, so such a paragraph is given the other side. Justified text starts
      // there too, and its lines but the last are stretched at their spaces (below).
      var leading = direction == .rightToLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
      if direction == .rightToLeft || text.utf8.contains(where: { $0 >= 0x80 }),
        let line = pango_layout_get_line_readonly(layout, 0),
        (pango_layout_line_get_resolved_direction(line) == PANGO_DIRECTION_RTL)
          != (direction == .rightToLeft)
      {
        leading = leading == PANGO_ALIGN_LEFT ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
      }
      pango_layout_set_alignment(layout, leading)
      pango_layout_set_justify(layout, alignment == .justified && justifiable(layout) ? 1 : 0)
    case .center:
      pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
      pango_layout_set_justify(layout, 0)
    }
  }
}

extension PangoText {
  /// Whether `text` holds Hebrew or Arabic, which `scriptFallbacks` sets (U+0590–U+08FF and
  /// the presentation forms U+FB1D–U+FDFF, U+FE70–U+FEFF).
  static func usesScriptFallback(_ text: String) -> Bool {
    guard text.utf8.contains(where: { $0 >= 0xD6 }) else { return false }
    return text.unicodeScalars.contains {
      (0x0590...0x08FF).contains($0.value) || (0xFB1D...0xFDFF).contains($0.value)
        || (0xFE70...0xFEFF).contains($0.value)
    }
  }

  /// Gives the layout's lines the height of the Inter cut alone. Pango makes a line as tall
  /// as the tallest face in it, and the Noto faces' ascent and descent are larger than
  /// Inter's; iOS's Hebrew and Arabic faces keep the system font's line height, so a row of
  /// Hebrew is 44 pt as a row of English is (O).
  fileprivate static func keepPrimaryLineHeight(_ layout: OpaquePointer, font: OpaquePointer) {
    guard let context = pango_layout_get_context(layout),
      let families = pango_font_description_get_family(font),
      let primaryFamily = String(cString: families).split(separator: ",").first,
      let primary = pango_font_description_copy(font),
      let probe = pango_layout_new(context)
    else { return }
    defer {
      pango_font_description_free(primary)
      g_object_unref(UnsafeMutableRawPointer(probe))
    }
    pango_font_description_set_family(primary, String(primaryFamily))
    pango_layout_set_font_description(probe, primary)
    pango_layout_set_text(probe, "x", -1)
    var logical = PangoRectangle()
    pango_layout_get_extents(probe, nil, &logical)
    let attributes = pango_attr_list_copy(textAttributes)
    pango_attr_list_insert(attributes, pango_attr_line_height_new_absolute(logical.height))
    pango_layout_set_attributes(layout, attributes)
    pango_attr_list_unref(attributes)
  }
}

/// Whether a justified paragraph can be stretched as UIKit stretches it: TextKit widens the
/// spaces of every line but a paragraph's last, and Pango, asked to justify, also spreads the
/// letters of a line without a space, which UIKit never does. So a layout is justified only
/// when each line it stretches has a space; one that has a line of a single word is set
/// flush to the leading edge, as UIKit sets that line.
private func justifiable(_ layout: OpaquePointer) -> Bool {
  guard let text = pango_layout_get_text(layout) else { return false }
  let count = pango_layout_get_line_count(layout)
  guard count > 1 else { return false }
  for index in 0..<count {
    guard let line = pango_layout_get_line_readonly(layout, index) else { return false }
    let start = Int(line.pointee.start_index)
    let length = Int(line.pointee.length)
    // The last line of each paragraph is not stretched; one that ends at a newline is such.
    let end = start + length
    if index == count - 1 || text[end] == 0x0A { continue }
    var hasSpace = false
    for offset in start..<end where text[offset] == 0x20 {
      // A space at the line's end is where it broke, not one that can widen.
      if offset < end - 1 { hasSpace = true }
    }
    if !hasSpace { return false }
  }
  return true
}

/// Measures text with Pango (HarfBuzz shaping, fontconfig font lookup) in Inter: the real
/// text measurer the CLI uses. Not thread-safe; use one per thread.
public final class PangoTextMeasurer: TextMeasurer {
  private let session = PangoSession(
    context: pango_font_map_create_context(pango_cairo_font_map_get_default())!)
  private var context: OpaquePointer { session.context }
  private var layout: OpaquePointer { session.layout }

  public init() {}

  /// Whether fontconfig resolves the Inter family (else Pango falls back to another font and
  /// metrics drift from what `specs/metrics.md` describes).
  public static var interIsInstalled: Bool {
    let measurer = PangoTextMeasurer()
    let description = PangoText.fontDescription(ResolvedFont(pointSize: 17, weight: .regular))
    defer { pango_font_description_free(description) }
    guard let font = pango_context_load_font(measurer.context, description) else { return false }
    defer { g_object_unref(UnsafeMutableRawPointer(font)) }
    let loaded = pango_font_describe(font)
    defer { pango_font_description_free(loaded) }
    guard let family = pango_font_description_get_family(loaded) else { return false }
    return String(cString: family).hasPrefix("Inter")
  }

  /// The font description of `font`, made once per measurer.
  private func description(for font: ResolvedFont) -> OpaquePointer {
    session.description(for: font)
  }

  /// `body` with the measurer's layout set to `text` in `font` on one unlimited line.
  func withLayout<Result>(
    _ text: String, font: ResolvedFont, _ body: (OpaquePointer) -> Result
  ) -> Result {
    PangoText.prepare(layout, text: text, font: description(for: font), maxWidth: nil, maxLines: 0)
    return body(layout)
  }

  public func measure(_ text: String, font: ResolvedFont, maxWidth: Double?, maxLines: Int)
    -> TextMeasurement
  {
    PangoText.prepare(
      layout, text: text, font: description(for: font), maxWidth: maxWidth, maxLines: maxLines)
    if font.isStyled { PangoText.applyStyles(layout, font) }
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    let scale = Double(PANGO_SCALE)
    let lineCount = Int(pango_layout_get_line_count(layout))
    let firstBaseline = Double(pango_layout_get_baseline(layout)) / scale
    var lastBaseline = firstBaseline
    if lineCount > 1, let iterator = pango_layout_get_iter(layout) {
      while pango_layout_iter_next_line(iterator) != 0 {}
      lastBaseline = Double(pango_layout_iter_get_baseline(iterator)) / scale
      pango_layout_iter_free(iterator)
    }
    return TextMeasurement(
      width: Double(logical.width) / scale, height: Double(logical.height) / scale,
      firstBaseline: firstBaseline, lastBaseline: lastBaseline, lineCount: lineCount)
  }
}

/// A Pango context set up as measuring and drawing need it (unhinted metrics and positions),
/// its one reused layout, and the font descriptions made so far: what the measurer and the
/// painter each hold, so text is drawn exactly as it was measured.
final class PangoSession {
  let context: OpaquePointer
  let layout: OpaquePointer
  private var fonts: [ResolvedFont: OpaquePointer] = [:]
  private var symbolFonts: [Double: OpaquePointer] = [:]

  /// Takes over `context` (one of the font map's, or cairo's for a surface) and sets it up.
  init(context: OpaquePointer) {
    self.context = context
    PangoText.configure(context)
    layout = pango_layout_new(context)!
  }

  deinit {
    for description in fonts.values { pango_font_description_free(description) }
    for description in symbolFonts.values { pango_font_description_free(description) }
    g_object_unref(UnsafeMutableRawPointer(layout))
    g_object_unref(UnsafeMutableRawPointer(context))
  }

  /// The icon font's description at an em of `em` points, made once per session and size.
  func symbolDescription(em: Double) -> OpaquePointer {
    if let cached = symbolFonts[em] { return cached }
    let description = pango_font_description_new()!
    pango_font_description_set_family(description, SymbolStandIns.fontFamily)
    pango_font_description_set_absolute_size(description, em * Double(PANGO_SCALE))
    symbolFonts[em] = description
    return description
  }

  /// The font description of `font`, made once per session.
  func description(for font: ResolvedFont) -> OpaquePointer {
    if let cached = fonts[font] { return cached }
    let description = PangoText.fontDescription(font)
    fonts[font] = description
    return description
  }
}
