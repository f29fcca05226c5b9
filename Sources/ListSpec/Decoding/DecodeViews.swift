/// SwiftUI views and modifiers of hosting cells.
extension SpecDecoder {
  mutating func decodeView(_ node: YAMLNode) -> ViewNode? {
    if let scalar = node.scalar {
      guard let name = ViewName(rawValue: scalar.text) else {
        report(
          .unknownValue(
            value: scalar.text, key: "view", known: ViewName.names, range: node.reportRange,
            what: "view"))
        return nil
      }
      guard name.isBare, let kind = decodeViewKind(name, value: nil) else {
        report(
          .invalidView(
            "'\(scalar.text)' needs arguments; write it as a mapping, e.g. { \(scalar.text): … }",
            range: node.reportRange))
        return nil
      }
      return ViewNode(kind: kind, range: node.reportRange)
    }
    guard let pairs = node.pairs else {
      report(
        .typeMismatch(key: "view", expected: "a view such as { Text: \"{name}\" }", found: node))
      return nil
    }
    var view: (name: ViewName, pair: YAMLPair)?
    var options = KeyedNodes<ViewOptionKey>()
    var reportedUnknownKey = false
    for pair in pairs {
      guard let key = pair.key.text else { continue }
      if let name = ViewName(rawValue: key) {
        if let first = view {
          report(
            .invalidView(
              "a view mapping holds one view; '\(key)' follows '\(first.name.rawValue)' — put several views in an HStack, VStack or ZStack",
              range: pair.key.reportRange))
          continue
        }
        view = (name, pair)
      } else if let option = ViewOptionKey(rawValue: key) {
        options.append(option, pair.value)
      } else {
        report(
          .unknownKey(
            key: key, in: "a view", known: ViewName.names + ViewOptionKey.names,
            range: pair.key.reportRange))
        reportedUnknownKey = true
      }
    }
    guard let view else {
      if reportedUnknownKey { return nil }
      report(
        .invalidView(
          "expected a view (one of: \(ViewName.names.joined(separator: ", ")))",
          range: node.reportRange))
      return nil
    }
    let enclosing = EnclosingView(
      key: view.pair.key, options: Set(options.entries.map(\.key.rawValue)))
    guard var kind = decodeViewKind(view.name, value: view.pair.value, enclosing: enclosing)
    else { return nil }
    var modifiers: [AppliedModifier] = []
    var viewCondition: SpecExpression?
    for (key, value) in options.entries {
      switch key {
      case .fill:
        guard case .shape(let shape, _) = kind else {
          report(
            .invalidView(
              "'fill' applies to shapes, not to \(view.name.rawValue)", range: value.reportRange))
          continue
        }
        kind = .shape(shape, fill: expressible(value, key: key))
      case .modifiers:
        guard let elements = sequence(value, key: key.rawValue) else { continue }
        for element in elements { modifiers += decodeModifier(element) }
      case .if:
        viewCondition = condition(value, key: key.rawValue)
      }
    }
    checkResizable(modifiers, of: kind)
    var decoded = ViewNode(kind: kind, modifiers: modifiers, range: node.reportRange)
    decoded.condition = viewCondition
    return decoded
  }

  /// The view mapping a view's name is a key of (`- VStack: { … }` with `modifiers:` beside
  /// it), for the fix-it that moves a view option written inside a stack out to it.
  struct EnclosingView {
    /// The view's name, as a key.
    var key: YAMLNode
    /// The view options written beside it.
    var options: Set<String>
  }

  /// The view `name` with its argument; `value` is nil for a bare name (`- Spacer`).
  /// A view's kind.
  mutating func decodeViewKind(
    _ name: ViewName, value: YAMLNode?, enclosing: EnclosingView? = nil
  ) -> ViewKind? {
    let isNull = value.map { $0.scalar?.resolved == .null && $0.scalar?.style == .plain } ?? true
    let key = name.rawValue
    switch name {
    case .hStack, .vStack, .zStack:
      guard let value, let stack = decodeStack(value, name: name, enclosing: enclosing) else {
        return nil
      }
      return name == .hStack ? .hStack(stack) : name == .vStack ? .vStack(stack) : .zStack(stack)
    case .text:
      return value.flatMap { template($0, key: key) }.map(ViewKind.text)
    case .image:
      guard let value else { return nil }
      return decodeImageView(value)
    case .button:
      return value.flatMap { template($0, key: key) }.map(ViewKind.button)
    case .toggle:
      guard let value, let keys = mapping(value, ToggleKey.self, context: "'Toggle'") else {
        return nil
      }
      reportMissing(keys, in: "'Toggle'", at: value.reportRange)
      var title: Template?
      var label: ViewNode?
      var isOn: SpecExpression?
      for (key, value) in keys.entries {
        switch key {
        case .title: title = template(value, key: key.rawValue)
        case .isOn: isOn = condition(value, key: key.rawValue)
        case .label: label = decodeView(value)
        }
      }
      switch (keys[.title], keys[.label]) {
      case (nil, nil):
        report(.missingKey(oneOf: ["title", "label"], in: "'Toggle'", range: value.reportRange))
        return nil
      case (_?, let labelNode?):
        report(
          .invalidView(
            "'Toggle' takes a 'title' or a 'label' view, not both", range: labelNode.reportRange))
        return nil
      default: break
      }
      guard let isOn else { return nil }
      if let label { return .toggle(.view(label), isOn: isOn) }
      guard let title else { return nil }
      return .toggle(.title(title), isOn: isOn)
    case .label:
      guard let value, let keys = mapping(value, LabelKey.self, context: "'Label'") else {
        return nil
      }
      reportMissing(keys, in: "'Label'", at: value.reportRange)
      var title: Template?
      var systemImage: Template?
      for (key, value) in keys.entries {
        switch key {
        case .title: title = template(value, key: key.rawValue)
        case .systemImage: systemImage = template(value, key: key.rawValue)
        }
      }
      guard let title, let systemImage else { return nil }
      return .label(title: title, systemImage: systemImage)
    case .spacer:
      guard let value, !isNull else { return .spacer(minLength: nil) }
      guard let keys = mapping(value, SpacerKey.self, context: "'Spacer'") else { return nil }
      var minLength: Double?
      for (key, value) in keys.entries {
        switch key {
        case .minLength: minLength = length(value, key: key.rawValue)
        }
      }
      return .spacer(minLength: minLength)
    case .color:
      guard let value else { return nil }
      return expressible(value, key: name).map(ViewKind.color)
    case .divider:
      if let value, !isNull {
        report(.invalidView("'Divider' takes no arguments", range: value.reportRange))
      }
      return .divider
    case .roundedRectangle:
      guard let value,
        let keys = mapping(value, RoundedRectangleKey.self, context: "'RoundedRectangle'")
      else { return nil }
      reportMissing(keys, in: "'RoundedRectangle'", at: value.reportRange)
      guard keys[.cornerRadius] != nil else { return nil }
      var radius = 0.0
      var fill: Expressible<ColorValue>?
      for (key, value) in keys.entries {
        switch key {
        case .cornerRadius: radius = length(value, key: key.rawValue) ?? 0
        case .fill: fill = expressible(value, key: key)
        }
      }
      return .shape(.roundedRectangle(cornerRadius: radius), fill: fill)
    case .rectangle, .capsule, .circle:
      var fill: Expressible<ColorValue>?
      if let value, !isNull, let keys = mapping(value, ShapeKey.self, context: "'\(key)'") {
        for (key, value) in keys.entries {
          switch key {
          case .fill: fill = expressible(value, key: key)
          }
        }
      }
      let shape: ShapeKind = name == .rectangle ? .rectangle : name == .capsule ? .capsule : .circle
      return .shape(shape, fill: fill)
    }
  }

  /// `Image: { systemName }` (an SF Symbol) or `Image: { name, width, height }` (an asset).
  mutating func decodeImageView(_ node: YAMLNode) -> ViewKind? {
    if let text = node.scalar.map(\.text), node.scalar?.resolved != .null {
      report(
        .typeMismatch(
          key: "Image", expected: "a mapping like { systemName: \"\(text)\" }", found: node))
      return nil
    }
    guard let keys = mapping(node, ImageViewKey.self, context: "'Image'") else { return nil }
    var systemName: Template?
    var name: Template?
    var width: Double?
    var height: Double?
    for (key, value) in keys.entries {
      switch key {
      case .systemName: systemName = template(value, key: key.rawValue)
      case .name:
        name = template(value, key: key.rawValue)
        if let name { checkImageName(name, at: value.reportRange) }
      case .width: width = length(value, key: key.rawValue)
      case .height: height = length(value, key: key.rawValue)
      }
    }
    let range = node.reportRange
    switch (keys[.systemName] != nil, keys[.name] != nil) {
    case (true, true):
      report(
        .invalidView(
          "'Image' takes 'systemName' (an SF Symbol) or 'name' (an asset), not both",
          range: range))
      return nil
    case (false, false):
      report(.missingKey(key: "systemName", in: "'Image'", range: range))
      return nil
    case (true, false):
      if keys[.width] != nil || keys[.height] != nil {
        report(
          .invalidView(
            "'width' and 'height' size an asset image ('name'); an SF Symbol takes its size from the font — use the font or imageScale modifier",
            range: range))
      }
      return systemName.map(ViewKind.image)
    case (false, true):
      for key in [ImageViewKey.width, .height] where keys[key] == nil {
        report(.missingKey(key: key.rawValue, in: "'Image' with 'name'", range: range))
      }
      guard let name, let width, let height else { return nil }
      return .namedImage(name, width: width, height: height)
    }
  }

  /// `Image.resizable()` returns an `Image`, the other modifiers `some View`: it is an
  /// image's first modifier, once, and unconditional.
  mutating func checkResizable(_ modifiers: [AppliedModifier], of kind: ViewKind) {
    for (index, applied) in modifiers.enumerated() where applied.modifier == .resizable {
      let problem: String?
      switch kind {
      case .image, .namedImage:
        if index > 0 {
          problem =
            "'resizable' must be the image's first modifier: Image.resizable() returns an Image, and '\(modifiers[index - 1].modifier.name)' before it makes some View; move 'resizable' to the top of 'modifiers'"
        } else if applied.condition != nil {
          problem =
            "'resizable' cannot have an 'if': an image is resizable or not for every item; size it with a conditional frame instead"
        } else {
          problem = nil
        }
      default:
        problem = "'resizable' applies to an Image, not to \(kind.name)"
      }
      if let problem { report(.invalidModifier(problem, range: applied.range)) }
    }
  }

  /// A name written as it is must be an image set of the catalogs once the spec names any
  /// (`assets`); without them, and for a name an item fills in, the image is looked up when
  /// the list is drawn, and a name that is not there draws the placeholder.
  mutating func checkImageName(_ name: Template, at range: SourceRange) {
    guard assets.range != nil, !name.hasPlaceholders, assets.images[name.source] == nil else {
      return
    }
    let names = assets.images.keys.sorted()
    report(.unknownImage(name: name.source, known: names, range: range))
  }

  mutating func decodeStack(_ node: YAMLNode, name: ViewName, enclosing: EnclosingView?)
    -> Stack?
  {
    // `HStack: [ … ]` is short for `HStack: { children: [ … ] }`.
    if let elements = node.elements {
      return Stack(children: elements.compactMap { decodeView($0) })
    }
    let context = "'\(name.rawValue)'"
    guard let keys = mapping(node, StackKey.self, context: context, reportsUnknownKeys: false)
    else { return nil }
    // A view's option (`modifiers`, `if`) written inside the stack's mapping belongs one
    // level out, beside the stack's name.
    let pairs = node.pairs ?? []
    for (index, pair) in pairs.enumerated() where !pair.isMerged {
      guard let key = pair.key.text, StackKey(rawValue: key) == nil else { continue }
      guard ViewOptionKey(rawValue: key) != nil else {
        report(
          .unknownKey(key: key, in: context, known: StackKey.names, range: pair.key.reportRange))
        continue
      }
      var diagnostic = Diagnostic.viewOptionInStack(
        option: key, stack: name.rawValue, known: StackKey.names, range: pair.key.reportRange)
      if index == pairs.count - 1, let enclosing, !enclosing.options.contains(key),
        let moved = movedOut(pair, to: enclosing.key)
      {
        diagnostic = diagnostic.with(
          fixIt: "move '\(key)' out of '\(name.rawValue)'", range: moved.range,
          replacement: moved.text)
      }
      report(diagnostic)
    }
    reportMissing(keys, in: "'\(name.rawValue)'", at: node.reportRange)
    var stack = Stack(children: [])
    for (key, value) in keys.entries {
      switch key {
      case .alignment:
        switch name {
        case .hStack:
          stack.verticalAlignment = enumValue(value, key: key.rawValue) ?? .center
        case .vStack:
          stack.horizontalAlignment = enumValue(value, key: key.rawValue) ?? .center
        default:
          let alignment: SpecAlignment = enumValue(value, key: key.rawValue) ?? .center
          stack.horizontalAlignment = alignment.horizontal
          stack.verticalAlignment = alignment.vertical
        }
      case .spacing: stack.spacing = length(value, key: key.rawValue)
      case .children:
        if let elements = sequence(value, key: key.rawValue) {
          stack.children = elements.compactMap { decodeView($0) }
        }
      }
    }
    return stack
  }

  /// The lines of `pair`, the last of a block mapping, indented as `key` is: the text that
  /// moves it out of the mapping to be a key beside `key`. Nil unless the pair is written
  /// where it is read (not through an alias) on lines of its own, each indented at least as
  /// far as it.
  func movedOut(_ pair: YAMLPair, to key: YAMLNode) -> (range: SourceRange, text: String)? {
    guard let source, pair.key.range == pair.key.reportRange,
      pair.value.range == pair.value.reportRange, key.range == key.reportRange
    else { return nil }
    let keyStart = pair.key.range.start
    let lineStart = keyStart.offset - (keyStart.column - 1)
    let outerIndentation = key.range.start.column - 1
    let dedent = keyStart.column - 1 - outerIndentation
    // A block collection ends where the next token starts: the value's text ends before
    // the white space up to it.
    var end = pair.value.range.end.offset
    let value = source.slice(pair.value.range.start.offset..<end)
    end -= value.reversed().prefix { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D }.count
    let written = source.slice(lineStart..<end)
    // Only spaces before the key, and nothing after the value on its line but a comment.
    let rest = source.slice(end..<end + 256).prefix { $0 != 0x0A && $0 != 0x0D }
    guard dedent > 0, written.prefix(keyStart.column - 1).allSatisfy({ $0 == 0x20 }),
      rest.drop(while: { $0 == 0x20 }).first.map({ $0 == UInt8(ascii: "#") }) ?? true
    else { return nil }
    var lines: [ArraySlice<UInt8>] = []
    for line in written.split(separator: 0x0A, omittingEmptySubsequences: false) {
      let indentation = line.prefix { $0 == 0x20 }.count
      let isBlank =
        indentation == line.count || (indentation == line.count - 1 && line.last == 0x0D)
      guard isBlank || indentation >= dedent else { return nil }
      lines.append(line.dropFirst(min(dedent, indentation)))
    }
    let text = lines.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
    let start = SourceLocation(line: keyStart.line, column: 1, offset: lineStart)
    return (SourceRange(start: start, end: source.location(byteOffset: end)), text)
  }

  // MARK: Modifiers

  mutating func decodeModifier(_ node: YAMLNode) -> [AppliedModifier] {
    let range = node.reportRange
    // `{ opacity: 0.5, if: isRead }`: the modifier applies only where the condition holds.
    if let pairs = node.pairs, pairs.count == 2,
      let conditionIndex = pairs.firstIndex(where: { $0.key.text == "if" })
    {
      let entry = pairs[1 - conditionIndex]
      guard let key = entry.key.text, let name = ModifierName(rawValue: key) else {
        report(
          .unknownValue(
            value: entry.key.text ?? "", key: "modifiers", known: ModifierName.names,
            range: entry.key.reportRange, what: "modifier", listsEveryName: true))
        return []
      }
      let condition = condition(pairs[conditionIndex].value, key: "if")
      let value = entry.value.scalar?.resolved == .null ? nil : entry.value
      if value == nil, !name.isBare {
        report(
          .invalidModifier(
            "modifier '\(key)' needs a value; write it as { \(key): …, if: … }", range: range))
        return []
      }
      use(name, at: range)
      var applied = decodeModifier(name, value: value, range: range)
      for index in applied.indices { applied[index].condition = condition }
      return applied
    }
    if let pairs = node.pairs, pairs.count > 1 {
      report(
        .invalidModifier(
          "a modifier mapping holds one modifier; '\(pairs[1].key.text ?? "")' follows '\(pairs[0].key.text ?? "")' — write each modifier as its own list item, in order",
          range: pairs[1].key.reportRange))
      return []
    }
    guard
      let (name, entryValue) = oneKeyEntry(
        node, ModifierName.self, key: "modifiers", what: "modifier",
        expected: "a modifier such as 'padding' or { frame: { height: 70 } }")
    else { return [] }
    guard let value = entryValue else {
      if name.isBare {
        // A bare text style is newer than the baseline (`italic`, iOS 16).
        use(name, at: range)
        return decodeModifier(name, value: nil, range: range)
      }
      report(
        .invalidModifier(
          "modifier '\(name.rawValue)' needs a value; write it as { \(name.rawValue): … }",
          range: range))
      return []
    }
    use(name, at: range)
    return decodeModifier(name, value: value, range: range)
  }

  /// One modifier entry; `value` is nil for a bare name. `padding` with several edge sets is
  /// one modifier per entry.
  mutating func decodeModifier(_ name: ModifierName, value: YAMLNode?, range: SourceRange)
    -> [AppliedModifier]
  {
    let key = name.rawValue
    // A value written as an expression, for every modifier that takes one: evaluated per
    // item, the placeholder until then.
    if let value, let placeholder = SpecViewModifier.expressionPlaceholder(for: name),
      case .some(let parsed) = expressionValue(value, expectation: placeholder.expectation)
    {
      guard var expression = parsed else { return [] }
      expression.bounds = name.declaration.value.numericBounds
      var applied = AppliedModifier(placeholder.modifier, range: range)
      applied.value = expression
      return [applied]
    }
    let modifier: SpecViewModifier?
    switch name {
    case .padding:
      guard let value else {
        return [AppliedModifier(.padding(edges: .all, length: nil), range: range)]
      }
      return edgeLengths(value, key: key, allowDefault: true).map {
        AppliedModifier(.padding(edges: $0.0, length: $0.1), range: range)
      }
    case .frame: modifier = value.flatMap { decodeFrame($0) }.map(SpecViewModifier.frame)
    case .background:
      modifier = value.flatMap { decodeBackground($0) }.map(SpecViewModifier.background)
    case .foregroundStyle, .foregroundColor:
      modifier = value.flatMap { color($0, key: key) }.map(SpecViewModifier.foregroundStyle)
    case .font: modifier = value.flatMap { font($0, key: key) }.map(SpecViewModifier.font)
    case .fontWeight:
      modifier = value.flatMap { enumValue($0, key: key) }.map(SpecViewModifier.fontWeight)
    case .alignmentGuide:
      modifier = value.flatMap { decodeAlignmentGuide($0, range: range) }
    case .singleValue(let decoration):
      modifier = value.flatMap { writtenNumber($0, as: decoration.declaration.value, key: key) }
        .map { .decoration(.singleValue(decoration, $0)) }
    case .lineLimit:
      modifier = value.flatMap { integer($0, key: key, minimum: 1) }.map(SpecViewModifier.lineLimit)
    case .imageScale:
      modifier = value.flatMap { enumValue($0, key: key) }.map(SpecViewModifier.imageScale)
    case .resizable:
      if let value, value.scalar?.resolved != .null {
        report(
          .invalidModifier(
            "'resizable' takes no value; write it as a bare '- resizable'",
            range: value.reportRange))
      }
      modifier = .resizable
    case .textStyle(let style):
      if let value, value.scalar?.resolved != .null {
        report(
          .invalidModifier(
            "'\(key)' takes no value; write it as a bare '- \(key)'", range: value.reportRange))
      }
      modifier = .textStyle(style)
    case .aspectRatio:
      modifier = value.flatMap { decodeAspectRatio($0) }.map(SpecViewModifier.aspectRatio)
    case .clipShape:
      modifier = value.flatMap { decodeClipShape($0) }.map { .decoration(.clipShape($0)) }
    }
    return modifier.map { [AppliedModifier($0, range: range)] } ?? []
  }

  mutating func decodeFrame(_ node: YAMLNode) -> Frame? {
    guard let keys = mapping(node, FrameKey.self, context: "'frame'") else { return nil }
    guard !keys.isEmpty else {
      report(
        .invalidModifier(
          "an empty frame changes nothing; give a width, a height or min/ideal/max sizes",
          range: node.reportRange))
      return nil
    }
    var frame = Frame()
    for (key, value) in keys.entries {
      let name = key.rawValue
      switch key {
      case .width: frame.width = length(value, key: name)
      case .height: frame.height = length(value, key: name)
      case .minWidth: frame.minWidth = length(value, key: name)
      case .idealWidth: frame.idealWidth = length(value, key: name)
      case .maxWidth: frame.maxWidth = length(value, key: name, allowInfinity: true)
      case .minHeight: frame.minHeight = length(value, key: name)
      case .idealHeight: frame.idealHeight = length(value, key: name)
      case .maxHeight: frame.maxHeight = length(value, key: name, allowInfinity: true)
      case .alignment: frame.alignment = enumValue(value, key: name) ?? .center
      }
    }
    let fixed = frame.width != nil || frame.height != nil
    if fixed && frame.isFlexible {
      report(
        .invalidModifier(
          "a frame is either fixed (width/height) or flexible (min/ideal/max), as in SwiftUI; split it into two frame modifiers",
          range: node.reportRange))
      return nil
    }
    if let min = frame.minWidth, let max = frame.maxWidth, min > max {
      report(
        .invalidNumber(key: "minWidth", problem: "is larger than maxWidth", range: node.reportRange)
      )
    }
    if let min = frame.minHeight, let max = frame.maxHeight, min > max {
      report(
        .invalidNumber(
          key: "minHeight", problem: "is larger than maxHeight", range: node.reportRange))
    }
    return frame
  }

  /// `aspectRatio: fill` or `{ ratio: 1.5, contentMode: fit }`.
  mutating func decodeAspectRatio(_ node: YAMLNode) -> AspectRatio? {
    if node.scalar != nil {
      return enumValue(node, key: "aspectRatio").map { AspectRatio(contentMode: $0) }
    }
    guard
      let keys = mapping(
        node, AspectRatioKey.self, context: "'aspectRatio'",
        expected: "a content mode (fit, fill) or { ratio, contentMode }")
    else { return nil }
    reportMissing(keys, in: "'aspectRatio'", at: node.reportRange)
    var ratio: Double?
    var contentMode: SpecContentMode?
    for (key, value) in keys.entries {
      switch key {
      case .ratio:
        guard let number = length(value, key: key.rawValue) else { continue }
        guard number > 0 else {
          report(
            .invalidNumber(
              key: key.rawValue, problem: "must be greater than 0 (width ÷ height)",
              range: value.reportRange))
          continue
        }
        ratio = number
      case .contentMode: contentMode = enumValue(value, key: key.rawValue)
      }
    }
    return contentMode.map { AspectRatio(ratio: ratio, contentMode: $0) }
  }

  /// `clipShape: Circle` or `{ RoundedRectangle: { cornerRadius: 8 } }`: a shape of the
  /// format, without a fill.
  mutating func decodeClipShape(_ node: YAMLNode) -> ShapeKind? {
    let shapeNames = ViewName.allCases.filter(\.isShape).map(\.rawValue)
    let nameNode: YAMLNode
    let argument: YAMLNode?
    if node.scalar != nil {
      (nameNode, argument) = (node, nil)
    } else if let pairs = node.pairs, pairs.count == 1 {
      (nameNode, argument) = (pairs[0].key, pairs[0].value)
    } else {
      report(
        .typeMismatch(
          key: "clipShape",
          expected: "a shape such as Circle or { RoundedRectangle: { cornerRadius: 8 } }",
          found: node))
      return nil
    }
    guard let text = nameNode.text, let name = ViewName(rawValue: text), name.isShape else {
      report(
        .unknownValue(
          value: nameNode.text ?? "", key: "clipShape", known: shapeNames,
          range: nameNode.reportRange, what: "shape"))
      return nil
    }
    switch name {
    case .roundedRectangle:
      guard let argument,
        let keys = mapping(argument, RoundedRectangleKey.self, context: "'RoundedRectangle'")
      else {
        if argument == nil {
          report(
            .invalidModifier(
              "'RoundedRectangle' needs a corner radius; write { RoundedRectangle: { cornerRadius: 8 } }",
              range: nameNode.reportRange))
        }
        return nil
      }
      reportMissing(keys, in: "'RoundedRectangle'", at: argument.reportRange)
      if let fill = keys[.fill] {
        report(
          .invalidModifier(
            "a clip shape is not drawn, so it takes no 'fill'; remove it", range: fill.reportRange))
      }
      guard let radius = keys[.cornerRadius].flatMap({ length($0, key: "cornerRadius") }) else {
        return nil
      }
      return .roundedRectangle(cornerRadius: radius)
    default:
      if let argument, argument.scalar?.resolved != .null {
        report(
          .invalidModifier(
            "a clip shape takes no arguments; write 'clipShape: \(text)'",
            range: argument.reportRange))
      }
      return name == .rectangle ? .rectangle : name == .capsule ? .capsule : .circle
    }
  }

  mutating func decodeBackground(_ node: YAMLNode) -> Background? {
    if node.scalar != nil { return color(node, key: "background").map(Background.color) }
    return decodeView(node).map(Background.view)
  }

  mutating func decodeAlignmentGuide(_ node: YAMLNode, range: SourceRange) -> SpecViewModifier? {
    if let pairs = node.pairs, pairs.count > 1 {
      report(
        .invalidModifier(
          "an alignmentGuide modifier sets one guide, as in SwiftUI; write one alignmentGuide per guide",
          range: pairs[1].key.reportRange))
      return nil
    }
    guard let pairs = node.pairs, pairs.count == 1, let name = pairs[0].key.text else {
      report(
        .typeMismatch(
          key: "alignmentGuide", expected: "a mapping like { listRowSeparatorLeading: leading }",
          found: node))
      return nil
    }
    guard let guide = SeparatorGuide(rawValue: name) else {
      report(
        .unknownValue(
          value: name, key: "alignmentGuide", known: SeparatorGuide.names,
          range: pairs[0].key.reportRange, what: "alignment guide"))
      return nil
    }
    use(guide, at: range)
    guard let edge: SpecHorizontalAlignment = enumValue(pairs[0].value, key: name) else {
      return nil
    }
    return .alignmentGuide(guide, edge)
  }
}
