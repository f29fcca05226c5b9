// Every key of the format, one table a file, grouped by the part of the format it belongs to;
// `FormatDeclaration.swift` lists the tables in the order `specs/format.md` documents them.
// Letters in parentheses are the certainty of a source, as in specs/metrics.md: (D) Apple's
// documentation, (R) research notes in ../shared/research, (O) other published sources,
// (U) unconfirmed.

/// The value descriptions several key tables link to in `specs/format.md`.
enum FormatDocLinks {
  static let color = "[color](#colors)"
  static let template = "[template](#templates-field)"
  static let insets = "[insets](#insets) or `automatic`"
  static let size = "`{ width, height }`"
}
