import CYAML

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// The result of reading YAML: the root node (nil when the file is empty or unreadable) and
/// every problem found on the way.
package struct YAMLDocument: Sendable {
  package var source: SourceFile
  package var root: YAMLNode?
  package var diagnostics: [Diagnostic]
  /// Diagnostics past `ReaderLimits.maxDiagnostics`, counted, not kept.
  var droppedDiagnostics = DroppedDiagnostics()
}

/// Reads YAML with libyaml's event API into a tree of ``YAMLNode``s that keep their source
/// ranges. Resolves anchors, aliases and merge keys; reports duplicate keys, unknown tags,
/// several documents and every limit as located diagnostics.
package struct YAMLReader {
  package var limits: ReaderLimits
  /// Inputs at least this large are parsed by libyaml on a second thread while this one
  /// builds the tree; smaller ones do not pay for starting it. Tests lower it to cover the
  /// threaded path with small inputs.
  var concurrentReadThreshold = defaultConcurrentReadThreshold
  /// 256 KiB; no threshold when the process may run on one core only (`taskset -c 0`, a
  /// one-CPU container), where a second thread cannot overlap and its hand-overs only cost.
  static let defaultConcurrentReadThreshold = usableCores > 1 ? 256 << 10 : Int.max

  /// The cores this process may run on (its affinity mask; Foundation's
  /// `activeProcessorCount` counts the machine's). sched_getaffinity is looked up at run time
  /// because the Glibc module does not declare it; 2 when it cannot be asked.
  static let usableCores: Int = {
    typealias GetAffinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "sched_getaffinity") else {
      return 2
    }
    var mask = [UInt8](repeating: 0, count: 128)
    let status = mask.withUnsafeMutableBytes {
      unsafeBitCast(symbol, to: GetAffinity.self)(0, $0.count, $0.baseAddress!)
    }
    guard status == 0 else { return 2 }
    return mask.reduce(0) { $0 + $1.nonzeroBitCount }
  }()
  /// Events handed over at a time; tests make it tiny to cross batch boundaries everywhere.
  var eventBatchSize = EventProducer.batchSize

  package init(limits: ReaderLimits = .default) {
    self.limits = limits
  }

  /// Reads `source`; never throws: every problem becomes a diagnostic.
  package func read(_ source: SourceFile) -> YAMLDocument {
    read(source, streamingElementsOf: nil, to: nil)
  }

  /// Reads `source`, and hands each element of the sequence under the root mapping's key
  /// `streaming.sequenceKey` to `streaming.elementHandler` as soon as the element is read
  /// (see ``YAMLStreaming``), and offers each key written in a root mapping (its text and
  /// range; not a duplicate, a complex key or a merge key) to `rootKeyHandler` as it is read,
  /// in order. Returning true lets the reader drop the key and its value from the tree, as
  /// if they had not been written, once the handler has reported whatever there was to say
  /// about them; it does so past `linearKeyLimit` keys, where its index of the keys still
  /// finds the key for duplicates and merges. A file of millions of unknown top-level keys
  /// then holds none of their nodes.
  func read(
    _ source: SourceFile, streaming: YAMLStreaming?,
    rootKeys rootKeyHandler: ((String, SourceRange) -> Bool)? = nil
  ) -> YAMLDocument {
    var builder = TreeBuilder(source: source, reader: self)
    if let streaming {
      builder.streamedKey = Array(streaming.sequenceKey.utf8)
      builder.keptElementKeys = streaming.keptElementKeys.map { Array($0.utf8) }
      builder.elementHandler = streaming.elementHandler
      builder.collectedKey = streaming.collectedKey.map { Array($0.utf8) }
      builder.consumer = streaming.collectedKey == nil ? nil : streaming.consumer
    }
    builder.rootKeyHandler = rootKeyHandler
    builder.run()
    return YAMLDocument(
      source: source, root: builder.root, diagnostics: builder.sink.diagnostics,
      droppedDiagnostics: builder.sink.dropped)
  }

  /// `read(_:streaming:rootKeys:)` handing over the elements of `streamedKey`'s sequence
  /// (none when nil) and keeping nothing of them in the tree once handed over.
  func read(
    _ source: SourceFile, streamingElementsOf streamedKey: String?,
    to handler: ((YAMLNode, SourceLocation, (String) -> YAMLNode?) -> Void)?,
    rootKeys rootKeyHandler: ((String, SourceRange) -> Bool)? = nil
  ) -> YAMLDocument {
    let streaming = zip(streamedKey, handler).map {
      YAMLStreaming(sequenceKey: $0, elementHandler: $1)
    }
    return read(source, streaming: streaming, rootKeys: rootKeyHandler)
  }
}

/// What a read hands over while it reads (`YAMLReader.read(_:streaming:rootKeys:)`).
///
/// Each element of the sequence written under the root mapping's key `sequenceKey` goes to
/// `elementHandler` as soon as it is read, with the sequence's start: the caller can work
/// on the elements while the rest of the file is still being parsed. Only a sequence
/// written under that key is streamed (not one merged in or behind an alias), and only
/// when the key is not a duplicate. The handler runs on the calling thread and must not
/// keep the node it is given. Its third argument gives the root mapping's value for a key
/// written before the streamed one (nil when there is none, or when it is not known yet for
/// sure: the root has a merge key); it must not be kept either. Once handed over, an element
/// (a mapping that defines no anchor) keeps only its pairs under `keptElementKeys`.
///
/// The mappings in the sequence an element writes under `collectedKey` (with no anchor on
/// it or around it) are collected as bytes while they hold only untagged, unanchored
/// scalars, and given to `consumer` (``CollectedMappingConsumer``) instead of being built
/// into the tree.
struct YAMLStreaming {
  var sequenceKey: String
  var keptElementKeys: [String] = []
  var collectedKey: String?
  var consumer: (any CollectedMappingConsumer)?
  var elementHandler: (YAMLNode, SourceLocation, (String) -> YAMLNode?) -> Void
}

/// Optional pairs: both values, or nil.
private func zip<First, Second>(_ first: First?, _ second: Second?) -> (First, Second)? {
  guard let first, let second else { return nil }
  return (first, second)
}

extension ScalarStyle {
  /// The style of a libyaml scalar event.
  init(libYAML style: yaml_scalar_style_t) {
    switch style {
    case YAML_SINGLE_QUOTED_SCALAR_STYLE: self = .singleQuoted
    case YAML_DOUBLE_QUOTED_SCALAR_STYLE: self = .doubleQuoted
    case YAML_LITERAL_SCALAR_STYLE: self = .literal
    case YAML_FOLDED_SCALAR_STYLE: self = .folded
    default: self = .plain
    }
  }
}
