import CYAML

/// What libyaml's emitter said when it refused an event.
package struct YAMLEmitterError: Error, CustomStringConvertible {
  /// libyaml's `emitter.problem`.
  package var problem: String

  package var description: String { "the YAML emitter failed: \(problem)" }
}

/// Owns a libyaml emitter writing UTF-8 into a Swift byte array: unicode on, indent 2, lines
/// never folded. Events go in as Swift calls; no libyaml type leaves this class.
package final class YAMLEmitter {
  /// How a mapping or a sequence is written.
  package enum CollectionStyle: Sendable {
    case block
    case flow
  }

  /// How a scalar is written. libyaml falls back to a quoted style when the text cannot be
  /// written plain.
  package enum ScalarStyle: Sendable {
    case plain
    case doubleQuoted
    case singleQuoted
  }

  /// The bytes written so far (complete once the stream has ended).
  package private(set) var output: [UInt8] = []

  private let emitter: UnsafeMutablePointer<yaml_emitter_t>

  package init() throws {
    emitter = .allocate(capacity: 1)
    emitter.initialize(to: yaml_emitter_t())
    guard yaml_emitter_initialize(emitter) == 1 else {
      emitter.deinitialize(count: 1)
      emitter.deallocate()
      throw YAMLEmitterError(problem: "libyaml could not allocate an emitter")
    }
    yaml_emitter_set_unicode(emitter, 1)
    yaml_emitter_set_indent(emitter, 2)
    yaml_emitter_set_width(emitter, -1)
    yaml_emitter_set_output(
      emitter,
      { data, buffer, size in
        guard let data, let buffer else { return 0 }
        let owner = Unmanaged<YAMLEmitter>.fromOpaque(data).takeUnretainedValue()
        owner.output.append(contentsOf: UnsafeBufferPointer(start: buffer, count: size))
        return 1
      }, Unmanaged.passUnretained(self).toOpaque())
  }

  deinit {
    yaml_emitter_delete(emitter)
    emitter.deinitialize(count: 1)
    emitter.deallocate()
  }

  /// The output as text.
  package var text: String { String(decoding: output, as: UTF8.self) }

  package func streamStart() throws {
    try emit { yaml_stream_start_event_initialize(&$0, YAML_UTF8_ENCODING) }
  }

  package func streamEnd() throws {
    try emit { yaml_stream_end_event_initialize(&$0) }
  }

  package func documentStart() throws {
    try emit { yaml_document_start_event_initialize(&$0, nil, nil, nil, 1) }
  }

  package func documentEnd() throws {
    try emit { yaml_document_end_event_initialize(&$0, 1) }
  }

  package func mappingStart(_ style: CollectionStyle = .block) throws {
    let libStyle = style == .flow ? YAML_FLOW_MAPPING_STYLE : YAML_BLOCK_MAPPING_STYLE
    try emit { yaml_mapping_start_event_initialize(&$0, nil, nil, 1, libStyle) }
  }

  package func mappingEnd() throws {
    try emit { yaml_mapping_end_event_initialize(&$0) }
  }

  package func sequenceStart(_ style: CollectionStyle = .block) throws {
    let libStyle = style == .flow ? YAML_FLOW_SEQUENCE_STYLE : YAML_BLOCK_SEQUENCE_STYLE
    try emit { yaml_sequence_start_event_initialize(&$0, nil, nil, 1, libStyle) }
  }

  package func sequenceEnd() throws {
    try emit { yaml_sequence_end_event_initialize(&$0) }
  }

  package func scalar(_ text: String, style: ScalarStyle = .plain) throws {
    let libStyle: yaml_scalar_style_t
    switch style {
    case .plain: libStyle = YAML_PLAIN_SCALAR_STYLE
    case .doubleQuoted: libStyle = YAML_DOUBLE_QUOTED_SCALAR_STYLE
    case .singleQuoted: libStyle = YAML_SINGLE_QUOTED_SCALAR_STYLE
    }
    var bytes = Array(text.utf8)
    guard bytes.count <= Int(Int32.max) else {
      throw YAMLEmitterError(problem: "a scalar of \(bytes.count) bytes is too long")
    }
    let count = Int32(bytes.count)
    try bytes.withUnsafeMutableBufferPointer { buffer in
      // libyaml copies the value; an empty one still needs a pointer.
      var empty: UInt8 = 0
      try withUnsafeMutablePointer(to: &empty) { fallback in
        let start = buffer.baseAddress ?? fallback
        try emit { yaml_scalar_event_initialize(&$0, nil, nil, start, count, 1, 1, libStyle) }
      }
    }
  }

  private func emit(_ initialize: (inout yaml_event_t) -> Int32) throws {
    var event = yaml_event_t()
    guard initialize(&event) == 1 else {
      throw YAMLEmitterError(problem: "libyaml could not make an event")
    }
    // `yaml_emitter_emit` takes the event over, failing or not.
    guard yaml_emitter_emit(emitter, &event) == 1 else {
      let problem = emitter.pointee.problem.map { String(cString: $0) } ?? "unknown problem"
      throw YAMLEmitterError(problem: problem)
    }
  }
}
