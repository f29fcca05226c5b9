/// `Spacer: { minLength }`.
public enum SpacerKey: String, FormatKey {
  case minLength

  public static let table = FormatTable("spacer")
  public var declaration: KeyDeclaration {
    KeyDeclaration(.length, default: "the system spacing", swift: "minLength:")
  }
}
