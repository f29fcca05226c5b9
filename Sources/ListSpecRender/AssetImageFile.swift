import CPangoCairo
import ListSpec

#if canImport(Glibc)
  import Glibc
#endif

/// An image file of the spec's asset catalogs, loaded once for drawing: PNG through cairo,
/// JPEG decoded by TurboJPEG, SVG and PDF kept as documents that librsvg and poppler draw
/// into cairo as vectors (so an SVG or PDF picture keeps them as vectors); those three
/// libraries are loaded when first needed (``ImageLibraries``). Owns its C objects and
/// frees them with itself.
final class AssetImageFile {
  private enum Content {
    case bitmap(OpaquePointer)
    case svg(OpaquePointer)
    case pdf(document: OpaquePointer, page: OpaquePointer)
  }

  private let content: Content
  /// The drawing's own size: pixels for a bitmap, points for a vector.
  private let width: Double
  private let height: Double

  /// Image files are read whole up to this size; the catalog reader has already limited
  /// their sides (``AssetImage/maximumPixelSide``).
  static let maximumFileBytes = 64 << 20

  /// Loads `variant`'s file, or nil when it cannot be read or decoded (it changed since the
  /// catalog was read, or its body is damaged): the image is then drawn as its placeholder.
  /// A bitmap is kept at no more than `target` pixels (the largest size the picture draws it
  /// at) when given: a JPEG is decoded scaled down by TurboJPEG, a PNG scaled down once
  /// decoded. Its own size stays the file's, which the drawing scales from.
  init?(_ variant: AssetImage.Variant, target: PixelSize? = nil) {
    switch variant.kind {
    case .png:
      let surface = cairo_image_surface_create_from_png(variant.path)
      guard let surface else { return nil }
      guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
        cairo_surface_destroy(surface)
        return nil
      }
      width = Double(cairo_image_surface_get_width(surface))
      height = Double(cairo_image_surface_get_height(surface))
      content = .bitmap(target.map { Self.scaledDown(surface, to: $0) } ?? surface)
    case .jpeg:
      guard let bytes = Self.read(variant.path),
        let (surface, size) = Self.decodeJPEG(bytes, target: target)
      else {
        return nil
      }
      content = .bitmap(surface)
      width = size.width
      height = size.height
    case .svg:
      guard let rsvg = ImageLibraries.rsvg, let bytes = Self.read(variant.path) else {
        return nil
      }
      var error: UnsafeMutablePointer<GError>?
      let handle = bytes.withUnsafeBufferPointer {
        rsvg.newFromData($0.baseAddress, UInt($0.count), &error)
      }
      if let error { g_error_free(error) }
      guard let handle else { return nil }
      var svgWidth = 0.0
      var svgHeight = 0.0
      let sized = rsvg.intrinsicSizeInPixels(handle, &svgWidth, &svgHeight) != 0
      // The catalog reader's size wins (it is the layout's); librsvg's is the fallback.
      let size =
        variant.pixelSize
        ?? (sized ? Size(width: svgWidth, height: svgHeight) : Size(width: 0, height: 0))
      content = .svg(handle)
      width = size.width
      height = size.height
    case .pdf:
      guard let poppler = ImageLibraries.poppler, let bytes = Self.read(variant.path) else {
        return nil
      }
      let data = bytes.withUnsafeBufferPointer { g_bytes_new($0.baseAddress, gsize($0.count)) }
      defer { g_bytes_unref(data) }
      var error: UnsafeMutablePointer<GError>?
      let document = poppler.documentNewFromBytes(data, nil, &error)
      if let error { g_error_free(error) }
      guard let document else { return nil }
      guard poppler.documentPageCount(document) > 0, let page = poppler.documentPage(document, 0)
      else {
        g_object_unref(UnsafeMutableRawPointer(document))
        return nil
      }
      var pageWidth = 0.0
      var pageHeight = 0.0
      poppler.pageSize(page, &pageWidth, &pageHeight)
      // poppler's own page size, not the one the catalog reader found in the file's text (a
      // decoy page box there could pass its check): a page near zero would be scaled past
      // what cairo draws, a huge one is not a picture's image.
      guard AssetImage.drawableVectorSides.contains(min(pageWidth, pageHeight)),
        AssetImage.drawableVectorSides.contains(max(pageWidth, pageHeight))
      else {
        g_object_unref(UnsafeMutableRawPointer(page))
        g_object_unref(UnsafeMutableRawPointer(document))
        return nil
      }
      content = .pdf(document: document, page: page)
      width = pageWidth
      height = pageHeight
    }
  }

  deinit {
    switch content {
    case .bitmap(let surface): cairo_surface_destroy(surface)
    case .svg(let handle): g_object_unref(UnsafeMutableRawPointer(handle))
    case .pdf(let document, let page):
      g_object_unref(UnsafeMutableRawPointer(page))
      g_object_unref(UnsafeMutableRawPointer(document))
    }
  }

  /// Draws the image stretched to fill `rect` (`Image("…").resizable()` in its frame, or a
  /// content image at its size), clipped to the frame's corner radius: a bitmap smoothly
  /// scaled, a vector drawn at the frame's size.
  func draw(into cr: OpaquePointer, in rect: LayoutRect, clip: (LayoutRect) -> Void) {
    guard rect.width > 0, rect.height > 0 else { return }
    cairo_save(cr)
    clip(rect)
    cairo_clip(cr)
    cairo_translate(cr, rect.x, rect.y)
    switch content {
    case .bitmap(let surface):
      // The surface's own pixels: fewer than the file's when kept scaled down.
      let surfaceWidth = Double(cairo_image_surface_get_width(surface))
      let surfaceHeight = Double(cairo_image_surface_get_height(surface))
      guard surfaceWidth > 0, surfaceHeight > 0 else { break }
      cairo_scale(cr, rect.width / surfaceWidth, rect.height / surfaceHeight)
      cairo_set_source_surface(cr, surface, 0, 0)
      cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
      cairo_paint(cr)
    case .svg(let handle):
      // Without a size of its own the document is fitted to the frame, keeping its ratio.
      var viewport = [0, 0, rect.width, rect.height]
      if width > 0, height > 0 {
        cairo_scale(cr, rect.width / width, rect.height / height)
        viewport = [0, 0, width, height]
      }
      var error: UnsafeMutablePointer<GError>?
      _ = ImageLibraries.rsvg?.renderDocument(handle, cr, viewport, &error)
      if let error { g_error_free(error) }
    case .pdf(_, let page):
      guard width > 0, height > 0 else { break }
      cairo_scale(cr, rect.width / width, rect.height / height)
      ImageLibraries.poppler?.pageRender(page, cr)
    }
    cairo_restore(cr)
  }

  static func read(_ path: String) -> [UInt8]? {
    guard case .success(let bytes) = ListSpecLoader.readFile(path, limit: maximumFileBytes) else {
      return nil
    }
    return bytes
  }

  /// `surface` scaled down to `target` (a new surface; `surface` is destroyed), or itself
  /// when it is not at least twice the target's pixels.
  private static func scaledDown(_ surface: OpaquePointer, to target: PixelSize) -> OpaquePointer {
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let scale = min(
      1, max(Double(target.width) / Double(width), Double(target.height) / Double(height)))
    let scaledWidth = max(1, Int((Double(width) * scale).rounded(.up)))
    let scaledHeight = max(1, Int((Double(height) * scale).rounded(.up)))
    guard scaledWidth * scaledHeight * 2 <= width * height,
      let scaled = cairo_image_surface_create(
        cairo_image_surface_get_format(surface), Int32(scaledWidth), Int32(scaledHeight)),
      cairo_surface_status(scaled) == CAIRO_STATUS_SUCCESS
    else { return surface }
    let cr = cairo_create(scaled)!
    cairo_scale(cr, Double(scaledWidth) / Double(width), Double(scaledHeight) / Double(height))
    cairo_set_source_surface(cr, surface, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_paint(cr)
    cairo_destroy(cr)
    cairo_surface_destroy(surface)
    return scaled
  }

  /// The JPEG scaling factor, in eighths, that TurboJPEG decodes a `width` × `height` image
  /// at to cover `target`: the smallest at least as large (8, the whole image, without one).
  static func jpegEighths(width: Int, height: Int, target: PixelSize?) -> Int {
    guard let target else { return 8 }
    for eighths in 1...8 {
      let scaledWidth = (width * eighths + 7) / 8
      let scaledHeight = (height * eighths + 7) / 8
      if scaledWidth >= target.width, scaledHeight >= target.height { return eighths }
    }
    return 8
  }

  /// At most this many scans in a JPEG: each is a pass over the whole image, and a camera's
  /// or an editor's progressive JPEG has about ten (a 1,000-scan one took 96 s to draw).
  static let maximumJPEGScans = 100

  /// The start-of-scan markers (FF DA) in a JPEG's bytes: entropy-coded data never holds one
  /// (an FF there is followed by 00 or a restart marker), so each is a scan.
  static func jpegScanCount(_ bytes: [UInt8]) -> Int {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return 0 }
      var count = 0
      var offset = 0
      while offset + 1 < buffer.count,
        let found = memchr(base + offset, 0xFF, buffer.count - offset - 1)
      {
        let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        if base[at + 1] == 0xDA { count += 1 }
        offset = at + 1
      }
      return count
    }
  }

  /// A JPEG as a cairo RGB24 surface, decoded at the smallest scale that covers `target`,
  /// and the JPEG's own size: TurboJPEG writes each pixel as cairo keeps it in memory (B, G,
  /// R, unused on a little-endian machine). A JPEG of more than ``maximumJPEGScans`` scans is
  /// refused before decoding: `TJFLAG_LIMITSCANS` is passed too, but libjpeg-turbo 2.1.5
  /// decoded a 1,000-scan file with it all the same.
  private static func decodeJPEG(_ bytes: [UInt8], target: PixelSize?) -> (
    OpaquePointer, Size
  )? {
    guard jpegScanCount(bytes) <= maximumJPEGScans, let jpeg = ImageLibraries.turboJPEG,
      let decoder = jpeg.initDecompress()
    else {
      return nil
    }
    defer { _ = jpeg.destroy(decoder) }
    var width: Int32 = 0
    var height: Int32 = 0
    var subsampling: Int32 = 0
    var colorspace: Int32 = 0
    let size = UInt(bytes.count)
    let header = bytes.withUnsafeBufferPointer {
      jpeg.decompressHeader3(
        decoder, $0.baseAddress, size, &width, &height, &subsampling, &colorspace)
    }
    guard header == 0, width > 0, height > 0,
      max(width, height) <= Int32(AssetImage.maximumPixelSide)
    else { return nil }
    let eighths = jpegEighths(width: Int(width), height: Int(height), target: target)
    let scaledWidth = Int32((Int(width) * eighths + 7) / 8)
    let scaledHeight = Int32((Int(height) * eighths + 7) / 8)
    let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, scaledWidth, scaledHeight)
    guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      if let surface { cairo_surface_destroy(surface) }
      return nil
    }
    cairo_surface_flush(surface)
    let stride = cairo_image_surface_get_stride(surface)
    #if _endian(little)
      let format = ImageLibraries.TurboJPEG.pixelFormatBGRX
    #else
      let format = ImageLibraries.TurboJPEG.pixelFormatXRGB
    #endif
    let decoded = bytes.withUnsafeBufferPointer {
      jpeg.decompress2(
        decoder, $0.baseAddress, size, cairo_image_surface_get_data(surface), scaledWidth,
        stride, scaledHeight, format, ImageLibraries.TurboJPEG.flagLimitScans)
    }
    // A warning (a file cut short of its end marker, say) still decodes the image, as
    // UIKit draws it.
    guard decoded == 0 || jpeg.getErrorCode(decoder) == ImageLibraries.TurboJPEG.errorWarning else {
      cairo_surface_destroy(surface)
      return nil
    }
    cairo_surface_mark_dirty(surface)
    return (surface, Size(width: Double(width), height: Double(height)))
  }

  /// The pixels a PDF's image objects decode to, added up (nil: a size not written plainly;
  /// 0 for a file that cannot be read, which loading finds and notes).
  static func pdfImagePixels(_ path: String) -> Double? {
    guard let bytes = read(path) else { return 0 }
    return bytes.withUnsafeBufferPointer { ImageHeader.pdfImagePixels($0) }
  }
}

/// A size in whole pixels.
struct PixelSize: Hashable {
  var width: Int
  var height: Int
}

/// The asset image files one picture draws, each read once (nil: it cannot be read now, or
/// the picture's pixel budget is spent, and it is drawn as its placeholder), and at no more
/// pixels than the picture draws it at. Used from the one thread that draws the picture.
///
/// Planned from the picture's layout (``init(planning:scale:)``), which files are decoded
/// is decided before any is, in tree order, so the painter and the `image-placeholder` notes
/// (``AssetImageCoverage``) agree on which image is left out.
final class AssetImageFiles {
  /// The pixels one picture decodes for its image files, in all: two images of the
  /// largest side (8192 × 8192), 512 MiB at cairo's four bytes a pixel. A PDF counts the
  /// images poppler decodes for it, a JPEG the pixels it is decoded at.
  static let maximumDecodedPixels = 2 * AssetImage.maximumPixelSide * AssetImage.maximumPixelSide

  private var files: [String: AssetImageFile?] = [:]
  private var loads: [String: Bool] = [:]
  /// The pixels each file is drawn at, at most, by path (planned pictures only).
  private var targets: [String: PixelSize] = [:]
  /// Why a file is not decoded, by path, and the pixels the admitted ones decode.
  private var refusals: [String: String] = [:]
  private var admitted: Set<String> = []
  private var decodedPixels = 0.0

  /// Files are admitted as they are first asked for, decoded at their own size.
  init() {}

  /// Plans the files `root`'s image nodes draw at `scale` pixels a point.
  init(planning root: LayoutNode, scale: Double) {
    var order: [AssetImage.Variant] = []
    func visit(_ node: LayoutNode) {
      if node.kind == .image, let variant = node.assetImage?.variant(scale: scale) {
        let width = Self.pixels(node.frame.width * scale)
        let height = Self.pixels(node.frame.height * scale)
        if let known = targets[variant.path] {
          targets[variant.path] = PixelSize(
            width: max(known.width, width), height: max(known.height, height))
        } else {
          targets[variant.path] = PixelSize(width: width, height: height)
          order.append(variant)
        }
      }
      for child in node.children { visit(child) }
    }
    visit(root)
    for variant in order { admit(variant) }
  }

  private static func pixels(_ points: Double) -> Int {
    guard points.isFinite, points > 1 else { return 1 }
    return Int(min(points.rounded(.up), Double(AssetImage.maximumPixelSide)))
  }

  /// Decides whether `variant`'s file fits in what is left of the budget.
  private func admit(_ variant: AssetImage.Variant) {
    guard !admitted.contains(variant.path), refusals[variant.path] == nil else { return }
    let target = targets[variant.path]
    var pixels = 0.0
    switch variant.kind {
    case .svg: break
    case .png:
      pixels = (variant.pixelSize?.width ?? 0) * (variant.pixelSize?.height ?? 0)
    case .jpeg:
      if let bytes = AssetImageFile.read(variant.path) {
        let scans = AssetImageFile.jpegScanCount(bytes)
        guard scans <= AssetImageFile.maximumJPEGScans else {
          refusals[variant.path] =
            "its JPEG file has \(scans) scans, past the \(AssetImageFile.maximumJPEGScans) listspec decodes (each is a pass over the whole image)"
          return
        }
      }
      let width = Int(variant.pixelSize?.width ?? 0)
      let height = Int(variant.pixelSize?.height ?? 0)
      let eighths = AssetImageFile.jpegEighths(width: width, height: height, target: target)
      pixels = Double((width * eighths + 7) / 8) * Double((height * eighths + 7) / 8)
    case .pdf:
      guard let images = AssetImageFile.pdfImagePixels(variant.path) else {
        refusals[variant.path] =
          "its PDF holds an image whose /Width or /Height is not a plain number, which listspec does not decode"
        return
      }
      pixels = images
    }
    guard decodedPixels + pixels <= Double(Self.maximumDecodedPixels) else {
      refusals[variant.path] =
        "its \(variant.kind.rawValue.uppercased()) file decodes to \(Int(pixels)) pixels, past the \(Self.maximumDecodedPixels) listspec decodes for one picture's images (\(Int(decodedPixels)) already)"
      return
    }
    decodedPixels += pixels
    admitted.insert(variant.path)
  }

  /// Why `variant`'s file is not decoded for this picture, or nil when it is.
  func refusal(_ variant: AssetImage.Variant) -> String? {
    admit(variant)
    return refusals[variant.path]
  }

  func file(_ variant: AssetImage.Variant) -> AssetImageFile? {
    if let cached = files[variant.path] { return cached }
    let file =
      refusal(variant) == nil ? AssetImageFile(variant, target: targets[variant.path]) : nil
    files[variant.path] = file
    return file
  }

  /// Whether `variant`'s file is decoded, without keeping it (the notes' check).
  func loads(_ variant: AssetImage.Variant) -> Bool {
    if let known = loads[variant.path] { return known }
    let loaded =
      refusal(variant) == nil && AssetImageFile(variant, target: targets[variant.path]) != nil
    loads[variant.path] = loaded
    return loaded
  }
}
