#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// Image sizes from file headers, without decoding the pixels.
package enum ImageHeader {
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
  /// What the header `data` of a file of `kind` says, or what is wrong with it.
  static func facts(_ data: Data, kind: AssetImage.Kind) -> Result<
    AssetCatalogReader.ImageHeaderFacts, AssetCatalogReader.HeaderProblem
  > {
    typealias Facts = AssetCatalogReader.ImageHeaderFacts
    typealias Problem = AssetCatalogReader.HeaderProblem
    switch kind {
    case .png:
      guard let size = pngSize(data) else {
        return .failure(Problem(message: "is not a PNG image"))
      }
      return .success(Facts(size: size))
    case .jpeg:
      guard let size = jpegSize(data) else {
        return .failure(Problem(message: "is not a JPEG image"))
      }
      return .success(Facts(size: size))
    case .svg:
      // An SVG whose size is not read (no width, height or viewBox, or a root element
      // past the first 64 KiB) is sized by the spec, as a PDF's unread page box is.
      return .success(Facts(size: svgSize(data)))
    case .pdf:
      guard data.starts(with: Array("%PDF-".utf8)) else {
        return .failure(Problem(message: "is not a PDF document"))
      }
      // A page box inside a compressed object stream is not read: the spec's size is
      // then the image's (`width`, `height`), or a symbol's in a content cell.
      let page = pdfPage(data)
      return .success(Facts(size: page.size, rotation: page.rotation))
    }
  }

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
  /// and its `/Rotate`, in degrees (0 when not written). One pass over the bytes: names in
  /// comments, strings and streams are skipped, so a decoy `/MediaBox` in a comment or in an
  /// uncompressed stream before the page is not taken for the page's.
  static func pdfPage(_ data: Data) -> (size: Size?, rotation: Int) {
    data.withUnsafeBytes { raw in
      var scanner = PDFScanner(bytes: raw.bindMemory(to: UInt8.self))
      return scanner.firstPage()
    }
  }

  /// The pixels of all the images a PDF holds as image objects, added up, or nil when one's
  /// `/Width` or `/Height` is not a plain number. An image object is a stream, and a stream
  /// is never inside a compressed object stream, so its dictionary is always plain text:
  /// poppler decodes each image whole, whatever size its page is drawn at.
  package static func pdfImagePixels(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
    var scanner = PDFScanner(bytes: bytes)
    return scanner.imagePixels()
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

/// A PDF's bytes read as its tokens are, enough to tell a page dictionary's names from the
/// same bytes in a comment, a string or a stream.
private struct PDFScanner {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0

  init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  static func isWhiteSpace(_ byte: UInt8) -> Bool {
    switch byte {
    case 0, 9, 10, 12, 13, 32: return true
    default: return false
    }
  }

  /// PDF white space and delimiters end a name or a keyword.
  static func isRegular(_ byte: UInt8) -> Bool {
    switch byte {
    case 0, 9, 10, 12, 13, 32, 0x28, 0x29, 0x3C, 0x3E, 0x5B, 0x5D, 0x7B, 0x7D, 0x2F, 0x25:
      return false
    default: return true
    }
  }

  mutating func firstPage() -> (size: Size?, rotation: Int) {
    var cropBox: Size??
    var mediaBox: Size??
    var rotation: Int?
    let count = bytes.count
    while index < count, cropBox == nil || rotation == nil {
      switch bytes[index] {
      case UInt8(ascii: "%"):
        skipComment()
      case UInt8(ascii: "("):
        skipLiteralString()
      case UInt8(ascii: "/"):
        let name = readName()
        if cropBox == nil, name.elementsEqual("CropBox".utf8) {
          cropBox = .some(box())
        } else if mediaBox == nil, name.elementsEqual("MediaBox".utf8) {
          mediaBox = .some(box())
        } else if rotation == nil, name.elementsEqual("Rotate".utf8) {
          rotation = integer()
        }
      case UInt8(ascii: "s")
      where (index == 0 || !Self.isRegular(bytes[index - 1])) && isKeyword("stream"):
        skipStream()
      default:
        index += 1
      }
    }
    let degrees = rotation.map { (($0 % 360) + 360) % 360 } ?? 0
    return ((cropBox ?? nil) ?? (mediaBox ?? nil), degrees)
  }

  mutating func imagePixels() -> Double? {
    var total = 0.0
    // The object being read: whether it is an image, and its written sides.
    var isImage = false
    var width: Int??
    var height: Int??
    var afterSubtype = false
    var unreadable = false
    func finishObject() {
      if isImage {
        if let width = width ?? nil, let height = height ?? nil, width > 0, height > 0 {
          total += Double(width) * Double(height)
        } else {
          unreadable = true
        }
      }
      isImage = false
      width = nil
      height = nil
      afterSubtype = false
    }
    let count = bytes.count
    while index < count, !unreadable {
      let byte = bytes[index]
      let startsWord = index == 0 || !Self.isRegular(bytes[index - 1])
      switch byte {
      case UInt8(ascii: "%"):
        skipComment()
      case UInt8(ascii: "("):
        skipLiteralString()
      case UInt8(ascii: "/"):
        let name = readName()
        if afterSubtype, name.elementsEqual("Image".utf8) { isImage = true }
        afterSubtype = name.elementsEqual("Subtype".utf8)
        if width == nil, name.elementsEqual("Width".utf8) {
          width = .some(directInteger())
        } else if height == nil, name.elementsEqual("Height".utf8) {
          height = .some(directInteger())
        }
      case UInt8(ascii: "s") where startsWord && isKeyword("stream"):
        finishObject()
        skipStream()
      case UInt8(ascii: "e") where startsWord && isKeyword("endobj"):
        finishObject()
        index += 6
      case UInt8(ascii: "o") where startsWord && isKeyword("obj"):
        finishObject()
        index += 3
      default:
        afterSubtype = afterSubtype && Self.isWhiteSpace(byte)
        index += 1
      }
    }
    finishObject()
    return unreadable ? nil : total
  }

  /// Moves past a comment (`%` to the end of its line).
  mutating func skipComment() {
    while index < bytes.count, bytes[index] != 10, bytes[index] != 13 { index += 1 }
  }

  /// The name that starts at the `/` at `index` (without it), moving past it.
  mutating func readName() -> UnsafeBufferPointer<UInt8> {
    let start = index + 1
    index = start
    while index < bytes.count, Self.isRegular(bytes[index]) { index += 1 }
    return UnsafeBufferPointer(rebasing: bytes[start..<index])
  }

  /// A number written as it is, not a reference (`12 0 R`), or nil.
  mutating func directInteger() -> Int? {
    guard let value = integer(), value >= 0 else { return nil }
    var lookahead = self
    lookahead.skipWhiteSpace()
    let digits = lookahead.index
    while lookahead.index < bytes.count, (48...57).contains(bytes[lookahead.index]) {
      lookahead.index += 1
    }
    guard lookahead.index > digits else { return value }
    lookahead.skipWhiteSpace()
    let isReference = lookahead.index < bytes.count && bytes[lookahead.index] == UInt8(ascii: "R")
    return isReference ? nil : value
  }

  /// Whether `keyword` starts at `index` and ends there (a delimiter or the end follows).
  func isKeyword(_ keyword: StaticString) -> Bool {
    let length = keyword.utf8CodeUnitCount
    guard index + length <= bytes.count else { return false }
    for offset in 0..<length where bytes[index + offset] != keyword.utf8Start[offset] {
      return false
    }
    return index + length == bytes.count || !Self.isRegular(bytes[index + length])
  }

  /// Past a string's closing parenthesis: parentheses nest, a backslash escapes one.
  mutating func skipLiteralString() {
    var depth = 0
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\\"): index += 1
      case UInt8(ascii: "("): depth += 1
      case UInt8(ascii: ")"):
        depth -= 1
        if depth == 0 {
          index += 1
          return
        }
      default: break
      }
      index += 1
    }
  }

  /// Past `endstream`, found with memchr and memcmp (memmem is a GNU extension Swift's
  /// Glibc module leaves out): a stream may be most of the file.
  mutating func skipStream() {
    let marker: StaticString = "endstream"
    let length = marker.utf8CodeUnitCount
    var offset = index + 6
    guard let base = bytes.baseAddress else {
      index = bytes.count
      return
    }
    while offset + length <= bytes.count,
      let found = memchr(
        base + offset, Int32(marker.utf8Start[0]), bytes.count - offset - length + 1)
    {
      let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      if memcmp(base + at, marker.utf8Start, length) == 0 {
        index = at + length
        return
      }
      offset = at + 1
    }
    index = bytes.count
  }

  mutating func skipWhiteSpace() {
    while index < bytes.count, Self.isWhiteSpace(bytes[index]) { index += 1 }
  }

  /// A direct integer after a name (`/Rotate 90`), or nil.
  mutating func integer() -> Int? {
    skipWhiteSpace()
    let start = index
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
      index += 1
    }
    while index < bytes.count, index - start < 12, (48...57).contains(bytes[index]) { index += 1 }
    return Int(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
  }

  /// A direct array of four numbers after a name (`/MediaBox [0 0 612 792]`) as a size, or
  /// nil (a reference, or not four numbers).
  mutating func box() -> Size? {
    skipWhiteSpace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return nil }
    let open = index + 1
    var close = open
    while close < bytes.count, close - open < 256, bytes[close] != UInt8(ascii: "]") {
      close += 1
    }
    guard close < bytes.count, bytes[close] == UInt8(ascii: "]") else { return nil }
    index = close + 1
    let values = String(decoding: UnsafeBufferPointer(rebasing: bytes[open..<close]), as: UTF8.self)
      .split(whereSeparator: { $0.isWhitespace }).compactMap { Double($0) }
    guard values.count == 4 else { return nil }
    let size = Size(width: abs(values[2] - values[0]), height: abs(values[3] - values[1]))
    return size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0
      ? size : nil
  }
}
