import Dispatch
import ListSpec

/// Writes item initializers of a large snapshot section, one line each, by appending to one
/// string rather than building a ``SwiftExpr`` per item. A line that does not fit falls back
/// to the writer's layout, so the output is the same as ``SwiftWriter/expression``'s.
struct ItemLineWriter {
  /// Sections with at most this many items go through `SwiftWriter.expression`; with more,
  /// the call cannot fit on one line (each item is at least 8 characters and a separator).
  static let smallSection = 20

  let emitter: SwiftEmitter
  /// How an item of each template starts and the labels of its fields: one entry (key "")
  /// with one template.
  private let shapes: [String: Shape]
  /// The same as a list: a template changes between items of a section often (every other
  /// item), and a few templates are found faster by comparing names than by hashing them.
  private let shapeList: [(template: String, shape: Shape)]

  private struct Shape {
    var opening: String
    var fieldLabels: [(name: String, label: String, type: FieldType)]
    /// `opening` and the labels (`id: ` first, then `fieldLabels`') as bytes, for the fast path.
    var openingBytes: [UInt8]
    var labelBytes: [[UInt8]]

    init(opening: String, fieldLabels: [(name: String, label: String, type: FieldType)]) {
      self.opening = opening
      self.fieldLabels = fieldLabels
      openingBytes = Array(opening.utf8)
      labelBytes = [Array("id: ".utf8)] + fieldLabels.map { Array($0.label.utf8) }
    }
  }

  /// One item's argument values as bytes, reused from item to item so that writing an item
  /// allocates nothing.
  private struct ArgumentBytes {
    var text: [UInt8] = []
    /// Where each value ends in `text`.
    var ends: [Int] = []
    /// Whether each value is written between quotes.
    var quoted: [Bool] = []

    mutating func removeAll() {
      text.removeAll(keepingCapacity: true)
      ends.removeAll(keepingCapacity: true)
      quoted.removeAll(keepingCapacity: true)
    }

    mutating func append(_ value: some Sequence<UInt8>, quoted isQuoted: Bool) {
      text.append(contentsOf: value)
      ends.append(text.count)
      quoted.append(isQuoted)
    }

    func range(_ index: Int) -> Range<Int> { (index == 0 ? 0 : ends[index - 1])..<ends[index] }
  }

  init(emitter: SwiftEmitter) {
    self.emitter = emitter
    let plan = emitter.plan
    var shapes: [String: Shape] = [:]
    for template in plan.hasTemplateCases ? plan.templates.map(\.template.name) : [""] {
      let name = plan.hasTemplateCases ? template : nil
      shapes[template] = Shape(
        opening: emitter.itemCallee(ofTemplate: name) + "(",
        fieldLabels: plan.fields(ofTemplate: name).map {
          ($0.declaration.name, "\(SwiftName.argumentLabel($0.property)): ", $0.declaration.type)
        })
    }
    self.shapes = shapes
    shapeList = shapes.map { ($0.key, $0.value) }
  }

  /// The item lines of each large section (nil for the others), written on all cores when
  /// there are many items: sections are independent, and a 100,000-item list spends most of
  /// its generation time here.
  func blocks(for sections: [SpecSection], depth: Int) -> [String?] {
    let large = sections.indices.filter { sections[$0].items.count > Self.smallSection }
    var blocks = [String?](repeating: nil, count: sections.count)
    let total = large.reduce(0) { $0 + sections[$1].items.count }
    if total < 4096 || large.count < 2 {
      for index in large { blocks[index] = block(sections[index].items, depth: depth) }
      return blocks
    }
    let results = UnsafeMutableBufferPointer<String?>.allocate(capacity: large.count)
    results.initialize(repeating: nil)
    defer { results.deallocate() }
    // Each iteration writes only its own slot.
    nonisolated(unsafe) let slots = results
    DispatchQueue.concurrentPerform(iterations: large.count) { position in
      slots[position] = block(sections[large[position]].items, depth: depth)
    }
    for (position, index) in large.enumerated() { blocks[index] = results[position] }
    return blocks
  }

  /// Every item, one initializer each, as one block of lines. Written as bytes: a 100,000-item
  /// list appends a few million pieces, and appending each to a `String` cost more than all
  /// the rest of generation.
  func block(_ items: [Item], depth: Int) -> String {
    let indentation = Array(String(repeating: "  ", count: depth).utf8)
    var block: [UInt8] = []
    let fieldCount = shapes.values.map(\.fieldLabels.count).max() ?? 0
    block.reserveCapacity(items.count * (indentation.count + 24 + fieldCount * 24))
    var arguments = ArgumentBytes()
    var slow = SwiftWriter(depth: depth)
    func appendSlowLines() {
      for line in slow.lines {
        block.append(contentsOf: line.utf8)
        block.append(UInt8(ascii: "\n"))
      }
      slow = SwiftWriter(depth: depth)
    }
    let separatorItems = emitter.plan.itemSeparators
    let several = emitter.plan.hasTemplateCases
    // Items of a section usually share a template: its shape is looked up once per run.
    var lastCell = ""
    var lastShape = shapes[""]
    for item in items {
      if several, item.cell != lastCell {
        lastCell = item.cell
        lastShape = shapeList.first { $0.template == item.cell }?.shape
      }
      guard let shape = lastShape, item.swipeActions == nil,
        separatorItems.isEmpty || separatorItems[item.id] == nil
      else {
        // An item with its own swipe actions or separators: nested values, laid out by the
        // writer.
        slow.expression("", emitter.itemInitializer(item), ",")
        appendSlowLines()
        continue
      }
      if !writeASCII(item, shape, indentation: indentation, arguments: &arguments, into: &block) {
        // Text that needs escaping or is not ASCII is measured in characters, the slow way.
        write(item, shape, into: &slow)
        appendSlowLines()
      }
    }
    if block.last == UInt8(ascii: "\n") { block.removeLast() }
    return String(decoding: block, as: UTF8.self)
  }

  /// The fast path: when every value is printable ASCII with nothing to escape (so bytes are
  /// characters), the layout is chosen from byte counts and written straight into `block`.
  /// Returns false, writing nothing, for any other item.
  private func writeASCII(
    _ item: Item, _ shape: Shape, indentation: [UInt8], arguments: inout ArgumentBytes,
    into block: inout [UInt8]
  ) -> Bool {
    arguments.removeAll()
    let idIsString = emitter.plan.itemIDType == .string
    if idIsString, !SwiftStringLiteral.isPlainASCII(item.id) { return false }
    arguments.append(item.id.utf8, quoted: idIsString)
    for (name, _, type) in shape.fieldLabels {
      if type == .string {
        let isPlain = item.fields.withValueUTF8(of: name) { value in
          guard SwiftStringLiteral.isPlainASCII(value) else { return false }
          arguments.append(value, quoted: true)
          return true
        }
        switch isPlain {
        case true?: continue
        case false?: return false
        case nil: arguments.append("nil".utf8, quoted: false)
        }
      } else if let value = item.fields[name] {
        arguments.append(emitter.literal(value, type).utf8, quoted: false)
      } else {
        arguments.append("nil".utf8, quoted: false)
      }
    }
    let labels = shape.labelBytes
    let count = arguments.ends.count
    func length(_ index: Int) -> Int {
      labels[index].count + arguments.range(index).count + (arguments.quoted[index] ? 2 : 0)
    }
    var joined = 2 * (count - 1)
    for index in 0..<count { joined += length(index) }
    let lastLength = length(count - 1)
    func append(_ index: Int, withLabel: Bool = true) {
      if withLabel { block.append(contentsOf: labels[index]) }
      let quoted = arguments.quoted[index]
      if quoted { block.append(UInt8(ascii: "\"")) }
      block.append(contentsOf: arguments.text[arguments.range(index)])
      if quoted { block.append(UInt8(ascii: "\"")) }
    }
    func appendLineStart(extra: Int) {
      block.append(UInt8(ascii: "\n"))
      block.append(contentsOf: indentation)
      for _ in 0..<extra { block.append(UInt8(ascii: " ")) }
    }
    let closing = Array("),\n".utf8)
    let limit = SwiftWriter.lineLength
    let indent = indentation.count
    let onOneLine = indent + shape.openingBytes.count + joined + 2 <= limit
    let onContinuation = indent + 2 + joined + 2 <= limit
    block.append(contentsOf: indentation)
    block.append(contentsOf: shape.openingBytes)
    if onOneLine || onContinuation {
      if !onOneLine { appendLineStart(extra: 2) }
      for index in 0..<count {
        if index > 0 { block.append(contentsOf: [UInt8(ascii: ","), UInt8(ascii: " ")]) }
        append(index)
      }
      block.append(contentsOf: closing)
      return true
    }
    var lastIsBroken = false
    for index in 0..<count {
      let isLast = index == count - 1
      appendLineStart(extra: 2)
      if indent + 2 + length(index) + (isLast ? 0 : 1) > limit, !arguments.range(index).isEmpty {
        // A value too long for its line goes under its label, as swift-format puts it.
        block.append(contentsOf: labels[index].dropLast())
        appendLineStart(extra: 4)
        append(index, withLabel: false)
        lastIsBroken = isLast
      } else {
        append(index)
      }
      if !isLast { block.append(UInt8(ascii: ",")) }
    }
    if lastIsBroken || indent + 2 + lastLength + 2 > limit {
      appendLineStart(extra: 0)
    }
    block.append(contentsOf: closing)
    return true
  }

  /// One item in characters: the exact layout for any text.
  private func write(_ item: Item, _ shape: Shape, into w: inout SwiftWriter) {
    let opening = shape.opening
    // The arguments, then the three layouts of `SwiftWriter.expression` for a call whose
    // arguments are all atoms: one line, the arguments on one continuation line, or one
    // argument per line with `),` after the last when it fits.
    var arguments: [String] = []
    arguments.reserveCapacity(shape.fieldLabels.count + 1)
    arguments.append("id: " + emitter.literal(item.id, emitter.plan.itemIDType))
    for (name, label, type) in shape.fieldLabels {
      arguments.append(label + (item.fields[name].map { emitter.literal($0, type) } ?? "nil"))
    }
    let indentation = String(repeating: "  ", count: w.depth)
    let limit = SwiftWriter.lineLength
    var joinedLength = 2 * (arguments.count - 1)
    for argument in arguments { joinedLength += argument.utf8.count }
    if indentation.utf8.count + opening.utf8.count + joinedLength + 2 <= limit {
      w.append(line: indentation + opening + arguments.joined(separator: ", ") + "),")
      return
    }
    let inner = indentation + "  "
    if inner.utf8.count + joinedLength + 2 <= limit * 4 {
      let continuation = inner + arguments.joined(separator: ", ") + "),"
      if SwiftWriter.width(continuation) <= limit {
        let flat = indentation + opening + continuation.dropFirst(inner.utf8.count)
        if SwiftWriter.width(flat) <= limit {
          w.append(line: flat)
        } else {
          w.append(line: indentation + opening)
          w.append(line: continuation)
        }
        return
      }
    }
    w.append(line: indentation + opening)
    for argument in arguments.dropLast() { w.append(line: inner + argument + ",") }
    let last = inner + arguments[arguments.count - 1]
    if SwiftWriter.width(last + "),") <= limit {
      w.append(line: last + "),")
    } else {
      w.append(line: last)
      w.append(line: indentation + "),")
    }
  }
}
