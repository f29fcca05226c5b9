/// `cells.<name>` — a reusable cell registration: either a system content configuration
/// (`content:`) or a SwiftUI hosting configuration (`hosting:`), plus accessories.
public struct CellTemplate: Sendable, Hashable {
  public var name: String
  public var kind: CellKind
  /// `accessories:` — `UICellAccessory` values, trailing side first as written.
  public var accessories: [Accessory]
  /// `backgroundColor:` — the cell's background configuration color; nil means the list's
  /// default cell background.
  public var backgroundColor: ColorValue?
  public var range: SourceRange
  /// The template's name key.
  public var nameRange: SourceRange

  public init(
    name: String, kind: CellKind, accessories: [Accessory] = [], backgroundColor: ColorValue? = nil,
    range: SourceRange, nameRange: SourceRange? = nil
  ) {
    self.name = name
    self.kind = kind
    self.accessories = accessories
    self.backgroundColor = backgroundColor
    self.range = range
    self.nameRange = nameRange ?? range
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
  /// `image: { systemName: … }`
  public var image: Template?
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
  public var font: FontSpec?
  public var color: ColorValue?
  /// 0 means unlimited, as in UIKit.
  public var numberOfLines: Int?
  public var alignment: TextAlignment?

  public init(
    font: FontSpec? = nil, color: ColorValue? = nil, numberOfLines: Int? = nil,
    alignment: TextAlignment? = nil
  ) {
    self.font = font
    self.color = color
    self.numberOfLines = numberOfLines
    self.alignment = alignment
  }
}

/// `TextProperties.TextAlignment`.
public enum TextAlignment: String, Sendable, CaseIterable, Hashable {
  case natural
  case center
  case justified
}

/// `imageProperties:` — `UIListContentConfiguration.ImageProperties`.
public struct ImageProperties: Sendable, Hashable {
  public var tintColor: ColorValue?
  public var cornerRadius: Double?
  public var maximumSize: Size?
  public var reservedLayoutSize: Size?
  public var preferredSymbolConfiguration: SymbolConfiguration?

  public init(
    tintColor: ColorValue? = nil, cornerRadius: Double? = nil, maximumSize: Size? = nil,
    reservedLayoutSize: Size? = nil
  ) {
    self.tintColor = tintColor
    self.cornerRadius = cornerRadius
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
  /// `.background(_:)` with a color.
  public var background: ColorValue?

  public init(
    content: ViewNode, margins: EdgeLengths = EdgeLengths(), minWidth: Double? = nil,
    minHeight: Double? = nil, background: ColorValue? = nil
  ) {
    self.content = content
    self.margins = margins
    self.minWidth = minWidth
    self.minHeight = minHeight
    self.background = background
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

  /// The state UIKit shows the accessory in when none is given: editing controls only while
  /// editing, everything else always.
  public var defaultDisplayedState: AccessoryDisplayedState {
    switch self {
    case .delete, .insert, .reorder, .multiselect: return .whenEditing
    case .disclosureIndicator, .outlineDisclosure, .checkmark, .label, .detail, .popUpMenu:
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

/// One entry of `accessories:`.
public struct Accessory: Sendable, Hashable {
  public var kind: AccessoryKind
  /// nil means UIKit's default for the kind (editing accessories show only when editing).
  public var displayed: AccessoryDisplayedState?
  public var tintColor: ColorValue?
  /// The text of a `label` accessory.
  public var text: Template?
  public var range: SourceRange

  public init(
    kind: AccessoryKind, displayed: AccessoryDisplayedState? = nil, tintColor: ColorValue? = nil,
    text: Template? = nil, range: SourceRange
  ) {
    self.kind = kind
    self.displayed = displayed
    self.tintColor = tintColor
    self.text = text
    self.range = range
  }

  /// The state UIKit uses when none is given.
  public var effectiveDisplayedState: AccessoryDisplayedState {
    displayed ?? kind.defaultDisplayedState
  }
}
