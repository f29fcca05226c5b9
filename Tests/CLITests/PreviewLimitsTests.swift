import Foundation
import ListSpec
import ListSpecPreview
import XCTest

/// The preview server's limits (`PreviewLimits`, specs/limits.md) under hostile clients made
/// here: a server in this process, with small limits so the tests stay quick, talked to over
/// plain sockets. Nothing is measured in time; the outcomes are counted.
final class PreviewLimitsTests: XCTestCase {
  /// A one-row spec, so that each picture is quick to draw in a debug build.
  func startServer(_ limits: PreviewLimits) throws -> PreviewServer {
    let folder = try CLI.temporaryDirectory(self)
    let spec = folder.appendingPathComponent("list.yaml")
    try """
    listspec: 1
    list: { appearance: plain }
    cells: { row: { content: { text: "{name}" } } }
    sections: [{ id: s, cell: row, items: [{ id: a, name: A }] }]

    """.write(to: spec, atomically: true, encoding: .utf8)
    let server = try PreviewServer(
      .init(
        specs: [spec.path], environment: PreviewEnvironment(device: .iPhone15), port: 0,
        limits: limits))
    addTeardownBlock { server.stop() }
    return server
  }

  func get(_ path: String, port: UInt16, from source: String? = nil) throws -> RawHTTPClient {
    let client = try RawHTTPClient(port: port, from: source)
    try client.send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
    return client
  }

  /// Waits until `condition` holds; false if it still does not after many tries (a bound
  /// so that a failure ends the test, not a measure of time).
  func eventually(_ condition: () -> Bool) -> Bool {
    for _ in 0..<2000 {
      if condition() { return true }
      usleep(10_000)
    }
    return condition()
  }

  /// This process's threads (the server's connection threads among them).
  var threadCount: Int {
    (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count) ?? 0
  }

  /// True when the server closed (or reset) the connection without answering.
  func isClosedUnanswered(_ client: RawHTTPClient) -> Bool {
    (try? client.readLine()) == nil
  }

  /// 40 distinct `/render` queries kept every picture until the spec changed; now the cache
  /// holds at most its bytes, letting the least recently used go.
  func testDistinctRenderQueriesKeepTheCacheWithinItsBytes() throws {
    let capacity = 200_000
    let server = try startServer(PreviewLimits(renderCacheBytes: capacity))
    let sizes = SpecContentSizeCategory.allCases.map(\.shortName)
    var largest = 0
    for index in 0..<40 {
      let device = DevicePreset.all[index % DevicePreset.all.count].name
      let query =
        "device=\(device.replacingOccurrences(of: " ", with: "%20"))"
        + "&appearance=\(index / DevicePreset.all.count % 2 == 0 ? "light" : "dark")"
        + "&content-size=\(sizes[index % sizes.count])"
      let client = try get("/render?\(query)", port: server.port)
      XCTAssertEqual(try client.readLine(), "HTTP/1.1 200 OK", query)
      let use = server.renderCacheUse
      XCTAssertLessThanOrEqual(use.bytes, capacity, "after \(index + 1) queries")
      largest = max(largest, use.count)
    }
    // Several pictures fit, so the cache did its work, but never all 40.
    XCTAssertGreaterThan(largest, 1)
    XCTAssertLessThan(server.renderCacheUse.count, 40)
  }

  /// A connection that sends nothing, or half a request, is closed after the idle timeout
  /// (it was kept for ever).
  func testIdleAndUnfinishedConnectionsAreClosed() throws {
    let server = try startServer(PreviewLimits(idleSeconds: 1))
    let idle = try RawHTTPClient(port: server.port)
    let unfinished = try RawHTTPClient(port: server.port)
    try unfinished.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nX-Slow: ")
    XCTAssertTrue(isClosedUnanswered(idle))
    XCTAssertTrue(isClosedUnanswered(unfinished))
    XCTAssertTrue(eventually { server.openConnectionCount == 0 })
  }

  /// Slow clients from one local address (they never finish a request) get their share of
  /// connections and no more: one past it is closed at once, and a request from another
  /// address is still answered.
  func testOneAddressGetsItsShareAndOthersAreStillServed() throws {
    let server = try startServer(PreviewLimits(connections: 8, connectionsPerAddress: 4))
    var slow: [RawHTTPClient] = []
    for _ in 0..<4 {
      let client = try RawHTTPClient(port: server.port, from: "127.0.0.2")
      try client.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nX-Slow: ")
      slow.append(client)
    }
    XCTAssertTrue(eventually { server.openConnectionCount == 4 })
    let fifth = try RawHTTPClient(port: server.port, from: "127.0.0.2")
    try? fifth.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n")
    XCTAssertTrue(isClosedUnanswered(fifth))
    XCTAssertEqual(try get("/", port: server.port).readLine(), "HTTP/1.1 200 OK")
    XCTAssertTrue(eventually { server.openConnectionCount == 4 })
  }

  /// 60 clients against a limit of 6 connections, 6 of them slow (they never finish a
  /// request): the server holds 6 connections and 6 threads, the other 54 wait in the kernel's
  /// queue holding nothing, and when the slow ones go every waiting request is answered.
  func testConnectionsPastTheLimitWaitAndHoldNoThread() throws {
    // No idle timeout here: the slow clients hold their connections until they go.
    let server = try startServer(
      PreviewLimits(connections: 6, connectionsPerAddress: 6, idleSeconds: 0))
    // The first picture is drawn before counting, so drawing's own threads (if any) are in.
    XCTAssertEqual(try get("/", port: server.port).readLine(), "HTTP/1.1 200 OK")
    XCTAssertTrue(eventually { server.openConnectionCount == 0 })
    let threadsBefore = threadCount
    var slow: [RawHTTPClient] = []
    for _ in 0..<6 {
      let client = try RawHTTPClient(port: server.port)
      try client.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nX-Slow: ")
      slow.append(client)
    }
    XCTAssertTrue(eventually { server.openConnectionCount == 6 })
    var waiting: [RawHTTPClient] = []
    for _ in 0..<54 { waiting.append(try get("/", port: server.port)) }
    XCTAssertEqual(server.openConnectionCount, 6)
    XCTAssertLessThanOrEqual(threadCount, threadsBefore + 6)
    slow.removeAll()
    for (index, client) in waiting.enumerated() {
      XCTAssertEqual(try client.readLine(), "HTTP/1.1 200 OK", "request \(index)")
    }
  }
}
