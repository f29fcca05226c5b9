import CPangoCairo
import ListSpec

/// Characters that no installed font can draw. Pango falls back through fontconfig from Inter
/// to any font that covers a character (the colour emoji font for emoji); a character that no
/// font covers is drawn as a box holding its code point, which would be a silent wrong picture.
/// The render pipeline reports each such character as `missing-glyph` at the item or cell
/// template that produced the text.
public enum GlyphCoverage {
  /// Pango's flag on a glyph that stands for a character no font has
  /// (`PANGO_GLYPH_UNKNOWN_FLAG`); the low bits hold the character.
  static let unknownGlyphFlag: UInt32 = 0x1000_0000

  /// The `missing-glyph` warnings for every text run of `layout`, in tree order, at most one per
  /// character and place. `spec` is the document the layout was made from (to find items,
  /// templates and sections by the ids the layout records).
  public static func diagnostics(
    for layout: ListLayout, spec: ListSpecDocument, path: String = ""
  ) -> [Diagnostic] {
    let measurer = PangoTextMeasurer()
    var sources = DrawnSources(spec: spec)
    var seen: Set<String> = []
    var result: [Diagnostic] = []

    func visit(_ node: LayoutNode, cell: LayoutNode?, section: LayoutNode?) {
      let cell = node.kind == .cell ? node : cell
      let section = node.kind == .header || node.kind == .footer ? node : section
      if let run = node.text {
        for character in measurer.missingCharacters(in: run.string, font: run.font) {
          let family = PangoText.familyName(pointSize: run.font.pointSize)
          guard
            let source = sources.source(
              cell: cell, section: section, node: node,
              isInItem: { $0.fields.contains { $0.value.unicodeScalars.contains(character) } },
              isLiteral: { $0.source.unicodeScalars.contains(character) })
          else { continue }
          let diagnostic = source.noted(
            .missingGlyph(
              character, family: family, range: source.range, path: path,
              producedBy: source.producedBy))
          let key = "\(character.value)@\(diagnostic.range?.start.offset ?? -1)"
          if seen.insert(key).inserted { result.append(diagnostic) }
        }
      }
      for child in node.children { visit(child, cell: cell, section: section) }
    }
    visit(layout.root, cell: nil, section: nil)
    return result
  }
}

extension PangoTextMeasurer {
  /// The characters of `text`, in order and each once, that Pango draws as an unknown glyph
  /// in `font` (no installed font covers them).
  public func missingCharacters(in text: String, font: ResolvedFont) -> [Unicode.Scalar] {
    withLayout(text, font: font) { layout in
      guard pango_layout_get_unknown_glyphs_count(layout) > 0,
        let iterator = pango_layout_get_iter(layout)
      else { return [] }
      defer { pango_layout_iter_free(iterator) }
      var found: [Unicode.Scalar] = []
      repeat {
        guard let run = pango_layout_iter_get_run_readonly(iterator),
          let glyphs = run.pointee.glyphs
        else { continue }
        for index in 0..<Int(glyphs.pointee.num_glyphs) {
          let glyph = glyphs.pointee.glyphs[index].glyph
          guard glyph & GlyphCoverage.unknownGlyphFlag != 0,
            let scalar = Unicode.Scalar(glyph & ~GlyphCoverage.unknownGlyphFlag),
            !scalar.properties.isWhitespace, !found.contains(scalar)
          else { continue }
          found.append(scalar)
        }
      } while pango_layout_iter_next_run(iterator) != 0
      return found
    }
  }

  /// The families of the faces Pango sets `text` in, in the order of its runs: which face a
  /// script falls back to (`PangoText.scriptFallbacks`).
  func faceFamilies(of text: String, font: ResolvedFont) -> [String] {
    withLayout(text, font: font) { layout in
      guard let iterator = pango_layout_get_iter(layout) else { return [] }
      defer { pango_layout_iter_free(iterator) }
      var families: [String] = []
      repeat {
        guard let run = pango_layout_iter_get_run_readonly(iterator),
          let face = run.pointee.item.pointee.analysis.font
        else { continue }
        let description = pango_font_describe(face)
        defer { pango_font_description_free(description) }
        if let family = pango_font_description_get_family(description) {
          families.append(String(cString: family))
        }
      } while pango_layout_iter_next_run(iterator) != 0
      return families
    }
  }
}
