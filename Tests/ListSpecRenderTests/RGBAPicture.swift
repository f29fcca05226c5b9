import CPangoCairo
import XCTest

/// A PNG read back with cairo: straight 0…255 RGBA rows.
struct RGBAPicture {
  var width: Int
  var height: Int
  /// B, G, R, A per pixel (cairo's ARGB32 on a little-endian machine), premultiplied.
  var bytes: [UInt8]

  init(png: [UInt8]) throws {
    final class ReadBox {
      let bytes: [UInt8]
      var offset = 0
      init(bytes: [UInt8]) { self.bytes = bytes }
    }
    let box = ReadBox(bytes: png)
    let surface = try XCTUnwrap(
      cairo_image_surface_create_from_png_stream(
        { closure, data, length in
          let box = Unmanaged<ReadBox>.fromOpaque(closure!).takeUnretainedValue()
          let count = Int(length)
          guard box.offset + count <= box.bytes.count else { return CAIRO_STATUS_READ_ERROR }
          for index in 0..<count { data![index] = box.bytes[box.offset + index] }
          box.offset += count
          return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(box).toOpaque()))
    defer { cairo_surface_destroy(surface) }
    XCTAssertEqual(cairo_surface_status(surface), CAIRO_STATUS_SUCCESS)
    cairo_surface_flush(surface)
    width = Int(cairo_image_surface_get_width(surface))
    height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = try XCTUnwrap(cairo_image_surface_get_data(surface))
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<(width * 4) { bytes[y * width * 4 + x] = data[y * stride + x] }
    }
    self.bytes = bytes
  }

  func pixel(x: Int, y: Int) -> (red: Int, green: Int, blue: Int) {
    let offset = (y * width + x) * 4
    return (Int(bytes[offset + 2]), Int(bytes[offset + 1]), Int(bytes[offset]))
  }
}
