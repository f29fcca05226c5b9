import ListSpec

/// Writes the Swift code of a list spec: the item model, section identifiers, the list
/// layout, cell registrations and the initial snapshot (specs/generate.md).
public struct SwiftGenerator: Sendable {
  public init() {}
}
