import ListSpec

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// The SwiftUI view of each hosting cell template, as a named `View` the hosting
/// configuration creates with the item (the shape of the seed article's `MyFirstSwiftUICell`).
extension SwiftEmitter {
  func emitHostingViews(_ w: inout SwiftWriter) {
    let plan = self.plan
    for (template, _, type) in plan.templates {
      guard case .hosting(let hosting) = template.kind else { continue }
      w.blankLine()
      w.line(
        "/// The SwiftUI view of the `\(SwiftStringLiteral.escaped(template.name))` cell template.")
      var scoped = self
      scoped.templateName = template.name
      let takesActions = showsToggle(template)
      w.block("struct \(plan.viewType(ofTemplateType: type)): View {") { w in
        w.line("let item: \(plan.itemType(ofTemplate: template.name))")
        if takesActions {
          w.line("/// `onSwitch` is called when the user turns a `Toggle`.")
          w.line("let actions: Actions")
        }
        w.blankLine()
        w.block("var body: some View {") { w in
          scoped.emitView(&w, hosting.content)
        }
        guard takesActions else { return }
        // SwiftUI's `Binding(get:set:)` takes `@isolated(any) @Sendable` closures: the setter
        // is isolated to the main actor, where `onSwitch` runs.
        w.blankLine()
        w.line("/// A `Toggle`'s binding: it shows `isOn`; turning it calls `actions.onSwitch`.")
        w.block("private func binding(_ isOn: Bool) -> Binding<Bool> {") { w in
          let item = wholeItem(ofTemplate: template.name)
          w.expression(
            "",
            .call(
              "Binding", ("get", .atom("{ isOn }")),
              ("set", .atom("{ @MainActor in actions.onSwitch?(\(item), $0) }"))))
        }
      }
    }
  }

  /// True when one condition is the other negated (`isOn` and `!isOn`), so the two are one
  /// `if`/`else`.
  func areComplementary(_ first: SwiftExpression, _ second: SwiftExpression) -> Bool {
    func negated(_ expression: SwiftExpression) -> SwiftExpression? {
      var expression = expression
      while case .parenthesized(let inner) = expression.kind { expression = inner }
      guard case .prefix("!", let operand) = expression.kind else { return nil }
      return operand
    }
    if let operand = negated(second), swiftCondition(operand) == swiftCondition(first) {
      return true
    }
    if let operand = negated(first), swiftCondition(operand) == swiftCondition(second) {
      return true
    }
    return false
  }

  /// The view, then its modifiers in the spec's order, one per line; inside `if … { }` when
  /// it has a condition.
  private func emitView(_ w: inout SwiftWriter, _ node: ViewNode) {
    if let condition = node.condition {
      var unconditional = node
      unconditional.condition = nil
      w.block("if \(swiftCondition(condition.expression)) {") { w in
        emitView(&w, unconditional)
      }
      return
    }
    var modifiers = node.modifiers.map { GeneratedModifier.modifier($0) }
    let endsInBrace: Bool
    switch node.kind {
    case .hStack(let stack), .vStack(let stack), .zStack(let stack):
      var arguments: [String] = []
      switch node.kind {
      case .hStack:
        if stack.verticalAlignment != .center {
          arguments.append("alignment: .\(stack.verticalAlignment.rawValue)")
        }
      case .vStack:
        if stack.horizontalAlignment != .center {
          arguments.append("alignment: .\(stack.horizontalAlignment.rawValue)")
        }
      default:
        let alignment = SpecAlignment.allCases.first {
          $0.horizontal == stack.horizontalAlignment && $0.vertical == stack.verticalAlignment
        }
        if let alignment, alignment != .center {
          arguments.append("alignment: .\(alignment.rawValue)")
        }
      }
      if let spacing = stack.spacing, node.kind.name != "ZStack" {
        arguments.append("spacing: \(SwiftLiteral.number(spacing))")
      }
      let call = arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")"
      w.block("\(node.kind.name)\(call) {") { w in
        var index = 0
        let children = stack.children
        while index < children.count {
          // Two views whose conditions are each other's negation are one `if`/`else`.
          if index + 1 < children.count, let first = children[index].condition,
            let second = children[index + 1].condition,
            areComplementary(first.expression, second.expression)
          {
            var then = children[index]
            var otherwise = children[index + 1]
            then.condition = nil
            otherwise.condition = nil
            w.block("if \(swiftCondition(first.expression)) {", footer: "} else {") { w in
              emitView(&w, then)
            }
            w.indented { w in emitView(&w, otherwise) }
            w.line("}")
            index += 2
            continue
          }
          emitView(&w, children[index])
          index += 1
        }
      }
      endsInBrace = true
    case .text(let template):
      w.expression("", textView(template))
      endsInBrace = false
    case .image(let template):
      w.expression(
        "", .call("Image", ("systemName", stringExpr(template, optional: false))))
      endsInBrace = false
    case .namedImage(let template, let width, let height):
      w.expression("", .call("Image", (nil, stringExpr(template, optional: false))))
      // The picture draws the image at the spec's size: unless the spec makes it resizable
      // itself, it is pinned there (resizable, in a frame of that size) before the spec's
      // own modifiers, whatever the asset's own size.
      if node.modifiers.first?.modifier != .resizable {
        modifiers.insert(
          contentsOf: [
            .call(.call("resizable", [])),
            .call(
              .call(
                "frame", ("width", SwiftValues.number(width)),
                ("height", SwiftValues.number(height)))),
          ], at: 0)
      }
      endsInBrace = false
    case .toggle(let label, let isOn):
      // The toggle shows the item's state; turning it calls `Actions.onSwitch` (the view's
      // `binding(_:)`), where the app changes its model.
      let binding = "binding(\(swiftCondition(isOn.expression, swiftUI: true)))"
      switch label {
      case .title(let title) where title.isLiteral:
        w.line("Toggle(isOn: \(binding)) { \(verbatimText(title)) }")
        endsInBrace = true
      case .title(let title):
        w.expression(
          "", .call("Toggle", (nil, .atom(titleArgument(title))), ("isOn", .atom(binding))))
        endsInBrace = false
      case .view(let view):
        w.block("Toggle(isOn: \(binding)) {") { w in emitView(&w, view) }
        endsInBrace = true
      }
    case .label(let title, let systemImage) where title.isLiteral:
      let icon = "Image(systemName: \(stringExpression(systemImage, optional: false)))"
      let line = "Label { \(verbatimText(title)) } icon: { \(icon) }"
      if w.fits(line) {
        w.line(line)
      } else {
        w.block("Label {", footer: "} icon: {") { $0.line(verbatimText(title)) }
        w.indented { $0.line(icon) }
        w.line("}")
      }
      endsInBrace = true
    case .label(let title, let systemImage):
      w.expression(
        "",
        .call(
          "Label", (nil, .atom(titleArgument(title))),
          ("systemImage", stringExpr(systemImage, optional: false))))
      endsInBrace = false
    case .button(let title) where title.isLiteral:
      let line = "Button(action: {}) { \(verbatimText(title)) }"
      if w.fits(line) {
        w.line(line)
      } else {
        w.block("Button(action: {}) {") { $0.line(verbatimText(title)) }
      }
      endsInBrace = true
    case .button(let title):
      w.line("Button(\(titleArgument(title))) {}")
      endsInBrace = true
    case .spacer(let minLength):
      w.line(minLength.map { "Spacer(minLength: \(SwiftLiteral.number($0)))" } ?? "Spacer()")
      endsInBrace = false
    case .color(let color):
      w.expression("", colorValue(color, swiftUI: true)?.expr ?? .atom(""))
      endsInBrace = false
    case .shape(let shape, let fill):
      w.line(SwiftValues.shape(shape))
      if let (fill, _) = colorValue(fill, swiftUI: true) {
        modifiers.insert(.fill(fill), at: 0)
      }
      endsInBrace = false
    case .divider:
      w.line("Divider()")
      endsInBrace = false
    }
    // After a closing brace (or a call whose `)` closes on a line of its own) the chain
    // continues at the same indentation; after a call, one level in (as swift-format lays
    // out member chains).
    let closesAlone = w.lines.last?.filter { $0 != " " } == ")"
    let indentsChain = !endsInBrace && !closesAlone
    if indentsChain { w.indent() }
    for modifier in modifiers { emitModifier(&w, modifier) }
    if indentsChain { w.dedent() }
  }

  private func textView(_ template: Template) -> SwiftExpr {
    // With `--strings`, a text with words in it is SwiftUI's lookup, `Text("…")`.
    if let localized = localizedSwiftUIText(template) { return localized }
    let literalOnly = template.segments.allSatisfy {
      if case .literal = $0 { return true } else { return false }
    }
    if literalOnly {
      // `Text("…")` would read a literal as a LocalizedStringKey, which SwiftUI renders as
      // Markdown (a link, bold) and looks up in the app's strings: `verbatim:` shows the text
      // the picture draws (specs/generate.md, "Texts").
      return .call(
        "Text", ("verbatim", .atom(SwiftStringLiteral.quoted(template.evaluate(fields: [:])))))
    }
    let value = stringExpression(template, optional: false)
    if value.hasPrefix("\"") {
      // Interpolation into `Text("…")` would format numbers the localized way
      // (`\(4.5)` shows "4.500000"); `verbatim:` shows the string listspec draws.
      return .call("Text", ("verbatim", .atom(value)))
    }
    return .call("Text", (nil, stringExpr(template, optional: false)))
  }

  /// `Text(verbatim: "…")` of a literal title: a `Toggle`, `Label` or `Button` given the
  /// literal itself would take it as a LocalizedStringKey (Markdown, a strings lookup).
  private func verbatimText(_ template: Template) -> String {
    localizedSwiftUIText(template)?.flat
      ?? "Text(verbatim: \(SwiftStringLiteral.quoted(template.evaluate(fields: [:]))))"
  }

  /// The title of a `Toggle`, `Label` or `Button` from a template: a `String` (the
  /// `StringProtocol` initializer), so numbers read as listspec draws them rather than
  /// formatted the localized way, and no Markdown is read into it.
  private func titleArgument(_ template: Template) -> String {
    let value = stringExpression(template, optional: false)
    return value.hasPrefix("\"") ? "String(\(value))" : value
  }

  private func emitModifier(_ w: inout SwiftWriter, _ modifier: GeneratedModifier) {
    switch modifier {
    case .fill(let color):
      w.expression(".", .call("fill", (nil, color)), inChain: true)
    case .call(let call):
      w.expression(".", call, inChain: true)
    case .modifier(let applied):
      guard let condition = applied.condition else {
        emitViewModifier(&w, applied)
        return
      }
      // `applying(if:_:)` (written at the end of the file) applies it where the condition
      // holds; `$0` is the view.
      var inner = SwiftWriter(depth: w.depth + 1)
      emitViewModifier(&inner, applied)
      var lines = inner.lines
      if let first = lines.first, let dot = first.firstIndex(of: ".") {
        lines[0] = String(first[..<dot]) + "$0" + String(first[dot...])
      }
      w.line(".applying(if: \(swiftCondition(condition.expression, swiftUI: true))) {")
      for line in lines { w.append(line: line) }
      w.line("}")
    }
  }

  private func emitViewModifier(_ w: inout SwiftWriter, _ applied: AppliedModifier) {
    func chain(_ expr: SwiftExpr) { w.expression(".", expr, inChain: true) }
    // A value written as an expression, evaluated by the app for each item, goes where the
    // modifier's written value would: the same call, labels included. Only the modifiers of
    // `SpecViewModifier.expressionPlaceholder(for:)` have one (`GeneratedExpressionTests`).
    let written = applied.value.map { boundedExpr($0, swiftUI: true) }
    switch applied.modifier {
    case .padding(let edges, let length):
      switch (edges == .all, length) {
      case (true, nil): chain(.atom("padding()"))
      case (true, let length?): chain(.call("padding", (nil, SwiftValues.number(length))))
      case (false, nil): chain(.call("padding", (nil, .atom(SwiftValues.edges(edges)))))
      case (false, let length?):
        chain(
          .call(
            "padding", (nil, .atom(SwiftValues.edges(edges))), (nil, SwiftValues.number(length))))
      }
    case .frame(let frame):
      var arguments: [SwiftArgument] = []
      let lengths: [(String, Double?)] =
        frame.isFlexible
        ? [
          ("minWidth", frame.minWidth), ("idealWidth", frame.idealWidth),
          ("maxWidth", frame.maxWidth), ("minHeight", frame.minHeight),
          ("idealHeight", frame.idealHeight), ("maxHeight", frame.maxHeight),
        ] : [("width", frame.width), ("height", frame.height)]
      for case (let label, let value?) in lengths {
        arguments.append(SwiftArgument(label: label, value: SwiftValues.number(value)))
      }
      if frame.alignment != .center {
        arguments.append(
          SwiftArgument(label: "alignment", value: .atom("." + frame.alignment.rawValue)))
      }
      chain(.call("frame", arguments))
    case .background(.color(let color)):
      chain(.call("background", (nil, written ?? SwiftValues.color(color))))
    case .background(.view(let view)):
      w.block(".background {") { w in emitView(&w, view) }
    case .foregroundStyle(let color):
      chain(.call("foregroundStyle", (nil, written ?? SwiftValues.color(color))))
    case .font(let font):
      let value = applied.value.map {
        swiftExpr($0.expression, swiftUI: true, literal: fontLiteral(true))
      }
      chain(.call("font", (nil, value ?? SwiftValues.font(font))))
    case .fontWeight(let weight):
      let value = applied.value.map {
        swiftExpr($0.expression, swiftUI: true, literal: fontLiteral(true))
      }
      chain(.call("fontWeight", (nil, value ?? .atom("." + weight.rawValue))))
    case .lineLimit(let lines):
      chain(.call("lineLimit", (nil, written ?? .atom("\(lines)"))))
    case .imageScale(let scale):
      chain(.call("imageScale", (nil, .atom("." + scale.rawValue))))
    case .resizable:
      chain(.atom("resizable()"))
    case .textStyle(let style):
      chain(.atom(style.rawValue + "()"))
    case .aspectRatio(let aspect):
      var arguments: [SwiftArgument] = []
      if let ratio = aspect.ratio {
        arguments.append(SwiftArgument(label: nil, value: SwiftValues.number(ratio)))
      }
      arguments.append(
        SwiftArgument(label: "contentMode", value: .atom("." + aspect.contentMode.rawValue)))
      chain(.call("aspectRatio", arguments))
    case .decoration(.clipShape(let shape)):
      chain(.call("clipShape", (nil, .atom(SwiftValues.shape(shape)))))
    case .decoration(.alignmentGuide(let guide, let edge)):
      w.line(".alignmentGuide(.\(guide.rawValue)) { $0[.\(edge.rawValue)] }")
    case .decoration(.singleValue(let decoration, let value)):
      let declaration = decoration.declaration
      chain(
        .call(
          declaration.swiftCall,
          (declaration.argumentLabel, written ?? SwiftValues.number(value))))
    }
  }
}

/// A modifier as written into the chain: the spec's modifiers plus a shape's `fill`.
enum GeneratedModifier {
  /// `.fill(…)`: a `Color` constant or expression.
  case fill(SwiftExpr)
  /// A call the view needs for what the picture shows (an image's `resizable()` and size).
  case call(SwiftExpr)
  case modifier(AppliedModifier)
}
