extension SpecWriter {
  /// A SwiftUI view: a bare name (`Spacer`), or `{ Name: arguments, modifiers: […], if: … }`.
  /// `asMapping` writes a bare view as `{ Name: ~ }`, where a scalar would mean something
  /// else (a `background` of a colour name).
  func viewNode(_ view: ViewNode, path: String, asMapping: Bool = false) throws -> WrittenNode {
    let name = view.kind.viewName.rawValue
    let path = "\(path).\(name)"
    var entries: [(String, WrittenNode)] = []
    if let argument = try viewArgument(view.kind, path: path) {
      entries.append((name, argument))
    } else if !view.modifiers.isEmpty || view.condition != nil || asMapping {
      entries.append((name, .yamlNull))
    } else {
      return .string(name)
    }
    if !view.modifiers.isEmpty {
      let key = ViewOptionKey.modifiers.rawValue
      let modifiers = try view.modifiers.enumerated().flatMap { index, applied in
        try modifierNodes(applied, path: "\(path).\(key)[\(index)]")
      }
      entries.append((key, .sequence(modifiers, .block)))
    }
    if let condition = view.condition {
      entries.append((ViewOptionKey.if.rawValue, self.condition(condition)))
    }
    return .block(entries)
  }

  /// What follows a view's name; nil for a bare view with no arguments.
  func viewArgument(_ kind: ViewKind, path: String) throws -> WrittenNode? {
    switch kind {
    case .hStack(let stack), .vStack(let stack), .zStack(let stack):
      return try stackNode(stack, kind: kind, path: path)
    case .text(let text): return template(text)
    case .button(let title): return template(title)
    case .image(let name):
      return .mapping([(ImageViewKey.systemName.rawValue, template(name))], .flow)
    case .namedImage(let name, let width, let height):
      return .mapping(
        [
          (ImageViewKey.name.rawValue, template(name)),
          (
            ImageViewKey.width.rawValue,
            try number(width, at: "\(path).\(ImageViewKey.width.rawValue)")
          ),
          (
            ImageViewKey.height.rawValue,
            try number(height, at: "\(path).\(ImageViewKey.height.rawValue)")
          ),
        ], .flow)
    case .spacer(let minLength):
      guard let minLength else { return nil }
      let key = SpacerKey.minLength.rawValue
      return .mapping([(key, try number(minLength, at: "\(path).\(key)"))], .flow)
    case .color(let color):
      return try expressibleColor(color, at: path)
    case .divider:
      return nil
    case .shape(let shape, let fill):
      var entries: [(String, WrittenNode)] = []
      if case .roundedRectangle(let radius) = shape {
        let key = RoundedRectangleKey.cornerRadius.rawValue
        entries.append((key, try number(radius, at: "\(path).\(key)")))
      }
      if let fill {
        let key = ShapeKey.fill.rawValue
        entries.append((key, try expressibleColor(fill, at: "\(path).\(key)")))
      }
      return entries.isEmpty ? nil : .mapping(entries, .flow)
    case .toggle(let label, let isOn):
      var entries: [(String, WrittenNode)] = []
      switch label {
      case .title(let title): entries.append((ToggleKey.title.rawValue, template(title)))
      case .view(let view):
        let key = ToggleKey.label.rawValue
        entries.append((key, try viewNode(view, path: "\(path).\(key)")))
      }
      entries.append((ToggleKey.isOn.rawValue, condition(isOn)))
      return .block(entries)
    case .label(let title, let systemImage):
      return .mapping(
        [
          (LabelKey.title.rawValue, template(title)),
          (LabelKey.systemImage.rawValue, template(systemImage)),
        ], .flow)
    }
  }

  func stackNode(_ stack: Stack, kind: ViewKind, path: String) throws -> WrittenNode {
    var alignment: String?
    let alignmentKey = "\(path).\(StackKey.alignment.rawValue)"
    switch kind {
    case .hStack:
      guard stack.horizontalAlignment == .center else {
        throw SpecWriterError(
          key: alignmentKey,
          message:
            "an HStack aligns its children vertically; horizontal '\(stack.horizontalAlignment.rawValue)' has no key"
        )
      }
      if stack.verticalAlignment != .center { alignment = stack.verticalAlignment.rawValue }
    case .vStack:
      guard stack.verticalAlignment == .center else {
        throw SpecWriterError(
          key: alignmentKey,
          message:
            "a VStack aligns its children horizontally; vertical '\(stack.verticalAlignment.rawValue)' has no key"
        )
      }
      if stack.horizontalAlignment != .center { alignment = stack.horizontalAlignment.rawValue }
    default:
      guard
        let both = SpecAlignment.allCases.first(where: {
          $0.horizontal == stack.horizontalAlignment && $0.vertical == stack.verticalAlignment
        })
      else {
        throw SpecWriterError(
          key: alignmentKey,
          message:
            "a ZStack alignment of '\(stack.horizontalAlignment.rawValue)' and '\(stack.verticalAlignment.rawValue)' has no name"
        )
      }
      if both != .center { alignment = both.rawValue }
    }
    let childrenKey = StackKey.children.rawValue
    let children = try stack.children.enumerated().map { index, child in
      try viewNode(child, path: "\(path).\(childrenKey)[\(index)]")
    }
    guard alignment != nil || stack.spacing != nil else { return .sequence(children, .block) }
    var entries: [(String, WrittenNode)] = []
    if let alignment { entries.append((StackKey.alignment.rawValue, .string(alignment))) }
    if let spacing = stack.spacing {
      let key = StackKey.spacing.rawValue
      entries.append((key, try number(spacing, at: "\(path).\(key)")))
    }
    entries.append((childrenKey, .sequence(children, .block)))
    return .block(entries)
  }
}
