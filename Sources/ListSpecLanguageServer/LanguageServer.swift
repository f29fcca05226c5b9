import ListSpec

/// An LSP 3.17 language server for list specs, as a state machine: each message body goes in
/// through ``receive(_:now:)`` and the messages to send come out; diagnostics of changed
/// documents come out of ``dueDiagnostics(now:)`` once the debounce delay has passed without
/// another change. ``StandardIOServer`` runs it over stdin and stdout; tests and the benchmark
/// drive it directly. Times are monotonic nanoseconds.
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
  /// The last version of each open document that parsed, for completion while it does not.
  var lastParsed: [String: TextDocument] = [:]
  /// Documents whose diagnostics are to be published, with when.
  var pending: [String: UInt64] = [:]
  var isInitialized = false
  public internal(set) var isShutDown = false
  /// Set by the `exit` notification: 0 after `shutdown`, 1 without (LSP 3.17).
  public private(set) var exitStatus: Int32?
  /// The ids (as JSON text) of requests the editor cancelled before they were handled.
  var cancelledRequests: Set<[UInt8]> = []

  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
  }

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
    return handle(message, now: now, replacedInvalidUTF8: replacedInvalidUTF8).map(\.bytes)
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

  /// The `publishDiagnostics` notifications due at `now`.
  public func dueDiagnostics(now: UInt64) -> [[UInt8]] {
    let due = pending.filter { $0.value <= now }.map(\.key).sorted()
    var messages: [[UInt8]] = []
    for uri in due {
      pending[uri] = nil
      messages.append(publishDiagnostics(uri).bytes)
    }
    return messages
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
      return withDocument(params) { document, offset in hover(document, offset) ?? .null }
    case "textDocument/completion":
      return withDocument(params) { document, offset in completion(document, offset) }
    case "textDocument/definition":
      return withDocument(params) { document, offset in definition(document, offset) ?? .null }
    case "textDocument/documentSymbol":
      guard let uri = params["textDocument"]?["uri"]?.stringValue else {
        return .failure(.invalidParams("textDocument.uri is missing"))
      }
      guard let document = document(uri) else { return .success(.array([])) }
      return .success(documentSymbols(document))
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
    _ params: JSONValue, _ body: (TextDocument, Int) -> JSONValue
  ) -> Result<JSONValue, RequestError> {
    guard let uri = params["textDocument"]?["uri"]?.stringValue,
      let position = params["position"].flatMap(Self.position)
    else { return .failure(.invalidParams("textDocument.uri and position are needed")) }
    guard let document = document(uri) else { return .success(.null) }
    return .success(body(document, document.positions.byteOffset(of: position)))
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
        limits: configuration.limits, receivedInvalidUTF8: replacedInvalidUTF8)
      pending[uri] = now
    case "textDocument/didChange":
      guard isInitialized, let uri = params["textDocument"]?["uri"]?.stringValue,
        let document = documents[uri], let changes = params["contentChanges"]?.arrayValue
      else { return }
      var bytes = document.bytes
      for change in changes {
        guard let text = change["text"]?.stringValue else { continue }
        if let range = change["range"].flatMap(Self.range) {
          bytes = TextPositions(bytes).replacing(from: range.start, to: range.end, with: text)
        } else {
          bytes = Array(text.utf8)
        }
      }
      documents[uri] = TextDocument(
        uri: uri, bytes: bytes,
        version: params["textDocument"]?["version"]?.intValue ?? document.version + 1,
        limits: configuration.limits,
        receivedInvalidUTF8: document.receivedInvalidUTF8 || replacedInvalidUTF8)
      pending[uri] = now + configuration.debounceNanoseconds
    case "textDocument/didClose":
      guard let uri = params["textDocument"]?["uri"]?.stringValue, documents[uri] != nil else {
        return
      }
      documents[uri] = nil
      lastParsed[uri] = nil
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
      // A version without a YAML syntax error is read as a tree (if completion asks).
      if !document.diagnostics.contains(where: { $0.id == .yamlSyntax }) {
        lastParsed[uri] = document
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

/// An open document: its text, version, and what is known of it, computed when first asked.
final class TextDocument {
  let uri: String
  let bytes: [UInt8]
  let version: Int
  let limits: ReaderLimits
  private(set) lazy var positions = TextPositions(bytes)
  /// `validate`'s diagnostics: the spec read as validate reads it (streamed, not kept).
  private(set) lazy var diagnostics: [Diagnostic] = {
    var options = LoadOptions(limits: limits)
    options.keepsSpec = false
    let loaded = ListSpecLoader.load(
      source: SourceFile(path: FileURI.path(uri) ?? uri, bytes: bytes), options: options
    )
    .diagnostics
    guard receivedInvalidUTF8 else { return loaded }
    return (loaded + replacementCharacters.map { Diagnostic.invalidUTF8Replaced(range: $0) })
      .sorted { ($0.range?.start.offset ?? -1) < ($1.range?.start.offset ?? -1) }
  }()
  /// True when the editor sent bytes of this document that are not UTF-8, read as U+FFFD.
  let receivedInvalidUTF8: Bool
  /// The YAML tree, for hover, completion, definition and symbols (nil when it cannot be read).
  private(set) lazy var root: YAMLNode? = YAMLReader(limits: limits).read(
    SourceFile(path: uri, bytes: bytes)
  ).root
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

  init(
    uri: String, bytes: [UInt8], version: Int, limits: ReaderLimits,
    receivedInvalidUTF8: Bool = false
  ) {
    self.uri = uri
    self.bytes = bytes
    self.version = version
    self.limits = limits
    self.receivedInvalidUTF8 = receivedInvalidUTF8
  }

  /// Where U+FFFD (EF BF BD) is in the text: where the bytes that were not UTF-8 were, in a
  /// document that had some (a U+FFFD written as such is counted too: nothing tells them
  /// apart once read).
  var replacementCharacters: [SourceRange] {
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
