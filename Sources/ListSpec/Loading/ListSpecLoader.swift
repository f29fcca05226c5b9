#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// Options for loading a spec.
public struct LoadOptions: Sendable {
  public var limits: ReaderLimits
  /// See `YAMLReader.concurrentReadThreshold` and `eventBatchSize`; tests lower them.
  var concurrentReadThreshold = YAMLReader.defaultConcurrentReadThreshold
  var eventBatchSize = EventProducer.batchSize
  /// Decode sections, and find unknown top-level keys, while the reader is still reading
  /// (tests compare with and without).
  var streamsSections = true
  /// Files read by path at least this large are read in pieces rather than held in memory
  /// (``SourceFile``); tests lower it to cover that path with small files.
  var piecewiseReadThreshold = ListSpecLoader.defaultPiecewiseReadThreshold
  /// False when only the diagnostics are wanted (`listspec validate`): items are then
  /// checked as they are read and let go — one by one as the reader makes them while their
  /// section's `id` (and, for an item without a `cell`, the section's `cell`) is written
  /// before its `items`, otherwise with their section — so a large spec is never held whole,
  /// and ``LoadedSpec/spec`` is nil (``LoadedSpec/isValid`` still says whether there are
  /// errors). The diagnostics are the same either way. Items are kept after all when the
  /// spec's `cells` come after its `sections`, the root has a merge key, or a template uses
  /// Swift expressions (they are typed against every item).
  public var keepsSpec = true
  /// `--locale` and `--time-zone`: the locale and time zone expressions format values in,
  /// over the spec's `preview:` ones.
  public var previewLocale: String?
  public var previewTimeZone: String?
  /// Whether `assets` may name catalogs outside the spec's folder (an absolute path, `..`
  /// leaving it, a symbolic link out of it): off by default, so that a spec from someone
  /// else reads nothing beside its own folder (`--allow-assets-outside`).
  public var allowsAssetsOutsideSpecFolder = false

  public init(limits: ReaderLimits = .default) {
    self.limits = limits
  }
}

/// The result of loading one spec file: its source, every diagnostic (in source order) and the
/// spec itself when it has no errors.
public struct LoadedSpec: Sendable {
  public var source: SourceFile
  /// The JSON file the sections and items came from (``ItemsFile``), if any: diagnostics
  /// name it by its path.
  public var itemsSource: SourceFile?
  /// Errors, warnings and notes, sorted by position.
  public var diagnostics: [Diagnostic]
  /// The spec, present only when there are no errors (warnings allowed), and nil when it
  /// was loaded for its diagnostics only (``LoadOptions/keepsSpec``).
  public var spec: ListSpecDocument?
  /// True when the file itself could not be read (missing, a folder, no permission).
  public var isUnreadable: Bool

  /// True when the spec has no errors.
  public var isValid: Bool { !isUnreadable && !diagnostics.containsErrors }
  /// True when its items were checked while it was read and let go, how many of them one
  /// by one as the reader made them, and how many of those without being made into an
  /// ``Item`` (tests).
  var itemsCheckedWhileRead = false
  var itemsCheckedOneByOne = 0
  var itemsCheckedUnmade = 0
}

/// Entry point of the library: YAML text → nodes → typed model → diagnostics.
public enum ListSpecLoader {
  /// Reads and validates the file at `path`.
  public static func load(path: String, options: LoadOptions = LoadOptions()) -> LoadedSpec {
    if let source = readInPieces(path, options: options) {
      var loaded = load(source: source, options: options)
      if source.storage.hasChanged {
        // What was read may mix two versions of the file: say so rather than report on it.
        loaded = LoadedSpec(
          source: source,
          diagnostics: [
            .unreadableFile(
              path: path, reason: "it changed while it was being read; run listspec again")
          ], spec: nil, isUnreadable: true)
      }
      return loaded
    }
    return load(readFile(path, limit: options.limits.maxFileBytes), path: path, options: options)
  }

  /// 4 MiB: below it, holding the file costs less than the extra pass and the reads again.
  static let defaultPiecewiseReadThreshold = 4 << 20

  /// The file at `path` read in pieces (``SourceFile/readInPieces(path:descriptor:)``) when it
  /// is a regular file at least `piecewiseReadThreshold` bytes long, within the size limit,
  /// and plain enough; otherwise nil, and it is read whole.
  static func readInPieces(_ path: String, options: LoadOptions) -> SourceFile? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
      Int(info.st_size) >= options.piecewiseReadThreshold,
      Int(info.st_size) <= options.limits.maxFileBytes,
      let source = SourceFile.readInPieces(path: path, descriptor: descriptor)
    else {
      close(descriptor)
      return nil
    }
    return source
  }

  /// Validates YAML text given in memory; `path` is used in diagnostics.
  public static func load(
    text: String, path: String = "<input>", options: LoadOptions = LoadOptions()
  )
    -> LoadedSpec
  {
    load(source: SourceFile(path: path, text: text), options: options)
  }

  /// Validates an already-read source file.
  public static func load(source: SourceFile, options: LoadOptions = LoadOptions()) -> LoadedSpec {
    let maxDiagnostics = options.limits.maxDiagnostics
    var decoder = SpecDecoder(path: source.path, maxDiagnostics: maxDiagnostics)
    decoder.source = source
    decoder.allowsAssetsOutsideSpecFolder = options.allowsAssetsOutsideSpecFolder
    // Sections are decoded as the reader finishes each, while libyaml parses the rest.
    var reader = YAMLReader(limits: options.limits)
    reader.concurrentReadThreshold = options.concurrentReadThreshold
    reader.eventBatchSize = options.eventBatchSize
    // Without a spec to return, items are checked and let go as they are read: one by one
    // as the reader makes them while their section is known to be kept, otherwise with
    // their section.
    var session = ItemCheckSession(
      decided: options.keepsSpec,
      makeChecks: {
        decoder.readAssetsOnce($0)
        return streamedItemChecks(
          cells: $0(DocumentKey.cells.rawValue), platform: $0(DocumentKey.platform.rawValue),
          decoder: decoder, options: options)
      },
      keptHeader: { decoder.keptSectionHeader($0) })
    let items = ItemStreaming(source: source)
    if !options.keepsSpec {
      items.checkMade = { item, hasOwnCell, sectionStart, rootValue, sectionValue in
        session.check(
          item, hasOwnCell: hasOwnCell, sectionStart: sectionStart, rootValue: rootValue,
          sectionValue: sectionValue)
      }
      items.checkCollected = { item, sectionStart, rootValue, sectionValue in
        session.checkQuickly(
          item, sectionStart: sectionStart, rootValue: rootValue, sectionValue: sectionValue)
      }
    }
    let streaming = items.streaming { node, sequenceStart, rootValue in
      let first =
        decoder.streamed.sequenceStart == sequenceStart ? decoder.streamed.sections.count : 0
      // The section's items made while it was read; let go after, or the reader's next
      // item would copy the array.
      decoder.preparedItems = items.prepared
      decoder.readAssetsOnce(rootValue)
      decoder.decodeStreamedSection(node, sequenceStart: sequenceStart)
      decoder.preparedItems = PreparedItems()
      session.decide(rootValue)
      guard session.checks != nil else { return }
      // The element's items checked early come first, whether or not it made a section.
      session.checks!.checkEarlyBatch()
      for index in first..<decoder.streamed.sections.count {
        session.checks!.check(decoder.streamed.sections[index])
        decoder.streamed.sections[index].items = []
      }
    }
    let document = reader.read(
      source, streaming: options.streamsSections ? streaming : nil,
      rootKeys: options.streamsSections
        ? { name, range in decoder.takeDocumentKey(name, at: range) } : nil)
    // Elements kept whole (they define an anchor) may still hold prepared items.
    decoder.preparedItems = items.prepared
    var diagnostics = document.diagnostics
    var dropped = document.droppedDiagnostics
    var spec: ListSpecDocument?
    var itemsCheckedWhileRead = false
    let yamlFailed = document.diagnostics.containsErrors && document.root == nil
    if !yamlFailed {
      var decoded = decoder.decode(document.root, fileStart: fileStart(source))
      diagnostics += decoder.sink.diagnostics
      dropped.add(decoder.sink.dropped)
      if decoded != nil {
        decoded!.source = source
        if let locale = options.previewLocale { decoded!.preview.locale = locale }
        if let timeZone = options.previewTimeZone { decoded!.preview.timeZone = timeZone }
        // Expressions are typed once every item is known (their fields' types come from
        // the items).
        diagnostics += ExpressionTyping.check(&decoded!, limit: maxDiagnostics)
      }
      if let decoded {
        let validator = Validator(
          path: source.path, decodingFailed: decoder.diagnostics.containsErrors,
          maxDiagnostics: maxDiagnostics)
        // The checked items are the spec's only if the decoder took the streamed sections.
        if !decoder.tookStreamedSections { session.checks = nil }
        // Items of an element that made no section may still wait.
        session.checks?.checkEarlyBatch()
        itemsCheckedWhileRead = session.checks != nil
        let validated = validator.validate(decoded, itemsChecked: session.checks)
        diagnostics += validated.diagnostics
        dropped.add(validated.dropped)
        if options.keepsSpec { spec = decoded }
      }
    }
    for index in diagnostics.indices where diagnostics[index].path.isEmpty {
      diagnostics[index].path = source.path
    }
    // A problem inside an anchored node is found once per alias that uses it, at the same
    // place with the same words: report it once.
    var seen: Set<Diagnostic> = []
    var sorted = diagnostics.sortedBySource().filter { seen.insert($0).inserted }
    dropped.trim(&sorted, to: maxDiagnostics)
    if dropped.count > 0 {
      var overflow = Diagnostic.tooManyDiagnostics(
        limit: maxDiagnostics, errors: dropped.errors > 0)
      overflow.path = source.path
      sorted.append(overflow)
    }
    var loaded = LoadedSpec(
      source: source, diagnostics: sorted, spec: sorted.containsErrors ? nil : spec,
      isUnreadable: false)
    loaded.itemsCheckedWhileRead = itemsCheckedWhileRead
    loaded.itemsCheckedOneByOne = session.checks?.earlyItemCount ?? 0
    loaded.itemsCheckedUnmade = session.checks?.unmadeItemCount ?? 0
    return loaded
  }

  /// Items checked as the reader reads them, with the section they are offered from. One
  /// value, so that the reader's handler makes one access per item to what it captures: each
  /// access to a captured variable is an exclusivity check at run time, and five of them an
  /// item were 1% of the one-core `validate`.
  struct ItemCheckSession {
    /// Whether `checks` was decided: once, when `cells` has been read or cannot come.
    var decided: Bool
    var checks: StreamedItemChecks?
    /// The section whose items are being offered, and its header when it is known to be
    /// kept.
    var offeringSection: (start: SourceLocation, header: SpecDecoder.KeptSectionHeader?)?
    /// The checks for the templates in the root's `cells`, and the header of a section, from
    /// the decoder (`streamedItemChecks`, `SpecDecoder.keptSectionHeader`).
    let makeChecks: ((String) -> YAMLNode?) -> StreamedItemChecks?
    let keptHeader: ((String) -> YAMLNode?) -> SpecDecoder.KeptSectionHeader?

    mutating func decide(_ rootValue: (String) -> YAMLNode?) {
      guard !decided else { return }
      decided = true
      checks = makeChecks(rootValue)
    }

    /// The header of the section whose items are offered, when they may be checked one by
    /// one.
    mutating func offeredSection(
      _ start: SourceLocation, _ rootValue: (String) -> YAMLNode?,
      _ sectionValue: (String) -> YAMLNode?
    ) -> Bool {
      decide(rootValue)
      guard checks != nil else { return false }
      if offeringSection?.start != start {
        offeringSection = (start, keptHeader(sectionValue))
      }
      return offeringSection!.header != nil
    }

    /// Checks an item the reader made; false to leave it in the tree.
    mutating func check(
      _ item: Item, hasOwnCell: Bool, sectionStart: SourceLocation,
      rootValue: (String) -> YAMLNode?, sectionValue: (String) -> YAMLNode?
    ) -> Bool {
      guard offeredSection(sectionStart, rootValue, sectionValue) else {
        return false
      }
      var item = item
      if !hasOwnCell {
        // As the decoder gives such an item its section's cell.
        guard let (name, range) = offeringSection!.header!.cell else { return false }
        item.cell = name
        item.cellRange = range
      }
      checks!.check(early: item)
      return true
    }

    /// Checks an item the reader collected without making it; false to have it made.
    mutating func checkQuickly(
      _ item: CollectedItem, sectionStart: SourceLocation, rootValue: (String) -> YAMLNode?,
      sectionValue: (String) -> YAMLNode?
    ) -> Bool {
      guard offeredSection(sectionStart, rootValue, sectionValue) else {
        return false
      }
      return checks!.checkQuickly(item, sectionCell: offeringSection!.header!.cell?.0)
    }
  }

  /// The checks for streamed sections when `cells` (the root's value written before
  /// `sections`, if any) decodes to templates without Swift expressions; nil to keep the
  /// items. The templates' problems are left to the decoder's own pass over `cells`.
  /// `platform` is the root's `platform` when written before `sections` (symbols an item
  /// names are then checked against it; a later one leaves them to be checked by name only).
  static func streamedItemChecks(
    cells: YAMLNode?, platform: YAMLNode?, decoder: SpecDecoder, options: LoadOptions
  ) -> StreamedItemChecks? {
    guard let cells else { return nil }
    var cellDecoder = decoder.subDecoder()
    let (templates, undecoded) = cellDecoder.decodeCells(cells)
    guard !templates.contains(where: \.usesExpressions) else { return nil }
    var platformDecoder = decoder.subDecoder()
    return StreamedItemChecks(
      cells: templates, undecodedCellTemplates: undecoded, assets: decoder.assets,
      platform: platform.map { platformDecoder.decodePlatform($0) },
      source: decoder.source,
      maxDiagnostics: options.limits.maxDiagnostics)
  }

  static func fileStart(_ source: SourceFile) -> SourceRange {
    SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0))
  }

  /// Reads a whole file as listspec reads specs (read(2) straight into the array, at most
  /// `limit` bytes), turning every failure into an `unreadable-file` or `file-too-large`
  /// diagnostic.
  public static func readFile(_ path: String, limit: Int) -> Result<[UInt8], Diagnostic> {
    var info = stat()
    guard stat(path, &info) == 0 else {
      return .failure(.unreadableFile(path: path, reason: "no such file"))
    }
    if info.st_mode & S_IFMT == S_IFDIR {
      return .failure(.unreadableFile(path: path, reason: "it is a directory"))
    }
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
      return .failure(.unreadableFile(path: path, reason: String(cString: strerror(errno))))
    }
    defer { close(descriptor) }
    return readAll(descriptor: descriptor, path: path, limit: limit)
  }

  /// Reads a whole file as ``readFile(_:limit:)`` does, but only a regular file: a FIFO, a
  /// device, a socket or a directory is an `unreadable-file` diagnostic, answered without
  /// opening it for long (opening a FIFO waits for a writer; a device may never end). For the
  /// language server, where one read that waits would stop every answer.
  public static func readRegularFile(_ path: String, limit: Int) -> Result<[UInt8], Diagnostic> {
    var info = stat()
    guard stat(path, &info) == 0 else {
      return .failure(.unreadableFile(path: path, reason: "no such file"))
    }
    if let kind = nonRegularKind(info) {
      return .failure(.unreadableFile(path: path, reason: "it is \(kind), not a regular file"))
    }
    // O_NONBLOCK: a FIFO swapped in since `stat` is opened without waiting, then refused.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      return .failure(.unreadableFile(path: path, reason: String(cString: strerror(errno))))
    }
    defer { close(descriptor) }
    guard fstat(descriptor, &info) == 0, nonRegularKind(info) == nil else {
      return .failure(.unreadableFile(path: path, reason: "it is not a regular file"))
    }
    return readAll(descriptor: descriptor, path: path, limit: limit)
  }

  /// What a file that is not a regular one is ("a FIFO"), nil for a regular file.
  static func nonRegularKind(_ info: stat) -> String? {
    switch info.st_mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: return "a directory"
    case S_IFIFO: return "a FIFO"
    case S_IFCHR: return "a character device"
    case S_IFBLK: return "a block device"
    case S_IFSOCK: return "a socket"
    default: return "not a regular file"
    }
  }

  /// Reads standard input (the CLI's "-", shown as "<stdin>") as bytes, under the same size
  /// limit as a file: never more than the limit is held, and invalid UTF-8 is reported, not
  /// silently replaced as reading it line by line as text would. Too large or unreadable
  /// input is `isUnreadable`, as for a file.
  public static func loadStandardInput(options: LoadOptions = LoadOptions()) -> LoadedSpec {
    let path = "<stdin>"
    let read = readAll(descriptor: STDIN_FILENO, path: path, limit: options.limits.maxFileBytes)
    return load(read, path: path, options: options)
  }

  /// Validates what was read, or reports why it could not be.
  static func load(_ read: Result<[UInt8], Diagnostic>, path: String, options: LoadOptions)
    -> LoadedSpec
  {
    switch read {
    case .success(let bytes):
      return load(source: SourceFile(path: path, bytes: bytes), options: options)
    case .failure(let diagnostic):
      return LoadedSpec(
        source: SourceFile(path: path, bytes: []), diagnostics: [diagnostic], spec: nil,
        isUnreadable: true)
    }
  }

  /// Reads an open file (or pipe) to its end, or to one byte past `limit`.
  static func readAll(descriptor: Int32, path: String, limit: Int) -> Result<[UInt8], Diagnostic> {
    // read(2) straight into the array: going through Data cost a 12 MB spec ~40 ms.
    var info = stat()
    let expected = fstat(descriptor, &info) == 0 ? Int(info.st_size) : 0
    // One byte past the limit is read, so an oversized file is reported, not read whole.
    guard let bytes = readBytes(descriptor: descriptor, upTo: limit + 1, expected: expected)
    else {
      return .failure(.unreadableFile(path: path, reason: String(cString: strerror(errno))))
    }
    if bytes.count > limit {
      var diagnostic = Diagnostic.fileTooLarge(bytes: bytes.count, limit: limit)
      diagnostic.message =
        "file is larger than the limit of \(limit) bytes (raise it with --max-file-size)"
      diagnostic.path = path
      return .failure(diagnostic)
    }
    return .success(bytes)
  }

  /// At most `maximum` bytes of an open file (or pipe), to its end, read(2) straight into the
  /// array; nil, with `errno` set, when reading fails. `expected` (the file's size, or 0)
  /// sizes the first buffer one byte over, so that the end is seen without growing it.
  static func readBytes(descriptor: Int32, upTo maximum: Int, expected: Int) -> [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: min(max(expected, 4096) + 1, maximum))
    var count = 0
    while true {
      if count == bytes.count {
        guard bytes.count < maximum else { break }
        bytes += [UInt8](repeating: 0, count: min(bytes.count, maximum - bytes.count))
      }
      let result = bytes.withUnsafeMutableBufferPointer { buffer in
        read(descriptor, buffer.baseAddress! + count, buffer.count - count)
      }
      if result < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if result == 0 { break }  // end of file
      count += result
    }
    bytes.removeLast(bytes.count - count)
    return bytes
  }
}
