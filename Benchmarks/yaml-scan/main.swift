// The floor any libyaml-based reader pays, as a lean process: reads a file as listspec reads
// a spec (one read(2) into an array sized by fstat) and pulls every libyaml event, doing
// nothing with them. It links only libyaml and the Swift runtime (no Foundation, no drawing
// libraries), so its start-up is not slower than that of `listspec` itself: the baseline of
// scripts/bench-validate and scripts/bench-memory.
// Usage: yaml-scan FILE   (prints the number of events)
import CYAML

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file's bytes, read as `ListSpecLoader.readAll` reads them (zeroed array sized from
/// fstat, read(2) until the end, then trimmed), so the baseline is not flattered by a cheaper
/// read.
func readWholeFile(_ path: String) -> [UInt8]? {
  let descriptor = open(path, O_RDONLY)
  guard descriptor >= 0 else { return nil }
  defer { close(descriptor) }
  var info = stat()
  let expected = fstat(descriptor, &info) == 0 ? Int(info.st_size) : 0
  var bytes = [UInt8](repeating: 0, count: max(expected, 4096) + 1)
  var count = 0
  while true {
    if count == bytes.count { bytes += [UInt8](repeating: 0, count: bytes.count) }
    let result = bytes.withUnsafeMutableBufferPointer { buffer in
      read(descriptor, buffer.baseAddress! + count, buffer.count - count)
    }
    if result < 0 {
      if errno == EINTR { continue }
      return nil
    }
    if result == 0 { break }
    count += result
  }
  bytes.removeLast(bytes.count - count)
  return bytes
}

/// Pulls every event of `bytes`; the number of events, or -1 when libyaml fails.
func scan(_ bytes: [UInt8]) -> Int {
  var parser = yaml_parser_t()
  yaml_parser_initialize(&parser)
  defer { yaml_parser_delete(&parser) }
  var count = 0
  var failed = false
  bytes.withUnsafeBufferPointer { buffer in
    yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
    var event = yaml_event_t()
    while true {
      guard yaml_parser_parse(&parser, &event) == 1 else {
        failed = true
        break
      }
      count += 1
      let done = event.type == YAML_STREAM_END_EVENT
      yaml_event_delete(&event)
      if done { break }
    }
  }
  return failed ? -1 : count
}

let arguments = CommandLine.arguments
guard arguments.count == 2, let bytes = readWholeFile(arguments[1]) else {
  print("usage: yaml-scan FILE")
  exit(64)
}
let events = scan(bytes)
print(events)
exit(events < 0 ? 1 : 0)
