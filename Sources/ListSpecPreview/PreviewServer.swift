import Foundation
import ListSpec
import ListSpecRender

/// What one preview server holds at most, so that no client (a page in another tab, a local
/// process) can grow it without end or take it over. The numbers and why: `specs/limits.md`.
public struct PreviewLimits: Sendable, Equatable {
  /// Connections open at once. Each has its own thread, so this bounds the threads too.
  public var connections: Int
  /// Connections open at once from one address (loopback has many: 127.0.0.1, 127.0.0.2…).
  public var connectionsPerAddress: Int
  /// Seconds a connection may send and receive nothing before it is closed (0: never).
  /// Longer than the event stream's 10-second keep-alive, so an idle page stays connected.
  public var idleSeconds: Int
  /// Event streams (`/events`, one per open page) at once.
  public var eventStreams: Int
  /// Bytes of rendered HTML kept to answer `/render` again without drawing.
  public var renderCacheBytes: Int

  public init(
    connections: Int = 64, connectionsPerAddress: Int = 32, idleSeconds: Int = 20,
    eventStreams: Int = 16, renderCacheBytes: Int = 32 << 20
  ) {
    self.connections = connections
    self.connectionsPerAddress = connectionsPerAddress
    self.idleSeconds = idleSeconds
    self.eventStreams = eventStreams
    self.renderCacheBytes = renderCacheBytes
  }
}

/// `listspec preview`: serves a page on 127.0.0.1 that shows the spec (or the diff of two
/// specs) and updates it whenever a spec is saved.
///
/// Security model (`specs/preview.md`): the socket is bound to the loopback address only; the
/// server answers `GET`/`HEAD` of its page (`/`), the page's pictures (`/render`) and its event
/// stream (`/events`), and 404 for any other path; requests whose `Host` is not the loopback
/// address or `localhost` at this port get 403 (a web page cannot reach it by DNS
/// rebinding), and so do requests a browser marks as sent by another site (`Origin`,
/// `Sec-Fetch-Site`); connections, event streams and the render cache are bounded
/// (``PreviewLimits``); the only files it reads are the specs it was given and their
/// `--items` file.
public final class PreviewServer: @unchecked Sendable {
  /// What `listspec preview` passes in.
  public struct Configuration: Sendable {
    /// One spec, or an old and a new one to diff.
    public var specs: [String]
    /// `--items`: a JSON file whose sections and items each spec draws (``ItemsFile``); it is
    /// watched and read like the specs.
    public var items: String?
    /// The variant shown when the page asks for none.
    public var environment: PreviewEnvironment
    /// 0 picks a free port.
    public var port: UInt16
    public var loadOptions: LoadOptions
    /// A spec or picture beyond it is shown as its error instead of drawn.
    public var budget: RenderBudget
    /// What the server holds at most.
    public var limits: PreviewLimits

    public init(
      specs: [String], environment: PreviewEnvironment, port: UInt16,
      loadOptions: LoadOptions = LoadOptions(), budget: RenderBudget = RenderBudget(),
      limits: PreviewLimits = PreviewLimits()
    ) {
      self.specs = specs
      self.environment = environment
      self.port = port
      self.loadOptions = loadOptions
      self.budget = budget
      self.limits = limits
    }

    /// The spec at `path`, with the items file's sections when one is given.
    func load(_ path: String) -> LoadedSpec {
      let loaded = ListSpecLoader.load(path: path, options: loadOptions)
      guard let items else { return loaded }
      return ItemsFile.load(path: items, over: loaded, options: loadOptions)
    }
  }

  /// One watched spec: its last load and its last valid version.
  private struct Document {
    var path: String
    var loaded: LoadedSpec
    var lastGood: ListSpecDocument?
  }

  public let configuration: Configuration
  /// The port the server listens on (the one asked for, or the one picked for 0).
  public let port: UInt16
  public var url: String { "http://127.0.0.1:\(port)/" }

  private let state = NSLock()
  private var documents: [Document]
  private var version = 1
  /// Rendered fragments of the current version, by variant.
  private var fragments: RenderCache<VariantMatrix>
  /// Cairo and Pango calls run one at a time.
  private let renderLock = NSLock()
  private let broadcaster: Broadcaster
  private var daemon: HTTPDaemon?
  private var watcher: FileWatcher?

  /// Loads the specs and starts serving. Throws when the port cannot be bound or a spec's
  /// directory cannot be watched.
  public init(_ configuration: Configuration) throws {
    self.configuration = configuration
    fragments = RenderCache(capacity: configuration.limits.renderCacheBytes)
    broadcaster = Broadcaster(maximumClients: configuration.limits.eventStreams)
    documents = configuration.specs.map { path in
      let loaded = configuration.load(path)
      return Document(path: path, loaded: loaded, lastGood: loaded.spec)
    }
    let socket = try LoopbackSocket(port: configuration.port)
    port = socket.port
    daemon = try HTTPDaemon(socket: socket, limits: configuration.limits) { [unowned self] in
      self.route($0)
    }
    broadcaster.publish(version)
    watcher = try FileWatcher(paths: configuration.specs + [configuration.items].compactMap { $0 })
    {
      [weak self] in self?.reload()
    }
  }

  /// The number of event streams connected now.
  public var eventClientCount: Int { broadcaster.clientCount }

  /// The number of connections open now.
  public var openConnectionCount: Int { daemon?.openConnections ?? 0 }

  /// The fragments the render cache holds now, and their bytes.
  public var renderCacheUse: (count: Int, bytes: Int) {
    state.lock()
    defer { state.unlock() }
    return (fragments.count, fragments.bytes)
  }

  /// The version the page shows; it goes up by one per reload.
  public var currentVersion: Int {
    state.lock()
    defer { state.unlock() }
    return version
  }

  /// Stops watching, ends every stream and closes the socket.
  public func stop() {
    watcher?.stop()
    watcher = nil
    broadcaster.stop()
    daemon?.stop()
    daemon = nil
  }

  deinit { stop() }

  /// Reads the specs again, renders the default variant and tells every page.
  func reload() {
    let reloaded = configuration.specs.map { configuration.load($0) }
    state.lock()
    for (index, loaded) in reloaded.enumerated() {
      documents[index].loaded = loaded
      if let spec = loaded.spec { documents[index].lastGood = spec }
    }
    version += 1
    let newVersion = version
    fragments.removeAll()
    state.unlock()
    _ = fragment(for: defaultMatrix)
    broadcaster.publish(newVersion)
  }

  /// The variant the page shows when it asks for none: the command line's choices, and the
  /// spec's `preview:` defaults (the new spec's, for a diff) for what it left out, as
  /// `render` takes them.
  private var defaultMatrix: VariantMatrix {
    state.lock()
    let spec = documents.last?.lastGood
    state.unlock()
    var environment = configuration.environment
    if let spec {
      environment = environment.applying(
        spec.preview, rightToLeft: environment.layoutDirection == .rightToLeft)
    }
    let device =
      environment.deviceName.flatMap(DevicePreset.named)
      ?? DevicePreset(
        name: "\(Int(environment.width)) pt", width: environment.width,
        height: environment.width * 2, displayScale: environment.displayScale)
    var matrix = VariantMatrix(
      devices: [device], appearances: [environment.isDark],
      contentSizes: [environment.contentSizeCategory])
    matrix.landscape = environment.isLandscape
    matrix.layoutDirection = environment.layoutDirection
    return matrix
  }

  // MARK: Routing

  private func route(_ request: HTTPRequest) -> HTTPResponse {
    let allowedHosts = ["127.0.0.1:\(port)", "localhost:\(port)"]
    guard let host = request.host?.lowercased(), allowedHosts.contains(host) else {
      return .text(
        403, "forbidden: this server answers only to 127.0.0.1:\(port)\n", closes: true)
    }
    // A page of another site can make the browser send GETs here (an <img>, a no-cors
    // fetch): it cannot read the answers, but it can make the server draw. The browser
    // says who asks: the page itself is `same-origin`, a typed URL or bookmark `none`;
    // curl sends neither header.
    if let site = request.fetchSite?.lowercased(), site != "same-origin", site != "none" {
      return .text(
        403, "forbidden: requests from other sites are refused (Sec-Fetch-Site: \(site))\n",
        closes: true)
    }
    if let origin = request.origin?.lowercased(),
      !allowedHosts.contains(where: { origin == "http://\($0)" })
    {
      return .text(
        403, "forbidden: requests from other sites are refused (Origin: \(origin))\n",
        closes: true)
    }
    guard request.method == "GET" || request.method == "HEAD" else {
      return .text(405, "method not allowed\n")
    }
    switch request.path {
    case "/", "/render":
      let matrix: VariantMatrix
      do {
        matrix = try variants(request.query)
      } catch {
        return .text(400, "\(error)\n")
      }
      let body = fragment(for: matrix)
      let html =
        request.path == "/render"
        ? body : HTMLPage.page(title: title, fragment: body, toolbar: toolbar(matrix), live: true)
      return .bytes(
        status: 200, contentType: "text/html; charset=utf-8", body: Array(html.utf8))
    case "/events":
      guard let client = EventStreamClient(broadcaster: broadcaster) else {
        return .text(
          503,
          "too many live pages: \(configuration.limits.eventStreams) are open; close one and reload\n",
          closes: true)
      }
      return .events(client)
    default:
      return .text(404, "not found\n")
    }
  }

  private var title: String {
    configuration.specs.count == 2
      ? "\(configuration.specs[0]) → \(configuration.specs[1])" : configuration.specs[0]
  }

  /// The variants a query asks for (`device`, `appearance`, `content-size`, each a comma
  /// list); the command line's choice for what it leaves out.
  private func variants(_ query: [String: String]) throws -> VariantMatrix {
    var text: [String] = []
    if let devices = query["device"], !devices.isEmpty { text.append("devices=\(devices)") }
    if let appearance = query["appearance"], !appearance.isEmpty {
      text.append("appearance=\(appearance)")
    }
    if let size = query["content-size"], !size.isEmpty { text.append("content-size=\(size)") }
    let matrix = try VariantMatrix.parse(text.joined(separator: ";"), defaults: defaultMatrix)
    guard matrix.count <= 48 else {
      throw VariantMatrix.ParseError(description: "at most 48 variants at once")
    }
    return matrix
  }

  /// The variant controls of the page's toolbar, the current choice checked.
  private func toolbar(_ matrix: VariantMatrix) -> String {
    func group(_ name: String, _ options: [(value: String, label: String, on: Bool)]) -> String {
      "<fieldset class=\"ls-variants\" data-name=\"\(name)\">"
        + options.map {
          "<label><input type=\"checkbox\" value=\"\(HTMLPage.escape($0.value))\"\($0.on ? " checked" : "")>\(HTMLPage.escape($0.label))</label>"
        }.joined() + "</fieldset>"
    }
    return group("device", DevicePreset.all.map { ($0.name, $0.name, matrix.devices.contains($0)) })
      + group(
        "appearance",
        [
          ("light", "light", matrix.appearances.contains(false)),
          ("dark", "dark", matrix.appearances.contains(true)),
        ])
      + group(
        "content-size",
        SpecContentSizeCategory.allCases.map {
          ($0.shortName, $0.shortName, matrix.contentSizes.contains($0))
        })
  }

  // MARK: Rendering

  /// The panes of the current version for `matrix`, rendered once per version.
  private func fragment(for matrix: VariantMatrix) -> String {
    state.lock()
    if let cached = fragments.value(for: matrix) {
      state.unlock()
      return cached
    }
    state.unlock()
    renderLock.lock()
    // Asked again while another request drew it: drawn once.
    state.lock()
    if let cached = fragments.value(for: matrix) {
      state.unlock()
      renderLock.unlock()
      return cached
    }
    let documents = self.documents
    let version = self.version
    state.unlock()
    let panes = matrix.environments.map { variant in
      pane(
        documents, environment: variant.environment, label: variant.label, single: matrix.count == 1
      )
    }
    let html: String
    do {
      html = try HTMLPage.fragment(panes: panes, version: version)
    } catch {
      html =
        "<pre class=\"ls-diagnostics\" role=\"alert\">\(HTMLPage.escape("error: \(error)"))</pre>"
    }
    renderLock.unlock()
    state.lock()
    if self.version == version { fragments.insert(html, for: matrix) }
    state.unlock()
    return html
  }

  private func pane(
    _ documents: [Document], environment: PreviewEnvironment, label: String, single: Bool
  ) -> PreviewPane {
    let diagnostics = Self.diagnosticsText(documents.map(\.loaded))
    let stale = documents.contains { $0.loaded.spec == nil }
    let files = documents.map(\.path)
    let budget = configuration.budget
    // A spec or picture beyond the budget shows its error in place of the picture.
    func refused(_ title: String, _ error: RenderBudgetError, in path: String) -> PreviewPane {
      PreviewPane(
        title: title, layout: nil, files: files,
        diagnostics: diagnostics + error.located(in: path) + "\n", isStale: stale)
    }
    if documents.count == 2 {
      let title = single ? "\(files[0]) → \(files[1])" : label
      guard let old = documents[0].lastGood, let new = documents[1].lastGood else {
        return PreviewPane(title: title, layout: nil, files: files, diagnostics: diagnostics)
      }
      do {
        try budget.checkLayout(of: [old, new])
        let picture = DiffLayout.sideBySide(
          old: ListRenderer.layout(old, environment: environment),
          new: ListRenderer.layout(new, environment: environment),
          diff: ListDiff.compute(old: old, new: new), oldTitle: files[0], newTitle: files[1])
        try budget.checkPicture(picture, format: .html, scale: environment.displayScale)
        return PreviewPane(
          title: title, layout: picture, files: files, itemsFile: configuration.items,
          diagnostics: diagnostics, isStale: stale)
      } catch {
        // The side-by-side picture holds both lists: its places are in neither file alone.
        var error = error
        error.source = nil
        return refused(title, error, in: files[1])
      }
    }
    let title = single ? files[0] : label
    guard let spec = documents[0].lastGood else {
      return PreviewPane(
        title: title, layout: nil, files: files, diagnostics: diagnostics, isStale: stale)
    }
    do {
      try budget.checkLayout(of: [spec])
      let layout = ListRenderer.layout(spec, environment: environment)
      try budget.checkPicture(layout, format: .html, scale: environment.displayScale)
      return PreviewPane(
        title: title, layout: layout, files: files, itemsFile: configuration.items,
        diagnostics: diagnostics, isStale: stale)
    } catch {
      return refused(title, error, in: files[0])
    }
  }

  /// The diagnostics as `listspec validate` prints them, with its summary line.
  static func diagnosticsText(_ results: [LoadedSpec]) -> String {
    var sources: [String: SourceFile] = [:]
    for result in results {
      sources[result.source.path] = result.source
      if let items = result.itemsSource { sources[items.path] = items }
    }
    // Two specs drawing one items file report its problems once.
    var seen: Set<Diagnostic> = []
    let all = results.flatMap(\.diagnostics).filter { seen.insert($0).inserted }
    guard !all.isEmpty else { return "" }
    let errors = all.filter { $0.severity == .error }.count
    let warnings = all.filter { $0.severity == .warning }.count
    return DiagnosticFormatter(style: .withSource, colors: false).format(all, sources: sources)
      + "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\n"
  }
}
