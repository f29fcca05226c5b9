import CYAML

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// What libyaml said when it stopped on bad input, copied out of the parser.
struct LibYAMLError {
  enum Kind {
    /// Bad bytes (invalid UTF-8, control characters): located by a byte offset only.
    case reader
    case memory
    /// A scanner or parser error, located by marks.
    case syntax
  }

  var kind: Kind
  var problem: String
  var context: String?
  var problemOffset: Int
  var problemValue: Int
  var problemMark: yaml_mark_t
  var contextMark: yaml_mark_t

  init(_ parser: yaml_parser_t) {
    switch parser.error {
    case YAML_READER_ERROR: kind = .reader
    case YAML_MEMORY_ERROR: kind = .memory
    default: kind = .syntax
    }
    problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
    context = parser.context.map { String(cString: $0) }
    problemOffset = Int(parser.problem_offset)
    problemValue = Int(parser.problem_value)
    problemMark = parser.problem_mark
    contextMark = parser.context_mark
  }
}

/// A run of consecutive libyaml events, and libyaml's error when the run ends with one.
/// The events stay libyaml's own (copying them cost the parsing thread more than it saved):
/// the producer frees them when it refills the batch, on the thread that allocated them, and
/// a batch left over when reading stops frees them when it goes away.
final class EventBatch: @unchecked Sendable {
  let events: UnsafeMutablePointer<yaml_event_t>
  let capacity: Int
  private(set) var count = 0
  var error: LibYAMLError?
  /// True when the stream ended (at its end event or at an error): no batch follows.
  var isLast = false

  init(capacity: Int) {
    self.capacity = capacity
    events = .allocate(capacity: capacity)
  }

  deinit {
    clear()
    events.deallocate()
  }

  /// Frees the events held.
  func clear() {
    for index in 0..<count { yaml_event_delete(events + index) }
    count = 0
    error = nil
    isLast = false
  }

  /// Pulls events from `parser` until the batch is full, the stream ends, libyaml fails, or
  /// nesting goes past `maxDepth` (`depth` carries the nesting from batch to batch).
  func fill(from parser: inout yaml_parser_t, depth: inout Int, maxDepth: Int) {
    clear()
    while count < capacity {
      let event = events + count
      guard yaml_parser_parse(&parser, event) == 1 else {
        error = LibYAMLError(parser)
        isLast = true
        return
      }
      count += 1
      switch event.pointee.type {
      case YAML_STREAM_END_EVENT:
        isLast = true
        return
      case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
        depth += 1
        // The reader stops here with `nesting-too-deep`. Parsing on would cost libyaml time
        // quadratic in the depth (a 196 KB file of '[' took 0.65 s): stop now.
        if depth > maxDepth {
          isLast = true
          return
        }
      case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
        depth -= 1
      default:
        break
      }
    }
  }
}

/// Owns a libyaml parser reading bytes it does not own: the caller keeps them alive until
/// `close()` has been called, on the thread that parses.
final class EventProducer: @unchecked Sendable {
  /// Events per batch (about 420 KB of libyaml events; three are in flight): handing a
  /// batch to the other thread wakes it. 16384 woke it less often, but once items were
  /// checked and let go as they are read, its 5 MB of batches were a sixth of the peak
  /// memory of `validate` at 100,000 items (35.4 MB against 31.7 MB), for no wall time
  /// measurable through the noise (ten runs each, 0.22–0.39 s against 0.21–0.34 s).
  static let batchSize = 4096

  private var parser = yaml_parser_t()
  private var finished = false
  private var closed = false
  private var depth = 0
  private let maxDepth: Int

  init(input: UnsafeBufferPointer<UInt8>, hasByteOrderMark: Bool, maxDepth: Int) {
    self.maxDepth = maxDepth
    yaml_parser_initialize(&parser)
    // UTF-16 and UTF-32 are refused before this; a UTF-8 BOM is left for libyaml to skip.
    if !hasByteOrderMark { yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING) }
    yaml_parser_set_input_string(&parser, input.baseAddress, input.count)
  }

  /// Reads `file` (a file read in pieces) from its start, through libyaml's read handler: the
  /// file is never held whole. Stops at the size it had when opened.
  init(file: SourceBytes, maxDepth: Int) {
    self.maxDepth = maxDepth
    fileInput = FileInput(file: file)
    yaml_parser_initialize(&parser)
    yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
    yaml_parser_set_input(
      &parser,
      { context, buffer, size, sizeRead in
        let input = Unmanaged<FileInput>.fromOpaque(context!).takeUnretainedValue()
        sizeRead!.pointee = input.read(into: buffer!, size: size)
        return 1
      }, Unmanaged.passUnretained(fileInput!).toOpaque())
  }

  /// Where libyaml's read handler is in a file read in pieces.
  final class FileInput {
    let file: SourceBytes
    var offset = 0

    init(file: SourceBytes) { self.file = file }

    /// Fills libyaml's buffer; 0 at the end (or at a short read: the file shrank, which the
    /// loader reports).
    func read(into buffer: UnsafeMutablePointer<UInt8>, size: Int) -> Int {
      let length = min(size, file.count - offset)
      guard length > 0 else { return 0 }
      let read = file.read(into: buffer, length: length, at: offset)
      offset += read
      return read
    }
  }
  /// Kept alive here: libyaml holds an unretained pointer to it.
  private var fileInput: FileInput?

  deinit {
    close()
  }

  /// Frees the parser; nothing reads the input after this. Later fills give an empty last
  /// batch.
  func close() {
    guard !closed else { return }
    closed = true
    finished = true
    yaml_parser_delete(&parser)
  }

  /// Refills `batch` with the next events; past the end, an empty last batch.
  func fill(_ batch: EventBatch) {
    guard !finished else {
      batch.clear()
      batch.isLast = true
      return
    }
    batch.fill(from: &parser, depth: &depth, maxDepth: maxDepth)
    finished = batch.isLast
  }
}

/// Hands batches from a producer thread to the reading thread: at most `capacity` wait
/// filled, and emptied batches go back to be refilled, so memory stays flat however long
/// the file.
final class EventBatchQueue: @unchecked Sendable {
  // Every field is read and written with `condition` locked.
  private let condition = ThreadCondition()
  private var filled: [EventBatch] = []
  private var empty: [EventBatch] = []
  private var cancelled = false
  private var producerDone = false
  let capacity: Int
  let batchSize: Int

  init(capacity: Int, batchSize: Int) {
    self.capacity = capacity
    self.batchSize = batchSize
  }

  /// Producer: an emptied batch to fill, or nil when the reader stopped listening.
  func takeEmpty() -> EventBatch? {
    condition.lock()
    defer { condition.unlock() }
    if cancelled { return nil }
    return empty.popLast() ?? EventBatch(capacity: batchSize)
  }

  /// Producer: waits for room, then queues `batch`; false when the reader stopped
  /// listening.
  func put(_ batch: EventBatch) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    while filled.count >= capacity, !cancelled { condition.wait() }
    if cancelled { return false }
    filled.append(batch)
    condition.broadcast()
    return true
  }

  /// Producer: says it has stopped (after its last `put`, or after being cancelled) and no
  /// longer uses the parser or the input.
  func producerFinished() {
    condition.lock()
    producerDone = true
    condition.broadcast()
    condition.unlock()
  }

  /// Reader: the next batch in order; nil only if the producer stopped without a last
  /// batch, which it never does unless cancelled.
  func takeFilled() -> EventBatch? {
    condition.lock()
    defer { condition.unlock() }
    while filled.isEmpty, !producerDone { condition.wait() }
    if filled.isEmpty { return nil }
    let batch = filled.removeFirst()
    condition.broadcast()
    return batch
  }

  /// Reader: gives a read batch back for reuse.
  func recycle(_ batch: EventBatch) {
    condition.lock()
    empty.append(batch)
    condition.unlock()
  }

  /// Reader: stops the producer (if still running) and waits until it has said it is done
  /// (`producerFinished`), so that the input bytes may go away.
  func cancelAndWait() {
    condition.lock()
    cancelled = true
    condition.broadcast()
    while !producerDone { condition.wait() }
    condition.unlock()
  }
}
