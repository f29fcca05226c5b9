import ListSpec

/// Named images (`Image("…")`, `UIImage(named:)`) that a picture draws as the image
/// placeholder (``ImagePlaceholder``): each is an `image-placeholder` note, so a picture never
/// shows an app image's absence silently — whether the spec names no asset catalog, or its
/// catalogs lack the set or a file of it.
public enum AssetImageCoverage {
  /// The reason given for every named image of a spec without `assets`.
  static let noCatalogReason =
    "the spec names no asset catalog; add 'assets:' with the app's .xcassets to draw the image set"

  /// The notes for every named image of `layout` drawn as a placeholder at `scale` pixels
  /// per point, in tree order, one per name and place.
  public static func diagnostics(
    for layout: ListLayout, spec: ListSpecDocument, scale: Double, path: String = ""
  ) -> [Diagnostic] {
    let hasCatalogs = spec.assets.range != nil
    var sources = DrawnSources(spec: spec)
    // The painter's plan: the same files are left out of the picture's pixel budget.
    let files = AssetImageFiles(planning: layout.root, scale: scale)
    return sources.namedNotes(
      on: .image, in: layout,
      reason: { node, _ in
        guard hasCatalogs else { return noCatalogReason }
        if let variant = node.assetImage?.variant(scale: scale),
          ImageLibraries.missing(for: variant.kind) == nil,
          let refusal = files.refusal(variant)
        {
          return refusal
        }
        return placeholderReason(node.assetImage, scale: scale, loads: files.loads)
      },
      note: { name, reason, source in
        .imagePlaceholder(
          name, reason: reason, range: source.range, path: path, producedBy: source.producedBy)
      })
  }

  /// Why the painter draws `image` as its placeholder at `scale`, or nil when it draws the
  /// file; `loads` tells whether a file can be read and decoded now.
  static func placeholderReason(
    _ image: AssetImage?, scale: Double, loads: (AssetImage.Variant) -> Bool
  ) -> String? {
    guard let image else { return "the asset catalogs have no image set of that name" }
    guard let variant = image.variant(scale: scale) else {
      return "its image set has no file for this device and appearance"
    }
    if let library = ImageLibraries.missing(for: variant.kind) {
      return
        "its \(variant.kind.rawValue.uppercased()) file needs \(library.name), which is not installed (scripts/setup installs it)"
    }
    guard loads(variant) else {
      return
        "its \(variant.kind.rawValue.uppercased()) file cannot be read or decoded now (\(variant.path))"
    }
    return nil
  }
}
