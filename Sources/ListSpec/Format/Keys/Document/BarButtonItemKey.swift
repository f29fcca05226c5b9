/// A bar button of `navigationBar.leadingItems` / `trailingItems` (`UIBarButtonItem`): a
/// system item, a title or an SF Symbol — exactly one.
public enum BarButtonItemKey: String, FormatKey {
  case id, systemItem, title, systemImage, style

  public static let table = FormatTable("barButtonItem")
  public var declaration: KeyDeclaration {
    switch self {
    case .id:
      return KeyDeclaration(
        .scalar, default: "the `systemItem`, `systemImage` or `title`",
        swift: "the name the bar button handler gets",
        doc:
          "What `configureNavigationBar(of:onBarButton:)` passes to the app's handler when the button is tapped."
      )
    case .systemItem:
      return KeyDeclaration(
        .choice(BarButtonSystemItem.self), default: "none",
        swift: "UIBarButtonItem(systemItem:primaryAction:)",
        doc:
          "A system item: its localized title (`Edit`, `Done`, `Cancel`, `Save`) or its symbol (`add` is `plus`, `compose` is `square.and.pencil`); not with `title` or `systemImage`."
      )
    case .title:
      return KeyDeclaration(
        .scalar, default: "none", swift: "UIBarButtonItem(title:primaryAction:)",
        doc: "Plain text, 17-pt regular (semibold with `style: done`); not with `systemImage`.")
    case .systemImage:
      return KeyDeclaration(
        .scalar, default: "none", swift: "UIBarButtonItem(image:primaryAction:)",
        doc: "An SF Symbol name, e.g. `line.3.horizontal.decrease.circle`; not with `title`.")
    case .style:
      return KeyDeclaration(
        .choice(BarButtonStyle.self), default: "`plain`", swift: "style",
        doc: "`done` sets a title semibold, as for the button that ends a task.")
    }
  }
}
