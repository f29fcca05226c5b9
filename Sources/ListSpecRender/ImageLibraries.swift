import CPangoCairo
import ListSpec

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The libraries that decode an asset catalog's JPEG, SVG and PDF files, loaded with dlopen
/// the first time a picture draws such a file. Linked into the drawing library they added
/// 25 shared objects to every `render` and cost the examples 1.23× their render time
/// (`scripts/bench-examples`), though most pictures draw none of these files.
enum ImageLibraries {
  /// A library looked for by these file names, in turn (the Debian soname, Homebrew's).
  struct Library {
    let name: String
    let fileNames: [String]

    /// dlopen's handle, or nil when no file name loads.
    func open() -> UnsafeMutableRawPointer? {
      for fileName in fileNames {
        if let handle = dlopen(fileName, RTLD_NOW | RTLD_LOCAL) { return handle }
      }
      return nil
    }
  }

  static func homebrew(_ fileName: String) -> [String] {
    [fileName, "/opt/homebrew/lib/" + fileName, "/usr/local/lib/" + fileName]
  }

  static let turboJPEGLibrary = Library(
    name: "libturbojpeg",
    fileNames: ["libturbojpeg.so.0"] + homebrew("libturbojpeg.0.dylib"))
  static let rsvgLibrary = Library(
    name: "librsvg", fileNames: ["librsvg-2.so.2"] + homebrew("librsvg-2.2.dylib"))
  static let popplerLibrary = Library(
    name: "poppler-glib", fileNames: ["libpoppler-glib.so.8"] + homebrew("libpoppler-glib.8.dylib"))

  /// The function `name` of `handle` as `type`, or nil when it has none.
  static func symbol<Function>(
    _ handle: UnsafeMutableRawPointer, _ name: String, as type: Function.Type
  )
    -> Function?
  {
    dlsym(handle, name).map { unsafeBitCast($0, to: type) }
  }

  /// TurboJPEG's decompression API (turbojpeg.h).
  struct TurboJPEG {
    let initDecompress: @convention(c) () -> UnsafeMutableRawPointer?
    let decompressHeader3:
      @convention(c) (
        UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, UInt, UnsafeMutablePointer<Int32>?,
        UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?
      ) -> Int32
    let decompress2:
      @convention(c) (
        UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, UInt, UnsafeMutablePointer<UInt8>?,
        Int32, Int32, Int32, Int32, Int32
      ) -> Int32
    let destroy: @convention(c) (UnsafeMutableRawPointer?) -> Int32
    let getErrorCode: @convention(c) (UnsafeMutableRawPointer?) -> Int32

    /// `TJPF_BGRX` and `TJPF_XRGB` of `enum TJPF`, and `TJERR_WARNING` of `enum TJERR`.
    static let pixelFormatBGRX: Int32 = 3
    static let pixelFormatXRGB: Int32 = 5
    static let errorWarning: Int32 = 0
    /// `TJFLAG_LIMITSCANS` (libjpeg-turbo 2.1 and later; 3.0 reads the old API's flags
    /// too): a progressive JPEG of more than 500 scans is an error, not minutes of decoding.
    static let flagLimitScans: Int32 = 2048

    static func load() -> TurboJPEG? {
      guard let handle = turboJPEGLibrary.open(),
        let initDecompress = symbol(
          handle, "tjInitDecompress", as: (@convention(c) () -> UnsafeMutableRawPointer?).self),
        let decompressHeader3 = symbol(
          handle, "tjDecompressHeader3",
          as: (@convention(c) (
            UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, UInt, UnsafeMutablePointer<Int32>?,
            UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?,
            UnsafeMutablePointer<Int32>?
          ) -> Int32).self),
        let decompress2 = symbol(
          handle, "tjDecompress2",
          as: (@convention(c) (
            UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, UInt, UnsafeMutablePointer<UInt8>?,
            Int32, Int32, Int32, Int32, Int32
          ) -> Int32).self),
        let destroy = symbol(
          handle, "tjDestroy", as: (@convention(c) (UnsafeMutableRawPointer?) -> Int32).self),
        let getErrorCode = symbol(
          handle, "tjGetErrorCode", as: (@convention(c) (UnsafeMutableRawPointer?) -> Int32).self)
      else { return nil }
      return TurboJPEG(
        initDecompress: initDecompress, decompressHeader3: decompressHeader3,
        decompress2: decompress2, destroy: destroy, getErrorCode: getErrorCode)
    }
  }

  /// librsvg's loading and cairo rendering (rsvg.h, rsvg-cairo.h). A viewport
  /// (`RsvgRectangle`) is four doubles: x, y, width, height.
  struct Rsvg {
    typealias ErrorOut = UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
    let newFromData: @convention(c) (UnsafePointer<UInt8>?, UInt, ErrorOut) -> OpaquePointer?
    let intrinsicSizeInPixels:
      @convention(c) (OpaquePointer?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?)
        -> Int32
    let renderDocument:
      @convention(c) (OpaquePointer?, OpaquePointer?, UnsafePointer<Double>?, ErrorOut) -> Int32

    static func load() -> Rsvg? {
      guard let handle = rsvgLibrary.open(),
        let newFromData = symbol(
          handle, "rsvg_handle_new_from_data",
          as: (@convention(c) (UnsafePointer<UInt8>?, UInt, ErrorOut) -> OpaquePointer?).self),
        let intrinsicSizeInPixels = symbol(
          handle, "rsvg_handle_get_intrinsic_size_in_pixels",
          as: (@convention(c) (
            OpaquePointer?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?
          ) -> Int32).self),
        let renderDocument = symbol(
          handle, "rsvg_handle_render_document",
          as: (@convention(c) (OpaquePointer?, OpaquePointer?, UnsafePointer<Double>?, ErrorOut)
            -> Int32).self)
      else { return nil }
      return Rsvg(
        newFromData: newFromData, intrinsicSizeInPixels: intrinsicSizeInPixels,
        renderDocument: renderDocument)
    }
  }

  /// poppler-glib's documents and pages (poppler-document.h, poppler-page.h).
  struct Poppler {
    typealias ErrorOut = UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
    let documentNewFromBytes:
      @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, ErrorOut) -> OpaquePointer?
    let documentPageCount: @convention(c) (OpaquePointer?) -> Int32
    let documentPage: @convention(c) (OpaquePointer?, Int32) -> OpaquePointer?
    let pageSize:
      @convention(c) (OpaquePointer?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?)
        -> Void
    let pageRender: @convention(c) (OpaquePointer?, OpaquePointer?) -> Void

    static func load() -> Poppler? {
      guard let handle = popplerLibrary.open(),
        let documentNewFromBytes = symbol(
          handle, "poppler_document_new_from_bytes",
          as: (@convention(c) (OpaquePointer?, UnsafePointer<CChar>?, ErrorOut) -> OpaquePointer?)
            .self),
        let documentPageCount = symbol(
          handle, "poppler_document_get_n_pages",
          as: (@convention(c) (OpaquePointer?) -> Int32).self),
        let documentPage = symbol(
          handle, "poppler_document_get_page",
          as: (@convention(c) (OpaquePointer?, Int32) -> OpaquePointer?).self),
        let pageSize = symbol(
          handle, "poppler_page_get_size",
          as: (@convention(c) (
            OpaquePointer?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?
          ) -> Void).self),
        let pageRender = symbol(
          handle, "poppler_page_render",
          as: (@convention(c) (OpaquePointer?, OpaquePointer?) -> Void).self)
      else { return nil }
      return Poppler(
        documentNewFromBytes: documentNewFromBytes, documentPageCount: documentPageCount,
        documentPage: documentPage, pageSize: pageSize, pageRender: pageRender)
    }
  }

  // Loaded once, on first use; the function pointers are immutable afterwards (Sendable).
  static let turboJPEG = TurboJPEG.load()
  static let rsvg = Rsvg.load()
  static let poppler = Poppler.load()

  /// The library a file of `kind` needs when it cannot be loaded here, or nil (PNG is
  /// cairo's own).
  static func missing(for kind: AssetImage.Kind) -> Library? {
    switch kind {
    case .png: return nil
    case .jpeg: return turboJPEG == nil ? turboJPEGLibrary : nil
    case .svg: return rsvg == nil ? rsvgLibrary : nil
    case .pdf: return poppler == nil ? popplerLibrary : nil
    }
  }
}
