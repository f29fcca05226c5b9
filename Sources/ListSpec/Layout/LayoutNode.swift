/// What a node of the layout tree is.
public enum LayoutNodeKind: String, Sendable, Hashable, CaseIterable {
  /// The whole list; its frame is the content size, its fill the list background.
  case list
  /// A section: the group of its cells (rounded in insetGrouped), header and footer beside it.
  case section
  case header
  case footer
  /// One row; `id` is the item id, `fill` the cell background.
  case cell
  /// The cell's content area (inside its layout margins, beside its accessories).
  case content
  /// A SwiftUI view or modifier in a hosting cell (`name` says which: "HStack", ".frame").
  case view
  /// A run of text; `text` holds the string and how it is set.
  case text
  /// An SF Symbol, drawn with its stand-in glyph (else a lettered placeholder) in a frame of
  /// the symbol's size; `symbol` is its name.
  case symbol
  /// An app's image (`Image("name")` in a hosting cell, `UIImage(named:)` in a content cell),
  /// not an SF Symbol; `imageName` is its image set. Drawn from the file of `assetImage`, or
  /// as the neutral image placeholder when the spec's asset catalogs do not have it.
  case image
  /// A filled shape or color (`shape` says which; nil is a rectangle).
  case shape
  case separator
  /// A cell accessory; `name` is the `UICellAccessory` kind.
  case accessory
  /// The navigation bar above the list, from the top of the screen: status bar, bar, large
  /// title and search field (`navigationBar:`); its children are texts and shapes.
  case navigationBar
}

/// A text run as the renderer must set it, matching how it was measured.
public struct TextRun: Sendable, Hashable {
  public var string: String
  public var font: ResolvedFont
  public var color: RGBA
  /// 0 means no limit.
  public var maxLines: Int
  public var alignment: SpecTextAlignment
  /// The interface direction the text is set in: natural (and justified) text starts at the
  /// leading edge — the right one in right-to-left — and the paragraph's own direction comes
  /// from its first strong character (`NSWritingDirection.natural`).
  public var layoutDirection: SpecLayoutDirection

  public init(
    string: String, font: ResolvedFont, color: RGBA, maxLines: Int = 0,
    alignment: SpecTextAlignment = .natural, layoutDirection: SpecLayoutDirection = .leftToRight
  ) {
    self.string = string
    self.font = font
    self.color = color
    self.maxLines = maxLines
    self.alignment = alignment
    self.layoutDirection = layoutDirection
  }
}

/// One drawn thing with its frame in list coordinates (points, origin at the list's top-left).
/// Children are listed in drawing order: later children draw over earlier ones.
public struct LayoutNode: Sendable, Hashable {
  public var kind: LayoutNodeKind
  public var frame: LayoutRect
  /// The section or item identifier.
  public var id: String?
  /// The SwiftUI view or modifier name, or the accessory kind.
  public var name: String?
  public var fill: RGBA?
  public var cornerRadius: Double?
  public var shape: ShapeKind?
  /// When set, children are clipped to the frame rounded by `cornerRadius`.
  public var clipsChildren: Bool
  /// A decorative modifier (`.opacity`, `.cornerRadius`, separator guides) applied to the
  /// node's children; the renderer draws it.
  public var decoration: Decoration?
  public var text: TextRun?
  /// First baseline in list coordinates, for text (and symbols, aligned like text).
  public var baseline: Double?
  /// The SF Symbol name of a `symbol` node.
  public var symbol: String?
  /// The image set name of an `image` node (`Image("name")`, `UIImage(named:)`).
  public var imageName: String?
  /// The weight a `symbol` node is drawn at (its symbol configuration's, or its font's in a
  /// hosting cell); nil is regular.
  public var symbolWeight: FontWeight?
  /// A `symbol` or `image` node of a resizable image (`.resizable()`): a symbol is drawn
  /// stretched to its frame rather than as a square of its shorter side (an image always
  /// fills its frame).
  public var isResizable = false
  /// The image set an `image` node shows, in the list's appearance, when the spec's asset
  /// catalogs have it; the renderer picks the file for its scale. Nil: the image placeholder.
  public var assetImage: AssetImage?
  /// Where in the spec the node comes from: the item (cells), the section (sections, headers,
  /// footers), the cell template's accessory, or the SwiftUI view or modifier (hosting cells).
  /// Nil for nodes the list makes on its own (the list, separators take their cell's).
  public var source: SourceLocation?
  /// The rules of `specs/metrics.md` that set this node's frame, most specific first.
  public var rules: [MetricRule]
  public var children: [LayoutNode]
  /// Degrees clockwise the node is drawn turned by, about its centre: 90 for the outline
  /// disclosure of an expanded item (its chevron points down instead of trailing).
  public var rotation: Double?
  /// A selected cell (`render --selected`), and its accessories: the renderer draws a
  /// `multiselect` accessory filled with a checkmark.
  public var isSelected = false
  /// A stroke drawn inside the node's (rounded) edge: a cell background's `strokeColor` and
  /// `strokeWidth`.
  public var stroke: RGBA?
  public var strokeWidth: Double?
  /// A glyph drawn from shapes (the status bar's cellular bars and battery): right-to-left,
  /// it moves to its mirrored place whole, its parts unmirrored, as a symbol's glyph is.
  public var isGlyph = false

  public init(
    kind: LayoutNodeKind, frame: LayoutRect, id: String? = nil, name: String? = nil,
    fill: RGBA? = nil, cornerRadius: Double? = nil, shape: ShapeKind? = nil,
    clipsChildren: Bool = false, decoration: Decoration? = nil, text: TextRun? = nil,
    baseline: Double? = nil, symbol: String? = nil, imageName: String? = nil,
    source: SourceLocation? = nil, rules: [MetricRule] = [], children: [LayoutNode] = []
  ) {
    self.kind = kind
    self.frame = frame
    self.id = id
    self.name = name
    self.fill = fill
    self.cornerRadius = cornerRadius
    self.shape = shape
    self.clipsChildren = clipsChildren
    self.decoration = decoration
    self.text = text
    self.baseline = baseline
    self.symbol = symbol
    self.imageName = imageName
    self.source = source
    self.rules = rules
    self.children = children
  }

  /// This node and every descendant, depth first in drawing order.
  public func allNodes() -> [LayoutNode] {
    var result: [LayoutNode] = []
    visit { result.append($0) }
    return result
  }

  /// Calls `body` on this node and every descendant, depth first in drawing order.
  public func visit(_ body: (LayoutNode) -> Void) {
    body(self)
    for child in children { child.visit(body) }
  }

  /// The first node (depth first) that satisfies `predicate`.
  public func first(where predicate: (LayoutNode) -> Bool) -> LayoutNode? {
    if predicate(self) { return self }
    for child in children {
      if let found = child.first(where: predicate) { return found }
    }
    return nil
  }

  /// The node and its subtree mirrored across a list `width` wide, as UIKit mirrors a layout
  /// for a right-to-left language: every frame's x becomes `width − x − w`; y, sizes and
  /// baselines stay. Text runs are set right-to-left. What UIKit does not mirror — glyphs of
  /// text, images and non-directional symbols — is drawn unmirrored by the renderer.
  public func mirrored(width: Double) -> LayoutNode {
    var mirrored = self
    mirrored.frame.x = width - frame.x - frame.width
    mirrored.text?.layoutDirection = .rightToLeft
    if isGlyph {
      mirrored.children = children.map { $0.offsetBy(dx: mirrored.frame.x - frame.x, dy: 0) }
    } else {
      mirrored.children = children.map { $0.mirrored(width: width) }
    }
    return mirrored
  }

  /// The node moved by `dx`, `dy`, with its whole subtree.
  func offsetBy(dx: Double, dy: Double) -> LayoutNode {
    var moved = self
    moved.frame = frame.offsetBy(dx: dx, dy: dy)
    moved.baseline = baseline.map { $0 + dy }
    moved.children = children.map { $0.offsetBy(dx: dx, dy: dy) }
    return moved
  }
}

extension LayoutNode {
  /// The furthest any decoration of this tree draws beyond its node's frame, above or below
  /// (``Decoration/verticalOverhang``).
  public var decorationOverhang: Double {
    var overhang = decoration?.verticalOverhang ?? 0
    for child in children { overhang = max(overhang, child.decorationOverhang) }
    return overhang
  }
}

/// The result of laying out a list: the tree and the environment it was laid out in.
public struct ListLayout: Sendable {
  public var environment: PreviewEnvironment
  public var root: LayoutNode

  public init(environment: PreviewEnvironment, root: LayoutNode) {
    self.environment = environment
    self.root = root
  }

  /// The content size in points (the list's full scrollable size).
  public var size: Size { Size(width: root.frame.width, height: root.frame.height) }
}
