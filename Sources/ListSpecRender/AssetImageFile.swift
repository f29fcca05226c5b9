import CPangoCairo
import ListSpec

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
  init?(_ variant: AssetImage.Variant) {
    switch variant.kind {
    case .png:
      let surface = cairo_image_surface_create_from_png(variant.path)
      guard let surface else { return nil }
      guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
        cairo_surface_destroy(surface)
        return nil
      }
      content = .bitmap(surface)
      width = Double(cairo_image_surface_get_width(surface))
      height = Double(cairo_image_surface_get_height(surface))
    case .jpeg:
      guard let bytes = Self.read(variant.path), let surface = Self.decodeJPEG(bytes) else {
        return nil
      }
      content = .bitmap(surface)
      width = Double(cairo_image_surface_get_width(surface))
      height = Double(cairo_image_surface_get_height(surface))
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
      guard width > 0, height > 0 else { break }
      cairo_scale(cr, rect.width / width, rect.height / height)
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

  private static func read(_ path: String) -> [UInt8]? {
    guard case .success(let bytes) = ListSpecLoader.readFile(path, limit: maximumFileBytes) else {
      return nil
    }
    return bytes
  }

  /// A JPEG as a cairo RGB24 surface: TurboJPEG writes each pixel as cairo keeps it in
  /// memory (B, G, R, unused on a little-endian machine).
  private static func decodeJPEG(_ bytes: [UInt8]) -> OpaquePointer? {
    guard let jpeg = ImageLibraries.turboJPEG, let decoder = jpeg.initDecompress() else {
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
    let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height)
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
        decoder, $0.baseAddress, size, cairo_image_surface_get_data(surface), width, stride,
        height, format, 0)
    }
    // A warning (a file cut short of its end marker, say) still decodes the image, as
    // UIKit draws it.
    guard decoded == 0 || jpeg.getErrorCode(decoder) == ImageLibraries.TurboJPEG.errorWarning else {
      cairo_surface_destroy(surface)
      return nil
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }
}

/// The asset image files one picture draws, each read once (nil: it cannot be read now, and
/// is drawn as its placeholder). Used from the one thread that draws the picture.
final class AssetImageFiles {
  private var files: [String: AssetImageFile?] = [:]

  func file(_ variant: AssetImage.Variant) -> AssetImageFile? {
    if let cached = files[variant.path] { return cached }
    let file = AssetImageFile(variant)
    files[variant.path] = file
    return file
  }
}
