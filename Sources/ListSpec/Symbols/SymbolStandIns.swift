/// Open stand-ins for SF Symbols. Apple's symbols may not be redistributed, so a symbol is
/// drawn with a glyph of Material Icons (Google's icon font, Apache-2.0, Debian's
/// `fonts-material-design-icons-iconfont`, which `scripts/setup` installs), chosen by its
/// ligature name: a stand-in of the same meaning and fill, never Apple's artwork
/// (specs/symbols.md). Names the table does not hold are drawn as the placeholder and reported
/// as `symbol-placeholder` notes by `render`.
package enum SymbolStandIns {
  /// The font family the glyphs are drawn in.
  package static let fontFamily = "Material Icons"

  /// A shape drawn around the glyph, for `.circle` and `.square` names the table does not
  /// list: the enclosure in the tint, the glyph smaller inside it (cut out of a filled one).
  package enum Enclosure: String, Sendable, Hashable {
    case circle
    case circleFill
    case square
    case squareFill
  }

  /// How one SF Symbol name is drawn.
  package struct Glyph: Sendable, Hashable {
    /// The Material Icons ligature name (`star_border`), shaped into one glyph.
    package var ligature: String
    /// The shape around the glyph, or nil when the glyph is the whole symbol.
    package var enclosure: Enclosure?
    /// Whether the table lists the name itself, rather than the name without its `.fill`,
    /// `.circle` or `.square` part (the nearest the font has).
    package var isListed: Bool
    /// A `.badge` name the table does not list (`bell.badge.fill`): its base glyph with SF
    /// Symbols' dot at the top trailing corner, cut out of the glyph.
    package var hasBadgeDot = false
  }

  /// The glyph that stands in for `name`: the table's, else the one of the name without its
  /// enclosure (`trash.circle.fill` is `trash` in a filled circle), else its filled or
  /// outline twin (the font has one style). Nil when none is known.
  package static func glyph(for name: String) -> Glyph? {
    if let ligature = table[name] {
      return Glyph(ligature: ligature, enclosure: nil, isListed: true)
    }
    let enclosures: [(String, Enclosure)] = [
      (".circle.fill", .circleFill), (".square.fill", .squareFill), (".circle", .circle),
      (".square", .square),
    ]
    for (suffix, enclosure) in enclosures where name.hasSuffix(suffix) {
      let base = String(name.dropLast(suffix.count))
      if let ligature = table[base] ?? table[base + ".fill"] {
        return Glyph(ligature: ligature, enclosure: enclosure, isListed: false)
      }
    }
    if name.hasSuffix(".fill"), let ligature = table[String(name.dropLast(".fill".count))] {
      return Glyph(ligature: ligature, enclosure: nil, isListed: false)
    }
    if let ligature = table[name + ".fill"] {
      return Glyph(ligature: ligature, enclosure: nil, isListed: false)
    }
    // `bell.badge` and `bell.badge.fill`: the bell with a dot (no font glyph has SF's).
    for suffix in [".badge", ".badge.fill"] where name.hasSuffix(suffix) {
      let base = String(name.dropLast(suffix.count)) + (suffix.hasSuffix(".fill") ? ".fill" : "")
      if var glyph = glyph(for: base) {
        glyph.isListed = false
        glyph.hasBadgeDot = true
        return glyph
      }
    }
    return nil
  }

  /// Whether a symbol of this name points in the reading direction and is drawn mirrored in
  /// a right-to-left list, as SF Symbols' `forward`, `backward`, `leading` and `trailing`
  /// names are (`chevron.right` is not).
  package static func isDirectional(_ name: String) -> Bool {
    name.split(separator: ".").contains {
      $0 == "forward" || $0 == "backward" || $0 == "leading" || $0 == "trailing"
    }
  }

  /// Every SF Symbol name the table lists, in its order, with its ligature.
  ///
  /// The table is data, `SymbolStandIns.txt` beside this file, which SwiftPM embeds in the
  /// library as bytes (`resources: [.embedInCode(…)]`): a name and a ligature a line, `#`
  /// starting a comment.
  package static let entries: [(name: String, ligature: String)] = String(
    decoding: PackageResources.SymbolStandIns_txt, as: UTF8.self
  )
  .split(separator: "\n")
  .compactMap { line in
    guard !line.hasPrefix("#") else { return nil }
    let parts = line.split(separator: " ")
    // The file is ours and checked by SymbolStandInTests; a broken line is a build mistake.
    precondition(parts.count == 2, "SymbolStandIns.txt: not 'name ligature': \(line)")
    return (String(parts[0]), String(parts[1]))
  }

  static let table: [String: String] = Dictionary(
    entries.map { ($0.name, $0.ligature) }, uniquingKeysWith: { first, _ in first })
}
