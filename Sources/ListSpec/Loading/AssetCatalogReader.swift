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
  /// A `Contents.json` is read only up to this size: Xcode writes a few kilobytes, and a
  /// sparse file of gigabytes would otherwise be read whole.
  static let maximumContentsSize = 1 << 20

  /// Whether `path`, with its symbolic links followed, lies inside the folder `root` (its
  /// links followed too); true for a path that does not resolve, which is reported as
  /// missing when it is read.
  static func isInside(_ path: String, root: String) -> Bool {
    guard let resolved = realpath(path, nil) else { return true }
    defer { free(resolved) }
    let target = String(cString: resolved)
    return target == root || target.hasPrefix(root.hasSuffix("/") ? root : root + "/")
  }

  /// Reads the catalog at `path` into `catalogs` (names already there are kept: the first
  /// catalog listed wins); `shown` is the path as the spec writes it, for messages.
  /// At most this many entries in one image set's `images`: Xcode writes one per idiom,
  /// scale, appearance and gamut, a few dozen at most, and each entry names a file to read.
  static let maximumImageSetEntries = 1_000

  /// What reading one spec's catalogs may cost in all, across the catalogs `assets:` lists
  /// (the spec is read again on each edit in the language server and the plugin): the bytes
  /// of `Contents.json` files and image headers read, and the image entries looked at; and
  /// the headers already read, so a file named by many entries is read once.
  struct Session {
    static let maximumBytes = 128 << 20
    static let maximumImageEntries = 100_000
    /// ``maximumBytes``; tests lower it.
    var byteBudget = maximumBytes
    var bytesRead = 0
    var imageEntries = 0
    /// Set once a limit is met: it is reported once and nothing more is read.
    var isExhausted = false
    /// Each file's header by device, inode and kind: an outcome, or the problem with it.
    var headers: [HeaderKey: Result<ImageHeaderFacts, HeaderProblem>] = [:]
    /// Catalogs read, by their resolved path: one listed twice is read once.
    var catalogsRead: Set<String> = []

    init() {}
  }

  struct HeaderKey: Hashable {
    var device: UInt64
    var inode: UInt64
    var kind: AssetImage.Kind
  }

  /// What an image file's header says: its size when written (a PDF's or SVG's may not be)
  /// and a PDF page's rotation.
  struct ImageHeaderFacts {
    var size: Size?
    var rotation = 0
  }

  struct HeaderProblem: Error {
    var message: String
  }

  static func read(_ path: String, shown: String, into catalogs: inout AssetCatalogs) -> [Problem] {
    var session = Session()
    return read(path, shown: shown, into: &catalogs, session: &session)
  }

  /// As `read(_:shown:into:)`, within `session`'s budget, shared by one spec's catalogs.
  static func read(
    _ path: String, shown: String, into catalogs: inout AssetCatalogs, session: inout Session
  ) -> [Problem] {
    var reader = Walk(root: path, catalogs: catalogs, session: session)
    defer { session = reader.session }
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
    guard !session.isExhausted, reader.session.catalogsRead.insert(reader.resolvedRoot).inserted
    else { return [] }
    reader.walk(folder: "", namespace: "", depth: 0)
    catalogs = reader.catalogs
    return reader.problems
  }

  private struct Walk {
    let root: String
    var catalogs: AssetCatalogs
    var session: Session
    var problems: [Problem] = []
    var entries = 0
    /// Set once a limit is met, so that it is reported once and the walk ends.
    var stopped = false
    /// Folders read, by device and inode: a symbolic link back up the tree is read once.
    var visited: Set<[UInt64]> = []

    init(root: String, catalogs: AssetCatalogs, session: Session) {
      self.root = root
      self.catalogs = catalogs
      self.session = session
      resolvedRoot =
        realpath(root, nil).map { pointer in
          defer { free(pointer) }
          return String(cString: pointer)
        } ?? root
    }

    /// The catalog's folder with its symbolic links followed: the files read must be in it.
    let resolvedRoot: String

    func full(_ relative: String) -> String {
      relative.isEmpty ? root : root + "/" + relative
    }

    mutating func walk(folder: String, namespace: String, depth: Int) {
      guard !stopped, !session.isExhausted else { return }
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
          if session.isExhausted { return }
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
      var info = stat()
      if stat(full(file), &info) == 0, Int(info.st_size) > AssetCatalogReader.maximumContentsSize {
        problems.append(
          Problem(
            file: file,
            message:
              "is \(info.st_size) bytes; listspec reads a Contents.json of up to 1 MiB (Xcode writes a few kilobytes)"
          ))
        return nil
      }
      guard
        let data = filePrefix(full(file), count: AssetCatalogReader.maximumContentsSize + 1),
        data.count <= AssetCatalogReader.maximumContentsSize
      else {
        if required || AssetCatalogReader.isFolder(full(file)) != nil {
          problems.append(Problem(file: file, message: "is missing or cannot be read"))
        }
        return nil
      }
      guard spend(bytes: data.count, file: file) else { return nil }
      do {
        return try JSONDecoder().decode(T.self, from: data)
      } catch let error as DecodingError {
        problems.append(Problem(file: file, message: AssetCatalogReader.describe(error)))
      } catch {
        problems.append(Problem(file: file, message: "is not valid JSON (\(error))"))
      }
      return nil
    }

    /// Counts `bytes` read against the session's budget; false (and the problem reported,
    /// once) when it is spent: the file is then not used, and nothing more is read.
    mutating func spend(bytes: Int, file: String) -> Bool {
      session.bytesRead += bytes
      guard session.bytesRead <= session.byteBudget else {
        session.isExhausted = true
        problems.append(
          Problem(
            file: file,
            message:
              "is past the \(session.byteBudget >> 20) MiB listspec reads from a spec's asset catalogs (Contents.json files and image headers); the rest is not read"
          ))
        return false
      }
      return true
    }

    /// The facts of `fileInSet`'s header, read once however many entries name the file.
    mutating func header(_ fileInSet: String, kind: AssetImage.Kind) -> Result<
      ImageHeaderFacts, HeaderProblem
    > {
      let path = full(fileInSet)
      var info = stat()
      guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
        return .failure(HeaderProblem(message: "is missing or cannot be read"))
      }
      let key = HeaderKey(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), kind: kind)
      if let known = session.headers[key] { return known }
      // Only the header is read: the size is in a PNG's first 24 bytes, a JPEG's first
      // segments, an SVG's root element and a PDF's first page object, and a catalog may
      // hold a huge file or a link to a device.
      let headerLength: Int
      switch kind {
      case .png: headerLength = 24
      case .svg: headerLength = 1 << 16
      case .jpeg, .pdf: headerLength = AssetCatalogReader.maximumHeaderBytes
      }
      guard let data = filePrefix(path, count: headerLength) else {
        return .failure(HeaderProblem(message: "is missing or cannot be read"))
      }
      guard spend(bytes: data.count, file: fileInSet) else {
        return .failure(HeaderProblem(message: ""))
      }
      let outcome = ImageHeader.facts(data, kind: kind)
      session.headers[key] = outcome
      return outcome
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
      let images = contents.images ?? []
      guard images.count <= AssetCatalogReader.maximumImageSetEntries else {
        problems.append(
          Problem(
            file: file,
            message:
              "lists \(images.count) images; listspec reads an image set of up to \(AssetCatalogReader.maximumImageSetEntries) (Xcode writes a few dozen at most)"
          ))
        return
      }
      session.imageEntries += images.count
      guard session.imageEntries <= Session.maximumImageEntries else {
        session.isExhausted = true
        problems.append(
          Problem(
            file: file,
            message:
              "is past the \(Session.maximumImageEntries) image entries listspec reads from a spec's asset catalogs; the rest is not read"
          ))
        return
      }
      for (index, entry) in images.enumerated() {
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
        // An image set's files are in its own folder: a name with a path in it, or a link out
        // of the catalog, would have listspec read any file its user can read (and an HTML
        // render embed it).
        if filename.contains("/") || filename == ".." || filename == "." {
          problems.append(
            Problem(
              file: file,
              message:
                "\(at): '\(filename)' is not a file of the image set; its files are in its own folder"
            ))
          continue
        }
        let fileInSet = folder + "/" + filename
        guard AssetCatalogReader.isInside(full(fileInSet), root: resolvedRoot) else {
          problems.append(
            Problem(
              file: fileInSet,
              message: "is a symbolic link to a file outside the asset catalog; not read"))
          continue
        }
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
        let facts: ImageHeaderFacts
        switch header(fileInSet, kind: kind) {
        case .success(let read): facts = read
        case .failure(let problem):
          if session.isExhausted { return }
          let named = problem.message == "is missing or cannot be read" ? " (named in \(file))" : ""
          problems.append(Problem(file: fileInSet, message: problem.message + named))
          continue
        }
        guard facts.rotation == 0 else {
          problems.append(
            Problem(
              file: fileInSet,
              message:
                "is a page rotated by /Rotate \(facts.rotation), which listspec does not draw; export it unrotated"
            ))
          continue
        }
        let pixelSize = facts.size
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

  /// A JPEG's or PDF's header is looked for in this much of its start, read once per file.
  static let maximumHeaderBytes = 1 << 20
  static let maximumImageSide = AssetImage.maximumPixelSide
  static let minimumVectorSide = AssetImage.drawableVectorSides.lowerBound

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
  // O_NONBLOCK: a FIFO swapped in since `stat` is opened without waiting, then refused.
  let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
  guard descriptor >= 0 else { return nil }
  defer { close(descriptor) }
  guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
  return ListSpecLoader.readBytes(descriptor: descriptor, upTo: count, expected: Int(info.st_size))
    .map { Data($0) }
}
