#if canImport(Glibc)
  import Glibc
#endif
/// A colour set of an asset catalog (`Name.colorset`), converted to sRGB: its light
/// (or any-appearance) value and its dark one, when the set has a `luminosity: dark` entry,
/// as an iPhone shows them, and an iPad's when its entries differ.
public struct AssetColor: Sendable, Hashable {
  /// A device's light value and its dark one (nil: the light value in dark mode too).
  public struct Values: Sendable, Hashable {
    public var light: RGBA
    public var dark: RGBA?

    public init(light: RGBA, dark: RGBA? = nil) {
      self.light = light
      self.dark = dark
    }
  }

  /// The set's name: the folder name without `.colorset`, as `UIColor(named:)` takes it.
  public var name: String
  /// The value an iPhone shows in light mode.
  public var light: RGBA
  /// The value an iPhone shows in dark mode; nil when it is `light`.
  public var dark: RGBA?
  /// What an iPad shows, when the set's `ipad` entries make it differ from an iPhone.
  public var pad: Values?

  public init(name: String, light: RGBA, dark: RGBA? = nil, pad: Values? = nil) {
    self.name = name
    self.light = light
    self.dark = dark
    self.pad = pad
  }

  /// The value UIKit picks for the trait collection's user interface style and idiom.
  public func resolved(dark isDark: Bool, idiom: DevicePreset.Idiom = .phone) -> RGBA {
    if idiom == .pad, let pad { return isDark ? pad.dark ?? pad.light : pad.light }
    return isDark ? dark ?? light : light
  }
}

/// An image set of an asset catalog (`name.imageset`): its files by scale and appearance.
public struct AssetImage: Sendable, Hashable {
  /// The set's name: the folder name without `.imageset`, as `UIImage(named:)` takes it.
  public var name: String
  public var variants: [Variant]

  /// One file of the set.
  public struct Variant: Sendable, Hashable {
    /// The file, as a path the spec's reader can open (the catalog's path joined with the
    /// file name).
    public var path: String
    /// `1`, `2` or `3`; nil for a single-scale (vector) entry, which serves every scale.
    public var scale: Int?
    public var isDark: Bool
    /// The device the file is for: nil for `universal`, else `.phone` (`iphone`) or `.pad`.
    public var idiom: DevicePreset.Idiom?
    public var kind: Kind
    /// The bitmap's size in pixels (read from its header); a vector's (single-scale) size in
    /// points, nil when its PDF page box could not be read.
    public var pixelSize: Size?

    public init(
      path: String, scale: Int?, isDark: Bool, idiom: DevicePreset.Idiom? = nil, kind: Kind,
      pixelSize: Size?
    ) {
      self.path = path
      self.scale = scale
      self.isDark = isDark
      self.idiom = idiom
      self.kind = kind
      self.pixelSize = pixelSize
    }
  }

  /// What the file holds, from its extension.
  public enum Kind: String, Sendable, Hashable {
    case png, jpeg, pdf, svg

    /// PDF and SVG, which pictures draw as vectors.
    public var isVector: Bool { self == .pdf || self == .svg }
  }

  public init(name: String, variants: [Variant]) {
    self.name = name
    self.variants = variants
  }

  /// Image files are drawn up to this many pixels a side (a 3x photo is 4032 × 3024): a
  /// header may claim any size, and drawing decodes the whole image.
  public static let maximumPixelSide = 8192
  /// The sides, in points, of a vector image (PDF or SVG) listspec draws: a side near zero
  /// would scale it past what cairo can draw.
  public static let drawableVectorSides = 0.01...Double(maximumPixelSide)

  /// The file UIKit loads for a screen of `scale` in light or dark mode on a device of
  /// `idiom` (``forScreen(dark:idiom:)``): the exact scale, else the next larger one (drawn
  /// smaller), else the largest smaller one, and a single-scale entry last.
  public func variant(scale: Double, dark isDark: Bool, idiom: DevicePreset.Idiom = .phone)
    -> Variant?
  {
    forScreen(dark: isDark, idiom: idiom).variant(scale: scale)
  }

  /// ``variant(scale:dark:)`` among all the set's files (a set already taken for an
  /// appearance).
  public func variant(scale: Double) -> Variant? {
    let candidates = variants
    let wanted = Int(scale.rounded(.up))
    let scaled = candidates.filter { $0.scale != nil }
    if let exact = scaled.first(where: { $0.scale == wanted }) { return exact }
    if let larger = scaled.filter({ $0.scale! > wanted }).min(by: { $0.scale! < $1.scale! }) {
      return larger
    }
    if let smaller = scaled.max(by: { $0.scale! < $1.scale! }) { return smaller }
    return candidates.first
  }

  /// The set as a screen in light or dark mode on a device of `idiom` sees it: the files for
  /// that device when the set has any (`iphone`, `ipad`), else the universal ones — another
  /// device's files never load (U: the precedence of device over universal files is
  /// inferred from Xcode's catalog editor, not measured) — and of those, that appearance's
  /// files, or the any-appearance ones when it has none.
  public func forScreen(dark isDark: Bool, idiom: DevicePreset.Idiom) -> AssetImage {
    let forDevice = variants.filter { $0.idiom == idiom }
    let ofIdiom = forDevice.isEmpty ? variants.filter { $0.idiom == nil } : forDevice
    let ofAppearance = ofIdiom.filter { $0.isDark == isDark }
    return AssetImage(
      name: name, variants: ofAppearance.isEmpty ? ofIdiom.filter { !$0.isDark } : ofAppearance)
  }

  /// The image's size in points for `variant`: its pixels over its scale (a vector's own
  /// size, whatever scale it is listed at).
  public func pointSize(of variant: Variant) -> Size? {
    guard let pixels = variant.pixelSize else { return nil }
    let scale = variant.kind.isVector ? 1 : Double(variant.scale ?? 1)
    return Size(width: pixels.width / scale, height: pixels.height / scale)
  }
}

/// The colour and image sets of a spec's `assets:` catalogs, by name. Where two catalogs
/// define a name, the first listed wins, as in an app bundle that merges them.
public struct AssetCatalogs: Sendable, Hashable {
  public var colors: [String: AssetColor] = [:]
  public var images: [String: AssetImage] = [:]
  /// Where `assets:` is written, for problems found with the catalogs as a whole.
  public var range: SourceRange?

  public init() {}

  public var isEmpty: Bool { colors.isEmpty && images.isEmpty }

  /// The app's tint, which `tintColor` and `accentColor` are drawn in: the `AccentColor`
  /// colour set (``ListMetrics/accentColorSetName``), when the catalogs have one.
  public var accentColor: AssetColor? { colors[ListMetrics.accentColorSetName] }
}

extension AssetCatalogs {
  /// The catalogs at `paths`, written as a spec's `assets:` writes them, read as it reads
  /// them: relative to the folder of the spec at `specPath`, a name of an earlier catalog
  /// before a later one's. Problems are left out; loading the spec reports them, located.
  /// Only catalogs in the spec's folder are read, as loading reads them by default.
  public init(reading paths: [String], relativeTo specPath: String) {
    self.init()
    var session = AssetCatalogReader.Session()
    for written in paths
    where !written.isEmpty && Self.isInSpecFolder(written, relativeTo: specPath) {
      _ = AssetCatalogReader.read(
        Self.path(of: written, relativeTo: specPath), shown: written, into: &self,
        session: &session)
    }
  }

  /// Whether the catalog path `written` in the spec at `specPath` stays in the spec's folder
  /// (the current folder for a spec without one): not absolute, no `..` leaving it, and,
  /// when it exists, no symbolic link out of it.
  static func isInSpecFolder(_ written: String, relativeTo specPath: String) -> Bool {
    guard !written.hasPrefix("/") else { return false }
    var depth = 0
    for component in written.split(separator: "/") where component != "." {
      depth += component == ".." ? -1 : 1
      if depth < 0 { return false }
    }
    let directory = directory(of: specPath)
    let folder = directory.isEmpty ? "." : directory
    guard let root = realpath(folder, nil) else { return true }
    defer { free(root) }
    return AssetCatalogReader.isInside(
      path(of: written, relativeTo: specPath), root: String(cString: root))
  }

  /// A catalog path as the spec at `specPath` writes it, made relative to the spec's folder.
  static func path(of written: String, relativeTo specPath: String) -> String {
    let directory = Self.directory(of: specPath)
    return written.hasPrefix("/") || directory.isEmpty ? written : directory + "/" + written
  }

  /// The folder of the spec at `path` ("" for a bare file name or `<input>`).
  static func directory(of path: String) -> String {
    guard !path.hasPrefix("<"), let slash = path.lastIndex(of: "/") else { return "" }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
