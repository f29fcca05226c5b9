extension SpecWriter {
  /// A modifier as an entry of a view's `modifiers`: a bare name (`resizable`), or
  /// `{ name: value }`, with `if:` beside it when it has a condition.
  func modifierNodes(_ applied: AppliedModifier, path: String) throws -> [WrittenNode] {
    let name = applied.modifier.modifierName.rawValue
    let path = "\(path).\(name)"
    let value: WrittenNode?
    if let expression = applied.value {
      guard SpecViewModifier.expressionPlaceholder(for: applied.modifier.modifierName) != nil
      else {
        throw SpecWriterError(
          key: path, message: "'\(name)' does not take an expression", range: applied.range)
      }
      value = .string("{\(expression.source)}")
    } else {
      value = try modifierValue(applied.modifier, path: path)
    }
    guard let condition = applied.condition else {
      guard let value else { return [.string(name)] }
      return [.mapping([(name, value)], .flow)]
    }
    return [
      .mapping(
        [(name, value ?? .yamlNull), (ViewOptionKey.if.rawValue, self.condition(condition))], .flow)
    ]
  }

  /// What follows a modifier's name; nil for a bare modifier.
  func modifierValue(_ modifier: SpecViewModifier, path: String) throws -> WrittenNode? {
    switch modifier {
    case .padding(let edges, let length):
      let length = try length.map { try number($0, at: path) }
      if edges == .all { return length }
      guard let edgeName = EdgeSet.names.first(where: { $0.1 == edges })?.0 else {
        throw SpecWriterError(
          key: path,
          message:
            "padding on edges \(edges.rawValue) has no name (all, horizontal, vertical, top, leading, bottom, trailing)"
        )
      }
      guard let length else { return .string(edgeName) }
      return .mapping([(edgeName, length)], .flow)
    case .frame(let frame): return try frameNode(frame, path: path)
    case .background(.color(let color)): return try self.color(color, at: path)
    case .background(.view(let view)): return try viewNode(view, path: path, asMapping: true)
    case .foregroundStyle(let color): return try self.color(color, at: path)
    case .font(let font): return try fontNode(font, path: path)
    case .fontWeight(let weight): return .string(weight.rawValue)
    case .lineLimit(let lines): return integer(lines)
    case .imageScale(let scale): return .string(scale.rawValue)
    case .resizable, .textStyle: return nil
    case .aspectRatio(let aspect):
      guard let ratio = aspect.ratio else { return .string(aspect.contentMode.rawValue) }
      return .mapping(
        [
          (
            AspectRatioKey.ratio.rawValue,
            try number(ratio, at: "\(path).\(AspectRatioKey.ratio.rawValue)")
          ),
          (AspectRatioKey.contentMode.rawValue, .string(aspect.contentMode.rawValue)),
        ], .flow)
    case .decoration(.alignmentGuide(let guide, let edge)):
      return .mapping([(guide.rawValue, .string(edge.rawValue))], .flow)
    case .decoration(.singleValue(_, let value)): return try number(value, at: path)
    case .decoration(.clipShape(let shape)):
      guard case .roundedRectangle(let radius) = shape else { return .string(shape.name) }
      let key = RoundedRectangleKey.cornerRadius.rawValue
      return .mapping(
        [
          (shape.name, .mapping([(key, try number(radius, at: "\(path).\(key)"))], .flow))
        ], .flow)
    }
  }

  func frameNode(_ frame: Frame, path: String) throws -> WrittenNode {
    var entries: [(String, WrittenNode)] = []
    let lengths: [(FrameKey, Double?, Bool)] = [
      (.width, frame.width, false), (.height, frame.height, false),
      (.minWidth, frame.minWidth, false), (.idealWidth, frame.idealWidth, false),
      (.maxWidth, frame.maxWidth, true), (.minHeight, frame.minHeight, false),
      (.idealHeight, frame.idealHeight, false), (.maxHeight, frame.maxHeight, true),
    ]
    for (key, value, unlimited) in lengths {
      guard let value else { continue }
      entries.append(
        (
          key.rawValue,
          try length(value, at: "\(path).\(key.rawValue)", allowInfinity: unlimited)
        ))
    }
    if frame.alignment != .center {
      entries.append((FrameKey.alignment.rawValue, .string(frame.alignment.rawValue)))
    }
    guard !entries.isEmpty else {
      throw SpecWriterError(key: path, message: "an empty frame does not read back")
    }
    return .mapping(entries, .flow)
  }
}
