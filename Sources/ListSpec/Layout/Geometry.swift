/// A rectangle in points, origin at the top-left, y growing downwards (UIKit's coordinates).
public struct LayoutRect: Sendable, Hashable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public static let zero = LayoutRect(x: 0, y: 0, width: 0, height: 0)

  public var minX: Double { x }
  public var minY: Double { y }
  public var maxX: Double { x + width }
  public var maxY: Double { y + height }
  public var midX: Double { x + width / 2 }
  public var midY: Double { y + height / 2 }

  /// The rectangle moved by `dx`, `dy`.
  public func offsetBy(dx: Double, dy: Double) -> LayoutRect {
    LayoutRect(x: x + dx, y: y + dy, width: width, height: height)
  }

  /// The rectangle shrunk by `insets` on each edge (never below zero size).
  func inset(by insets: EdgeInsets) -> LayoutRect {
    LayoutRect(
      x: x + insets.leading, y: y + insets.top,
      width: max(0, width - insets.leading - insets.trailing),
      height: max(0, height - insets.top - insets.bottom))
  }
}

/// Insets per edge, all given (the layout engine's resolved form of margins and padding).
struct EdgeInsets: Hashable {
  var top: Double
  var leading: Double
  var bottom: Double
  var trailing: Double

  static let zero = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

  var horizontal: Double { leading + trailing }
  var vertical: Double { top + bottom }
}

/// A size a parent proposes to a child, as SwiftUI's `ProposedViewSize`: nil asks for the
/// child's ideal size on that axis, `.infinity` for its maximum, 0 for its minimum.
struct ProposedSize: Hashable {
  var width: Double?
  var height: Double?

  static let unspecified = ProposedSize(width: nil, height: nil)
}

/// Horizontal or vertical, for stacks and the views that depend on the stack they are in.
enum Axis: Hashable {
  case horizontal
  case vertical
}
