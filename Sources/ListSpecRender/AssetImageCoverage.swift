import ListSpec

/// Named images (`Image("…")`) of a spec with asset catalogs that a picture draws as the
/// placeholder: each is an `image-placeholder` note, so a picture never shows an app image's
/// absence silently. A spec without `assets` has nothing to draw them from, and says so once
/// in the format's documentation, not per image.
public enum AssetImageCoverage {
  /// The notes for every named image of `layout` drawn as a placeholder at `scale` pixels
  /// per point, in tree order, one per name and place.
  public static func diagnostics(
    for layout: ListLayout, spec: ListSpecDocument, scale: Double, path: String = ""
  ) -> [Diagnostic] {
    guard spec.assets.range != nil else { return [] }
    var sources = DrawnSources(spec: spec)
    return sources.symbolNotes(
      in: layout,
      reason: { node, _ in
        node.isNamedImage ? placeholderReason(node.assetImage, scale: scale) : nil
      },
      note: { name, reason, source in
        .imagePlaceholder(
          name, reason: reason, range: source.range, path: path, producedBy: source.producedBy)
      })
  }

  /// Why the painter draws `image` as its placeholder at `scale`, or nil when it draws the
  /// file (a PNG).
  static func placeholderReason(_ image: AssetImage?, scale: Double) -> String? {
    guard let image else { return "the asset catalogs have no image set of that name" }
    guard let variant = image.variant(scale: scale) else {
      return "its image set has no file for this appearance"
    }
    switch variant.kind {
    case .png: return nil
    case .jpeg: return "its file is a JPEG, which listspec does not draw (save it as PNG)"
    case .pdf, .svg:
      return
        "its file is a \(variant.kind.rawValue.uppercased()) vector, which listspec does not draw (add PNG files at 1x–3x)"
    }
  }
}
