/// `platform`.
public enum PlatformKey: String, FormatKey {
  case iOS

  public static let table = FormatTable("platform")
  public var declaration: KeyDeclaration {
    switch self {
    case .iOS:
      return KeyDeclaration(
        .definition(
          "version", docs: "version string `\"16\"`, `\"16.4\"` or `\"16.4.1\"` (quote it)"),
        default: "none", swift: "the iOS deployment target",
        doc:
          "Every API with an availability is checked against it ([Availability](#availability)); below 14 the list configuration itself is unavailable. A value that is not a version is `invalid-version`."
      )
    }
  }
}
