import Foundation
import XCTest

/// `listspec preview` as a server: run the built binary, talk to it over plain sockets.
final class PreviewServerCLITests: XCTestCase {
  /// A running `listspec preview` on a copy of a seed spec, stopped when the test ends.
  struct Server {
    var process: Process
    var port: UInt16
    var spec: URL
  }

  func startServer(_ extra: [String] = [], specText: String? = nil) throws -> Server {
    let folder = try CLI.temporaryDirectory(self)
    let spec = folder.appendingPathComponent("list.yaml")
    if let specText {
      try specText.write(to: spec, atomically: true, encoding: .utf8)
    } else {
      try FileManager.default.copyItem(
        at: CLI.packageRoot.appendingPathComponent("examples/video-games.yaml"), to: spec)
    }
    let process = Process()
    process.executableURL = CLI.binary
    process.arguments = ["preview", "list.yaml", "--port", "0"] + extra
    process.currentDirectoryURL = folder
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    addTeardownBlock {
      if process.isRunning {
        process.terminate()
        process.waitUntilExit()
      }
    }
    // The first line is "Serving list.yaml at http://127.0.0.1:PORT/".
    var line = Data()
    while !line.contains(UInt8(ascii: "\n")) {
      let byte = out.fileHandleForReading.readData(ofLength: 1)
      if byte.isEmpty { break }
      line.append(byte)
    }
    let text = String(decoding: line, as: UTF8.self)
    let port = try XCTUnwrap(
      text.split(separator: ":").last.flatMap { UInt16($0.filter(\.isNumber)) },
      "no URL printed: \(text)")
    XCTAssertTrue(text.contains("http://127.0.0.1:\(port)/"), text)
    return Server(process: process, port: port, spec: spec)
  }

  /// Saves the spec as editors do (a new file renamed over it) with one title changed.
  func save(_ server: Server, title: String) throws {
    var text = try String(contentsOf: server.spec, encoding: .utf8)
    text = text.replacingOccurrences(
      of: #"name: (Mass Effect 3|changed \d+)"#, with: "name: \(title)",
      options: .regularExpression)
    let temporary = server.spec.appendingPathExtension("saving")
    try text.write(to: temporary, atomically: false, encoding: .utf8)
    XCTAssertEqual(rename(temporary.path, server.spec.path), 0)
  }

  func testOtherPathsAreNotFoundAndOnlyLoopbackHostsAreAnswered() throws {
    let server = try startServer()
    func status(_ request: String) throws -> String {
      let client = try RawHTTPClient(port: server.port)
      try client.send(request)
      return try client.readLine()
    }
    let host = "Host: 127.0.0.1:\(server.port)\r\n"
    XCTAssertEqual(
      try status("GET / HTTP/1.1\r\n\(host)Connection: close\r\n\r\n"), "HTTP/1.1 200 OK")
    XCTAssertEqual(
      try status("GET /render HTTP/1.1\r\n\(host)Connection: close\r\n\r\n"), "HTTP/1.1 200 OK")
    for path in [
      "/list.yaml", "/etc/passwd", "/../list.yaml", "/favicon.ico", "/render/x", "/events/",
      "//list.yaml",
    ] {
      XCTAssertEqual(
        try status("GET \(path) HTTP/1.1\r\n\(host)Connection: close\r\n\r\n"),
        "HTTP/1.1 404 Not Found", path)
    }
    XCTAssertEqual(
      try status("POST / HTTP/1.1\r\n\(host)Content-Length: 0\r\nConnection: close\r\n\r\n"),
      "HTTP/1.1 405 Method Not Allowed")
    // A page elsewhere reaching the port by DNS rebinding sends its own host name.
    XCTAssertEqual(
      try status(
        "GET / HTTP/1.1\r\nHost: attacker.example:\(server.port)\r\nConnection: close\r\n\r\n"),
      "HTTP/1.1 403 Forbidden")
  }

  /// A page of another site can make the browser send GETs (an <img>, a no-cors fetch, an
  /// EventSource); the browser marks them, and they get 403. The page itself, a typed URL and
  /// curl (which sends neither header) are answered.
  func testRequestsFromOtherSitesAreRefused() throws {
    let server = try startServer()
    func status(_ path: String, _ headers: String) throws -> String {
      let client = try RawHTTPClient(port: server.port)
      try client.send(
        "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\(headers)Connection: close\r\n\r\n"
      )
      return try client.readLine()
    }
    for path in ["/", "/render", "/events"] {
      for headers in [
        "Origin: https://attacker.example\r\n", "Origin: null\r\n",
        "Origin: http://127.0.0.1:\(server.port &+ 1)\r\n",
        "Sec-Fetch-Site: cross-site\r\n", "Sec-Fetch-Site: same-site\r\n",
        "Origin: https://attacker.example\r\nSec-Fetch-Site: cross-site\r\n",
      ] {
        XCTAssertEqual(try status(path, headers), "HTTP/1.1 403 Forbidden", "\(path) \(headers)")
      }
    }
    for headers in [
      "", "Sec-Fetch-Site: same-origin\r\n", "Sec-Fetch-Site: none\r\n",
      "Origin: http://127.0.0.1:\(server.port)\r\nSec-Fetch-Site: same-origin\r\n",
      "Origin: http://localhost:\(server.port)\r\n",
    ] {
      XCTAssertEqual(try status("/render", headers), "HTTP/1.1 200 OK", headers)
    }
  }

  func testListensOnTheLoopbackAddressOnly() throws {
    let server = try startServer()
    // /proc/net/tcp lists listening sockets (state 0A) as hex "ADDRESS:PORT", address in
    // host byte order: 127.0.0.1 is 0100007F.
    let portHex = String(format: "%04X", server.port)
    var listeners: [String] = []
    for table in ["/proc/net/tcp", "/proc/net/tcp6"] {
      let text = (try? String(contentsOfFile: table, encoding: .utf8)) ?? ""
      for line in text.split(separator: "\n").dropFirst() {
        let fields = line.split(separator: " ")
        guard fields.count > 3, fields[3] == "0A", fields[1].hasSuffix(":\(portHex)") else {
          continue
        }
        listeners.append(String(fields[1]))
      }
    }
    XCTAssertEqual(listeners, ["0100007F:\(portHex)"], "bound addresses: \(listeners)")
  }

  /// Every event stream up to the limit (16, `specs/limits.md`) gets each update; one more
  /// is refused with 503 rather than holding another thread.
  func testEveryEventStreamUpToTheLimitReceivesAnUpdate() throws {
    let server = try startServer()
    var clients: [RawHTTPClient] = []
    for _ in 0..<16 {
      let client = try RawHTTPClient(port: server.port)
      try client.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n")
      clients.append(client)
    }
    for (index, client) in clients.enumerated() {
      XCTAssertEqual(try client.readUntil("\n\n").contains("event: hello"), true, "client \(index)")
    }
    let oneTooMany = try RawHTTPClient(port: server.port)
    try oneTooMany.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n")
    XCTAssertEqual(try oneTooMany.readLine(), "HTTP/1.1 503 Service Unavailable")
    XCTAssertTrue(try oneTooMany.readUntil("\r\n\r\n").contains("Connection: close"))
    try save(server, title: "changed 1")
    for (index, client) in clients.enumerated() {
      let event = try client.readUntil("\n\n")
      XCTAssertTrue(event.contains("event: update\ndata: 2"), "client \(index) got \(event)")
    }
  }

  func testAClientKilledMidStreamDoesNotDisturbTheOthers() throws {
    let server = try startServer()
    var clients: [RawHTTPClient] = []
    for _ in 0..<6 {
      let client = try RawHTTPClient(port: server.port)
      try client.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n")
      _ = try client.readUntil("\n\n")
      clients.append(client)
    }
    // A browser tab killed mid-stream: a reset, not a clean close, with the stream open.
    clients.removeFirst().reset()
    let killed = clients.removeFirst()
    try save(server, title: "changed 1")
    killed.reset()
    for (index, client) in clients.enumerated() {
      XCTAssertTrue(try client.readUntil("\n\n").contains("data: 2"), "client \(index)")
    }
    try save(server, title: "changed 2")
    for (index, client) in clients.enumerated() {
      XCTAssertTrue(try client.readUntil("\n\n").contains("data: 3"), "client \(index)")
    }
    XCTAssertTrue(server.process.isRunning)
    let fresh = try RawHTTPClient(port: server.port)
    try fresh.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nConnection: close\r\n\r\n")
    XCTAssertEqual(try fresh.readLine(), "HTTP/1.1 200 OK")
  }

  /// A list taller than cairo can draw is not drawn blank: the pane shows the render budget's
  /// error at the first row past the limit.
  func testAPictureBeyondTheRenderBudgetShowsItsError() throws {
    let server = try startServer(
      specText: """
        listspec: 1
        platform: { iOS: "16.0" }
        list: { appearance: plain }
        cells:
          c: { hosting: { content: { Color: red, modifiers: [{ frame: { height: 100000 } }] } } }
        sections:
          - id: s
            cell: c
            items: [\((0..<100).map { "{ id: i\($0) }" }.joined(separator: ", "))]

        """)
    let client = try RawHTTPClient(port: server.port)
    try client.send(
      "GET /render HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nConnection: close\r\n\r\n")
    let page = try client.readUntil("</section>")
    // Row 79 is the first to reach past 8,000,000 points (rows of 100,022 points with their
    // margins): its item is the 80th of the flow sequence on line 9.
    let line = "    items: [" + (0..<79).map { "{ id: i\($0) }, " }.joined()
    XCTAssertTrue(
      page.contains("list.yaml:9:\(line.count + 1): error: the picture would be "), page)
    XCTAssertTrue(page.contains("points tall, more than SVG and PDF output can hold"), page)
    XCTAssertFalse(page.contains("<svg"), page)
  }

  /// The page first shows what the spec's `preview:` asks for, as `render` draws it, under
  /// what the command line chose.
  func testThePageStartsWithTheSpecsPreviewDefaults() throws {
    let spec = """
      listspec: 1
      preview: { colorScheme: dark, device: iPhone SE }
      list: { appearance: plain }
      cells: { row: { content: { text: "{name}" } } }
      sections: [{ id: s, cell: row, items: [{ id: a, name: A }] }]

      """
    for (extra, device, scheme) in [([], "iPhone SE", "dark"), (["--light"], "iPhone SE", "light")]
    {
      let server = try startServer(extra, specText: spec)
      let client = try RawHTTPClient(port: server.port)
      try client.send(
        "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nConnection: close\r\n\r\n")
      let page = try client.readUntil("</html>")
      XCTAssertTrue(page.contains(#"value="\#(device)" checked"#), "\(extra): \(page)")
      XCTAssertTrue(page.contains(#"value="\#(scheme)" checked"#), "\(extra): \(page)")
      XCTAssertFalse(page.contains(#"value="iPhone 15" checked"#), "\(extra)")
      server.process.terminate()
      server.process.waitUntilExit()
    }
  }

  func testPreviewUsageErrorsAndUnreadableSpec() throws {
    XCTAssertEqual(try CLI.run(["preview"]).status, 64)
    XCTAssertEqual(try CLI.run(["preview", "a.yaml", "b.yaml", "c.yaml"]).status, 64)
    XCTAssertEqual(try CLI.run(["preview", "-"]).status, 64)
    XCTAssertEqual(try CLI.run(["preview", "x.yaml", "--port", "70000"]).status, 64)
    let missing = try CLI.run(["preview", "no-such-spec.yaml", "--port", "0"])
    XCTAssertEqual(missing.status, 66, missing.stderr)
    XCTAssertTrue(missing.stderr.contains("no-such-spec.yaml"), missing.stderr)
    let help = try CLI.run(["help", "preview"])
    XCTAssertEqual(help.status, 0)
    XCTAssertTrue(help.stdout.contains("--port"), help.stdout)
  }
}

/// A blocking TCP client for the tests (its reads time out after 20 s, so a missing update
/// fails the test instead of hanging it).
final class RawHTTPClient {
  private let descriptor: Int32
  private var buffer: [UInt8] = []

  /// Connects to 127.0.0.1:`port`, from the loopback address `source` if given (another
  /// local client, as the server's per-address limit sees it).
  init(port: UInt16, from source: String? = nil) throws {
    descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var timeout = timeval(tv_sec: 20, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    if let source {
      var local = sockaddr_in()
      local.sin_family = sa_family_t(AF_INET)
      inet_pton(AF_INET, source, &local.sin_addr)
      let bound = withUnsafePointer(to: &local) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      guard bound == 0 else {
        close(descriptor)
        throw NSError(domain: "bind", code: Int(errno))
      }
    }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(INADDR_LOOPBACK).bigEndian
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(descriptor)
      throw NSError(domain: "connect", code: Int(errno))
    }
  }

  deinit { close(descriptor) }

  func send(_ text: String) throws {
    let bytes = Array(text.utf8)
    guard write(descriptor, bytes, bytes.count) == bytes.count else {
      throw NSError(domain: "write", code: Int(errno))
    }
  }

  /// Reads until `terminator` (not counting HTTP chunk framing, which is skipped as text).
  func readUntil(_ terminator: String) throws -> String {
    let needle = Array(terminator.utf8)
    while true {
      if let range = find(needle) {
        let text = String(decoding: buffer[..<range], as: UTF8.self)
        buffer.removeFirst(range + needle.count)
        return text
      }
      var chunk = [UInt8](repeating: 0, count: 4096)
      let count = read(descriptor, &chunk, chunk.count)
      guard count > 0 else {
        throw NSError(
          domain: "read (timed out or closed) with \(String(decoding: buffer, as: UTF8.self))",
          code: Int(errno))
      }
      // Drop chunked-encoding size lines so events read as the server wrote them.
      buffer += chunk[..<count]
      buffer = Array(
        String(decoding: buffer, as: UTF8.self).replacingOccurrences(
          of: #"\r\n[0-9a-fA-F]+\r\n"#, with: "", options: .regularExpression
        ).utf8)
    }
  }

  func readLine() throws -> String { try readUntil("\r\n") }

  /// Everything up to the server's close (a `Connection: close` response), as sent.
  func readToEnd() throws -> String {
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = read(descriptor, &chunk, chunk.count)
      guard count >= 0 else { throw NSError(domain: "read", code: Int(errno)) }
      if count == 0 { break }
      buffer += chunk[..<count]
    }
    defer { buffer = [] }
    // A chunked body is joined back together, so that text a chunk boundary cuts is found.
    let separator = Array("\r\n\r\n".utf8)
    guard let end = find(separator) else { return String(decoding: buffer, as: UTF8.self) }
    let head = String(decoding: buffer[..<end], as: UTF8.self)
    var body = Array(buffer[(end + separator.count)...])
    if head.lowercased().contains("transfer-encoding: chunked") {
      var joined: [UInt8] = []
      var index = 0
      while let lineEnd = (index..<max(index, body.count - 1)).first(where: {
        body[$0] == 0x0D && body[$0 + 1] == 0x0A
      }), let size = Int(String(decoding: body[index..<lineEnd], as: UTF8.self), radix: 16),
        size > 0, lineEnd + 2 + size <= body.count
      {
        joined += body[(lineEnd + 2)..<(lineEnd + 2 + size)]
        index = lineEnd + 2 + size + 2
      }
      body = joined
    }
    return head + "\r\n\r\n" + String(decoding: body, as: UTF8.self)
  }

  private func find(_ needle: [UInt8]) -> Int? {
    guard buffer.count >= needle.count else { return nil }
    for start in 0...(buffer.count - needle.count) where buffer[start] == needle[0] {
      if Array(buffer[start..<start + needle.count]) == needle { return start }
    }
    return nil
  }

  /// Closes with a TCP reset, as a killed process's socket does.
  func reset() {
    var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
    setsockopt(
      descriptor, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
    shutdown(descriptor, Int32(SHUT_RDWR))
  }
}
