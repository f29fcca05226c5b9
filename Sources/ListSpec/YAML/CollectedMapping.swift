import CYAML

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A scalar of the mapping being collected, not yet in the tree: its bytes are
/// `text[first..<first + count]` of the mapping's text.
struct CollectedScalar {
  var style: ScalarStyle
  var range: SourceRange
  var first: Int
  var count: Int
}

/// The buffers of the mapping being collected (`TreeBuilder.collectedBuffers`), freed with
/// the reader. Pointers, not arrays: every scalar of a mapping is written to them, and an
/// array checked its uniqueness and its capacity at each write.
final class CollectedMappingBuffers {
  static let initialTextCapacity = 4096
  let scalars = UnsafeMutablePointer<CollectedScalar>.allocate(
    capacity: TreeBuilder.fullScalarLimit)
  /// Replaced by a larger one as the reader needs (`TreeBuilder.growCollectedText`).
  var text = UnsafeMutablePointer<UInt8>.allocate(capacity: initialTextCapacity)

  deinit {
    scalars.deallocate()
    text.deallocate()
  }
}

/// A scalar of the mapping being collected past its first `TreeBuilder.fullScalarLimit`, in
/// a quarter of the space (a mapping of a million pairs is two million of them): where it
/// starts in the file (the file is ASCII, so offsets give its lines and columns back), where
/// its bytes start in the mapping's text, and in one word its byte count (16 bits), its
/// length in the file (13 bits) and its style (3 bits). A longer scalar is not packed: the
/// mapping is then read into the tree.
struct PackedScalar {
  var start: UInt32
  var textStart: UInt32
  var lengthsAndStyle: UInt32

  static let styles: [ScalarStyle] = [.plain, .singleQuoted, .doubleQuoted, .literal, .folded]

  /// The packed form of `scalar`, when its numbers fit.
  init?(_ scalar: CollectedScalar) {
    let written = scalar.range.end.offset - scalar.range.start.offset
    guard let start = UInt32(exactly: scalar.range.start.offset),
      let textStart = UInt32(exactly: scalar.first), scalar.count < 1 << 16,
      written >= 0, written < 1 << 13, let style = Self.styles.firstIndex(of: scalar.style)
    else { return nil }
    self.start = start
    self.textStart = textStart
    lengthsAndStyle = UInt32(scalar.count) | UInt32(written) << 16 | UInt32(style) << 29
  }

  var first: Int { Int(textStart) }
  var count: Int { Int(lengthsAndStyle & 0xFFFF) }
  var end: Int { Int(start) + Int(lengthsAndStyle >> 16 & 0x1FFF) }
  var style: ScalarStyle { Self.styles[Int(lengthsAndStyle >> 29)] }
}

/// The scalars of a collected mapping read by position, as bytes and style: generic, so that
/// code over them is specialized for ``WholeScalars``, the common case.
protocol CollectedScalars {
  subscript(_ position: Int) -> (bytes: UnsafeBufferPointer<UInt8>, style: ScalarStyle) { get }
}

/// A collected mapping's scalars when all are kept whole.
struct WholeScalars: CollectedScalars {
  let scalars: UnsafeBufferPointer<CollectedScalar>
  let text: UnsafeBufferPointer<UInt8>
  init(_ scalars: UnsafeBufferPointer<CollectedScalar>, _ text: UnsafeBufferPointer<UInt8>) {
    self.scalars = scalars
    self.text = text
  }
  subscript(_ position: Int) -> (bytes: UnsafeBufferPointer<UInt8>, style: ScalarStyle) {
    let scalar = scalars[position]
    return (
      UnsafeBufferPointer(rebasing: text[scalar.first..<scalar.first + scalar.count]),
      scalar.style
    )
  }
}

/// A collected mapping's scalars, the first kept whole and the rest packed.
struct AllScalars: CollectedScalars {
  let whole: WholeScalars
  let packed: UnsafeBufferPointer<PackedScalar>
  init(
    _ scalars: UnsafeBufferPointer<CollectedScalar>, _ packed: UnsafeBufferPointer<PackedScalar>,
    _ text: UnsafeBufferPointer<UInt8>
  ) {
    whole = WholeScalars(scalars, text)
    self.packed = packed
  }
  subscript(_ position: Int) -> (bytes: UnsafeBufferPointer<UInt8>, style: ScalarStyle) {
    guard position >= whole.scalars.count else { return whole[position] }
    let scalar = packed[position - whole.scalars.count]
    return (
      UnsafeBufferPointer(rebasing: whole.text[scalar.first..<scalar.first + scalar.count]),
      scalar.style
    )
  }
}

/// A mapping of untagged, unanchored scalars that the reader collected from its events
/// instead of building it into the tree (``YAMLStreaming``): its pairs' keys and values as
/// bytes, valid only while the consumer is called. Keys may repeat and values may be null:
/// nothing was checked yet, and a consumer that makes nothing of it has it read into the
/// tree, where every problem is reported as for any mapping.
struct CollectedMapping {
  /// Scalars kept whole; the rest are packed (``PackedScalar``).
  static let fullScalarLimit = 32

  /// The first scalars, then the rest packed.
  let scalars: UnsafeBufferPointer<CollectedScalar>
  let moreScalars: UnsafeBufferPointer<PackedScalar>
  let text: UnsafeBufferPointer<UInt8>
  /// From the mapping's start to its end.
  let range: SourceRange

  /// Keys and values, in order: key `2 * pair`, value `2 * pair + 1`.
  var scalarCount: Int { scalars.count + moreScalars.count }
  var pairCount: Int { scalarCount / 2 }

  @inline(__always)
  func bytes(_ position: Int) -> UnsafeBufferPointer<UInt8> {
    if position < scalars.count {
      let scalar = scalars[position]
      return UnsafeBufferPointer(rebasing: text[scalar.first..<scalar.first + scalar.count])
    }
    let scalar = moreScalars[position - scalars.count]
    return UnsafeBufferPointer(rebasing: text[scalar.first..<scalar.first + scalar.count])
  }

  func key(_ pair: Int) -> UnsafeBufferPointer<UInt8> { bytes(2 * pair) }
  func value(_ pair: Int) -> UnsafeBufferPointer<UInt8> { bytes(2 * pair + 1) }

  /// The style of the scalar at `position`.
  func style(_ position: Int) -> ScalarStyle {
    position < scalars.count
      ? scalars[position].style : moreScalars[position - scalars.count].style
  }

  /// Where the scalar at `position` was written. `source` is the file read: a packed
  /// scalar's line and column are found from its offset. (Not kept here: a reference to the
  /// file made and dropped per mapping cost more than the look-up.)
  func range(_ position: Int, in source: SourceFile) -> SourceRange {
    if position < scalars.count { return scalars[position].range }
    let packed = moreScalars[position - scalars.count]
    return SourceRange(
      start: source.location(byteOffset: Int(packed.start)),
      end: source.location(byteOffset: packed.end))
  }

  /// The value of the key spelt `name`, if the mapping has it (the first one).
  func value(of name: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
    // Most mappings have no packed scalars: their keys are read straight, the length first.
    var pair = 0
    if let base = text.baseAddress {
      while 2 * pair + 1 < scalars.count {
        let key = scalars[2 * pair]
        if key.count == name.count,
          YAMLTree.equal(UnsafeBufferPointer(start: base + key.first, count: key.count), name)
        {
          return value(pair)
        }
        pair += 1
      }
    }
    while pair < pairCount {
      if YAMLTree.equal(key(pair), name) { return value(pair) }
      pair += 1
    }
    return nil
  }

  /// Calls `body` with the scalars, as ``WholeScalars`` when none is packed (the common
  /// mapping) so that generic code over them is specialized for it.
  @inline(__always)
  func withScalars<Result>(
    whole: (WholeScalars) -> Result, all: (AllScalars) -> Result
  ) -> Result {
    moreScalars.isEmpty
      ? whole(WholeScalars(scalars, text)) : all(AllScalars(scalars, moreScalars, text))
  }
}

/// What became of a collected mapping (``CollectedMappingConsumer``).
enum CollectedMappingOutcome {
  /// The consumer took it: it is gone, as if it had not been written.
  case taken
  /// The consumer keeps what it made of it as its next prepared mapping (its
  /// `preparedCount` grew by one): the tree holds an empty mapping record that stands for
  /// it (`YAMLNode.preparedIndex`).
  case prepared
  /// The consumer made nothing of it: it is read into the tree as any mapping.
  case readIntoTree
}

/// Takes the mappings a reader collects (``YAMLStreaming``), in file order. Called on the
/// reading thread; nothing it is given may be kept past the call.
protocol CollectedMappingConsumer: AnyObject {
  /// What to do with `mapping`, an element of a collected sequence. `offered` is true while
  /// every earlier element of that sequence was taken: only then may it be taken too
  /// (elements stay in order). `elementStart` is where the streamed element holding the
  /// sequence starts; `rootValue` and `elementValue` look up the values of the root's and
  /// that element's keys written before (nil when there is none, when it is not known for
  /// sure, or when the mapping is not offered).
  func finish(
    _ mapping: CollectedMapping, offered: Bool, elementStart: SourceLocation,
    rootValue: (String) -> YAMLNode?, elementValue: (String) -> YAMLNode?
  ) -> CollectedMappingOutcome

  /// Forgets its prepared mappings from `count` on: the reader dropped the records that
  /// stood for them.
  func truncatePrepared(to count: Int)
}

extension TreeBuilder {
  /// Handles an event while a mapping's scalars are being collected: a scalar is collected,
  /// the end of the mapping goes to the consumer. Anything else puts the collected scalars
  /// into the tree as the reader would have, in the same order (so every problem is
  /// reported as before), and returns nil: the event is then handled as usual.
  mutating func collectMappingEvent(_ event: inout yaml_event_t, range: SourceRange) -> Bool? {
    switch event.type {
    case YAML_SCALAR_EVENT:
      let scalar = event.data.scalar
      let length = Int(scalar.length)
      guard scalar.tag == nil, scalar.anchor == nil, length <= limits.maxScalarBytes else {
        break
      }
      let style = ScalarStyle(libYAML: scalar.style)
      if collectedScalarCount < Self.fullScalarLimit {
        (collectedBuffers.scalars + collectedScalarCount).initialize(
          to: CollectedScalar(style: style, range: range, first: collectedTextCount, count: length))
        collectedScalarCount += 1
      } else if !appendPackedScalar(style: style, range: range, count: length) {
        break
      }
      if length > 0 {
        let end = collectedTextCount + length
        if end > collectedTextCapacity { growCollectedText(to: end) }
        // A loop: `update(from:count:)` (memcpy) of a scalar's ten-odd bytes cost more.
        let target = collectedText + collectedTextCount
        for index in 0..<length { target[index] = scalar.value[index] }
        collectedTextCount = end
      }
      return true
    case YAML_MAPPING_END_EVENT:
      collectingMapping = false
      let size = stack[stack.count - 1].size + collectedCount
      let mappingRange = SourceRange(start: stack[stack.count - 1].start, end: range.end)
      let offered = stack[stack.count - 2].offersCollected
      let outcome = collectedMoreScalars.withUnsafeBufferPointer { more in
        let mapping = CollectedMapping(
          scalars: collectedScalars, moreScalars: more, text: collectedTextBytes,
          range: mappingRange)
        // Values are looked up only for a mapping that may be taken.
        guard offered else {
          return consumer!.finish(
            mapping, offered: false, elementStart: stack[2].start, rootValue: { _ in nil },
            elementValue: { _ in nil })
        }
        return withRootAndElementValues { rootValue, elementValue in
          consumer!.finish(
            mapping, offered: true, elementStart: stack[2].start, rootValue: rootValue,
            elementValue: elementValue)
        }
      }
      switch outcome {
      case .taken:
        stack.removeLast()
        return true
      case .prepared:
        let index = builder.appendPreparedMapping(range: mappingRange, expandedSize: size)
        stack.removeLast()
        // No anchor is on the mapping or around it (`isCollectedSequenceValue`): its bytes
        // are never aliased, so they need not be counted.
        return attach(index, size: size, scalarBytes: 0)
      case .readIntoTree:
        break
      }
    default:
      break
    }
    replayCollectedScalars()
    return nil
  }

  /// Collects a scalar past the first `fullScalarLimit` of a mapping, packed; false when it
  /// cannot be (the mapping is then read into the tree). Apart: the common mapping never
  /// comes here.
  @inline(never)
  mutating func appendPackedScalar(style: ScalarStyle, range: SourceRange, count: Int) -> Bool {
    // Offsets give back the lines and columns libyaml counted only in an ASCII file.
    guard isASCII,
      let packed = PackedScalar(
        CollectedScalar(style: style, range: range, first: collectedTextCount, count: count))
    else { return false }
    collectedMoreScalars.append(packed)
    return true
  }

  /// Makes `collectedText` at least `count` bytes long, keeping what is written.
  @inline(never)
  mutating func growCollectedText(to count: Int) {
    collectedTextCapacity = max(count, 2 * collectedTextCapacity)
    let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: collectedTextCapacity)
    grown.initialize(from: collectedText, count: collectedTextCount)
    collectedText.deallocate()
    collectedText = grown
    collectedBuffers.text = grown
  }

  /// Appends the collected scalars to the tree, each as its event would have been.
  mutating func replayCollectedScalars() {
    collectingMapping = false
    for position in 0..<collectedCount {
      let scalar = collectedScalar(position)
      let index = builder.appendScalar(
        UnsafeBufferPointer(
          rebasing: collectedTextBytes[scalar.first..<scalar.first + scalar.count]),
        style: scalar.style, tag: nil, range: scalar.range, anchor: -1)
      _ = attach(index, size: 1, scalarBytes: scalar.count)
    }
    collectedScalarCount = 0
    collectedMoreScalars.removeAll(keepingCapacity: true)
  }

  /// The collected scalar at `position`, unpacked.
  func collectedScalar(_ position: Int) -> CollectedScalar {
    if position < collectedScalarCount { return collectedBuffers.scalars[position] }
    let packed = collectedMoreScalars[position - collectedScalarCount]
    return CollectedScalar(
      style: packed.style,
      range: SourceRange(
        start: source.location(byteOffset: Int(packed.start)),
        end: source.location(byteOffset: packed.end)),
      first: packed.first, count: packed.count)
  }
}
