import ListSpec

/// How an app image (`Image("name")`, `UIImage(named:)`) that the picture has no file for is
/// drawn: not a guess at the artwork but a neutral "an image goes here" — its frame (rounded
/// and clipped as the image would be) in a light grey, with a generic picture glyph of the
/// symbol stand-ins' icon font at its centre, the same for every name (specs/metrics.md,
/// `Image(_:)`). Each one is an `image-placeholder` note (``AssetImageCoverage``).
enum ImagePlaceholder {
  /// The tile: `systemGray` (the same in light and dark) at 23 %, so it reads as
  /// `systemGray5` on a white cell (#E5E5EA) and about `systemGray4` on a dark one, and stays
  /// grey on whatever colour the image sits on.
  static let background = RGBA(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 0.23)
  /// The glyph: `systemGray`, opaque.
  static let glyphColor = SystemColor.systemGray.light
  /// Material Icons' `image` (a framed landscape), the stand-in of SF Symbols' `photo`.
  static let ligature = "image"
  /// The glyph's em square against the tile's shorter side, and its largest em in points: a
  /// small mark in a large image, not a picture of its own.
  static let glyphRatio = 0.5
  static let maximumGlyph = 40.0
}
