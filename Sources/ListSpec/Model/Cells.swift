/// `cells.<name>` — a reusable cell registration: either a system content configuration
/// (`content:`) or a SwiftUI hosting configuration (`hosting:`), plus accessories.
public struct CellTemplate: Sendable, Hashable {
  public var name: String
  public var kind: CellKind
  /// `accessories:` — `UICellAccessory` values as written; the layout places system
  /// accessories in UIKit's own order (`ListMetrics.systemAccessoryOrder`).
  public var accessories: [Accessory]
  /// `backgroundColor:` — the cell's background configuration color; nil means the list's
  /// default cell background; `"{…}"` decides it per item.
  public var backgroundColor: Expressible<ColorValue>?
  /// `leadingSwipeActions` / `trailingSwipeActions`: what the list's swipe-actions providers
  /// return for the template's items.
  public var swipeActions: SwipeActions?
  public var range: SourceRange
  /// The template's name key.
  public var nameRange: SourceRange
  /// `fields:` — declared types of item fields, in source order.
  public var declaredFields: [DeclaredField] = []
  /// `backgroundConfiguration:` — the background's style and shape (its colour is
  /// `backgroundColor`); nil is the appearance's list cell background.
  public var backgroundConfiguration: BackgroundConfiguration?

  public init(
    name: String, kind: CellKind, accessories: [Accessory] = [], backgroundColor: ColorValue? = nil,
    range: SourceRange = .unwritten, nameRange: SourceRange? = nil
  ) {
    self.name = name
    self.kind = kind
    self.accessories = accessories
    self.backgroundColor = backgroundColor.map(Expressible.value)
    self.range = range
    self.nameRange = nameRange ?? range
  }

  /// True when the cell has a Swift expression anywhere: in a template, a condition or a
  /// value.
  public var usesExpressions: Bool {
    allTemplates.contains(where: \.hasSwiftExpressions) || !expressions.isEmpty
  }

  /// Every template of the cell, accessory labels and swipe action titles and symbols
  /// included.
  public var allTemplates: [Template] {
    var result =
      templates + accessories.compactMap(\.text) + accessories.compactMap(\.customView?.image)
    for edge in SwipeEdge.allCases {
      for action in swipeActions?[edge]?.actions ?? [] {
        result += [action.title, action.systemImage].compactMap { $0 }
      }
    }
    return result
  }

  /// Every template that names an SF Symbol (`UIImage(systemName:)`, `Image(systemName:)`,
  /// a `Label`'s `systemImage`, a swipe action's image), in source order.
  public var symbolTemplates: [Template] {
    var result: [Template] = []
    switch kind {
    case .content(let content):
      if let image = content.image, !content.imageIsNamed { result.append(image) }
    case .hosting(let hosting):
      hosting.content.forEachView { view in
        switch view.kind {
        case .image(let name), .label(_, let name): result.append(name)
        default: break
        }
      }
    }
    for accessory in accessories {
      if let view = accessory.customView, let image = view.image, !view.imageIsNamed {
        result.append(image)
      }
    }
    for edge in SwipeEdge.allCases {
      result += (swipeActions?[edge]?.actions ?? []).compactMap(\.systemImage)
    }
    return result
  }

  /// Every template placeholder the cell reads, in source order.
  public var templates: [Template] {
    switch kind {
    case .content(let content): return content.templates
    case .hosting(let hosting): return hosting.content.templates
    }
  }
}

/// What fills the cell's content view.
public enum CellKind: Sendable, Hashable {
  /// `content:` — `UIListContentConfiguration`.
  case content(ContentConfiguration)
  /// `hosting:` — `UIHostingConfiguration` (iOS 16).
  case hosting(HostingConfiguration)

  /// A short name for messages and the differ ("content", "hosting").
  public var name: String {
    switch self {
    case .content: return "content"
    case .hosting: return "hosting"
    }
  }
}

/// `UIListContentConfiguration` styles usable for cells.
public enum ContentStyle: String, Sendable, CaseIterable, Hashable {
  case cell
  case subtitleCell
  case valueCell
  case sidebarCell
  case sidebarSubtitleCell
  case accompaniedSidebarCell
  case accompaniedSidebarSubtitleCell
}

/// `content:` — `UIListContentConfiguration`.
public struct ContentConfiguration: Sendable, Hashable {
  /// nil: `defaultContentConfiguration()`, whose style follows the section's appearance
  /// (``ListAppearance/defaultContentStyle``).
  public var style: ContentStyle?
  public var text: Template?
  public var secondaryText: Template?
  /// `image: { systemName: … }`, or `image: { named: … }` when `imageIsNamed`.
  public var image: Template?
  /// True when `image` names an image set of the asset catalogs (`UIImage(named:)`), not an
  /// SF Symbol.
  public var imageIsNamed = false
  public var imageProperties: ImageProperties
  public var textProperties: TextProperties
  public var secondaryTextProperties: TextProperties
  public var imageToTextPadding: Double?
  public var textToSecondaryTextHorizontalPadding: Double?
  public var textToSecondaryTextVerticalPadding: Double?
  public var prefersSideBySideTextAndSecondaryText: Bool?
  /// nil means the system's margins for the style.
  public var directionalLayoutMargins: DirectionalEdgeInsets?
  /// nil means UIKit's default, both axes.
  public var axesPreservingSuperviewLayoutMargins: LayoutAxes?

  public init(
    style: ContentStyle? = nil, text: Template? = nil, secondaryText: Template? = nil,
    image: Template? = nil, imageProperties: ImageProperties = ImageProperties(),
    textProperties: TextProperties = TextProperties(),
    secondaryTextProperties: TextProperties = TextProperties(), imageToTextPadding: Double? = nil,
    textToSecondaryTextHorizontalPadding: Double? = nil,
    textToSecondaryTextVerticalPadding: Double? = nil,
    prefersSideBySideTextAndSecondaryText: Bool? = nil,
    directionalLayoutMargins: DirectionalEdgeInsets? = nil
  ) {
    self.style = style
    self.text = text
    self.secondaryText = secondaryText
    self.image = image
    self.imageProperties = imageProperties
    self.textProperties = textProperties
    self.secondaryTextProperties = secondaryTextProperties
    self.imageToTextPadding = imageToTextPadding
    self.textToSecondaryTextHorizontalPadding = textToSecondaryTextHorizontalPadding
    self.textToSecondaryTextVerticalPadding = textToSecondaryTextVerticalPadding
    self.prefersSideBySideTextAndSecondaryText = prefersSideBySideTextAndSecondaryText
    self.directionalLayoutMargins = directionalLayoutMargins
  }

  public var templates: [Template] { [text, secondaryText, image].compactMap { $0 } }

  /// The style in effect in a section of `appearance`: the written one, else the default
  /// content configuration's.
  public func resolvedStyle(in appearance: ListAppearance) -> ContentStyle {
    style ?? appearance.defaultContentStyle
  }
}

/// `textProperties:` / `secondaryTextProperties:` — `UIListContentConfiguration.TextProperties`.
public struct TextProperties: Sendable, Hashable {
  /// `"{…}"` decides it per item (a `Font`, generated as the `UIFont` drawn).
  public var font: Expressible<FontSpec>?
  /// `"{…}"` decides it per item.
  public var color: Expressible<ColorValue>?
  /// 0 means unlimited, as in UIKit; `"{…}"` decides it per item (an `Int`).
  public var numberOfLines: Expressible<Int>?
  public var alignment: SpecTextAlignment?

  public init(
    font: FontSpec? = nil, color: ColorValue? = nil, numberOfLines: Int? = nil,
    alignment: SpecTextAlignment? = nil
  ) {
    self.font = font.map(Expressible.value)
    self.color = color.map(Expressible.value)
    self.numberOfLines = numberOfLines.map(Expressible.value)
    self.alignment = alignment
  }
}

/// `TextProperties.TextAlignment`.
public enum SpecTextAlignment: String, Sendable, CaseIterable, Hashable {
  case natural
  case center
  case justified
}

/// `imageProperties:` — `UIListContentConfiguration.ImageProperties`.
public struct ImageProperties: Sendable, Hashable {
  /// `"{…}"` decides it per item.
  public var tintColor: Expressible<ColorValue>?
  /// `"{…}"` decides it per item (a `Double`).
  public var cornerRadius: Expressible<Double>?
  public var maximumSize: Size?
  public var reservedLayoutSize: Size?
  public var preferredSymbolConfiguration: SymbolConfiguration?

  public init(
    tintColor: ColorValue? = nil, cornerRadius: Double? = nil, maximumSize: Size? = nil,
    reservedLayoutSize: Size? = nil
  ) {
    self.tintColor = tintColor.map(Expressible.value)
    self.cornerRadius = cornerRadius.map(Expressible.value)
    self.maximumSize = maximumSize
    self.reservedLayoutSize = reservedLayoutSize
  }
}

/// A width and height in points.
public struct Size: Sendable, Hashable {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

/// `hosting:` — `UIHostingConfiguration`.
public struct HostingConfiguration: Sendable, Hashable {
  /// The SwiftUI view the configuration hosts.
  public var content: ViewNode
  /// `.margins(_:_:)`: per edge; nil keeps the cell's default layout margin for that edge.
  public var margins: EdgeLengths
  /// `.minSize(width:height:)`.
  public var minWidth: Double?
  public var minHeight: Double?
  /// `.background(_:)` with a color; `"{…}"` decides it per item.
  public var background: Expressible<ColorValue>?

  public init(
    content: ViewNode, margins: EdgeLengths = EdgeLengths(), minWidth: Double? = nil,
    minHeight: Double? = nil, background: ColorValue? = nil
  ) {
    self.content = content
    self.margins = margins
    self.minWidth = minWidth
    self.minHeight = minHeight
    self.background = background.map(Expressible.value)
  }
}

/// A length per edge where each edge may be left unset.
public struct EdgeLengths: Sendable, Hashable {
  public var top: Double?
  public var leading: Double?
  public var bottom: Double?
  public var trailing: Double?

  public init(
    top: Double? = nil, leading: Double? = nil, bottom: Double? = nil, trailing: Double? = nil
  ) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  public var isEmpty: Bool { top == nil && leading == nil && bottom == nil && trailing == nil }
}

/// `UICellAccessory` kinds.
public enum AccessoryKind: String, Sendable, CaseIterable, Hashable {
  case disclosureIndicator
  case outlineDisclosure
  case checkmark
  case delete
  case insert
  case reorder
  case multiselect
  case label
  case detail
  case popUpMenu
  /// `UICellAccessory.customView(configuration:)` holding a `UISwitch`, a `UIImageView` or a
  /// `UILabel`.
  case customView

  /// The state UIKit shows the accessory in when none is given: editing controls only while
  /// editing, everything else always.
  public var defaultDisplayedState: AccessoryDisplayedState {
    switch self {
    case .delete, .insert, .reorder, .multiselect: return .whenEditing
    case .disclosureIndicator, .outlineDisclosure, .checkmark, .label, .detail, .popUpMenu,
      .customView:
      return .always
    }
  }
}

/// `UICellAccessory.DisplayedState`.
public enum AccessoryDisplayedState: String, Sendable, CaseIterable, Hashable {
  case always
  case whenEditing
  case whenNotEditing
}

/// `UICellAccessory.OutlineDisclosureOptions.Style`: what a tap on the row does.
public enum OutlineDisclosureStyle: String, Sendable, CaseIterable, Hashable {
  /// `.header` for a cell configured as a section header, else `.cell`.
  case automatic
  /// A tap anywhere in the row expands or collapses it; the row cannot be selected.
  case header
  /// Only a tap on the chevron expands or collapses; the row selects as any other.
  case cell
}

/// One entry of `accessories:`.
public struct Accessory: Sendable, Hashable {
  public var kind: AccessoryKind
  /// nil means UIKit's default for the kind (editing accessories show only when editing).
  public var displayed: AccessoryDisplayedState?
  /// `"{…}"` decides it per item.
  public var tintColor: Expressible<ColorValue>?
  /// The text of a `label` accessory.
  public var text: Template?
  public var range: SourceRange
  /// `if:` — the accessory is shown only for items where this holds.
  public var condition: SpecExpression?
  /// The options of a `customView` accessory (nil for the system accessories).
  public var customView: CustomViewAccessory?
  /// `showsVerticalSeparator:` of a `reorder` accessory; nil is UIKit's default, shown.
  public var showsVerticalSeparator: Bool?
  /// `style:` of an `outlineDisclosure` accessory; nil is UIKit's default, `automatic`.
  public var outlineStyle: OutlineDisclosureStyle?

  public init(
    kind: AccessoryKind, displayed: AccessoryDisplayedState? = nil, tintColor: ColorValue? = nil,
    text: Template? = nil, range: SourceRange = .unwritten
  ) {
    self.kind = kind
    self.displayed = displayed
    self.tintColor = tintColor.map(Expressible.value)
    self.text = text
    self.range = range
  }

  /// The state UIKit uses when none is given.
  public var effectiveDisplayedState: AccessoryDisplayedState {
    displayed ?? kind.defaultDisplayedState
  }

  /// True for accessories on the cell's leading edge: UIKit's editing controls, and a custom
  /// view placed `leading`.
  public var isLeading: Bool {
    if let customView { return customView.placement == .leading }
    return ListMetrics.isLeadingAccessory(kind)
  }
}

/// `UICellAccessory.CustomViewConfiguration` for a custom view listspec can draw.
public struct CustomViewAccessory: Sendable, Hashable {
  /// The view the accessory holds.
  public var view: CustomAccessoryView
  /// A `UISwitch`'s state, from the item (off when not given).
  public var isOn: SpecExpression?
  /// A `UIImageView`'s image: `{ systemName: … }`, or `{ named: … }` when `imageIsNamed`.
  public var image: Template?
  public var imageIsNamed = false
  /// A `UIImageView`'s `preferredSymbolConfiguration`; nil is the system's default size.
  public var preferredSymbolConfiguration: SymbolConfiguration?
  /// A `UILabel`'s font; nil is `UILabel`'s default, the 17-pt system font.
  public var font: Expressible<FontSpec>?
  /// A `UILabel`'s text colour; nil is `UILabel`'s default, `label`.
  public var textColor: Expressible<ColorValue>?
  public var placement: AccessoryPlacement
  public var reservedLayoutWidth: AccessoryLayoutDimension
  /// nil is UIKit's default (`false`).
  public var maintainsFixedSize: Bool?

  public init(
    view: CustomAccessoryView = .uiSwitch, isOn: SpecExpression? = nil,
    placement: AccessoryPlacement = .trailing,
    reservedLayoutWidth: AccessoryLayoutDimension = .actual, maintainsFixedSize: Bool? = nil
  ) {
    self.view = view
    self.isOn = isOn
    self.placement = placement
    self.reservedLayoutWidth = reservedLayoutWidth
    self.maintainsFixedSize = maintainsFixedSize
  }
}

/// The views a `customView` accessory can hold.
public enum CustomAccessoryView: String, Sendable, CaseIterable, Hashable {
  case uiSwitch = "UISwitch"
  case uiImageView = "UIImageView"
  case uiLabel = "UILabel"
}

/// `UICellAccessory.Placement`: the edge (the position among accessories is the written order).
public enum AccessoryPlacement: String, Sendable, CaseIterable, Hashable {
  case leading
  case trailing
}

/// `UICellAccessory.LayoutDimension`.
public enum AccessoryLayoutDimension: Sendable, Hashable {
  case actual
  case standard
  case custom(Double)
}

extension CellTemplate {
  /// Lets `transform` rewrite every template of the cell in place — texts, secondary texts,
  /// symbol names, view texts and images, accessory labels — in source order (the typing pass
  /// stores each expression's checked form this way).
  public mutating func updateTemplates(_ transform: (inout Template) -> Void) {
    func update(_ value: inout Template?) {
      guard var template = value else { return }
      transform(&template)
      value = template
    }
    switch kind {
    case .content(var content):
      update(&content.text)
      update(&content.secondaryText)
      update(&content.image)
      kind = .content(content)
    case .hosting(var hosting):
      hosting.content.updateTemplates(transform)
      kind = .hosting(hosting)
    }
    for index in accessories.indices {
      update(&accessories[index].text)
      if var view = accessories[index].customView {
        update(&view.image)
        accessories[index].customView = view
      }
    }
    if let swipeActions {
      self.swipeActions = swipeActions.updatingActions { action in
        update(&action.title)
        update(&action.systemImage)
      }
    }
  }
}

extension ViewNode {
  /// Lets `transform` rewrite every template of this view tree in place, depth first, in the
  /// order ``forEachView(_:)`` visits views.
  public mutating func updateTemplates(_ transform: (inout Template) -> Void) {
    switch kind {
    case .text(var template):
      transform(&template)
      kind = .text(template)
    case .image(var template):
      transform(&template)
      kind = .image(template)
    case .namedImage(var template, let width, let height):
      transform(&template)
      kind = .namedImage(template, width: width, height: height)
    case .toggle(.title(var title), let isOn):
      transform(&title)
      kind = .toggle(.title(title), isOn: isOn)
    case .toggle(.view(var label), let isOn):
      label.updateTemplates(transform)
      kind = .toggle(.view(label), isOn: isOn)
    case .label(var title, var systemImage):
      transform(&title)
      transform(&systemImage)
      kind = .label(title: title, systemImage: systemImage)
    case .button(var template):
      transform(&template)
      kind = .button(template)
    case .hStack(var stack):
      for index in stack.children.indices { stack.children[index].updateTemplates(transform) }
      kind = .hStack(stack)
    case .vStack(var stack):
      for index in stack.children.indices { stack.children[index].updateTemplates(transform) }
      kind = .vStack(stack)
    case .zStack(var stack):
      for index in stack.children.indices { stack.children[index].updateTemplates(transform) }
      kind = .zStack(stack)
    case .spacer, .color, .shape, .divider: break
    }
    for index in modifiers.indices {
      if case .background(.view(var background)) = modifiers[index].modifier {
        background.updateTemplates(transform)
        modifiers[index].modifier = .background(.view(background))
      }
    }
  }
}

extension CellTemplate {
  /// Lets `transform` rewrite every whole-value expression of the cell in place: `if:`
  /// conditions of views, modifiers, accessories and swipe actions, a toggle's `isOn:`, and
  /// every value written as an expression (``visitExpressibles(_:)``).
  public mutating func updateExpressions(_ transform: (inout SpecExpression) -> Void) {
    withoutActuallyEscaping(transform) { transform in
      var rewriter = ExpressionRewriter(transform: transform)
      visitExpressibles(&rewriter)
    }
    func update(_ value: inout SpecExpression?) {
      guard var expression = value else { return }
      transform(&expression)
      value = expression
    }
    if case .hosting(var hosting) = kind {
      hosting.content.updateConditions(transform)
      kind = .hosting(hosting)
    }
    for index in accessories.indices {
      update(&accessories[index].condition)
      if var customView = accessories[index].customView {
        update(&customView.isOn)
        accessories[index].customView = customView
      }
    }
    if let swipeActions {
      self.swipeActions = swipeActions.updatingActions { update(&$0.condition) }
    }
  }

  /// Every whole-value expression of the cell.
  public var expressions: [SpecExpression] {
    var copy = self
    var result: [SpecExpression] = []
    copy.updateExpressions { result.append($0) }
    return result
  }

  /// Shows `visitor` every value of the cell that may be written as an expression: the one
  /// list of them, which resolving for an item, typing and ``updateExpressions(_:)`` share. A
  /// new ``Expressible`` property of a cell is added here, and only here.
  public mutating func visitExpressibles(_ visitor: inout some ExpressibleVisitor) {
    visitor.visit(&backgroundColor)
    if var background = backgroundConfiguration {
      visitor.visit(&background.strokeColor)
      backgroundConfiguration = background
    }
    for index in accessories.indices {
      visitor.visit(&accessories[index].tintColor)
      if var view = accessories[index].customView {
        visitor.visit(&view.font)
        visitor.visit(&view.textColor)
        accessories[index].customView = view
      }
    }
    if let swipeActions {
      self.swipeActions = swipeActions.updatingActions { visitor.visit(&$0.backgroundColor) }
    }
    switch kind {
    case .content(var content):
      for keyPath in [\ContentConfiguration.textProperties, \.secondaryTextProperties] {
        visitor.visit(&content[keyPath: keyPath].font)
        visitor.visit(&content[keyPath: keyPath].color)
        visitor.visit(&content[keyPath: keyPath].numberOfLines)
      }
      visitor.visit(&content.imageProperties.tintColor)
      visitor.visit(&content.imageProperties.cornerRadius)
      kind = .content(content)
    case .hosting(var hosting):
      visitor.visit(&hosting.background)
      hosting.content.visitExpressibles(&visitor)
      kind = .hosting(hosting)
    }
  }
}

/// Rewrites each expression a walk shows it.
private struct ExpressionRewriter: ExpressibleVisitor {
  let transform: (inout SpecExpression) -> Void

  mutating func visit<Value: ExpressionResult>(_ value: inout Expressible<Value>?) {
    guard case .expression(var expression) = value else { return }
    transform(&expression)
    value = .expression(expression)
  }
}

extension ViewNode {
  /// Lets `transform` rewrite every condition and expression value of this view tree.
  public mutating func updateExpressions(_ transform: (inout SpecExpression) -> Void) {
    withoutActuallyEscaping(transform) { transform in
      var rewriter = ExpressionRewriter(transform: transform)
      visitExpressibles(&rewriter)
    }
    updateConditions(transform)
  }

  /// `if:` conditions, a toggle's `isOn:` and modifier values written as expressions.
  mutating func updateConditions(_ transform: (inout SpecExpression) -> Void) {
    if var condition {
      transform(&condition)
      self.condition = condition
    }
    switch kind {
    case .hStack(var stack):
      for index in stack.children.indices { stack.children[index].updateConditions(transform) }
      kind = .hStack(stack)
    case .vStack(var stack):
      for index in stack.children.indices { stack.children[index].updateConditions(transform) }
      kind = .vStack(stack)
    case .zStack(var stack):
      for index in stack.children.indices { stack.children[index].updateConditions(transform) }
      kind = .zStack(stack)
    case .toggle(var label, var isOn):
      transform(&isOn)
      if case .view(var view) = label {
        view.updateConditions(transform)
        label = .view(view)
      }
      kind = .toggle(label, isOn: isOn)
    default: break
    }
    for index in modifiers.indices {
      if var condition = modifiers[index].condition {
        transform(&condition)
        modifiers[index].condition = condition
      }
      if var value = modifiers[index].value {
        transform(&value)
        modifiers[index].value = value
      }
      if case .background(.view(var background)) = modifiers[index].modifier {
        background.updateConditions(transform)
        modifiers[index].modifier = .background(.view(background))
      }
    }
  }

  /// Shows `visitor` every value of the view tree that may be written as an expression: a
  /// `Color` view's colour and a shape's fill, in this view and every view below it.
  public mutating func visitExpressibles(_ visitor: inout some ExpressibleVisitor) {
    switch kind {
    case .color(let color):
      var visited: Expressible<ColorValue>? = color
      visitor.visit(&visited)
      // A colour that cannot be evaluated draws nothing (its problem is reported).
      kind = .color(visited ?? .value(.system(.clear)))
    case .shape(let shape, var fill):
      visitor.visit(&fill)
      kind = .shape(shape, fill: fill)
    case .hStack(var stack):
      for index in stack.children.indices { stack.children[index].visitExpressibles(&visitor) }
      kind = .hStack(stack)
    case .vStack(var stack):
      for index in stack.children.indices { stack.children[index].visitExpressibles(&visitor) }
      kind = .vStack(stack)
    case .zStack(var stack):
      for index in stack.children.indices { stack.children[index].visitExpressibles(&visitor) }
      kind = .zStack(stack)
    case .toggle(.view(var label), let isOn):
      label.visitExpressibles(&visitor)
      kind = .toggle(.view(label), isOn: isOn)
    case .text, .image, .namedImage, .label, .button, .toggle(.title, _), .spacer, .divider:
      break
    }
    for index in modifiers.indices {
      if case .background(.view(var background)) = modifiers[index].modifier {
        background.visitExpressibles(&visitor)
        modifiers[index].modifier = .background(.view(background))
      }
    }
  }
}

/// One entry of a cell template's `fields:` block: `count: Int`, `rating: "Double?"`.
public struct DeclaredField: Sendable, Hashable {
  public var name: String
  public var type: FieldType
  public var isOptional: Bool
  public var range: SourceRange
  /// For a field typed by the spec's items rather than written in `fields:` (an `--items`
  /// file's items are checked against the model the spec generates): the spec's item whose
  /// value decided it, at `range`.
  public var typedByItem: String?

  public init(name: String, type: FieldType, isOptional: Bool, range: SourceRange = .unwritten) {
    self.name = name
    self.type = type
    self.isOptional = isOptional
    self.range = range
  }
}
