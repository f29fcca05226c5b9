/// `frame` keys.
public enum FrameKey: String, FormatKey {
  case width, height, minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight
  case alignment

  public static let table = FormatTable("frame")

  /// The flexible form's keys; `width` and `height` are the fixed form's.
  public var isFlexible: Bool {
    switch self {
    case .minWidth, .idealWidth, .maxWidth, .minHeight, .idealHeight, .maxHeight: return true
    case .width, .height, .alignment: return false
    }
  }

  public var declaration: KeyDeclaration {
    switch self {
    case .width, .height:
      return KeyDeclaration(
        .length, default: "the child's \(rawValue)", swift: "\(rawValue):", doc: "Fixed form.")
    case .minWidth, .idealWidth, .minHeight, .idealHeight:
      return KeyDeclaration(.length, default: "none", swift: "\(rawValue):", doc: "Flexible form.")
    case .maxWidth, .maxHeight:
      return KeyDeclaration(
        .lengthOrInfinity, default: "none", swift: "\(rawValue):",
        doc: "Flexible form; `.inf`, `infinity` or `.infinity` fill the offered space.")
    case .alignment:
      return KeyDeclaration(
        .choice(SpecAlignment.self), default: "`center`", swift: "alignment:",
        doc: "Where the content sits in the frame.")
    }
  }
}
