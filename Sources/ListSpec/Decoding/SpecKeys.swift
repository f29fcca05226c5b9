/// The keys each mapping of the format accepts. The decoder checks unknown keys against these
/// tables and the JSON Schema is checked against them, so the two cannot drift apart.
public enum SpecKeys {
  public static let document = ["listspec", "platform", "list", "cells", "sections"]
  public static let platform = ["iOS"]
  public static let list = [
    "appearance", "showsSeparators", "headerMode", "footerMode", "headerTopPadding",
    "backgroundColor", "separatorConfiguration",
  ]
  public static let separatorConfiguration = [
    "color", "multipleSelectionColor", "topSeparatorVisibility", "bottomSeparatorVisibility",
    "topSeparatorInsets", "bottomSeparatorInsets",
  ]
  public static let directionalInsets = ["top", "leading", "bottom", "trailing"]
  public static let cell = ["content", "hosting", "accessories", "backgroundColor"]
  public static let content = [
    "style", "text", "secondaryText", "image", "imageProperties", "textProperties",
    "secondaryTextProperties", "imageToTextPadding", "textToSecondaryTextHorizontalPadding",
    "textToSecondaryTextVerticalPadding", "prefersSideBySideTextAndSecondaryText",
    "directionalLayoutMargins",
  ]
  public static let image = ["systemName"]
  public static let textProperties = ["font", "color", "numberOfLines", "alignment"]
  public static let imageProperties = [
    "tintColor", "cornerRadius", "maximumSize", "reservedLayoutSize",
  ]
  public static let size = ["width", "height"]
  public static let hosting = ["content", "margins", "minSize", "background"]
  public static let accessoryOptions = ["displayed", "tintColor", "text"]
  public static let section = ["id", "header", "footer", "cell", "items"]
  /// Items are open: any key is a field the cell template may read. These two are special.
  public static let itemReserved = ["id", "cell"]
  public static let views = [
    "HStack", "VStack", "ZStack", "Text", "Image", "Spacer", "Color", "Rectangle",
    "RoundedRectangle", "Capsule", "Circle", "Divider",
  ]
  /// Views that take no arguments and may be written as a bare string (`- Spacer`).
  public static let bareViews = ["Spacer", "Divider", "Rectangle", "Capsule", "Circle"]
  public static let shapes = ["Rectangle", "RoundedRectangle", "Capsule", "Circle"]
  public static let stack = ["alignment", "spacing", "children"]
  public static let spacer = ["minLength"]
  public static let roundedRectangle = ["cornerRadius", "fill"]
  public static let shape = ["fill"]
  public static let viewExtras = ["modifiers", "fill"]
  public static let modifiers = [
    "padding", "frame", "background", "foregroundStyle", "foregroundColor", "font", "fontWeight",
    "alignmentGuide", "cornerRadius", "opacity", "lineLimit", "imageScale",
  ]
  /// Modifiers that may be written as a bare string (`- padding`).
  public static let bareModifiers = ["padding"]
  public static let frame = [
    "width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight",
    "maxHeight", "alignment",
  ]
  public static let font = ["style", "size", "weight"]
  public static let edges = EdgeSet.names.map(\.0)
}
