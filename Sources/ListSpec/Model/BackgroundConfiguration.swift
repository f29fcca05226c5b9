/// A cell's `UIBackgroundConfiguration` beyond its colour: the style it starts from, corner
/// radius, stroke and insets.
public struct BackgroundConfiguration: Sendable, Hashable {
  /// nil is the list appearance's cell background (`listPlainCell`, `listGroupedCell`, …).
  public var style: BackgroundStyle?
  public var cornerRadius: Double?
  /// `"{…}"` decides it per item.
  public var strokeColor: Expressible<ColorValue>?
  public var strokeWidth: Double?
  public var backgroundInsets: DirectionalEdgeInsets?

  public init(
    style: BackgroundStyle? = nil, cornerRadius: Double? = nil, strokeColor: ColorValue? = nil,
    strokeWidth: Double? = nil, backgroundInsets: DirectionalEdgeInsets? = nil
  ) {
    self.style = style
    self.cornerRadius = cornerRadius
    self.strokeColor = strokeColor.map(Expressible.value)
    self.strokeWidth = strokeWidth
    self.backgroundInsets = backgroundInsets
  }
}

extension BackgroundConfiguration {
  /// True when the background is more than a colour over the whole cell.
  public var isShaped: Bool {
    (cornerRadius ?? 0) > 0 || backgroundInsets != nil
      || (strokeColor != nil && (strokeWidth ?? 0) > 0)
  }
}

/// The `UIBackgroundConfiguration` constructors a cell's background starts from.
public enum BackgroundStyle: String, Sendable, CaseIterable, Hashable {
  case listPlainCell
  case listGroupedCell
  case listSidebarCell
  case clear

  /// The style a list of this appearance gives its cells.
  public static func `default`(for appearance: ListAppearance) -> BackgroundStyle {
    switch appearance {
    case .plain: return .listPlainCell
    case .grouped, .insetGrouped: return .listGroupedCell
    case .sidebar, .sidebarPlain: return .listSidebarCell
    }
  }
}
