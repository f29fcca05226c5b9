/// A SwiftUI view in a hosting cell: the view itself and its modifiers, in order (order
/// changes the result, as in SwiftUI).
public struct ViewNode: Sendable, Hashable {
  public var kind: ViewKind
  public var modifiers: [AppliedModifier]
  public var range: SourceRange
  /// `if:` — the view is in the cell only for items where this holds (SwiftUI's `if` in a
  /// view builder).
  public var condition: SpecExpression?

  public init(kind: ViewKind, modifiers: [AppliedModifier] = [], range: SourceRange = .unwritten) {
    self.kind = kind
    self.modifiers = modifiers
    self.range = range
  }

  /// Every template in this view tree (text, symbol names), depth first.
  public var templates: [Template] {
    var result: [Template] = []
    forEachView { view in
      switch view.kind {
      case .text(let template), .image(let template), .button(let template):
        result.append(template)
      case .namedImage(let name, _, _): result.append(name)
      case .toggle(.title(let title), _): result.append(title)
      case .label(let title, let systemImage): result += [title, systemImage]
      default: break
      }
    }
    return result
  }

  /// Calls `body` for this view and every view below it, depth first: stack children, then
  /// background views. The one walk of a view tree that validation, templates and layout
  /// budgets share.
  public func forEachView(_ body: (ViewNode) -> Void) {
    body(self)
    switch kind {
    case .hStack(let stack), .vStack(let stack), .zStack(let stack):
      for child in stack.children { child.forEachView(body) }
    case .toggle(.view(let label), _): label.forEachView(body)
    default: break
    }
    for applied in modifiers {
      if case .background(.view(let background)) = applied.modifier {
        background.forEachView(body)
      }
    }
  }
}

/// The views listspec knows, named as in SwiftUI.
public enum ViewKind: Sendable, Hashable {
  case hStack(Stack)
  case vStack(Stack)
  case zStack(Stack)
  /// `Text("…")`
  case text(Template)
  /// `Image(systemName: "…")`
  case image(Template)
  /// `Spacer(minLength:)`; nil means the system spacing.
  case spacer(minLength: Double?)
  /// `Color.…` as a view: fills what it is offered; `"{…}"` decides the colour per item.
  case color(Expressible<ColorValue>)
  /// `Rectangle()`, `RoundedRectangle(cornerRadius:)`, `Capsule()`, `Circle()`, optionally
  /// `.fill(…)` (`"{…}"` decides it per item).
  case shape(ShapeKind, fill: Expressible<ColorValue>?)
  case divider
  /// `Image("…")`: an image set of the app's catalog, drawn at the size the spec gives from
  /// the spec's `assets` catalogs, else as a placeholder of that size.
  case namedImage(Template, width: Double, height: Double)
  /// `Toggle("…", isOn: …)` or `Toggle(isOn: …) { label }` as a list row shows it: the
  /// title or label view leading, the switch trailing.
  case toggle(ToggleLabel, isOn: SpecExpression)
  /// `Label("…", systemImage: "…")`
  case label(title: Template, systemImage: Template)
  /// `Button("…") { }` as a list row shows it: the title in the tint color.
  case button(Template)

  /// The name the view is written with.
  public var viewName: ViewName {
    switch self {
    case .hStack: return .hStack
    case .vStack: return .vStack
    case .zStack: return .zStack
    case .text: return .text
    case .image, .namedImage: return .image
    case .toggle: return .toggle
    case .label: return .label
    case .button: return .button
    case .spacer: return .spacer
    case .color: return .color
    case .shape(let shape, _): return shape.viewName
    case .divider: return .divider
    }
  }

  /// The SwiftUI name ("HStack", "Text"), for messages and the layout tree.
  public var name: String { viewName.rawValue }
}

/// What a `Toggle` shows beside its switch: a title, or a view (`Toggle(isOn:) { Label(…) }`).
public enum ToggleLabel: Sendable, Hashable {
  case title(Template)
  indirect case view(ViewNode)
}

/// A stack's alignment, spacing and children. Which alignment applies depends on the stack:
/// HStack uses ``Stack/verticalAlignment``, VStack ``Stack/horizontalAlignment``, ZStack both.
public struct Stack: Sendable, Hashable {
  public var horizontalAlignment: SpecHorizontalAlignment
  public var verticalAlignment: SpecVerticalAlignment
  /// nil means the system spacing between adjacent views.
  public var spacing: Double?
  public var children: [ViewNode]

  public init(
    horizontalAlignment: SpecHorizontalAlignment = .center,
    verticalAlignment: SpecVerticalAlignment = .center, spacing: Double? = nil, children: [ViewNode]
  ) {
    self.horizontalAlignment = horizontalAlignment
    self.verticalAlignment = verticalAlignment
    self.spacing = spacing
    self.children = children
  }
}

/// SwiftUI `HorizontalAlignment`.
public enum SpecHorizontalAlignment: String, Sendable, CaseIterable, Hashable {
  case leading
  case center
  case trailing
}

/// SwiftUI `VerticalAlignment`.
public enum SpecVerticalAlignment: String, Sendable, CaseIterable, Hashable {
  case top
  case center
  case bottom
  case firstTextBaseline
  case lastTextBaseline
}

/// SwiftUI `Alignment` (for `frame` and `ZStack`).
public enum SpecAlignment: String, Sendable, CaseIterable, Hashable {
  case topLeading
  case top
  case topTrailing
  case leading
  case center
  case trailing
  case bottomLeading
  case bottom
  case bottomTrailing

  public var horizontal: SpecHorizontalAlignment {
    switch self {
    case .topLeading, .leading, .bottomLeading: return .leading
    case .top, .center, .bottom: return .center
    case .topTrailing, .trailing, .bottomTrailing: return .trailing
    }
  }

  public var vertical: SpecVerticalAlignment {
    switch self {
    case .topLeading, .top, .topTrailing: return .top
    case .leading, .center, .trailing: return .center
    case .bottomLeading, .bottom, .bottomTrailing: return .bottom
    }
  }
}

/// SwiftUI shapes.
public enum ShapeKind: Sendable, Hashable {
  case rectangle
  case roundedRectangle(cornerRadius: Double)
  case capsule
  case circle

  /// The name the shape is written with.
  public var viewName: ViewName {
    switch self {
    case .rectangle: return .rectangle
    case .roundedRectangle: return .roundedRectangle
    case .capsule: return .capsule
    case .circle: return .circle
    }
  }

  /// The SwiftUI name ("Circle").
  public var name: String { viewName.rawValue }
}

/// A modifier with where it was written.
public struct AppliedModifier: Sendable, Hashable {
  public var modifier: SpecViewModifier
  public var range: SourceRange
  /// `if:` — the modifier applies only for items where this holds.
  public var condition: SpecExpression?
  /// A value written as an expression (`foregroundStyle: "{… ? .systemYellow : .systemGray}"`,
  /// `opacity: "{…}"`): evaluated per item in place of the modifier's own value.
  public var value: SpecExpression?

  public init(_ modifier: SpecViewModifier, range: SourceRange = .unwritten) {
    self.modifier = modifier
    self.range = range
  }
}

/// The SwiftUI modifiers listspec knows.
public enum SpecViewModifier: Sendable, Hashable {
  /// `.padding(edges, length)`; a nil length is the system default padding.
  case padding(edges: EdgeSet, length: Double?)
  case frame(Frame)
  case background(Background)
  case foregroundStyle(ColorValue)
  case font(FontSpec)
  case fontWeight(FontWeight)
  /// `.lineLimit(n)`
  case lineLimit(Int)
  case imageScale(ImageScale)
  /// `Image.resizable()`: the image takes the size it is offered instead of its natural
  /// size. Only an `Image`'s first modifier (the decoder checks), as it returns an `Image`.
  case resizable
  /// `.aspectRatio(_:contentMode:)`
  case aspectRatio(AspectRatio)
  /// A modifier that changes how the view is drawn, not its size or place.
  case decoration(Decoration)
  /// `.italic()`, `.bold()`, `.underline()`, `.strikethrough()`, `.monospacedDigit()`: the
  /// text of the view and of the views below it.
  case textStyle(TextStyleModifier)

  /// `.alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }`
  public static func alignmentGuide(_ guide: SeparatorGuide, _ edge: SpecHorizontalAlignment)
    -> SpecViewModifier
  { .decoration(.alignmentGuide(guide, edge)) }
  /// `.cornerRadius(_:)`
  public static func cornerRadius(_ radius: Double) -> SpecViewModifier {
    .decoration(.singleValue(.cornerRadius, radius))
  }
  /// `.opacity(_:)`
  public static func opacity(_ opacity: Double) -> SpecViewModifier {
    .decoration(.singleValue(.opacity, opacity))
  }

  /// The name the modifier is written with (`foregroundColor` reads as `foregroundStyle`).
  public var modifierName: ModifierName {
    switch self {
    case .padding: return .padding
    case .frame: return .frame
    case .background: return .background
    case .foregroundStyle: return .foregroundStyle
    case .font: return .font
    case .fontWeight: return .fontWeight
    case .textStyle(let style): return .textStyle(style)
    case .lineLimit: return .lineLimit
    case .imageScale: return .imageScale
    case .resizable: return .resizable
    case .aspectRatio: return .aspectRatio
    case .decoration(let decoration): return decoration.modifierName
    }
  }

  /// The SwiftUI name ("padding", "frame"), for messages.
  public var name: String { modifierName.rawValue }
}

/// Modifiers that leave layout alone: the view keeps its child's size and baselines, and the
/// layout tree records the decoration on a node of its own, which the renderer draws. They
/// share one layout path; one that takes a single number is a ``SingleValueDecoration``,
/// declared once and drawn (CONTRIBUTING.md, "Add a decorative modifier").
public enum Decoration: Sendable, Hashable {
  /// `.alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }`: moves the list row
  /// separator's end, nothing drawn.
  case alignmentGuide(SeparatorGuide, SpecHorizontalAlignment)
  /// A modifier of one number (`.cornerRadius(12)`, `.opacity(0.5)`) and its value, within
  /// the bounds its declaration gives.
  case singleValue(SingleValueDecoration, Double)
  /// `.clipShape(_:)`: clips the view to the shape, fitted to its frame as the shape view
  /// would be (a circle of the shorter side, centred).
  case clipShape(ShapeKind)

  /// `.cornerRadius(_:)`: clips the view to a rounded rectangle.
  public static func cornerRadius(_ radius: Double) -> Decoration {
    .singleValue(.cornerRadius, radius)
  }
  /// `.opacity(_:)`
  public static func opacity(_ opacity: Double) -> Decoration { .singleValue(.opacity, opacity) }

  /// The name the modifier is written with.
  public var modifierName: ModifierName {
    switch self {
    case .alignmentGuide: return .alignmentGuide
    case .singleValue(let decoration, _): return .singleValue(decoration)
    case .clipShape: return .clipShape
    }
  }

  /// The SwiftUI name ("cornerRadius"), for messages.
  public var name: String { modifierName.rawValue }

  /// How far the decoration draws beyond its node's frame, above and below, in points: a PNG
  /// band draws a node whose frame, grown by the largest overhang in the tree, reaches into
  /// it (CONTRIBUTING.md, "A decoration that draws outside its frame"). A single-value
  /// decoration's declaration says it; the others are exhaustive here, so a new one — a
  /// shadow — says how far it reaches.
  public var verticalOverhang: Double {
    switch self {
    case .singleValue(let decoration, let value):
      return decoration.declaration.verticalOverhang(value)
    case .alignmentGuide, .clipShape: return 0
    }
  }

  /// What the layout tree records of it (`render --format json`, specs/layout-json.md), in
  /// order.
  public var layoutFields: [DecorationField] {
    switch self {
    case .alignmentGuide: return []
    case .singleValue(let decoration, let value):
      let declaration = decoration.declaration
      let field = DecorationField.number(declaration.layoutField, value)
      return declaration.clipsChildren ? [field, .flag("clipsChildren")] : [field]
    case .clipShape(let shape):
      var fields: [DecorationField] = [.text("clipShape", shape.name)]
      if case .roundedRectangle(let radius) = shape {
        fields.append(.number("cornerRadius", radius))
      }
      return fields + [.flag("clipsChildren")]
    }
  }
}

/// One value a decoration records in the layout tree.
public enum DecorationField: Sendable, Hashable {
  case number(String, Double)
  case flag(String)
  case text(String, String)
}

/// SwiftUI `ContentMode`: how `aspectRatio` sizes a view to what it is offered.
public enum SpecContentMode: String, Sendable, CaseIterable, Hashable {
  /// The largest size of the ratio inside the offer.
  case fit
  /// The smallest size of the ratio that covers the offer (larger than it on one axis).
  case fill
}

/// `.aspectRatio(_:contentMode:)`: `ratio` is width over height; nil is the view's own
/// (its ideal size's).
public struct AspectRatio: Sendable, Hashable {
  public var ratio: Double?
  public var contentMode: SpecContentMode

  public init(ratio: Double? = nil, contentMode: SpecContentMode) {
    self.ratio = ratio
    self.contentMode = contentMode
  }
}

/// SwiftUI `Edge.Set`.
public struct EdgeSet: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let top = EdgeSet(rawValue: 1)
  public static let leading = EdgeSet(rawValue: 2)
  public static let bottom = EdgeSet(rawValue: 4)
  public static let trailing = EdgeSet(rawValue: 8)
  public static let horizontal: EdgeSet = [.leading, .trailing]
  public static let vertical: EdgeSet = [.top, .bottom]
  public static let all: EdgeSet = [.top, .leading, .bottom, .trailing]

  /// The names accepted in specs, in the order they are documented.
  public static let names: [(String, EdgeSet)] = [
    ("all", .all), ("horizontal", .horizontal), ("vertical", .vertical), ("top", .top),
    ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
  ]
}

/// `.frame(…)`: fixed and flexible sizes. `maxWidth`/`maxHeight` may be infinity.
public struct Frame: Sendable, Hashable {
  public var width: Double?
  public var height: Double?
  public var minWidth: Double?
  public var idealWidth: Double?
  public var maxWidth: Double?
  public var minHeight: Double?
  public var idealHeight: Double?
  public var maxHeight: Double?
  public var alignment: SpecAlignment

  public init(
    width: Double? = nil, height: Double? = nil, minWidth: Double? = nil,
    idealWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil,
    idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: SpecAlignment = .center
  ) {
    self.width = width
    self.height = height
    self.minWidth = minWidth
    self.idealWidth = idealWidth
    self.maxWidth = maxWidth
    self.minHeight = minHeight
    self.idealHeight = idealHeight
    self.maxHeight = maxHeight
    self.alignment = alignment
  }

  /// True for the flexible form (`minWidth`…`maxHeight`), which SwiftUI lays out differently.
  public var isFlexible: Bool {
    minWidth != nil || idealWidth != nil || maxWidth != nil || minHeight != nil
      || idealHeight != nil || maxHeight != nil
  }
}

/// `.background(…)`: a color or a view (usually a shape) sized to what it modifies.
public enum Background: Sendable, Hashable {
  case color(ColorValue)
  case view(ViewNode)
}

/// The separator alignment guides a hosting cell can set (iOS 16).
public enum SeparatorGuide: String, Sendable, CaseIterable, Hashable {
  case listRowSeparatorLeading
  case listRowSeparatorTrailing
}

/// `Image.Scale`.
public enum ImageScale: String, Sendable, CaseIterable, Hashable {
  case small
  case medium
  case large
}

extension ViewNode {
  /// The view as one item sees it: views and modifiers whose `if:` is false left out,
  /// expression values evaluated. Nil when the view itself is left out.
  public func resolved(for fields: ItemFields) -> ViewNode? {
    if let condition, !condition.isTrue(for: fields) { return nil }
    guard hasExpressions else { return self }
    var view = self
    view.condition = nil
    var resolver = ExpressibleResolver(fields: fields)
    view.visitExpressibles(&resolver)
    switch view.kind {
    case .hStack(var stack):
      stack.children = stack.children.compactMap { $0.resolved(for: fields) }
      view.kind = .hStack(stack)
    case .vStack(var stack):
      stack.children = stack.children.compactMap { $0.resolved(for: fields) }
      view.kind = .vStack(stack)
    case .zStack(var stack):
      stack.children = stack.children.compactMap { $0.resolved(for: fields) }
      view.kind = .zStack(stack)
    case .toggle(.view(let label), let isOn):
      // A label left out by its `if:` leaves the switch alone, as an empty view builder.
      let shown =
        label.resolved(for: fields)
        ?? ViewNode(kind: .hStack(Stack(children: [])), range: label.range)
      view.kind = .toggle(.view(shown), isOn: isOn)
    default: break
    }
    view.modifiers = modifiers.compactMap { applied in
      if let condition = applied.condition, !condition.isTrue(for: fields) { return nil }
      var modifier = applied
      modifier.condition = nil
      // A value that cannot be evaluated keeps the placeholder (its problem is reported).
      if let expression = applied.value, let value = expression.value(for: fields),
        let evaluated = applied.modifier.with(value, within: expression.bounds)
      {
        modifier.modifier = evaluated
      }
      modifier.value = nil
      if case .background(.view(let background)) = modifier.modifier {
        guard let resolved = background.resolved(for: fields) else { return nil }
        modifier.modifier = .background(.view(resolved))
      }
      return modifier
    }
    return view
  }

  /// True when the tree has a condition or an expression value anywhere.
  public var hasExpressions: Bool {
    var finder = ExpressionFinder()
    var copy = self
    copy.visitExpressibles(&finder)
    if finder.found { return true }
    var found = false
    forEachView { view in
      if view.condition != nil
        || view.modifiers.contains(where: { $0.condition != nil || $0.value != nil })
      {
        found = true
      }
    }
    return found
  }
}

extension SpecViewModifier {
  /// The modifier a value written as an expression (`opacity: "{…}"`) stands for until an
  /// item evaluates it, and what the expression must be; nil for a modifier that takes no
  /// expression. The decoder reads every modifier's expression through this, so a modifier
  /// declared ``FormatValue/orExpression(_:)`` and missing here fails
  /// `ExpressionTests.testEveryModifierDeclaredToTakeAnExpressionTakesOne`.
  static func expressionPlaceholder(for name: ModifierName) -> (
    modifier: SpecViewModifier, expectation: ExpressionChecker.Expectation
  )? {
    switch name {
    case .background: return (.background(.color(.system(.clear))), .color)
    case .foregroundStyle, .foregroundColor: return (.foregroundStyle(.system(.label)), .color)
    case .singleValue(let decoration):
      let declaration = decoration.declaration
      guard declaration.takesExpression else { return nil }
      return (.decoration(.singleValue(decoration, declaration.placeholder)), .double)
    case .lineLimit: return (.lineLimit(1), .int)
    case .font: return (.font(FontSpec(style: .body)), .font)
    case .fontWeight: return (.fontWeight(.regular), .fontWeight)
    case .padding, .frame, .alignmentGuide, .imageScale, .resizable, .aspectRatio, .clipShape,
      .textStyle:
      return nil
    }
  }

  /// The modifier with its value replaced by an evaluated expression, moved into `bounds`
  /// (the range the modifier's key declares); nil when the value is of another type or the
  /// modifier takes no expression. Exhaustive, so a new modifier says whether it takes one.
  func with(_ value: ExpressionValue, within bounds: ClosedRange<Double>?) -> SpecViewModifier? {
    switch self {
    case .foregroundStyle:
      return ColorValue(evaluated: value, within: bounds).map(SpecViewModifier.foregroundStyle)
    case .background(.color):
      return ColorValue(evaluated: value, within: bounds).map { .background(.color($0)) }
    case .decoration(.singleValue(let decoration, _)):
      guard decoration.declaration.takesExpression else { return nil }
      return Double(evaluated: value, within: bounds).map {
        .decoration(.singleValue(decoration, $0))
      }
    case .lineLimit:
      return Int(evaluated: value, within: bounds).map(SpecViewModifier.lineLimit)
    case .font:
      return FontSpec(evaluated: value, within: bounds).map(SpecViewModifier.font)
    case .fontWeight:
      guard case .fontWeight(let weight) = value else { return nil }
      return .fontWeight(weight)
    case .padding, .frame, .background(.view), .imageScale, .resizable, .textStyle,
      .aspectRatio, .decoration(.alignmentGuide), .decoration(.clipShape):
      return nil
    }
  }
}
