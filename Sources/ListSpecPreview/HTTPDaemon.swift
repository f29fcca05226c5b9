import CMicroHTTPD
import Foundation

/// A failure of the server's C libraries (socket, libmicrohttpd, inotify), turned into a Swift
/// error once, where the C call is made.
public struct PreviewError: Error, CustomStringConvertible, Sendable {
  public var description: String

  init(_ description: String) { self.description = description }

  /// `what: strerror(errno)`.
  static func system(_ what: String, _ code: Int32 = errno) -> PreviewError {
    PreviewError("\(what): \(String(cString: strerror(code)))")
  }
}

/// A request as the preview's router sees it.
struct HTTPRequest {
  var method: String
  /// The path without the query.
  var path: String
  /// The `Host` header, if any.
  var host: String?
  /// The `Origin` header, if any (browsers send it with cross-origin requests).
  var origin: String? = nil
  /// The `Sec-Fetch-Site` header, if any (browsers send it with every request).
  var fetchSite: String? = nil
  /// The query arguments (decoded by libmicrohttpd).
  var query: [String: String]
}

/// What the router answers.
enum HTTPResponse {
  /// `closes`: the connection is closed after the answer (a refusal frees its slot at once).
  case bytes(status: UInt32, contentType: String, body: [UInt8], closes: Bool = false)
  /// A `text/event-stream` fed by `stream` until the client goes or the server stops.
  case events(EventStreamClient)

  static func text(_ status: UInt32, _ body: String, closes: Bool = false) -> HTTPResponse {
    .bytes(
      status: status, contentType: "text/plain; charset=utf-8", body: Array(body.utf8),
      closes: closes)
  }
}

/// A listening TCP socket bound to 127.0.0.1 (never another address). Owns the descriptor
/// until libmicrohttpd takes it over (`release()`).
final class LoopbackSocket {
  private(set) var descriptor: Int32
  let port: UInt16

  init(port: UInt16) throws {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard fd >= 0 else { throw PreviewError.system("socket") }
    var on: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(INADDR_LOOPBACK).bigEndian
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0 else {
      let error = PreviewError.system("cannot listen on 127.0.0.1:\(port)")
      close(fd)
      throw error
    }
    guard listen(fd, 128) == 0 else {
      let error = PreviewError.system("listen")
      close(fd)
      throw error
    }
    var actual = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &actual) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(fd, $0, &length)
      }
    }
    descriptor = fd
    self.port = UInt16(bigEndian: actual.sin_port)
  }

  /// Hands the descriptor to its new owner (libmicrohttpd closes it when the daemon stops).
  func release() -> Int32 {
    let taken = descriptor
    descriptor = -1
    return taken
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }
}

/// A libmicrohttpd daemon, one thread per connection, listening on a loopback socket. The
/// router runs on the connection's thread; event streams block that thread while they wait.
/// So the connection limit is also the limit on threads: past it libmicrohttpd stops
/// accepting (new connections wait in the kernel's queue) until one closes, and a connection
/// from an address already holding its share is closed at once.
final class HTTPDaemon: @unchecked Sendable {
  private var daemon: OpaquePointer?
  let port: UInt16
  private let router: (HTTPRequest) -> HTTPResponse
  private let counter = NSLock()
  private var connections = 0

  init(
    socket: LoopbackSocket, limits: PreviewLimits,
    router: @escaping (HTTPRequest) -> HTTPResponse
  ) throws {
    self.router = router
    port = socket.port
    // No MHD_USE_ERROR_LOG: a browser tab closed mid-stream is routine, not worth a line on
    // the author's terminal. MHD_USE_ITC: a connection's thread wakes the listening thread
    // when it ends, so its slot is free at once; without it a finished connection counted
    // against the limit until the next one arrived (which was then refused).
    let flags =
      UInt32(MHD_USE_THREAD_PER_CONNECTION.rawValue)
      | UInt32(MHD_USE_INTERNAL_POLLING_THREAD.rawValue)
      | UInt32(MHD_USE_ITC.rawValue)
    let context = Unmanaged.passUnretained(self).toOpaque()
    let descriptor = socket.descriptor
    // Each option is followed by its value, as C's varargs promote them: `unsigned int` for
    // the limits and the timeout, two pointers for the callback and its context.
    daemon = withVaList([
      Int32(MHD_OPTION.LISTEN_SOCKET.rawValue), descriptor,
      Int32(MHD_OPTION.CONNECTION_LIMIT.rawValue), UInt32(limits.connections),
      Int32(MHD_OPTION.PER_IP_CONNECTION_LIMIT.rawValue), UInt32(limits.connectionsPerAddress),
      Int32(MHD_OPTION.CONNECTION_TIMEOUT.rawValue), UInt32(limits.idleSeconds),
      Int32(MHD_OPTION.NOTIFY_CONNECTION.rawValue),
      unsafeBitCast(HTTPDaemon.countConnection, to: OpaquePointer.self), OpaquePointer(context),
      Int32(MHD_OPTION.END.rawValue),
    ]) { options in
      MHD_start_daemon_va(
        flags, 0, HTTPDaemon.acceptOnlyLoopback, nil, HTTPDaemon.handle, context, options)
    }
    guard daemon != nil else { throw PreviewError("libmicrohttpd could not start") }
    _ = socket.release()
  }

  /// The connections open now (each has its thread).
  var openConnections: Int {
    counter.lock()
    defer { counter.unlock() }
    return connections
  }

  private static let countConnection: MHD_NotifyConnectionCallback = { context, _, _, event in
    guard let context else { return }
    let daemon = Unmanaged<HTTPDaemon>.fromOpaque(context).takeUnretainedValue()
    daemon.counter.lock()
    // MHD_CONNECTION_NOTIFY_STARTED is 0, MHD_CONNECTION_NOTIFY_CLOSED 1.
    daemon.connections += event.rawValue == 0 ? 1 : -1
    daemon.counter.unlock()
  }

  /// Stops accepting, ends every connection and joins their threads.
  func stop() {
    if let daemon { MHD_stop_daemon(daemon) }
    daemon = nil
  }

  deinit { stop() }

  /// The socket is bound to 127.0.0.1 already; this refuses anything else as a second guard.
  private static let acceptOnlyLoopback: MHD_AcceptPolicyCallback = { _, address, _ in
    guard let address, address.pointee.sa_family == sa_family_t(AF_INET) else { return .NO }
    let ipv4 = UnsafeRawPointer(address).assumingMemoryBound(to: sockaddr_in.self).pointee
    return UInt32(bigEndian: ipv4.sin_addr.s_addr) >> 24 == 127 ? .YES : .NO
  }

  private static let handle: MHD_AccessHandlerCallback = {
    context, connection, url, method, _, _, uploadSize, _ in
    guard let context, let connection, let url, let method else { return .NO }
    // A body is never expected; it is read and dropped.
    if let uploadSize, uploadSize.pointee > 0 {
      uploadSize.pointee = 0
      return .YES
    }
    let daemon = Unmanaged<HTTPDaemon>.fromOpaque(context).takeUnretainedValue()
    var query: [String: String] = [:]
    for key in ["device", "appearance", "content-size"] {
      if let value = MHD_lookup_connection_value(connection, .GET_ARGUMENT_KIND, key) {
        query[key] = String(cString: value)
      }
    }
    func header(_ name: String) -> String? {
      MHD_lookup_connection_value(connection, .HEADER_KIND, name).map { String(cString: $0) }
    }
    let request = HTTPRequest(
      method: String(cString: method), path: String(cString: url), host: header("Host"),
      origin: header("Origin"), fetchSite: header("Sec-Fetch-Site"), query: query)
    return daemon.respond(daemon.router(request), on: connection)
  }

  private func respond(_ answer: HTTPResponse, on connection: OpaquePointer) -> MHD_Result {
    let response: OpaquePointer?
    let status: UInt32
    switch answer {
    case .bytes(let code, let contentType, let body, let closes):
      status = code
      // MHD_RESPMEM_MUST_COPY: libmicrohttpd keeps its own copy of the body.
      let mustCopy = MHD_ResponseMemoryMode(rawValue: 2)!
      response = body.withUnsafeBytes {
        MHD_create_response_from_buffer(
          $0.count, UnsafeMutableRawPointer(mutating: $0.baseAddress), mustCopy)
      }
      if let response {
        MHD_add_response_header(response, "Content-Type", contentType)
        if closes { MHD_add_response_header(response, "Connection", "close") }
      }
    case .events(let client):
      status = 200
      response = MHD_create_response_from_callback(
        UInt64.max, 4096, EventStreamClient.read, Unmanaged.passRetained(client).toOpaque(),
        EventStreamClient.release)
      if let response {
        MHD_add_response_header(response, "Content-Type", "text/event-stream")
      }
    }
    guard let response else { return .NO }
    MHD_add_response_header(response, "Cache-Control", "no-store")
    MHD_add_response_header(response, "X-Content-Type-Options", "nosniff")
    let result = MHD_queue_response(connection, status, response)
    MHD_destroy_response(response)
    return result
  }
}

/// One event-stream connection. libmicrohttpd calls `read` on the connection's thread; it
/// blocks until the broadcaster has a newer version (or a keep-alive is due), so a slow or
/// dead client holds only its own thread.
final class EventStreamClient: @unchecked Sendable {
  private let broadcaster: Broadcaster
  private var sentVersion: Int?
  private var pending: [UInt8] = []

  /// Nil when `broadcaster` already feeds as many streams as it may.
  init?(broadcaster: Broadcaster) {
    guard broadcaster.clientConnected() else { return nil }
    self.broadcaster = broadcaster
  }

  deinit { broadcaster.clientDisconnected() }

  /// The next bytes of the stream: the current version on connect ("hello"), then one
  /// "update" per new version; a comment every `keepAlive` seconds lets a dead peer be noticed.
  func next() -> [UInt8]? {
    guard let wait = broadcaster.wait(after: sentVersion) else { return nil }
    switch wait {
    case .version(let version):
      let event = sentVersion == nil ? "hello" : "update"
      sentVersion = version
      return Array("event: \(event)\ndata: \(version)\n\n".utf8)
    case .keepAlive:
      return Array(": keep-alive\n\n".utf8)
    }
  }

  static let read: MHD_ContentReaderCallback = { context, _, buffer, maximum in
    guard let context, let buffer else { return MHD_CONTENT_READER_END_WITH_ERROR }
    let client = Unmanaged<EventStreamClient>.fromOpaque(context).takeUnretainedValue()
    if client.pending.isEmpty {
      guard let bytes = client.next() else { return MHD_CONTENT_READER_END_OF_STREAM }
      client.pending = bytes
    }
    let count = min(maximum, client.pending.count)
    client.pending.withUnsafeBytes {
      UnsafeMutableRawPointer(buffer).copyMemory(from: $0.baseAddress!, byteCount: count)
    }
    client.pending.removeFirst(count)
    return count
  }

  static let release: MHD_ContentReaderFreeCallback = { context in
    guard let context else { return }
    Unmanaged<EventStreamClient>.fromOpaque(context).release()
  }
}

/// The version counter every event stream waits on.
final class Broadcaster: @unchecked Sendable {
  enum Wake {
    case version(Int)
    case keepAlive
  }

  private let condition = NSCondition()
  private var version = 0
  private var stopped = false
  private var clients = 0
  /// Seconds between keep-alive comments on an idle stream.
  let keepAlive: TimeInterval
  /// The most streams open at once.
  let maximumClients: Int

  init(keepAlive: TimeInterval = 10, maximumClients: Int = PreviewLimits().eventStreams) {
    self.keepAlive = keepAlive
    self.maximumClients = maximumClients
  }

  var currentVersion: Int {
    condition.lock()
    defer { condition.unlock() }
    return version
  }

  /// The number of event streams open now.
  var clientCount: Int {
    condition.lock()
    defer { condition.unlock() }
    return clients
  }

  /// Counts one more stream; false (and not counted) when `maximumClients` are open.
  func clientConnected() -> Bool {
    condition.lock()
    defer { condition.unlock() }
    guard clients < maximumClients else { return false }
    clients += 1
    return true
  }

  func clientDisconnected() {
    condition.lock()
    clients -= 1
    condition.unlock()
  }

  /// Makes `version` current and wakes every stream.
  func publish(_ newVersion: Int) {
    condition.lock()
    version = newVersion
    condition.broadcast()
    condition.unlock()
  }

  /// Ends every stream.
  func stop() {
    condition.lock()
    stopped = true
    condition.broadcast()
    condition.unlock()
  }

  /// Blocks until the version differs from `seen` (returns it at once when `seen` is nil), a
  /// keep-alive is due, or the broadcaster stops (nil).
  func wait(after seen: Int?) -> Wake? {
    condition.lock()
    defer { condition.unlock() }
    let deadline = Date(timeIntervalSinceNow: keepAlive)
    while !stopped, let seen, seen == version {
      if !condition.wait(until: deadline) { return stopped ? nil : .keepAlive }
    }
    return stopped ? nil : .version(version)
  }
}
