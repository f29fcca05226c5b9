/// Why ``ListSpecDocument/yaml()`` could not write a spec: a part of the model that no key of
/// the format can say, so writing it would lose it.
public struct SpecWriterError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Where the part is in the spec, as a path of keys (`cells.row.content.text`).
  public var key: String
  /// What cannot be written.
  public var message: String
  /// Where the part was read from; nil (or line 0) for a spec built in Swift.
  public var range: SourceRange?

  public init(key: String, message: String, range: SourceRange? = nil) {
    self.key = key
    self.message = message
    self.range = range
  }

  public var description: String {
    let place = range.flatMap { $0.start.line > 0 ? "\($0.start): " : nil } ?? ""
    return "\(place)cannot write '\(key)': \(message)"
  }
}
