// libFuzzer harness for asset catalogs: bytes → one image set (its Contents.json, then after
// a "#8<" line the bytes of its image file, written as a PNG, a JPEG, a PDF and an SVG) and
// one colour set of the same Contents.json → AssetCatalogReader; and the image bytes straight
// to the header readers. Built by scripts/fuzz like FrontEndFuzzer.swift.
//
// Besides crashes and hangs, it traps when a set read breaks the reader's bounds: more
// entries than an image set may have, more bytes read than the budget allows, a size that is
// not positive and finite or past the sides listspec draws, a rotation outside 0–359.

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// The folder this process writes each input into, made once and removed at exit.
private let processFolder = FileManager.default.temporaryDirectory
  .appendingPathComponent("listspec-fuzz-catalog-\(getpid())").path

/// The catalog in `processFolder`.
private let catalogFolder: String = {
  let folder = processFolder + "/Fuzz.xcassets"
  for set in ["f.imageset", "f.colorset"] {
    try? FileManager.default.createDirectory(
      atPath: folder + "/" + set, withIntermediateDirectories: true)
  }
  atexit { try? FileManager.default.removeItem(atPath: processFolder) }
  return folder
}()

public func catalogFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let separator = Array("\n#8<\n".utf8)
  var split = size
  if size >= separator.count {
    for start in 0...(size - separator.count)
    where bytes[start] == separator[0]
      && bytes[start..<start + separator.count].elementsEqual(separator)
    {
      split = start
      break
    }
  }
  let contents = Data(bytes[..<split])
  let image = Data(bytes[min(size, split + separator.count)...])

  // The header readers on the image bytes alone.
  for kind in [AssetImage.Kind.png, .jpeg, .pdf, .svg] {
    if case .success(let facts) = ImageHeader.facts(image, kind: kind) {
      checkSize(facts.size, kind: kind)
      FuzzInvariants.expect((0..<360).contains(facts.rotation), "rotation \(facts.rotation)")
    }
  }
  if let pixels = image.withUnsafeBytes({
    ImageHeader.pdfImagePixels($0.bindMemory(to: UInt8.self))
  }) {
    FuzzInvariants.expect(pixels >= 0 && pixels.isFinite, "PDF image pixels \(pixels)")
  }

  // The same bytes as a catalog's files.
  let imageSet = catalogFolder + "/f.imageset/"
  writeFile(imageSet + "Contents.json", contents)
  writeFile(catalogFolder + "/f.colorset/Contents.json", contents)
  for name in ["a.png", "a.jpg", "a.pdf", "a.svg", "b.png", "b@2x.png"] {
    writeFile(imageSet + name, image)
  }
  var catalogs = AssetCatalogs()
  var session = AssetCatalogReader.Session()
  session.byteBudget = 256 << 10
  let problems = AssetCatalogReader.read(
    catalogFolder, shown: "Fuzz.xcassets", into: &catalogs, session: &session)
  if FuzzInvariants.verbose {
    for problem in problems { fputs("\(problem.file): \(problem.message)\n", stderr) }
  }
  // One file past the budget is read before the budget says so.
  FuzzInvariants.expect(
    session.bytesRead <= session.byteBudget + AssetCatalogReader.maximumHeaderBytes
      + AssetCatalogReader.maximumContentsSize,
    "read \(session.bytesRead) bytes")
  for image in catalogs.images.values {
    FuzzInvariants.expect(
      image.variants.count <= AssetCatalogReader.maximumImageSetEntries,
      "\(image.variants.count) variants")
    for variant in image.variants { checkSize(variant.pixelSize, kind: variant.kind) }
  }
  for color in catalogs.colors.values {
    for value in [color.light, color.dark].compactMap({ $0 }) {
      FuzzInvariants.expect(
        [value.red, value.green, value.blue, value.alpha].allSatisfy { (0...1).contains($0) },
        "colour \(value)")
    }
  }
  return 0
}

/// A size read from a header is positive and finite (a vector's may be past the sides
/// listspec draws: the reader refuses it after).
private func checkSize(_ size: Size?, kind: AssetImage.Kind) {
  guard let size else { return }
  FuzzInvariants.expect(
    size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0,
    "\(kind) size \(size)")
}

/// Writes `data` over the file at `path` with plain system calls: Foundation's `Data.write`
/// waited on the file system, 27 runs a second.
private func writeFile(_ path: String, _ data: Data) {
  let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  guard descriptor >= 0 else { return }
  defer { close(descriptor) }
  data.withUnsafeBytes { raw in
    var offset = 0
    while offset < raw.count, let base = raw.baseAddress {
      let written = write(descriptor, base + offset, raw.count - offset)
      guard written > 0 else { return }
      offset += written
    }
  }
}
