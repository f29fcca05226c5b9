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
  func blocks(for sections: [Section], depth: Int) -> [String?] {
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

  /// Every item, one initializer each, as one block of lines.
  func block(_ items: [Item], depth: Int) -> String {
    let indentation = String(repeating: "  ", count: depth)
    var block = ""
    let fieldCount = shapes.values.map(\.fieldLabels.count).max() ?? 0
    block.reserveCapacity(items.count * (indentation.utf8.count + 24 + fieldCount * 24))
    var slow = SwiftWriter(depth: depth)
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
        for line in slow.lines {
          block += line
          block += "\n"
        }
        slow = SwiftWriter(depth: depth)
        continue
      }
      if !writeASCII(item, shape, indentation: indentation, into: &block) {
        // Text that needs escaping or is not ASCII is measured in characters, the slow way.
        write(item, shape, into: &slow)
        for line in slow.lines {
          block += line
          block += "\n"
        }
        slow = SwiftWriter(depth: depth)
      }
    }
    if block.hasSuffix("\n") { block.removeLast() }
    return block
  }

  /// The fast path: when every value is printable ASCII with nothing to escape (so bytes are
  /// characters), the layout is chosen from byte counts and written straight into `block`.
  /// Returns false, writing nothing, for any other item.
  private func writeASCII(
    _ item: Item, _ shape: Shape, indentation: String, into block: inout String
  ) -> Bool {
    let opening = shape.opening
    var values: [(label: String, text: String, quoted: Bool)] = []
    values.reserveCapacity(shape.fieldLabels.count + 1)
    values.append(("id: ", item.id, emitter.plan.itemIDType == .string))
    for (name, label, type) in shape.fieldLabels {
      if let value = item.fields[name] {
        values.append(
          (label, type == .string ? value : emitter.literal(value, type), type == .string))
      } else {
        values.append((label, "nil", false))
      }
    }
    var joined = 2 * (values.count - 1)
    var lastLength = 0
    for value in values {
      if value.quoted, !SwiftStringLiteral.isPlainASCII(value.text) { return false }
      lastLength = value.label.utf8.count + value.text.utf8.count + (value.quoted ? 2 : 0)
      joined += lastLength
    }
    func append(_ index: Int, withLabel: Bool = true) {
      let value = values[index]
      if withLabel { block += value.label }
      if value.quoted { block += "\"" }
      block += value.text
      if value.quoted { block += "\"" }
    }
    let limit = SwiftWriter.lineLength
    let indent = indentation.utf8.count
    let onOneLine = indent + opening.utf8.count + joined + 2 <= limit
    let onContinuation = indent + 2 + joined + 2 <= limit
    block += indentation
    block += opening
    if onOneLine || onContinuation {
      if !onOneLine {
        block += "\n"
        block += indentation
        block += "  "
      }
      for index in values.indices {
        if index > 0 { block += ", " }
        append(index)
      }
      block += "),\n"
      return true
    }
    var lastIsBroken = false
    for (index, value) in values.enumerated() {
      let isLast = index == values.count - 1
      let length = value.label.utf8.count + value.text.utf8.count + (value.quoted ? 2 : 0)
      block += "\n"
      block += indentation
      block += "  "
      if indent + 2 + length + (isLast ? 0 : 1) > limit, !value.text.isEmpty {
        // A value too long for its line goes under its label, as swift-format puts it.
        block += value.label.dropLast()
        block += "\n"
        block += indentation
        block += "    "
        append(index, withLabel: false)
        lastIsBroken = isLast
      } else {
        append(index)
      }
      if !isLast { block += "," }
    }
    if !lastIsBroken, indent + 2 + lastLength + 2 <= limit {
      block += "),\n"
    } else {
      block += "\n"
      block += indentation
      block += "),\n"
    }
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
