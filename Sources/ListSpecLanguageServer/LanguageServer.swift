import ListSpec

/// An LSP 3.17 language server for list specs, as a state machine: each message body goes in
/// through ``receive(_:now:)`` and the messages to send come out; diagnostics of changed
/// documents come out of ``dueDiagnostics(now:)`` once the debounce delay has passed without
/// another change. ``StandardIOServer`` runs it over stdin and stdout, validating in the
/// background (``validatesInBackground``); tests drive it directly. Times are monotonic
/// nanoseconds.
///
/// Requests are answered from what is known of the current text: after an edit, completion
/// and hover take the names of the last tree read, brought up to the current text through
/// the ``EditLog`` (``names(for:)``), rather than reading a spec of 100,000 items again.
public final class LanguageServer {
  public struct Configuration: Sendable {
    /// How long after a change diagnostics wait for the next change.
    public var debounceNanoseconds: UInt64
    /// The reader limits documents are read with (validate's defaults).
    public var limits: ReaderLimits

    public init(debounceMilliseconds: Int = 150, limits: ReaderLimits = .default) {
      self.debounceNanoseconds = UInt64(max(debounceMilliseconds, 0)) * 1_000_000
      self.limits = limits
    }
  }

  public var configuration: Configuration
  var documents: [String: TextDocument] = [:]
  /// The last version of each open document whose tree was read and parsed: its names answer
  /// completion and hover for later versions until theirs is read.
  var lastParsed: [String: TextDocument] = [:]
  /// The edits of each open document since its versions were read.
  var editLogs: [String: EditLog] = [:]
  /// The generation of the next version of a document.
  var nextGeneration = 1
  /// The names last brought up to a version (a hover may look them up twice), with the
  /// generation of that version and of the one they were read from.
  var reconciledNames: [String: (generation: Int, parsed: Int, names: DocumentNames)] = [:]
  /// Validates and reads documents off the request path, once ``validatesInBackground`` is set.
  var worker: ValidationWorker?
  /// Documents whose diagnostics are to be published, with when.
  var pending: [String: UInt64] = [:]
  var isInitialized = false
  public internal(set) var isShutDown = false
  /// Set by the `exit` notification: 0 after `shutdown`, 1 without (LSP 3.17).
  public private(set) var exitStatus: Int32?
  /// The ids (as JSON text) of requests the editor cancelled before they were handled.
  var cancelledRequests: Set<[UInt8]> = []
  /// Reads the messages that have arrived since, noting their cancellations
  /// (``noteCancellation(_:)``): set by ``StandardIOServer``, called while a request waits
  /// for a tree the worker reads, so that its `$/cancelRequest` is seen in flight.
  public var readsArrivedMessages: (() -> Void)?
  /// The id of the request being handled.
  var handledRequest: JSONValue?
  /// Notifications that came up while a request waited (diagnostics the worker finished),
  /// sent before its answer.
  var deferredMessages: [JSONValue] = []

  /// A request cancelled while it was handled.
  struct Cancelled: Error {}

  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
  }

  deinit { worker?.stop() }

  /// When true, diagnostics are found (and trees read) on a thread of their own:
  /// ``dueDiagnostics(now:)`` starts those due and returns those finished, and
  /// ``validationWakeDescriptor`` becomes readable when one finishes. When false (the
  /// default), ``dueDiagnostics(now:)`` validates on the caller's thread.
  public var validatesInBackground: Bool {
    get { worker != nil }
    set {
      if newValue, worker == nil {
        worker = ValidationWorker()
      } else if !newValue, let worker {
        worker.stop()
        self.worker = nil
      }
    }
  }

  /// A descriptor to poll: readable when a background validation has finished (-1 when none
  /// runs in the background).
  public var validationWakeDescriptor: Int32 { worker?.wakeDescriptor ?? -1 }

  /// Waits until a background validation finishes or none is left to run (for tests; the
  /// standard I/O loop polls ``validationWakeDescriptor``).
  public func waitForValidation() { worker?.waitForResult() }

  /// True while a background validation waits or runs.
  public var isValidating: Bool { worker?.hasWork ?? false }

  /// When the next diagnostics are due, if any are waiting.
  public var nextDeadline: UInt64? { pending.values.min() }

  /// The number of documents open (for the soak test: closing must free them).
  public var openDocumentCount: Int { documents.count }

  /// Handles one message body; returns the messages to send, in order.
  /// A body that is JSON but for bytes that are not UTF-8 (Neovim sends a buffer opened with
  /// `++bad=keep` as its raw bytes) is read with each bad sequence replaced by U+FFFD, and
  /// the document it opens or changes is reported with `invalid-utf8` where they are.
  public func receive(_ body: [UInt8], now: UInt64) -> [[UInt8]] {
    var message = DecodedJSON.parse(body)
    var replacedInvalidUTF8 = false
    if message == nil {
      let repaired = Array(String(decoding: body, as: UTF8.self).utf8)
      if repaired != body, let value = DecodedJSON.parse(repaired) {
        message = value
        replacedInvalidUTF8 = true
      }
    }
    guard let message else {
      return [
        Outgoing.error(id: .null, code: JSONRPCError.parseError, message: "the message is not JSON")
          .bytes
      ]
    }
    let answers = handle(message, now: now, replacedInvalidUTF8: replacedInvalidUTF8)
    let deferred = deferredMessages
    deferredMessages = []
    return (deferred + answers).map(\.bytes)
  }

  /// Notes a `$/cancelRequest` message that has arrived, before the messages ahead of it are
  /// handled: the request it names, when still waiting, is then answered `RequestCancelled`
  /// without its work. Any other message is left alone (a look for the method's name, so a
  /// message is not decoded twice).
  public func noteCancellation(_ body: [UInt8]) {
    let method = Array("$/cancelRequest".utf8)
    guard body.count < 1024,
      body.indices.contains(where: { body[$0...].starts(with: method) }),
      let message = DecodedJSON.parse(body), message["method"]?.stringValue == "$/cancelRequest",
      let id = message["params"]?["id"]
    else { return }
    cancelledRequests.insert(id.bytes)
  }

  /// A framing problem, answered as JSON-RPC says for a request whose id cannot be read.
  public func framingError(_ problem: String) -> [UInt8] {
    Outgoing.error(id: .null, code: JSONRPCError.parseError, message: problem).bytes
  }

  /// The `publishDiagnostics` notifications due at `now`. In the background, the validations
  /// due are started, and the notifications are those of validations finished since the
  /// last call whose version is still the document's (an older one is set aside).
  public func dueDiagnostics(now: UInt64) -> [[UInt8]] {
    var messages: [[UInt8]] = []
    // What finished first: a result of a version the editor changed since is set aside.
    if let worker {
      for result in worker.takeFinished() {
        if let message = install(result) { messages.append(message.bytes) }
      }
    }
    let due = pending.filter { $0.value <= now }.map(\.key).sorted()
    for uri in due {
      pending[uri] = nil
      if let worker, let document = documents[uri] {
        worker.submit(
          ValidationWorker.Job(
            uri: uri, generation: document.generation, bytes: document.bytes,
            limits: document.limits, receivedInvalidUTF8: document.receivedInvalidUTF8))
      } else {
        messages.append(publishDiagnostics(uri).bytes)
      }
    }
    return messages
  }

  /// Keeps what the worker found for a version still open; the diagnostics of the current
  /// version are to be published.
  func install(_ result: ValidationWorker.Result) -> JSONValue? {
    switch result {
    case .diagnostics(let uri, let generation, let diagnostics, let positions):
      guard let document = documents[uri], document.generation == generation else { return nil }
      document.install(diagnostics: diagnostics, positions: positions)
      return publishDiagnostics(uri)
    case .tree(let uri, let generation, let root, let names, let bytes):
      guard let document = documents[uri] else { return nil }
      if document.generation == generation { document.install(root: root, names: names) }
      guard root != nil, generation > lastParsed[uri]?.generation ?? 0 else { return nil }
      let read =
        document.generation == generation
        ? document
        : TextDocument(
          uri: uri, bytes: bytes, version: 0, generation: generation, limits: document.limits)
      read.install(root: root, names: names)
      keepParsed(read)
      return nil
    }
  }

  /// Keeps `document`, whose tree parsed, as the last parsed version of its URI.
  func keepParsed(_ document: TextDocument) {
    guard document.generation > lastParsed[document.uri]?.generation ?? 0 else { return }
    lastParsed[document.uri] = document
    editLogs[document.uri]?.forget(through: document.generation)
  }

  /// The names completion and hover look up for `document`, and the version whose tree they
  /// come from (for its asset catalogs): its own when its tree is read; else those of the last
  /// version read, brought up to the current text when the edits since allow; else read from
  /// the current text; and when that does not parse (halfway through typing), the last
  /// version's as they were.
  func names(for document: TextDocument) throws -> (names: DocumentNames, source: TextDocument) {
    if document.hasTree, document.root != nil { return (document.names, document) }
    if let parsed = lastParsed[document.uri], parsed.generation < document.generation,
      parsed.hasTree, parsed.root != nil
    {
      if let cached = reconciledNames[document.uri], cached.generation == document.generation,
        cached.parsed == parsed.generation
      {
        return (cached.names, parsed)
      }
      if let changes = editLogs[document.uri]?.changes(since: parsed.generation),
        let names = parsed.names.reconciled(with: changes, in: document)
      {
        reconciledNames[document.uri] = (document.generation, parsed.generation, names)
        return (names, parsed)
      }
    }
    try readTree(document)
    if document.root != nil {
      keepParsed(document)
      return (document.names, document)
    }
    if let parsed = lastParsed[document.uri], parsed.root != nil {
      var names = parsed.names
      names.extentsAreStale = parsed.generation != document.generation
      return (names, parsed)
    }
    return (document.names, document)
  }

  func handle(_ message: JSONValue, now: UInt64, replacedInvalidUTF8: Bool = false)
    -> [JSONValue]
  {
    guard message.isObject else {
      return [
        Outgoing.error(
          id: .null, code: JSONRPCError.invalidRequest, message: "a message must be a JSON object")
      ]
    }
    let id = message["id"]
    guard let method = message["method"]?.stringValue else {
      // A response to a request of ours (the server sends none), or garbage.
      if message["result"] != nil || message["error"] != nil { return [] }
      return [
        Outgoing.error(
          id: id ?? .null, code: JSONRPCError.invalidRequest, message: "a message without a method")
      ]
    }
    let params = message["params"] ?? .null
    guard let id else {
      notification(method, params, now: now, replacedInvalidUTF8: replacedInvalidUTF8)
      return []
    }
    switch id {
    case .integer, .string, .number: break
    default:
      return [
        Outgoing.error(
          id: .null, code: JSONRPCError.invalidRequest,
          message: "an id must be a number or a string")
      ]
    }
    if isShutDown, method != "shutdown" {
      return [
        Outgoing.error(
          id: id, code: JSONRPCError.invalidRequest, message: "the server has been shut down")
      ]
    }
    if cancelledRequests.remove(id.bytes) != nil {
      return [
        Outgoing.error(
          id: id, code: JSONRPCError.requestCancelled, message: "the request was cancelled")
      ]
    }
    if !isInitialized, method != "initialize" {
      return [
        Outgoing.error(
          id: id, code: JSONRPCError.serverNotInitialized, message: "initialize comes first")
      ]
    }
    handledRequest = id
    defer { handledRequest = nil }
    switch request(method, params) {
    case .success(let result): return [Outgoing.response(id: id, result: result)]
    case .failure(let error):
      return [Outgoing.error(id: id, code: error.code, message: error.message)]
    }
  }

  struct RequestError: Error {
    var code: Int
    var message: String

    static func invalidParams(_ message: String) -> RequestError {
      RequestError(code: JSONRPCError.invalidParams, message: message)
    }

    static let cancelled = RequestError(
      code: JSONRPCError.requestCancelled, message: "the request was cancelled")
  }

  func request(_ method: String, _ params: JSONValue) -> Result<JSONValue, RequestError> {
    switch method {
    case "initialize":
      if let options = params["initializationOptions"],
        let milliseconds = options["debounceMilliseconds"]?.intValue
      {
        configuration.debounceNanoseconds = UInt64(max(0, min(milliseconds, 60_000))) * 1_000_000
      }
      isInitialized = true
      return .success(Self.initializeResult)
    case "shutdown":
      isShutDown = true
      return .success(.null)
    case "textDocument/hover":
      return withDocument(params) { document, offset in try hover(document, offset) ?? .null }
    case "textDocument/completion":
      return withDocument(params) { document, offset in try completion(document, offset) }
    case "textDocument/definition":
      return withDocument(params) { document, offset in
        try definition(document, offset) ?? .null
      }
    case "textDocument/documentSymbol":
      guard let uri = params["textDocument"]?["uri"]?.stringValue else {
        return .failure(.invalidParams("textDocument.uri is missing"))
      }
      guard let document = document(uri) else { return .success(.array([])) }
      do {
        return .success(try documentSymbols(document))
      } catch {
        return .failure(.cancelled)
      }
    case "textDocument/codeAction":
      guard let uri = params["textDocument"]?["uri"]?.stringValue,
        let range = params["range"].flatMap(Self.range)
      else { return .failure(.invalidParams("textDocument.uri and range are needed")) }
      guard let document = document(uri) else { return .success(.array([])) }
      return .success(codeActions(document, range))
    default:
      if method.hasPrefix("$/") {
        return .failure(
          RequestError(code: JSONRPCError.methodNotFound, message: "'\(method)' is not handled"))
      }
      return .failure(
        RequestError(code: JSONRPCError.methodNotFound, message: "unknown method '\(method)'"))
    }
  }

  /// Runs `body` on the document and byte offset of a text document position request; a
  /// document never opened is read from its file if it has one, else the answer is empty.
  func withDocument(
    _ params: JSONValue, _ body: (TextDocument, Int) throws -> JSONValue
  ) -> Result<JSONValue, RequestError> {
    guard let uri = params["textDocument"]?["uri"]?.stringValue,
      let position = params["position"].flatMap(Self.position)
    else { return .failure(.invalidParams("textDocument.uri and position are needed")) }
    guard let document = document(uri) else { return .success(.null) }
    do {
      return .success(try body(document, document.positions.byteOffset(of: position)))
    } catch {
      return .failure(.cancelled)
    }
  }

  /// Makes sure `document`'s tree is read. In the background the worker reads it, ahead of
  /// its other jobs, while this thread waits and reads the messages arriving: a
  /// `$/cancelRequest` for the request handled ends the wait (``Cancelled``). Otherwise (or
  /// without ``readsArrivedMessages``) the tree is read here when first asked for.
  func readTree(_ document: TextDocument) throws {
    guard !document.hasTree, let worker, let readsArrived = readsArrivedMessages,
      documents[document.uri] === document
    else { return }
    worker.read(
      ValidationWorker.Job(
        uri: document.uri, generation: document.generation, bytes: document.bytes,
        limits: document.limits, receivedInvalidUTF8: document.receivedInvalidUTF8))
    while true {
      readsArrived()
      if let id = handledRequest, cancelledRequests.contains(id.bytes) { throw Cancelled() }
      for result in worker.takeFinished() {
        if let message = install(result) { deferredMessages.append(message) }
      }
      if document.hasTree { return }
      worker.waitForWake(milliseconds: 10)
    }
  }

  /// `replacedInvalidUTF8`: the message held bytes that are not UTF-8, read as U+FFFD.
  func notification(
    _ method: String, _ params: JSONValue, now: UInt64, replacedInvalidUTF8: Bool = false
  ) {
    switch method {
    case "exit":
      exitStatus = isShutDown ? 0 : 1
    case "$/cancelRequest":
      // Its request was handled by now, answered or cancelled: nothing is left to note.
      if let id = params["id"] { cancelledRequests.remove(id.bytes) }
    case "textDocument/didOpen":
      guard isInitialized, let item = params["textDocument"],
        let uri = item["uri"]?.stringValue, let text = item["text"]?.stringValue
      else { return }
      documents[uri] = TextDocument(
        uri: uri, bytes: Array(text.utf8), version: item["version"]?.intValue ?? 0,
        generation: nextGeneration, limits: configuration.limits,
        receivedInvalidUTF8: replacedInvalidUTF8)
      editLogs[uri, default: EditLog()].recordWholeText(generation: nextGeneration)
      nextGeneration += 1
      pending[uri] = now
    case "textDocument/didChange":
      guard isInitialized, let uri = params["textDocument"]?["uri"]?.stringValue,
        let document = documents[uri], let changes = params["contentChanges"]?.arrayValue
      else { return }
      var bytes = document.bytes
      // The line starts of the text as it is before each change: the document's for the first.
      var positions: TextPositions? = document.positions
      let generation = nextGeneration
      nextGeneration += 1
      for change in changes {
        guard let text = change["text"]?.stringValue else { continue }
        if let range = change["range"].flatMap(Self.range) {
          let before = positions ?? TextPositions(bytes)
          let lower = before.byteOffset(of: range.start)
          let upper = max(lower, before.byteOffset(of: range.end))
          let inserted = Array(text.utf8)
          editLogs[uri, default: EditLog()].record(
            generation: generation, replacing: lower, upper, in: bytes, positions: before,
            with: inserted)
          bytes.replaceSubrange(lower..<upper, with: inserted)
        } else {
          editLogs[uri, default: EditLog()].recordWholeText(generation: generation)
          bytes = Array(text.utf8)
        }
        positions = nil
      }
      documents[uri] = TextDocument(
        uri: uri, bytes: bytes,
        version: params["textDocument"]?["version"]?.intValue ?? document.version + 1,
        generation: generation, limits: configuration.limits,
        receivedInvalidUTF8: document.receivedInvalidUTF8 || replacedInvalidUTF8)
      pending[uri] = now + configuration.debounceNanoseconds
    case "textDocument/didClose":
      guard let uri = params["textDocument"]?["uri"]?.stringValue, documents[uri] != nil else {
        return
      }
      documents[uri] = nil
      lastParsed[uri] = nil
      editLogs[uri] = nil
      reconciledNames[uri] = nil
      // An empty list clears the document's problems: an editor (VS Code) keeps the last
      // ones published otherwise.
      pending[uri] = now
    default:
      // initialized, didSave, $/setTrace…: nothing to do.
      break
    }
  }

  /// An open document, or the file a `file:` URI names.
  func document(_ uri: String) -> TextDocument? {
    if let document = documents[uri] { return document }
    guard let path = FileURI.path(uri),
      // Only a regular file: a FIFO's open would wait for a writer and stop every answer.
      case .success(let bytes) = ListSpecLoader.readRegularFile(
        path, limit: configuration.limits.maxFileBytes)
    else { return nil }
    return TextDocument(uri: uri, bytes: bytes, version: 0, limits: configuration.limits)
  }

  func publishDiagnostics(_ uri: String) -> JSONValue {
    var params: [(String, JSONValue)] = [("uri", .string(uri))]
    if let document = documents[uri] {
      // A version without a YAML syntax error is kept for the names of the versions after it
      // (its tree is read when they are asked for). In the background the worker reads it.
      if worker == nil, !document.diagnostics.contains(where: { $0.id == .yamlSyntax }) {
        keepParsed(document)
      }
      params.append(("version", .integer(document.version)))
      params.append(
        ("diagnostics", .array(document.diagnostics.map { lspDiagnostic($0, document) })))
    } else {
      params.append(("diagnostics", .array([])))
    }
    return Outgoing.notification("textDocument/publishDiagnostics", .object(params))
  }

  static var initializeResult: JSONValue {
    .object([
      (
        "capabilities",
        .object([
          (
            "textDocumentSync",
            .object([
              ("openClose", .bool(true)), ("change", .integer(2)),
              ("save", .object([("includeText", .bool(false))])),
            ])
          ),
          ("hoverProvider", .bool(true)),
          (
            "completionProvider",
            .object([
              ("triggerCharacters", .array([":", " ", "{", "-"].map { .string($0) })),
              ("resolveProvider", .bool(false)),
            ])
          ),
          ("definitionProvider", .bool(true)),
          (
            "codeActionProvider",
            .object([
              ("codeActionKinds", .array([.string("quickfix"), .string("source.fixAll")]))
            ])
          ),
          ("documentSymbolProvider", .bool(true)),
          ("positionEncoding", .string("utf-16")),
        ])
      ),
      ("serverInfo", .object([("name", .string("listspec")), ("version", .string("0.1.0"))])),
    ])
  }

  // MARK: Positions

  static func position(_ value: JSONValue) -> UTF16Position? {
    guard let line = value["line"]?.intValue, let character = value["character"]?.intValue else {
      return nil
    }
    return UTF16Position(line: line, character: character)
  }

  static func range(_ value: JSONValue) -> (start: UTF16Position, end: UTF16Position)? {
    guard let start = value["start"].flatMap(position), let end = value["end"].flatMap(position)
    else { return nil }
    return (start, end)
  }

  static func json(_ position: UTF16Position) -> JSONValue {
    .object([("line", .integer(position.line)), ("character", .integer(position.character))])
  }

  static func json(_ range: SourceRange?, in document: TextDocument) -> JSONValue {
    guard let range else {
      let origin = json(UTF16Position(line: 0, character: 0))
      return .object([("start", origin), ("end", origin)])
    }
    let converted = document.positions.range(of: range)
    return .object([("start", json(converted.start)), ("end", json(converted.end))])
  }

  // MARK: Diagnostics and code actions

  func lspDiagnostic(_ diagnostic: Diagnostic, _ document: TextDocument) -> JSONValue {
    let severity: Int
    switch diagnostic.severity {
    case .error: severity = 1
    case .warning: severity = 2
    case .note: severity = 3
    }
    var fields: [(String, JSONValue)] = [
      ("range", Self.json(diagnostic.range, in: document)), ("severity", .integer(severity)),
      ("code", .string(diagnostic.id.rawValue)), ("source", .string("listspec")),
      ("message", .string(diagnostic.message)),
    ]
    let related: [JSONValue] = diagnostic.notes.compactMap { note in
      // A note into another file is placed by its line and column there (its bytes are not
      // read for the conversion); one without a place points at the diagnostic.
      if let path = note.path, path != diagnostic.path {
        let start = note.range.map {
          UTF16Position(line: $0.start.line - 1, character: $0.start.column - 1)
        }
        let end = note.range.map {
          UTF16Position(line: $0.end.line - 1, character: $0.end.column - 1)
        }
        let origin = UTF16Position(line: 0, character: 0)
        return .object([
          (
            "location",
            .object([
              ("uri", .string(FileURI.uri(path))),
              (
                "range",
                .object([
                  ("start", Self.json(start ?? origin)), ("end", Self.json(end ?? origin)),
                ])
              ),
            ])
          ),
          ("message", .string(note.message)),
        ])
      }
      return .object([
        (
          "location",
          .object([
            ("uri", .string(document.uri)),
            ("range", Self.json(note.range ?? diagnostic.range, in: document)),
          ])
        ),
        ("message", .string(note.message)),
      ])
    }
    if !related.isEmpty { fields.append(("relatedInformation", .array(related))) }
    return .object(fields)
  }

  func textEdit(_ fixIt: FixIt, _ document: TextDocument) -> JSONValue {
    .object([
      ("range", Self.json(fixIt.range, in: document)), ("newText", .string(fixIt.replacement)),
    ])
  }

  /// A quick fix for each fix-it of a diagnostic that touches `range`, and one source action
  /// applying every fix-it of the document (`listspec fix`'s first round).
  func codeActions(
    _ document: TextDocument, _ range: (start: UTF16Position, end: UTF16Position)
  ) -> JSONValue {
    let lower = document.positions.byteOffset(of: range.start)
    let upper = document.positions.byteOffset(of: range.end)
    var actions: [JSONValue] = []
    func edit(_ fixIts: [FixIt]) -> JSONValue {
      .object([
        ("changes", .object([(document.uri, .array(fixIts.map { textEdit($0, document) }))]))
      ])
    }
    for diagnostic in document.diagnostics where !diagnostic.fixIts.isEmpty {
      guard let place = diagnostic.range,
        place.start.offset <= upper, place.end.offset >= lower
      else { continue }
      for fixIt in diagnostic.fixIts {
        actions.append(
          .object([
            ("title", .string(fixIt.message)), ("kind", .string("quickfix")),
            ("diagnostics", .array([lspDiagnostic(diagnostic, document)])),
            ("isPreferred", .bool(true)), ("edit", edit([fixIt])),
          ]))
      }
    }
    let all = FixItApplication.apply(
      FixItApplication.fixIts(of: document.diagnostics), to: document.bytes
    ).applied
    if !all.isEmpty {
      actions.append(
        .object([
          ("title", .string("Apply every fix-it (\(all.count))")),
          ("kind", .string("source.fixAll")), ("edit", edit(all)),
        ]))
    }
    return .array(actions)
  }
}

/// `file:` URIs and paths.
enum FileURI {
  /// The path of a `file:` URI (percent escapes decoded), or nil for another scheme.
  static func path(_ uri: String) -> String? {
    guard uri.hasPrefix("file://") else { return nil }
    var rest = Array(uri.utf8.dropFirst(7))
    // "file://host/path": only the local host is a path here.
    if let slash = rest.firstIndex(of: UInt8(ascii: "/")), slash > 0 {
      let host = String(decoding: rest[..<slash], as: UTF8.self)
      guard host == "localhost" else { return nil }
      rest = Array(rest[slash...])
    }
    var bytes: [UInt8] = []
    var index = 0
    while index < rest.count {
      if rest[index] == UInt8(ascii: "%"), index + 2 < rest.count,
        let value = UInt8(String(decoding: rest[index + 1...index + 2], as: UTF8.self), radix: 16)
      {
        bytes.append(value)
        index += 3
      } else {
        bytes.append(rest[index])
        index += 1
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The `file:` URI of a path (relative paths are left relative).
  static func uri(_ path: String) -> String {
    var text = "file://"
    for byte in path.utf8 {
      let isPlain =
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
        || (byte >= 0x61 && byte <= 0x7A) || "/-._~".utf8.contains(byte)
      if isPlain {
        text.append(Character(Unicode.Scalar(byte)))
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        text += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return text
  }
}
