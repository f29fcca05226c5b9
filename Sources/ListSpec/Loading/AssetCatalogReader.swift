#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// Reads Xcode asset catalogs (`.xcassets` folders): the colour sets and image sets in them,
/// through group folders. Each `Contents.json` is read with `JSONDecoder`; a problem is
/// returned with the file inside the catalog it concerns, never thrown or trapped on.
enum AssetCatalogReader {
  /// A problem in a catalog: the file it is in (relative to the catalog) and what is wrong.
  struct Problem: Sendable, Equatable {
    var file: String
    var message: String
  }

  /// At most this many folders are read in one catalog, and this deep: a catalog is an app's
  /// few hundred sets, and a spec should not read a whole disk by naming `/`.
  static let maximumEntries = 10_000
  static let maximumDepth = 16

  /// Reads the catalog at `path` into `catalogs` (names already there are kept: the first
  /// catalog listed wins); `shown` is the path as the spec writes it, for messages.
  static func read(_ path: String, shown: String, into catalogs: inout AssetCatalogs) -> [Problem] {
    var reader = Walk(root: path, catalogs: catalogs)
    guard let isFolder = isFolder(path) else {
      return [Problem(file: "", message: "no asset catalog at '\(shown)' (it does not exist)")]
    }
    guard isFolder else {
      return [
        Problem(
          file: "",
          message: "'\(shown)' is a file; 'assets' names an asset catalog folder (Assets.xcassets)"
        )
      ]
    }
    guard path.hasSuffix(".xcassets") || path.hasSuffix(".xcassets/") else {
      // Any folder would be walked, and a catalog inside it skipped as a set of another kind.
      return [
        Problem(
          file: "",
          message:
            "'\(shown)' is not an asset catalog: 'assets' names folders ending in .xcassets (Assets.xcassets)"
        )
      ]
    }
    reader.walk(folder: "", namespace: "", depth: 0)
    catalogs = reader.catalogs
    return reader.problems
  }

  private struct Walk {
    let root: String
    var catalogs: AssetCatalogs
    var problems: [Problem] = []
    var entries = 0
    /// Set once a limit is met, so that it is reported once and the walk ends.
    var stopped = false
    /// Folders read, by device and inode: a symbolic link back up the tree is read once.
    var visited: Set<[UInt64]> = []

    init(root: String, catalogs: AssetCatalogs) {
      self.root = root
      self.catalogs = catalogs
    }

    func full(_ relative: String) -> String {
      relative.isEmpty ? root : root + "/" + relative
    }

    mutating func walk(folder: String, namespace: String, depth: Int) {
      guard !stopped else { return }
      guard depth <= AssetCatalogReader.maximumDepth else {
        problems.append(
          Problem(
            file: folder,
            message: "folders nest deeper than \(maximumDepth); the rest of the catalog is not read"
          ))
        stopped = true
        return
      }
      var info = stat()
      if stat(full(folder), &info) == 0 {
        guard visited.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted else {
          problems.append(
            Problem(
              file: folder,
              message: "is a symbolic link to a folder of the catalog already read; not read again")
          )
          return
        }
      }
      let names: [String]
      do {
        names = try FileManager.default.contentsOfDirectory(atPath: full(folder)).sorted()
      } catch {
        problems.append(Problem(file: folder, message: "cannot be read (\(error))"))
        return
      }
      for name in names where !name.hasPrefix(".") {
        entries += 1
        guard entries <= AssetCatalogReader.maximumEntries else {
          problems.append(
            Problem(
              file: folder,
              message: "more than \(maximumEntries) entries; the rest of the catalog is not read"))
          stopped = true
          return
        }
        let relative = folder.isEmpty ? name : folder + "/" + name
        guard AssetCatalogReader.isFolder(full(relative)) == true else { continue }
        if let base = name.removingSuffix(".colorset") {
          readColorSet(relative, name: namespace + base)
        } else if let base = name.removingSuffix(".imageset") {
          readImageSet(relative, name: namespace + base)
        } else if name.contains(".") {
          // Other set kinds (`.appiconset`, `.symbolset`, `.dataset`, …) are not drawn in a list.
          continue
        } else {
          // A group: its sets are named under it only when it provides a namespace.
          let providesNamespace = readGroupProvidesNamespace(relative)
          walk(
            folder: relative, namespace: providesNamespace ? namespace + name + "/" : namespace,
            depth: depth + 1)
          if stopped { return }
        }
      }
    }

    /// The file's JSON decoded as `T`, or nil with the problem recorded.
    mutating func decode<T: Decodable>(_ type: T.Type, _ file: String, required: Bool = true)
      -> T?
    {
      guard let data = FileManager.default.contents(atPath: full(file)) else {
        if required || AssetCatalogReader.isFolder(full(file)) != nil {
          problems.append(Problem(file: file, message: "is missing or cannot be read"))
        }
        return nil
      }
      do {
        return try JSONDecoder().decode(T.self, from: data)
      } catch let error as DecodingError {
        problems.append(Problem(file: file, message: AssetCatalogReader.describe(error)))
      } catch {
        problems.append(Problem(file: file, message: "is not valid JSON (\(error))"))
      }
      return nil
    }

    mutating func readGroupProvidesNamespace(_ folder: String) -> Bool {
      let contents = decode(GroupContents.self, folder + "/Contents.json", required: false)
      return contents?.properties?.providesNamespace ?? false
    }

    mutating func readColorSet(_ folder: String, name: String) {
      let file = folder + "/Contents.json"
      guard let contents = decode(ColorSetContents.self, file) else { return }
      let problemsBefore = problems.count
      var entries: [ColorEntry] = []
      for (index, entry) in (contents.colors ?? []).enumerated() {
        let at = "colors[\(index)]"
        let appearances = entry.appearances ?? []
        // Increase Contrast variants apply only with that setting on, which a render is not.
        if appearances.contains(where: { $0.appearance == "contrast" }) { continue }
        var isDark = false
        var isExplicitLight = false
        for appearance in appearances where appearance.appearance == "luminosity" {
          switch appearance.value {
          case "dark": isDark = true
          case "light": isExplicitLight = true
          default:
            problems.append(
              Problem(
                file: file,
                message:
                  "\(at): unknown luminosity '\(appearance.value)'; Xcode writes 'light' or 'dark'"
              ))
          }
        }
        guard let definition = entry.color else {
          problems.append(Problem(file: file, message: "\(at) has no 'color'"))
          continue
        }
        guard let value = color(definition, at: at, file: file) else { continue }
        entries.append(
          ColorEntry(
            idiom: entry.idiom ?? "universal", isDark: isDark, isExplicitLight: isExplicitLight,
            value: value))
      }
      guard let phone = ColorEntry.values(of: entries, forIdiom: "iphone") else {
        // Entries that could not be read were reported; an empty list is a problem of its own.
        if problems.count == problemsBefore {
          problems.append(
            Problem(
              file: file,
              message: contents.colors == nil
                ? "defines no colour (it has no 'colors' list)"
                : "defines no colour (its 'colors' is empty)"))
        }
        return
      }
      let pad = ColorEntry.values(of: entries, forIdiom: "ipad")
      if catalogs.colors[name] == nil {
        catalogs.colors[name] = AssetColor(
          name: name, light: phone.light, dark: phone.dark, pad: pad == phone ? nil : pad)
      }
    }

    /// One entry's colour in sRGB; `dark` is set for a reference to a system colour, which
    /// adapts to dark mode by itself.
    mutating func color(_ definition: ColorDefinition, at: String, file: String)
      -> (light: RGBA, dark: RGBA?)?
    {
      if let reference = definition.reference {
        // Xcode's "System Colors" menu: `systemBlueColor` is `UIColor.systemBlue`.
        let base = reference.removingSuffix("Color") ?? reference
        if let system = SystemColor(rawValue: base) { return (system.light, system.dark) }
        problems.append(
          Problem(file: file, message: "\(at): unknown system colour reference '\(reference)'"))
        return nil
      }
      let space = definition.colorSpace ?? "srgb"
      guard let colorSpace = ColorSpace(rawValue: space) else {
        problems.append(
          Problem(
            file: file,
            message:
              "\(at): unknown color-space '\(space)'; listspec reads \(ColorSpace.allCases.map(\.rawValue).joined(separator: ", "))"
          ))
        return nil
      }
      let components = definition.components ?? [:]
      func component(_ key: String, isAlpha: Bool = false) -> Double? {
        guard let value = components[key] else {
          problems.append(Problem(file: file, message: "\(at): components has no '\(key)'"))
          return nil
        }
        switch ColorComponent.value(value, isAlpha: isAlpha) {
        case .success(let number): return number
        case .failure(let problem):
          problems.append(
            Problem(file: file, message: "\(at): component '\(key)' \(problem.message)"))
          return nil
        }
      }
      let alpha = components["alpha"] == nil ? 1 : component("alpha", isAlpha: true)
      switch colorSpace {
      case .grayGamma22, .extendedGray:
        guard let white = component("white"), let alpha else { return nil }
        // Gray gamma 2.2 is near sRGB's curve; the difference is under one 8-bit step
        // in the mid-tones, and listspec draws in sRGB.
        return (RGBA(red: white, green: white, blue: white, alpha: alpha).clamped, nil)
      case .srgb, .extendedSRGB, .displayP3:
        let red = component("red")
        let green = component("green")
        let blue = component("blue")
        guard let red, let green, let blue, let alpha else { return nil }
        let rgba = RGBA(red: red, green: green, blue: blue, alpha: alpha)
        return (colorSpace == .displayP3 ? rgba.convertedFromDisplayP3 : rgba.clamped, nil)
      }
    }

    mutating func readImageSet(_ folder: String, name: String) {
      let file = folder + "/Contents.json"
      guard let contents = decode(ImageSetContents.self, file) else { return }
      let problemsBefore = problems.count
      var variants: [AssetImage.Variant] = []
      for (index, entry) in (contents.images ?? []).enumerated() {
        // An entry without a file is an empty well in Xcode's editor.
        guard let filename = entry.filename else { continue }
        let at = "images[\(index)]"
        if let idiom = entry.idiom, !["universal", "iphone", "ipad"].contains(idiom) { continue }
        var scale: Int?
        if let written = entry.scale {
          guard let value = ["1x": 1, "2x": 2, "3x": 3][written] else {
            problems.append(
              Problem(
                file: file, message: "\(at): unknown scale '\(written)'; write 1x, 2x or 3x"))
            continue
          }
          scale = value
        }
        // Increase Contrast files are shown only with that setting on, as for colour sets.
        if (entry.appearances ?? []).contains(where: { $0.appearance == "contrast" }) { continue }
        let isDark = (entry.appearances ?? []).contains {
          $0.appearance == "luminosity" && $0.value == "dark"
        }
        let fileInSet = folder + "/" + filename
        let lowered = filename.lowercased()
        let kind: AssetImage.Kind
        if lowered.hasSuffix(".png") {
          kind = .png
        } else if lowered.hasSuffix(".jpg") || lowered.hasSuffix(".jpeg") {
          kind = .jpeg
        } else if lowered.hasSuffix(".pdf") {
          kind = .pdf
        } else if lowered.hasSuffix(".svg") {
          kind = .svg
        } else {
          problems.append(
            Problem(
              file: fileInSet, message: "is not an image listspec reads (PNG, JPEG, PDF or SVG)"))
          continue
        }
        // Only the header is read: the size is in a PNG's first 24 bytes, a JPEG's first
        // segments, an SVG's root element and a PDF's first page object, and a catalog may
        // hold a huge file or a link to a device.
        let headerLength: Int
        switch kind {
        case .png: headerLength = 24
        case .svg: headerLength = 1 << 16
        case .jpeg, .pdf: headerLength = 1 << 20
        }
        guard let data = filePrefix(full(fileInSet), count: headerLength)
        else {
          problems.append(
            Problem(file: fileInSet, message: "is missing or cannot be read (named in \(file))"))
          continue
        }
        var pixelSize: Size?
        switch kind {
        case .png:
          guard let size = ImageHeader.pngSize(data) else {
            problems.append(Problem(file: fileInSet, message: "is not a PNG image"))
            continue
          }
          pixelSize = size
        case .jpeg:
          guard let size = ImageHeader.jpegSize(data) else {
            problems.append(Problem(file: fileInSet, message: "is not a JPEG image"))
            continue
          }
          pixelSize = size
        case .svg:
          // An SVG whose size is not read (no width, height or viewBox, or a root element
          // past the first 64 KiB) is sized by the spec, as a PDF's unread page box is.
          pixelSize = ImageHeader.svgSize(data)
        case .pdf:
          guard data.starts(with: Array("%PDF-".utf8)) else {
            problems.append(Problem(file: fileInSet, message: "is not a PDF document"))
            continue
          }
          // A page box inside a compressed object stream is not read: the spec's size is
          // then the image's (`width`, `height`), or a symbol's in a content cell.
          let page = ImageHeader.pdfPage(data)
          guard page.rotation == 0 else {
            problems.append(
              Problem(
                file: fileInSet,
                message:
                  "is a page rotated by /Rotate \(page.rotation), which listspec does not draw; export it unrotated"
              ))
            continue
          }
          pixelSize = page.size
        }
        let limit = Double(AssetCatalogReader.maximumImageSide)
        if let pixelSize, kind.isVector,
          max(pixelSize.width, pixelSize.height) > limit
            || min(pixelSize.width, pixelSize.height) < AssetCatalogReader.minimumVectorSide
        {
          // A vector is drawn scaled to its frame: a size near zero would scale it past
          // what cairo can draw.
          problems.append(
            Problem(
              file: fileInSet,
              message:
                "is \(AssetCatalogReader.side(pixelSize.width)) × \(AssetCatalogReader.side(pixelSize.height)) points; listspec draws vector images from \(AssetCatalogReader.side(AssetCatalogReader.minimumVectorSide)) to \(AssetCatalogReader.maximumImageSide) points a side"
            ))
          continue
        }
        if let pixelSize, !kind.isVector, max(pixelSize.width, pixelSize.height) > limit {
          problems.append(
            Problem(
              file: fileInSet,
              message:
                "is \(Int(pixelSize.width)) × \(Int(pixelSize.height)) pixels; listspec draws image files up to \(AssetCatalogReader.maximumImageSide) pixels a side"
            ))
          continue
        }
        variants.append(
          AssetImage.Variant(
            path: full(fileInSet), scale: scale, isDark: isDark,
            idiom: ["iphone": .phone, "ipad": .pad][entry.idiom ?? "universal"], kind: kind,
            pixelSize: pixelSize))
      }
      guard !variants.isEmpty else {
        if problems.count == problemsBefore {
          problems.append(Problem(file: file, message: "names no image file"))
        }
        return
      }
      if catalogs.images[name] == nil {
        catalogs.images[name] = AssetImage(name: name, variants: variants)
      }
    }
  }

  static let maximumImageSide = AssetImage.maximumPixelSide
  static let minimumVectorSide = 0.01

  /// A size in a message: whole numbers as integers, any other as Swift prints it (the
  /// number may be far beyond `Int`).
  static func side(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
  }

  /// True for a folder, false for anything else that exists, nil when nothing is there.
  static func isFolder(_ path: String) -> Bool? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return info.st_mode & S_IFMT == S_IFDIR
  }

  /// Says where in the file JSONDecoder stopped, in the file's own key names.
  static func describe(_ error: DecodingError) -> String {
    func path(_ codingPath: [any CodingKey]) -> String {
      let text = codingPath.map { key in
        key.intValue.map { "[\($0)]" } ?? "." + key.stringValue
      }.joined()
      return text.hasPrefix(".") ? String(text.dropFirst()) : text
    }
    switch error {
    case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
      let place = path(context.codingPath)
      return "'\(place)' is not \(describe(type))"
    case .keyNotFound(let key, let context):
      let place = path(context.codingPath)
      return "\(place.isEmpty ? "" : "'\(place)' ")has no '\(key.stringValue)'"
    case .dataCorrupted(let context):
      let place = path(context.codingPath)
      return place.isEmpty
        ? "is not valid JSON" : "'\(place)' is not valid: \(context.debugDescription)"
    @unknown default:
      return "cannot be read as a Contents.json"
    }
  }

  private static func describe(_ type: Any.Type) -> String {
    if type == String.self { return "a string" }
    if type is any Sequence.Type { return "a list" }
    return "of the kind Xcode writes there"
  }
}

/// Colour spaces Xcode's colour set editor writes.
enum ColorSpace: String, CaseIterable {
  case srgb
  case extendedSRGB = "extended-srgb"
  case displayP3 = "display-p3"
  case grayGamma22 = "gray-gamma-22"
  case extendedGray = "extended-gray"
}

/// A colour component as Xcode writes it in each of its input methods: floating point
/// (`"0.502"`), 8-bit (`"128"`) or 8-bit hexadecimal (`"0x80"`); a JSON number is read as
/// floating point. Alpha is always floating point in Xcode, so `"1"` is opaque there.
enum ColorComponent: Decodable, Equatable {
  case text(String)
  case number(Double)

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let text = try? container.decode(String.self) {
      self = .text(text)
    } else {
      self = .number(try container.decode(Double.self))
    }
  }

  struct Problem: Error { var message: String }

  /// The component from 0 to 1, or what is wrong with it.
  static func value(_ component: ColorComponent, isAlpha: Bool) -> Result<Double, Problem> {
    let text: String
    switch component {
    case .number(let number):
      guard (0...1).contains(number) else {
        return .failure(Problem(message: "is \(number); a number must be from 0 to 1"))
      }
      return .success(number)
    case .text(let written): text = written.filter { $0 != " " }
    }
    let lowered = text.lowercased()
    if lowered.hasPrefix("0x") {
      guard !isAlpha, lowered.count <= 4, let byte = UInt8(lowered.dropFirst(2), radix: 16)
      else {
        return .failure(
          Problem(message: "is '\(text)'; a hexadecimal component is one byte, 0x00 to 0xFF"))
      }
      return .success(Double(byte) / 255)
    }
    if !isAlpha, !text.contains("."), !text.contains("e"), let integer = Int(text) {
      guard (0...255).contains(integer) else {
        return .failure(
          Problem(message: "is '\(text)'; an 8-bit component is from 0 to 255"))
      }
      return .success(Double(integer) / 255)
    }
    guard let number = Double(text), number.isFinite else {
      return .failure(
        Problem(
          message:
            "is '\(text)'; write a number from 0 to 1 (\"0.5\"), 0 to 255 (\"128\") or a byte (\"0x80\")"
        ))
    }
    guard (0...1).contains(number) else {
      return .failure(Problem(message: "is '\(text)'; a decimal component is from 0 to 1"))
    }
    return .success(number)
  }
}

// The parts of Contents.json listspec reads; other keys (info, author) are ignored, as Xcode
// ignores keys it does not know.
struct GroupContents: Decodable {
  struct Properties: Decodable {
    var providesNamespace: Bool?
    enum CodingKeys: String, CodingKey { case providesNamespace = "provides-namespace" }
  }
  var properties: Properties?
}

struct AssetAppearance: Decodable {
  var appearance: String
  var value: String
}

struct ColorSetContents: Decodable {
  struct Entry: Decodable {
    var idiom: String?
    var appearances: [AssetAppearance]?
    var color: ColorDefinition?
  }
  var colors: [Entry]?
}

/// One readable entry of a colour set, as `readColorSet` chooses among them per device.
struct ColorEntry {
  var idiom: String
  var isDark: Bool
  var isExplicitLight: Bool
  /// The entry's colour; `dark` is set for a reference to a system colour.
  var value: (light: RGBA, dark: RGBA?)

  /// The light and dark values a device of `idiom` (`iphone` or `ipad`) shows, or nil when
  /// the set has no readable entry. Best first: the device's own entry before the universal
  /// one (U: inferred from trait matching, where the device's own idiom is the closer match,
  /// as for image sets), another device's entries only when the set has no other; within an
  /// idiom an explicit `light` entry before the any-appearance one (UIKit draws Light in
  /// light mode when a set has Any, Light and Dark).
  static func values(of entries: [ColorEntry], forIdiom idiom: String) -> AssetColor.Values? {
    var light: (color: RGBA, rank: Int)?
    var dark: (color: RGBA, rank: Int)?
    // The dark value of a system colour referenced by the any-appearance entry: it adapts
    // as the system colour does when the set has no dark entry of its own.
    var referencedDark: RGBA?
    func rank(_ entry: ColorEntry) -> Int {
      entry.idiom == idiom ? 2 : entry.idiom == "universal" ? 1 : 0
    }
    // Another device's entries count only when the set has none for this one: an iPhone
    // never takes an iPad's dark entry beside its own light one.
    let ownOnly = entries.contains { rank($0) > 0 }
    for entry in entries where !ownOnly || rank(entry) > 0 {
      let idiomRank = rank(entry)
      if entry.isDark {
        // A dark entry that references a system colour shows its dark value.
        if idiomRank > dark?.rank ?? -1 {
          dark = (entry.value.dark ?? entry.value.light, idiomRank)
        }
      } else {
        // The idiom first: an explicit light entry wins only among its idiom's entries.
        let rank = idiomRank * 10 + (entry.isExplicitLight ? 1 : 0)
        if rank > light?.rank ?? -1 {
          light = (entry.value.light, rank)
          referencedDark = entry.isExplicitLight ? nil : entry.value.dark
        }
      }
    }
    guard let lightColor = light?.color ?? dark?.color else { return nil }
    return AssetColor.Values(light: lightColor, dark: dark?.color ?? referencedDark)
  }
}

struct ColorDefinition: Decodable {
  var colorSpace: String?
  var components: [String: ColorComponent]?
  var platform: String?
  var reference: String?
  enum CodingKeys: String, CodingKey {
    case colorSpace = "color-space"
    case components, platform, reference
  }
}

struct ImageSetContents: Decodable {
  struct Entry: Decodable {
    var filename: String?
    var idiom: String?
    var scale: String?
    var appearances: [AssetAppearance]?
  }
  var images: [Entry]?
}

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

extension RGBA {
  /// Components limited to 0…1 (extended-range sRGB beyond the display is drawn at its edge).
  var clamped: RGBA {
    func limit(_ value: Double) -> Double { min(max(value, 0), 1) }
    return RGBA(red: limit(red), green: limit(green), blue: limit(blue), alpha: limit(alpha))
  }

  /// The Display P3 colour these components give, in sRGB: decoded with the sRGB transfer
  /// curve (P3 shares it), taken through linear P3 → linear sRGB, clipped to sRGB's gamut
  /// and encoded again. Colours outside sRGB (P3's most saturated reds and greens) are drawn
  /// at sRGB's edge, as an sRGB screen shows them.
  var convertedFromDisplayP3: RGBA {
    func decode(_ value: Double) -> Double {
      value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    func encode(_ value: Double) -> Double {
      let clipped = min(max(value, 0), 1)
      return clipped <= 0.0031308 ? clipped * 12.92 : 1.055 * pow(clipped, 1 / 2.4) - 0.055
    }
    let r = decode(red)
    let g = decode(green)
    let b = decode(blue)
    // Linear Display P3 to linear sRGB (both D65): the P3 primaries in sRGB's XYZ matrix.
    let sr = 1.224_940_2 * r - 0.224_940_2 * g
    let sg = -0.042_056_9 * r + 1.042_056_9 * g
    let sb = -0.019_637_6 * r - 0.078_636_1 * g + 1.098_273_7 * b
    return RGBA(red: encode(sr), green: encode(sg), blue: encode(sb), alpha: min(max(alpha, 0), 1))
  }
}

extension String {
  /// The text without `suffix`, or nil when it does not end with it (or is only it).
  fileprivate func removingSuffix(_ suffix: String) -> String? {
    guard hasSuffix(suffix), count > suffix.count else { return nil }
    return String(dropLast(suffix.count))
  }
}

/// Up to `count` bytes from the start of the regular file at `path` (links followed), or
/// nil for anything else or a file that cannot be read.
func filePrefix(_ path: String, count: Int) -> Data? {
  var info = stat()
  guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
  let descriptor = open(path, O_RDONLY)
  guard descriptor >= 0 else { return nil }
  defer { close(descriptor) }
  return ListSpecLoader.readBytes(descriptor: descriptor, upTo: count, expected: Int(info.st_size))
    .map { Data($0) }
}
