import ListSpec

/// An open document: its text, version, and what is known of it. Diagnostics and the tree
/// are installed by the ``ValidationWorker`` when it has read this version, or computed here
/// when a request needs them first.
final class TextDocument {
  let uri: String
  let bytes: [UInt8]
  let version: Int
  /// Counts the document's versions as the server received them (the editor's `version`
  /// may be missing or repeat).
  let generation: Int
  let limits: ReaderLimits
  /// True when the editor sent bytes of this document that are not UTF-8, read as U+FFFD.
  let receivedInvalidUTF8: Bool
  private var knownPositions: TextPositions?
  private var knownDiagnostics: [Diagnostic]?
  private var knownTree: (root: YAMLNode?, names: DocumentNames)?

  init(
    uri: String, bytes: [UInt8], version: Int, generation: Int = 0, limits: ReaderLimits,
    receivedInvalidUTF8: Bool = false
  ) {
    self.uri = uri
    self.bytes = bytes
    self.version = version
    self.generation = generation
    self.limits = limits
    self.receivedInvalidUTF8 = receivedInvalidUTF8
  }

  var positions: TextPositions {
    if let knownPositions { return knownPositions }
    let positions = TextPositions(bytes)
    knownPositions = positions
    return positions
  }

  /// `validate`'s diagnostics: the spec read as validate reads it (streamed, not kept).
  var diagnostics: [Diagnostic] {
    if let knownDiagnostics { return knownDiagnostics }
    let diagnostics = Self.validate(
      uri: uri, bytes: bytes, positions: positions, limits: limits,
      receivedInvalidUTF8: receivedInvalidUTF8)
    knownDiagnostics = diagnostics
    return diagnostics
  }

  var hasDiagnostics: Bool { knownDiagnostics != nil }

  /// Diagnostics (and the line starts) the worker found for this version.
  func install(diagnostics: [Diagnostic], positions: TextPositions) {
    knownDiagnostics = diagnostics
    if knownPositions == nil { knownPositions = positions }
  }

  /// The YAML tree, for hover, completion, definition and symbols (nil when it cannot be read).
  var root: YAMLNode? { tree.root }
  /// The template and field names of the tree.
  var names: DocumentNames { tree.names }

  private var tree: (root: YAMLNode?, names: DocumentNames) {
    if let knownTree { return knownTree }
    let root = Self.readTree(uri: uri, bytes: bytes, limits: limits)
    let tree = (root, DocumentNames(root: root))
    knownTree = tree
    return tree
  }

  /// True when the tree has been read (by a request or the worker).
  var hasTree: Bool { knownTree != nil }

  /// A tree the worker read for this version.
  func install(root: YAMLNode?, names: DocumentNames) {
    if knownTree == nil { knownTree = (root, names) }
  }

  /// The colour and image sets of the catalogs the document's `assets` names, for completion
  /// and hover: those in the document's folder, as loading reads them. A document that is not
  /// a file has no folder, so none is read for it (a relative path would be read from
  /// wherever the server runs).
  private(set) lazy var assets: AssetCatalogs = {
    guard let node = root?[DocumentKey.assets.rawValue], let specPath = FileURI.path(uri) else {
      return AssetCatalogs()
    }
    return AssetCatalogs(
      reading: (node.elements ?? [node]).compactMap(\.text), relativeTo: specPath)
  }()

  static func readTree(uri: String, bytes: [UInt8], limits: ReaderLimits) -> YAMLNode? {
    YAMLReader(limits: limits).read(SourceFile(path: uri, bytes: bytes)).root
  }

  static func validate(
    uri: String, bytes: [UInt8], positions: TextPositions, limits: ReaderLimits,
    receivedInvalidUTF8: Bool
  ) -> [Diagnostic] {
    var options = LoadOptions(limits: limits)
    options.keepsSpec = false
    let loaded = ListSpecLoader.load(
      source: SourceFile(path: FileURI.path(uri) ?? uri, bytes: bytes), options: options
    )
    .diagnostics
    guard receivedInvalidUTF8 else { return loaded }
    return
      (loaded
      + replacementCharacters(bytes, positions).map { Diagnostic.invalidUTF8Replaced(range: $0) })
      .sorted { ($0.range?.start.offset ?? -1) < ($1.range?.start.offset ?? -1) }
  }

  /// Where U+FFFD (EF BF BD) is in the text: where the bytes that were not UTF-8 were, in a
  /// document that had some (a U+FFFD written as such is counted too: nothing tells them
  /// apart once read).
  static func replacementCharacters(_ bytes: [UInt8], _ positions: TextPositions)
    -> [SourceRange]
  {
    var ranges: [SourceRange] = []
    var index = 0
    while index + 2 < bytes.count {
      guard bytes[index] == 0xEF, bytes[index + 1] == 0xBF, bytes[index + 2] == 0xBD else {
        index += 1
        continue
      }
      let line = positions.line(ofByteOffset: index)
      let lineStart = positions.lineStarts[line]
      // Columns count scalars: every byte but a continuation byte starts one.
      let column = bytes[lineStart..<index].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
      ranges.append(
        SourceRange(
          start: SourceLocation(line: line + 1, column: column, offset: index),
          end: SourceLocation(line: line + 1, column: column + 1, offset: index + 3)))
      index += 3
    }
    return ranges
  }
}
