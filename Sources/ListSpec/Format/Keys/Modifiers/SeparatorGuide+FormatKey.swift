/// The separator alignment guides, as keys of `alignmentGuide`.
extension SeparatorGuide: FormatKey {
  public static let table = FormatTable("alignmentGuide", keyColumn: "guide")
  public var declaration: KeyDeclaration {
    KeyDeclaration(
      .choice(SpecHorizontalAlignment.self), default: "—",
      swift: ".alignmentGuide(.\(rawValue)) { $0[.edge] }",
      doc: "The view edge the separator's end aligns to.", introduced: OSVersion(16),
      feature: "the \(rawValue) alignment guide")
  }
}
