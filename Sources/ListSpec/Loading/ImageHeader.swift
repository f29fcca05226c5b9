#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Image sizes from file headers, without decoding the pixels.
enum ImageHeader {
  /// Width and height from a PNG's IHDR chunk (bytes 16–23).
  static func pngSize(_ data: Data) -> Size? {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    let bytes = [UInt8](data.prefix(24))
    guard bytes.count == 24, Array(bytes[0..<8]) == signature,
      bytes[12...15].elementsEqual("IHDR".utf8)
    else { return nil }
    func big(_ start: Int) -> Int {
      bytes[start..<start + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    let width = big(16)
    let height = big(20)
    guard width > 0, height > 0 else { return nil }
    return Size(width: Double(width), height: Double(height))
  }

  /// Width and height from a JPEG's first start-of-frame marker.
  static func jpegSize(_ data: Data) -> Size? {
    let bytes = [UInt8](data)
    guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
    var index = 2
    while index + 9 < bytes.count {
      guard bytes[index] == 0xFF else { return nil }
      let marker = bytes[index + 1]
      let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
      // SOF0–SOF15 carry the size, except DHT (C4), JPG (C8) and DAC (CC).
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
        let width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
        guard width > 0, height > 0 else { return nil }
        return Size(width: Double(width), height: Double(height))
      }
      guard length >= 2 else { return nil }
      index += 2 + length
    }
    return nil
  }
}

extension ImageHeader {
  /// The size an SVG gives its root element, in points (Xcode draws a user unit, a CSS
  /// pixel, as a point): `width` and `height` in absolute units, else the `viewBox`'s, one
  /// completing the other when only one is written. Relative lengths (`100%`, `em`) are left
  /// to the `viewBox`.
  static func svgSize(_ data: Data) -> Size? {
    let text = String(decoding: data, as: UTF8.self)
    guard let attributes = svgRootAttributes(text) else { return nil }
    let width = attributes["width"].flatMap(cssPixels)
    let height = attributes["height"].flatMap(cssPixels)
    var box: Size?
    if let numbers = attributes["viewBox"].map(numbers), numbers.count == 4,
      numbers[2] > 0, numbers[3] > 0
    {
      box = Size(width: numbers[2], height: numbers[3])
    }
    switch (width, height, box) {
    case (let width?, let height?, _): return valid(Size(width: width, height: height))
    case (let width?, nil, let box?):
      return valid(Size(width: width, height: width * box.height / box.width))
    case (nil, let height?, let box?):
      return valid(Size(width: height * box.width / box.height, height: height))
    case (nil, nil, let box?): return valid(box)
    default: return nil
    }
  }

  /// The first page's size in points as poppler draws it: its `/CropBox`, else its
  /// `/MediaBox` (`[x0 y0 x1 y1]`), nil when neither is written in plain text in `data`;
  /// and its `/Rotate`, in degrees (0 when not written).
  static func pdfPage(_ data: Data) -> (size: Size?, rotation: Int) {
    let bytes = [UInt8](data)
    func box(_ name: String) -> Size? {
      guard let start = bytes.firstRange(of: Array(name.utf8))?.upperBound,
        let open = bytes[start...].prefix(16).firstIndex(of: UInt8(ascii: "[")),
        let close = bytes[open...].prefix(256).firstIndex(of: UInt8(ascii: "]"))
      else { return nil }
      let values = numbers(String(decoding: bytes[(open + 1)..<close], as: UTF8.self))
      guard values.count == 4 else { return nil }
      return valid(Size(width: abs(values[2] - values[0]), height: abs(values[3] - values[1])))
    }
    var rotation = 0
    if let start = bytes.firstRange(of: Array("/Rotate".utf8))?.upperBound {
      let text = String(decoding: bytes[start...].prefix(16), as: UTF8.self)
      let digits = text.drop { $0.isWhitespace }.prefix { $0 == "-" || $0.isNumber }
      rotation = Int(digits).map { (($0 % 360) + 360) % 360 } ?? 0
    }
    return (box("/CropBox") ?? box("/MediaBox"), rotation)
  }

  private static func valid(_ size: Size) -> Size? {
    size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0
      ? size : nil
  }

  /// The attributes of the first `<svg …>` start tag, by name.
  private static func svgRootAttributes(_ text: String) -> [String: String]? {
    // Comments may mention the element before it starts.
    var uncommented = ""
    var remaining = Substring(text)
    while let open = remaining.firstRange(of: "<!--") {
      uncommented += remaining[..<open.lowerBound]
      guard let close = remaining[open.upperBound...].firstRange(of: "-->") else {
        remaining = ""
        break
      }
      remaining = remaining[close.upperBound...]
    }
    uncommented += remaining
    var rest = Substring(uncommented)
    while let found = rest.firstRange(of: "<svg") {
      let after = rest[found.upperBound...]
      guard let next = after.first else { return nil }
      guard next.isWhitespace || next == ">" || next == "/" else {
        rest = after
        continue
      }
      // The start tag ends at the first `>` outside a quoted attribute value.
      var quote: Character?
      let tag = after.prefix { character in
        if let open = quote {
          if character == open { quote = nil }
          return true
        }
        if character == "\"" || character == "'" { quote = character }
        return character != ">"
      }
      var attributes: [String: String] = [:]
      var scanner = tag[...]
      while let equals = scanner.firstIndex(of: "=") {
        let name = scanner[..<equals].split(whereSeparator: { $0.isWhitespace }).last.map(
          String.init)
        var value = scanner[scanner.index(after: equals)...].drop { $0.isWhitespace }
        guard let quote = value.first, quote == "\"" || quote == "'" else { break }
        value = value.dropFirst()
        guard let end = value.firstIndex(of: quote) else { break }
        if let name { attributes[name] = String(value[..<end]) }
        scanner = value[value.index(after: end)...]
      }
      return attributes
    }
    return nil
  }

  /// A CSS length in pixels (96 to the inch), for the absolute units; nil for relative ones.
  private static func cssPixels(_ text: String) -> Double? {
    let trimmed = String(
      text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    let units: [(suffix: String, pixels: Double)] = [
      ("px", 1), ("pt", 96.0 / 72), ("pc", 16), ("in", 96), ("cm", 96 / 2.54), ("mm", 96 / 25.4),
    ]
    for (suffix, pixels) in units where trimmed.hasSuffix(suffix) {
      return Double(trimmed.dropLast(suffix.count)).map { $0 * pixels }
    }
    return Double(trimmed)
  }

  /// Numbers separated by white space or commas (`viewBox`, a PDF array).
  private static func numbers(_ text: String) -> [Double] {
    text.split(whereSeparator: { $0.isWhitespace || $0 == "," }).compactMap { Double($0) }
  }
}
