/// How a `UISwitch` is drawn, in a SwiftUI `Toggle` and in a `customView` accessory: a
/// capsule track, `systemGreen` when on and `secondarySystemFill` when off, and a white knob
/// inset 2 pt at the end the state names, over a faint shadow that keeps it visible on a
/// white off track (specs/metrics.md, `Toggle` and `customView`).
enum SwitchLayout {
  static func node(in rect: LayoutRect, isOn: Bool, environment: PreviewEnvironment)
    -> LayoutNode
  {
    let track = LayoutNode(
      kind: .shape, frame: rect, name: "track",
      fill: environment.resolve(.system(isOn ? .systemGreen : .secondarySystemFill)),
      shape: .capsule)
    let inset = ListMetrics.switchKnobInset
    let side = rect.height - 2 * inset
    let knob = LayoutNode(
      kind: .shape,
      frame: LayoutRect(
        x: isOn ? rect.maxX - inset - side : rect.minX + inset, y: rect.minY + inset,
        width: side, height: side), name: "knob", fill: RGBA(red: 1, green: 1, blue: 1),
      shape: .circle)
    let shadow = LayoutNode(
      kind: .shape,
      frame: LayoutRect(
        x: knob.frame.x - 0.5, y: knob.frame.y + 0.5, width: side + 1, height: side + 1),
      name: "knobShadow", fill: RGBA(red: 0, green: 0, blue: 0, alpha: 0.12), shape: .circle)
    return LayoutNode(
      kind: .view, frame: rect, name: "UISwitch", children: [track, shadow, knob])
  }
}
