import ListSpec
import XCTest

@testable import ListSpecLanguageServer

/// Drives a ``LanguageServer`` as an editor would, for one document at `uri`: open it, ask
/// for what is at a position.
protocol LanguageServerTesting {
  var uri: String { get }
}

extension LanguageServerTesting {
  /// A server, initialized, with `text` open at `uri` (debounced by `debounceMilliseconds`).
  func server(opening text: String, debounceMilliseconds: Int = 150) -> LanguageServer {
    let server = LanguageServer(
      configuration: .init(debounceMilliseconds: debounceMilliseconds))
    _ = server.receive(
      Array(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#.utf8), now: 0)
    let escaped = JSONValue.string(text).serialized()
    _ = server.receive(
      Array(
        (#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"yaml","version":1,"text":"#
          + escaped + "}}}").utf8), now: 0)
    return server
  }

  /// The result of a position request at `line` and `character`.
  func ask(_ server: LanguageServer, _ method: String, _ line: Int, _ character: Int) throws
    -> JSONValue
  {
    let answer = server.receive(
      Array(
        #"{"jsonrpc":"2.0","id":2,"method":"textDocument/\#(method)","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":\#(line),"character":\#(character)}}}"#
          .utf8), now: 0)
    return try XCTUnwrap(DecodedJSON.parse(try XCTUnwrap(answer.last))?["result"])
  }

  func labels(_ completion: JSONValue) -> [String] {
    (completion["items"]?.arrayValue ?? []).compactMap { $0["label"]?.stringValue }
  }

  func hoverText(_ hover: JSONValue) -> String {
    hover["contents"]?["value"]?.stringValue ?? ""
  }
}
